"""Whole files the agent reads or writes in the stowly history (bench/agentdev48/sessions.py)."""
from __future__ import annotations

PYPROJECT_1 = """[project]
name = "stowly"
version = "0.0.1"
description = "Manage your dotfiles across machines: a CLI and a terminal UI"
readme = "README.md"
license = "MIT"
authors = [{ name = "Maren Lindqvist", email = "maren@lindqvist.dev" }]
requires-python = ">=3.11"
classifiers = [
    "Environment :: Console",
    "Operating System :: OS Independent",
    "Programming Language :: Python :: 3",
    "Topic :: Utilities",
]
dependencies = [
    "pyyaml>=6.0.2",
    "rich>=13.7",
    "textual>=0.86",
    "typer>=0.13",
]

[project.scripts]
stowly = "stowly.cli:app"

[project.urls]
Homepage = "https://github.com/marenlq/stowly"
Issues = "https://github.com/marenlq/stowly/issues"

[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[dependency-groups]
dev = [
    "mypy>=1.13",
    "pytest>=8.3",
    "ruff>=0.7",
    "syrupy>=4.7",
    "types-pyyaml>=6.0.12",
]

[tool.ruff]
line-length = 100
target-version = "py311"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "PTH"]

[tool.mypy]
strict = true
packages = ["stowly"]

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-ra"
"""

CONFIG_YAML_PY = '''"""stowly.yaml: which packages to link, with per-host overrides."""
from __future__ import annotations

import socket
from dataclasses import dataclass, field
from pathlib import Path

import yaml

CONFIG_NAME = "stowly.yaml"


@dataclass
class Config:
    repo: Path
    packages: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=lambda: [".git", "README.md", "*.swp"])

    @classmethod
    def load(cls, repo: Path, host: str | None = None) -> Config:
        """Reads <repo>/stowly.yaml; a `hosts.<hostname>` section adds or removes packages."""
        raw = yaml.safe_load((repo / CONFIG_NAME).read_text()) or {}
        packages = list(raw.get("packages", []))
        section = (raw.get("hosts") or {}).get(host or socket.gethostname(), {})
        packages += section.get("add", [])
        packages = [p for p in packages if p not in section.get("remove", [])]
        return cls(repo=repo, packages=packages, ignore=raw.get("ignore", [".git", "README.md", "*.swp"]))

    def save(self) -> None:
        data = {"packages": self.packages, "ignore": self.ignore}
        (self.repo / CONFIG_NAME).write_text(yaml.safe_dump(data, sort_keys=True))
'''

CLI_PY_1 = '''"""The stowly command line (Typer)."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated

import typer
from rich.console import Console

from stowly import __version__
from stowly.config import Config

app = typer.Typer(help="Manage your dotfiles across machines.", no_args_is_help=True)
console = Console()

RepoOpt = Annotated[Path, typer.Option("--repo", "-r", envvar="STOWLY_REPO", help="Your dotfiles repository.")]


def home() -> Path:
    """$HOME, or STOWLY_HOME when set (tests always set it)."""
    return Path(os.environ.get("STOWLY_HOME") or Path.home())


def _version(value: bool) -> None:
    if value:
        console.print(f"stowly {__version__}")
        raise typer.Exit()


@app.callback()
def main(version: Annotated[bool, typer.Option("--version", callback=_version, is_eager=True)] = False) -> None:
    """stowly: link the packages of a dotfiles repository into your home directory."""


@app.command()
def init(repo: RepoOpt = Path("~/dotfiles")) -> None:
    """Create a stowly.yaml in REPO listing its package folders."""
    repo = repo.expanduser()
    packages = sorted(p.name for p in repo.iterdir() if p.is_dir() and not p.name.startswith("."))
    Config(repo=repo, packages=packages).save()
    console.print(f"wrote {repo / 'stowly.yaml'} with {len(packages)} packages")


@app.command()
def link(package: Annotated[list[str] | None, typer.Argument()] = None, repo: RepoOpt = Path("~/dotfiles"),
         dry_run: Annotated[bool, typer.Option("--dry-run", "-n")] = False) -> None:
    """Link PACKAGE (default: every package in the config) into your home directory."""
    raise NotImplementedError


@app.command()
def status(repo: RepoOpt = Path("~/dotfiles")) -> None:
    """Show which files are linked, missing or in conflict."""
    raise NotImplementedError
'''

LINKER_PY = '''"""Plans and applies the links from a dotfiles repo into the home directory."""
from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from enum import Enum
from pathlib import Path


class Action(Enum):
    LINK = "link"          # target missing: create the symlink
    SKIP = "skip"          # target already links to the source
    CONFLICT = "conflict"  # something else is at the target


@dataclass(frozen=True)
class Step:
    action: Action
    source: Path
    target: Path


@dataclass
class LinkPlan:
    steps: list[Step] = field(default_factory=list)

    @property
    def conflicts(self) -> list[Step]:
        return [s for s in self.steps if s.action is Action.CONFLICT]


def _files(package_dir: Path, ignore: list[str]) -> list[Path]:
    return sorted(p for p in package_dir.rglob("*") if p.is_file()
                  and not any(fnmatch.fnmatch(part, pat) for part in p.parts for pat in ignore))


def build_link_plan(repo: Path, home: Path, packages: list[str], ignore: list[str]) -> LinkPlan:
    """One step per file of each package: <repo>/<pkg>/<rel> -> <home>/<rel>."""
    plan = LinkPlan()
    for pkg in packages:
        for src in _files(repo / pkg, ignore):
            target = home / src.relative_to(repo / pkg)
            if target.is_symlink() and target.resolve() == src.resolve():
                plan.steps.append(Step(Action.SKIP, src, target))
            elif target.is_symlink():
                plan.steps.append(Step(Action.CONFLICT, src, target))
            else:
                plan.steps.append(Step(Action.LINK, src, target))
    return plan


def apply_plan(plan: LinkPlan) -> int:
    linked = 0
    for step in plan.steps:
        if step.action is Action.LINK:
            step.target.parent.mkdir(parents=True, exist_ok=True)
            step.target.symlink_to(step.source)
            linked += 1
    return linked
'''

TUI_PY = '''"""`stowly ui`: packages on the left, the plan of the selected package on the right."""
from __future__ import annotations

from pathlib import Path

from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.widgets import DataTable, Footer, Header, Label, ListItem, ListView

from stowly.config import Config
from stowly.linker import Action, build_link_plan

COLORS = {Action.LINK: "green", Action.SKIP: "yellow", Action.CONFLICT: "red"}


class StowlyApp(App[None]):
    CSS_PATH = "stowly.tcss"
    TITLE = "stowly"
    BINDINGS = [
        Binding("a", "apply", "Apply"),
        Binding("r", "refresh", "Refresh"),
        Binding("q", "quit", "Quit"),
    ]

    def __init__(self, config: Config, home: Path) -> None:
        super().__init__()
        self.config, self.home = config, home

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal():
            yield ListView(*[ListItem(Label(p), id=f"pkg-{p}") for p in self.config.packages], id="packages")
            yield DataTable(id="plan", cursor_type="row", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        table = self.query_one("#plan", DataTable)
        table.add_columns("action", "target", "source")
        if self.config.packages:
            self.show_plan(self.config.packages[0])

    def on_list_view_highlighted(self, event: ListView.Highlighted) -> None:
        if event.item is not None and event.item.id:
            self.show_plan(event.item.id.removeprefix("pkg-"))

    def show_plan(self, package: str) -> None:
        table = self.query_one("#plan", DataTable)
        table.clear()
        plan = build_link_plan(self.config.repo, self.home, [package], self.config.ignore)
        for step in plan.steps:
            color = COLORS[step.action]
            table.add_row(f"[{color}]{step.action.value}[/]", str(step.target.relative_to(self.home)),
                          str(step.source.relative_to(self.config.repo)))

    def action_refresh(self) -> None:
        item = self.query_one("#packages", ListView).highlighted_child
        if item is not None and item.id:
            self.show_plan(item.id.removeprefix("pkg-"))
'''

CI_YML = """name: CI

on:
  push:
    branches: [main]
  pull_request:

concurrency:
  group: ci-${{ github.ref }}
  cancel-in-progress: true

jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/setup-uv@v4
        with:
          enable-cache: true
      - run: uv run ruff check .
      - run: uv run ruff format --check .
      - run: uv run mypy

  test:
    name: test (${{ matrix.os }}, py${{ matrix.python-version }})
    runs-on: ${{ matrix.os }}
    strategy:
      fail-fast: false
      matrix:
        os: [ubuntu-latest, macos-latest, windows-latest]
        python-version: ["3.11", "3.12", "3.13"]
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/setup-uv@v4
        with:
          enable-cache: true
          python-version: ${{ matrix.python-version }}
      - run: uv sync --locked
      - run: uv run pytest
      - uses: actions/upload-artifact@v4
        if: failure()
        with:
          name: snapshot-report-${{ matrix.os }}-${{ matrix.python-version }}
          path: snapshot_report.html
"""

CONFIG_TOML_PY = '''"""stowly.toml: which packages to link, with per-host overrides.

Read with tomllib (stdlib), written with tomlkit so that `stowly add` keeps the user's comments
and key order (#12).
"""
from __future__ import annotations

import socket
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

import tomlkit

CONFIG_NAME = "stowly.toml"
LEGACY_NAME = "stowly.yaml"  # read once by `stowly migrate-config`, then renamed to stowly.yaml.bak


@dataclass
class Config:
    repo: Path
    packages: list[str] = field(default_factory=list)
    ignore: list[str] = field(default_factory=lambda: [".git", "README.md", "*.swp"])
    link_mode: str = "auto"  # auto = symlink on Linux/macOS, copy on Windows (#7)

    @classmethod
    def load(cls, repo: Path, host: str | None = None) -> Config:
        with (repo / CONFIG_NAME).open("rb") as f:
            raw = tomllib.load(f)
        packages = list(raw.get("packages", []))
        section = raw.get("hosts", {}).get(host or socket.gethostname(), {})
        packages += section.get("add", [])
        packages = [p for p in packages if p not in section.get("remove", [])]
        return cls(repo=repo, packages=packages, ignore=raw.get("ignore", [".git", "README.md", "*.swp"]),
                   link_mode=section.get("link_mode", raw.get("link_mode", "auto")))

    def add_package(self, name: str) -> None:
        """Appends NAME to `packages` in place, keeping comments and formatting."""
        path = self.repo / CONFIG_NAME
        doc = tomlkit.parse(path.read_text(encoding="utf-8"))
        doc["packages"].append(name)  # type: ignore[union-attr]
        path.write_text(tomlkit.dumps(doc), encoding="utf-8")
        self.packages.append(name)
'''

EXAMPLE_TOML = """# stowly.toml: lives at the root of your dotfiles repository.
# Every top-level folder listed in `packages` is linked into your home directory.

packages = ["git", "zsh", "nvim", "tmux"]
ignore = [".git", "README.md", "*.swp", ".DS_Store"]

# "auto" = symlinks on Linux and macOS, copies on Windows.
link_mode = "auto"

# Per-machine overrides, keyed by hostname.
[hosts.fjord]           # Arch laptop
add = ["sway", "foot"]

[hosts.birch]           # Mac mini
add = ["karabiner", "aerospace"]
remove = ["tmux"]

[hosts.DARIO-X1]        # Windows 11
link_mode = "copy"
remove = ["zsh", "tmux"]
add = ["powershell"]
"""

MKDOCS_YML = """site_name: stowly
site_url: https://marenlq.github.io/stowly/
site_description: Manage your dotfiles across machines, from the command line or a terminal UI.
repo_url: https://github.com/marenlq/stowly
repo_name: marenlq/stowly
edit_uri: edit/main/docs/
copyright: Copyright &copy; 2027 Maren Lindqvist and contributors

theme:
  name: material
  features:
    - content.code.copy
    - navigation.sections
    - navigation.footer
    - search.suggest
  palette:
    - media: "(prefers-color-scheme: light)"
      scheme: default
      primary: teal
      toggle:
        icon: material/weather-night
        name: Dark mode
    - media: "(prefers-color-scheme: dark)"
      scheme: slate
      primary: teal
      toggle:
        icon: material/weather-sunny
        name: Light mode

markdown_extensions:
  - admonition
  - pymdownx.details
  - pymdownx.superfences
  - pymdownx.tabbed:
      alternate_style: true
  - toc:
      permalink: true

nav:
  - Home: index.md
  - Getting started: getting-started.md
  - Configuration: configuration.md
  - Windows: windows.md
  - CLI reference: cli.md
  - Changelog: changelog.md
"""

RELEASE_YML = """name: Release

on:
  push:
    tags: ["v*"]

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/setup-uv@v4
      - run: uv build
      - name: Check the tag matches the version
        run: test "v$(uvx --from hatch hatch version)" = "${GITHUB_REF_NAME}"
      - uses: actions/upload-artifact@v4
        with:
          name: dist
          path: dist/

  publish:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: pypi
      url: https://pypi.org/project/stowly/
    permissions:
      id-token: write   # trusted publishing (OIDC), no API token
    steps:
      - uses: actions/download-artifact@v4
        with:
          name: dist
          path: dist/
      - uses: pypa/gh-action-pypi-publish@release/v1

  github-release:
    needs: publish
    runs-on: ubuntu-latest
    permissions:
      contents: write
    steps:
      - uses: actions/download-artifact@v4
        with:
          name: dist
          path: dist/
      - run: gh release create "$GITHUB_REF_NAME" dist/* --repo "$GITHUB_REPOSITORY" --generate-notes
        env:
          GH_TOKEN: ${{ github.token }}
"""

DOCS_YML = """name: Docs

on:
  push:
    branches: [main]
    paths: ["docs/**", "mkdocs.yml", "src/stowly/cli.py"]
  workflow_dispatch:

permissions:
  contents: read
  pages: write
  id-token: write

concurrency:
  group: pages
  cancel-in-progress: false

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: astral-sh/setup-uv@v4
      - run: uv run --group docs mkdocs build --strict
      - uses: actions/upload-pages-artifact@v3
        with:
          path: site/

  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment:
      name: github-pages
      url: ${{ steps.deployment.outputs.page_url }}
    steps:
      - id: deployment
        uses: actions/deploy-pages@v4
"""

PYPROJECT_2 = """[project]
name = "stowly"
version = "0.2.0"
description = "Manage your dotfiles across machines: a CLI and a terminal UI"
readme = "README.md"
license = "MIT"
authors = [{ name = "Maren Lindqvist", email = "maren@lindqvist.dev" }]
requires-python = ">=3.10"
classifiers = [
    "Environment :: Console",
    "Operating System :: OS Independent",
    "Programming Language :: Python :: 3",
    "Programming Language :: Python :: 3.10",
    "Programming Language :: Python :: 3.11",
    "Programming Language :: Python :: 3.12",
    "Programming Language :: Python :: 3.13",
    "Topic :: Utilities",
]
dependencies = [
    "rich>=13.7",
    "textual>=0.86",
    "tomlkit>=0.13",
    "typer>=0.13",
]

[project.scripts]
stowly = "stowly.cli:app"

[project.urls]
Homepage = "https://github.com/marenlq/stowly"
Documentation = "https://marenlq.github.io/stowly/"
Issues = "https://github.com/marenlq/stowly/issues"
Changelog = "https://marenlq.github.io/stowly/changelog/"

[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[dependency-groups]
dev = [
    "mypy>=1.13",
    "pytest>=8.3",
    "pytest-textual-snapshot>=1.0",
    "ruff>=0.7",
    "syrupy>=4.7",
    "tomli>=2.0; python_version < '3.11'",
]
docs = [
    "mkdocs-material>=9.5",
]

[tool.ruff]
line-length = 100
target-version = "py310"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "PTH"]

[tool.mypy]
strict = true
packages = ["stowly"]

[tool.pytest.ini_options]
testpaths = ["tests"]
addopts = "-ra"
"""

CHANGELOG_MD = """# Changelog

All notable changes to stowly are documented here. The format is based on
[Keep a Changelog](https://keepachangelog.com/en/1.1.0/), and stowly adheres to
[Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [Unreleased]

## [0.2.1] - 2027-11-23

### Fixed
- `tomli` is a runtime dependency on Python 3.10 again; 0.2.0 crashed on start with
  `ModuleNotFoundError: No module named 'tomli'` (#31, #32). 0.2.0 was yanked.

## [0.2.0] - 2027-11-22 [YANKED]

### Added
- Python 3.10 support (#14).

### Fixed
- `stowly apply` replaces dangling symlinks left by GNU stow instead of crashing with
  `FileExistsError` (#23).

## [0.1.0] - 2027-11-17

### Added
- `stowly init`, `stowly apply`, `stowly status` and `stowly ui` (Textual).
- `stowly.toml` with per-host `add`, `remove` and `link_mode`.
- Copy mode with sha256 tracking, the default on Windows (#7).
- Files in the way are moved to `~/.local/state/stowly/backups/<timestamp>/` before linking.

### Changed
- The configuration file is TOML (`stowly.toml`); `stowly migrate-config` converts an old
  `stowly.yaml` (#12).

### Deprecated
- `stowly link`: use `stowly apply`. The alias will be removed in 1.0.
"""

LINKER_PY_NOW = '''"""Plans and applies the changes from a dotfiles repo into the home directory."""
from __future__ import annotations

import fnmatch
import hashlib
import shutil
import sys
from dataclasses import dataclass, field
from datetime import datetime
from enum import Enum
from pathlib import Path

from stowly.state import State


class Action(Enum):
    LINK = "link"          # target missing: create the symlink (or copy)
    SKIP = "skip"          # target already links to (or matches) the source
    BACKUP = "backup"      # a real file is in the way: move it to the backups dir, then link
    RELINK = "relink"      # a dangling symlink into a stow tree: replace it (#23)
    CONFLICT = "conflict"  # anything else: report, never touch


@dataclass(frozen=True)
class Step:
    action: Action
    source: Path
    target: Path


@dataclass
class Changeset:
    steps: list[Step] = field(default_factory=list)
    mode: str = "symlink"

    @property
    def conflicts(self) -> list[Step]:
        return [s for s in self.steps if s.action is Action.CONFLICT]


def resolve_mode(link_mode: str) -> str:
    if link_mode == "auto":
        return "copy" if sys.platform == "win32" else "symlink"
    return link_mode


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _classify(src: Path, target: Path, mode: str, state: State) -> Action:
    if target.is_symlink():  # before exists(): exists() follows the link (#23)
        if mode == "symlink" and target.resolve() == src.resolve():
            return Action.SKIP
        if not target.exists():
            return Action.RELINK
        return Action.CONFLICT
    if not target.exists():
        return Action.LINK
    if mode == "copy" and state.recorded(target) == _sha256(target):
        return Action.SKIP if _sha256(src) == _sha256(target) else Action.LINK
    return Action.BACKUP


def plan_changes(repo: Path, home: Path, packages: list[str], ignore: list[str],
                 link_mode: str = "auto", state: State | None = None) -> Changeset:
    """One step per file of each package: <repo>/<pkg>/<rel> -> <home>/<rel>."""
    mode = resolve_mode(link_mode)
    state = state or State.load()
    changes = Changeset(mode=mode)
    for pkg in packages:
        base = repo / pkg
        for src in sorted(p for p in base.rglob("*") if p.is_file()):
            if any(fnmatch.fnmatch(part, pat) for part in src.relative_to(base).parts for pat in ignore):
                continue
            target = home / src.relative_to(base)
            changes.steps.append(Step(_classify(src, target, mode, state), src, target))
    return changes


def apply_changes(changes: Changeset, backups: Path, state: State) -> int:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    done = 0
    for step in changes.steps:
        if step.action in (Action.SKIP, Action.CONFLICT):
            continue
        if step.action is Action.BACKUP:
            dest = backups / stamp / step.target.name
            dest.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(step.target, dest)
        elif step.action is Action.RELINK:
            step.target.unlink()
        step.target.parent.mkdir(parents=True, exist_ok=True)
        if changes.mode == "copy":
            shutil.copy2(step.source, step.target)
            state.record(step.target, _sha256(step.target))
        else:
            step.target.symlink_to(step.source)
        done += 1
    state.save()
    return done
'''
