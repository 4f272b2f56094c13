"""The ten sessions of the tidewire history, step by step (see build.py and README.md)."""
from __future__ import annotations

from files import (CI_YML, CLI_TS, CORE_GENERATE, DOCKERFILE, RESOLVE_TS, ROOT_PKG, RUNTIME_CLIENT, TSDOWN_CONFIG,
                   TSUP_CONFIG, WORKSPACE_YAML)


def vitest_ok(files, tests, ms=1840):
    return (f" RUN  v2.1.2 /home/ines/src/tidewire\n\n ✓ packages/core/test/generate.test.ts (14 tests) 212ms\n"
            f" ✓ packages/runtime/test/client.test.ts (11 tests) 48ms\n\n Test Files  {files} passed ({files})\n"
            f"      Tests  {tests} passed ({tests})\n   Start at  10:41:07\n   Duration  {ms}ms (transform 190ms, "
            f"setup 0ms, collect 640ms, tests 301ms)")


def s1(s):
    s.start()
    s.prompt("goal", "New open-source project: tidewire. It takes an OpenAPI 3.1 document and generates a typed fetch "
             "client for TypeScript: no runtime reflection, no axios, just small functions per operation over a tiny "
             "runtime. Set it up as a pnpm workspace with three packages: packages/core (parser + code generator), "
             "packages/cli (the `tidewire` command) and packages/runtime (what generated code imports). Build with "
             "tsup, test with vitest, releases with changesets. MIT licence, published under the @tidewire scope.")
    s.bash(None, "ls -la && git status", "total 16\ndrwxr-xr-x  3 ines ines 4096 Sep  6 09:02 .\ndrwxr-xr-x 22 ines "
           "ines 4096 Sep  6 09:01 ..\ndrwxr-xr-x  7 ines ines 4096 Sep  6 09:02 .git\n-rw-r--r--  1 ines ines   41 Sep  "
           "6 09:02 README.md\nOn branch main\nNo commits yet\n\nUntracked files:\n  README.md")
    s.prompt("pnpmrule", "Ground rules: always pnpm, never npm or yarn in scripts, docs or CI (the lockfile is "
             "pnpm-lock.yaml and nothing else). Named exports only, never a default export from any package: default "
             "exports are what make the CJS interop miserable.")
    s.write("rootpkg", "package.json", ROOT_PKG)
    s.write("workspace", "pnpm-workspace.yaml", WORKSPACE_YAML)
    s.prompt("node18", "Node floor: we support Node 18.18 and newer, it is still what half of the enterprise users "
             "run. Put it in engines and target node18 in the build.")
    s.write("tsupcfg", "tsup.config.ts", TSUP_CONFIG)
    s.write("generate", "packages/core/src/generate.ts", CORE_GENERATE)
    s.write("runtime1", "packages/runtime/src/client.ts", RUNTIME_CLIENT)
    s.write("license", "LICENSE", "MIT License\n\nCopyright (c) 2027 Ines Kowalczyk and the tidewire contributors\n\n"
            "Permission is hereby granted, free of charge, to any person obtaining a copy\nof this software and "
            "associated documentation files (the \"Software\"), to deal\nin the Software without restriction, including "
            "without limitation the rights\nto use, copy, modify, merge, publish, distribute, sublicense, and/or sell\n"
            "copies of the Software, and to permit persons to whom the Software is\nfurnished to do so, subject to the "
            "following conditions:\n\nThe above copyright notice and this permission notice shall be included in all\n"
            "copies or substantial portions of the Software.\n\nTHE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF "
            "ANY KIND, EXPRESS OR\nIMPLIED.\n")
    s.bash("install1", "pnpm install", "Scope: all 4 workspace projects\nLockfile is up to date, resolution step is "
           "skipped\nPackages: +212\n++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++++\nProgress: "
           "resolved 212, reused 198, downloaded 14, added 212, done\n\ndevDependencies:\n+ @changesets/cli 2.27.9\n"
           "+ tsup 8.3.0\n+ typescript 5.6.3\n+ vitest 2.1.2\n\nDone in 6.4s")
    s.bash("build1", "pnpm build", "packages/runtime build$ tsup\n│ CLI Building entry: src/index.ts\n│ CLI Target: "
           "node18\n│ ESM dist/index.js     2.91 KB\n│ CJS dist/index.cjs    3.37 KB\n│ DTS dist/index.d.ts   1.42 KB\n"
           "packages/core build$ tsup\n│ ESM dist/index.js     18.02 KB\n│ CJS dist/index.cjs    18.77 KB\n"
           "│ DTS ⚡️ Build success in 1204ms")
    s.bash(None, "pnpm test", vitest_ok(2, 9, 1410))
    s.remember("memproject", "tidewire: OpenAPI 3.1 -> typed fetch client generator (open source, MIT, npm scope "
               "@tidewire). pnpm workspace: packages/core (parse + codegen, generateClient), packages/cli (`tidewire "
               "gen`), packages/runtime (createFetcher, zero dependencies). Build: tsup (ESM + CJS, dts). Tests: "
               "vitest. Releases: changesets. Node floor 18.18 (engines, tsup target node18). Maintainer Ines "
               "Kowalczyk, co-maintainer Tomasz Wróbel.", "tidewire project overview", "fact")
    s.bash("commit1", "git add -A && git commit -m 'chore: pnpm workspace with core, cli and runtime'",
           "[main (root-commit) 4e1a7c2] chore: pnpm workspace with core, cli and runtime\n 17 files changed, 684 "
           "insertions(+)\n create mode 100644 LICENSE")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git log --oneline -3", "4e1a7c2 chore: pnpm workspace with core, cli and runtime")
    s.prompt("cli", "Today the CLI: `tidewire gen --input openapi.yaml --out src/api`. Parse YAML with the `yaml` "
             "package, colours with chalk, arguments with node:util parseArgs, no commander.")
    s.write("clits", "packages/cli/src/cli.ts", CLI_TS)
    s.bash(None, "pnpm --filter @tidewire/cli build", "packages/cli build$ tsup src/cli.ts --format cjs\n│ CJS "
           "dist/cli.cjs 4.12 KB\n│ CJS ⚡️ Build success in 310ms")
    s.bash("esmfail1", "node packages/cli/dist/cli.cjs gen --input fixtures/petstore.yaml --out /tmp/pet",
           "", "node:internal/modules/cjs/loader:1080\n      throw new ERR_REQUIRE_ESM(filename, true);\n      ^\n\n"
           "Error [ERR_REQUIRE_ESM]: require() of ES Module /home/ines/src/tidewire/node_modules/.pnpm/chalk@5.3.0/"
           "node_modules/chalk/source/index.js from /home/ines/src/tidewire/packages/cli/dist/cli.cjs not supported.\n"
           "Instead change the require of index.js in /home/ines/src/tidewire/packages/cli/dist/cli.cjs to a dynamic "
           "import() which is available in all CommonJS modules.\n    at Object.<anonymous> (/home/ines/src/tidewire/"
           "packages/cli/dist/cli.cjs:7:28) {\n  code: 'ERR_REQUIRE_ESM'\n}\n\nNode.js v18.20.4", code=1)
    s.prompt("esmwhy1", "chalk 5 is ESM-only and the CLI bundle is CommonJS, so the require() of chalk blows up. "
             "A CLI has no reason to ship CJS at all: nobody require()s a bin. Build the CLI as ESM only, bin "
             "pointing at dist/cli.mjs, and keep the dual build for core and runtime only.")
    s.edit("esmfix1", "packages/cli/package.json", '  "bin": { "tidewire": "./dist/cli.cjs" },\n  "scripts": '
           '{ "build": "tsup src/cli.ts --format cjs" }',
           '  "bin": { "tidewire": "./dist/cli.mjs" },\n  "scripts": { "build": "tsup src/cli.ts --format esm '
           '--out-extension .mjs" }')
    s.bash("cliok", "pnpm --filter @tidewire/cli build && node packages/cli/dist/cli.mjs gen --input "
           "fixtures/petstore.yaml --out /tmp/pet", "│ ESM dist/cli.mjs 4.05 KB\n│ ESM ⚡️ Build success in 288ms\n"
           "  wrote /tmp/pet/types.ts\n  wrote /tmp/pet/client.ts\ntidewire: 2 files in /tmp/pet")
    s.lesson("lesson1", "A bundle emitted as CommonJS cannot require() an ESM-only dependency (chalk 5, execa, "
             "nanoid 4...): Node throws ERR_REQUIRE_ESM at startup. For a CLI, build ESM only (.mjs bin) instead of "
             "pinning old CJS versions of the dependency.", "tidewire cli: dist/cli.cjs crashed requiring chalk 5")
    s.prompt("changesetrule", "Process rule from now on: every user-visible change gets a changeset in the same PR "
             "(`pnpm changeset`), written for users, not for us. And commit messages are conventional commits with "
             "the package as scope, like feat(cli): ... or fix(runtime): ...")
    s.bash(None, "pnpm lint", "\n> tidewire-monorepo@ lint /home/ines/src/tidewire\n> eslint . --max-warnings 0\n")
    s.bash("snaptest", "pnpm vitest run packages/core", " ✓ packages/core/test/generate.test.ts (14 tests) 231ms\n"
           "   ✓ petstore > emits one function per operation\n   ✓ petstore > inline snapshot of client.ts\n\n Test "
           "Files  1 passed (1)\n      Tests  14 passed (14)")
    s.prompt("snaprule", "For the generator, always test with inline snapshots (toMatchInlineSnapshot) of the emitted "
             "code, not with separate .snap files: reviewers must see the generated TypeScript in the diff.")
    s.bash("commit2", "git add -A && git commit -m 'feat(cli): tidewire gen with --input/--out, ESM-only bin'",
           "[main 9b03d51] feat(cli): tidewire gen with --input/--out, ESM-only bin\n 6 files changed, 203 insertions(+),"
           " 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("errors", "Runtime error handling: by default a non-2xx response throws a TidewireHttpError carrying "
             "status, parsed body and url (throwOnError defaults to true). Users who want to branch on status can "
             "catch it. That's how fetch wrappers usually behave and it keeps the generated signatures simple: the "
             "function returns the 200 body type.")
    s.read("readclient", "packages/runtime/src/client.ts", RUNTIME_CLIENT)
    s.bash("queryfail", "pnpm vitest run packages/runtime", " ❯ packages/runtime/test/client.test.ts (12 tests | 1 "
           "failed) 61ms\n   × request > serializes array query params as repeated keys\n     → expected "
           "'https://api.test/pets?tags=cat%2Cdog' to be 'https://api.test/pets?tags=cat&tags=dog'\n\n⎯⎯⎯ Failed "
           "Tests 1 ⎯⎯⎯\n FAIL  packages/runtime/test/client.test.ts > request > serializes array query params as "
           "repeated keys\nAssertionError: expected 'https://api.test/pets?tags=cat%2Cdog' to be "
           "'https://api.test/pets?tags=cat&tags=dog' // Object.is equality\n\n Test Files  1 failed (1)\n      Tests  "
           "1 failed | 11 passed (12)", code=1)
    s.fetch("styledoc", "https://spec.openapis.org/oas/v3.1.0#style-values", "What is the default style and explode "
            "for query parameters?", "For query parameters the default style is `form` and the default `explode` is "
            "true: an array value `[\"cat\",\"dog\"]` is serialized as `tags=cat&tags=dog`. Only with explode: false is "
            "it comma separated (`tags=cat,dog`).")
    s.prompt("querywhy", "So the test is right and the runtime is wrong: OpenAPI's default for query arrays is "
             "style form with explode true, i.e. repeated keys. We joined with commas, which is explode: false. "
             "Append each element separately.")
    s.edit("queryfix", "packages/runtime/src/client.ts", "    if (Array.isArray(value)) {\n      params.append(key, "
           "value.join(','))", "    if (Array.isArray(value)) {\n      // form + explode (the OpenAPI default): "
           "tags=cat&tags=dog\n      for (const v of value) params.append(key, String(v))")
    s.bash("queryok", "pnpm vitest run packages/runtime", " ✓ packages/runtime/test/client.test.ts (12 tests) 52ms\n\n"
           " Test Files  1 passed (1)\n      Tests  12 passed (12)")
    s.prompt("docs", "Docs site: Astro Starlight in apps/docs, deployed on Netlify from main (Tomasz has the Netlify "
             "team already). Sidebar: Getting started, CLI, Runtime, Recipes.")
    s.bash("starlight", "pnpm create astro@latest apps/docs -- --template starlight --no-install --no-git --skip-houston",
           " astro   Launch sequence initiated.\n\n      dir   Using apps/docs as project directory\n\n     tmpl   Using "
           "starlight as project template\n      ✔  Template copied\n\n   next   Liftoff confirmed. Explore your project!")
    s.write("netlifytoml", "apps/docs/netlify.toml", "[build]\n  base = \"apps/docs\"\n  command = \"pnpm build\"\n  "
            "publish = \"dist\"\n\n[build.environment]\n  NODE_VERSION = \"18\"\n")
    s.remember("memruntime", "tidewire runtime design: createFetcher({ baseUrl, headers, fetch, throwOnError, "
               "timeoutMs }). Non-2xx responses throw TidewireHttpError(status, body, url) by default "
               "(throwOnError: true); generated functions return the 2xx body type. Query arrays use form + explode "
               "(repeated keys). Docs: Astro Starlight in apps/docs on Netlify.", "tidewire runtime design", "decision")
    s.bash("commit3", "git add -A && git commit -m 'fix(runtime): explode array query params; docs: starlight site'",
           "[main 1c7f9e0] fix(runtime): explode array query params; docs: starlight site\n 23 files changed, 612 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("release01", "Release day: let's ship 0.1.0 of all three packages today. Changesets are in. After "
             "publishing, set up CI on GitHub Actions so the next release isn't done from my laptop blind.")
    s.bash(None, "pnpm changeset status", "🦋  info Packages to be bumped at minor:\n🦋  info - @tidewire/core\n🦋  "
           "info - @tidewire/cli\n🦋  info - @tidewire/runtime")
    s.bash("publish01", "pnpm changeset version && pnpm release", "🦋  All files have been updated. Review them and "
           "commit at your leisure\n...\n🦋  info Publishing \"@tidewire/core\" at \"0.1.0\"\n🦋  info Publishing "
           "\"@tidewire/runtime\" at \"0.1.0\"\n🦋  info Publishing \"@tidewire/cli\" at \"0.1.0\"\n🦋  success "
           "packages published successfully:\n🦋  @tidewire/core@0.1.0\n🦋  @tidewire/runtime@0.1.0\n🦋  "
           "@tidewire/cli@0.1.0\n🦋  Creating git tags...")
    s.write("ciyml", ".github/workflows/ci.yml", CI_YML)
    s.prompt("issue12", "Already an issue, #12 from halvorsen: in a CommonJS project `require('@tidewire/runtime')` "
             "fails with Cannot find module. Can you reproduce?")
    s.bash("cnffail1", "cd /tmp/cjs-repro && npm init -y >/dev/null && pnpm add @tidewire/runtime@0.1.0 && node -e "
           "\"require('@tidewire/runtime')\"", "Packages: +1\n+\ndependencies:\n+ @tidewire/runtime 0.1.0\n",
           "node:internal/modules/cjs/loader:1228\n  throw err;\n  ^\n\nError: Cannot find module '/tmp/cjs-repro/"
           "node_modules/@tidewire/runtime/dist/index.cjs'\n    at Module._findPath (node:internal/modules/cjs/loader:"
           "1201:15)\n    at resolveExports (node:internal/modules/cjs/loader:591:14) {\n  code: 'MODULE_NOT_FOUND',\n"
           "  path: '/tmp/cjs-repro/node_modules/@tidewire/runtime/package.json'\n}", code=1)
    s.bash("tarball", "cd packages/runtime && pnpm pack --dry-run", "📦  @tidewire/runtime@0.1.0\nTarball Contents\n"
           "LICENSE\ndist/index.d.ts\ndist/index.js\ndist/index.js.map\ndist/index.mjs\ndist/index.mjs.map\n"
           "package.json\nTarball Details\n...")
    s.read("runtimepkg", "packages/runtime/package.json", "{\n  \"name\": \"@tidewire/runtime\",\n  \"version\": "
           "\"0.1.0\",\n  \"license\": \"MIT\",\n  \"sideEffects\": false,\n  \"exports\": {\n    \".\": {\n      "
           "\"types\": \"./dist/index.d.ts\",\n      \"import\": \"./dist/index.js\",\n      \"require\": "
           "\"./dist/index.cjs\"\n    }\n  },\n  \"main\": \"./dist/index.cjs\",\n  \"files\": [\"dist\"],\n  "
           "\"scripts\": { \"build\": \"tsup\" }\n}")
    s.prompt("cnfwhy1", "Got it: packages/runtime/package.json has no \"type\": \"module\", so tsup named the CJS "
             "output index.js and the ESM output index.mjs, while our exports map points require at index.cjs, a file "
             "that was never published. Worked locally only because the root package is type module. Add \"type\": "
             "\"module\" to runtime and core so the names match the map, and check packages with publint and "
             "are-the-types-wrong in CI.")
    s.edit("cnffix1", "packages/runtime/package.json", "  \"license\": \"MIT\",\n  \"sideEffects\": false,",
           "  \"license\": \"MIT\",\n  \"type\": \"module\",\n  \"sideEffects\": false,")
    s.bash("attw", "pnpm build && pnpm dlx @arethetypeswrong/cli --pack packages/runtime", "@tidewire/runtime v0.1.1\n\n"
           "No problems found 🌟\n\n┌───────────────────┬──────────────────┐\n│                   │ \"@tidewire/runtime\" "
           "│\n├───────────────────┼──────────────────┤\n│ node10            │ 🟢               │\n│ node16 (from CJS) │ "
           "🟢 (CJS)         │\n│ node16 (from ESM) │ 🟢 (ESM)         │\n│ bundler           │ 🟢               │\n"
           "└───────────────────┴──────────────────┘")
    s.bash("publish011", "pnpm changeset version && pnpm release", "🦋  info Publishing \"@tidewire/runtime\" at "
           "\"0.1.1\"\n🦋  info Publishing \"@tidewire/core\" at \"0.1.1\"\n🦋  success packages published "
           "successfully:\n🦋  @tidewire/core@0.1.1\n🦋  @tidewire/runtime@0.1.1")
    s.lesson("lesson2", "Without \"type\": \"module\" in a package.json, tsup writes CJS as .js and ESM as .mjs; with "
             "it, ESM is .js and CJS is .cjs. The exports map must name the files that really get built: run "
             "`pnpm pack --dry-run` and publint/attw before publishing, not after a user's Cannot find module.",
             "tidewire 0.1.0: require('@tidewire/runtime') failed, dist/index.cjs missing from the tarball")
    s.bash("commit4", "git add -A && git commit -m 'fix(runtime): type module so dist names match exports; ci: "
           "workflow with publint and attw'", "[main 7d2e4a1] fix(runtime): type module so dist names match exports; "
           "ci: workflow with publint and attw\n 5 files changed, 71 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git pull --rebase", "Updating 7d2e4a1..b81c0d3\nFast-forward\n apps/docs/src/content/docs/"
           "runtime.md | 41 +++++++++++\n 1 file changed, 41 insertions(+)")
    s.prompt("rename1", "Naming cleanup before people build on it. `createFetcher` is a bad name, what users create is "
             "the client: rename it to `createClient` (and the FetcherOptions type to ClientOptions). Keep "
             "createFetcher as a deprecated alias that warns once, we remove it in 1.0. Same for the CLI: `--out` "
             "becomes `--output` (-o stays), `--out` keeps working with a deprecation warning.")
    s.grep("grepfetcher", "createFetcher", ["packages/runtime/src/client.ts", "packages/runtime/src/index.ts",
           "packages/runtime/test/client.test.ts", "packages/core/src/templates/client-header.ts",
           "apps/docs/src/content/docs/runtime.md", "README.md"])
    s.bash("renamesed", "sed -i 's/createFetcher/createClient/g; s/FetcherOptions/ClientOptions/g' "
           "packages/runtime/src/client.ts packages/runtime/test/client.test.ts packages/core/src/templates/"
           "client-header.ts apps/docs/src/content/docs/runtime.md README.md && git diff --stat",
           " README.md                                    |  6 +++---\n apps/docs/src/content/docs/runtime.md        | "
           "14 +++++++-------\n packages/core/src/templates/client-header.ts |  2 +-\n packages/runtime/src/client.ts  "
           "              |  6 +++---\n packages/runtime/test/client.test.ts         | 22 +++++++++++-----------\n"
           " 5 files changed, 25 insertions(+), 25 deletions(-)")
    s.edit("deprecalias", "packages/runtime/src/index.ts", "export { createClient } from './client.js'",
           "export { createClient } from './client.js'\n\nlet warned = false\n/** @deprecated Renamed to createClient; "
           "removed in 1.0. */\nexport function createFetcher(options: ClientOptions): Client {\n  if (!warned) {\n    "
           "warned = true\n    console.warn('[tidewire] createFetcher() is deprecated, use createClient()')\n  }\n  "
           "return createClient(options)\n}")
    s.edit("outflag", "packages/cli/src/cli.ts", "      out: { type: 'string', short: 'o' },",
           "      output: { type: 'string', short: 'o' },\n      out: { type: 'string' }, // deprecated alias of "
           "--output")
    s.edit("outwarn", "packages/cli/src/cli.ts", "  if (values.help || !values.input || !values.out) {",
           "  if (values.out) {\n    console.warn(chalk.yellow('tidewire: --out is deprecated, use --output'))\n    "
           "values.output ??= values.out\n  }\n  if (values.help || !values.input || !values.output) {")
    s.bash("clitest5", "pnpm vitest run packages/cli", " ✓ packages/cli/test/cli.test.ts (7 tests) 418ms\n   ✓ "
           "--output writes the files\n   ✓ --out still works and warns\n   ✓ -o is --output\n\n Test Files  1 "
           "passed (1)\n      Tests  7 passed (7)")
    s.prompt("nodefault", "Also noticed core/src/naming.ts has `export default function pascal`. I said named exports "
             "only, fix that too, and add the eslint rule so it can't come back.")
    s.edit("eslintrule", "eslint.config.js", "  rules: {", "  rules: {\n    'import-x/no-default-export': 'error',")
    s.write("changeset5", ".changeset/quiet-otters-rename.md", "---\n\"@tidewire/runtime\": minor\n\"@tidewire/cli\": "
            "minor\n---\n\n`createFetcher` is now `createClient` (and `FetcherOptions` is `ClientOptions`). The old "
            "name still works, logs a deprecation warning once, and goes away in 1.0.\n\nThe CLI's `--out` flag is "
            "now `--output`; `--out` still works for now and prints a warning.\n")
    s.bash(None, "pnpm lint && pnpm typecheck", "\n> eslint . --max-warnings 0\n\n> tsc -b\n")
    s.bash("test5", "pnpm test", vitest_ok(3, 33, 2320))
    s.bash("commit5", "git add -A && git commit -m 'feat(runtime,cli): createClient and --output; old names "
           "deprecated'", "[main e4b97a2] feat(runtime,cli): createClient and --output; old names deprecated\n 11 "
           "files changed, 64 insertions(+), 31 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash("cinode18", "gh run view 10482213377 --log-failed", "test (18)\tRun pnpm test\t ❯ packages/cli/test/cli."
           "test.ts (7 tests | 7 failed)\ntest (18)\tRun pnpm test\tTypeError [ERR_INVALID_ARG_TYPE]: The \"paths[0]\" "
           "argument must be of type string. Received undefined\ntest (18)\tRun pnpm test\t    at resolve (node:path:"
           "1097:7)\ntest (18)\tRun pnpm test\t    at fixturePath (packages/cli/test/helpers.ts:4:10)\ntest (18)\t"
           "##[error]Process completed with exit code 1.\ntest (20)\t✓ 33 passed\ntest (22)\t✓ 33 passed", code=1)
    s.prompt("node18why", "The CLI test helper uses import.meta.dirname, which only exists from Node 20.11; on 18 it "
             "is undefined. Node 18 went end-of-life in April 2025 anyway, and the runtime's AbortSignal.timeout + "
             "fetch story is much simpler on 20. Decision: drop Node 18. New floor is Node 20.11, CI matrix 20 and "
             "22, build target node20. This reverses what I said on day one; write it in the changeset.")
    s.edit("enginesedit", "package.json", '  "engines": {\n    "node": ">=18.18"\n  },',
           '  "engines": {\n    "node": ">=20.11"\n  },')
    s.edit("matrixedit", ".github/workflows/ci.yml", "        node: [18, 20, 22]", "        node: [20, 22]")
    s.edit("targetedit", "tsup.config.ts", "  target: 'node18',", "  target: 'node20',")
    s.prompt("move", "Two moves while we're at it: the ref resolver gets its own folder (packages/core/src/refs/, "
             "more to come there: bundling, remote refs), and the Dockerfile at the repo root only ever builds the "
             "CLI image, so it belongs in packages/cli. Use git mv so history follows.")
    s.bash("gitmv1", "git mv packages/core/src/resolve.ts packages/core/src/refs/resolve.ts && git mv Dockerfile "
           "packages/cli/Dockerfile && git status --short", "R  Dockerfile -> packages/cli/Dockerfile\nR  packages/core/"
           "src/resolve.ts -> packages/core/src/refs/resolve.ts")
    s.read("dockerread", "packages/cli/Dockerfile", DOCKERFILE)
    s.edit("dockeredit", "packages/cli/Dockerfile", "FROM node:18-alpine AS build", "FROM node:20-alpine AS build")
    s.edit("dockeredit2", "packages/cli/Dockerfile", "FROM node:18-alpine\nWORKDIR /work",
           "FROM node:20-alpine\nWORKDIR /work")
    s.edit("importfix", "packages/core/src/generate.ts", "import { resolveRefs } from './resolve.js'",
           "import { resolveRefs } from './refs/resolve.js'")
    s.bash("cnffail2", "pnpm vitest run packages/core", " ❯ packages/core/test/emit-runtime.test.ts (0 test)\n\n⎯⎯⎯ "
           "Failed Suites 1 ⎯⎯⎯\n FAIL  packages/core/test/emit-runtime.test.ts [ packages/core/test/emit-runtime.test"
           ".ts ]\nError: Cannot find module '@tidewire/runtime' imported from /home/ines/src/tidewire/packages/core/"
           "test/emit-runtime.test.ts\n ❯ packages/core/test/emit-runtime.test.ts:3:1\n\n Test Files  1 failed | 1 "
           "passed (2)\n      Tests  14 passed (14)", code=1)
    s.bash("cnfcheck2", "ls packages/core/node_modules/@tidewire 2>&1; grep -n tidewire packages/core/package.json",
           "ls: cannot access 'packages/core/node_modules/@tidewire': No such file or directory\n2:  \"name\": "
           "\"@tidewire/core\",")
    s.prompt("cnfwhy2", "Not the exports-map thing from last week this time: the new test in core imports the "
             "runtime to type-check generated code, but core never declared @tidewire/runtime as a dependency, and "
             "pnpm's strict node_modules only links what a package declares. Add it as a workspace devDependency.")
    s.bash("cnffix2", "pnpm --filter @tidewire/core add -D @tidewire/runtime@workspace:* && pnpm vitest run "
           "packages/core", "Progress: resolved 213, reused 213, downloaded 0, added 1, done\n\ndevDependencies:\n+ "
           "@tidewire/runtime 0.1.1 <- ../runtime\n\n ✓ packages/core/test/generate.test.ts (14 tests) 198ms\n ✓ "
           "packages/core/test/emit-runtime.test.ts (4 tests) 1620ms\n\n Test Files  2 passed (2)\n      Tests  18 "
           "passed (18)")
    s.write("changeset6", ".changeset/brave-pumas-drop.md", "---\n\"@tidewire/core\": minor\n\"@tidewire/cli\": "
            "minor\n\"@tidewire/runtime\": minor\n---\n\nNode 18 is no longer supported: tidewire now needs Node "
            "20.11 or newer (Node 18 reached end of life in April 2025).\n")
    s.remember("memnode", "tidewire supports Node >= 20.11 since 20 Sep 2027 (engines, CI matrix 20 + 22, build target "
               "node20, Docker image node:20-alpine). Node 18 dropped: import.meta.dirname and EOL. Supersedes the "
               "18.18 floor in the project overview.", "tidewire Node version floor", "decision")
    s.bash("commit6", "git add -A && git commit -m 'chore!: require Node 20.11; move resolver to refs/ and the "
           "Dockerfile to packages/cli'", "[main 3fa61d8] chore!: require Node 20.11; move resolver to refs/ and the "
           "Dockerfile to packages/cli\n 9 files changed, 22 insertions(+), 12 deletions(-)\n rename Dockerfile => "
           "packages/cli/Dockerfile (82%)\n rename packages/core/src/{ => refs}/resolve.ts (100%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("tsdown", "tsup has been in maintenance mode for a while and its dts step is the slowest part of our "
             "build (the rollup-plugin-dts pass takes 9 of the 12 seconds). Let's move all packages to tsdown (the "
             "rolldown-based successor, same config shape). And since our floor is now Node 20, ship ESM only from "
             "core and runtime: modern Node can require() ESM.")
    s.bash("buildtime1", "time pnpm build", "packages/runtime build$ tsup\n│ DTS ⚡️ Build success in 3911ms\n"
           "packages/core build$ tsup\n│ DTS ⚡️ Build success in 5288ms\npackages/cli build$ tsup\n│ ESM ⚡️ Build "
           "success in 301ms\n\nreal\t0m12.41s\nuser\t0m19.02s\nsys\t0m1.88s")
    s.bash("swapdeps", "pnpm remove -w tsup && pnpm add -wD tsdown@0.12.4 && git rm tsup.config.ts",
           "devDependencies:\n- tsup 8.3.0\n+ tsdown 0.12.4\n\nDone in 3.1s\nrm 'tsup.config.ts'")
    s.write("tsdowncfg", "tsdown.config.ts", TSDOWN_CONFIG)
    s.edit("exportsesm", "packages/runtime/package.json", "      \"import\": \"./dist/index.js\",\n      \"require\": "
           "\"./dist/index.cjs\"", "      \"default\": \"./dist/index.js\"")
    s.bash("buildtime2", "time pnpm build", "packages/runtime build$ tsdown\nℹ entry: src/index.ts\nℹ dist/index.js  "
           "2.88 kB │ gzip: 1.12 kB\nℹ dist/index.d.ts  1.51 kB\n✔ Build complete in 412ms\npackages/core build$ "
           "tsdown\n✔ Build complete in 803ms\npackages/cli build$ tsdown\n✔ Build complete in 190ms\n\nreal\t0m2.96s")
    s.bash("test7", "pnpm test", vitest_ok(4, 39, 2410))
    s.bash("publish02", "pnpm changeset version && pnpm release", "🦋  success packages published successfully:\n🦋  "
           "@tidewire/core@0.2.0\n🦋  @tidewire/runtime@0.2.0\n🦋  @tidewire/cli@0.2.0\n🦋  Creating git tags...")
    s.prompt("issue31", "Two hours after 0.2.0, issue #31 from mkaratas: their Jest suite on Node 20.11 now dies "
             "with ERR_REQUIRE_ESM when it loads @tidewire/runtime. Look at it.")
    s.bash("esmfail2", "cd /tmp/jest-repro && node --version && pnpm jest", "v20.11.1\n FAIL  test/api.test.js\n  ● "
           "Test suite failed to run\n\n    Error [ERR_REQUIRE_ESM]: require() of ES Module /tmp/jest-repro/"
           "node_modules/@tidewire/runtime/dist/index.js from /tmp/jest-repro/src/api.js not supported.\n    "
           "index.js is treated as an ES module file as it is a .js file whose nearest parent package.json contains "
           "\"type\": \"module\" which declares all .js files in that package scope as ES modules.\n\nTest Suites: 1 "
           "failed, 1 total", code=1)
    s.prompt("esmwhy2", "Different from the chalk crash in the CLI: this time it's our own package. Since tsdown we "
             "only emit ESM and the exports map sends require to the same ESM file. require(esm) only works "
             "unflagged from Node 20.19 / 22.12, and our floor is 20.11, and Jest's CJS loader never does it. So "
             "ESM-only was premature: bring back the CJS build for core and runtime.")
    s.edit("esmfix2", "tsdown.config.ts", "  format: ['esm'],", "  format: ['esm', 'cjs'],")
    s.edit("exportsdual", "packages/runtime/package.json", "      \"default\": \"./dist/index.js\"",
           "      \"import\": \"./dist/index.js\",\n      \"require\": \"./dist/index.cjs\"")
    s.bash("attw2", "pnpm build && pnpm dlx @arethetypeswrong/cli --pack packages/runtime", "@tidewire/runtime "
           "v0.2.1\n\nNo problems found 🌟\n│ node16 (from CJS) │ 🟢 (CJS) │\n│ node16 (from ESM) │ 🟢 (ESM) │")
    s.bash("publish021", "pnpm changeset version && pnpm release", "🦋  success packages published successfully:\n🦋  "
           "@tidewire/core@0.2.1\n🦋  @tidewire/runtime@0.2.1")
    s.remember("membuild", "tidewire build: tsdown (replaced tsup on 22 Sep 2027, build 12.4 s -> 3.0 s). core and "
               "runtime ship ESM + CJS (the ESM-only 0.2.0 broke require() users on Node 20.11 / Jest, issue #31, "
               "fixed in 0.2.1); cli is ESM only.", "tidewire build tooling", "decision")
    s.prompt("talk", "Heads-up: I'm giving a talk about tidewire at the Leipzig.js meetup on Thursday 7 October, "
             "live demo generating a client for the GitHub REST API spec. Everything must be released and the docs "
             "up to date by the Tuesday before.")
    s.bash("commit7", "git add -A && git commit -m 'build: tsdown instead of tsup; fix(runtime,core): restore CJS "
           "output'", "[main 0a9c3e7] build: tsdown instead of tsup; fix(runtime,core): restore CJS output\n 8 files "
           "changed, 29 insertions(+), 41 deletions(-)\n delete mode 100644 tsup.config.ts\n create mode 100644 "
           "tsdown.config.ts")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("issue38", "Regression report this morning, issue #38 from lucia-dev: since 0.2.0, a oneOf with a "
             "discriminator (Pet = Cat | Dog, discriminated by petType) generates `unknown` instead of the union. "
             "0.1.1 was fine.")
    s.bash("regfail", "pnpm vitest run packages/core -t discriminator", " ❯ packages/core/test/generate.test.ts (15 "
           "tests | 1 failed)\n   × oneOf with discriminator emits a tagged union\n\n- Expected\n+ Received\n\n- "
           "export type Pet = Cat | Dog\n+ export type Pet = unknown\n\n Test Files  1 failed (1)\n      Tests  1 "
           "failed | 14 passed (15)", code=1)
    s.read("readresolve", "packages/core/src/refs/resolve.ts", RESOLVE_TS)
    s.bash("regblame", "git log --follow --oneline -- packages/core/src/refs/resolve.ts && git show 3fa61d8 -- "
           "packages/core/src/refs/resolve.ts | head -5", "3fa61d8 chore!: require Node 20.11; move resolver to refs/ "
           "and the Dockerfile to packages/cli\n1c7f9e0 fix(runtime): explode array query params; docs: starlight "
           "site\nrename from packages/core/src/resolve.ts\nrename to packages/core/src/refs/resolve.ts\nsimilarity "
           "index 100%")
    s.bash("regbisect", "git diff v0.1.1 v0.2.0 -- packages/core/src/schema-to-type.ts | head -20",
           "-  if (schema.oneOf && schema.discriminator) return taggedUnion(schema, doc)\n+  if (schema.oneOf && "
           "schema.discriminator?.mapping) return taggedUnion(schema, doc)")
    s.prompt("regwhy", "Not the move, the move was 100% similar. Two things together: resolveRefs drops every "
             "`discriminator` key while walking (that `continue` was there to avoid cycles), and in 0.2.0 Tomasz's "
             "change made schema-to-type require discriminator.mapping. Before, the union came from oneOf alone. "
             "Keep discriminator in the resolver (it has no refs worth walking, copy it as is) and fall back to "
             "oneOf when there is no mapping.")
    s.edit("regfix1", "packages/core/src/refs/resolve.ts", "      if (key === 'discriminator') continue\n      out[key] "
           "= walk(value)", "      // discriminator holds names, not schemas: copy it untouched\n      out[key] = key "
           "=== 'discriminator' ? value : walk(value)")
    s.edit("regfix2", "packages/core/src/schema-to-type.ts", "  if (schema.oneOf && schema.discriminator?.mapping) "
           "return taggedUnion(schema, doc)", "  if (schema.oneOf && schema.discriminator) return taggedUnion(schema, "
           "doc)")
    s.bash("regok", "pnpm vitest run packages/core", " ✓ packages/core/test/generate.test.ts (16 tests) 244ms\n   ✓ "
           "oneOf with discriminator emits a tagged union\n   ✓ discriminator without mapping falls back to oneOf\n ✓ "
           "packages/core/test/emit-runtime.test.ts (4 tests) 1588ms\n\n Test Files  2 passed (2)\n      Tests  20 "
           "passed (20)")
    s.prompt("result", "Second thing today, the bigger one. After a month of feedback (issues #22, #27, #35) the "
             "throwing default was the wrong call: people use the generated functions in React Query and server "
             "actions and want to branch on 404/409 without try/catch. Reverse it: throwOnError now defaults to "
             "false and every call resolves to a result object { data, error, response }. throwOnError: true keeps "
             "the old behaviour for those who want it. It's a breaking change, so minor bump while we're 0.x, with a "
             "migration note in the changeset.")
    s.edit("resultedit", "packages/runtime/src/client.ts", "  const throwOnError = options.throwOnError ?? true",
           "  const throwOnError = options.throwOnError ?? false")
    s.edit("resulttype", "packages/runtime/src/client.ts", "    if (!res.ok && throwOnError) throw new "
           "TidewireHttpError(res.status, data, url.toString())\n    return data as T",
           "    if (!res.ok) {\n      const error = new TidewireHttpError(res.status, data, url.toString())\n      if "
           "(throwOnError) throw error\n      return { data: undefined, error, response: res } as Result<T>\n    }\n    "
           "return { data: data as T, error: undefined, response: res } as Result<T>")
    s.bash("test8", "pnpm test", vitest_ok(4, 44, 2530))
    s.remember("memresult", "tidewire runtime (from 0.3.0): calls resolve to { data, error, response } and do NOT "
               "throw on non-2xx by default (throwOnError defaults to false since 24 Sep 2027; set throwOnError: true "
               "for the old throwing behaviour). Reverses the throw-by-default design of 10 Sep.",
               "tidewire runtime result objects", "decision")
    s.bash("commit8", "git add -A && git commit -m 'fix(core): keep discriminator through ref resolution; "
           "feat(runtime)!: result objects, throwOnError defaults to false'", "[main 5b7e210] fix(core): keep "
           "discriminator through ref resolution; feat(runtime)!: result objects, throwOnError defaults to false\n 9 "
           "files changed, 118 insertions(+), 37 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.bash(None, "git status && git log --oneline -2", "On branch main\nnothing to commit, working tree clean\n"
           "5b7e210 fix(core): keep discriminator through ref resolution; feat(runtime)!: result objects, throwOnError "
           "defaults to false\n0a9c3e7 build: tsdown instead of tsup; fix(runtime,core): restore CJS output")
    s.prompt("ghpages", "Docs hosting: Netlify's build image keeps breaking our pnpm version and the deploy previews "
             "need Tomasz's account. Move the docs to GitHub Pages, built by a workflow with withastro/action, so "
             "everything lives in Actions. Remove netlify.toml.")
    s.write("docsyml", ".github/workflows/docs.yml", "name: docs\non:\n  push:\n    branches: [main]\n    paths: "
            "['apps/docs/**', 'packages/*/src/**']\n  workflow_dispatch:\n\npermissions:\n  contents: read\n  pages: "
            "write\n  id-token: write\n\njobs:\n  build:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: "
            "actions/checkout@v4\n      - uses: pnpm/action-setup@v4\n      - uses: withastro/action@v3\n        "
            "with:\n          path: apps/docs\n          package-manager: pnpm@9.12.1\n  deploy:\n    needs: build\n"
            "    runs-on: ubuntu-24.04\n    environment:\n      name: github-pages\n    steps:\n      - uses: "
            "actions/deploy-pages@v4\n")
    s.bash("rmnetlify", "git rm apps/docs/netlify.toml", "rm 'apps/docs/netlify.toml'")
    s.edit("astrosite", "apps/docs/astro.config.mjs", "export default defineConfig({\n  integrations:",
           "export default defineConfig({\n  site: 'https://tidewire.github.io',\n  base: '/tidewire',\n  "
           "integrations:")
    s.bash("docsfail", "pnpm --filter docs build", "10:14:02 [build] output: \"static\"\n10:14:09 [ERROR] [vite] x "
           "Build failed in 1.92s\n[starlight] Broken link in src/content/docs/runtime.md: /runtime/errors/ does not "
           "exist (did you mean /tidewire/runtime/errors/?)", code=1)
    s.prompt("docswhy", "With base /tidewire every absolute link in the docs needs the base prefix. Use relative "
             "links in the markdown instead of hard-coding /tidewire/ everywhere.")
    s.edit("docsfix", "apps/docs/src/content/docs/runtime.md", "see [error handling](/runtime/errors/)",
           "see [error handling](../errors/)")
    s.edit("docsresult", "apps/docs/src/content/docs/runtime/errors.md", "A non-2xx response throws a "
           "`TidewireHttpError`.", "A non-2xx response resolves to `{ data: undefined, error, response }`; nothing is "
           "thrown unless you pass `throwOnError: true`, in which case a `TidewireHttpError` is thrown.")
    s.bash("docsok", "pnpm --filter docs build", "10:21:40 [build] 14 page(s) built in 6.81s\n10:21:40 [build] "
           "Complete!")
    s.prompt("nodeps", "While reviewing #41 (a PR that adds qs to the runtime for query serialization): never add a "
             "runtime dependency to @tidewire/runtime. Generated clients end up in browser bundles; the runtime stays "
             "zero-dependency, whatever it costs us in code.")
    s.bash("publish03", "pnpm changeset version && pnpm release", "🦋  success packages published successfully:\n🦋  "
           "@tidewire/core@0.3.0\n🦋  @tidewire/runtime@0.3.0\n🦋  @tidewire/cli@0.3.0\n🦋  Creating git tags...")
    s.bash("ghrelease", "gh release create @tidewire/runtime@0.3.0 --notes-file packages/runtime/CHANGELOG.md --title "
           "'runtime 0.3.0: result objects'", "https://github.com/tidewire/tidewire/releases/tag/%40tidewire%2Fruntime"
           "%400.3.0")
    s.bash("commit9", "git add -A && git commit -m 'docs: GitHub Pages instead of Netlify, relative links, result "
           "objects page'", "[main 8c41f2d] docs: GitHub Pages instead of Netlify, relative links, result objects "
           "page\n 6 files changed, 48 insertions(+), 19 deletions(-)\n delete mode 100644 apps/docs/netlify.toml")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("demoprep", "Demo prep for Leipzig.js next Thursday: generate a client for the GitHub REST API "
             "description (about 8 MB of JSON, 1000+ operations) and see how long it takes.")
    s.bash("ghspec", "curl -sLo /tmp/gh.json https://raw.githubusercontent.com/github/rest-api-description/main/"
           "descriptions-next/api.github.com/api.github.com.json && ls -lh /tmp/gh.json",
           "-rw-r--r-- 1 ines ines 8.3M Sep 30 14:12 /tmp/gh.json")
    s.bash("slowgen", "time node packages/cli/dist/cli.mjs gen --input /tmp/gh.json --output /tmp/gh-client",
           "  wrote /tmp/gh-client/types.ts\n  wrote /tmp/gh-client/client.ts\ntidewire: 2 files in /tmp/gh-client\n\n"
           "real\t0m41.87s\nuser\t0m43.10s\nsys\t0m0.92s")
    s.bash("profile", "node --cpu-prof --cpu-prof-dir=/tmp/prof packages/cli/dist/cli.mjs gen --input /tmp/gh.json "
           "--output /tmp/gh-client && npx --yes speedscope /tmp/prof/*.cpuprofile --print-top 3",
           "self   total  function\n71.2%  74.8%  walk (packages/core/src/refs/resolve.ts:31)\n 8.9%   9.3%  "
           "stack.includes\n 4.1%   4.1%  schemaToType")
    s.prompt("slowwhy", "The resolver re-walks shared schemas: `seen` is only filled after the whole subtree is "
             "walked and `stack.includes` is a linear scan, so the deep GitHub refs cost quadratic time. Use a Set "
             "for the stack and cache before descending.")
    s.edit("slowfix", "packages/core/src/refs/resolve.ts", "  const stack: string[] = []",
           "  const stack = new Set<string>()")
    s.bash("fastgen", "time node packages/cli/dist/cli.mjs gen --input /tmp/gh.json --output /tmp/gh-client",
           "tidewire: 2 files in /tmp/gh-client\n\nreal\t0m3.62s\nuser\t0m4.21s\nsys\t0m0.44s")
    s.bash("test10", "pnpm test", vitest_ok(4, 47, 2610))
    s.prompt("splitout", "The GitHub client's client.ts is 61k lines, editors choke. Add `--split` to the CLI to "
             "write one file per tag (repos.ts, issues.ts, ...), off by default for now.")
    s.edit("splitflag", "packages/cli/src/cli.ts", "      paths: { type: 'boolean', default: false },",
           "      paths: { type: 'boolean', default: false },\n      split: { type: 'boolean', default: false }, // one "
           "file per tag")
    s.bash(None, "pnpm lint && pnpm typecheck", "\n> eslint . --max-warnings 0\n\n> tsc -b\n")
    s.bash("publish031", "pnpm changeset version && pnpm release", "🦋  success packages published successfully:\n🦋  "
           "@tidewire/core@0.3.1\n🦋  @tidewire/cli@0.3.1")
    s.remember("memrelease", "tidewire release checklist: changeset in the PR; `pnpm build`; `pnpm pack --dry-run` + "
               "publint + attw on runtime and core; `pnpm changeset version && pnpm release`; GitHub release notes "
               "from the CHANGELOG. Leipzig.js talk Thursday 7 Oct 2027 demos 0.3.1 (GitHub spec: 41.9 s -> 3.6 s after "
               "the resolver fix).", "tidewire release checklist and talk", "procedure")
    s.lesson("lesson3", "For recursive $ref resolution over big specs, keep the in-progress refs in a Set and cache "
             "resolved refs: an array stack with includes() made the GitHub REST description take 42 s instead of "
             "under 4 s.", "tidewire core: generating the GitHub API client was slow before the Leipzig.js demo")
    s.bash("commit10", "git add -A && git commit -m 'perf(core): Set-based ref stack; feat(cli): --split per tag'",
           "[main d29a0b4] perf(core): Set-based ref stack; feat(cli): --split per tag\n 6 files changed, 97 "
           "insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-09-06T09:05:00", "7a1e0c33-2b41-4c6e-8f10-a1b2c3d40101", s1),   # Mon
    ("s2", "2027-09-08T10:20:00", "8b2f1d44-3c52-4d7f-9021-b2c3d4e50202", s2),   # Wed
    ("s3", "2027-09-10T13:40:00", "9c302e55-4d63-4e80-a132-c3d4e5f60303", s3),   # Fri
    ("s4", "2027-09-14T09:30:00", "ad413f66-5e74-4f91-b243-d4e5f6070404", s4),   # Tue
    ("s5", "2027-09-16T14:10:00", "be524077-6f85-40a2-c354-e5f607180505", s5),   # Thu
    ("s6", "2027-09-20T10:00:00", "cf635188-7096-41b3-d465-f60718290606", s6),   # Mon
    ("s7", "2027-09-22T15:15:00", "d0746299-81a7-42c4-e576-07182a3a0707", s7),   # Wed
    ("s8", "2027-09-24T09:45:00", "e18573aa-92b8-43d5-f687-18293b4b0808", s8),   # Fri
    ("s9", "2027-09-28T10:05:00", "f29684bb-a3c9-44e6-0798-293a4c5c0909", s9),   # Tue
    ("s10", "2027-09-30T13:50:00", "03a795cc-b4da-45f7-18a9-3a4b5d6d1010", s10),  # Thu
]

#: When the questions are asked: Monday morning after the last session (a Thursday).
ASKED_AT = "2027-10-04T08:30:00Z"
