"""The eleven sessions of the reedwater history, step by step (see build.py and README.md)."""
from __future__ import annotations

from functools import partial

from _agentset import Session  # bench/, on the path of build.py

from ad43_files import (CHANGELOG_MD, EXPORT_PRESETS_CFG, MIGRATIONS_GD, PROJECT_GODOT, RELEASE_YML,
                        SAVE_MANAGER_GD, STEAM_JOB_YML, TACKLE_SHOP_GD)

GUT = "godot --headless -s addons/gut/gut_cmdln.gd -gdir=res://test/unit -gexit"


def gut_ok(scripts, tests, asserts, secs):
    return (f"Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n\n"
            f"---  GUT 9.3.0  ---\n\n==============================================\n= Run Summary\n"
            f"==============================================\n\n---- Totals ----\nScripts           {scripts}\n"
            f"Tests             {tests}\nPassing Tests     {tests}\nAsserts           {asserts}\nTime              "
            f"{secs}s\n\n---- All tests passed! ----")


# -- the shared builder's steps, with this set's defaults ---------------------------------------------
pre = partial(Session.pre_tool, ahead=1)
failed = partial(Session.tool_failure, minutes=1)
multiedit = partial(Session.multiedit, original=None)


# --------------------------------------------------------------------------------------------------
def s1(s):
    s.start()
    s.prompt("goal", "We're picking reedwater back up properly. It's our cozy 2D fishing game: Godot 4.3, "
             "GDScript only, me (Noor) on code, Kasia Lindqvist on art and design. Little Harbor Publishing "
             "(our producer there is Dev Ramaswamy) got us a slot in the Cozy Quest Fest on Steam, 21 to 28 June, "
             "so we need a playable demo by then. Today: look around the repo, get GUT running for unit tests and "
             "add a save system as an autoload.")
    s.bash(None, "git status && git log --oneline | head -5", "On branch main\nnothing to commit, working tree clean\n"
           "c41e9a2 reel: first pass of the tension bar\n7b02d1f pond tiles from Kasia\n"
           "e9f3a60 player walk cycle + camera limits\n2d18c55 initial godot 4.3 project")
    s.read("projectgodot", "project.godot", PROJECT_GODOT)
    s.glob(None, "scripts/**/*.gd", ["scripts/autoload/game_state.gd", "scripts/autoload/audio_bus.gd",
                                      "scripts/player/player.gd", "scripts/fishing/bobber.gd",
                                      "scripts/fish/fish_table.gd"])
    s.prompt("rules", "House rules for GDScript here: static typing everywhere (typed variables, typed arguments, "
             "return types), and make untyped declarations an error in the project settings so it can't creep "
             "back. Connect signals in code in _ready(), never through the editor's Node dock, I want to grep for "
             "them. And the .godot/ folder never gets committed.")
    s.edit("typedwarn", "project.godot", "[rendering]\n",
           "[debug]\n\ngdscript/warnings/untyped_declaration=2\ngdscript/warnings/inferred_declaration=0\n\n"
           "[rendering]\n")
    s.bash("gutinstall", "git clone --depth 1 -b v9.3.0 https://github.com/bitwes/Gut.git /tmp/gut && "
           "cp -r /tmp/gut/addons/gut addons/ && ls addons/gut | head -4",
           "Cloning into '/tmp/gut'...\nNote: switching to 'a3b9c1e6...'.\nautofree.gd\nawaiter.gd\ncli\n"
           "collected_script.gd", desc="Install GUT 9.3.0 into addons/")
    s.write("testfish", "test/unit/test_fish_table.gd",
            'extends GutTest\n\n\nfunc test_every_species_has_a_weight_range() -> void:\n'
            '\tfor fish: FishSpecies in FishTable.all():\n\t\tassert_gt(fish.max_weight_g, fish.min_weight_g, fish.id)\n\n\n'
            'func test_willow_pond_has_eight_species() -> void:\n'
            '\tassert_eq(FishTable.for_level(&"willow_pond").size(), 8)\n')
    s.bash("gutfail", GUT,
           "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n\n"
           "SCRIPT ERROR: Parse Error: Identifier \"FishTable\" not declared in the current scope.\n"
           "          at: GDScript::reload (res://test/unit/test_fish_table.gd:5)\n"
           "ERROR: Failed to load script \"res://test/unit/test_fish_table.gd\" with error \"Parse error\".\n"
           "---- 1 scripts failed to load ----", code=1)
    s.prompt("gutwhy", "Fresh clone, the editor never ran here: class_name scripts aren't in the global class cache "
             "until the project has been imported once. Run `godot --headless --import` before GUT, and do the same "
             "in CI later.")
    s.bash("importok", "godot --headless --import && " + GUT, gut_ok(1, 2, 26, "0.087"))
    s.prompt("autosave1", "Save system: an autoload called SaveManager, one slot, JSON in user://save_slot_1.json "
             "with a save_version field so we can migrate later. Autosave right after every fish is caught: in a "
             "cozy game losing a fish you just landed is the worst feeling.")
    s.write("savemgr", "scripts/autoload/save_manager.gd", SAVE_MANAGER_GD)
    s.edit("autoloadadd", "project.godot", 'AudioBus="*res://scripts/autoload/audio_bus.gd"\n',
           'AudioBus="*res://scripts/autoload/audio_bus.gd"\nSaveManager="*res://scripts/autoload/save_manager.gd"\n')
    s.bash(None, GUT, gut_ok(2, 5, 33, "0.104"))
    s.remember("memproject", "reedwater: cozy 2D fishing game by Mossbank Games (Noor Hendriks code, Kasia Lindqvist "
               "art/design), Godot 4.3 stable, GDScript with static typing, Compatibility renderer, 640x360 viewport. "
               "Publisher Little Harbor Publishing, producer Dev Ramaswamy. Demo for the Cozy Quest Fest on Steam, "
               "21-28 June 2027. Tests: GUT 9.3.0 in test/unit, run headless after `godot --headless --import`. "
               "Saves: SaveManager autoload, JSON user://save_slot_1.json with save_version.",
               "reedwater project basics", "fact")
    s.bash("commit1", "git add -A && git commit -m 'chore: GUT 9.3.0, typed-GDScript warnings, SaveManager autoload'",
           "[main 5fa80d3] chore: GUT 9.3.0, typed-GDScript warnings, SaveManager autoload\n"
           " 214 files changed, 18422 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("plan2", "Kasia finished the second pond tileset, so there will be more than one level. Move "
             "scenes/Pond.tscn into scenes/levels/ as willow_pond.tscn (that's the in-game name) and fix the "
             "references. Then the reel minigame: the tension bar, and snapping the line when tension stays at the "
             "top too long.")
    s.grep("greppond", "Pond.tscn", ["project.godot", "scenes/ui/title_screen.tscn", "scripts/ui/title_screen.gd"])
    s.bash("gitmvpond", "mkdir -p scenes/levels && git mv scenes/Pond.tscn scenes/levels/willow_pond.tscn && "
           "git status --short", "R  scenes/Pond.tscn -> scenes/levels/willow_pond.tscn")
    s.edit("mainscene", "project.godot", 'run/main_scene="res://scenes/Pond.tscn"',
           'run/main_scene="res://scenes/ui/title_screen.tscn"')
    s.edit(None, "scripts/ui/title_screen.gd", 'const FIRST_LEVEL := "res://scenes/Pond.tscn"',
           'const FIRST_LEVEL: String = "res://scenes/levels/willow_pond.tscn"')
    s.edit(None, "scenes/ui/title_screen.tscn", 'path="res://scenes/Pond.tscn"',
           'path="res://scenes/levels/willow_pond.tscn"')
    s.prompt("kasiarule", "One thing from Kasia: everything under art/ is hers. Don't edit, move or re-import those "
             "files, and don't touch their .import settings; if something there looks wrong, write it down and "
             "she'll fix it in Aseprite. The project default texture filter must stay Nearest (pixel art), no "
             "mipmaps.")
    s.write("reelgd", "scripts/fishing/reel_minigame.gd",
            'class_name ReelMinigame\nextends Control\n## Hold `reel` to pull: tension rises, the fish pulls back.\n'
            '## The line snaps if tension stays at 1.0 for SNAP_SECONDS.\n\nsignal fish_landed(species_id: StringName)\n'
            'signal line_snapped\n\nconst SNAP_SECONDS: float = 1.2\nconst PULL_RATE: float = 0.9\n\n'
            'var tension: float = 0.0\nvar progress: float = 0.0\nvar _at_max: float = 0.0\nvar _fish: FishSpecies\n\n\n'
            'func tick(delta: float, reeling: bool) -> void:\n\tvar pull: float = _fish.fight * randf_range(0.6, 1.0)\n'
            '\ttension += (PULL_RATE if reeling else -0.7) * delta + pull * delta * 0.5\n'
            '\tif reeling:\n\t\tprogress += delta * (1.0 - tension) * 0.4\n'
            '\t_at_max = _at_max + delta if tension >= 1.0 else 0.0\n\tif _at_max >= SNAP_SECONDS:\n'
            '\t\tline_snapped.emit()\n\telif progress >= 1.0:\n\t\tcatch_fish()\n\n\n'
            'func catch_fish() -> void:\n\tGameState.add_catch(_fish.id, _fish.roll_weight_g())\n'
            '\tfish_landed.emit(_fish.id)\n')
    s.write(None, "test/unit/test_reel_minigame.gd",
            'extends GutTest\n\n\nfunc test_tension_never_exceeds_one() -> void:\n'
            '\tvar reel := ReelMinigame.new()\n\treel._fish = FishTable.get_species(&"pike")\n'
            '\tfor i in 300:\n\t\treel.tick(0.016, true)\n\tassert_lte(reel.tension, 1.0)\n\treel.free()\n')
    s.bash("reelfail", GUT,
           "---  GUT 9.3.0  ---\nres://test/unit/test_reel_minigame.gd\n* test_tension_never_exceeds_one\n"
           "    [Failed]:  [4.61] expected to be <= than [1.0]\n          at line 8\n\n---- Totals ----\nScripts  "
           "         3\nTests             6\nPassing Tests     5\nFailing Tests     1\n\n---- 1 failing tests ----",
           code=1)
    s.edit("reelfix", "scripts/fishing/reel_minigame.gd",
           "\ttension += (PULL_RATE if reeling else -0.7) * delta + pull * delta * 0.5\n",
           "\ttension = clampf(tension + (PULL_RATE if reeling else -0.7) * delta + pull * delta * 0.5, 0.0, 1.0)\n")
    s.bash(None, GUT, gut_ok(3, 6, 41, "0.131"))
    pre(s, "prepush", "Bash", {"command": "git push origin main", "description": "Push the pond move and reel bar"})
    s.bash("commit2", "git add -A && git commit -m 'feat: reel minigame tension + line snap; move pond to "
           "scenes/levels/willow_pond.tscn' && git push origin main",
           "[main 8c6d2b4] feat: reel minigame tension + line snap; move pond to scenes/levels/willow_pond.tscn\n"
           " 7 files changed, 96 insertions(+), 4 deletions(-)\n rename scenes/{Pond.tscn => levels/willow_pond.tscn} "
           "(100%)\nTo github.com:mossbank/reedwater.git\n   5fa80d3..8c6d2b4  main -> main")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git pull && git log --oneline -2", "Already up to date.\n8c6d2b4 feat: reel minigame tension + "
           "line snap; move pond to scenes/levels/willow_pond.tscn\n5fa80d3 chore: GUT 9.3.0, typed-GDScript "
           "warnings, SaveManager autoload")
    s.prompt("exports", "Exports and CI today. Presets for Windows, Linux and Web, and a GitHub Actions workflow that "
             "on every v* tag runs GUT, exports all three and pushes them to itch.io with butler. The itch page is "
             "https://mossbank.itch.io/reedwater (restricted, testers get the password). For the Web build keep "
             "thread support ON: the audio mixing crackles in Kasia's tests without threads. itch has a "
             "SharedArrayBuffer checkbox for exactly this.")
    s.write("presets", "export_presets.cfg", EXPORT_PRESETS_CFG)
    s.bash("templatefail", 'godot --headless --export-release "Web" build/web/index.html',
           "Godot Engine v4.3.stable.official.77dcf97d8 - https://godotengine.org\n"
           "ERROR: Cannot export project with preset \"Web\" due to configuration errors:\n"
           "No export template found at the expected path:\n"
           "/home/noor/.local/share/godot/export_templates/4.3.stable/web_release.zip\n"
           "   at: _fs_changed (editor/editor_node.cpp:1008)", code=1)
    s.bash("templates", "curl -sLO https://github.com/godotengine/godot/releases/download/4.3-stable/"
           "Godot_v4.3-stable_export_templates.tpz && mkdir -p ~/.local/share/godot/export_templates/4.3.stable && "
           "unzip -qj Godot_v4.3-stable_export_templates.tpz -d ~/.local/share/godot/export_templates/4.3.stable && "
           "ls ~/.local/share/godot/export_templates/4.3.stable | wc -l", "27",
           desc="Install the 4.3-stable export templates")
    s.bash("exportall", 'for p in "Windows Desktop" Linux Web; do godot --headless --export-release "$p" 2>&1 | '
           'tail -1; done; du -sh build/*', "[ DONE ] savepack end\n[ DONE ] savepack end\n[ DONE ] savepack end\n"
           "71M\tbuild/linux\n34M\tbuild/web\n77M\tbuild/windows")
    s.write("servepy", "tools/serve_web.py",
            '"""Serve build/web like itch does with SharedArrayBuffer on: COOP/COEP headers, port 8060."""\n'
            'from functools import partial\nfrom http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer\n\n'
            'PORT = 8060\n\n\nclass Isolated(SimpleHTTPRequestHandler):\n    def end_headers(self):\n'
            '        self.send_header("Cross-Origin-Opener-Policy", "same-origin")\n'
            '        self.send_header("Cross-Origin-Embedder-Policy", "require-corp")\n'
            '        super().end_headers()\n\n\nif __name__ == "__main__":\n'
            '    ThreadingHTTPServer(("127.0.0.1", PORT), partial(Isolated, directory="build/web")).serve_forever()\n')
    s.prompt("portnote", "Serve it on 8060 locally; that's what I have whitelisted in the browser's dev profile.")
    s.write("workflow", ".github/workflows/release.yml", RELEASE_YML)
    pre(s, "presecret", "Bash", {"command": "gh secret set BUTLER_API_KEY < ~/.config/itch/butler_creds",
                                 "description": "Store the itch.io butler API key as an Actions secret"})
    s.bash("secret", "gh secret set BUTLER_API_KEY < ~/.config/itch/butler_creds && gh secret list",
           "✓ Set Actions secret BUTLER_API_KEY for mossbank/reedwater\nBUTLER_API_KEY  Updated 2027-06-07")
    s.bash("tagtest", "git add -A && git commit -qm 'ci: export presets + release workflow (GUT, butler to itch)' && "
           "git tag v0.3.0 && git push origin main --tags", "To github.com:mossbank/reedwater.git\n"
           "   8c6d2b4..a2e71f9  main -> main\n * [new tag]         v0.3.0 -> v0.3.0")
    s.bash("runwatch", "gh run watch --exit-status",
           "✓ v0.3.0 release · 9581123404\nTriggered via push about 6 minutes ago\n\nJOBS\n"
           "✓ export (Windows Desktop, ...) in 3m12s\n✓ export (Linux, ...) in 2m58s\n✓ export (Web, ...) in 2m41s\n\n"
           "ANNOTATIONS\n- butler push build/web mossbank/reedwater:html5 --userversion 0.3.0\n"
           "  > For channel `html5`: pushing first build\n  > Build is now processing, should be up in a bit.")
    s.bash(None, "butler status mossbank/reedwater",
           "+---------+----------+------------+---------+\n| CHANNEL | UPLOAD   | BUILD      | VERSION |\n"
           "+---------+----------+------------+---------+\n| html5   | #9914410 | √ #1102551 | 0.3.0   |\n"
           "| linux   | #9914409 | √ #1102550 | 0.3.0   |\n| windows | #9914408 | √ #1102549 | 0.3.0   |\n"
           "+---------+----------+------------+---------+")
    s.remember("mempipeline", "reedwater release pipeline: .github/workflows/release.yml runs on v* tags in the "
               "barichello/godot-ci:4.3 container: godot --headless --import, GUT, export presets 'Windows Desktop', "
               "'Linux', 'Web', then butler push to itch project mossbank/reedwater, channels windows, linux and "
               "html5 (secret BUTLER_API_KEY). Web preset exported with thread_support on; itch page "
               "https://mossbank.itch.io/reedwater has SharedArrayBuffer support ticked. Local web test server "
               "tools/serve_web.py on port 8060.", "release pipeline to itch.io", "fact")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("blank1", "Kasia says the Web build on itch is just a black rectangle, both Firefox and Chrome, while "
             "the downloads work. Browser console: `Error: The following features required to run Godot projects "
             "on the Web are missing: Cross Origin Isolation - Check web server configuration (send correct "
             "headers) SharedArrayBuffer - Check web server configuration (send correct headers)`.")
    s.bash("curlhead", "curl -sI https://html-classic.itch.zone/html/10488213/index.html | grep -i cross-origin",
           "", code=1)
    s.fetch(None, "https://itch.io/docs/creators/html5", "What does the SharedArrayBuffer option do?",
            "SharedArrayBuffer support: enabling this option serves your game with the Cross-Origin-Opener-Policy "
            "and Cross-Origin-Embedder-Policy headers required for SharedArrayBuffer. It is an experimental option, "
            "set per upload in the embed options, and may break some features of the itch.io page.")
    s.prompt("blank1why", "Found it: the SharedArrayBuffer box was ticked for the first manual upload in May, but "
             "butler created a new upload for the html5 channel and the option is per upload, so it was off. Ticked "
             "it on the new upload in the itch dashboard; the game loads now.")
    s.lesson("lesson1", "A black screen from a threaded Godot web export almost always means the page isn't "
             "cross-origin isolated: check the console for the missing SharedArrayBuffer/COOP/COEP message. On "
             "itch.io the SharedArrayBuffer option is set per upload, so a new butler channel starts without it.",
             "reedwater web build black on itch after the first butler push (June 2027)")
    s.prompt("baitplan", "Now save format 2: Kasia designed bait (worm, bread, fly) so the save gets a bait "
             "inventory. Put migrations in scripts/save/migrations.gd, one function per step, and a GUT test that "
             "loads a real v1 save file from test/fixtures/.")
    s.write("migrations1", "scripts/save/migrations.gd", MIGRATIONS_GD)
    s.edit("loadmigrate", "scripts/autoload/save_manager.gd", "\tvar data: Dictionary = parsed\n",
           "\tvar data: Dictionary = SaveMigrations.migrate(parsed)\n")
    s.bash(None, "cp ~/.local/share/godot/app_userdata/Reedwater/save_slot_1.json test/fixtures/save_v1.json && "
           "head -c 160 test/fixtures/save_v1.json", '{\n\t"coins": 140,\n\t"day": 4,\n\t"journal": [\n\t\t"perch",'
           '\n\t\t"roach",\n\t\t"bream"\n\t],\n\t"rod_level": 1,\n\t"save_version": 1\n}')
    s.write("migtest", "test/unit/test_save_migrations.gd",
            'extends GutTest\n\n\nfunc _fixture(name: String) -> Dictionary:\n'
            '\treturn JSON.parse_string(FileAccess.get_file_as_string("res://test/fixtures/%s" % name))\n\n\n'
            'func test_v1_save_gets_bait() -> void:\n\tvar data := SaveMigrations.migrate(_fixture("save_v1.json"))\n'
            '\tassert_eq(data["bait"]["worm"], 10)\n\tassert_eq(data["save_version"], SaveManager.SAVE_VERSION)\n')
    s.bash("migfail", GUT, "res://test/unit/test_save_migrations.gd\n* test_v1_save_gets_bait\n"
           "    [Failed]:  [2] expected to equal [1]\n          at line 11\n\n---- Totals ----\nTests             8\n"
           "Passing Tests     7\nFailing Tests     1", code=1)
    s.edit("bumpver", "scripts/autoload/save_manager.gd", "const SAVE_VERSION: int = 1",
           "const SAVE_VERSION: int = 2")
    s.bash("migok", GUT, gut_ok(4, 8, 52, "0.158"))
    s.bash("commit4", "git add -A && git commit -m 'feat(save): format 2 with bait inventory, migrations + v1 "
           "fixture'", "[main 3d90c7e] feat(save): format 2 with bait inventory, migrations + v1 fixture\n"
           " 5 files changed, 71 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("demoplan", "Call with Dev Ramaswamy this morning. The demo is Willow Pond only, 8 of the 24 species, "
             "and the journal capped at the demo fish. Let's keep a separate `demo` git branch where the other "
             "levels and species are deleted, and build the Steam demo from that branch. Dev's rules for Steam: "
             "we never push a build live ourselves, uploads go to the beta branch and he promotes them to default. "
             "For fest-week emergencies his phone is +44 7700 900417.")
    s.bash("demobranch", "git switch -c demo && git rm -q scenes/levels/reed_marsh.tscn scripts/fish/species_full.tres "
           "&& git commit -qm 'demo: strip reed marsh and non-demo species' && git log --oneline -1",
           "Switched to a new branch 'demo'\n0be4418 demo: strip reed marsh and non-demo species")
    s.bash(None, "git switch main", "Switched to branch 'main'\nYour branch is up to date with 'origin/main'.")
    s.prompt("hitch", "Kasia playtested the web build: a visible hitch, maybe a third of a second, right after every "
             "catch. Desktop barely shows it. Can you profile?")
    s.bash("profile", "godot --headless --path . --script tools/bench_save.gd",
           "save_game() x20 (desktop):   avg 4.1 ms, max 6.3 ms\nJSON.stringify: 1.2 ms  FileAccess write+close: 2.7 ms\n"
           "note: on Web, FileAccess.close() on user:// triggers an IDBFS sync on the main thread")
    s.read("readsave", "scripts/autoload/save_manager.gd", SAVE_MANAGER_GD.replace(
        "data[\"save_version\"] = SAVE_VERSION", "data[\"save_version\"] = SAVE_VERSION  # v2"))
    s.prompt("autosave2", "Then the autosave after every catch goes. Autosave when the player changes scene, when "
             "the pause menu opens, and on quit (close request). The catch is already in the journal in memory; "
             "losing one fish to a crash is acceptable, a hitch on every catch is not.")
    s.edit("autosavefix", "scripts/autoload/save_manager.gd",
           "func _ready() -> void:\n\t# cozy rule: a caught fish is never lost, so save right after every catch\n"
           "\tGameState.fish_caught.connect(_on_fish_caught)\n\n\nfunc _on_fish_caught(_species_id: StringName, "
           "_weight_g: int) -> void:\n\tsave_game()\n",
           "func _ready() -> void:\n\t# autosave points: scene change, pause menu, quit (not per catch: IDBFS sync "
           "hitch on Web)\n\tGameState.level_changed.connect(func(_l: StringName) -> void: save_game())\n"
           "\tGameState.paused.connect(save_game)\n\tget_tree().set_auto_accept_quit(false)\n\n\n"
           "func _notification(what: int) -> void:\n\tif what == NOTIFICATION_WM_CLOSE_REQUEST:\n\t\tsave_game()\n"
           "\t\tget_tree().quit()\n")
    s.bash(None, GUT, gut_ok(4, 8, 52, "0.149"))
    s.bash("commit5", "git add -A && git commit -m 'perf(save): autosave on scene change, pause and quit instead of "
           "after every catch'", "[main 61c3f2a] perf(save): autosave on scene change, pause and quit instead of "
           "after every catch\n 1 file changed, 11 insertions(+), 6 deletions(-)")
    s.bash("rebasefail", "git switch demo && git rebase main",
           "Switched to branch 'demo'\nAuto-merging scripts/fish/fish_table.gd\nCONFLICT (modify/delete): "
           "scripts/fish/species_full.tres deleted in 0be4418 (demo: strip reed marsh and non-demo species) and "
           "modified in HEAD.\nerror: could not apply 0be4418... demo: strip reed marsh and non-demo species\n"
           "hint: Resolve all conflicts manually, mark them as resolved with \"git add/rm <conflicted_files>\"",
           code=1)
    s.bash(None, "git rm -q scripts/fish/species_full.tres && GIT_EDITOR=true git rebase --continue",
           "Successfully rebased and updated refs/heads/demo.")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("dropbranch", "The demo branch was a mistake: third rebase conflict since Friday and we haven't even "
             "started fest polish. Delete it. Instead: a custom feature tag `demo` on separate 'Windows Demo' and "
             "'Linux Demo' export presets, and the code checks OS.has_feature(\"demo\") to hide Reed Marsh and the "
             "non-demo species. One branch, two sets of presets.")
    s.bash("delbranch", "git branch -D demo && git push origin --delete demo",
           "Deleted branch demo (was 7d15e02).\nTo github.com:mossbank/reedwater.git\n - [deleted]         demo")
    s.edit("demopresets", "export_presets.cfg", '[preset.2]\n\nname="Web"',
           '[preset.3]\n\nname="Windows Demo"\nplatform="Windows Desktop"\nrunnable=false\ncustom_features="demo"\n'
           'export_filter="all_resources"\nexclude_filter="test/*, addons/gut/*, scenes/levels/reed_marsh.tscn"\n'
           'export_path="build/demo-windows/ReedwaterDemo.exe"\n\n[preset.4]\n\nname="Linux Demo"\n'
           'platform="Linux"\nrunnable=false\ncustom_features="demo"\nexport_filter="all_resources"\n'
           'exclude_filter="test/*, addons/gut/*, scenes/levels/reed_marsh.tscn"\n'
           'export_path="build/demo-linux/reedwater_demo.x86_64"\n\n[preset.2]\n\nname="Web"')
    s.edit("demofilter", "scripts/fish/fish_table.gd", "static func for_level(level: StringName) -> Array[FishSpecies]:\n"
           "\treturn _by_level.get(level, [] as Array[FishSpecies])",
           "static func for_level(level: StringName) -> Array[FishSpecies]:\n"
           "\tvar all: Array[FishSpecies] = _by_level.get(level, [] as Array[FishSpecies])\n"
           "\tif OS.has_feature(\"demo\"):\n\t\treturn all.filter(func(f: FishSpecies) -> bool: return f.in_demo)\n"
           "\treturn all")
    s.prompt("renameplan", "Two renames while the code is small. SaveManager also handles settings and the backup "
             "file now, so call the autoload SaveService, file scripts/autoload/save_service.gd. And "
             "ReelMinigame.catch_fish() becomes land_fish(): Kasia's UI text says 'landed', and 'catch' reads like "
             "exception handling.")
    s.bash("gitmvsave", "git mv scripts/autoload/save_manager.gd scripts/autoload/save_service.gd && git status --short",
           "R  scripts/autoload/save_manager.gd -> scripts/autoload/save_service.gd")
    s.edit("autoloadrename", "project.godot", 'SaveManager="*res://scripts/autoload/save_manager.gd"',
           'SaveService="*res://scripts/autoload/save_service.gd"')
    s.grep("grepsave", "SaveManager", ["scripts/autoload/save_service.gd", "scripts/ui/pause_menu.gd",
                                       "scripts/ui/title_screen.gd", "scripts/save/migrations.gd",
                                       "test/unit/test_save_migrations.gd"])
    multiedit(s, "multisave", "scripts/ui/pause_menu.gd",
              [("SaveManager.save_game()", "SaveService.save_game()", True),
               ("SaveManager.saved.connect(_on_saved)", "SaveService.saved.connect(_on_saved)", False)])
    multiedit(s, None, "scripts/ui/title_screen.gd",
              [("SaveManager.load_game()", "SaveService.load_game()", True),
               ("if FileAccess.file_exists(SaveManager.SLOT_PATH):", "if FileAccess.file_exists(SaveService.SLOT_PATH):",
                False)])
    s.edit(None, "scripts/save/migrations.gd", "## Upgrades an old save dictionary one version at a time until it "
           "reaches SaveManager.SAVE_VERSION.", "## Upgrades an old save dictionary one version at a time until it "
           "reaches SaveService.SAVE_VERSION.")
    s.grep("grepcatch", "catch_fish", ["scripts/fishing/reel_minigame.gd", "scripts/fishing/bobber.gd"])
    multiedit(s, "multiland", "scripts/fishing/reel_minigame.gd",
              [("\t\tcatch_fish()\n", "\t\tland_fish()\n", False),
               ("func catch_fish() -> void:", "func land_fish() -> void:", False)])
    failed(s, "bobberfail", "Edit", {"file_path": f"{s.cwd}/scripts/fishing/bobber.gd", "old_string":
           "reel.catch_fish()", "new_string": "reel.land_fish()", "replace_all": False},
           "String to replace not found in file.\nString: reel.catch_fish()")
    s.read(None, "scripts/fishing/bobber.gd", 'class_name Bobber\nextends Sprite2D\n## The float: dips when a fish '
           'bites, starts the reel minigame.\n\n@export var reel_scene: PackedScene\nvar _reel: ReelMinigame\n\n\n'
           'func _on_reel_finished(landed: bool) -> void:\n\tif landed:\n\t\t_reel.catch_fish()\n'
           '\t_reel.queue_free()\n')
    s.edit(None, "scripts/fishing/bobber.gd", "_reel.catch_fish()", "_reel.land_fish()")
    s.prompt("shells", "And save format 3: Kasia renamed the currency from coins to shells everywhere in the UI, "
             "the save key follows. Migration 2->3 renames the key, and copy the current save into test/fixtures as "
             "save_v2.json for the test.")
    s.edit("mig3", "scripts/save/migrations.gd", "\tif version < 2:\n\t\tdata = _v1_to_v2(data)\n",
           "\tif version < 2:\n\t\tdata = _v1_to_v2(data)\n\tif version < 3:\n\t\tdata = _v2_to_v3(data)\n")
    s.edit(None, "scripts/save/migrations.gd", "\tdata[\"save_version\"] = 2\n\treturn data\n",
           "\tdata[\"save_version\"] = 2\n\treturn data\n\n\n## v3: coins -> shells (UI currency renamed).\n"
           "static func _v2_to_v3(data: Dictionary) -> Dictionary:\n\tdata[\"shells\"] = data.get(\"coins\", 0)\n"
           "\tdata.erase(\"coins\")\n\tdata[\"save_version\"] = 3\n\treturn data\n")
    s.edit("savever3", "scripts/autoload/save_service.gd", "const SAVE_VERSION: int = 2", "const SAVE_VERSION: int = 3")
    s.bash("testfail6", GUT, "SCRIPT ERROR: Parse Error: Identifier \"SaveManager\" not declared in the current "
           "scope.\n          at: GDScript::reload (res://test/unit/test_save_migrations.gd:12)\n"
           "---- 1 scripts failed to load ----", code=1)
    s.edit("testfix6", "test/unit/test_save_migrations.gd", "SaveManager.SAVE_VERSION", "SaveService.SAVE_VERSION")
    s.bash("testok6", GUT, gut_ok(5, 11, 63, "0.171"))
    s.bash("commit6", "git add -A && git commit -m 'refactor: SaveManager -> SaveService, catch_fish -> land_fish; "
           "feat(save): format 3 (shells); demo via feature tag'",
           "[main 90b1d57] refactor: SaveManager -> SaveService, catch_fish -> land_fish; feat(save): format 3 "
           "(shells); demo via feature tag\n 11 files changed, 84 insertions(+), 29 deletions(-)\n "
           "rename scripts/autoload/{save_manager.gd => save_service.gd} (87%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("release", "Release day: 0.4.0, the fest demo. Bump the version, tag, let CI push the full build to "
             "itch for the testers, and export the two demo presets locally. Dev uploads the Steam demo himself "
             "through the SteamPipe GUI this time (demo app 3184420, depots 3184421 Windows and 3184422 Linux), "
             "so zip the demo builds and put them in the shared drive for him.")
    s.edit("bump040", "project.godot", 'config/version="0.3.0"', 'config/version="0.4.0"')
    s.bash(None, "sed -i 's/0.3.0.0/0.4.0.0/g' export_presets.cfg && git diff --stat",
           " export_presets.cfg | 4 ++--\n project.godot      | 2 +-\n 2 files changed, 3 insertions(+), 3 deletions(-)")
    s.bash("gut7", GUT, gut_ok(6, 24, 118, "0.302"))
    s.write("changelog040", "CHANGELOG.md", "# Changelog\n\n## 0.4.0" + CHANGELOG_MD.split("## 0.4.0")[1])
    s.bash("tag040", "git add -A && git commit -qm 'release: 0.4.0 (fest demo)' && git tag v0.4.0 && "
           "git push origin main --tags", "To github.com:mossbank/reedwater.git\n   90b1d57..e4a6c18  main -> main\n"
           " * [new tag]         v0.4.0 -> v0.4.0")
    s.bash("ci040", "gh run watch --exit-status", "✓ v0.4.0 release · 9644017732\nJOBS\n✓ export (Windows Desktop) in "
           "3m20s\n✓ export (Linux) in 3m04s\n✓ export (Web) in 2m49s\n\nANNOTATIONS\n- butler push build/windows "
           "mossbank/reedwater:windows --userversion 0.4.0\n  > Pushed build #1119873 (patch 3.1 MiB of 77 MiB)")
    failed(s, "relfail", "Bash", {"command": "gh release create v0.4.0 --generate-notes build/*.zip"},
           "HTTP 422: Validation Failed (https://api.github.com/repos/mossbank/reedwater/releases)\n"
           "Release.tag_name already exists")
    s.prompt("noghrelease", "Leave the GitHub release, CI already made one from the tag. We don't attach builds "
             "there anyway: itch and Steam are the only places builds go.")
    s.bash("demozip", 'godot --headless --export-release "Windows Demo" && godot --headless --export-release '
           '"Linux Demo" && cd build && zip -qr reedwater-demo-0.4.0-windows.zip demo-windows && zip -qr '
           'reedwater-demo-0.4.0-linux.zip demo-linux && ls -lh *.zip',
           "-rw-r--r-- 1 noor noor 58M Jun 17 15:02 reedwater-demo-0.4.0-linux.zip\n"
           "-rw-r--r-- 1 noor noor 61M Jun 17 15:02 reedwater-demo-0.4.0-windows.zip")
    s.remember("memrelease", "reedwater 0.4.0 released 17 June 2027 (tag v0.4.0): full build on itch channels "
               "windows/linux/html5, Steam demo app 3184420 (depot 3184421 Windows, 3184422 Linux) uploaded by Dev "
               "Ramaswamy with the SteamPipe GUI from the zips. Steam rule: builds only go to the beta branch, Dev "
               "promotes to default. Dev's phone for fest emergencies: +44 7700 900417. Cozy Quest Fest runs Mon 21 "
               "- Mon 28 June, opens 17:00 UTC.", "0.4.0 release and the Steam demo", "fact")
    s.prompt("festplan", "Plan for Monday: the fest opens at 17:00 UTC, I'm on watch from 16:00 with the Steam "
             "discussions and the Discord open, Tuesday morning is reserved for a hotfix if we need one.")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("shopbug", "Fest day one, 1,100 demo players in the first three hours. Top report in the Steam "
             "discussions: with a controller you can't close the tackle shop, B / Circle does nothing and you're "
             "stuck in the pause state.")
    s.grep(None, "ui_cancel", ["scripts/ui/tackle_shop.gd", "scripts/ui/pause_menu.gd", "scripts/ui/journal.gd"])
    s.read("readshop", "scripts/ui/tackle_shop.gd", TACKLE_SHOP_GD)
    s.prompt("shopwhy", "There it is: with a gamepad the ItemList always has focus (grab_focus() in open()), and "
             "the close check requires that it doesn't. Mouse users click the X so we never noticed. Just "
             "drop the has_focus() guard.")
    s.edit("shopfix", "scripts/ui/tackle_shop.gd",
           '\tif visible and event.is_action_pressed("ui_cancel") and not _list.has_focus():',
           '\tif visible and event.is_action_pressed("ui_cancel"):')
    s.prompt("matchplan", "While we're in there for 0.4.1: the migrations chain of ifs is getting hard to read. "
             "Turn migrate() into a match on the version, one branch per format, and an explicit fallback for a "
             "version we don't know.")
    s.edit("matchrefactor", "scripts/save/migrations.gd",
           "\tvar version = data.get(\"save_version\", 1)\n\tif version < 2:\n\t\tdata = _v1_to_v2(data)\n"
           "\tif version < 3:\n\t\tdata = _v2_to_v3(data)\n\treturn data\n",
           "\tmatch data.get(\"save_version\", 1):\n\t\t1:\n\t\t\treturn _v2_to_v3(_v1_to_v2(data))\n\t\t2:\n"
           "\t\t\treturn _v2_to_v3(data)\n\t\t3:\n\t\t\treturn data\n\t\t_:\n"
           "\t\t\tpush_warning(\"unknown save version %s, starting fresh\" % data.get(\"save_version\"))\n"
           "\t\t\treturn GameState.new_game_dict()\n")
    s.bash("gut8", GUT, gut_ok(6, 25, 121, "0.298"))
    s.prompt("steamci", "And Steam: Dev uploaded the Linux zip into the Windows depot on Thursday, so the Windows "
             "demo was broken for the first hour of the preview. He agrees we stop doing it by hand. Add a steam "
             "job to the release workflow with game-ci/steam-deploy@v3 that uploads the two demo presets to the "
             "beta branch; Dev still sets it live. The builder account is mossbank_builder, config.vdf goes in the "
             "STEAM_CONFIG_VDF secret.")
    s.edit("steamjob", ".github/workflows/release.yml", '            --userversion "${GITHUB_REF_NAME#v}"\n',
           '            --userversion "${GITHUB_REF_NAME#v}"\n\n' + STEAM_JOB_YML)
    s.bash("steamsecret", "gh secret set STEAM_USERNAME -b mossbank_builder && gh secret set STEAM_CONFIG_VDF < "
           "~/steam/config_b64.txt", "✓ Set Actions secret STEAM_USERNAME for mossbank/reedwater\n"
           "✓ Set Actions secret STEAM_CONFIG_VDF for mossbank/reedwater")
    s.edit(None, "project.godot", 'config/version="0.4.0"', 'config/version="0.4.1"')
    s.bash("tag041", "git add -A && git commit -qm 'fix: controller can close the tackle shop; ci: steam-deploy to "
           "beta; refactor(save): match in migrate()' && git tag v0.4.1 && git push origin main --tags && "
           "gh run watch --exit-status", "✓ v0.4.1 release · 9671184520\nJOBS\n✓ export (Windows Desktop) in 3m18s\n"
           "✓ export (Linux) in 3m01s\n✓ export (Web) in 2m52s\n✓ steam in 4m37s\n\nANNOTATIONS\n"
           "- Successfully finished AppID 3184420 build (BuildID 14628857), set live on branch beta")
    s.prompt("dev041", "Dev set build 14628857 live on the default branch at 21:10 UTC. Done for today.")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Bad morning. Dev rang at 07:40 UTC: since last night's 0.4.1 several players say their "
             "progress is gone, back to day 1 with 0 shells and an empty journal. 14 reports on the Steam "
             "discussions, more on Discord. One player (mirrel_fox) sent their save file, it's in ~/Downloads.")
    s.bash("playersave", "cat ~/Downloads/save_slot_1.json | head -12",
           '{\n\t"bait": {\n\t\t"bread": 0,\n\t\t"fly": 0,\n\t\t"worm": 10\n\t},\n\t"day": 1,\n\t"journal": [],\n'
           '\t"rod_level": 1,\n\t"save_version": 3,\n\t"shells": 0\n}')
    s.bash("bakfile", "cat ~/Downloads/save_slot_1.bak | grep -E 'day|shells|save_version'",
           '\t"day": 6,\n\t"save_version": 3,\n\t"shells": 410')
    s.bash("repro", "godot --headless --script tools/repro_version.gd",
           "parsed save_version = 3 (type 3 = TYPE_FLOAT)\nmatch 3.0 against int pattern 3: no match -> falls to _\n"
           "WARNING: unknown save version 3, starting fresh\n     at: migrate (res://scripts/save/migrations.gd:9)")
    s.prompt("incwhy", "So that's the wipe. JSON.parse_string gives every number back as a float, so save_version "
             "is 3.0. The old `if version < 2` chain didn't care, but yesterday's match does: 3.0 doesn't match the "
             "int pattern 3, it fell through to the unknown-version branch and we handed back a new game, and the "
             "next scene-change autosave wrote it over the real save. The .bak still has the previous save for "
             "people who haven't changed scene twice since.")
    s.edit("incfix", "scripts/save/migrations.gd", "\tmatch data.get(\"save_version\", 1):\n",
           "\t# JSON numbers parse as float: 3.0 would not match the int pattern 3\n"
           "\tmatch int(data.get(\"save_version\", 1)):\n")
    s.edit("nooverwrite", "scripts/save/migrations.gd",
           "\t\t\tpush_warning(\"unknown save version %s, starting fresh\" % data.get(\"save_version\"))\n"
           "\t\t\treturn GameState.new_game_dict()\n",
           "\t\t\tpush_error(\"unknown save version %s: refusing to migrate\" % data.get(\"save_version\"))\n"
           "\t\t\tSaveService.quarantine_current_save()  # copied to save_slot_1.unknown.json, never overwritten\n"
           "\t\t\treturn GameState.new_game_dict()\n")
    s.write("restore", "scripts/ui/restore_prompt.gd",
            'extends ConfirmationDialog\n## 0.4.2: if the main save looks like a fresh start (day 1, empty journal) '
            'but\n## save_slot_1.bak has progress, offer to restore the backup.\n\n\nfunc _ready() -> void:\n'
            '\tconfirmed.connect(SaveService.restore_backup)\n\tdialog_text = "We found an older save with more '
            'progress. Restore it?"\n')
    s.write("regtest", "test/unit/test_save_version_types.gd",
            'extends GutTest\n## Regression for the 0.4.1 save wipe: versions read from JSON are floats.\n\n\n'
            'func test_float_version_three_is_current() -> void:\n'
            '\tvar data := SaveMigrations.migrate(JSON.parse_string(\'{"save_version": 3, "shells": 410, "day": 6}\'))\n'
            '\tassert_eq(data["shells"], 410)\n\tassert_eq(int(data["day"]), 6)\n\n\n'
            'func test_v2_fixture_parsed_from_disk() -> void:\n\tvar data := SaveMigrations.migrate(JSON.parse_string('
            'FileAccess.get_file_as_string("res://test/fixtures/save_v2.json")))\n\tassert_true(data.has("shells"))\n')
    s.bash("gut9", GUT, gut_ok(7, 28, 133, "0.321"))
    pre(s, "prehotfix", "Bash", {"command": "git tag v0.4.2 && git push origin main --tags",
                                 "description": "Tag and push the 0.4.2 save-wipe hotfix"})
    s.bash("tag042", "sed -i 's/config\\/version=\"0.4.1\"/config\\/version=\"0.4.2\"/' project.godot && git add -A "
           "&& git commit -qm 'fix(save): cast save_version to int before match; quarantine unknown saves; offer "
           "restore from backup' && git tag v0.4.2 && git push origin main --tags && gh run watch --exit-status",
           "✓ v0.4.2 release · 9673302218\nJOBS\n✓ export (Windows Desktop) in 3m15s\n✓ export (Linux) in 2m59s\n"
           "✓ export (Web) in 2m47s\n✓ steam in 4m12s\n\nANNOTATIONS\n- Successfully finished AppID 3184420 build "
           "(BuildID 14633102), set live on branch beta")
    s.lesson("lesson2", "Numbers that come out of JSON.parse_string in Godot 4 are always floats. Cast with int() "
             "before a `match` or a typed comparison on a version or id read from JSON: `match 3.0` does not match "
             "the pattern `3`. And an unknown save version must never silently produce a new game that the next "
             "autosave writes over the real one.", "reedwater 0.4.1 save wipe during the Cozy Quest Fest")
    s.prompt("incdone", "Dev set 14633102 live on default at 11:40 UTC and pinned an announcement explaining the "
             "restore prompt. Four players confirmed they got their save back.", minutes=185)
    s.remember("memincident", "Incident 22 June 2027 (fest day 2): 0.4.1 wiped progress for players whose save was "
               "format 3. Cause: the match-based migrate() refactor in 0.4.1 compared the float 3.0 from JSON against "
               "int patterns, fell into the unknown-version branch, returned a new game, the scene-change autosave "
               "overwrote the save. Fix 0.4.2 (Steam build 14633102, live 11:40 UTC): int() cast, quarantine unknown "
               "saves, restore prompt from save_slot_1.bak. 14 Steam reports + Discord; Dev posted the announcement.",
               "0.4.1 save wipe incident", "decision")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("nothreads", "Two things from the itch comments. The Web build doesn't start at all in Safari on iPad, "
             "and with itch's SharedArrayBuffer mode the fullscreen button and the itch overlay are broken. Godot "
             "4.3 can export the web build without threads now, and Kasia retested audio: with 4.3's sample "
             "playback the crackling is gone. So: thread support OFF for Web, untick SharedArrayBuffer on itch. "
             "While you're there, name the channel `web` instead of `html5`, and Kasia would like the exported "
             "page to be called reedwater.html so the downloadable zip is self-explanatory.")
    s.edit("threadsoff", "export_presets.cfg", "variant/thread_support=true", "variant/thread_support=false")
    s.edit("webpath", "export_presets.cfg", 'export_path="build/web/index.html"', 'export_path="build/web/reedwater.html"')
    multiedit(s, "channelrename", ".github/workflows/release.yml",
              [("          - preset: \"Web\"\n            out: build/web/index.html\n            channel: html5",
                "          - preset: \"Web\"\n            out: build/web/reedwater.html\n            channel: web", False)])
    failed(s, "servefail", "Bash", {"command": "python3 tools/serve_web.py", "run_in_background": False},
           "Exit code 1\nTraceback (most recent call last):\n  File \"/home/noor/src/reedwater/tools/serve_web.py\", "
           "line 18, in <module>\n    ThreadingHTTPServer((\"127.0.0.1\", PORT), partial(Isolated, directory=\"build/web\"))"
           ".serve_forever()\nOSError: [Errno 98] Address already in use")
    s.bash(None, "ss -ltnp | grep 8060", "LISTEN 0  5  127.0.0.1:8060  0.0.0.0:*  users:((\"python3\",pid=48213,fd=3))")
    s.bash("serve10", "python3 tools/serve_web.py & sleep 1 && curl -s -o /dev/null -w '%{http_code}' "
           "http://127.0.0.1:8060/reedwater.html", "200")
    s.bash("tag043", "sed -i 's/0.4.2/0.4.3/' project.godot && git add -A && git commit -qm 'build(web): single-threaded "
           "export, itch channel web, page reedwater.html' && git tag v0.4.3 && git push origin main --tags && "
           "gh run watch --exit-status", "✓ v0.4.3 release · 9702210877\n✓ export (Web) in 2m31s\n"
           "ANNOTATIONS\n- butler push build/web mossbank/reedwater:web --userversion 0.4.3\n"
           "  > For channel `web`: pushing first build")
    s.prompt("blank2", "Kasia: the browser version is a black box again on itch. No console errors this time, the "
             "iframe is just empty, and the itch edit page says 'No index.html found in upload'.")
    s.bash("butlerls", "butler ls mossbank/reedwater:web | head -6",
           "├── reedwater.html (5.2 KiB)\n├── reedwater.js (311 KiB)\n├── reedwater.wasm (35.4 MiB)\n"
           "├── reedwater.pck (12.8 MiB)\n├── reedwater.png (9.1 KiB)\n└── reedwater.audio.worklet.js (7.0 KiB)")
    s.prompt("blank2why", "Different cause from the first black screen: itch serves index.html from the root of the "
             "upload and ours is now reedwater.html, my rename from this morning. Put the Web export path back to "
             "build/web/index.html; the zip name on itch is what people see anyway.")
    s.edit("webpathfix", "export_presets.cfg", 'export_path="build/web/reedwater.html"', 'export_path="build/web/index.html"')
    s.edit(None, ".github/workflows/release.yml", "            out: build/web/reedwater.html\n",
           "            out: build/web/index.html\n")
    s.bash("tag044", "sed -i 's/0.4.3/0.4.4/' project.godot && git add -A && git commit -qm 'fix(web): export "
           "index.html again, itch needs it at the upload root' && git tag v0.4.4 && git push origin main --tags && "
           "gh run watch --exit-status && butler status mossbank/reedwater:web",
           "✓ v0.4.4 release · 9702477105\n✓ export (Web) in 2m29s\n| web     | #9981122 | √ #1131904 | 0.4.4   |")
    s.prompt("html5gone", "Web works in Safari and in the itch overlay now. I hid the old html5 upload on itch "
             "and unticked SharedArrayBuffer there.")
    s.lesson("lesson3", "itch.io only embeds an HTML5 upload that has index.html at its root; a Godot Web export "
             "renamed to <game>.html pushes fine with butler but shows an empty frame. Keep the Web preset's export "
             "path build/web/index.html.", "second black web build on itch, 25 June 2027")
    s.remember("memweb", "reedwater Web build (since 25 June 2027, 0.4.4): Web preset exported with "
               "thread_support=false (single-threaded, no SharedArrayBuffer needed; works in Safari/iPad and the "
               "itch overlay), page must stay build/web/index.html, itch channel is `web` (old `html5` upload "
               "hidden), SharedArrayBuffer option unticked on itch.", "web export setup", "decision")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git log --oneline v0.4.0..HEAD", "b81d4c0 fix(web): export index.html again, itch needs it at the "
           "upload root\n5c2e9f1 build(web): single-threaded export, itch channel web, page reedwater.html\n"
           "a7f03d2 fix(save): cast save_version to int before match; quarantine unknown saves; offer restore from "
           "backup\n4e11b86 fix: controller can close the tackle shop; ci: steam-deploy to beta; refactor(save): "
           "match in migrate()")
    s.prompt("festresults", "Fest is over. Dev's numbers: 2,340 people played the demo, median session 38 minutes, "
             "1,120 new wishlists during the week (we're at 4,870 total). Good enough that Little Harbor wants 0.5.0 "
             "with the winter level on 20 July.")
    s.prompt("fixturerule", "New rule after the wipe: every change to the save format ships with a fixture of the "
             "previous format in test/fixtures/ and a GUT test that loads it from disk through JSON, not a "
             "dictionary literal. No exceptions, and I review those tests myself.")
    s.glob(None, "test/fixtures/*.json", ["test/fixtures/save_v1.json", "test/fixtures/save_v2.json"])
    s.bash("fixture3", "cp ~/.local/share/godot/app_userdata/Reedwater/save_slot_1.json test/fixtures/save_v3.json "
           "&& git add test/fixtures/save_v3.json && git status --short", "A  test/fixtures/save_v3.json")
    s.prompt("devchangelog", "Dev asks that Steam news posts and the changelog use the same shape: one line per "
             "change, each starting with Added:, Changed: or Fixed:, newest version on top, no internal refactor "
             "lines. Update CHANGELOG.md through 0.4.4 that way.")
    s.write("changelog", "CHANGELOG.md", CHANGELOG_MD.replace("# Changelog\n\n", "# Changelog\n\n## 0.4.4 (25 June "
            "2027)\n- Fixed: the browser version showed an empty frame on itch.io.\n\n## 0.4.3 (25 June 2027)\n"
            "- Changed: the browser version no longer needs SharedArrayBuffer and runs in Safari and on iPad.\n\n")
            .replace("- Changed: save migrations tidied up.\n", ""))
    s.prompt("roadmap", "Plan for the next weeks: Kasia is on holiday 5 to 16 July. Thursday I start the ice-fishing "
             "prototype for Frostmere, the winter lake (drill a hole, a shorter reel bar). Frostmere adds a "
             "temperature stat, so that will be save format 4, fixture rule applies. 0.5.0 goes out on Tuesday 20 "
             "July.")
    s.remember("memroadmap", "reedwater after the fest (29 June 2027): 2,340 demo players, median 38 min, 1,120 "
               "wishlists in fest week (4,870 total). Next: 0.5.0 on 20 July with Frostmere (winter lake, "
               "ice-fishing, save format 4 with temperature). Kasia on holiday 5-16 July. Rule: every save format "
               "change ships with a fixture of the previous format in test/fixtures/ and a GUT test loading it from "
               "disk. Changelog/Steam news lines start with Added:/Changed:/Fixed:.", "post-fest plan and rules",
               "decision")
    s.bash("gut11", GUT, gut_ok(7, 29, 136, "0.318"))
    s.bash("commit11", "git add -A && git commit -m 'docs: changelog in Added/Changed/Fixed form; test: v3 save "
           "fixture'", "[main d35a7e8] docs: changelog in Added/Changed/Fixed form; test: v3 save fixture\n"
           " 2 files changed, 31 insertions(+), 4 deletions(-)")
    s.lesson("lesson4", "When a refactor changes how a persisted value is compared (if-chain to match, untyped to "
             "typed), test it against real files of every older format loaded through the same parser the game "
             "uses, not against literals typed into the test.", "post-mortem of the 0.4.1 save wipe")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-06-01T08:40:00", "4b1e7c20-9a31-4f0e-8d12-a0b1c2d34301", s1),    # Tue
    ("s2", "2027-06-03T12:15:00", "5c2f8d31-ab42-4021-9e23-b1c2d3e44302", s2),    # Thu
    ("s3", "2027-06-07T09:05:00", "6d309e42-bc53-4132-af34-c2d3e4f54303", s3),    # Mon
    ("s4", "2027-06-09T13:30:00", "7e41af53-cd64-4243-b045-d3e4f5065304", s4),    # Wed
    ("s5", "2027-06-11T10:00:00", "8f52b064-de75-4354-c156-e4f506176305", s5),    # Fri
    ("s6", "2027-06-15T09:20:00", "9063c175-ef86-4465-d267-f50617287306", s6),    # Tue
    ("s7", "2027-06-17T13:00:00", "a174d286-f097-4576-e378-061728398307", s7),    # Thu
    ("s8", "2027-06-21T20:35:00", "b285e397-01a8-4687-f489-17283940a308", s8),    # Mon
    ("s9", "2027-06-22T07:55:00", "c396f4a8-12b9-4798-059a-283940a1b309", s9),    # Tue
    ("s10", "2027-06-25T10:30:00", "d4a705b9-23ca-48a9-16ab-3940a1b2c310", s10),  # Fri
    ("s11", "2027-06-29T14:00:00", "e5b816ca-34db-49ba-27bc-40a1b2c3d311", s11),  # Tue
]

#: When the questions are asked: the Monday after the last session (a Tuesday).
ASKED_AT = "2027-07-05T08:30:00Z"
