"""Whole files the agent reads or writes in the tablehold history (bench/agentdev62/sessions.py)."""
from __future__ import annotations

PACKAGE_JSON = """{
  "name": "tablehold",
  "version": "0.1.0",
  "private": true,
  "description": "Discord bot for Rook & Rumble: post game tables, RSVP, reminders",
  "type": "module",
  "packageManager": "pnpm@9.12.3",
  "engines": {
    "node": ">=20.18"
  },
  "scripts": {
    "dev": "tsx watch --env-file=.env src/index.ts",
    "build": "tsc -p tsconfig.build.json",
    "start": "node dist/index.js",
    "lint": "eslint . && prettier --check .",
    "format": "prettier --write .",
    "typecheck": "tsc --noEmit",
    "test": "vitest run",
    "test:watch": "vitest",
    "deploy:commands": "tsx --env-file=.env scripts/deploy-commands.ts",
    "db:migrate": "prisma migrate deploy"
  },
  "dependencies": {
    "@prisma/client": "5.22.0",
    "discord.js": "^14.16.3",
    "zod": "^3.23.8"
  },
  "devDependencies": {
    "@eslint/js": "^9.14.0",
    "@types/node": "^20.17.6",
    "eslint": "^9.14.0",
    "prettier": "^3.3.3",
    "prisma": "5.22.0",
    "tsx": "^4.19.2",
    "typescript": "^5.6.3",
    "typescript-eslint": "^8.13.0",
    "vitest": "^2.1.5"
  }
}
"""

TSCONFIG = """{
  "compilerOptions": {
    "target": "ES2022",
    "module": "NodeNext",
    "moduleResolution": "NodeNext",
    "outDir": "dist",
    "rootDir": ".",
    "strict": true,
    "noUncheckedIndexedAccess": true,
    "noImplicitOverride": true,
    "exactOptionalPropertyTypes": false,
    "esModuleInterop": true,
    "skipLibCheck": true,
    "resolveJsonModule": true,
    "sourceMap": true,
    "types": ["node"]
  },
  "include": ["src", "scripts", "tests", "vitest.config.ts"]
}
"""

ENV_TS = """import { z } from 'zod';

/** Everything the bot reads from the environment, validated once at startup. */
const Env = z.object({
  DISCORD_TOKEN: z.string().min(50),
  DISCORD_CLIENT_ID: z.string().regex(/^\\d{17,20}$/),
  DATABASE_URL: z.string().default('file:./dev.db'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
});

export const env = Env.parse(process.env);
export type Env = z.infer<typeof Env>;
"""

SCHEMA_SQLITE = """// tablehold data model. SQLite for now (one file, nothing to run).
generator client {
  provider = "prisma-client-js"
}

datasource db {
  provider = "sqlite"
  url      = env("DATABASE_URL")
}

/// One table someone posts with /schedule: a game, a time, a number of seats.
model GameSession {
  id        Int      @id @default(autoincrement())
  guildId   String
  channelId String
  messageId String?
  title     String
  system    String   @default("board") // ttrpg | board | wargame | card
  startsAt  DateTime
  seats     Int
  hostId    String
  cancelled Boolean  @default(false)
  createdAt DateTime @default(now())
  rsvps     Rsvp[]

  @@index([guildId, startsAt])
}

model Rsvp {
  id        Int         @id @default(autoincrement())
  sessionId Int
  session   GameSession @relation(fields: [sessionId], references: [id], onDelete: Cascade)
  userId    String
  status    String      @default("going") // going | waitlist
  createdAt DateTime    @default(now())

  @@unique([sessionId, userId])
}
"""

SCHEDULE_TS = """import { SlashCommandBuilder, type ChatInputCommandInteraction } from 'discord.js';
import { prisma } from '../db.js';
import { buildSessionEmbed } from '../ui/session.js';

export const data = new SlashCommandBuilder()
  .setName('schedule')
  .setDescription('Post a game table people can sign up for')
  .addStringOption((o) =>
    o.setName('game').setDescription('What are we playing?').setRequired(true).setMaxLength(80),
  )
  .addStringOption((o) =>
    o.setName('when').setDescription('e.g. 2028-11-10 19:30 or "fri 19:30"').setRequired(true),
  )
  .addIntegerOption((o) =>
    o
      .setName('seats')
      .setDescription('Players, not counting the host')
      .setMinValue(2)
      .setMaxValue(12)
      .setRequired(true),
  )
  .addStringOption((o) =>
    o
      .setName('system')
      .setDescription('Kind of game')
      .addChoices(
        { name: 'D&D / TTRPG', value: 'ttrpg' },
        { name: 'Board game', value: 'board' },
        { name: 'Wargame', value: 'wargame' },
        { name: 'Card game', value: 'card' },
      ),
  );

export async function execute(interaction: ChatInputCommandInteraction): Promise<void> {
  if (!interaction.inCachedGuild()) {
    await interaction.reply({ content: 'Tables can only be posted in the club server.', ephemeral: true });
    return;
  }
  const game = interaction.options.getString('game', true);
  const when = new Date(interaction.options.getString('when', true));
  if (Number.isNaN(when.getTime()) || when.getTime() < Date.now()) {
    await interaction.reply({ content: `I can't read that time, or it's in the past.`, ephemeral: true });
    return;
  }
  // how many people the @Game Night ping reaches, shown in the post
  const role = interaction.guild.roles.cache.find((r) => r.name === 'Game Night');
  const members = await interaction.guild.members.fetch();
  const reach = role ? members.filter((m) => m.roles.cache.has(role.id)).size : 0;

  const session = await prisma.gameSession.create({
    data: {
      guildId: interaction.guildId,
      channelId: interaction.channelId,
      title: game,
      system: interaction.options.getString('system') ?? 'board',
      startsAt: when,
      seats: interaction.options.getInteger('seats', true),
      hostId: interaction.user.id,
    },
  });
  const message = await interaction.reply({
    content: role ? `${role} new table! (${reach} in the role)` : undefined,
    embeds: [buildSessionEmbed(session)],
    fetchReply: true,
  });
  await prisma.gameSession.update({ where: { id: session.id }, data: { messageId: message.id } });
}
"""

DEPLOY_COMMANDS_TS = """import { REST, Routes } from 'discord.js';
import { env } from '../src/env.js';
import * as schedule from '../src/commands/schedule.js';

const commands = [schedule.data.toJSON()];
const rest = new REST().setToken(env.DISCORD_TOKEN);

console.log(`Started refreshing ${commands.length} application (/) commands.`);
// Global registration: every server the bot joins gets the commands, no per-guild step.
const data = (await rest.put(Routes.applicationCommands(env.DISCORD_CLIENT_ID), {
  body: commands,
})) as unknown[];
console.log(`Successfully reloaded ${data.length} application (/) commands.`);
"""

REACTION_TS = """import { Events, type MessageReaction, type PartialMessageReaction, type User, type PartialUser } from 'discord.js';
import { prisma } from '../db.js';

const GOING = '\u2705';

/** ✅ on a session post takes a seat, in the order people react; removing it frees the seat. */
export const name = Events.MessageReactionAdd;

export async function execute(
  reaction: MessageReaction | PartialMessageReaction,
  user: User | PartialUser,
): Promise<void> {
  if (user.bot) return;
  if (reaction.partial) reaction = await reaction.fetch();
  if (reaction.emoji.name !== GOING) return;
  const session = await prisma.gameSession.findFirst({ where: { messageId: reaction.message.id } });
  if (!session || session.cancelled) return;
  const taken = await prisma.rsvp.count({ where: { sessionId: session.id, status: 'going' } });
  await prisma.rsvp.upsert({
    where: { sessionId_userId: { sessionId: session.id, userId: user.id } },
    create: { sessionId: session.id, userId: user.id, status: taken < session.seats ? 'going' : 'waitlist' },
    update: {},
  });
  console.log(`[rsvp] ${GOING} from ${user.username} on session ${session.id} (${taken + 1}/${session.seats})`);
}
"""

SESSION_CARD_TS = """import {
  ActionRowBuilder,
  ButtonBuilder,
  ButtonStyle,
  EmbedBuilder,
  time,
  TimestampStyles,
  type ColorResolvable,
} from 'discord.js';
import type { GameSession, Rsvp } from '@prisma/client';
import { DateTime } from 'luxon';

/** Dev's colours per kind of game (asked for on 8 Nov). */
export const SYSTEM_COLOURS: Record<string, ColorResolvable> = {
  ttrpg: '#C0392B',
  board: '#16A085',
  wargame: '#34495E',
  card: '#F39C12',
};

export interface SessionCard {
  embeds: EmbedBuilder[];
  components: ActionRowBuilder<ButtonBuilder>[];
}

/** The post for one table: embed with who's in, plus the Join / Leave / Waitlist buttons. */
export function renderSessionCard(session: GameSession, rsvps: Rsvp[]): SessionCard {
  const going = rsvps.filter((r) => r.status === 'going');
  const waiting = rsvps.filter((r) => r.status === 'waitlist');
  const local = DateTime.fromJSDate(session.startsAt, { zone: 'Europe/London' });
  const embed = new EmbedBuilder()
    .setTitle(`${session.title} · ${local.toFormat('cccc d LLL')}`)
    .setColor(SYSTEM_COLOURS[session.system] ?? '#7F8C8D')
    .addFields(
      {
        name: 'When',
        value: `${time(session.startsAt, TimestampStyles.LongDateTime)} (${time(session.startsAt, TimestampStyles.RelativeTime)})`,
      },
      { name: 'Host', value: `<@${session.hostId}>`, inline: true },
      { name: `Seats ${going.length}/${session.seats}`, value: going.map((r) => `<@${r.userId}>`).join('\\n') || '—', inline: true },
    )
    .setFooter({ text: `Table #${session.id} · use /schedule to post a game` });
  if (waiting.length) {
    embed.addFields({ name: `Waitlist (${waiting.length})`, value: waiting.map((r) => `<@${r.userId}>`).join('\\n') });
  }
  if (session.cancelled) embed.setDescription('**Cancelled.**').setColor('#7F8C8D');

  const row = new ActionRowBuilder<ButtonBuilder>().addComponents(
    new ButtonBuilder().setCustomId(`rsvp:join:${session.id}`).setLabel('Join').setStyle(ButtonStyle.Success),
    new ButtonBuilder().setCustomId(`rsvp:leave:${session.id}`).setLabel('Leave').setStyle(ButtonStyle.Secondary),
  );
  return { embeds: [embed], components: session.cancelled ? [] : [row] };
}
"""

RSVP_BUTTONS_TS = """import type { ButtonInteraction } from 'discord.js';
import { prisma } from '../db.js';
import { renderSessionCard } from '../ui/session.js';

type Action = 'join' | 'leave';

/** customId `rsvp:<action>:<sessionId>`. Every answer to the clicker is ephemeral. */
export async function handleRsvpButton(interaction: ButtonInteraction): Promise<void> {
  const [, action, rawId] = interaction.customId.split(':') as [string, Action, string];
  const sessionId = Number(rawId);
  await interaction.deferReply({ ephemeral: true });

  const session = await prisma.gameSession.findUnique({ where: { id: sessionId } });
  if (!session || session.cancelled) {
    await interaction.editReply('That table is gone or was cancelled.');
    return;
  }
  const userId = interaction.user.id;
  if (action === 'join') {
    const going = await prisma.rsvp.count({ where: { sessionId, status: 'going' } });
    const status = going < session.seats ? 'going' : 'waitlist';
    await prisma.rsvp.upsert({
      where: { sessionId_userId: { sessionId, userId } },
      create: { sessionId, userId, status },
      update: {},
    });
    await interaction.editReply(status === 'going' ? `You're in for **${session.title}**.` : `Table's full: you're on the waitlist.`);
  } else {
    await prisma.rsvp.deleteMany({ where: { sessionId, userId } });
    await interaction.editReply(`You left **${session.title}**.`);
  }

  const rsvps = await prisma.rsvp.findMany({ where: { sessionId }, orderBy: { createdAt: 'asc' } });
  await interaction.message.edit(renderSessionCard(session, rsvps));
}
"""

INDEX_TS = """import { Client, Collection, Events, GatewayIntentBits, type ChatInputCommandInteraction } from 'discord.js';
import { createServer } from 'node:http';
import { env } from './env.js';
import { prisma } from './db.js';
import * as schedule from './commands/schedule.js';
import { handleRsvpButton } from './interactions/rsvpButtons.js';

interface Command {
  data: { name: string };
  execute(interaction: ChatInputCommandInteraction): Promise<void>;
}

const commands = new Collection<string, Command>([[schedule.data.name, schedule]]);

const client = new Client({
  intents: [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMembers],
});

client.once(Events.ClientReady, (c) => {
  console.log(`Logged in as ${c.user.tag} (${c.guilds.cache.size} guilds)`);
});

client.on(Events.InteractionCreate, async (interaction) => {
  try {
    if (interaction.isChatInputCommand()) {
      const command = commands.get(interaction.commandName);
      if (!command) return;
      await command.execute(interaction);
    } else if (interaction.isButton() && interaction.customId.startsWith('rsvp:')) {
      await handleRsvpButton(interaction);
    }
  } catch (err) {
    console.error(`[interaction] ${interaction.id} failed`, err);
    if (interaction.isRepliable()) {
      const msg = { content: 'Something went wrong, the mods have been told.', ephemeral: true };
      if (interaction.deferred || interaction.replied) await interaction.followUp(msg).catch(() => {});
      else await interaction.reply(msg).catch(() => {});
    }
  }
});

// Railway health check: GET /healthz on $PORT (3000 by default)
const port = Number(process.env.PORT ?? 3000);
createServer((req, res) => {
  const ok = req.url === '/healthz' && client.isReady();
  res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ ok, ws: client.ws.ping }));
}).listen(port, () => console.log(`health on :${port}`));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    console.log(`${signal}: shutting down`);
    await client.destroy();
    await prisma.$disconnect();
    process.exit(0);
  });
}

await client.login(env.DISCORD_TOKEN);
"""

DOCKERFILE_ALPINE = """# syntax=docker/dockerfile:1.7
FROM node:20-alpine AS build
WORKDIR /app
RUN corepack enable
COPY package.json pnpm-lock.yaml ./
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build && pnpm prune --prod

FROM node:20-alpine
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/prisma ./prisma
COPY package.json ./
EXPOSE 3000
CMD ["sh", "-c", "npx prisma migrate deploy && node dist/src/index.js"]
"""

REMINDER_WORKER_TS = """import cron from 'node-cron';
import type { Client, TextChannel } from 'discord.js';
import { DateTime } from 'luxon';
import { prisma } from '../db.js';

/** Reminders live in the Reminder table; this worker sends whatever is due, once a minute. */
export const REMINDER_OFFSETS = { '24h': { hours: 24 }, '2h': { hours: 2 } } as const;
export type ReminderKind = keyof typeof REMINDER_OFFSETS;

export const PINGS_CHANNEL_ID = '1165031122334455667'; // #game-night-pings

/** Called when a table is posted (and when its time changes): one row per kind, skipping past ones. */
export async function enqueueReminders(sessionId: number, startsAt: Date): Promise<void> {
  const start = DateTime.fromJSDate(startsAt);
  const rows = (Object.keys(REMINDER_OFFSETS) as ReminderKind[])
    .map((kind) => ({ sessionId, kind, dueAt: start.minus(REMINDER_OFFSETS[kind]).toJSDate() }))
    .filter((r) => r.dueAt.getTime() > Date.now());
  await prisma.reminder.deleteMany({ where: { sessionId, sentAt: null } });
  await prisma.reminder.createMany({ data: rows });
}

async function sendDue(client: Client): Promise<void> {
  const due = await prisma.reminder.findMany({
    where: { dueAt: { lte: new Date() }, sentAt: null },
    include: { session: { include: { rsvps: true } } },
    take: 50,
  });
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      for (const r of due) {
        const players = r.session.rsvps.filter((x) => x.status === 'going');
        const when = `<t:${Math.floor(r.session.startsAt.getTime() / 1000)}:R>`;
        const text = `**${r.session.title}** starts ${when}. See you at the table!`;
        for (const p of players) {
          const user = await client.users.fetch(p.userId);
          await user.send(text);
        }
        const channel = (await client.channels.fetch(PINGS_CHANNEL_ID)) as TextChannel;
        await channel.send(`${players.map((p) => `<@${p.userId}>`).join(' ')} ${text}`);
        console.log(`[reminders] sent ${r.kind} reminder for session ${r.sessionId} to ${players.length} players`);
      }
      break;
    } catch (err) {
      console.warn(`[reminders] batch failed (attempt ${attempt}/3)`, err);
    }
  }
  await prisma.reminder.updateMany({ where: { id: { in: due.map((r) => r.id) } }, data: { sentAt: new Date() } });
}

export function startReminderWorker(client: Client): cron.ScheduledTask {
  return cron.schedule('* * * * *', () => {
    sendDue(client).catch((err) => console.error('[reminders] tick failed', err));
  });
}
"""

CI_YML = """name: ci

on:
  push:
    branches: [main]
    tags: ['v*']
  pull_request:

jobs:
  check:
    runs-on: ubuntu-24.04
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_USER: tablehold
          POSTGRES_PASSWORD: tablehold
          POSTGRES_DB: tablehold_test
        ports: ['5432:5432']
        options: >-
          --health-cmd "pg_isready -U tablehold"
          --health-interval 5s --health-timeout 5s --health-retries 10
    env:
      DATABASE_URL: postgresql://tablehold:tablehold@localhost:5432/tablehold_test
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20.18
          cache: pnpm
      - run: pnpm install --frozen-lockfile
      - run: pnpm prisma migrate deploy
      - run: pnpm lint
      - run: pnpm typecheck
      - run: pnpm test

  image:
    needs: check
    if: startsWith(github.ref, 'refs/tags/v')
    runs-on: ubuntu-24.04
    permissions:
      contents: read
      packages: write
    steps:
      - uses: actions/checkout@v4
      - uses: docker/setup-buildx-action@v3
      - uses: docker/login-action@v3
        with:
          registry: ghcr.io
          username: ${{ github.actor }}
          password: ${{ secrets.GITHUB_TOKEN }}
      - uses: docker/metadata-action@v5
        id: meta
        with:
          images: ghcr.io/rookrumble/tablehold
          tags: |
            type=semver,pattern={{version}}
            type=raw,value=latest
      - uses: docker/build-push-action@v6
        with:
          push: true
          tags: ${{ steps.meta.outputs.tags }}
          cache-from: type=gha
          cache-to: type=gha,mode=max
"""

BACKUP_YML = """name: nightly-backup

on:
  schedule:
    - cron: '30 3 * * *' # 03:30 UTC
  workflow_dispatch:

jobs:
  dump:
    runs-on: ubuntu-24.04
    steps:
      - name: Install pg_dump 16
        run: |
          sudo apt-get update -qq && sudo apt-get install -y -qq postgresql-client-16
      - name: Dump
        env:
          DATABASE_URL: ${{ secrets.RAILWAY_PG_PUBLIC_URL }}
        run: pg_dump --format=custom --no-owner "$DATABASE_URL" -f tablehold-$(date -u +%F).dump
      - name: Upload to R2
        env:
          AWS_ACCESS_KEY_ID: ${{ secrets.R2_ACCESS_KEY_ID }}
          AWS_SECRET_ACCESS_KEY: ${{ secrets.R2_SECRET_ACCESS_KEY }}
          AWS_DEFAULT_REGION: auto
        run: |
          aws s3 cp tablehold-*.dump s3://rr-tablehold-backups/ \\
            --endpoint-url https://${{ secrets.R2_ACCOUNT_ID }}.r2.cloudflarestorage.com
      # bucket lifecycle rule deletes objects after 14 days
"""
