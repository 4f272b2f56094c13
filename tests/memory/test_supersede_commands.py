"""What a shell command changes (ingest/commands.py) and the supersede rules that read it, pure."""
from __future__ import annotations

from agentmemory.memory.ingest import commands
from agentmemory.memory.ingest.supersede import stale


def run(command, cwd="/w"):
    return {"type": "command_run", "cwd": cwd, "files": [], "data": {"tool_input": {"command": command}}}


def edit(old, new, path="/w/app/a.py"):
    return {"type": "file_edit", "files": [path], "data": {"tool_input": {"old_string": old, "new_string": new}}}


def test_in_place_substitutions_are_read_as_edits_of_their_files():
    assert commands.substitutions("sed -i -E 's/\\bcalc_total\\b/cart_total/g' a.py b.py") == (
        [("calc_total", "cart_total")], ["a.py", "b.py"])
    assert commands.substitutions("perl -pi -e 's|v1|v2|' x.ts")[0] == [("v1", "v2")]
    assert commands.substitutions("gofmt -w -r 'PushStock -> ApplyStock' ./internal") == (
        [("PushStock", "ApplyStock")], ["./internal"])
    assert commands.substitutions("sed -n '1,40p' a.py") == ([], [])  # prints, rewrites nothing
    assert commands.substitutions("sed 's/a/b/' a.py") == ([], [])     # to stdout


def test_discards_packages_and_bumps():
    assert commands.discarded("git checkout -- app/p.py") == ["app/p.py"]
    assert commands.discarded("git restore --staged app/p.py") == []
    assert commands.discarded("git checkout -b feature/x") == []
    assert commands.packages("npm uninstall moment && npm install dayjs", removed=True) == {"moment"}
    assert commands.packages("poetry remove --group dev flake8", removed=True) == {"flake8"}
    assert commands.bumped("npm version minor") == [("package.json", "version")]
    assert commands.bumped("npm version") == []  # prints the versions
    assert commands.bumped("go get github.com/go-chi/chi/v5@v5.1.0") == [("go.mod", "github.com/go-chi/chi/v5")]


def test_command_rules():
    view = {"type": "file_write", "files": ["/w/lib/retry.py"], "narrative": "def backoff_delay(n):\n    return n"}
    assert stale(run("sed -i 's/backoff_delay/retry_delay/g' lib/retry.py"), view)
    assert stale(run("git rm -r lib"), view) and not stale(run("rm -rf build/ lib2"), view)
    assert stale(run("git restore lib/retry.py"), {**view, "type": "file_edit"})
    pkg = {"type": "file_edit", "files": ["/w/package.json"], "narrative": '"axios": "^1.6.8",'}
    assert stale(run("pnpm remove axios"), pkg) and not stale(run("pnpm remove ax"), pkg)


def test_an_edit_changes_only_the_lines_it_takes_away():
    view = {"type": "file_write", "files": ["/w/app/a.py"], "narrative": "def send(to):\n    smtp.sendmail(to)\n"}
    assert not stale(edit("def send(to):\n    smtp.sendmail(to)\n", "def send(to):\n    smtp.sendmail(to)\n\ndef b(): pass"), view)
    assert stale(edit("    smtp.sendmail(to)", "    smtp.send_message(to)"), view)


def test_a_plain_word_rename_follows_into_other_files_only_when_its_definition_is_renamed():
    local = edit("data = collect()", "payload = collect()", "/w/app/export.py")
    other = {"type": "file_edit", "files": ["/w/app/import.py"], "narrative": "data = json.load(f)"}
    assert not stale(local, other)
    command = edit("@app.command()\ndef report(day: str) -> None:", "@app.command()\ndef summarize(day: str) -> None:",
                   "/w/src/cli.py")
    assert stale(command, {"type": "command_run", "files": [], "narrative": "$ uv run airtrail report 2026-06-06"})
