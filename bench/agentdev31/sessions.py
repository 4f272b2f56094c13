"""The eleven sessions of the saltmarsh-shop history, step by step (see build.py and README.md)."""
from __future__ import annotations

NUXT_CONFIG = """// nuxt.config.ts
export default defineNuxtConfig({
  devtools: { enabled: true },
  typescript: { strict: true, typeCheck: true },
  modules: ['@pinia/nuxt', 'pinia-plugin-persistedstate/nuxt', '@nuxt/image', '@nuxtjs/tailwindcss'],
  runtimeConfig: {
    strapiToken: '',          // NUXT_STRAPI_TOKEN, read-only API token
    stripeSecretKey: '',      // NUXT_STRIPE_SECRET_KEY
    stripeWebhookSecret: '',  // NUXT_STRIPE_WEBHOOK_SECRET
    public: {
      strapiUrl: 'https://cms.saltmarshpottery.co.uk',
      siteUrl: '',            // NUXT_PUBLIC_SITE_URL
    },
  },
  image: { provider: 'ipx', domains: ['cms.saltmarshpottery.co.uk'] },
  compatibilityDate: '2024-04-03',
})
"""

BASKET_STORE = """// stores/basket.ts
import { defineStore } from 'pinia'

export const MAX_PER_ITEM = 5

export interface BasketLine { slug: string; title: string; unitPence: number; qty: number; image?: string }

export const useBasketStore = defineStore('basket', {
  state: () => ({ lines: [] as BasketLine[] }),
  getters: {
    count: (s) => s.lines.reduce((n, l) => n + l.qty, 0),
    subtotalPence: (s) => s.lines.reduce((n, l) => n + l.qty * l.unitPence, 0),
  },
  actions: {
    add(line: Omit<BasketLine, 'qty'>, qty = 1) {
      const existing = this.lines.find((l) => l.slug === line.slug)
      if (existing) existing.qty = Math.min(existing.qty + qty, MAX_PER_ITEM)
      else this.lines.push({ ...line, qty: Math.min(qty, MAX_PER_ITEM) })
    },
    setQty(slug: string, qty: number) {
      const l = this.lines.find((x) => x.slug === slug)
      if (!l) return
      if (qty <= 0) this.lines = this.lines.filter((x) => x.slug !== slug)
      else l.qty = Math.min(qty, MAX_PER_ITEM)
    },
    clear() { this.lines = [] },
  },
  persist: { storage: persistedState.localStorage },
})
"""

CHECKOUT_TS = """// server/api/checkout.post.ts
import Stripe from 'stripe'
import { z } from 'zod'

const Body = z.object({ lines: z.array(z.object({ slug: z.string(), qty: z.number().int().min(1).max(5) })).min(1) })

export default defineEventHandler(async (event) => {
  const { stripeSecretKey, public: { siteUrl } } = useRuntimeConfig(event)
  const stripe = new Stripe(stripeSecretKey, { apiVersion: '2024-04-10' })
  const { lines } = await readValidatedBody(event, Body.parse)
  // prices and stock come from Strapi, never from the browser
  const products = await fetchProductsBySlug(event, lines.map((l) => l.slug))
  const subtotal = lines.reduce((n, l) => n + l.qty * products[l.slug].pricePence, 0)
  const shipping = subtotal >= 6000 ? 0 : 495
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: lines.map((l) => ({
      quantity: l.qty,
      price_data: { currency: 'gbp', unit_amount: products[l.slug].pricePence,
                    product_data: { name: products[l.slug].title, metadata: { slug: l.slug } } },
    })),
    shipping_address_collection: { allowed_countries: ['GB'] },
    shipping_options: [{ shipping_rate_data: { type: 'fixed_amount', display_name: 'Royal Mail Tracked 48',
                         fixed_amount: { amount: shipping, currency: 'gbp' } } }],
    success_url: `${siteUrl}/order/thanks?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteUrl}/cart`,
    expires_at: Math.floor(Date.now() / 1000) + 30 * 60,
  })
  return { url: session.url }
})
"""

NETLIFY_TOML = """[build]
  command = "pnpm build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "18"
  PNPM_VERSION = "9.1.0"

[[redirects]]
  from = "/shop/*"
  to = "/collections/:splat"
  status = 301
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: saltmarsh-shop. Saltmarsh Pottery is Maren Olsby's ceramics studio in Whitstable "
             "(mugs, bowls, planters, a few one-off pieces). She wants an online shop to replace her Etsy listings. "
             "Stack: Nuxt 3 with Pinia, the catalogue comes from the Strapi 4 instance Kofi Mensah already runs for "
             "the studio's blog at cms.saltmarshpottery.co.uk, payments through Stripe Checkout. Start with the "
             "scaffold and a product listing page at /shop.")
    s.prompt("rules", "House rules for this repo: pnpm only, never npm or yarn (one lockfile). TypeScript strict, no "
             "`any` anywhere, if you need an escape hatch use `unknown` and narrow it. All UI copy in British English "
             "(colour, favourite, basket is fine but we say cart in code).")
    s.bash(None, "pnpm dlx nuxi@latest init saltmarsh-shop --packageManager pnpm --gitInit",
           "✔ Nuxt project has been created with the v3 template. Next steps:\n › cd saltmarsh-shop\n"
           " › Start development server with pnpm run dev\n\nNuxt 3.11.2 with Nitro 2.9.6")
    s.bash("deps", "pnpm add @pinia/nuxt pinia pinia-plugin-persistedstate @nuxt/image stripe zod && pnpm add -D "
           "vitest @nuxt/test-utils @vue/test-utils happy-dom @nuxtjs/tailwindcss",
           "Packages: +312\n++++++++++++++++++++++++++++++++++++++++\nProgress: resolved 889, reused 842, downloaded 47, "
           "added 312, done\n\ndependencies:\n+ @nuxt/image 1.7.0\n+ @pinia/nuxt 0.5.1\n+ pinia 2.1.7\n"
           "+ pinia-plugin-persistedstate 3.2.1\n+ stripe 14.25.0\n+ zod 3.23.8\n\ndevDependencies:\n+ vitest 1.6.0\n"
           "+ @nuxt/test-utils 3.13.1\n\nDone in 18.4s")
    s.write("config", "nuxt.config.ts", NUXT_CONFIG)
    s.write("useproducts", "composables/useProducts.ts",
            "// composables/useProducts.ts\nexport interface Product { slug: string; title: string; pricePence: number; "
            "stock: number; glaze: string; images: string[] }\n\nexport function useProducts(collection?: string) {\n"
            "  const { public: { strapiUrl } } = useRuntimeConfig()\n  return useFetch<{ data: Product[] }>"
            "(`${strapiUrl}/api/products`, {\n    query: { populate: 'images', 'filters[collection][slug][$eq]': "
            "collection, 'pagination[pageSize]': 48 },\n    key: `products-${collection ?? 'all'}`,\n  })\n}\n")
    s.write(None, "pages/shop/index.vue", "<script setup lang=\"ts\">\nconst { data, error } = useProducts()\n"
            "</script>\n\n<template>\n  <main class=\"mx-auto max-w-6xl px-4\">\n    <h1 class=\"font-serif text-3xl\">"
            "Shop</h1>\n    <p v-if=\"error\">Sorry, the shop is having a rest. Please try again shortly.</p>\n"
            "    <div class=\"grid grid-cols-2 gap-6 md:grid-cols-4\">\n      <ProductCard v-for=\"p in data?.data\" "
            ":key=\"p.slug\" :product=\"p\" />\n    </div>\n  </main>\n</template>\n")
    s.bash("strapi403", "pnpm dev", "Nuxt 3.11.2 with Nitro 2.9.6\n  ➜ Local:    http://localhost:3000/\n",
           "[nuxt] [request error] [unhandled] [500] [GET] \"https://cms.saltmarshpottery.co.uk/api/products?populate=images"
           "&pagination%5BpageSize%5D=48\": 403 Forbidden\n  {\"data\":null,\"error\":{\"status\":403,\"name\":"
           "\"ForbiddenError\",\"message\":\"Forbidden\",\"details\":{}}}", code=1)
    s.prompt("strapi403why", "Kofi never opened the products collection to the Public role, only blog posts. I don't want "
             "the catalogue world-readable with drafts and cost prices in it anyway. Ask Strapi with a read-only API "
             "token from the server side instead (a Nitro route that proxies, the token never reaches the browser).")
    s.write("strapiutil", "server/utils/strapi.ts", "// server/utils/strapi.ts: every Strapi call goes through here, "
            "with the read-only token\nimport type { H3Event } from 'h3'\n\nexport function strapiFetch<T>(event: H3Event, "
            "path: string, query: Record<string, unknown> = {}) {\n  const { strapiToken, public: { strapiUrl } } = "
            "useRuntimeConfig(event)\n  return $fetch<T>(`${strapiUrl}/api${path}`, {\n    query,\n    headers: "
            "{ Authorization: `Bearer ${strapiToken}` },\n    timeout: 8000,\n  })\n}\n")
    s.bash("strapiok", "curl -s localhost:3000/api/catalogue/products | jq '.data | length, .[0].slug, .[0].pricePence'",
           "37\n\"tide-mug-seafoam\"\n2800")
    s.remember("memstrapi", "Strapi for Saltmarsh Pottery: https://cms.saltmarshpottery.co.uk (Strapi 4.24, run by Kofi "
               "Mensah on a Hetzner VPS, he is the only admin). The shop reads the catalogue with a read-only API token "
               "(NUXT_STRAPI_TOKEN, 1Password item 'Saltmarsh Strapi token'); the Public role stays closed. Prices are "
               "stored in pence as integers (pricePence). 37 products at launch of development.",
               "Strapi access for the shop", "fact")
    s.bash("commit1", "git add -A && git commit -m 'feat(catalogue): Nuxt 3 scaffold, Strapi proxy with read-only token, "
           "/shop listing'", "[main 3f1a9c2] feat(catalogue): Nuxt 3 scaffold, Strapi proxy with read-only token, /shop "
           "listing\n 24 files changed, 9871 insertions(+)")
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("cart", "Cart next. A Pinia store, persisted in localStorage with pinia-plugin-persistedstate so a visitor "
             "keeps their cart across visits. Cap each line at 5 of the same piece: Maren's batches are small and she "
             "doesn't want one buyer clearing a glaze.")
    s.write("basketstore", "stores/basket.ts", BASKET_STORE)
    s.write("basketspec", "tests/unit/basket.spec.ts", "import { setActivePinia, createPinia } from 'pinia'\n"
            "import { beforeEach, describe, expect, it } from 'vitest'\nimport { useBasketStore, MAX_PER_ITEM } from "
            "'~/stores/basket'\n\ndescribe('basket', () => {\n  beforeEach(() => setActivePinia(createPinia()))\n"
            "  it('caps a line at MAX_PER_ITEM', () => {\n    const b = useBasketStore()\n    b.add({ slug: 'tide-mug', "
            "title: 'Tide mug', unitPence: 2800 }, 9)\n    expect(b.lines[0].qty).toBe(MAX_PER_ITEM)\n  })\n"
            "  it('sums the subtotal in pence', () => {\n    const b = useBasketStore()\n    b.add({ slug: 'a', title: 'A', "
            "unitPence: 2800 }, 2)\n    b.add({ slug: 'b', title: 'B', unitPence: 4500 })\n    expect(b.subtotalPence)"
            ".toBe(10100)\n  })\n})\n")
    s.prompt("testrule", "Testing habit for this repo: every store and every server route gets a spec under tests/unit, "
             "and `pnpm vitest run` has to be green before each commit. No snapshot tests, they just get re-recorded.")
    s.bash("vitest1", "pnpm vitest run", " ✓ tests/unit/basket.spec.ts (2 tests) 11ms\n\n Test Files  1 passed (1)\n"
           "      Tests  2 passed (2)\n   Duration  1.21s (transform 88ms, setup 0ms, collect 140ms, "
           "tests 11ms)")
    s.write(None, "components/CartBadge.vue", "<script setup lang=\"ts\">\nconst basket = useBasketStore()\n</script>\n\n"
            "<template>\n  <NuxtLink to=\"/cart\" class=\"relative\" data-testid=\"cart-badge\">\n    <IconBag />\n"
            "    <span v-if=\"basket.count\" class=\"badge\">{{ basket.count }}</span>\n  </NuxtLink>\n</template>\n")
    s.bash("hydration", "pnpm dev", "  ➜ Local:    http://localhost:3000/\n",
           "[Vue warn]: Hydration text content mismatch on <span class=\"badge\">\n  - rendered on server: \n"
           "  - expected on client: 3\n  at <CartBadge>\n  at <SiteHeader>\n[Vue warn]: Hydration completed but contains "
           "mismatches.")
    s.prompt("hydrationwhy", "Right, the server can't see localStorage, so it renders an empty badge and the client "
             "then has 3. Wrap the badge in <ClientOnly> with an empty fallback for now; a badge popping in a moment "
             "later is acceptable.")
    s.edit("clientonly", "components/SiteHeader.vue", "      <CartBadge />",
           "      <ClientOnly>\n        <CartBadge />\n        <template #fallback><IconBag /></template>\n"
           "      </ClientOnly>")
    s.read(None, "pages/cart.vue", "<script setup lang=\"ts\">\nconst basket = useBasketStore()\n</script>\n\n<template>\n"
           "  <main>\n    <h1>Your basket</h1>\n    <CartLine v-for=\"l in basket.lines\" :key=\"l.slug\" :line=\"l\" />\n"
           "    <p>Subtotal: {{ (basket.subtotalPence / 100).toFixed(2) }}</p>\n  </main>\n</template>\n")
    s.prompt("pricefmt", "Never format money with toFixed. One helper, formatPrice(pence), that uses Intl.NumberFormat "
             "('en-GB', currency GBP), and every price on the site goes through it. Priya (the designer) wants "
             "£28 without the .00 for whole pounds.")
    s.write("formatprice", "utils/formatPrice.ts", "const whole = new Intl.NumberFormat('en-GB', { style: 'currency', "
            "currency: 'GBP', maximumFractionDigits: 0 })\nconst exact = new Intl.NumberFormat('en-GB', { style: "
            "'currency', currency: 'GBP' })\n\n/** Every price on the site: £28 for whole pounds, £28.50 otherwise. */\n"
            "export function formatPrice(pence: number): string {\n  return pence % 100 === 0 ? whole.format(pence / 100) "
            ": exact.format(pence / 100)\n}\n")
    s.bash("vitest2", "pnpm vitest run", " ✓ tests/unit/basket.spec.ts (2 tests) 12ms\n ✓ tests/unit/formatPrice.spec.ts "
           "(3 tests) 4ms\n\n Test Files  2 passed (2)\n      Tests  5 passed (5)\n   Duration  1.34s")
    s.bash("commit2", "git add -A && git commit -m 'feat(cart): Pinia basket store persisted in localStorage, formatPrice'",
           "[main 8b02d7e] feat(cart): Pinia basket store persisted in localStorage, formatPrice\n 11 files changed, "
           "287 insertions(+), 4 deletions(-)")
    s.end()


def s3(s):
    s.start()
    s.prompt("stripe", "Payments. Stripe Checkout, the hosted page, not the embedded Payment Element: Maren doesn't want "
             "us anywhere near card data or PCI questionnaires beyond SAQ A, and Apple Pay / Google Pay come for free. "
             "A server route creates the Checkout Session; prices come from Strapi, never from the client. Shipping: "
             "flat £4.95 Royal Mail Tracked 48, free over £60. UK addresses only for now.")
    s.write("checkout", "server/api/checkout.post.ts", CHECKOUT_TS)
    s.bash(None, "pnpm vitest run tests/unit/checkout.spec.ts", " ✓ tests/unit/checkout.spec.ts (4 tests) 38ms\n\n"
           " Test Files  1 passed (1)\n      Tests  4 passed (4)\n   Duration  1.62s")
    s.bash("urlfail", "curl -s -X POST localhost:3000/api/checkout -H 'content-type: application/json' -d "
           "'{\"lines\":[{\"slug\":\"tide-mug-seafoam\",\"qty\":2}]}'",
           "{\"url\":\"/api/checkout\",\"statusCode\":500,\"statusMessage\":\"\",\"message\":\"Invalid URL: An explicit "
           "scheme (such as https) must be provided.\",\"stack\":\"StripeInvalidRequestError: Invalid URL: An explicit "
           "scheme (such as https) must be provided.\\n    at StripeError.generate\"}")
    s.prompt("urlwhy", "success_url came out as '/order/thanks?...' because NUXT_PUBLIC_SITE_URL isn't set in my .env, "
             "so siteUrl is ''. Put http://localhost:3000 in .env.example and .env, and make the route fail fast with a "
             "clear message when siteUrl is empty instead of letting Stripe complain.")
    s.edit("urlfix", "server/api/checkout.post.ts", "  const stripe = new Stripe(stripeSecretKey, { apiVersion: "
           "'2024-04-10' })", "  if (!siteUrl) throw createError({ statusCode: 500, statusMessage: 'NUXT_PUBLIC_SITE_URL "
           "is not set' })\n  const stripe = new Stripe(stripeSecretKey, { apiVersion: '2024-04-10' })")
    s.bash("checkoutok", "curl -s -X POST localhost:3000/api/checkout -H 'content-type: application/json' -d "
           "'{\"lines\":[{\"slug\":\"tide-mug-seafoam\",\"qty\":2}]}' | jq -r .url",
           "https://checkout.stripe.com/c/pay/cs_test_a1Qw8ZkT3mVn0pR2sYx7LbJc9dEf#fidkdWxOYHwnPyd1blpxYHZxWjA0")
    s.remember("memstripe", "Stripe for Saltmarsh Pottery: account 'Saltmarsh Pottery Ltd' (acct_1PxK2mSaltMrsh), "
               "Maren is the owner, I (Ellis) am a developer on it. Test keys in .env (NUXT_STRIPE_SECRET_KEY=sk_test_…), "
               "live keys only in Netlify's environment. Local webhooks: `stripe listen --forward-to "
               "localhost:3000/api/stripe-webhook`. Test card 4242 4242 4242 4242, any future date, any CVC.",
               "Stripe account and keys", "fact")
    s.bash("commit3", "git add -A && git commit -m 'feat(checkout): Stripe Checkout session from Strapi prices, flat "
           "shipping'", "[main c51e0a4] feat(checkout): Stripe Checkout session from Strapi prices, flat shipping\n"
           " 7 files changed, 204 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("webhook", "When a payment goes through we need to take the pieces out of stock in Strapi and send the "
             "order confirmation. Webhook route for checkout.session.completed, signature checked with the webhook "
             "secret. Emails through SendGrid for now, Kofi already has an account for the studio newsletter.")
    s.write("webhookts", "server/api/stripe-webhook.post.ts", "// server/api/stripe-webhook.post.ts\nimport Stripe from "
            "'stripe'\n\nexport default defineEventHandler(async (event) => {\n  const { stripeSecretKey, "
            "stripeWebhookSecret } = useRuntimeConfig(event)\n  const stripe = new Stripe(stripeSecretKey, { apiVersion: "
            "'2024-04-10' })\n  const body = await readBody(event)\n  const sig = getHeader(event, 'stripe-signature')!\n"
            "  const evt = stripe.webhooks.constructEvent(JSON.stringify(body), sig, stripeWebhookSecret)\n"
            "  if (evt.type === 'checkout.session.completed') {\n    await decrementStock(event, evt.data.object)\n"
            "    await sendOrderEmail(evt.data.object)   // SendGrid\n  }\n  return { received: true }\n})\n")
    s.bash("sigfail1", "stripe trigger checkout.session.completed",
           "Setting up fixture for: checkout_session\nRunning fixture for: payment_page\n...\nTrigger succeeded! Check "
           "dashboard for event details.\n\n2027-05-11 10:41:07  <--  [400] POST http://localhost:3000/api/stripe-webhook "
           "[evt_1PyA7bSaltMrsh0q2]\n[nuxt] [request error] StripeSignatureVerificationError: No signatures found "
           "matching the expected signature for payload. Are you passing the raw request body you received from Stripe?", minutes=25)
    s.prompt("sigwhy1", "readBody parses the JSON and JSON.stringify doesn't give back the exact bytes Stripe signed "
             "(key order, whitespace). Use readRawBody and pass the string untouched.")
    s.edit("sigfix1", "server/api/stripe-webhook.post.ts", "  const body = await readBody(event)\n", "  const body = "
           "(await readRawBody(event, 'utf8')) ?? ''   // the exact bytes Stripe signed\n")
    s.bash("sigok1", "stripe trigger checkout.session.completed", "Trigger succeeded! Check dashboard for event details."
           "\n\n2027-05-11 10:52:44  <--  [200] POST http://localhost:3000/api/stripe-webhook [evt_1PyAJ3SaltMrsh7x1]", minutes=6)
    s.lesson("lesson1", "Stripe webhook signatures are computed over the raw request body: in Nitro/h3 read it with "
             "readRawBody(event, 'utf8') and pass that string to constructEvent; readBody + JSON.stringify changes the "
             "bytes and every event fails verification.",
             "saltmarsh-shop: 'No signatures found matching the expected signature' on the local webhook")
    s.prompt("rename1", "Maren wants the URLs to say /collections, not /shop: 'Shop' sounds like Etsy to her, and her "
             "pieces come in collections (Tideline, Samphire, Oyster Grey). Move pages/shop to pages/collections, "
             "with a collection page at /collections/[slug], and a 301 from the old paths.")
    s.bash("gitmv1", "git mv pages/shop pages/collections && git mv pages/collections/[id].vue pages/collections/[slug].vue",
           "")
    s.grep("grepshop", "to=\"/shop|'/shop", ["components/SiteHeader.vue", "components/ProductCard.vue",
                                            "pages/index.vue", "tests/e2e/smoke.spec.ts"])
    s.bash(None, "sed -i 's#/shop#/collections#g' components/SiteHeader.vue components/ProductCard.vue pages/index.vue "
           "tests/e2e/smoke.spec.ts && git diff --stat", " components/ProductCard.vue | 2 +-\n components/SiteHeader.vue  | "
           "2 +-\n pages/index.vue            | 4 ++--\n tests/e2e/smoke.spec.ts    | 2 +-\n 4 files changed, 5 "
           "insertions(+), 5 deletions(-)")
    s.remember("memmaren", "Maren Olsby (Saltmarsh Pottery owner) signs off anything customers see: copy, prices, "
               "shipping rules. She reads email in the evenings, so send previews by 5pm with a Netlify preview link. "
               "Priya Desai is the designer (Figma file 'Saltmarsh shop v2'); Kofi Mensah runs Strapi and the newsletter.",
               "Who decides what on Saltmarsh", "fact")
    s.bash("commit4", "git add -A && git commit -m 'feat(orders): Stripe webhook decrements stock, SendGrid confirmation; "
           "refactor(routes): /shop -> /collections'", "[main 0d7be31] feat(orders): Stripe webhook decrements stock, "
           "SendGrid confirmation; refactor(routes): /shop -> /collections\n 13 files changed, 176 insertions(+), 31 "
           "deletions(-)")
    s.prompt("commitstyle", "One thing: that commit mixes a feature and a rename. Conventional Commits with a scope, one "
             "concern per commit, subject in the imperative and under 72 characters. Split next time.")
    s.end()


def s5(s):
    s.start()
    s.prompt("deploy", "Deploy: Netlify, Maren already has the account for her old landing page. Nitro's netlify preset, "
             "a deploy preview per pull request. Server-render every request for now, no caching: stock changes "
             "whenever a piece sells and I don't want someone buying the last Tideline bowl twice.")
    s.write("netlifytoml", "netlify.toml", NETLIFY_TOML)
    s.bash("buildfail", "netlify deploy --build",
           "Netlify Build\n────────────────────────────────\n❯ Version\n  @netlify/build 29.41.2\n\n$ pnpm build\n",
           " ERROR  Nuxt requires Node.js ^18.20.0 || >=20.9.0 for nitropack 2.9.6; node:util styleText is not a function"
           "\n\n TypeError: (0 , node_util.styleText) is not a function\n    at file:///opt/build/repo/node_modules/"
           ".pnpm/consola@3.2.3/node_modules/consola/dist/core.mjs:12:9\n\n Build failed due to a user error: Build "
           "script returned non-zero exit code: 2", code=2)
    s.prompt("buildwhy", "The image pins Node 18.17, too old for this toolchain. Node 20 LTS in netlify.toml, and an "
             ".nvmrc with 20 so local and Netlify agree.")
    s.edit("node20", "netlify.toml", "  NODE_VERSION = \"18\"", "  NODE_VERSION = \"20\"")
    s.bash("buildok", "netlify deploy --build", "$ pnpm build\nℹ Building Nuxt for production...\n✔ Server built in "
           "4721ms\n[nitro] ✔ Generated public dist\n[nitro] ✔ Nuxt Nitro server built (preset: netlify)\n\nDeploy "
           "path: /home/ellis/code/saltmarsh-shop/dist\n✔ Deploy is live!\nWebsite draft URL: "
           "https://6644b1f0c2a1--saltmarsh-shop.netlify.app")
    s.write("pwconfig", "playwright.config.ts", "import { defineConfig, devices } from '@playwright/test'\n\nexport default "
            "defineConfig({\n  testDir: 'tests/e2e',\n  timeout: 30_000,\n  retries: process.env.CI ? 1 : 0,\n  use: {\n"
            "    baseURL: process.env.BASE_URL ?? 'http://localhost:3000',\n    trace: 'on-first-retry',\n  },\n"
            "  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }, { name: 'mobile', use: { "
            "...devices['Pixel 7'] } }],\n  webServer: { command: 'pnpm build && pnpm preview', url: "
            "'http://localhost:3000', reuseExistingServer: true, timeout: 180_000 },\n})\n")
    s.prompt("testid", "In Playwright tests select by data-testid only, never by visible text or CSS classes: Maren and "
             "Priya change wording all the time and that must not break the suite.")
    s.write("e2echeckout", "tests/e2e/checkout.spec.ts", "import { test, expect } from '@playwright/test'\n\n"
            "test('buy a mug with the test card', async ({ page }) => {\n  await page.goto('/collections/tideline')\n"
            "  await page.getByTestId('piece-card').first().click()\n  await page.getByTestId('add-to-cart').click()\n"
            "  await page.getByTestId('cart-badge').click()\n  await page.getByTestId('checkout').click()\n"
            "  await page.waitForURL(/checkout\\.stripe\\.com/)\n  await page.fill('#cardNumber', '4242424242424242')\n"
            "  await page.fill('#cardExpiry', '12 / 34')\n  await page.fill('#cardCvc', '123')\n"
            "  await page.getByTestId('hosted-payment-submit-button').click()\n  await page.waitForURL(/order\\/thanks/)\n"
            "  await expect(page.getByTestId('order-ref')).toBeVisible()\n})\n")
    s.bash("e2etimeout", "pnpm exec playwright test tests/e2e/checkout.spec.ts --project chromium",
           "Running 1 test using 1 worker\n\n  ✘  1 [chromium] › checkout.spec.ts:3:5 › buy a mug with the test card "
           "(30.0s)\n\n  1) [chromium] › checkout.spec.ts:3:5 › buy a mug with the test card\n\n    Test timeout of "
           "30000ms exceeded.\n\n    waiting for navigation to /order\\/thanks/ until \"load\"\n      at "
           "tests/e2e/checkout.spec.ts:14:14\n\n  1 failed", code=1)
    s.prompt("timeoutfix", "The hosted Stripe page plus the redirect back just takes long in test mode. Give the suite "
             "60 seconds per test instead of 30.")
    s.edit("pw60", "playwright.config.ts", "  timeout: 30_000,", "  timeout: 60_000,   // Stripe's hosted page in test "
           "mode is slow")
    s.bash("e2eok", "pnpm exec playwright test --project chromium", "Running 4 tests using 2 workers\n\n  4 passed "
           "(48.2s)")
    s.remember("memdeploy", "Deploying saltmarsh-shop: Netlify site 'saltmarsh-shop' (Maren's team 'Saltmarsh Pottery'). "
               "Every PR gets a deploy preview; main deploys to production automatically. Env vars live in Netlify "
               "(NUXT_STRAPI_TOKEN, NUXT_STRIPE_SECRET_KEY, NUXT_STRIPE_WEBHOOK_SECRET, NUXT_PUBLIC_SITE_URL, "
               "SENDGRID_API_KEY). Node 20, pnpm 9.1. Manual deploy: `netlify deploy --build` (draft) then `--prod`.",
               "How saltmarsh-shop is deployed", "fact")
    s.bash("commit5", "git add netlify.toml .nvmrc && git commit -m 'build(netlify): nitro netlify preset, Node 20' && "
           "git add -A && git commit -m 'test(e2e): Playwright checkout with the Stripe test card'",
           "[main 5e9f2b8] build(netlify): nitro netlify preset, Node 20\n 3 files changed, 22 insertions(+)\n"
           "[main 71c04aa] test(e2e): Playwright checkout with the Stripe test card\n 4 files changed, 96 insertions(+)")
    s.end()


def s6(s):
    s.start()
    s.prompt("prodwebhook", "Maren placed a real test order on the deploy preview on Saturday (test mode): paid fine, but "
             "no email and the mug is still in stock. The Stripe dashboard shows the endpoint failing with 400s.")
    s.bash("sigfail2", "netlify logs:function server --since 48h | grep -i webhook | tail -3",
           "May 15 16:22:09 server ERROR  [request error] [POST] /api/stripe-webhook StripeSignatureVerificationError: "
           "No signatures found matching the expected signature for payload. Are you passing the raw request body you "
           "received from Stripe?\nMay 15 16:22:41 server ERROR  [request error] [POST] /api/stripe-webhook "
           "StripeSignatureVerificationError: No signatures found matching the expected signature for payload.\n"
           "May 15 16:23:44 server ERROR  [request error] [POST] /api/stripe-webhook StripeSignatureVerificationError")
    s.read("webhookread", "server/api/stripe-webhook.post.ts", "// server/api/stripe-webhook.post.ts\nimport Stripe from "
           "'stripe'\n\nexport default defineEventHandler(async (event) => {\n  const { stripeSecretKey, "
           "stripeWebhookSecret } = useRuntimeConfig(event)\n  const stripe = new Stripe(stripeSecretKey, { apiVersion: "
           "'2024-04-10' })\n  const body = (await readRawBody(event, 'utf8')) ?? ''   // the exact bytes Stripe signed\n"
           "  const sig = getHeader(event, 'stripe-signature')!\n  const evt = stripe.webhooks.constructEvent(body, sig, "
           "stripeWebhookSecret)\n  ...\n")
    s.bash("envlist", "netlify env:list --context deploy-preview | grep WEBHOOK",
           "NUXT_STRIPE_WEBHOOK_SECRET  whsec_9f3c…a71e  (all deploy contexts)")
    s.prompt("sigwhy2", "The raw body is fine this time. The secret in Netlify is whsec_9f3c…, which is the one `stripe "
             "listen` printed on my laptop, not the signing secret of the endpoint registered in the dashboard. Each "
             "endpoint has its own secret. Set the dashboard endpoint's secret for the preview and production contexts "
             "and keep the CLI one only in my local .env.")
    s.bash("sigfix2", "netlify env:set NUXT_STRIPE_WEBHOOK_SECRET whsec_Lk21…d04b --context production deploy-preview && "
           "netlify deploy --build", "Set environment variable NUXT_STRIPE_WEBHOOK_SECRET=whsec_Lk21…d04b in the "
           "production, deploy-preview contexts\n✔ Deploy is live!")
    s.bash("resend", "stripe events resend evt_1PzQ4rSaltMrsh3kd --webhook-endpoint we_1PyZ8sSaltMrshE2",
           "{\n  \"id\": \"evt_1PzQ4rSaltMrsh3kd\",\n  \"type\": \"checkout.session.completed\",\n  \"pending_webhooks\": 0\n}\n"
           "Webhook delivery: 200 OK (412 ms)")
    s.lesson("lesson2", "Every Stripe webhook endpoint has its own signing secret: the whsec_ that `stripe listen` prints "
             "is only for CLI forwarding. Deployed environments need the secret shown on the dashboard endpoint. Same "
             "'No signatures found' error as a parsed body, different cause: check which secret is set before "
             "touching code.", "saltmarsh-shop: webhooks failed on the Netlify preview after working locally")
    s.prompt("rename2", "Cleanup while we're here: the store is called basket but everything else in code says cart. "
             "Rename stores/basket.ts to stores/cart.ts and useBasketStore to useCartStore. UI copy can keep saying "
             "basket.")
    s.bash("gitmv2", "git mv stores/basket.ts stores/cart.ts && git mv tests/unit/basket.spec.ts tests/unit/cart.spec.ts "
           "&& sed -i 's/useBasketStore/useCartStore/g; s/defineStore(.basket./defineStore(\"cart\"/' stores/cart.ts "
           "components/*.vue pages/*.vue", "")
    s.bash("renamefail", "pnpm vitest run", " FAIL  tests/unit/cart.spec.ts [ tests/unit/cart.spec.ts ]\nError: Failed to "
           "resolve import \"~/stores/basket\" from \"tests/unit/cart.spec.ts\". Does the file exist?\n ❯ "
           "tests/unit/cart.spec.ts:3:41\n\n Test Files  1 failed | 3 passed (4)\n      Tests  11 passed (11)", code=1)
    s.edit("renamefix", "tests/unit/cart.spec.ts", "import { useBasketStore, MAX_PER_ITEM } from '~/stores/basket'",
           "import { useCartStore, MAX_PER_ITEM } from '~/stores/cart'")
    s.prompt("maxqty", "And Maren's wholesale customers (two cafés in Canterbury) buy mugs in sixes. Raise the per-line "
             "cap from 5 to 10, in the store and in the checkout route's validation.")
    s.edit("max10", "stores/cart.ts", "export const MAX_PER_ITEM = 5", "export const MAX_PER_ITEM = 10")
    s.edit("max10route", "server/api/checkout.post.ts", "z.number().int().min(1).max(5)",
           "z.number().int().min(1).max(MAX_PER_ITEM)")
    s.bash("vitest6", "pnpm vitest run", " ✓ tests/unit/cart.spec.ts (3 tests) 12ms\n ✓ tests/unit/formatPrice.spec.ts (3 "
           "tests) 4ms\n ✓ tests/unit/checkout.spec.ts (5 tests) 41ms\n ✓ tests/unit/webhook.spec.ts (3 tests) 27ms\n\n"
           " Test Files  4 passed (4)\n      Tests  14 passed (14)\n   Duration  1.88s")
    s.bash("commit6", "git add stores components pages tests && git commit -m 'refactor(cart): rename basket store "
           "to useCartStore' && git add -A && git commit -m 'feat(cart): allow up to 10 of a piece per line'",
           "[main a4d3e19] refactor(cart): rename basket store to useCartStore\n 9 files changed, 18 insertions(+), "
           "18 deletions(-)\n[main b7720fe] feat(cart): allow up to 10 of a piece per line\n 3 files changed, 4 insertions(+), 3 "
           "deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("spam", "Two customers of the preview test orders (Maren's sister and Priya) found the order confirmation "
             "in Gmail spam. SendGrid's shared IP pool on the free plan has a poor reputation, and Kofi says the free "
             "plan is being retired anyway. Switch transactional mail to Postmark: their transactional stream is "
             "separate from bulk, and 10k emails a month is $15.")
    s.bash("pmadd", "pnpm remove @sendgrid/mail && pnpm add postmark", "- @sendgrid/mail 8.1.3\n+ postmark 4.0.2\n\n"
           "Done in 3.1s")
    s.write("mailer", "server/utils/mailer.ts", "// server/utils/mailer.ts: order mail through Postmark's transactional "
            "stream\nimport { ServerClient } from 'postmark'\n\nexport async function sendOrderEmail(session: "
            "CheckoutSessionLike) {\n  const client = new ServerClient(useRuntimeConfig().postmarkToken)\n  await "
            "client.sendEmailWithTemplate({\n    From: 'orders@saltmarshpottery.co.uk',\n    To: "
            "session.customer_details.email,\n    TemplateAlias: 'order-confirmation',\n    MessageStream: 'outbound',\n"
            "    TemplateModel: orderModel(session),\n  })\n}\n")
    s.bash("dkim", "dig +short TXT 20270519pm._domainkey.saltmarshpottery.co.uk",
           "\"k=rsa;p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC3y…IDAQAB\"")
    s.bash("mailtest", "curl -s \"https://api.postmarkapp.com/messages/outbound?count=1&offset=0\" -H \"X-Postmark-Server-"
           "Token: $POSTMARK_TOKEN\" | jq '.Messages[0] | {Status, Recipients, Subject}'",
           "{\n  \"Status\": \"Sent\",\n  \"Recipients\": [\"priya@desai.studio\"],\n  \"Subject\": \"Your Saltmarsh "
           "order SP-1004 is confirmed\"\n}")
    s.prompt("cookie", "Actually let's not keep the cart in localStorage after all. The <ClientOnly> badge flickers on "
             "every page load and Priya hates it. Keep the cart in a cookie (useCookie, 30 days, sameSite lax) so the "
             "server renders the right count, and drop pinia-plugin-persistedstate.")
    s.edit("cookieedit", "stores/cart.ts", "  persist: { storage: persistedState.localStorage },",
           "  // hydrated from the sm_cart cookie in plugins/cart-cookie.ts, so SSR renders the right count")
    s.write("cookieplugin", "plugins/cart-cookie.ts", "// plugins/cart-cookie.ts: the cart lives in a cookie so the server "
            "can render it\nexport default defineNuxtPlugin(() => {\n  const cookie = useCookie<CartLine[]>('sm_cart', "
            "{ maxAge: 60 * 60 * 24 * 30, sameSite: 'lax', default: () => [] })\n  const cart = useCartStore()\n"
            "  cart.lines = cookie.value\n  cart.$subscribe((_m, state) => { cookie.value = state.lines })\n})\n")
    s.edit("unwrap", "components/SiteHeader.vue", "      <ClientOnly>\n        <CartBadge />\n        <template #fallback>"
           "<IconBag /></template>\n      </ClientOnly>", "      <CartBadge />")
    s.prompt("freeship", "Maren re-did her sums: free shipping from £60 loses her money on the heavy planters. Make "
             "the free shipping threshold £75, and put the numbers in one place (shared/shipping.ts) so the cart page "
             "and the checkout route can't disagree.")
    s.write("shippingts", "shared/shipping.ts", "/** Shipping rules, shared by the cart page and server/api/checkout. */\n"
            "export const FLAT_SHIPPING_PENCE = 495          // Royal Mail Tracked 48\nexport const FREE_SHIPPING_FROM_PENCE "
            "= 7500    // was 6000 until 19 May\n\nexport function shippingPence(subtotalPence: number): number {\n"
            "  return subtotalPence >= FREE_SHIPPING_FROM_PENCE ? 0 : FLAT_SHIPPING_PENCE\n}\n")
    s.bash("vitest7", "pnpm vitest run", " ✓ tests/unit/cart.spec.ts (4 tests) 14ms\n ✓ tests/unit/shipping.spec.ts (3 "
           "tests) 3ms\n ✓ tests/unit/checkout.spec.ts (5 tests) 44ms\n ✓ tests/unit/webhook.spec.ts (3 tests) 29ms\n"
           " ✓ tests/unit/formatPrice.spec.ts (3 tests) 4ms\n\n Test Files  5 passed (5)\n      Tests  18 passed (18)")
    s.bash("commit7", "git add server/utils/mailer.ts package.json pnpm-lock.yaml && git commit -m 'feat(mail): send "
           "order confirmations through Postmark' && git add stores plugins components && git commit -m 'feat(cart): keep "
           "the cart in a cookie, server-rendered badge' && git add -A && git commit -m 'feat(shipping): free shipping "
           "from £75, shared rules'",
           "[main 2c8e5d0] feat(mail): send order confirmations through Postmark\n 6 files changed, 61 insertions(+), "
           "39 deletions(-)\n[main 6a19f3c] feat(cart): keep the cart in a cookie, server-rendered badge\n 5 files changed, 34 "
           "insertions(+), 22 deletions(-)\n[main 90bd2e4] feat(shipping): free shipping from £75, shared rules\n 4 files "
           "changed, 27 insertions(+), 6 deletions(-)")
    s.end()


def s8(s):
    s.start()
    s.prompt("pieces404", "The collections pages are empty on the preview since this morning. Kofi said on Wednesday "
             "evening he'd tidy up the Strapi content model.")
    s.bash("strapi404", "curl -s -o /dev/null -w '%{http_code}\\n' -H \"Authorization: Bearer $NUXT_STRAPI_TOKEN\" "
           "https://cms.saltmarshpottery.co.uk/api/products && netlify logs:function server --since 2h | tail -2",
           "404\nMay 21 08:12:40 server ERROR  [request error] [GET] /api/catalogue/products FetchError: [GET] "
           "\"https://cms.saltmarshpottery.co.uk/api/products?populate=images\": 404 Not Found\nMay 21 08:12:40 server "
           "ERROR  {\"data\":null,\"error\":{\"status\":404,\"name\":\"NotFoundError\",\"message\":\"Not Found\"}}")
    s.prompt("pieceswhy", "Kofi renamed the Strapi collection type from Product to Piece (each one is handmade, 'product' "
             "felt wrong to Maren), so the API is /api/pieces now. Follow the rename in our code too: usePieces, "
             "PieceCard, and the catalogue route.")
    s.grep("grepproducts", "api/products|useProducts|ProductCard", ["composables/useProducts.ts",
           "server/api/catalogue/products.get.ts", "server/api/checkout.post.ts", "pages/collections/index.vue",
           "pages/collections/[slug].vue", "components/ProductCard.vue", "tests/unit/checkout.spec.ts"])
    s.bash("gitmv3", "git mv composables/useProducts.ts composables/usePieces.ts && git mv components/ProductCard.vue "
           "components/PieceCard.vue && git mv server/api/catalogue/products.get.ts server/api/catalogue/pieces.get.ts",
           "")
    s.edit("piecesedit", "server/api/catalogue/pieces.get.ts", "  return strapiFetch(event, '/products', { populate: "
           "'images' })", "  return strapiFetch(event, '/pieces', { populate: 'images' })")
    s.bash("typecheck8", "pnpm nuxi typecheck", "pages/collections/[slug].vue:4:9 - error TS2304: Cannot find name "
           "'useProducts'.\n\n4   const { data } = useProducts(route.params.slug as string)\n          ~~~~~~~~~~~\n\n"
           "Found 1 error in pages/collections/[slug].vue:4", code=2)
    s.bash(None, "sed -i 's/useProducts(/usePieces(/' 'pages/collections/[slug].vue' && pnpm nuxi typecheck && "
           "pnpm vitest run", "✔ Type check passed\n\n Test Files  5 passed (5)\n      "
           "Tests  18 passed (18)\n   Duration  2.04s")
    s.bash("lighthouse1", "pnpm dlx lighthouse https://deploy-preview-14--saltmarsh-shop.netlify.app/collections/tideline "
           "--preset=perf --form-factor=mobile --quiet --output=json | jq '.categories.performance.score, "
           ".audits[\"largest-contentful-paint\"].displayValue'", "0.61\n\"5.8 s\"")
    s.prompt("swr", "61 on mobile, LCP almost 6 seconds: every collection page hits the function and then Strapi. Let's "
             "not render every request after all. Stale-while-revalidate for 5 minutes on /collections/** and the "
             "home page; the stock check that matters happens in the checkout route anyway, against Strapi, so a "
             "cached page can't oversell.")
    s.edit("routerules", "nuxt.config.ts", "  compatibilityDate: '2024-04-03',", "  routeRules: {\n    '/': { swr: 300 },"
           "\n    '/collections/**': { swr: 300 },\n    '/cart': { ssr: true },\n    '/api/**': { cache: false },\n  },\n"
           "  compatibilityDate: '2024-04-03',")
    s.prompt("netlifyimg", "The images are the other half: ipx resizes them inside our function on every cold start. "
             "Use Netlify Image CDN through the @nuxt/image netlify provider instead of ipx.")
    s.edit("imgprovider", "nuxt.config.ts", "  image: { provider: 'ipx', domains: ['cms.saltmarshpottery.co.uk'] },",
           "  image: { provider: 'netlify', domains: ['cms.saltmarshpottery.co.uk'] },")
    s.bash("lighthouse2", "pnpm dlx lighthouse https://deploy-preview-15--saltmarsh-shop.netlify.app/collections/tideline "
           "--preset=perf --form-factor=mobile --quiet --output=json | jq '.categories.performance.score, "
           ".audits[\"largest-contentful-paint\"].displayValue'", "0.89\n\"2.1 s\"")
    s.bash("commit8", "git add composables components server pages tests && git commit -m 'refactor(catalogue): follow "
           "Strapi rename Product -> Piece' && git add -A && git commit -m 'perf: swr 300s on collection pages, Netlify "
           "Image CDN'", "[main d2f6a71] refactor(catalogue): follow Strapi rename Product -> Piece\n 11 files changed, 29 "
           "insertions(+), 29 deletions(-)\n[main e8b13c5] perf: swr 300s on collection pages, Netlify Image CDN\n 2 files changed, 8 insertions(+), "
           "1 deletion(-)")
    s.prompt("nofriday", "No deploys to production on Friday afternoons, Maren can't answer customers over the weekend "
             "if checkout breaks. Merge to main before noon on Fridays or wait until Monday.")
    s.end()


def s9(s):
    s.start()
    s.bash(None, "git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n"
           "e8b13c5 perf: swr 300s on collection pages, Netlify Image CDN\nd2f6a71 refactor(catalogue): follow Strapi "
           "rename Product -> Piece\n90bd2e4 feat(shipping): free shipping from £75, shared rules")
    s.prompt("upgrade", "Upgrade day before launch: Nuxt to the latest 3.12 and stripe-node to 15, with the API version "
             "pinned to what 15 expects.")
    s.bash("nuxtup", "pnpm dlx nuxi upgrade --force && pnpm add stripe@^15.8.0",
           "✔ Upgraded nuxt from 3.11.2 to 3.12.4\n- stripe 14.25.0\n+ stripe 15.8.0\n\nDone in 21.7s")
    s.bash("tsfail", "pnpm nuxi typecheck", "server/api/checkout.post.ts:9:54 - error TS2322: Type '\"2024-04-10\"' is "
           "not assignable to type '\"2024-06-20\"'.\n\n9   const stripe = new Stripe(stripeSecretKey, { apiVersion: "
           "'2024-04-10' })\n                                                       ~~~~~~~~~~\n\nFound 2 errors in 2 files."
           "\n\nErrors  Files\n     1  server/api/checkout.post.ts:9\n     1  server/api/stripe-webhook.post.ts:6",
           code=2)
    s.write("stripeutil", "server/utils/stripe.ts", "// server/utils/stripe.ts: the one Stripe client, API version pinned "
            "here\nimport Stripe from 'stripe'\n\nexport const STRIPE_API_VERSION = '2024-06-20' as const\n\nlet client: "
            "Stripe | undefined\nexport function useStripe(): Stripe {\n  client ??= new Stripe(useRuntimeConfig()"
            ".stripeSecretKey, { apiVersion: STRIPE_API_VERSION })\n  return client\n}\n")
    s.bash(None, "pnpm nuxi typecheck && pnpm vitest run", "✔ Type check passed\n\n Test Files  5 passed (5)\n      "
           "Tests  18 passed (18)\n   Duration  2.11s")
    s.bash("e2efail9", "pnpm exec playwright test --project mobile", "Running 4 tests using 2 workers\n\n  ✘  2 [mobile] "
           "› checkout.spec.ts:3:5 › buy a mug with the test card (12.4s)\n\n    Error: locator.click: Error: strict mode "
           "violation: getByTestId('add-to-cart') resolved to 2 elements:\n        1) <button data-testid=\"add-to-cart\" "
           "class=\"sticky-buy md:hidden\">Add to basket</button>\n        2) <button data-testid=\"add-to-cart\" "
           "class=\"hidden md:block\">Add to basket</button>\n\n  1 failed\n  3 passed (41.6s)", code=1)
    s.prompt("e2efix9", "Priya's new sticky buy bar on mobile duplicated the button with the same test id. Give the "
             "sticky one data-testid=\"add-to-cart-sticky\" and have the mobile project click that one.")
    s.edit(None, "components/StickyBuyBar.vue", "data-testid=\"add-to-cart\"", "data-testid=\"add-to-cart-sticky\"")
    s.bash("e2eok9", "pnpm exec playwright test", "Running 8 tests using 2 workers\n\n  8 passed (1.2m)")
    s.prompt("expiry", "Stock reservation: we hold the pieces while the Checkout Session is open. 30 minutes is too "
             "short, Maren saw two abandoned sessions where people came back with the Stripe page still open after "
             "35-40 minutes. Make the session (and the hold) expire after 60 minutes.")
    s.edit("expiryedit", "server/api/checkout.post.ts", "    expires_at: Math.floor(Date.now() / 1000) + 30 * 60,",
           "    expires_at: Math.floor(Date.now() / 1000) + 60 * 60,   // stock held while the session is open")
    s.bash("commit9", "git add package.json pnpm-lock.yaml server/utils/stripe.ts components && git commit -m "
           "'chore(deps): nuxt 3.12.4, stripe 15.8 (API 2024-06-20)' && git add -A && git commit -m 'feat(checkout): hold "
           "stock for 60 minutes'", "[main 4b7aa02] chore(deps): nuxt 3.12.4, stripe 15.8 (API 2024-06-20)\n 6 files "
           "changed, 412 insertions(+), 398 deletions(-)\n[main 5c02d9e] feat(checkout): hold stock for 60 minutes\n 1 file changed, 1 insertion(+), 1 deletion(-)")
    s.end()


def s10(s):
    s.start()
    s.prompt("launchprep", "Launch is tomorrow morning. Custom domain shop.saltmarshpottery.co.uk on Netlify, switch "
             "Stripe to live keys, register the live webhook endpoint, turn on Stripe Tax for UK VAT (Maren became "
             "VAT-registered in April), and a final check of everything.")
    s.bash("domain", "netlify domains:add shop.saltmarshpottery.co.uk && dig +short CNAME shop.saltmarshpottery.co.uk",
           "Added shop.saltmarshpottery.co.uk to site saltmarsh-shop\nsaltmarsh-shop.netlify.app.")
    s.bash("liveendpoint", "stripe webhook_endpoints create --url https://shop.saltmarshpottery.co.uk/api/stripe-webhook "
           "--enabled-events checkout.session.completed,checkout.session.expired --live",
           "{\n  \"id\": \"we_1Q4LvSaltMrshLIVE\",\n  \"livemode\": true,\n  \"secret\": \"whsec_Vt8…e3c0\",\n  "
           "\"status\": \"enabled\",\n  \"url\": \"https://shop.saltmarshpottery.co.uk/api/stripe-webhook\"\n}")
    s.edit("tax", "server/api/checkout.post.ts", "    shipping_address_collection: { allowed_countries: ['GB'] },",
           "    shipping_address_collection: { allowed_countries: ['GB'] },\n    automatic_tax: { enabled: true },   // "
           "UK VAT, prices in Strapi include VAT\n    billing_address_collection: 'required',")
    s.bash("taxfail", "curl -s -X POST localhost:3000/api/checkout -H 'content-type: application/json' -d "
           "'{\"lines\":[{\"slug\":\"samphire-bowl-large\",\"qty\":1}]}' | jq -r .message",
           "Stripe Tax has not been activated on your account. Please visit https://dashboard.stripe.com/settings/tax "
           "to get started.")
    s.prompt("taxwhy", "Stripe Tax must be switched on in the dashboard first (head office address + VAT number), and "
             "line items need tax_behavior 'inclusive' because Maren's prices already include VAT. I've activated it "
             "with VAT number GB 412 8830 17.")
    s.edit("inclusive", "server/api/checkout.post.ts", "      price_data: { currency: 'gbp', unit_amount: "
           "products[l.slug].pricePence,", "      price_data: { currency: 'gbp', unit_amount: pieces[l.slug].pricePence, "
           "tax_behavior: 'inclusive',")
    s.bash("taxok", "pnpm exec playwright test tests/e2e/checkout.spec.ts", "Running 2 tests using 2 workers\n\n  2 passed "
           "(52.7s)")
    s.bash("lighthouse3", "pnpm dlx lighthouse https://shop.saltmarshpottery.co.uk/ --preset=perf --form-factor=mobile "
           "--quiet --output=json | jq '.categories.performance.score, .categories.accessibility.score'", "0.93\n0.98")
    s.remember("memlaunch", "Saltmarsh shop go-live checklist: live Stripe keys and the live webhook secret (endpoint "
               "we_1Q4LvSaltMrshLIVE) are in Netlify's production context only; Stripe Tax is on (VAT GB 412 8830 17, "
               "prices include VAT); domain shop.saltmarshpottery.co.uk points at Netlify; Postmark sender "
               "orders@saltmarshpottery.co.uk verified (DKIM). Rollback: `netlify rollback` to the previous deploy.",
               "Launch checklist and rollback", "fact")
    s.bash("commit10", "git add -A && git commit -m 'feat(checkout): Stripe Tax, VAT-inclusive prices'",
           "[main 88e0c41] feat(checkout): Stripe Tax, VAT-inclusive prices\n 2 files changed, 5 insertions(+), 1 "
           "deletion(-)")
    s.bash("tag", "git tag -a v1.0.0 -m 'Launch' && git push --follow-tags", "To github.com:ellis-works/saltmarsh-shop.git\n"
           " * [new tag]         v1.0.0 -> v1.0.0")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("launch", "We're live since 8:00 and Maren's newsletter went out at 9. She's getting two confirmation "
             "emails for some orders and one customer got three.")
    s.bash("dupes", "netlify logs:function server --since 3h | grep -E 'webhook|Task timed out' | tail -4",
           "May 28 09:14:02 server INFO   [POST] /api/stripe-webhook evt_1Q4Y2kSaltMrshA19 checkout.session.completed\n"
           "May 28 09:14:12 server ERROR  Task timed out after 10.00 seconds\nMay 28 09:14:49 server INFO   [POST] "
           "/api/stripe-webhook evt_1Q4Y2kSaltMrshA19 checkout.session.completed\nMay 28 09:14:51 server INFO   order "
           "SP-1031 mail sent (Postmark 7c1e…)")
    s.prompt("dupeswhy", "The handler decrements stock piece by piece in Strapi (one PUT per line, Strapi is slow under "
             "the newsletter traffic) and only then replies, so it runs past Netlify's 10 second function limit; "
             "Stripe sees no 2xx and retries, and the mail goes out again. Reply fast and make the handler idempotent: "
             "remember processed event ids and skip repeats.")
    s.edit("idempotent", "server/api/stripe-webhook.post.ts", "  if (evt.type === 'checkout.session.completed') {",
           "  if (await alreadyProcessed(evt.id)) return { received: true, duplicate: true }\n"
           "  if (evt.type === 'checkout.session.completed') {")
    s.write("processedts", "server/utils/processed.ts", "// server/utils/processed.ts: Stripe event ids we handled, in "
            "Netlify Blobs (store 'stripe-events'), so retries don't send a second mail\nimport { getStore } from "
            "'@netlify/blobs'\n\nexport async function alreadyProcessed(id: string): Promise<boolean> {\n  const store = "
            "getStore('stripe-events')\n  if (await store.get(id)) return true\n  await store.set(id, new Date()"
            ".toISOString())\n  return false\n}\n")
    s.edit("batchstock", "server/utils/stock.ts", "  for (const line of lines) await strapiFetch(event, `/pieces/${line.id}`"
           ", { method: 'PUT', body: { data: { stock: line.stock - line.qty } } })", "  await strapiFetch(event, "
           "'/pieces/decrement', { method: 'POST', body: { lines } })   // Kofi's bulk endpoint, one round trip")
    s.bash("vitest11", "pnpm vitest run", " ✓ tests/unit/webhook.spec.ts (5 tests) 33ms\n ✓ tests/unit/cart.spec.ts (4 "
           "tests) 13ms\n ✓ tests/unit/checkout.spec.ts (6 tests) 47ms\n ✓ tests/unit/shipping.spec.ts (3 tests) 3ms\n"
           " ✓ tests/unit/formatPrice.spec.ts (3 tests) 4ms\n\n Test Files  5 passed (5)\n      Tests  21 passed (21)")
    s.bash("hotfix", "git add -A && git commit -m 'fix(orders): idempotent webhook, bulk stock decrement' && git push && "
           "netlify watch", "[main 3d9a6b7] fix(orders): idempotent webhook, bulk stock decrement\n 4 files changed, 38 "
           "insertions(+), 6 deletions(-)\nSite deploy was successfully initiated\n✔ Deploy is live!", minutes=6)
    s.bash("webhooktime", "netlify logs:function server --since 30m | grep stripe-webhook | tail -2",
           "May 28 10:31:17 server INFO   [POST] /api/stripe-webhook evt_1Q4ZmqSaltMrshK02 200 in 1.3s\nMay 28 10:35:40 "
           "server INFO   [POST] /api/stripe-webhook evt_1Q4ZpxSaltMrshK07 200 in 1.1s", minutes=25)
    s.lesson("lesson3", "Stripe retries any webhook that doesn't get a 2xx in time, and a Netlify function stops at 10 "
             "seconds: keep the webhook handler short (one bulk call, not a request per line) and idempotent on the "
             "event id, or customers get duplicate confirmation emails.",
             "saltmarsh-shop launch day: duplicate order emails after webhook timeouts")
    s.bash("orders", "stripe checkout sessions list --live --created.gte 1811462400 --limit 100 | jq '[.data[] | "
           "select(.payment_status==\"paid\")] | length, (map(.amount_total) | add)'", "41\n218650", minutes=90)
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-05-03T09:15:00", "0c1a5e20-3b1d-4f0a-8e11-5a7c9d2e0101", s1),    # Mon
    ("s2", "2027-05-05T13:30:00", "1d2b6f31-4c2e-4a1b-9f22-6b8d0e3f0202", s2),    # Wed
    ("s3", "2027-05-07T09:40:00", "2e3c7042-5d3f-4b2c-a033-7c9e1f400303", s3),    # Fri
    ("s4", "2027-05-11T10:00:00", "3f4d8153-6e40-4c3d-b144-8daf20510404", s4),    # Tue
    ("s5", "2027-05-13T14:00:00", "405e9264-7f51-4d4e-c255-9eb031620505", s5),    # Thu
    ("s6", "2027-05-17T09:30:00", "516fa375-8062-4e5f-d366-afc142730606", s6),    # Mon
    ("s7", "2027-05-19T10:15:00", "6270b486-9173-4f60-e477-b0d253840707", s7),    # Wed
    ("s8", "2027-05-21T09:00:00", "7381c597-a284-4071-f588-c1e364950808", s8),    # Fri
    ("s9", "2027-05-25T13:00:00", "8492d6a8-b395-4182-0699-d2f475a60909", s9),    # Tue
    ("s10", "2027-05-27T10:00:00", "95a3e7b9-c4a6-4293-17aa-e305b6b71010", s10),  # Thu
    ("s11", "2027-05-28T09:55:00", "a6b4f8ca-d5b7-43a4-28bb-f416c7c81111", s11),  # Fri
]

#: When the questions are asked: Monday morning after the launch (a Friday).
ASKED_AT = "2027-05-31T08:30:00Z"
