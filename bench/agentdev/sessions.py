"""The eleven sessions of the ledgerline history, step by step (see build.py and README.md)."""
from __future__ import annotations


def rust_module(name: str, fns: list[tuple[str, str]], extra: str = "") -> str:
    """A long, plausible Rust source file: the whole-file reads and writes that drown search."""
    out = [f"//! {name}", "use anyhow::{Context, Result};", "use chrono::NaiveDate;",
           "use crate::model::{Transaction, Account};", ""]
    for fn, body in fns:
        out += [f"pub fn {fn}(input: &str, account: &Account) -> Result<Vec<Transaction>> {{",
                f"    // {body}", "    let mut out = Vec::new();",
                "    for (lineno, line) in input.lines().enumerate().skip(1) {",
                "        let fields: Vec<&str> = line.split(';').collect();",
                "        if fields.len() < 4 {",
                "            anyhow::bail!(\"line {}: expected at least 4 fields, got {}\", lineno + 1, fields.len());",
                "        }",
                "        let date = NaiveDate::parse_from_str(fields[0], \"%d-%m-%Y\")",
                "            .with_context(|| format!(\"line {}: bad date {:?}\", lineno + 1, fields[0]))?;",
                "        let description = fields[1].to_string();",
                "        let amount = fields[2].to_string();",
                "        out.push(Transaction::new(account, date, description, amount));",
                "    }", "    Ok(out)", "}", ""]
    out += [extra, "#[cfg(test)]", "mod tests {", "    use super::*;", ""]
    for fn, _ in fns:
        for case in ("empty_input", "header_only", "one_row", "bad_date", "short_line"):
            out += ["    #[test]", f"    fn {fn}_{case}() {{",
                    f"        let r = {fn}(\"{case}\", &Account::default());",
                    "        assert!(r.is_ok() || r.is_err());", "    }", ""]
    out.append("}")
    return "\n".join(out)


CARGO_TOML = """[package]
name = "ledgerline"
version = "0.1.0"
edition = "2021"

[dependencies]
clap = { version = "4.5", features = ["derive"] }
csv = "1.3"
rusqlite = "0.31"
chrono = "0.4"
anyhow = "1"
thiserror = "1"
serde = { version = "1", features = ["derive"] }
toml = "0.8"
"""

MAIN_RS = """use clap::{Parser, Subcommand};

mod model;
mod parse;
mod store;

#[derive(Parser)]
#[command(name = "ledgerline", about = "Import bank statements into a local ledger")]
struct Cli {
    #[arg(long, default_value = "~/.local/share/ledgerline/ledger.db")]
    db: String,
    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Import a CSV statement
    Import { path: String, #[arg(long)] account: String },
    /// List transactions
    List { #[arg(long)] month: Option<String> },
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let store = store::Store::open(&cli.db)?;
    match cli.cmd {
        Cmd::Import { path, account } => {
            let text = std::fs::read_to_string(&path)?;
            let txs = parse::parse_statement(&text, &account.into())?;
            store.insert_all(&txs)?;
            println!("imported {} transactions", txs.len());
        }
        Cmd::List { month } => store.print(month.as_deref())?,
    }
    Ok(())
}
"""

TEST_OK = "running 14 tests\n" + "".join(f"test parse::tests::case_{i} ... ok\n" for i in range(14)) + \
    "\ntest result: ok. 14 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.02s\n"


def s1(s):
    s.start()
    s.prompt("goal", "Let's start a new Rust CLI called ledgerline. It should import the CSV statements I download "
             "from my banks into a local SQLite database so I can see where my money goes each month. Start with "
             "clap for the command line and the csv crate for parsing.")
    s.bash(None, "cargo new ledgerline && cd ledgerline && git init", "     Created binary (application) `ledgerline` package\n"
           "Initialized empty Git repository in /home/maya/code/ledgerline/.git/")
    s.write("cargo", "Cargo.toml", CARGO_TOML)
    s.prompt("sqlite", "For storage use rusqlite, not diesel or sqlx. I don't want an ORM or async for a CLI that "
             "runs for half a second; one file in ~/.local/share/ledgerline/ledger.db is all we need.")
    s.write("model", "src/model.rs", "use chrono::NaiveDate;\n\n#[derive(Debug, Clone, Default)]\npub struct Account "
            "{ pub name: String, pub currency: String }\n\n#[derive(Debug, Clone)]\npub struct Transaction {\n"
            "    pub account: String,\n    pub date: NaiveDate,\n    pub description: String,\n"
            "    pub amount: f64,\n    pub currency: String,\n    pub category: Option<String>,\n}\n")
    s.write("parsewrite", "src/parse.rs", rust_module("CSV statement parsing", [
        ("parse_statement", "read one bank CSV export into transactions; columns date;description;amount;balance")]))
    s.write("main", "src/main.rs", MAIN_RS)
    s.write("store", "src/store.rs", "use rusqlite::Connection;\n\npub struct Store { conn: Connection }\n\n"
            "impl Store {\n    pub fn open(path: &str) -> anyhow::Result<Self> {\n        let conn = "
            "Connection::open(shellexpand::tilde(path).as_ref())?;\n        conn.execute_batch(include_str!("
            "\"schema.sql\"))?;\n        Ok(Store { conn })\n    }\n}\n")
    s.bash("build1", "cargo build", "", "   Compiling ledgerline v0.1.0 (/home/maya/code/ledgerline)\n"
           "error[E0433]: failed to resolve: use of undeclared crate or module `shellexpand`\n --> src/store.rs:7:33",
           code=101)
    s.bash(None, "cargo add shellexpand", "    Updating crates.io index\n      Adding shellexpand v3.1.0 to dependencies")
    s.bash(None, "cargo build", "", "   Compiling ledgerline v0.1.0\n    Finished `dev` profile in 8.41s")
    s.bash(None, "cargo test", TEST_OK)
    s.bash("commit1", "git add -A && git commit -m 'Skeleton: clap CLI, csv parsing into Transaction, rusqlite store'",
           "[main (root-commit) 3f1a2c9] Skeleton: clap CLI, csv parsing into Transaction, rusqlite store\n 6 files changed")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("rules", "Next: categories. I want a rules file where I map description patterns to categories, like "
             "'ALBERT HEIJN' -> groceries, 'NS GROEP' -> transport. Keep it in TOML next to the database.")
    s.write("ruleswrite", "src/rules.rs", "use serde::Deserialize;\n\n#[derive(Deserialize)]\npub struct Rule { "
            "pub pattern: String, pub category: String }\n\n#[derive(Deserialize)]\npub struct Rules { pub rule: "
            "Vec<Rule> }\n\n/// First rule whose pattern occurs in the description (case-insensitive) wins.\n"
            "pub fn apply_rules(rules: &Rules, txs: &mut [crate::model::Transaction]) {\n    for tx in txs.iter_mut() "
            "{\n        let d = tx.description.to_uppercase();\n        tx.category = rules.rule.iter().find(|r| "
            "d.contains(&r.pattern.to_uppercase())).map(|r| r.category.clone());\n    }\n}\n")
    s.write(None, "rules.example.toml", "[[rule]]\npattern = \"ALBERT HEIJN\"\ncategory = \"groceries\"\n\n[[rule]]\n"
            "pattern = \"NS GROEP\"\ncategory = \"transport\"\n\n[[rule]]\npattern = \"ZIGGO\"\ncategory = \"utilities\"\n")
    s.bash(None, "cargo test", TEST_OK)
    s.prompt("commabug", "I imported my ING export from February and the totals are way off. A grocery run of 1.234,56 "
             "shows up as 1.23. Can you look?")
    s.bash("commafail", "cargo run -- import ~/Finance/statements/ing-2026-02.csv --account ing", "",
           "Error: line 17: invalid float literal \"1.234,56\"", code=1)
    s.read(None, "src/parse.rs", rust_module("CSV statement parsing", [
        ("parse_statement", "read one bank CSV export into transactions; columns date;description;amount;balance")]))
    s.edit("commafix", "src/parse.rs", "        let amount = fields[2].to_string();",
           "        // ING writes Dutch numbers: '.' groups thousands and ',' is the decimal separator.\n"
           "        let amount = parse_amount(fields[2])\n"
           "            .with_context(|| format!(\"line {}: bad amount {:?}\", lineno + 1, fields[2]))?;")
    s.edit(None, "src/parse.rs", "#[cfg(test)]", "/// \"1.234,56\" -> 1234.56; \"-12,30\" -> -12.3\npub fn parse_amount(raw: &str) -> "
           "Result<f64> {\n    Ok(raw.trim().replace('.', \"\").replace(',', \".\").parse()?)\n}\n\n#[cfg(test)]")
    s.bash(None, "cargo test parse_amount", "running 2 tests\ntest parse::tests::parse_amount_dutch ... ok\n"
           "test parse::tests::parse_amount_negative ... ok\n\ntest result: ok. 2 passed; 0 failed")
    s.bash("commacommit", "git commit -am 'parse_amount: Dutch decimal comma and thousands dot in ING amounts'",
           "[main 8b2d0e4] parse_amount: Dutch decimal comma and thousands dot in ING amounts\n 1 file changed")
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("banks", "I also have a Revolut account. Its CSV looks completely different (comma separated, "
             "Started Date / Completed Date columns, amounts with a dot). Split the parsing per bank.")
    s.bash(None, "head -3 ~/Finance/statements/revolut-2026-02.csv",
           "Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance\n"
           "CARD_PAYMENT,Current,2026-02-01 10:12:44,2026-02-02 08:01:10,Uber Eats,-23.40,0.00,EUR,COMPLETED,412.10\n"
           "TOPUP,Current,2026-02-03 09:00:00,2026-02-03 09:00:02,Top-up by *1234,200.00,0.00,EUR,COMPLETED,612.10")
    s.bash("mvparse", "mkdir -p src/import && git mv src/parse.rs src/import/ing.rs",
           "", desc="Move the ING parser into src/import/ing.rs")
    s.edit("rename", "src/import/ing.rs", "pub fn parse_statement(input: &str, account: &Account)",
           "pub fn read_statement(input: &str, account: &Account)")
    s.write("revolut", "src/import/revolut.rs", rust_module("Revolut CSV export", [
        ("read_statement", "Revolut: comma separated; Type,Product,Started Date,Completed Date,Description,Amount,...; "
                           "the date is taken from Completed Date")]))
    s.write(None, "src/import/mod.rs", "pub mod ing;\npub mod revolut;\n\n/// Which parser reads a file: by "
            "`--bank` or guessed from the header line.\npub enum Bank { Ing, Revolut }\n")
    s.grep(None, "parse_statement", ["src/main.rs", "README.md"])
    s.edit(None, "src/main.rs", "let txs = parse::parse_statement(&text, &account.into())?;",
           "let txs = import::read(&text, bank, &account.into())?;")
    s.prompt("dedupdecision", "Importing the same file twice must not double everything. Give each transaction a "
             "fingerprint (a hash of account, date, amount and description) with a UNIQUE index and skip the ones "
             "already there.")
    s.edit("dedup", "src/store.rs", "    pub fn insert_all(", "    /// sha256 of account|date|amount|description: "
           "a re-imported row has the same fingerprint and is skipped (INSERT OR IGNORE).\n    pub fn fingerprint(tx: "
           "&Transaction) -> String { sha256_hex(&format!(\"{}|{}|{}|{}\", tx.account, tx.date, tx.amount, "
           "tx.description)) }\n\n    pub fn insert_all(")
    s.prompt("f64", "Amounts as f64 are fine for now, it's just a personal tool. We can revisit if rounding bites.")
    s.bash(None, "cargo test", TEST_OK.replace("14", "22"))
    s.bash(None, "cargo run -- import ~/Finance/statements/revolut-2026-02.csv --account revolut --bank revolut",
           "imported 64 transactions")
    s.bash("commit3", "git add -A && git commit -m 'Per-bank importers (ING, Revolut) under src/import; "
           "parse_statement is now read_statement; fingerprint dedup'", "[main c41e9a7] Per-bank importers\n 7 files changed")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("ecb", "Some Revolut transactions are in USD and GBP. Convert everything to EUR at import time. "
             "Fetch the daily reference rates from the ECB with reqwest when importing.")
    s.fetch(None, "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist.zip",
            "What format are the historical reference rates in?",
            "A zip with one CSV: Date,USD,JPY,BGN,...; one row per business day, rates per 1 EUR.")
    s.bash(None, "cargo add reqwest --features blocking,rustls-tls --no-default-features && cargo add zip",
           "      Adding reqwest v0.12.4 to dependencies\n      Adding zip v1.1.1 to dependencies")
    s.write("fxwrite", "src/fx.rs", "/// EUR conversion with the ECB daily reference rates, downloaded at import.\n"
            "pub struct Rates { by_day: std::collections::BTreeMap<chrono::NaiveDate, std::collections::HashMap<String, f64>> }\n\n"
            "impl Rates {\n    pub fn download() -> anyhow::Result<Self> {\n        let bytes = reqwest::blocking::get("
            "ECB_HIST_URL)?.bytes()?;\n        Self::from_zip(&bytes)\n    }\n\n    /// Weekend and holiday dates use "
            "the last business day before them.\n    pub fn to_eur(&self, amount: f64, currency: &str, day: chrono::NaiveDate) "
            "-> Option<f64> { todo!() }\n}\n")
    s.bash(None, "cargo build --release", "", "   Compiling reqwest v0.12.4\n   Compiling ledgerline v0.1.0\n"
           "    Finished `release` profile in 71.02s")
    s.bash(None, "ls -la target/release/", "total 14208\n-rwxr-xr-x 2 maya maya 9437184 Mar  9 10:12 ledgerline\n"
           "drwxr-xr-x 2 maya maya 4096 Mar  9 10:12 deps\ndrwxr-xr-x 2 maya maya 4096 Mar  9 10:12 build")
    s.prompt("binsize", "Hm, the binary went from 2 MB to 9 MB with reqwest. Annoying but let's keep going.")
    s.bash(None, "cargo test", TEST_OK.replace("14", "27"))
    s.bash("commit4", "git commit -am 'fx: convert to EUR with ECB reference rates fetched at import (reqwest)'",
           "[main 5e77b10] fx: convert to EUR with ECB reference rates fetched at import (reqwest)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("dupA", "Re-importing my ING February file added 31 transactions again even though it's the exact "
             "same file. The dedup you wrote doesn't work?")
    s.bash(None, "sqlite3 ~/.local/share/ledgerline/ledger.db \"select description, count(*) from tx group by "
           "date, amount having count(*) > 1 limit 3\"",
           "'ALBERT HEIJN 1403 AMSTERDAM   '|2\n'ALBERT HEIJN 1403 AMSTERDAM'|2\n'NS GROEP IZ REIZIGERS  '|2")
    s.prompt("dupAcause", "I see it: the ING export pads descriptions with trailing spaces, and the newer export "
             "doesn't. So the fingerprint differs between the two downloads.")
    s.edit("dupAfix", "src/store.rs", "tx.account, tx.date, tx.amount, tx.description)",
           "tx.account, tx.date, tx.amount, normalize_description(&tx.description))")
    s.edit(None, "src/store.rs", "    pub fn insert_all(", "    /// Trim and collapse runs of whitespace: ING pads "
           "descriptions to a fixed width in some exports.\n    fn normalize_description(d: &str) -> String { "
           "d.split_whitespace().collect::<Vec<_>>().join(\" \") }\n\n    pub fn insert_all(")
    s.bash(None, "cargo test store", "running 4 tests\ntest store::tests::fingerprint_ignores_padding ... ok\n"
           "test result: ok. 4 passed; 0 failed")
    s.bash(None, "cargo run -- import ~/Finance/statements/ing-2026-02.csv --account ing", "imported 0 transactions "
           "(31 already present)")
    s.bash("commit5", "git commit -am 'dedup: normalise whitespace in descriptions before fingerprinting (ING pads them)'",
           "[main 0a9c3d2] dedup: normalise whitespace in descriptions before fingerprinting")
    s.lesson("lessonA", "Normalise bank descriptions (trim, collapse whitespace) before hashing them: the same bank "
             "pads them differently between exports.", "Duplicate ING rows after re-import, March 2026")
    s.bash(None, "git log --oneline | head -5", "0a9c3d2 dedup: normalise whitespace\n5e77b10 fx: convert to EUR\n"
           "c41e9a7 Per-bank importers\n8b2d0e4 parse_amount\n3f1a2c9 Skeleton")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("offline", "Change of plan on the currency conversion. Importing on the train fails because there's no "
             "network, and the 9 MB binary bothers me. Drop reqwest: read the rates from a rates.csv I download "
             "myself once a month (same format as the ECB file). Import must work offline.")
    s.bash("dropreqwest", "cargo remove reqwest zip", "    Removing reqwest from dependencies\n    Removing zip from "
           "dependencies")
    s.edit("fxoffline", "src/fx.rs", "    pub fn download() -> anyhow::Result<Self> {\n        let bytes = "
           "reqwest::blocking::get(ECB_HIST_URL)?.bytes()?;\n        Self::from_zip(&bytes)\n    }",
           "    /// Rates from a local copy of the ECB history CSV (~/.local/share/ledgerline/rates.csv); no network.\n"
           "    pub fn load(path: &std::path::Path) -> anyhow::Result<Self> {\n        Self::from_csv(&std::fs::read_to_string(path)?)\n    }")
    s.bash(None, "cargo build --release && ls -la target/release/ledgerline",
           "-rwxr-xr-x 2 maya maya 2211840 Mar 13 11:40 target/release/ledgerline")
    s.prompt("nextest", "By the way: run tests with cargo nextest from now on, not cargo test. It's much faster "
             "on this machine and the output is easier to read.")
    s.bash(None, "cargo nextest run", "    Starting 31 tests across 1 binary\n        PASS [   0.004s] ledgerline "
           "fx::tests::weekend_uses_friday\n     Summary [   0.210s] 31 tests run: 31 passed, 0 skipped")
    s.prompt("errstyle", "And one style thing I care about: anyhow only in main.rs and the CLI layer; the library "
             "modules return typed errors with thiserror.")
    s.write("errorrs", "src/error.rs", "#[derive(Debug, thiserror::Error)]\npub enum ImportError {\n    #[error(\"line {line}: "
            "{msg}\")]\n    BadRow { line: usize, msg: String },\n    #[error(\"no rate for {currency} on {day}\")]\n"
            "    NoRate { currency: String, day: chrono::NaiveDate },\n}\n")
    s.remember("memprefs", "Maya's preferences for ledgerline: run tests with `cargo nextest run` (not cargo test); "
               "anyhow only in main.rs/CLI, thiserror typed errors in library modules; keep the binary small.",
               "ledgerline coding preferences", "preference")
    s.bash("commit6", "git add -A && git commit -m 'fx: offline rates from a local rates.csv, reqwest removed; "
           "ImportError with thiserror'", "[main 7d10f55] fx: offline rates from a local rates.csv, reqwest removed")
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("cents", "The monthly totals are off by a cent here and there: 0.1 + 0.2 style float errors summing "
             "hundreds of rows. Let's stop using f64 for money. Store amounts as integer cents (i64) everywhere.")
    s.edit("centsmodel", "src/model.rs", "    pub amount: f64,", "    /// Integer cents: -1234 is -12.34. Never f64 for money.\n"
           "    pub amount_cents: i64,")
    s.edit(None, "src/import/ing.rs", "/// \"1.234,56\" -> 1234.56; \"-12,30\" -> -12.3\npub fn parse_amount(raw: &str) -> "
           "Result<f64> {", "/// \"1.234,56\" -> 123456 cents; \"-12,30\" -> -1230\npub fn parse_amount(raw: &str) -> Result<i64> {")
    s.bash(None, "sqlite3 ~/.local/share/ledgerline/ledger.db < migrations/002_amount_cents.sql", "")
    s.write("migration", "migrations/002_amount_cents.sql", "ALTER TABLE tx ADD COLUMN amount_cents INTEGER;\nUPDATE tx SET "
            "amount_cents = CAST(ROUND(amount * 100) AS INTEGER);\nALTER TABLE tx DROP COLUMN amount;\n")
    s.prompt("categorize", "apply_rules is a clumsy name. Rename it to categorize and move it into src/categorize.rs.")
    s.bash("mvrules", "git mv src/rules.rs src/categorize.rs", "")
    s.edit("renamecat", "src/categorize.rs", "pub fn apply_rules(rules: &Rules, txs: &mut [crate::model::Transaction])",
           "pub fn categorize(rules: &Rules, txs: &mut [crate::model::Transaction])")
    s.grep(None, "apply_rules", ["src/main.rs", "src/import/mod.rs"])
    s.prompt("report", "Now a report command: ledgerline report --month 2026-02 prints spending per category with "
             "a total, sorted by amount.")
    s.write("reportwrite", "src/report.rs", "/// Spending per category for one month, largest first, then the total.\n"
            "pub fn monthly(store: &Store, month: &str) -> Result<Vec<(String, i64)>> {\n    store.sum_by_category(month)\n}\n")
    s.bash("reportrun", "cargo run -- report --month 2026-02", "groceries      -412.35\nrent          -1150.00\n"
           "transport      -96.80\nutilities      -61.50\neating out    -138.20\n---------------------\ntotal         -1958.85")
    s.bash(None, "cargo nextest run", "     Summary [   0.231s] 36 tests run: 36 passed, 0 skipped")
    s.bash("commit7", "git add -A && git commit -m 'Money as i64 cents (no more f64); apply_rules renamed categorize "
           "in src/categorize.rs; report --month'", "[main 2c8e4b1] Money as i64 cents; categorize; report\n 9 files changed")
    s.remember("memcents", "Since 16 March 2026 every amount in ledgerline is integer cents (i64, field amount_cents); "
               "f64 money was dropped because monthly sums drifted by cents.", "Money is integer cents", "decision")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("release", "Time for a first release so I can install it on my laptop: v0.2.0 with prebuilt binaries "
             "for Linux (musl) and macOS. Use cargo-dist with GitHub Actions.")
    s.bash("distinit", "cargo dist init --yes", "added [workspace.metadata.dist] to Cargo.toml\nwrote .github/workflows/release.yml")
    s.read(None, ".github/workflows/release.yml", "name: Release\non:\n  push:\n    tags: ['v*']\njobs:\n" +
           "".join(f"  step{i}:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
                   f"      - run: cargo dist build --artifacts=local --target ${{{{ matrix.target }}}}\n" for i in range(30)))
    s.bash(None, "git tag v0.2.0 && git push origin main --tags", "To github.com:maya/ledgerline.git\n * [new tag] v0.2.0 -> v0.2.0")
    s.bash("releasefail", "gh run view --log-failed | tail -5", "build-x86_64-unknown-linux-musl: error: linking with `cc` "
           "failed: exit status: 1\n  = note: /usr/bin/ld: cannot find -lsqlite3: No such file or directory\n"
           "build-x86_64-unknown-linux-musl: error: could not compile `ledgerline` (bin \"ledgerline\")")
    s.prompt("releasebroke", "The release workflow is red: the musl build can't link sqlite3. The release is broken, "
             "I have to go, we'll fix it tomorrow.")
    s.bash(None, "gh run list --limit 3", "X  Release  v0.2.0  push  8h2k1  3m12s\n✓  CI  main  push  8h2j9  1m40s")
    s.stop()
    s.end("logout")


def s9(s):
    s.start()
    s.prompt("fixrelease", "Let's fix yesterday's broken release.")
    s.edit("bundled", "Cargo.toml", "rusqlite = \"0.31\"", "# bundled: compile SQLite into the binary; the musl "
           "release runner has no libsqlite3 to link against\nrusqlite = { version = \"0.31\", features = [\"bundled\"] }")
    s.bash(None, "git tag -d v0.2.0 && git push origin :refs/tags/v0.2.0", "Deleted tag 'v0.2.0' (was 2c8e4b1)")
    s.bash("released", "git commit -am 'rusqlite bundled feature so the musl release links' && git tag v0.2.0 && git push "
           "origin main --tags && gh run watch", "✓ Release v0.2.0: 4 jobs completed, artifacts published: "
           "ledgerline-x86_64-unknown-linux-musl.tar.xz, ledgerline-aarch64-apple-darwin.tar.xz")
    s.lesson("lessonRel", "For static musl builds enable rusqlite's `bundled` feature: the release runners have no "
             "system libsqlite3.", "v0.2.0 release failed to link, March 2026")
    s.prompt("dupB", "Another duplicate problem: I imported Revolut February and then the Feb+March export, and the "
             "last days of February appear twice. Descriptions look identical this time, no padding.")
    s.bash("dupBquery", "sqlite3 ~/.local/share/ledgerline/ledger.db \"select date, description, amount_cents from tx where "
           "account='revolut' and description='Uber Eats'\"", "2026-02-27|Uber Eats|-2340\n2026-02-28|Uber Eats|-2340")
    s.prompt("dupBcause", "Got it. A card payment made on the 27th completes on the 28th. The monthly export I took "
             "early still had it pending, so the Completed Date was blank and we fell back to another date. We must "
             "date Revolut rows by Started Date, which never changes, not Completed Date.")
    s.edit("dupBfix", "src/import/revolut.rs", "the date is taken from Completed Date",
           "the date is taken from Started Date: it is fixed when the payment is made, while Completed Date is blank "
           "for pending rows and later differs, which broke the fingerprint")
    s.bash(None, "cargo nextest run revolut", "     Summary [   0.020s] 6 tests run: 6 passed, 0 skipped")
    s.bash("commit9", "git commit -am 'revolut: date rows by Started Date; Completed Date moves for pending payments "
           "and duplicated them'", "[main 91fe0aa] revolut: date rows by Started Date")
    s.lesson("lessonB", "Revolut CSV: use Started Date as the transaction date. Completed Date is empty while a payment "
             "is pending and changes later, so it is not a stable key.", "Duplicate Revolut rows across overlapping exports")
    s.prompt("budget", "Quick one: a budget command that warns when a category passes its monthly limit. Limits go "
             "in the same rules file under [budget].")
    s.write("budgetwrite", "src/budget.rs", "/// Categories over their monthly limit ([budget] in the rules file).\n"
            "pub fn over_budget(spent: &[(String, i64)], limits: &HashMap<String, i64>) -> Vec<(String, i64, i64)> "
            "{ todo!() }\n")
    s.bash(None, "cargo nextest run", "     Summary [   0.244s] 41 tests run: 41 passed, 0 skipped")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("beancount", "My accountant friend uses Beancount. Add `ledgerline export --format beancount` that "
             "writes every transaction as a Beancount entry, with the category as the expense account.")
    s.write("beanwrite", "src/export/beancount.rs", "/// 2026-02-03 * \"ALBERT HEIJN 1403\"\\n  Expenses:Groceries  "
            "41.20 EUR\\n  Assets:ING\n/// Categories map to Expenses:<Category>; uncategorised rows go to "
            "Expenses:Unknown.\npub fn write_entries(txs: &[Transaction], out: &mut impl Write) -> io::Result<()> { "
            "todo!() }\n")
    s.bash("beanfail", "cargo run -- export --format beancount > /tmp/ledger.beancount && bean-check /tmp/ledger.beancount",
           "", "/tmp/ledger.beancount:14: Invalid account name 'Expenses:eating out'", code=1)
    s.edit("beanfix", "src/export/beancount.rs", "Categories map to Expenses:<Category>",
           "Categories map to Expenses:<Category> in CamelCase ('eating out' -> Expenses:EatingOut): Beancount "
           "account names cannot contain spaces and must start with a capital")
    s.bash(None, "cargo run -- export --format beancount > /tmp/ledger.beancount && bean-check /tmp/ledger.beancount", "")
    s.prompt("summary", "Rename the report subcommand to summary; 'report' sounds like it files something. Keep "
             "--month.")
    s.edit("renamesummary", "src/main.rs", "    /// Spending per category\n    Report { #[arg(long)] month: String },",
           "    /// Spending per category (was `report` before 24 March)\n    Summary { #[arg(long)] month: String },")
    s.bash(None, "cargo run -- summary --month 2026-03", "groceries      -388.10\nrent          -1150.00\n"
           "transport     -104.20\n---------------------\ntotal         -1642.30")
    s.bash(None, "ls src src/import src/export", "src:\nbudget.rs categorize.rs error.rs export fx.rs import main.rs "
           "model.rs report.rs store.rs\n\nsrc/import:\ning.rs mod.rs revolut.rs\n\nsrc/export:\nbeancount.rs mod.rs")
    s.bash("commit10", "git add -A && git commit -m 'export --format beancount; report subcommand renamed summary'",
           "[main b7730c2] export --format beancount; report subcommand renamed summary")
    s.remember("memstatements", "Maya's bank statements live in ~/Finance/statements (ing-YYYY-MM.csv, "
               "revolut-YYYY-MM.csv). They hold private data: never copy them into the repository or tests; use "
               "the fixtures in tests/fixtures instead.", "Where the real statements are", "fact")
    s.stop()
    s.end()


def s11(s):
    s.start("resume")
    s.prompt("slow", "Importing my whole 2025 history (52,000 rows from ING) takes more than four minutes. Why so slow?")
    s.bash(None, "time cargo run --release -- import ~/Finance/statements/ing-2025-full.csv --account ing",
           "imported 52114 transactions\n\nreal\t4m21.330s\nuser\t0m9.812s\nsys\t0m41.020s")
    s.read("storeread", "src/store.rs", rust_module("SQLite storage", [
        ("insert_all", "one INSERT OR IGNORE per transaction, each in its own implicit transaction (autocommit)"),
        ("sum_by_category", "SELECT category, SUM(amount_cents) ... GROUP BY category")]))
    s.edit("txfix", "src/store.rs", "        for tx in txs {\n            self.conn.execute(INSERT_TX, params(tx))?;\n        }",
           "        // One transaction for the whole import: autocommit fsynced every row (4 minutes for 52k rows).\n"
           "        let t = self.conn.transaction()?;\n        for tx in txs {\n            t.execute(INSERT_TX, params(tx))?;\n"
           "        }\n        t.commit()?;")
    s.bash("fastrun", "time cargo run --release -- import ~/Finance/statements/ing-2025-full.csv --account ing",
           "imported 52114 transactions\n\nreal\t0m1.904s")
    s.bash(None, "cargo nextest run", "     Summary [   0.251s] 43 tests run: 43 passed, 0 skipped")
    s.bash(None, "cargo clippy -- -D warnings", "    Checking ledgerline v0.2.0\n    Finished `dev` profile in 3.10s")
    s.bash("commit11", "git commit -am 'store: import inside one SQLite transaction (52k rows: 4m21s -> 1.9s)'",
           "[main e05b6d3] store: import inside one SQLite transaction")
    s.lesson("lessonTx", "Bulk inserts into SQLite belong in one explicit transaction: in autocommit mode every row "
             "is its own fsync.", "52k-row ING import took over four minutes")
    s.bash(None, "git status", "On branch main\nYour branch is ahead of 'origin/main' by 1 commit.\nnothing to commit")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2026-03-02T09:10:00", "4c2f0b7e-1a11-4e0b-9c1d-0d1e2f3a4b01", s1),   # Mon
    ("s2", "2026-03-03T14:00:00", "7a9e3c12-2b22-4f1c-8d2e-1e2f3a4b5c02", s2),   # Tue
    ("s3", "2026-03-05T10:00:00", "b1d4e6f8-3c33-4a2d-9e3f-2f3a4b5c6d03", s3),   # Thu
    ("s4", "2026-03-09T09:30:00", "c3e5a7b9-4d44-4b3e-8f4a-3a4b5c6d7e04", s4),   # Mon
    ("s5", "2026-03-11T16:00:00", "d5f7b9c1-5e55-4c4f-9a5b-4b5c6d7e8f05", s5),   # Wed
    ("s6", "2026-03-13T11:00:00", "e7a9c1d3-6f66-4d5a-8b6c-5c6d7e8f9a06", s6),   # Fri
    ("s7", "2026-03-16T10:00:00", "f9b1d3e5-7a77-4e6b-9c7d-6d7e8f9a0b07", s7),   # Mon
    ("s8", "2026-03-18T15:00:00", "a1c3e5f7-8b88-4f7c-8d8e-7e8f9a0b1c08", s8),   # Wed
    ("s9", "2026-03-19T09:45:00", "b3d5f7a9-9c99-4a8d-9e9f-8f9a0b1c2d09", s9),   # Thu
    ("s10", "2026-03-24T09:00:00", "c5e7a9b1-0daa-4b9e-8fa0-9a0b1c2d3e10", s10),  # Tue
    ("s11", "2026-03-26T14:00:00", "d7f9b1c3-1ebb-4caf-9ab1-0b1c2d3e4f11", s11),  # Thu
]

#: When the questions are asked: the morning after the last session (a Friday).
ASKED_AT = "2026-03-27T10:00:00Z"
