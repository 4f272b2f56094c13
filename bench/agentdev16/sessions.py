"""The ten sessions of the perceel history, step by step (see build.py and README.md)."""
from __future__ import annotations

PUBSPEC = """name: perceel
description: Plot booking and garden-day planning for the Ghent allotment network.
publish_to: none
version: 0.1.0+1

environment:
  sdk: ^3.6.0
  flutter: ">=3.27.0"

dependencies:
  flutter:
    sdk: flutter
  flutter_localizations:
    sdk: flutter
  intl: any
  flutter_riverpod: ^2.6.1
  riverpod_annotation: ^2.6.1
  go_router: ^14.6.2
  firebase_core: ^3.8.1
  firebase_auth: ^5.3.4
  cloud_firestore: ^5.6.0
  cloud_functions: ^5.2.0
  freezed_annotation: ^2.4.4
  json_annotation: ^4.9.0

dev_dependencies:
  flutter_test:
    sdk: flutter
  integration_test:
    sdk: flutter
  build_runner: ^2.4.13
  riverpod_generator: ^2.6.3
  freezed: ^2.5.7
  json_serializable: ^6.9.0
  flutter_lints: ^5.0.0

flutter:
  uses-material-design: true
  generate: true
"""

RULES_V1 = """rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    function signedIn() { return request.auth != null; }
    function isCoordinator() {
      return signedIn() && request.auth.token.coordinator == true;
    }
    match /plots/{plotId} {
      allow read: if signedIn();
      allow write: if isCoordinator();
    }
    match /members/{uid} {
      allow read, write: if signedIn() && request.auth.uid == uid;
    }
  }
}
"""

ROUTER = """final routerProvider = Provider<GoRouter>((ref) {
  final auth = ref.watch(authStateProvider);
  return GoRouter(
    initialLocation: '/plots',
    redirect: (context, state) {
      final signedIn = auth.valueOrNull != null;
      final onLogin = state.matchedLocation == '/login';
      if (!signedIn) return onLogin ? null : '/login';
      if (onLogin) return '/plots';
      return null;
    },
    routes: [
      GoRoute(path: '/login', builder: (_, __) => const LoginScreen()),
      GoRoute(path: '/plots', builder: (_, __) => const PlotListScreen(), routes: [
        GoRoute(path: ':id', builder: (_, s) => PlotDetailScreen(id: s.pathParameters['id']!)),
      ]),
      GoRoute(path: '/bookings', builder: (_, __) => const MyBookingsScreen()),
    ],
  );
});
"""

FUNCTIONS_TS = """import { onDocumentCreated } from "firebase-functions/v2/firestore";
import { HttpsError } from "firebase-functions/v2/https";
import { getFirestore } from "firebase-admin/firestore";

// A member may hold at most MAX_ACTIVE_BOOKINGS future bookings across all gardens.
export const MAX_ACTIVE_BOOKINGS = 3;

export const onBookingCreate = onDocumentCreated(
  { document: "bookings/{bookingId}", region: "europe-west1" },
  async (event) => {
    const booking = event.data?.data();
    if (!booking) return;
    const db = getFirestore();
    const active = await db.collection("bookings")
      .where("memberId", "==", booking.memberId)
      .where("date", ">=", new Date())
      .count().get();
    if (active.data().count > MAX_ACTIVE_BOOKINGS) {
      await event.data!.ref.update({ status: "rejected", reason: "limit" });
      return;
    }
    await event.data!.ref.update({ status: "confirmed" });
  });
"""

ARB_NL = """{
  "@@locale": "nl",
  "appTitle": "Perceel",
  "plotListTitle": "Percelen",
  "bookButton": "Reserveren",
  "bookingsCount": "{count, plural, =0{Geen reservaties} =1{1 reservatie} other{{count} reservaties}}",
  "@bookingsCount": { "placeholders": { "count": { "type": "int" } } },
  "gardenDay": "Tuindag op {date}",
  "@gardenDay": { "placeholders": { "date": {} } },
  "limitReached": "Je hebt al het maximum aantal reservaties."
}
"""

GHA_YAML = """name: build
on:
  push:
    branches: [main]
    tags: ['v*']
  pull_request:

jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: subosito/flutter-action@v2
        with: { flutter-version: '3.27.1', channel: stable, cache: true }
      - run: flutter pub get
      - run: dart format --output=none --set-exit-if-changed .
      - run: flutter analyze
      - run: flutter test --coverage
  android:
    needs: test
    if: startsWith(github.ref, 'refs/tags/v')
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: subosito/flutter-action@v2
        with: { flutter-version: '3.27.1', channel: stable, cache: true }
      - run: echo "$GOOGLE_SERVICES_JSON" | base64 -d > android/app/google-services.json
        env: { GOOGLE_SERVICES_JSON: '${{ secrets.GOOGLE_SERVICES_JSON }}' }
      - run: flutter build appbundle --release --build-number=${{ github.run_number }}
      - run: bundle exec fastlane android internal
        working-directory: android
  ios:
    needs: test
    if: startsWith(github.ref, 'refs/tags/v')
    runs-on: macos-14
    steps:
      - uses: actions/checkout@v4
      - uses: subosito/flutter-action@v2
        with: { flutter-version: '3.27.1', channel: stable, cache: true }
      - run: bundle exec fastlane ios beta
        working-directory: ios
        env:
          MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}
          APP_STORE_CONNECT_API_KEY: ${{ secrets.ASC_KEY }}
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: perceel. It's a phone app for the Ghent allotment network (Gentse Volkstuinen vzw, "
             "eleven gardens, about 640 members). Wim De Smet is their volunteer coordinator and the client; members "
             "book shared plots, tool-shed slots and the monthly garden days. Flutter so we get Android and iOS from "
             "one codebase, Firebase for auth and data because Wim already pays for a Blaze project "
             "(gentse-volkstuinen-prod). Package id be.volkstuinen.perceel.")
    s.prompt("rules", "Some rules before we start. Always run `dart format .` and `flutter analyze` before any "
             "commit, and the commit only goes in if analyze says no issues. Never commit google-services.json or "
             "GoogleService-Info.plist, they go into CI secrets. I prefer small commits with conventional prefixes "
             "(feat:, fix:, chore:).")
    s.bash("flutterver", "flutter --version", "Flutter 3.27.1 • channel stable • https://github.com/flutter/flutter.git\n"
           "Framework • revision 17025dd882 (3 weeks ago) • 2027-10-19 09:12:40 -0700\nEngine • revision cb4b5fff73\n"
           "Tools • Dart 3.6.0 • DevTools 2.40.2")
    s.bash(None, "flutter create --org be.volkstuinen --project-name perceel --platforms android,ios .",
           "Creating project ....\nResolving dependencies... \nGot dependencies.\nWrote 72 files.\n\nAll done!\n"
           "In order to run your application, type:\n\n  $ flutter run")
    s.prompt("riverpod", "State management: Riverpod, not Bloc. I used Bloc on the last job and the event/state "
             "boilerplate for every little screen was too much for a one-person project. Riverpod with the "
             "generator (@riverpod annotations) and go_router for navigation with a redirect on auth state.")
    s.write("pubspec", "pubspec.yaml", PUBSPEC)
    s.bash("pubfail", "flutter pub get", "Resolving dependencies...\n",
           "Because riverpod_generator >=2.6.2 depends on analyzer ^6.11.0 and freezed 2.5.7 depends on analyzer "
           ">=6.5.0 <6.10.0, riverpod_generator >=2.6.2 is incompatible with freezed 2.5.7.\nSo, because perceel "
           "depends on both freezed 2.5.7 and riverpod_generator ^2.6.3, version solving failed.\n\n\nYou can try the "
           "following suggestion to make the pubspec resolve:\n* Try upgrading your constraint on freezed: flutter "
           "pub add dev:freezed:^2.5.8", code=1)
    s.edit("pubfix", "pubspec.yaml", "  freezed: ^2.5.7", "  freezed: ^2.5.8")
    s.bash("pubok", "flutter pub get", "Resolving dependencies...\nDownloading packages...\n+ freezed 2.5.8\n"
           "+ riverpod_generator 2.6.3\n+ analyzer 6.11.0\nChanged 97 dependencies!")
    s.write("router", "lib/app/router.dart", ROUTER)
    s.bash(None, "dart format . && flutter analyze", "Formatted 9 files (2 changed) in 0.41 seconds.\n"
           "Analyzing perceel...\nNo issues found! (ran in 3.2s)")
    s.bash("commit1", "git add -A && git commit -m 'chore: flutter skeleton with riverpod, go_router, firebase deps'",
           "[main (root-commit) 4e1a9c0] chore: flutter skeleton with riverpod, go_router, firebase deps\n"
           " 81 files changed, 3412 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("firebase", "Today: Firebase. Sign-in with email link (magic link), no passwords, half the members are "
             "over 65 and forget them. Data in Firestore: a `plots` collection (one doc per shareable plot, with "
             "gardenId, size in m², soil notes) and `members/{uid}`. And always develop against the local emulators, "
             "never touch the prod project from a dev machine.")
    s.bash("flutterfire", "flutterfire configure --project=gentse-volkstuinen-dev --platforms=android,ios "
           "--out=lib/firebase_options.dart", "i Found 2 Firebase projects.\n✔ Which platforms should your "
           "configuration support? · android, ios\ni Firebase android app be.volkstuinen.perceel registered.\n"
           "i Firebase ios app be.volkstuinen.perceel registered.\n\nFirebase configuration file "
           "lib/firebase_options.dart generated successfully with the following Firebase apps:\n\n"
           "Platform  Firebase App Id\nandroid   1:480551203377:android:8c2f1e0b6d7a4c19\n"
           "ios       1:480551203377:ios:3b90a7d2e5f14c88")
    s.edit("gitignore", ".gitignore", "# Exceptions to above rules.", "# Firebase platform config: CI secrets only\n"
           "android/app/google-services.json\nios/Runner/GoogleService-Info.plist\n\n# Exceptions to above rules.")
    s.write("rules1", "firestore.rules", RULES_V1)
    s.write("plotsprov", "lib/plots/plots_provider.dart", "@riverpod\nStream<List<Plot>> plots(Ref ref) {\n"
            "  return FirebaseFirestore.instance\n      .collection('plots')\n      .orderBy('gardenId')\n"
            "      .snapshots()\n      .map((q) => q.docs.map(Plot.fromDoc).toList());\n}\n")
    s.write("plotcard", "lib/plots/plot_card.dart", "class PlotCard extends ConsumerWidget {\n  const PlotCard({super.key, "
            "required this.plot});\n  final Plot plot;\n\n  @override\n  Widget build(BuildContext context, WidgetRef "
            "ref) {\n    return Card(\n      child: ListTile(\n        title: Text(plot.name),\n        subtitle: Text("
            "'${plot.sizeM2} m² · ${plot.gardenName}'),\n        onTap: () => context.go('/plots/${plot.id}'),\n"
            "      ),\n    );\n  }\n}\n")
    s.bash(None, "firebase emulators:start --only auth,firestore,functions", "i  emulators: Starting emulators: auth, "
           "firestore, functions\n✔  All emulators ready! It is now safe to connect your app.\n"
           "│ Authentication │ 127.0.0.1:9099 │\n│ Firestore      │ 127.0.0.1:8080 │\n│ Functions      │ 127.0.0.1:5001 │"
           "\n│ Emulator UI    │ 127.0.0.1:4000 │")
    s.bash("denied1", "flutter run -d emulator-5554", "Launching lib/main.dart on sdk gphone64 x86 64 in debug mode...\n"
           "✓ Built build/app/outputs/flutter-apk/app-debug.apk\n",
           "W/Firestore( 7311): (25.1.1) [Firestore]: Listen for Query(target=Query(plots order by gardenId);limitType="
           "LIMIT_TO_FIRST) failed: Status{code=PERMISSION_DENIED, description=Missing or insufficient permissions., "
           "cause=null}\nE/flutter ( 7311): [ERROR:flutter/runtime/dart_vm_initialization.cc(40)] Unhandled Exception: "
           "[cloud_firestore/permission-denied] The caller does not have permission to execute the specified "
           "operation.", code=1)
    s.grep("grepemu", "useFirestoreEmulator|useAuthEmulator", ["lib/main.dart"])
    s.read("mainread", "lib/main.dart", "Future<void> main() async {\n  WidgetsFlutterBinding.ensureInitialized();\n"
           "  await Firebase.initializeApp(options: DefaultFirebaseOptions.currentPlatform);\n"
           "  if (kDebugMode) {\n    FirebaseFirestore.instance.useFirestoreEmulator('10.0.2.2', 8080);\n  }\n"
           "  runApp(const ProviderScope(child: PerceelApp()));\n}\n")
    s.prompt("denied1why", "So Firestore goes to the emulator but auth doesn't? Then the email-link sign-in happened "
             "against the real dev project, the emulator sees an unauthenticated request and the rules say no.")
    s.edit("denied1fix", "lib/main.dart", "    FirebaseFirestore.instance.useFirestoreEmulator('10.0.2.2', 8080);",
           "    FirebaseFirestore.instance.useFirestoreEmulator('10.0.2.2', 8080);\n"
           "    await FirebaseAuth.instance.useAuthEmulator('10.0.2.2', 9099);")
    s.bash("denied1ok", "flutter run -d emulator-5554", "Launching lib/main.dart on sdk gphone64 x86 64 in debug mode...\n"
           "✓ Built build/app/outputs/flutter-apk/app-debug.apk\nSyncing files to device sdk gphone64 x86 64...\n"
           "I/flutter ( 7402): auth: signed in as test-wim@example.com (uid Xk3pQ9emuU)\n"
           "I/flutter ( 7402): plots: 14 documents")
    s.remember("memports", "Local Firebase emulators for perceel: Auth 9099, Firestore 8080, Functions 5001, Emulator "
               "UI 4000. From the Android emulator the host is 10.0.2.2, from the iOS simulator 127.0.0.1. Both "
               "useFirestoreEmulator AND useAuthEmulator must be called in main.dart in debug mode, otherwise sign-in "
               "hits the real dev project and Firestore answers permission-denied.", "perceel emulator ports and setup")
    s.bash("commit2", "dart format . && flutter analyze && git add -A && git commit -m 'feat: email-link auth, plots "
           "list, firestore rules, emulators in debug'", "Formatted 14 files (0 changed) in 0.38 seconds.\nAnalyzing "
           "perceel...\nNo issues found! (ran in 3.6s)\n[main 9b27d13] feat: email-link auth, plots list, firestore "
           "rules, emulators in debug\n 12 files changed, 388 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("bookings", "Bookings now. A member books a plot for a date; a Cloud Function checks the limit: at most "
             "3 active (future) bookings per member across all gardens, Wim's number. Functions in TypeScript, "
             "region europe-west1 because the members are all in Belgium.")
    s.todo(None, [("Booking model with freezed", "completed"), ("bookingsProvider + booking form", "in_progress"),
                  ("onBookingCreate function with limit", "pending"), ("widget + function tests", "pending")])
    s.bash(None, "dart run build_runner build --delete-conflicting-outputs", "[INFO] Generating build script completed, "
           "took 412ms\n[INFO] Running build completed, took 18.7s\n[INFO] Succeeded after 18.8s with 26 outputs (58 "
           "actions)")
    s.write("bookprov", "lib/bookings/bookings_provider.dart", "@riverpod\nStream<List<Booking>> bookings(Ref ref) {\n"
            "  final uid = ref.watch(authStateProvider).valueOrNull?.uid;\n  if (uid == null) return const "
            "Stream.empty();\n  return FirebaseFirestore.instance\n      .collection('bookings')\n      .where("
            "'memberId', isEqualTo: uid)\n      .orderBy('date')\n      .snapshots()\n      .map((q) => "
            "q.docs.map(Booking.fromDoc).toList());\n}\n")
    s.write("fnts", "functions/src/index.ts", FUNCTIONS_TS)
    s.bash("tscfail", "cd functions && npm run build", "> build\n> tsc\n\n",
           "src/index.ts(20,13): error TS2532: Object is possibly 'undefined'.\n\nFound 1 error in src/index.ts:20",
           code=2)
    s.edit("tscfix", "functions/src/index.ts", "    if (!booking) return;", "    if (!booking || !event.data) return;")
    s.bash(None, "npm run build", "> build\n> tsc\n")
    s.bash("idxfail", "flutter test integration_test/booking_flow_test.dart -d emulator-5554", "00:41 +3: booking "
           "flow shows my bookings\n", "══╡ EXCEPTION CAUGHT BY FLUTTER TEST FRAMEWORK ╞══\n[cloud_firestore/"
           "failed-precondition] The query requires an index. You can create it here: http://127.0.0.1:4000/firestore"
           "\n00:43 +3 -1: Some tests failed.", code=1)
    s.write("indexes", "firestore.indexes.json", "{\n  \"indexes\": [\n    {\n      \"collectionGroup\": \"bookings\",\n"
            "      \"queryScope\": \"COLLECTION\",\n      \"fields\": [\n        { \"fieldPath\": \"memberId\", "
            "\"order\": \"ASCENDING\" },\n        { \"fieldPath\": \"date\", \"order\": \"ASCENDING\" }\n      ]\n"
            "    }\n  ]\n}\n")
    s.bash("test1", "flutter test", "00:09 +42: All tests passed!")
    s.prompt("nomock", "For tests: I prefer fake_cloud_firestore in unit tests over mocking FirebaseFirestore with "
             "mocktail; mocks of query chains break every time the query changes.")
    s.bash("commit3", "dart format . && flutter analyze && git add -A && git commit -m 'feat: bookings with "
           "onBookingCreate limit check (max 3 active)'", "Formatted 23 files (1 changed) in 0.44 seconds.\nAnalyzing "
           "perceel...\nNo issues found! (ran in 3.9s)\n[main c51e0a4] feat: bookings with onBookingCreate limit "
           "check (max 3 active)\n 17 files changed, 702 insertions(+), 11 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git log --oneline -3", "c51e0a4 feat: bookings with onBookingCreate limit check (max 3 active)\n"
           "9b27d13 feat: email-link auth, plots list, firestore rules, emulators in debug\n4e1a9c0 chore: flutter "
           "skeleton with riverpod, go_router, firebase deps")
    s.prompt("rename", "Wim looked at the test build: the gardens never say \"plot\", everything on paper and in "
             "their newsletters is \"perceel\" / parcel. Let's rename through the whole app: the Firestore collection "
             "`plots` becomes `parcels`, PlotCard becomes ParcelTile, and the plots provider becomes "
             "parcelListProvider. Keep the route as /parcels.")
    s.bash("gitmv", "git mv lib/plots lib/parcels && git mv lib/parcels/plot_card.dart lib/parcels/parcel_tile.dart",
           "")
    s.edit("tilerename", "lib/parcels/parcel_tile.dart", "class PlotCard extends ConsumerWidget {\n  const "
           "PlotCard({super.key, required this.plot});\n  final Plot plot;", "class ParcelTile extends ConsumerWidget "
           "{\n  const ParcelTile({super.key, required this.parcel});\n  final Parcel parcel;")
    s.edit("provrename", "lib/parcels/parcels_provider.dart", "@riverpod\nStream<List<Plot>> plots(Ref ref) {\n"
           "  return FirebaseFirestore.instance\n      .collection('plots')", "@riverpod\nStream<List<Parcel>> "
           "parcelList(Ref ref) {\n  return FirebaseFirestore.instance\n      .collection('parcels')")
    s.grep("grepplot", "plotsProvider|PlotCard|'/plots", ["lib/app/router.dart", "lib/parcels/parcel_list_screen.dart",
                                                       "test/parcels/parcel_list_test.dart"])
    s.edit("routerfix", "lib/app/router.dart", "    initialLocation: '/plots',", "    initialLocation: '/parcels',")
    s.bash("migrate", "cd tools && npx ts-node copy_collection.ts --from plots --to parcels --project "
           "gentse-volkstuinen-dev", "copied 14/14 documents plots -> parcels\nupdated 37 bookings.plotId -> parcelId")
    s.bash("denied2", "flutter run -d emulator-5554", "Launching lib/main.dart on sdk gphone64 x86 64 in debug mode...\n"
           "I/flutter ( 8120): auth: signed in as test-wim@example.com (uid Xk3pQ9emuU)\n",
           "W/Firestore( 8120): Listen for Query(target=Query(parcels order by gardenId);limitType=LIMIT_TO_FIRST) "
           "failed: Status{code=PERMISSION_DENIED, description=Missing or insufficient permissions., cause=null}\n"
           "E/flutter ( 8120): Unhandled Exception: [cloud_firestore/permission-denied] The caller does not have "
           "permission to execute the specified operation.", code=1)
    s.prompt("denied2q", "permission-denied again? Auth emulator is connected this time, the log says I'm signed in.")
    s.read("rulesread", "firestore.rules", RULES_V1)
    s.edit("denied2fix", "firestore.rules", "    match /plots/{plotId} {", "    match /parcels/{parcelId} {")
    s.bash("rulestest", "cd functions && npm run test:rules", "> test:rules\n> firebase emulators:exec --only firestore "
           "'mocha test/rules.spec.ts'\n\n  firestore rules\n    ✔ members can read parcels\n    ✔ only coordinators "
           "write parcels\n    ✔ members read only their own member doc\n\n  3 passing (812ms)")
    s.lesson("lesson1", "When a Firestore collection is renamed, firestore.rules must be renamed with it: rules match "
             "by path, so a query on the new collection falls to the default deny and shows up as "
             "[cloud_firestore/permission-denied] even though the user is signed in. Run the rules tests after any "
             "collection rename.", "perceel: plots -> parcels rename, second permission-denied")
    s.bash("test2", "flutter test", "00:10 +47: All tests passed!")
    s.bash("commit4", "dart format . && flutter analyze && git add -A && git commit -m 'refactor: plots -> parcels "
           "(collection, ParcelTile, parcelListProvider, rules)'", "Formatted 25 files (3 changed) in 0.47 seconds.\n"
           "Analyzing perceel...\nNo issues found! (ran in 3.8s)\n[main 7d3f2b8] refactor: plots -> parcels "
           "(collection, ParcelTile, parcelListProvider, rules)\n 19 files changed, 141 insertions(+), 133 "
           "deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("l10n", "Localisation. Dutch is the main language, English second, and French as a third because a "
             "couple of gardens have francophone members. ARB files in lib/l10n, gen-l10n. Never hardcode a "
             "user-facing string in a widget from now on, everything goes through AppLocalizations.")
    s.write("l10nyaml", "l10n.yaml", "arb-dir: lib/l10n\ntemplate-arb-file: app_nl.arb\noutput-localization-file: "
            "app_localizations.dart\nnullable-getter: false\n")
    s.write("arbnl", "lib/l10n/app_nl.arb", ARB_NL)
    s.bash("genfail", "flutter gen-l10n", "", "Error: The placeholder, date, has its \"type\" resource attribute set to "
           "the \"null\" type in the following string: \"gardenDay\".\nDateTime placeholders require a \"format\"; "
           "the \"type\" attribute must be \"DateTime\" and \"format\" one of the DateFormat skeletons.", code=1)
    s.edit("genfix", "lib/l10n/app_nl.arb", "  \"@gardenDay\": { \"placeholders\": { \"date\": {} } },",
           "  \"@gardenDay\": { \"placeholders\": { \"date\": { \"type\": \"DateTime\", \"format\": \"MMMMEEEEd\" } "
           "} },")
    s.bash("genok", "flutter gen-l10n", "Because l10n.yaml exists, the options defined there will be used instead.\n"
           "Generated app_localizations.dart, app_localizations_nl.dart, app_localizations_en.dart, "
           "app_localizations_fr.dart")
    s.prompt("plural", "I prefer plurals as ICU messages in the ARB file, not `count == 1 ? ... : ...` in Dart. The "
             "translators can then fix Dutch grammar without touching code.")
    s.bash("untranslated", "flutter gen-l10n --untranslated-messages-file=untranslated.json && cat untranslated.json",
           "{\n  \"fr\": [\n    \"bookingsCount\",\n    \"gardenDay\",\n    \"limitReached\",\n    \"parcelListTitle\"\n"
           "  ]\n}")
    s.prompt("nofrench", "Actually let's not ship French in 1.0. Nobody can translate it before release and a "
             "half-French app is worse than none; Wim says the two francophone gardens read Dutch fine. Drop "
             "app_fr.arb, we'll revisit after launch.")
    s.bash("rmfr", "git rm lib/l10n/app_fr.arb && flutter gen-l10n", "rm 'lib/l10n/app_fr.arb'\nGenerated "
           "app_localizations.dart, app_localizations_nl.dart, app_localizations_en.dart")
    s.edit("locales", "lib/app/app.dart", "      supportedLocales: const [Locale('nl'), Locale('en'), "
           "Locale('fr')],", "      supportedLocales: AppLocalizations.supportedLocales,")
    s.bash("test3", "flutter test", "00:11 +53: All tests passed!")
    s.bash("commit5", "dart format . && flutter analyze && git add -A && git commit -m 'feat: l10n with nl (template) "
           "and en ARB files; no fr for 1.0'", "Formatted 31 files (2 changed) in 0.52 seconds.\nAnalyzing perceel...\n"
           "No issues found! (ran in 4.1s)\n[main 0a6c4e1] feat: l10n with nl (template) and en ARB files; no fr for "
           "1.0\n 14 files changed, 266 insertions(+), 58 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("codemagic", "Builds. Let's use Codemagic: Wim's tech-savvy nephew Jonas Peeters set up an account for "
             "the vzw, it has Flutter workflows out of the box and Mac machines for iOS, and 500 free build minutes a "
             "month.")
    s.write("cmyaml", "codemagic.yaml", "workflows:\n  android-internal:\n    name: Android internal\n    "
            "instance_type: linux_x2\n    environment:\n      flutter: 3.27.1\n      groups: [firebase, play]\n    "
            "scripts:\n      - flutter pub get\n      - flutter analyze\n      - flutter test\n      - flutter build "
            "appbundle --release\n    publishing:\n      google_play:\n        credentials: $PLAY_SERVICE_ACCOUNT\n"
            "        track: internal\n")
    s.bash("apksize", "flutter build apk --release --analyze-size --target-platform android-arm64", "Running Gradle "
           "task 'assembleRelease'...                      61.3s\n✓ Built build/app/outputs/flutter-apk/app-release.apk "
           "(21.7MB)\napp-release.apk (total compressed)                         21.7 MB\n  lib/arm64-v8a\n    "
           "libflutter.so                                           5 MB\n    libapp.so (Dart AOT)                    "
           "                 6 MB\n  assets\n    flutter_assets                                        3 MB")
    s.bash("fatapk", "flutter build apk --release && ls -lh build/app/outputs/flutter-apk/app-release.apk",
           "✓ Built build/app/outputs/flutter-apk/app-release.apk (47.9MB)\n-rw-r--r-- 1 lotte lotte 46M Nov 22 "
           "11:02 build/app/outputs/flutter-apk/app-release.apk")
    s.prompt("aab", "48 MB fat APK is silly. We only ship the app bundle to Play anyway, Play splits per ABI. Leave "
             "the APK for local sideloading only.")
    s.bash("cmfail", "codemagic-cli-tools google-play get-latest-build-number --package-name be.volkstuinen.perceel "
           "--tracks internal", "", "GooglePlayDeveloperAPIClientError: 404 Package not found: "
           "be.volkstuinen.perceel.", code=1)
    s.prompt("cmwhy", "Right, Play won't know the package until the first upload has been done by hand in the "
             "console. I'll upload the first bundle manually.")
    s.bash("aab1", "flutter build appbundle --release", "Running Gradle task 'bundleRelease'...                       "
           "58.9s\n✓ Built build/app/outputs/bundle/release/app-release.aab (24.3MB)")
    s.bash("vcfail", "codemagic builds trigger --workflow android-internal --branch main && codemagic builds logs "
           "--last", "Build 6763d1f0 started\n", "Publishing to Google Play...\nError: APK specifies a version code "
           "that has already been used. (versionCode 1 was used by the manual upload)\nBuild failed: Publishing "
           "step failed", code=1)
    s.edit("vcfix", "codemagic.yaml", "      - flutter build appbundle --release", "      - |\n        LATEST=$("
           "google-play get-latest-build-number --package-name be.volkstuinen.perceel --tracks internal)\n        "
           "flutter build appbundle --release --build-number=$((LATEST + 1))")
    s.bash("cmok", "codemagic builds trigger --workflow android-internal --branch main && codemagic builds logs --last",
           "Build 6763e2a4 started\nflutter test: 00:12 +53: All tests passed!\nBuilt app-release.aab (versionCode 2)\n"
           "Publishing to Google Play internal track... done\nBuild finished in 14m 08s")
    s.bash("commit6", "dart format . && flutter analyze && git add -A && git commit -m 'ci: codemagic android-internal "
           "workflow with auto build number'", "Formatted 31 files (0 changed) in 0.49 seconds.\nAnalyzing perceel...\n"
           "No issues found! (ran in 4.0s)\n[main 2f8b61d] ci: codemagic android-internal workflow with auto build "
           "number\n 2 files changed, 38 insertions(+)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("jank", "Wim's complaint from the garden map screen: scrolling and pinch-zoom stutters on his old "
             "Pixel 4a. Can you profile it?")
    s.bash("profile1", "flutter run --profile -d 0A271FDD4002CK --trace-skia && flutter screenshot --type=skia",
           "Launching lib/main.dart on Pixel 4a in profile mode...\nFrame rendering: avg UI 6.1ms, avg raster 27.4ms, "
           "worst raster 64.0ms, 41% of frames over the 16ms budget\nTop raster cost: Picture "
           "(GardenMapPainter.paint) 19.8ms")
    s.read("painter", "lib/map/garden_map_painter.dart", "class GardenMapPainter extends CustomPainter {\n  "
           "GardenMapPainter(this.parcels, this.zoom);\n  final List<Parcel> parcels;\n  final double zoom;\n\n  "
           "@override\n  void paint(Canvas canvas, Size size) {\n    for (final p in parcels) {\n      final path = "
           "Path()..addPolygon(p.outline.map((o) => o * zoom).toList(), true);\n      canvas.drawPath(path, "
           "Paint()..color = p.color..maskFilter = const MaskFilter.blur(BlurStyle.normal, 3));\n      "
           "_label(canvas, p);\n    }\n  }\n\n  @override\n  bool shouldRepaint(covariant CustomPainter old) => "
           "true;\n}\n")
    s.edit("perffix", "lib/map/garden_map_painter.dart", "      canvas.drawPath(path, Paint()..color = p.color.."
           "maskFilter = const MaskFilter.blur(BlurStyle.normal, 3));", "      canvas.drawPath(path, Paint()..color = "
           "p.color);")
    s.edit("repaint", "lib/map/garden_map_painter.dart", "  bool shouldRepaint(covariant CustomPainter old) => true;",
           "  bool shouldRepaint(covariant GardenMapPainter old) =>\n      old.zoom != zoom || old.parcels != parcels;")
    s.bash("profile2", "flutter run --profile -d 0A271FDD4002CK --trace-skia", "Launching lib/main.dart on Pixel 4a in "
           "profile mode...\nFrame rendering: avg UI 5.8ms, avg raster 9.3ms, worst raster 18.1ms, 2% of frames over "
           "the 16ms budget")
    s.prompt("bookrename", "While we're refactoring: bookingsProvider is confusing next to the coordinator's view of "
             "all bookings that's coming. Rename it to myBookingsProvider and make it a class-based AsyncNotifier "
             "so cancel() lives next to the stream.")
    s.write("mybook", "lib/bookings/my_bookings_provider.dart", "@riverpod\nclass MyBookings extends "
            "_$MyBookings {\n  @override\n  Stream<List<Booking>> build() {\n    final uid = "
            "ref.watch(authStateProvider).valueOrNull?.uid;\n    if (uid == null) return const Stream.empty();\n"
            "    return _col.where('memberId', isEqualTo: uid).orderBy('date').snapshots()\n        .map((q) => "
            "q.docs.map(Booking.fromDoc).toList());\n  }\n\n  Future<void> cancel(String id) =>\n      "
            "_col.doc(id).update({'status': 'cancelled'});\n\n  CollectionReference<Map<String, dynamic>> get _col =>"
            "\n      FirebaseFirestore.instance.collection('bookings');\n}\n")
    s.bash(None, "git rm -q lib/bookings/bookings_provider.dart && dart run build_runner build "
           "--delete-conflicting-outputs", "[INFO] Succeeded after 16.2s with 24 outputs (54 actions)")
    s.bash("analyzefail", "flutter analyze", "Analyzing perceel...\n\n  error • Undefined name 'bookingsProvider' • "
           "lib/bookings/my_bookings_screen.dart:18:34 • undefined_identifier\n  error • Undefined name "
           "'bookingsProvider' • test/bookings/my_bookings_test.dart:27:22 • undefined_identifier\n\n2 issues found. "
           "(ran in 3.7s)", code=1)
    s.edit("analyzefix", "lib/bookings/my_bookings_screen.dart", "    final bookings = ref.watch(bookingsProvider);",
           "    final bookings = ref.watch(myBookingsProvider);")
    s.bash("noapp", "flutter test integration_test/map_test.dart -d emulator-5554", "00:22 +0: loading "
           "integration_test/map_test.dart\n", "[core/no-app] No Firebase App '[DEFAULT]' has been created - call "
           "Firebase.initializeApp()\n00:24 +0 -1: Some tests failed.", code=1)
    s.edit("noappfix", "integration_test/map_test.dart", "  IntegrationTestWidgetsFlutterBinding.ensureInitialized();",
           "  IntegrationTestWidgetsFlutterBinding.ensureInitialized();\n  setUpAll(() async {\n    await "
           "Firebase.initializeApp(options: DefaultFirebaseOptions.currentPlatform);\n    await connectEmulators();\n"
           "  });")
    s.bash("test4", "flutter test && flutter test integration_test -d emulator-5554", "00:12 +61: All tests passed!\n"
           "00:58 +9: All tests passed!")
    s.bash("commit7", "dart format . && flutter analyze && git add -A && git commit -m 'perf: cheaper map painter; "
           "refactor: bookingsProvider -> myBookingsProvider (AsyncNotifier)'", "Formatted 34 files (1 changed) in "
           "0.50 seconds.\nAnalyzing perceel...\nNo issues found! (ran in 3.9s)\n[main 8c04d97] perf: cheaper map "
           "painter; refactor: bookingsProvider -> myBookingsProvider (AsyncNotifier)\n 11 files changed, 97 "
           "insertions(+), 64 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, "
           "working tree clean")
    s.prompt("ghaswitch", "Change of plan on CI: switch from Codemagic to GitHub Actions. We burned 310 of the 500 "
             "free Codemagic minutes in four days (macOS builds count double), and the vzw already has GitHub with "
             "free Actions minutes for the repo. Fastlane for the store uploads on both platforms.")
    s.write("ghayaml", ".github/workflows/build.yml", GHA_YAML)
    s.bash("rmcm", "git rm codemagic.yaml", "rm 'codemagic.yaml'")
    s.bash(None, "cd ios && bundle exec fastlane match init", "[✔] 🚀\n[10:41:07]: fastlane match supports multiple "
           "storage modes, please select the one you want to use:\n2. git_url\nURL of the Git Repo: "
           "git@github.com:gentse-volkstuinen/certificates.git\n[10:41:55]: Successfully created './fastlane/Matchfile'")
    s.bash("signfail", "gh run watch --exit-status", "✓ test in 3m12s\n✓ android in 9m41s\nX ios in 6m03s\n",
           "[11:20:14]: ▸ error: No profiles for 'be.volkstuinen.perceel' were found: Xcode couldn't find any iOS App "
           "Store provisioning profiles matching 'be.volkstuinen.perceel'. Automatic signing is disabled and unable "
           "to generate a profile.\n** ARCHIVE FAILED **\n[!] Error building the application", code=1)
    s.read("fastfile", "ios/fastlane/Fastfile", "default_platform(:ios)\n\nplatform :ios do\n  lane :beta do\n    "
           "setup_ci\n    build_app(workspace: \"Runner.xcworkspace\", scheme: \"Runner\", export_method: "
           "\"app-store\")\n    upload_to_testflight(skip_waiting_for_build_processing: true)\n  end\nend\n")
    s.edit("signfix", "ios/fastlane/Fastfile", "    setup_ci\n", "    setup_ci\n    match(type: \"appstore\", "
           "readonly: true, app_identifier: \"be.volkstuinen.perceel\")\n")
    s.bash("ghaok", "git commit -am 'ci: match before build_app' && git push && gh run watch --exit-status",
           "✓ test in 3m08s\n✓ android in 9m22s\n✓ ios in 17m46s\n\n✓ Run build (7041188213) completed with "
           "'success'\nios: Successfully uploaded perceel 0.1.0 (11) to App Store Connect, processing for TestFlight")
    s.prompt("nojonas", "Don't add Jonas to App Store Connect as admin, he gets the Developer role in Play Console "
             "and App Manager in ASC at most. Wim and I are the only admins.")
    s.remember("memci", "perceel CI is GitHub Actions (.github/workflows/build.yml), not Codemagic any more: test job "
               "on every push/PR (format check, analyze, flutter test); android and ios jobs only on v* tags. Android: "
               "appbundle with --build-number=github.run_number, fastlane android internal -> Play internal testing. "
               "iOS: fastlane match (readonly, appstore, certs repo gentse-volkstuinen/certificates) then build_app and "
               "upload_to_testflight. Secrets: GOOGLE_SERVICES_JSON (base64), MATCH_PASSWORD, ASC_KEY.",
               "perceel CI and store upload")
    s.bash("commit8", "dart format . && flutter analyze && git add -A && git commit -m 'ci: move from codemagic to "
           "github actions + fastlane (play internal, testflight)'", "Formatted 34 files (0 changed) in 0.47 seconds.\n"
           "Analyzing perceel...\nNo issues found! (ran in 4.0s)\n[main 5e9a0f3] ci: move from codemagic to github "
           "actions + fastlane (play internal, testflight)\n 7 files changed, 164 insertions(+), 23 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("limit2", "Wim's board met on Saturday: three bookings each was too generous, the popular parcels at "
             "Bijloke and Rabot were fully booked for December within a day. New limit: 2 active bookings per member. "
             "Please make the function and the message in the app agree.")
    s.edit("limitedit", "functions/src/index.ts", "export const MAX_ACTIVE_BOOKINGS = 3;",
           "export const MAX_ACTIVE_BOOKINGS = 2;")
    s.edit("limitarb", "lib/l10n/app_nl.arb", "  \"limitReached\": \"Je hebt al het maximum aantal reservaties.\"",
           "  \"limitReached\": \"Je hebt al 2 actieve reservaties, het maximum.\"")
    s.bash("deployfail", "firebase deploy --only functions --project gentse-volkstuinen-prod", "=== Deploying to "
           "'gentse-volkstuinen-prod'...\ni  functions: preparing codebase default for deployment\n",
           "Error: Runtime Node.js 18 was decommissioned on 2027-10-30. To deploy, you must first upgrade your runtime "
           "version. Set \"engines\": { \"node\": \"22\" } in functions/package.json.", code=1)
    s.edit("nodefix", "functions/package.json", "    \"node\": \"18\"", "    \"node\": \"22\"")
    s.bash("deployok", "npm run build && firebase deploy --only functions --project gentse-volkstuinen-prod",
           "✔  functions[onBookingCreate(europe-west1)] Successful update operation.\n\n✔  Deploy complete!")
    s.prompt("race", "Bug from Wim: a member has 3 confirmed bookings even with the limit at 2. She tapped Book "
             "twice quickly on a bad connection.")
    s.bash("racelog", "firebase functions:log --only onBookingCreate --project gentse-volkstuinen-prod -n 6",
           "2027-11-29T19:02:11.204Z I onBookingCreate: member u7Gq2 active=2 -> confirmed (bk_9Rz)\n"
           "2027-11-29T19:02:11.371Z I onBookingCreate: member u7Gq2 active=2 -> confirmed (bk_9S1)")
    s.prompt("racecause", "Both invocations counted before either had written its status, so both saw 2 (the count "
             "includes the doc itself, and the rejected ones too). The check needs a transaction on a per-member "
             "counter, not a count() query.")
    s.edit("racefix", "functions/src/index.ts", "    const active = await db.collection(\"bookings\")",
           "    const counter = db.doc(`members/${booking.memberId}`);\n    await db.runTransaction(async (tx) => {\n"
           "      const m = await tx.get(counter);\n      const active = m.get(\"activeBookings\") ?? 0;\n      if (active "
           ">= MAX_ACTIVE_BOOKINGS) {\n        tx.update(event.data!.ref, { status: \"rejected\", reason: \"limit\" });"
           "\n        return;\n      }\n      tx.update(counter, { activeBookings: active + 1 });\n      "
           "tx.update(event.data!.ref, { status: \"confirmed\" });\n    });\n    const unused = await "
           "db.collection(\"bookings\")")
    s.bash("racetest", "cd functions && npm test", "  onBookingCreate\n    ✔ confirms the first two bookings\n    ✔ "
           "rejects the third\n    ✔ two concurrent creates confirm only one past the limit (412ms)\n    ✔ cancel "
           "frees a slot\n\n  4 passing (2s)")
    s.lesson("lesson2", "Never enforce a per-user limit in a Cloud Function with a count() query and a later write: "
             "two triggers that run at the same time both see the old count. Keep a counter on the user doc and read "
             "and write it in one Firestore transaction.", "perceel: double-tap gave a member 3 bookings past the limit")
    s.bash("commit9", "dart format . && flutter analyze && git add -A && git commit -m 'fix: booking limit 2, "
           "enforced with a transaction on members.activeBookings; functions on node 22'", "Formatted 34 files (0 "
           "changed) in 0.46 seconds.\nAnalyzing perceel...\nNo issues found! (ran in 3.8s)\n[main b3d1e77] fix: "
           "booking limit 2, enforced with a transaction on members.activeBookings; functions on node 22\n 6 files "
           "changed, 88 insertions(+), 19 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("release", "Release prep for 1.0.0. Wim wants it in members' hands for the garden day on 11 December. "
             "Bump the version, full test run, tag, and let the pipeline push to Play internal and TestFlight.")
    s.edit("version", "pubspec.yaml", "version: 0.1.0+1", "version: 1.0.0+1")
    s.bash("testall", "flutter test --coverage && flutter test integration_test -d emulator-5554",
           "00:14 +118: All tests passed!\n01:07 +12: All tests passed!")
    s.bash("coverage", "lcov --summary coverage/lcov.info", "Summary coverage rate:\n  lines......: 81.6% (1894 of 2321 "
           "lines)\n  functions..: no data found")
    s.bash("permios", "flutter build ipa --release --no-codesign", "Archiving be.volkstuinen.perceel...\n",
           "Error (Xcode): Missing purpose string in Info.plist: NSLocationWhenInUseUsageDescription. Your app's "
           "code references location services APIs (geolocator), the Info.plist must contain this key.\n"
           "Encountered error while archiving for device.", code=1)
    s.edit("permfix", "ios/Runner/Info.plist", "\t<key>UILaunchStoryboardName</key>", "\t<key>"
           "NSLocationWhenInUseUsageDescription</key>\n\t<string>Perceel toont je positie op de tuinkaart zodat je "
           "je perceel vindt.</string>\n\t<key>UILaunchStoryboardName</key>")
    s.bash("tag", "git commit -am 'chore: 1.0.0, location purpose string' && git tag v1.0.0 && git push --tags && "
           "gh run watch --exit-status", "✓ test in 3m20s\n✓ android in 9m35s\n✓ ios in 18m02s\n\nandroid: Uploaded "
           "app-release.aab 1.0.0 (41) to Play internal testing\nios: Successfully uploaded perceel 1.0.0 (41) to "
           "App Store Connect")
    s.bash("aabsize", "bundletool get-size total --apks=build/app.apks --dimensions=ABI", "ABI,MIN,MAX\n"
           "arm64-v8a,15218844,15218844\narmeabi-v7a,13940112,13940112\nx86_64,15402980,15402980")
    s.prompt("minsdk", "Play pre-launch report complains about a Galaxy J5 on Android 6 crashing in Firebase Auth. "
             "We set minSdk 21 at the start; raise it to 23, nobody in the gardens has a phone that old.")
    s.edit("minsdkedit", "android/app/build.gradle", "        minSdk = 21", "        minSdk = 23")
    s.prompt("changelogpref", "From now on, every release gets a short Dutch changelog in CHANGELOG.md written for the "
             "members, not developer speak. I'll paste it into the store notes myself.")
    s.write("changelog", "CHANGELOG.md", "# Wijzigingen\n\n## 1.0.0 (december 2027)\n\n- Reserveer een perceel "
            "voor een dag, in alle elf tuinen.\n- Maximaal twee actieve reservaties per lid.\n- Tuinkaart met je "
            "positie.\n- Nederlands en Engels.\n")
    s.remember("memrelease", "perceel release steps: bump version in pubspec.yaml (build number comes from the "
               "GitHub run number), flutter test + integration_test on the emulator, Dutch member-facing CHANGELOG.md "
               "entry, tag vX.Y.Z and push tags; the Actions pipeline uploads to Play internal testing and TestFlight. "
               "1.0.0 went out as build 41 on 2 December 2027; minSdk is 23 since then.", "perceel release checklist")
    s.bash("commit10", "dart format . && flutter analyze && git add -A && git commit -m 'chore: minSdk 23, "
           "CHANGELOG for 1.0.0'", "Formatted 35 files (0 changed) in 0.48 seconds.\nAnalyzing perceel...\nNo "
           "issues found! (ran in 3.9s)\n[main e20c4a6] chore: minSdk 23, CHANGELOG for 1.0.0\n 3 files changed, 14 "
           "insertions(+), 1 deletion(-)")
    s.remember("memlimits", "perceel numbers agreed with Wim De Smet: at most 2 active (future) bookings per member "
               "(was 3 until the board meeting end of November 2027); minSdk 23 (was 21); languages nl (template) "
               "and en, French postponed until after 1.0.", "perceel business rules")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-11-08T09:00:00", "3a7c1e20-5b4d-4e61-8a2f-0c1d2e3f1601", s1),   # Mon
    ("s2", "2027-11-10T13:30:00", "4b8d2f31-6c5e-4f72-9b30-1d2e3f401602", s2),   # Wed
    ("s3", "2027-11-12T09:15:00", "5c9e3042-7d6f-4083-ac41-2e3f40511603", s3),   # Fri
    ("s4", "2027-11-16T19:00:00", "6daf4153-8e70-4194-bd52-3f4051621604", s4),   # Tue
    ("s5", "2027-11-18T10:00:00", "7eb05264-9f81-42a5-8e63-405162731605", s5),   # Thu
    ("s6", "2027-11-22T10:30:00", "8fc16375-a092-43b6-9f74-516273841606", s6),   # Mon
    ("s7", "2027-11-24T14:00:00", "90d27486-b1a3-44c7-a085-627384951607", s7),   # Wed
    ("s8", "2027-11-26T10:20:00", "a1e38597-c2b4-45d8-b196-738495a61608", s8),   # Fri
    ("s9", "2027-11-30T09:00:00", "b2f496a8-d3c5-46e9-82a7-8495a6b71609", s9),   # Tue
    ("s10", "2027-12-02T13:00:00", "c305a7b9-e4d6-47fa-93b8-95a6b7c8160a", s10),  # Thu
]

#: When the questions are asked: Monday morning after the last session (a Thursday).
ASKED_AT = "2027-12-06T08:30:00Z"
