"""Whole files the agent reads or writes in the massing-kit history (bench/agentdev61/sessions.py)."""
from __future__ import annotations

MANIFEST_V1 = """schema_version = "1.0.0"

id = "massing_kit"
version = "0.1.0"
name = "Massing Kit"
tagline = "Parametric block massing from plot schedules."
maintainer = "Mira Lindholm <mira.lindholm@boa-arch.co.uk>"
type = "add-on"

website = "https://git.boa-arch.co.uk/computational/massing-kit"
tags = ["3D View", "Modeling", "Import-Export"]

blender_version_min = "4.2.0"

license = [
  "SPDX:GPL-3.0-or-later",
]
copyright = [
  "2028 Brightwell Okoye Architects",
]

[permissions]
files = "Read plot CSVs and write glTF exports"
network = "Submit render jobs to the Flamenco manager"

[build]
paths_exclude_pattern = [
  "__pycache__/",
  "/.git/",
  "/*.zip",
]
"""

INIT_PY = '''"""Massing Kit: parametric block massing from plot schedules (Brightwell Okoye Architects).

Extension for Blender 4.2+: the package is loaded as bl_ext.<repo>.massing_kit, so every import
inside it is relative.
"""
from __future__ import annotations

import bpy

from . import operators, panel, props

_CLASSES = (
    props.MASSING_PG_settings,
    operators.MASSING_OT_generate,
    panel.MASSING_PT_sidebar,
)


def register() -> None:
    for cls in _CLASSES:
        bpy.utils.register_class(cls)
    bpy.types.Scene.massing = bpy.props.PointerProperty(type=props.MASSING_PG_settings)


def unregister() -> None:
    del bpy.types.Scene.massing
    for cls in reversed(_CLASSES):
        bpy.utils.unregister_class(cls)
'''

OPERATORS_PY = '''"""Operators of the Massing panel."""
from __future__ import annotations

import bpy


class MASSING_OT_generate(bpy.types.Operator):
    """Build one extruded mass per plot from the plot schedule CSV"""

    bl_idname = "massing.generate"
    bl_label = "Generate Massing"
    bl_options = {"REGISTER", "UNDO"}

    csv_path: bpy.props.StringProperty(name="Plot CSV", subtype="FILE_PATH")

    def execute(self, context: bpy.types.Context) -> set[str]:
        self.report({"WARNING"}, "not implemented yet")
        return {"CANCELLED"}
'''

PANEL_PY = '''"""The sidebar panel (N panel) in the 3D viewport."""
from __future__ import annotations

import bpy


class MASSING_PT_sidebar(bpy.types.Panel):
    bl_label = "Massing Kit"
    bl_idname = "MASSING_PT_sidebar"
    bl_space_type = "VIEW_3D"
    bl_region_type = "UI"
    bl_category = "Massing"

    def draw(self, context: bpy.types.Context) -> None:
        layout = self.layout
        settings = context.scene.massing
        layout.prop(settings, "csv_path")
        row = layout.row()
        row.scale_y = 1.6
        row.operator("massing.generate", icon="MOD_BUILD")
'''

SAMPLE_CSV_HEAD = """\ufeffplot_id,block,use,storeys,footprint
HQ-A-001,A,residential,8,"POLYGON ((412.0 118.5, 436.2 118.5, 436.2 139.0, 412.0 139.0, 412.0 118.5))"
HQ-A-002,A,residential,8,"POLYGON ((436.2 118.5, 458.9 118.5, 458.9 139.0, 436.2 139.0, 436.2 118.5))"
HQ-A-003,A,commercial,5,"POLYGON ((458.9 118.5, 481.0 118.5, 481.0 142.3, 458.9 142.3, 458.9 118.5))"
HQ-A-004,A,residential,11,"POLYGON ((412.0 139.0, 430.5 139.0, 430.5 161.8, 412.0 161.8, 412.0 139.0))"
HQ-B-001,B,residential,9,"POLYGON ((495.4 120.0, 519.0 120.0, 519.0 141.1, 495.4 141.1, 495.4 120.0))"
HQ-B-002,B,community,3,"POLYGON ((519.0 120.0, 533.7 120.0, 533.7 141.1, 519.0 141.1, 519.0 120.0))"
HQ-C-004,C,residential,15,"POLYGON ((548.2 160.3, 566.0 160.3, 566.0 182.9, 548.2 182.9, 548.2 160.3))"
HQ-C-005,C,residential,15,"POLYGON ((566.0 160.3, 583.1 160.3, 583.1 182.9, 566.0 182.9, 566.0 160.3))"
HQ-F-002,F,residential,16,"POLYGON ((701.7 212.0, 722.4 212.0, 722.4 236.6, 701.7 236.6, 701.7 212.0))"
"""

CSV_PLOTS_PY = '''"""Reads a plot schedule CSV (plot_id, block, use, storeys, footprint as WKT) into Plot records.

Standard library only (house rule): csv + a small WKT POLYGON parser, no shapely.
"""
from __future__ import annotations

import csv
import re
from dataclasses import dataclass
from pathlib import Path

_POLY = re.compile(r"POLYGON\\s*\\(\\((?P<ring>[^()]*)\\)\\)", re.IGNORECASE)
USES = ("residential", "commercial", "community")


@dataclass(frozen=True)
class Plot:
    plot_id: str
    block: str
    use: str
    storeys: int
    footprint: tuple[tuple[float, float], ...]  # site-grid metres, closing point dropped


def parse_wkt_polygon(text: str) -> tuple[tuple[float, float], ...]:
    m = _POLY.fullmatch(text.strip())
    if not m:
        raise ValueError(f"not a simple WKT POLYGON: {text[:60]!r}")
    pts = [tuple(float(v) for v in pair.split()) for pair in m["ring"].split(",")]
    if pts[0] == pts[-1]:
        pts = pts[:-1]
    if len(pts) < 3:
        raise ValueError("a footprint needs at least three corners")
    return tuple(pts)


def read_plots(path: str | Path) -> list[Plot]:
    plots = []
    with open(path, newline="", encoding="utf-8") as f:
        for row in csv.DictReader(f):
            plots.append(Plot(
                plot_id=row["plot_id"],
                block=row["block"],
                use=row["use"].strip().lower(),
                storeys=int(row["storeys"]),
                footprint=parse_wkt_polygon(row["footprint"]),
            ))
    return sorted(plots, key=lambda p: p.plot_id)
'''

GEOMETRY_GN = '''"""Plot masses: a flat footprint mesh per plot with the MK_Extrude Geometry Nodes modifier."""
from __future__ import annotations

import bpy

from .csv_plots import Plot

FLOOR_TO_FLOOR = 3.0  # metres, flat for now
NODE_GROUP = "MK_Extrude"
USE_COLOURS = {
    "residential": (0.62, 0.58, 0.54, 1.0),  # warm grey
    "commercial": (0.48, 0.55, 0.63, 1.0),   # blue-grey
    "community": (0.45, 0.62, 0.44, 1.0),    # green
}


def plot_height(plot: Plot) -> float:
    return plot.storeys * FLOOR_TO_FLOOR


def _extrude_group() -> bpy.types.NodeTree:
    """The node group, built once per file: Group Input -> Extrude Mesh (offset = height) -> Group Output."""
    if NODE_GROUP in bpy.data.node_groups:
        return bpy.data.node_groups[NODE_GROUP]
    ng = bpy.data.node_groups.new(NODE_GROUP, "GeometryNodeTree")
    ng.interface.new_socket("Geometry", in_out="INPUT", socket_type="NodeSocketGeometry")
    height = ng.interface.new_socket("Height", in_out="INPUT", socket_type="NodeSocketFloat")
    height.min_value, height.default_value = 0.0, 9.0
    ng.interface.new_socket("Geometry", in_out="OUTPUT", socket_type="NodeSocketGeometry")
    n_in = ng.nodes.new("NodeGroupInput")
    n_out = ng.nodes.new("NodeGroupOutput")
    extrude = ng.nodes.new("GeometryNodeExtrudeMesh")
    extrude.mode = "FACES"
    ng.links.new(n_in.outputs["Geometry"], extrude.inputs["Mesh"])
    ng.links.new(n_in.outputs["Height"], extrude.inputs["Offset Scale"])
    ng.links.new(extrude.outputs["Mesh"], n_out.inputs["Geometry"])
    return ng


def _collection(block: str) -> bpy.types.Collection:
    name = f"Block {block}"
    coll = bpy.data.collections.get(name) or bpy.data.collections.new(name)
    if coll.name not in bpy.context.scene.collection.children:
        bpy.context.scene.collection.children.link(coll)
    return coll


def build_plot(plot: Plot) -> bpy.types.Object:
    mesh = bpy.data.meshes.new(plot.plot_id)
    mesh.from_pydata([(x, y, 0.0) for x, y in plot.footprint], [], [list(range(len(plot.footprint)))])
    obj = bpy.data.objects.new(plot.plot_id, mesh)
    mod = obj.modifiers.new("Extrude", "NODES")
    mod.node_group = _extrude_group()
    mod["Socket_1"] = plot_height(plot)
    obj["plot_id"], obj["block"], obj["use"] = plot.plot_id, plot.block, plot.use
    obj.color = USE_COLOURS.get(plot.use, (0.8, 0.8, 0.8, 1.0))
    _collection(plot.block).objects.link(obj)
    return obj


def plot_volume(obj: bpy.types.Object) -> float:
    """Gross volume of the evaluated mass, for the area schedule."""
    bpy.context.view_layer.objects.active = obj
    bpy.ops.object.mode_set(mode="OBJECT")
    bpy.ops.object.modifier_apply(modifier="Extrude")
    return abs(obj.data.calc_volume()) if hasattr(obj.data, "calc_volume") else 0.0
'''

GEOMETRY_BMESH = '''"""Plot masses: one closed extruded solid per plot, built with bmesh (no modifiers, no bpy.ops)."""
from __future__ import annotations

import bmesh
import bpy

from .csv_plots import Plot

FLOOR_TO_FLOOR = 3.0  # metres, flat for now
USE_COLOURS = {
    "residential": (0.62, 0.58, 0.54, 1.0),  # warm grey
    "commercial": (0.48, 0.55, 0.63, 1.0),   # blue-grey
    "community": (0.45, 0.62, 0.44, 1.0),    # green
}


def plot_height(plot: Plot) -> float:
    return plot.storeys * FLOOR_TO_FLOOR


def make_block(mesh: bpy.types.Mesh, footprint, height: float) -> None:
    """Footprint polygon at z=0 extruded straight up by `height`, normals outwards."""
    bm = bmesh.new()
    verts = [bm.verts.new((x, y, 0.0)) for x, y in footprint]
    base = bm.faces.new(verts)
    bmesh.ops.recalc_face_normals(bm, faces=[base])
    if base.normal.z > 0:
        base.normal_flip()
    top = bmesh.ops.extrude_face_region(bm, geom=[base])
    top_verts = [e for e in top["geom"] if isinstance(e, bmesh.types.BMVert)]
    bmesh.ops.translate(bm, verts=top_verts, vec=(0.0, 0.0, height))
    bmesh.ops.recalc_face_normals(bm, faces=bm.faces[:])
    bm.to_mesh(mesh)
    bm.free()


def _collection(scene: bpy.types.Scene, block: str) -> bpy.types.Collection:
    name = f"Block {block}"
    coll = bpy.data.collections.get(name) or bpy.data.collections.new(name)
    if coll.name not in scene.collection.children:
        scene.collection.children.link(coll)
    return coll


def build_plot(scene: bpy.types.Scene, plot: Plot) -> bpy.types.Object:
    mesh = bpy.data.meshes.new(plot.plot_id)
    make_block(mesh, plot.footprint, plot_height(plot))
    obj = bpy.data.objects.new(plot.plot_id, mesh)
    obj["plot_id"], obj["block"], obj["use"] = plot.plot_id, plot.block, plot.use
    obj["height_m"] = round(plot_height(plot), 2)
    obj.color = USE_COLOURS.get(plot.use, (0.8, 0.8, 0.8, 1.0))
    _collection(scene, plot.block).objects.link(obj)
    return obj


def plot_volume(obj: bpy.types.Object) -> float:
    bm = bmesh.new()
    bm.from_mesh(obj.data)
    vol = bm.calc_volume(signed=False)
    bm.free()
    return vol
'''

EXPORT_PY = '''"""Export for the client viewer (Parcel Studio, three.js): one GLB per scheme, +Y up, plot data in extras."""
from __future__ import annotations

from datetime import date
from pathlib import Path

import bpy

CONTEXT_COLLECTION = "CTX_Context"


def export_name(project: str, scheme: str, day: date | None = None) -> str:
    """<project>_<scheme>_<yyyymmdd>.glb, as Nadia asked."""
    return f"{project}_{scheme}_{(day or date.today()):%Y%m%d}.glb"


class MASSING_OT_export_viewer(bpy.types.Operator):
    """Write the massing and the site context as one GLB for the client viewer"""

    bl_idname = "massing.export_viewer"
    bl_label = "Export for Client Viewer"

    directory: bpy.props.StringProperty(subtype="DIR_PATH")

    def execute(self, context: bpy.types.Context) -> set[str]:
        settings = context.scene.massing
        target = Path(bpy.path.abspath(self.directory)) / export_name(settings.project, settings.scheme)
        # The exporter is an operator: allowed here, this is not geometry code (house rule 1).
        bpy.ops.export_scene.gltf(
            filepath=str(target),
            export_format="GLB",
            export_yup=True,
            export_extras=True,
            export_apply=False,
            use_visible=True,
            export_materials="EXPORT",
            export_draco_mesh_compression_enable=True,
            export_draco_mesh_compression_level=6,
        )
        size_mb = target.stat().st_size / 1e6
        self.report({"INFO"}, f"exported {target.name}: {size_mb:.1f} MB")
        return {"FINISHED"}

    def invoke(self, context, event):
        context.window_manager.fileselect_add(self)
        return {"RUNNING_MODAL"}
'''

CONFTEST_PY = '''"""pytest fixtures: a clean factory scene per test, with the add-on registered.

Runs against the bpy module from PyPI (bpy==4.2.0, CPython 3.11 only), not inside the Blender binary.
"""
from __future__ import annotations

import sys
from pathlib import Path

import bpy
import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import massing_kit  # noqa: E402

SAMPLES = ROOT / "samples"


@pytest.fixture(autouse=True)
def clean_scene():
    bpy.ops.wm.read_factory_settings(use_empty=True)
    massing_kit.register()
    yield bpy.context.scene
    massing_kit.unregister()


@pytest.fixture
def plots_csv() -> Path:
    return SAMPLES / "harbour_quarter_plots.csv"
'''

PYPROJECT = """# massing-kit is not a pip package: this file only configures the tools.
[tool.ruff]
line-length = 110
target-version = "py311"
extend-exclude = ["dist"]

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP"]
ignore = ["F821"]  # bpy annotations on PropertyGroups

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-p no:cacheprovider"
filterwarnings = ["ignore::DeprecationWarning:bpy"]
"""

FARM_PY = '''"""Send to Farm: save a copy of the scene on the shared storage and submit a Flamenco job.

Flamenco 3.5 manager on farm-mgr:8080 (Callum Reid, IT). Plain urllib, no requests (house rule 2).
"""
from __future__ import annotations

import getpass
import json
import urllib.request
from pathlib import Path

import bpy

MANAGER = "http://farm-mgr:8080"
SHARED_JOBS = Path("/mnt/farm/jobs")  # = {jobs} on the manager: F:\\\\jobs on the Windows workers


def prepare_scene(scene: bpy.types.Scene) -> None:
    scene.render.engine = "CYCLES"
    scene.cycles.samples = 128
    scene.cycles.use_denoising = True
    scene.render.resolution_x, scene.render.resolution_y = 3840, 2160
    scene.render.resolution_percentage = 100
    scene.render.image_settings.file_format = "PNG"


def job_payload(scene: bpy.types.Scene, blendfile: str, frames: str) -> dict:
    return {
        "name": f"{scene.massing.project} {scene.massing.title}",
        "type": "simple-blender-render",
        "priority": 50,
        "submitter_platform": "linux",
        "settings": {
            "blendfile": blendfile,
            "chunk_size": 1,
            "frames": frames,
            "fps": 24,
            "format": "PNG",
            "image_file_extension": ".png",
            "has_previews": False,
            "render_output_root": f"{{jobs}}/{scene.massing.project}/renders/",
            "add_path_components": 0,
            "render_output_path": f"{{jobs}}/{scene.massing.project}/renders/######",
        },
        "metadata": {"user.name": getpass.getuser(), "project": scene.massing.project},
    }


def submit(payload: dict) -> dict:
    req = urllib.request.Request(f"{MANAGER}/api/v3/jobs", data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=20) as resp:
        return json.load(resp)


class MASSING_OT_send_to_farm(bpy.types.Operator):
    """Copy the scene to the farm storage and queue a render job on Flamenco"""

    bl_idname = "massing.send_to_farm"
    bl_label = "Send to Farm"

    def execute(self, context: bpy.types.Context) -> set[str]:
        scene = context.scene
        prepare_scene(scene)
        target = SHARED_JOBS / scene.massing.project / Path(bpy.data.filepath).name
        target.parent.mkdir(parents=True, exist_ok=True)
        bpy.ops.wm.save_as_mainfile(filepath=str(target), copy=True, relative_remap=True)
        frames = f"{scene.frame_start}-{scene.frame_end}"
        job = submit(job_payload(scene, bpy.data.filepath, frames))
        self.report({"INFO"}, f"queued {job['name']} ({job['id'][:8]})")
        return {"FINISHED"}
'''

FARM_PY_V2 = '''"""Send to Farm: save a copy of the scene on the shared storage and submit a Flamenco job.

Flamenco 3.5 manager on farm-mgr:8080 (Callum Reid, IT). Plain urllib, no requests (house rule 2).
Job names start with the project number and run at priority 40 (70 only with Callum's OK).
"""
from __future__ import annotations

import getpass
import json
import urllib.request
from pathlib import Path

import bpy

MANAGER = "http://farm-mgr:8080"
SHARED_JOBS = Path("/mnt/farm/jobs")  # = {jobs} on the manager: F:\\\\jobs on the Windows workers
PRIORITY = 40
GPU_TAG = "gpu"  # render-01, render-02, render-04; render-03 has no GPU, EEVEE crawls there


def prepare_scene(scene: bpy.types.Scene) -> None:
    scene.render.engine = "BLENDER_EEVEE_NEXT"
    scene.eevee.taa_render_samples = 64
    scene.eevee.use_shadows = True
    scene.render.resolution_x, scene.render.resolution_y = 3840, 2160
    scene.render.resolution_percentage = 100
    scene.render.image_settings.file_format = "PNG"


def worker_tag_id(name: str) -> str:
    with urllib.request.urlopen(f"{MANAGER}/api/v3/worker-mgt/tags", timeout=10) as resp:
        tags = json.load(resp)["tags"]
    return next(t["id"] for t in tags if t["name"] == name)


def job_payload(scene: bpy.types.Scene, blendfile: str, frames: str, priority: int = PRIORITY) -> dict:
    project = scene.massing.project
    return {
        "name": f"{project} {scene.massing.title}",
        "type": "simple-blender-render",
        "priority": priority,
        "submitter_platform": "linux",
        "worker_tag": worker_tag_id(GPU_TAG),
        "settings": {
            "blendfile": blendfile,
            "chunk_size": 1,
            "frames": frames,
            "fps": 24,
            "format": "PNG",
            "image_file_extension": ".png",
            "has_previews": False,
            "render_output_root": f"{{jobs}}/{project}/renders/",
            "add_path_components": 0,
            "render_output_path": f"{{jobs}}/{project}/renders/{project}_######",
        },
        "metadata": {"user.name": getpass.getuser(), "project": project},
    }


def submit(payload: dict) -> dict:
    req = urllib.request.Request(f"{MANAGER}/api/v3/jobs", data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    with urllib.request.urlopen(req, timeout=20) as resp:
        return json.load(resp)


def to_farm_path(local: Path) -> str:
    """/mnt/farm/jobs/P2317/x.blend -> {jobs}/P2317/x.blend (Flamenco's two-way variable)."""
    return "{jobs}/" + local.relative_to(SHARED_JOBS).as_posix()


class MASSING_OT_send_to_farm(bpy.types.Operator):
    """Copy the scene to the farm storage and queue a render job on Flamenco"""

    bl_idname = "massing.send_to_farm"
    bl_label = "Send to Farm"

    def execute(self, context: bpy.types.Context) -> set[str]:
        scene = context.scene
        prepare_scene(scene)
        target = SHARED_JOBS / scene.massing.project / Path(bpy.data.filepath).name
        target.parent.mkdir(parents=True, exist_ok=True)
        bpy.ops.wm.save_as_mainfile(filepath=str(target), copy=True, relative_remap=True)
        frames = f"{scene.frame_start}-{scene.frame_end}"
        job = submit(job_payload(scene, to_farm_path(target), frames))
        self.report({"INFO"}, f"queued {job['name']} ({job['id'][:8]})")
        return {"FINISHED"}
'''

HANDLERS_PY = '''"""Rebuild the massing from its CSV when a scheme file is opened (Sanne: never look at stale blocks)."""
from __future__ import annotations

import bpy
from bpy.app.handlers import persistent

from .geometry import build_plot
from .io.plots_csv import read_plots


def _clear_massing(scene: bpy.types.Scene) -> None:
    for coll in [c for c in scene.collection.children if c.name.startswith("Block ")]:
        for obj in list(coll.objects):
            bpy.data.objects.remove(obj, do_unlink=True)


@persistent
def rebuild_on_load(_dummy) -> None:
    scene = bpy.context.scene
    if not getattr(scene, "massing", None) or not scene.massing.csv_path:
        return
    _clear_massing(scene)
    plots = read_plots(bpy.path.abspath(scene.massing.csv_path))
    for plot in plots:
        build_plot(scene, plot)


def register() -> None:
    bpy.app.handlers.load_post.append(rebuild_on_load)


def unregister() -> None:
    if rebuild_on_load in bpy.app.handlers.load_post:
        bpy.app.handlers.load_post.remove(rebuild_on_load)
'''

RENDER_SETUP_PY = '''"""Clay render defaults for massing stills (Helen Brightwell's preferences, 29 June 2028)."""
from __future__ import annotations

import math
from datetime import date

import bpy

CLAY = (0.92, 0.92, 0.90, 1.0)      # white clay on every mass
CONTEXT_GREY = (0.80, 0.80, 0.80, 1.0)  # neighbours in light grey at 80 %
EYE_HEIGHT_M = 1.6
STREET_LENS_MM = 35
# Sun from the south-west, as at 16:00 in late June on the Harbour Quarter site (53.47 N).
SUN_AZIMUTH_DEG = 236.0
SUN_ELEVATION_DEG = 42.0


def _material(name: str, rgba) -> bpy.types.Material:
    mat = bpy.data.materials.get(name) or bpy.data.materials.new(name)
    mat.use_nodes = True
    bsdf = mat.node_tree.nodes["Principled BSDF"]
    bsdf.inputs["Base Color"].default_value = rgba
    bsdf.inputs["Roughness"].default_value = 0.85
    return mat


def apply_clay(scene: bpy.types.Scene) -> None:
    clay, grey = _material("MK_Clay", CLAY), _material("MK_Context", CONTEXT_GREY)
    for obj in scene.objects:
        if obj.type != "MESH":
            continue
        mat = grey if obj.users_collection[0].name == "CTX_Context" else clay
        obj.data.materials.clear()
        obj.data.materials.append(mat)


def add_sun(scene: bpy.types.Scene) -> bpy.types.Object:
    sun = bpy.data.objects.get("MK_Sun") or bpy.data.objects.new("MK_Sun", bpy.data.lights.new("MK_Sun", "SUN"))
    if sun.name not in scene.collection.objects:
        scene.collection.objects.link(sun)
    sun.data.energy = 4.0
    sun.rotation_euler = (math.radians(90 - SUN_ELEVATION_DEG), 0.0, math.radians(SUN_AZIMUTH_DEG - 180))
    return sun


def street_camera(cam: bpy.types.Object) -> None:
    cam.data.lens = STREET_LENS_MM
    cam.location.z = EYE_HEIGHT_M


def still_name(project: str, view: str, day: date | None = None) -> str:
    """<project>_<view>_<yyyymmdd>.png"""
    return f"{project}_{view}_{(day or date.today()):%Y%m%d}.png"
'''

CHANGELOG_100 = """# Changelog

## 1.0.0 - 2028-06-23

First studio release.

- Build Massing: one extruded block per plot from the plot schedule CSV (BOM and `;` tolerant),
  ground floor 4.2 m + 3.1 m per upper floor, one collection per block, colours per use.
- Export for Client Viewer: one GLB per scheme (`<project>_<scheme>_<yyyymmdd>.glb`), +Y up, plot data
  in node extras, no Draco.
- Send to Farm: copies the scene to `/mnt/farm/jobs/<project>/` and queues a Flamenco job.
- Rebuild on load: opening a scheme file rebuilds its massing from the CSV.
"""
