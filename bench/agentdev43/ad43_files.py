"""Whole files the agent reads or writes in the reedwater history (bench/agentdev43/sessions.py)."""
from __future__ import annotations

PROJECT_GODOT = """; Engine configuration file.
; It's best edited using the editor UI and not directly,
; since the parameters that go here are not all obvious.
;
; Format:
;   [section] ; section goes between []
;   param=value ; assign values to parameters

config_version=5

[application]

config/name="Reedwater"
config/version="0.3.0"
run/main_scene="res://scenes/Pond.tscn"
config/features=PackedStringArray("4.3", "GL Compatibility")
config/icon="res://art/ui/icon.png"

[autoload]

GameState="*res://scripts/autoload/game_state.gd"
AudioBus="*res://scripts/autoload/audio_bus.gd"

[display]

window/size/viewport_width=640
window/size/viewport_height=360
window/size/window_width_override=1280
window/size/window_height_override=720
window/stretch/mode="viewport"

[input]

cast={
"deadzone": 0.5,
"events": [Object(InputEventKey,"resource_local_to_scene":false,"resource_name":"","device":-1,"window_id":0,"alt_pressed":false,"shift_pressed":false,"ctrl_pressed":false,"meta_pressed":false,"pressed":false,"keycode":0,"physical_keycode":32,"key_label":0,"unicode":32,"location":0,"echo":false,"script":null)]
}
reel={
"deadzone": 0.5,
"events": [Object(InputEventMouseButton,"resource_local_to_scene":false,"resource_name":"","device":-1,"window_id":0,"alt_pressed":false,"shift_pressed":false,"ctrl_pressed":false,"meta_pressed":false,"button_mask":1,"position":Vector2(0, 0),"global_position":Vector2(0, 0),"factor":1.0,"button_index":1,"canceled":false,"pressed":true,"double_click":false,"script":null)]
}

[rendering]

renderer/rendering_method="gl_compatibility"
renderer/rendering_method.mobile="gl_compatibility"
"""

SAVE_MANAGER_GD = '''extends Node
## SaveManager (autoload): writes and reads the player's save slot as JSON in user://.
## The save carries a `save_version`; older saves are migrated on load (scripts/save/migrations.gd).

const SAVE_VERSION: int = 1
const SLOT_PATH: String = "user://save_slot_1.json"

signal saved(path: String)
signal loaded(data: Dictionary)


func _ready() -> void:
	# cozy rule: a caught fish is never lost, so save right after every catch
	GameState.fish_caught.connect(_on_fish_caught)


func _on_fish_caught(_species_id: StringName, _weight_g: int) -> void:
	save_game()


func save_game() -> void:
	var data: Dictionary = GameState.to_dict()
	data["save_version"] = SAVE_VERSION
	var f := FileAccess.open(SLOT_PATH, FileAccess.WRITE)
	if f == null:
		push_error("SaveManager: cannot open %s (%s)" % [SLOT_PATH, error_string(FileAccess.get_open_error())])
		return
	f.store_string(JSON.stringify(data, "\\t"))
	f.close()
	saved.emit(SLOT_PATH)


func load_game() -> Dictionary:
	if not FileAccess.file_exists(SLOT_PATH):
		return GameState.new_game_dict()
	var text := FileAccess.get_file_as_string(SLOT_PATH)
	var parsed: Variant = JSON.parse_string(text)
	if typeof(parsed) != TYPE_DICTIONARY:
		push_error("SaveManager: save is not a JSON object")
		return GameState.new_game_dict()
	var data: Dictionary = parsed
	loaded.emit(data)
	return data
'''

EXPORT_PRESETS_CFG = """[preset.0]

name="Windows Desktop"
platform="Windows Desktop"
runnable=true
dedicated_server=false
custom_features=""
export_filter="all_resources"
include_filter=""
exclude_filter="test/*, addons/gut/*"
export_path="build/windows/Reedwater.exe"
encryption_include_filters=""
encryption_exclude_filters=""
encrypt_pck=false
encrypt_directory=false

[preset.0.options]

custom_template/debug=""
custom_template/release=""
debug/export_console_wrapper=1
binary_format/embed_pck=true
texture_format/s3tc_bptc=true
texture_format/etc2_astc=false
binary_format/architecture="x86_64"
application/icon="res://art/ui/icon.ico"
application/file_version="0.3.0.0"
application/product_version="0.3.0.0"
application/company_name="Mossbank Games"
application/product_name="Reedwater"

[preset.1]

name="Linux"
platform="Linux"
runnable=true
dedicated_server=false
custom_features=""
export_filter="all_resources"
include_filter=""
exclude_filter="test/*, addons/gut/*"
export_path="build/linux/reedwater.x86_64"

[preset.1.options]

binary_format/embed_pck=true
texture_format/s3tc_bptc=true
texture_format/etc2_astc=false
binary_format/architecture="x86_64"

[preset.2]

name="Web"
platform="Web"
runnable=true
dedicated_server=false
custom_features=""
export_filter="all_resources"
include_filter=""
exclude_filter="test/*, addons/gut/*"
export_path="build/web/index.html"

[preset.2.options]

custom_template/debug=""
custom_template/release=""
variant/extensions_support=false
variant/thread_support=true
vram_texture_compression/for_desktop=true
vram_texture_compression/for_mobile=false
html/export_icon=true
html/custom_html_shell=""
html/head_include=""
html/canvas_resize_policy=2
html/focus_canvas_on_start=true
html/experimental_virtual_keyboard=false
progressive_web_app/enabled=false
"""

RELEASE_YML = """name: release

on:
  push:
    tags: ["v*"]
  workflow_dispatch:

env:
  GODOT_VERSION: "4.3"
  ITCH_PROJECT: mossbank/reedwater

jobs:
  export:
    runs-on: ubuntu-22.04
    container:
      image: barichello/godot-ci:4.3
    strategy:
      matrix:
        include:
          - preset: "Windows Desktop"
            out: build/windows/Reedwater.exe
            channel: windows
          - preset: "Linux"
            out: build/linux/reedwater.x86_64
            channel: linux
          - preset: "Web"
            out: build/web/index.html
            channel: html5
    steps:
      - uses: actions/checkout@v4
        with:
          lfs: true
      - name: Move export templates into place
        run: |
          mkdir -p ~/.local/share/godot/export_templates
          mv /root/.local/share/godot/export_templates/${GODOT_VERSION}.stable ~/.local/share/godot/export_templates/ || true
      - name: Import
        run: godot --headless --import
      - name: Unit tests (GUT)
        run: godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit
      - name: Export ${{ matrix.preset }}
        run: |
          mkdir -p $(dirname "${{ matrix.out }}")
          godot --headless --export-release "${{ matrix.preset }}" "${{ matrix.out }}"
      - name: Push to itch.io (${{ matrix.channel }})
        env:
          BUTLER_API_KEY: ${{ secrets.BUTLER_API_KEY }}
        run: |
          butler push "$(dirname "${{ matrix.out }}")" "${ITCH_PROJECT}:${{ matrix.channel }}" \\
            --userversion "${GITHUB_REF_NAME#v}"
"""

MIGRATIONS_GD = '''class_name SaveMigrations
extends RefCounted
## Upgrades an old save dictionary one version at a time until it reaches SaveManager.SAVE_VERSION.


static func migrate(data: Dictionary) -> Dictionary:
	var version = data.get("save_version", 1)
	if version < 2:
		data = _v1_to_v2(data)
	return data


## v2 (June 2027): bait inventory. Every old save gets 10 worms so nobody starts with an empty tackle box.
static func _v1_to_v2(data: Dictionary) -> Dictionary:
	data["bait"] = {"worm": 10, "bread": 0, "fly": 0}
	data["save_version"] = 2
	return data
'''

TACKLE_SHOP_GD = '''extends CanvasLayer
## The tackle shop: buy bait and rod upgrades with shells. Opened from Old Maren's hut.

signal closed

@onready var _list: ItemList = %ItemList
@onready var _buy_button: Button = %BuyButton
@onready var _close_button: Button = %CloseButton


func _ready() -> void:
	_buy_button.pressed.connect(_on_buy_pressed)
	_close_button.pressed.connect(close)
	_list.item_selected.connect(_on_item_selected)


func open() -> void:
	show()
	get_tree().paused = true
	_list.grab_focus()


func close() -> void:
	hide()
	get_tree().paused = false
	closed.emit()


func _unhandled_input(event: InputEvent) -> void:
	if visible and event.is_action_pressed("ui_cancel") and not _list.has_focus():
		close()
		get_viewport().set_input_as_handled()
'''

STEAM_JOB_YML = """  steam:
    needs: export
    runs-on: ubuntu-22.04
    steps:
      - uses: actions/download-artifact@v4
        with:
          pattern: demo-*
          path: build
      - uses: game-ci/steam-deploy@v3
        with:
          username: ${{ secrets.STEAM_USERNAME }}
          configVdf: ${{ secrets.STEAM_CONFIG_VDF }}
          appId: 3184420
          buildDescription: ${{ github.ref_name }}
          rootPath: build
          depot1Path: demo-windows
          depot2Path: demo-linux
          releaseBranch: beta
"""

CHANGELOG_MD = """# Changelog

## 0.4.2 (22 June 2027) - demo hotfix
- Fixed: saves from 0.4.0 were treated as unknown and replaced by a new game after the 0.4.1 update.
- Added: if the main save looks like a fresh start but the backup has progress, the title screen offers to restore it.

## 0.4.1 (21 June 2027) - demo hotfix
- Fixed: the tackle shop could not be closed with a controller (B / Circle did nothing).
- Changed: save migrations tidied up.

## 0.4.0 (17 June 2027) - Cozy Quest Fest demo
- Added: Willow Pond, 8 fish species, the tackle shop, the fishing journal.
- Added: controller support, Steam Deck layout.
- Changed: currency is now shells (save format 3).
"""
