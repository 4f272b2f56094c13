"""Whole files the agent reads or writes in the trailcairn history (bench/agentdev56/sessions.py)."""
from __future__ import annotations

LIBS_TOML = """[versions]
agp = "8.7.2"
kotlin = "2.0.21"
ksp = "2.0.20-1.0.25"
coreKtx = "1.15.0"
lifecycle = "2.8.7"
activityCompose = "1.9.3"
composeBom = "2024.10.01"
navigationCompose = "2.8.3"
hilt = "2.52"
hiltAndroidx = "1.2.0"
room = "2.6.1"
work = "2.9.1"
retrofit = "2.11.0"
okhttp = "4.12.0"
moshi = "1.15.1"
coroutines = "1.9.0"
junit = "4.13.2"
robolectric = "4.13"
turbine = "1.2.0"
ktlintGradle = "12.1.1"
detekt = "1.23.7"

[libraries]
androidx-core-ktx = { group = "androidx.core", name = "core-ktx", version.ref = "coreKtx" }
androidx-lifecycle-runtime-compose = { group = "androidx.lifecycle", name = "lifecycle-runtime-compose", version.ref = "lifecycle" }
androidx-lifecycle-viewmodel-compose = { group = "androidx.lifecycle", name = "lifecycle-viewmodel-compose", version.ref = "lifecycle" }
androidx-activity-compose = { group = "androidx.activity", name = "activity-compose", version.ref = "activityCompose" }
androidx-compose-bom = { group = "androidx.compose", name = "compose-bom", version.ref = "composeBom" }
androidx-compose-ui = { group = "androidx.compose.ui", name = "ui" }
androidx-compose-ui-tooling = { group = "androidx.compose.ui", name = "ui-tooling" }
androidx-compose-ui-tooling-preview = { group = "androidx.compose.ui", name = "ui-tooling-preview" }
androidx-compose-material3 = { group = "androidx.compose.material3", name = "material3" }
androidx-navigation-compose = { group = "androidx.navigation", name = "navigation-compose", version.ref = "navigationCompose" }
hilt-android = { group = "com.google.dagger", name = "hilt-android", version.ref = "hilt" }
hilt-compiler = { group = "com.google.dagger", name = "hilt-android-compiler", version.ref = "hilt" }
androidx-hilt-navigation-compose = { group = "androidx.hilt", name = "hilt-navigation-compose", version.ref = "hiltAndroidx" }
androidx-hilt-work = { group = "androidx.hilt", name = "hilt-work", version.ref = "hiltAndroidx" }
androidx-hilt-compiler = { group = "androidx.hilt", name = "hilt-compiler", version.ref = "hiltAndroidx" }
androidx-room-runtime = { group = "androidx.room", name = "room-runtime", version.ref = "room" }
androidx-room-ktx = { group = "androidx.room", name = "room-ktx", version.ref = "room" }
androidx-room-compiler = { group = "androidx.room", name = "room-compiler", version.ref = "room" }
androidx-room-testing = { group = "androidx.room", name = "room-testing", version.ref = "room" }
androidx-work-runtime-ktx = { group = "androidx.work", name = "work-runtime-ktx", version.ref = "work" }
androidx-work-testing = { group = "androidx.work", name = "work-testing", version.ref = "work" }
retrofit = { group = "com.squareup.retrofit2", name = "retrofit", version.ref = "retrofit" }
retrofit-converter-moshi = { group = "com.squareup.retrofit2", name = "converter-moshi", version.ref = "retrofit" }
okhttp-logging = { group = "com.squareup.okhttp3", name = "logging-interceptor", version.ref = "okhttp" }
okhttp-mockwebserver = { group = "com.squareup.okhttp3", name = "mockwebserver", version.ref = "okhttp" }
moshi = { group = "com.squareup.moshi", name = "moshi", version.ref = "moshi" }
moshi-codegen = { group = "com.squareup.moshi", name = "moshi-kotlin-codegen", version.ref = "moshi" }
kotlinx-coroutines-test = { group = "org.jetbrains.kotlinx", name = "kotlinx-coroutines-test", version.ref = "coroutines" }
junit = { group = "junit", name = "junit", version.ref = "junit" }
robolectric = { group = "org.robolectric", name = "robolectric", version.ref = "robolectric" }
turbine = { group = "app.cash.turbine", name = "turbine", version.ref = "turbine" }

[plugins]
android-application = { id = "com.android.application", version.ref = "agp" }
kotlin-android = { id = "org.jetbrains.kotlin.android", version.ref = "kotlin" }
kotlin-compose = { id = "org.jetbrains.kotlin.plugin.compose", version.ref = "kotlin" }
ksp = { id = "com.google.devtools.ksp", version.ref = "ksp" }
hilt = { id = "com.google.dagger.hilt.android", version.ref = "hilt" }
room = { id = "androidx.room", version.ref = "room" }
ktlint = { id = "org.jlleitschuh.gradle.ktlint", version.ref = "ktlintGradle" }
detekt = { id = "io.gitlab.arturbosch.detekt", version.ref = "detekt" }
"""

APP_GRADLE = """plugins {
    alias(libs.plugins.android.application)
    alias(libs.plugins.kotlin.android)
    alias(libs.plugins.kotlin.compose)
    alias(libs.plugins.ksp)
    alias(libs.plugins.hilt)
    alias(libs.plugins.ktlint)
    alias(libs.plugins.detekt)
}

android {
    namespace = "uk.org.pentlandhw.trailcairn"
    compileSdk = 35

    defaultConfig {
        applicationId = "uk.org.pentlandhw.trailcairn"
        minSdk = 26
        targetSdk = 34
        versionCode = 1
        versionName = "0.1.0"
        testInstrumentationRunner = "androidx.test.runner.AndroidJUnitRunner"
        buildConfigField("String", "API_BASE_URL", "\\"https://api.pentlandhw.org.uk/v1/\\"")
    }

    buildTypes {
        debug {
            applicationIdSuffix = ".debug"
            buildConfigField("String", "API_BASE_URL", "\\"https://staging-api.pentlandhw.org.uk:8443/v1/\\"")
        }
        release {
            isMinifyEnabled = true
            isShrinkResources = true
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
    implementation(libs.androidx.core.ktx)
    implementation(libs.androidx.lifecycle.runtime.compose)
    implementation(libs.androidx.lifecycle.viewmodel.compose)
    implementation(libs.androidx.activity.compose)
    implementation(platform(libs.androidx.compose.bom))
    implementation(libs.androidx.compose.ui)
    implementation(libs.androidx.compose.ui.tooling.preview)
    implementation(libs.androidx.compose.material3)
    implementation(libs.androidx.navigation.compose)
    implementation(libs.hilt.android)
    ksp(libs.hilt.compiler)
    implementation(libs.androidx.hilt.navigation.compose)
    debugImplementation(libs.androidx.compose.ui.tooling)

    testImplementation(libs.junit)
    testImplementation(libs.robolectric)
    testImplementation(libs.kotlinx.coroutines.test)
    testImplementation(libs.turbine)
}
"""

NETWORK_MODULE = """package uk.org.pentlandhw.trailcairn.di

import com.squareup.moshi.Moshi
import dagger.Module
import dagger.Provides
import dagger.hilt.InstallIn
import dagger.hilt.components.SingletonComponent
import okhttp3.OkHttpClient
import okhttp3.logging.HttpLoggingInterceptor
import retrofit2.Retrofit
import retrofit2.converter.moshi.MoshiConverterFactory
import uk.org.pentlandhw.trailcairn.BuildConfig
import uk.org.pentlandhw.trailcairn.data.remote.ClubApi
import java.util.concurrent.TimeUnit
import javax.inject.Singleton

@Module
@InstallIn(SingletonComponent::class)
object NetworkModule {
    @Provides
    @Singleton
    fun provideOkHttp(): OkHttpClient =
        OkHttpClient.Builder()
            .connectTimeout(15, TimeUnit.SECONDS)
            .readTimeout(30, TimeUnit.SECONDS)
            .addInterceptor { chain ->
                // Priti reads this in the Ktor call logs to see which app versions are still out there.
                chain.proceed(
                    chain.request().newBuilder()
                        .header("X-Trailcairn-Version", BuildConfig.VERSION_NAME)
                        .build(),
                )
            }
            .apply {
                if (BuildConfig.DEBUG) {
                    addInterceptor(HttpLoggingInterceptor().setLevel(HttpLoggingInterceptor.Level.BASIC))
                }
            }
            .build()

    @Provides
    @Singleton
    fun provideMoshi(): Moshi = Moshi.Builder().build()

    @Provides
    @Singleton
    fun provideClubApi(client: OkHttpClient, moshi: Moshi): ClubApi =
        Retrofit.Builder()
            .baseUrl(BuildConfig.API_BASE_URL)
            .client(client)
            .addConverterFactory(MoshiConverterFactory.create(moshi))
            .build()
            .create(ClubApi::class.java)
}
"""

WALKS_SCREEN = """package uk.org.pentlandhw.trailcairn.ui.walks

import androidx.compose.foundation.clickable
import androidx.compose.foundation.layout.Arrangement
import androidx.compose.foundation.layout.Column
import androidx.compose.foundation.layout.PaddingValues
import androidx.compose.foundation.layout.Row
import androidx.compose.foundation.layout.defaultMinSize
import androidx.compose.foundation.layout.fillMaxWidth
import androidx.compose.foundation.layout.padding
import androidx.compose.foundation.lazy.LazyColumn
import androidx.compose.foundation.lazy.items
import androidx.compose.material3.Card
import androidx.compose.material3.MaterialTheme
import androidx.compose.material3.Text
import androidx.compose.runtime.Composable
import androidx.compose.runtime.getValue
import androidx.compose.ui.Modifier
import androidx.compose.ui.semantics.heading
import androidx.compose.ui.semantics.semantics
import androidx.compose.ui.text.font.FontWeight
import androidx.compose.ui.unit.dp
import androidx.compose.ui.unit.sp
import androidx.hilt.navigation.compose.hiltViewModel
import androidx.lifecycle.compose.collectAsStateWithLifecycle
import java.time.format.DateTimeFormatter

/** Minimum touch target: Morag tests with winter gloves on. */
val GloveTarget = 56.dp

/** Smallest text size anywhere in the app. */
val MinText = 18.sp

private val monthHeader = DateTimeFormatter.ofPattern("MMMM yyyy")
private val dayFormat = DateTimeFormatter.ofPattern("EEE d MMM, HH:mm")

@Composable
fun WalksScreen(
    onOpen: (Long) -> Unit,
    viewModel: WalksViewModel = hiltViewModel(),
) {
    val state by viewModel.state.collectAsStateWithLifecycle()
    LazyColumn(
        contentPadding = PaddingValues(16.dp),
        verticalArrangement = Arrangement.spacedBy(12.dp),
    ) {
        state.byMonth.forEach { (month, walks) ->
            item(key = "header-$month") {
                Text(
                    text = month.format(monthHeader),
                    fontSize = 22.sp,
                    fontWeight = FontWeight.Bold,
                    modifier = Modifier.semantics { heading() },
                )
            }
            items(walks, key = { it.id }) { walk ->
                WalkCard(walk = walk, onClick = { onOpen(walk.id) })
            }
        }
    }
}

@Composable
private fun WalkCard(
    walk: WalkUi,
    onClick: () -> Unit,
) {
    Card(
        modifier =
            Modifier
                .fillMaxWidth()
                .defaultMinSize(minHeight = GloveTarget)
                .clickable(onClick = onClick),
    ) {
        Column(Modifier.padding(16.dp)) {
            Row(horizontalArrangement = Arrangement.SpaceBetween, modifier = Modifier.fillMaxWidth()) {
                Text(walk.start.format(dayFormat), fontSize = MinText, fontWeight = FontWeight.SemiBold)
                GradeBadge(walk.grade)
            }
            Text(walk.title, fontSize = 20.sp, fontWeight = FontWeight.Bold)
            Text("Meet: ${walk.meetingPoint}", fontSize = MinText)
            Text("Leader: ${walk.leader}", fontSize = MinText, color = MaterialTheme.colorScheme.onSurface)
        }
    }
}

@Composable
private fun GradeBadge(grade: Grade) {
    Text(
        text = grade.name,
        fontSize = MinText,
        fontWeight = FontWeight.Bold,
        color = grade.onColor,
        modifier = Modifier.padding(horizontal = 8.dp),
    )
}
"""

TILE_WORKER = """package uk.org.pentlandhw.trailcairn.map

import android.content.Context
import androidx.hilt.work.HiltWorker
import androidx.work.CoroutineWorker
import androidx.work.WorkerParameters
import dagger.assisted.Assisted
import dagger.assisted.AssistedInject
import kotlinx.coroutines.Dispatchers
import kotlinx.coroutines.withContext
import okhttp3.OkHttpClient
import okhttp3.Request
import uk.org.pentlandhw.trailcairn.data.RegionRepository

/**
 * Downloads the vector tiles of every saved region (zooms 8-15) from the club's tile server
 * into [TileStore]. Tiles already present with the same ETag are skipped.
 */
@HiltWorker
class TileSyncWorker
    @AssistedInject
    constructor(
        @Assisted context: Context,
        @Assisted params: WorkerParameters,
        private val regions: RegionRepository,
        private val store: TileStore,
        private val client: OkHttpClient,
    ) : CoroutineWorker(context, params) {
        override suspend fun doWork(): Result =
            withContext(Dispatchers.IO) {
                val saved = regions.savedRegions()
                var fetched = 0
                for (region in saved) {
                    for (tile in region.tiles(minZoom = 8, maxZoom = 15)) {
                        val etag = store.etag(tile)
                        val req =
                            Request.Builder()
                                .url("$TILE_URL/${region.slug}/${tile.z}/${tile.x}/${tile.y}.pbf")
                                .apply { if (etag != null) header("If-None-Match", etag) }
                                .build()
                        client.newCall(req).execute().use { resp ->
                            when (resp.code) {
                                200 -> {
                                    store.put(tile, resp.body!!.bytes(), resp.header("ETag"))
                                    fetched++
                                }
                                304 -> Unit
                                else -> return@withContext Result.retry()
                            }
                        }
                    }
                }
                Result.success(workDataOf(KEY_FETCHED to fetched))
            }

        companion object {
            const val TILE_URL = "https://tiles.pentlandhw.org.uk"
            const val KEY_FETCHED = "fetched"
        }
    }
"""

TILE_STORE_CACHE = """package uk.org.pentlandhw.trailcairn.map

import android.content.Context
import dagger.hilt.android.qualifiers.ApplicationContext
import java.io.File
import javax.inject.Inject
import javax.inject.Singleton

/** Offline tiles as plain files: cacheDir/tiles/{z}/{x}/{y}.pbf, ETags next to them. */
@Singleton
class TileStore
    @Inject
    constructor(
        @ApplicationContext context: Context,
    ) {
        private val root = File(context.cacheDir, "tiles")

        fun file(tile: Tile) = File(root, "${tile.z}/${tile.x}/${tile.y}.pbf")

        fun etag(tile: Tile): String? = File(root, "${tile.z}/${tile.x}/${tile.y}.etag").takeIf { it.exists() }?.readText()

        fun put(
            tile: Tile,
            bytes: ByteArray,
            etag: String?,
        ) {
            val f = file(tile)
            f.parentFile?.mkdirs()
            f.writeBytes(bytes)
            if (etag != null) File(root, "${tile.z}/${tile.x}/${tile.y}.etag").writeText(etag)
        }

        fun sizeBytes(): Long = root.walkTopDown().filter { it.isFile }.sumOf { it.length() }
    }
"""

MBTILES_STORE = """package uk.org.pentlandhw.trailcairn.offline

import android.content.ContentValues
import android.content.Context
import android.database.sqlite.SQLiteDatabase
import dagger.hilt.android.qualifiers.ApplicationContext
import java.io.File
import javax.inject.Inject
import javax.inject.Singleton

/**
 * Offline tiles in one MBTiles (SQLite) file per region, in noBackupFilesDir/regions/<slug>.mbtiles.
 * Not in cacheDir: the OS (and "auto optimisation" on Samsung phones) may clear the cache at any time,
 * and not in filesDir either, so 180 MB of tiles never go into Google's auto backup.
 * MapLibre opens the file directly as mbtiles:///<path>.
 */
@Singleton
class MbTilesStore
    @Inject
    constructor(
        @ApplicationContext private val context: Context,
    ) {
        private val dir = File(context.noBackupFilesDir, "regions").apply { mkdirs() }
        private val open = mutableMapOf<String, SQLiteDatabase>()

        fun fileFor(region: String) = File(dir, "$region.mbtiles")

        private fun db(region: String): SQLiteDatabase =
            open.getOrPut(region) {
                SQLiteDatabase.openOrCreateDatabase(fileFor(region), null).apply {
                    execSQL("CREATE TABLE IF NOT EXISTS metadata (name TEXT PRIMARY KEY, value TEXT)")
                    execSQL(
                        "CREATE TABLE IF NOT EXISTS tiles (zoom_level INTEGER, tile_column INTEGER, " +
                            "tile_row INTEGER, tile_data BLOB, etag TEXT, " +
                            "PRIMARY KEY (zoom_level, tile_column, tile_row))",
                    )
                    insertWithOnConflict(
                        "metadata",
                        null,
                        ContentValues().apply {
                            put("name", "format")
                            put("value", "pbf")
                        },
                        SQLiteDatabase.CONFLICT_REPLACE,
                    )
                }
            }

        /** MBTiles rows are TMS: y is flipped against the XYZ scheme of the tile server. */
        private fun tmsRow(tile: Tile) = (1 shl tile.z) - 1 - tile.y

        fun etag(
            region: String,
            tile: Tile,
        ): String? =
            db(region).rawQuery(
                "SELECT etag FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?",
                arrayOf(tile.z.toString(), tile.x.toString(), tmsRow(tile).toString()),
            ).use { c -> if (c.moveToFirst()) c.getString(0) else null }

        fun put(
            region: String,
            tile: Tile,
            bytes: ByteArray,
            etag: String?,
        ) {
            db(region).insertWithOnConflict(
                "tiles",
                null,
                ContentValues().apply {
                    put("zoom_level", tile.z)
                    put("tile_column", tile.x)
                    put("tile_row", tmsRow(tile))
                    put("tile_data", bytes)
                    put("etag", etag)
                },
                SQLiteDatabase.CONFLICT_REPLACE,
            )
        }

        fun delete(region: String) {
            open.remove(region)?.close()
            fileFor(region).delete()
        }

        fun sizeBytes(): Long = dir.listFiles().orEmpty().sumOf { it.length() }
    }
"""

GPX_PARSER = """package uk.org.pentlandhw.trailcairn.gpx

import android.util.Xml
import org.xmlpull.v1.XmlPullParser
import java.io.InputStream

/** A point of an imported track, route or waypoint list. */
data class GpxPoint(
    val lat: Double,
    val lon: Double,
    val ele: Double?,
    val name: String? = null,
)

data class GpxTrack(
    val name: String?,
    val points: List<GpxPoint>,
    val waypoints: List<GpxPoint>,
)

/**
 * Reads GPX 1.0 and 1.1 with the platform's XmlPullParser (no javax.xml.stream on Android).
 * Takes trk/trkseg/trkpt, rte/rtept and wpt; everything else, extensions included, is skipped.
 */
object GpxParser {
    class GpxFormatException(message: String) : Exception(message)

    fun parse(input: InputStream): GpxTrack {
        val parser = Xml.newPullParser()
        parser.setFeature(XmlPullParser.FEATURE_PROCESS_NAMESPACES, false)
        parser.setInput(input, null)
        var name: String? = null
        val points = mutableListOf<GpxPoint>()
        val waypoints = mutableListOf<GpxPoint>()
        var sawGpx = false
        while (parser.next() != XmlPullParser.END_DOCUMENT) {
            if (parser.eventType != XmlPullParser.START_TAG) continue
            when (parser.name) {
                "gpx" -> sawGpx = true
                "trkpt", "rtept" -> points += readPoint(parser)
                "wpt" -> waypoints += readPoint(parser)
                "name" -> if (name == null && parser.depth <= 4) name = parser.nextText().trim()
            }
        }
        if (!sawGpx) throw GpxFormatException("not a GPX file: no <gpx> element")
        if (points.isEmpty() && waypoints.isEmpty()) throw GpxFormatException("GPX has no track, route or waypoints")
        return GpxTrack(name, points, waypoints)
    }

    private fun readPoint(parser: XmlPullParser): GpxPoint {
        val tag = parser.name
        val lat = parser.getAttributeValue(null, "lat")?.toDoubleOrNull()
        val lon = parser.getAttributeValue(null, "lon")?.toDoubleOrNull()
        if (lat == null || lon == null) throw GpxFormatException("<$tag> without lat/lon at line ${parser.lineNumber}")
        var ele: Double? = null
        var name: String? = null
        while (!(parser.next() == XmlPullParser.END_TAG && parser.name == tag)) {
            if (parser.eventType != XmlPullParser.START_TAG) continue
            when (parser.name) {
                "ele" -> ele = parser.nextText().trim().toDoubleOrNull()
                "name" -> name = parser.nextText().trim()
            }
        }
        return GpxPoint(lat, lon, ele, name)
    }
}
"""

ETREX_GPX = """<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<gpx xmlns="http://www.topografix.com/GPX/1/1" xmlns:gpxx="http://www.garmin.com/xmlschemas/GpxExtensions/v3"
     xmlns:gpxtpx="http://www.garmin.com/xmlschemas/TrackPointExtension/v1" creator="eTrex 32x" version="1.1">
  <metadata>
    <link href="http://www.garmin.com"><text>Garmin International</text></link>
    <time>2028-02-20T08:51:12Z</time>
  </metadata>
  <wpt lat="55.833912" lon="-3.254407">
    <ele>252.1</ele>
    <name>FLOTTERSTONE</name>
    <sym>Parking Area</sym>
  </wpt>
  <wpt lat="55.835520" lon="-3.294731">
    <ele>573.4</ele>
    <name>CARNETHY</name>
    <sym>Summit</sym>
  </wpt>
  <trk>
    <name>Carnethy and Scald Law 20-FEB-28</name>
    <extensions><gpxx:TrackExtension><gpxx:DisplayColor>Magenta</gpxx:DisplayColor></gpxx:TrackExtension></extensions>
    <trkseg>
      <trkpt lat="55.833901" lon="-3.254388"><ele>252.4</ele><time>2028-02-20T09:02:11Z</time></trkpt>
      <trkpt lat="55.834215" lon="-3.258841"><ele>259.9</ele><time>2028-02-20T09:05:40Z</time></trkpt>
      <trkpt lat="55.834877" lon="-3.264102"><ele>281.3</ele><time>2028-02-20T09:10:02Z</time></trkpt>
      <trkpt lat="55.835102" lon="-3.271556"><ele>334.8</ele><time>2028-02-20T09:18:47Z</time></trkpt>
      <trkpt lat="55.835344" lon="-3.279920"><ele>410.2</ele><time>2028-02-20T09:31:05Z</time></trkpt>
      <trkpt lat="55.835470" lon="-3.287311"><ele>498.6</ele><time>2028-02-20T09:46:39Z</time></trkpt>
      <trkpt lat="55.835520" lon="-3.294731"><ele>573.0</ele><time>2028-02-20T10:04:18Z</time>
        <extensions><gpxtpx:TrackPointExtension><gpxtpx:atemp>-1.0</gpxtpx:atemp></gpxtpx:TrackPointExtension></extensions>
      </trkpt>
      <trkpt lat="55.831874" lon="-3.303650"><ele>531.7</ele><time>2028-02-20T10:19:44Z</time></trkpt>
      <trkpt lat="55.828431" lon="-3.311902"><ele>579.5</ele><time>2028-02-20T10:41:26Z</time></trkpt>
    </trkseg>
  </trk>
</gpx>
"""

MANIFEST = """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android"
    xmlns:tools="http://schemas.android.com/tools">

    <uses-permission android:name="android.permission.INTERNET" />
    <uses-permission android:name="android.permission.ACCESS_NETWORK_STATE" />
    <uses-permission android:name="android.permission.FOREGROUND_SERVICE" />
    <uses-permission android:name="android.permission.POST_NOTIFICATIONS" />
    <uses-permission android:name="android.permission.ACCESS_FINE_LOCATION" />

    <application
        android:name=".TrailcairnApp"
        android:allowBackup="true"
        android:dataExtractionRules="@xml/data_extraction_rules"
        android:icon="@mipmap/ic_launcher"
        android:label="@string/app_name"
        android:supportsRtl="true"
        android:theme="@style/Theme.Trailcairn">

        <activity
            android:name=".MainActivity"
            android:exported="true"
            android:theme="@style/Theme.Trailcairn">
            <intent-filter>
                <action android:name="android.intent.action.MAIN" />
                <category android:name="android.intent.category.LAUNCHER" />
            </intent-filter>
        </activity>

        <!-- WorkManager is initialised by TrailcairnApp (Configuration.Provider + HiltWorkerFactory). -->
        <provider
            android:name="androidx.startup.InitializationProvider"
            android:authorities="${applicationId}.androidx-startup"
            android:exported="false"
            tools:node="merge">
            <meta-data
                android:name="androidx.work.WorkManagerInitializer"
                android:value="androidx.startup"
                tools:node="remove" />
        </provider>
    </application>
</manifest>
"""

STACKTRACE = """Crashlytics issue 7c1f04e2 - trailcairn 1.0.0 (10) - FATAL
Events: 212 | Users: 61 | Devices: 100% Android 14 (SDK 34)
Top devices: Samsung Galaxy A14 5G (38%), Samsung Galaxy A34 (17%), Google Pixel 8 (12%), Motorola moto g54 (9%)

Fatal Exception: android.app.MissingForegroundServiceTypeException: Starting FGS without a type  callerApp=ProcessRecord{4d2a9b1 18233:uk.org.pentlandhw.trailcairn/u0a287} targetSDK=34
       at android.app.MissingForegroundServiceTypeException$1.createFromParcel(MissingForegroundServiceTypeException.java:53)
       at android.app.MissingForegroundServiceTypeException$1.createFromParcel(MissingForegroundServiceTypeException.java:49)
       at android.os.Parcel.readParcelableInternal(Parcel.java:4882)
       at android.os.Parcel.readParcelable(Parcel.java:4864)
       at android.os.Parcel.createExceptionOrNull(Parcel.java:3064)
       at android.os.Parcel.createException(Parcel.java:3053)
       at android.os.Parcel.readException(Parcel.java:3036)
       at android.os.Parcel.readException(Parcel.java:2978)
       at android.app.IActivityManager$Stub$Proxy.setServiceForeground(IActivityManager.java:7234)
       at android.app.Service.startForeground(Service.java:863)
       at androidx.work.impl.foreground.SystemForegroundService$Api29Impl.startForeground(SystemForegroundService.java:186)
       at androidx.work.impl.foreground.SystemForegroundService$1.run(SystemForegroundService.java:130)
       at android.os.Handler.handleCallback(Handler.java:958)
       at android.os.Handler.dispatchMessage(Handler.java:99)
       at android.os.Looper.loopOnce(Looper.java:230)
       at android.os.Looper.loop(Looper.java:319)
       at android.app.ActivityThread.main(ActivityThread.java:8919)
       at java.lang.reflect.Method.invoke(Method.java)
       at com.android.internal.os.RuntimeInit$MethodAndArgsCaller.run(RuntimeInit.java:578)
       at com.android.internal.os.ZygoteInit.main(ZygoteInit.java:1103)

Breadcrumbs (last 3):
  07:58:12.404  WM-Processor: Moving WorkSpec (9a0e3c55-...) to the foreground
  07:58:12.388  OfflineTilesWorker: setForeground(region=pentlands, tiles=14212)
  07:58:11.902  WM-WorkerWrapper: Starting work for uk.org.pentlandhw.trailcairn.offline.OfflineTilesWorker
"""
