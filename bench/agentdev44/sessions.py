"""The eleven sessions of the streakling history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad44_files import (CODEMAGIC_YAML, DATABASE_DART, LOCAL_REMINDERS_DART, MIGRATION_V3_DART, PUBSPEC,
                        REMINDERS_TS, ROUTER_DART, STREAK_DART)


def ok_tests(n, secs="00:06"):
    return (f"00:01 +0: loading /home/mara/src/streakling/test/streak/streak_calculator_test.dart\n"
            f"{secs} +{n}: All tests passed!")


def s1(s):
    s.start()
    s.prompt("goal", "New app: streakling. Tobias (co-founder, product) wants a habit tracker that does one thing "
             "well: you tick a habit once a day and keep the streak alive. Flutter 3 for iOS and Android, Riverpod "
             "for state, Drift on SQLite for local storage so it works fully offline, Firebase later for sign-in "
             "and reminders. Bundle id app.streakling.mobile. Set up the skeleton today.")
    s.bash(None, "fvm --version && fvm list", "3.2.1\nCache directory: /home/mara/fvm/versions\n\n"
           "┌─────────┬─────────┬─────────────────┬──────────────┬──────────────┬────────┬───────┐\n"
           "│ Version │ Channel │ Flutter Version │ Dart Version │ Release Date │ Global │ Local │\n"
           "│ 3.29.2  │ stable  │ 3.29.2          │ 3.7.2        │ Mar 13, 2025 │ ●      │       │")
    s.bash("create", "fvm use 3.29.2 --force && fvm flutter create --org app.streakling --project-name streakling "
           "--platforms ios,android .", "✓ Flutter version 3.29.2 pinned in .fvmrc\nCreating project ....\n"
           "Resolving dependencies... \nGot dependencies.\nWrote 73 files.\n\nAll done!")
    s.prompt("rules", "House rules: every flutter/dart command goes through fvm (fvm flutter ..., fvm dart ...), the "
             "SDK version is pinned in .fvmrc and nobody uses their global Flutter. No setState in feature screens: "
             "state lives in Riverpod providers, generated with riverpod_generator. `fvm flutter analyze` and "
             "`fvm dart format` must be clean before any commit, and commit messages follow Conventional Commits.")
    s.write("pubspec1", "pubspec.yaml", PUBSPEC)
    s.bash(None, "fvm flutter pub get", "Resolving dependencies... \nDownloading packages... \n"
           "+ drift 2.26.0\n+ flutter_riverpod 2.6.1\n+ go_router 15.1.1\n+ riverpod_generator 2.6.5\n"
           "Changed 94 dependencies!")
    s.write("db1", "lib/data/database.dart", DATABASE_DART)
    s.bash("buildrunner1", "fvm dart run build_runner build --delete-conflicting-outputs",
           "[INFO] Generating build script completed, took 412ms\n[INFO] Running build completed, took 14.2s\n"
           "[INFO] Succeeded after 14.3s with 6 outputs (23 actions)")
    s.write("router1", "lib/app/router.dart", ROUTER_DART)
    s.write("streak1", "lib/domain/streak_calculator.dart", STREAK_DART)
    s.glob(None, "lib/**/*.dart", ["lib/main.dart", "lib/app/router.dart", "lib/data/database.dart",
                                   "lib/domain/streak_calculator.dart", "lib/features/habits/habit_list_screen.dart",
                                   "lib/features/habits/habit_editor_screen.dart"])
    s.bash(None, "fvm flutter analyze", "Analyzing streakling...\nNo issues found! (ran in 3.1s)")
    s.remember("memstack", "streakling stack: Flutter 3.29.2 pinned with fvm (.fvmrc), Dart 3.7, flutter_riverpod "
               "2.6.1 with riverpod_generator, Drift 2.26 on SQLite (schema version 1: habits + check_ins, unique "
               "(habit_id, day)), go_router 15 with the start route /habits (HabitListScreen). Bundle id "
               "app.streakling.mobile.", "streakling stack and versions", "fact")
    s.bash("commit1", "git add -A && git commit -m 'chore: flutter skeleton with riverpod, drift schema v1, go_router'",
           "[main (root-commit) 5b1e0c7] chore: flutter skeleton with riverpod, drift schema v1, go_router\n"
           " 88 files changed, 3412 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("firebase", "Firebase today. Two projects: streakling-dev and streakling-prod. Sign-in with Google and "
             "Sign in with Apple only. Tobias was clear: the app asks you to sign in before onboarding, no "
             "anonymous or guest mode, because we want every streak backed up to an account from day one.")
    s.bash("flutterfire", "flutterfire configure --project=streakling-dev --out=lib/firebase_options_dev.dart "
           "--platforms=ios,android --ios-bundle-id=app.streakling.mobile --android-package-name=app.streakling.mobile",
           "i Found 2 Firebase projects.\n✔ Which platforms should your configuration support? · android, ios\n"
           "i Firebase android app app.streakling.mobile registered.\ni Firebase ios app app.streakling.mobile "
           "registered.\n\nFirebase configuration file lib/firebase_options_dev.dart generated successfully")
    s.bash(None, "fvm flutter pub add firebase_core firebase_auth google_sign_in sign_in_with_apple",
           "Resolving dependencies... \n+ firebase_auth 5.5.2\n+ firebase_core 3.13.0\n+ google_sign_in 6.3.0\n"
           "+ sign_in_with_apple 7.0.1\nChanged 18 dependencies!")
    s.write("authrepo", "lib/features/auth/auth_repository.dart",
            "import 'package:firebase_auth/firebase_auth.dart';\nimport 'package:google_sign_in/google_sign_in.dart';\n"
            "import 'package:riverpod_annotation/riverpod_annotation.dart';\n\npart 'auth_repository.g.dart';\n\n"
            "class AuthRepository {\n  AuthRepository(this._auth);\n  final FirebaseAuth _auth;\n\n"
            "  Stream<User?> authStateChanges() => _auth.authStateChanges();\n\n  Future<UserCredential> "
            "signInWithGoogle() async {\n    final account = await GoogleSignIn().signIn();\n    final a = await "
            "account!.authentication;\n    return _auth.signInWithCredential(\n        GoogleAuthProvider.credential("
            "idToken: a.idToken, accessToken: a.accessToken));\n  }\n}\n\n@Riverpod(keepAlive: true)\n"
            "AuthRepository authRepository(Ref ref) => AuthRepository(FirebaseAuth.instance);\n")
    s.bash("podfail", "cd ios && pod install --repo-update",
           "Analyzing dependencies\n[!] CocoaPods could not find compatible versions for pod \"FirebaseAuth\":\n"
           "  In Podfile:\n    firebase_auth (from `.symlinks/plugins/firebase_auth/ios`) was resolved to 5.5.2, "
           "which depends on\n      Firebase/Auth (= 11.10.0) was resolved to 11.10.0, which depends on\n"
           "        FirebaseAuth (~> 11.10.0)\n\nSpecs satisfying the `FirebaseAuth (~> 11.10.0)` dependency were "
           "found, but they required a higher minimum deployment target.", code=1)
    s.read(None, "ios/Podfile", "# Uncomment this line to define a global platform for your project\n"
           "# platform :ios, '12.0'\n\nENV['COCOAPODS_DISABLE_STATS'] = 'true'\n\nproject 'Runner', {\n"
           "  'Debug' => :debug,\n  'Profile' => :release,\n  'Release' => :release,\n}")
    s.edit("podfix", "ios/Podfile", "# platform :ios, '12.0'", "platform :ios, '15.0'")
    s.bash("podok", "cd ios && pod install", "Analyzing dependencies\nDownloading dependencies\n"
           "Installing FirebaseAuth (11.10.0)\nInstalling GoogleSignIn (7.1.0)\nGenerating Pods project\n"
           "Pod installation complete! There are 9 dependencies from the Podfile and 31 total pods installed.")
    s.prompt("podwhy", "Right, the Flutter template still defaults to iOS 12 and the current Firebase iOS SDK needs "
             "at least 13. Go to 15.0 straight away, also set IPHONEOS_DEPLOYMENT_TARGET in the Runner project so "
             "Xcode and CocoaPods agree. Our minimum is iOS 15, Android minSdk 23.")
    s.prompt("emulators", "For local work use the Firebase emulator suite. Auth on the default 9099, but Firestore "
             "on 8085: 8080 is taken by the Traefik dashboard on my machine. Functions on 5001.")
    s.write("firebasejson", "firebase.json",
            '{\n  "emulators": {\n    "auth": { "port": 9099 },\n    "firestore": { "port": 8085 },\n'
            '    "functions": { "port": 5001 },\n    "ui": { "enabled": true, "port": 4000 }\n  },\n'
            '  "functions": [{ "source": "functions", "codebase": "default" }]\n}\n')
    s.write("signin", "lib/features/auth/sign_in_screen.dart",
            "class SignInScreen extends ConsumerWidget {\n  const SignInScreen({super.key});\n\n  @override\n"
            "  Widget build(BuildContext context, WidgetRef ref) {\n    return Scaffold(\n      body: Column(children: [\n"
            "        const Text('Sign in to keep your streaks safe'),\n        SignInWithAppleButton(onPressed: () => "
            "ref.read(authRepositoryProvider).signInWithApple()),\n        GoogleSignInButton(onPressed: () => "
            "ref.read(authRepositoryProvider).signInWithGoogle()),\n      ]),\n    );\n  }\n}\n")
    s.bash(None, "fvm flutter analyze", "Analyzing streakling...\nNo issues found! (ran in 3.4s)")
    s.remember("memfirebase", "streakling Firebase: projects streakling-dev and streakling-prod (flutterfire, "
               "lib/firebase_options_dev.dart); sign-in with Google and Apple, required before onboarding (no "
               "anonymous mode). Emulators: auth 9099, firestore 8085 (not 8080, Mara's Traefik), functions 5001, "
               "UI 4000. Minimum iOS 15.0 (Podfile + Runner), Android minSdk 23.", "Firebase setup and emulator "
               "ports", "fact")
    s.bash("commit2", "git add -A && git commit -m 'feat(auth): firebase auth with google and apple, ios 15 minimum, "
           "emulator config'", "[main 8c2f41a] feat(auth): firebase auth with google and apple, ios 15 minimum, "
           "emulator config\n 23 files changed, 611 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8c2f41a feat(auth): firebase auth with google and apple, ios 15 minimum, "
           "emulator config\n5b1e0c7 chore: flutter skeleton with riverpod, drift schema v1, go_router")
    s.prompt("goldens", "Tests today. Unit tests for the streak calculator, widget tests for the habit list, and golden "
             "tests for the habit card and the list screen with golden_toolkit (multiScreenGolden on iPhone SE and "
             "Pixel 7 sizes). Hana (design) wants to approve every golden change herself.")
    s.write(None, "test/streak/streak_calculator_test.dart",
            "void main() {\n  test('three days in a row', () {\n    final calc = StreakCalculator(clock: () => "
            "DateTime(2027, 5, 7, 9));\n    expect(calc.currentStreak([DateTime(2027, 5, 5), DateTime(2027, 5, 6), "
            "DateTime(2027, 5, 7)]), 3);\n  });\n}\n")
    s.write("goldentest", "test/goldens/habit_card_golden_test.dart",
            "import 'package:golden_toolkit/golden_toolkit.dart';\n\nvoid main() {\n  testGoldens('habit card "
            "states', (tester) async {\n    await loadAppFonts();\n    final builder = GoldenBuilder.column()\n"
            "      ..addScenario('unchecked', const HabitCard(title: 'Read 10 pages', streak: 0))\n"
            "      ..addScenario('checked, 12 days', const HabitCard(title: 'Read 10 pages', streak: 12, done: true));\n"
            "    await tester.pumpWidgetBuilder(builder.build());\n    await screenMatchesGolden(tester, "
            "'habit_card_states');\n  });\n}\n")
    s.bash("goldgen", "fvm flutter test --update-goldens test/goldens", "00:04 +2: All tests passed!")
    s.prompt("goldenrule", "Rule from Hana: never run --update-goldens to make a failing golden pass. Regenerate only "
             "when the design actually changed, attach the before/after PNGs to the PR and wait for her approval. "
             "And CI must never update goldens.")
    s.prompt("bug1", "Ines (our tester, she's in Lisbon this month) says her 'Stretch' streak went back to 0 this "
             "morning although she ticked it last night at 00:40 and every day before. Can you find out why?")
    s.bash(None, "adb shell run-as app.streakling.mobile sqlite3 databases/streakling.sqlite \"SELECT id, day FROM "
           "check_ins WHERE habit_id = 3 ORDER BY day DESC LIMIT 3\"",
           "41|1778457600\n38|1778371200\n35|1778284800")
    s.read(None, "lib/domain/streak_calculator.dart", STREAK_DART)
    s.bash("bug1fail", "fvm flutter test test/streak", "00:02 +3 -1: streak survives a check-in after midnight "
           "in UTC+1 [E]\n  Expected: <5>\n    Actual: <0>\n\n  package:matcher  expect\n  test/streak/"
           "streak_calculator_test.dart 41:5  main.<fn>\n\n00:02 +3 -1: Some tests failed.", code=1)
    s.prompt("bug1why", "So the calculator takes 'today' as the UTC date while check-in days are local dates. In "
             "Lisbon at 00:40 it is still yesterday in UTC, so today's tick looks like a missing day and the "
             "streak drops to zero. Compare local calendar days on both sides.")
    s.edit("bug1fix", "lib/domain/streak_calculator.dart", "    var cursor = DateUtils.dateOnly(_clock().toUtc());",
           "    var cursor = DateUtils.dateOnly(_clock().toLocal());")
    s.bash("bug1ok", "fvm flutter test", ok_tests(11))
    s.lesson("lesson1", "Streak math must compare local calendar days on both sides: taking 'today' from a UTC "
             "timestamp while check-ins hold local days breaks streaks for anyone east of UTC who ticks a habit "
             "shortly after midnight. Test with a clock fixed at 00:40 in UTC+1.",
             "Ines's streak in Lisbon reset to 0 after a check-in at 00:40")
    s.bash("commit3", "git add -A && git commit -m 'fix(streak): compare local days; test: streak unit tests and "
           "habit card goldens'", "[main 1d93ae0] fix(streak): compare local days; test: streak unit tests and "
           "habit card goldens\n 9 files changed, 287 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("reminders", "Reminders. Each habit gets an optional reminder time. Tobias and Kwame (he does our "
             "Firebase backend) want the reminders sent from the server through Cloud Messaging: one scheduled "
             "Cloud Function that runs every few minutes and pushes to the user's devices. That way the reminder "
             "follows you to a new phone and we can change the wording without an app release.")
    s.edit("reminderCol", "lib/data/database.dart", "  TextColumn get emoji => text().withDefault(const Constant('✅'))();",
           "  TextColumn get emoji => text().withDefault(const Constant('✅'))();\n  // minutes after midnight, local "
           "time; null = no reminder\n  IntColumn get reminderMinutes => integer().nullable()();")
    s.bash("migfail", "fvm flutter run -d emulator-5554",
           "Launching lib/main.dart on sdk gphone64 x86 64 in debug mode...\n✓ Built build/app/outputs/flutter-apk/"
           "app-debug.apk\nE/flutter ( 6214): [ERROR:flutter/runtime/dart_vm_initializer.cc(40)] Unhandled "
           "Exception: SqliteException(1): while preparing statement, no such column: reminder_minutes, SQL logic "
           "error (code 1)\nE/flutter ( 6214):   Causing statement: SELECT * FROM \"habits\";", code=1)
    s.prompt("migwhy", "Of course: the table changed but the database on the emulator is still version 1 and there "
             "is no migration. Bump schemaVersion to 2, add an onUpgrade step that adds the column, and from now on "
             "dump every schema with drift_dev so we can test migrations against the old versions.")
    s.multiedit("migfix", "lib/data/database.dart",
                [("  int get schemaVersion => 1;", "  int get schemaVersion => 2;"),
                 ("        onCreate: (m) => m.createAll(),",
                  "        onCreate: (m) => m.createAll(),\n        onUpgrade: stepByStep(\n          from1To2: (m, "
                  "schema) async {\n            await m.addColumn(schema.habits, schema.habits.reminderMinutes);\n"
                  "          },\n        ),")])
    s.bash("schemadump", "fvm dart run drift_dev make-migrations",
           "Dumped schema v1 to drift_schemas/streakling/drift_schema_v1.json\nDumped schema v2 to drift_schemas/"
           "streakling/drift_schema_v2.json\nGenerated step-by-step migration helpers in lib/data/database."
           "steps.dart\nGenerated test/drift/streakling/migration_test.dart")
    s.bash("migtest", "fvm flutter test test/drift", "00:03 +2: All tests passed!")
    s.write("fnreminders", "functions/src/reminders.ts", REMINDERS_TS)
    s.write("tokensave", "lib/features/reminders/push_tokens.dart",
            "/// Keeps users/{uid}.fcmTokens up to date for the reminder function.\nFuture<void> registerPushToken("
            "String uid) async {\n  final messaging = FirebaseMessaging.instance;\n  await messaging.requestPermission();\n"
            "  final token = await messaging.getToken();\n  final ref = FirebaseFirestore.instance.doc('users/$uid');\n"
            "  await ref.set({'fcmTokens': FieldValue.arrayUnion([token])}, SetOptions(merge: true));\n"
            "  messaging.onTokenRefresh.listen((t) => ref.update({'fcmTokens': FieldValue.arrayUnion([t])}));\n}\n")
    s.bash("emustart", "cd functions && npm run build && firebase emulators:start --only functions,firestore,auth",
           "> tsc\n\ni  emulators: Starting emulators: auth, functions, firestore\n✔  functions: Loaded functions "
           "definitions from source: sendDueReminders.\n✔  All emulators ready! It is now safe to connect your app.\n"
           "│ Firestore      │ 127.0.0.1:8085 │\n│ Authentication │ 127.0.0.1:9099 │")
    s.bash("fndeploy1", "firebase deploy --only functions:sendDueReminders --project streakling-dev",
           "=== Deploying to 'streakling-dev'...\ni  functions: creating Node.js 20 (2nd Gen) function "
           "sendDueReminders(europe-west1)...\n✔  functions[sendDueReminders(europe-west1)] Successful create "
           "operation.\ni  scheduler: job firebase-schedule-sendDueReminders-europe-west1 every 5 minutes\n"
           "✔  Deploy complete!")
    s.bash("commit4", "git add -A && git commit -m 'feat(reminders): reminder time per habit (schema v2), FCM "
           "reminders from a scheduled function'", "[main 6a0e2f9] feat(reminders): reminder time per habit (schema "
           "v2), FCM reminders from a scheduled function\n 14 files changed, 402 insertions(+), 3 deletions(-)")
    s.prompt("plan4", "Thursday we set up Codemagic, and the first TestFlight build should go out Tuesday next week "
             "(the 18th) so the friends-and-family group can try it before the investor demo on Friday the 21st.")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("ci", "Codemagic. Three workflows in codemagic.yaml: pr-checks on Linux (analyze, format, tests), "
             "ios-release on the M2 Mac mini publishing to TestFlight, android-release publishing to the Play "
             "internal track, both triggered by v* tags. Signing through Codemagic's code signing identities, "
             "the App Store Connect API key as the integration streakling-asc-key.")
    s.tool_failure(None, "Read", {"file_path": "/home/mara/src/streakling/codemagic.yml"},
                   "File does not exist.")
    s.write("cmyaml", "codemagic.yaml", CODEMAGIC_YAML)
    s.bash(None, "git checkout -b ci/codemagic && git add codemagic.yaml && git commit -m 'ci: codemagic workflows' "
           "&& git push -u origin ci/codemagic", "Switched to a new branch 'ci/codemagic'\n[ci/codemagic 3f7b1d2] ci: "
           "codemagic workflows\n 1 file changed, 96 insertions(+)\nbranch 'ci/codemagic' set up to track "
           "'origin/ci/codemagic'.")
    s.bash("cigoldfail", "codemagic-cli-tools builds logs --build-id 6641f0c2e7a9 --step 'Unit, widget and golden tests' "
           "| tail -12", "00:09 +13 -2: habit card states [E]\n  Golden \"goldens/habit_card_states.png\": Pixel test "
           "failed, 2.87%, 4411px diff detected.\n  Failure feedback can be found at test/goldens/failures\n"
           "00:11 +13 -3: habit list screen, two devices [E]\n  Golden \"goldens/habit_list_multi.png\": Pixel test "
           "failed, 1.94%, 6120px diff detected.\n00:12 +13 -3: Some tests failed.\nBuild failed :|\n"
           "Step 'Unit, widget and golden tests' exited with status code 1", code=1)
    s.prompt("cigoldwhy", "The goldens were made on my Mac; the Linux runner renders text differently (font hinting and "
             "antialiasing), so every golden with text differs by a few percent. For now tag the golden tests and "
             "leave them out on CI; we'll sort it out properly on Friday.")
    s.edit("goldtag", "codemagic.yaml", "      script: flutter test --machine > build/test-results/flutter.json",
           "      script: flutter test --exclude-tags golden --machine > build/test-results/flutter.json")
    s.write(None, "dart_test.yaml", "tags:\n  golden:\n    description: pixel comparisons, generated on macOS\n")
    s.bash("cipass", "codemagic-cli-tools builds logs --build-id 6641f3a8b012 --step 'Unit, widget and golden tests' "
           "| tail -3", "00:07 +13: All tests passed!\nStep 'Unit, widget and golden tests' finished in 1m 12s\n"
           "Build finished: pr-checks #7 (success)")
    s.bash(None, "gh pr create --fill --base main && gh pr merge --squash --delete-branch",
           "https://github.com/streakling/streakling-app/pull/12\n✓ Squashed and merged pull request #12 (ci: "
           "codemagic workflows)\n✓ Deleted branch ci/codemagic")
    s.remember("memci", "streakling CI is Codemagic (codemagic.yaml): pr-checks on linux_x2 for every PR to main "
               "(analyze --fatal-infos, dart format check, tests); ios-release on mac_mini_m2 to TestFlight group "
               "'Friends and family'; android-release to the Play internal track; both release workflows start on "
               "tags v*. App Store Connect key integration: streakling-asc-key. Golden tests are excluded on CI for "
               "now (tag golden).", "CI setup on Codemagic", "fact")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git pull && git status", "Updating 6a0e2f9..b84c0e1\nFast-forward\n codemagic.yaml | 96 ++++\n"
           "On branch main\nnothing to commit, working tree clean")
    s.prompt("alchemist", "Goldens, properly. golden_toolkit is discontinued by eBay anyway. Switch to alchemist: it "
             "writes platform goldens (real fonts, for us on the Mac, git-ignored) and CI goldens with the Ahem "
             "font that render the same on any OS. The CI goldens are the ones committed and checked on Codemagic. "
             "Drop the golden tag exclusion again.")
    s.bash("alchadd", "fvm flutter pub remove golden_toolkit && fvm flutter pub add dev:alchemist",
           "Resolving dependencies... \nThese packages are no longer being depended on:\n- golden_toolkit 0.15.0\n"
           "+ alchemist 0.11.0\nChanged 2 dependencies!")
    s.bash("alchfail", "fvm flutter pub get", "Because streakling depends on alchemist ^0.11.0 which requires SDK "
           "version >=3.8.0 <4.0.0, version solving failed.\n\nThe current Dart SDK version is 3.7.2.", code=1)
    s.bash("fvmbump", "fvm use 3.32.1 --force && fvm flutter --version",
           "✓ Flutter version 3.32.1 pinned in .fvmrc\nFlutter 3.32.1 • channel stable • https://github.com/flutter/"
           "flutter.git\nFramework • revision b25305a883 • 2025-05-29\nEngine • revision 1425e5e9ec\nTools • Dart "
           "3.8.1 • DevTools 2.45.1")
    s.prompt("bumpok", "Fine, we move to Flutter 3.32.1 (Dart 3.8). Update the sdk constraint in pubspec and the "
             "flutter version in codemagic.yaml too, so CI builds with the same SDK.")
    s.multiedit("bumpedit", "codemagic.yaml",
                [("    flutter: 3.29.2", "    flutter: 3.32.1"),
                 ("      script: flutter test --exclude-tags golden --machine > build/test-results/flutter.json",
                  "      script: flutter test --machine > build/test-results/flutter.json")])
    s.write("alchconfig", "test/flutter_test_config.dart",
            "import 'dart:async';\nimport 'dart:io';\n\nimport 'package:alchemist/alchemist.dart';\n\n"
            "Future<void> testExecutable(FutureOr<void> Function() testMain) async {\n  final isCi = "
            "Platform.environment.containsKey('CI');\n  return AlchemistConfig.runWithConfig(\n    config: "
            "AlchemistConfig(\n      platformGoldensConfig: PlatformGoldensConfig(enabled: !isCi),\n      "
            "ciGoldensConfig: const CiGoldensConfig(enabled: true),\n    ),\n    run: testMain,\n  );\n}\n")
    s.bash(None, "git rm -r --cached test/goldens/goldens && fvm flutter test --update-goldens --tags golden",
           "rm 'test/goldens/goldens/habit_card_states.png'\nrm 'test/goldens/goldens/habit_list_multi.png'\n"
           "00:05 +3: All tests passed!")
    s.prompt("rename", "While we're touching the screens: the main screen is going to be 'Today' in the new design. "
             "Rename HabitListScreen to TodayScreen, move it to lib/features/today/, and the route /habits becomes "
             "/today (route name 'today'). The editor stays under habits.")
    s.bash("gitmv", "mkdir -p lib/features/today && git mv lib/features/habits/habit_list_screen.dart "
           "lib/features/today/today_screen.dart && git mv test/goldens/habit_list_golden_test.dart "
           "test/goldens/today_screen_golden_test.dart", "")
    s.grep("grepscreen", "HabitListScreen|'/habits'", ["lib/app/router.dart", "lib/features/today/today_screen.dart",
                                                       "lib/features/habits/habit_editor_screen.dart",
                                                       "test/goldens/today_screen_golden_test.dart",
                                                       "test/widget/habit_list_test.dart"])
    s.multiedit("routeedit", "lib/app/router.dart",
                [("import '../features/habits/habit_list_screen.dart';",
                  "import '../features/today/today_screen.dart';"),
                 ("    initialLocation: '/habits',", "    initialLocation: '/today',"),
                 ("      GoRoute(path: '/habits', name: 'habits', builder: (c, s) => const HabitListScreen()),",
                  "      GoRoute(path: '/today', name: 'today', builder: (c, s) => const TodayScreen()),")])
    s.edit(None, "lib/features/habits/habit_editor_screen.dart", "context.goNamed('habits');",
           "context.goNamed('today');")
    s.bash("testok6", "fvm flutter analyze && fvm flutter test", "Analyzing streakling...\nNo issues found! (ran in "
           "3.9s)\n" + ok_tests(17, "00:09"))
    s.bash("commit6", "git add -A && git commit -m 'refactor: HabitListScreen -> TodayScreen at /today; test: "
           "alchemist CI goldens; build: flutter 3.32.1'", "[main e47a9c3] refactor: HabitListScreen -> "
           "TodayScreen at /today; test: alchemist CI goldens; build: flutter 3.32.1\n 21 files changed, 164 "
           "insertions(+), 139 deletions(-)\n rename lib/features/{habits/habit_list_screen.dart => today/"
           "today_screen.dart} (94%)")
    s.lesson("lesson2", "Pixel goldens made on macOS fail on a Linux CI runner because text renders differently. "
             "Commit only Ahem-font CI goldens (alchemist's CiGoldensConfig) and keep real-font platform goldens "
             "local and git-ignored; don't exclude golden tests from CI.",
             "streakling goldens failed on Codemagic Linux by 2-3% after being generated on a Mac")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n"
           "e47a9c3 refactor: HabitListScreen -> TodayScreen at /today; test: alchemist CI goldens; build: flutter "
           "3.32.1")
    s.prompt("release1", "First release day. Version 1.0.0, tag v1.0.0 and let Codemagic push to TestFlight and the "
             "Play internal track. The Friends and family group is 38 people.")
    s.read(None, "pubspec.yaml", PUBSPEC.replace("flutter: 3.29.2", "flutter: 3.32.1").replace("sdk: ^3.7.2",
           "sdk: ^3.8.1").replace("  golden_toolkit: ^0.15.0", "  alchemist: ^0.11.0"))
    s.edit("version1", "pubspec.yaml", "version: 1.0.0+1", "version: 1.0.0+14")
    s.bash(None, "git commit -am 'chore(release): 1.0.0' && git tag v1.0.0 && git push --follow-tags",
           "[main 0c5d8b2] chore(release): 1.0.0\n 1 file changed, 1 insertion(+), 1 deletion(-)\n"
           " * [new tag]         v1.0.0 -> v1.0.0")
    s.bash("playfail", "codemagic-cli-tools builds logs --build-id 6648a17d03c4 --step 'Publishing' | tail -6",
           "Publishing build/app/outputs/bundle/release/app-release.aab to Google Play track internal\n"
           "GooglePlayDeveloperAPIClientError: Version code 7 has already been used.\n"
           "Failed to publish app-release.aab to Google Play.\nBuild failed :|", code=1)
    s.prompt("playwhy", "Codemagic's BUILD_NUMBER counts builds of that workflow, it started at 1 and we uploaded "
             "manual test bundles up to version code 9 a week ago. Take the next number from the stores instead: "
             "latest Play build + 1 for Android, latest TestFlight build + 1 for iOS.")
    s.multiedit("buildnum", "codemagic.yaml",
                [("            --build-number=$BUILD_NUMBER \\",
                  "            --build-number=$(($(app-store-connect get-latest-testflight-build-number "
                  "\"$APP_STORE_APPLE_ID\") + 1)) \\"),
                 ("        script: flutter build appbundle --release --build-number=$BUILD_NUMBER",
                  "        script: |\n          LATEST=$(google-play get-latest-build-number --package-name "
                  "app.streakling.mobile --tracks internal)\n          flutter build appbundle --release "
                  "--build-number=$((LATEST + 1))")])
    s.bash("itms", "codemagic-cli-tools builds logs --build-id 6648a17d03c5 --step 'Publishing' | tail -5",
           "Uploading Runner.ipa to App Store Connect\nITMS-91053: Missing API declaration - Your app's code in the "
           "\"Runner.app/Frameworks/shared_preferences_foundation.framework\" references one or more APIs that require "
           "reasons, including the following API categories: NSPrivacyAccessedAPICategoryUserDefaults.\n"
           "Upload finished with warnings; build 14 is processing", code=0)
    s.write("privacy", "ios/Runner/PrivacyInfo.xcprivacy",
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>NSPrivacyTracking"
            "</key><false/>\n  <key>NSPrivacyAccessedAPITypes</key>\n  <array>\n    <dict>\n      <key>"
            "NSPrivacyAccessedAPIType</key><string>NSPrivacyAccessedAPICategoryUserDefaults</string>\n      <key>"
            "NSPrivacyAccessedAPITypeReasons</key><array><string>CA92.1</string></array>\n    </dict>\n  </array>\n"
            "</dict>\n</plist>\n")
    s.bash("release1ok", "git commit -am 'ci: build numbers from the stores; ios privacy manifest' && git tag -f "
           "v1.0.0 && git push -f --tags && codemagic-cli-tools builds status --workflow android-release --last",
           "[main 2ab6e91] ci: build numbers from the stores; ios privacy manifest\n"
           "android-release #4: success, versionCode 10 published to internal\n"
           "ios-release #3: success, build 1.0.0 (14) in TestFlight group Friends and family")
    s.prompt("review1", "Good. Submit 1.0.0 (14) for App Store review tomorrow morning. Review contact is Tobias, "
             "+44 20 7946 0321, support URL https://streakling.app/support, privacy policy at "
             "https://streakling.app/privacy.")
    s.remember("memrelease1", "streakling 1.0.0: iOS build 14 on TestFlight (Friends and family, 38 testers) and "
               "Android versionCode 10 on the Play internal track, released Tuesday 18 May 2027. Build numbers now "
               "come from the stores (latest + 1), not Codemagic's BUILD_NUMBER. App Review contact: Tobias Renner "
               "+44 20 7946 0321; support https://streakling.app/support; privacy https://streakling.app/privacy.",
               "first TestFlight / Play internal release", "fact")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("rejected", "App Review rejected 1.0.0 (14). Pasting it: 'Guideline 5.1.1(v) - Data Collection and "
             "Storage: the app supports account creation but does not include an option to initiate account "
             "deletion.' and 'Guideline 5.1.1 - Legal: your app requires users to register before they can use "
             "features that are not account based. Apps may not require users to enter personal information to "
             "function, except when directly relevant to the core functionality.'")
    s.prompt("anon", "Tobias agrees to drop the sign-in wall. New plan: the app starts without an account (Firebase "
             "anonymous auth), everything works locally, and a 'Back up your streaks' card in Settings links "
             "Apple or Google to the anonymous user later with linkWithCredential. Plus a Delete account button.")
    s.edit("anonauth", "lib/features/auth/auth_repository.dart",
           "  Stream<User?> authStateChanges() => _auth.authStateChanges();",
           "  Stream<User?> authStateChanges() => _auth.authStateChanges();\n\n  /// Everyone starts as an anonymous "
           "user; backing up links a provider to the same uid.\n  Future<void> ensureSignedIn() async {\n"
           "    if (_auth.currentUser == null) await _auth.signInAnonymously();\n  }\n\n  Future<UserCredential> "
           "linkApple(OAuthCredential c) => _auth.currentUser!.linkWithCredential(c);")
    s.edit("redirect", "lib/app/router.dart", "    initialLocation: '/today',",
           "    initialLocation: '/today',\n    // no redirect to /sign-in any more: anonymous users use the whole app")
    s.write("deleteacct", "lib/features/settings/delete_account_tile.dart",
            "/// App Store 5.1.1(v): deleting the account from inside the app.\nclass DeleteAccountTile extends "
            "ConsumerWidget {\n  const DeleteAccountTile({super.key});\n\n  @override\n  Widget build(BuildContext "
            "context, WidgetRef ref) => ListTile(\n        title: const Text('Delete account'),\n        textColor: "
            "Theme.of(context).colorScheme.error,\n        onTap: () async {\n          if (await confirmDelete(context)) "
            "{\n            await ref.read(accountServiceProvider).deleteAccountAndData();\n          }\n        },\n"
            "      );\n}\n")
    s.tool_failure("reauthfail", "Bash", {"command": "fvm flutter test integration_test/delete_account_test.dart -d "
                   "emulator-5554"}, "Exit code 1\n[firebase_auth/requires-recent-login] This operation is sensitive "
                   "and requires recent authentication. Log in again before retrying this request.")
    s.prompt("reauthwhy", "Deleting needs a recent login for linked accounts. Re-authenticate with the linked provider "
             "right before user.delete(); for anonymous users just delete. The Firestore data goes through Kwame's "
             "deleteUserData function.")
    s.pre_tool(None, "Bash", {"command": "firebase deploy --only functions:deleteUserData --project streakling-dev",
                              "description": "Deploy Kwame's deleteUserData callable to dev"})
    s.bash(None, "firebase deploy --only functions:deleteUserData --project streakling-dev",
           "=== Deploying to 'streakling-dev'...\n✔  functions[deleteUserData(europe-west1)] Successful create "
           "operation.\n✔  Deploy complete!")
    s.edit("reauthfix", "lib/features/settings/account_service.dart",
           "    await _auth.currentUser!.delete();",
           "    final user = _auth.currentUser!;\n    if (!user.isAnonymous) {\n      await user.reauthenticateWith"
           "Provider(_providerFor(user));\n    }\n    await _functions.httpsCallable('deleteUserData').call();\n"
           "    await user.delete();")
    s.bash("testok8", "fvm flutter test && fvm flutter test integration_test -d emulator-5554",
           ok_tests(22, "00:10") + "\n00:41 +3: All tests passed!")
    s.edit("version2", "pubspec.yaml", "version: 1.0.0+14", "version: 1.0.0+16")
    s.bash("commit8", "git add -A && git commit -m 'feat(auth): anonymous start with later account linking; in-app "
           "account deletion (App Review 5.1.1)' && git tag -f v1.0.0 && git push --follow-tags -f",
           "[main 9f2d7e4] feat(auth): anonymous start with later account linking; in-app account deletion (App "
           "Review 5.1.1)\n 12 files changed, 318 insertions(+), 41 deletions(-)")
    s.prompt("resubmit", "Resubmitted 1.0.0 build 16 with a note in the review notes: no login needed, Settings > "
             "Delete account. Tomorrow is the investor demo, Tobias demos from TestFlight build 16.")
    s.remember("memauth", "Sign-in policy changed on 20 May 2027 after App Review (Guideline 5.1.1): streakling no "
               "longer requires sign-in. Users start as Firebase anonymous users; Settings offers 'Back up your "
               "streaks' (link Apple/Google with linkWithCredential) and 'Delete account' (reauthenticate, "
               "deleteUserData callable, user.delete()). 1.0.0 build 16 resubmitted.", "anonymous auth and account "
               "deletion", "decision")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident. This morning around 07:00 testers got the same reminder five to nine times in a "
             "row, Kwame had 11 pushes for 'Drink water'. Several people in the Friends and family group are "
             "annoyed and two turned notifications off. Stop it first, then find out why.")
    s.bash("pause", "gcloud scheduler jobs pause firebase-schedule-sendDueReminders-europe-west1 --location "
           "europe-west1 --project streakling-prod", "Job has been paused.")
    s.bash("fnlogs", "firebase functions:log --only sendDueReminders --project streakling-prod | grep -E "
           "'timeout|retry|sent' | head -8",
           "2027-05-24T05:00:59.812Z E sendDueReminders: Function execution took 60001 ms, finished with status: "
           "'timeout'\n2027-05-24T05:01:14.077Z I sendDueReminders: retry attempt 1\n2027-05-24T05:02:14.090Z E "
           "sendDueReminders: Function execution took 60002 ms, finished with status: 'timeout'\n2027-05-24T05:02:31"
           ".500Z I sendDueReminders: retry attempt 2\n2027-05-24T05:03:31.511Z E sendDueReminders: Function "
           "execution took 60001 ms, finished with status: 'timeout'\n2027-05-24T05:03:47.203Z I sendDueReminders: "
           "retry attempt 3")
    s.bash("tokens", "firebase firestore:get users/kwame-test --project streakling-prod | jq '.fcmTokens | length'",
           "4")
    s.prompt("incidentwhy", "Two things together. The function sends one push at a time with await in a loop, so "
             "at 07:00 with everyone's morning reminders due it ran past its 60 s timeout, and with retryCount 3 "
             "every retry started again from the top: nextAt was only updated after sending, so the same reminders "
             "went out again each time. And each token refresh added a token to fcmTokens without removing the "
             "old one, so some devices were registered two or three times.")
    s.read(None, "functions/src/reminders.ts", REMINDERS_TS)
    s.prompt("localdecision", "Decision with Tobias and Kwame: daily habit reminders move to the device. Schedule "
             "them locally with flutter_local_notifications (zonedSchedule, repeating daily at the habit's time). "
             "No server, works offline, no duplicates from retries. Cloud Messaging stays only for the partner "
             "nudges planned for 1.2. The scheduler job stays paused and sendDueReminders gets deleted once 1.1.0 "
             "is out.")
    s.write("localrem", "lib/features/reminders/reminder_scheduler.dart", LOCAL_REMINDERS_DART)
    s.bash(None, "fvm flutter pub add flutter_local_notifications flutter_timezone timezone",
           "Resolving dependencies... \n+ flutter_local_notifications 19.2.1\n+ flutter_timezone 4.1.1\n"
           "+ timezone 0.10.1\nChanged 5 dependencies!")
    s.edit("exactalarm", "android/app/src/main/AndroidManifest.xml",
           "    <uses-permission android:name=\"android.permission.INTERNET\"/>",
           "    <uses-permission android:name=\"android.permission.INTERNET\"/>\n    <uses-permission android:name="
           "\"android.permission.POST_NOTIFICATIONS\"/>\n    <uses-permission android:name=\"android.permission."
           "RECEIVE_BOOT_COMPLETED\"/>")
    s.lesson("lesson3", "A scheduled Cloud Function with retries must be idempotent: mark each reminder as sent "
             "(or advance nextAt) before pushing, never after, and dedupe FCM tokens per installation. Slow "
             "sequential sends + a 60 s timeout + retryCount 3 sent the same reminder up to 11 times.",
             "duplicate reminder pushes on Monday 24 May 2027 at 07:00")
    s.write("postmortem", "docs/incidents/2027-05-24-duplicate-reminders.md",
            "# Duplicate reminders, Monday 24 May 2027\n\n- 07:00-07:04 CEST: reminders sent 5-11 times per device; "
            "about 30 of 38 testers affected, 2 disabled notifications.\n- 08:15: scheduler job paused.\n"
            "- Cause: sendDueReminders timed out (60 s, sequential sends) and was retried 3 times; nextAt was updated "
            "after sending. Duplicate FCM tokens per device (token refresh appended).\n- Decision: daily reminders "
            "scheduled on the device (flutter_local_notifications); FCM only for partner nudges.\n")
    s.prompt("approved", "Also good news: App Review approved 1.0.0 (16) on Saturday. Release it manually with "
             "phased release on iOS; Android goes from internal to production at 20% rollout.")
    s.bash("storeslive", "app-store-connect publish --app-id 6502188431 --version-string 1.0.0 --phased-release && "
           "google-play tracks promote-release --package-name app.streakling.mobile --source-track internal "
           "--target-track production --release-rollout 0.2",
           "Released version 1.0.0 (16) for sale with phased release (7 days)\nPromoted versionCode 10 from internal "
           "to production with rollout 20%")
    s.bash("commit9", "git add -A && git commit -m 'feat(reminders): local daily reminders; docs: incident "
           "2027-05-24 duplicate pushes'", "[main 4c81b5a] feat(reminders): local daily reminders; docs: incident "
           "2027-05-24 duplicate pushes\n 9 files changed, 233 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("textdates", "Storage change for 1.1.0: Drift keeps DateTime as Unix seconds by default, which is how "
             "the UTC/local mix-up got in. Switch to store_date_time_values_as_text in build.yaml, then dates are "
             "ISO-8601 strings with their offset and readable in sqlite3. That's schema version 3.")
    s.grep(None, "DateTimeColumn|dateTime\\(\\)", ["lib/data/database.dart", "lib/data/tables/reminders.dart"])
    s.write("buildyaml", "build.yaml", "targets:\n  $default:\n    builders:\n      drift_dev:\n        options:\n"
            "          store_date_time_values_as_text: true\n          databases:\n            streakling: "
            "lib/data/database.dart\n")
    s.edit("migv3", "lib/data/database.dart", "  @override\n  int get schemaVersion => 2;", MIGRATION_V3_DART)
    s.bash(None, "fvm dart run drift_dev make-migrations && fvm flutter test test/drift",
           "Dumped schema v3 to drift_schemas/streakling/drift_schema_v3.json\n00:04 +3: All tests passed!")
    s.bash(None, "git tag v1.1.0-beta.1 && git push --tags", " * [new tag]         v1.1.0-beta.1 -> v1.1.0-beta.1")
    s.prompt("bug2", "Ines again: after installing the 1.1.0 beta (build 19) from TestFlight all her streaks show 0 "
             "and the history calendar is empty. Same symptom as the Lisbon thing, but she didn't tick anything "
             "after midnight this time.")
    s.bash("bug2db", "sqlite3 /tmp/ines-streakling.sqlite \"SELECT id, habit_id, day, typeof(day) FROM check_ins "
           "ORDER BY id DESC LIMIT 4\"", "88|3|2027-05-26T00:00:00.000|text\n87|2|1779667200|integer\n"
           "86|3|1779667200|integer\n85|1|1779580800|integer")
    s.prompt("bug2why", "Different cause this time. TableMigration copied the old rows unchanged, so every check-in "
             "from before the upgrade still holds an integer, and the text-mode reader parses 1779667200 as garbage "
             "(year 1970-ish or null), so no day matches. The from2To3 step must convert the values: "
             "datetime(day, 'unixepoch') for the integer rows.")
    s.edit("bug2fix", "lib/data/database.dart",
           "            await m.alterTable(TableMigration(schema.checkIns));",
           "            await m.alterTable(TableMigration(schema.checkIns, columnTransformer: {\n"
           "              schema.checkIns.day: const CustomExpression<String>(\n"
           "                \"CASE WHEN typeof(day) = 'integer' THEN strftime('%Y-%m-%dT%H:%M:%S', day, 'unixepoch') "
           "ELSE day END\"),\n              schema.checkIns.createdAt: const CustomExpression<String>(\n"
           "                \"CASE WHEN typeof(created_at) = 'integer' THEN strftime('%Y-%m-%dT%H:%M:%S', created_at, "
           "'unixepoch') ELSE created_at END\"),\n            }));")
    s.write("bug2test", "test/drift/migration_v2_v3_test.dart",
            "test('v2 -> v3 keeps check-in days', () async {\n  final schema = await verifier.schemaAt(2);\n"
            "  final old = v2.DatabaseAtV2(schema.newConnection());\n  await old.into(old.checkIns).insert(v2.CheckIns"
            "Companion.insert(habitId: 1, day: 1779667200));\n  await old.close();\n\n  final db = AppDatabase("
            "schema.newConnection());\n  await verifier.migrateAndValidate(db, 3);\n  final row = await db.select("
            "db.checkIns).getSingle();\n  expect(row.day, DateTime.utc(2027, 5, 25));\n});\n")
    s.bash("bug2ok", "fvm flutter test test/drift", "00:05 +4: All tests passed!")
    s.lesson("lesson4", "When a Drift migration changes how a column is stored (ints -> ISO text with "
             "store_date_time_values_as_text), TableMigration copies old values as they are: give it a "
             "columnTransformer that converts them, and test the step with real v2 data via SchemaVerifier.",
             "streaks showed 0 after upgrading to the 1.1.0 beta (schema v3)")
    s.prompt("prefsql", "And one more rule for the repo: any migration that touches existing rows gets a test that "
             "inserts data at the old schema version and checks it after migrating. Schema-only tests are not enough.")
    s.bash("commit10", "git add -A && git commit -m 'fix(db): convert integer dates in the v2->v3 migration; store "
           "dates as text'", "[main 7e20a4d] fix(db): convert integer dates in the v2->v3 migration; store dates as "
           "text\n 8 files changed, 176 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git log --oneline -4", "7e20a4d fix(db): convert integer dates in the v2->v3 migration; store dates "
           "as text\n4c81b5a feat(reminders): local daily reminders; docs: incident 2027-05-24 duplicate pushes\n"
           "9f2d7e4 feat(auth): anonymous start with later account linking; in-app account deletion (App Review "
           "5.1.1)\n2ab6e91 ci: build numbers from the stores; ios privacy manifest")
    s.prompt("release11", "Release 1.1.0 today: local reminders, text dates, the migration fix. Hana approved the two "
             "changed goldens for the new Today header. Tag v1.1.0.")
    s.bash(None, "fvm flutter analyze && fvm flutter test", "Analyzing streakling...\nNo issues found! (ran in 4.0s)\n"
           + ok_tests(29, "00:12"))
    s.edit("version3", "pubspec.yaml", "version: 1.0.0+16", "version: 1.1.0+21")
    s.pre_tool("pretag", "Bash", {"command": "git commit -am 'chore(release): 1.1.0' && git tag v1.1.0 && git push "
                                  "--follow-tags", "description": "Tag and push release 1.1.0"})
    s.bash("tag11", "git commit -am 'chore(release): 1.1.0' && git tag v1.1.0 && git push --follow-tags",
           "[main d3f9a10] chore(release): 1.1.0\n 1 file changed, 1 insertion(+), 1 deletion(-)\n"
           " * [new tag]         v1.1.0 -> v1.1.0")
    s.bash("release11ok", "codemagic-cli-tools builds status --tag v1.1.0",
           "ios-release #9: success, build 1.1.0 (21) in TestFlight group Friends and family\n"
           "android-release #8: success, versionCode 13 published to internal")
    s.pre_tool("predelete", "Bash", {"command": "firebase functions:delete sendDueReminders --region europe-west1 "
                                     "--project streakling-prod --force"})
    s.bash("fndelete", "firebase functions:delete sendDueReminders --region europe-west1 --project streakling-prod "
           "--force", "i  functions: deleting Node.js 20 (2nd Gen) function sendDueReminders(europe-west1)...\n"
           "✔  functions[sendDueReminders(europe-west1)] Successful delete operation.")
    s.prompt("plan11", "Next: submit 1.1.0 to App Review on Monday the 31st, and on Wednesday 2 June Kwame starts "
             "the partner nudges over Cloud Messaging for 1.2. Also Tobias wants the phased release of 1.0.0 to "
             "finish before 1.1.0 goes live.")
    s.prompt("prefreview", "Note for the future: Tobias wants to be asked before anything is submitted to App Review "
             "or promoted on Play, and the review notes always explain that no login is needed.")
    s.remember("memrelease2", "streakling 1.1.0 (iOS build 21, Android versionCode 13) released to TestFlight and Play "
               "internal on Friday 28 May 2027: local daily reminders via flutter_local_notifications, dates stored "
               "as text (Drift schema v3) with the integer-date conversion. sendDueReminders deleted. App Review "
               "submission planned for Monday 31 May; partner nudges over FCM start Wednesday 2 June (Kwame).",
               "1.1.0 release", "fact")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-05-03T08:40:00", "4f0a1c22-9b3e-4d17-a2c5-5e6f7a8b4401", s1),    # Mon
    ("s2", "2027-05-05T09:15:00", "5a1b2d33-ac4f-4e28-b3d6-6f7a8b9c4402", s2),    # Wed
    ("s3", "2027-05-07T13:05:00", "6b2c3e44-bd50-4f39-c4e7-7a8b9cad4403", s3),    # Fri
    ("s4", "2027-05-11T09:30:00", "7c3d4f55-ce61-404a-d5f8-8b9cadbe4404", s4),    # Tue
    ("s5", "2027-05-13T10:00:00", "8d4e5066-df72-415b-e609-9cadbecf4405", s5),    # Thu
    ("s6", "2027-05-14T14:20:00", "9e5f6177-e083-426c-f71a-adbecfd04406", s6),    # Fri
    ("s7", "2027-05-18T09:00:00", "af607288-f194-437d-082b-becfd0e14407", s7),    # Tue
    ("s8", "2027-05-20T10:10:00", "b0718399-02a5-448e-193c-cfd0e1f24408", s8),    # Thu
    ("s9", "2027-05-24T06:10:00", "c18294aa-13b6-459f-2a4d-d0e1f2034409", s9),    # Mon
    ("s10", "2027-05-26T11:00:00", "d293a5bb-24c7-46a0-3b5e-e1f203144410", s10),  # Wed
    ("s11", "2027-05-28T13:30:00", "e3a4b6cc-35d8-47b1-4c6f-f20314254411", s11),  # Fri
]

#: When the questions are asked: the Thursday after the last session (a Friday).
ASKED_AT = "2027-06-03T08:30:00Z"
