"""Whole files the agent reads or writes in the streakling history (bench/agentdev44/sessions.py)."""
from __future__ import annotations

PUBSPEC = """name: streakling
description: "Small daily habits, kept as streaks."
publish_to: 'none'
version: 1.0.0+1

environment:
  sdk: ^3.7.2
  flutter: 3.29.2

dependencies:
  flutter:
    sdk: flutter
  flutter_riverpod: ^2.6.1
  riverpod_annotation: ^2.6.1
  drift: ^2.26.0
  drift_flutter: ^0.2.4
  sqlite3_flutter_libs: ^0.5.32
  path_provider: ^2.1.5
  go_router: ^15.1.1
  intl: ^0.19.0
  firebase_core: ^3.13.0
  firebase_auth: ^5.5.2
  firebase_messaging: ^15.2.5
  google_sign_in: ^6.3.0
  sign_in_with_apple: ^7.0.1
  cloud_firestore: ^5.6.6

dev_dependencies:
  flutter_test:
    sdk: flutter
  flutter_lints: ^5.0.0
  build_runner: ^2.4.15
  drift_dev: ^2.26.0
  riverpod_generator: ^2.6.5
  riverpod_lint: ^2.6.5
  custom_lint: ^0.7.5
  golden_toolkit: ^0.15.0
  mocktail: ^1.0.4

flutter:
  uses-material-design: true
  fonts:
    - family: Nunito
      fonts:
        - asset: assets/fonts/Nunito-Regular.ttf
        - asset: assets/fonts/Nunito-Bold.ttf
          weight: 700
"""

DATABASE_DART = """import 'package:drift/drift.dart';
import 'package:drift_flutter/drift_flutter.dart';

part 'database.g.dart';

/// A habit the user wants to keep, e.g. "Read 10 pages".
class Habits extends Table {
  IntColumn get id => integer().autoIncrement()();
  TextColumn get title => text().withLength(min: 1, max: 60)();
  TextColumn get emoji => text().withDefault(const Constant('✅'))();
  IntColumn get colorValue => integer()();
  DateTimeColumn get createdAt => dateTime().withDefault(currentDateAndTime)();
}

/// One tick of a habit on one day. `day` is the local calendar day of the check-in.
class CheckIns extends Table {
  IntColumn get id => integer().autoIncrement()();
  IntColumn get habitId => integer().references(Habits, #id, onDelete: KeyAction.cascade)();
  DateTimeColumn get day => dateTime()();
  DateTimeColumn get createdAt => dateTime().withDefault(currentDateAndTime)();

  @override
  List<Set<Column>> get uniqueKeys => [
        {habitId, day},
      ];
}

@DriftDatabase(tables: [Habits, CheckIns])
class AppDatabase extends _$AppDatabase {
  AppDatabase([QueryExecutor? executor]) : super(executor ?? _openConnection());

  @override
  int get schemaVersion => 1;

  @override
  MigrationStrategy get migration => MigrationStrategy(
        onCreate: (m) => m.createAll(),
        beforeOpen: (details) async {
          await customStatement('PRAGMA foreign_keys = ON');
        },
      );

  static QueryExecutor _openConnection() => driftDatabase(name: 'streakling');
}
"""

STREAK_DART = """import 'package:flutter/material.dart' show DateUtils;

/// Computes the current streak of a habit from its check-in days.
///
/// A streak is the number of consecutive calendar days, ending today or
/// yesterday, on which the habit was checked in.
class StreakCalculator {
  const StreakCalculator({DateTime Function()? clock}) : _clock = clock ?? DateTime.now;

  final DateTime Function() _clock;

  int currentStreak(Iterable<DateTime> checkInDays) {
    final days = checkInDays.map((d) => DateUtils.dateOnly(d)).toSet();
    var cursor = DateUtils.dateOnly(_clock().toUtc());
    if (!days.contains(cursor)) {
      cursor = cursor.subtract(const Duration(days: 1));
    }
    var streak = 0;
    while (days.contains(cursor)) {
      streak++;
      cursor = cursor.subtract(const Duration(days: 1));
    }
    return streak;
  }

  int longestStreak(Iterable<DateTime> checkInDays) {
    final sorted = checkInDays.map((d) => DateUtils.dateOnly(d)).toSet().toList()..sort();
    var best = 0, run = 0;
    DateTime? prev;
    for (final d in sorted) {
      run = (prev != null && d.difference(prev).inDays == 1) ? run + 1 : 1;
      if (run > best) best = run;
      prev = d;
    }
    return best;
  }
}
"""

ROUTER_DART = """import 'package:go_router/go_router.dart';
import 'package:riverpod_annotation/riverpod_annotation.dart';

import '../features/habits/habit_list_screen.dart';
import '../features/habits/habit_editor_screen.dart';
import '../features/settings/settings_screen.dart';
import '../features/auth/sign_in_screen.dart';

part 'router.g.dart';

@riverpod
GoRouter router(Ref ref) {
  return GoRouter(
    initialLocation: '/habits',
    routes: [
      GoRoute(path: '/habits', name: 'habits', builder: (c, s) => const HabitListScreen()),
      GoRoute(path: '/habits/new', name: 'habitNew', builder: (c, s) => const HabitEditorScreen()),
      GoRoute(path: '/settings', name: 'settings', builder: (c, s) => const SettingsScreen()),
      GoRoute(path: '/sign-in', name: 'signIn', builder: (c, s) => const SignInScreen()),
    ],
  );
}
"""

CODEMAGIC_YAML = """definitions:
  env_versions: &env_versions
    flutter: 3.29.2
    xcode: 16.3
    cocoapods: default
  scripts:
    - &get_packages
      name: Get packages
      script: flutter pub get && dart run build_runner build --delete-conflicting-outputs
    - &analyze
      name: Analyze
      script: flutter analyze --fatal-infos && dart format --set-exit-if-changed lib test
    - &tests
      name: Unit, widget and golden tests
      script: flutter test --machine > build/test-results/flutter.json

workflows:
  pr-checks:
    name: PR checks
    instance_type: linux_x2
    max_build_duration: 30
    environment:
      <<: *env_versions
    triggering:
      events: [pull_request]
      branch_patterns:
        - pattern: main
    scripts:
      - *get_packages
      - *analyze
      - *tests
    artifacts:
      - build/test-results/flutter.json
      - test/**/failures/*.png

  ios-release:
    name: iOS -> TestFlight
    instance_type: mac_mini_m2
    max_build_duration: 60
    integrations:
      app_store_connect: streakling-asc-key
    environment:
      <<: *env_versions
      ios_signing:
        distribution_type: app_store
        bundle_identifier: app.streakling.mobile
      groups: [firebase_prod]
    triggering:
      events: [tag]
      tag_patterns:
        - pattern: 'v*'
    scripts:
      - *get_packages
      - name: Build ipa
        script: |
          flutter build ipa --release \\
            --build-number=$BUILD_NUMBER \\
            --export-options-plist=/Users/builder/export_options.plist
    artifacts:
      - build/ios/ipa/*.ipa
    publishing:
      app_store_connect:
        auth: integration
        submit_to_testflight: true
        beta_groups: [Friends and family]

  android-release:
    name: Android -> Play internal
    instance_type: linux_x2
    max_build_duration: 45
    environment:
      <<: *env_versions
      android_signing: [streakling_upload]
      groups: [firebase_prod, google_play]
    triggering:
      events: [tag]
      tag_patterns:
        - pattern: 'v*'
    scripts:
      - *get_packages
      - name: Build aab
        script: flutter build appbundle --release --build-number=$BUILD_NUMBER
    artifacts:
      - build/app/outputs/bundle/release/*.aab
    publishing:
      google_play:
        credentials: $GCLOUD_SERVICE_ACCOUNT_CREDENTIALS
        track: internal
        submit_as_draft: false
"""

REMINDERS_TS = """import { onSchedule } from "firebase-functions/v2/scheduler";
import { initializeApp } from "firebase-admin/app";
import { getFirestore, Timestamp } from "firebase-admin/firestore";
import { getMessaging } from "firebase-admin/messaging";

initializeApp();

/**
 * Every 5 minutes: find users whose reminder time (in their own time zone) falls in the
 * last window and send one push per device token in users/{uid}.fcmTokens.
 */
export const sendDueReminders = onSchedule(
  { schedule: "every 5 minutes", region: "europe-west1", timeoutSeconds: 60, retryCount: 3 },
  async () => {
    const db = getFirestore();
    const now = Timestamp.now();
    const due = await db.collection("reminders")
      .where("nextAt", "<=", now)
      .get();
    for (const doc of due.docs) {
      const { uid, habitTitle } = doc.data();
      const user = await db.doc(`users/${uid}`).get();
      const tokens: string[] = user.get("fcmTokens") ?? [];
      for (const token of tokens) {
        await getMessaging().send({
          token,
          notification: { title: "Streakling", body: `Time for: ${habitTitle}` },
          apns: { payload: { aps: { sound: "default" } } },
        });
      }
      await doc.ref.update({ nextAt: nextOccurrence(doc.data()) });
    }
  },
);

function nextOccurrence(r: FirebaseFirestore.DocumentData): Timestamp {
  const next = new Date(r.nextAt.toDate().getTime() + 24 * 60 * 60 * 1000);
  return Timestamp.fromDate(next);
}
"""

LOCAL_REMINDERS_DART = """import 'package:flutter_local_notifications/flutter_local_notifications.dart';
import 'package:flutter_timezone/flutter_timezone.dart';
import 'package:riverpod_annotation/riverpod_annotation.dart';
import 'package:timezone/data/latest_all.dart' as tzdata;
import 'package:timezone/timezone.dart' as tz;

import '../data/database.dart';

part 'reminder_scheduler.g.dart';

/// Schedules the daily habit reminders on the device itself (no server involved).
/// One notification id per habit: re-scheduling replaces the previous one.
class ReminderScheduler {
  ReminderScheduler(this._plugin);

  final FlutterLocalNotificationsPlugin _plugin;

  static const _channel = AndroidNotificationDetails(
    'daily_reminders',
    'Daily reminders',
    channelDescription: 'One reminder per habit at the time you picked',
    importance: Importance.defaultImportance,
  );

  Future<void> init() async {
    tzdata.initializeTimeZones();
    tz.setLocalLocation(tz.getLocation(await FlutterTimezone.getLocalTimezone()));
    await _plugin.initialize(const InitializationSettings(
      android: AndroidInitializationSettings('@drawable/ic_stat_streakling'),
      iOS: DarwinInitializationSettings(requestAlertPermission: false),
    ));
  }

  Future<void> scheduleDaily(Habit habit) async {
    final at = habit.reminderTime;
    if (at == null) return cancel(habit.id);
    final now = tz.TZDateTime.now(tz.local);
    var next = tz.TZDateTime(tz.local, now.year, now.month, now.day, at.hour, at.minute);
    if (!next.isAfter(now)) next = next.add(const Duration(days: 1));
    await _plugin.zonedSchedule(
      habit.id,
      'Streakling',
      'Time for: ${habit.title}',
      next,
      const NotificationDetails(android: _channel, iOS: DarwinNotificationDetails()),
      androidScheduleMode: AndroidScheduleMode.inexactAllowWhileIdle,
      matchDateTimeComponents: DateTimeComponents.time,
    );
  }

  Future<void> cancel(int habitId) => _plugin.cancel(habitId);
}

@Riverpod(keepAlive: true)
ReminderScheduler reminderScheduler(Ref ref) => ReminderScheduler(FlutterLocalNotificationsPlugin());
"""

MIGRATION_V3_DART = """  @override
  int get schemaVersion => 3;

  @override
  MigrationStrategy get migration => MigrationStrategy(
        onCreate: (m) => m.createAll(),
        onUpgrade: stepByStep(
          from1To2: (m, schema) async {
            await m.addColumn(schema.habits, schema.habits.reminderTime);
          },
          from2To3: (m, schema) async {
            // Dates are stored as ISO-8601 text from v3 on (build.yaml:
            // store_date_time_values_as_text). Recreate check_ins with the text column.
            await m.alterTable(TableMigration(schema.checkIns));
            await m.alterTable(TableMigration(schema.habits));
          },
        ),
        beforeOpen: (details) async {
          await customStatement('PRAGMA foreign_keys = ON');
          if (kDebugMode) await validateDatabaseSchema();
        },
      );
"""
