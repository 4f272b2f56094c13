"""The ten sessions of the crewshift-app history, step by step (see build.py and README.md)."""
from __future__ import annotations

PACKAGE_JSON = """{
  "name": "crewshift-app",
  "version": "1.0.0",
  "main": "expo-router/entry",
  "scripts": {
    "start": "expo start",
    "lint": "eslint . --ext .ts,.tsx",
    "typecheck": "tsc --noEmit",
    "test": "jest --watchAll=false",
    "e2e:ios": "detox test -c ios.sim.debug"
  },
  "dependencies": {
    "expo": "~52.0.11",
    "expo-router": "~4.0.9",
    "expo-secure-store": "~14.0.0",
    "expo-notifications": "~0.29.9",
    "@supabase/supabase-js": "^2.46.1",
    "@react-native-async-storage/async-storage": "1.23.1",
    "react": "18.3.1",
    "react-native": "0.76.3",
    "sentry-expo": "~7.2.0"
  },
  "devDependencies": {
    "jest": "^29.7.0",
    "jest-expo": "~52.0.2",
    "@testing-library/react-native": "^12.8.1",
    "typescript": "~5.3.3"
  }
}
"""

SUPABASE_TS = """import 'react-native-url-polyfill/auto'
import { createClient } from '@supabase/supabase-js'
import * as SecureStore from 'expo-secure-store'

import type { Database } from './database.types'

const SecureStoreAdapter = {
  getItem: (key: string) => SecureStore.getItemAsync(key),
  setItem: (key: string, value: string) => SecureStore.setItemAsync(key, value),
  removeItem: (key: string) => SecureStore.deleteItemAsync(key),
}

export const supabase = createClient<Database>(
  process.env.EXPO_PUBLIC_SUPABASE_URL!,
  process.env.EXPO_PUBLIC_SUPABASE_ANON_KEY!,
  {
    auth: {
      storage: SecureStoreAdapter,
      autoRefreshToken: true,
      persistSession: true,
      detectSessionInUrl: false,
    },
  },
)
"""

MIGRATION_1 = """-- 20270409120000_shifts_and_signups.sql
create table public.shifts (
  id uuid primary key default gen_random_uuid(),
  site text not null,                -- 'north-end' | 'dartmouth' | 'spryfield'
  role text not null,                -- 'sorting' | 'driver' | 'front-desk'
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  capacity int not null check (capacity > 0),
  created_at timestamptz not null default now()
);

create table public.signups (
  id uuid primary key default gen_random_uuid(),
  shift_id uuid references public.shifts (id) on delete set null,
  volunteer_id uuid not null references auth.users (id),
  created_at timestamptz not null default now(),
  unique (shift_id, volunteer_id)
);

alter table public.shifts enable row level security;
alter table public.signups enable row level security;

create policy "shifts are readable by signed-in volunteers" on public.shifts
  for select to authenticated using (true);

create policy "volunteers see their own signups" on public.signups
  for select to authenticated using (volunteer_id = auth.uid());

create policy "volunteers sign themselves up" on public.signups
  for insert to authenticated;
"""

REMINDERS_TS = """// supabase/functions/send-reminders/index.ts
import { createClient } from 'jsr:@supabase/supabase-js@2'

const LEAD_HOURS = 24

Deno.serve(async () => {
  const supabase = createClient(
    Deno.env.get('SUPABASE_URL')!,
    Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!,
  )
  const from = new Date(Date.now() + (LEAD_HOURS - 1) * 3600_000).toISOString()
  const to = new Date(Date.now() + LEAD_HOURS * 3600_000).toISOString()
  const { data, error } = await supabase
    .from('signups')
    .select('volunteer_id, shifts!inner(starts_at, site, role), profiles!inner(expo_push_token)')
    .gte('shifts.starts_at', from)
    .lt('shifts.starts_at', to)
  if (error) return new Response(JSON.stringify({ error: error.message }), { status: 500 })
  const messages = data.map((row) => ({
    to: row.profiles.expo_push_token,
    title: 'Shift tomorrow',
    body: `${row.shifts.role} at ${row.shifts.site}, ${new Date(row.shifts.starts_at).toLocaleTimeString('en-CA')}`,
  }))
  const res = await fetch('https://exp.host/--/api/v2/push/send', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(messages),
  })
  return new Response(JSON.stringify({ sent: messages.length, status: res.status }))
})
"""

SHIFTCARD_TSX = """import { Pressable, Text, View } from 'react-native'

import type { ShiftWithClaims } from '@/lib/types'
import { formatShiftTime } from '@/lib/time'

type Props = { shift: ShiftWithClaims; onClaim: (id: string) => void; claimed: boolean }

export function ShiftCard({ shift, onClaim, claimed }: Props) {
  const left = shift.capacity - shift.claim_count
  return (
    <View className="rounded-xl bg-white p-4 shadow-sm">
      <Text accessibilityRole="header">{shift.role} · {shift.site}</Text>
      <Text>{formatShiftTime(shift.starts_at, shift.ends_at)}</Text>
      <Text>{left > 0 ? `${left} spots left` : 'Full – join the waitlist'}</Text>
      <Pressable accessibilityRole="button" onPress={() => onClaim(shift.id)} disabled={claimed}>
        <Text>{claimed ? 'You are on this shift' : left > 0 ? 'Take this shift' : 'Join waitlist'}</Text>
      </Pressable>
    </View>
  )
}
"""

EAS_JSON = """{
  "cli": { "version": ">= 13.2.0", "appVersionSource": "remote" },
  "build": {
    "development": { "developmentClient": true, "distribution": "internal", "channel": "development" },
    "preview": { "distribution": "internal", "channel": "preview" },
    "production": { "channel": "production" }
  },
  "submit": { "production": {} }
}
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: crewshift, a volunteer shift app for Harbourside Food Collective in Halifax "
             "(three sites: North End, Dartmouth, Spryfield). Volunteers see open shifts, take one, get a reminder. "
             "Expo SDK 52 with expo-router and TypeScript, Supabase for auth + Postgres, Sentry for crashes. "
             "Lise Thibodeau is the volunteer coordinator on their side and our contact.")
    s.prompt("rules", "House rules before we write anything: TypeScript strict, no `any` (use `unknown` and narrow). "
             "Prettier with single quotes, no semicolons, printWidth 100. Commits are Conventional Commits with a "
             "scope, like `feat(auth): magic link sign-in`, imperative, lowercase, no period.")
    s.bash("create", "npx create-expo-app@latest crewshift-app --template default@sdk-52 && cd crewshift-app && ls",
           "Creating an Expo project using the default@sdk-52 template.\n\n✔ Downloaded and extracted project files.\n"
           "✔ Installed JavaScript dependencies.\n\n✅ Your project is ready!\n\napp  app.json  assets  components  "
           "constants  hooks  package.json  scripts  tsconfig.json")
    s.write("pkg", "package.json", PACKAGE_JSON)
    s.prompt("sentry1", "For crash reporting use sentry-expo, it's what I used on the last Expo app and the config "
             "plugin sets up the source map upload for us.")
    s.bash("install1", "npx expo install @supabase/supabase-js @react-native-async-storage/async-storage "
           "react-native-url-polyfill expo-secure-store sentry-expo",
           "› Installing 5 SDK 52.0.0 compatible native modules and 0 other packages using npm\n"
           "> npm install\n\nadded 61 packages, and audited 1288 packages in 19s\n\nfound 0 vulnerabilities")
    s.write("supabasets", "lib/supabase.ts", SUPABASE_TS)
    s.write("env", ".env.example", "EXPO_PUBLIC_SUPABASE_URL=https://qzkmvtrpdhxa.supabase.co\n"
            "EXPO_PUBLIC_SUPABASE_ANON_KEY=\nSENTRY_AUTH_TOKEN=\n")
    s.edit("prettier", ".prettierrc", "{}", "{\n  \"semi\": false,\n  \"singleQuote\": true,\n  \"printWidth\": 100,\n"
           "  \"trailingComma\": \"all\"\n}")
    s.bash("lint1", "npm run lint && npm run typecheck", "> crewshift-app@1.0.0 lint\n> eslint . --ext .ts,.tsx\n\n"
           "> crewshift-app@1.0.0 typecheck\n> tsc --noEmit\n")
    s.bash(None, "npx expo start --ios", "Starting project at /home/maren/src/crewshift-app\nStarting Metro Bundler\n"
           "› Opening on iPhone 16 Pro\n› Metro waiting on exp://192.168.1.34:8081\niOS Bundled 2184ms "
           "node_modules/expo-router/entry.js (1043 modules)")
    s.remember("memstack", "crewshift-app: Expo SDK 52 (expo-router 4, RN 0.76, TypeScript strict) for Harbourside Food "
               "Collective, Halifax. Supabase project ref qzkmvtrpdhxa (ca-central-1). Contact: Lise Thibodeau, "
               "volunteer coordinator. Dev Raman helps with the database on Tuesdays and Thursdays.",
               "crewshift project overview", "fact")
    s.bash("commit1", "git add -A && git commit -m 'chore(app): scaffold expo sdk 52 app with supabase client'",
           "[main (root-commit) 4e1a9c2] chore(app): scaffold expo sdk 52 app with supabase client\n"
           " 38 files changed, 14211 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("auth", "Sign-in: magic link by email through Supabase, no passwords (the volunteers are 19 to 84 years "
             "old and forget passwords). Deep link scheme crewshift://, the link goes to /auth/callback.")
    s.edit("scheme", "app.json", "\"scheme\": \"myapp\"", "\"scheme\": \"crewshift\"")
    s.write("callback", "app/auth/callback.tsx", "import { useLocalSearchParams, router } from 'expo-router'\n"
            "import { useEffect } from 'react'\n\nimport { supabase } from '@/lib/supabase'\n\n"
            "export default function AuthCallback() {\n  const { code } = useLocalSearchParams<{ code: string }>()\n"
            "  useEffect(() => {\n    if (!code) return\n    supabase.auth.exchangeCodeForSession(code).then(({ error }) => {\n"
            "      router.replace(error ? '/sign-in?failed=1' : '/(tabs)/roster')\n    })\n  }, [code])\n  return null\n}\n")
    s.bash("otpfail", "npx expo start --ios  # tapped the link from the simulator's mail", "",
           "ERROR  AuthApiError: invalid request: both auth code and code verifier should be non-empty\n"
           "    at handleError (node_modules/@supabase/auth-js/dist/main/lib/fetch.js:73:11)", code=1)
    s.prompt("otpwhy", "Right, PKCE: the code verifier is stored when signInWithOtp is called and our storage lost "
             "it because flowType isn't set, so the client was in implicit mode. Set flowType 'pkce' in the client.")
    s.edit("pkce", "lib/supabase.ts", "      detectSessionInUrl: false,",
           "      detectSessionInUrl: false,\n      flowType: 'pkce',")
    s.bash("otpok", "npx expo start --ios", "› Opening crewshift://auth/callback?code=8f0d2c1e-...\n"
           "LOG  signed in as maren+vol1@crewshift.dev")
    s.prompt("securestore", "Keep the session in expo-secure-store (the Keychain on iOS, Keystore on Android), not "
             "in plain AsyncStorage: these are people's emails and home addresses.")
    s.read("signin", "app/sign-in.tsx", "import { useState } from 'react'\nimport { Button, Text, TextInput, View } "
           "from 'react-native'\n\nimport { supabase } from '@/lib/supabase'\n\nexport default function SignIn() {\n"
           "  const [email, setEmail] = useState('')\n  const [sent, setSent] = useState(false)\n"
           "  async function send() {\n    const { error } = await supabase.auth.signInWithOtp({\n"
           "      email,\n      options: { emailRedirectTo: 'crewshift://auth/callback' },\n    })\n"
           "    if (!error) setSent(true)\n  }\n  return (\n    <View>\n      <TextInput accessibilityLabel=\"Email\" "
           "value={email} onChangeText={setEmail} />\n      <Button title=\"Send me a sign-in link\" onPress={send} />\n"
           "      {sent && <Text>Check your email</Text>}\n    </View>\n  )\n}\n")
    s.bash("ratelimit", "curl -s -X POST $SUPABASE_URL/auth/v1/otp -d '{\"email\":\"maren+vol2@crewshift.dev\"}'",
           "{\"code\":429,\"error_code\":\"over_email_send_rate_limit\",\"msg\":\"email rate limit exceeded\"}")
    s.prompt("smtp", "The built-in mailer only allows a few emails an hour. Set up custom SMTP with Postmark "
             "(Harbourside already pays for it) and raise the auth email limit to 30 per hour.")
    s.bash("lint2", "npm run lint && npm run typecheck", "> eslint . --ext .ts,.tsx\n> tsc --noEmit\n")
    s.bash("commit2", "git add -A && git commit -m 'feat(auth): magic link sign-in with pkce and secure-store session'",
           "[main 91c02da] feat(auth): magic link sign-in with pkce and secure-store session\n 7 files changed, "
           "186 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("schema", "Database: shifts and signups tables with RLS. A volunteer can take at most 3 shifts per week "
             "(Lise's rule, so the same people don't take everything). Page the roster 20 shifts at a time with "
             "offset/limit, it's simple.")
    s.write("mig1", "supabase/migrations/20270409120000_shifts_and_signups.sql", MIGRATION_1)
    s.bash("dbpush1", "npx supabase db push", "Connecting to remote database...\nApplying migration "
           "20270409120000_shifts_and_signups.sql...\nFinished supabase db push.")
    s.write("cap", "supabase/migrations/20270409133000_weekly_cap.sql", "create or replace function "
            "public.enforce_weekly_cap() returns trigger language plpgsql as $$\nbegin\n  if (select count(*) from "
            "public.signups s join public.shifts sh on sh.id = s.shift_id\n      where s.volunteer_id = new.volunteer_id\n"
            "        and date_trunc('week', sh.starts_at) = (select date_trunc('week', starts_at) from public.shifts "
            "where id = new.shift_id)) >= 3 then\n    raise exception 'weekly shift limit reached (3)';\n  end if;\n"
            "  return new;\nend $$;\n\ncreate trigger weekly_cap before insert on public.signups\n"
            "  for each row execute function public.enforce_weekly_cap();\n")
    s.bash("rls1fail", "npx expo start --ios  # tapped 'Take this shift'", "",
           "ERROR  {\"code\":\"42501\",\"details\":null,\"hint\":null,\"message\":\"new row violates row-level "
           "security policy for table \\\"signups\\\"\"}", code=1)
    s.grep("greppolicy", "create policy", ["supabase/migrations/20270409120000_shifts_and_signups.sql"])
    s.prompt("rls1cause", "The insert policy has no WITH CHECK at all, so every insert is refused, and the client "
             "doesn't send volunteer_id either. Give volunteer_id a default of auth.uid() and check it in the policy.")
    s.write("rls1fix", "supabase/migrations/20270409150000_signups_insert_policy.sql",
            "alter table public.signups alter column volunteer_id set default auth.uid();\n\n"
            "drop policy \"volunteers sign themselves up\" on public.signups;\n"
            "create policy \"volunteers sign themselves up\" on public.signups\n"
            "  for insert to authenticated with check (volunteer_id = auth.uid());\n")
    s.bash("rls1ok", "npx supabase db push && npx supabase test db", "Applying migration "
           "20270409150000_signups_insert_policy.sql...\nFinished supabase db push.\n./supabase/tests/rls_signups.sql "
           ".. ok\nAll tests successful.\nFiles=1, Tests=6,  0 wallclock secs")
    s.lesson("lesson1", "A Postgres RLS insert policy without WITH CHECK denies every row. For user-owned rows set the "
             "owner column's default to auth.uid() and check it in WITH CHECK; test each policy with pgTAP "
             "(supabase test db) as the authenticated role.", "signups insert refused with 42501 on 9 April")
    s.prompt("testrules", "Tests: Jest with jest-expo and React Native Testing Library. Query by role and visible "
             "text the way a user sees the screen, never by testID. Mock Supabase at lib/supabase, not global fetch.")
    s.bash("jestfail", "npm test", "FAIL components/__tests__/ShiftCard.test.tsx\n  ● Test suite failed to run\n\n"
           "    Jest encountered an unexpected token\n\n    /home/maren/src/crewshift-app/node_modules/@supabase/"
           "supabase-js/dist/module/index.js:1\n    SyntaxError: Cannot use import statement outside a module\n\n"
           "Test Suites: 1 failed, 1 total", code=1)
    s.edit("jestfix", "jest.config.js", "  preset: 'jest-expo',",
           "  preset: 'jest-expo',\n  transformIgnorePatterns: [\n    'node_modules/(?!((jest-)?react-native|"
           "@react-native(-community)?)|expo(nent)?|@expo(nent)?/.*|expo-router|@supabase/.*)',\n  ],")
    s.bash("jestok", "npm test", "PASS components/__tests__/ShiftCard.test.tsx\n  ShiftCard\n    ✓ shows the spots "
           "left (38 ms)\n    ✓ offers the waitlist when full (11 ms)\n\nTest Suites: 1 passed, 1 total\n"
           "Tests:       2 passed, 2 total\nTime:        3.412 s")
    s.bash("commit3", "git add -A && git commit -m 'feat(db): shifts and signups with rls and weekly cap of 3'",
           "[main c7d3b10] feat(db): shifts and signups with rls and weekly cap of 3\n 9 files changed, 244 "
           "insertions(+)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git pull && git status", "Already up to date.\nOn branch main\nnothing to commit, working tree clean")
    s.prompt("reminders", "Reminders: an edge function send-reminders, run every hour by pg_cron, pushes through the "
             "Expo push service to everyone whose shift starts in 24 hours. Store the Expo push token in profiles.")
    s.write("remfn", "supabase/functions/send-reminders/index.ts", REMINDERS_TS)
    s.bash("cron", "npx supabase db push", "Applying migration 20270413101500_reminder_cron.sql...\n"
           "select cron.schedule('send-reminders', '0 * * * *', $$ select net.http_post(url := "
           "'https://qzkmvtrpdhxa.supabase.co/functions/v1/send-reminders', ...) $$);\nFinished supabase db push.")
    s.bash("deployfn", "npx supabase functions deploy send-reminders --project-ref qzkmvtrpdhxa",
           "Bundling Function: send-reminders\nDeploying Function: send-reminders (script size: 41.2kB)\n"
           "Deployed Functions on project qzkmvtrpdhxa: send-reminders")
    s.bash("prebuildfail", "npx expo prebuild --clean", "",
           "PluginError: Failed to resolve plugin for module \"sentry-expo\" relative to "
           "\"/home/maren/src/crewshift-app\". Do you have node modules installed?\n"
           "sentry-expo is deprecated and not supported on SDK 50 and later; use @sentry/react-native.", code=1)
    s.prompt("sentryswitch", "OK, drop sentry-expo, it's dead. Use @sentry/react-native with its own Expo config "
             "plugin and the Metro serializer for source maps. Sample performance traces at 1.0 for now while we "
             "have no users.")
    s.bash("sentryinstall", "npm uninstall sentry-expo && npx expo install @sentry/react-native",
           "removed 14 packages\n› Installing 1 SDK 52.0.0 compatible native module using npm\nadded 9 packages in 7s")
    s.write("sentryinit", "lib/sentry.ts", "import * as Sentry from '@sentry/react-native'\n\nSentry.init({\n"
            "  dsn: 'https://4c1f0e@o451122.ingest.us.sentry.io/4507712',\n  tracesSampleRate: 1.0,\n"
            "  enableAutoSessionTracking: true,\n  environment: process.env.EXPO_PUBLIC_APP_ENV ?? 'development',\n})\n")
    s.bash("prebuildok", "npx expo prebuild --clean", "✔ Cleared android, ios code\n✔ Created native directories\n"
           "✔ Finished prebuild\n✔ Installed CocoaPods")
    s.remember("memfunctions", "Supabase edge functions (Deno) live in supabase/functions/<name>/index.ts. Deploy with "
               "`npx supabase functions deploy <name> --project-ref qzkmvtrpdhxa`; secrets with `npx supabase secrets "
               "set`. Logs: `npx supabase functions logs <name>`. They are NOT covered by the app's tsc or Jest: "
               "run `deno check` on them.", "How to deploy and check edge functions", "fact")
    s.bash("test4", "npm test", "Test Suites: 3 passed, 3 total\nTests:       9 passed, 9 total\nTime:        4.118 s")
    s.bash("commit4", "git add -A && git commit -m 'feat(notifications): hourly shift reminders 24h ahead' "
           "-m 'chore(sentry): replace sentry-expo with @sentry/react-native'",
           "[main 2f8e6a4] feat(notifications): hourly shift reminders 24h ahead\n 12 files changed, 203 insertions(+), "
           "31 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.bash("sswarn", "npx expo start --ios", "LOG  signed in as maren+vol1@crewshift.dev\n"
           "WARN  Value being stored in SecureStore is larger than 2048 bytes and it may not be stored successfully. "
           "In a future SDK version, this call may throw an error.")
    s.prompt("largestore", "The Supabase session is ~3.1 kB with the provider token, too big for SecureStore on "
             "Android. Change of plan: keep an AES-256 key in SecureStore and the encrypted session in "
             "AsyncStorage (the LargeSecureStore pattern from the Supabase docs), using aes-js and "
             "react-native-get-random-values.")
    s.write("largestorefile", "lib/largeSecureStore.ts", "import 'react-native-get-random-values'\n"
            "import AsyncStorage from '@react-native-async-storage/async-storage'\nimport * as aesjs from 'aes-js'\n"
            "import * as SecureStore from 'expo-secure-store'\n\n// The session is encrypted with a random 256-bit key; "
            "only the key goes to SecureStore (2048-byte limit).\nexport class LargeSecureStore {\n"
            "  private async encrypt(key: string, value: string) {\n    const encryptionKey = crypto.getRandomValues(new "
            "Uint8Array(256 / 8))\n    const cipher = new aesjs.ModeOfOperation.ctr(encryptionKey, new aesjs.Counter(1))\n"
            "    await SecureStore.setItemAsync(key, aesjs.utils.hex.fromBytes(encryptionKey))\n"
            "    return aesjs.utils.hex.fromBytes(cipher.encrypt(aesjs.utils.utf8.toBytes(value)))\n  }\n  // ...\n}\n")
    s.edit("storageedit", "lib/supabase.ts", "      storage: SecureStoreAdapter,", "      storage: new LargeSecureStore(),")
    s.prompt("renames", "Naming cleanup before the screens multiply: the tab route app/(tabs)/roster.tsx becomes "
             "app/(tabs)/shifts.tsx (Lise says nobody there says 'roster'), and the signups table becomes "
             "shift_claims, since a volunteer claims a shift.")
    s.bash("gitmv", "git mv 'app/(tabs)/roster.tsx' 'app/(tabs)/shifts.tsx'", "")
    s.write("renamemig", "supabase/migrations/20270415141000_rename_signups.sql",
            "alter table public.signups rename to shift_claims;\nalter trigger weekly_cap on public.shift_claims "
            "rename to shift_claims_weekly_cap;\nalter policy \"volunteers sign themselves up\" on public.shift_claims "
            "rename to \"volunteers claim shifts for themselves\";\n")
    s.bash("gentypes", "npx supabase db push && npx supabase gen types typescript --project-id qzkmvtrpdhxa > "
           "lib/database.types.ts", "Applying migration 20270415141000_rename_signups.sql...\n"
           "Finished supabase db push.")
    s.bash("tscfail", "npm run typecheck", "",
           "app/(tabs)/shifts.tsx:14:30 - error TS2345: Argument of type '\"signups\"' is not assignable to parameter "
           "of type '\"shifts\" | \"shift_claims\" | \"profiles\"'.\n\n14   const { data } = await supabase.from("
           "'signups').select('shift_id')\n\nFound 2 errors in 2 files.", code=2)
    s.grep("grepsignups", "signups", ["app/(tabs)/shifts.tsx", "hooks/useRoster.ts",
                                      "components/__tests__/ShiftCard.test.tsx"])
    s.edit("fixrefs", "hooks/useRoster.ts", ".from('signups')", ".from('shift_claims')")
    s.bash("testfail5", "npm test", "FAIL app/__tests__/tabs.test.tsx\n  ● tab bar › shows the Roster tab\n\n"
           "    Unable to find an element with role: \"tab\" and name: \"Roster\"\n\nTests:       1 failed, 10 passed, "
           "11 total", code=1)
    s.edit("tabfix", "app/__tests__/tabs.test.tsx", "getByRole('tab', { name: 'Roster' })",
           "getByRole('tab', { name: 'Shifts' })")
    s.prompt("realtime", "For the shift list, subscribe to Supabase Realtime on shifts and shift_claims so spots-left "
             "updates live when someone else claims.")
    s.bash("test5", "npm run typecheck && npm test", "Test Suites: 4 passed, 4 total\nTests:       11 passed, 11 "
           "total\nTime:        4.602 s")
    s.bash("commit5", "git add -A && git commit -m 'refactor(db): rename signups to shift_claims, roster route to "
           "shifts'", "[main 8b51f37] refactor(db): rename signups to shift_claims, roster route to shifts\n"
           " 14 files changed, 97 insertions(+), 61 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("remfail", "Lise says nobody got a reminder for the weekend shifts. Check the function logs.")
    s.bash("fnlogs", "npx supabase functions logs send-reminders --project-ref qzkmvtrpdhxa | tail -4",
           "2027-04-16T18:00:02Z  500  {\"error\":\"relation \\\"public.signups\\\" does not exist\"}\n"
           "2027-04-17T09:00:01Z  500  {\"error\":\"relation \\\"public.signups\\\" does not exist\"}\n"
           "2027-04-18T14:00:02Z  500  {\"error\":\"relation \\\"public.signups\\\" does not exist\"}\n"
           "2027-04-19T09:00:01Z  500  {\"error\":\"relation \\\"public.signups\\\" does not exist\"}")
    s.prompt("remcause", "So the reminders have been broken since Thursday's rename: the edge function still selects "
             "from signups, and tsc never saw it because Deno code isn't in the app's tsconfig.")
    s.edit("remfix", "supabase/functions/send-reminders/index.ts", "    .from('signups')", "    .from('shift_claims')")
    s.bash("denocheck", "deno check supabase/functions/*/index.ts && npx supabase functions deploy send-reminders "
           "--project-ref qzkmvtrpdhxa", "Check file:///home/maren/src/crewshift-app/supabase/functions/"
           "send-reminders/index.ts\nDeployed Functions on project qzkmvtrpdhxa: send-reminders")
    s.lesson("lesson2", "After renaming a table or column, grep supabase/functions and the SQL functions too and run "
             "`deno check`: the edge functions are outside the app's tsconfig, so tsc and Jest stay green while "
             "the deployed function fails at run time.", "reminders failing for four days after signups was renamed")
    s.prompt("prefs6", "From now on run `npm run typecheck && npm test` before every commit, no exceptions. Detox "
             "only covers the three flows that matter: sign in, claim a shift, cancel a claim.")
    s.write("easjson", "eas.json", EAS_JSON)
    s.bash("easfail", "eas build --profile preview --platform ios", "Build details: https://expo.dev/accounts/"
           "harbourside/projects/crewshift/builds/0b7c...\n", "[INSTALL_DEPENDENCIES] npm ERR! engine Unsupported "
           "engine\nnpm ERR! notsup Required: {\"node\":\">=20.0.0\"}\nnpm ERR! notsup Actual:   {\"npm\":\"9.8.1\","
           "\"node\":\"v18.18.0\"}\nBuild failed: npm exited with non-zero code: 1", code=1)
    s.edit("nodefix", "eas.json", "\"preview\": { \"distribution\": \"internal\", \"channel\": \"preview\" }",
           "\"preview\": { \"distribution\": \"internal\", \"channel\": \"preview\", \"node\": \"20.18.0\" }")
    s.bash("easok", "eas build --profile preview --platform ios", "✔ Build finished\n🍏 iOS app: "
           "https://expo.dev/artifacts/eas/5Jk2.ipa\nBuild took 14m 37s")
    s.bash("detoxfail", "npx detox build -c ios.sim.debug", "", "xcodebuild: error: Unable to find a destination "
           "matching the provided destination specifier:\n\t\t{ platform:iOS Simulator, OS:latest, name:iPhone 15 }",
           code=70)
    s.edit("detoxfix", ".detoxrc.js", "device: { type: 'iPhone 15' }", "device: { type: 'iPhone 16' }")
    s.bash("detoxok", "npx detox build -c ios.sim.debug && npx detox test -c ios.sim.debug",
           "PASS e2e/claimShift.test.ts (29.8 s)\nPASS e2e/signIn.test.ts (7.9 s)\nPASS e2e/cancelClaim.test.ts "
           "(3.5 s)\n\nTest Suites: 3 passed, 3 total\nTests:       3 passed, 3 total\nTime:        41.2 s")
    s.bash("commit6", "git add -A && git commit -m 'fix(notifications): read shift_claims in send-reminders' -m "
           "'build(eas): node 20.18.0 for preview; detox on iPhone 16'",
           "[main e40a9b3] fix(notifications): read shift_claims in send-reminders\n 6 files changed, 58 insertions(+), "
           "4 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("cap4", "Lise called: the Dartmouth site is short on drivers, so the weekly limit goes up from 3 to 4 "
             "shifts per volunteer.")
    s.write("cap4mig", "supabase/migrations/20270421151000_weekly_cap_4.sql", "create or replace function "
            "public.enforce_weekly_cap() returns trigger language plpgsql as $$\nbegin\n  if (select count(*) from "
            "public.shift_claims c join public.shifts sh on sh.id = c.shift_id\n      where c.volunteer_id = "
            "new.volunteer_id and date_trunc('week', sh.starts_at) = (select date_trunc('week', starts_at) from "
            "public.shifts where id = new.shift_id)) >= 4 then\n    raise exception 'weekly shift limit reached (4)';\n"
            "  end if;\n  return new;\nend $$;\n")
    s.bash("dbpush7", "npx supabase db push", "Applying migration 20270421151000_weekly_cap_4.sql...\n"
           "Finished supabase db push.")
    s.prompt("norealtime", "Actually let's not do Realtime for the shift list: with 40 people on the app at 7am it "
             "keeps a websocket per phone for a list that changes a few times a day, and the old Android phones at "
             "the Spryfield desk drop it. Pull-to-refresh plus refetch when the screen gets focus is enough.")
    s.read("userostr", "hooks/useRoster.ts", "import { useFocusEffect } from 'expo-router'\nimport { useCallback, "
           "useEffect, useState } from 'react'\n\nimport { supabase } from '@/lib/supabase'\nimport type { "
           "ShiftWithClaims } from '@/lib/types'\n\nconst PAGE = 20\n\nexport function useRoster(page: number) {\n"
           "  const [shifts, setShifts] = useState<ShiftWithClaims[]>([])\n  useEffect(() => {\n    const channel = "
           "supabase.channel('roster').on('postgres_changes', { event: '*', schema: 'public', table: 'shift_claims' },"
           " load).subscribe()\n    return () => { supabase.removeChannel(channel) }\n  }, [])\n  async function "
           "load() {\n    const { data } = await supabase.from('shifts_with_claims').select('*')\n"
           "      .order('starts_at').range(page * PAGE, page * PAGE + PAGE - 1)\n    setShifts(data ?? [])\n  }\n"
           "  return { shifts, reload: load }\n}\n")
    s.prompt("cursor", "And while you're in there: the offset paging shows duplicates when a shift is added at the top "
             "while you scroll. Switch to keyset paging on (starts_at, id), 25 per page.")
    s.prompt("hookrename", "Also rename the hook useRoster to useShiftFeed (file hooks/useShiftFeed.ts) to match the "
             "route name.")
    s.bash("gitmv7", "git mv hooks/useRoster.ts hooks/useShiftFeed.ts", "")
    s.write("feedhook", "hooks/useShiftFeed.ts", "import { useFocusEffect } from 'expo-router'\nimport { useCallback, "
            "useState } from 'react'\n\nimport { supabase } from '@/lib/supabase'\nimport type { ShiftWithClaims } "
            "from '@/lib/types'\n\nexport const FEED_PAGE_SIZE = 25\n\n/** Open shifts, keyset-paged on (starts_at, "
            "id); refetched when the screen gets focus (no Realtime). */\nexport function useShiftFeed() {\n"
            "  const [shifts, setShifts] = useState<ShiftWithClaims[]>([])\n  const loadMore = useCallback(async (after?:"
            " ShiftWithClaims) => {\n    let q = supabase.from('shifts_with_claims').select('*').order('starts_at')"
            ".order('id').limit(FEED_PAGE_SIZE)\n    if (after) q = q.or(`starts_at.gt.${after.starts_at},and("
            "starts_at.eq.${after.starts_at},id.gt.${after.id})`)\n    const { data } = await q\n"
            "    setShifts((prev) => (after ? [...prev, ...(data ?? [])] : data ?? []))\n  }, [])\n"
            "  useFocusEffect(useCallback(() => { loadMore() }, [loadMore]))\n  return { shifts, loadMore }\n}\n")
    s.grep("grepuseroster", "useRoster", ["app/(tabs)/shifts.tsx", "hooks/__tests__/useRoster.test.ts"])
    s.bash("testfail7", "npm run typecheck && npm test", "FAIL hooks/__tests__/useRoster.test.ts\n  ● Test suite "
           "failed to run\n\n    Cannot find module '../useRoster' from 'hooks/__tests__/useRoster.test.ts'\n\n"
           "Test Suites: 1 failed, 4 passed, 5 total", code=1)
    s.bash("testfix7", "git mv hooks/__tests__/useRoster.test.ts hooks/__tests__/useShiftFeed.test.ts && sed -i "
           "'s/useRoster/useShiftFeed/g' hooks/__tests__/useShiftFeed.test.ts 'app/(tabs)/shifts.tsx'", "")
    s.bash("test7", "npm run typecheck && npm test", "PASS hooks/__tests__/useShiftFeed.test.ts\n  useShiftFeed\n"
           "    ✓ loads the first 25 shifts (22 ms)\n    ✓ pages after the last shift without duplicates (17 ms)\n\n"
           "Test Suites: 5 passed, 5 total\nTests:       14 passed, 14 total\nTime:        5.031 s")
    s.bash("lint7", "npm run lint", "> eslint . --ext .ts,.tsx\n")
    s.bash("commit7", "git add -A && git commit -m 'feat(feed): keyset paging, refetch on focus instead of realtime' "
           "-m 'refactor(feed): rename useRoster to useShiftFeed; weekly cap 4'",
           "[main 5d0c8e1] feat(feed): keyset paging, refetch on focus instead of realtime\n 9 files changed, "
           "121 insertions(+), 88 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("waitlist", "Waitlist: when someone cancels a claim, an edge function promote-waitlist gives the spot to "
             "the first person on shift_waitlist and pushes them a notification.")
    s.write("promotefn", "supabase/functions/promote-waitlist/index.ts", "import { createClient } from "
            "'jsr:@supabase/supabase-js@2'\n\nDeno.serve(async (req) => {\n  const supabase = createClient(\n"
            "    Deno.env.get('SUPABASE_URL')!,\n    Deno.env.get('SUPABASE_ANON_KEY')!,\n    { global: { headers: { "
            "Authorization: req.headers.get('Authorization')! } } },\n  )\n  const { shift_id } = await req.json()\n"
            "  const { data: next } = await supabase.from('shift_waitlist').select('volunteer_id')\n"
            "    .eq('shift_id', shift_id).order('created_at').limit(1).single()\n  if (!next) return new Response("
            "'no one waiting')\n  const { error } = await supabase.from('shift_claims').insert({ shift_id, volunteer_id: "
            "next.volunteer_id })\n  if (error) return new Response(JSON.stringify(error), { status: 400 })\n"
            "  return new Response('promoted')\n})\n")
    s.bash("rls2fail", "curl -s -X POST https://qzkmvtrpdhxa.supabase.co/functions/v1/promote-waitlist -H "
           "\"Authorization: Bearer $VOL1_JWT\" -d '{\"shift_id\":\"6d1f...\"}'",
           "{\"code\":\"42501\",\"details\":null,\"hint\":null,\"message\":\"new row violates row-level security "
           "policy for table \\\"shift_claims\\\"\"}")
    s.prompt("rls2cause", "Same error as two weeks ago but a different cause: this time the policy is right. The "
             "function runs with the cancelling volunteer's JWT and inserts a claim for someone else, and WITH CHECK "
             "(volunteer_id = auth.uid()) refuses that. The promotion is a server-side action: use a service-role "
             "client for that one insert, after checking the caller really had a claim on the shift.")
    s.edit("rls2fix", "supabase/functions/promote-waitlist/index.ts",
           "  const { error } = await supabase.from('shift_claims').insert(",
           "  const admin = createClient(Deno.env.get('SUPABASE_URL')!, Deno.env.get('SUPABASE_SERVICE_ROLE_KEY')!)\n"
           "  const { error } = await admin.from('shift_claims').insert(")
    s.bash("rls2ok", "deno check supabase/functions/*/index.ts && npx supabase functions deploy promote-waitlist "
           "--project-ref qzkmvtrpdhxa && curl -s -X POST .../promote-waitlist -H \"Authorization: Bearer $VOL1_JWT\" "
           "-d '{\"shift_id\":\"6d1f...\"}'", "Deployed Functions on project qzkmvtrpdhxa: promote-waitlist\npromoted")
    s.prompt("lead12", "Lise's feedback from the first week: a reminder 24 hours ahead is too early, people forget "
             "again by the morning. Send it 12 hours before the shift instead.")
    s.edit("lead12edit", "supabase/functions/send-reminders/index.ts", "const LEAD_HOURS = 24", "const LEAD_HOURS = 12")
    s.edit("quiet", "supabase/functions/send-reminders/index.ts", "  const messages = data.map(",
           "  // quiet hours: nothing between 21:00 and 08:00 America/Halifax; those go out at 08:00\n"
           "  const messages = data.filter((row) => !inQuietHours(row.shifts.starts_at, LEAD_HOURS)).map(")
    s.bash("deploy8", "deno check supabase/functions/*/index.ts && npx supabase functions deploy send-reminders "
           "--project-ref qzkmvtrpdhxa", "Deployed Functions on project qzkmvtrpdhxa: send-reminders")
    s.remember("memlise", "Lise Thibodeau (Harbourside volunteer coordinator) signs off every text a volunteer sees "
               "(push copy, emails, store listing) before it ships. Rule from her: no push notifications between 21:00 "
               "and 08:00 Halifax time. She prefers a call on Tuesdays or Thursdays to long emails.",
               "Working with Lise (Harbourside)", "preference")
    s.bash("test8", "npm run typecheck && npm test", "Test Suites: 6 passed, 6 total\nTests:       19 passed, 19 "
           "total\nTime:        5.377 s")
    s.bash("commit8", "git add -A && git commit -m 'feat(waitlist): promote the next volunteer when a claim is "
           "cancelled' -m 'feat(notifications): remind 12h ahead, respect quiet hours'",
           "[main a9f3c27] feat(waitlist): promote the next volunteer when a claim is cancelled\n 8 files changed, "
           "164 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("crash", "Sentry is showing a crash on the TestFlight build since the weekend, can you look?")
    s.bash("sentryissue", "npx sentry-cli issues list --project crewshift-app --query 'is:unresolved' | head -5",
           "CREWSHIFT-APP-1F  TypeError: Cannot read property 'starts_at' of null  MyClaimsScreen  events: 37  "
           "users: 9  first seen: 2027-04-24T13:12Z\nCREWSHIFT-APP-1C  Network request failed  events: 4  users: 2")
    s.read("myclaims", "app/(tabs)/my-claims.tsx", "import { FlatList, Text } from 'react-native'\n\nimport { "
           "ShiftCard } from '@/components/ShiftCard'\nimport { useMyClaims } from '@/hooks/useMyClaims'\n\n"
           "export default function MyClaims() {\n  const { claims } = useMyClaims()\n  return (\n    <FlatList\n"
           "      data={claims.sort((a, b) => a.shift.starts_at.localeCompare(b.shift.starts_at))}\n"
           "      renderItem={({ item }) => <ShiftCard shift={item.shift} claimed onClaim={() => {}} />}\n"
           "      ListEmptyComponent={<Text>No shifts yet</Text>}\n    />\n  )\n}\n")
    s.prompt("crashcause", "Got it: Lise deleted two Saturday shifts on the 24th, and shift_claims.shift_id is ON DELETE "
             "SET NULL, so those claims come back with shift = null and the sort blows up. Claims of a deleted shift "
             "mean nothing: make it ON DELETE CASCADE, and guard against null in the screen anyway.")
    s.write("cascade", "supabase/migrations/20270427094500_claims_cascade.sql", "delete from public.shift_claims where "
            "shift_id is null;\nalter table public.shift_claims drop constraint signups_shift_id_fkey,\n  add constraint "
            "shift_claims_shift_id_fkey foreign key (shift_id) references public.shifts (id) on delete cascade;\n"
            "alter table public.shift_claims alter column shift_id set not null;\n")
    s.edit("nullguard", "app/(tabs)/my-claims.tsx", "data={claims.sort(",
           "data={claims.filter((c) => c.shift !== null).sort(")
    s.bash("test9", "npm run typecheck && npm test", "PASS app/__tests__/myClaims.test.tsx\n  ✓ skips claims whose "
           "shift is gone (14 ms)\n\nTest Suites: 7 passed, 7 total\nTests:       21 passed, 21 total\nTime:        "
           "5.804 s")
    s.bash("quota", "npx sentry-cli organizations stats --org harbourside --category transaction --period 30d",
           "transactions  accepted: 4,612  quota: 5,000 / month  (plan: Developer)\nperiod start: 2027-04-14")
    s.prompt("sample02", "We've used 4,612 of the 5,000 transactions a month in under two weeks with only testers. Turn "
             "tracesSampleRate down to 0.2 before the release; errors stay at 100%.")
    s.edit("sampleedit", "lib/sentry.ts", "  tracesSampleRate: 1.0,", "  tracesSampleRate: 0.2,")
    s.prompt("ota", "Ship the crash fix as an over-the-air update to the preview channel, not a new build. And a rule "
             "for later: never publish an EAS Update to the production channel on a Friday.")
    s.bash("update9", "eas update --channel preview --message 'fix(claims): skip claims of deleted shifts'",
           "✔ Exported bundle(s)\n✔ Uploaded 2 app bundles\n✔ Published!\n\nBranch             preview\n"
           "Runtime version    1.0.0\nPlatform           android, ios\nUpdate group ID    3b8e1f90-77c4-4d0e-9c3a-"
           "51e20b6d1a42")
    s.lesson("lesson3", "A FlatList of joined rows must expect the embedded row to be null when the foreign key is ON "
             "DELETE SET NULL; decide per relation whether orphans make sense, and use ON DELETE CASCADE when they "
             "don't.", "MyClaims crash (CREWSHIFT-APP-1F) after shifts were deleted on 24 April")
    s.remember("memrelease", "crewshift release runbook: bump nothing by hand (eas.json appVersionSource remote, "
               "autoIncrement); `eas build --profile production --platform all`, then `eas submit`. JS-only fixes go "
               "out with `eas update --channel <channel>` if the runtimeVersion (1.0.0) is unchanged. No EAS Update to "
               "production on a Friday. Lise approves store text first.", "Release runbook", "fact")
    s.bash("commit9", "git add -A && git commit -m 'fix(claims): cascade claims of deleted shifts and skip orphans' -m "
           "'chore(sentry): traces at 0.2'", "[main 0c6d2f8] fix(claims): cascade claims of deleted shifts and skip "
           "orphans\n 5 files changed, 39 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n"
           "0c6d2f8 fix(claims): cascade claims of deleted shifts and skip orphans\na9f3c27 feat(waitlist): promote the "
           "next volunteer when a claim is cancelled\n5d0c8e1 feat(feed): keyset paging, refetch on focus instead of "
           "realtime")
    s.prompt("release", "Release day: 1.0.0 to the App Store (review) and to Google Play's internal testing track. "
             "First bring the Expo packages up to the latest SDK 52 patch.")
    s.bash("expofix", "npx expo install expo@~52.0.27 && npx expo install --fix", "› Installing 1 SDK 52.0.0 compatible "
           "native module\n✔ expo@52.0.27\n› Checking dependencies...\n  expo-router@4.0.9 -> 4.0.17\n  "
           "expo-notifications@0.29.9 -> 0.29.13\n  jest-expo@52.0.2 -> 52.0.6\n✔ Dependencies are up to date")
    s.bash("doctor", "npx expo-doctor", "Running 15 checks on your project...\n15/15 checks passed. No issues "
           "detected!")
    s.bash("test10", "npm run typecheck && npm test && npx detox test -c ios.sim.release",
           "Test Suites: 7 passed, 7 total\nTests:       21 passed, 21 total\nTime:        6.120 s\n"
           "PASS e2e/claimShift.test.ts (24.1 s)\nPASS e2e/signIn.test.ts (7.2 s)\nPASS e2e/cancelClaim.test.ts (4.0 s)\n"
           "Tests:       3 passed, 3 total")
    s.bash("prodbuild", "eas build --profile production --platform all --non-interactive",
           "✔ Incremented buildNumber from 16 to 17.\n✔ Incremented versionCode from 3 to 4.\n✔ Build finished\n"
           "🍏 iOS app: https://expo.dev/artifacts/eas/9xQp.ipa (1.0.0, build 17)\n🤖 Android app: "
           "https://expo.dev/artifacts/eas/7aLm.aab (1.0.0, versionCode 4)\nBuild took 21m 12s")
    s.bash("playfail", "eas submit --platform android --profile production --latest", "",
           "✖ Something went wrong when submitting your app to Google Play Store.\nGoogle Api Error: Invalid request "
           "- APK specifies a version code that has already been used. (versionCode 4)", code=1)
    s.prompt("playcause", "The versionCode 4 was used by the AAB I uploaded by hand through the Play console last week "
             "to create the app listing, and EAS's remote counter didn't know. Set the remote versionCode to 5 and "
             "never upload to the Play console by hand again, always eas submit.")
    s.bash("playfix", "eas build:version:set --platform android && eas build --profile production --platform android "
           "--non-interactive && eas submit --platform android --profile production --latest",
           "? What version code should be used? 5\n✔ Version code set to 5\n✔ Build finished (1.0.0, versionCode 5)\n"
           "✔ Submitted your app to Google Play Store!\nTrack: internal  Status: completed")
    s.bash("iossubmit", "eas submit --platform ios --profile production --latest", "✔ Uploaded to App Store Connect\n"
           "Build 1.0.0 (17) is processing; it will appear in TestFlight in ~15 minutes.\nSubmitted for review: "
           "crewshift 1.0.0")
    s.prompt("migrule", "One more rule since Dev nearly did it yesterday: never edit a migration that has been pushed; "
             "always add a new migration, even for a one-line fix.")
    s.edit("changelog", "CHANGELOG.md", "## Unreleased", "## 1.0.0 (2027-04-30)\n\n- Magic link sign-in\n- Shift "
           "feed for North End, Dartmouth and Spryfield; weekly limit 4\n- Waitlist with automatic promotion\n- "
           "Reminders 12 hours before a shift (not at night)")
    s.bash("commit10", "git add -A && git commit -m 'chore(release): 1.0.0, expo 52.0.27'",
           "[main 71be4d5] chore(release): 1.0.0, expo 52.0.27\n 4 files changed, 412 insertions(+), 388 deletions(-)")
    s.bash("tag", "git tag v1.0.0 && git push --follow-tags", "To github.com:harbourside/crewshift-app.git\n"
           " * [new tag]         v1.0.0 -> v1.0.0")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-04-05T09:10:00", "1a4c2e60-3b7d-4f18-9a21-0c5e7d9f2001", s1),   # Mon
    ("s2", "2027-04-07T10:00:00", "2b5d3f71-4c8e-4029-8b32-1d6f8e0a3002", s2),   # Wed
    ("s3", "2027-04-09T13:00:00", "3c6e4082-5d9f-413a-9c43-2e709f1b4003", s3),   # Fri
    ("s4", "2027-04-13T09:30:00", "4d7f5193-6ea0-424b-ad54-3f81a02c5004", s4),   # Tue
    ("s5", "2027-04-15T14:00:00", "5e8062a4-7fb1-435c-be65-4092b13d6005", s5),   # Thu
    ("s6", "2027-04-19T10:00:00", "6f9173b5-80c2-446d-8f76-51a3c24e7006", s6),   # Mon
    ("s7", "2027-04-21T15:00:00", "70a284c6-91d3-457e-9087-62b4d35f8007", s7),   # Wed
    ("s8", "2027-04-23T11:00:00", "81b395d7-a2e4-468f-a198-73c5e4609008", s8),   # Fri
    ("s9", "2027-04-27T09:00:00", "92c4a6e8-b3f5-4790-b2a9-84d6f571a009", s9),   # Tue
    ("s10", "2027-04-30T10:00:00", "a3d5b7f9-c406-48a1-83ba-95e70682b010", s10),  # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2027-05-03T08:45:00Z"
