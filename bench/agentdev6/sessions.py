"""The ten sessions of the marshcount history, step by step (see build.py and README.md)."""
from __future__ import annotations

PKG = "app/src/main/java/uk/org/marshfield/marshcount"
TPKG = "app/src/test/java/uk/org/marshfield/marshcount"


def kt_file(package: str, cls: str, doc: str, fns: list[tuple[str, str, str]], extra: str = "") -> str:
    """A long, plausible Kotlin file: the whole-file reads and writes that drown search.
    fns: (name, params, doc) per public function."""
    out = [f"package uk.org.marshfield.marshcount.{package}", "", "import android.util.Log",
           "import kotlinx.coroutines.Dispatchers", "import kotlinx.coroutines.flow.Flow",
           "import kotlinx.coroutines.flow.map", "import kotlinx.coroutines.withContext", "import javax.inject.Inject",
           "import javax.inject.Singleton", "", "/**", f" * {doc}", " */", "@Singleton",
           f"class {cls} @Inject constructor(", "    private val db: AppDatabase,", "    private val clock: Clock,",
           ") {", "", extra, ""]
    for name, params, fdoc in fns:
        out += [f"    /** {fdoc} */", f"    suspend fun {name}({params}) = withContext(Dispatchers.IO) {{",
                "        val now = clock.now()", "        val rows = db.sightingDao().forTransect(transectId = null)",
                "        Log.d(TAG, \"" + name + " rows=${rows.size} at $now\")", "        rows",
                "            .filter { it.count > 0 }", "            .sortedBy { it.observedAt }",
                "            .map { it.copy(note = it.note?.trim()) }", "    }", ""]
    out += ["    fun observeTotals(): Flow<Map<String, Int>> =", "        db.sightingDao().observeAll().map { rows ->",
            "            rows.groupBy { it.transectId }.mapValues { (_, v) -> v.sumOf { it.count } }", "        }", "",
            "    private companion object {", f"        const val TAG = \"{cls}\"", "    }", "}", ""]
    return "\n".join(out)


def gradle_ok(tasks: str, secs: int = 38, executed: int = 14, total: int = 61) -> str:
    return (f"> Task {tasks}\n\nBUILD SUCCESSFUL in {secs}s\n{total} actionable tasks: {executed} executed, "
            f"{total - executed} up-to-date\n")


def unit_ok(tests: int, secs: int = 41) -> str:
    return (f"> Task :app:testDebugUnitTest\n\nSightingDaoTest > insertAndReadBack PASSED\n"
            f"SightingDaoTest > pendingExcludesUploaded PASSED\n...\n{tests} tests completed, 0 failed\n\n"
            f"BUILD SUCCESSFUL in {secs}s\n48 actionable tasks: 9 executed, 39 up-to-date\n")


CATALOG = """[versions]
agp = "8.6.1"
kotlin = "2.0.20"
ksp = "2.0.20-1.0.25"
composeBom = "2024.09.02"
activityCompose = "1.9.2"
lifecycle = "2.8.6"
navigation = "2.8.1"
room = "2.6.1"
hilt = "2.52"
hiltAndroidx = "1.2.0"
work = "2.9.1"
retrofit = "2.11.0"
okhttp = "4.12.0"
serialization = "1.7.3"
coroutines = "1.9.0"
junit = "4.13.2"
robolectric = "4.13"
turbine = "1.1.0"
ktlint = "12.1.1"

[libraries]
androidx-activity-compose = { module = "androidx.activity:activity-compose", version.ref = "activityCompose" }
androidx-compose-bom = { module = "androidx.compose:compose-bom", version.ref = "composeBom" }
androidx-compose-material3 = { module = "androidx.compose.material3:material3" }
androidx-compose-ui-tooling = { module = "androidx.compose.ui:ui-tooling" }
androidx-compose-ui-test-junit4 = { module = "androidx.compose.ui:ui-test-junit4" }
androidx-lifecycle-viewmodel-compose = { module = "androidx.lifecycle:lifecycle-viewmodel-compose", version.ref = "lifecycle" }
androidx-navigation-compose = { module = "androidx.navigation:navigation-compose", version.ref = "navigation" }
room-runtime = { module = "androidx.room:room-runtime", version.ref = "room" }
room-ktx = { module = "androidx.room:room-ktx", version.ref = "room" }
room-compiler = { module = "androidx.room:room-compiler", version.ref = "room" }
room-testing = { module = "androidx.room:room-testing", version.ref = "room" }
hilt-android = { module = "com.google.dagger:hilt-android", version.ref = "hilt" }
hilt-compiler = { module = "com.google.dagger:hilt-compiler", version.ref = "hilt" }
hilt-work = { module = "androidx.hilt:hilt-work", version.ref = "hiltAndroidx" }
hilt-androidx-compiler = { module = "androidx.hilt:hilt-compiler", version.ref = "hiltAndroidx" }
work-runtime = { module = "androidx.work:work-runtime-ktx", version.ref = "work" }
work-testing = { module = "androidx.work:work-testing", version.ref = "work" }
retrofit = { module = "com.squareup.retrofit2:retrofit", version.ref = "retrofit" }
retrofit-serialization = { module = "com.squareup.retrofit2:converter-kotlinx-serialization", version.ref = "retrofit" }
okhttp-logging = { module = "com.squareup.okhttp3:logging-interceptor", version.ref = "okhttp" }
kotlinx-serialization-json = { module = "org.jetbrains.kotlinx:kotlinx-serialization-json", version.ref = "serialization" }
kotlinx-coroutines-test = { module = "org.jetbrains.kotlinx:kotlinx-coroutines-test", version.ref = "coroutines" }
junit = { module = "junit:junit", version.ref = "junit" }
robolectric = { module = "org.robolectric:robolectric", version.ref = "robolectric" }
turbine = { module = "app.cash.turbine:turbine", version.ref = "turbine" }

[plugins]
android-application = { id = "com.android.application", version.ref = "agp" }
kotlin-android = { id = "org.jetbrains.kotlin.android", version.ref = "kotlin" }
kotlin-serialization = { id = "org.jetbrains.kotlin.plugin.serialization", version.ref = "kotlin" }
ksp = { id = "com.google.devtools.ksp", version.ref = "ksp" }
hilt = { id = "com.google.dagger.hilt.android", version.ref = "hilt" }
ktlint = { id = "org.jlleitschuh.gradle.ktlint", version.ref = "ktlint" }
"""

APP_GRADLE = """plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.serialization)
    alias(libs.plugins.ksp)
    alias(libs.plugins.hilt)
    alias(libs.plugins.ktlint)
}

android {
    namespace = "uk.org.marshfield.marshcount"
    compileSdk = 35

    defaultConfig {
        applicationId = "uk.org.marshfield.marshcount"
        minSdk = 26
        targetSdk = 35
        versionCode = 1
        versionName = "0.0.1"
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
    }

    buildTypes {
        release {
            isMinifyEnabled = false
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
    kotlinOptions { jvmTarget = "17" }
    buildFeatures {
        compose = true
        buildConfig = true
    }
    testOptions { unitTests.isIncludeAndroidResources = true }
}

dependencies {
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.material3)
    implementation(libs.androidx.activity.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.androidx.navigation.compose)
    implementation(libs.room.runtime)
    implementation(libs.room.ktx)
    ksp(libs.room.compiler)
    implementation(libs.hilt.android)
    ksp(libs.hilt.compiler)
    implementation(libs.kotlinx.serialization.json)
    debugImplementation(libs.androidx.compose.ui.tooling)
    testImplementation(libs.junit)
    testImplementation(libs.robolectric)
    testImplementation(libs.turbine)
    testImplementation(libs.kotlinx.coroutines.test)
    testImplementation(libs.room.testing)
}
"""

SPECIES_HEAD = """bto_code,english_name,scientific_name,family
AV,Avocet,Recurvirostra avosetta,Recurvirostridae
BH,Black-headed Gull,Chroicocephalus ridibundus,Laridae
BR,Bearded Tit,Panurus biarmicus,Panuridae
BW,Black-tailed Godwit,Limosa limosa,Scolopacidae
CA,Cormorant,Phalacrocorax carbo,Phalacrocoracidae
CO,Coot,Fulica atra,Rallidae
CU,Curlew,Numenius arquata,Scolopacidae
CW,Cetti's Warbler,Cettia cetti,Cettiidae
ET,Little Egret,Egretta garzetta,Ardeidae
GA,Gadwall,Mareca strepera,Anatidae
"""

DAO = """package uk.org.marshfield.marshcount.data

import androidx.room.Dao
import androidx.room.Insert
import androidx.room.OnConflictStrategy
import androidx.room.Query
import androidx.room.Update
import kotlinx.coroutines.flow.Flow

@Dao
interface SightingDao {
    @Insert(onConflict = OnConflictStrategy.ABORT)
    suspend fun insert(sighting: Sighting): Long

    @Update
    suspend fun update(sighting: Sighting)

    @Query("SELECT * FROM sightings WHERE id = :id")
    suspend fun byId(id: Long): Sighting?

    @Query("SELECT * FROM sightings WHERE transect_id = :transectId OR :transectId IS NULL ORDER BY observed_at")
    suspend fun forTransect(transectId: String?): List<Sighting>

    @Query("SELECT * FROM sightings WHERE uploaded = 0 ORDER BY observed_at")
    suspend fun pending(): List<Sighting>

    @Query("UPDATE sightings SET uploaded = 1 WHERE id IN (:ids)")
    suspend fun markUploaded(ids: List<Long>)

    @Query("SELECT species_code, SUM(count) AS total FROM sightings WHERE walk_id = :walkId GROUP BY species_code")
    suspend fun totalsForWalk(walkId: Long): List<SpeciesTotal>

    @Query("SELECT * FROM sightings ORDER BY observed_at DESC")
    fun observeAll(): Flow<List<Sighting>>

    @Query("DELETE FROM sightings WHERE uploaded = 1 AND observed_at < :before")
    suspend fun purgeUploaded(before: Long): Int
}

data class SpeciesTotal(val species_code: String, val total: Int)
"""

SIGHTING_V1 = """package uk.org.marshfield.marshcount.data

import androidx.room.ColumnInfo
import androidx.room.Entity
import androidx.room.Index
import androidx.room.PrimaryKey

@Entity(tableName = "sightings", indices = [Index("walk_id"), Index("uploaded")])
data class Sighting(
    @PrimaryKey(autoGenerate = true) val id: Long = 0,
    @ColumnInfo(name = "walk_id") val walkId: Long,
    @ColumnInfo(name = "transect_id") val transectId: String,
    @ColumnInfo(name = "species_code") val speciesCode: String,
    val count: Int,
    @ColumnInfo(name = "observed_at") val observedAt: Long,
    val lat: Double?,
    val lon: Double?,
    val note: String? = null,
    val uploaded: Boolean = false,
)
"""

TALLY_SCREEN = """package uk.org.marshfield.marshcount.ui.tally

import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.size
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.FilledIconButton
import androidx.compose.material3.Icon
import androidx.compose.material3.OutlinedTextField
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import androidx.hilt.navigation.compose.hiltViewModel
import androidx.lifecycle.compose.collectAsStateWithLifecycle

/** Search field on top, every species below with - / count / +. */
@Composable
fun TallyScreen(transectId: String, vm: TallyViewModel = hiltViewModel()) {
    val state by vm.state.collectAsStateWithLifecycle()
    Column {
        OutlinedTextField(
            value = state.query,
            onValueChange = vm::onQuery,
            label = { Text("Search species", fontSize = 18.sp) },
            modifier = Modifier.fillMaxWidth(),
        )
        LazyColumn {
            items(state.species) { sp ->
                Row {
                    Text(sp.englishName, fontSize = 18.sp, modifier = Modifier.weight(1f))
                    FilledIconButton(onClick = { vm.add(sp.code, -1) }, modifier = Modifier.size(64.dp)) {
                        Icon(Icons.Remove, contentDescription = "one less ${sp.englishName}")
                    }
                    Text("${state.counts[sp.code] ?: 0}", fontSize = 22.sp)
                    FilledIconButton(onClick = { vm.add(sp.code, +1) }, modifier = Modifier.size(64.dp)) {
                        Icon(Icons.Add, contentDescription = "one more ${sp.englishName}")
                    }
                }
            }
        }
    }
}
"""

COUNT_SCREEN = """package uk.org.marshfield.marshcount.ui.count

import androidx.compose.foundation.layout.aspectRatio
import androidx.compose.foundation.lazy.grid.GridCells
import androidx.compose.foundation.lazy.grid.LazyVerticalGrid
import androidx.compose.foundation.lazy.grid.items
import androidx.compose.material3.Card
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import androidx.hilt.navigation.compose.hiltViewModel
import androidx.lifecycle.compose.collectAsStateWithLifecycle

/** The 24 common species as big tiles (tap = +1, long press = -1) and an "Other species" tile. */
@Composable
fun CountScreen(transectId: String, onOther: () -> Unit, vm: CountViewModel = hiltViewModel()) {
    val state by vm.state.collectAsStateWithLifecycle()
    LazyVerticalGrid(columns = GridCells.Adaptive(minSize = 120.dp)) {
        items(state.favourites, key = { it.code }) { sp ->
            SpeciesTile(
                name = sp.englishName,
                count = state.counts[sp.code] ?: 0,
                onTap = { vm.add(sp.code, +1) },
                onLongPress = { vm.add(sp.code, -1) },
                modifier = Modifier.aspectRatio(1f),
            )
        }
        item { OtherSpeciesTile(onClick = onOther) }
    }
}

@Composable
private fun SpeciesTile(name: String, count: Int, onTap: () -> Unit, onLongPress: () -> Unit, modifier: Modifier) {
    Card(modifier = modifier.tapOrHold(onTap, onLongPress)) {
        Text(name, fontSize = 18.sp)
        Text("$count", fontSize = 34.sp)
    }
}
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: marshcount. The Marshfield Wetland Trust looks after a reserve on the north "
             "Norfolk coast and about 60 volunteers walk fixed routes (transects) there every week counting birds. "
             "Today that's paper sheets that Harriet Vance, the volunteer coordinator, types into Excel on Monday "
             "nights. I want an Android app, Kotlin and Jetpack Compose, that works completely offline out on the "
             "marsh and uploads the counts later to the trust's own server.")
    s.prompt("minsdk", "Harriet asked around: the oldest phone any volunteer uses is a Samsung Galaxy A5 on Android "
             "8.0, so minSdk has to be 26. Target and compile against 35.")
    s.prompt("privacy", "Hard rule from the trust: no Firebase, no Crashlytics, no analytics or ad SDKs of any kind. "
             "They promised the volunteers that where they walk never leaves the phone except to the trust's own "
             "server.")
    s.prompt("catalog", "And keep the build tidy: every dependency and plugin version lives in "
             "gradle/libs.versions.toml, never a version string typed into a build.gradle.kts.")
    s.todo(None, [("Create the Gradle project (version catalog, minSdk 26)", "in_progress"),
                  ("Compose + Material 3 skeleton", "pending"), ("First commit", "pending")])
    s.write("catalogw", "gradle/libs.versions.toml", CATALOG)
    s.write("appgradle", "app/build.gradle.kts", APP_GRADLE)
    s.bash("composeerr", "./gradlew assembleDebug", "> Configure project :app\n", "FAILURE: Build failed with an "
           "exception.\n\n* What went wrong:\nAn exception occurred applying plugin request [id: "
           "'com.android.application']\n> Failed to apply plugin 'com.android.internal.application'.\n   > Starting "
           "in Kotlin 2.0, the Compose Compiler Gradle plugin is required\n     when compose is enabled. See the "
           "following link for more information:\n     https://d.android.com/r/studio-ui/compose-compiler\n\nBUILD "
           "FAILED in 6s", code=1)
    s.edit("composefix", "gradle/libs.versions.toml", "kotlin-serialization = { id = "
           "\"org.jetbrains.kotlin.plugin.serialization\", version.ref = \"kotlin\" }\n",
           "kotlin-serialization = { id = \"org.jetbrains.kotlin.plugin.serialization\", version.ref = \"kotlin\" }\n"
           "kotlin-compose = { id = \"org.jetbrains.kotlin.plugin.compose\", version.ref = \"kotlin\" }\n")
    s.edit(None, "app/build.gradle.kts", "    alias(libs.plugins.kotlin.android)\n",
           "    alias(libs.plugins.kotlin.android)\n    alias(libs.plugins.kotlin.compose)\n")
    s.bash(None, "./gradlew assembleDebug", gradle_ok(":app:assembleDebug", 52, 34, 34))
    s.read(None, "gradle.properties", "org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8\nandroid.useAndroidX=true\n"
           "kotlin.code.style=official\nandroid.nonTransitiveRClass=true\n")
    s.bash("commit1", "git init && git add -A && git commit -m 'Compose app skeleton, version catalog, minSdk 26'",
           "[main (root-commit) 4be81c0] Compose app skeleton, version catalog, minSdk 26\n 31 files changed, 842 "
           "insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("data", "Data model. A transect has a short id like NM1 (North Marsh 1), a name and its waypoints. A "
             "sighting is: which walk and transect, the species, how many, when, the GPS position if we have one, "
             "and an optional note. Tom Keel, the trust's ecologist, sent species.csv with the BTO two-letter codes, "
             "English and scientific names: it goes in the app's assets.")
    s.prompt("ksp", "Annotation processing: KSP for both Room and Hilt. No kapt anywhere, it's slow and in "
             "maintenance mode.")
    s.bash("speciescsv", "head -11 ~/Downloads/species.csv && wc -l ~/Downloads/species.csv && cp "
           "~/Downloads/species.csv app/src/main/assets/", SPECIES_HEAD + "241 /home/owen/Downloads/species.csv\n")
    s.write("entity", f"{PKG}/data/Sighting.kt", SIGHTING_V1)
    s.write("dao", f"{PKG}/data/SightingDao.kt", DAO)
    s.write("db", f"{PKG}/data/AppDatabase.kt", "package uk.org.marshfield.marshcount.data\n\nimport "
            "androidx.room.Database\nimport androidx.room.RoomDatabase\n\n@Database(entities = [Sighting::class, "
            "Transect::class, Walk::class], version = 1, exportSchema = false)\nabstract class AppDatabase : "
            "RoomDatabase() {\n    abstract fun sightingDao(): SightingDao\n    abstract fun transectDao(): "
            "TransectDao\n    abstract fun walkDao(): WalkDao\n}\n")
    s.write(None, f"{PKG}/data/SightingRepository.kt", kt_file(
        "data", "SightingRepository", "Sightings of a walk: save, list, totals per species.",
        [("save", "sighting: Sighting", "Stores one sighting."), ("forWalk", "walkId: Long", "A walk's sightings."),
         ("totals", "walkId: Long", "Birds per species on a walk.")]))
    s.bash("hilterr", "./gradlew installDebug && adb shell am start -n uk.org.marshfield.marshcount/.MainActivity "
           "&& adb logcat -d -s AndroidRuntime", "Installed on 1 device.\n--------- beginning of crash\n",
           "E AndroidRuntime: FATAL EXCEPTION: main\nE AndroidRuntime: Process: uk.org.marshfield.marshcount, PID: "
           "8812\nE AndroidRuntime: java.lang.RuntimeException: Unable to start activity ComponentInfo{uk.org."
           "marshfield.marshcount/uk.org.marshfield.marshcount.MainActivity}: java.lang.IllegalStateException: "
           "Hilt Activity must be attached to an @HiltAndroidApp Application. Did you forget to specify your "
           "Application's class name in your manifest's <application />'s android:name attribute?")
    s.write(None, f"{PKG}/MarshCountApp.kt", "package uk.org.marshfield.marshcount\n\nimport android.app.Application\n"
            "import dagger.hilt.android.HiltAndroidApp\n\n@HiltAndroidApp\nclass MarshCountApp : Application()\n")
    s.edit("hiltfix", "app/src/main/AndroidManifest.xml", "    <application\n        android:allowBackup=\"true\"",
           "    <application\n        android:name=\".MarshCountApp\"\n        android:allowBackup=\"true\"")
    s.bash("mainthread", "./gradlew installDebug && adb logcat -d -s AndroidRuntime", "Installed on 1 device.\n",
           "E AndroidRuntime: FATAL EXCEPTION: main\nE AndroidRuntime: java.lang.IllegalStateException: Cannot "
           "access database on the main thread since it may potentially lock the UI for a long period of time.\n"
           "E AndroidRuntime: \tat androidx.room.RoomDatabase.assertNotMainThread(RoomDatabase.kt:476)\n"
           "E AndroidRuntime: \tat uk.org.marshfield.marshcount.data.TransectDao_Impl.all(TransectDao_Impl.kt:88)\n"
           "E AndroidRuntime: \tat uk.org.marshfield.marshcount.ui.home.HomeViewModel.<init>(HomeViewModel.kt:21)")
    s.edit("mainfix", f"{PKG}/data/TransectDao.kt", "    @Query(\"SELECT * FROM transects ORDER BY id\")\n    fun "
           "all(): List<Transect>", "    @Query(\"SELECT * FROM transects ORDER BY id\")\n    fun all(): "
           "Flow<List<Transect>>  // observed off the main thread; the ViewModel collects it")
    s.write("daotest", f"{TPKG}/data/SightingDaoTest.kt", "package uk.org.marshfield.marshcount.data\n\n"
            "@RunWith(RobolectricTestRunner::class)\nclass SightingDaoTest {\n    private lateinit var db: AppDatabase\n\n"
            "    @Before fun open() {\n        db = Room.inMemoryDatabaseBuilder(ApplicationProvider.getApplicationContext(), "
            "AppDatabase::class.java).allowMainThreadQueries().build()\n    }\n\n    @Test fun insertAndReadBack() = "
            "runTest {\n        val id = db.sightingDao().insert(sighting(species = \"AV\", count = 3))\n"
            "        assertEquals(3, db.sightingDao().byId(id)!!.count)\n    }\n\n    @Test fun pendingExcludesUploaded() "
            "= runTest {\n        val a = db.sightingDao().insert(sighting())\n        db.sightingDao().insert(sighting())\n"
            "        db.sightingDao().markUploaded(listOf(a))\n        assertEquals(1, db.sightingDao().pending().size)\n"
            "    }\n}\n")
    s.bash(None, "./gradlew testDebugUnitTest", unit_ok(6, 47))
    s.bash("commit2", "git add -A && git commit -m 'Room schema for walks, transects and sightings; Hilt'",
           "[main 91d0a7e] Room schema for walks, transects and sightings; Hilt\n 17 files changed, 611 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("screen", "The counting screen. The volunteer picks a transect and then adds birds. Start with a "
             "search field at the top and the full species list below it (a LazyColumn), each row with minus, the "
             "count, plus.")
    s.prompt("gloves", "Remember who uses this: people out in the cold and wet, mostly in gloves. Every tap target "
             "at least 64dp, text at least 18sp, and a high-contrast light theme only: no dark mode, they read the "
             "screen in glare off the water.")
    s.write("tallyw", f"{PKG}/ui/tally/TallyScreen.kt", TALLY_SCREEN)
    s.write("tallyvm", f"{PKG}/ui/tally/TallyViewModel.kt", kt_file(
        "ui.tally", "TallyViewModel", "State of the tally screen: the query, the filtered species and the counts.",
        [("onQuery", "q: String", "Filters the species by name or code."),
         ("add", "code: String, delta: Int", "Adds delta birds of a species (never below 0).")]))
    s.read(None, "app/src/main/res/values/themes.xml", "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
           "    <style name=\"Theme.MarshCount\" parent=\"android:Theme.Material.Light.NoActionBar\" />\n</resources>\n")
    s.edit("lighttheme", f"{PKG}/ui/theme/Theme.kt", "    val colors = if (isSystemInDarkTheme()) darkScheme else "
           "lightScheme", "    // light only, high contrast: read in glare on the marsh (no dark mode on purpose)\n"
           "    val colors = highContrastLightScheme")
    s.bash("ktlint", "./gradlew ktlintCheck", "> Task :app:ktlintMainSourceSetCheck FAILED\n",
           "app/src/main/java/uk/org/marshfield/marshcount/ui/tally/TallyScreen.kt:5:1 Wildcard import "
           "(standard:no-wildcard-imports)\napp/src/main/java/uk/org/marshfield/marshcount/ui/tally/TallyViewModel.kt:"
           "44:1 Needless blank line(s) (standard:no-consecutive-blank-lines)\n\nBUILD FAILED in 9s", code=1)
    s.bash(None, "./gradlew ktlintFormat && ./gradlew ktlintCheck", gradle_ok(":app:ktlintCheck", 7, 4, 6))
    s.prompt("lag", "On my old Moto G6 typing in the search box stutters, every letter takes half a second to show.")
    s.edit("lagfix", f"{PKG}/ui/tally/TallyViewModel.kt", "    val state = combine(query, counts) { q, c ->\n"
           "        TallyState(q, allSpecies.filter { it.matches(q) }, c)\n    }",
           "    // filter off the main thread and not on every keystroke: the list re-filtered 240 species per letter\n"
           "    val state = combine(query.debounce(150).mapLatest { q -> withContext(Dispatchers.Default) { "
           "allSpecies.filter { it.matches(q) } } }, query, counts) { list, q, c ->\n        TallyState(q, list, c)\n    }")
    s.edit(None, f"{PKG}/ui/tally/TallyScreen.kt", "            items(state.species) { sp ->",
           "            items(state.species, key = { it.code }) { sp ->")
    s.write("tallytest", f"{TPKG}/ui/tally/TallyScreenTest.kt", "package uk.org.marshfield.marshcount.ui.tally\n\n"
            "@RunWith(RobolectricTestRunner::class)\nclass TallyScreenTest {\n    @get:Rule val compose = "
            "createComposeRule()\n\n    @Test fun plusAddsOneBird() {\n        compose.setContent { TallyScreen(\"NM1\", "
            "fakeViewModel()) }\n        compose.onNodeWithContentDescription(\"one more Avocet\").performClick()\n"
            "        compose.onNodeWithText(\"1\").assertExists()\n    }\n\n    @Test fun searchFiltersByCode() {\n"
            "        compose.setContent { TallyScreen(\"NM1\", fakeViewModel()) }\n        compose.onNodeWithText("
            "\"Search species\").performTextInput(\"BR\")\n        compose.onNodeWithText(\"Bearded Tit\").assertExists()\n"
            "    }\n}\n")
    s.bash(None, "./gradlew testDebugUnitTest", unit_ok(11, 58))
    s.bash("commit3", "git add -A && git commit -m 'Tally screen: searchable species list, 64dp buttons, light theme'",
           "[main c37a5e2] Tally screen: searchable species list, 64dp buttons, light theme\n 9 files changed, 356 "
           "insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("api", "Uploading. Priya Nair looks after the trust's server, a small FastAPI app with Postgres on their "
             "VPS. POST /api/v1/sightings takes a JSON array; every phone authenticates with its own device key in "
             "an X-Trust-Key header, and Harriet hands the keys out. Priya's API docs are at "
             "https://api.marshfield-trust.org.uk/docs")
    s.fetch("apidocs", "https://api.marshfield-trust.org.uk/docs", "What does POST /api/v1/sightings expect and "
            "return?", "POST /api/v1/sightings: body is a JSON array of at most 500 objects {transect, species, "
            "count, observed_at (ISO 8601 UTC), lat, lon, note}. Header X-Trust-Key required (401 without). Returns "
            "201 with {\"stored\": n}. 413 above 500 items. GET /api/v1/transects lists transects with waypoints.")
    s.prompt("live", "Send each sighting the moment it's saved whenever there's signal: one WorkManager job per "
             "sighting with a CONNECTED network constraint. Harriet would love to watch the counts arrive live "
             "while a walk is going on.")
    s.write("trustapi", f"{PKG}/sync/TrustApi.kt", "package uk.org.marshfield.marshcount.sync\n\ninterface TrustApi {\n"
            "    @POST(\"api/v1/sightings\")\n    suspend fun postSightings(@Body body: List<SightingDto>): StoredResponse\n"
            "\n    @GET(\"api/v1/transects\")\n    suspend fun transects(): List<TransectDto>\n}\n\n@Serializable\ndata class "
            "SightingDto(\n    val transect: String,\n    val species: String,\n    val count: Int,\n    @SerialName("
            "\"observed_at\") val observedAt: String,\n    val lat: Double?,\n    val lon: Double?,\n    val note: "
            "String?,\n)\n\n@Serializable\ndata class StoredResponse(val stored: Int)\n")
    s.write("syncworker", f"{PKG}/sync/SyncWorker.kt", "package uk.org.marshfield.marshcount.sync\n\n@HiltWorker\n"
            "class SyncWorker @AssistedInject constructor(\n    @Assisted ctx: Context,\n    @Assisted params: "
            "WorkerParameters,\n    private val dao: SightingDao,\n    private val api: TrustApi,\n) : "
            "CoroutineWorker(ctx, params) {\n\n    override suspend fun doWork(): Result = try {\n        "
            "uploadPending()\n        Result.success()\n    } catch (e: IOException) {\n        Result.retry()\n    }\n\n"
            "    /** Posts every sighting not yet uploaded and marks them uploaded. */\n    suspend fun uploadPending() {\n"
            "        val rows = dao.pending()\n        if (rows.isEmpty()) return\n        api.postSightings(rows.map { "
            "it.toDto() })\n        dao.markUploaded(rows.map { it.id })\n    }\n}\n")
    s.edit("apiurl", "app/build.gradle.kts", "        testInstrumentationRunner = "
           "\"androidx.test.runner.AndroidJUnitRunner\"\n", "        testInstrumentationRunner = "
           "\"androidx.test.runner.AndroidJUnitRunner\"\n        val props = Properties().apply { "
           "rootProject.file(\"local.properties\").inputStream().use(::load) }\n        buildConfigField(\"String\", "
           "\"API_URL\", \"\\\"${props.getProperty(\"marshcount.apiUrl\")}\\\"\")\n")
    s.bash("workererr", "./gradlew installDebug && adb logcat -d | grep -A4 WM-WorkerFactory", "Installed on 1 device.\n"
           "E WM-WorkerFactory: Could not instantiate uk.org.marshfield.marshcount.sync.SyncWorker\n"
           "E WM-WorkerFactory: java.lang.NoSuchMethodException: uk.org.marshfield.marshcount.sync.SyncWorker.<init> "
           "[class android.content.Context, class androidx.work.WorkerParameters]\nE WM-WorkerFactory: \tat "
           "java.lang.Class.getConstructor0(Class.java:3325)\nE WM-WorkerWrapper: Could not create Worker "
           "uk.org.marshfield.marshcount.sync.SyncWorker")
    s.edit("workerfix", "app/src/main/AndroidManifest.xml", "    </application>", "        <!-- WorkManager must use "
           "Hilt's factory (MarshCountApp is a Configuration.Provider): drop the default initializer -->\n"
           "        <provider\n            android:name=\"androidx.startup.InitializationProvider\"\n"
           "            android:authorities=\"${applicationId}.androidx-startup\"\n            tools:node=\"merge\">\n"
           "            <meta-data android:name=\"androidx.work.WorkManagerInitializer\" tools:node=\"remove\" />\n"
           "        </provider>\n    </application>")
    s.edit(None, f"{PKG}/MarshCountApp.kt", "class MarshCountApp : Application()", "class MarshCountApp : "
           "Application(), Configuration.Provider {\n    @Inject lateinit var workerFactory: HiltWorkerFactory\n\n"
           "    override val workManagerConfiguration: Configuration\n        get() = Configuration.Builder()."
           "setWorkerFactory(workerFactory).build()\n}")
    s.bash(None, "./gradlew testDebugUnitTest", unit_ok(14, 52))
    s.remember("memapi", "The trust's server: POST https://api.marshfield-trust.org.uk/api/v1/sightings with a JSON "
               "array (at most 500 per request), authenticated by a per-device key in the X-Trust-Key header "
               "(Harriet issues the keys). It's a FastAPI + Postgres app on the trust's VPS, run by Priya Nair. The "
               "base URL comes from local.properties (marshcount.apiUrl) into BuildConfig.API_URL.",
               "marshcount: the trust's upload API", "fact")
    s.bash("commit4", "git add -A && git commit -m 'Upload sightings to the trust API via WorkManager'",
           "[main 5e0c9b1] Upload sightings to the trust API via WorkManager\n 11 files changed, 398 insertions(+), "
           "3 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("map", "On the walk screen show the transect's route on a map with the volunteer's position. Use "
             "Google's Maps Compose library for it, that's the fastest way to get something on screen.")
    s.edit("mapsdep", "gradle/libs.versions.toml", "ktlint = \"12.1.1\"\n", "ktlint = \"12.1.1\"\nmapsCompose = "
           "\"6.1.2\"\nplayServicesMaps = \"19.0.0\"\nsecrets = \"2.0.1\"\n")
    s.edit("mapskey", "app/src/main/AndroidManifest.xml", "    </application>", "        <meta-data\n            "
           "android:name=\"com.google.android.geo.API_KEY\"\n            android:value=\"${MAPS_API_KEY}\" />\n"
           "    </application>")
    s.write("walkmap", f"{PKG}/ui/walk/WalkMapScreen.kt", "package uk.org.marshfield.marshcount.ui.walk\n\nimport "
            "com.google.maps.android.compose.GoogleMap\nimport com.google.maps.android.compose.Polyline\nimport "
            "com.google.maps.android.compose.rememberCameraPositionState\n\n@Composable\nfun WalkMapScreen(transect: "
            "Transect, position: LatLng?) {\n    val camera = rememberCameraPositionState { this.position = "
            "CameraPosition.fromLatLngZoom(transect.start, 15f) }\n    GoogleMap(cameraPositionState = camera, "
            "properties = MapProperties(isMyLocationEnabled = position != null)) {\n        Polyline(points = "
            "transect.waypoints, width = 12f)\n    }\n}\n")
    s.bash(None, "./gradlew assembleDebug", gradle_ok(":app:assembleDebug", 61, 22, 44))
    s.prompt("dup1", "Priya says the server got each sighting from yesterday's test walk two or three times: 212 rows "
             "for the 87 birds-entries I made on NM1. Can you find out why?")
    s.grep("dupgrep", "WorkManager.getInstance|enqueue", [f"{PKG}/data/SightingRepository.kt", f"{PKG}/MarshCountApp.kt"])
    s.read("dupread", f"{PKG}/data/SightingRepository.kt", "class SightingRepository @Inject constructor(\n    private "
           "val dao: SightingDao,\n    private val work: WorkManager,\n) {\n    suspend fun save(s: Sighting) {\n"
           "        dao.insert(s)\n        work.enqueue(\n            OneTimeWorkRequestBuilder<SyncWorker>()\n"
           "                .setConstraints(Constraints(requiredNetworkType = NetworkType.CONNECTED))\n"
           "                .build(),\n        )\n    }\n}\n")
    s.edit("dupfix", f"{PKG}/data/SightingRepository.kt", "        work.enqueue(\n            "
           "OneTimeWorkRequestBuilder<SyncWorker>()", "        // one uploader at a time: every SyncWorker uploads "
           "*all* pending rows, so parallel jobs (one per sighting, queued while offline) posted the same rows "
           "2-3 times\n        work.enqueueUniqueWork(\n            \"upload-sightings\",\n            "
           "ExistingWorkPolicy.APPEND_OR_REPLACE,\n            OneTimeWorkRequestBuilder<SyncWorker>()")
    s.write("duptest", f"{TPKG}/sync/SyncWorkerTest.kt", "package uk.org.marshfield.marshcount.sync\n\n"
            "@RunWith(RobolectricTestRunner::class)\nclass SyncWorkerTest {\n    @Test fun threeQueuedJobsPostEachRowOnce() "
            "= runTest {\n        repeat(3) { repo.save(sighting(species = \"RK\")) }\n        "
            "WorkManagerTestInitHelper.getTestDriver(ctx)!!.setAllConstraintsMet(workIds())\n        "
            "assertEquals(3, fakeApi.posted.size)\n    }\n}\n")
    s.bash(None, "./gradlew testDebugUnitTest", unit_ok(17, 55))
    s.lesson("lesson1", "When every WorkManager job uploads all rows that are still pending, several jobs queued while "
             "the phone was offline run together once signal returns and post the same sightings two or three "
             "times. Funnel them through one unique work name (enqueueUniqueWork with APPEND_OR_REPLACE) so only "
             "one uploader runs at a time.", "marshcount: the trust server stored each sighting 2-3 times after a "
             "test walk")
    s.bash("commit5", "git add -A && git commit -m 'Walk map (Maps Compose); one uploader at a time'",
           "[main 0d4f6a8] Walk map (Maps Compose); one uploader at a time\n 7 files changed, 164 insertions(+), 6 "
           "deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("trial", "Harriet wants the app on volunteers' phones for a field trial this Saturday, the 26th: North "
             "Marsh and the Reedbed transects, 12 volunteers. Make a signed release. We distribute through the Play "
             "Console internal testing track; Harriet invites the twelve by email.")
    s.bash("keystore", "keytool -genkeypair -v -keystore ~/keys/marshcount-release.jks -alias marshcount -keyalg RSA "
           "-keysize 4096 -validity 10000", "Generating 4,096 bit RSA key pair and self-signed certificate "
           "(SHA384withRSA) with a validity of 10,000 days\n\tfor: CN=Marshfield Wetland Trust, O=Marshfield "
           "Wetland Trust, L=Norfolk, C=GB\n[Storing /home/owen/keys/marshcount-release.jks]")
    s.edit("signing", "app/build.gradle.kts", "    buildTypes {\n        release {\n            isMinifyEnabled = false",
           "    signingConfigs {\n        create(\"release\") {\n            storeFile = file(\"/home/owen/keys/"
           "marshcount-release.jks\")\n            storePassword = providers.gradleProperty(\"MARSHCOUNT_STORE_PASSWORD\")"
           ".get()\n            keyAlias = \"marshcount\"\n            keyPassword = providers.gradleProperty("
           "\"MARSHCOUNT_KEY_PASSWORD\").get()\n        }\n    }\n    buildTypes {\n        release {\n            "
           "signingConfig = signingConfigs.getByName(\"release\")\n            isMinifyEnabled = true\n            "
           "isShrinkResources = true")
    s.edit("v010", "app/build.gradle.kts", "        versionCode = 1\n        versionName = \"0.0.1\"",
           "        versionCode = 1\n        versionName = \"0.1.0\"")
    s.bash(None, "./gradlew bundleRelease assembleRelease", gradle_ok(":app:bundleRelease", 143, 58, 71))
    s.bash("r8crash", "adb install -r app/build/outputs/apk/release/app-release.apk && adb logcat -d -s "
           "AndroidRuntime UploadWork SyncWorker", "Success\n", "E AndroidRuntime: FATAL EXCEPTION: "
           "DefaultDispatcher-worker-2\nE AndroidRuntime: Process: uk.org.marshfield.marshcount, PID: 20931\n"
           "E AndroidRuntime: kotlinx.serialization.SerializationException: Serializer for class 'a' is not found.\n"
           "E AndroidRuntime: Please ensure that class is marked as '@Serializable' and that the serialization "
           "compiler plugin is applied.\nE AndroidRuntime: \tat retrofit2.converter.kotlinx.serialization."
           "Factory.requestBodyConverter\nE AndroidRuntime: \tat uk.org.marshfield.marshcount.sync.SyncWorker.doWork")
    s.bash(None, "./gradlew installDebug && adb logcat -d -s SyncWorker", "Installed on 1 device.\nI SyncWorker: "
           "uploadPending rows=4\nI SyncWorker: 201 stored=4\n")
    s.fetch("r8fetch", "https://github.com/Kotlin/kotlinx.serialization/blob/master/rules/common.pro",
            "Which R8/ProGuard rules keep serializers, and does Retrofit's generic List<SightingDto> need more?",
            "Since 1.5 the library ships consumer rules for classes annotated @Serializable, but a class only "
            "reached through a generic type argument (a Retrofit method's List<T> body) can be obfuscated: keep "
            "the @Serializable model classes and their companion serializer() explicitly, and keep Retrofit's "
            "service interfaces with their generic signatures (-keepattributes Signature, *Annotation*).")
    s.write("r8fix", "app/proguard-rules.pro", "# Retrofit: keep the service interface and generic signatures\n"
            "-keepattributes Signature, InnerClasses, EnclosingMethod, *Annotation*\n-keep,allowobfuscation interface "
            "uk.org.marshfield.marshcount.sync.TrustApi\n-keep,allowobfuscation,allowshrinking class "
            "kotlin.coroutines.Continuation\n\n# kotlinx.serialization: the DTOs sent as List<T> bodies lost their "
            "serializers in the release build\n-keep @kotlinx.serialization.Serializable class "
            "uk.org.marshfield.marshcount.sync.** { *; }\n-keepclassmembers class uk.org.marshfield.marshcount.sync.** {"
            "\n    *** Companion;\n    kotlinx.serialization.KSerializer serializer(...);\n}\n")
    s.bash(None, "./gradlew assembleRelease && adb install -r app/build/outputs/apk/release/app-release.apk && adb "
           "logcat -d -s SyncWorker", "BUILD SUCCESSFUL in 1m 51s\nSuccess\nI SyncWorker: uploadPending rows=2\n"
           "I SyncWorker: 201 stored=2\n")
    s.bash("tag010", "git add -A && git commit -m 'Signed release 0.1.0 with R8 keep rules' && git tag v0.1.0 && "
           "git push origin main --tags", "[main 7a91e33] Signed release 0.1.0 with R8 keep rules\n 3 files changed, "
           "41 insertions(+), 3 deletions(-)\n * [new tag]         v0.1.0 -> v0.1.0")
    s.remember("memrelease", "Releasing marshcount: bump versionCode (+1 on every upload) and versionName in "
               "app/build.gradle.kts, ./gradlew bundleRelease, upload the AAB to the Play Console internal testing "
               "track (Harriet manages the tester list). The upload keystore is ~/keys/marshcount-release.jks, never "
               "in git; its passwords are MARSHCOUNT_STORE_PASSWORD / MARSHCOUNT_KEY_PASSWORD in "
               "~/.gradle/gradle.properties. R8 is on: the kotlinx.serialization keep rules in proguard-rules.pro are "
               "needed, a release build must be tried on a phone before upload.", "marshcount: how to release",
               "fact")
    s.stop()
    s.end()


FAVOURITES = ("BH\nMA\nCO\nL.\nRK\nCU\nGJ\nET\nAV\nMR\nRW\nSW\nBR\nCW\nT.\nWN\nSV\nGA\nPG\nH.\nCA\nOC\nBW\nKF\n")


def s7(s):
    s.start()
    s.prompt("feedback", "Notes from Saturday's trial, from Harriet: 1) wearing gloves nobody used the search box, "
             "they just scrolled and scrolled; 2) at the Reedbed hide there's no signal at all and the map was a "
             "grey square; 3) Gwen Pryce's phone runs LineageOS with no Google Play Services and the walk screen "
             "crashed outright because of the map.")
    s.prompt("grid", "So the search-first list goes. The count screen becomes a grid of big tiles for the 24 species "
             "volunteers actually see (Tom has sent the list): tap adds one, long press takes one away, and a last "
             "tile 'Other species…' opens the search for the rare ones.")
    s.prompt("maplibre", "And Google Maps goes too. Use MapLibre Native with an offline tile pack of the reserve "
             "made from OpenStreetMap (Priya will host the .mbtiles file, the app downloads it once on Wi-Fi). "
             "Remove play-services-maps, maps-compose and the API key entirely.")
    s.prompt("rename", "Also, the volunteers call it 'the count', never 'the tally'. Rename TallyScreen to "
             "CountScreen and TallyViewModel to CountViewModel, package ui.tally to ui.count.")
    s.bash("renamebash", f"git mv {PKG}/ui/tally {PKG}/ui/count && git mv {PKG}/ui/count/TallyScreen.kt "
           f"{PKG}/ui/count/CountScreen.kt && git mv {PKG}/ui/count/TallyViewModel.kt {PKG}/ui/count/CountViewModel.kt "
           "&& grep -rl 'Tally' app/src | xargs sed -i 's/TallyScreen/CountScreen/g; s/TallyViewModel/CountViewModel/g; "
           "s/TallyState/CountState/g; s/ui\\.tally/ui.count/g'", "")
    s.write("favs", "app/src/main/assets/favourites.txt", FAVOURITES)
    s.write("countw", f"{PKG}/ui/count/CountScreen.kt", COUNT_SCREEN)
    s.grep(None, "Tally", [])
    s.edit("maplibredep", "gradle/libs.versions.toml", "mapsCompose = \"6.1.2\"\nplayServicesMaps = \"19.0.0\"\n"
           "secrets = \"2.0.1\"\n", "maplibre = \"11.5.2\"\n")
    s.edit(None, "app/src/main/AndroidManifest.xml", "        <meta-data\n            "
           "android:name=\"com.google.android.geo.API_KEY\"\n            android:value=\"${MAPS_API_KEY}\" />\n", "")
    s.write("mapw", f"{PKG}/ui/walk/WalkMapScreen.kt", "package uk.org.marshfield.marshcount.ui.walk\n\nimport "
            "org.maplibre.android.maps.MapView\n\n/** MapLibre with the reserve's offline OSM tiles "
            "(files/reserve.mbtiles, fetched once on Wi-Fi); works without signal and without Play Services. */\n"
            "@Composable\nfun WalkMapScreen(transect: Transect, position: LatLng?) {\n    AndroidView(factory = { ctx "
            "->\n        MapView(ctx).apply {\n            getMapAsync { map ->\n                map.setStyle(Style."
            "Builder().fromJson(offlineStyle(\"mbtiles://${ctx.filesDir}/reserve.mbtiles\"))) { style ->\n"
            "                    style.addLayer(routeLayer(transect.waypoints))\n                }\n            }\n"
            "        }\n    })\n}\n")
    s.bash(None, "./gradlew ktlintCheck testDebugUnitTest", unit_ok(19, 63))
    s.glob(None, "**/*Tally*", [])
    s.bash("commit7", "git add -A && git commit -m 'Count screen grid of 24 species; MapLibre with offline tiles "
           "instead of Google Maps'", "[main e2b8d14] Count screen grid of 24 species; MapLibre with offline tiles "
           "instead of Google Maps\n 14 files changed, 287 insertions(+), 198 deletions(-)")
    s.stop()
    s.end()


UPLOAD_WORKER = """package uk.org.marshfield.marshcount.sync

@HiltWorker
class UploadWorker @AssistedInject constructor(
    @Assisted ctx: Context,
    @Assisted params: WorkerParameters,
    private val dao: SightingDao,
    private val api: TrustApi,
) : CoroutineWorker(ctx, params) {

    override suspend fun doWork(): Result {
        val walkId = inputData.getLong(KEY_WALK, -1L)
        return try {
            if (walkId >= 0) pushSightings(walkId) else dao.walksWithPending().forEach { pushSightings(it) }
            Result.success()
        } catch (e: IOException) {
            Log.w(TAG, "upload failed, will retry", e)
            Result.retry()
        }
    }

    /** Posts the not yet uploaded sightings of one walk (500 per request) and marks them uploaded. */
    suspend fun pushSightings(walkId: Long) {
        val rows = dao.pendingForWalk(walkId)
        Log.i(TAG, "pushSightings walk=$walkId n=${rows.size}")
        rows.chunked(500).forEach { batch ->
            api.postSightings(batch.map { it.toDto() })
            dao.markUploaded(batch.map { it.id })
        }
    }

    companion object {
        const val TAG = "UploadWorker"
        const val KEY_WALK = "walk_id"
    }
}
"""


def s8(s):
    s.start()
    s.prompt("batch", "Harriet says nobody watched the live counts on Saturday after all, and two volunteers on "
             "pay-as-you-go data asked why the app used their data during the walk. So no more upload per "
             "sighting: upload the whole walk when the volunteer taps 'Finish walk' (any network), plus a nightly "
             "job around 02:00 that runs only on Wi-Fi and sweeps up anything left behind.")
    s.prompt("renameworker", "While you're in there: SyncWorker becomes UploadWorker, and uploadPending() becomes "
             "pushSightings(walkId), since it uploads one walk now.")
    s.bash(None, f"git mv {PKG}/sync/SyncWorker.kt {PKG}/sync/UploadWorker.kt && git mv "
           f"{TPKG}/sync/SyncWorkerTest.kt {TPKG}/sync/UploadWorkerTest.kt", "")
    s.write("uploadworker", f"{PKG}/sync/UploadWorker.kt", UPLOAD_WORKER)
    s.edit("finishwalk", f"{PKG}/data/SightingRepository.kt", "    suspend fun save(s: Sighting) {\n        "
           "dao.insert(s)\n", "    suspend fun save(s: Sighting) {\n        dao.insert(s)  // no upload here any more: "
           "the walk goes up when it is finished\n    }\n\n    fun finishWalk(walkId: Long) {\n        "
           "work.enqueueUniqueWork(\n            \"upload-walk-$walkId\",\n            ExistingWorkPolicy.KEEP,\n"
           "            OneTimeWorkRequestBuilder<UploadWorker>()\n                .setInputData(workDataOf("
           "UploadWorker.KEY_WALK to walkId))\n                .setConstraints(Constraints(requiredNetworkType = "
           "NetworkType.CONNECTED))\n                .build(),\n        )\n")
    s.edit("nightly", f"{PKG}/MarshCountApp.kt", "    override val workManagerConfiguration: Configuration",
           "    override fun onCreate() {\n        super.onCreate()\n        WorkManager.getInstance(this)."
           "enqueueUniquePeriodicWork(\n            \"nightly-sweep\",\n            ExistingPeriodicWorkPolicy.KEEP,\n"
           "            PeriodicWorkRequestBuilder<UploadWorker>(24, TimeUnit.HOURS)\n                "
           ".setInitialDelay(delayUntil(LocalTime.of(2, 0)))\n                .setConstraints(Constraints("
           "requiredNetworkType = NetworkType.UNMETERED))\n                .build(),\n        )\n    }\n\n"
           "    override val workManagerConfiguration: Configuration")
    s.prompt("btocol", "Tom wants the column to say what it holds: species_code becomes bto_code in the sightings "
             "table, speciesCode becomes btoCode in Kotlin. The trial volunteers already have counts on their "
             "phones, so this must migrate the data, not wipe it.")
    s.edit("rencol", f"{PKG}/data/Sighting.kt", "    @ColumnInfo(name = \"species_code\") val speciesCode: String,",
           "    @ColumnInfo(name = \"bto_code\") val btoCode: String,")
    s.bash(None, "grep -rl speciesCode app/src | xargs sed -i 's/speciesCode/btoCode/g; s/species_code/bto_code/g'", "")
    s.bash("migerr", "./gradlew installDebug && adb logcat -d -s AndroidRuntime", "Installed on 1 device.\n",
           "E AndroidRuntime: FATAL EXCEPTION: DefaultDispatcher-worker-1\nE AndroidRuntime: "
           "java.lang.IllegalStateException: Room cannot verify the data integrity. Looks like you've changed "
           "schema but forgot to update the version number. You can simply fix this by increasing the version "
           "number. Expected identity hash: 5c1d0b7e2f4a, found: 9a0e33c1d7b8\nE AndroidRuntime: \tat "
           "androidx.room.RoomOpenHelper.checkIdentity(RoomOpenHelper.kt:146)")
    s.edit("automig", f"{PKG}/data/AppDatabase.kt", "version = 1, exportSchema = false)", "version = 2, exportSchema "
           "= true,\n    autoMigrations = [AutoMigration(from = 1, to = 2, spec = AppDatabase.RenameBtoCode::class)])")
    s.bash("schemaerr", "./gradlew assembleDebug", "> Task :app:kspDebugKotlin FAILED\n", "e: [ksp] "
           "AppDatabase.kt:9: Schema '1.json' required for migration was not found at the schema out folder: "
           "app/schemas/uk.org.marshfield.marshcount.data.AppDatabase. Cannot generate auto migrations.\n\n"
           "BUILD FAILED in 14s", code=1)
    s.write("migmanual", f"{PKG}/data/Migrations.kt", "package uk.org.marshfield.marshcount.data\n\n"
            "/**\n * 1 -> 2: sightings.species_code is renamed bto_code. Version 1 exported no schema, so no\n"
            " * AutoMigration; and ALTER TABLE ... RENAME COLUMN needs SQLite 3.25 (Android 11), while minSdk 26\n"
            " * phones ship SQLite 3.19: the table is rebuilt instead.\n */\nval MIGRATION_1_2 = object : Migration(1, 2) "
            "{\n    override fun migrate(db: SupportSQLiteDatabase) {\n        db.execSQL(\"CREATE TABLE sightings_new (id "
            "INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL, walk_id INTEGER NOT NULL, transect_id TEXT NOT NULL, bto_code "
            "TEXT NOT NULL, count INTEGER NOT NULL, observed_at INTEGER NOT NULL, lat REAL, lon REAL, note TEXT, "
            "uploaded INTEGER NOT NULL)\")\n        db.execSQL(\"INSERT INTO sightings_new SELECT id, walk_id, "
            "transect_id, species_code, count, observed_at, lat, lon, note, uploaded FROM sightings\")\n        "
            "db.execSQL(\"DROP TABLE sightings\")\n        db.execSQL(\"ALTER TABLE sightings_new RENAME TO "
            "sightings\")\n        db.execSQL(\"CREATE INDEX index_sightings_walk_id ON sightings(walk_id)\")\n"
            "        db.execSQL(\"CREATE INDEX index_sightings_uploaded ON sightings(uploaded)\")\n    }\n}\n")
    s.edit(None, f"{PKG}/data/AppDatabase.kt", "version = 2, exportSchema = true,\n    autoMigrations = "
           "[AutoMigration(from = 1, to = 2, spec = AppDatabase.RenameBtoCode::class)])", "version = 2, "
           "exportSchema = true)  // migrations in Migrations.kt, schemas in app/schemas")
    s.write("migtest", f"{TPKG}/data/MigrationTest.kt", "package uk.org.marshfield.marshcount.data\n\n"
            "@RunWith(RobolectricTestRunner::class)\nclass MigrationTest {\n    @get:Rule val helper = "
            "MigrationTestHelper(InstrumentationRegistry.getInstrumentation(), AppDatabase::class.java)\n\n"
            "    @Test fun speciesCodeBecomesBtoCodeAndKeepsRows() {\n        helper.createDatabase(\"t.db\", 1).use { "
            "it.execSQL(\"INSERT INTO sightings VALUES (1, 7, 'NM1', 'AV', 3, 0, NULL, NULL, NULL, 0)\") }\n"
            "        val db = helper.runMigrationsAndValidate(\"t.db\", 2, true, MIGRATION_1_2)\n        "
            "db.query(\"SELECT bto_code, count FROM sightings\").use { c ->\n            assertTrue(c.moveToFirst())\n"
            "            assertEquals(\"AV\", c.getString(0))\n        }\n    }\n}\n")
    s.bash(None, "./gradlew testDebugUnitTest", unit_ok(23, 66))
    s.lesson("lesson2", "Renaming a Room column on old Android: ALTER TABLE ... RENAME COLUMN only exists from SQLite "
             "3.25 (Android 11), and an AutoMigration needs the previous version's exported schema JSON. With minSdk "
             "26 and no exported v1 schema, write a manual Migration that creates the new table, copies the rows, "
             "drops the old one and renames; keep exportSchema = true from now on.", "marshcount: species_code -> "
             "bto_code, Room 1 -> 2")
    s.prompt("cfgkey", "One more rename: Priya calls it 'the trust API' everywhere, so the local.properties key "
             "marshcount.apiUrl becomes trust.apiBaseUrl and BuildConfig.API_URL becomes TRUST_API_BASE_URL.")
    s.edit("cfgkeyedit", "app/build.gradle.kts", "        buildConfigField(\"String\", \"API_URL\", "
           "\"\\\"${props.getProperty(\"marshcount.apiUrl\")}\\\"\")\n", "        buildConfigField(\"String\", "
           "\"TRUST_API_BASE_URL\", \"\\\"${props.getProperty(\"trust.apiBaseUrl\")}\\\"\")\n")
    s.bash(None, "sed -i 's/marshcount.apiUrl/trust.apiBaseUrl/' local.properties && grep -rl 'BuildConfig.API_URL' "
           "app/src | xargs sed -i 's/BuildConfig.API_URL/BuildConfig.TRUST_API_BASE_URL/g' && ./gradlew "
           "assembleDebug", gradle_ok(":app:assembleDebug", 48, 19, 44))
    s.bash("commit8", "git add -A && git commit -m 'Upload per walk on finish + nightly Wi-Fi sweep; UploadWorker; "
           "bto_code migration'", "[main 3f6c0a2] Upload per walk on finish + nightly Wi-Fi sweep; UploadWorker; "
           "bto_code migration\n 16 files changed, 402 insertions(+), 151 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("dup2", "Duplicates again, sorry. Priya found 31 sightings from yesterday's North Marsh walk stored twice. "
             "Only that one walk, only from Dave Okafor's phone. The one-uploader fix is in his build, so it must be "
             "something else. I pulled a bug report from his phone.")
    s.bash("dup2log", "grep -E 'UploadWorker|WM-WorkerWrapper|okhttp' ~/Downloads/bugreport-dave-2026-10-01.txt",
           "10-01 10:41:07.112 I UploadWorker: pushSightings walk=118 n=31\n10-01 10:41:17.160 W UploadWorker: upload "
           "failed, will retry\n10-01 10:41:17.160 W UploadWorker: java.net.SocketTimeoutException: timeout\n"
           "10-01 10:41:17.160 W UploadWorker: \tat okhttp3.internal.http2.Http2Stream$StreamTimeout."
           "newTimeoutException(Http2Stream.kt:675)\n10-01 10:41:17.171 I WM-WorkerWrapper: Worker result RETRY for "
           "Work [ id=6c0e..., tags={ uk.org.marshfield.marshcount.sync.UploadWorker } ]\n10-01 10:41:48.302 I "
           "UploadWorker: pushSightings walk=118 n=31\n10-01 10:41:49.015 I UploadWorker: 201 stored=31")
    s.prompt("priyalog", "Priya's log agrees: both POSTs got a 201. The first took 14 seconds because the VPS was in "
             "the middle of its nightly-ish backup, and the phone gave up after 10.")
    s.edit("clientid", f"{PKG}/data/Sighting.kt", "    val uploaded: Boolean = false,",
           "    val uploaded: Boolean = false,\n    // idempotency key: a retried upload after a timeout must not "
           "store the row twice on the server\n    @ColumnInfo(name = \"client_id\") val clientId: String = "
           "UUID.randomUUID().toString(),")
    s.edit("mig23", f"{PKG}/data/Migrations.kt", "        db.execSQL(\"CREATE INDEX index_sightings_uploaded ON "
           "sightings(uploaded)\")\n    }\n}\n", "        db.execSQL(\"CREATE INDEX index_sightings_uploaded ON "
           "sightings(uploaded)\")\n    }\n}\n\n/** 2 -> 3: client_id, a UUID per sighting, filled for existing rows. */\n"
           "val MIGRATION_2_3 = object : Migration(2, 3) {\n    override fun migrate(db: SupportSQLiteDatabase) {\n"
           "        db.execSQL(\"ALTER TABLE sightings ADD COLUMN client_id TEXT NOT NULL DEFAULT ''\")\n        "
           "db.execSQL(\"UPDATE sightings SET client_id = lower(hex(randomblob(16)))\")\n        db.execSQL(\"CREATE "
           "UNIQUE INDEX index_sightings_client_id ON sightings(client_id)\")\n    }\n}\n")
    s.edit(None, f"{PKG}/sync/TrustApi.kt", "    val note: String?,\n)", "    val note: String?,\n    @SerialName("
           "\"client_id\") val clientId: String,\n)")
    s.edit("timeout", f"{PKG}/sync/ApiClient.kt", "        .readTimeout(10, TimeUnit.SECONDS)",
           "        .readTimeout(30, TimeUnit.SECONDS)  // the VPS can take 15 s during its backup")
    s.prompt("priyafix", "Priya has added a unique index on client_id on her side and the insert now does ON CONFLICT "
             "(client_id) DO NOTHING; it's live since 11:40. She also deleted the 31 duplicate rows.")
    s.bash(None, "./gradlew testDebugUnitTest", unit_ok(26, 64))
    s.lesson("lesson3", "A timeout is not a failure: the server may have stored the batch and only the answer was "
             "lost (Dave's upload timed out after 10 s while Priya's VPS took 14 s, WorkManager retried, and 31 "
             "sightings were stored twice). Make uploads idempotent: a client-generated UUID per row (client_id) "
             "and a server that ignores rows it already has.", "marshcount: duplicates again on 1 Oct, one phone, "
             "one walk")
    s.prompt("gps", "Next: record a GPS track of the walk even with the screen off, so Tom can see the route each "
             "volunteer actually walked. Needs a foreground service.")
    s.write("trackservice", f"{PKG}/walk/WalkTrackingService.kt", kt_file(
        "walk", "WalkTrackingService", "Foreground service that records the walk's GPS track every 10 s.",
        [("startTrack", "walkId: Long", "Starts location updates for a walk."),
         ("stopTrack", "", "Stops updates and closes the track.")]))
    s.bash("fgserr", "./gradlew installDebug && adb logcat -d -s AndroidRuntime", "Installed on 1 device (Pixel 7, "
           "Android 14).\n", "E AndroidRuntime: FATAL EXCEPTION: main\nE AndroidRuntime: android.app."
           "MissingForegroundServiceTypeException: Starting FGS without a type  callerApp=ProcessRecord{4f1a2c "
           "21877:uk.org.marshfield.marshcount/u0a211} targetSDK=35\nE AndroidRuntime: \tat uk.org.marshfield."
           "marshcount.walk.WalkTrackingService.onStartCommand(WalkTrackingService.kt:41)")
    s.edit("fgsfix", "app/src/main/AndroidManifest.xml", "        <service android:name=\".walk.WalkTrackingService\" "
           "android:exported=\"false\" />", "        <service\n            android:name=\".walk.WalkTrackingService\"\n"
           "            android:exported=\"false\"\n            android:foregroundServiceType=\"location\" />")
    s.edit(None, "app/src/main/AndroidManifest.xml", "    <uses-permission android:name=\"android.permission."
           "FOREGROUND_SERVICE\" />", "    <uses-permission android:name=\"android.permission.FOREGROUND_SERVICE\" />\n"
           "    <uses-permission android:name=\"android.permission.FOREGROUND_SERVICE_LOCATION\" />")
    s.bash(None, "./gradlew installDebug && adb logcat -d -s WalkTrackingService", "Installed on 1 device.\n"
           "I WalkTrackingService: track started walk=121\nI WalkTrackingService: fix 52.9561,1.0012 acc=6m\n")
    s.bash("commit9", "git add -A && git commit -m 'client_id on sightings so retried uploads are idempotent; GPS "
           "track service'", "[main 8c2e7d5] client_id on sightings so retried uploads are idempotent; GPS track "
           "service\n 10 files changed, 233 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


CI_YML = """name: ci
on:
  push:
    branches: [main]
    tags: ['v*']
  pull_request:

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: gradle/actions/setup-gradle@v4
      - run: echo "trust.apiBaseUrl=https://api.marshfield-trust.org.uk/" > local.properties
      - run: ./gradlew ktlintCheck testDebugUnitTest assembleDebug
  release:
    if: startsWith(github.ref, 'refs/tags/v')
    needs: build
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: gradle/actions/setup-gradle@v4
      - run: echo "${{ secrets.MARSHCOUNT_KEYSTORE_B64 }}" | base64 -d > $RUNNER_TEMP/release.jks
      - run: ./gradlew bundleRelease assembleRelease -PstoreFile=$RUNNER_TEMP/release.jks
        env:
          ORG_GRADLE_PROJECT_MARSHCOUNT_STORE_PASSWORD: ${{ secrets.MARSHCOUNT_STORE_PASSWORD }}
          ORG_GRADLE_PROJECT_MARSHCOUNT_KEY_PASSWORD: ${{ secrets.MARSHCOUNT_KEY_PASSWORD }}
      - uses: softprops/action-gh-release@v2
        with:
          files: app/build/outputs/apk/release/app-release.apk
"""


def s10(s):
    s.start()
    s.prompt("ci", "Let's get CI going on GitHub Actions: ktlint, unit tests and a debug build on every push and pull "
             "request. On a v* tag, build the signed bundle and APK with the keystore from repository secrets "
             "(base64), and attach the APK to the GitHub release: Gwen and the two other volunteers without Play "
             "Services will sideload that one instead of using the Play Store.")
    s.write("ciw", ".github/workflows/ci.yml", CI_YML)
    s.bash("cierr", "git add -A && git commit -qm 'CI on GitHub Actions' && git push && gh run watch --exit-status",
           "✓ Set up job\n✓ Run actions/checkout@v4\n✓ Run gradle/actions/setup-gradle@v4\nX Run ./gradlew ktlintCheck "
           "testDebugUnitTest assembleDebug\n", "FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
           "An exception occurred applying plugin request [id: 'com.android.application']\n> Failed to apply plugin "
           "'com.android.internal.application'.\n   > Android Gradle plugin requires Java 17 to run. You are currently "
           "using Java 11.\n\nX build failed in 1m12s", code=1)
    s.edit("cifix", ".github/workflows/ci.yml", "      - uses: actions/checkout@v4\n      - uses: "
           "gradle/actions/setup-gradle@v4\n      - run: echo", "      - uses: actions/checkout@v4\n      - uses: "
           "actions/setup-java@v4\n        with: { distribution: temurin, java-version: '17' }\n      - uses: "
           "gradle/actions/setup-gradle@v4\n      - run: echo")
    s.bash(None, "git commit -qam 'CI: JDK 17' && git push && gh run watch --exit-status", "✓ build in 4m03s\n")
    s.prompt("commits", "House rules for commits from now on: one logical change per commit, subject in the "
             "imperative and under 72 characters, and a reference like (#12) when there's a GitHub issue. And "
             "never commit local.properties or anything out of ~/keys.")
    s.edit("gitignore", ".gitignore", "/build\n", "/build\nlocal.properties\n*.jks\n*.keystore\n")
    s.read(None, "README.md", "# marshcount\n\nBird counts on the Marshfield Wetland Trust transects: an offline "
           "Android app (Kotlin, Jetpack Compose, Room, WorkManager).\n\n## Build\n\n    echo "
           "'trust.apiBaseUrl=https://api.marshfield-trust.org.uk/' > local.properties\n    ./gradlew assembleDebug\n")
    s.edit("v020", "app/build.gradle.kts", "        versionCode = 1\n        versionName = \"0.1.0\"",
           "        versionCode = 2\n        versionName = \"0.2.0\"")
    s.bash("tag020", "git commit -qam 'Release 0.2.0 (#14)' && git tag v0.2.0 && git push origin main --tags && gh "
           "run watch --exit-status", "✓ build in 3m58s\n✓ release in 5m41s\nRelease v0.2.0: app-release.apk "
           "(14.2 MB)")
    s.remember("mempeople", "People on marshcount: Harriet Vance is the trust's volunteer coordinator and our client "
               "(decides features, runs the field trials, issues device keys, manages Play testers); Priya Nair runs "
               "the trust server (FastAPI + Postgres on the VPS); Tom Keel is the ecologist (species list, the 24 "
               "favourites, wants the walked GPS tracks); Gwen Pryce uses a LineageOS phone without Play Services "
               "and installs the APK from GitHub releases; Dave Okafor walks North Marsh.",
               "marshcount: who is who", "fact")
    s.remember("memrelease2", "Releasing marshcount (current): bump versionCode and versionName, commit, push a tag "
               "v*; GitHub Actions builds the signed AAB and APK from the keystore in the repository secrets "
               "(MARSHCOUNT_KEYSTORE_B64 plus the two password secrets), attaches the APK to the GitHub release for "
               "sideloading, and the AAB goes to Play Console internal testing. CI needs JDK 17 "
               "(actions/setup-java).", "marshcount: how to release (updated)", "fact")
    s.bash(None, "git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n"
           "b51d9e0 Release 0.2.0 (#14)\n1a7f3c6 CI: JDK 17\n9e04b28 CI on GitHub Actions")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2026-09-07T09:00:00", "d1a0e5f2-3b7c-4c1d-8e2f-0a1b2c3d4e01", s1),   # Mon
    ("s2", "2026-09-09T14:00:00", "e2b1f603-4c8d-4d2e-9f30-1b2c3d4e5f02", s2),   # Wed
    ("s3", "2026-09-11T10:00:00", "f3c20714-5d9e-4e3f-a041-2c3d4e5f6a03", s3),   # Fri
    ("s4", "2026-09-15T09:30:00", "04d31825-6eaf-4f40-b152-3d4e5f6a7b04", s4),   # Tue
    ("s5", "2026-09-17T13:00:00", "15e42936-7fb0-4051-8263-4e5f6a7b8c05", s5),   # Thu
    ("s6", "2026-09-22T10:00:00", "26f53a47-80c1-4162-9374-5f6a7b8c9d06", s6),   # Tue
    ("s7", "2026-09-28T09:00:00", "37064b58-91d2-4273-a485-6a7b8c9d0e07", s7),   # Mon
    ("s8", "2026-09-30T14:00:00", "48175c69-a2e3-4384-b596-7b8c9d0e1f08", s8),   # Wed
    ("s9", "2026-10-02T10:00:00", "59286d7a-b3f4-4495-86a7-8c9d0e1f2a09", s9),   # Fri
    ("s10", "2026-10-05T09:30:00", "6a397e8b-c405-45a6-97b8-9d0e1f2a3b10", s10),  # Mon
]

#: When the questions are asked: the Thursday morning after the last session (a Monday).
ASKED_AT = "2026-10-08T09:30:00Z"
