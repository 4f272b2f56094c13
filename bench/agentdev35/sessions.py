"""The ten sessions of the tallyho history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad35_files import GO_MOD, GOLANGCI, GORELEASER, HARVEST_GO, RELEASE_YML, ROOT_GO, STORE_GO

GR_BASE = GORELEASER[:GORELEASER.index("nfpms:")] + GORELEASER[GORELEASER.index("release:"):]
GR_PACKAGES = GORELEASER[GORELEASER.index("nfpms:"):GORELEASER.index("release:")]
GO_MOD2 = GO_MOD.replace("\tgithub.com/mattn/go-sqlite3 v1.14.22\n", "").replace(
    "\tgithub.com/spf13/viper v1.19.0\n", "\tgithub.com/spf13/viper v1.19.0\n\tmodernc.org/sqlite v1.31.1\n")

OK_ALL = ("ok  \tgithub.com/brightwater-studio/tallyho/cmd\t0.412s\n"
          "ok  \tgithub.com/brightwater-studio/tallyho/internal/config\t0.031s\n"
          "ok  \tgithub.com/brightwater-studio/tallyho/internal/provider/harvest\t0.688s\n"
          "ok  \tgithub.com/brightwater-studio/tallyho/internal/provider/toggl\t0.544s\n"
          "ok  \tgithub.com/brightwater-studio/tallyho/internal/store\t0.297s")
OK_NOCFG = OK_ALL.replace("ok  \tgithub.com/brightwater-studio/tallyho/internal/config\t0.031s\n", "")


def s1(s):
    s.start()
    s.prompt("goal", "New project: tallyho, a small Go CLI for Brightwater Studio (a 14-person design studio, Priya "
             "Raman runs operations there). People track time locally with `tallyho start` / `tallyho stop`, entries "
             "live in a local SQLite file, and `tallyho push` sends them to the studio's Harvest account. Go 1.22, "
             "cobra for commands and viper for config. Config file in YAML at ~/.config/tallyho/config.yaml. Use "
             "mattn/go-sqlite3 for the database, it's the one everybody knows.")
    s.bash(None, "ls -la", "total 8\ndrwxr-xr-x 3 jonas jonas 4096 Oct 25 09:02 .\ndrwxr-xr-x 22 jonas jonas 4096 "
           "Oct 25 09:01 ..\ndrwxr-xr-x 7 jonas jonas 4096 Oct 25 09:02 .git")
    s.bash("modinit", "go mod init github.com/brightwater-studio/tallyho && go version",
           "go: creating new go.mod: module github.com/brightwater-studio/tallyho\ngo version go1.22.5 linux/amd64")
    s.bash("goget", "go get github.com/spf13/cobra@v1.8.1 github.com/spf13/viper@v1.19.0 "
           "github.com/mattn/go-sqlite3@v1.14.22",
           "go: downloading github.com/spf13/cobra v1.8.1\ngo: downloading github.com/spf13/viper v1.19.0\n"
           "go: downloading github.com/mattn/go-sqlite3 v1.14.22\ngo: added github.com/mattn/go-sqlite3 v1.14.22\n"
           "go: added github.com/spf13/cobra v1.8.1\ngo: added github.com/spf13/viper v1.19.0")
    s.prompt("errpref", "Two rules for all the Go code here. Always wrap errors with context, fmt.Errorf(\"open db: "
             "%w\", err), never return a bare err from a helper and never use %v for errors. And never print or log an "
             "API token, not even with --verbose and not even the first few characters; errors go to stderr "
             "prefixed with `tallyho:`.")
    s.write("root", "cmd/root.go", ROOT_GO)
    s.write("store", "internal/store/store.go", STORE_GO)
    s.write("cfgyaml", "config.example.yaml", "# ~/.config/tallyho/config.yaml\nprovider: harvest\ndb: "
            "~/.config/tallyho/entries.db\ntimezone: Europe/Berlin\nround_minutes: 15\n\nharvest:\n  account_id: "
            "\"1187342\"\n  token_env: HARVEST_TOKEN   # the token itself stays in the environment\n\n"
            "project_aliases:\n  web: 30211874\n  brand: 30211902\n  internal: 30199310\n")
    s.bash("build1", "go build ./... && go vet ./...", "")
    s.read("readgomod", "go.mod", GO_MOD)
    s.bash(None, "go run ./cmd/tallyho --help", "tallyho keeps your time entries in a local SQLite file (tallyho add, "
           "tallyho stop)\nand pushes them to your team's Harvest account when you are ready.\n\nUsage:\n  tallyho "
           "[command]\n\nAvailable Commands:\n  add         Add a finished entry\n  completion  Generate the "
           "autocompletion script\n  help        Help about any command\n  start       Start a timer\n  stop        "
           "Stop the running timer\n\nFlags:\n      --config string   config file (default "
           "$XDG_CONFIG_HOME/tallyho/config.yaml)\n      --db string       path of the entries database")
    s.remember("memstack", "tallyho stack: Go 1.22.5 CLI (cobra v1.8.1 + viper v1.19.0), module "
               "github.com/brightwater-studio/tallyho. Entries in SQLite through github.com/mattn/go-sqlite3 (cgo) at "
               "~/.config/tallyho/entries.db; config is YAML (~/.config/tallyho/config.yaml) read by viper. Built for "
               "Brightwater Studio (ops: Priya Raman), pushes to Harvest.", "tallyho stack and storage", "fact")
    s.bash("commit1", "git add -A && git commit -m 'store: sqlite entries table; cmd: cobra root with yaml config'",
           "[main (root-commit) 9c41d2e] store: sqlite entries table; cmd: cobra root with yaml config\n 11 files "
           "changed, 412 insertions(+)")
    s.stop()
    s.end()


PUSH_GO = """package cmd

import (
	"fmt"
	"math"
	"time"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"

	"github.com/brightwater-studio/tallyho/internal/harvest"
	"github.com/brightwater-studio/tallyho/internal/store"
)

var pushCmd = &cobra.Command{
	Use:   "push",
	Short: "Send unpushed entries to Harvest",
	RunE: func(cmd *cobra.Command, args []string) (err error) {
		st, err := store.Open(viper.GetString("db"))
		if err != nil {
			return err
		}
		defer st.Close()
		hc := harvest.New(tokenFromEnv(), viper.GetString("harvest.account_id"))
		rows, err := st.Unpushed(cmd.Context())
		if err != nil {
			return fmt.Errorf("list unpushed: %w", err)
		}
		defer rows.Close()
		n, hours := 0, 0.0
		for rows.Next() {
			e, err := store.Scan(rows)
			if err != nil {
				return err
			}
			h := roundHours(e.Duration(), viper.GetInt("round_minutes"))
			id, err := hc.CreateTimeEntry(cmd.Context(), toHarvest(e, h))
			if err != nil {
				return fmt.Errorf("push entry %d: %w", e.ID, err)
			}
			if err := st.MarkPushed(cmd.Context(), e.ID, id); err != nil {
				return err
			}
			n, hours = n+1, hours+h
		}
		fmt.Printf("pushed %d entries (%.2f h) to Harvest\\n", n, hours)
		return rows.Err()
	},
}

// roundHours rounds d to the nearest `minutes` (0 = exact) and returns hours.
func roundHours(d time.Duration, minutes int) float64 {
	if minutes <= 0 {
		return d.Hours()
	}
	step := time.Duration(minutes) * time.Minute
	return (time.Duration(math.Round(float64(d)/float64(step))) * step).Hours()
}

func init() {
	pushCmd.Flags().String("since", "", "only entries started on or after this date (YYYY-MM-DD)")
	rootCmd.AddCommand(pushCmd)
}
"""


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("harvest", "Now the Harvest client: POST /v2/time_entries with a personal access token and the "
             "Harvest-Account-Id header. Retry on 429 and 5xx with exponential backoff plus jitter, honour "
             "Retry-After, at most 4 retries, 15 second timeout per request.")
    s.write("harvestclient", "internal/harvest/client.go", HARVEST_GO)
    s.prompt("testpref", "Testing rules: tests never talk to the real Harvest or Toggl API, only to an "
             "httptest.Server. Request bodies are compared against golden files in testdata/ and regenerated with "
             "`go test ./... -update`, never edited by hand. Table-driven tests where there is more than one case.")
    s.write("goldentest", "internal/harvest/client_test.go", "package harvest\n\nimport (\n\t\"context\"\n\t\"flag\"\n"
            "\t\"io\"\n\t\"net/http\"\n\t\"net/http/httptest\"\n\t\"os\"\n\t\"path/filepath\"\n\t\"testing\"\n)\n\n"
            "var update = flag.Bool(\"update\", false, \"rewrite golden files\")\n\nfunc TestCreateTimeEntry(t "
            "*testing.T) {\n\ttests := []struct {\n\t\tname  string\n\t\tentry TimeEntry\n\t}{\n\t\t{\"simple\", "
            "TimeEntry{ProjectID: 30211874, TaskID: 8083365, SpentDate: \"2027-10-26\", Hours: 1.5}},\n\t\t{\"notes\", "
            "TimeEntry{ProjectID: 30211902, TaskID: 8083366, SpentDate: \"2027-10-26\", Hours: 0.25, Notes: \"logo "
            "review\"}},\n\t}\n\tfor _, tt := range tests {\n\t\tt.Run(tt.name, func(t *testing.T) {\n\t\t\tvar got "
            "[]byte\n\t\t\tsrv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) "
            "{\n\t\t\t\tgot, _ = io.ReadAll(r.Body)\n\t\t\t\tw.WriteHeader(http.StatusCreated)\n\t\t\t\t_, _ = "
            "w.Write([]byte(`{\"id\": 2468013579}`))\n\t\t\t}))\n\t\t\tdefer srv.Close()\n\t\t\tc := New(\"tok\", "
            "\"1\")\n\t\t\tc.BaseURL = srv.URL\n\t\t\tif _, err := c.CreateTimeEntry(context.Background(), tt.entry); "
            "err != nil {\n\t\t\t\tt.Fatal(err)\n\t\t\t}\n\t\t\tgolden := filepath.Join(\"testdata\", tt.name+"
            "\".golden\")\n\t\t\tif *update {\n\t\t\t\t_ = os.WriteFile(golden, got, 0o644)\n\t\t\t}\n\t\t\twant, _ := "
            "os.ReadFile(golden)\n\t\t\tif string(got) != string(want) {\n\t\t\t\tt.Errorf(\"body = %s, want %s\", "
            "got, want)\n\t\t\t}\n\t\t})\n\t}\n}\n")
    s.bash("gotest2", "go test ./internal/harvest/ -update && go test ./internal/harvest/ -v -run . -count=1",
           "=== RUN   TestCreateTimeEntry\n=== RUN   TestCreateTimeEntry/simple\n=== RUN   TestCreateTimeEntry/notes\n"
           "--- PASS: TestCreateTimeEntry (0.00s)\n    --- PASS: TestCreateTimeEntry/simple (0.00s)\n    --- PASS: "
           "TestCreateTimeEntry/notes (0.00s)\n=== RUN   TestRetryOn429\n--- PASS: TestRetryOn429 (1.21s)\nPASS\nok  "
           "\tgithub.com/brightwater-studio/tallyho/internal/harvest\t1.244s")
    s.prompt("rounding", "Rounding: the studio bills in quarter hours, so round every entry to the nearest 15 "
             "minutes before it goes to Harvest. Make it a config value, round_minutes, default 15.")
    s.write("pushcmd", "cmd/push.go", PUSH_GO)
    s.bash("lockfail", "go run ./cmd/tallyho push --db /tmp/th-dev.db", "",
           "tallyho: mark entry 1 pushed: database is locked (5) (SQLITE_BUSY)\nexit status 1", code=1)
    s.bash(None, "sqlite3 /tmp/th-dev.db 'PRAGMA journal_mode; SELECT count(*) FROM entries WHERE pushed_at IS NULL;'",
           "delete\n3")
    s.prompt("lockwhy", "I see it: push iterates the open *sql.Rows from Unpushed and calls MarkPushed inside the "
             "loop. database/sql hands the UPDATE a second pooled connection, and the still-open SELECT keeps a "
             "shared lock on the file, so the write can never get its lock. Read all entries into a slice, close the "
             "rows, then push. And limit the pool to one connection in store.Open so this can't sneak back.")
    s.edit("lockfix", "cmd/push.go", "\t\tdefer rows.Close()\n\t\tn, hours := 0, 0.0\n\t\tfor rows.Next() {",
           "\t\tentries, err := store.Collect(rows) // closes rows before we write\n\t\tif err != nil {\n\t\t\treturn "
           "err\n\t\t}\n\t\tn, hours := 0, 0.0\n\t\tfor _, e := range entries {")
    s.edit("maxconns", "internal/store/store.go", "\treturn &Store{db: db}, nil",
           "\tdb.SetMaxOpenConns(1) // one writer; a second pooled conn deadlocks against open rows\n"
           "\treturn &Store{db: db}, nil")
    s.bash("pushok", "go run ./cmd/tallyho push --db /tmp/th-dev.db", "pushed 3 entries (4.75 h) to Harvest")
    s.lesson("lesson1", "Go database/sql with SQLite: never write (UPDATE/INSERT) while iterating an open *sql.Rows of "
             "the same database. The write gets another pooled connection and fails with 'database is locked "
             "(SQLITE_BUSY)' because the open SELECT holds a shared lock. Collect rows into a slice and close them "
             "first; db.SetMaxOpenConns(1) makes the mistake show up as a hang in tests instead.",
             "tallyho push: MarkPushed inside the rows loop of Unpushed")
    s.remember("memround", "tallyho rounding: every entry is rounded to the nearest 15 minutes before it is sent "
               "(config round_minutes, default 15) because Brightwater bills in quarter hours.",
               "tallyho rounding default", "decision")
    s.bash("commit2", "git add -A && git commit -m 'harvest: client with retries and golden tests; cmd: push'",
           "[main 2f7b0a1] harvest: client with retries and golden tests; cmd: push\n 7 files changed, 338 "
           "insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "2f7b0a1 harvest: client with retries and golden tests; cmd: push\n"
           "9c41d2e store: sqlite entries table; cmd: cobra root with yaml config")
    s.prompt("relsetup", "Let's set up releases: goreleaser for linux, macOS and windows on amd64 and arm64 (Priya "
             "and most designers are on Apple Silicon MacBooks), and golangci-lint with a config in the repo.")
    s.write("golangci", ".golangci.yml", GOLANGCI)
    s.bash("lintfail", "golangci-lint run", "cmd/push.go:23:16: Error return value of `st.Close` is not checked "
           "(errcheck)\n\t\tdefer st.Close()\n\t\t              ^\ncmd/root.go:61:6: comparing with != will fail on "
           "wrapped errors (errorlint)\n2 issues:\n* errcheck: 1\n* errorlint: 1", code=1)
    s.edit("lintfix", "cmd/push.go", "\t\tdefer st.Close()",
           "\t\tdefer func() {\n\t\t\tif cerr := st.Close(); cerr != nil && err == nil {\n\t\t\t\terr = "
           "fmt.Errorf(\"close db: %w\", cerr)\n\t\t\t}\n\t\t}()")
    s.bash("lintok", "golangci-lint run && echo clean", "clean")
    s.write("goreleaser", ".goreleaser.yaml", GR_BASE)
    s.bash("xfail", "goreleaser build --snapshot --clean",
           "  • starting build...\n  • loading                                          path=.goreleaser.yaml\n"
           "  • building binaries\n    • building                                       binary=dist/tallyho_linux_"
           "amd64_v1/tallyho\n    • building                                       binary=dist/tallyho_darwin_arm64/"
           "tallyho",
           "  ⨯ build failed after 41s                        error=failed to build for darwin_arm64: exit status 1: "
           "# runtime/cgo\ngcc: error: unrecognized command-line option '-arch'\n"
           "gcc: error: unrecognized command-line option '-mmacosx-version-min=11.0'", code=1)
    s.bash("cgolist", "go env CGO_ENABLED CC && go list -deps ./... | xargs go list -f '{{if .CgoFiles}}{{.ImportPath}}"
           "{{end}}' 2>/dev/null", "1\ngcc\ngithub.com/mattn/go-sqlite3\nruntime/cgo")
    s.prompt("purego", "So the only cgo in the tree is the mattn sqlite driver, and cross-compiling that for Apple "
             "Silicon would need osxcross or a macOS runner for every release. Not worth it: drop cgo. Switch the "
             "store to modernc.org/sqlite (pure Go, it's a transpiled SQLite) and build everything with "
             "CGO_ENABLED=0. A bit slower on inserts, irrelevant for a few hundred entries a week.")
    s.bash("swapdriver", "go get modernc.org/sqlite@v1.31.1 && go mod tidy",
           "go: downloading modernc.org/sqlite v1.31.1\ngo: downloading modernc.org/libc v1.55.3\n"
           "go: added modernc.org/sqlite v1.31.1\ngo: removed github.com/mattn/go-sqlite3 v1.14.22")
    s.edit("driveredit", "internal/store/store.go",
           "\t_ \"github.com/mattn/go-sqlite3\" // cgo driver, registers \"sqlite3\"",
           "\t_ \"modernc.org/sqlite\" // pure Go driver, registers \"sqlite\"; no cgo needed")
    s.edit("driveropen", "internal/store/store.go", "\tdb, err := sql.Open(\"sqlite3\", path)",
           "\tdb, err := sql.Open(\"sqlite\", path)")
    s.edit("cgo0", ".goreleaser.yaml", "      - CGO_ENABLED=1", "      - CGO_ENABLED=0")
    s.bash("xok", "goreleaser build --snapshot --clean && ls dist/*/tallyho*",
           "  • building binaries\n  • build succeeded after 23s\ndist/tallyho_darwin_amd64_v1/tallyho\n"
           "dist/tallyho_darwin_arm64/tallyho\ndist/tallyho_linux_amd64_v1/tallyho\ndist/tallyho_linux_arm64/tallyho\n"
           "dist/tallyho_windows_amd64_v1/tallyho.exe")
    s.lesson("lesson3", "Cross-compiling a Go binary for macOS (darwin/arm64) from a Linux runner fails as soon as "
             "any dependency uses cgo (gcc: unrecognized command-line option '-arch'). Check `go list` for CgoFiles "
             "and prefer a pure-Go alternative (modernc.org/sqlite instead of mattn/go-sqlite3) with CGO_ENABLED=0 "
             "over osxcross or per-OS runners.", "tallyho goreleaser snapshot build for Apple Silicon")
    s.bash("gotest3", "go test ./...", "ok  \tgithub.com/brightwater-studio/tallyho/cmd\t0.398s\n"
           "ok  \tgithub.com/brightwater-studio/tallyho/internal/harvest\t1.251s\n"
           "ok  \tgithub.com/brightwater-studio/tallyho/internal/store\t0.262s")
    s.prompt("commitpref", "Commit messages the Go way: prefix with the package or area (`store: ...`, `cmd: ...`, "
             "`release: ...`), lower case after the colon, no trailing period, imperative, and a body that says why. "
             "Keep commits small, one change each.")
    s.bash("commit3", "git add -A && git commit -m 'store: switch to modernc.org/sqlite so releases build without cgo' "
           "-m 'mattn/go-sqlite3 needs a C cross-compiler for darwin/arm64; pure Go lets goreleaser build all "
           "targets on one linux runner.'",
           "[main 71d0c3b] store: switch to modernc.org/sqlite so releases build without cgo\n 6 files changed, 118 "
           "insertions(+), 19 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git pull --ff-only && git status -sb", "Already up to date.\n## main...origin/main")
    s.prompt("rename", "People at the studio keep saying \"sync my hours\", nobody says push. Rename the command "
             "`push` to `sync`, but keep `tallyho push` working as a deprecated alias that prints a warning. Same for "
             "the flag: --since becomes --from, and add --to. General rule for this tool: we never remove a command "
             "or flag before 2.0, we deprecate it with a message pointing to the new name.")
    s.bash("gitmvcmd", "git mv cmd/push.go cmd/sync.go && git status -s", "R  cmd/push.go -> cmd/sync.go")
    s.edit("syncedit", "cmd/sync.go", "var pushCmd = &cobra.Command{\n\tUse:   \"push\",\n\tShort: \"Send unpushed "
           "entries to Harvest\",",
           "var syncCmd = &cobra.Command{\n\tUse:   \"sync\",\n\tShort: \"Send new entries to your time tracking "
           "service\",\n\tRunE:  runSync,\n}\n\n// pushCmd is the pre-0.2 name, kept until 2.0.\nvar pushCmd = "
           "&cobra.Command{\n\tUse:        \"push\",\n\tHidden:     true,\n\tDeprecated: \"use \\\"tallyho sync\\\" "
           "instead\",")
    s.edit("flagedit", "cmd/sync.go",
           "\tpushCmd.Flags().String(\"since\", \"\", \"only entries started on or after this date (YYYY-MM-DD)\")",
           "\tfor _, c := range []*cobra.Command{syncCmd, pushCmd} {\n\t\tc.Flags().String(\"from\", \"\", \"first "
           "day to sync (YYYY-MM-DD)\")\n\t\tc.Flags().String(\"to\", \"\", \"last day to sync (YYYY-MM-DD)\")\n\t\t"
           "c.Flags().String(\"since\", \"\", \"\")\n\t\t_ = c.Flags().MarkDeprecated(\"since\", \"use --from "
           "instead\")\n\t}")
    s.bash("aliasrun", "go run ./cmd/tallyho push --since 2027-10-25 --db /tmp/th-dev.db",
           "synced 0 entries (0.00 h) to Harvest",
           "Command \"push\" is deprecated, use \"tallyho sync\" instead\nFlag --since has been deprecated, use --from "
           "instead")
    s.prompt("toggl", "Second provider: two people at the studio still use Toggl Track. Restructure first: move the "
             "Harvest client to internal/provider/harvest with git mv, define a Provider interface in "
             "internal/provider, and put the new Toggl client in internal/provider/toggl. Config key `provider` "
             "picks one.")
    s.bash("gitmvpkg", "mkdir -p internal/provider && git mv internal/harvest internal/provider/harvest && "
           "grep -rl 'tallyho/internal/harvest' --include=*.go . | xargs sed -i "
           "'s#tallyho/internal/harvest#tallyho/internal/provider/harvest#' && go build ./...",
           "")
    s.write("provideriface", "internal/provider/provider.go", "// Package provider abstracts the time tracking "
            "services tallyho syncs to.\npackage provider\n\nimport (\n\t\"context\"\n\t\"time\"\n)\n\n// Entry is "
            "what a provider needs to create one remote time entry.\ntype Entry struct {\n\tProject   string\n\t"
            "Task      string\n\tNotes     string\n\tStart     time.Time\n\tDuration  time.Duration\n\tSpentDate "
            "string // YYYY-MM-DD in the user's timezone\n}\n\n// Provider creates remote entries and returns their "
            "ids.\ntype Provider interface {\n\tName() string\n\tCreate(ctx context.Context, e Entry) (string, "
            "error)\n}\n")
    s.write("togglclient", "internal/provider/toggl/client.go", "// Package toggl talks to the Toggl Track v9 API.\n"
            "package toggl\n\nimport (\n\t\"bytes\"\n\t\"context\"\n\t\"encoding/json\"\n\t\"fmt\"\n\t\"net/http\"\n"
            "\n\t\"github.com/brightwater-studio/tallyho/internal/provider\"\n)\n\nconst baseURL = "
            "\"https://api.track.toggl.com/api/v9\"\n\n// Client posts time entries to one workspace.\ntype Client "
            "struct {\n\tToken       string\n\tWorkspaceID int64\n\tHTTP        *http.Client\n}\n\nfunc (c *Client) "
            "Name() string { return \"Toggl Track\" }\n\nfunc (c *Client) Create(ctx context.Context, e "
            "provider.Entry) (string, error) {\n\tbody, _ := json.Marshal(map[string]any{\"created_with\": "
            "\"tallyho\", \"workspace_id\": c.WorkspaceID, \"start\": e.Start.UTC(), \"duration\": "
            "int64(e.Duration.Seconds()), \"description\": e.Notes})\n\turl := fmt.Sprintf(\"%s/workspaces/%d/"
            "time_entries\", baseURL, c.WorkspaceID)\n\treq, err := http.NewRequestWithContext(ctx, http.MethodPost, "
            "url, bytes.NewReader(body))\n\tif err != nil {\n\t\treturn \"\", fmt.Errorf(\"build request: %w\", err)\n"
            "\t}\n\treq.Header.Set(\"Authorization\", \"Bearer \"+c.Token)\n\treq.Header.Set(\"Content-Type\", "
            "\"application/json\")\n\t// ... send, decode id\n}\n")
    s.bash("toggl401", "TALLYHO_PROVIDER=toggl go run ./cmd/tallyho sync --db /tmp/th-dev.db", "",
           "tallyho: sync entry 4: toggl: 401 Unauthorized: Incorrect username and/or password\nexit status 1",
           code=1)
    s.fetch("togglauth", "https://engineering.toggl.com/docs/authentication",
            "How does Toggl Track v9 expect an API token to be sent?",
            "Toggl Track API v9 uses HTTP Basic authentication. With an API token, send the token as the username "
            "and the literal string \"api_token\" as the password: curl -u <token>:api_token. Bearer tokens are not "
            "accepted; an invalid Authorization header yields 401 or 403.")
    s.edit("togglfix", "internal/provider/toggl/client.go", "\treq.Header.Set(\"Authorization\", \"Bearer \"+c.Token)",
           "\treq.SetBasicAuth(c.Token, \"api_token\") // Toggl wants basic auth, token as user")
    s.bash("togglok", "TALLYHO_PROVIDER=toggl go run ./cmd/tallyho sync --db /tmp/th-dev.db",
           "synced 2 entries (3.25 h) to Toggl Track (workspace 4410932)")
    s.bash("gotest4", "go test ./...", OK_NOCFG)
    s.bash("commit4", "git add cmd && git commit -m 'cmd: rename push to sync, keep push and --since as deprecated "
           "aliases'", "[main a3e19f4] cmd: rename push to sync, keep push and --since as deprecated aliases\n 3 files "
           "changed, 58 insertions(+), 21 deletions(-)\n rename cmd/{push.go => sync.go} (78%)")
    s.bash("commit4b", "git add -A && git commit -m 'provider: move harvest under internal/provider, add toggl'",
           "[main b7c20e5] provider: move harvest under internal/provider, add toggl\n 7 files changed, 183 "
           "insertions(+), 16 deletions(-)\n rename internal/{ => provider}/harvest/client.go (96%)\n rename "
           "internal/{ => provider}/harvest/client_test.go (100%)")
    s.stop()
    s.end()


DOCKERFILE = "FROM scratch\nCOPY tallyho /usr/bin/tallyho\nENTRYPOINT [\"/usr/bin/tallyho\"]\n"


def s5(s):
    s.start()
    s.prompt("v010", "Let's cut v0.1.0 today for the studio. Homebrew tap at brightwater-studio/homebrew-tap and "
             ".deb packages for the two Ubuntu laptops. And a beta channel: prereleases (v0.2.0-beta.1 and so on) "
             "go out as a separate tallyho-beta formula in the same tap, so adventurous people can brew install "
             "tallyho-beta next to the stable one.")
    s.read(None, ".goreleaser.yaml", GR_BASE.replace("CGO_ENABLED=1", "CGO_ENABLED=0"))
    s.edit("grpackages", ".goreleaser.yaml", "release:\n", GR_PACKAGES + "release:\n")
    s.prompt("releasepref", "Release rules, every time: golangci-lint clean and `go test -race ./...` green before "
             "tagging, never tag from a dirty tree, tags are annotated (git tag -a) and only ever pushed from main. "
             "The release itself is built by CI, never from a laptop.")
    s.prompt("dockermove", "The Dockerfile shouldn't sit in the root; move it to build/package/ like the standard "
             "Go layout and have goreleaser build the image from there (ghcr.io/brightwater-studio/tallyho).")
    s.bash("gitmvdocker", "git mv Dockerfile build/package/Dockerfile && git status -s",
           "R  Dockerfile -> build/package/Dockerfile")
    s.edit("dockersedit", ".goreleaser.yaml", "release:\n", "dockers:\n  - image_templates:\n      - "
           "\"ghcr.io/brightwater-studio/tallyho:{{ .Version }}\"\n      - \"ghcr.io/brightwater-studio/tallyho:"
           "latest\"\n    dockerfile: build/package/Dockerfile\n\nrelease:\n")
    s.write("releaseyml", ".github/workflows/release.yml", RELEASE_YML)
    s.bash("prechecks", "golangci-lint run && go test -race ./... && git status --porcelain",
           OK_NOCFG)
    s.bash("commit5", "git add -A && git commit -m 'release: goreleaser packages (brew tap, beta formula, deb), "
           "docker image from build/package'",
           "[main 4e1a9f2] release: goreleaser packages (brew tap, beta formula, deb), docker image from "
           "build/package\n 4 files changed, 96 insertions(+), 1 deletion(-)\n rename Dockerfile => "
           "build/package/Dockerfile (100%)")
    s.bash("tag010", "git tag -a v0.1.0 -m 'tallyho v0.1.0' && git push origin main v0.1.0",
           "To github.com:brightwater-studio/tallyho.git\n   a3e19f4..4e1a9f2  main -> main\n * [new tag]         "
           "v0.1.0 -> v0.1.0")
    s.bash("ghrun5", "gh run watch --exit-status", "✓ main release · 11735520931\nTriggered via push about 4 minutes "
           "ago\n\nJOBS\n✓ goreleaser in 3m41s (ID 32687390112)\n  ✓ lint\n  ✓ test\n  ✓ Run goreleaser/"
           "goreleaser-action@v6")
    s.bash("brewinstall", "brew install brightwater-studio/tap/tallyho && tallyho version",
           "==> Tapping brightwater-studio/tap\n==> Fetching brightwater-studio/tap/tallyho\n==> Downloading "
           "https://github.com/brightwater-studio/tallyho/releases/download/v0.1.0/tallyho_0.1.0_darwin_arm64.tar.gz\n"
           "🍺  /opt/homebrew/Cellar/tallyho/0.1.0: 6 files, 9.8MB\ntallyho 0.1.0 (commit 4e1a9f2, built "
           "2027-11-04T10:30:41Z)")
    s.remember("memrelease", "tallyho releases: goreleaser runs in GitHub Actions on a pushed v* tag. Stable builds go "
               "to the Homebrew tap brightwater-studio/homebrew-tap (formula tallyho); prereleases "
               "(vX.Y.Z-beta.N) go to a separate tallyho-beta formula in the same tap; .deb packages (nfpm) and a "
               "ghcr.io image are attached to every release. v0.1.0 was released on 4 Nov 2027.",
               "tallyho release channels", "decision")
    s.stop()
    s.end()


DST_TEST = """package store

import (
	"context"
	"path/filepath"
	"testing"
	"time"
)

func TestDurationAcrossDST(t *testing.T) {
	berlin, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name        string
		start, stop time.Time
		want        time.Duration
	}{
		// clocks go back at 03:00 CEST -> 02:00 CET on 31 Oct 2027
		{"fall back Berlin", time.Date(2027, 10, 30, 22, 0, 0, 0, berlin), time.Date(2027, 10, 31, 3, 0, 0, 0, berlin),
			6 * time.Hour},
		{"plain day", time.Date(2027, 11, 2, 9, 0, 0, 0, berlin), time.Date(2027, 11, 2, 11, 30, 0, 0, berlin),
			150 * time.Minute},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			st, err := Open(filepath.Join(t.TempDir(), "t.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer st.Close()
			if _, err := st.Add(context.Background(), Entry{Project: "web", StartedAt: tt.start,
				StoppedAt: tt.stop}); err != nil {
				t.Fatal(err)
			}
			got := onlyEntry(t, st)
			if d := got.Duration(); d != tt.want {
				t.Errorf("duration = %v, want %v", d, tt.want)
			}
		})
	}
}
"""


def s6(s):
    s.start()
    s.prompt("dstbug", "Bug report from Tomasz (he works from the Berlin office) that came in over the weekend: his "
             "late shift on the Saturday before the clocks changed, 22:00 to 03:00, arrived in Harvest as 5 hours, "
             "but his timer ran for 6. That was the night of 30 to 31 October, when Germany went back to winter "
             "time. Reproduce it in a test before touching anything.")
    s.write("dsttest", "internal/store/dst_test.go", DST_TEST)
    s.bash("dstfail", "TZ=Europe/Berlin go test ./internal/store -run DST -v",
           "=== RUN   TestDurationAcrossDST\n=== RUN   TestDurationAcrossDST/fall_back_Berlin\n    dst_test.go:40: "
           "duration = 5h0m0s, want 6h0m0s\n=== RUN   TestDurationAcrossDST/plain_day\n--- FAIL: "
           "TestDurationAcrossDST (0.01s)\n    --- FAIL: TestDurationAcrossDST/fall_back_Berlin (0.00s)\n    --- "
           "PASS: TestDurationAcrossDST/plain_day (0.00s)\nFAIL\nFAIL\tgithub.com/brightwater-studio/tallyho/"
           "internal/store\t0.019s", code=1)
    s.prompt("dstwhy", "That's the cause: the store writes wall-clock strings without an offset (layout "
             "\"2006-01-02 15:04:05\" in time.Local) and parses them back in Local, so 22:00 CEST and 03:00 CET lose "
             "the repeated hour. Store instants as UTC in RFC 3339 and convert to the configured timezone only for "
             "spent_date and for display. Rule from now on: times inside tallyho are always UTC, local time only at "
             "the edges (input parsing and output).")
    s.edit("dstfix", "internal/store/store.go", "const layout = \"2006-01-02 15:04:05\"",
           "// layout of stored instants: always UTC, with offset, so DST changes cannot shift them.\n"
           "const layout = time.RFC3339")
    s.edit("dstfix2", "internal/store/store.go",
           "\t\te.Project, e.Task, e.Notes, e.StartedAt.Format(layout), e.StoppedAt.Format(layout))",
           "\t\te.Project, e.Task, e.Notes, e.StartedAt.UTC().Format(layout), e.StoppedAt.UTC().Format(layout))")
    s.write("migrate", "internal/store/migrate.go", "package store\n\nimport (\n\t\"context\"\n\t\"fmt\"\n\t\"time\"\n"
            ")\n\n// migrateUTC rewrites rows stored before schema 2 (local wall clock, no offset) as UTC RFC 3339,\n"
            "// reading them in the configured timezone. Ambiguous times in a repeated hour take the earlier one.\n"
            "func (s *Store) migrateUTC(ctx context.Context, loc *time.Location) error {\n\ttx, err := "
            "s.db.BeginTx(ctx, nil)\n\tif err != nil {\n\t\treturn fmt.Errorf(\"begin migration: %w\", err)\n\t}\n"
            "\tdefer tx.Rollback()\n\t// ... SELECT id, started_at, stopped_at WHERE started_at NOT LIKE '%Z'\n\t"
            "if _, err := tx.ExecContext(ctx, `PRAGMA user_version = 2`); err != nil {\n\t\treturn "
            "fmt.Errorf(\"set schema version: %w\", err)\n\t}\n\treturn tx.Commit()\n}\n")
    s.bash("dstok", "TZ=Europe/Berlin go test ./... && TZ=UTC go test ./internal/store -count=1", OK_NOCFG +
        "\nok  \tgithub.com/brightwater-studio/tallyho/internal/store\t0.281s")
    s.bash("tzfail", "docker build -f build/package/Dockerfile -t tallyho:dev dist/tallyho_linux_amd64_v1 && docker "
           "run --rm -v ~/.config/tallyho:/root/.config/tallyho tallyho:dev sync --dry-run", "",
           "tallyho: load timezone \"Europe/Berlin\": unknown time zone Europe/Berlin", code=1)
    s.prompt("tzwhy", "Of course: the image is FROM scratch, there's no /usr/share/zoneinfo in it, and now that we "
             "really load the configured zone it fails. Don't switch the base image; embed the tz database in the "
             "binary with a blank import of time/tzdata in main (costs about 450 kB).")
    s.edit("tzfix", "cmd/tallyho/main.go", "import \"github.com/brightwater-studio/tallyho/cmd\"",
           "import (\n\t_ \"time/tzdata\" // scratch images have no zoneinfo\n\n\t"
           "\"github.com/brightwater-studio/tallyho/cmd\"\n)")
    s.bash("tzok", "goreleaser build --snapshot --clean --single-target && docker run --rm -v "
           "~/.config/tallyho:/root/.config/tallyho tallyho:dev sync --dry-run",
           "dry run: 4 entries (9.50 h) would be synced to Harvest")
    s.lesson("lesson4", "A Go binary in a FROM scratch image has no /usr/share/zoneinfo, so time.LoadLocation "
             "fails with 'unknown time zone Europe/Berlin'. Blank-import time/tzdata in main (adds about 450 kB) "
             "instead of changing the base image.", "tallyho docker image after storing times in UTC")
    s.bash("commit6", "git add -A && git commit -m 'store: keep instants in UTC (RFC 3339) and migrate old rows' -m "
           "'Local wall-clock strings lost the repeated hour when Berlin left summer time on 31 Oct (Tomasz, "
           "issue #14).' && git commit -q -am 'cmd: embed tzdata for the scratch image'",
           "[main 0b58e7d] store: keep instants in UTC (RFC 3339) and migrate old rows\n 4 files changed, 131 "
           "insertions(+), 9 deletions(-)")
    s.bash("issuereply", "gh issue comment 14 --body 'Fixed on main (0b58e7d): times are stored in UTC now; your "
           "30/31 Oct entries will be corrected by the migration on the next run. Coming in the next release.'",
           "https://github.com/brightwater-studio/tallyho/issues/14#issuecomment-2461190382")
    s.stop()


def s7(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("toml", "Priya fell into the YAML trap: the project alias for the Norwegian client is literally NO, and "
             "`nordlys: NO` in config.yaml came back as false, so her entries went to the wrong project. Everyone at "
             "the studio already edits TOML for other tools anyway. Switch the config to TOML: "
             "~/.config/tallyho/config.toml. If only an old config.yaml exists, read it once and warn that it should "
             "be converted.")
    s.bash("yamlrepro", "go run ./cmd/tallyho config show --config /tmp/priya.yaml | grep -A3 aliases",
           "project_aliases:\n  brand: 30211902\n  nordlys: false\n  web: 30211874")
    s.edit("tomledit", "cmd/root.go", "\t\tviper.SetConfigType(\"yaml\")", "\t\tviper.SetConfigType(\"toml\")")
    s.edit("tomlhelp", "cmd/root.go", "\"config file (default $XDG_CONFIG_HOME/tallyho/config.yaml)\"",
           "\"config file (default $XDG_CONFIG_HOME/tallyho/config.toml)\"")
    s.write("cfgtoml", "config.example.toml", "# ~/.config/tallyho/config.toml\nprovider = \"harvest\"\ndb = "
            "\"~/.config/tallyho/entries.db\"\ntimezone = \"Europe/Berlin\"\n\n[harvest]\naccount_id = \"1187342\"\n"
            "token_env = \"HARVEST_TOKEN\"  # the token itself stays in the environment\n\n[toggl]\nworkspace_id = "
            "4410932\ntoken_env = \"TOGGL_TOKEN\"\n\n[project_aliases]\nweb = 30211874\nbrand = 30211902\nnordlys = "
            "\"NO\"\n")
    s.bash(None, "git rm -q config.example.yaml", "")
    s.edit("legacyyaml", "cmd/root.go", "\tif err := viper.ReadInConfig(); err != nil {",
           "\tif legacy := filepath.Join(dir, \"config.yaml\"); cfgFile == \"\" && !exists(filepath.Join(dir, "
           "\"config.toml\")) && exists(legacy) {\n\t\tfmt.Fprintln(os.Stderr, \"tallyho: warning: config.yaml is "
           "deprecated, convert it to config.toml (tallyho config convert)\")\n\t\tviper.SetConfigFile(legacy)\n\t}\n"
           "\tif err := viper.ReadInConfig(); err != nil {")
    s.bash("gotest7", "go test ./... && go vet ./...", OK_ALL)
    s.prompt("noround", "And the rounding was a mistake. Harvest already rounds on its side (the account has "
             "\"round time entries\" set to 15 minutes in the invoice settings), so we rounded twice and lost time: "
             "a 52-minute call became 45. Stop rounding by default, send exact minutes. Keep it as an opt-in "
             "--round 15 flag (round_minutes in the config) for the Toggl people who want it.")
    s.edit("roundoff", "cmd/root.go", "\tviper.SetDefault(\"round_minutes\", 15)",
           "\tviper.SetDefault(\"round_minutes\", 0) // exact minutes; Harvest rounds server-side")
    s.edit("roundflag", "cmd/sync.go", "\t\tc.Flags().String(\"to\", \"\", \"last day to sync (YYYY-MM-DD)\")",
           "\t\tc.Flags().String(\"to\", \"\", \"last day to sync (YYYY-MM-DD)\")\n\t\tc.Flags().Int(\"round\", 0, "
           "\"round each entry to the nearest N minutes (default: exact)\")")
    s.bash("goldenupd", "go test ./internal/provider/... -update && git diff --stat", "ok  \tgithub.com/brightwater-"
           "studio/tallyho/internal/provider/harvest\t0.702s\nok  \tgithub.com/brightwater-studio/tallyho/internal/"
           "provider/toggl\t0.533s\n internal/provider/harvest/testdata/rounded.golden | 2 +-\n "
           "internal/provider/toggl/testdata/create.golden   | 2 +-\n 2 files changed, 2 insertions(+), 2 "
           "deletions(-)")
    s.remember("memconfig", "tallyho config is TOML now (~/.config/tallyho/config.toml), no longer YAML: YAML read "
               "the project alias NO as false. An old config.yaml is still read with a deprecation warning. Entries "
               "are not rounded by default any more (round_minutes = 0, exact minutes) because Harvest rounds "
               "server-side; rounding is opt-in with --round N.", "tallyho config format and rounding", "decision")
    s.bash("commit7", "git add -A && git commit -m 'cmd: TOML config (yaml only as deprecated fallback); no rounding "
           "by default'", "[main 6d2c8a0] cmd: TOML config (yaml only as deprecated fallback); no rounding by "
           "default\n 8 files changed, 97 insertions(+), 41 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("h401", "Since this morning's build everyone on Harvest gets 401 Unauthorized when they sync; the Toggl "
             "people are fine. Tokens are valid, I generated a fresh one for myself and it's the same.")
    s.bash("h401fail", "tallyho sync -v", "POST https://api.harvestapp.com/v2/time_entries -> 401 (212ms)",
           "tallyho: sync entry 233: harvest: 401 Unauthorized: {\"error\":\"invalid_token\",\"error_description\":"
           "\"The access token provided is expired, revoked, malformed or invalid for other reasons.\"}", code=1)
    s.read("cfgread", "/home/jonas/.config/tallyho/config.toml", "provider = \"harvest\"\ntimezone = "
           "\"Europe/Berlin\"\n\n[harvest]\naccount-id = \"1187342\"\ntoken-env = \"HARVEST_TOKEN\"\n\n"
           "[project_aliases]\nweb = 30211874\nbrand = 30211902\nnordlys = \"NO\"\n")
    s.bash("cfgshow", "tallyho config show | grep -A3 harvest", "harvest:\n  account-id: \"1187342\"\n  account_id: "
           "\"\"\n  token-env: HARVEST_TOKEN")
    s.prompt("h401why", "Found it, and it isn't the token: `tallyho config convert` wrote the keys with dashes "
             "(account-id), but we read harvest.account_id, so the Harvest-Account-Id header goes out empty and "
             "Harvest answers 401 with a misleading invalid_token body. Accept both spellings, and refuse to sync "
             "with a clear error when the account id is empty instead of calling the API.")
    s.edit("h401fix", "internal/config/config.go", "func Load(v *viper.Viper) (Config, error) {",
           "// dashed is what `config convert` wrote before 12 Nov; both spellings are accepted.\nvar dashed = "
           "strings.NewReplacer(\"-\", \"_\")\n\nfunc Load(v *viper.Viper) (Config, error) {\n\tfor _, k := range "
           "v.AllKeys() {\n\t\tif n := dashed.Replace(k); n != k && !v.IsSet(n) {\n\t\t\tv.Set(n, v.Get(k))\n\t\t}\n"
           "\t}")
    s.edit("h401guard", "internal/provider/harvest/client.go",
           "func New(token, accountID string) *Client {\n\treturn &Client{",
           "func New(token, accountID string) (*Client, error) {\n\tif accountID == \"\" {\n\t\treturn nil, "
           "errors.New(\"harvest: account_id is empty in the config (Harvest answers 401 without it)\")\n\t}\n\t"
           "return &Client{")
    s.bash("h401ok", "go install ./cmd/tallyho && tallyho sync", "synced 5 entries (11.42 h) to Harvest")
    s.lesson("lesson2", "A Harvest 401 Unauthorized (even with an 'invalid_token' body) does not always mean a bad "
             "token: Harvest also answers 401 when the Harvest-Account-Id header is empty or wrong. Check the "
             "account id the client actually sends (config key spelling, e.g. account-id vs account_id) before "
             "regenerating tokens.", "tallyho sync: every Harvest user got 401 after the TOML config conversion")
    s.bash("gotest8", "go test ./...", OK_ALL)
    s.prompt("outpref", "While we're here, a CLI convention I want everywhere: data goes to stdout, everything else "
             "(progress, warnings, errors) to stderr, so `tallyho report --json | jq` always works. Every command "
             "that lists entries gets a --json flag.")
    s.edit("reportjson", "cmd/report.go", "\treportCmd.Flags().Bool(\"week\", false, \"this week's entries\")",
           "\treportCmd.Flags().Bool(\"week\", false, \"this week's entries\")\n\treportCmd.Flags().Bool(\"json\", "
           "false, \"print entries as JSON on stdout\")")
    s.bash(None, "go run ./cmd/tallyho report --week --json | jq '.[0]'", "{\n  \"id\": 236,\n  \"project\": "
           "\"brand\",\n  \"task\": \"design\",\n  \"start\": \"2027-11-08T08:14:00Z\",\n  \"minutes\": 97,\n  "
           "\"synced\": true\n}")
    s.bash("commit8", "git add internal && git commit -m 'config: accept dashed keys; harvest: fail early without an "
           "account id' && git add -A && git commit -qm 'cmd: --json for report, data on stdout only'",
           "[main e71f3b9] config: accept dashed keys; harvest: fail early without an account id\n 5 files changed, "
           "64 insertions(+), 8 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("demo", "News from Priya: she wants to show tallyho to the whole studio at tomorrow's all-hands "
             "(Wednesday 17 November, 15:00 Berlin time), and she'd like it to be 1.0 by then. So we tag v1.0.0 "
             "tomorrow morning. Today: fix the locked database Marta reported and clean up the release setup.")
    s.prompt("lock2", "Marta's report: she runs `tallyho watch` all day (the menu-bar timer, it writes an entry every "
             "time she stops a task) and while it's running `tallyho sync` fails with database is locked.")
    s.bash("lockfail2", "tallyho watch & sleep 2; tallyho sync", "", "tallyho: mark entry 231 pushed: database is "
           "locked (5) (SQLITE_BUSY)", code=1)
    s.bash("lsof", "lsof ~/.config/tallyho/entries.db", "COMMAND  PID  USER   FD   TYPE DEVICE SIZE/OFF    NODE NAME\n"
           "tallyho 4121 jonas    7u   REG  259,2    94208 1704331 /home/jonas/.config/tallyho/entries.db\n"
           "tallyho 4188 jonas    7u   REG  259,2    94208 1704331 /home/jonas/.config/tallyho/entries.db")
    s.prompt("lockwhy2", "Not the same bug as the rows-loop one from the first week: this time there are two "
             "processes. watch keeps the file open and writes on every stop, we're in the default rollback journal "
             "and the busy timeout is 0, so sync gives up on the first contention instead of waiting. Turn on WAL "
             "and a 5 second busy_timeout on every connection; modernc takes them as _pragma parameters in the DSN.")
    s.edit("lockfix2", "internal/store/store.go", "\tdb, err := sql.Open(\"sqlite\", path)",
           "\tdsn := \"file:\" + path + \"?_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)\"\n"
           "\tdb, err := sql.Open(\"sqlite\", dsn)")
    s.write("locktest", "internal/store/concurrent_test.go", "package store\n\nimport (\n\t\"context\"\n\t\"os/exec\"\n"
            "\t\"path/filepath\"\n\t\"testing\"\n\t\"time\"\n)\n\n// TestTwoProcessesWrite runs a second process that "
            "keeps writing (like `tallyho watch`)\n// while this one marks entries pushed; with WAL and busy_timeout "
            "both succeed.\nfunc TestTwoProcessesWrite(t *testing.T) {\n\tpath := filepath.Join(t.TempDir(), "
            "\"e.db\")\n\tst, err := Open(path)\n\tif err != nil {\n\t\tt.Fatal(err)\n\t}\n\tdefer st.Close()\n\t"
            "writer := exec.Command(helperBinary(t), \"-db\", path, \"-writes\", \"200\")\n\tif err := writer.Start(); "
            "err != nil {\n\t\tt.Fatal(err)\n\t}\n\tctx, cancel := context.WithTimeout(context.Background(), "
            "10*time.Second)\n\tdefer cancel()\n\tfor i := int64(1); i <= 50; i++ {\n\t\tif err := "
            "st.MarkPushed(ctx, i, \"r\"); err != nil {\n\t\t\tt.Fatalf(\"mark %d: %v\", i, err)\n\t\t}\n\t}\n\t"
            "if err := writer.Wait(); err != nil {\n\t\tt.Fatal(err)\n\t}\n}\n")
    s.bash("locktestok", "go test -race ./internal/store -run TwoProcesses -count=3 -v 2>&1 | tail -3",
           "--- PASS: TestTwoProcessesWrite (1.84s)\nPASS\nok  \tgithub.com/brightwater-studio/tallyho/internal/store"
           "\t6.012s")
    s.prompt("nobeta", "About the beta formula: nobody but me ever installed tallyho-beta, and having two formulas "
             "that both ship a binary confused Marta's brew upgrade. Drop the tallyho-beta formula. Betas are "
             "GitHub prereleases only (download the tarball by hand), and the tap only ever gets stable versions.")
    s.edit("rmbeta", ".goreleaser.yaml", GR_PACKAGES[GR_PACKAGES.index("  - name: tallyho-beta"):],
           "")
    s.edit("skipupload", ".goreleaser.yaml", "    directory: Formula\n    homepage:",
           "    directory: Formula\n    skip_upload: auto  # prereleases never reach the tap\n    homepage:")
    s.bash("grcheck", "goreleaser check", "  • checking                                 path=.goreleaser.yaml\n"
           "  • 1 configuration file(s) validated\n  • thanks for using goreleaser!")
    s.read("readgomod2", "go.mod", GO_MOD2)
    s.remember("memchannel", "tallyho release channels since 16 Nov 2027: only stable versions go to the Homebrew tap "
               "(formula tallyho, skip_upload: auto); the tallyho-beta formula was removed; betas are GitHub "
               "prereleases only. .deb packages and the ghcr.io image are attached to every release.",
               "tallyho release channels (current)", "decision")
    s.bash("commit9", "git add internal && git commit -m 'store: WAL and 5s busy timeout for concurrent watch and "
           "sync' && git add -A && git commit -qm 'release: drop the tallyho-beta formula, betas are GitHub prereleases only'",
           "[main 58c0d17] store: WAL and 5s busy timeout for concurrent watch and sync\n 3 files changed, 72 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status -sb && git log --oneline -4", "## main...origin/main\n3c9e41a release: drop the "
           "tallyho-beta formula, betas are GitHub prereleases only\n58c0d17 store: WAL and 5s busy timeout for "
           "concurrent watch and sync\n9f20b6e cmd: --json for report, data on stdout only\ne71f3b9 config: accept "
           "dashed keys; harvest: fail early without an account id")
    s.prompt("v100", "Time for v1.0.0. Changelog highlights: sync (push still works but is deprecated), Toggl Track "
             "support, times stored in UTC, TOML config, exact minutes. Go through the usual checks before the tag.")
    s.bash("prechecks10", "golangci-lint run && go test -race ./... && git status --porcelain", OK_ALL)
    s.bash("tag100", "git tag -a v1.0.0 -m 'tallyho v1.0.0' && git push origin main v1.0.0",
           "To github.com:brightwater-studio/tallyho.git\n * [new tag]         v1.0.0 -> v1.0.0")
    s.bash("ghrun10", "gh run watch --exit-status && gh release view v1.0.0 --json assets -q '.assets[].name'",
           "✓ main release · 11902231877\n✓ goreleaser in 3m12s\nchecksums.txt\ntallyho_1.0.0_amd64.deb\n"
           "tallyho_1.0.0_arm64.deb\ntallyho_1.0.0_darwin_amd64.tar.gz\ntallyho_1.0.0_darwin_arm64.tar.gz\n"
           "tallyho_1.0.0_linux_amd64.tar.gz\ntallyho_1.0.0_linux_arm64.tar.gz\ntallyho_1.0.0_windows_amd64.zip")
    s.bash("brewup", "brew update && brew upgrade tallyho && tallyho version", "==> Upgrading brightwater-studio/tap/"
           "tallyho\n  0.1.0 -> 1.0.0\n🍺  /opt/homebrew/Cellar/tallyho/1.0.0: 6 files, 10.1MB\ntallyho 1.0.0 "
           "(commit 3c9e41a, built 2027-11-17T08:55:12Z)")
    s.bash("debinstall", "ssh studio-ubuntu-2 'curl -sLO https://github.com/brightwater-studio/tallyho/releases/"
           "download/v1.0.0/tallyho_1.0.0_amd64.deb && sudo apt-get install -y ./tallyho_1.0.0_amd64.deb && tallyho "
           "version'", "Setting up tallyho (1.0.0) ...\ntallyho 1.0.0 (commit 3c9e41a, built 2027-11-17T08:55:12Z)")
    s.prompt("demoprep", "Priya's demo script for this afternoon: tallyho start / stop, tallyho sync --dry-run, then "
             "tallyho report --week --json. Rehearse it against the Harvest sandbox account 1190077 so we don't "
             "touch real timesheets.")
    s.bash("rehearse", "export TALLYHO_HARVEST_ACCOUNT_ID=1190077; tallyho start brand 'demo' && sleep 65 && tallyho "
           "stop && tallyho sync --dry-run && tallyho report --week --json | jq length",
           "started brand/demo at 10:41\nstopped brand/demo: 1 min\ndry run: 1 entry (0.02 h) would be synced to "
           "Harvest\n14")
    s.write("demodoc", "docs/demo.md", "# tallyho demo (studio all-hands, 17 Nov 2027)\n\n1. `brew install "
            "brightwater-studio/tap/tallyho` (or the .deb from the release page)\n2. `tallyho start brand \"logo "
            "round 2\"` ... `tallyho stop`\n3. `tallyho sync --dry-run`, then `tallyho sync`\n4. `tallyho report "
            "--week --json | jq`\n\nUse the Harvest sandbox account 1190077 for rehearsals.\n")
    s.remember("memv1", "tallyho v1.0.0 was released on Wednesday 17 Nov 2027 (tag pushed about 08:55 UTC, commit "
               "3c9e41a) and demoed by Priya at the studio all-hands that afternoon. Install: brew install "
               "brightwater-studio/tap/tallyho, or the .deb from the GitHub release.", "tallyho v1.0.0", "fact")
    s.bash("commit10", "git add -A && git commit -m 'docs: demo script for the all-hands'",
           "[main 1d4b7e2] docs: demo script for the all-hands\n 1 file changed, 11 insertions(+)")
    s.stop()


SESSIONS = [
    ("s1", "2027-10-25T09:00:00", "1a7c2e90-4b13-4d8e-8f21-0c5d7a310101", s1),   # Mon
    ("s2", "2027-10-27T10:10:00", "2b8d3fa1-5c24-4e9f-9032-1d6e8b420202", s2),   # Wed
    ("s3", "2027-10-29T13:30:00", "3c9e40b2-6d35-4fa0-a143-2e7f9c530303", s3),   # Fri
    ("s4", "2027-11-02T09:30:00", "4da051c3-7e46-40b1-b254-3f80ad640404", s4),   # Tue
    ("s5", "2027-11-04T10:00:00", "5eb162d4-8f57-41c2-c365-4091be750505", s5),   # Thu
    ("s6", "2027-11-08T09:15:00", "6fc273e5-9068-42d3-d476-51a2cf860606", s6),   # Mon
    ("s7", "2027-11-10T14:00:00", "70d384f6-a179-43e4-e587-62b3d0970707", s7),   # Wed
    ("s8", "2027-11-12T10:30:00", "81e49507-b28a-44f5-f698-73c4e1a80808", s8),   # Fri
    ("s9", "2027-11-16T09:00:00", "92f5a618-c39b-4506-07a9-84d5f2b90909", s9),   # Tue
    ("s10", "2027-11-17T08:45:00", "a306b729-d4ac-4617-18ba-95e603ca1010", s10),  # Wed
]

#: When the questions are asked: Monday morning after the last session (a Wednesday).
ASKED_AT = "2027-11-22T08:30:00Z"
