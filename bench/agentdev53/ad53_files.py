"""Whole files the agent reads or writes in the fjordline-tours history (bench/agentdev53/sessions.py)."""
from __future__ import annotations

PACKAGE_JSON = """{
  "name": "fjordline-tours",
  "type": "module",
  "version": "0.1.0",
  "private": true,
  "packageManager": "pnpm@9.12.3",
  "engines": { "node": ">=20.18" },
  "scripts": {
    "dev": "astro dev",
    "build": "astro check && astro build",
    "preview": "astro preview",
    "check": "astro check",
    "lint": "eslint . --max-warnings 0",
    "format": "prettier --write .",
    "test": "vitest run",
    "test:visual": "playwright test --project=visual",
    "studio": "pnpm --filter studio dev"
  },
  "dependencies": {
    "@astrojs/check": "^0.9.4",
    "@astrojs/sitemap": "^3.2.1",
    "@astrojs/tailwind": "^5.1.2",
    "@sanity/client": "^6.22.2",
    "@sanity/image-url": "^1.0.2",
    "astro": "^4.16.7",
    "tailwindcss": "^3.4.14",
    "typescript": "^5.6.3"
  },
  "devDependencies": {
    "@playwright/test": "^1.48.2",
    "@lhci/cli": "^0.14.0",
    "eslint": "^9.13.0",
    "eslint-plugin-astro": "^1.3.0",
    "prettier": "^3.3.3",
    "prettier-plugin-astro": "^0.14.1",
    "vitest": "^2.1.4"
  }
}
"""

ASTRO_CONFIG = """// @ts-check
import { defineConfig } from 'astro/config';
import tailwind from '@astrojs/tailwind';
import sitemap from '@astrojs/sitemap';

export default defineConfig({
  site: 'https://fjordlinetours.no',
  output: 'static',
  trailingSlash: 'never',
  integrations: [
    tailwind({ applyBaseStyles: false }),
    sitemap({
      i18n: {
        defaultLocale: 'nb',
        locales: { nb: 'nb-NO', en: 'en-GB', de: 'de-DE' },
      },
    }),
  ],
  i18n: {
    defaultLocale: 'nb',
    locales: ['nb', 'en', 'de'],
    routing: {
      prefixDefaultLocale: false,
      redirectToDefaultLocale: false,
    },
  },
  image: {
    domains: ['cdn.sanity.io'],
  },
  server: { port: 4321 },
});
"""

TAILWIND_CONFIG = """/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,md,mdx,ts}'],
  theme: {
    extend: {
      colors: {
        fjord: {
          50: '#EEF5FA',
          100: '#D4E6F1',
          500: '#1F6F9F',
          700: '#0B3C5D',
          900: '#06223A',
        },
        ember: {
          400: '#F5B27A',
          500: '#F2994A',
          600: '#D97B27',
        },
        granite: '#4A5560',
      },
      fontFamily: {
        display: ['"Fraunces Variable"', 'Georgia', 'serif'],
        sans: ['"Inter Variable"', 'system-ui', 'sans-serif'],
      },
      maxWidth: { prose: '68ch' },
    },
  },
  plugins: [],
};
"""

TOUR_SCHEMA_FIELDLEVEL = """import { defineField, defineType } from 'sanity';

// Field-level translation: every text field is an object with one key per language.
export const localeString = defineType({
  name: 'localeString',
  title: 'Localized string',
  type: 'object',
  fields: [
    defineField({ name: 'nb', title: 'Norsk (bokmål)', type: 'string' }),
    defineField({ name: 'en', title: 'English', type: 'string' }),
    defineField({ name: 'de', title: 'Deutsch', type: 'string' }),
  ],
});

export const tour = defineType({
  name: 'tour',
  title: 'Tour',
  type: 'document',
  fields: [
    defineField({ name: 'title', type: 'localeString', validation: (r) => r.required() }),
    defineField({ name: 'slug', type: 'object', fields: [
      defineField({ name: 'nb', type: 'slug' }),
      defineField({ name: 'en', type: 'slug' }),
      defineField({ name: 'de', type: 'slug' }),
    ] }),
    defineField({ name: 'summary', type: 'localeText' }),
    defineField({ name: 'body', type: 'localeBlockContent' }),
    defineField({ name: 'durationMinutes', type: 'number', validation: (r) => r.min(30).max(600) }),
    defineField({ name: 'priceFromNok', title: 'Price from (NOK, incl. VAT)', type: 'number' }),
    defineField({ name: 'departurePier', type: 'string', options: { list: ['Skateflukaia', 'Geiranger kai', 'Hellesylt'] } }),
    defineField({ name: 'departures', type: 'array', of: [{ type: 'string' }], description: 'HH:MM, 24h' }),
    defineField({ name: 'paymentLink', title: 'Stripe payment link', type: 'url' }),
    defineField({ name: 'heroImage', type: 'image', options: { hotspot: true } }),
  ],
  preview: { select: { title: 'title.nb', media: 'heroImage' } },
});
"""

SANITY_TS = """import { createClient, type QueryParams } from '@sanity/client';

export const sanity = createClient({
  projectId: import.meta.env.PUBLIC_SANITY_PROJECT_ID,
  dataset: import.meta.env.PUBLIC_SANITY_DATASET ?? 'production',
  apiVersion: '2024-10-01',
  useCdn: false, // build time only: always fresh content
  token: import.meta.env.SANITY_READ_TOKEN,
  perspective: 'published',
});

export type Lang = 'nb' | 'en' | 'de';

export interface TourCard {
  _id: string;
  title: string;
  slug: string;
  summary: string;
  priceFromNok: number;
  durationMinutes: number;
  heroImage: { asset: { _ref: string } };
}

const TOUR_FIELDS = `
  _id,
  "title": title[$lang],
  "slug": slug[$lang].current,
  "summary": summary[$lang],
  priceFromNok,
  durationMinutes,
  departurePier,
  departures,
  paymentLink,
  heroImage
`;

export async function getTours(lang: Lang): Promise<TourCard[]> {
  return sanity.fetch(`*[_type == "tour"] | order(priceFromNok asc) { ${TOUR_FIELDS} }`, { lang });
}

export async function getTourBySlug(lang: Lang, slug: string) {
  return sanity.fetch(`*[_type == "tour" && slug[$lang].current == $slug][0] { ${TOUR_FIELDS}, body }`,
    { lang, slug } satisfies QueryParams);
}

export async function getTourSlugs(lang: Lang): Promise<string[]> {
  return sanity.fetch(`*[_type == "tour" && defined(slug[$lang].current)].slug[$lang].current`, { lang });
}
"""

CHECKOUT_TS = """import type { Config, Context } from '@netlify/edge-functions';

// GET /api/checkout?tour=<slug>&date=2029-06-14&time=10:00&lang=de
// Looks up the tour's Stripe Payment Link in Sanity and redirects to it with a
// client_reference_id (tour + departure) and the checkout language.
const STRIPE_LOCALE: Record<string, string> = { nb: 'nb', en: 'en-GB', de: 'de' };
const SANITY = `https://${Netlify.env.get('PUBLIC_SANITY_PROJECT_ID')}.apicdn.sanity.io/v2024-10-01/data/query/production`;

export default async (request: Request, _context: Context) => {
  const url = new URL(request.url);
  const tour = url.searchParams.get('tour');
  const date = url.searchParams.get('date');
  const time = url.searchParams.get('time');
  const lang = url.searchParams.get('lang') ?? 'nb';
  if (!tour || !date || !/^\\d{4}-\\d{2}-\\d{2}$/.test(date) || !time) {
    return new Response('Bad request', { status: 400 });
  }
  const q = encodeURIComponent('*[_type == "tour" && _id == $id][0].paymentLink');
  const res = await fetch(`${SANITY}?query=${q}&%24id=%22${encodeURIComponent(tour)}%22`);
  const { result: link } = await res.json();
  if (!link) return new Response('Unknown tour', { status: 404 });

  const target = new URL(link);
  // Stripe: client_reference_id may only hold letters, digits, dashes and underscores.
  target.searchParams.set('client_reference_id', `${tour}_${date}_${time.replace(':', '')}`);
  target.searchParams.set('locale', STRIPE_LOCALE[lang] ?? 'auto');
  return Response.redirect(target.toString(), 302);
};

export const config: Config = { path: '/api/checkout', cache: 'manual' };
"""

NETLIFY_TOML = """[build]
  command = "pnpm build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20.18.0"
  PNPM_VERSION = "9.12.3"

[dev]
  command = "pnpm dev"
  targetPort = 4321
  port = 8888

[[headers]]
  for = "/_astro/*"
  [headers.values]
    Cache-Control = "public, max-age=31536000, immutable"

[[headers]]
  for = "/*"
  [headers.values]
    X-Frame-Options = "DENY"
    Referrer-Policy = "strict-origin-when-cross-origin"
    Permissions-Policy = "camera=(), microphone=(), geolocation=()"
"""

STRINGS_TS = """// UI strings that do not live in Sanity (navigation, buttons, footer, consent).
export const languages = { nb: 'Norsk', en: 'English', de: 'Deutsch' } as const;
export const defaultLang = 'nb';

export const strings = {
  nb: {
    'nav.tours': 'Turer',
    'nav.about': 'Om oss',
    'nav.contact': 'Kontakt',
    'tour.from': 'fra',
    'tour.duration': 'Varighet',
    'tour.book': 'Bestill nå',
    'tour.departures': 'Avganger',
    'footer.phone': 'Ring oss',
    'footer.address': 'Skateflukaia 3, 6002 Ålesund',
  },
  en: {
    'nav.tours': 'Tours',
    'nav.about': 'About us',
    'nav.contact': 'Contact',
    'tour.from': 'from',
    'tour.duration': 'Duration',
    'tour.book': 'Book now',
    'tour.departures': 'Departures',
    'footer.phone': 'Call us',
    'footer.address': 'Skateflukaia 3, 6002 Ålesund, Norway',
  },
  de: {
    'nav.tours': 'Touren',
    'nav.about': 'Über uns',
    'nav.contact': 'Kontakt',
    'tour.from': 'ab',
    'tour.duration': 'Dauer',
    'tour.book': 'Jetzt buchen',
    'tour.departures': 'Abfahrten',
    'footer.phone': 'Rufen Sie uns an',
    'footer.address': 'Skateflukaia 3, 6002 Ålesund, Norwegen',
  },
} as const;

export function getLangFromUrl(url: URL) {
  const [, lang] = url.pathname.split('/');
  if (lang in strings) return lang as keyof typeof strings;
  return defaultLang;
}

export function t(lang: keyof typeof strings, key: keyof (typeof strings)[typeof defaultLang]) {
  return strings[lang][key] || strings[defaultLang][key];
}
"""

LIGHTHOUSERC = """{
  "ci": {
    "collect": {
      "staticDistDir": "./dist",
      "url": [
        "http://localhost/index.html",
        "http://localhost/en/index.html",
        "http://localhost/de/index.html",
        "http://localhost/turer/geirangerfjord-safari/index.html",
        "http://localhost/galleri/index.html"
      ],
      "numberOfRuns": 3,
      "settings": { "preset": "perf", "formFactor": "mobile", "screenEmulation": { "mobile": true } }
    },
    "assert": {
      "assertions": {
        "categories:performance": ["error", { "minScore": 0.95 }],
        "categories:accessibility": ["error", { "minScore": 1 }],
        "largest-contentful-paint": ["error", { "maxNumericValue": 2000 }],
        "total-blocking-time": ["error", { "maxNumericValue": 150 }],
        "cumulative-layout-shift": ["error", { "maxNumericValue": 0.05 }],
        "resource-summary:script:size": ["error", { "maxNumericValue": 40000 }]
      }
    },
    "upload": { "target": "temporary-public-storage" }
  }
}
"""

COOKIE_BANNER = """---
// Own consent banner (replaces Cookiebot). Plausible is cookieless and is not gated;
// only third-party embeds (YouTube on the tour pages) wait for consent.
import { useTranslations, type Lang } from '../i18n/ui';
interface Props { lang: Lang }
const { lang } = Astro.props;
const tr = useTranslations(lang);
---
<div id="consent" class="fixed inset-x-0 bottom-0 z-50 hidden bg-fjord-900 p-4 text-white" role="dialog"
     aria-live="polite" aria-label={tr('consent.title')}>
  <div class="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center">
    <p class="text-sm">{tr('consent.text')} <a href={tr('consent.policyHref')} class="underline">{tr('consent.more')}</a></p>
    <div class="flex gap-2 sm:ml-auto">
      <button data-consent="denied" class="rounded border border-white px-4 py-2 text-sm">{tr('consent.deny')}</button>
      <button data-consent="granted" class="rounded bg-ember-500 px-4 py-2 text-sm font-semibold text-fjord-900">{tr('consent.accept')}</button>
    </div>
  </div>
</div>
<script>
  const KEY = 'fl-consent-v1';
  const box = document.getElementById('consent')!;
  const state = localStorage.getItem(KEY);
  const apply = (v: string) => {
    document.documentElement.dataset.consent = v;
    if (v === 'granted') document.dispatchEvent(new CustomEvent('consent:granted'));
  };
  if (state) apply(state); else box.classList.remove('hidden');
  box.addEventListener('click', (e) => {
    const v = (e.target as HTMLElement).dataset.consent;
    if (!v) return;
    localStorage.setItem(KEY, v);
    box.classList.add('hidden');
    apply(v);
  });
</script>
"""

PLAYWRIGHT_CONFIG = """import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{projectName}/{testFilePath}/{arg}{ext}',
  fullyParallel: true,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: { baseURL: 'http://localhost:4322', trace: 'retain-on-failure' },
  expect: { toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: 'disabled' } },
  webServer: { command: 'pnpm preview --port 4322', port: 4322, reuseExistingServer: !process.env.CI },
  projects: [
    { name: 'visual', use: { ...devices['Desktop Chrome'] } },
    { name: 'visual-mobile', use: { ...devices['Pixel 7'] } },
  ],
});
"""

VISUAL_WORKFLOW = """name: visual
on:
  pull_request:
  push:
    branches: [main]
jobs:
  visual:
    runs-on: ubuntu-24.04
    container:
      image: mcr.microsoft.com/playwright:v1.48.2-jammy
    steps:
      - uses: actions/checkout@v4
      - uses: pnpm/action-setup@v4
      - uses: actions/setup-node@v4
        with: { node-version: 20.18, cache: pnpm }
      - run: pnpm install --frozen-lockfile
      - run: pnpm build
        env:
          PUBLIC_SANITY_PROJECT_ID: q4m8ztx1
          SANITY_READ_TOKEN: ${{ secrets.SANITY_READ_TOKEN }}
      - run: pnpm test:visual
      - uses: actions/upload-artifact@v4
        if: failure()
        with: { name: playwright-report, path: playwright-report/, retention-days: 7 }
"""
