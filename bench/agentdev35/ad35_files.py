"""Whole files the agent read or wrote in the tallyho history (kept apart from sessions.py for length)."""
from __future__ import annotations

GO_MOD = """module github.com/brightwater-studio/tallyho

go 1.22.5

require (
	github.com/mattn/go-sqlite3 v1.14.22
	github.com/spf13/cobra v1.8.1
	github.com/spf13/viper v1.19.0
)

require (
	github.com/fsnotify/fsnotify v1.7.0 // indirect
	github.com/hashicorp/hcl v1.0.0 // indirect
	github.com/inconshreveable/mousetrap v1.1.0 // indirect
	github.com/magiconair/properties v1.8.7 // indirect
	github.com/mitchellh/mapstructure v1.5.0 // indirect
	github.com/pelletier/go-toml/v2 v2.2.2 // indirect
	github.com/spf13/afero v1.11.0 // indirect
	github.com/spf13/cast v1.6.0 // indirect
	github.com/spf13/pflag v1.0.5 // indirect
	golang.org/x/sys v0.22.0 // indirect
	golang.org/x/text v0.16.0 // indirect
	gopkg.in/yaml.v3 v3.0.1 // indirect
)
"""

ROOT_GO = """package cmd

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

var cfgFile string

// rootCmd is the base command; subcommands register themselves in init().
var rootCmd = &cobra.Command{
	Use:   "tallyho",
	Short: "Sync local time entries to Harvest",
	Long: `tallyho keeps your time entries in a local SQLite file (tallyho add, tallyho stop)
and pushes them to your team's Harvest account when you are ready.`,
	SilenceUsage:  true,
	SilenceErrors: true,
	PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
		return initConfig()
	},
}

// Execute runs the root command and exits non-zero on error.
func Execute() {
	if err := rootCmd.Execute(); err != nil {
		fmt.Fprintln(os.Stderr, "tallyho:", err)
		os.Exit(1)
	}
}

func init() {
	rootCmd.PersistentFlags().StringVar(&cfgFile, "config", "",
		"config file (default $XDG_CONFIG_HOME/tallyho/config.yaml)")
	rootCmd.PersistentFlags().String("db", "", "path of the entries database")
	rootCmd.PersistentFlags().BoolP("verbose", "v", false, "log HTTP requests (never tokens)")
	_ = viper.BindPFlag("db", rootCmd.PersistentFlags().Lookup("db"))
	_ = viper.BindPFlag("verbose", rootCmd.PersistentFlags().Lookup("verbose"))
}

func configDir() (string, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "", fmt.Errorf("locate config dir: %w", err)
	}
	return filepath.Join(dir, "tallyho"), nil
}

func initConfig() error {
	if cfgFile != "" {
		viper.SetConfigFile(cfgFile)
	} else {
		dir, err := configDir()
		if err != nil {
			return err
		}
		viper.AddConfigPath(dir)
		viper.SetConfigName("config")
		viper.SetConfigType("yaml")
	}
	viper.SetEnvPrefix("TALLYHO")
	viper.AutomaticEnv()
	dir, _ := configDir()
	viper.SetDefault("db", filepath.Join(dir, "entries.db"))
	viper.SetDefault("round_minutes", 15)
	viper.SetDefault("timezone", "Local")
	if err := viper.ReadInConfig(); err != nil {
		var nf viper.ConfigFileNotFoundError
		if !errors.As(err, &nf) {
			return fmt.Errorf("read config %s: %w", viper.ConfigFileUsed(), err)
		}
	}
	return nil
}
"""

STORE_GO = """// Package store keeps time entries in a local SQLite file.
package store

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	_ "github.com/mattn/go-sqlite3" // cgo driver, registers "sqlite3"
)

// Entry is one tracked block of time.
type Entry struct {
	ID        int64
	Project   string
	Task      string
	Notes     string
	StartedAt time.Time
	StoppedAt time.Time
	PushedAt  sql.NullTime
	RemoteID  sql.NullString
}

// Duration is the tracked time of the entry.
func (e Entry) Duration() time.Duration { return e.StoppedAt.Sub(e.StartedAt) }

// Store wraps the database handle.
type Store struct{ db *sql.DB }

const schema = `
CREATE TABLE IF NOT EXISTS entries (
	id         INTEGER PRIMARY KEY AUTOINCREMENT,
	project    TEXT NOT NULL,
	task       TEXT NOT NULL DEFAULT '',
	notes      TEXT NOT NULL DEFAULT '',
	started_at TEXT NOT NULL,
	stopped_at TEXT NOT NULL,
	pushed_at  TEXT,
	remote_id  TEXT
);
CREATE INDEX IF NOT EXISTS entries_unpushed ON entries(pushed_at) WHERE pushed_at IS NULL;
`

// Open opens (and creates) the database at path.
func Open(path string) (*Store, error) {
	db, err := sql.Open("sqlite3", path)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if _, err := db.Exec(schema); err != nil {
		db.Close()
		return nil, fmt.Errorf("create schema: %w", err)
	}
	return &Store{db: db}, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

const layout = "2006-01-02 15:04:05"

// Add stores a finished entry.
func (s *Store) Add(ctx context.Context, e Entry) (int64, error) {
	res, err := s.db.ExecContext(ctx,
		`INSERT INTO entries (project, task, notes, started_at, stopped_at) VALUES (?, ?, ?, ?, ?)`,
		e.Project, e.Task, e.Notes, e.StartedAt.Format(layout), e.StoppedAt.Format(layout))
	if err != nil {
		return 0, fmt.Errorf("insert entry: %w", err)
	}
	return res.LastInsertId()
}

// Unpushed returns entries not yet sent to the provider, oldest first.
func (s *Store) Unpushed(ctx context.Context) (*sql.Rows, error) {
	return s.db.QueryContext(ctx,
		`SELECT id, project, task, notes, started_at, stopped_at FROM entries
		 WHERE pushed_at IS NULL ORDER BY started_at`)
}

// Scan reads one row of Unpushed.
func Scan(rows *sql.Rows) (Entry, error) {
	var e Entry
	var start, stop string
	if err := rows.Scan(&e.ID, &e.Project, &e.Task, &e.Notes, &start, &stop); err != nil {
		return e, fmt.Errorf("scan entry: %w", err)
	}
	var err error
	if e.StartedAt, err = time.ParseInLocation(layout, start, time.Local); err != nil {
		return e, fmt.Errorf("parse started_at %q: %w", start, err)
	}
	if e.StoppedAt, err = time.ParseInLocation(layout, stop, time.Local); err != nil {
		return e, fmt.Errorf("parse stopped_at %q: %w", stop, err)
	}
	return e, nil
}

// MarkPushed records the remote id of a pushed entry.
func (s *Store) MarkPushed(ctx context.Context, id int64, remoteID string) error {
	_, err := s.db.ExecContext(ctx,
		`UPDATE entries SET pushed_at = ?, remote_id = ? WHERE id = ?`,
		time.Now().Format(layout), remoteID, id)
	if err != nil {
		return fmt.Errorf("mark entry %d pushed: %w", id, err)
	}
	return nil
}
"""

HARVEST_GO = """// Package harvest talks to the Harvest v2 REST API.
package harvest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strconv"
	"time"
)

const defaultBaseURL = "https://api.harvestapp.com/v2"

// Client is a Harvest API client with retries on 429 and 5xx.
type Client struct {
	BaseURL    string
	Token      string
	AccountID  string
	HTTP       *http.Client
	MaxRetries int
	UserAgent  string
}

// New returns a client with sane defaults: 15 s timeout, 4 retries.
func New(token, accountID string) *Client {
	return &Client{
		BaseURL:    defaultBaseURL,
		Token:      token,
		AccountID:  accountID,
		HTTP:       &http.Client{Timeout: 15 * time.Second},
		MaxRetries: 4,
		UserAgent:  "tallyho (ops@brightwater.studio)",
	}
}

// TimeEntry is the body of POST /time_entries.
type TimeEntry struct {
	ProjectID int64   `json:"project_id"`
	TaskID    int64   `json:"task_id"`
	SpentDate string  `json:"spent_date"`
	Hours     float64 `json:"hours"`
	Notes     string  `json:"notes,omitempty"`
}

// StatusError is a non-2xx answer that was not retried (or ran out of retries).
type StatusError struct {
	Code int
	Body string
}

func (e *StatusError) Error() string { return fmt.Sprintf("harvest: %d %s: %s", e.Code, http.StatusText(e.Code), e.Body) }

// CreateTimeEntry posts one entry and returns its remote id.
func (c *Client) CreateTimeEntry(ctx context.Context, te TimeEntry) (string, error) {
	body, err := json.Marshal(te)
	if err != nil {
		return "", fmt.Errorf("encode time entry: %w", err)
	}
	var out struct {
		ID int64 `json:"id"`
	}
	if err := c.do(ctx, http.MethodPost, "/time_entries", body, &out); err != nil {
		return "", err
	}
	return strconv.FormatInt(out.ID, 10), nil
}

func (c *Client) do(ctx context.Context, method, path string, body []byte, out any) error {
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, bytes.NewReader(body))
		if err != nil {
			return fmt.Errorf("build request: %w", err)
		}
		req.Header.Set("Authorization", "Bearer "+c.Token)
		req.Header.Set("Harvest-Account-Id", c.AccountID)
		req.Header.Set("User-Agent", c.UserAgent)
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.HTTP.Do(req)
		if err != nil {
			if attempt < c.MaxRetries {
				sleep(ctx, backoff(attempt, ""))
				continue
			}
			return fmt.Errorf("%s %s: %w", method, path, err)
		}
		data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		resp.Body.Close()
		if resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode >= 500 {
			if attempt < c.MaxRetries {
				sleep(ctx, backoff(attempt, resp.Header.Get("Retry-After")))
				continue
			}
		}
		if resp.StatusCode >= 300 {
			return &StatusError{Code: resp.StatusCode, Body: string(data)}
		}
		if out != nil {
			if err := json.Unmarshal(data, out); err != nil {
				return fmt.Errorf("decode %s %s: %w", method, path, err)
			}
		}
		return nil
	}
}

// backoff honours Retry-After (seconds), else 500ms * 2^attempt with jitter, capped at 8 s.
func backoff(attempt int, retryAfter string) time.Duration {
	if s, err := strconv.Atoi(retryAfter); err == nil && s > 0 {
		return time.Duration(s) * time.Second
	}
	d := 500 * time.Millisecond << attempt
	if d > 8*time.Second {
		d = 8 * time.Second
	}
	return d/2 + time.Duration(rand.Int64N(int64(d/2)))
}

func sleep(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}
"""

GORELEASER = """version: 2

project_name: tallyho

before:
  hooks:
    - go mod tidy
    - go generate ./...

builds:
  - id: tallyho
    main: ./cmd/tallyho
    binary: tallyho
    env:
      - CGO_ENABLED=1
    goos: [linux, darwin, windows]
    goarch: [amd64, arm64]
    ignore:
      - goos: windows
        goarch: arm64
    ldflags:
      - -s -w
      - -X github.com/brightwater-studio/tallyho/internal/version.Version={{.Version}}
      - -X github.com/brightwater-studio/tallyho/internal/version.Commit={{.ShortCommit}}
      - -X github.com/brightwater-studio/tallyho/internal/version.Date={{.Date}}

archives:
  - format: tar.gz
    name_template: "{{ .ProjectName }}_{{ .Version }}_{{ .Os }}_{{ .Arch }}"
    format_overrides:
      - goos: windows
        format: zip
    files:
      - LICENSE
      - README.md
      - completions/*

checksum:
  name_template: checksums.txt

changelog:
  sort: asc
  filters:
    exclude:
      - "^docs:"
      - "^test:"
      - "^ci:"

nfpms:
  - id: deb
    package_name: tallyho
    vendor: Brightwater Studio
    homepage: https://github.com/brightwater-studio/tallyho
    maintainer: Jonas Ekdahl <jonas@brightwater.studio>
    description: Sync local time entries to Harvest and Toggl.
    license: MIT
    formats: [deb]
    bindir: /usr/bin
    contents:
      - src: ./completions/tallyho.bash
        dst: /usr/share/bash-completion/completions/tallyho
      - src: ./completions/tallyho.zsh
        dst: /usr/share/zsh/vendor-completions/_tallyho

brews:
  - name: tallyho
    repository:
      owner: brightwater-studio
      name: homebrew-tap
      token: "{{ .Env.HOMEBREW_TAP_TOKEN }}"
    directory: Formula
    homepage: https://github.com/brightwater-studio/tallyho
    description: Sync local time entries to Harvest and Toggl
    license: MIT
    install: |
      bin.install "tallyho"
      bash_completion.install "completions/tallyho.bash" => "tallyho"
      zsh_completion.install "completions/tallyho.zsh" => "_tallyho"
    test: |
      system "#{bin}/tallyho", "version"
  - name: tallyho-beta
    repository:
      owner: brightwater-studio
      name: homebrew-tap
      token: "{{ .Env.HOMEBREW_TAP_TOKEN }}"
    directory: Formula
    skip_upload: "{{ if .Prerelease }}false{{ else }}true{{ end }}"
    description: Beta builds of tallyho
    license: MIT
    install: |
      bin.install "tallyho" => "tallyho-beta"

release:
  github:
    owner: brightwater-studio
    name: tallyho
  prerelease: auto
"""

GOLANGCI = """run:
  timeout: 3m

linters:
  enable:
    - errcheck
    - govet
    - staticcheck
    - gosimple
    - ineffassign
    - unused
    - errorlint
    - gofumpt
    - misspell
    - bodyclose
    - noctx

linters-settings:
  errcheck:
    check-type-assertions: true
  misspell:
    locale: US

issues:
  exclude-rules:
    - path: _test\\.go
      linters: [errcheck]
"""

RELEASE_YML = """name: release

on:
  push:
    tags: ["v*"]

permissions:
  contents: write

jobs:
  goreleaser:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          fetch-depth: 0
      - uses: actions/setup-go@v5
        with:
          go-version: "1.22.5"
          cache: true
      - name: lint
        uses: golangci/golangci-lint-action@v6
        with:
          version: v1.59.1
      - name: test
        run: go test -race ./...
      - uses: goreleaser/goreleaser-action@v6
        with:
          distribution: goreleaser
          version: "~> v2"
          args: release --clean
        env:
          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}
          HOMEBREW_TAP_TOKEN: ${{ secrets.HOMEBREW_TAP_TOKEN }}
"""
