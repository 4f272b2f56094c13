"""The ten sessions of the lanternfold history, step by step (see build.py and README.md)."""
from __future__ import annotations

UNITY = "/opt/unity/6000.0.23f1/Editor/Unity"
UNITY_NEW = "/opt/unity/6000.0.32f1/Editor/Unity"


def run_tests(platform: str, total: int, editor: str = UNITY) -> tuple[str, str]:
    """A batch-mode Unity test run that passes: (command, output)."""
    cmd = (f"{editor} -batchmode -nographics -projectPath . -runTests -testPlatform {platform} "
           f"-testResults results/{platform.lower()}.xml -logFile - | tail -4")
    out = (f"Test run completed. Exiting with code 0 (Ok).\nResults: {total} tests, {total} passed, 0 failed, "
           f"0 skipped (results/{platform.lower()}.xml)\nExiting batchmode successfully now!")
    return cmd, out


BOARD_GRID = """using System;
using System.Collections.Generic;

namespace Lanternfold.Core
{
    /// A square board of tiles; a row or column slides and wraps around. Lanterns light when a chain
    /// of pipe tiles connects them to the wick tile.
    public sealed class BoardGrid
    {
        private readonly Tile[,] _tiles;

        public BoardGrid(int size)
        {
            if (size < 4 || size > 8)
            {
                throw new ArgumentOutOfRangeException(nameof(size), "board size is 4..8");
            }
            Size = size;
            _tiles = new Tile[size, size];
        }

        public int Size { get; }

        public Tile this[int x, int y]
        {
            get => _tiles[x, y];
            set => _tiles[x, y] = value;
        }

        public void SlideRow(int y, int steps)
        {
            var row = new Tile[Size];
            for (var x = 0; x < Size; x++)
            {
                row[Mod(x + steps, Size)] = _tiles[x, y];
            }
            for (var x = 0; x < Size; x++)
            {
                _tiles[x, y] = row[x];
            }
        }

        public void SlideColumn(int x, int steps)
        {
            var column = new Tile[Size];
            for (var y = 0; y < Size; y++)
            {
                column[Mod(y + steps, Size)] = _tiles[x, y];
            }
            for (var y = 0; y < Size; y++)
            {
                _tiles[x, y] = column[y];
            }
        }

        private static int Mod(int a, int n) => ((a % n) + n) % n;
    }
}
"""

BOARD_TESTS = """using Lanternfold.Core;
using NUnit.Framework;

namespace Lanternfold.Tests.EditMode
{
    public class BoardGridTests
    {
        [TestCase(1, 1)]
        [TestCase(-1, 5)]
        [TestCase(6, 0)]
        [TestCase(13, 1)]
        public void SlideRow_WrapsAround(int steps, int expectedX)
        {
            var board = new BoardGrid(6);
            board[0, 2] = Tile.Lantern;
            board.SlideRow(2, steps);
            Assert.That(board[expectedX, 2], Is.EqualTo(Tile.Lantern));
        }

        [TestCase(3)]
        [TestCase(9)]
        public void Constructor_RejectsSizeOutsideRange(int size)
        {
            Assert.Throws<System.ArgumentOutOfRangeException>(() => new BoardGrid(size));
        }
    }
}
"""

SWIPE = """using UnityEngine;
using UnityEngine.InputSystem.EnhancedTouch;
using Touch = UnityEngine.InputSystem.EnhancedTouch.Touch;

namespace Lanternfold.Input
{
    /// Turns one-finger drags into row/column slides. EnhancedTouch instead of a PlayerInput
    /// component: we need each finger's start position and its whole delta, not one action callback.
    public sealed class SwipeDetector : MonoBehaviour
    {
        private const float MinSwipePixels = 40f;

        [SerializeField] private BoardView _boardView;

        private void OnEnable() => EnhancedTouchSupport.Enable();
        private void OnDisable() => EnhancedTouchSupport.Disable();

        private void Update()
        {
            foreach (var touch in Touch.activeTouches)
            {
                if (touch.phase != UnityEngine.InputSystem.TouchPhase.Ended)
                {
                    continue;
                }
                var delta = touch.screenPosition - touch.startScreenPosition;
                if (delta.magnitude < MinSwipePixels)
                {
                    continue;
                }
                _boardView.Slide(touch.startScreenPosition, delta);
            }
        }
    }
}
"""

LEVEL_LOADER = """using System.Threading.Tasks;
using UnityEngine;
using UnityEngine.AddressableAssets;

namespace Lanternfold.Levels
{
    /// Loads LevelData assets through Addressables; pack 1 is local, later packs are remote.
    public sealed class LevelLoader : MonoBehaviour
    {
        private const string PackLabel = "levels-pack1";

        public async Task<LevelData> LoadAsync(int index)
        {
            var handle = Addressables.LoadAssetAsync<LevelData>($"Levels/level_{index:000}");
            return await handle.Task;
        }

        public Task PreloadPackAsync() => Addressables.DownloadDependenciesAsync(PackLabel).Task;
    }
}
"""

REMOTE_GROUP = """# Assets/AddressableAssetsData/AssetGroups/RemoteLevels.asset (BundledAssetGroupSchema)
m_Name: RemoteLevels
m_BuildPath: Remote.BuildPath      # ServerData/[BuildTarget]
m_LoadPath: Remote.LoadPath        # https://cdn.pebblewick.games/lanternfold/[BuildTarget]
m_BundleMode: PackTogetherByLabel
m_Compression: LZ4
m_Timeout: 10
m_RetryCount: 2
m_UseUnityWebRequestForLocalBundles: 0
"""

STORE_IAP = """using System;
using UnityEngine;
using UnityEngine.Purchasing;
using UnityEngine.Purchasing.Extension;

namespace Lanternfold.Store
{
    /// Unity IAP: consumable hint packs and the remove-ads unlock.
    public sealed class StoreService : MonoBehaviour, IDetailedStoreListener
    {
        private IStoreController _controller;

        private void Start()
        {
            var builder = ConfigurationBuilder.Instance(StandardPurchasingModule.Instance());
            builder.AddProduct("hints_small", ProductType.Consumable);
            builder.AddProduct("hints_large", ProductType.Consumable);
            builder.AddProduct("remove_ads", ProductType.NonConsumable);
            UnityPurchasing.Initialize(this, builder);
        }

        public void OnInitialized(IStoreController controller, IExtensionProvider extensions) => _controller = controller;
        public void OnInitializeFailed(InitializationFailureReason error) => OnInitializeFailed(error, null);
        public void OnInitializeFailed(InitializationFailureReason error, string message) =>
            Debug.LogError($"Unity IAP: Purchasing failed to initialize. Reason: {error}. {message}");
        public PurchaseProcessingResult ProcessPurchase(PurchaseEventArgs e) => Grant(e.purchasedProduct.definition.id);
        public void OnPurchaseFailed(Product p, PurchaseFailureDescription d) => Debug.LogWarning(d.message);
        public void OnPurchaseFailed(Product p, PurchaseFailureReason r) => Debug.LogWarning(r.ToString());

        private PurchaseProcessingResult Grant(string id) { Wallet.Grant(id); return PurchaseProcessingResult.Complete; }
    }
}
"""

STORE_RC = """using RevenueCat;
using UnityEngine;

namespace Lanternfold.Store
{
    /// RevenueCat Purchases: receipts are validated server-side, the remove-ads unlock is the
    /// entitlement "no_ads", hint packs are consumables in the "default" offering.
    public sealed class StoreService : MonoBehaviour
    {
        [SerializeField] private Purchases _purchases;

        private void Start() => _purchases.GetOfferings((offerings, error) =>
        {
            if (error != null)
            {
                Debug.LogError($"RevenueCat offerings failed: {error.Message}");
                return;
            }
            StoreView.Show(offerings.Current.AvailablePackages);
        });

        public void Buy(Purchases.Package package) => _purchases.PurchasePackage(package, (tx, info, cancelled, error) =>
        {
            if (error == null && !cancelled)
            {
                Wallet.Grant(tx.ProductIdentifier);
                Ads.SetEnabled(!info.Entitlements.Active.ContainsKey("no_ads"));
            }
        });
    }
}
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: Lanternfold, a portrait sliding-tile puzzle (slide rows and columns until the pipe "
             "chains light every lantern). Pebblewick is me plus Kofi Asante on art; the publisher is Orrery Play and "
             "Ines Carvalho is their producer. Unity 6 (6000.0.23f1) with URP, the new Input System only, Addressables "
             "for the level packs, Android first, iOS after launch. Soft launch in Canada and the Philippines is "
             "planned for Friday 28 May.")
    s.bash(None, "git status && ls", "On branch main\nnothing to commit, working tree clean\nAssets  Packages  "
           "ProjectSettings  README.md  .gitignore  .gitattributes")
    s.read("version", "ProjectSettings/ProjectVersion.txt", "m_EditorVersion: 6000.0.23f1\n"
           "m_EditorVersionWithRevision: 6000.0.23f1 (1c4764c07fb4)")
    s.prompt("style", "House rules for the C#: Allman braces, private fields as _camelCase with [SerializeField] "
             "instead of public fields, `var` only when the type is obvious from the right side. No GameObject.Find "
             "or FindObjectOfType in gameplay code: references are wired in the inspector or by the GameInstaller. "
             "Commit messages are conventional commits with a lowercase scope, e.g. `feat(board): slide rows`, "
             "imperative, no trailing period.")
    s.write("coreasmdef", "Assets/Scripts/Core/Lanternfold.Core.asmdef", "{\n    \"name\": \"Lanternfold.Core\",\n"
            "    \"rootNamespace\": \"Lanternfold.Core\",\n    \"references\": [],\n    \"autoReferenced\": true,\n"
            "    \"noEngineReferences\": true\n}\n")
    s.write("boardgrid", "Assets/Scripts/Core/BoardGrid.cs", BOARD_GRID)
    s.prompt("testhabit", "Testing: every piece of pure logic gets EditMode tests, NUnit with [TestCase] rows, one test "
             "class per type. PlayMode tests only for scene wiring (boot, loading a level). Run the EditMode suite "
             "from the command line before every commit, not just the Test Runner window.")
    s.write("boardtests", "Assets/Tests/EditMode/BoardGridTests.cs", BOARD_TESTS)
    s.write("testasmdef", "Assets/Tests/EditMode/Lanternfold.Tests.EditMode.asmdef", "{\n    \"name\": "
            "\"Lanternfold.Tests.EditMode\",\n    \"references\": [\"UnityEngine.TestRunner\", "
            "\"UnityEditor.TestRunner\"],\n    \"includePlatforms\": [\"Editor\"],\n    \"overrideReferences\": true,\n"
            "    \"precompiledReferences\": [\"nunit.framework.dll\"],\n    \"defineConstraints\": "
            "[\"UNITY_INCLUDE_TESTS\"]\n}\n")
    s.bash("testfail1", f"{UNITY} -batchmode -nographics -projectPath . -runTests -testPlatform EditMode "
           "-testResults results/editmode.xml -logFile - | grep -E 'error|Exiting'",
           "Assets/Tests/EditMode/BoardGridTests.cs(1,7): error CS0246: The type or namespace name 'Lanternfold' "
           "could not be found (are you missing a using directive or an assembly reference?)\n"
           "Assets/Tests/EditMode/BoardGridTests.cs(15,29): error CS0246: The type or namespace name 'BoardGrid' could "
           "not be found (are you missing a using directive or an assembly reference?)\n"
           "Scripts have compiler errors.\nExiting without the bug reporter. Application will terminate with return "
           "code 1", code=1)
    s.edit("asmfix", "Assets/Tests/EditMode/Lanternfold.Tests.EditMode.asmdef",
           "\"references\": [\"UnityEngine.TestRunner\", \"UnityEditor.TestRunner\"],",
           "\"references\": [\"UnityEngine.TestRunner\", \"UnityEditor.TestRunner\", \"Lanternfold.Core\"],")
    cmd, out = run_tests("EditMode", 9)
    s.bash("testok1", cmd, out, minutes=4)
    s.bash("commit1", "git add -A && git commit -m 'feat(board): board model with wrapping row and column slides'",
           "[main 3b1f0c2] feat(board): board model with wrapping row and column slides\n 9 files changed, "
           "214 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("swipe", "Swipe input next. Use the EnhancedTouch API (Touch.activeTouches) in a SwipeDetector, not the "
             "PlayerInput component: we need each finger's start position and full delta. A swipe shorter than "
             "40 pixels is ignored (that's a tap on a tile).")
    s.write("swipedet", "Assets/Scripts/Input/SwipeDetector.cs", SWIPE)
    s.read(None, "ProjectSettings/ProjectSettings.asset", "  activeInputHandler: 1\n  # 0 = Input Manager (Old), "
           "1 = Input System Package (New), 2 = Both\n  AndroidMinSdkVersion: 22\n  AndroidTargetSdkVersion: 34\n"
           "  bundleVersion: 0.1.0")
    s.bash("inputfail", f"{UNITY} -batchmode -projectPath . -executeMethod Lanternfold.EditorTools.Smoke.PlayBoot "
           "-logFile - | grep -A3 Exception",
           "InvalidOperationException: You are trying to read Input using the UnityEngine.Input class, but you have "
           "switched active Input handling to Input System package in Player Settings.\n"
           "UnityEngine.Input.GetKeyDown (UnityEngine.KeyCode key) (at <7a1f3c>:0)\n"
           "Lanternfold.DebugTools.DebugOverlay.Update () (at Assets/Scripts/DebugTools/DebugOverlay.cs:31)",
           code=1)
    s.grep("grepinput", "Input\\.Get(Key|Axis|Mouse)", ["Assets/Scripts/DebugTools/DebugOverlay.cs",
                                                       "Assets/Plugins/FpsCounter/FpsCounter.cs"])
    s.prompt("inputcause", "It's our own DebugOverlay (backquote toggles it) and the FpsCounter plugin copied from "
             "the old project: both still poll the old UnityEngine.Input class. Don't set Active Input Handling to "
             "'Both', port them to Keyboard.current.")
    s.edit("overlayfix", "Assets/Scripts/DebugTools/DebugOverlay.cs", "if (Input.GetKeyDown(KeyCode.BackQuote))",
           "if (Keyboard.current != null && Keyboard.current.backquoteKey.wasPressedThisFrame)")
    s.edit("fpsfix", "Assets/Plugins/FpsCounter/FpsCounter.cs", "if (Input.GetKeyDown(KeyCode.F3))",
           "if (Keyboard.current != null && Keyboard.current.f3Key.wasPressedThisFrame)")
    s.prompt("bloom", "Look and feel: URP Bloom on the global volume, intensity 0.8, threshold 0.9, so only the "
             "lanterns glow, on every quality tier. Kofi's lantern art is painted for it. Lantern sprites go into one "
             "sprite atlas, max size 2048.")
    s.write("volume", "Assets/Settings/GlobalVolumeProfile.asset.txt", "# VolumeProfile overrides (as shown in the "
            "inspector)\nBloom:\n  active: true\n  threshold: 0.9\n  intensity: 0.8\n  scatter: 0.7\n  highQualityFiltering: "
            "false\nTonemapping:\n  mode: Neutral\nVignette:\n  active: false\n")
    s.write("atlas", "Assets/Art/Atlases/LanternAtlas.spriteatlasv2.txt", "# Sprite Atlas V2 settings\nincludeInBuild: "
            "true\npacking: { allowRotation: false, tightPacking: true, padding: 4 }\nplatforms:\n  Default: "
            "{ maxTextureSize: 2048, format: Automatic, compression: Normal }\n  Android: { maxTextureSize: 2048, "
            "format: ASTC 6x6 }\n")
    s.bash(None, "dotnet format whitespace Lanternfold.sln --verify-no-changes", "")
    s.remember("meminput", "Lanternfold input: only the new Input System (Active Input Handling = Input System Package, "
               "never 'Both'). Swipes are read with EnhancedTouch in Assets/Scripts/Input/SwipeDetector.cs; swipes "
               "under 40 px count as taps. Debug keys (backquote = DebugOverlay, F3 = FPS counter) go through "
               "Keyboard.current.", "Lanternfold input setup", "fact")
    s.bash("commit2", "git add -A && git commit -m 'feat(input): swipe detection with enhanced touch'",
           "[main 8c42d9e] feat(input): swipe detection with enhanced touch\n 11 files changed, 187 insertions(+), "
           "6 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("addr", "Levels as data: each level is a LevelData ScriptableObject. Pack 1 (Forest, 40 levels) ships "
             "inside the app, later packs download on demand. Addressables: a group RemoteLevels with the label "
             "levels-pack1, remote bundles on our own Cloudflare R2 bucket lanternfold-content behind "
             "cdn.pebblewick.games. It's cheap, no egress fees, and we already pay for it.")
    s.write("loader", "Assets/Scripts/Levels/LevelLoader.cs", LEVEL_LOADER)
    s.write("group", "Assets/AddressableAssetsData/AssetGroups/RemoteLevels.asset", REMOTE_GROUP)
    s.bash("keyfail", f"{UNITY} -batchmode -projectPath . -executeMethod Lanternfold.EditorTools.Smoke.PlayLevel "
           "-level 12 -logFile - | grep -B1 -A2 InvalidKey",
           "Exception encountered in operation Resource<LevelData>(Levels/level_012), status=Failed, result= : "
           "UnityEngine.AddressableAssets.InvalidKeyException: No Location found for Key=Levels/level_012, "
           "Type=Lanternfold.Levels.LevelData\n"
           "Lanternfold.Levels.LevelLoader.LoadAsync (System.Int32 index) (at Assets/Scripts/Levels/LevelLoader.cs:14)",
           code=1)
    s.glob("globlevels", "Assets/Levels/Forest/*.asset", [f"Assets/Levels/Forest/level_{i}.asset" for i in range(1, 13)])
    s.prompt("keycause", "The level assets were imported as level_1 .. level_40 without zero padding, and the group "
             "used 'Simplify Addressable Names', so the address is just level_12: there's no Levels/level_012 in the "
             "catalog. Set the addresses explicitly from an editor menu: Levels/forest/012. And the play mode script "
             "is 'Use Existing Build', so rebuild the content after changing addresses.")
    s.write("addrtool", "Assets/Editor/LevelAddressTool.cs", "using UnityEditor;\nusing UnityEditor.AddressableAssets;\n\n"
            "namespace Lanternfold.EditorTools\n{\n    /// Sets every level's address to Levels/{pack}/{index:000}.\n"
            "    public static class LevelAddressTool\n    {\n        [MenuItem(\"Lanternfold/Readdress Levels\")]\n"
            "        public static void Readdress()\n        {\n            var settings = "
            "AddressableAssetSettingsDefaultObject.Settings;\n            foreach (var entry in LevelEntries(settings))\n"
            "            {\n                entry.address = $\"Levels/{entry.parentGroup.Name.ToLowerInvariant()}/"
            "{LevelIndex(entry):000}\";\n            }\n        }\n    }\n}\n")
    s.edit("loaderaddr", "Assets/Scripts/Levels/LevelLoader.cs",
           "Addressables.LoadAssetAsync<LevelData>($\"Levels/level_{index:000}\")",
           "Addressables.LoadAssetAsync<LevelData>($\"Levels/{pack}/{index:000}\")")
    s.bash("buildcontent", f"{UNITY} -batchmode -projectPath . -executeMethod "
           "Lanternfold.EditorTools.ContentBuild.BuildAndroid -logFile - | tail -3",
           "Addressable content successfully built (duration : 0:00:07.412)\nBundles: 3 (local 1, remote 2), "
           "catalog_0.1.0.json + .hash\nExiting batchmode successfully now!")
    cmd, out = run_tests("EditMode", 14)
    s.bash(None, cmd, out)
    s.lesson("lesson1", "An Addressables InvalidKeyException ('No Location found for Key') means the address string is "
             "not in the catalog: check the address shown in the Groups window, not the asset's file name ('Simplify "
             "Addressable Names' shortens it), and with the 'Use Existing Build' play mode script rebuild the content "
             "after changing any address.", "lanternfold: loading level 12 failed in play mode")
    s.bash("r2sync", "rclone sync ServerData/Android r2:lanternfold-content/lanternfold/Android --progress | tail -2",
           "Transferred:        3.412 MiB / 3.412 MiB, 100%, 1.705 MiB/s, ETA 0s\nTransferred:           41 / 41, 100%")
    s.bash("commit3", "git add -A && git commit -m 'feat(levels): load forest levels through addressables'",
           "[main e07a5b1] feat(levels): load forest levels through addressables\n 58 files changed, 1212 "
           "insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git pull && git log --oneline -3", "Already up to date.\ne07a5b1 feat(levels): load forest levels "
           "through addressables\n8c42d9e feat(input): swipe detection with enhanced touch\n3b1f0c2 feat(board): board "
           "model with wrapping row and column slides")
    s.prompt("ucb", "Builds: set up Unity Cloud Build (Build Automation) for Android: target android-dev, AAB, IL2CPP "
             "ARM64, built on every push to main. Keep minSdk 22 and targetSdk 34 for now. Orrery's telemetry SDK "
             "(orrery-telemetry 3.2.1) is already in Assets/Plugins/Android.")
    s.bash("ucbfail", "ucb builds log lanternfold android-dev 12 | grep -A4 'FAILURE\\|Manifest merger'",
           "CommandInvokationFailure: Gradle build failed.\n/BUILD_PATH/pebblewick.lanternfold.android-dev/Library/"
           "Bee/Android/Prj/IL2CPP/Gradle/unityLibrary/src/main/AndroidManifest.xml Error:\n\tuses-sdk:minSdkVersion "
           "22 cannot be smaller than version 24 declared in library [com.orreryplay:orrery-telemetry:3.2.1]\n"
           "FAILURE: Build failed with an exception.\n* What went wrong:\nExecution failed for task "
           "':unityLibrary:processReleaseManifest'.\n> Manifest merger failed", code=1)
    s.prompt("mincause", "Orrery's telemetry AAR declares API 24 as its minimum. Ines confirmed their players below "
             "Android 7 are under 0.5%, so raise minSdk from 22 to 24.")
    s.edit("minsdk", "ProjectSettings/ProjectSettings.asset", "  AndroidMinSdkVersion: 22", "  AndroidMinSdkVersion: 24")
    s.bash("ucbok", "ucb builds start lanternfold android-dev --wait", "Build #13 started (android-dev, 6000.0.23f1)\n"
           "Build #13 succeeded in 18m 42s\nArtifact: lanternfold-android-dev-13.aab (61.8 MB)")
    s.prompt("rename1", "BoardGrid is a poor name now that it also owns the lantern chains and the lighting check. "
             "Rename the class to TileBoard everywhere: class, file, tests.")
    s.bash("gitmv1", "git mv Assets/Scripts/Core/BoardGrid.cs Assets/Scripts/Core/TileBoard.cs && git mv "
           "Assets/Scripts/Core/BoardGrid.cs.meta Assets/Scripts/Core/TileBoard.cs.meta && git mv "
           "Assets/Tests/EditMode/BoardGridTests.cs Assets/Tests/EditMode/TileBoardTests.cs && git mv "
           "Assets/Tests/EditMode/BoardGridTests.cs.meta Assets/Tests/EditMode/TileBoardTests.cs.meta", "")
    s.grep("grepgrid", "BoardGrid", ["Assets/Scripts/Core/TileBoard.cs", "Assets/Scripts/Core/ChainFinder.cs",
                                     "Assets/Scripts/Game/BoardView.cs", "Assets/Tests/EditMode/TileBoardTests.cs"])
    s.edit("renameedit", "Assets/Scripts/Core/TileBoard.cs", "    public sealed class BoardGrid\n",
           "    public sealed class TileBoard\n")
    s.bash(None, "sed -i 's/BoardGrid/TileBoard/g' Assets/Scripts/Core/ChainFinder.cs Assets/Scripts/Game/BoardView.cs "
           "Assets/Tests/EditMode/TileBoardTests.cs && git grep -c BoardGrid || echo none left", "none left")
    cmd, out = run_tests("EditMode", 17)
    s.bash("testok4", cmd, out, minutes=4)
    s.bash("commit4", "git add -A && git commit -m 'refactor(board): rename BoardGrid to TileBoard' && git push",
           "[main 51d9e3a] refactor(board): rename BoardGrid to TileBoard\n 7 files changed, 23 insertions(+), "
           "23 deletions(-)\nTo github.com:pebblewick/lanternfold.git\n   0c1de44..51d9e3a  main -> main")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("iap", "In-app purchases with Unity IAP 4.12 (com.unity.purchasing): two consumables, hints_small "
             "(5 hints, $0.99) and hints_large (30 hints, $3.99), and the non-consumable remove_ads ($2.99). Prices "
             "are Ines's call, not ours.")
    s.edit("iapmanifest", "Packages/manifest.json", "    \"com.unity.addressables\": \"2.2.2\",",
           "    \"com.unity.addressables\": \"2.2.2\",\n    \"com.unity.purchasing\": \"4.12.2\",")
    s.write("storeiap", "Assets/Scripts/Store/StoreService.cs", STORE_IAP)
    s.bash("iapfail", "adb logcat -d -s Unity | grep -i 'IAP' | tail -3",
           "05-13 11:24:07.118  9120  9151 I Unity   : UnityIAP Version: 4.12.2\n"
           "05-13 11:24:08.902  9120  9151 E Unity   : Unity IAP: Purchasing failed to initialize. Reason: "
           "NoProductsAvailable. No products were found for the app on the store.\n"
           "05-13 11:24:08.903  9120  9151 W Unity   : Store: 0 of 3 product ids resolved", code=0)
    s.bash(None, "gcloud alpha androidpublisher inappproducts list --package com.pebblewick.lanternfold | cut -c1-60",
           "com.pebblewick.lanternfold.hints_small   ACTIVE\ncom.pebblewick.lanternfold.hints_large   ACTIVE\n"
           "com.pebblewick.lanternfold.remove_ads    ACTIVE")
    s.prompt("iapcause", "So the products exist and are active, and build 13 is on the internal track: it's the ids. "
             "In Play Console they're com.pebblewick.lanternfold.hints_small etc., the code asks for the bare "
             "hints_small. Use the full ids.")
    s.edit("iapfix", "Assets/Scripts/Store/StoreService.cs", "builder.AddProduct(\"hints_small\", ProductType.Consumable);",
           "builder.AddProduct(\"com.pebblewick.lanternfold.hints_small\", ProductType.Consumable);")
    s.bash("iapok", "adb logcat -d -s Unity | grep -i 'IAP' | tail -2", "05-13 11:52:40.311  9387  9410 I Unity   : "
           "Unity IAP: Initialized 3 products\n05-13 11:52:40.312  9387  9410 I Unity   : hints_large CA$5.49 / "
           "US$3.99 (license tester)")
    s.remember("memstore", "Lanternfold store: hints_small = 5 hints for $0.99, hints_large = 30 hints for $3.99, "
               "remove_ads = $2.99 (non-consumable). Play Console product ids are com.pebblewick.lanternfold.<id>. "
               "Prices are set by Ines Carvalho (Orrery Play): never change one without her written OK. License "
               "tester account for purchase tests: hanna.lind.qa@orreryplay.com.", "Lanternfold store products and "
               "prices", "fact")
    cmd, out = run_tests("EditMode", 19)
    s.bash(None, cmd, out)
    s.bash("commit5", "git add -A && git commit -m 'feat(store): hint packs and remove-ads through unity iap'",
           "[main 9a61f07] feat(store): hint packs and remove-ads through unity iap\n 14 files changed, "
           "402 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, "
           "working tree clean")
    s.prompt("swipeqa", "Hanna's QA notes from Friday: on the Galaxy Tab A8 short swipes don't register, on small "
             "phones resting thumbs slide rows by accident. A fixed pixel threshold can't work on both. Make the "
             "minimum swipe 6% of the screen width instead of 40 px.")
    s.edit("swipefix", "Assets/Scripts/Input/SwipeDetector.cs", "        private const float MinSwipePixels = 40f;",
           "        // a fraction of the screen width: 40 px was too long on tablets, too short on small phones\n"
           "        private const float MinSwipeScreenFraction = 0.06f;")
    s.prompt("rename2", "LevelLoader now caches packs and unloads them when you leave a pack, so it's more of a "
             "repository. Rename it to LevelRepository.")
    s.bash("mvloader", "mv Assets/Scripts/Levels/LevelLoader.cs Assets/Scripts/Levels/LevelRepository.cs && sed -i "
           "'s/LevelLoader/LevelRepository/g' Assets/Scripts/Levels/*.cs Assets/Scripts/Game/*.cs", "")
    s.bash("pmfail", f"{UNITY} -batchmode -projectPath . -runTests -testPlatform PlayMode -testResults "
           "results/playmode.xml -logFile - | grep -A3 'Failed\\|missing'",
           "The referenced script (Unknown) on this Behaviour is missing!\nThe referenced script on this Behaviour "
           "(Game Object 'Levels') is missing!\nFailed Boot_LoadsFirstLevel (0.412s)\n  NullReferenceException: "
           "Object reference not set to an instance of an object\n  at Lanternfold.Game.GameInstaller.Awake () "
           "[0x00012] in Assets/Scripts/Game/GameInstaller.cs:27\nResults: 6 tests, 5 passed, 1 failed", code=2)
    s.bash("metastatus", "git status --short Assets/Scripts/Levels", " D Assets/Scripts/Levels/LevelLoader.cs\n"
           " D Assets/Scripts/Levels/LevelLoader.cs.meta\n?? Assets/Scripts/Levels/LevelRepository.cs\n"
           "?? Assets/Scripts/Levels/LevelRepository.cs.meta")
    s.prompt("pmcause", "The .meta didn't move with the file: Unity deleted the orphaned LevelLoader.cs.meta and gave "
             "LevelRepository.cs a fresh GUID, so the component on the Levels object in Boot.unity points at a "
             "script that no longer exists. Put the old meta back under the new name. From now on rename scripts in "
             "the Unity editor, or git mv the .meta together with the .cs.")
    s.bash("pmfix", "git checkout -- Assets/Scripts/Levels/LevelLoader.cs.meta && git mv "
           "Assets/Scripts/Levels/LevelLoader.cs.meta Assets/Scripts/Levels/LevelRepository.cs.meta && grep guid "
           "Assets/Scripts/Levels/LevelRepository.cs.meta", "guid: 4be1a07c93d54f0e8b2c6a11f0d3e5a9")
    cmd, out = run_tests("PlayMode", 6)
    s.bash("pmok", cmd, out, minutes=5)
    s.lesson("lesson2", "Renaming a MonoBehaviour's file outside the Unity editor without its .meta gives the script a "
             "new GUID, and every scene and prefab that used it shows 'The referenced script (Unknown) on this "
             "Behaviour is missing'. Move the .meta with the .cs (git mv both) or rename inside the editor.",
             "lanternfold: the PlayMode boot test failed after LevelLoader was renamed")
    s.prompt("ccd", "Actually let's not keep the level CDN on our own R2 bucket. Orrery wants to push new packs and "
             "fixes without waiting for us, and they already pay for Unity Cloud Content Delivery. Move the remote "
             "Addressables to CCD: bucket lanternfold-prod, releases served by the badge 'latest'. While we're at "
             "it, rename the group RemoteLevels to LevelPacks, and the label levels-pack1 becomes pack:forest.")
    s.edit("ccdpath", "Assets/AddressableAssetsData/AddressableAssetSettings.profiles.txt",
           "Production.Remote.LoadPath: https://cdn.pebblewick.games/lanternfold/[BuildTarget]",
           "Production.Remote.LoadPath: https://a61f2c0e-1b7d.client-api.unity3dusercontent.com/client_api/v1/"
           "environments/production/buckets/lanternfold-prod/release_by_badge/latest/entry_by_path/content/?path=")
    s.bash("groupmv", "git mv Assets/AddressableAssetsData/AssetGroups/RemoteLevels.asset "
           "Assets/AddressableAssetsData/AssetGroups/LevelPacks.asset && git mv "
           "Assets/AddressableAssetsData/AssetGroups/RemoteLevels.asset.meta "
           "Assets/AddressableAssetsData/AssetGroups/LevelPacks.asset.meta && sed -i 's/m_Name: RemoteLevels/m_Name: "
           "LevelPacks/' Assets/AddressableAssetsData/AssetGroups/LevelPacks.asset", "")
    s.edit("labeledit", "Assets/Scripts/Levels/LevelRepository.cs", "        private const string PackLabel = "
           "\"levels-pack1\";", "        private const string PackLabel = \"pack:forest\";")
    s.bash("commit6", "git add -A && git commit -m 'refactor(levels): rename LevelLoader to LevelRepository, remote "
           "packs on ccd'", "[main 2d7c815] refactor(levels): rename LevelLoader to LevelRepository, remote packs on "
           "ccd\n 12 files changed, 41 insertions(+), 33 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("perf", "Frame pacing is bad on the Galaxy A14, our low-end target phone. Profile a development build "
             "with the profiler attached over USB: never trust profiler numbers from the editor for this.")
    s.bash("profile1", "adb forward tcp:34999 localabstract:Unity-com.pebblewick.lanternfold && python "
           "tools/profile_summary.py captures/a14-0519-1.data",
           "device: SM-A145R (Galaxy A14), Mali-G52, 4 GB\nframes: 1800  target 60 fps\nmain thread: avg 21.7 ms "
           "(46 fps), p95 29.3 ms\nGC.Alloc: 11.8 KB/frame, top: ChainFinder.FindLitChains 10.9 KB (Enumerable.Where, "
           "ToList)\nGC.Collect: 3.1 ms spike every ~2.1 s\nGPU: 14.9 ms, of which Bloom (URP) 4.8 ms")
    s.read("chainread", "Assets/Scripts/Core/ChainFinder.cs", "public IReadOnlyList<Chain> FindLitChains(TileBoard "
           "board)\n{\n    return _chains\n        .Where(c => c.ConnectsToWick(board))\n        .Select(c => "
           "c.WithLanterns(board))\n        .ToList();\n}")
    s.prompt("nolinq", "Rule for everything that runs per frame: no LINQ and no allocations. Reuse pooled or scratch "
             "lists owned by the class. Check the GC.Alloc column for gameplay at 0 B before merging.")
    s.edit("chainfix", "Assets/Scripts/Core/ChainFinder.cs", "    return _chains\n        .Where(c => "
           "c.ConnectsToWick(board))\n        .Select(c => c.WithLanterns(board))\n        .ToList();",
           "    _lit.Clear();\n    for (var i = 0; i < _chains.Count; i++)\n    {\n        if (_chains[i]."
           "ConnectsToWick(board))\n        {\n            _lit.Add(_chains[i].WithLanterns(board));\n        }\n"
           "    }\n    return _lit;")
    s.prompt("nobloom", "Bloom eats 4.8 ms of GPU on the A14. Actually let's not run Bloom on the low tier at all: "
             "Kofi will bake the glow into the lantern sprites as an additive halo. Bloom stays on Medium and High.")
    s.edit("bloomoff", "Assets/Settings/URP-Low.asset.txt", "m_SupportsPostProcessing: 1",
           "m_SupportsPostProcessing: 0  # no Bloom on low tier: glow baked into the sprites")
    s.edit("atlas1024", "Assets/Art/Atlases/LanternAtlas.spriteatlasv2.txt",
           "  Android: { maxTextureSize: 2048, format: ASTC 6x6 }", "  Android: { maxTextureSize: 1024, format: "
           "ASTC 6x6 }  # 2048 cost 12 MB on the A14")
    s.bash("profile2", "python tools/profile_summary.py captures/a14-0519-3.data", "device: SM-A145R (Galaxy A14)\n"
           "main thread: avg 12.4 ms, p95 15.1 ms\nGC.Alloc: 0 B/frame in gameplay\nGPU: 9.6 ms (no post "
           "processing)\ntexture memory: 38.2 MB (was 50.4 MB)")
    s.remember("memperf", "Lanternfold performance budget (low tier = Galaxy A14, Mali-G52): 60 fps, main thread "
               "under 16 ms, 0 B GC.Alloc per frame in gameplay, no Bloom or other post-processing on the Low URP "
               "asset, Android sprite atlases at 1024 max. Measured after the 19 May fixes: 12.4 ms main thread, 9.6 ms "
               "GPU. Always profile a development build on the device, never in the editor.", "Lanternfold "
               "performance budget", "fact")
    cmd, out = run_tests("EditMode", 19)
    s.bash(None, cmd, out)
    s.bash("commit7", "git add -A && git commit -m 'perf(board): no per-frame allocations in chain finder, no bloom on "
           "low tier'", "[main 6fe0b3c] perf(board): no per-frame allocations in chain finder, no bloom on low tier\n"
           " 5 files changed, 29 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("rc", "Change of plan on purchases: Orrery runs all their games on RevenueCat (server-side receipt "
             "validation, their revenue dashboards, and they want a weekly hint pass subscription after launch). "
             "Replace Unity IAP with RevenueCat's Purchases Unity SDK 7.4.1. remove_ads becomes the entitlement "
             "no_ads; the hint packs are consumables in the 'default' offering.")
    s.bash("rcimport", f"{UNITY} -batchmode -projectPath . -importPackage ~/Downloads/Purchases-UnityPackage-7.4.1."
           "unitypackage -quit -logFile - | tail -1", "Package import completed: Purchases-UnityPackage-7.4.1 "
           "(RevenueCat, External Dependency Manager 1.2.183)")
    s.write("storerc", "Assets/Scripts/Store/StoreService.cs", STORE_RC)
    s.bash("dupfail", "ucb builds log lanternfold android-dev 18 | grep -A3 'Duplicate class' | head -5",
           "CommandInvokationFailure: Gradle build failed.\nExecution failed for task "
           "':launcher:checkReleaseDuplicateClasses'.\n> Duplicate class com.android.billingclient.api."
           "AcknowledgePurchaseParams found in modules billing-6.2.1.aar -> billing-6.2.1-runtime "
           "(com.android.billingclient:billing:6.2.1) and billing-7.0.0.aar -> billing-7.0.0-runtime "
           "(com.android.billingclient:billing:7.0.0)", code=1)
    s.prompt("dupcause", "Another Gradle failure, different cause this time: Unity IAP is still in the package "
             "manifest and drags in Play Billing 6.2.1 while RevenueCat brings 7.0.0. Remove com.unity.purchasing "
             "completely, we're not keeping both.")
    s.edit("dupfix", "Packages/manifest.json", "    \"com.unity.addressables\": \"2.2.2\",\n    \"com.unity.purchasing\": "
           "\"4.12.2\",", "    \"com.unity.addressables\": \"2.2.2\",")
    s.bash("dupok", "ucb builds start lanternfold android-dev --wait", "Build #19 started (android-dev, 6000.0.23f1)\n"
           "Build #19 succeeded in 21m 05s\nArtifact: lanternfold-android-dev-19.aab (63.4 MB)")
    s.prompt("price", "Ines after Orrery's pricing review: hints_large becomes 40 hints for $4.99 instead of 30 for "
             "$3.99. hints_small and remove_ads stay as they are. She's changing it in Play Console and the "
             "RevenueCat offering today.")
    s.edit("priceedit", "Assets/Scripts/Store/HintPacks.cs", "[\"com.pebblewick.lanternfold.hints_large\"] = 30,",
           "[\"com.pebblewick.lanternfold.hints_large\"] = 40,")
    s.remember("memstore2", "Lanternfold store (since 21 May): RevenueCat Purchases Unity SDK 7.4.1, Unity IAP removed. "
               "Offering 'default': hints_small = 5 hints for $0.99, hints_large = 40 hints for $4.99; remove_ads "
               "($2.99) grants the entitlement no_ads. Product ids com.pebblewick.lanternfold.<id>. Prices only with "
               "Ines Carvalho's OK.", "Lanternfold store products and prices", "fact")
    cmd, out = run_tests("EditMode", 20)
    s.bash(None, cmd, out)
    s.bash("commit8", "git add -A && git commit -m 'feat(store): switch purchases to revenuecat'",
           "[main b3e90d4] feat(store): switch purchases to revenuecat\n 23 files changed, 318 insertions(+), "
           "471 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("dl", "Hanna can't download the second pack (Harbour) on release candidate 3: the spinner runs, then "
             "'Download failed, try again'. Launch is Friday.")
    s.bash("dlfail", "adb logcat -d -s Unity | grep -A2 RemoteProviderException | head -4",
           "05-25 09:14:52.604 11822 11850 E Unity   : RemoteProviderException : Unable to load asset bundle from : "
           "https://cdn.pebblewick.games/lanternfold/Android/levelpacks_assets_pack_harbour_3f9c1e.bundle\n"
           "UnityWebRequest result : ProtocolError : HTTP/1.1 404 Not Found\nResponseCode : 404, Method : GET")
    s.grep("grepcdn", "cdn.pebblewick.games", ["Assets/AddressableAssetsData/AddressableAssetSettings.profiles.txt"])
    s.read("profiles", "Assets/AddressableAssetsData/AddressableAssetSettings.profiles.txt", "activeProfile: Default\n"
           "Default.Remote.LoadPath: https://cdn.pebblewick.games/lanternfold/[BuildTarget]\n"
           "Production.Remote.LoadPath: https://a61f2c0e-1b7d.client-api.unity3dusercontent.com/client_api/v1/"
           "environments/production/buckets/lanternfold-prod/release_by_badge/latest/entry_by_path/content/?path=")
    s.prompt("dlcause", "Got it: the RC was built with the Default profile, whose remote path still points at the old "
             "R2 bucket. On the 17th we only changed the Production profile, and the R2 bucket was emptied last "
             "week. Make Production the active profile and point Default at CCD too so this can't come back.")
    s.edit("dlfix", "Assets/AddressableAssetsData/AddressableAssetSettings.profiles.txt", "activeProfile: Default\n"
           "Default.Remote.LoadPath: https://cdn.pebblewick.games/lanternfold/[BuildTarget]",
           "activeProfile: Production\nDefault.Remote.LoadPath: https://a61f2c0e-1b7d.client-api.unity3dusercontent."
           "com/client_api/v1/environments/development/buckets/lanternfold-dev/release_by_badge/latest/entry_by_path/"
           "content/?path=")
    s.bash("ccdupload", "ucd entries sync ServerData/Android --bucket lanternfold-prod && ucd releases create "
           "--bucket lanternfold-prod --badge latest", "Synced 44 entries (7.9 MB)\nRelease 7 created in "
           "lanternfold-prod, badge 'latest' moved from release 6")
    s.bash("dlok", "adb logcat -d -s Unity | grep LevelRepository | tail -1", "05-25 10:02:18.330 12004 12031 I Unity   "
           ": LevelRepository: pack harbour downloaded, 4.7 MB in 2.3 s")
    s.prompt("timeout", "Hanna also tried on throttled 3G and the bundle request gave up at 10 seconds. Raise the "
             "Addressables request timeout on the LevelPacks group to 30 seconds, keep 2 retries.")
    s.edit("timeoutedit", "Assets/AddressableAssetsData/AssetGroups/LevelPacks.asset", "m_Timeout: 10",
           "m_Timeout: 30")
    s.prompt("reportpref", "Write Ines the release-readiness note. For her: short bullets, no code or stack traces, "
             "prices in USD, and it goes to the #lanternfold-orrery Slack channel, not by email.")
    s.write("rcnote", "Docs/release-readiness-rc4.md", "# Lanternfold 1.0.0 release readiness (RC4)\n\n"
            "- Pack downloads fixed: the test build used an old content address; RC4 downloads Harbour in ~2 s.\n"
            "- Slow networks: downloads now wait up to 30 s before retrying.\n- Store: RevenueCat live; hint packs "
            "$0.99 / $4.99, Remove Ads $2.99.\n- Low-end phones: 60 fps on the Galaxy A14.\n- Open: nothing "
            "blocking for Friday.\n")
    s.edit("bumpversion", "ProjectSettings/ProjectSettings.asset", "  bundleVersion: 0.9.3\n  AndroidBundleVersionCode: 20",
           "  bundleVersion: 1.0.0\n  AndroidBundleVersionCode: 21")
    s.bash("commit9", "git add -A && git commit -m 'fix(levels): build remote content with the production profile'",
           "[main 7c4a2f8] fix(levels): build remote content with the production profile\n 4 files changed, "
           "14 insertions(+), 8 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("upgrade", "Before the launch build: upgrade the editor to 6000.0.32f1, it has the fix for the Android "
             "ANR when the app resumes from the background that Hanna hit twice.")
    s.edit("veredit", "ProjectSettings/ProjectVersion.txt", "m_EditorVersion: 6000.0.23f1",
           "m_EditorVersion: 6000.0.32f1")
    s.bash("rgfail", f"{UNITY_NEW} -batchmode -projectPath . -quit -logFile - | grep -E 'error CS|Exiting'",
           "Assets/Scripts/Rendering/TileOutlinePass.cs(38,30): error CS0618: 'ScriptableRenderPass.Execute("
           "ScriptableRenderContext, ref RenderingData)' is obsolete: 'This rendering path is for compatibility mode "
           "only (when Render Graph is disabled). Use Render Graph API instead.'\nScripts have compiler errors.\n"
           "Exiting without the bug reporter. Application will terminate with return code 1", code=1)
    s.read("cscrsp", "Assets/csc.rsp", "-warnaserror+\n-nowarn:0649")
    s.prompt("rgcause", "That obsolete warning is an error because of -warnaserror in csc.rsp. Don't turn on Render "
             "Graph compatibility mode and don't drop warnaserror: port TileOutlinePass to RecordRenderGraph.")
    s.edit("rgfix", "Assets/Scripts/Rendering/TileOutlinePass.cs", "public override void Execute(ScriptableRenderContext "
           "context, ref RenderingData renderingData)", "public override void RecordRenderGraph(RenderGraph renderGraph, "
           "ContextContainer frameData)")
    cmd, out = run_tests("EditMode", 21, UNITY_NEW)
    s.bash("testok10", cmd, out, minutes=5)
    cmd, out = run_tests("PlayMode", 6, UNITY_NEW)
    s.bash(None, cmd, out, minutes=6)
    s.bash("ucbfinal", "ucb builds start lanternfold android-release --wait", "Build #23 started (android-release, "
           "6000.0.32f1)\nBuild #23 succeeded in 22m 18s\nArtifact: lanternfold-1.0.0-21.aab (64.1 MB)")
    s.bash("commit10", "git add -A && git commit -m 'chore(unity): upgrade to 6000.0.32f1, port tile outline pass to "
           "render graph' && git tag v1.0.0", "[main 0e5b7a6] chore(unity): upgrade to 6000.0.32f1, port tile outline "
           "pass to render graph\n 6 files changed, 52 insertions(+), 31 deletions(-)")
    s.bash(None, "git status", "On branch main\nYour branch is ahead of 'origin/main' by 1 commit.\nnothing to commit, "
           "working tree clean")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-05-03T08:40:00", "1a7c3e50-2b4d-4c6e-8f01-a1b2c3d40101", s1),   # Mon
    ("s2", "2027-05-05T09:10:00", "2b8d4f61-3c5e-4d7f-9012-b2c3d4e50202", s2),   # Wed
    ("s3", "2027-05-07T12:30:00", "3c9e5072-4d6f-4e80-a123-c3d4e5f60303", s3),   # Fri
    ("s4", "2027-05-11T08:15:00", "4daf6183-5e70-4f91-b234-d4e5f6070404", s4),   # Tue
    ("s5", "2027-05-13T09:30:00", "5eb07294-6f81-40a2-c345-e5f607180505", s5),   # Thu
    ("s6", "2027-05-17T08:50:00", "6fc183a5-7092-41b3-d456-f60718290606", s6),   # Mon
    ("s7", "2027-05-19T13:00:00", "70d294b6-81a3-42c4-e567-0718293a0707", s7),   # Wed
    ("s8", "2027-05-21T09:00:00", "81e3a5c7-92b4-43d5-f678-18293a4b0808", s8),   # Fri
    ("s9", "2027-05-25T08:05:00", "92f4b6d8-a3c5-44e6-0789-293a4b5c0909", s9),   # Tue
    ("s10", "2027-05-27T12:10:00", "a305c7e9-b4d6-45f7-189a-3a4b5c6d1010", s10),  # Thu
]

#: When the questions are asked: Monday morning after the launch (the last session was Thursday).
ASKED_AT = "2027-05-31T08:30:00Z"
