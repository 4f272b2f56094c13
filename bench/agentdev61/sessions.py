"""The eleven sessions of the massing-kit history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad61_files import (
    CHANGELOG_100,
    CONFTEST_PY,
    CSV_PLOTS_PY,
    EXPORT_PY,
    FARM_PY,
    FARM_PY_V2,
    GEOMETRY_BMESH,
    GEOMETRY_GN,
    HANDLERS_PY,
    INIT_PY,
    MANIFEST_V1,
    OPERATORS_PY,
    PANEL_PY,
    PYPROJECT,
    RENDER_SETUP_PY,
    SAMPLE_CSV_HEAD,
)

BANNER = "Blender 4.2.3 LTS (hash 5a2ca9a4cd74 built 2024-10-15 01:26:59)\n"


def ok_tests(n, secs="2.10"):
    dots = "." * n
    return f"{dots:<72} [100%]\n{n} passed in {secs}s"


def s1(s):
    s.start()
    s.prompt("goal", "New project: massing-kit. It's a Blender add-on for us at Brightwell Okoye Architects. The "
             "urban design team (Sanne de Vries runs it) gets plot schedules as CSV from the planning consultants "
             "and still models every block by hand. I want: an operator that reads the CSV and builds one extruded "
             "mass per plot, a sidebar panel in the 3D viewport, an export to glTF for the client's web viewer, and "
             "later a button that sends renders to our Flamenco farm. Target Blender 4.2 LTS and package it as an "
             "extension with blender_manifest.toml, not a legacy bl_info add-on. For distribution we'll just drop "
             "the built zip on \\\\nas01\\tools\\blender\\ and people do Install from Disk. Start with the skeleton.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 mira mira 4096 Jun  5 09:11 .\ndrwxr-xr-x 14 mira mira 4096 Jun  "
           "5 09:10 ..\ndrwxr-xr-x  7 mira mira 4096 Jun  5 09:11 .git\n-rw-r--r--  1 mira mira   39 Jun  5 09:11 "
           "README.md")
    s.bash("version", "blender --version", "Blender 4.2.3 LTS\n\tbuild date: 2024-10-15\n\tbuild time: 01:26:59\n"
           "\tbuild commit date: 2024-10-14\n\tbuild commit time: 09:20\n\tbuild hash: 5a2ca9a4cd74\n"
           "\tbuild branch: blender-v4.2-release\n\tbuild platform: Linux\n\tbuild type: Release")
    s.prompt("rules", "House rules for this repo, please stick to them: (1) no bpy.ops anywhere in the geometry "
             "code, only bpy.data and bmesh. Operators depend on the UI context and break in background mode and on "
             "the render farm. (2) Standard library only. If we ever really need a third-party package it gets "
             "bundled as a wheel listed in the manifest, never pip-installed into Blender's Python. (3) Metres "
             "everywhere, Z up inside Blender, the CSV's site-grid coordinates used as they are. (4) ruff check and "
             "the tests pass before every commit, and commit subjects start with the area: 'csv: ...', "
             "'export: ...', 'farm: ...'.")
    s.write("manifest1", "massing_kit/blender_manifest.toml", MANIFEST_V1)
    s.write("init1", "massing_kit/__init__.py", INIT_PY)
    s.write("ops1", "massing_kit/operators.py", OPERATORS_PY)
    s.write("panel1", "massing_kit/panel.py", PANEL_PY)
    s.bash("linkdev", "ln -s ~/src/massing-kit/massing_kit ~/.config/blender/4.2/extensions/user_default/massing_kit "
           "&& blender -b --command extension list",
           "Repository: \"User Default\" (id=user_default)\n  massing_kit: \"Massing Kit\", Parametric block massing "
           "from plot schedules.\n    version: 0.1.0 (installed)\nRepository: \"extensions.blender.org\" "
           "(id=blender_org)\n  (not synced)")
    s.prompt("testplan", "Tests: run pytest inside Blender itself, `blender -b --factory-startup --python "
             "tests/run.py`, so we test against the real 4.2.3 build and its bundled Python. Install pytest into "
             "Blender's Python once with ensurepip.")
    s.bash("blpip", "~/opt/blender-4.2.3-linux-x64/4.2/python/bin/python3.11 -m ensurepip && "
           "~/opt/blender-4.2.3-linux-x64/4.2/python/bin/python3.11 -m pip install pytest",
           "Looking in links: /tmp/tmpq0v5k2b1\nRequirement already satisfied: setuptools in "
           "./4.2/python/lib/python3.11/site-packages (69.5.1)\nProcessing /tmp/tmpq0v5k2b1/pip-24.0-py3-none-any.whl\n"
           "Installing collected packages: pip\nSuccessfully installed pip-24.0\nCollecting pytest\n  Downloading "
           "pytest-8.2.2-py3-none-any.whl (339 kB)\nInstalling collected packages: pluggy, iniconfig, pytest\n"
           "Successfully installed iniconfig-2.0.0 pluggy-1.5.0 pytest-8.2.2")
    s.write("runpy", "tests/run.py", '"""Run the test suite inside Blender: blender -b --factory-startup --python '
            'tests/run.py"""\nimport sys\nfrom pathlib import Path\n\nimport pytest\n\nROOT = Path(__file__).resolve()'
            '.parents[1]\nsys.path.insert(0, str(ROOT))\nsys.exit(pytest.main(["-q", str(ROOT / "tests")]))\n')
    s.bash("test1", "blender -b --factory-startup --python-exit-code 1 --python tests/run.py",
           BANNER + ".                                                                        [100%]\n"
           "1 passed in 0.05s\n\nBlender quit")
    s.bash("commit1", "git add -A && git commit -m 'skeleton: extension manifest, generate operator stub, sidebar "
           "panel'", "[main (root-commit) 3f1a9c2] skeleton: extension manifest, generate operator stub, sidebar "
           "panel\n 8 files changed, 164 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("csvspec", "Sanne sent the first plot schedule for P2317 Harbour Quarter, it's in "
             "samples/harbour_quarter_plots.csv. Columns: plot_id, block, use, storeys, footprint. The footprint is "
             "a WKT POLYGON in site-grid metres. Parse it with the csv module and a small WKT parser of our own, no "
             "shapely and no pandas. Height = storeys x 3.0 m for now, one flat floor-to-floor. Each block's plots "
             "go in their own collection named after the block.")
    s.read("csvsample", "samples/harbour_quarter_plots.csv", SAMPLE_CSV_HEAD)
    s.bash("csvwc", "wc -l samples/harbour_quarter_plots.csv && cut -d, -f2 samples/harbour_quarter_plots.csv | "
           "tail -n +2 | sort -u | tr '\\n' ' '", "215 samples/harbour_quarter_plots.csv\nA B C D E F G H J K L ")
    s.write("csvreader", "massing_kit/csv_plots.py", CSV_PLOTS_PY)
    s.prompt("gnplan", "For the geometry: build a Geometry Nodes group 'MK_Extrude' once per file (Extrude Mesh "
             "driven by a Height input) and give every plot a flat footprint mesh with that modifier. Then Sanne can "
             "scrub the heights in the modifier panel without running the operator again.")
    s.write("geomgn", "massing_kit/geometry.py", GEOMETRY_GN)
    s.write(None, "tests/test_csv.py",
            "from massing_kit.csv_plots import parse_wkt_polygon, read_plots\n\n\n"
            "def test_reads_all_plots(plots_csv):\n    plots = read_plots(plots_csv)\n    assert len(plots) == 214\n"
            "    assert plots[0].plot_id == 'HQ-A-001'\n\n\ndef test_wkt_drops_closing_point():\n"
            "    assert parse_wkt_polygon('POLYGON ((0 0, 4 0, 4 3, 0 0))') == ((0.0, 0.0), (4.0, 0.0), (4.0, 3.0))\n")
    s.bash("keyerr1", "blender -b --factory-startup --python-exit-code 1 --python tests/run.py",
           BANNER + "F.                                                                       [100%]\n"
           "=================================== FAILURES ===================================\n"
           "_____________________________ test_reads_all_plots _____________________________\n"
           "massing_kit/csv_plots.py:43: in read_plots\n    plot_id=row[\"plot_id\"],\nE   KeyError: 'plot_id'\n"
           "=========================== short test summary info ============================\n"
           "FAILED tests/test_csv.py::test_reads_all_plots - KeyError: 'plot_id'\n1 failed, 1 passed in 0.09s\n\n"
           "Blender quit", code=1)
    s.bash("bomcheck", "head -c 32 samples/harbour_quarter_plots.csv | xxd",
           "00000000: efbb bf70 6c6f 745f 6964 2c62 6c6f 636b  ...plot_id,block\n"
           "00000010: 2c75 7365 2c73 746f 7265 7973 2c66 6f6f  ,use,storeys,foo")
    s.prompt("bomwhy", "There it is: EF BB BF at the start. Sanne saves from Excel as 'CSV UTF-8', which writes a "
             "byte order mark, so DictReader's first header is '\\ufeffplot_id' and the lookup fails. Open the file "
             "with utf-8-sig.")
    s.edit("bomfix", "massing_kit/csv_plots.py", '    with open(path, newline="", encoding="utf-8") as f:',
           '    # utf-8-sig: Excel\'s "CSV UTF-8" starts the file with a BOM\n'
           '    with open(path, newline="", encoding="utf-8-sig") as f:')
    s.bash("test2", "blender -b --factory-startup --python-exit-code 1 --python tests/run.py",
           BANNER + "..                                                                       [100%]\n"
           "2 passed in 0.08s\n\nBlender quit")
    s.lesson("lessonbom", "A KeyError on the first column ('plot_id') from csv.DictReader, on a file that plainly has "
             "that header, means a UTF-8 byte order mark: Excel's 'CSV UTF-8' writes EF BB BF, which sticks "
             "'\\ufeff' onto the first header name. Open plot schedules with encoding='utf-8-sig'.",
             "massing-kit: reading Sanne's first Harbour Quarter plot schedule")
    s.prompt("sannepanel", "Sanne's wishes for the panel: the tab is called 'Massing', the CSV path field at the top, "
             "the big build button right under it, then the plot list sorted by plot_id (not file order). Colours "
             "per use: residential warm grey, commercial blue-grey, community green. She doesn't want anything "
             "else in the sidebar, settings go in a collapsed sub-panel.")
    s.edit("panel2", "massing_kit/panel.py", '        row.operator("massing.generate", icon="MOD_BUILD")\n',
           '        row.operator("massing.generate", icon="MOD_BUILD")\n        layout.template_list(\n'
           '            "UI_UL_list", "massing_plots", settings, "plots", settings, "active_plot", rows=8\n'
           '        )\n\n\nclass MASSING_PT_settings(bpy.types.Panel):\n    bl_label = "Settings"\n'
           '    bl_parent_id = "MASSING_PT_sidebar"\n    bl_space_type = "VIEW_3D"\n    bl_region_type = "UI"\n'
           '    bl_category = "Massing"\n    bl_options = {"DEFAULT_CLOSED"}\n')
    s.bash("gen1", "blender -b scenes/p2317_site.blend --python-expr \"import bpy; "
           "bpy.ops.massing.generate(csv_path='//../samples/harbour_quarter_plots.csv')\"",
           BANNER + "Read blend: \"/home/mira/src/massing-kit/scenes/p2317_site.blend\"\n"
           "Info: Generated 214 plots in 11 blocks (2.8 s)\n\nBlender quit")
    s.remember("memcsv", "Plot schedule CSV format (from Sanne de Vries, P2317 Harbour Quarter): columns plot_id, "
               "block, use (residential / commercial / community), storeys, footprint (WKT POLYGON in site-grid "
               "metres). Excel writes it with a UTF-8 BOM, so read with utf-8-sig. First schedule: 214 plots in 11 "
               "blocks (A-L, no I). Height = storeys x 3.0 m, one flat floor-to-floor.", "plot schedule CSV format",
               "fact")
    s.bash("commit2", "git add -A && git commit -m 'csv: plot reader with WKT footprints; geometry: Geometry Nodes "
           "extrusion per plot'", "[main 8be04d7] csv: plot reader with WKT footprints; geometry: Geometry Nodes "
           "extrusion per plot\n 6 files changed, 231 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("testslow", "Running the tests inside Blender is getting painful: every run boots the whole binary "
             "(four seconds before the first test), pytest lives in Blender's bundled Python so my editor can't "
             "resolve anything, and CI would need the full Blender tarball. Switch to the bpy module from PyPI in "
             "a normal venv and run plain pytest.")
    s.bash("bpyfail", "python3 -m venv .venv && .venv/bin/pip install bpy==4.2.0",
           "ERROR: Could not find a version that satisfies the requirement bpy==4.2.0 (from versions: none)\n"
           "ERROR: No matching distribution found for bpy==4.2.0", code=1)
    s.bash("pyver", "python3 --version && ls /usr/bin/python3.*[0-9]", "Python 3.12.3\n/usr/bin/python3.11  "
           "/usr/bin/python3.12")
    s.prompt("bpywhy", "The bpy 4.2 wheels are only published for CPython 3.11, the same Python Blender 4.2 bundles; "
             "on 3.12 pip sees no candidates at all. Recreate the venv with python3.11.")
    s.bash("bpyok", "rm -rf .venv && python3.11 -m venv .venv && .venv/bin/pip install bpy==4.2.0 pytest ruff",
           "Collecting bpy==4.2.0\n  Downloading bpy-4.2.0-cp311-cp311-manylinux_2_28_x86_64.whl (387.5 MB)\n"
           "Collecting numpy (from bpy==4.2.0)\n  Downloading numpy-1.26.4-cp311-cp311-manylinux_2_17_x86_64.whl "
           "(18.3 MB)\nCollecting zstandard (from bpy==4.2.0)\nCollecting pytest\nCollecting ruff\n"
           "Installing collected packages: zstandard, urllib3, ruff, pluggy, numpy, iniconfig, idna, cython, "
           "charset-normalizer, certifi, requests, pytest, bpy\nSuccessfully installed bpy-4.2.0 certifi-2024.6.2 "
           "charset-normalizer-3.3.2 cython-3.0.10 idna-3.7 iniconfig-2.0.0 numpy-1.26.4 pluggy-1.5.0 pytest-8.2.2 "
           "requests-2.32.3 ruff-0.5.0 urllib3-2.2.1 zstandard-0.22.0")
    s.write("conftest", "tests/conftest.py", CONFTEST_PY)
    s.write("pyproject", "pyproject.toml", PYPROJECT)
    s.write(None, "tests/test_geometry.py",
            "import bpy\n\nfrom massing_kit.csv_plots import read_plots\nfrom massing_kit.geometry import build_plot, "
            "plot_height, plot_volume\n\n\ndef test_height_from_storeys(plots_csv):\n    plot = read_plots(plots_csv)[0]\n"
            "    assert plot_height(plot) == 24.0\n\n\ndef test_volume_of_a_plot(plots_csv):\n"
            "    obj = build_plot(read_plots(plots_csv)[0])\n    assert round(plot_volume(obj)) == 11905\n")
    s.bash("modefail", ".venv/bin/pytest -q",
           "......F.                                                                 [100%]\n"
           "=================================== FAILURES ===================================\n"
           "____________________________ test_volume_of_a_plot _____________________________\n"
           "massing_kit/geometry.py:71: in plot_volume\n    bpy.ops.object.mode_set(mode=\"OBJECT\")\n"
           ".venv/lib/python3.11/site-packages/bpy/4.2/scripts/modules/bpy/ops.py:109: in __call__\n"
           "    ret = _op_call(self.idname_py(), None, kw)\nE   RuntimeError: Operator bpy.ops.object.mode_set.poll() "
           "failed, context is incorrect\n=========================== short test summary info "
           "============================\nFAILED tests/test_geometry.py::test_volume_of_a_plot - RuntimeError: "
           "Operator bpy.ops.object.mode_set.poll() failed, context is incorrect\n1 failed, 7 passed in 3.12s",
           code=1)
    s.prompt("modewhy", "That's rule 1 biting: plot_volume() calls bpy.ops.object.mode_set and modifier_apply, which "
             "need a window and an active object, and the bpy module has neither. It would fail the same way on "
             "the farm. No operators in geometry.py: read the evaluated mesh from the depsgraph instead.")
    s.edit("modefix", "massing_kit/geometry.py",
           '    bpy.context.view_layer.objects.active = obj\n    bpy.ops.object.mode_set(mode="OBJECT")\n'
           '    bpy.ops.object.modifier_apply(modifier="Extrude")\n'
           '    return abs(obj.data.calc_volume()) if hasattr(obj.data, "calc_volume") else 0.0\n',
           '    depsgraph = bpy.context.evaluated_depsgraph_get()\n    evaluated = obj.evaluated_get(depsgraph)\n'
           '    bm = bmesh.new()\n    bm.from_mesh(evaluated.to_mesh())\n    vol = bm.calc_volume(signed=False)\n'
           '    bm.free()\n    evaluated.to_mesh_clear()\n    return vol\n')
    s.bash("test3", ".venv/bin/pytest -q", ok_tests(8, "3.41"))
    s.bash("rmrun", "git rm -q tests/run.py && ~/opt/blender-4.2.3-linux-x64/4.2/python/bin/python3.11 -m pip "
           "uninstall -y pytest", "Found existing installation: pytest 8.2.2\nUninstalling pytest-8.2.2:\n"
           "  Successfully uninstalled pytest-8.2.2")
    s.lesson("lessonpy", "bpy from PyPI only exists for the Python that Blender bundles: bpy 4.2 is cp311-only, so "
             "`pip install bpy==4.2.0` on Python 3.12 says 'from versions: none'. massing-kit's test venv is "
             "python3.11 -m venv .venv, then .venv/bin/pytest -q (no more pytest inside the Blender binary).",
             "massing-kit: moving the tests from blender -b to the bpy wheel")
    s.bash("commit3", "git add -A && git commit -m 'tests: run under the bpy 4.2 wheel in a 3.11 venv; geometry: "
           "evaluated mesh instead of modifier_apply'", "[main c41e9a0] tests: run under the bpy 4.2 wheel in a 3.11 "
           "venv; geometry: evaluated mesh instead of modifier_apply\n 5 files changed, 97 insertions(+), 19 "
           "deletions(-)\n delete mode 100644 tests/run.py")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git log --oneline -3", "c41e9a0 tests: run under the bpy 4.2 wheel in a 3.11 venv; geometry: "
           "evaluated mesh instead of modifier_apply\n8be04d7 csv: plot reader with WKT footprints; geometry: "
           "Geometry Nodes extrusion per plot\n3f1a9c2 skeleton: extension manifest, generate operator stub, "
           "sidebar panel")
    s.prompt("gltfplan", "Next: the export for the client. Nadia Ferreira at Parcel Studio builds the web viewer "
             "(three.js) for Northgate Living. What she needs from us: one .glb per scheme, named "
             "<project>_<scheme>_<yyyymmdd>.glb, Y up as glTF expects, every plot its own node with plot_id, block "
             "and use in the node extras, and the site context (the CTX_Context collection: terrain and the "
             "neighbouring buildings) in the same file. It has to load on the client's iPads, so keep it small. "
             "Add an 'Export for Client Viewer' operator.")
    s.write("export1", "massing_kit/export.py", EXPORT_PY)
    s.bash("export1run", "blender -b scenes/p2317_site.blend --python-expr \"import bpy; "
           "bpy.ops.massing.export_viewer(directory='/tmp/hq')\"",
           BANNER + "Read blend: \"/home/mira/src/massing-kit/scenes/p2317_site.blend\"\n"
           "10:14:02 | INFO: Starting glTF 2.0 export\n10:14:02 | INFO: Extracting primitive: HQ-A-001\n"
           "10:14:09 | INFO: Draco encoder: 229 meshes compressed\n10:14:10 | INFO: Finished glTF 2.0 export in "
           "8.21 s\nInfo: exported P2317_schemeA_20280613.glb: 7.6 MB\n\nBlender quit")
    s.bash("flatglb", "npx @gltf-transform/cli inspect /tmp/hq/P2317_schemeA_20280613.glb --format md | sed -n "
           "'/MESHES/,/^$/p' | head -8",
           "MESHES\n\n| name      | mode      | primitives | vertices | indices | size     | bbox.max.y |\n"
           "|-----------|-----------|------------|----------|---------|----------|------------|\n"
           "| HQ-A-001  | TRIANGLES | 1          | 4        | 6       | 0.2 KB   | 0.00       |\n"
           "| HQ-A-002  | TRIANGLES | 1          | 4        | 6       | 0.2 KB   | 0.00       |\n"
           "| HQ-A-003  | TRIANGLES | 1          | 4        | 6       | 0.2 KB   | 0.00       |\n"
           "(214 of 214 plot meshes: 4 vertices, height 0.00)")
    s.prompt("bmeshswitch", "Every plot is flat: the exporter writes the base mesh because export_apply is off, so "
             "the Geometry Nodes modifier never runs. I could turn that on, but let's drop Geometry Nodes "
             "altogether instead. Nobody scrubs heights in the modifier (Sanne edits the CSV, it's the planning "
             "record), applying modifiers made the export slow, and building the node tree from Python is 30 lines "
             "that break whenever the node interface API changes (it did between 4.0 and 4.1). Build each plot as "
             "a closed extruded solid with bmesh, plain mesh data, nothing to evaluate.")
    s.write("geombmesh", "massing_kit/geometry.py", GEOMETRY_BMESH)
    s.bash("export2run", "blender -b scenes/p2317_site.blend --python-expr \"import bpy; "
           "bpy.ops.massing.generate(csv_path='//../samples/harbour_quarter_plots.csv'); "
           "bpy.ops.massing.export_viewer(directory='/tmp/hq')\" && ls -l --block-size=K /tmp/hq",
           BANNER + "Info: Generated 214 plots in 11 blocks (0.9 s)\n10:41:37 | INFO: Starting glTF 2.0 export\n"
           "10:41:39 | INFO: Draco encoder: 229 meshes compressed\n10:41:40 | INFO: Finished glTF 2.0 export in "
           "2.94 s\nInfo: exported P2317_schemeA_20280613.glb: 7.9 MB (61.8 MB without Draco)\n\nBlender quit\n"
           "total 7715K\n-rw-r--r-- 1 mira mira 7714K Jun 13 10:41 P2317_schemeA_20280613.glb")
    s.bash("inspect2", "npx @gltf-transform/cli inspect /tmp/hq/P2317_schemeA_20280613.glb --format md | head -12",
           "OVERVIEW\n\n| key                | value                      |\n|--------------------|"
           "----------------------------|\n| version            | 2.0                        |\n| generator          | "
           "Khronos glTF Blender I/O v4.2.70 |\n| extensionsUsed     | KHR_draco_mesh_compression |\n"
           "| extensionsRequired | KHR_draco_mesh_compression |\n| nodes              | 229                        |\n"
           "| meshes             | 229                        |\n| extras (nodes)     | plot_id, block, use, height_m |")
    s.prompt("dracoyes", "Good, heights are right now. Keep Draco on at level 6: 61.8 MB down to 7.9 MB is what "
             "makes the iPad load possible at all.")
    s.write("testexport", "tests/test_export.py",
            "from datetime import date\n\nimport bpy\n\nfrom massing_kit.export import export_name\n\n\n"
            "def test_export_name():\n    assert export_name('P2317', 'schemeA', date(2028, 6, 13)) == "
            "'P2317_schemeA_20280613.glb'\n\n\ndef test_glb_is_y_up(tmp_path, built_scene):\n"
            "    bpy.ops.massing.export_viewer(directory=str(tmp_path))\n    glb = next(tmp_path.glob('*.glb'))\n"
            "    assert glb.read_bytes()[:4] == b'glTF'\n")
    s.bash("test4", ".venv/bin/pytest -q", ok_tests(11, "4.02"))
    s.remember("memviewer", "Client viewer for Northgate Living: three.js, built by Nadia Ferreira at Parcel Studio. "
               "Needs one GLB per scheme named <project>_<scheme>_<yyyymmdd>.glb, +Y up, every plot its own node "
               "with plot_id / block / use in extras, site context (CTX_Context) in the same file, small enough "
               "for the client's iPads. Export uses Draco level 6: 61.8 MB -> 7.9 MB for Harbour Quarter "
               "(214 plots + context).", "client viewer export requirements", "fact")
    s.bash("commit4", "git add -A && git commit -m 'export: GLB for the client viewer (Draco, extras); geometry: "
           "bmesh extrusion instead of Geometry Nodes'", "[main 5d20b6e] export: GLB for the client viewer (Draco, "
           "extras); geometry: bmesh extrusion instead of Geometry Nodes\n 5 files changed, 148 insertions(+), 62 "
           "deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("floors", "Sanne came back on heights: with a flat 3.0 m every block comes out too short against the "
             "planning drawings. Use 4.2 m for the ground floor (retail and lobbies have taller ceilings) and 3.1 m "
             "for every floor above it. Keep both numbers in one place, as constants in geometry.py, with a test.")
    s.tool_failure("editfail", "Edit", {"file_path": "/home/mira/src/massing-kit/massing_kit/geometry.py",
                                        "old_string": "FLOOR_TO_FLOOR = 3.0\n", "new_string": "GROUND_FLOOR_M = 4.2\n",
                                        "replace_all": False},
                   "<tool_use_error>String to replace not found in file.\nString: FLOOR_TO_FLOOR = 3.0\n"
                   "</tool_use_error>")
    s.edit("flooredit", "massing_kit/geometry.py",
           "FLOOR_TO_FLOOR = 3.0  # metres, flat for now\n",
           "GROUND_FLOOR_M = 4.2  # retail and lobbies (Sanne, 15 June)\nUPPER_FLOOR_M = 3.1\n")
    s.edit(None, "massing_kit/geometry.py", "    return plot.storeys * FLOOR_TO_FLOOR\n",
           "    if plot.storeys <= 0:\n        return 0.0\n    return GROUND_FLOOR_M + (plot.storeys - 1) * "
           "UPPER_FLOOR_M\n")
    s.edit("floortest", "tests/test_geometry.py", "    assert plot_height(plot) == 24.0\n",
           "    assert plot_height(plot) == 4.2 + 7 * 3.1  # 8 storeys: 25.9 m\n")
    s.prompt("restructure", "Before this grows: move the file readers and writers into a subpackage, massing_kit/io/, "
             "as plots_csv.py and gltf_export.py (git mv, so the history follows). And rename the operator: "
             "'generate' is too vague now that there's export and soon the farm. Call it MASSING_OT_build_massing, "
             "bl_idname massing.build_massing, label 'Build Massing'. Sanne has a pie-menu shortcut on the old id, "
             "I'll tell her to rebind it.")
    s.bash("gitmv", "mkdir -p massing_kit/io && touch massing_kit/io/__init__.py && git mv massing_kit/csv_plots.py "
           "massing_kit/io/plots_csv.py && git mv massing_kit/export.py massing_kit/io/gltf_export.py && git add "
           "massing_kit/io/__init__.py && git status --short",
           "A  massing_kit/io/__init__.py\nR  massing_kit/export.py -> massing_kit/io/gltf_export.py\n"
           "R  massing_kit/csv_plots.py -> massing_kit/io/plots_csv.py\n M massing_kit/geometry.py\n"
           " M tests/test_geometry.py")
    s.grep("grepgen", "massing\\.generate|MASSING_OT_generate",
           ["massing_kit/operators.py", "massing_kit/panel.py", "massing_kit/__init__.py", "tests/test_operators.py"])
    s.multiedit("oprename", "massing_kit/operators.py", [
        ("class MASSING_OT_generate(bpy.types.Operator):", "class MASSING_OT_build_massing(bpy.types.Operator):"),
        ('    bl_idname = "massing.generate"\n    bl_label = "Generate Massing"',
         '    bl_idname = "massing.build_massing"\n    bl_label = "Build Massing"'),
        ("from .csv_plots import read_plots", "from .io.plots_csv import read_plots"),
    ])
    s.edit("panelrename", "massing_kit/panel.py", '        row.operator("massing.generate", icon="MOD_BUILD")',
           '        row.operator("massing.build_massing", icon="MOD_BUILD")')
    s.bash("importfail", ".venv/bin/pytest -q",
           "==================================== ERRORS ====================================\n"
           "______________________ ERROR collecting tests/test_csv.py _______________________\n"
           "ImportError while importing test module '/home/mira/src/massing-kit/tests/test_csv.py'.\n"
           "Hint: make sure your test modules/packages have valid Python names.\nTraceback:\n"
           "tests/test_csv.py:1: in <module>\n    from massing_kit.csv_plots import parse_wkt_polygon, read_plots\n"
           "E   ModuleNotFoundError: No module named 'massing_kit.csv_plots'\n"
           "_____________________ ERROR collecting tests/test_export.py _____________________\n"
           "tests/test_export.py:5: in <module>\n    from massing_kit.export import export_name\n"
           "E   ModuleNotFoundError: No module named 'massing_kit.export'\n"
           "=========================== short test summary info ============================\n"
           "ERROR tests/test_csv.py\nERROR tests/test_export.py\n!!!!!!!!!!!!!!!!!!! Interrupted: 2 errors during "
           "collection !!!!!!!!!!!!!!!!!!!\n2 errors in 1.87s", code=2)
    s.multiedit("initimports", "massing_kit/__init__.py", [
        ("from . import operators, panel, props", "from . import operators, panel, props\nfrom .io import gltf_export"),
        ("    operators.MASSING_OT_generate,", "    operators.MASSING_OT_build_massing,\n"
         "    gltf_export.MASSING_OT_export_viewer,"),
    ])
    s.edit("testimp", "tests/test_csv.py", "from massing_kit.csv_plots import parse_wkt_polygon, read_plots",
           "from massing_kit.io.plots_csv import parse_wkt_polygon, read_plots")
    s.edit("testimp2", "tests/test_export.py", "from massing_kit.export import export_name",
           "from massing_kit.io.gltf_export import export_name")
    s.edit(None, "massing_kit/geometry.py", "from .csv_plots import Plot", "from .io.plots_csv import Plot")
    s.bash("test5", ".venv/bin/pytest -q", ok_tests(13, "3.96"))
    s.glob("globio", "massing_kit/**/*.py", ["massing_kit/__init__.py", "massing_kit/geometry.py",
                                             "massing_kit/operators.py", "massing_kit/panel.py", "massing_kit/props.py",
                                             "massing_kit/io/__init__.py", "massing_kit/io/gltf_export.py",
                                             "massing_kit/io/plots_csv.py"])
    s.bash("commit5", "git add -A && git commit -m 'io: move csv reader and glTF export into massing_kit/io; ops: "
           "rename generate -> build_massing; geometry: 4.2 m ground + 3.1 m upper floors'",
           "[main 91c3f5a] io: move csv reader and glTF export into massing_kit/io; ops: rename generate -> "
           "build_massing; geometry: 4.2 m ground + 3.1 m upper floors\n 9 files changed, 41 insertions(+), 23 "
           "deletions(-)\n create mode 100644 massing_kit/io/__init__.py\n rename massing_kit/{export.py => "
           "io/gltf_export.py} (100%)\n rename massing_kit/{csv_plots.py => io/plots_csv.py} (96%)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("dracofail", "Nadia says the viewer shows nothing for Friday's drop. Her console says: 'THREE."
             "GLTFLoader: No DRACOLoader instance provided.' Their viewer is a stock three.js GLTFLoader and they "
             "don't want to ship the Draco decoder: another ~300 KB of JS plus wasm on every page, and their CSP "
             "blocks the gstatic decoder CDN anyway. Turn Draco off. Their CDN serves .glb with brotli, which wins "
             "most of the size back.")
    s.read("readexport", "massing_kit/io/gltf_export.py", EXPORT_PY)
    s.edit("dracooff", "massing_kit/io/gltf_export.py",
           "            export_draco_mesh_compression_enable=True,\n"
           "            export_draco_mesh_compression_level=6,\n",
           "            # No Draco: Parcel Studio's viewer has no DRACOLoader (19 June 2028). Their CDN\n"
           "            # serves the .glb with brotli instead, so don't turn this back on.\n"
           "            export_draco_mesh_compression_enable=False,\n")
    s.bash("sizecheck", "blender -b scenes/p2317_site.blend --python-expr \"import bpy; "
           "bpy.ops.massing.build_massing(csv_path='//../samples/harbour_quarter_plots.csv'); "
           "bpy.ops.massing.export_viewer(directory='/tmp/hq')\" | tail -2 && brotli -q 11 -k "
           "/tmp/hq/P2317_schemeA_20280619.glb && ls -lh /tmp/hq",
           "Info: exported P2317_schemeA_20280619.glb: 61.8 MB\n\nBlender quit\ntotal 81M\n"
           "-rw-r--r-- 1 mira mira 62M Jun 19 10:48 P2317_schemeA_20280619.glb\n"
           "-rw-r--r-- 1 mira mira 20M Jun 19 10:48 P2317_schemeA_20280619.glb.br")
    s.prompt("brotliok", "19.6 MB over brotli is fine for her, she tried it on the client's iPad: about four seconds "
             "on the office wifi. Draco stays off.")
    s.prompt("csvfail2", "Other thing: the Antwerp office did the plots for scheme B and sent their own file "
             "(samples/harbour_quarter_schemeB.csv). Building from it dies with the plot_id error again.")
    s.bash("keyerr2", "blender -b scenes/p2317_site.blend --python-expr \"import bpy; "
           "bpy.ops.massing.build_massing(csv_path='//../samples/harbour_quarter_schemeB.csv')\"",
           BANNER + "Read blend: \"/home/mira/src/massing-kit/scenes/p2317_site.blend\"\n"
           "Traceback (most recent call last):\n  File \"/home/mira/src/massing-kit/massing_kit/operators.py\", line "
           "24, in execute\n    plots = read_plots(bpy.path.abspath(self.csv_path))\n"
           "  File \"/home/mira/src/massing-kit/massing_kit/io/plots_csv.py\", line 44, in read_plots\n"
           "    plot_id=row[\"plot_id\"],\nKeyError: 'plot_id'\nError: Python: Traceback (most recent call last):\n"
           "  File \"/home/mira/src/massing-kit/massing_kit/operators.py\", line 24, in execute\nKeyError: "
           "'plot_id'\n\nBlender quit", code=1)
    s.bash("headcheck2", "head -c 64 samples/harbour_quarter_schemeB.csv | xxd | head -2 && head -2 "
           "samples/harbour_quarter_schemeB.csv | cat -A | cut -c1-80",
           "00000000: 706c 6f74 5f69 643b 626c 6f63 6b3b 7573  plot_id;block;us\n"
           "00000010: 653b 7374 6f72 6579 733b 666f 6f74 7072  e;storeys;footpr\n"
           "plot_id;block;use;storeys;footprint^M$\nHQ-B-101;B;residential;10;\"POLYGON ((495,4 120,0, 519,0 120,0, ")
    s.prompt("semiwhy", "No BOM this time. Their Excel runs with a Belgian locale, so the list separator is a "
             "semicolon and DictReader sees one single column called 'plot_id;block;use;storeys;footprint'. And "
             "the footprints use decimal commas. Sniff the delimiter (comma or semicolon) instead of assuming "
             "commas, accept decimal commas when the file is semicolon-separated, and if plot_id is still missing "
             "fail with a message that lists the columns we did find.")
    s.edit("snifffix", "massing_kit/io/plots_csv.py",
           '    with open(path, newline="", encoding="utf-8-sig") as f:\n        for row in csv.DictReader(f):\n',
           '    with open(path, newline="", encoding="utf-8-sig") as f:\n'
           '        dialect = csv.Sniffer().sniff(f.read(4096), delimiters=",;")\n        f.seek(0)\n'
           '        reader = csv.DictReader(f, dialect=dialect)\n        missing = set(REQUIRED) - set(reader.fieldnames '
           'or ())\n        if missing:\n            raise ValueError(f"{Path(path).name}: missing columns '
           '{sorted(missing)}; found {reader.fieldnames}")\n        decimal_comma = dialect.delimiter == ";"\n'
           '        for row in reader:\n')
    s.edit("sniftest", "tests/test_csv.py", "def test_wkt_drops_closing_point():",
           "def test_semicolon_schedule_with_decimal_commas(tmp_path):\n    p = tmp_path / 'b.csv'\n"
           "    p.write_text('plot_id;block;use;storeys;footprint\\r\\nB-1;B;residential;10;\"POLYGON ((0,5 0, 4 0, "
           "4 3, 0,5 0))\"\\r\\n')\n    (plot,) = read_plots(p)\n    assert plot.footprint[0] == (0.5, 0.0)\n\n\n"
           "def test_wkt_drops_closing_point():")
    s.bash("test6", ".venv/bin/pytest -q", ok_tests(15, "4.11"))
    s.lesson("lessonsemi", "Same KeyError: 'plot_id' twice with two different causes: the first schedule had a UTF-8 "
             "BOM (Excel 'CSV UTF-8'), the scheme B file from the Antwerp office used ';' as separator (Excel with a "
             "Belgian locale, decimal commas too). When a CSV header lookup fails, print repr() of the header row "
             "first. plots_csv now sniffs , or ; and names the columns it found.",
             "massing-kit: scheme B plot schedule from the Antwerp office")
    s.bash("commit6", "git add -A && git commit -m 'export: Draco off (client viewer has no DRACOLoader); csv: sniff "
           "comma/semicolon delimiter, decimal commas'", "[main 0a7e3d1] export: Draco off (client viewer has no "
           "DRACOLoader); csv: sniff comma/semicolon delimiter, decimal commas\n 4 files changed, 39 insertions(+), 6 "
           "deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("farmplan", "Renders now. Our Flamenco farm: the manager runs on farm-mgr (10.20.0.10, port 8080, "
             "Flamenco 3.5), four workers render-01 to render-04, shared storage /mnt/farm on Linux which is "
             "\\\\nas01\\farm (F:) on the Windows workers. Callum Reid in IT runs it. Add a 'Send to Farm' button: "
             "save a copy of the .blend onto the shared storage, then submit a Simple Blender Render job through "
             "the manager's REST API. Cycles, 128 samples, 3840x2160 PNG: Helen wants the stills at that size.")
    s.bash("flamver", "curl -s http://farm-mgr:8080/api/v3/version",
           '{"version":"3.5","shortversion":"3.5","name":"Flamenco","git":"v3.5"}')
    s.bash("workers", "curl -s http://farm-mgr:8080/api/v3/worker-mgt/workers | jq -r '.workers[] | "
           "[.name, .status, .platform, .version] | @tsv'",
           "render-01\tawake\twindows\t3.5\nrender-02\tawake\twindows\t3.5\nrender-03\tawake\tlinux\t3.5\n"
           "render-04\tasleep\twindows\t3.5")
    s.write("farm1", "massing_kit/farm.py", FARM_PY)
    s.pre_tool("prefarm", "Bash", {"command": "blender -b /mnt/farm/jobs/P2317/p2317_massing.blend --python-expr "
                                   "\"import bpy; bpy.ops.massing.send_to_farm()\"",
                                   "description": "Submit a test render job to the Flamenco manager"})
    s.bash("submit1", "blender -b ~/projects/P2317/p2317_massing.blend --python-expr \"import bpy; "
           "bpy.ops.massing.send_to_farm()\"",
           BANNER + "Read blend: \"/home/mira/projects/P2317/p2317_massing.blend\"\nInfo: Saved copy as "
           "\"/mnt/farm/jobs/P2317/p2317_massing.blend\"\nInfo: queued P2317 Harbour Quarter - massing test "
           "(b3f29c1e)\n\nBlender quit")
    s.bash("jobfail", "curl -s http://farm-mgr:8080/api/v3/jobs/b3f29c1e-41d2-4a4b-9a1f-70c2d8e0f6a3 | jq -r "
           "'.status' && curl -s http://farm-mgr:8080/api/v3/tasks/7d1e04a2-5b6c-4e8f-9a0b-1c2d3e4f5a6b/logtail",
           "failed\n2028-06-21T11:52:07Z render-01 task 7d1e04a2 starting command blender-render\n"
           "2028-06-21T11:52:08Z render-01 " + BANNER.strip() + "\n2028-06-21T11:52:08Z render-01 Error: Cannot read "
           "file \"/home/mira/projects/P2317/p2317_massing.blend\": No such file or directory\n2028-06-21T11:52:08Z "
           "render-01 Blender quit\n2028-06-21T11:52:08Z render-01 command exited abnormally with code 1\n"
           "2028-06-21T11:52:09Z manager task 7d1e04a2 failed on render-01, 12 of 12 tasks failed, job failed")
    s.prompt("farmpathwhy", "The job still points at my local file, not at the copy on /mnt/farm: job_payload gets "
             "bpy.data.filepath, which is the file I have open. Pass the path of the copy, and write it with the "
             "{jobs} two-way variable so Flamenco translates it for the Windows workers (Callum set {jobs} to "
             "/mnt/farm/jobs on Linux and F:\\jobs on Windows).")
    s.edit("farmfix", "massing_kit/farm.py", "        job = submit(job_payload(scene, bpy.data.filepath, frames))",
           "        # the workers must open the copy on the shared storage, never the file on this desk\n"
           "        job = submit(job_payload(scene, to_farm_path(target), frames))")
    s.bash("submit2", "blender -b ~/projects/P2317/p2317_massing.blend --python-expr \"import bpy; "
           "bpy.ops.massing.send_to_farm()\" | tail -3",
           "Info: Saved copy as \"/mnt/farm/jobs/P2317/p2317_massing.blend\"\nInfo: queued P2317 Harbour Quarter - "
           "massing test (e81c0d52)\n\nBlender quit")
    s.bash("render7", "curl -s http://farm-mgr:8080/api/v3/jobs/e81c0d52-9f3a-4c71-b6d4-2a9e5f8c1b07 | jq -r "
           "'.status, .created, .updated' && ls /mnt/farm/jobs/P2317/renders/ | wc -l",
           "completed\n2028-06-21T12:15:09Z\n2028-06-21T14:07:41Z\n12\n"
           "(12 stills in 1 h 52 min: about 14 min per frame on render-01/02/04, 41 min on render-03, CPU only)",
           minutes=115)
    s.prompt("callumrules", "Callum's rules for the farm, from his mail this morning: every job name starts with the "
             "project number ('P2317 ...'), priority 40 unless he approves a deadline bump to 70, and nobody "
             "restarts or updates workers except him. If the farm is down out of hours, call his mobile: +44 7700 "
             "900412.")
    s.edit("jobname", "massing_kit/farm.py", '        "priority": 50,', '        "priority": PRIORITY,  # 40; 70 '
           'only with Callum\'s OK')
    s.remember("memfarm", "Flamenco render farm: manager farm-mgr (10.20.0.10:8080, Flamenco 3.5); workers render-01, "
               "render-02, render-04 (Windows, GPU) and render-03 (Linux, CPU only); shared storage /mnt/farm = "
               "\\\\nas01\\farm = F: on Windows, two-way variable {jobs}. Owner Callum Reid (IT): out-of-hours "
               "outages +44 7700 900412; only he restarts or updates workers. Job names start with the project "
               "number, priority 40 (70 only with Callum's approval). Stills: Cycles 128 samples, 3840x2160 PNG.",
               "render farm (Flamenco) setup and rules", "fact")
    s.bash("test7", ".venv/bin/pytest -q", ok_tests(18, "4.37"))
    s.bash("commit7", "git add -A && git commit -m 'farm: Send to Farm operator (Flamenco 3.5 REST, shared-storage "
           "copy, {jobs} path)'", "[main 6f4b2c8] farm: Send to Farm operator (Flamenco 3.5 REST, shared-storage "
           "copy, {jobs} path)\n 4 files changed, 156 insertions(+), 2 deletions(-)\n create mode 100644 "
           "massing_kit/farm.py")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("autorebuild", "One feature before the release, Sanne asked for it: when a scheme file is opened, "
             "rebuild its massing from the CSV it points at, so nobody ever looks at blocks that are older than "
             "the schedule. A load_post handler, persistent.")
    s.write("handlers", "massing_kit/handlers.py", HANDLERS_PY)
    s.prompt("release", "Now let's release 1.0.0 to the whole studio. Build the zip with Blender's own extension "
             "tooling. And I've changed my mind about the share: nobody ever re-installs from \\\\nas01\\tools, "
             "we'd have five versions in use within a month. Set up a remote extensions repository on tools-01 "
             "instead, so Blender offers the updates itself. Bump the version in the manifest.")
    s.edit("bump", "massing_kit/blender_manifest.toml", 'version = "0.1.0"', 'version = "1.0.0"')
    s.bash("buildfail", "blender --command extension build --source-dir massing_kit --output-dir dist",
           "Error: parsing TOML \"/home/mira/src/massing-kit/massing_kit/blender_manifest.toml\" key \"tagline\" "
           "invalid: alpha-numeric suffix expected, the string must not end with punctuation", code=1)
    s.edit("taglinefix", "massing_kit/blender_manifest.toml",
           'tagline = "Parametric block massing from plot schedules."',
           'tagline = "Parametric block massing from plot schedules"')
    s.bash("buildok", "blender --command extension build --source-dir massing_kit --output-dir dist && blender "
           "--command extension validate dist/massing_kit-1.0.0.zip",
           "building: massing_kit-1.0.0.zip\ncomplete\nSuccess parsing TOML in \"dist/massing_kit-1.0.0.zip\"")
    s.pre_tool("preprepo", "Bash", {"command": "scp dist/massing_kit-1.0.0.zip tools-01:/srv/blender-ext/ && ssh "
                                    "tools-01 'blender --command extension server-generate --repo-dir=/srv/blender-"
                                    "ext'", "description": "Publish the zip and regenerate the repository index"})
    s.bash("scprepo", "scp dist/massing_kit-1.0.0.zip tools-01:/srv/blender-ext/ && ssh tools-01 'blender --command "
           "extension server-generate --repo-dir=/srv/blender-ext'",
           "massing_kit-1.0.0.zip                       100%   38KB   4.1MB/s   00:00\nfound 1 packages.\n"
           "writing: /srv/blender-ext/index.json")
    s.bash("curlindex", "curl -s https://ext.boa-arch.co.uk/index.json | jq '.data[] | {id, version, archive_url, "
           "archive_size}'",
           '{\n  "id": "massing_kit",\n  "version": "1.0.0",\n  "archive_url": "./massing_kit-1.0.0.zip",\n'
           '  "archive_size": 38712\n}')
    s.prompt("releaserule", "Rules for every release from now on: bump the version in blender_manifest.toml, add a "
             "CHANGELOG.md entry, tag vX.Y.Z, regenerate the index on tools-01. Never overwrite a zip that is "
             "already in the repository: a fix is always a new version.")
    s.write("changelog", "CHANGELOG.md", CHANGELOG_100)
    s.bash("test8", ".venv/bin/pytest -q && .venv/bin/ruff check .", ok_tests(19, "4.44") + "\nAll checks passed!")
    s.bash("tag", "git add -A && git commit -q -m 'release: 1.0.0' && git tag -a v1.0.0 -m 'massing-kit 1.0.0' && "
           "git push -q origin main --tags && git log --oneline -1 --decorate",
           "a2d9e47 (HEAD -> main, tag: v1.0.0, origin/main) release: 1.0.0")
    s.prompt("rollout", "Callum is adding the repository to the studio's Blender 4.2 config on every workstation "
             "today (Preferences > Get Extensions > Repositories, URL https://ext.boa-arch.co.uk/index.json, check "
             "for updates on startup). He's putting it on the four render workers as well, so farm files open the "
             "same way they do on our desks.")
    s.remember("memrelease", "massing-kit 1.0.0 released Friday 23 June 2028: built with `blender --command extension "
               "build`, published to the studio's own extensions repository on tools-01 (/srv/blender-ext, index "
               "rebuilt with `extension server-generate`), served at https://ext.boa-arch.co.uk/index.json. Callum "
               "Reid added that repository to every workstation and to the four render workers. Release steps: bump "
               "the manifest version, CHANGELOG entry, tag vX.Y.Z, regenerate the index, never overwrite a "
               "published zip. Replaces the first plan of a zip on \\\\nas01\\tools\\blender (nobody updates from a "
               "share).", "release process and distribution", "decision")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Urgent. Callum rang at 06:50: the overnight Harbour Quarter competition renders are "
             "useless, all 64 stills show the site and the neighbours but not one of our blocks. The competition "
             "submission is due Thursday at noon. The job was 'P2317 Harbour Quarter - competition stills v4', "
             "submitted last night at 19:40. Find out why.")
    s.bash("tasklog", "curl -s http://farm-mgr:8080/api/v3/tasks/2c9a7e11-0b4d-4f3e-8a6c-5d1e2f3a4b5c/logtail",
           "2028-06-26T19:52:11Z render-02 " + BANNER.strip() + "\n2028-06-26T19:52:12Z render-02 Read blend: "
           "\"F:\\jobs\\P2317\\p2317_competition_v4.blend\"\n2028-06-26T19:52:12Z render-02 Error in handler "
           "'load_post': Traceback (most recent call last):\n  File \"C:\\Users\\render\\AppData\\Roaming\\Blender "
           "Foundation\\Blender\\4.2\\extensions\\boa_arch\\massing_kit\\handlers.py\", line 25, in rebuild_on_load\n"
           "    plots = read_plots(bpy.path.abspath(scene.massing.csv_path))\n  File \"C:\\Users\\render\\AppData\\"
           "Roaming\\Blender Foundation\\Blender\\4.2\\extensions\\boa_arch\\massing_kit\\io\\plots_csv.py\", line "
           "41, in read_plots\n    with open(path, newline=\"\", encoding=\"utf-8-sig\") as f:\nFileNotFoundError: "
           "[Errno 2] No such file or directory: 'C:\\\\Users\\\\sanne\\\\Documents\\\\P2317\\\\"
           "harbour_quarter_plots.csv'\n2028-06-26T19:52:13Z render-02 Fra:17 Mem:1302.44M (Peak 1302.44M) | Time:"
           "00:00.31 | Syncing CTX_Terrain\n2028-06-26T20:06:40Z render-02 Saved: 'F:\\jobs\\P2317\\renders\\"
           "P2317_000017.png'\n2028-06-26T20:06:41Z render-02 task 2c9a7e11 completed")
    s.prompt("incidentwhy", "Got it. The auto-rebuild handler from 1.0.0 now runs on the workers, since Callum "
             "installed the extension there on Friday: it wipes the Block collections first, then can't reach "
             "Sanne's local CSV path, and the frame renders with an empty site. Two fixes: never run the handler in "
             "background mode (bpy.app.background), and never delete anything before the new plots have been read "
             "and built.")
    s.edit("handlerfix", "massing_kit/handlers.py",
           "    if not getattr(scene, \"massing\", None) or not scene.massing.csv_path:\n        return\n"
           "    _clear_massing(scene)\n    plots = read_plots(bpy.path.abspath(scene.massing.csv_path))\n"
           "    for plot in plots:\n        build_plot(scene, plot)\n",
           "    # Never on the farm: workers open the file in background mode and can't see the CSV (26 June 2028).\n"
           "    if bpy.app.background:\n        return\n"
           "    if not getattr(scene, \"massing\", None) or not scene.massing.csv_path:\n        return\n"
           "    try:\n        plots = read_plots(bpy.path.abspath(scene.massing.csv_path))\n"
           "    except (OSError, ValueError) as exc:\n        print(f\"massing_kit: kept the existing blocks, {exc}\")\n"
           "        return\n    _clear_massing(scene)  # only once the replacement data is in hand\n"
           "    for plot in plots:\n        build_plot(scene, plot)\n")
    s.write("handlertest", "tests/test_handlers.py",
            "import bpy\n\nfrom massing_kit import handlers\n\n\ndef test_skipped_in_background(built_scene):\n"
            "    assert bpy.app.background\n    before = len(bpy.data.objects)\n    handlers.rebuild_on_load(None)\n"
            "    assert len(bpy.data.objects) == before\n\n\ndef test_missing_csv_keeps_blocks(built_scene, "
            "monkeypatch):\n    monkeypatch.setattr(bpy.app, 'background', False, raising=False)\n"
            "    built_scene.massing.csv_path = '/nonexistent/plots.csv'\n    before = len(bpy.data.objects)\n"
            "    handlers.rebuild_on_load(None)\n    assert len(bpy.data.objects) == before\n")
    s.bash("test9", ".venv/bin/pytest -q", ok_tests(21, "4.58"))
    s.bash("commit9", "git add -A && git commit -m 'handlers: skip rebuild-on-load in background mode, build before "
           "clearing'", "[main 4c81f0b] handlers: skip rebuild-on-load in background mode, build before clearing\n "
           "3 files changed, 38 insertions(+), 3 deletions(-)\n create mode 100644 tests/test_handlers.py")
    s.pre_tool("prehotfix", "Bash", {"command": "sed -i 's/^version = \"1.0.0\"/version = \"1.0.1\"/' massing_kit/"
                                     "blender_manifest.toml && blender --command extension build --source-dir "
                                     "massing_kit --output-dir dist", "description": "Build the 1.0.1 hotfix"})
    s.bash("hotfix", "sed -i 's/^version = \"1.0.0\"/version = \"1.0.1\"/' massing_kit/blender_manifest.toml && "
           "blender --command extension build --source-dir massing_kit --output-dir dist && scp "
           "dist/massing_kit-1.0.1.zip tools-01:/srv/blender-ext/ && ssh tools-01 'blender --command extension "
           "server-generate --repo-dir=/srv/blender-ext' && git commit -qam 'release: 1.0.1' && git tag -a v1.0.1 "
           "-m 'massing-kit 1.0.1' && git push -q origin main --tags",
           "building: massing_kit-1.0.1.zip\ncomplete\nmassing_kit-1.0.1.zip                       100%   39KB   "
           "4.4MB/s   00:00\nfound 2 packages.\nwriting: /srv/blender-ext/index.json")
    s.tool_failure("sshfail", "Bash", {"command": "ssh render-03 'blender --command extension sync && blender "
                                       "--command extension upgrade'",
                                       "description": "Upgrade the extension on render-03"},
                   "Command timed out after 2m 0.0s\nssh: connect to host render-03 port 22: Connection timed out")
    s.prompt("callumupdate", "Leave the workers alone, that's Callum's rule, and render-03 has no ssh from the office "
             "VLAN anyway. I've texted him: he's upgrading all four to 1.0.1 now and says resubmit at priority 70, "
             "he approves the deadline bump.")
    s.bash("resubmit", "blender -b /mnt/farm/jobs/P2317/p2317_competition_v4.blend --python-expr \"import bpy; "
           "bpy.context.scene.massing.title = 'Harbour Quarter - competition stills v4b'; "
           "bpy.ops.massing.send_to_farm(priority=70)\" | tail -2",
           "Info: queued P2317 Harbour Quarter - competition stills v4b (5e0d7a93), priority 70\n\nBlender quit")
    s.bash("jobdone", "curl -s http://farm-mgr:8080/api/v3/jobs/5e0d7a93-6c1f-4b2a-9e8d-0f1a2b3c4d5e | jq -r "
           "'.status, .created, .updated' && ls /mnt/farm/jobs/P2317/renders/v4b | wc -l",
           "completed\n2028-06-27T08:05:12Z\n2028-06-27T11:48:30Z\n64")
    s.lesson("lessonload", "Anything in massing-kit that runs when a file loads (load_post handlers, @persistent) "
             "also runs on the render farm once the extension is installed on the workers: guard it with "
             "bpy.app.background and never delete scene data before its replacement is built. The 26 June "
             "competition stills rendered with no blocks because of this.",
             "massing-kit: empty competition renders on the Flamenco farm")
    s.remember("memincident", "Incident 26-27 June 2028: the overnight P2317 competition stills (job 'competition "
               "stills v4', 64 frames, submitted 19:40) rendered with no massing at all. Cause: the rebuild-on-load "
               "handler added in 1.0.0 ran on the render workers (extension rolled out to them on 23 June), cleared "
               "the Block collections and then failed on Sanne's local CSV path (FileNotFoundError). Fix in 1.0.1: "
               "skip in background mode, read before clearing. Resubmitted 08:05 at priority 70 (approved by Callum "
               "Reid), all 64 stills done at 11:48. Competition due Thursday 29 June, noon.", "incident: empty "
               "competition renders", "fact")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("eevee", "Competition is in, submitted at 11:20. Helen's feedback: for massing studies we don't need "
             "Cycles, the 64 stills took four and a half hours of farm time for white clay models. Switch the farm "
             "job to EEVEE (EEVEE Next in 4.2), 64 samples, keep 3840x2160. render-03 has no GPU so EEVEE would "
             "crawl there: only send these jobs to the GPU workers.")
    s.edit("eeveeedit", "massing_kit/farm.py",
           '    scene.render.engine = "CYCLES"\n    scene.cycles.samples = 128\n    scene.cycles.use_denoising = '
           'True\n', '    scene.render.engine = "BLENDER_EEVEE_NEXT"\n    scene.eevee.taa_render_samples = 64\n'
           '    scene.eevee.use_shadows = True\n')
    s.bash("eeveetest", "for e in CYCLES BLENDER_EEVEE_NEXT; do blender -b /mnt/farm/jobs/P2317/"
           "p2317_competition_v4.blend -E $e -f 17 2>&1 | grep -E '^ ?Time:'; done",
           " Time: 14:02.66 (Saving: 00:01.12)\n Time: 00:41.27 (Saving: 00:01.09)")
    s.bash("workertag", "curl -s http://farm-mgr:8080/api/v3/worker-mgt/tags | jq -r '.tags[] | [.name, .id] | @tsv' "
           "&& curl -s http://farm-mgr:8080/api/v3/worker-mgt/workers | jq -r '.workers[] | [.name, (.tags // [] | "
           "map(.name) | join(\",\"))] | @tsv'",
           "gpu\t1f0c6d2e-8a4b-4c3d-9e2f-7a6b5c4d3e2f\nrender-01\tgpu\nrender-02\tgpu\nrender-03\t\nrender-04\tgpu")
    s.edit("tagedit", "massing_kit/farm.py", '        "priority": PRIORITY,  # 40; 70 only with Callum\'s OK\n',
           '        "priority": priority,\n        # EEVEE needs a GPU: render-03 is CPU only, keep these jobs off it\n'
           '        "worker_tag": worker_tag_id(GPU_TAG),\n')
    s.prompt("helenprefs", "Helen's preferences for stills, make them the defaults: white clay on every mass, the "
             "context buildings in light grey at 80 %, sun from the south-west as at 16:00 in late June, 35 mm lens "
             "at 1.6 m eye height for the street views. File names <project>_<view>_<yyyymmdd>.png.")
    s.write("clay", "massing_kit/render_setup.py", RENDER_SETUP_PY)
    s.prompt("heightcap", "And Sanne asked for a planning check: show any plot taller than 45 m in red in the "
             "viewport and list those plots in the panel. The council's tall-buildings policy caps this site at "
             "45 m.")
    s.multiedit("heightpanel", "massing_kit/panel.py", [
        ("class MASSING_PT_settings(bpy.types.Panel):",
         "class MASSING_PT_height_check(bpy.types.Panel):\n    bl_label = \"Height Check\"\n"
         "    bl_parent_id = \"MASSING_PT_sidebar\"\n    bl_space_type = \"VIEW_3D\"\n    bl_region_type = \"UI\"\n"
         "    bl_category = \"Massing\"\n\n    def draw(self, context):\n        limit = context.scene.massing."
         "height_limit_m  # 45.0\n        over = [o for o in context.scene.objects if o.get(\"height_m\", 0) > "
         "limit]\n        for o in sorted(over, key=lambda o: o[\"plot_id\"]):\n            self.layout.label("
         "text=f\"{o['plot_id']}: {o['height_m']:.1f} m\", icon=\"ERROR\")\n\n\nclass MASSING_PT_settings("
         "bpy.types.Panel):"),
        ("    bl_options = {\"DEFAULT_CLOSED\"}\n", "    bl_options = {\"DEFAULT_CLOSED\"}\n\n    def draw(self, "
         "context):\n        self.layout.prop(context.scene.massing, \"height_limit_m\")\n"),
    ])
    s.bash("heightrun", "blender -b scenes/p2317_site.blend --python-expr \"import bpy; "
           "bpy.ops.massing.build_massing(csv_path='//../samples/harbour_quarter_plots.csv')\" | grep -A4 Info",
           "Info: Built 214 plots in 11 blocks (0.9 s)\nInfo: 3 plots over the 45.0 m limit: HQ-C-004 (47.6 m), "
           "HQ-C-005 (47.6 m), HQ-F-002 (50.7 m)")
    s.bash("test10", ".venv/bin/pytest -q", ok_tests(24, "4.93"))
    s.read("readfarm", "massing_kit/farm.py", FARM_PY_V2)
    s.bash("commit10", "git add -A && git commit -m 'render: EEVEE clay defaults on gpu-tagged workers; panel: 45 m "
           "height check'", "[main 7e25a9c] render: EEVEE clay defaults on gpu-tagged workers; panel: 45 m height "
           "check\n 5 files changed, 131 insertions(+), 9 deletions(-)\n create mode 100644 "
           "massing_kit/render_setup.py")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nYour branch is ahead of 'origin/main' by 1 "
           "commit.\n\nnothing to commit, working tree clean\n7e25a9c render: EEVEE clay defaults on gpu-tagged "
           "workers; panel: 45 m height check")
    s.prompt("preapp", "Notes from Friday's pre-app meeting with the council: the tall-buildings officer wants 42 m, "
             "not 45, on the Harbour Quarter plots along the water (blocks A, B and C); 45 m stays for the rest. "
             "So the limit has to be per plot: read an optional max_height_m column from the CSV, default 45 when "
             "it's missing. Sanne is adding the column to the schedule.")
    s.edit("capedit", "massing_kit/io/plots_csv.py", "                footprint=parse_wkt_polygon(row[\"footprint\"]"
           ", decimal_comma),\n", "                footprint=parse_wkt_polygon(row[\"footprint\"], decimal_comma),\n"
           "                # pre-app 30 June 2028: 42 m on the waterfront blocks A-C, 45 m elsewhere\n"
           "                max_height_m=float(row.get(\"max_height_m\") or DEFAULT_HEIGHT_LIMIT_M),\n")
    s.bash("caprun", "blender -b scenes/p2317_site.blend --python-expr \"import bpy; "
           "bpy.ops.massing.build_massing(csv_path='//../samples/harbour_quarter_plots.csv')\" | grep -A8 Info",
           "Info: Built 214 plots in 11 blocks (0.9 s)\nInfo: 6 plots over their height limit: HQ-A-004 (35.2 m > "
           "42.0), HQ-B-014 (44.5 m > 42.0), HQ-C-004 (47.6 m > 42.0), HQ-C-005 (47.6 m > 42.0), HQ-C-011 (44.5 m > "
           "42.0), HQ-F-002 (50.7 m > 45.0)")
    s.prompt("plans", "Plans, so they're written down: the client presentation to Northgate Living is Thursday 13 "
             "July at 10:00 at their office, Nadia demos the viewer live. Sanne is on leave from 17 to 28 July; "
             "Tunde Okoye covers urban design while she's away, send him the schedules. Callum puts a GPU into "
             "render-03 on Monday 10 July, after that it can take the EEVEE jobs too. The Blender 4.5 LTS upgrade "
             "waits until September, after the competition results.")
    s.remember("memplans", "massing-kit plans after 3 July 2028: client presentation to Northgate Living Thursday 13 "
               "July 10:00 at their office (Nadia Ferreira demos the viewer). Sanne de Vries on leave 17-28 July, "
               "Tunde Okoye covers urban design and gets the plot schedules. Callum Reid fits a GPU in render-03 on "
               "Monday 10 July, then it joins the gpu tag for EEVEE jobs. Blender 4.5 LTS upgrade not before "
               "September. Height check: per-plot max_height_m from the CSV (42 m on waterfront blocks A-C after "
               "the pre-app), default 45 m.", "upcoming dates and plans", "fact")
    s.edit("bump110", "massing_kit/blender_manifest.toml", 'version = "1.0.1"', 'version = "1.1.0"')
    s.edit("changelog110", "CHANGELOG.md", "# Changelog\n",
           "# Changelog\n\n## 1.1.0 - 2028-07-03\n\n- Farm: EEVEE clay renders on the gpu-tagged workers, Helen's "
           "still defaults (render_setup.py).\n- Height check in the panel, per-plot limit from the optional "
           "`max_height_m` column (default 45 m).\n\n## 1.0.1 - 2028-06-27\n\n- Rebuild on load is skipped in "
           "background mode and never clears blocks before the CSV was read.\n")
    s.tool_failure("readfail", "Read", {"file_path": "/home/mira/src/massing-kit/docs/RELEASING.md"},
                   "File does not exist.")
    s.bash("test11", ".venv/bin/pytest -q", ok_tests(26, "5.02"))
    s.bash("commit11", "git add -A && git commit -q -m 'csv: per-plot max_height_m (42 m waterfront); release: "
           "1.1.0' && git tag -a v1.1.0 -m 'massing-kit 1.1.0' && git log --oneline -1 --decorate",
           "b19f6d3 (HEAD -> main, tag: v1.1.0) csv: per-plot max_height_m (42 m waterfront); release: 1.1.0")
    s.bash("release110", "blender --command extension build --source-dir massing_kit --output-dir dist && scp "
           "dist/massing_kit-1.1.0.zip tools-01:/srv/blender-ext/ && ssh tools-01 'blender --command extension "
           "server-generate --repo-dir=/srv/blender-ext' && git push -q origin main --tags && curl -s "
           "https://ext.boa-arch.co.uk/index.json | jq -r '.data[].version'",
           "building: massing_kit-1.1.0.zip\ncomplete\nmassing_kit-1.1.0.zip                       100%   44KB   "
           "4.6MB/s   00:00\nfound 3 packages.\nwriting: /srv/blender-ext/index.json\n1.1.0")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-06-05T09:10:00", "5b1e0c61-2a3f-4d7e-9b10-a1c2e3f46101", s1),    # Mon
    ("s2", "2028-06-07T10:00:00", "6c2f1d72-3b40-4e8f-8c21-b2d3f4057102", s2),    # Wed
    ("s3", "2028-06-09T13:30:00", "7d302e83-4c51-4f90-9d32-c3e405168103", s3),    # Fri
    ("s4", "2028-06-13T09:45:00", "8e413f94-5d62-4001-8e43-d4f516279104", s4),    # Tue
    ("s5", "2028-06-15T14:00:00", "9f5240a5-6e73-4112-9f54-e506273a9105", s5),    # Thu
    ("s6", "2028-06-19T10:20:00", "a06351b6-7f84-4223-8065-f617384b9106", s6),    # Mon
    ("s7", "2028-06-21T11:00:00", "b17462c7-8095-4334-9176-0728495c9107", s7),    # Wed
    ("s8", "2028-06-23T10:00:00", "c28573d8-91a6-4445-a287-18395a6d9108", s8),    # Fri
    ("s9", "2028-06-27T07:05:00", "d39684e9-a2b7-4556-b398-294a6b7e9109", s9),    # Tue
    ("s10", "2028-06-29T14:00:00", "e4a795fa-b3c8-4667-84a9-3a5b7c8f9110", s10),  # Thu
    ("s11", "2028-07-03T09:30:00", "f5b8a60b-c4d9-4778-95ba-4b6c8d909111", s11),  # Mon
]

#: When the questions are asked: Thursday morning after the last session (a Monday).
ASKED_AT = "2028-07-06T08:30:00Z"
