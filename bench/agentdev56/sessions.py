"""The eleven sessions of the trailcairn history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad56_files import (
    APP_GRADLE,
    ETREX_GPX,
    GPX_PARSER,
    LIBS_TOML,
    MANIFEST,
    MBTILES_STORE,
    NETWORK_MODULE,
    STACKTRACE,
    TILE_STORE_CACHE,
    TILE_WORKER,
    WALKS_SCREEN,
)

PKG = "app/src/main/java/uk/org/pentlandhw/trailcairn"
TPKG = "app/src/test/java/uk/org/pentlandhw/trailcairn"


def ok_tests(lines, secs, tasks="58 actionable tasks: 9 executed, 49 up-to-date"):
    body = "\n".join(f"{t} PASSED" for t in lines)
    return (f"> Task :app:kspDebugUnitTestKotlin\n> Task :app:compileDebugUnitTestKotlin\n"
            f"> Task :app:testDebugUnitTest\n\n{body}\n\nBUILD SUCCESSFUL in {secs}\n{tasks}")


def s1(s):
    s.start()
    s.prompt("goal", "New project: trailcairn, an Android app for the Pentland Hillwalking Club (about 260 members). "
             "Morag Finlay, the club chair, wants members to see the walks programme, sign up for walks and carry "
             "offline maps of the routes, because half the Pentlands has no signal. Stack: Kotlin, Jetpack Compose, "
             "Room, Hilt, Retrofit against Priti's Ktor backend (api.pentlandhw.org.uk), WorkManager to sync the "
             "offline map tiles. minSdk 26, targetSdk 34, package uk.org.pentlandhw.trailcairn. Set up the skeleton.")
    s.bash(None, "ls -la", "total 20\ndrwxr-xr-x  4 ewan ewan 4096 Feb  1 09:11 .\ndrwxr-xr-x 12 ewan ewan 4096 Feb  "
           "1 09:08 ..\ndrwxr-xr-x  7 ewan ewan 4096 Feb  1 09:11 .git\n-rw-r--r--  1 ewan ewan  212 Feb  1 09:11 "
           ".gitignore\ndrwxr-xr-x  3 ewan ewan 4096 Feb  1 09:11 gradle")
    s.prompt("rules", "House rules for this repo: every dependency version lives in gradle/libs.versions.toml, never "
             "a version string inside a build.gradle.kts. KSP for annotation processing, no kapt anywhere. "
             "`./gradlew ktlintCheck detekt` has to pass before every commit. And ask me before you add a new "
             "library, I want to know what goes into the APK.")
    s.write("catalog", "gradle/libs.versions.toml", LIBS_TOML)
    s.write("appgradle", "app/build.gradle.kts", APP_GRADLE)
    s.bash("kspfail", "./gradlew assembleDebug", "",
           "FAILURE: Build failed with an exception.\n\n* Where:\nBuild file '/home/ewan/src/trailcairn/app/"
           "build.gradle.kts' line: 5\n\n* What went wrong:\nAn exception occurred applying plugin request [id: "
           "'com.google.devtools.ksp', version: '2.0.20-1.0.25']\n> Failed to apply plugin 'com.google.devtools.ksp'."
           "\n   > ksp-2.0.20-1.0.25 is too old for kotlin-2.0.21. Please upgrade ksp or downgrade "
           "kotlin-gradle-plugin to 2.0.20.\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\n"
           "BUILD FAILED in 7s", code=1)
    s.edit("kspfix", "gradle/libs.versions.toml", 'kotlin = "2.0.21"\nksp = "2.0.20-1.0.25"',
           'kotlin = "2.0.21"\nksp = "2.0.21-1.0.27"  # must match the Kotlin version: <kotlin>-<ksp release>')
    s.bash("build1", "./gradlew assembleDebug", "> Task :app:kspDebugKotlin\n> Task :app:compileDebugKotlin\n"
           "> Task :app:hiltJavaCompileDebug\n> Task :app:dexBuilderDebug\n> Task :app:packageDebug\n"
           "> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in 1m 38s\n43 actionable tasks: 43 executed")
    s.write(None, f"{PKG}/TrailcairnApp.kt",
            "package uk.org.pentlandhw.trailcairn\n\nimport android.app.Application\nimport dagger.hilt.android."
            "HiltAndroidApp\n\n@HiltAndroidApp\nclass TrailcairnApp : Application()\n")
    s.write(None, f"{PKG}/MainActivity.kt",
            "package uk.org.pentlandhw.trailcairn\n\nimport android.os.Bundle\nimport androidx.activity."
            "ComponentActivity\nimport androidx.activity.compose.setContent\nimport androidx.activity.enableEdgeToEdge\n"
            "import dagger.hilt.android.AndroidEntryPoint\nimport uk.org.pentlandhw.trailcairn.ui.TrailcairnNavHost\n"
            "import uk.org.pentlandhw.trailcairn.ui.theme.TrailcairnTheme\n\n@AndroidEntryPoint\nclass MainActivity : "
            "ComponentActivity() {\n    override fun onCreate(savedInstanceState: Bundle?) {\n        super.onCreate("
            "savedInstanceState)\n        enableEdgeToEdge()\n        setContent { TrailcairnTheme { TrailcairnNavHost() "
            "} }\n    }\n}\n")
    s.bash(None, "./gradlew ktlintCheck detekt", "> Task :app:runKtlintCheckOverMainSourceSet\n> Task :app:"
           "ktlintCheck\n> Task :app:detekt\n\nBUILD SUCCESSFUL in 19s\n12 actionable tasks: 12 executed")
    s.bash("commit1", "git add -A && git commit -m 'skeleton: Compose + Hilt app, version catalog, ktlint and "
           "detekt'", "[main (root-commit) 3b9e1f0] skeleton: Compose + Hilt app, version catalog, ktlint and detekt"
           "\n 34 files changed, 1127 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("walksapi", "Priti Shah sent the API doc of the club backend (Ktor, runs on her droplet cairn-api-1). "
             "GET /v1/walks is the programme, GET /v1/walks/{id} a walk with its route. Production base URL "
             "https://api.pentlandhw.org.uk/v1/, staging https://staging-api.pentlandhw.org.uk:8443/v1/ (debug "
             "builds talk to staging). Use Retrofit with Moshi, codegen through KSP, no reflection. Keep the walks in "
             "Room so the programme also shows offline.")
    s.fetch("apidoc", "https://staging-api.pentlandhw.org.uk:8443/docs/openapi.yaml",
            "List the endpoints, their response fields and the date format.",
            "Endpoints: GET /v1/walks -> [{id: long, title, start: ISO-8601 UTC instant, grade: 'A'|'B'|'C', "
            "meetingPoint, leader, distanceKm, ascentM, updatedAt}]; GET /v1/walks/{id} -> the same plus route: "
            "{id, points: [{lat, lon, ele}]}; POST /v1/walks/{id}/signups (bearer member token) -> signup result; "
            "GET /v1/regions -> offline regions with tile bounds. All timestamps are ISO-8601 in UTC with a Z; "
            "errors are {code, message} with HTTP 4xx/5xx.")
    s.write("clubapi", f"{PKG}/data/remote/ClubApi.kt",
            "package uk.org.pentlandhw.trailcairn.data.remote\n\nimport retrofit2.http.GET\nimport retrofit2.http."
            "Path\n\n/** The club's Ktor backend (Priti Shah), base URL from BuildConfig.API_BASE_URL. */\ninterface "
            "ClubApi {\n    @GET(\"walks\")\n    suspend fun walks(): List<WalkDto>\n\n    @GET(\"walks/{id}\")\n"
            "    suspend fun walk(@Path(\"id\") id: Long): WalkDetailDto\n}\n")
    s.write("roomdb", f"{PKG}/data/local/AppDatabase.kt",
            "package uk.org.pentlandhw.trailcairn.data.local\n\nimport androidx.room.Dao\nimport androidx.room."
            "Database\nimport androidx.room.Entity\nimport androidx.room.Insert\nimport androidx.room.OnConflictStrategy"
            "\nimport androidx.room.PrimaryKey\nimport androidx.room.Query\nimport androidx.room.RoomDatabase\n"
            "import kotlinx.coroutines.flow.Flow\nimport java.time.Instant\n\n@Entity(tableName = \"walks\")\ndata class "
            "WalkEntity(\n    @PrimaryKey val id: Long,\n    val title: String,\n    val start: Instant,\n    val grade: "
            "String,\n    val meetingPoint: String,\n    val leader: String,\n    val distanceKm: Double,\n    val "
            "ascentM: Int,\n    val updatedAt: Instant,\n)\n\n@Dao\ninterface WalkDao {\n    @Query(\"SELECT * FROM "
            "walks ORDER BY start\")\n    fun observeAll(): Flow<List<WalkEntity>>\n\n    @Insert(onConflict = "
            "OnConflictStrategy.REPLACE)\n    suspend fun insertAll(walks: List<WalkEntity>)\n}\n\n@Database(entities "
            "= [WalkEntity::class], version = 1)\n@TypeConverters(Converters::class)\nabstract class AppDatabase : "
            "RoomDatabase() {\n    abstract fun walkDao(): WalkDao\n}\n")
    s.bash("schemawarn", "./gradlew :app:kspDebugKotlin",
           "> Task :app:kspDebugKotlin\nw: [ksp] /home/ewan/src/trailcairn/app/src/main/java/uk/org/pentlandhw/"
           "trailcairn/data/local/AppDatabase.kt:41: Schema export directory was not provided to the annotation "
           "processor so Room cannot export the schema. You can either provide `room.schemaLocation` annotation "
           "processor argument by applying the Room Gradle plugin (id 'androidx.room') OR set exportSchema to false."
           "\n\nBUILD SUCCESSFUL in 24s\n14 actionable tasks: 3 executed, 11 up-to-date")
    s.prompt("schemarule", "Don't switch that warning off. Apply the androidx.room Gradle plugin, export the schema "
             "JSON to app/schemas and commit it: we'll need the history of schemas to test migrations.")
    s.edit("schemafix", "app/build.gradle.kts", "    alias(libs.plugins.hilt)\n",
           "    alias(libs.plugins.hilt)\n    alias(libs.plugins.room)\n", minutes=2)
    s.edit(None, "app/build.gradle.kts", "    testOptions { unitTests.isIncludeAndroidResources = true }\n}",
           "    testOptions { unitTests.isIncludeAndroidResources = true }\n}\n\nroom {\n    schemaDirectory("
           "\"$projectDir/schemas\")\n}", minutes=1)
    s.prompt("priheader", "One thing Priti asked for: every request must carry an X-Trailcairn-Version header with "
             "the app's versionName. She greps the Ktor call log on cairn-api-1 for it to see which app versions "
             "are still around before she changes an endpoint.")
    s.write("netmodule", f"{PKG}/di/NetworkModule.kt", NETWORK_MODULE)
    s.bash("inetfail", "./gradlew installDebug && adb shell am start -n uk.org.pentlandhw.trailcairn.debug/"
           "uk.org.pentlandhw.trailcairn.MainActivity && sleep 4 && adb logcat -d -s WalkRepository:E AndroidRuntime:E"
           " | tail -6",
           "Installed on 1 device.\nStarting: Intent { cmp=uk.org.pentlandhw.trailcairn.debug/uk.org.pentlandhw."
           "trailcairn.MainActivity }\n02-03 11:02:47.319 20417 20452 E WalkRepository: refresh failed\n"
           "02-03 11:02:47.319 20417 20452 E WalkRepository: java.lang.SecurityException: Permission denied "
           "(missing INTERNET permission?)\n02-03 11:02:47.319 20417 20452 E WalkRepository: \tat java.net."
           "Inet6AddressImpl.lookupHostByName(Inet6AddressImpl.java:150)\n02-03 11:02:47.319 20417 20452 E "
           "WalkRepository: Caused by: android.system.GaiException: android_getaddrinfo failed: EAI_NODATA (No "
           "address associated with hostname)")
    s.edit("inetfix", "app/src/main/AndroidManifest.xml",
           "    xmlns:tools=\"http://schemas.android.com/tools\">\n",
           "    xmlns:tools=\"http://schemas.android.com/tools\">\n\n    <uses-permission android:name=\"android."
           "permission.INTERNET\" />\n    <uses-permission android:name=\"android.permission.ACCESS_NETWORK_STATE\" />\n")
    s.bash("test2", "./gradlew testDebugUnitTest",
           ok_tests(["WalkDaoTest > insertAllThenObserveOrdersByStart", "WalkDaoTest > instantsRoundTripAsEpochMillis",
                     "WalkRepositoryTest > refreshStoresProgramme",
                     "WalkRepositoryTest > refreshSendsVersionHeader"], "52s"))
    s.remember("memapi", "trailcairn backend: Priti Shah's Ktor server on the droplet cairn-api-1 (46.101.18.77). "
               "Production https://api.pentlandhw.org.uk/v1/ (release builds), staging "
               "https://staging-api.pentlandhw.org.uk:8443/v1/ (debug builds). Endpoints /v1/walks, /v1/walks/{id}, "
               "/v1/walks/{id}/signups, /v1/regions. Timestamps ISO-8601 UTC. Every request sends "
               "X-Trailcairn-Version (versionName) because Priti tracks client versions in the Ktor call log.",
               "trailcairn backend API and hosts", "fact")
    s.bash("commit2", "git add -A && git commit -m 'data: Room walks table with exported schema, Retrofit ClubApi, "
           "version header'", "[main 8c41d27] data: Room walks table with exported schema, Retrofit ClubApi, version "
           "header\n 14 files changed, 402 insertions(+), 6 deletions(-)\n create mode 100644 app/schemas/uk.org."
           "pentlandhw.trailcairn.data.local.AppDatabase/1.json")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8c41d27 data: Room walks table with exported schema, Retrofit ClubApi, "
           "version header\n3b9e1f0 skeleton: Compose + Hilt app, version catalog, ktlint and detekt")
    s.prompt("ui", "Walks programme screen in Compose: grouped by month, each card shows date and time, grade "
             "(A/B/C), meeting point and leader. Morag's requirement: everything has to work with gloves on, so touch "
             "targets at least 56dp, no text under 18sp, and strong contrast, no grey-on-grey. She tests on her own "
             "phone, a Samsung Galaxy A14.")
    s.write("walksscreen", f"{PKG}/ui/walks/WalksScreen.kt", WALKS_SCREEN)
    s.prompt("dutyphone", "Morag also wants a big 'Call duty phone' button on every walk's detail page: the club duty "
             "mobile that's staffed on walk days, +44 7700 900412. It must open the dialer with the number filled "
             "in (ACTION_DIAL), never place the call by itself.")
    s.edit("dialbtn", f"{PKG}/ui/walks/WalkDetailScreen.kt", "        WalkHeader(walk)\n",
           "        WalkHeader(walk)\n        Button(\n            onClick = {\n                context."
           "startActivity(Intent(Intent.ACTION_DIAL, Uri.parse(\"tel:$DUTY_PHONE\")))\n            },\n            "
           "modifier = Modifier.fillMaxWidth().defaultMinSize(minHeight = GloveTarget),\n        ) { Text(\"Call duty "
           "phone\", fontSize = 20.sp) }\n")
    s.bash(None, "./gradlew installDebug", "> Task :app:packageDebug\n> Task :app:installDebug\nInstalling APK "
           "'app-debug.apk' on 'Pixel 6a - 13' for :app:debug\nInstalled on 1 device.\n\nBUILD SUCCESSFUL in 41s\n"
           "47 actionable tasks: 8 executed, 39 up-to-date")
    s.prompt("signup", "Next: signing up for a walk. POST /v1/walks/{id}/signups with the member token. Priti's "
             "response is polymorphic: {\"type\":\"confirmed\",\"signupId\":...}, {\"type\":\"waitlisted\","
             "\"position\":3} or {\"type\":\"full\"}. Model it as a sealed class SignupResult.")
    s.edit("signupapi", f"{PKG}/data/remote/ClubApi.kt",
           "    suspend fun walk(@Path(\"id\") id: Long): WalkDetailDto\n}",
           "    suspend fun walk(@Path(\"id\") id: Long): WalkDetailDto\n\n    @POST(\"walks/{id}/signups\")\n    "
           "suspend fun signUp(\n        @Path(\"id\") id: Long,\n        @Header(\"Authorization\") bearer: String,\n"
           "    ): SignupResult\n}")
    s.bash("moshifail", "./gradlew testDebugUnitTest --tests '*SignupTest*'",
           "> Task :app:testDebugUnitTest\n\nSignupTest > waitlistedCarriesPosition FAILED\n    java.lang."
           "IllegalArgumentException: Cannot serialize abstract class uk.org.pentlandhw.trailcairn.data.remote."
           "SignupResult\n    for class uk.org.pentlandhw.trailcairn.data.remote.SignupResult\n        at com.squareup."
           "moshi.Moshi$LookupChain.exceptionWithLookupStack(Moshi.java:389)\n        at com.squareup.moshi.Moshi."
           "adapter(Moshi.java:158)\n        at retrofit2.converter.moshi.MoshiConverterFactory.responseBodyConverter"
           "(MoshiConverterFactory.java:91)\n\nSignupTest > confirmedCarriesId FAILED\n    java.lang."
           "IllegalArgumentException at Moshi.java:389\n\n2 tests completed, 2 failed\n\nFAILURE: Build failed with an "
           "exception.\n\n* What went wrong:\nExecution failed for task ':app:testDebugUnitTest'.\n> There were failing "
           "tests. See the report at: file:///home/ewan/src/trailcairn/app/build/reports/tests/testDebugUnitTest/"
           "index.html\n\nBUILD FAILED in 38s", code=1)
    s.prompt("kxser", "Rather than bolting PolymorphicJsonAdapterFactory from moshi-adapters on top, let's switch JSON "
             "to kotlinx.serialization. Priti's Ktor server already uses it with the same \"type\" discriminator for "
             "sealed classes, so she can hand us her DTO classes as they are, and the compiler plugin replaces the "
             "Moshi codegen step in KSP. Remove Moshi completely, both the library and the converter.")
    s.multiedit("kxcatalog", "gradle/libs.versions.toml", [
        ('moshi = "1.15.1"\n', 'kotlinxSerialization = "1.7.3"\n'),
        ('retrofit-converter-moshi = { group = "com.squareup.retrofit2", name = "converter-moshi", version.ref = '
         '"retrofit" }', 'retrofit-converter-kotlinx-serialization = { group = "com.squareup.retrofit2", name = '
         '"converter-kotlinx-serialization", version.ref = "retrofit" }'),
        ('moshi = { group = "com.squareup.moshi", name = "moshi", version.ref = "moshi" }\nmoshi-codegen = { group = '
         '"com.squareup.moshi", name = "moshi-kotlin-codegen", version.ref = "moshi" }',
         'kotlinx-serialization-json = { group = "org.jetbrains.kotlinx", name = "kotlinx-serialization-json", '
         'version.ref = "kotlinxSerialization" }'),
        ('kotlin-compose = { id = "org.jetbrains.kotlin.plugin.compose", version.ref = "kotlin" }',
         'kotlin-compose = { id = "org.jetbrains.kotlin.plugin.compose", version.ref = "kotlin" }\n'
         'kotlin-serialization = { id = "org.jetbrains.kotlin.plugin.serialization", version.ref = "kotlin" }'),
    ])
    s.edit("kxconv", f"{PKG}/di/NetworkModule.kt",
           "    @Provides\n    @Singleton\n    fun provideMoshi(): Moshi = Moshi.Builder().build()\n",
           "    @Provides\n    @Singleton\n    fun provideJson(): Json =\n        Json {\n            ignoreUnknownKeys "
           "= true // Priti adds fields without a version bump\n            classDiscriminator = \"type\"\n        }\n")
    s.edit(None, f"{PKG}/di/NetworkModule.kt",
           "            .addConverterFactory(MoshiConverterFactory.create(moshi))",
           "            .addConverterFactory(json.asConverterFactory(\"application/json\".toMediaType()))", minutes=1)
    s.write("signupdto", f"{PKG}/data/remote/SignupResult.kt",
            "package uk.org.pentlandhw.trailcairn.data.remote\n\nimport kotlinx.serialization.SerialName\nimport "
            "kotlinx.serialization.Serializable\n\n/** Copied from Priti's backend (module api-model), same "
            "discriminator \"type\". */\n@Serializable\nsealed interface SignupResult {\n    @Serializable\n    "
            "@SerialName(\"confirmed\")\n    data class Confirmed(val signupId: Long) : SignupResult\n\n    "
            "@Serializable\n    @SerialName(\"waitlisted\")\n    data class Waitlisted(val position: Int) : "
            "SignupResult\n\n    @Serializable\n    @SerialName(\"full\")\n    data object Full : SignupResult\n}\n")
    s.bash("test3", "./gradlew testDebugUnitTest",
           ok_tests(["SignupTest > confirmedCarriesId", "SignupTest > waitlistedCarriesPosition",
                     "SignupTest > fullHasNoFields", "WalkDaoTest > insertAllThenObserveOrdersByStart",
                     "WalkDaoTest > instantsRoundTripAsEpochMillis", "WalkRepositoryTest > refreshStoresProgramme",
                     "WalkRepositoryTest > refreshSendsVersionHeader"], "49s"))
    s.bash(None, "./gradlew ktlintFormat ktlintCheck detekt", "> Task :app:runKtlintFormatOverMainSourceSet\n"
           "/home/ewan/src/trailcairn/app/src/main/java/uk/org/pentlandhw/trailcairn/ui/walks/WalksScreen.kt:71:1 "
           "Format: Trailing comma added\n> Task :app:ktlintCheck\n> Task :app:detekt\n\nBUILD SUCCESSFUL in 23s")
    s.bash("commit3", "git add -A && git commit -m 'walks screen, duty phone button, sign-ups; Moshi -> "
           "kotlinx.serialization'", "[main 51d0a8e] walks screen, duty phone button, sign-ups; Moshi -> "
           "kotlinx.serialization\n 17 files changed, 488 insertions(+), 39 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("tiles", "Offline maps today. Priti's tile server has vector tiles for the club area at "
             "https://tiles.pentlandhw.org.uk/pentlands/{z}/{x}/{y}.pbf, zooms 8 to 15, roughly 180 MB for the "
             "Pentlands plus the Moorfoots. MapLibre Native for the map view (approved, add it). Write a "
             "TileSyncWorker, a Hilt CoroutineWorker in the map package, that fetches the tiles of every saved "
             "region into cacheDir/tiles/z/x/y.pbf, and schedule it as periodic work every 24 hours whenever there "
             "is any network connection.")
    s.edit("maplibre", "gradle/libs.versions.toml", 'work = "2.9.1"\n', 'work = "2.9.1"\nmaplibre = "11.5.2"\n',
           minutes=1)
    s.write("tileworker", f"{PKG}/map/TileSyncWorker.kt", TILE_WORKER)
    s.write("tilestore1", f"{PKG}/map/TileStore.kt", TILE_STORE_CACHE)
    s.edit("schedule1", f"{PKG}/TrailcairnApp.kt", "class TrailcairnApp : Application()",
           "class TrailcairnApp : Application() {\n    override fun onCreate() {\n        super.onCreate()\n        "
           "WorkManager.getInstance(this).enqueueUniquePeriodicWork(\n            \"tile-sync\",\n            "
           "ExistingPeriodicWorkPolicy.KEEP,\n            PeriodicWorkRequestBuilder<TileSyncWorker>(24, TimeUnit."
           "HOURS)\n                .setConstraints(Constraints(requiredNetworkType = NetworkType.CONNECTED))\n"
           "                .build(),\n        )\n    }\n}")
    s.bash("hiltwfail", "./gradlew installDebug -q && adb shell am start -n uk.org.pentlandhw.trailcairn.debug/"
           "uk.org.pentlandhw.trailcairn.MainActivity && sleep 8 && adb logcat -d | grep -E 'WM-|TileSync' | tail -5",
           "02-09 14:26:03.881 21877 21931 E WM-WorkerFactory: Could not instantiate uk.org.pentlandhw.trailcairn.map."
           "TileSyncWorker\n02-09 14:26:03.881 21877 21931 E WM-WorkerFactory: java.lang.NoSuchMethodException: "
           "uk.org.pentlandhw.trailcairn.map.TileSyncWorker.<init> [class android.content.Context, class androidx."
           "work.WorkerParameters]\n02-09 14:26:03.882 21877 21931 E WM-WorkerWrapper: Could not create Worker "
           "uk.org.pentlandhw.trailcairn.map.TileSyncWorker")
    s.prompt("hiltwwhy", "WorkManager is still started by its default androidx.startup initializer, which uses the "
             "plain reflective WorkerFactory and knows nothing about @AssistedInject. Make TrailcairnApp a "
             "Configuration.Provider with the injected HiltWorkerFactory and remove WorkManagerInitializer from "
             "the startup provider in the manifest.")
    s.edit("hiltwfix", "app/src/main/AndroidManifest.xml", "        </activity>\n    </application>",
           "        </activity>\n\n        <!-- WorkManager is initialised by TrailcairnApp (Configuration.Provider + "
           "HiltWorkerFactory). -->\n        <provider\n            android:name=\"androidx.startup."
           "InitializationProvider\"\n            android:authorities=\"${applicationId}.androidx-startup\"\n"
           "            android:exported=\"false\"\n            tools:node=\"merge\">\n            <meta-data\n"
           "                android:name=\"androidx.work.WorkManagerInitializer\"\n                android:value="
           "\"androidx.startup\"\n                tools:node=\"remove\" />\n        </provider>\n    </application>")
    s.lesson("lesson1", "A @HiltWorker failing with 'NoSuchMethodException ...<init> [class android.content.Context, "
             "class androidx.work.WorkerParameters]' means WorkManager was initialised by the default androidx.startup "
             "initializer: implement Configuration.Provider with HiltWorkerFactory in the Application and remove "
             "androidx.work.WorkManagerInitializer from InitializationProvider (tools:node=\"remove\").",
             "trailcairn: TileSyncWorker could not be instantiated on the first offline-tiles run")
    s.bash("workertest", "./gradlew testDebugUnitTest --tests '*TileSync*'",
           ok_tests(["TileSyncWorkerTest > fetchesEveryTileOfSavedRegion", "TileSyncWorkerTest > skipsTilesWithSameEtag",
                     "TileSyncWorkerTest > retriesOnServerError"], "44s"))
    s.bash("tilesize", "adb logcat -d -s TileSyncWorker:I | tail -2 && adb shell run-as uk.org.pentlandhw.trailcairn"
           ".debug du -sh cache/tiles",
           "02-09 14:52:40.113 21877 22210 I TileSyncWorker: region pentlands: 14212 tiles fetched, 0 unchanged\n"
           "02-09 14:52:40.114 21877 22210 I TileSyncWorker: done in 9m 41s, 176.4 MB\n176M\tcache/tiles")
    s.prompt("alasdairbeta", "Works. Send a debug APK to Alasdair Reid, the club's walks coordinator; he wants to try "
             "the offline map on his Pixel 7 on Sunday's walk.")
    s.remember("memtiles", "trailcairn offline maps: MapLibre Native 11.5.2 renders vector tiles from "
               "https://tiles.pentlandhw.org.uk/{region}/{z}/{x}/{y}.pbf (zooms 8-15; the Pentlands region is 14,212 "
               "tiles, 176.4 MB). TileSyncWorker (map package, @HiltWorker CoroutineWorker) stores them as files in "
               "cacheDir/tiles with ETags; unique periodic work 'tile-sync' every 24 h on any network "
               "(NetworkType.CONNECTED). WorkManager is initialised through HiltWorkerFactory.",
               "trailcairn offline tile sync", "fact")
    s.bash("commit4", "git add -A && git commit -m 'offline maps: MapLibre, TileSyncWorker every 24h, HiltWorkerFactory"
           "'", "[main e07b3c9] offline maps: MapLibre, TileSyncWorker every 24h, HiltWorkerFactory\n 12 files "
           "changed, 356 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n"
           "e07b3c9 offline maps: MapLibre, TileSyncWorker every 24h, HiltWorkerFactory")
    s.prompt("detail", "Walk detail with the route drawn on the map. The detail response has the route as a list of "
             "points (lat, lon, ele). Store it in Room: RouteEntity, and RoutePointEntity with a foreign key to the "
             "route, cascade on delete. That makes schema version 2. New rule from now on: every schema change gets "
             "a real Migration, a MigrationTestHelper test and the exported JSON committed. Never "
             "fallbackToDestructiveMigration: sign-ups are stored on the phone and members would lose them.")
    s.write("routeentity", f"{PKG}/data/local/RouteEntities.kt",
            "package uk.org.pentlandhw.trailcairn.data.local\n\nimport androidx.room.Entity\nimport androidx.room."
            "ForeignKey\nimport androidx.room.Index\nimport androidx.room.PrimaryKey\n\n@Entity(\n    tableName = "
            "\"routes\",\n    foreignKeys = [ForeignKey(entity = WalkEntity::class, parentColumns = [\"id\"], "
            "childColumns = [\"walkId\"])],\n    indices = [Index(\"walkId\")],\n)\ndata class RouteEntity(\n    "
            "@PrimaryKey val id: Long,\n    val walkId: Long,\n    val source: String, // \"server\" or \"gpx\"\n)\n\n"
            "@Entity(\n    tableName = \"route_points\",\n    primaryKeys = [\"routeId\", \"seq\"],\n    foreignKeys = "
            "[\n        ForeignKey(\n            entity = RouteEntity::class,\n            parentColumns = [\"id\"],\n"
            "            childColumns = [\"routeId\"],\n            onDelete = ForeignKey.CASCADE,\n        ),\n"
            "    ],\n)\ndata class RoutePointEntity(\n    val routeId: Long,\n    val seq: Int,\n    val lat: Double,\n"
            "    val lon: Double,\n    val ele: Double?,\n)\n")
    s.write("migr12", f"{PKG}/data/local/Migrations.kt",
            "package uk.org.pentlandhw.trailcairn.data.local\n\nimport androidx.room.migration.Migration\nimport "
            "androidx.sqlite.db.SupportSQLiteDatabase\n\nval MIGRATION_1_2 =\n    object : Migration(1, 2) {\n"
            "        override fun migrate(db: SupportSQLiteDatabase) {\n            db.execSQL(\n                "
            "\"CREATE TABLE routes (id INTEGER NOT NULL PRIMARY KEY, walkId INTEGER NOT NULL, source TEXT NOT NULL, \" "
            "+\n                    \"FOREIGN KEY(walkId) REFERENCES walks(id) ON UPDATE NO ACTION ON DELETE NO "
            "ACTION)\",\n            )\n            db.execSQL(\"CREATE INDEX index_routes_walkId ON routes(walkId)\")\n"
            "            db.execSQL(\n                \"CREATE TABLE route_points (routeId INTEGER NOT NULL, seq INTEGER "
            "NOT NULL, lat REAL NOT NULL, \" +\n                    \"lon REAL NOT NULL, ele REAL, PRIMARY KEY(routeId, "
            "seq), FOREIGN KEY(routeId) REFERENCES routes(id) \" +\n                    \"ON UPDATE NO ACTION ON DELETE "
            "CASCADE)\",\n            )\n        }\n    }\n")
    s.edit("repo1", f"{PKG}/data/WalkRepository.kt",
           "    suspend fun loadDetail(id: Long) {\n        val dto = api.walk(id)\n    }",
           "    suspend fun loadDetail(id: Long) =\n        coroutineScope {\n            val dto = api.walk(id)\n"
           "            val route = async { routeDao.insertRoute(dto.route.toEntity(walkId = id)) }\n            val "
           "points = async { routeDao.insertPoints(dto.route.points.mapIndexed { i, p -> p.toEntity(dto.route.id, i) }) "
           "}\n            awaitAll(route, points)\n        }")
    s.bash("fkfail1", "./gradlew testDebugUnitTest --tests '*WalkRepositoryTest*'",
           "> Task :app:testDebugUnitTest\n\nWalkRepositoryTest > loadDetailStoresRouteAndPoints FAILED\n    android."
           "database.sqlite.SQLiteConstraintException: FOREIGN KEY constraint failed (code 787 "
           "SQLITE_CONSTRAINT_FOREIGNKEY)\n        at org.robolectric.nativeruntime.SQLiteConnectionNatives."
           "nativeExecuteForLastInsertedRowId(Native Method)\n        at androidx.sqlite.db.framework."
           "FrameworkSQLiteStatement.executeInsert(FrameworkSQLiteStatement.kt:42)\n        at uk.org.pentlandhw."
           "trailcairn.data.local.RouteDao_Impl$4.call(RouteDao_Impl.java:118)\n        at uk.org.pentlandhw."
           "trailcairn.data.local.RouteDao_Impl.insertPoints(RouteDao_Impl.java:131)\n\n5 tests completed, 1 failed\n"
           "\nBUILD FAILED in 47s", code=1)
    s.prompt("fkwhy1", "The points are inserted before their route row exists: the two inserts run in separate async "
             "blocks, so nothing guarantees the route goes in first. No parallel inserts for parent and children: "
             "one @Transaction method in RouteDao that inserts the route and then its points.")
    s.edit("fkfix1", f"{PKG}/data/local/RouteDao.kt",
           "    @Insert\n    suspend fun insertPoints(points: List<RoutePointEntity>)\n",
           "    @Insert\n    suspend fun insertPoints(points: List<RoutePointEntity>)\n\n    /** Parent first, then "
           "children, in one transaction (route_points has a foreign key on routes). */\n    @Transaction\n    suspend "
           "fun insertRouteWithPoints(\n        route: RouteEntity,\n        points: List<RoutePointEntity>,\n    ) {\n"
           "        insertRoute(route)\n        insertPoints(points)\n    }\n")
    s.lesson("lesson2", "SQLiteConstraintException 'FOREIGN KEY constraint failed (code 787)' when saving a route: the "
             "child rows (route_points) were inserted before the parent (routes) because the inserts ran in parallel "
             "async blocks. Insert parent then children inside one Room @Transaction.",
             "trailcairn: walk detail with route points, schema version 2")
    s.bash("test5", "./gradlew testDebugUnitTest",
           ok_tests(["MigrationTest > migrate1To2KeepsWalks", "SignupTest > confirmedCarriesId",
                     "SignupTest > waitlistedCarriesPosition", "SignupTest > fullHasNoFields",
                     "WalkRepositoryTest > loadDetailStoresRouteAndPoints", "WalkRepositoryTest > refreshStoresProgramme",
                     "WalkRepositoryTest > refreshSendsVersionHeader"], "58s"))
    s.prompt("rename", "Priti is splitting her backend into a walks service and a regions service. Our ClubApi name "
             "will get confusing: rename the interface to WalksService (file included, with git mv so history "
             "follows) and the Hilt provider provideClubApi to provideWalksService.")
    s.grep("grepclubapi", "ClubApi", [f"{PKG}/data/remote/ClubApi.kt", f"{PKG}/di/NetworkModule.kt",
                                      f"{PKG}/data/WalkRepository.kt", f"{TPKG}/data/WalkRepositoryTest.kt"])
    s.tool_failure("editfail", "Edit", {"file_path": f"/home/ewan/src/trailcairn/{PKG}/di/NetworkModule.kt",
                                        "old_string": "    fun provideClubApi(client: OkHttpClient, moshi: Moshi): "
                                                      "ClubApi =", "new_string": "    fun provideWalksService(client: "
                                                      "OkHttpClient, json: Json): WalksService =",
                                        "replace_all": False},
                   "String to replace not found in file.\nString:     fun provideClubApi(client: OkHttpClient, moshi: "
                   "Moshi): ClubApi =")
    s.bash("mvclubapi", f"git mv {PKG}/data/remote/ClubApi.kt {PKG}/data/remote/WalksService.kt && git status --short",
           f"R  {PKG}/data/remote/ClubApi.kt -> {PKG}/data/remote/WalksService.kt")
    s.multiedit("renameapi", f"{PKG}/di/NetworkModule.kt", [
        ("import uk.org.pentlandhw.trailcairn.data.remote.ClubApi",
         "import uk.org.pentlandhw.trailcairn.data.remote.WalksService"),
        ("    fun provideClubApi(client: OkHttpClient, json: Json): ClubApi =",
         "    fun provideWalksService(client: OkHttpClient, json: Json): WalksService ="),
        ("            .create(ClubApi::class.java)", "            .create(WalksService::class.java)"),
    ])
    s.bash(None, "sed -i 's/ClubApi/WalksService/g' app/src/main/java/uk/org/pentlandhw/trailcairn/data/remote/"
           "WalksService.kt app/src/main/java/uk/org/pentlandhw/trailcairn/data/WalkRepository.kt app/src/test/java/"
           "uk/org/pentlandhw/trailcairn/data/WalkRepositoryTest.kt && grep -rn ClubApi app/src || echo 'no matches'",
           "no matches", minutes=1)
    s.bash("build5", "./gradlew ktlintCheck detekt testDebugUnitTest",
           "> Task :app:ktlintCheck\n> Task :app:detekt\n> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 1m 4s\n"
           "61 actionable tasks: 14 executed, 47 up-to-date")
    s.bash("commit5", "git add -A && git commit -m 'walk detail with routes (schema 2, migration 1->2); ClubApi -> "
           "WalksService'", "[main 2f6c915] walk detail with routes (schema 2, migration 1->2); ClubApi -> "
           "WalksService\n 13 files changed, 371 insertions(+), 22 deletions(-)\n rename app/src/main/java/uk/org/"
           "pentlandhw/trailcairn/data/remote/{ClubApi.kt => WalksService.kt} (78%)\n create mode 100644 app/schemas/"
           "uk.org.pentlandhw.trailcairn.data.local.AppDatabase/2.json")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("datacomplaint", "Complaint from Alasdair: the debug build pulled 176 MB of map tiles over 4G on Sunday "
             "morning in the car park at Flotterstone and used up his monthly data allowance. Change the tile sync: "
             "only on an unmetered network (Wi-Fi) and only while the phone is charging. Keep the 24 hour period.")
    s.bash("jobsched1", "adb shell dumpsys jobscheduler | grep -A4 'tile-sync' | head -6",
           "  JOB #u0a287/7: 3f1d2b0 uk.org.pentlandhw.trailcairn.debug/androidx.work.impl.background.systemjob."
           "SystemJobService\n    Tag: WorkManager: tile-sync\n    Required constraints: CONNECTIVITY\n"
           "    Network type: NetworkRequest [ NONE id=0, [ Capabilities: INTERNET&NOT_RESTRICTED&TRUSTED&"
           "NOT_VCN_MANAGED ] ]\n    Periodic: interval=+1d0h0m0s flex=+1d0h0m0s")
    s.edit("schedule2", f"{PKG}/TrailcairnApp.kt",
           "                .setConstraints(Constraints(requiredNetworkType = NetworkType.CONNECTED))",
           "                .setConstraints(\n                    Constraints(\n                        "
           "requiredNetworkType = NetworkType.UNMETERED, // Wi-Fi only: Alasdair's 4G allowance\n                        "
           "requiresCharging = true,\n                    ),\n                )")
    s.prompt("movepkg", "And the tile sync doesn't belong in the map package any more. Move it with git mv to a new "
             "offline package and call it OfflineTilesWorker; the unique work name becomes 'offline-tiles'. Cancel "
             "the old 'tile-sync' work at startup so upgraded installs don't run both.")
    s.pre_tool("premv", "Bash", {"command": f"mkdir -p {PKG}/offline && git mv {PKG}/map/TileSyncWorker.kt "
                                            f"{PKG}/offline/OfflineTilesWorker.kt", "description": "Move the tile "
                                            "worker into the offline package"})
    s.bash("gitmvworker", f"mkdir -p {PKG}/offline && git mv {PKG}/map/TileSyncWorker.kt "
           f"{PKG}/offline/OfflineTilesWorker.kt && git status --short",
           f"R  {PKG}/map/TileSyncWorker.kt -> {PKG}/offline/OfflineTilesWorker.kt", desc="Move the tile worker into "
           "the offline package")
    s.multiedit("renameworker", f"{PKG}/offline/OfflineTilesWorker.kt", [
        ("package uk.org.pentlandhw.trailcairn.map", "package uk.org.pentlandhw.trailcairn.offline"),
        ("class TileSyncWorker\n", "class OfflineTilesWorker\n"),
        ("import uk.org.pentlandhw.trailcairn.data.RegionRepository",
         "import uk.org.pentlandhw.trailcairn.data.RegionRepository\nimport uk.org.pentlandhw.trailcairn.map.TileStore"),
        ("            const val KEY_FETCHED = \"fetched\"",
         "            const val KEY_FETCHED = \"fetched\"\n            const val UNIQUE_NAME = \"offline-tiles\""),
    ])
    s.edit("cancelold", f"{PKG}/TrailcairnApp.kt",
           "        WorkManager.getInstance(this).enqueueUniquePeriodicWork(\n            \"tile-sync\",",
           "        val wm = WorkManager.getInstance(this)\n        wm.cancelUniqueWork(\"tile-sync\") // pre-0.9 name, "
           "gone since OfflineTilesWorker\n        wm.enqueueUniquePeriodicWork(\n            OfflineTilesWorker."
           "UNIQUE_NAME,")
    s.grep("grepworker", "TileSyncWorker", [f"{PKG}/TrailcairnApp.kt", f"{TPKG}/map/TileSyncWorkerTest.kt"])
    s.bash(None, f"git mv {TPKG}/map/TileSyncWorkerTest.kt {TPKG}/offline/OfflineTilesWorkerTest.kt && sed -i "
           f"'s/TileSyncWorker/OfflineTilesWorker/g; s/trailcairn.map$/trailcairn.offline/' {PKG}/TrailcairnApp.kt "
           f"{TPKG}/offline/OfflineTilesWorkerTest.kt", "", minutes=1)
    s.bash("test6", "./gradlew testDebugUnitTest",
           ok_tests(["MigrationTest > migrate1To2KeepsWalks", "OfflineTilesWorkerTest > fetchesEveryTileOfSavedRegion",
                     "OfflineTilesWorkerTest > skipsTilesWithSameEtag", "OfflineTilesWorkerTest > retriesOnServerError",
                     "SignupTest > confirmedCarriesId", "SignupTest > waitlistedCarriesPosition",
                     "SignupTest > fullHasNoFields", "WalkRepositoryTest > loadDetailStoresRouteAndPoints",
                     "WalkRepositoryTest > refreshStoresProgramme"], "55s"))
    s.bash("jobsched2", "./gradlew installDebug -q && adb shell am start -n uk.org.pentlandhw.trailcairn.debug/"
           "uk.org.pentlandhw.trailcairn.MainActivity && sleep 3 && adb shell dumpsys jobscheduler | grep -A4 "
           "'offline-tiles\\|tile-sync' | head -8",
           "  JOB #u0a287/9: 81be0c4 uk.org.pentlandhw.trailcairn.debug/androidx.work.impl.background.systemjob."
           "SystemJobService\n    Tag: WorkManager: offline-tiles\n    Required constraints: CHARGING CONNECTIVITY\n"
           "    Network type: NetworkRequest [ NONE id=0, [ Capabilities: INTERNET&NOT_METERED&NOT_RESTRICTED&TRUSTED"
           " ] ]\n    Periodic: interval=+1d0h0m0s flex=+1d0h0m0s")
    s.remember("memsync", "trailcairn tile sync (since 15 Feb 2028): OfflineTilesWorker in the offline package (was "
               "TileSyncWorker in map, moved with git mv), unique periodic work 'offline-tiles' every 24 h, only on an "
               "unmetered network and while charging, because the old any-network sync used 176 MB of Alasdair Reid's "
               "mobile data. The old 'tile-sync' work is cancelled at startup.", "trailcairn offline tiles worker "
               "(current)", "decision")
    s.bash("commit6", "git add -A && git commit -m 'offline: TileSyncWorker -> OfflineTilesWorker, Wi-Fi + charging "
           "only'", "[main 9a27d40] offline: TileSyncWorker -> OfflineTilesWorker, Wi-Fi + charging only\n 5 files "
           "changed, 31 insertions(+), 12 deletions(-)\n rename app/src/main/java/uk/org/pentlandhw/trailcairn/{map/"
           "TileSyncWorker.kt => offline/OfflineTilesWorker.kt} (91%)\n rename app/src/test/java/uk/org/pentlandhw/"
           "trailcairn/{map/TileSyncWorkerTest.kt => offline/OfflineTilesWorkerTest.kt} (88%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("crash", "Before anyone outside the committee gets the app: crash reporting with Firebase Crashlytics. "
             "Firebase project is trailcairn-phc; committing google-services.json is fine. Crashlytics only: no "
             "Google Analytics, no other Firebase SDK. Morag promised the members at the last AGM that the app "
             "collects crash reports and nothing else. Collection switched off in debug builds.")
    s.edit("firebasecat", "gradle/libs.versions.toml", 'detekt = "1.23.7"\n',
           'detekt = "1.23.7"\nfirebaseBom = "33.5.1"\ngoogleServices = "4.4.2"\ncrashlyticsGradle = "3.0.2"\n')
    s.edit("crashdebug", "app/build.gradle.kts",
           "        debug {\n            applicationIdSuffix = \".debug\"\n",
           "        debug {\n            applicationIdSuffix = \".debug\"\n            manifestPlaceholders["
           "\"crashlyticsCollectionEnabled\"] = false\n")
    s.bash("gsfail", "./gradlew assembleDebug", "",
           "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task "
           "':app:processDebugGoogleServices'.\n> No matching client found for package name "
           "'uk.org.pentlandhw.trailcairn.debug' in /home/ewan/src/trailcairn/app/google-services.json\n\n* Try:\n"
           "> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 11s", code=1)
    s.prompt("gsfix", "Right, the debug build has the .debug suffix and Firebase only knew the release package. I "
             "registered uk.org.pentlandhw.trailcairn.debug as a second Android app in trailcairn-phc and put the new "
             "google-services.json (both clients) in app/. Build again.")
    s.bash(None, "./gradlew assembleDebug", "> Task :app:processDebugGoogleServices\n> Task :app:"
           "injectCrashlyticsMappingFileIdDebug\n> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in 57s\n"
           "51 actionable tasks: 19 executed, 32 up-to-date")
    s.prompt("signing", "Play App Signing is on for the app. The upload key is ~/keys/trailcairn-upload.jks, its "
             "passwords are in ~/.gradle/gradle.properties (TRAILCAIRN_UPLOAD_STORE_PASSWORD and "
             "TRAILCAIRN_UPLOAD_KEY_PASSWORD). The keystore and the passwords never go into the repo.")
    s.edit("signcfg", "app/build.gradle.kts", "    buildTypes {\n",
           "    signingConfigs {\n        create(\"upload\") {\n            storeFile = file(\"${System.getProperty("
           "\"user.home\")}/keys/trailcairn-upload.jks\")\n            storePassword = providers.gradleProperty("
           "\"TRAILCAIRN_UPLOAD_STORE_PASSWORD\").get()\n            keyAlias = \"upload\"\n            keyPassword = "
           "providers.gradleProperty(\"TRAILCAIRN_UPLOAD_KEY_PASSWORD\").get()\n        }\n    }\n\n    buildTypes {\n")
    s.bash("bundle1", "./gradlew bundleRelease && ls -lh app/build/outputs/bundle/release/",
           "> Task :app:minifyReleaseWithR8\n> Task :app:uploadCrashlyticsMappingFileRelease\n> Task :app:"
           "signReleaseBundle\n> Task :app:bundleRelease\n\nBUILD SUCCESSFUL in 3m 12s\n88 actionable tasks: 61 "
           "executed, 27 up-to-date\ntotal 8.4M\n-rw-r--r-- 1 ewan ewan 8.4M Feb 17 15:21 app-release.aab")
    s.prompt("internal", "I uploaded 0.9.0 (versionCode 6) by hand in Play Console to the internal testing track. "
             "Testers are the Google group trailcairn-testers@pentlandhw.org.uk, 12 people so far (the committee plus "
             "Alasdair and two walk leaders). Now check that Crashlytics actually receives something.")
    s.bash("crashtest", "adb logcat -d -s FirebaseCrashlytics:I | tail -3",
           "02-17 15:48:09.402 24410 24466 I FirebaseCrashlytics: Initializing Firebase Crashlytics 19.2.1 for "
           "uk.org.pentlandhw.trailcairn\n02-17 15:49:31.775 24619 24671 I FirebaseCrashlytics: Crashlytics report "
           "upload complete: 65F25C7B0154000134A2E1C9B1D0F4E3_DNE_0_v2\n02-17 15:49:31.781 24619 24671 I "
           "FirebaseCrashlytics: Test crash received in console (issue 'RuntimeException: Test Crash')")
    s.remember("memrelease", "trailcairn in Play Console: app id uk.org.pentlandhw.trailcairn, Play App Signing on, "
               "upload key ~/keys/trailcairn-upload.jks (passwords in ~/.gradle/gradle.properties, never in git). "
               "Internal testing track: 0.9.0 (versionCode 6) on 17 Feb 2028, testers = Google group "
               "trailcairn-testers@pentlandhw.org.uk (12 people). Firebase project trailcairn-phc, Crashlytics only "
               "(no Analytics: Morag's promise to the members), off in debug builds.",
               "trailcairn Play Console and Firebase setup", "fact")
    s.bash("commit7", "git add -A && git commit -m 'release: Crashlytics (no analytics), upload signing, 0.9.0 for "
           "internal testing'", "[main 4d18e62] release: Crashlytics (no analytics), upload signing, 0.9.0 for "
           "internal testing\n 6 files changed, 78 insertions(+), 2 deletions(-)\n create mode 100644 app/"
           "google-services.json")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("blankmap", "Bad news from the weekend. Morag led the Carnethy Hill walk on Saturday and the offline map "
             "was completely blank beyond Flotterstone, where there's no signal. Her A14 has 'Auto optimisation' "
             "switched on in Device Care, which clears app caches overnight. Our tiles live in cacheDir. I have her "
             "phone here on USB, check it.")
    s.bash("cacheempty", "adb -s R58W41KXQ2N shell run-as uk.org.pentlandhw.trailcairn du -sh cache/tiles files "
           "databases; adb -s R58W41KXQ2N logcat -d -b events | grep -i 'cache' | tail -2",
           "12K\tcache/tiles\n64K\tfiles\n1.9M\tdatabases\n02-19 03:00:12.550  1544  1612 I pm_critical_info: "
           "Free storage low, trimming caches (device care auto optimisation)\n02-19 03:00:14.201  1544  1612 I "
           "pm_trim_caches: uk.org.pentlandhw.trailcairn freed 184813568 bytes")
    s.read(None, "app/build.gradle.kts", APP_GRADLE)
    s.prompt("mbtiles", "The cache was simply the wrong place, Android may empty it whenever it likes. Store the tiles "
             "in one MBTiles file (SQLite) per region under noBackupFilesDir instead: survives cache clearing, stays "
             "out of Google's auto backup (180 MB), and MapLibre opens mbtiles:// directly. Deleting 14 thousand "
             "small files was slow too. And make the worker a foreground worker with a progress notification, a "
             "ten-minute download shouldn't get killed halfway.")
    s.write("tilestore2", f"{PKG}/offline/MbTilesStore.kt", MBTILES_STORE)
    s.edit("workermb", f"{PKG}/offline/OfflineTilesWorker.kt",
           "        private val store: TileStore,",
           "        private val store: MbTilesStore,\n        private val notifications: DownloadNotifications,")
    s.edit("fgadd", f"{PKG}/offline/OfflineTilesWorker.kt",
           "                val saved = regions.savedRegions()\n",
           "                val saved = regions.savedRegions()\n                setForeground(ForegroundInfo(NOTIFICATION_ID,"
           " notifications.progress(saved)))\n", minutes=2)
    s.bash("mbsize", "./gradlew installDebug -q && adb shell cmd jobscheduler run -f uk.org.pentlandhw.trailcairn.debug "
           "9 && sleep 620 && adb shell run-as uk.org.pentlandhw.trailcairn.debug ls -l no_backup/regions",
           "Running job [FORCED]\ntotal 176040\n-rw------- 1 u0_a287 u0_a287 180273152 2028-02-21 10:31 "
           "pentlands.mbtiles", minutes=12)
    s.lesson("lesson3", "Never keep offline content users rely on in cacheDir: Android and vendor cleaners (Samsung "
             "Device Care auto optimisation) delete it without warning. trailcairn keeps map tiles in one MBTiles file "
             "per region in noBackupFilesDir (persistent, excluded from auto backup).",
             "trailcairn: Morag's offline map was blank on the 19 Feb Carnethy Hill walk")
    s.prompt("gpx", "Second thing: Alasdair wants walk leaders to import a GPX of their planned route, from OS Maps or "
             "their Garmin, so it shows on the walk's map before Priti has the route on the server. Parse with the "
             "jpx library (io.jenetics:jpx 3.1.0), fine to add. Import through the system file picker "
             "(ActivityResultContracts.OpenDocument).")
    s.edit("jpxadd", "gradle/libs.versions.toml", 'maplibre = "11.5.2"\n', 'maplibre = "11.5.2"\njpx = "3.1.0"\n',
           minutes=1)
    s.write("gpximporter1", f"{PKG}/gpx/GpxImporter.kt",
            "package uk.org.pentlandhw.trailcairn.gpx\n\nimport android.content.ContentResolver\nimport android.net.Uri"
            "\nimport io.jenetics.jpx.GPX\nimport uk.org.pentlandhw.trailcairn.data.local.RouteDao\nimport javax.inject."
            "Inject\n\n/** Imports a leader's planned route from a GPX file chosen in the system picker. */\nclass "
            "GpxImporter\n    @Inject\n    constructor(\n        private val resolver: ContentResolver,\n        private "
            "val routes: RouteDao,\n    ) {\n        suspend fun import(walkId: Long, uri: Uri) {\n            val gpx = "
            "resolver.openInputStream(uri)!!.use { GPX.Reader.DEFAULT.read(it) }\n            val points = gpx.tracks()"
            ".flatMap { it.segments() }.flatMap { it.points() }.toList()\n            routes.insertRouteWithPoints(\n"
            "                RouteEntity(id = -walkId, walkId = walkId, source = \"gpx\"),\n                points."
            "mapIndexed { i, p -> RoutePointEntity(-walkId, i, p.latitude.toDegrees(), p.longitude.toDegrees(), "
            "p.elevation.map { it.toDouble() }.orElse(null)) },\n            )\n        }\n    }\n")
    s.bash("gpxtest1", "./gradlew testDebugUnitTest --tests '*Gpx*'",
           ok_tests(["GpxImporterTest > importsOsMapsRoute", "GpxImporterTest > importsTrackSegments",
                     "GpxImporterTest > keepsElevation"], "41s"))
    s.bash("commit8", "git add -A && git commit -m 'offline: tiles in per-region MBTiles under no_backup, foreground "
           "download; GPX import with jpx'", "[main b35f7a1] offline: tiles in per-region MBTiles under no_backup, "
           "foreground download; GPX import with jpx\n 9 files changed, 341 insertions(+), 58 deletions(-)\n delete "
           "mode 100644 app/src/main/java/uk/org/pentlandhw/trailcairn/map/TileStore.kt")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.bash(None, "git pull --ff-only && git log --oneline -1", "Already up to date.\nb35f7a1 offline: tiles in "
           "per-region MBTiles under no_backup, foreground download; GPX import with jpx")
    s.prompt("gpxbug", "Alasdair tried the GPX import on his Pixel 7 yesterday: the app crashes the moment he picks a "
             "file, any file, from his Garmin or from OS Maps. The unit tests are green. He sent me the eTrex file, "
             "it's in the test resources now.")
    s.bash("gpxcrash", "adb logcat -d -s AndroidRuntime:E | head -9",
           "02-23 10:04:51.220 26712 26712 E AndroidRuntime: FATAL EXCEPTION: main\n02-23 10:04:51.220 26712 26712 E "
           "AndroidRuntime: Process: uk.org.pentlandhw.trailcairn.debug, PID: 26712\n02-23 10:04:51.220 26712 26712 E "
           "AndroidRuntime: java.lang.NoClassDefFoundError: Failed resolution of: Ljavax/xml/stream/XMLInputFactory;\n"
           "02-23 10:04:51.220 26712 26712 E AndroidRuntime: \tat io.jenetics.jpx.XMLReader.read(XMLReader.java:138)\n"
           "02-23 10:04:51.220 26712 26712 E AndroidRuntime: \tat io.jenetics.jpx.GPX$Reader.read(GPX.java:1642)\n"
           "02-23 10:04:51.220 26712 26712 E AndroidRuntime: \tat uk.org.pentlandhw.trailcairn.gpx.GpxImporter.import("
           "GpxImporter.kt:19)\n02-23 10:04:51.220 26712 26712 E AndroidRuntime: Caused by: java.lang."
           "ClassNotFoundException: Didn't find class \"javax.xml.stream.XMLInputFactory\" on path: DexPathList[["
           "zip file \"/data/app/~~q3Lw==/uk.org.pentlandhw.trailcairn.debug-1/base.apk\"]]")
    s.tool_failure("readfail", "Read", {"file_path": "/home/ewan/src/trailcairn/app/src/test/resources/gpx/"
                                                     "alasdair.gpx"},
                   "File does not exist. Did you mean alasdair-etrex.gpx?")
    s.read("readgpx", "app/src/test/resources/gpx/alasdair-etrex.gpx", ETREX_GPX)
    s.prompt("pullparser", "jpx reads through javax.xml.stream (StAX), which simply doesn't exist on Android. The JVM "
             "unit tests have it, that's why they were green. Drop jpx rather than shipping a StAX implementation "
             "like woodstox in the APK: write a small parser on android.util.Xml's XmlPullParser. We only need "
             "trk/trkseg/trkpt, rte/rtept and wpt with lat, lon, ele and name. Tests run under Robolectric so they "
             "use the real pull parser.")
    s.edit("rmjpx", "gradle/libs.versions.toml", 'maplibre = "11.5.2"\njpx = "3.1.0"\n', 'maplibre = "11.5.2"\n',
           minutes=1)
    s.write("gpxparser", f"{PKG}/gpx/GpxParser.kt", GPX_PARSER)
    s.bash("gpxtest2", "./gradlew testDebugUnitTest --tests '*Gpx*'",
           ok_tests(["GpxParserTest > parsesGarminEtrexTrackWithExtensions", "GpxParserTest > parsesOsMapsRoute",
                     "GpxParserTest > gpx10WaypointsOnly", "GpxParserTest > rejectsKml",
                     "GpxImporterTest > importsTrackSegments", "GpxImporterTest > keepsElevation"], "46s"))
    s.bash("fkfail2", "./gradlew installDebug -q && adb shell am start -n uk.org.pentlandhw.trailcairn.debug/"
           "uk.org.pentlandhw.trailcairn.MainActivity && sleep 6 && adb logcat -d -s WalkRepository:E | tail -6",
           "02-23 11:37:19.004 27301 27344 E WalkRepository: refresh failed\n02-23 11:37:19.004 27301 27344 E "
           "WalkRepository: android.database.sqlite.SQLiteConstraintException: FOREIGN KEY constraint failed (code "
           "787 SQLITE_CONSTRAINT_FOREIGNKEY)\n02-23 11:37:19.004 27301 27344 E WalkRepository: \tat android."
           "database.sqlite.SQLiteConnection.nativeExecuteForLastInsertedRowId(Native Method)\n02-23 11:37:19.004 "
           "27301 27344 E WalkRepository: \tat uk.org.pentlandhw.trailcairn.data.local.WalkDao_Impl.insertAll("
           "WalkDao_Impl.java:96)\n02-23 11:37:19.004 27301 27344 E WalkRepository: \tat uk.org.pentlandhw.trailcairn."
           "data.WalkRepository.refresh(WalkRepository.kt:38)")
    s.prompt("fkwhy2", "Same foreign key error as on the 11th, but a different cause: nothing is inserted out of order "
             "here. WalkDao.insertAll uses OnConflictStrategy.REPLACE, and SQLite's REPLACE deletes the existing walk "
             "row before inserting the new one. The route Alasdair imported from GPX references that walk (routes "
             "has no cascade on walks, on purpose), so the delete breaks the key. Use @Upsert: it updates the row in "
             "place.")
    s.edit("fkfix2", f"{PKG}/data/local/AppDatabase.kt",
           "    @Insert(onConflict = OnConflictStrategy.REPLACE)\n    suspend fun insertAll(walks: List<WalkEntity>)",
           "    /** Upsert, not REPLACE: REPLACE deletes the row first and breaks routes.walkId references. */\n"
           "    @Upsert\n    suspend fun upsertAll(walks: List<WalkEntity>)")
    s.lesson("lesson4", "'FOREIGN KEY constraint failed (code 787)' on a refresh of parent rows: @Insert(onConflict = "
             "REPLACE) deletes the old row before inserting, which violates foreign keys of children that reference "
             "it (routes.walkId). Use Room's @Upsert. Not the same cause as the route-points ordering bug.",
             "trailcairn: walks refresh crashed after a GPX route was imported for a walk")
    s.bash("test9", "./gradlew ktlintCheck detekt testDebugUnitTest",
           ok_tests(["GpxParserTest > parsesGarminEtrexTrackWithExtensions", "GpxParserTest > parsesOsMapsRoute",
                     "MigrationTest > migrate1To2KeepsWalks", "OfflineTilesWorkerTest > fetchesEveryTileOfSavedRegion",
                     "WalkDaoTest > upsertKeepsImportedRoute", "WalkRepositoryTest > loadDetailStoresRouteAndPoints",
                     "WalkRepositoryTest > refreshStoresProgramme"], "1m 9s"))
    s.bash("commit9", "git add -A && git commit -m 'gpx: own XmlPullParser instead of jpx; walks upsert instead of "
           "REPLACE'", "[main 6e90c2b] gpx: own XmlPullParser instead of jpx; walks upsert instead of REPLACE\n 8 files "
           "changed, 214 insertions(+), 47 deletions(-)\n create mode 100644 app/src/test/resources/gpx/"
           "alasdair-etrex.gpx")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n"
           "6e90c2b gpx: own XmlPullParser instead of jpx; walks upsert instead of REPLACE\nb35f7a1 offline: tiles in "
           "per-region MBTiles under no_backup, foreground download; GPX import with jpx\n4d18e62 release: Crashlytics "
           "(no analytics), upload signing, 0.9.0 for internal testing")
    s.read(None, "app/src/main/AndroidManifest.xml", MANIFEST)
    s.prompt("release", "Release day. 1.0.0, versionCode 10, to production: walks programme, sign-ups, offline maps, "
             "GPX import. Internal testing has had 0.9.3 for a week without a single crash. Staged rollout at 20%. "
             "And a rule for every release from now on: release bundles are built only from a signed tag vX.Y.Z on a "
             "clean main with `./gradlew clean bundleRelease`, never from a branch or a dirty tree.")
    s.edit("version100", "app/build.gradle.kts", "        versionCode = 9\n        versionName = \"0.9.3\"",
           "        versionCode = 10\n        versionName = \"1.0.0\"")
    s.bash(None, "./gradlew lintRelease", "> Task :app:lintVitalAnalyzeRelease\n> Task :app:lintRelease\nLint found "
           "0 errors, 3 warnings. First failure:\n/home/ewan/src/trailcairn/app/src/main/res/values/strings.xml:14: "
           "Warning: The resource R.string.signup_waitlisted_old appears to be unused [UnusedResources]\n\nBUILD "
           "SUCCESSFUL in 1m 22s")
    s.bash(None, "git commit -am 'release 1.0.0 (10)'", "[main c0b7e3a] release 1.0.0 (10)\n 1 file changed, 2 "
           "insertions(+), 2 deletions(-)", minutes=1)
    s.pre_tool("pretag", "Bash", {"command": "git tag -s v1.0.0 -m 'trailcairn 1.0.0' && git push origin main "
                                             "v1.0.0", "description": "Sign and push the release tag"})
    s.bash("tag100", "git tag -s v1.0.0 -m 'trailcairn 1.0.0' && git push origin main v1.0.0",
           "To github.com:pentlandhw/trailcairn.git\n   6e90c2b..c0b7e3a  main -> main\n * [new tag]         v1.0.0 "
           "-> v1.0.0", desc="Sign and push the release tag")
    s.bash("bundle100", "git status --porcelain && ./gradlew clean bundleRelease && ls -lh app/build/outputs/bundle/"
           "release/", "> Task :app:minifyReleaseWithR8\n> Task :app:uploadCrashlyticsMappingFileRelease\n"
           "Crashlytics: mapping file uploaded for 1.0.0 (10)\n> Task :app:signReleaseBundle\n> Task :app:"
           "bundleRelease\n\nBUILD SUCCESSFUL in 3m 47s\n91 actionable tasks: 91 executed\ntotal 9.1M\n"
           "-rw-r--r-- 1 ewan ewan 9.1M Feb 25 10:12 app-release.aab", minutes=5)
    s.write("whatsnew", "distribution/whatsnew/whatsnew-en-GB",
            "First release for Pentland Hillwalking Club members:\n- the walks programme, also offline\n- sign up for "
            "a walk or join the waiting list\n- offline maps of the Pentlands and Moorfoots (downloads on Wi-Fi while "
            "charging)\n- walk leaders can import a planned route from a GPX file\n- one tap to call the duty phone\n")
    s.prompt("rollout", "Uploaded to production in Play Console with a staged rollout of 20%, review passed in about "
             "three hours, and I sent the announcement to the members' mailing list. Plan: go to 50% on Tuesday the "
             "29th if crash-free users stay above 99.5%, then 100% on Friday 3 March.")
    s.prompt("v2plan", "Note from Priti: the backend gets /v2/walks with cursor paging in March, /v1 stays up until "
             "1 May. She wants two weeks' notice before we ship any app version that depends on /v2, and she'd like "
             "us to keep sending the version header so she knows when 1.0.x has died out.")
    s.remember("memrollout1", "trailcairn 1.0.0 (versionCode 10) went to production on Friday 25 February 2028, Play "
               "Console staged rollout at 20%, built from the signed tag v1.0.0 (aab 9.1 MB). Plan: 50% on Tuesday "
               "29 February if crash-free users stay above 99.5%, 100% on Friday 3 March. Backend: /v2/walks coming in "
               "March, /v1 until 1 May, Priti wants two weeks' notice before the app depends on /v2.",
               "trailcairn 1.0.0 production rollout", "event")
    s.bash("commit10", "git add -A && git commit -m 'play: whatsnew for 1.0.0'", "[main 1e4f8d2] play: whatsnew for "
           "1.0.0\n 1 file changed, 6 insertions(+)\n create mode 100644 distribution/whatsnew/whatsnew-en-GB")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("incident", "Crashlytics velocity alert this morning: crash-free users on 1.0.0 dropped to 93.1% over the "
             "weekend, every crash on Android 14, all in the offline tiles download. Morag's phone crashed twice on "
             "Sunday night, her A14 got its Android 14 update on Saturday. I halted the staged rollout in Play Console "
             "at 08:15. I exported the Crashlytics issue to crashlytics-7c1f04e2.txt, look at it.")
    s.read("stacktrace", "crashlytics-7c1f04e2.txt", STACKTRACE)
    s.prompt("fgswhy", "OfflineTilesWorker calls setForeground() for the long download since last Monday. We target "
             "SDK 34, and Android 14 refuses a foreground service without a type: WorkManager's SystemForegroundService "
             "has to be declared in our manifest with foregroundServiceType=\"dataSync\", the ForegroundInfo must "
             "pass FOREGROUND_SERVICE_TYPE_DATA_SYNC, and we need the FOREGROUND_SERVICE_DATA_SYNC permission. The "
             "Pixel 6a we test on runs Android 13 and the internal testers' phones were all on 13 too, that's why "
             "nobody saw it.")
    s.edit("fgsmanifest", "app/src/main/AndroidManifest.xml",
           "    <uses-permission android:name=\"android.permission.FOREGROUND_SERVICE\" />\n",
           "    <uses-permission android:name=\"android.permission.FOREGROUND_SERVICE\" />\n    <uses-permission "
           "android:name=\"android.permission.FOREGROUND_SERVICE_DATA_SYNC\" />\n")
    s.edit(None, "app/src/main/AndroidManifest.xml", "        </provider>\n    </application>",
           "        </provider>\n\n        <!-- Android 14 (targetSdk 34): a foreground service needs a type. -->\n"
           "        <service\n            android:name=\"androidx.work.impl.foreground.SystemForegroundService\"\n"
           "            android:foregroundServiceType=\"dataSync\"\n            tools:node=\"merge\" />\n"
           "    </application>", minutes=1)
    s.edit("fgsinfo", f"{PKG}/offline/OfflineTilesWorker.kt",
           "                setForeground(ForegroundInfo(NOTIFICATION_ID, notifications.progress(saved)))",
           "                setForeground(\n                    ForegroundInfo(\n                        NOTIFICATION_ID,"
           "\n                        notifications.progress(saved),\n                        ServiceInfo."
           "FOREGROUND_SERVICE_TYPE_DATA_SYNC,\n                    ),\n                )")
    s.tool_failure("logcattimeout", "Bash", {"command": "adb -s emulator-5556 logcat -s WM-Processor "
                                                        "OfflineTilesWorker", "description": "Watch the worker on the "
                                                        "Android 14 emulator"},
                   "Command timed out after 2m 0.0s")
    s.pre_tool("preverify", "Bash", {"command": "./gradlew installDebug -q && adb -s emulator-5556 shell cmd "
                                                "jobscheduler run -f uk.org.pentlandhw.trailcairn.debug 9 && sleep 20 "
                                                "&& adb -s emulator-5556 logcat -d -s WM-Processor OfflineTilesWorker "
                                                "ActivityManager | tail -4",
                                     "description": "Run the worker on the Android 14 emulator"})
    s.bash("fgsverify", "./gradlew installDebug -q && adb -s emulator-5556 shell cmd jobscheduler run -f "
           "uk.org.pentlandhw.trailcairn.debug 9 && sleep 20 && adb -s emulator-5556 logcat -d -s WM-Processor "
           "OfflineTilesWorker ActivityManager | tail -4",
           "Running job [FORCED]\n02-28 09:41:55.310  4102  4139 I OfflineTilesWorker: setForeground(region=pentlands, "
           "tiles=14212)\n02-28 09:41:55.327  4102  4139 I WM-Processor: Moving WorkSpec (5c2e81d0-...) to the "
           "foreground\n02-28 09:41:55.402   612  1907 I ActivityManager: Foreground service started: uk.org.pentlandhw."
           "trailcairn.debug/androidx.work.impl.foreground.SystemForegroundService type=dataSync", desc="Run the "
           "worker on the Android 14 emulator")
    s.edit("version101", "app/build.gradle.kts", "        versionCode = 10\n        versionName = \"1.0.0\"",
           "        versionCode = 11\n        versionName = \"1.0.1\"")
    s.bash("bundle101", "git commit -qam 'fix: dataSync foreground service type for Android 14; 1.0.1 (11)' && git tag "
           "-s v1.0.1 -m 'trailcairn 1.0.1' && git push -q origin main v1.0.1 && ./gradlew clean bundleRelease",
           "> Task :app:uploadCrashlyticsMappingFileRelease\nCrashlytics: mapping file uploaded for 1.0.1 (11)\n"
           "> Task :app:bundleRelease\n\nBUILD SUCCESSFUL in 3m 41s\n91 actionable tasks: 91 executed", minutes=6)
    s.prompt("rollout5", "1.0.1 is uploaded and the rollout is running again, but at 5% this time instead of 20%: if "
             "something else is broken I'd rather it hits a dozen members than fifty. New plan: 25% on Friday 3 "
             "March, 100% on Wednesday 8 March, each step only if crash-free users are above 99.5%. Morag wants to "
             "demo the app at the AGM on Wednesday 15 March, so it has to be at 100% by then.")
    s.write("incnote", "docs/incidents/2028-02-27-fgs-crash.md",
            "# 26-28 February 2028: crashes of 1.0.0 on Android 14\n\n- **Impact:** 212 crashes for 61 users, all "
            "Android 14; crash-free users 93.1% (Crashlytics issue 7c1f04e2). Rollout halted at 20% on Monday 28 Feb, "
            "08:15.\n- **Cause:** OfflineTilesWorker went foreground (setForeground, added 21 Feb) without a "
            "foreground service type; with targetSdk 34, Android 14 throws MissingForegroundServiceTypeException. "
            "Internal testing never hit it: all testers and our Pixel 6a were on Android 13.\n- **Fix:** 1.0.1 (11): "
            "SystemForegroundService declared with foregroundServiceType=dataSync, FOREGROUND_SERVICE_DATA_SYNC "
            "permission, ForegroundInfo with FOREGROUND_SERVICE_TYPE_DATA_SYNC. Rollout resumed at 5%.\n")
    s.remember("memrollout2", "trailcairn production rollout (current, 28 Feb 2028): 1.0.0 was halted at 20% on 28 Feb "
               "after Android 14 crashes (missing dataSync foreground service type). 1.0.1 (versionCode 11) is rolling "
               "out at 5%; 25% on Friday 3 March and 100% on Wednesday 8 March if crash-free users stay above 99.5%. "
               "Morag Finlay demos the app at the club AGM on Wednesday 15 March.",
               "trailcairn rollout status", "event")
    s.prompt("a14rule", "And one more house rule after this: every release is tried on an Android 14 device before "
             "it goes anywhere, Morag's A14 or the Android 14 emulator (emulator-5556), not just the Pixel 6a.")
    s.bash("commit11", "git add -A && git commit -m 'docs: incident note 2028-02-27, Android 14 check before release'",
           "[main 7f3a9c0] docs: incident note 2028-02-27, Android 14 check before release\n 2 files changed, 19 "
           "insertions(+)\n create mode 100644 docs/incidents/2028-02-27-fgs-crash.md")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-02-01T09:10:00", "5e0a1c21-7b3d-4f10-9a56-0c1d2e3f5601", s1),    # Tue
    ("s2", "2028-02-03T10:05:00", "6f1b2d32-8c4e-4021-ab67-1d2e3f405602", s2),    # Thu
    ("s3", "2028-02-07T09:30:00", "702c3e43-9d5f-4132-bc78-2e3f40515603", s3),    # Mon
    ("s4", "2028-02-09T13:00:00", "813d4f54-ae60-4243-cd89-3f4051625604", s4),    # Wed
    ("s5", "2028-02-11T10:15:00", "924e5065-bf71-4354-de9a-405162735605", s5),    # Fri
    ("s6", "2028-02-15T09:45:00", "a35f6176-c082-4465-efab-516273845606", s6),    # Tue
    ("s7", "2028-02-17T14:00:00", "b4607287-d193-4576-f0bc-627384955607", s7),    # Thu
    ("s8", "2028-02-21T09:20:00", "c5718398-e2a4-4687-01cd-738495a65608", s8),    # Mon
    ("s9", "2028-02-23T10:00:00", "d68294a9-f3b5-4798-12de-8495a6b75609", s9),    # Wed
    ("s10", "2028-02-25T09:00:00", "e793a5ba-04c6-48a9-23ef-95a6b7c85610", s10),  # Fri
    ("s11", "2028-02-28T08:40:00", "f8a4b6cb-15d7-49ba-34f0-a6b7c8d95611", s11),  # Mon
]

#: When the questions are asked: Thursday morning after the last session (a Monday).
ASKED_AT = "2028-03-02T08:30:00Z"
