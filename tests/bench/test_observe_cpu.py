"""bench/observe_cpu.py runs observes through the real app and reports CPU µs per observe."""
import re
import subprocess
import sys
from pathlib import Path

BENCH = Path(__file__).resolve().parents[2] / "bench"


def test_observe_cpu_reports_us_per_stored_observe():
    proc = subprocess.run([sys.executable, str(BENCH / "observe_cpu.py"), "--n", "40", "--repeat", "2"],
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    runs = re.findall(r"repeat \d: +([\d.]+) µs CPU / observe", proc.stdout)
    assert len(runs) == 2 and all(float(us) > 0 for us in runs), proc.stdout
    best = re.search(r"best: ([\d.]+) µs CPU per observe \(n=40\)", proc.stdout)
    assert best and float(best.group(1)) == min(map(float, runs)), proc.stdout


def test_observe_cpu_reports_each_chunk_as_the_store_grows():
    proc = subprocess.run([sys.executable, str(BENCH / "observe_cpu.py"), "--n", "30", "--repeat", "1", "--chunk", "10"],
                          capture_output=True, text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    chunks = re.findall(r"stored +(\d+): +([\d.]+) µs CPU / observe", proc.stdout)
    assert [int(n) for n, _ in chunks] == [210, 220, 230] and all(float(us) > 0 for _, us in chunks), proc.stdout
