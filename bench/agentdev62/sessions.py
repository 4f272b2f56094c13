"""The eleven sessions of the tablehold history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad62_files import (
    BACKUP_YML,
    CI_YML,
    DEPLOY_COMMANDS_TS,
    DOCKERFILE_ALPINE,
    ENV_TS,
    INDEX_TS,
    PACKAGE_JSON,
    REACTION_TS,
    REMINDER_WORKER_TS,
    RSVP_BUTTONS_TS,
    SCHEDULE_TS,
    SCHEMA_SQLITE,
    SESSION_CARD_TS,
    TSCONFIG,
)

ROOT = "/home/ellie/dev/tablehold"
PROD_GUILD = "1165029384756102938"
APP_ID = "1171203948576610304"


def vitest(files, start, dur="612ms"):
    """A passing `pnpm test` (vitest run): files as (path, n_tests, ms)."""
    total = sum(n for _, n, _ in files)
    lines = "\n".join(f" ✓ {p} ({n} test{'s' if n != 1 else ''}) {ms}ms" for p, n, ms in files)
    return (f"\n> tablehold@0.1.0 test {ROOT}\n> vitest run\n\n\n RUN  v2.1.5 {ROOT}\n\n{lines}\n\n"
            f" Test Files  {len(files)} passed ({len(files)})\n      Tests  {total} passed ({total})\n"
            f"   Start at  {start}\n   Duration  {dur} (transform 141ms, setup 0ms, collect 388ms, tests 27ms, "
            f"environment 0ms, prepare 211ms)\n")


def rest_error(code, message, status, method, url, body="{ files: undefined, json: [Object] }", frames=None):
    """A DiscordAPIError as discord.js logs it."""
    frames = frames or []
    stack = "".join(f"\n    at {f}" for f in [
        "handleErrors (/app/node_modules/.pnpm/@discordjs+rest@2.4.0/node_modules/@discordjs/rest/dist/index.js:727:13)",
        "process.processTicksAndRejections (node:internal/process/task_queues:95:5)",
        ("async BurstHandler.runRequest (/app/node_modules/.pnpm/@discordjs+rest@2.4.0/node_modules/@discordjs/rest/"
        "dist/index.js:831:23)"),
        ("async _REST.request (/app/node_modules/.pnpm/@discordjs+rest@2.4.0/node_modules/@discordjs/rest/dist/"
        "index.js:1272:22)"), *frames])
    return (f"DiscordAPIError[{code}]: {message}{stack} {{\n  requestBody: {body},\n  rawError: {{ message: "
            f"'{message}', code: {code} }},\n  code: {code},\n  status: {status},\n  method: '{method}',\n  url: "
            f"'{url}'\n}}")


# --------------------------------------------------------------------------- s1: Thu 2 Nov
def s1(s):
    s.start()
    s.prompt("goal", "new project: tablehold. it's a discord bot for Rook & Rumble, the tabletop club I help run "
             "in Bristol (about 1,400 people on the server, game nights Fridays at The Old Tannery and Sunday "
             "afternoons). right now the mods schedule tables in a pinned message and it's chaos. I want a slash "
             "command to post a table (game, time, number of seats), people sign up, and the bot reminds them "
             "before. Stack: TypeScript, discord.js v14, Prisma with SQLite to start (one file, nothing to run), "
             "vitest, pnpm. Start with the skeleton please")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 ellie ellie 4096 Nov  2 18:41 .\ndrwxr-xr-x 14 ellie ellie 4096 "
           "Nov  2 18:40 ..\ndrwxr-xr-x  7 ellie ellie 4096 Nov  2 18:41 .git\n-rw-r--r--  1 ellie ellie   38 Nov  "
           "2 18:41 .env")
    s.prompt("rules", "house rules before we write anything: pnpm only, never npm or yarn, and no package-lock.json "
             "ever lands in the repo. TypeScript strict, no `any` (use unknown and narrow). Any error message the "
             "bot shows a user is ephemeral, nobody else in the channel should see it. The bot token lives in .env "
             "and .env is never committed. Conventional commits (feat:, fix:, chore:...). And `pnpm lint && pnpm "
             "test` has to pass before every commit.")
    s.bash("pnpmadd", "pnpm init && pnpm add discord.js@^14.16.3 @prisma/client@5.22.0 zod",
           f"Wrote to {ROOT}/package.json\n\nPackages: +38\n++++++++++++++++++++++++++++++++++++++\nProgress: "
           "resolved 44, reused 12, downloaded 26, added 38, done\n\ndependencies:\n+ @prisma/client 5.22.0\n"
           "+ discord.js 14.16.3\n+ zod 3.23.8\n\nDone in 5.2s")
    s.bash(None, "pnpm add -D typescript@^5.6.3 tsx vitest prisma@5.22.0 @types/node@^20 eslint @eslint/js "
           "typescript-eslint prettier", "Packages: +187\n+++++++++++++++++++++++++++++++++++++++++++++++++++++++\n"
           "Progress: resolved 229, reused 97, downloaded 90, added 187, done\n\ndevDependencies:\n+ @eslint/js "
           "9.14.0\n+ @types/node 20.17.6\n+ eslint 9.14.0\n+ prettier 3.3.3\n+ prisma 5.22.0\n+ tsx 4.19.2\n"
           "+ typescript 5.6.3\n+ typescript-eslint 8.13.0\n+ vitest 2.1.5\n\nDone in 11.4s")
    s.read("pkgjson", "package.json", PACKAGE_JSON)
    s.write(None, "tsconfig.json", TSCONFIG)
    s.write("env1", "src/env.ts", ENV_TS)
    s.write("schema1", "prisma/schema.prisma", SCHEMA_SQLITE)
    s.bash("migrate1", "pnpm prisma migrate dev --name init",
           "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource \"db\": "
           "SQLite database \"dev.db\" at \"file:./dev.db\"\n\nSQLite database dev.db created at file:./dev.db\n\n"
           "Applying migration `20281102185512_init`\n\nThe following migration(s) have been created and applied "
           "from new schema changes:\n\nmigrations/\n  └─ 20281102185512_init/\n    └─ migration.sql\n\nYour "
           "database is now in sync with your schema.\n\n✔ Generated Prisma Client (v5.22.0) to "
           "./node_modules/.pnpm/@prisma+client@5.22.0_prisma@5.22.0/node_modules/@prisma/client in 74ms")
    s.write("schedule1", "src/commands/schedule.ts", SCHEDULE_TS)
    s.prompt("globalwhy", "register the slash commands globally, not per server: Nadia from the Dice & Dough café "
             "in Clifton asked if they could add the bot to their server later, so it should just work wherever "
             "it's invited.")
    s.write("globalcmds", "scripts/deploy-commands.ts", DEPLOY_COMMANDS_TS)
    s.bash("cmds1", "pnpm deploy:commands", "\n> tablehold@0.1.0 deploy:commands " + ROOT + "\n> tsx --env-file=.env "
           "scripts/deploy-commands.ts\n\nStarted refreshing 1 application (/) commands.\nSuccessfully reloaded 1 "
           "application (/) commands.")
    s.bash("dev1", "timeout 20 pnpm dev", "\n> tablehold@0.1.0 dev " + ROOT + "\n> tsx watch --env-file=.env "
           "src/index.ts\n\nLogged in as tablehold-dev#4821 (1 guilds)", code=124)
    s.bash(None, "pnpm lint && pnpm typecheck", "\n> tablehold@0.1.0 lint " + ROOT + "\n> eslint . && prettier "
           "--check .\n\nChecking formatting...\nAll matched files use Prettier code style!\n\n> tablehold@0.1.0 "
           "typecheck " + ROOT + "\n> tsc --noEmit\n")
    s.bash("commit1", "git add -A && git commit -m 'feat: skeleton, /schedule command, prisma sqlite schema'",
           "[main (root-commit) 3f9a1c2] feat: skeleton, /schedule command, prisma sqlite schema\n 14 files changed, "
           "1893 insertions(+)\n create mode 100644 .gitignore\n create mode 100644 package.json\n create mode 100644 "
           "pnpm-lock.yaml\n create mode 100644 prisma/schema.prisma\n create mode 100644 src/commands/schedule.ts")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s2: Mon 6 Nov
def s2(s):
    s.start()
    s.glob(None, "src/**/*.ts", ["src/commands/schedule.ts", "src/db.ts", "src/env.ts", "src/index.ts",
                                 "src/ui/session.ts"])
    s.prompt("rsvpreact", "sign-ups: Oksana (head mod) wants it like the pinned message works now: people react "
             "with ✅ on the table's post and the bot hands out seats in the order of the reactions; taking the "
             "reaction away frees the seat. Once the seats are gone, later reactions are the waitlist.")
    s.edit("intents1", "src/index.ts", "const client = new Client({\n  intents: [GatewayIntentBits.Guilds, "
           "GatewayIntentBits.GuildMembers],\n});",
           "const client = new Client({\n  intents: [\n    GatewayIntentBits.Guilds,\n    GatewayIntentBits."
           "GuildMembers,\n    GatewayIntentBits.GuildMessageReactions,\n  ],\n  // reactions on posts from before "
           "the last restart arrive as partials\n  partials: [Partials.Message, Partials.Channel, Partials.Reaction],"
           "\n});")
    s.write("reacthandler", "src/events/reactionAdd.ts", REACTION_TS)
    s.bash("unk1", "pnpm dev 2>&1 | tail -22",
           "Logged in as tablehold-dev#4821 (1 guilds)\n[rsvp] ✅ from ellie.codes on session 2 (1/5)\n"
           "[interaction] 1171598123456789012 failed " + rest_error(
               10062, "Unknown interaction", 404, "POST",
               "https://discord.com/api/v10/interactions/1171598123456789012/aW50ZXJhY3Rpb246MTE3MTU5OD/callback",
               body="{ files: [], json: { type: 4, data: [Object] } }",
               frames=[("async ChatInputCommandInteraction.reply (/home/ellie/dev/tablehold/node_modules/.pnpm/"
                       "discord.js@14.16.3/node_modules/discord.js/src/structures/interfaces/"
                       "InteractionResponses.js:111:5)"),
                       "async Module.execute (/home/ellie/dev/tablehold/src/commands/schedule.ts:62:19)"]).replace(
               "/app/", ROOT + "/"))
    s.prompt("unkreport", "yeah that's what I see: /schedule in the test server says \"The application did not "
             "respond\" maybe half the time and the table never appears. time the handler?")
    s.bash("unktiming", "pnpm dev 2>&1 | grep -E 'schedule:'",
           "schedule:parse: 0.214ms\nschedule:membersFetch: 3.418s\nschedule:prisma.create: 41.7ms\n"
           "schedule:parse: 0.198ms\nschedule:membersFetch: 1.902s\nschedule:prisma.create: 38.9ms")
    s.prompt("unkwhy1", "there it is: guild.members.fetch() for the role headcount takes 2-3.5 seconds (it pulls "
             "the whole member list over the gateway) and we only call reply() after it. Discord gives you 3 "
             "seconds to acknowledge an interaction, after that the token is dead. Defer first thing in every "
             "handler, then editReply. And drop the headcount, nobody asked for it.")
    s.multiedit("unkfix1", "src/commands/schedule.ts", [
        ("  const game = interaction.options.getString('game', true);",
         ("  // acknowledge within Discord's 3 s window, everything slow comes after this\n  await "
         "interaction.deferReply();\n  const game = interaction.options.getString('game', true);")),
        (("  const members = await interaction.guild.members.fetch();\n  const reach = role ? members.filter((m) => "
         "m.roles.cache.has(role.id)).size : 0;\n"), ""),
        (("  const message = await interaction.reply({\n    content: role ? `${role} new table! (${reach} in the role)` "
         ": undefined,"), ("  const message = await interaction.editReply({\n    content: role ? `${role} new table!` : "
         "undefined,")),
    ])
    s.lesson("lesson1", "DiscordAPIError[10062] Unknown interaction on reply() means the handler missed Discord's "
             "3-second acknowledgement window: here guild.members.fetch() ran before the reply and took up to 3.4 s. "
             "Call interaction.deferReply() as the first await of every command/button handler, then editReply().",
             "tablehold /schedule failed about half the time in the dev server with 'The application did not "
             "respond'")
    s.write(None, "tests/schedule.test.ts",
            "import { describe, expect, it, vi } from 'vitest';\nimport { execute } from '../src/commands/schedule.js';"
            "\nimport { fakeCommand } from './helpers/discord.js';\n\ndescribe('/schedule', () => {\n  it('defers "
            "before touching the database', async () => {\n    const i = fakeCommand({ game: 'Wingspan', when: "
            "'2028-11-10T19:30:00Z', seats: 4 });\n    await execute(i);\n    expect(i.deferReply).toHaveBeenCalled"
            "Before(i.editReply);\n  });\n\n  it('refuses times in the past, ephemerally', async () => {\n    const i = "
            "fakeCommand({ game: 'Azul', when: '2020-01-01 19:00', seats: 4 });\n    await execute(i);\n    expect(i."
            "editReply).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('past') }));"
            "\n  });\n});\n")
    s.bash("testok2", "pnpm test", vitest([("tests/schedule.test.ts", 2, 23)], "19:36:21", "540ms"))
    s.bash("commit2", "git add -A && git commit -m 'feat: rsvp by ✅ reaction; fix: defer /schedule before slow "
           "work (10062)'", "[main 8c41d07] feat: rsvp by ✅ reaction; fix: defer /schedule before slow work "
           "(10062)\n 6 files changed, 142 insertions(+), 11 deletions(-)\n create mode 100644 src/events/"
           "reactionAdd.ts\n create mode 100644 tests/schedule.test.ts")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s3: Wed 8 Nov
def s3(s):
    s.start()
    s.prompt("remind1", "reminders: DM everyone who's in a table 24 hours before it starts. keep it dead simple "
             "for now, a setTimeout per table when it's posted, in memory. we'll worry about restarts later.")
    s.write("remind1file", "src/reminders.ts",
            "import type { Client } from 'discord.js';\nimport { prisma } from './db.js';\n\nconst DAY_MS = 24 * 60 "
            "* 60 * 1000;\nconst timers = new Map<number, NodeJS.Timeout>();\n\n/** In-memory: one timer per table, "
            "fires 24 h before it starts and DMs everyone who's in. */\nexport function scheduleReminder(client: "
            "Client, sessionId: number, startsAt: Date): void {\n  clearTimeout(timers.get(sessionId));\n  const "
            "delay = startsAt.getTime() - DAY_MS - Date.now();\n  if (delay <= 0) return;\n  timers.set(\n    "
            "sessionId,\n    setTimeout(async () => {\n      const s = await prisma.gameSession.findUnique({ where: { "
            "id: sessionId }, include: { rsvps: true } });\n      if (!s || s.cancelled) return;\n      for (const r of "
            "s.rsvps.filter((x) => x.status === 'going')) {\n        const user = await client.users.fetch(r.userId);\n"
            "        await user.send(`Reminder: **${s.title}** is tomorrow, <t:${Math.floor(s.startsAt.getTime() / "
            "1000)}:F>.`);\n      }\n    }, delay),\n  );\n}\n")
    s.prompt("tz", "times: people will type things like `2028-11-10 19:30` or `fri 19:30`. read them as UK time "
             "(Europe/London), store UTC, and whenever the bot shows a time use Discord's timestamp markup "
             "<t:…:F> and <t:…:R> so everyone sees it in their own zone. use luxon for the parsing, not moment or "
             "dayjs.")
    s.bash("luxonadd", "pnpm add luxon && pnpm add -D @types/luxon", "Packages: +1\n+\nProgress: resolved 233, "
           "reused 221, downloaded 1, added 1, done\n\ndependencies:\n+ luxon 3.5.0\n\nDone in 1.9s\nPackages: +1\n"
           "+\n\ndevDependencies:\n+ @types/luxon 3.4.2\n\nDone in 1.6s")
    s.write("parsewhen", "src/time/parseWhen.ts",
            "import { DateTime } from 'luxon';\n\nconst WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];"
            "\n\n/** '2028-11-10 19:30' or 'fri 19:30' -> a UTC Date; null when unreadable or in the past. */\nexport "
            "function parseWhen(input: string, now = DateTime.now()): Date | null {\n  const text = input.trim()."
            "toLowerCase();\n  let dt = DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm');\n  const m = /^(mon|tue|wed|thu"
            "|fri|sat|sun)\\w*\\s+(\\d{1,2}):(\\d{2})$/.exec(text);\n  if (!dt.isValid && m) {\n    const target = "
            "WEEKDAYS.indexOf(m[1]!) + 1;\n    let day = now.set({ hour: Number(m[2]), minute: Number(m[3]), second: 0,"
            " millisecond: 0 });\n    while (day.weekday !== target || day <= now) day = day.plus({ days: 1 });\n    dt "
            "= day;\n  }\n  if (!dt.isValid || dt <= now) return null;\n  return dt.toUTC().toJSDate();\n}\n")
    s.write(None, "tests/parseWhen.test.ts",
            "import { describe, expect, it } from 'vitest';\nimport { DateTime } from 'luxon';\nimport { parseWhen } "
            "from '../src/time/parseWhen.js';\n\nconst now = DateTime.fromISO('2028-11-08T10:00:00', { zone: "
            "'Europe/London' });\n\ndescribe('parseWhen', () => {\n  it('reads winter times as GMT', () => {\n    "
            "expect(parseWhen('2028-11-10 19:30', now)?.toISOString()).toBe('2028-11-10T19:30:00.000Z');\n  });\n\n"
            "  it('reads summer times as BST', () => {\n    expect(parseWhen('2029-04-06 19:30', now)?.toISOString())."
            "toBe('2029-04-06T18:30:00.000Z');\n  });\n\n  it('finds the next friday', () => {\n    expect(parseWhen("
            "'fri 19:30', now)?.toISOString()).toBe('2028-11-10T19:30:00.000Z');\n  });\n\n  it('rejects the past', "
            "() => {\n    expect(parseWhen('2028-11-01 19:30', now)).toBeNull();\n  });\n});\n")
    s.bash("tzfail", "pnpm test", "\n> tablehold@0.1.0 test " + ROOT + "\n> vitest run\n\n\n RUN  v2.1.5 " + ROOT +
           "\n\n ❯ tests/parseWhen.test.ts (4 tests | 1 failed) 21ms\n   × parseWhen > reads summer times as BST 6ms\n"
           "     → expected '2029-04-06T19:30:00.000Z' to be '2029-04-06T18:30:00.000Z' // Object.is equality\n"
           " ✓ tests/schedule.test.ts (2 tests) 24ms\n\n⎯⎯⎯⎯⎯⎯⎯ Failed Tests 1 ⎯⎯⎯⎯⎯⎯⎯\n\n FAIL  tests/parseWhen.test.ts "
           "> parseWhen > reads summer times as BST\nAssertionError: expected '2029-04-06T19:30:00.000Z' to be "
           "'2029-04-06T18:30:00.000Z' // Object.is equality\n\n- Expected\n+ Received\n\n- 2029-04-06T18:30:00.000Z"
           "\n+ 2029-04-06T19:30:00.000Z\n\n ❯ tests/parseWhen.test.ts:13:63\n\n Test Files  1 failed | 1 passed (2)\n"
           "      Tests  1 failed | 5 passed (6)\n   Duration  655ms", code=1)
    s.prompt("tzwhy", "fromFormat without a zone uses the process's zone, and vitest.config.ts pins TZ=UTC so "
             "tests don't depend on the laptop. so a BST date came out an hour late. always pass { zone: "
             "'Europe/London' } explicitly; nothing in the bot should depend on the machine's timezone.")
    s.edit("tzfix", "src/time/parseWhen.ts", "  let dt = DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm');",
           "  const zone = 'Europe/London'; // club time, never the host's zone (containers run in UTC)\n  let dt = "
           "DateTime.fromFormat(text, 'yyyy-MM-dd HH:mm', { zone });\n  now = now.setZone(zone);")
    s.bash("testok3", "pnpm test", vitest([("tests/parseWhen.test.ts", 4, 19), ("tests/schedule.test.ts", 2, 22)],
                                           "10:49:12"))
    s.prompt("colours", "Dev Bhatt (our other mod, he does the server's look) asked for the table posts: colour "
             "the embed by kind of game: TTRPG red #C0392B, board games teal #16A085, wargames slate #34495E, "
             "card games amber #F39C12. Title as '<game> · <weekday day month>', e.g. 'Wingspan · Friday 10 Nov'. "
             "He hates emoji in titles, keep them out.")
    s.edit("colourmap", "src/ui/session.ts", "export function buildSessionEmbed(session: GameSession): EmbedBuilder {"
           "\n  return new EmbedBuilder()\n    .setTitle(session.title)",
           "const SYSTEM_COLOURS: Record<string, ColorResolvable> = {\n  ttrpg: '#C0392B',\n  board: '#16A085',\n  "
           "wargame: '#34495E',\n  card: '#F39C12',\n};\n\nexport function buildSessionEmbed(session: GameSession): "
           "EmbedBuilder {\n  const local = DateTime.fromJSDate(session.startsAt, { zone: 'Europe/London' });\n  "
           "return new EmbedBuilder()\n    .setTitle(`${session.title} · ${local.toFormat('cccc d LLL')}`)\n    "
           ".setColor(SYSTEM_COLOURS[session.system] ?? '#7F8C8D')")
    s.remember("memmods", "Rook & Rumble moderators and what they want from tablehold: Oksana Petrenko (head mod, "
               "signs off features; never @everyone, only ping the @Game Night role), Dev Bhatt (server design: "
               "embed colour per game kind, TTRPG #C0392B / board #16A085 / wargame #34495E / card #F39C12, no emoji "
               "in titles), Lucía Ortega (GM of the Sunday D&D campaign 'Ashes of Vell', max 5 players), Callum Reid "
               "(treasurer, books The Old Tannery; venue contact Gareth Pryce, 0117 496 0321).",
               "Rook & Rumble mod team and their preferences", "fact")
    s.bash("commit3", "git add -A && git commit -m 'feat: 24h DM reminders, Europe/London time parsing, embed "
           "colours per game kind'", "[main b27e5a0] feat: 24h DM reminders, Europe/London time parsing, embed "
           "colours per game kind\n 7 files changed, 188 insertions(+), 6 deletions(-)\n create mode 100644 "
           "src/reminders.ts\n create mode 100644 src/time/parseWhen.ts")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s4: Fri 10 Nov
def s4(s):
    s.start()
    s.bash(None, "git log --oneline -4", "b27e5a0 feat: 24h DM reminders, Europe/London time parsing, embed colours "
           "per game kind\n8c41d07 feat: rsvp by ✅ reaction; fix: defer /schedule before slow work (10062)\n"
           "3f9a1c2 feat: skeleton, /schedule command, prisma sqlite schema")
    s.prompt("buttons", "change of plan on sign-ups. Oksana tried it with the mods last night and the ✅ thing is a "
             "mess: people un-react by accident and lose their seat, nobody can tell whether they got a seat or "
             "the waitlist, and reactions on older posts only come through as partials. Replace it with buttons "
             "under the post (Join / Leave), and answer the clicker with an ephemeral 'you're in' / 'you're on "
             "the waitlist'. Remove the reaction handler and the reactions intent.")
    s.bash("rmreact", "git rm src/events/reactionAdd.ts", "rm 'src/events/reactionAdd.ts'")
    s.write("buttonsfile", "src/interactions/rsvpButtons.ts", RSVP_BUTTONS_TS)
    s.multiedit("intents2", "src/index.ts", [
        (("  intents: [\n    GatewayIntentBits.Guilds,\n    GatewayIntentBits.GuildMembers,\n    GatewayIntentBits."
         "GuildMessageReactions,\n  ],\n  // reactions on posts from before the last restart arrive as partials\n  "
         "partials: [Partials.Message, Partials.Channel, Partials.Reaction],"),
         "  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers],"),
        ("client.on(Events.MessageReactionAdd, reactionAdd.execute);\n", ""),
        ("      await command.execute(interaction);\n    }",
         ("      await command.execute(interaction);\n    } else if (interaction.isButton() && interaction.customId."
         "startsWith('rsvp:')) {\n      await handleRsvpButton(interaction);\n    }")),
    ])
    s.prompt("renamecard", "the embed builder now returns the buttons too, so rename buildSessionEmbed to "
             "renderSessionCard, returning { embeds, components } you can pass straight to reply/edit. same file "
             "(src/ui/session.ts).")
    s.grep("grepembed", "buildSessionEmbed", ["src/ui/session.ts", "src/commands/schedule.ts",
                                              "src/interactions/rsvpButtons.ts", "tests/ui.test.ts"])
    s.write("card", "src/ui/session.ts", SESSION_CARD_TS)
    s.edit("cardcall", "src/commands/schedule.ts", "    embeds: [buildSessionEmbed(session)],",
           "    ...renderSessionCard(session, []),")
    s.bash("tscfail", "pnpm typecheck", "\n> tablehold@0.1.0 typecheck " + ROOT + "\n> tsc --noEmit\n\n"
           "tests/ui.test.ts:2:10 - error TS2305: Module '\"../src/ui/session.js\"' has no exported member "
           "'buildSessionEmbed'.\n\n2 import { buildSessionEmbed } from '../src/ui/session.js';\n           "
           "~~~~~~~~~~~~~~~~~\n\nsrc/commands/schedule.ts:3:10 - error TS2724: '\"../ui/session.js\"' has no exported "
           "member named 'buildSessionEmbed'. Did you mean 'renderSessionCard'?\n\n3 import { buildSessionEmbed } "
           "from '../ui/session.js';\n           ~~~~~~~~~~~~~~~~~\n\n\nFound 2 errors in 2 files.\n\nErrors  Files\n"
           "     1  src/commands/schedule.ts:3\n     1  tests/ui.test.ts:2\n ELIFECYCLE  Command failed with exit "
           "code 2.", code=2)
    s.multiedit("tscfix", "tests/ui.test.ts", [
        ("import { buildSessionEmbed } from '../src/ui/session.js';",
         "import { renderSessionCard } from '../src/ui/session.js';"),
        ("    const embed = buildSessionEmbed(session);\n    expect(embed.data.color)",
         ("    const { embeds, components } = renderSessionCard(session, []);\n    expect(components).toHaveLength(1);"
         "\n    expect(embeds[0]!.data.color)")),
    ])
    s.edit(None, "src/commands/schedule.ts", "import { buildSessionEmbed } from '../ui/session.js';",
           "import { renderSessionCard } from '../ui/session.js';")
    s.prompt("waitlist", "Lucía's ask for her D&D table: when someone leaves a full table, the first person on the "
             "waitlist gets the seat automatically and a DM saying so. her campaign table is 5 players max, "
             "which /schedule's seats option already covers.")
    s.edit("promote", "src/interactions/rsvpButtons.ts", "    await prisma.rsvp.deleteMany({ where: { sessionId, "
           "userId } });\n    await interaction.editReply(`You left **${session.title}**.`);",
           "    const left = await prisma.rsvp.deleteMany({ where: { sessionId, userId, status: 'going' } });\n    "
           "await prisma.rsvp.deleteMany({ where: { sessionId, userId } });\n    if (left.count) {\n      // "
           "first in the queue takes the free seat (Lucía's rule)\n      const next = await prisma.rsvp.findFirst({ "
           "where: { sessionId, status: 'waitlist' }, orderBy: { createdAt: 'asc' } });\n      if (next) {\n        "
           "await prisma.rsvp.update({ where: { id: next.id }, data: { status: 'going' } });\n        const user = "
           "await interaction.client.users.fetch(next.userId);\n        await user.send(`A seat opened up: you're "
           "now in **${session.title}**.`).catch(() => {});\n      }\n    }\n    await interaction.editReply(`You "
           "left **${session.title}**.`);")
    s.bash("testok4", "pnpm lint && pnpm test", vitest([("tests/parseWhen.test.ts", 4, 18),
                                                         ("tests/schedule.test.ts", 2, 25),
                                                         ("tests/ui.test.ts", 3, 11),
                                                         ("tests/rsvpButtons.test.ts", 5, 34)], "14:50:08", "701ms"))
    s.bash("commit4", "git add -A && git commit -m 'feat!: rsvp with Join/Leave buttons instead of reactions; "
           "waitlist auto-promote; rename buildSessionEmbed -> renderSessionCard'",
           "[main 5d0c9e8] feat!: rsvp with Join/Leave buttons instead of reactions; waitlist auto-promote; rename "
           "buildSessionEmbed -> renderSessionCard\n 8 files changed, 231 insertions(+), 96 deletions(-)\n delete "
           "mode 100644 src/events/reactionAdd.ts\n create mode 100644 src/interactions/rsvpButtons.ts")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s5: Tue 14 Nov
def s5(s):
    s.start()
    s.prompt("hosting", "time to host it. Callum already pays for Railway's Hobby plan for the club website ($5 a "
             "month), so: a Docker image on Railway. multi-stage on node:20-alpine to keep it small, pnpm through "
             "corepack. the SQLite file goes on a Railway volume mounted at /data.")
    s.tool_failure("readfail", "Read", {"file_path": f"{ROOT}/railway.toml"}, "File does not exist.")
    s.write("dockerfile1", "Dockerfile", DOCKERFILE_ALPINE)
    s.bash("dockerbuild", "docker build -t tablehold:dev . 2>&1 | tail -6",
           " => [build 6/6] RUN pnpm build && pnpm prune --prod                                  9.8s\n"
           " => [stage-1 3/5] COPY --from=build /app/node_modules ./node_modules                  1.1s\n"
           " => [stage-1 4/5] COPY --from=build /app/dist ./dist                                  0.1s\n"
           " => exporting to image                                                                1.9s\n"
           " => => writing image sha256:9b3e0f7d41c2a85e6f0d13b7c2a4e9f1d0c8b7a6e5f4d3c2b1a0918273645a1c   0.0s\n"
           " => => naming to docker.io/library/tablehold:dev                                       0.0s")
    s.bash("muslfail", "docker run --rm --env-file .env -e DATABASE_URL=file:/tmp/t.db tablehold:dev",
           "Prisma schema loaded from prisma/schema.prisma\nDatasource \"db\": SQLite database \"t.db\" at "
           "\"file:/tmp/t.db\"\n\n1 migration found in prisma/migrations\n\nAll migrations have been successfully "
           "applied.\nfile:///app/node_modules/.pnpm/@prisma+client@5.22.0_prisma@5.22.0/node_modules/@prisma/"
           "client/runtime/library.js:123\nPrismaClientInitializationError: Prisma Client could not locate the Query "
           "Engine for runtime \"linux-musl-openssl-3.0.x\".\n\nThis happened because Prisma Client was generated "
           "for \"debian-openssl-3.0.x\", but the actual deployment required \"linux-musl-openssl-3.0.x\".\nAdd "
           "\"linux-musl-openssl-3.0.x\" to `binaryTargets` in the \"schema.prisma\" file and run `prisma generate` "
           "after saving it:\n\ngenerator client {\n  provider      = \"prisma-client-js\"\n  binaryTargets = "
           "[\"native\", \"linux-musl-openssl-3.0.x\"]\n}\n\nThe following locations have been searched:\n  "
           "/app/node_modules/.pnpm/@prisma+client@5.22.0_prisma@5.22.0/node_modules/.prisma/client\n  "
           "/app/node_modules/@prisma/client\n  /tmp/prisma-engines\n    at async /app/dist/src/index.js:14:3 {\n  "
           "clientVersion: '5.22.0',\n  errorCode: undefined\n}\n\nNode.js v20.18.0", code=1)
    s.prompt("slim", "no .dockerignore, so `COPY . .` dragged my laptop's node_modules (client generated for "
             "debian) over the alpine install, and nothing ran prisma generate inside the image. add the "
             ".dockerignore and generate in the build stage. and let's drop alpine: go to node:20-bookworm-slim. "
             "Prisma's engines on musl want binaryTargets and openssl fiddling every time we bump something, and "
             "the ~60 MB extra doesn't matter on Railway.")
    s.write("dockerignore", ".dockerignore", "node_modules\ndist\n.env\n.env.*\n*.db\n*.db-journal\n.git\ncoverage\n")
    s.multiedit("slimedit", "Dockerfile", [
        ("FROM node:20-alpine AS build", ("FROM node:20-bookworm-slim AS build\nRUN apt-get update -qq && apt-get "
         "install -y -qq openssl && rm -rf /var/lib/apt/lists/*")),
        ("COPY . .\nRUN pnpm build && pnpm prune --prod", ("COPY . .\nRUN pnpm prisma generate && pnpm build && pnpm "
         "prune --prod")),
        ("FROM node:20-alpine\n", ("FROM node:20-bookworm-slim\nRUN apt-get update -qq && apt-get install -y -qq "
         "openssl && rm -rf /var/lib/apt/lists/*\n")),
    ])
    s.bash("dockerok", "docker build -q -t tablehold:dev . && docker images tablehold:dev --format '{{.Size}}' && "
           "docker run --rm --env-file .env -e DATABASE_URL=file:/tmp/t.db tablehold:dev 2>&1 | tail -2",
           "sha256:2c7d5e19a0b3f4e8d6c1b2a3f4e5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b0a1f2e3\n231MB\nhealth on :3000\n"
           "Logged in as tablehold-dev#4821 (1 guilds)")
    s.prompt("guildcmds", "and I changed my mind about global commands: register them only in our server. the "
             "Clifton café never came back to us, global commands also show up in DMs with the bot where nothing "
             "works, and this way the dev bot can have its own copy in the tablehold-dev test server. guild id "
             "from a GUILD_ID variable (prod: " + PROD_GUILD + ").")
    s.multiedit("guildedit", "scripts/deploy-commands.ts", [
        (("// Global registration: every server the bot joins gets the commands, no per-guild step.\nconst data = "
         "(await rest.put(Routes.applicationCommands(env.DISCORD_CLIENT_ID), {"),
         ("// Guild commands only: Rook & Rumble in prod, tablehold-dev for the dev bot (GUILD_ID).\nconst data = "
         "(await rest.put(Routes.applicationGuildCommands(env.DISCORD_CLIENT_ID, env.GUILD_ID), {")),
        ("console.log(`Successfully reloaded ${data.length} application (/) commands.`);",
         "console.log(`Successfully reloaded ${data.length} application (/) commands for guild ${env.GUILD_ID}.`);"),
    ])
    s.bash("railwayup", "railway link --project rook-rumble --service tablehold-bot && railway volume add "
           "--mount-path /data && railway variables --set DATABASE_URL=file:/data/tablehold.db --set GUILD_ID="
           + PROD_GUILD + " && railway up --detach",
           "Project rook-rumble linked successfully! 🎉\nService tablehold-bot linked\nVolume tablehold-bot-volume "
           "created (1 GB) and mounted at /data\nSet variables DATABASE_URL, GUILD_ID\n  Indexing...\n  "
           "Uploading...\n\n  Build Logs: https://railway.com/project/6f2b1e94-7a3c-4d0e-9b51-2c8e4f7a1d36/service/"
           "0d9e3a27-5b8c-4f61-a2e4-7c1b9d0e6f53?id=a41c7e2f-93b0-4d58-8e16-f2a9c0b3d7e4")
    s.bash("missing1", "railway run pnpm deploy:commands",
           "\n> tablehold@0.1.0 deploy:commands " + ROOT + "\n> tsx --env-file=.env scripts/deploy-commands.ts\n\n"
           "Started refreshing 2 application (/) commands.\nfile://" + ROOT + "/scripts/deploy-commands.ts:9\n"
           + rest_error(50001, "Missing Access", 403, "PUT",
                        f"https://discord.com/api/v10/applications/{APP_ID}/guilds/{PROD_GUILD}/commands",
                        body="{ files: undefined, json: [ [Object], [Object] ] }").replace("/app/", ROOT + "/")
           + "\n\nNode.js v20.18.0", code=1)
    s.prompt("missing1why", "the prod bot was added to the server back in October with a plain `bot` invite, "
             "without the applications.commands scope, so it isn't allowed to create commands in the guild. global "
             "registration never needed that. I sent Oksana a fresh invite (scope=bot+applications.commands, "
             "permissions=277025508352) and she re-authorised it.")
    s.bash("cmdok", "railway run pnpm deploy:commands", "Started refreshing 2 application (/) commands.\nSuccessfully "
           f"reloaded 2 application (/) commands for guild {PROD_GUILD}.")
    s.bash("healthz", "curl -s https://tablehold-bot-production.up.railway.app/healthz",
           "{\"ok\":true,\"ws\":38}")
    s.remember("memdeploy", "tablehold production: Railway project 'rook-rumble', service 'tablehold-bot' (Hobby "
               "plan paid by Callum Reid), built from the Dockerfile on node:20-bookworm-slim (not alpine: Prisma "
               "engine/musl trouble). Health check GET /healthz on port 3000, public URL "
               "https://tablehold-bot-production.up.railway.app. Prod app id " + APP_ID + ", guild Rook & Rumble "
               + PROD_GUILD + "; commands are guild-scoped (GUILD_ID), the bot needs the bot+applications.commands "
               "invite. SQLite on a 1 GB volume at /data.", "tablehold deployment on Railway", "fact")
    s.bash("commit5", "git add -A && git commit -m 'chore: Dockerfile on bookworm-slim, railway deploy, guild-scoped "
           "commands'", "[main e64a2b9] chore: Dockerfile on bookworm-slim, railway deploy, guild-scoped commands\n 5 "
           "files changed, 64 insertions(+), 7 deletions(-)\n create mode 100644 .dockerignore\n create mode 100644 "
           "Dockerfile")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s6: Fri 17 Nov
def s6(s):
    s.start()
    s.prompt("lostrem", "Callum never got the 24h reminder for tonight's Wingspan table, and neither did anyone "
             "else on it. I pushed Dev's colour tweak yesterday afternoon, so Railway restarted the container. can "
             "you check the logs?")
    s.bash("restarts", "railway logs --deployment | grep -E 'Starting Container|Stopping Container|Logged in'",
           "2028-11-15T09:12:03Z Starting Container\n2028-11-15T09:12:09Z Logged in as tablehold#7710 (1 guilds)\n"
           "2028-11-16T15:20:35Z Stopping Container\n2028-11-16T15:20:41Z Starting Container\n2028-11-16T15:20:47Z "
           "Logged in as tablehold#7710 (1 guilds)")
    s.prompt("remdb", "right, every deploy throws away the in-memory timers, so keeping reminders in setTimeout was "
             "a mistake. reminders go in the database instead: a Reminder row per table and kind, and a node-cron "
             "job every minute sends whatever is due and marks it sent. Oksana wants a second one 2 hours before "
             "the start, so kinds are 24h and 2h. and while we're at it move the file: src/reminders.ts -> "
             "src/scheduler/reminderWorker.ts.")
    s.bash("gitmvrem", "mkdir -p src/scheduler && git mv src/reminders.ts src/scheduler/reminderWorker.ts && git "
           "status --short", "R  src/reminders.ts -> src/scheduler/reminderWorker.ts")
    s.edit("remschema", "prisma/schema.prisma", "model Rsvp {",
           "model Reminder {\n  id        Int         @id @default(autoincrement())\n  sessionId Int\n  session   "
           "GameSession @relation(fields: [sessionId], references: [id], onDelete: Cascade)\n  kind      String      "
           "// 24h | 2h\n  dueAt     DateTime\n  sentAt    DateTime?\n\n  @@unique([sessionId, kind])\n  @@index([sentAt, "
           "dueAt])\n}\n\nmodel Rsvp {")
    s.bash("remmigrate", "pnpm prisma migrate dev --name reminders",
           "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource "
           "\"db\": SQLite database \"dev.db\" at \"file:./dev.db\"\n\nApplying migration `20281117094102_reminders`"
           "\n\nThe following migration(s) have been created and applied from new schema changes:\n\nmigrations/\n  "
           "└─ 20281117094102_reminders/\n    └─ migration.sql\n\nYour database is now in sync with your schema.\n\n"
           "✔ Generated Prisma Client (v5.22.0) in 69ms")
    s.bash(None, "pnpm add node-cron@^3.0.3 && pnpm add -D @types/node-cron", "Packages: +2\n++\n\ndependencies:\n"
           "+ node-cron 3.0.3\n\ndevDependencies:\n+ @types/node-cron 3.0.11\n\nDone in 2.3s")
    s.write("worker", "src/scheduler/reminderWorker.ts", REMINDER_WORKER_TS)
    s.grep("grepsched", "scheduleReminder|from '../reminders", ["src/commands/schedule.ts", "src/index.ts"])
    s.multiedit("importfix", "src/commands/schedule.ts", [
        ("import { scheduleReminder } from '../reminders.js';",
         "import { enqueueReminders } from '../scheduler/reminderWorker.js';"),
        ("  scheduleReminder(interaction.client, session.id, session.startsAt);",
         "  await enqueueReminders(session.id, session.startsAt);"),
    ])
    s.edit(None, "src/index.ts", "client.once(Events.ClientReady, (c) => {\n  console.log(`Logged in as ${c.user.tag} "
           "(${c.guilds.cache.size} guilds)`);",
           "client.once(Events.ClientReady, (c) => {\n  console.log(`Logged in as ${c.user.tag} (${c.guilds.cache.size}"
           " guilds)`);\n  startReminderWorker(c);")
    s.prompt("channelping", "besides the DMs, also post each reminder in #game-night-pings (channel "
             "1165031122334455667) mentioning the players, Oksana likes that everybody sees which tables are "
             "about to start. run it once against prod with a test table.")
    s.bash("missing2", "railway run pnpm tsx scripts/send-test-reminder.ts --session 41",
           "[reminders] DM sent to 5 players\n[reminders] tick failed " + rest_error(
               50001, "Missing Access", 403, "POST",
               "https://discord.com/api/v10/channels/1165031122334455667/messages",
               body="{ files: [], json: { content: '<@412...> <@398...> **Test table** starts <t:1858...:R>. See you "
                    "at the table!', tts: false, nonce: undefined, enforce_nonce: false, embeds: undefined, "
                    "components: undefined } }",
               frames=[("async TextChannel.send (/app/node_modules/.pnpm/discord.js@14.16.3/node_modules/discord.js/"
                       "src/structures/interfaces/TextBasedChannel.js:195:15)"),
                       "async sendDue (/app/src/scheduler/reminderWorker.ts:41:9)"]).replace("/app/", ROOT + "/"),
           code=1)
    s.prompt("missing2why", "Missing Access again, but the invite scopes are fine now (commands deploy works). "
             "#game-night-pings is a private channel only the @Game Night role can see, and the bot's role isn't "
             "in its permission overrides, so it can't even see the channel. Oksana added the tablehold role to "
             "the channel with View Channel, Send Messages and Embed Links. works now.")
    s.bash("sendok", "railway run pnpm tsx scripts/send-test-reminder.ts --session 41",
           "[reminders] DM sent to 5 players\n[reminders] sent 2h reminder for session 41 to 5 players")
    s.lesson("lesson2", "DiscordAPIError[50001] Missing Access has more than one cause: (1) on PUT "
             "/applications/{id}/guilds/{guild}/commands the bot was invited without the applications.commands "
             "scope (re-invite with scope=bot+applications.commands); (2) on POST /channels/{id}/messages the bot's "
             "role cannot see a private channel (add it to the channel's overrides with View Channel + Send "
             "Messages). Check the method and URL in the error before anything else.",
             "tablehold hit 50001 twice: guild command registration (14 Nov) and #game-night-pings (17 Nov)")
    s.bash("testok6", "pnpm test", vitest([("tests/parseWhen.test.ts", 4, 18), ("tests/schedule.test.ts", 2, 27),
                                           ("tests/ui.test.ts", 3, 12), ("tests/rsvpButtons.test.ts", 5, 36),
                                           ("tests/reminderWorker.test.ts", 4, 41)], "10:05:17", "744ms"))
    s.remember("memrem", "tablehold reminders (since 17 Nov 2028): stored in the Reminder table (kinds 24h and 2h "
               "before the start, Oksana asked for the 2h one), sent by a node-cron job every minute in "
               "src/scheduler/reminderWorker.ts (moved from src/reminders.ts; enqueueReminders() replaced the "
               "in-memory scheduleReminder() setTimeouts, which every Railway deploy wiped). Each reminder is a DM "
               "to every player plus a post in #game-night-pings (1165031122334455667) mentioning them.",
               "how tablehold reminders work", "decision")
    s.bash("commit6", "git add -A && git commit -m 'feat: reminders in the database with a cron worker (24h + 2h), "
           "posted in #game-night-pings'", "[main 1a8f3d6] feat: reminders in the database with a cron worker (24h "
           "+ 2h), posted in #game-night-pings\n 9 files changed, 173 insertions(+), 38 deletions(-)\n rename "
           "src/{reminders.ts => scheduler/reminderWorker.ts} (22%)\n create mode 100644 prisma/migrations/"
           "20281117094102_reminders/migration.sql")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s7: Mon 20 Nov
def s7(s):
    s.start()
    s.prompt("lockreport", "Friday night was rough: between 18:00 and 19:00, when everyone clicks Join for the "
             "evening's tables, several people got 'Something went wrong'. here's what the logs say")
    s.bash("locked", "railway logs --since 3d | grep -B1 -A8 P1008 | head -14",
           "2028-11-17T18:04:51Z [interaction] 1174780011223344556 failed PrismaClientKnownRequestError: \n"
           "Invalid `prisma.rsvp.upsert()` invocation in\n/app/dist/src/interactions/rsvpButtons.js:27:29\n\n"
           "  24     const status = going < session.seats ? 'going' : 'waitlist';\n→ 27     await prisma.rsvp."
           "upsert(\nOperations timed out after `N/A`. Context: The database failed to respond to a query within the "
           "configured timeout — see https://pris.ly/d/sqlite-connector for more details. Database: "
           "/data/tablehold.db\n    at $n.handleRequestError (/app/node_modules/@prisma/client/runtime/"
           "library.js:121:7315) {\n  code: 'P1008',\n  clientVersion: '5.22.0',\n  meta: { modelName: 'Rsvp' }\n}")
    s.prompt("pgswitch", "that's SQLite's single writer: the reminder worker writes every minute and a burst of "
             "Join clicks queues up behind it until Prisma gives up. on top of that the volume means Railway "
             "can't do a zero-downtime deploy (a volume attaches to one container, so it stops the old one "
             "first) and we have no backups. we're moving to PostgreSQL: Railway's Postgres 16 in the same "
             "project. locally a postgres:16 container on port 5434 (5432 is my work one).")
    s.bash("localpg", "docker run -d --name tablehold-pg -e POSTGRES_USER=tablehold -e POSTGRES_PASSWORD=tablehold "
           "-e POSTGRES_DB=tablehold -p 5434:5432 postgres:16 && sed -i 's#^DATABASE_URL=.*#DATABASE_URL=postgresql:"
           "//tablehold:tablehold@localhost:5434/tablehold#' .env",
           "Unable to find image 'postgres:16' locally\n16: Pulling from library/postgres\nDigest: sha256:"
           "d0f3b1c2e9a8f7d6c5b4a3e2f1d0c9b8a7f6e5d4c3b2a1f0e9d8c7b6a5f4e3d2\nStatus: Downloaded newer image for "
           "postgres:16\n7e1f0c3b9a2d84f6e5c1b0a9d8e7f6c5b4a3d2e1f0c9b8a7d6e5f4c3b2a1d0e9")
    s.edit("pgschema", "prisma/schema.prisma", "// tablehold data model. SQLite for now (one file, nothing to run)."
           "\ngenerator client {", "// tablehold data model, on PostgreSQL 16 (Railway) since 20 Nov 2028.\n"
           "generator client {")
    s.edit(None, "prisma/schema.prisma", "  provider = \"sqlite\"", "  provider = \"postgresql\"")
    s.bash("p3019", "pnpm prisma migrate dev --name init_postgres",
           "Environment variables loaded from .env\nPrisma schema loaded from prisma/schema.prisma\nDatasource "
           "\"db\": PostgreSQL database \"tablehold\", schema \"public\" at \"localhost:5434\"\n\nError: P3019\n\n"
           "The datasource provider `postgresql` specified in your schema does not match the one specified in the "
           "migration_lock.toml, `sqlite`. Please remove your current migration directory and start a new migration "
           "history with prisma migrate dev. Read more: https://pris.ly/d/migrate-provider-switch", code=1)
    s.bash("pgmigrate", "git rm -rq prisma/migrations && pnpm prisma migrate dev --name init_postgres",
           "Datasource \"db\": PostgreSQL database \"tablehold\", schema \"public\" at \"localhost:5434\"\n\n"
           "Applying migration `20281120101733_init_postgres`\n\nThe following migration(s) have been created and "
           "applied from new schema changes:\n\nmigrations/\n  └─ 20281120101733_init_postgres/\n    └─ "
           "migration.sql\n\nYour database is now in sync with your schema.\n\n✔ Generated Prisma Client (v5.22.0) "
           "in 81ms")
    s.lesson("lesson4", "Switching a Prisma project from SQLite to PostgreSQL fails with P3019 (provider does not "
             "match migration_lock.toml): migrations are provider-specific, so delete prisma/migrations, create a "
             "fresh baseline with `prisma migrate dev`, and copy the data over with a script; never edit "
             "migration_lock.toml by hand.", "tablehold moving from SQLite to Railway Postgres on 20 Nov 2028")
    s.write("copyscript", "scripts/sqlite-to-pg.ts",
            "/** One-off: copy tablehold's SQLite file (Railway volume) into PostgreSQL. Run with `railway run`. */\n"
            "import Database from 'better-sqlite3';\nimport { PrismaClient } from '@prisma/client';\n\nconst src = new "
            "Database(process.argv[2] ?? '/data/tablehold.db', { readonly: true });\nconst pg = new PrismaClient();\n\n"
            "const sessions = src.prepare('SELECT * FROM GameSession').all() as Array<Record<string, unknown>>;\n"
            "const rsvps = src.prepare('SELECT * FROM Rsvp').all() as Array<Record<string, unknown>>;\nconst reminders "
            "= src.prepare('SELECT * FROM Reminder').all() as Array<Record<string, unknown>>;\n\nawait pg.$transaction"
            "([\n  pg.gameSession.createMany({ data: sessions.map(toSession) }),\n  pg.rsvp.createMany({ data: rsvps."
            "map(toRsvp) }),\n  pg.reminder.createMany({ data: reminders.map(toReminder) }),\n]);\n// keep the "
            "sequences ahead of the copied ids\nfor (const t of ['GameSession', 'Rsvp', 'Reminder']) {\n  await pg."
            "$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('\"${t}\"', 'id'), (SELECT MAX(id) FROM \"${t}\"))"
            "`);\n}\nconsole.log(`copied ${sessions.length} sessions, ${rsvps.length} rsvps, ${reminders.length} "
            "reminders`);\n")
    s.bash("railwaypg", "railway add --database postgres && railway variables --service tablehold-bot --set "
           "'DATABASE_URL=${{Postgres.DATABASE_URL}}' --set 'SQLITE_PATH=/data/tablehold.db'",
           "✔ Created Postgres in project rook-rumble\n  PostgreSQL 16.4 · private host postgres.railway.internal:5432"
           "\n  public proxy junction.proxy.rlwy.net:41873\nSet variables DATABASE_URL, SQLITE_PATH")
    s.pre_tool("precopy", "Bash", {"command": "railway run --service tablehold-bot pnpm tsx scripts/sqlite-to-pg.ts "
                                              "/data/tablehold.db",
                                   "description": "Copy production data from the SQLite volume into Railway Postgres"})
    s.bash("copyrun", "railway run --service tablehold-bot pnpm tsx scripts/sqlite-to-pg.ts /data/tablehold.db",
           "copied 38 sessions, 412 rsvps, 61 reminders")
    s.bash("testok7", "pnpm test", vitest([("tests/parseWhen.test.ts", 4, 17), ("tests/schedule.test.ts", 2, 88),
                                           ("tests/ui.test.ts", 3, 12), ("tests/rsvpButtons.test.ts", 5, 142),
                                           ("tests/reminderWorker.test.ts", 4, 97)], "10:10:41", "1.31s"))
    s.remember("memdb", "tablehold database since 20 Nov 2028: PostgreSQL 16 on Railway (service 'Postgres' in "
               "project rook-rumble; private host postgres.railway.internal:5432, public proxy "
               "junction.proxy.rlwy.net:41873), DATABASE_URL=${{Postgres.DATABASE_URL}}. Replaced SQLite on the /data "
               "volume because of P1008 timeouts under Friday-night load (single writer) and because the volume "
               "blocked zero-downtime deploys. Local dev: postgres:16 container 'tablehold-pg' on port 5434. Copied "
               "38 sessions / 412 rsvps / 61 reminders with scripts/sqlite-to-pg.ts.",
               "tablehold database: PostgreSQL on Railway", "decision")
    s.bash("commit7", "git add -A && git commit -m 'feat: move from sqlite to railway postgres 16; fresh migration "
           "baseline; copy script'", "[main 7b3e901] feat: move from sqlite to railway postgres 16; fresh migration "
           "baseline; copy script\n 8 files changed, 131 insertions(+), 58 deletions(-)\n delete mode 100644 "
           "prisma/migrations/migration_lock.toml\n create mode 100644 scripts/sqlite-to-pg.ts")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s8: Wed 22 Nov
def s8(s):
    s.start()
    s.prompt("ci", "GitHub Actions: on every push and PR run lint, typecheck and tests against a postgres:16 "
             "service container; on v* tags build the image and push it to ghcr.io/rookrumble/tablehold. Railway "
             "then deploys the tagged image instead of building from the repo.")
    s.write("ciyml", ".github/workflows/ci.yml", CI_YML)
    s.bash("lockfail", "gh run view --log-failed | tail -9",
           "check\tRun pnpm install --frozen-lockfile\t2028-11-22T13:12:40.1184419Z Lockfile is up to date, "
           "resolution step is skipped\ncheck\tRun pnpm install --frozen-lockfile\t2028-11-22T13:12:40.2290075Z  "
           "ERR_PNPM_OUTDATED_LOCKFILE  Cannot install with \"frozen-lockfile\" because pnpm-lock.yaml is not up to "
           "date with <ROOT>/package.json\ncheck\tRun pnpm install --frozen-lockfile\t2028-11-22T13:12:40.2291188Z \n"
           "check\tRun pnpm install --frozen-lockfile\t2028-11-22T13:12:40.2291843Z Note that in CI environments "
           "this setting is true by default. If you still need to run install in such cases, use \"pnpm install "
           "--no-frozen-lockfile\"\ncheck\tRun pnpm install --frozen-lockfile\t2028-11-22T13:12:40.2292301Z \n"
           "check\tRun pnpm install --frozen-lockfile\t2028-11-22T13:12:40.2292797Z   Failure reason:\ncheck\tRun "
           "pnpm install --frozen-lockfile\t2028-11-22T13:12:40.2293410Z   specifiers in the lockfile ({\"discord.js"
           "\":\"^14.16.3\",...}) don't match specs in package.json ({\"@dice-roller/rpg-dice-roller\":\"^5.5.0\","
           "...})\ncheck\tProcess completed with exit code 1.", code=1)
    s.bash("pr14", "git show --stat HEAD~1 | head -12",
           "commit 0c5d8e2a7f41b9c3d6e0a1f2b3c4d5e6f7a8b9c0\nMerge: 7b3e901 d41f6a2\nAuthor: Dev Bhatt "
           "<dev.bhatt@rookrumble.org>\nDate:   Tue Nov 21 22:48:10 2028 +0000\n\n    Merge pull request #14 from "
           "devbhatt/roll-command\n\n    feat: /roll dice command\n\n package-lock.json             | 2318 "
           "+++++++++++++++++++++\n package.json                  |    1 +\n src/commands/roll.ts          |   47 +\n "
           "tests/roll.test.ts            |   39 +")
    s.prompt("lockwhy", "Dev's /roll PR: he ran npm install for the dice library, so we got a 2,300-line "
             "package-lock.json and a pnpm-lock.yaml that knows nothing about the new dependency. exactly what the "
             "pnpm-only rule is for. delete package-lock.json, pnpm install, and make npm/yarn refuse to run here "
             "(only-allow in preinstall), so it can't happen again.")
    s.bash("lockfix", "git rm -q package-lock.json && pnpm install && git status --short",
           "Packages: +1\n+\nProgress: resolved 241, reused 240, downloaded 1, added 1, done\n\ndependencies:\n"
           "+ @dice-roller/rpg-dice-roller 5.5.0\n\nDone in 2.2s\nD  package-lock.json\n M pnpm-lock.yaml")
    s.edit("onlyallow", "package.json", "  \"scripts\": {\n    \"dev\":",
           "  \"scripts\": {\n    \"preinstall\": \"npx only-allow pnpm\",\n    \"dev\":")
    s.tool_failure("editfail", "Edit", {"file_path": f"{ROOT}/tests/roll.test.ts",
                                        "old_string": "await client.login(process.env.DISCORD_TOKEN);",
                                        "new_string": "const client = fakeClient();", "replace_all": False},
                   "String to replace not found in file.\nString: await client.login(process.env.DISCORD_TOKEN);")
    s.read(None, "tests/roll.test.ts",
           "import { beforeAll, describe, expect, it } from 'vitest';\nimport { Client, GatewayIntentBits } from "
           "'discord.js';\nimport { execute } from '../src/commands/roll.js';\n\nlet client: Client;\n\nbeforeAll("
           "async () => {\n  client = new Client({ intents: [GatewayIntentBits.Guilds] });\n  await client.login(env."
           "DISCORD_TOKEN); // dev bot, tablehold-dev guild\n});\n\ndescribe('/roll', () => {\n  it('rolls 2d6+3 in "
           "range', async () => {\n    const out = await execute(fakeRoll(client, '2d6+3'));\n    expect(out.total)."
           "toBeGreaterThanOrEqual(5);\n    expect(out.total).toBeLessThanOrEqual(15);\n  });\n});\n")
    s.prompt("mockrule", "and another rule, since his test logs into the real gateway with the dev token (and "
             "would need the token in CI): tests never talk to Discord, not even the dev server. build "
             "interactions with the fakes in tests/helpers/discord.ts and mock the REST client.")
    s.edit("mockfix", "tests/roll.test.ts", "let client: Client;\n\nbeforeAll(async () => {\n  client = new Client({ "
           "intents: [GatewayIntentBits.Guilds] });\n  await client.login(env.DISCORD_TOKEN); // dev bot, "
           "tablehold-dev guild\n});", "// no gateway, no token: tests never talk to Discord\nconst client = "
           "fakeClient();")
    s.bash("commit8", "git add -A && git commit -m 'ci: lint, typecheck, tests on postgres; image to ghcr on tags; "
           "fix: drop package-lock.json, only-allow pnpm; roll test without the gateway'",
           "[main 2e9b4c7] ci: lint, typecheck, tests on postgres; image to ghcr on tags; fix: drop package-lock.json, "
           "only-allow pnpm; roll test without the gateway\n 5 files changed, 92 insertions(+), 2327 deletions(-)\n "
           "create mode 100644 .github/workflows/ci.yml\n delete mode 100644 package-lock.json")
    s.bash("cigreen", "git push && gh run watch --exit-status | tail -6",
           "✓ main ci · 11985512430\nTriggered via push less than a minute ago\n\nJOBS\n✓ check in 1m38s (ID "
           "33412907761)\n- image (ID 33412907885) skipped")
    s.prompt("releaseplan", "good. let's call this 1.0.0: Oksana announces the bot in #announcements tomorrow evening. "
             "bump, tag, release notes, and point Railway at the ghcr image.")
    s.bash("tag", "pnpm version 1.0.0 -m 'chore(release): %s'", "v1.0.0")
    s.pre_tool("prepush", "Bash", {"command": "git push --follow-tags origin main",
                                   "description": "Push the release commit and the v1.0.0 tag"})
    s.bash("release", "git push --follow-tags origin main && gh release create v1.0.0 --generate-notes --title "
           "'tablehold 1.0.0'", "To github.com:rookrumble/tablehold.git\n   0c5d8e2..f3a61c7  main -> main\n * [new "
           "tag]         v1.0.0 -> v1.0.0\nhttps://github.com/rookrumble/tablehold/releases/tag/v1.0.0")
    s.bash("deploy8", "railway service update tablehold-bot --source-image ghcr.io/rookrumble/tablehold:1.0.0 && "
           "sleep 60 && railway status && curl -s https://tablehold-bot-production.up.railway.app/healthz",
           "Service tablehold-bot source set to image ghcr.io/rookrumble/tablehold:1.0.0\nProject: rook-rumble\n"
           "Environment: production\nService: tablehold-bot\nDeployment: 5e0b7c21 (SUCCESS, 58s ago)\n"
           "{\"ok\":true,\"ws\":41}")
    s.remember("memrelease", "tablehold 1.0.0 released on Wed 22 Nov 2028 (https://github.com/rookrumble/tablehold/"
               "releases/tag/v1.0.0); Oksana announces it in #announcements on Thu 23 Nov. Since 1.0.0 Railway runs "
               "the image ghcr.io/rookrumble/tablehold:<version> built by GitHub Actions on v* tags (ci.yml: lint, "
               "typecheck, tests on postgres:16, then image). npm is blocked by only-allow pnpm after Dev's PR #14 "
               "brought in a package-lock.json.", "tablehold 1.0.0 release and CI", "event")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s9: Sat 25 Nov
def s9(s):
    s.start()
    s.prompt("incident", "incident from last night. around 17:45 everyone signed up for Friday's tables got the "
             "2-hour reminder two or three times, in DMs and in #game-night-pings. Oksana got something like 40 "
             "complaints and muted the bot for the evening. I had deployed a small fix to /roll at 17:40 "
             "(v1.0.1). find out what happened.")
    s.bash("duplogs", "railway logs --since 20h | grep -E 'sent 2h reminder|batch failed|Starting|Stopping' | head -12",
           "2028-11-24T17:40:58Z [5e0b7c21] [reminders] sent 2h reminder for session 57 to 6 players\n"
           "2028-11-24T17:41:12Z [9a4d2f80] Starting Container\n2028-11-24T17:42:01Z [9a4d2f80] [reminders] sent 2h "
           "reminder for session 57 to 6 players\n2028-11-24T17:42:01Z [5e0b7c21] [reminders] sent 2h reminder for "
           "session 57 to 6 players\n2028-11-24T17:45:00Z [9a4d2f80] [reminders] batch failed (attempt 1/3) "
           "DiscordAPIError[50007]: Cannot send messages to this user\n2028-11-24T17:45:04Z [9a4d2f80] [reminders] "
           "sent 2h reminder for session 58 to 4 players\n2028-11-24T17:45:04Z [9a4d2f80] [reminders] sent 2h "
           "reminder for session 59 to 5 players\n2028-11-24T17:45:02Z [5e0b7c21] [reminders] sent 2h reminder for "
           "session 58 to 4 players\n2028-11-24T17:45:09Z [9a4d2f80] [reminders] sent 2h reminder for session 58 to 4"
           " players\n2028-11-24T17:44:15Z [5e0b7c21] Stopping Container")
    s.bash("deplist", "railway deployment list --service tablehold-bot | head -4",
           "ID        STATUS    IMAGE                                  CREATED\n9a4d2f80  SUCCESS   "
           "ghcr.io/rookrumble/tablehold:1.0.1   2028-11-24 17:40:47 UTC\n5e0b7c21  REMOVED   "
           "ghcr.io/rookrumble/tablehold:1.0.0   2028-11-22 14:31:02 UTC")
    s.read("readworker", "src/scheduler/reminderWorker.ts", REMINDER_WORKER_TS)
    s.prompt("dupwhy", "two things stacked up. 1) since Postgres, Railway overlaps deployments: the old container "
             "(5e0b7c21) kept running ~3 minutes after the new one (9a4d2f80) started, both ran the cron, and our "
             "worker does findMany(due) -> send -> updateMany(sentAt) only at the end, so both sent the same rows. "
             "2) the third copy: one player has DMs closed (50007), the whole batch threw and the retry loop resent "
             "everything. fix: claim the rows atomically before sending (UPDATE ... FOR UPDATE SKIP LOCKED ... "
             "RETURNING), mark them sent first, and handle failures per player, never retry a batch.")
    s.multiedit("claimfix", "src/scheduler/reminderWorker.ts", [
        (("  const due = await prisma.reminder.findMany({\n    where: { dueAt: { lte: new Date() }, sentAt: null },\n    "
         "include: { session: { include: { rsvps: true } } },\n    take: 50,\n  });"),
         ("  // claim atomically: two containers (deploy overlap) can never both get the same row\n  const claimed = "
         "await prisma.$queryRaw<{ id: number }[]>`\n    UPDATE \"Reminder\" SET \"sentAt\" = now()\n    WHERE id IN "
         "(SELECT id FROM \"Reminder\" WHERE \"dueAt\" <= now() AND \"sentAt\" IS NULL\n                 ORDER BY "
         "\"dueAt\" LIMIT 50 FOR UPDATE SKIP LOCKED)\n    RETURNING id`;\n  const due = await prisma.reminder."
         "findMany({\n    where: { id: { in: claimed.map((c) => c.id) } },\n    include: { session: { include: { "
         "rsvps: true } } },\n  });")),
        ("  for (let attempt = 1; attempt <= 3; attempt++) {\n    try {\n      for (const r of due) {",
         "  for (const r of due) {\n    {"),
        (("        for (const p of players) {\n          const user = await client.users.fetch(p.userId);\n          "
         "await user.send(text);\n        }"),
         ("        for (const p of players) {\n          // one closed DM (50007) must not fail the others\n          "
         "await client.users.send(p.userId, text).catch((err) => console.warn(`[reminders] DM to ${p.userId} "
         "failed`, err.code));\n        }")),
        (("      break;\n    } catch (err) {\n      console.warn(`[reminders] batch failed (attempt ${attempt}/3)`, "
         "err);\n    }\n  }\n  await prisma.reminder.updateMany({ where: { id: { in: due.map((r) => r.id) } }, data: "
         "{ sentAt: new Date() } });"), "    }\n  }"),
    ])
    s.bash("claimtest", "pnpm test -- tests/reminderWorker.test.ts",
           vitest([("tests/reminderWorker.test.ts", 6, 184)], "10:30:52", "1.02s").replace(
               "6 tests) 184ms", "6 tests) 184ms\n   ✓ two workers ticking at once send each reminder once 77ms\n   ✓ a "
               "closed DM does not resend the channel post 21ms"))
    s.prompt("nofriday", "new house rule, from Oksana and she's right: no deploys on Fridays after 16:00 UK time, "
             "that's game night. if something is really on fire, it goes through her first.")
    s.write("incnote", "docs/incidents/2028-11-24.md",
            "# 24 November 2028: reminders sent two or three times\n\n- **When:** Friday 17:40-17:46 UK time "
            "(game night)\n- **Impact:** 15 players on tables 57, 58 and 59 got the 2-hour reminder 2-3 times (DM "
            "and #game-night-pings); about 40 complaints to Oksana, who muted the bot for the evening.\n- **Cause:** "
            "the v1.0.1 deploy at 17:40. Railway ran the old (5e0b7c21) and new (9a4d2f80) containers side by side "
            "for ~3 minutes; both cron workers read the same due reminders because they were only marked sent after "
            "sending. A DM to a member with DMs closed (50007) made the batch retry resend everything.\n- **Fix "
            "(v1.0.2, Sat 25 Nov):** reminders are claimed with UPDATE ... FOR UPDATE SKIP LOCKED ... RETURNING "
            "before sending; per-player DM failures are logged, batches are never retried; "
            "RAILWAY_DEPLOYMENT_OVERLAP_SECONDS=0.\n- **Rule:** no deploys on Fridays after 16:00 UK time.\n")
    s.lesson("lesson3", "A polling job that reads due rows, sends, then marks them sent will double-send whenever two "
             "instances run: Railway overlaps old and new containers during a deploy. Claim rows first with UPDATE "
             "... WHERE id IN (SELECT ... FOR UPDATE SKIP LOCKED) RETURNING, then send; never retry a whole batch "
             "when one recipient fails.", "tablehold incident on Friday 24 Nov 2028: duplicate 2h reminders after a "
             "17:40 deploy")
    s.bash("commit9", "git add -A && git commit -m 'fix: claim reminders atomically (SKIP LOCKED), per-player DM "
           "errors, no batch retry; incident note 2028-11-24'", "[main b0e4d19] fix: claim reminders atomically (SKIP "
           "LOCKED), per-player DM errors, no batch retry; incident note 2028-11-24\n 4 files changed, 97 "
           "insertions(+), 22 deletions(-)\n create mode 100644 docs/incidents/2028-11-24.md")
    s.pre_tool("predeploy9", "Bash", {"command": "railway variables --set RAILWAY_DEPLOYMENT_OVERLAP_SECONDS=0 && pnpm "
                                                 "version patch -m 'chore(release): %s' && git push --follow-tags "
                                                 "origin main",
                                      "description": "Disable deploy overlap and release v1.0.2 with the claim fix"})
    s.bash("deploy9", "railway variables --set RAILWAY_DEPLOYMENT_OVERLAP_SECONDS=0 && pnpm version patch -m "
           "'chore(release): %s' && git push --follow-tags origin main",
           "Set variables RAILWAY_DEPLOYMENT_OVERLAP_SECONDS\nv1.0.2\nTo github.com:rookrumble/tablehold.git\n   "
           "f3a61c7..c81f5a3  main -> main\n * [new tag]         v1.0.2 -> v1.0.2")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s10: Tue 28 Nov
def s10(s):
    s.start()
    s.prompt("modsmeeting", "notes from Sunday's mod meeting (Oksana, Dev, Lucía, Callum):\n1. stop DMing "
             "reminders. 23 members have DMs from server members turned off (all those 50007s) and several "
             "others find bot DMs pushy. reminders only as the post in #game-night-pings, mentioning the players, "
             "still at 24h and 2h.\n2. Dev wants the commands grouped: /table create, /table list, /table cancel "
             "instead of /schedule.\n3. Callum wants a headcount every Monday morning for the venue invoice.")
    s.edit("nodm", "src/scheduler/reminderWorker.ts",
           "        for (const p of players) {\n          // one closed DM (50007) must not fail the others\n          "
           "await client.users.send(p.userId, text).catch((err) => console.warn(`[reminders] DM to ${p.userId} "
           "failed`, err.code));\n        }\n", "        // no DMs since 28 Nov (mod meeting): the channel post "
           "mentions every player\n")
    s.bash("gitmvtable", "git mv src/commands/schedule.ts src/commands/table.ts && git mv tests/schedule.test.ts "
           "tests/table.test.ts && git status --short",
           "R  src/commands/schedule.ts -> src/commands/table.ts\nR  tests/schedule.test.ts -> tests/table.test.ts\n"
           " M src/scheduler/reminderWorker.ts")
    s.edit("tablecmd", "src/commands/table.ts", "export const data = new SlashCommandBuilder()\n  "
           ".setName('schedule')\n  .setDescription('Post a game table people can sign up for')\n  .addStringOption(",
           "export const data = new SlashCommandBuilder()\n  .setName('table')\n  .setDescription('Game tables: "
           "post, list, cancel')\n  .addSubcommand((sub) =>\n    sub\n      .setName('list')\n      .setDescription("
           "'Tables in the next 14 days'),\n  )\n  .addSubcommand((sub) =>\n    sub\n      .setName('cancel')\n      "
           ".setDescription('Cancel a table you host')\n      .addIntegerOption((o) => o.setName('id').setDescription("
           "'Table #').setRequired(true)),\n  )\n  .addSubcommand((sub) =>\n    sub\n      .setName('create')\n      "
           ".setDescription('Post a game table people can sign up for')\n      .addStringOption(")
    s.grep("grepschedule", "/schedule|commands/schedule", ["src/index.ts", "src/ui/session.ts", ("scripts/"
                                                          "deploy-commands.ts"), "README.md"])
    s.multiedit("footer", "src/ui/session.ts", [
        ("    .setFooter({ text: `Table #${session.id} · use /schedule to post a game` });",
         "    .setFooter({ text: `Table #${session.id} · /table create to post a game` });"),
    ])
    s.tool_failure("watchfail", "Bash", {"command": "pnpm test:watch tests/table.test.ts",
                                         "description": "Run the table command tests"},
                   "Command timed out after 2m 0.0s\n\n RERUN  tests/table.test.ts x1\n\n ✓ tests/table.test.ts (5 "
                   "tests) 61ms\n\n Test Files  1 passed (1)\n      Tests  5 passed (5)\n\n PASS  Waiting for file "
                   "changes...\n       press h to show help, press q to quit")
    s.bash("testok10", "pnpm lint && pnpm test", vitest([("tests/parseWhen.test.ts", 4, 18),
                                                          ("tests/table.test.ts", 5, 93), ("tests/ui.test.ts", 3, 12),
                                                          ("tests/rsvpButtons.test.ts", 5, 139),
                                                          ("tests/reminderWorker.test.ts", 6, 171),
                                                          ("tests/roll.test.ts", 2, 9)], "11:18:10", "1.44s"))
    s.write("headcount", "src/scheduler/weeklyHeadcount.ts",
            "import cron from 'node-cron';\nimport type { Client, TextChannel } from 'discord.js';\nimport { DateTime } "
            "from 'luxon';\nimport { prisma } from '../db.js';\n\nexport const MOD_ROOM_ID = '1165030011122233344'; // "
            "#mod-room\n\n/** Callum's venue headcount: every Monday 09:00 UK time, last week's tables and players. */\n"
            "export function startWeeklyHeadcount(client: Client): cron.ScheduledTask {\n  return cron.schedule(\n    "
            "'0 9 * * 1',\n    async () => {\n      const to = DateTime.now().setZone('Europe/London').startOf('week');"
            "\n      const from = to.minus({ weeks: 1 });\n      const tables = await prisma.gameSession.findMany({\n"
            "        where: { startsAt: { gte: from.toJSDate(), lt: to.toJSDate() }, cancelled: false },\n        "
            "include: { rsvps: { where: { status: 'going' } } },\n      });\n      const players = tables.reduce((n, "
            "t) => n + t.rsvps.length + 1, 0);\n      const lines = tables.map((t) => `• ${t.title} (${DateTime."
            "fromJSDate(t.startsAt).setZone('Europe/London').toFormat('ccc d LLL')}): ${t.rsvps.length + 1}`);\n      "
            "const room = (await client.channels.fetch(MOD_ROOM_ID)) as TextChannel;\n      await room.send(`**"
            "Headcount ${from.toFormat('d LLL')}–${to.minus({ days: 1 }).toFormat('d LLL')}:** ${tables.length} "
            "tables, ${players} people\\n${lines.join('\\n')}`);\n    },\n    { timezone: 'Europe/London' },\n  );\n}\n")
    s.bash("cmds10", "railway run pnpm deploy:commands", "Started refreshing 2 application (/) commands.\n"
           f"Successfully reloaded 2 application (/) commands for guild {PROD_GUILD}.")
    s.bash("commit10", "git add -A && git commit -m 'feat!: /table create|list|cancel replaces /schedule; reminders "
           "only in #game-night-pings (no DMs); monday headcount for callum' && pnpm version minor -m "
           "'chore(release): %s' && git push --follow-tags origin main",
           "[main 4e7a0b2] feat!: /table create|list|cancel replaces /schedule; reminders only in #game-night-pings "
           "(no DMs); monday headcount for callum\n 9 files changed, 204 insertions(+), 61 deletions(-)\n rename "
           "src/commands/{schedule.ts => table.ts} (71%)\n rename tests/{schedule.test.ts => table.test.ts} (88%)\n"
           " create mode 100644 src/scheduler/weeklyHeadcount.ts\nv1.1.0\nTo github.com:rookrumble/tablehold.git\n   "
           "c81f5a3..9d2c6e4  main -> main\n * [new tag]         v1.1.0 -> v1.1.0")
    s.stop()
    s.end()


# --------------------------------------------------------------------------- s11: Thu 30 Nov
def s11(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nYour branch is up to date with "
           "'origin/main'.\n\nnothing to commit, working tree clean\n9d2c6e4 (HEAD -> main, tag: v1.1.0, origin/main) "
           "chore(release): 1.1.0")
    s.read("readindex", "src/index.ts", INDEX_TS.replace(
        "import * as schedule from './commands/schedule.js';", "import * as table from './commands/table.js';\n"
        "import * as roll from './commands/roll.js';\nimport { startReminderWorker } from './scheduler/reminderWorker"
        ".js';\nimport { startWeeklyHeadcount } from './scheduler/weeklyHeadcount.js';").replace(
        "[[schedule.data.name, schedule]]", "[\n  [table.data.name, table],\n  [roll.data.name, roll],\n]").replace(
        "(${c.guilds.cache.size} guilds)`);", "(${c.guilds.cache.size} guilds)`);\n  startReminderWorker(c);\n  "
        "startWeeklyHeadcount(c);"))
    s.prompt("backups", "Callum asked what happens if Railway loses the database. nightly pg_dump from GitHub "
             "Actions at 03:30 UTC into the Cloudflare R2 bucket rr-tablehold-backups, keep 14 days (lifecycle "
             "rule on the bucket). use the public proxy URL as a repo secret.")
    s.write("backupyml", ".github/workflows/backup.yml", BACKUP_YML)
    s.bash("backuprun", "gh workflow run nightly-backup && sleep 75 && gh run list --workflow nightly-backup -L 1 && "
           "aws s3 ls s3://rr-tablehold-backups/ --endpoint-url https://$R2_ACCOUNT_ID.r2.cloudflarestorage.com",
           "✓ Created workflow_dispatch event for backup.yml at main\nSTATUS  TITLE           WORKFLOW        BRANCH  "
           "EVENT              ID           ELAPSED  AGE\n✓       nightly-backup  nightly-backup  main    "
           "workflow_dispatch  11999820315  54s      1m\n2028-11-30 15:22:48    1873920 tablehold-2028-11-30.dump")
    s.bash("restore", "aws s3 cp s3://rr-tablehold-backups/tablehold-2028-11-30.dump /tmp/ --endpoint-url "
           "https://$R2_ACCOUNT_ID.r2.cloudflarestorage.com && pg_restore --clean --no-owner -d "
           "postgresql://tablehold:tablehold@localhost:5434/tablehold /tmp/tablehold-2028-11-30.dump && psql "
           "postgresql://tablehold:tablehold@localhost:5434/tablehold -tAc 'select (select count(*) from "
           "\"GameSession\"), (select count(*) from \"Rsvp\"), (select count(*) from \"Reminder\")'",
           "download: s3://rr-tablehold-backups/tablehold-2028-11-30.dump to ../../../tmp/tablehold-2028-11-30.dump"
           "\n71|688|134")
    s.prompt("plans", "writing down what's coming so it doesn't get lost:\n- Rook Con, the club's 5th birthday: "
             "Saturday 16 December at The Old Tannery, 11:00 to 23:00, 12 tables. Callum wants sign-ups for it "
             "to open on Wednesday 6 December, as /table create with an event flag so those tables get their own "
             "colour and a separate list.\n- after Rook Con Callum wants tables mirrored as Discord scheduled events "
             "(GuildScheduledEvents) so they show up in the server's event list.\n- Node 22 + Prisma 6 upgrade in "
             "the first week of January, not before Rook Con.\n- next mod meeting Sunday 10 December, I'm showing "
             "them the headcount numbers.")
    s.write("roadmap", "docs/roadmap.md",
            "# tablehold roadmap (as of 30 Nov 2028)\n\n| when | what | who asked |\n|---|---|---|\n| Wed 6 Dec | "
            "Rook Con sign-ups open: `/table create event:true`, own colour (#8E44AD) and `/table list event` | "
            "Callum |\n| Sun 10 Dec | mod meeting: headcount numbers, Rook Con table plan | Oksana |\n| Sat 16 Dec | "
            "**Rook Con** (5th anniversary), The Old Tannery, 11:00-23:00, 12 tables; freeze deploys from Fri 15 "
            "Dec | all |\n| after Rook Con | mirror tables as Discord scheduled events | Callum |\n| first week of "
            "Jan | Node 22 + Prisma 6 upgrade | Ellie |\n")
    s.remember("memplans", "tablehold plans after 30 Nov 2028: Rook Con (club's 5th anniversary) Sat 16 Dec at The "
               "Old Tannery 11:00-23:00 with 12 tables, sign-ups open Wed 6 Dec via /table create with an event "
               "flag (colour #8E44AD); deploy freeze from Fri 15 Dec; next mod meeting Sun 10 Dec; after Rook Con "
               "mirror tables as Discord scheduled events (Callum); Node 22 + Prisma 6 in the first week of January.",
               "tablehold roadmap: Rook Con and upgrades", "fact")
    s.bash("testok11", "pnpm lint && pnpm test", vitest([("tests/parseWhen.test.ts", 4, 18),
                                                          ("tests/table.test.ts", 5, 91), ("tests/ui.test.ts", 3, 13),
                                                          ("tests/rsvpButtons.test.ts", 5, 137),
                                                          ("tests/reminderWorker.test.ts", 6, 168),
                                                          ("tests/roll.test.ts", 2, 9),
                                                          ("tests/weeklyHeadcount.test.ts", 2, 44)], "15:13:37",
                                                         "1.52s"))
    s.bash("commit11", "git add -A && git commit -m 'chore: nightly pg_dump to R2 (03:30 UTC, 14 days); roadmap' && "
           "git push", "[main 2b8f1e7] chore: nightly pg_dump to R2 (03:30 UTC, 14 days); roadmap\n 2 files changed, "
           "45 insertions(+)\n create mode 100644 .github/workflows/backup.yml\n create mode 100644 docs/roadmap.md\n"
           "To github.com:rookrumble/tablehold.git\n   9d2c6e4..2b8f1e7  main -> main")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-11-02T18:40:00", "4c1e7a20-5b3d-4f61-8a92-0d1e2f3a6201", s1),    # Thu
    ("s2", "2028-11-06T19:05:00", "5d2f8b31-6c4e-4072-9ba3-1e2f3a4b6202", s2),    # Mon
    ("s3", "2028-11-08T10:20:00", "6e309c42-7d5f-4183-acb4-2f3a4b5c6203", s3),    # Wed
    ("s4", "2028-11-10T14:10:00", "7f41ad53-8e60-4294-bdc5-3a4b5c6d6204", s4),    # Fri
    ("s5", "2028-11-14T13:30:00", "8052be64-9f71-43a5-ced6-4b5c6d7e6205", s5),    # Tue
    ("s6", "2028-11-17T09:25:00", "9163cf75-a082-44b6-dfe7-5c6d7e8f6206", s6),    # Fri
    ("s7", "2028-11-20T09:40:00", "a274d086-b193-45c7-e0f8-6d7e8f906207", s7),    # Mon
    ("s8", "2028-11-22T13:05:00", "b385e197-c2a4-46d8-f109-7e8f90a16208", s8),    # Wed
    ("s9", "2028-11-25T10:15:00", "c496f2a8-d3b5-47e9-021a-8f90a1b26209", s9),    # Sat
    ("s10", "2028-11-28T11:00:00", "d5a703b9-e4c6-48fa-132b-90a1b2c36210", s10),  # Tue
    ("s11", "2028-11-30T14:50:00", "e6b814ca-f5d7-490b-243c-a1b2c3d46211", s11),  # Thu
]

#: When the questions are asked: Monday morning after the last session (a Thursday).
ASKED_AT = "2028-12-04T08:30:00Z"
