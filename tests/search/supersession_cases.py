"""A corpus of histories in which a newer item replaces an older state, and of look-alikes that do not.

Written before reading the supersession code, from what a developer means by "that is out of date
now". Each case is a short sequence of items in one project, shaped as Claude Code sends them
(PostToolUse payloads for Edit/Write/MultiEdit/Bash/Read, UserPromptSubmit prompts) plus what the
agent saved (`remember`, `lesson`). Items are minutes apart, in order.

`stale` maps an older item's key to the key(s) of the newer item that replaces it (any one of them
is right: a chain A -> B -> C may name B or C as A's successor). Every item not named in `stale`
must stay current: a negative case has `stale={}`.

Decisions:
- an observation is stale when a later item in the same project removes, renames or changes what
  it shows (a name, a value, a path, a dependency, a decision), not merely because the same file
  was touched again: an edit elsewhere in the file, an added function or a re-read keeps it current.
- a Read of a file shows its state then: a later change of what it showed makes it stale too.
- a move or delete (`git mv`, `mv`, `rm`, `git rm`, a Write of an empty file) makes the items that
  show the old path stale; a copy (`cp`) or a delete of build output does not.
- a reversed decision (prompt, memory or lesson) is stale once a later one on the same topic says
  "actually", "revert", "drop X, go with Y", "we no longer", "switch back"; a decision on another
  topic, or on another scope of the same tool ("Postgres in prod" vs "SQLite in tests"), is not.
- the same words in another project never make an item stale.
"""
from __future__ import annotations

from supersession_items import bash, case, edit, multi, prompt, read, remember, write  # noqa: F401
from supersession_cases_more import MORE_CASES
from supersession_cases_phrasing import PHRASING_CASES

PY_USERS = '''from .db import session


def fetch_user(user_id: int) -> User | None:
    """One user by id, or None."""
    return session.get(User, user_id)


def save_user(user: User) -> None:
    session.add(user)
    session.commit()
'''

TS_API = '''import { http } from "./http";

export async function getOrders(customerId: string): Promise<Order[]> {
  const res = await http.get(`/api/customers/${customerId}/orders`);
  return res.data;
}
'''

GO_STORE = '''package store

type OrderStore struct {
	db *sql.DB
}

func NewOrderStore(db *sql.DB) *OrderStore {
	return &OrderStore{db: db}
}
'''

RS_PARSE = '''pub fn parse_statement(input: &str) -> Result<Vec<Txn>> {
    let mut out = Vec::new();
    for line in input.lines().skip(1) {
        out.push(Txn::from_csv(line)?);
    }
    Ok(out)
}
'''

CODE_CASES = [
    # --- renames by Edit: functions, classes, methods -------------------------------------------
    case("py function renamed by Edit after Write",
         write("a", "app/users.py", PY_USERS),
         edit("b", "app/users.py", "def fetch_user(user_id: int)", "def load_user(user_id: int)"),
         stale={"a": "b"}),
    case("py function renamed, the Read before it is stale too",
         read("a", "app/users.py", PY_USERS),
         edit("b", "app/users.py", "def fetch_user(user_id: int) -> User | None:",
              "def get_user_by_id(user_id: int) -> User | None:"),
         stale={"a": "b"}),
    case("py function renamed twice: each step replaces the one before",
         edit("a", "app/tasks.py", "def send_mail(to, body):", "def send_email(to, body):"),
         edit("b", "app/tasks.py", "def send_email(to, body):", "def send_welcome_email(to, body):"),
         stale={"a": "b"}),
    case("ts function renamed by Edit",
         write("a", "web/src/api/orders.ts", TS_API),
         edit("b", "web/src/api/orders.ts", "export async function getOrders(", "export async function listOrders("),
         stale={"a": "b"}),
    case("go type renamed with gofmt -r",
         write("a", "internal/store/orders.go", GO_STORE),
         bash("b", "gofmt -r 'OrderStore -> OrderRepo' -w internal/store/"),
         stale={"a": "b"}),
    case("rust fn renamed by Edit",
         write("a", "src/parse.rs", RS_PARSE),
         edit("b", "src/parse.rs", "pub fn parse_statement(input: &str)", "pub fn parse_csv_statement(input: &str)"),
         stale={"a": "b"}),
    case("python class renamed by Edit",
         edit("a", "billing/models.py", "class Invoice(models.Model):\n    pass",
              "class Invoice(models.Model):\n    number = models.CharField(max_length=32)"),
         edit("b", "billing/models.py", "class Invoice(models.Model):", "class BillingInvoice(models.Model):"),
         stale={"a": "b"}),
    case("java method renamed by Edit",
         write("a", "src/main/java/com/acme/CartService.java",
               "public class CartService {\n    public Cart computeTotals(Cart cart) {\n        return pricing.apply(cart);\n    }\n}\n"),
         edit("b", "src/main/java/com/acme/CartService.java", "public Cart computeTotals(Cart cart)",
              "public Cart recalculate(Cart cart)"),
         stale={"a": "b"}),
    case("ruby method renamed by Edit",
         write("a", "app/models/user.rb", "class User < ApplicationRecord\n  def full_name\n    \"#{first} #{last}\"\n  end\nend\n"),
         edit("b", "app/models/user.rb", "  def full_name", "  def display_name"),
         stale={"a": "b"}),
    case("react component renamed by Edit with replace_all",
         write("a", "web/src/components/UserCard.tsx",
               "export function UserCard({ user }: Props) {\n  return <div className=\"card\">{user.name}</div>;\n}\n"),
         edit("b", "web/src/components/UserCard.tsx", "UserCard", "ProfileCard", replace_all=True),
         stale={"a": "b"}),
    case("react props renamed by MultiEdit",
         write("a", "web/src/components/Button.tsx",
               "type Props = { label: string; onPress: () => void; disabled?: boolean };\n"
               "export function Button({ label, onPress, disabled }: Props) {\n"
               "  return <button disabled={disabled} onClick={onPress}>{label}</button>;\n}\n"),
         multi("b", "web/src/components/Button.tsx", [("onPress", "onClick"), ("label", "children")]),
         stale={"a": "b"}),
    case("method renamed by sed -i across files",
         edit("a", "src/services/cart.js", "function calcTotal(items) {", "function calcTotal(items, coupon) {"),
         bash("b", "sed -i 's/calcTotal/computeCartTotal/g' src/services/cart.js src/routes/checkout.js"),
         stale={"a": "b"}),
    case("sed -i -E rename with word boundaries",
         write("a", "lib/retry.py", "def backoff_delay(attempt):\n    return min(2 ** attempt, 30)\n"),
         bash("b", "sed -i -E 's/\\bbackoff_delay\\b/retry_delay/g' lib/retry.py lib/client.py"),
         stale={"a": "b"}),
    case("perl -pi rename",
         edit("a", "src/queue.ts", "export const enqueueJob = (job: Job) =>", "export const enqueueJob = async (job: Job) =>"),
         bash("b", "perl -pi -e 's/enqueueJob/scheduleJob/g' src/queue.ts src/worker.ts"),
         stale={"a": "b"}),
    case("IDE-style rename: the symbol replaced everywhere in the file",
         write("a", "pkg/auth/token.go", "package auth\n\nfunc ParseToken(raw string) (*Claims, error) {\n\treturn parse(raw)\n}\n"),
         edit("b", "pkg/auth/token.go", "ParseToken", "VerifyToken", replace_all=True),
         stale={"a": "b"}),
    case("kotlin data class field renamed",
         write("a", "app/src/main/kotlin/Order.kt", "data class Order(val id: Long, val createdOn: Instant, val total: Money)\n"),
         edit("b", "app/src/main/kotlin/Order.kt", "val createdOn: Instant", "val createdAt: Instant"),
         stale={"a": "b"}),
    case("python constant renamed",
         edit("a", "app/settings.py", "", "MAX_UPLOAD_MB = 25\n"),
         edit("b", "app/settings.py", "MAX_UPLOAD_MB = 25", "MAX_UPLOAD_SIZE_MB = 25"),
         stale={"a": "b"}),
    # --- env vars, routes, CLI flags, DB columns --------------------------------------------------
    case("env var renamed in .env.example",
         write("a", ".env.example", "DATABASE_URL=postgres://localhost/shop\nSTRIPE_KEY=sk_test_xxx\n"),
         edit("b", ".env.example", "STRIPE_KEY=sk_test_xxx", "STRIPE_SECRET_KEY=sk_test_xxx"),
         stale={"a": "b"}),
    case("env var renamed where it is read",
         edit("a", "app/config.py", "", "redis_url = os.environ[\"REDIS_HOST\"]\n"),
         edit("b", "app/config.py", "os.environ[\"REDIS_HOST\"]", "os.environ[\"REDIS_URL\"]"),
         stale={"a": "b"}),
    case("flask route renamed",
         edit("a", "app/views.py", "", "@bp.route(\"/api/v1/user-profile\")\ndef profile():\n    return jsonify(current_user.to_dict())\n"),
         edit("b", "app/views.py", "@bp.route(\"/api/v1/user-profile\")", "@bp.route(\"/api/v1/me\")"),
         stale={"a": "b"}),
    case("express route renamed",
         write("a", "server/routes.js", "router.post('/signup', createAccount);\nrouter.post('/login', login);\n"),
         edit("b", "server/routes.js", "router.post('/signup', createAccount);", "router.post('/register', createAccount);"),
         stale={"a": "b"}),
    case("CLI flag renamed in argparse",
         edit("a", "tools/export.py", "", "parser.add_argument(\"--out-dir\", default=\"dist\")\n"),
         edit("b", "tools/export.py", "parser.add_argument(\"--out-dir\", default=\"dist\")",
              "parser.add_argument(\"--output\", default=\"dist\")"),
         stale={"a": "b"}),
    case("CLI flag renamed in clap",
         write("a", "src/cli.rs", "#[derive(Parser)]\nstruct Args {\n    #[arg(long)]\n    dry_run: bool,\n}\n"),
         edit("b", "src/cli.rs", "    dry_run: bool,", "    check_only: bool,"),
         stale={"a": "b"}),
    case("DB column renamed in a migration after the model was written",
         write("a", "db/schema.sql", "CREATE TABLE customers (\n  id serial primary key,\n  email_address text not null\n);\n"),
         write("b", "db/migrations/0007_rename_email.sql", "ALTER TABLE customers RENAME COLUMN email_address TO email;\n"),
         stale={"a": "b"}, xfail="a rename said in SQL inside a written file (RENAME COLUMN a TO b) is not read as a rename",
         ),
    case("django field renamed by Edit, then makemigrations",
         edit("a", "shop/models.py", "", "    sku_code = models.CharField(max_length=40)\n"),
         edit("b", "shop/models.py", "    sku_code = models.CharField(max_length=40)", "    sku = models.CharField(max_length=40)"),
         bash("c", "python manage.py makemigrations shop", "Migrations for 'shop':\n  shop/migrations/0012_rename_sku_code_product_sku.py\n    - Rename field sku_code on product to sku\n"),
         stale={"a": "b"}),
    case("prisma column renamed",
         edit("a", "prisma/schema.prisma", "model Post {\n  id Int @id", "model Post {\n  id Int @id\n  published_at DateTime?"),
         edit("b", "prisma/schema.prisma", "  published_at DateTime?", "  publishedAt DateTime?"),
         stale={"a": "b"}),
    case("makefile target renamed",
         edit("a", "Makefile", "", "test-all:\n\tpytest -q tests\n"),
         edit("b", "Makefile", "test-all:", "check:"),
         stale={"a": "b"}),
    # --- files moved or deleted -------------------------------------------------------------------
    case("git mv renames a module",
         write("a", "app/helpers.py", "def slugify(text):\n    return re.sub(r'[^a-z0-9]+', '-', text.lower())\n"),
         bash("b", "git mv app/helpers.py app/text_utils.py"),
         stale={"a": "b"}, xfail="a move keeps the views of a file's content current by design (the content is still true at the new path; tests/memory/test_supersede.py): only what named the old place goes stale, and the views once the moved file is written whole"),
    case("mv renames a component file",
         read("a", "web/src/pages/Dashboard.jsx", "export default function Dashboard() {\n  return <Layout><Stats /></Layout>;\n}\n"),
         bash("b", "mv web/src/pages/Dashboard.jsx web/src/pages/Overview.jsx"),
         stale={"a": "b"}, xfail="a move keeps the views of a file's content current by design (the content is still true at the new path; tests/memory/test_supersede.py): only what named the old place goes stale, and the views once the moved file is written whole"),
    case("git mv a directory",
         edit("a", "src/legacy/payments/stripe_client.py", "API_VERSION = \"2022-11-15\"", "API_VERSION = \"2023-10-16\""),
         bash("b", "git mv src/legacy/payments src/payments"),
         stale={"a": "b"}, xfail="a move keeps the views of a file's content current by design (the content is still true at the new path; tests/memory/test_supersede.py): only what named the old place goes stale, and the views once the moved file is written whole"),
    case("rm deletes a file that was written",
         write("a", "scripts/seed_demo.py", "from app import db\n\nfor i in range(50):\n    db.add(DemoUser(i))\n"),
         bash("b", "rm scripts/seed_demo.py"),
         stale={"a": "b"}),
    case("git rm deletes a file that was edited",
         edit("a", "app/old_auth.py", "SESSION_TTL = 3600", "SESSION_TTL = 7200"),
         bash("b", "git rm app/old_auth.py", "rm 'app/old_auth.py'\n"),
         stale={"a": "b"}),
    case("rm -f several files",
         read("a", "tests/test_legacy_api.py", "def test_v0_endpoint(client):\n    assert client.get('/v0/items').status_code == 200\n"),
         bash("b", "rm -f tests/test_legacy_api.py tests/test_legacy_auth.py"),
         stale={"a": "b"}),
    case("Write of an empty file empties it",
         write("a", "app/feature_flags.py", "FLAGS = {\"new_checkout\": True, \"dark_mode\": False}\n"),
         write("b", "app/feature_flags.py", ""),
         stale={"a": "b"}),
    case("Write replaces a file's whole content",
         write("a", "docker-compose.yml", "services:\n  db:\n    image: mysql:8\n    ports: [\"3306:3306\"]\n"),
         write("b", "docker-compose.yml", "services:\n  db:\n    image: postgres:16\n    ports: [\"5432:5432\"]\n"),
         stale={"a": "b"}),
    case("git rm -r a folder of old fixtures",
         write("a", "tests/fixtures/v1/orders.json", "[{\"id\": 1, \"total\": 9.99}]\n"),
         bash("b", "git rm -r tests/fixtures/v1"),
         stale={"a": "b"}),
    # --- config values and versions -----------------------------------------------------------------
    case("dev server port 8000 -> 8080",
         write("a", "config/dev.toml", "[server]\nhost = \"127.0.0.1\"\nport = 8000\n"),
         edit("b", "config/dev.toml", "port = 8000", "port = 8080"),
         stale={"a": "b"}),
    case("timeout 30 -> 60 in code",
         edit("a", "app/http.py", "", "DEFAULT_TIMEOUT = 30  # seconds\n"),
         edit("b", "app/http.py", "DEFAULT_TIMEOUT = 30  # seconds", "DEFAULT_TIMEOUT = 60  # seconds"),
         stale={"a": "b"}),
    case("pool size changed twice",
         edit("a", "config/database.yml", "pool: 5", "pool: 10"),
         edit("b", "config/database.yml", "pool: 10", "pool: 20"),
         stale={"a": "b"}),
    case("package.json version bump",
         edit("a", "package.json", "\"version\": \"1.2.0\"", "\"version\": \"1.3.0\""),
         edit("b", "package.json", "\"version\": \"1.3.0\"", "\"version\": \"1.4.0\""),
         stale={"a": "b"}),
    case("pyproject version bump after a Read",
         read("a", "pyproject.toml", "[project]\nname = \"ledger\"\nversion = \"0.9.1\"\nrequires-python = \">=3.11\"\n"),
         edit("b", "pyproject.toml", "version = \"0.9.1\"", "version = \"0.10.0\""),
         stale={"a": "b"}),
    case("Cargo.toml dependency version bump",
         edit("a", "Cargo.toml", "[dependencies]", "[dependencies]\ntokio = { version = \"1.28\", features = [\"full\"] }"),
         edit("b", "Cargo.toml", "tokio = { version = \"1.28\"", "tokio = { version = \"1.38\""),
         stale={"a": "b"}),
    case("go.mod bumped with go get",
         read("a", "go.mod", "module github.com/acme/api\n\ngo 1.22\n\nrequire github.com/go-chi/chi/v5 v5.0.10\n"),
         bash("b", "go get github.com/go-chi/chi/v5@v5.1.0", "go: upgraded github.com/go-chi/chi/v5 v5.0.10 => v5.1.0\n"),
         stale={"a": "b"}),
    case("node version in .nvmrc",
         write("a", ".nvmrc", "18\n"),
         write("b", ".nvmrc", "20\n"),
         stale={"a": "b"}),
    case("python version in Dockerfile base image",
         edit("a", "Dockerfile", "FROM python:3.10-slim", "FROM python:3.11-slim"),
         edit("b", "Dockerfile", "FROM python:3.11-slim", "FROM python:3.12-slim"),
         stale={"a": "b"}),
    case("CI matrix value changed",
         edit("a", ".github/workflows/ci.yml", "node-version: [16, 18]", "node-version: [18, 20]"),
         edit("b", ".github/workflows/ci.yml", "node-version: [18, 20]", "node-version: [20, 22]"),
         stale={"a": "b"}),
    case("log level changed in yaml",
         write("a", "config/logging.yaml", "version: 1\nroot:\n  level: DEBUG\n  handlers: [console]\n"),
         edit("b", "config/logging.yaml", "  level: DEBUG", "  level: INFO"),
         stale={"a": "b"}),
    case("rate limit constant changed in Go",
         edit("a", "internal/limits/limits.go", "", "const RequestsPerMinute = 120\n"),
         edit("b", "internal/limits/limits.go", "const RequestsPerMinute = 120", "const RequestsPerMinute = 300"),
         stale={"a": "b"}),
    case("cron schedule changed",
         edit("a", "deploy/cron.yaml", "schedule: \"0 3 * * *\"", "schedule: \"0 2 * * *\""),
         edit("b", "deploy/cron.yaml", "schedule: \"0 2 * * *\"", "schedule: \"30 1 * * *\""),
         stale={"a": "b"}),
    case("npm version bumps package.json",
         read("a", "package.json", "{\n  \"name\": \"storefront\",\n  \"version\": \"2.3.1\",\n  \"private\": true\n}\n"),
         bash("b", "npm version minor", "v2.4.0\n"),
         stale={"a": "b"},
         ),
    case("cargo set-version",
         edit("a", "Cargo.toml", "version = \"0.3.0\"", "version = \"0.3.1\""),
         bash("b", "cargo set-version 0.4.0", "   Upgrading ledgerline from 0.3.1 to 0.4.0\n"),
         stale={"a": "b"}),
    case("poetry version bump",
         edit("a", "pyproject.toml", "version = \"1.0.0\"", "version = \"1.0.1\""),
         bash("b", "poetry version 1.1.0", "Bumping version from 1.0.1 to 1.1.0\n"),
         stale={"a": "b"}),
]

CASES = CODE_CASES + MORE_CASES + PHRASING_CASES
