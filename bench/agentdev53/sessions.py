"""The eleven sessions of the fjordline-tours history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad53_files import (ASTRO_CONFIG, CHECKOUT_TS, COOKIE_BANNER, LIGHTHOUSERC, NETLIFY_TOML, PACKAGE_JSON,
                        PLAYWRIGHT_CONFIG, SANITY_TS, STRINGS_TS, TAILWIND_CONFIG, TOUR_SCHEMA_FIELDLEVEL,
                        VISUAL_WORKFLOW)


def build_ok(pages, secs):
    return (f"16:02:11 [types] Generated 212ms\n16:02:11 [build] output: \"static\"\n16:02:11 [build] directory: "
            f"/home/sigrid/code/fjordline-tours/dist/\n16:02:11 [build] Collecting build info...\n16:02:12 [build] "
            f"✓ Completed in 402ms.\n16:02:12 [build] Building static entrypoints...\n16:02:15 [vite] ✓ built in "
            f"2.61s\n generating static routes \n...\n16:02:19 ✓ Completed in 3.87s.\n\n generating optimized images \n"
            f"...\n16:02:24 [@astrojs/sitemap] `sitemap-index.xml` created at `dist`\n16:02:24 [build] {pages} page(s) "
            f"built in {secs}s\n16:02:24 [build] Complete!")


def s1(s):
    s.start()
    s.prompt("goal", "New project: fjordline-tours. Fjordline Tours AS runs boat tours out of Ålesund (Geirangerfjord, "
             "Hjørundfjord, an evening harbour trip) and wants a new marketing + booking site to replace their "
             "WordPress. Owner is Kari Haugland, she does the marketing herself. Site in Norwegian, English and "
             "German. Stack: Astro 4 with Tailwind, content in Sanity, hosted on Netlify, bookings through Stripe "
             "Payment Links (no cart of our own). Start with the skeleton.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 sigrid sigrid 4096 Nov  6 09:11 .\ndrwxr-xr-x 14 sigrid sigrid "
           "4096 Nov  6 09:10 ..\ndrwxr-xr-x  7 sigrid sigrid 4096 Nov  6 09:11 .git\n-rw-r--r--  1 sigrid sigrid   "
           "61 Nov  6 09:11 README.md")
    s.prompt("rules", "House rules for this repo: pnpm only, never npm or yarn (lockfile is pnpm-lock.yaml). No React, "
             "Vue or Svelte islands: Astro components plus small vanilla TypeScript <script> tags, nothing else ships "
             "JS. Conventional commit messages (feat:, fix:, chore:, refactor:). `pnpm check && pnpm lint` must be "
             "clean before every commit.")
    s.bash("create", "pnpm create astro@latest . -- --template minimal --typescript strict --install --no-git --yes",
           " astro   Launch sequence initiated.\n\n      ◼  dir Using . as project directory\n      ◼  tmpl Using "
           "minimal as project template\n      ◼  ts Using strict TypeScript configuration\n      ✔  Project initialized!"
           "\n                 ■ Template copied\n                 ■ TypeScript customized\n                 ■ "
           "Dependencies installed\n\n  next   Liftoff confirmed. Explore your project!")
    s.bash(None, "pnpm astro add tailwind sitemap --yes",
           "✔ Resolving packages...\n\n  Astro will run the following command:\n  If you skip this step, you can "
           "always run it yourself later\n\n ╭──────────────────────────────────────────────────────╮\n │ pnpm add "
           "@astrojs/tailwind@^5.1.2 tailwindcss@^3.4.14 @astrojs/sitemap@^3.2.1 │\n ╰───────────────────────────"
           "───────────────────────────╯\n\n✔ Installing dependencies...\n\n  success  Added the following "
           "integrations to your project:\n  - @astrojs/tailwind\n  - @astrojs/sitemap")
    s.read(None, "package.json", PACKAGE_JSON)
    s.prompt("localeplan", "Languages: Norwegian is the default and lives at the root without a prefix "
             "(fjordlinetours.no/turer/...), English under /en, German under /de. Use the code nb for Norwegian "
             "everywhere, not no. Use Astro's built-in i18n routing, no third-party i18n library.")
    s.write("i18nconfig", "astro.config.mjs", ASTRO_CONFIG)
    s.write("tailwind", "tailwind.config.mjs", TAILWIND_CONFIG)
    s.prompt("karibrand", "Notes from the kickoff call with Kari: brand colours are the dark fjord blue #0B3C5D and the "
             "orange #F2994A, and every booking button is that orange. She does not want image carousels or sliders "
             "anywhere on the site (nobody clicks past the first slide, she says). Prices are always shown as 'fra "
             "890 kr', including VAT, in NOK.")
    s.prompt("oddphone", "Also: Odd Arne Vik, the skipper and co-owner, wants the booking phone number +47 913 45 872 "
             "visible in the header on every page, as a tel: link. Most last-minute bookings are people calling from "
             "the quay.")
    s.write("header", "src/components/Header.astro",
            "---\nimport { t, getLangFromUrl } from '../i18n/strings';\nconst lang = getLangFromUrl(Astro.url);\n"
            "const base = lang === 'nb' ? '' : `/${lang}`;\n---\n<header class=\"bg-fjord-700 text-white\">\n"
            "  <div class=\"mx-auto flex max-w-6xl items-center justify-between px-4 py-3\">\n"
            "    <a href={base || '/'} class=\"font-display text-xl\">Fjordline Tours</a>\n"
            "    <nav class=\"flex gap-6 text-sm\">\n      <a href={`${base}/turer`}>{t(lang, 'nav.tours')}</a>\n"
            "      <a href={`${base}/om-oss`}>{t(lang, 'nav.about')}</a>\n"
            "      <a href={`${base}/kontakt`}>{t(lang, 'nav.contact')}</a>\n    </nav>\n"
            "    <a href=\"tel:+4791345872\" class=\"text-ember-400\">+47 913 45 872</a>\n  </div>\n</header>\n")
    s.bash("devserver", "pnpm dev",
           "\n > fjordline-tours@0.1.0 dev /home/sigrid/code/fjordline-tours\n > astro dev\n\n 09:58:02 [types] "
           "Generated 3ms\n\n astro  v4.16.7 ready in 412 ms\n\n┃ Local    http://localhost:4321/\n┃ Network  use "
           "--host to expose\n\n09:58:02 watching for file changes...")
    s.bash(None, "pnpm check && pnpm lint",
           "09:59:40 [check] Getting diagnostics for Astro files in /home/sigrid/code/fjordline-tours...\nResult "
           "(7 files): \n- 0 errors\n- 0 warnings\n- 0 hints\n\n> eslint . --max-warnings 0\n")
    s.bash("commit1", "git add -A && git commit -m 'feat: Astro 4 skeleton with Tailwind, sitemap and nb/en/de "
           "routing'", "[main (root-commit) 1c4e9a7] feat: Astro 4 skeleton with Tailwind, sitemap and nb/en/de "
           "routing\n 19 files changed, 6412 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("sanityplan", "Content today. Sanity Studio v3 in studio/ as a pnpm workspace package. Kari already made "
             "the Sanity project 'fjordline' (project id q4m8ztx1, dataset production). For translations go with "
             "field-level: each text field is an object with nb/en/de keys, so one tour is one document and Kari "
             "sees all three languages side by side.")
    s.bash(None, "pnpm create sanity@latest -- --project q4m8ztx1 --dataset production --template clean "
           "--typescript --output-path studio",
           "You are logged in as sigrid@lokenweb.no using Google\n✔ Fetching existing projects\n\nSuccess! Your "
           "Studio has been created in studio/\n\nGet started by running pnpm --filter studio dev\n\n"
           "Other helpful commands\nnpx sanity docs       to open the documentation in a browser\nnpx sanity manage     "
           "to open the project settings in a browser")
    s.write("schema1", "studio/schemaTypes/tour.ts", TOUR_SCHEMA_FIELDLEVEL)
    s.bash("studioport", "pnpm --filter studio dev",
           "> studio@1.0.0 dev /home/sigrid/code/fjordline-tours/studio\n> sanity dev\n\n✓ Checking configuration "
           "files...\nSanity Studio using vite@5.4.10 ready in 1842ms and running at http://localhost:3333/")
    s.write("client1", "src/lib/sanity.ts", SANITY_TS.replace(
        "  useCdn: false, // build time only: always fresh content\n", "  useCdn: true,\n"))
    s.write("slugpage", "src/pages/turer/[slug].astro",
            "---\nimport Base from '../../layouts/Base.astro';\nimport { getTourBySlug, getTourSlugs } from "
            "'../../lib/sanity';\n\nexport async function getStaticPaths() {\n  const slugs = await getTourSlugs('nb');\n"
            "  return slugs.map((slug) => ({ params: { slug } }));\n}\n\nconst { slug } = Astro.params;\n"
            "const tour = await getTourBySlug('nb', slug!);\nconst title = tour.title;\n---\n<Base title={title} "
            "lang=\"nb\">\n  <h1 class=\"font-display text-4xl\">{title}</h1>\n  <p class=\"text-granite\">{tour.summary}"
            "</p>\n</Base>\n")
    s.bash("nullfail1", "pnpm build",
           "16:40:05 [build] output: \"static\"\n16:40:06 [build] Building static entrypoints...\n16:40:09 [vite] ✓ "
           "built in 2.43s\n\n generating static routes \n16:40:09 ▶ src/pages/index.astro\n16:40:09   └─ /index.html "
           "(+14ms)\n16:40:09 ▶ src/pages/turer/[slug].astro\n16:40:10   ├─ /turer/geirangerfjord-safari/index.html "
           "(+212ms)\n16:40:10   ├─ /turer/alesund-by-kveld/index.html (+98ms)\n error   Cannot read properties of null "
           "(reading 'title')\n  Location:\n    /home/sigrid/code/fjordline-tours/src/pages/turer/[slug].astro:13:20\n"
           "  Stack trace:\n    at /home/sigrid/code/fjordline-tours/src/pages/turer/[slug].astro:13:20\n"
           "    at async renderPage (file:///home/sigrid/code/fjordline-tours/node_modules/astro/dist/runtime/server/"
           "render/page.js:36:15)\n ELIFECYCLE  Command failed with exit code 1.", code=1)
    s.bash("cdncheck", "for h in apicdn api; do curl -s \"https://q4m8ztx1.$h.sanity.io/v2024-10-01/data/query/"
           "production?query=*%5B_type%3D%3D%22tour%22%5D.slug.nb.current\" | jq -c .result; done",
           "[\"geirangerfjord-safari\",\"alesund-by-kveld\",\"hjorundfjord-kajakk\",\"sunnylvsfjorden-rundtur\"]\n"
           "[\"geirangerfjord-safari\",\"alesund-by-kveld\",\"hjorundfjord-kajakk-og-rib\",\"sunnylvsfjorden-rundtur\"]")
    s.prompt("nullwhy1", "There it is: Kari renamed the Hjørundfjord slug in the Studio an hour ago. The slug list came "
             "from the API CDN with the old slug still cached, the single-tour query by that old slug went through "
             "fresh and found nothing, so the page got null. For builds we don't want the CDN at all: set useCdn "
             "false, a build makes maybe 30 queries.")
    s.edit("nullfix1", "src/lib/sanity.ts", "  useCdn: true,\n",
           "  useCdn: false, // build time only: always fresh content\n")
    s.bash("build2", "pnpm build", build_ok(14, "8.42"))
    s.bash("studiodeploy", "cd studio && pnpm exec sanity deploy",
           "✓ Checking project info\n? Studio hostname (<value>.sanity.studio): fjordline\n✓ Clean output folder "
           "(3ms)\n✓ Build Sanity Studio (11841ms)\n✓ Verifying local content\n✓ Deploying to Sanity.Studio\n\n"
           "Success! Studio deployed to https://fjordline.sanity.studio/")
    s.remember("memsanity", "fjordline-tours content: Sanity project q4m8ztx1, dataset production, apiVersion "
               "2024-10-01; Studio lives in studio/ (pnpm workspace, dev server port 3333) and is hosted at "
               "https://fjordline.sanity.studio. Tours use field-level translations (localeString/localeText objects "
               "with nb, en, de keys). The site reads Sanity only at build time with useCdn false.",
               "Sanity setup for fjordline-tours", "fact")
    s.bash("commit2", "git add -A && git commit -m 'feat(cms): Sanity studio with tour schema, tour pages from GROQ'",
           "[main 5b82d10] feat(cms): Sanity studio with tour schema, tour pages from GROQ\n 23 files changed, "
           "1184 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "5b82d10 feat(cms): Sanity studio with tour schema, tour pages from GROQ\n"
           "1c4e9a7 feat: Astro 4 skeleton with Tailwind, sitemap and nb/en/de routing")
    s.prompt("payplan", "Booking flow. Kari creates one Stripe Payment Link per tour in the Stripe dashboard (account "
             "Fjordline Tours AS, prices in NOK), we keep the link URL on the tour in Sanity. The Book button goes "
             "through a Netlify edge function that adds which departure was picked as client_reference_id and the "
             "checkout language, then redirects to Stripe. No Stripe key in the repo or in Netlify: payment links "
             "don't need one.")
    s.write("netlifytoml", "netlify.toml", NETLIFY_TOML)
    s.write("checkout1", "netlify/edge-functions/checkout.ts", CHECKOUT_TS)
    s.bash("netlifydev", "netlify dev",
           "◈ Netlify Dev ◈\n◈ Injecting environment variable values for all scopes\n◈ Running \"pnpm dev\"\n\n astro  "
           "v4.16.7 ready in 398 ms\n┃ Local    http://localhost:4321/\n◈ Loaded edge function checkout\n\n   ┌───"
           "──────────────────────────────────────────┐\n   │                                             │\n   │   ◈ "
           "Server now ready on http://localhost:8888   │\n   │                                             │\n   └──"
           "───────────────────────────────────────────┘")
    s.bash("plinks", "stripe payment_links list --limit 3 | jq -r '.data[] | [.id, .url, .metadata.tour] | @tsv'",
           "plink_1QJx7sB2kLx9Yc4rG3afari\thttps://buy.stripe.com/test_7sI5mQ2Fv0aB3Zu6oo\tgeirangerfjord-safari\n"
           "plink_1QJx9aB2kLx9Yc4rK8veld\thttps://buy.stripe.com/test_fZe8yC6Wd4qRgMs9AB\talesund-by-kveld\n"
           "plink_1QJxBdB2kLx9Yc4rS0nset\thttps://buy.stripe.com/test_3cs5mQ0xn2iJ9gQ8wy\tsolnedgangstur")
    s.prompt("plinklang", "Kari first wanted three links per tour, one per language. We agreed on one link per tour "
             "and pass the language as Stripe's locale parameter (nb, en-GB, de), so there is only one price to "
             "change per tour.")
    s.bash("curlcheckout", "curl -sI 'http://localhost:8888/api/checkout?tour=geirangerfjord-safari&date=2029-06-14&"
           "time=10:00&lang=de' | head -3",
           "HTTP/1.1 302 Found\nlocation: https://buy.stripe.com/test_7sI5mQ2Fv0aB3Zu6oo?client_reference_id="
           "geirangerfjord-safari_2029-06-14_1000&locale=de\ndate: Fri, 10 Nov 2028 14:22:51 GMT")
    s.write("bookbtn", "src/components/BookButton.astro",
            "---\nimport { t, type Lang } from '../i18n/strings';\ninterface Props { tourId: string; lang: Lang; "
            "date: string; time: string }\nconst { tourId, lang, date, time } = Astro.props;\nconst href = "
            "`/api/checkout?tour=${tourId}&date=${date}&time=${time}&lang=${lang}`;\n---\n<a href={href} "
            "class=\"inline-block rounded-lg bg-ember-500 px-6 py-3 font-semibold text-fjord-900 hover:bg-ember-600\">"
            "\n  {t(lang, 'tour.book')}\n</a>\n")
    s.bash("netlifysite", "netlify sites:create --name fjordline-tours --account-slug fjordline",
           "Site Created\n\nAdmin URL: https://app.netlify.com/sites/fjordline-tours\nURL:       "
           "https://fjordline-tours.netlify.app\nSite ID:   3f9c1e22-8a4d-4b71-9e0c-5d2a7b6f1c83\n\nLinked to "
           "fjordline-tours")
    s.bash("envset", "netlify env:set PUBLIC_SANITY_PROJECT_ID q4m8ztx1 && netlify env:set SANITY_READ_TOKEN "
           "\"$SANITY_READ_TOKEN\" --secret",
           "Set environment variable PUBLIC_SANITY_PROJECT_ID=q4m8ztx1 in the all context\nSet environment variable "
           "SANITY_READ_TOKEN=************ in the all context")
    s.bash("preview1", "netlify deploy --build",
           "Netlify Build\n────────────────────────────────\n❯ Version\n  @netlify/build 29.54.3\n...\n16:03:44 [build] "
           "14 page(s) built in 9.10s\n\n(build.command completed in 12.4s)\n\nEdge Functions bundling\n─────────\n"
           "Packaging Edge Functions from netlify/edge-functions directory:\n - checkout\n\nDeploy path:        "
           "/home/sigrid/code/fjordline-tours/dist\nDeploying to draft URL...\n✔ Finished uploading 61 assets\n✔ Deploy "
           "is live!\n\nBuild logs:         https://app.netlify.com/sites/fjordline-tours/deploys/6730c1e5a9d2f40008c1"
           "b7e2\nWebsite draft URL:  https://6730c1e5a9d2f40008c1b7e2--fjordline-tours.netlify.app")
    s.bash("commit3", "git add -A && git commit -m 'feat(booking): checkout edge function redirecting to Stripe "
           "payment links'", "[main 8e21f6c] feat(booking): checkout edge function redirecting to Stripe payment "
           "links\n 6 files changed, 142 insertions(+)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("jonas", "German copy comes from Jonas Weber, a freelance translator in Hamburg "
             "(jonas@weber-uebersetzungen.de). His conditions: formal 'Sie' everywhere, never machine-translated text "
             "on the German pages (no DeepL fallback, an untranslated page stays Norwegian-only), and German URLs "
             "should be German: /de/touren/..., not /de/tours/. English gets /en/tours/.")
    s.read("readstrings", "src/i18n/strings.ts", STRINGS_TS)
    s.prompt("renameplan", "Two renames before the German pages: move src/i18n/strings.ts to src/i18n/ui.ts (the "
             "name the Astro i18n recipe uses, git mv so history follows), and replace the t(lang, key) helper "
             "with useTranslations(lang) that returns the lookup function, so components do `const tr = "
             "useTranslations(lang)` once instead of passing lang to every call.")
    s.bash("gitmvui", "git mv src/i18n/strings.ts src/i18n/ui.ts && git status --short", "R  src/i18n/strings.ts -> "
           "src/i18n/ui.ts")
    s.multiedit("usetrans", "src/i18n/ui.ts", [
        ("export const strings = {", "export type Lang = keyof typeof ui;\n\nexport const ui = {"),
        ("export function t(lang: keyof typeof strings, key: keyof (typeof strings)[typeof defaultLang]) {\n  return "
         "strings[lang][key] || strings[defaultLang][key];\n}",
         "export function useTranslations(lang: Lang) {\n  return function tr(key: keyof (typeof ui)[typeof "
         "defaultLang]) {\n    return ui[lang][key] || ui[defaultLang][key];\n  };\n}"),
        ("strings", "ui", True)])
    s.grep("grept", "from '.*i18n/strings'", ["src/components/Header.astro", "src/components/Footer.astro",
                                              "src/components/BookButton.astro", "src/pages/turer/[slug].astro",
                                              "src/pages/index.astro"])
    s.bash("checkfail4", "pnpm check",
           "10:21:33 [check] Getting diagnostics for Astro files in /home/sigrid/code/fjordline-tours...\n"
           "src/components/Footer.astro:2:36 - error ts(2307): Cannot find module '../i18n/strings' or its "
           "corresponding type declarations.\n\n2 import { t, getLangFromUrl } from '../i18n/strings';\n"
           "                                     ~~~~~~~~~~~~~~~~~\nsrc/components/BookButton.astro:2:30 - error "
           "ts(2307): Cannot find module '../i18n/strings' or its corresponding type declarations.\n\n"
           "Result (14 files): \n- 2 errors\n- 0 warnings\n- 0 hints", code=1)
    s.tool_failure("editfail", "Edit",
                   {"file_path": "/home/sigrid/code/fjordline-tours/src/components/BookButton.astro",
                    "old_string": "import { t, type Lang } from \"../i18n/strings\";",
                    "new_string": "import { useTranslations, type Lang } from '../i18n/ui';", "replace_all": False},
                   "String to replace not found in file.\nString: import { t, type Lang } from \"../i18n/strings\";")
    s.read(None, "src/components/BookButton.astro",
           "---\nimport { t, type Lang } from '../i18n/strings';\ninterface Props { tourId: string; lang: Lang; date: "
           "string; time: string }\nconst { tourId, lang, date, time } = Astro.props;\nconst href = `/api/checkout?"
           "tour=${tourId}&date=${date}&time=${time}&lang=${lang}`;\n---\n<a href={href} class=\"inline-block "
           "rounded-lg bg-ember-500 px-6 py-3 font-semibold text-fjord-900 hover:bg-ember-600\">\n  {t(lang, "
           "'tour.book')}\n</a>")
    s.multiedit("importfix", "src/components/BookButton.astro", [
        ("import { t, type Lang } from '../i18n/strings';",
         "import { useTranslations, type Lang } from '../i18n/ui';"),
        ("const { tourId, lang, date, time } = Astro.props;",
         "const { tourId, lang, date, time } = Astro.props;\nconst tr = useTranslations(lang);"),
        ("{t(lang, 'tour.book')}", "{tr('tour.book')}")])
    s.write("depage", "src/pages/de/touren/[slug].astro",
            "---\nimport Base from '../../../layouts/Base.astro';\nimport BookButton from "
            "'../../../components/BookButton.astro';\nimport { useTranslations } from '../../../i18n/ui';\nimport { "
            "getTourBySlug, getTourSlugs } from '../../../lib/sanity';\n\nexport async function getStaticPaths() {\n"
            "  const slugs = await getTourSlugs('de');\n  return slugs.map((slug) => ({ params: { slug } }));\n}\n\n"
            "const tr = useTranslations('de');\nconst tour = await getTourBySlug('de', Astro.params.slug!);\n---\n"
            "<Base title={tour.title} lang=\"de\">\n  <h1 class=\"font-display text-4xl\">{tour.title}</h1>\n  <p>"
            "{tr('tour.from')} {tour.priceFromNok} NOK</p>\n  <BookButton tourId={tour._id} lang=\"de\" "
            "date={tour.nextDate} time={tour.departures[0]} />\n</Base>\n")
    s.edit("hreflang", "src/layouts/Base.astro", "    <link rel=\"canonical\" href={canonical} />",
           "    <link rel=\"canonical\" href={canonical} />\n    {alternates.map((a) => <link rel=\"alternate\" "
           "hreflang={a.hreflang} href={a.href} />)}\n    <link rel=\"alternate\" hreflang=\"x-default\" "
           "href={alternates.find((a) => a.hreflang === 'nb')?.href} />")
    s.bash("build4", "pnpm check && pnpm build",
           "Result (15 files): \n- 0 errors\n- 0 warnings\n- 0 hints\n\n" + build_ok(26, "10.97").replace(
               " generating static routes \n...",
               " generating static routes \n▶ src/pages/de/touren/[slug].astro\n  ├─ /de/touren/geirangerfjord-"
               "safari/index.html (+201ms)\n  ├─ /de/touren/alesund-am-abend/index.html (+88ms)\n..."))
    s.bash("commit4", "git add -A && git commit -m 'refactor(i18n): strings.ts -> ui.ts, t() -> useTranslations(); "
           "feat: German routes under /de/touren'",
           "[main 2d9b4f0] refactor(i18n): strings.ts -> ui.ts, t() -> useTranslations(); feat: German routes under "
           "/de/touren\n 11 files changed, 188 insertions(+), 46 deletions(-)\n rename src/i18n/{strings.ts => ui.ts} "
           "(71%)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("lhplan", "Performance budgets, enforced in CI with Lighthouse CI (@lhci/cli): on mobile, performance "
             "at least 0.95, accessibility 1.0, LCP under 2 s, total blocking time under 150 ms, CLS under 0.05, and "
             "at most 40 KB of script per page. A failed budget fails the build, no warnings-only.")
    s.write("lhrc", "lighthouserc.json", LIGHTHOUSERC)
    s.prompt("consentplan", "Cookie consent: Kari's web consultant, Henrik Dahl from Nettsmie, recommends Cookiebot "
             "and Kari already has an account. Plausible (plausible.io, site fjordlinetours.no) should only load "
             "after the visitor accepts statistics cookies, and YouTube embeds only after marketing consent.")
    s.edit("cookiebot", "src/layouts/Base.astro", "    <meta name=\"viewport\" content=\"width=device-width\" />",
           "    <meta name=\"viewport\" content=\"width=device-width\" />\n    <script id=\"Cookiebot\" "
           "src=\"https://consent.cookiebot.com/uc.js\" data-cbid=\"8c2f71d4-5e0a-4b8e-9a61-2d4f0c7e13b9\" "
           "data-culture={lang === 'nb' ? 'nb' : lang} data-blockingmode=\"auto\" type=\"text/javascript\" "
           "is:inline></script>")
    s.edit("plausible1", "src/layouts/Base.astro", "  </head>",
           "    <!-- Plausible waits for statistics consent (Cookiebot rewrites text/plain -> text/javascript) -->\n"
           "    <script type=\"text/plain\" data-cookieconsent=\"statistics\" defer data-domain=\"fjordlinetours.no\" "
           "src=\"https://plausible.io/js/script.js\" is:inline></script>\n  </head>")
    s.tool_failure("lhtimeout", "Bash", {"command": "pnpm build && pnpm exec lhci autorun",
                                         "description": "Build and run Lighthouse CI against dist"},
                   "Command timed out after 2m 0.0s\n✅  .lighthouseci/ directory writable\n✅  Configuration file "
                   "found\n✅  Chrome installation found\nHealthcheck passed!\n\nRunning Lighthouse 3 time(s) on "
                   "http://localhost:46113/index.html\nRun #1...done.\nRun #2...done.\nRun #3...")
    s.bash("lhrun1", "pnpm exec lhci autorun --collect.numberOfRuns=1",
           "Running Lighthouse 1 time(s) on http://localhost:41877/index.html\nRun #1...done.\n...\nDone running "
           "Lighthouse!\n\nChecking assertions against 5 URL(s), 5 total run(s)\n\n4 result(s) for "
           "http://localhost:41877/index.html :\n\n  ✘  categories.performance failure for minScore assertion\n"
           "       expected: >=0.95\n          found: 0.81\n\n  ✘  total-blocking-time failure for maxNumericValue "
           "assertion\n       expected: <=150\n          found: 640\n\n  ✘  resource-summary.script.size failure "
           "for maxNumericValue assertion\n       expected: <=40000\n          found: 74312\n\n  ✘  "
           "largest-contentful-paint failure for maxNumericValue assertion\n       expected: <=2000\n          "
           "found: 2480\n\nAssertion failed. Exiting with status code 1.", code=1)
    s.bash("tbtdetail", "jq -r '.audits[\"bootup-time\"].details.items[:3][] | \"\\(.url)\\t\\(.scripting|floor) ms\"' "
           ".lighthouseci/lhr-*.json | head -3",
           "https://consent.cookiebot.com/uc.js\t512 ms\nhttps://consent.cookiebot.com/8c2f71d4-5e0a-4b8e-9a61-"
           "2d4f0c7e13b9/cc.js\t94 ms\nhttp://localhost:41877/_astro/hoisted.B1xq3Zr2.js\t9 ms")
    s.prompt("lhhold", "So the consent tool alone eats the whole blocking-time budget and 60 KB of script. Do NOT "
             "loosen the budget. Leave the banner in for today, I'll raise it with Kari on Friday. Fix what's ours: "
             "the hero image is the LCP element.")
    s.edit("heroimg", "src/pages/index.astro", "<img src={heroUrl} alt={hero.alt} class=\"h-[70vh] w-full "
           "object-cover\" />",
           "<Image src={heroUrl} alt={hero.alt} width={1600} height={900} widths={[640, 960, 1280, 1600]} "
           "sizes=\"100vw\" loading=\"eager\" fetchpriority=\"high\" format=\"avif\" class=\"h-[70vh] w-full "
           "object-cover\" />")
    s.bash(None, "pnpm test", "\n RUN  v2.1.4 /home/sigrid/code/fjordline-tours\n\n ✓ src/lib/price.test.ts (4 tests) "
           "3ms\n ✓ src/i18n/ui.test.ts (5 tests) 4ms\n\n Test Files  2 passed (2)\n      Tests  9 passed (9)\n   "
           "Start at  14:31:07\n   Duration  412ms")
    s.remember("memlh", "fjordline-tours performance budgets (lighthouserc.json, @lhci/cli 0.14, mobile preset, 3 "
               "runs): performance >= 0.95, accessibility = 1, LCP <= 2000 ms, TBT <= 150 ms, CLS <= 0.05, script "
               "<= 40 KB per page; any failure fails CI. On 15 Nov the Cookiebot script pushed TBT to 640 ms and "
               "performance to 0.81.", "Lighthouse budgets", "fact")
    s.bash("commit5", "git add -A && git commit -m 'chore(ci): lighthouse budgets; feat: Cookiebot consent with "
           "gated Plausible; perf: responsive avif hero'",
           "[main 71ac3e5] chore(ci): lighthouse budgets; feat: Cookiebot consent with gated Plausible; perf: "
           "responsive avif hero\n 5 files changed, 97 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("dropcb", "Talked to Kari and to Marte Solberg, their lawyer at Vogt & Partners. Cookiebot goes: it costs "
             "us 640 ms of blocking time and 12 EUR a month, for a site with almost nothing to consent to. Plausible "
             "sets no cookies and stores no personal data, so Marte is fine with it loading for every visitor "
             "without asking; the only thing that still needs consent is the YouTube video on the tour pages. "
             "Replace Cookiebot with our own small banner, vanilla, no dependency.")
    s.bash("grepcb", "git grep -n -i cookiebot", "src/layouts/Base.astro:9:    <script id=\"Cookiebot\" "
           "src=\"https://consent.cookiebot.com/uc.js\" data-cbid=\"8c2f71d4-5e0a-4b8e-9a61-2d4f0c7e13b9\" ...\n"
           "src/layouts/Base.astro:31:    <!-- Plausible waits for statistics consent (Cookiebot rewrites text/plain "
           "-> text/javascript) -->\nsrc/components/TourVideo.astro:4:<iframe data-cookieconsent=\"marketing\" "
           "data-cookieblock-src={embed} ...")
    s.prompt("proxy", "And serve Plausible through our own domain so ad blockers don't drop a third of the visits: "
             "script at /js/pa.js, events to /api/event, both proxied to plausible.io by Netlify.")
    s.multiedit("rmcookiebot", "src/layouts/Base.astro", [
        ("    <script id=\"Cookiebot\" src=\"https://consent.cookiebot.com/uc.js\" data-cbid=\"8c2f71d4-5e0a-4b8e-9a61-"
         "2d4f0c7e13b9\" data-culture={lang === 'nb' ? 'nb' : lang} data-blockingmode=\"auto\" "
         "type=\"text/javascript\" is:inline></script>\n", ""),
        ("    <!-- Plausible waits for statistics consent (Cookiebot rewrites text/plain -> text/javascript) -->\n"
         "    <script type=\"text/plain\" data-cookieconsent=\"statistics\" defer data-domain=\"fjordlinetours.no\" "
         "src=\"https://plausible.io/js/script.js\" is:inline></script>",
         "    <!-- Plausible: cookieless, loads for everyone (cleared with Marte Solberg, 17 Nov) -->\n    <script "
         "defer data-domain=\"fjordlinetours.no\" data-api=\"/api/event\" src=\"/js/pa.js\" is:inline></script>"),
        ("  <body>", "  <body>\n    <CookieBanner lang={lang} />")])
    s.edit("plausibleproxy", "netlify.toml", "[[headers]]\n  for = \"/_astro/*\"",
           "[[redirects]]\n  from = \"/js/pa.js\"\n  to = \"https://plausible.io/js/script.outbound-links.js\"\n  "
           "status = 200\n\n[[redirects]]\n  from = \"/api/event\"\n  to = \"https://plausible.io/api/event\"\n  "
           "status = 200\n\n[[headers]]\n  for = \"/_astro/*\"")
    s.write("banner", "src/components/CookieBanner.astro", COOKIE_BANNER)
    s.write("ytfacade", "src/components/TourVideo.astro",
            "---\n// YouTube only after consent: a poster with a play button until the visitor accepts.\nimport { "
            "Image } from 'astro:assets';\ninterface Props { videoId: string; poster: string; title: string }\nconst "
            "{ videoId, poster, title } = Astro.props;\nconst embed = `https://www.youtube-nocookie.com/embed/"
            "${videoId}?autoplay=1`;\n---\n<div class=\"yt relative aspect-video\" data-embed={embed}>\n  <Image "
            "src={poster} alt={title} width={1280} height={720} class=\"h-full w-full object-cover\" />\n  <button "
            "class=\"absolute inset-0 m-auto h-16 w-16 rounded-full bg-ember-500\" aria-label={title}>▶</button>\n"
            "</div>\n<script>\n  document.addEventListener('consent:granted', () => {\n    document.querySelectorAll"
            "<HTMLElement>('.yt').forEach((el) => el.classList.add('ready'));\n  });\n</script>\n")
    s.prompt("bannerprefs", "Kari wants the banner text short and friendly, and the accept button in the booking "
             "orange. Marte insists the reject button is just as easy: same size, same row, no greyed-out link "
             "hidden in small print.")
    s.bash("lhok", "pnpm build && pnpm exec lhci autorun",
           "16:12:40 [build] 26 page(s) built in 10.41s\n...\nChecking assertions against 5 URL(s), 15 total run(s)"
           "\n\nAll results processed!\n\n  categories.performance: 0.97 (median)\n  total-blocking-time: 40 ms\n  "
           "largest-contentful-paint: 1710 ms\n  resource-summary.script.size: 11840\n\n✅  All assertions passed."
           "\n\nUploading median LHR of http://localhost:38211/index.html...success!\nOpen the report at "
           "https://storage.googleapis.com/lighthouse-infrastructure.appspot.com/reports/1731856402311-41877.report"
           ".html")
    s.remember("memconsent", "fjordline-tours consent and analytics (decided 17 Nov 2028 with Kari Haugland and the "
               "lawyer Marte Solberg): no Cookiebot; our own CookieBanner.astro (vanilla, localStorage key "
               "fl-consent-v1) only gates the YouTube embeds. Plausible is cookieless and loads for everyone, "
               "proxied through Netlify (/js/pa.js and /api/event -> plausible.io).",
               "cookie consent and Plausible setup", "decision")
    s.lesson("lesson1", "Measure a third-party consent manager with Lighthouse before adopting it: Cookiebot's uc.js "
             "alone took 512 ms of main-thread scripting on the mobile preset and pushed TBT from about 40 to 640 ms "
             "and performance from 0.97 to 0.81.", "fjordline-tours Lighthouse budget failed right after adding "
             "Cookiebot")
    s.prompt("visualplan", "Next: visual regression tests with Playwright, screenshots of the home page and one tour "
             "page per language, desktop and Pixel 7. Generate the baseline screenshots here on my Mac and commit "
             "them, CI compares against those.")
    s.write("pwconfig", "playwright.config.ts", PLAYWRIGHT_CONFIG)
    s.bash("snapmac", "pnpm exec playwright test --project=visual --project=visual-mobile --update-snapshots",
           "\nRunning 12 tests using 4 workers\n\n  ✓   1 [visual] › tests/visual/pages.spec.ts:14:5 › home nb (2.1s)\n"
           "  ✓   2 [visual] › tests/visual/pages.spec.ts:14:5 › home en (1.9s)\n  ...\n  ✓  12 [visual-mobile] › "
           "tests/visual/pages.spec.ts:22:5 › tour de (2.4s)\n\n  12 passed (14.2s)")
    s.bash("commit6", "git add -A && git commit -m 'feat(consent): own cookie banner instead of Cookiebot, Plausible "
           "proxied and ungated; test: playwright visual baselines'",
           "[main c40e8b2] feat(consent): own cookie banner instead of Cookiebot, Plausible proxied and ungated; "
           "test: playwright visual baselines\n 21 files changed, 318 insertions(+), 14 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("doclevel", "Jonas says the Studio is unusable for him: with field-level translations he scrolls past "
             "Norwegian and English in every field, and he can't publish German copy without also publishing "
             "whatever half-finished Norwegian edit Kari has open. Switch tours to document-level translation with "
             "@sanity/document-internationalization: one document per language, linked by a translation.metadata "
             "document. Languages nb, en, de.")
    s.bash("addplugin", "pnpm --filter studio add @sanity/document-internationalization",
           "Progress: resolved 1211, reused 1164, downloaded 3, added 3, done\n\ndependencies:\n+ "
           "@sanity/document-internationalization 3.3.1\n\nDone in 6.2s")
    s.edit("pluginconf", "studio/sanity.config.ts", "  plugins: [structureTool(), visionTool()],",
           "  plugins: [\n    structureTool(),\n    visionTool(),\n    documentInternationalization({\n      "
           "supportedLanguages: [\n        { id: 'no', title: 'Norsk' },\n        { id: 'en', title: 'English' },\n"
           "        { id: 'de', title: 'Deutsch' },\n      ],\n      schemaTypes: ['tour'],\n    }),\n  ],")
    s.write("schema2", "studio/schemaTypes/tour.ts",
            "import { defineField, defineType } from 'sanity';\n\n// Document-level translation: one tour document per "
            "language, linked by translation.metadata.\nexport const tour = defineType({\n  name: 'tour',\n  title: "
            "'Tour',\n  type: 'document',\n  fields: [\n    defineField({ name: 'language', type: 'string', readOnly: "
            "true, hidden: true }),\n    defineField({ name: 'title', type: 'string', validation: (r) => "
            "r.required() }),\n    defineField({ name: 'slug', type: 'slug', options: { source: 'title' } }),\n    "
            "defineField({ name: 'summary', type: 'text', rows: 3 }),\n    defineField({ name: 'body', type: "
            "'blockContent' }),\n    defineField({ name: 'durationMinutes', type: 'number' }),\n    defineField({ "
            "name: 'priceFromNok', type: 'number' }),\n    defineField({ name: 'departures', type: 'array', of: [{ "
            "type: 'string' }] }),\n    defineField({ name: 'paymentLink', type: 'url' }),\n    defineField({ name: "
            "'heroImage', type: 'image', options: { hotspot: true } }),\n  ],\n});\n")
    s.pre_tool("premigrate", "Bash", {"command": "cd studio && pnpm exec sanity migration run split-tour-languages "
                                                 "--no-dry-run", "description": "Split field-level tours into one "
                                                 "document per language"})
    s.bash("migrate", "cd studio && pnpm exec sanity migration run split-tour-languages --no-dry-run",
           "✓ Running migration \"split-tour-languages\" against q4m8ztx1/production\n  7 tour documents read\n  "
           "21 documents created (tour × 3 languages)\n  7 translation.metadata documents created\n  7 original "
           "documents deleted\n✓ Migration complete: 35 mutations in 3 transactions")
    s.prompt("cardsrename", "Queries next. While you're in src/lib/sanity.ts: rename getTours to fetchTourCards, it "
             "only returns what the cards on the overview need, and getTourBySlug becomes fetchTour. All queries "
             "now filter on language == $lang instead of indexing title[$lang].")
    s.multiedit("queries2", "src/lib/sanity.ts", [
        ("  \"title\": title[$lang],\n  \"slug\": slug[$lang].current,\n  \"summary\": summary[$lang],",
         "  title,\n  \"slug\": slug.current,\n  summary,"),
        ("export async function getTours(lang: Lang): Promise<TourCard[]> {\n  return sanity.fetch(`*[_type == "
         "\"tour\"] | order(priceFromNok asc) { ${TOUR_FIELDS} }`, { lang });",
         "export async function fetchTourCards(lang: Lang): Promise<TourCard[]> {\n  return sanity.fetch(`*[_type == "
         "\"tour\" && language == $lang] | order(priceFromNok asc) { ${TOUR_FIELDS} }`, { lang });"),
        ("export async function getTourBySlug(lang: Lang, slug: string) {\n  return sanity.fetch(`*[_type == \"tour\" "
         "&& slug[$lang].current == $slug][0]",
         "export async function fetchTour(lang: Lang, slug: string) {\n  return sanity.fetch(`*[_type == \"tour\" && "
         "language == $lang && slug.current == $slug][0]"),
        ("`*[_type == \"tour\" && defined(slug[$lang].current)].slug[$lang].current`",
         "`*[_type == \"tour\" && language == $lang && defined(slug.current)].slug.current`")])
    s.bash("grepgettours", "grep -rln 'getTours\\|getTourBySlug' src/ | xargs sed -i 's/getTourBySlug/fetchTour/g; "
           "s/getTours/fetchTourCards/g' && git grep -c 'fetchTourCards\\|fetchTour(' src/",
           "src/pages/de/touren/[slug].astro:2\nsrc/pages/en/tours/[slug].astro:2\nsrc/pages/index.astro:2\n"
           "src/pages/turer/[slug].astro:2\nsrc/pages/de/index.astro:2\nsrc/pages/en/index.astro:2")
    s.bash("nullfail2", "pnpm build",
           "10:48:19 [build] Building static entrypoints...\n10:48:22 [vite] ✓ built in 2.58s\n\n generating static "
           "routes \n10:48:22 ▶ src/pages/de/touren/[slug].astro\n10:48:23   ├─ /de/touren/geirangerfjord-safari/"
           "index.html (+188ms)\n10:48:23   └─ ... 6 more\n10:48:24 ▶ src/pages/en/tours/[slug].astro\n10:48:24   └─ "
           "... 7 pages\n10:48:25 ▶ src/pages/index.astro\n error   Cannot read properties of null (reading 'title')\n"
           "  Location:\n    /home/sigrid/code/fjordline-tours/src/pages/index.astro:9:31\n  Stack trace:\n    at "
           "/home/sigrid/code/fjordline-tours/src/pages/index.astro:9:31\n ELIFECYCLE  Command failed with exit code 1.",
           code=1)
    s.bash("langcheck", "cd studio && for l in nb no en de; do printf '%s ' $l; pnpm exec sanity documents query "
           "\"count(*[_type=='tour' && language=='$l'])\"; done",
           "nb 0\nno 7\nen 7\nde 7")
    s.prompt("nullwhy2", "Same null-title error as on the 8th, but the CDN is off since then: this time it's the "
             "language id. The plugin config I pasted from the README uses 'no' for Norwegian, so the migration wrote "
             "language 'no' into the Norwegian documents and every query with $lang = 'nb' finds nothing; the first "
             "Norwegian page (the home page's featured tour) gets null. Change the id to 'nb' and patch the 7 "
             "documents.")
    s.edit("nullfix2", "studio/sanity.config.ts", "        { id: 'no', title: 'Norsk' },",
           "        { id: 'nb', title: 'Norsk (bokmål)' },  // must match Astro's locale code")
    s.bash("patchlang", "cd studio && pnpm exec sanity exec scripts/patch-language.ts --with-user-token",
           "Found 7 documents with language 'no'\nPatched 7 documents: language no -> nb\nPatched 7 "
           "translation.metadata documents: _key no -> nb")
    s.bash("build7", "pnpm check && pnpm build", "Result (18 files): \n- 0 errors\n- 0 warnings\n- 0 hints\n\n"
           + build_ok(27, "11.64"))
    s.lesson("lesson2", "An Astro build failing with \"Cannot read properties of null (reading 'title')\" for one "
             "language only: compare the language ids stored in Sanity with Astro's locale codes. The "
             "document-internationalization README example uses 'no' for Norwegian, our site uses 'nb'.",
             "fjordline-tours build broke after moving tours to document-level translations")
    s.bash("commit7", "git add -A && git commit -m 'refactor(cms): document-level translations; getTours -> "
           "fetchTourCards, getTourBySlug -> fetchTour'",
           "[main 9fa2d63] refactor(cms): document-level translations; getTours -> fetchTourCards, getTourBySlug -> "
           "fetchTour\n 16 files changed, 241 insertions(+), 118 deletions(-)\n create mode 100644 "
           "studio/migrations/split-tour-languages/index.ts")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.bash(None, "git pull --rebase", "Already up to date.")
    s.bash("cifail", "gh run view 11923456781 --log-failed | grep -E 'Error|✘' | head -6",
           "visual\tRun pnpm test:visual\t  ✘   1 [visual] › tests/visual/pages.spec.ts:14:5 › home nb (3.2s)\n"
           "visual\tRun pnpm test:visual\t    Error: expect(page).toHaveScreenshot(expected)\n"
           "visual\tRun pnpm test:visual\t      41210 pixels (ratio 0.06 of all image pixels) are different.\n"
           "visual\tRun pnpm test:visual\t  ✘   2 [visual] › tests/visual/pages.spec.ts:14:5 › home en (3.0s)\n"
           "visual\tRun pnpm test:visual\t  ✘   7 [visual-mobile] › tests/visual/pages.spec.ts:14:5 › home nb (2.8s)\n"
           "visual\tRun pnpm test:visual\t  12 failed")
    s.prompt("dockerwhy", "All 12 screenshots fail on the Ubuntu runner by about 6% of pixels and nothing changed: "
             "the baselines came from my Mac, and Linux renders the fonts differently (hinting, antialiasing). "
             "Change of approach: screenshots are only ever generated and compared inside the official Playwright "
             "image mcr.microsoft.com/playwright:v1.48.2-jammy, locally too. Add a pnpm script for that and "
             "regenerate the baselines in the container.")
    s.edit("dockerscript", "package.json", "    \"test:visual\": \"playwright test --project=visual\",",
           "    \"test:visual\": \"playwright test --project=visual --project=visual-mobile\",\n    "
           "\"test:visual:docker\": \"docker run --rm --ipc=host -v $PWD:/work -w /work "
           "mcr.microsoft.com/playwright:v1.48.2-jammy sh -c 'corepack enable && pnpm install --frozen-lockfile && "
           "pnpm test:visual'\",")
    s.write("workflow", ".github/workflows/visual.yml", VISUAL_WORKFLOW)
    s.bash("snapdocker", "rm -rf tests/visual/__screenshots__ && pnpm test:visual:docker -- --update-snapshots",
           "Unable to find image 'mcr.microsoft.com/playwright:v1.48.2-jammy' locally\nv1.48.2-jammy: Pulling from "
           "playwright\nStatus: Downloaded newer image for mcr.microsoft.com/playwright:v1.48.2-jammy\n...\nRunning 12 "
           "tests using 2 workers\n  12 passed (31.8s)\n\n  12 snapshots written.")
    s.prompt("snaprule", "Rule from now on: no screenshot baselines made outside that Docker image get committed, "
             "and a PR that changes a layout updates its baselines in the same PR, with a line in the description "
             "saying which pages changed.")
    s.lesson("lesson4", "Playwright toHaveScreenshot baselines are OS-specific: baselines made on macOS differ by "
             "about 6% of pixels on an Ubuntu runner through font rendering alone. Generate and compare them in the "
             "same image as CI (mcr.microsoft.com/playwright:v1.48.2-jammy).",
             "fjordline-tours visual tests failed in CI on the first run")
    s.prompt("bookrename", "Kari finds 'checkout' confusing in the links she shares (sounds like a web shop). Rename "
             "the edge function to book.ts and serve it at /book instead of /api/checkout. Keep /api/checkout "
             "working as a 301 to /book for now, she has pasted links in a couple of newsletters.")
    s.bash("gitmvbook", "git mv netlify/edge-functions/checkout.ts netlify/edge-functions/book.ts && git status "
           "--short", "R  netlify/edge-functions/checkout.ts -> netlify/edge-functions/book.ts")
    s.edit("bookpath", "netlify/edge-functions/book.ts", "export const config: Config = { path: '/api/checkout', "
           "cache: 'manual' };", "export const config: Config = { path: '/book', cache: 'manual' };")
    s.edit("redirect301", "netlify.toml", "[[redirects]]\n  from = \"/js/pa.js\"",
           "# old booking URL (newsletters of November 2028)\n[[redirects]]\n  from = \"/api/checkout\"\n  to = "
           "\"/book\"\n  status = 301\n\n[[redirects]]\n  from = \"/js/pa.js\"")
    s.edit("bookbtn2", "src/components/BookButton.astro", "const href = `/api/checkout?tour=",
           "const href = `/book?tour=")
    s.bash("curlbook", "curl -sI 'http://localhost:8888/book?tour=geirangerfjord-safari&date=2029-06-14&time=10:00"
           "&lang=en' | head -2 && curl -sI 'http://localhost:8888/api/checkout?tour=x' | head -2",
           "HTTP/1.1 302 Found\nlocation: https://buy.stripe.com/test_7sI5mQ2Fv0aB3Zu6oo?client_reference_id="
           "geirangerfjord-safari_2029-06-14_1000&locale=en-GB\nHTTP/1.1 301 Moved Permanently\nlocation: /book?tour=x")
    s.bash("visualok", "git push && gh run watch --exit-status",
           "✓ main visual · 11931877204\nTriggered via push about 3 minutes ago\n\nJOBS\n✓ visual in 2m41s (ID "
           "33118204551)\n  ✓ Run pnpm test:visual\n  12 passed (29.4s)")
    s.bash("commit8", "git add -A && git commit -m 'test(visual): baselines from the Playwright docker image; "
           "refactor(booking): checkout.ts -> book.ts served at /book'",
           "[main e57d1a9] test(visual): baselines from the Playwright docker image; refactor(booking): checkout.ts "
           "-> book.ts served at /book\n 31 files changed, 64 insertions(+), 12 deletions(-)\n rename "
           "netlify/edge-functions/{checkout.ts => book.ts} (94%)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("launchplan", "Launch day! Kari wants the site live at noon today, before the Christmas gift-card "
             "campaign starts. Steps: Stripe live mode (Kari created the live Payment Links over the weekend and put "
             "them in Sanity), point fjordlinetours.no at Netlify (DNS is at Domeneshop: apex A record 75.2.60.5, www "
             "as CNAME to fjordline-tours.netlify.app), deploy to production and tag v1.0.0.")
    s.bash("livelinks", "cd studio && pnpm exec sanity documents query \"*[_type=='tour' && language=='nb']{_id, "
           "paymentLink}\" | jq -r '.[] | .paymentLink' | cut -c1-32",
           "https://buy.stripe.com/5kA3eI8\nhttps://buy.stripe.com/9AQ5mQ2\nhttps://buy.stripe.com/cN2eXq4\n"
           "https://buy.stripe.com/00g8z27\nhttps://buy.stripe.com/bIY5mQ9\nhttps://buy.stripe.com/eVa3eI1\n"
           "https://buy.stripe.com/fZe8yC6")
    s.bash("dig", "dig +short fjordlinetours.no A && dig +short www.fjordlinetours.no CNAME",
           "75.2.60.5\nfjordline-tours.netlify.app.")
    s.bash("tls", "netlify status",
           "──────────────────────┐\n Current Netlify User │\n──────────────────────┘\nName:  Sigrid Løken\nEmail: "
           "sigrid@lokenweb.no\n────────────────────┐\n Netlify Site Info  │\n────────────────────┘\nCurrent site: "
           "fjordline-tours\nNetlify TOML: /home/sigrid/code/fjordline-tours/netlify.toml\nAdmin URL:    "
           "https://app.netlify.com/sites/fjordline-tours\nSite URL:     https://fjordlinetours.no\nSite Id:      "
           "3f9c1e22-8a4d-4b71-9e0c-5d2a7b6f1c83\nSSL:          Let's Encrypt (fjordlinetours.no, www.fjordlinetours.no"
           "), expires 2029-02-25")
    s.prompt("hookplan", "Content changes have to reach the static site without me: Sanity webhook on "
             "create/update/delete of tour documents -> a Netlify build hook. Builds take about 70 seconds, so a "
             "rebuild per publish is fine.")
    s.bash("buildhook", "netlify api createSiteBuildHook --data '{\"site_id\": \"3f9c1e22-8a4d-4b71-9e0c-5d2a7b6f1c83\", "
           "\"body\": {\"title\": \"sanity-publish\", \"branch\": \"main\"}}' | jq '{id, title, url}'",
           "{\n  \"id\": \"6747a2c9e1f0b3d2a8c4e5f1\",\n  \"title\": \"sanity-publish\",\n  \"url\": "
           "\"https://api.netlify.com/build_hooks/6747a2c9e1f0b3d2a8c4e5f1\"\n}")
    s.pre_tool("predeploy", "Bash", {"command": "netlify deploy --build --prod", "description": "Production deploy "
                                                                                                 "for the launch"},
               minutes=190)
    s.bash("deployprod", "netlify deploy --build --prod",
           "Netlify Build\n────────────────────────────────\n...\n11:58:21 [build] 27 page(s) built in 11.92s\n\nEdge "
           "Functions bundling\n - book\n\nDeploying to main site URL...\n✔ Finished uploading 74 assets\n✔ Deploy is "
           "live!\n\nBuild logs:         https://app.netlify.com/sites/fjordline-tours/deploys/6746f9a1c3b2e50009d4a7f0"
           "\nUnique deploy URL:  https://6746f9a1c3b2e50009d4a7f0--fjordline-tours.netlify.app\nWebsite URL:        "
           "https://fjordlinetours.no")
    s.bash("smoke", "BASE_URL=https://fjordlinetours.no pnpm exec playwright test tests/smoke --reporter=line",
           "Running 7 tests using 2 workers\n[1/7] [smoke] › booking.spec.ts:8:7 › geirangerfjord-safari: /book "
           "redirects to buy.stripe.com\n...\n[7/7] [smoke] › booking.spec.ts:8:7 › solnedgangstur: /book redirects "
           "to buy.stripe.com\n  7 passed (18.3s)")
    s.pre_tool("pretag", "Bash", {"command": "git tag -a v1.0.0 -m 'Launch: fjordlinetours.no on Netlify' && git push "
                                             "origin main --tags", "description": "Tag the launch release"})
    s.bash("tag", "git tag -a v1.0.0 -m 'Launch: fjordlinetours.no on Netlify' && git push origin main --tags",
           "Enumerating objects: 1, done.\nWriting objects: 100% (1/1), 172 bytes | 172.00 KiB/s, done.\nTo "
           "github.com:lokenweb/fjordline-tours.git\n * [new tag]         v1.0.0 -> v1.0.0")
    s.remember("memlaunch", "fjordline-tours went live Monday 27 Nov 2028 at 12:04 (v1.0.0): fjordlinetours.no on "
               "Netlify site fjordline-tours (DNS at Domeneshop, apex A 75.2.60.5, www CNAME), Stripe live-mode "
               "payment links stored on the tours in Sanity, Sanity publish webhook -> Netlify build hook "
               "sanity-publish (build ~70 s).", "launch of fjordlinetours.no", "fact")
    s.prompt("oddprefs", "Odd Arne called after the launch: he wants departure times shown as 10:00 · 13:30 · 17:00, "
             "24-hour clock, no 'kl.' and no am/pm even on the English pages, and the phone number in the header "
             "bold and larger on mobile because people call straight from Google.")
    s.edit("timefmt", "src/components/Departures.astro",
           "{departures.map((d) => <li>{lang === 'en' ? toAmPm(d) : `kl. ${d}`}</li>)}",
           "<li>{departures.join(' · ')}</li>")
    s.bash("commit9", "git add -A && git commit -m 'fix: 24h departure times on every language; bold header phone "
           "on mobile'", "[main 0b6c4d8] fix: 24h departure times on every language; bold header phone on mobile\n "
           "3 files changed, 9 insertions(+), 14 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("incident", "We had an incident last night. Tuesday from about 18:10 to 21:40 German visitors couldn't "
             "book the sunset cruise: they clicked 'Jetzt buchen' and Stripe said 'This link is no longer active'. "
             "Kari got two annoyed emails from Hamburg this morning. Find out what happened.")
    s.bash("netlifylogs", "netlify logs:edge-functions --site fjordline-tours | grep 'tour=solnedgangstur' | head -4",
           "Nov 28, 06:12:33 PM: book GET /book?tour=solnedgangstur-de&date=2028-12-02&time=15:00&lang=de 302 -> "
           "https://buy.stripe.com/9AQ5mQ2Fv8Tc0Nu4gi\nNov 28, 06:40:02 PM: book GET /book?tour=solnedgangstur-nb&"
           "date=2028-12-02&time=15:00&lang=nb 302 -> https://buy.stripe.com/eVa3eI1Kq2yP6Hm5kl\nNov 28, 07:05:51 PM: "
           "book GET /book?tour=solnedgangstur-de&date=2028-12-09&time=15:00&lang=de 302 -> "
           "https://buy.stripe.com/9AQ5mQ2Fv8Tc0Nu4gi\nNov 28, 07:31:17 PM: book GET /book?tour=solnedgangstur-en&"
           "date=2028-12-02&time=15:00&lang=en 302 -> https://buy.stripe.com/9AQ5mQ2Fv8Tc0Nu4gi")
    s.bash("stripeplink", "stripe payment_links list --limit 20 | jq -c '.data[] | select(.metadata.tour == "
           "\"solnedgangstur\") | {id, url, active}'",
           "{\"id\":\"plink_1QPw2kB2kLx9Yc4rV2sun29\",\"url\":\"https://buy.stripe.com/eVa3eI1Kq2yP6Hm5kl\","
           "\"active\":true}\n{\"id\":\"plink_1QNd8vB2kLx9Yc4rT0sunDE\",\"url\":\"https://buy.stripe.com/"
           "9AQ5mQ2Fv8Tc0Nu4gi\",\"active\":false}")
    s.bash("sanitylinks", "cd studio && pnpm exec sanity documents query \"*[_type=='tour' && slug.current match "
           "'solnedgang*' || _id match 'solnedgangstur*']{_id, language, paymentLink, _updatedAt}\"",
           "[\n  {\"_id\": \"solnedgangstur-nb\", \"language\": \"nb\", \"paymentLink\": \"https://buy.stripe.com/"
           "eVa3eI1Kq2yP6Hm5kl\", \"_updatedAt\": \"2028-11-28T17:58:40Z\"},\n  {\"_id\": \"solnedgangstur-en\", "
           "\"language\": \"en\", \"paymentLink\": \"https://buy.stripe.com/9AQ5mQ2Fv8Tc0Nu4gi\", \"_updatedAt\": "
           "\"2028-11-24T09:12:03Z\"},\n  {\"_id\": \"solnedgangstur-de\", \"language\": \"de\", \"paymentLink\": "
           "\"https://buy.stripe.com/9AQ5mQ2Fv8Tc0Nu4gi\", \"_updatedAt\": \"2028-11-24T09:12:03Z\"}\n]")
    s.prompt("incidentwhy", "Got it. Kari raised the sunset cruise from 790 to 850 kr for 2029 on Tuesday evening: "
             "Stripe prices can't be edited, so she made a new payment link and deactivated the old one, and updated "
             "the link in the Norwegian document only. Since the move to one document per language, English and "
             "German each carry their own copy of the payment link, and both still pointed at the dead one. Booking "
             "data must not be per language: the book function should always take the link from the Norwegian "
             "document of the tour's translation group, and the Studio should hide that field on en/de documents.")
    s.edit("incidentfix", "netlify/edge-functions/book.ts",
           "  const q = encodeURIComponent('*[_type == \"tour\" && _id == $id][0].paymentLink');",
           "  // Booking data lives on the Norwegian document only (incident 28 Nov 2028): resolve through the\n  // "
           "translation group so en/de pages can never point at a stale payment link.\n  const q = "
           "encodeURIComponent('*[_type == \"translation.metadata\" && references($id)][0].translations[_key == "
           "\"nb\"][0].value->paymentLink');")
    s.edit("hidefield", "studio/schemaTypes/tour.ts", "    defineField({ name: 'paymentLink', type: 'url' }),",
           "    defineField({ name: 'paymentLink', type: 'url', description: 'Only on the Norwegian document; used "
           "for all languages', hidden: ({ document }) => document?.language !== 'nb' }),")
    s.bash("patchlinks", "cd studio && pnpm exec sanity exec scripts/unset-translated-links.ts --with-user-token",
           "Unset paymentLink on 14 documents (language en: 7, de: 7)\nTriggered build hook sanity-publish")
    s.write("linkcheck", ".github/workflows/payment-links.yml",
            "name: payment-links\non:\n  schedule:\n    - cron: '0 5 * * *'   # 06:00 Oslo in winter\n  "
            "workflow_dispatch:\njobs:\n  check:\n    runs-on: ubuntu-24.04\n    container:\n      image: "
            "mcr.microsoft.com/playwright:v1.48.2-jammy\n    steps:\n      - uses: actions/checkout@v4\n      - uses: "
            "pnpm/action-setup@v4\n      - run: pnpm install --frozen-lockfile\n      - run: pnpm exec playwright "
            "test tests/smoke/payment-links.spec.ts\n        env:\n          BASE_URL: https://fjordlinetours.no\n"
            "      - name: Mail Sigrid and Kari on failure\n        if: failure()\n        uses: "
            "dawidd6/action-send-mail@v3\n        with:\n          to: sigrid@lokenweb.no,kari@fjordlinetours.no\n"
            "          subject: 'fjordlinetours.no: a payment link is broken'\n")
    s.bash("smoke10", "BASE_URL=https://fjordlinetours.no pnpm exec playwright test tests/smoke/payment-links.spec.ts "
           "--reporter=line", "Running 21 tests using 2 workers\n[21/21] [smoke] › payment-links.spec.ts:11:7 › "
           "solnedgangstur de: Stripe page is active\n  21 passed (44.1s)")
    s.lesson("lesson3", "With one Sanity document per language, non-text fields (prices, Stripe payment links, "
             "departure times) get copied into every translation and drift apart. Keep booking data on the "
             "base-language (nb) document only and resolve it through translation.metadata.",
             "fjordline-tours incident 28 Nov 2028: German and English pages sent buyers to a deactivated payment "
             "link")
    s.remember("memincident", "Incident Tue 28 Nov 2028, 18:10-21:40 (about 3.5 h): German and English sunset-cruise "
               "bookings landed on Stripe's 'This link is no longer active'. Cause: Kari replaced the payment link "
               "(price 790 -> 850 NOK for 2029) and deactivated the old one, but only updated the nb document; en/de "
               "documents kept their own stale copy. Fix: book.ts resolves the link from the nb document via "
               "translation.metadata, the field is hidden on en/de, and a daily 06:00 Playwright check of all "
               "payment links mails Sigrid and Kari. Kari sent both complaining customers a 10% code (FJORD10).",
               "incident: dead payment link on German pages", "decision")
    s.prompt("deployrule", "Two new rules after this. No production deploys after 15:00 or on weekends during the "
             "season, that's when people book. And Kari tells me before she deactivates any payment link, so the "
             "site is updated first.")
    s.bash("deploy10", "netlify deploy --build --prod", "...\n10:42:08 [build] 27 page(s) built in 11.37s\n\nEdge "
           "Functions bundling\n - book\n\n✔ Deploy is live!\n\nWebsite URL:        https://fjordlinetours.no")
    s.bash("commit10", "git add -A && git commit -m 'fix(booking): payment link only from the nb document; daily "
           "payment link check'", "[main 4a1f9e7] fix(booking): payment link only from the nb document; daily "
           "payment link check\n 5 files changed, 71 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("gallery", "The Lighthouse job fails on the gallery page since Kari added 24 photos from the summer: "
             "performance 0.91, LCP 2.6 s. Kari won't cut any photos. Decision: the 0.95 / 2 s budget stays for every "
             "other page, /galleri gets its own assertions: performance at least 0.90 and LCP up to 2.8 s.")
    s.bash("lhgallery", "pnpm exec lhci autorun",
           "Checking assertions against 5 URL(s), 15 total run(s)\n\n2 result(s) for http://localhost:40219/galleri/"
           "index.html :\n\n  ✘  categories.performance failure for minScore assertion\n       expected: >=0.95\n"
           "          found: 0.91\n\n  ✘  largest-contentful-paint failure for maxNumericValue assertion\n       "
           "expected: <=2000\n          found: 2610\n\nAssertion failed. Exiting with status code 1.", code=1)
    s.edit("lhrelax", "lighthouserc.json", "    \"assert\": {\n      \"assertions\": {",
           "    \"assert\": {\n      \"assertMatrix\": [\n        {\n          \"matchingUrlPattern\": \".*/galleri/.*\","
           "\n          \"assertions\": {\n            \"categories:performance\": [\"error\", { \"minScore\": 0.9 }],\n"
           "            \"largest-contentful-paint\": [\"error\", { \"maxNumericValue\": 2800 }]\n          }\n        "
           "}\n      ],\n      \"assertions\": {")
    s.bash("lhok11", "pnpm exec lhci autorun", "Checking assertions against 5 URL(s), 15 total run(s)\n\nAll results "
           "processed!\n\n✅  All assertions passed.")
    s.prompt("kariplans", "Notes from today's call with Kari: 1) the winter tour 'Nordlys fra båten' (northern lights "
             "by boat) goes on sale Friday 8 December, Odd Arne sends the photos on the 6th; 2) 2029 prices go live "
             "on 15 January: Kari swaps the payment links in Stripe and I update Sanity the same morning, as per the "
             "new rule; 3) Spanish as a fourth language in February, target 1 March, no translator yet; 4) the "
             "summer season opens 1 May 2029 with daily Geiranger departures. She also wants a monthly Plausible "
             "report in her inbox on the 1st.")
    s.bash("plausiblereport", "curl -s -H \"Authorization: Bearer $PLAUSIBLE_API_KEY\" 'https://plausible.io/api/v1/"
           "stats/aggregate?site_id=fjordlinetours.no&period=custom&date=2028-11-27,2028-11-30&metrics=visitors,"
           "pageviews,bounce_rate,visit_duration' | jq -c .results",
           "{\"bounce_rate\":{\"value\":46},\"pageviews\":{\"value\":5210},\"visit_duration\":{\"value\":94},"
           "\"visitors\":{\"value\":1843}}")
    s.bash("goals", "curl -s -H \"Authorization: Bearer $PLAUSIBLE_API_KEY\" 'https://plausible.io/api/v1/stats/"
           "breakdown?site_id=fjordlinetours.no&period=custom&date=2028-11-27,2028-11-30&property=event:goal' | jq -c "
           "'.results[]'",
           "{\"goal\":\"Book click\",\"visitors\":212}\n{\"goal\":\"Phone click\",\"visitors\":97}\n{\"goal\":"
           "\"Outbound Link: Click\",\"visitors\":64}")
    s.remember("memplans", "fjordline-tours plans agreed with Kari Haugland on 1 Dec 2028: winter tour 'Nordlys fra "
               "båten' on sale Fri 8 Dec (Odd Arne's photos on 6 Dec); 2029 prices live 15 Jan (Kari swaps Stripe "
               "links, Sigrid updates Sanity the same morning); Spanish (es) as fourth language in February, launch "
               "target 1 Mar 2029, translator not chosen; summer season opens 1 May 2029 with daily Geiranger "
               "departures; monthly Plausible report to Kari on the 1st. Launch week: 1,843 visitors, 212 book "
               "clicks, 97 phone clicks.", "upcoming dates and plans", "fact")
    s.read("readconfig", "astro.config.mjs", ASTRO_CONFIG)
    s.bash(None, "pnpm check && pnpm lint && pnpm test",
           "Result (19 files): \n- 0 errors\n- 0 warnings\n- 0 hints\n\n> eslint . --max-warnings 0\n\n RUN  v2.1.4 "
           "/home/sigrid/code/fjordline-tours\n\n Test Files  3 passed (3)\n      Tests  14 passed (14)\n   Duration  "
           "488ms")
    s.bash("commit11", "git add -A && git commit -m 'chore(ci): separate lighthouse budget for the gallery page'",
           "[main 6d3e0c1] chore(ci): separate lighthouse budget for the gallery page\n 1 file changed, 10 "
           "insertions(+)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-11-06T09:10:00", "5f3a1c2e-0b4d-4e61-9a7c-53a1c2e05301", s1),    # Mon
    ("s2", "2028-11-08T10:00:00", "6a4b2d3f-1c5e-4f72-8b8d-64b2d3f15302", s2),    # Wed
    ("s3", "2028-11-10T13:00:00", "7b5c3e40-2d6f-4083-9c9e-75c3e4025303", s3),    # Fri
    ("s4", "2028-11-13T09:30:00", "8c6d4f51-3e70-4194-ada0-86d4f5135304", s4),    # Mon
    ("s5", "2028-11-15T10:00:00", "9d7e5062-4f81-42a5-beb1-97e506245305", s5),    # Wed
    ("s6", "2028-11-17T13:30:00", "ae8f6173-5092-43b6-cfc2-a8f617355306", s6),    # Fri
    ("s7", "2028-11-21T09:00:00", "bf907284-61a3-44c7-d0d3-b90728465307", s7),    # Tue
    ("s8", "2028-11-23T10:00:00", "c0a18395-72b4-45d8-e1e4-ca1839575308", s8),    # Thu
    ("s9", "2028-11-27T08:30:00", "d1b294a6-83c5-46e9-f2f5-db294a685309", s9),    # Mon
    ("s10", "2028-11-29T09:15:00", "e2c3a5b7-94d6-47fa-0306-ec3a5b795310", s10),  # Wed
    ("s11", "2028-12-01T13:00:00", "f3d4b6c8-a5e7-480b-1417-fd4b6c8a5311", s11),  # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2028-12-04T08:30:00Z"
