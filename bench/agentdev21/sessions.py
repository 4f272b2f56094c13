"""The eleven sessions of the fixwell-api history, step by step (see build.py and README.md)."""
from __future__ import annotations

PYPROJECT = """[project]
name = "fixwell-api"
version = "0.1.0"
description = "Booking and repair-job API for the Mend & Make network of repair cafes"
readme = "README.md"
requires-python = ">=3.12"
dependencies = [
    "alembic>=1.14.0",
    "asyncpg>=0.30.0",
    "fastapi[standard]>=0.115.4",
    "pydantic>=2.9.2",
    "pydantic-settings>=2.6.1",
    "sqlalchemy[asyncio]>=2.0.36",
]
"""

MODELS = """from datetime import datetime
from enum import StrEnum

from sqlalchemy import ForeignKey, String, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class Category(StrEnum):
    electrical = "electrical"
    textile = "textile"
    bikes = "bikes"
    furniture = "furniture"
    other = "other"


class Cafe(Base):
    __tablename__ = "cafes"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120), unique=True)
    town: Mapped[str] = mapped_column(String(80))
    lat: Mapped[float]
    lng: Mapped[float]
    events: Mapped[list["Event"]] = relationship(back_populates="cafe")


class Event(Base):
    __tablename__ = "events"
    id: Mapped[int] = mapped_column(primary_key=True)
    cafe_id: Mapped[int] = mapped_column(ForeignKey("cafes.id"))
    starts_at: Mapped[datetime]
    ends_at: Mapped[datetime]
    capacity: Mapped[int] = mapped_column(default=30)
    cafe: Mapped[Cafe] = relationship(back_populates="events")


class Volunteer(Base):
    __tablename__ = "volunteers"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(120))
    email: Mapped[str] = mapped_column(String(254), unique=True)
    skills: Mapped[str] = mapped_column(String(200), default="")


class Ticket(Base):
    __tablename__ = "tickets"
    id: Mapped[int] = mapped_column(primary_key=True)
    event_id: Mapped[int] = mapped_column(ForeignKey("events.id"))
    item: Mapped[str] = mapped_column(String(200))
    fault: Mapped[str]
    category: Mapped[Category]
    outcome: Mapped[str | None]
    fixer_id: Mapped[int | None] = mapped_column(ForeignKey("volunteers.id"))
    created_at: Mapped[datetime] = mapped_column(server_default=func.now())
"""

SCHEMAS = """from datetime import datetime

from pydantic import BaseModel, ConfigDict, Field

from app.models import Category


class TicketIn(BaseModel):
    event_id: int
    item: str = Field(min_length=2, max_length=200)
    fault: str = Field(min_length=3, max_length=2000)
    category: Category


class TicketOut(TicketIn):
    model_config = ConfigDict(from_attributes=True)
    id: int
    outcome: str | None
    created_at: datetime


class Page(BaseModel):
    limit: int = Field(20, ge=1, le=100)
    offset: int = Field(0, ge=0)
"""

CONFTEST = """import pytest
from httpx import ASGITransport, AsyncClient
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from testcontainers.postgres import PostgresContainer

from app.db import get_session
from app.main import app
from app.models import Base


@pytest.fixture(scope="session")
def pg_url():
    with PostgresContainer("postgres:16-alpine", driver="asyncpg") as pg:
        yield pg.get_connection_url()


@pytest.fixture(scope="session")
async def engine(pg_url):
    engine = create_async_engine(pg_url)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield engine
    await engine.dispose()


@pytest.fixture
async def client(engine):
    maker = async_sessionmaker(engine, expire_on_commit=False)

    async def _session():
        async with maker() as s:
            yield s

    app.dependency_overrides[get_session] = _session
    async with AsyncClient(transport=ASGITransport(app=app), base_url="http://test") as c:
        yield c
    app.dependency_overrides.clear()
"""

TASKS = """from datetime import timedelta

from celery import Celery
from postmarker.core import PostmarkClient

from app.config import settings

celery = Celery("fixwell", broker=settings.REDIS_URL, backend=settings.REDIS_URL)
celery.conf.update(task_acks_late=True, timezone="UTC")
postmark = PostmarkClient(server_token=settings.POSTMARK_TOKEN)


def schedule_reminder(signup) -> None:
    eta = signup.event.starts_at - timedelta(hours=settings.REMINDER_HOURS)
    send_reminder.apply_async(args=[signup.id], eta=eta)


@celery.task(name="send_reminder", bind=True, max_retries=3)
def send_reminder(self, signup_id: int) -> None:
    signup = load_signup(signup_id)
    postmark.emails.send(From="hello@mendandmake.org.uk", To=signup.volunteer.email,
                         Subject=f"Repair cafe at {signup.event.cafe.name} soon",
                         TextBody=render_reminder(signup))
"""

RENDER_YAML = """services:
  - type: web
    name: fixwell-web
    runtime: python
    region: frankfurt
    plan: starter
    buildCommand: pip install uv && uv sync --locked
    startCommand: uv run uvicorn app.main:app --host 0.0.0.0 --port $PORT
    preDeployCommand: uv run alembic upgrade head
    envVars:
      - key: DATABASE_URL
        fromDatabase: {name: fixwell-db, property: connectionString}
      - key: REDIS_URL
        fromService: {type: keyvalue, name: fixwell-redis, property: connectionString}
      - fromGroup: fixwell-secrets
  - type: worker
    name: fixwell-worker
    runtime: python
    region: frankfurt
    plan: starter
    buildCommand: pip install uv && uv sync --locked
    startCommand: uv run celery -A app.tasks worker -l info --concurrency 2
    envVars:
      - key: DATABASE_URL
        fromDatabase: {name: fixwell-db, property: connectionString}
      - fromGroup: fixwell-secrets
  - type: keyvalue
    name: fixwell-redis
    region: frankfurt
    plan: starter
    ipAllowList: []
databases:
  - name: fixwell-db
    region: frankfurt
    plan: basic-1gb
    postgresMajorVersion: "16"
"""

REPORTS = """from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession


async def monthly_stats(session: AsyncSession, cafe_id: int, month: str) -> list[dict]:
    # repaired / not repairable / advice per category, for Hazel's monthly newsletter
    rows = await session.execute(text(\"\"\"
        SELECT t.category, t.outcome, count(*) AS n
        FROM tickets t JOIN events e ON e.id = t.event_id
        WHERE e.cafe_id = :cafe_id AND to_char(e.starts_at, 'YYYY-MM') = :month
        GROUP BY t.category, t.outcome ORDER BY t.category
    \"\"\"), {"cafe_id": cafe_id, "month": month})
    return [dict(r._mapping) for r in rows]
"""

COMPOSE = """services:
  api:
    build: .
    command: uv run uvicorn app.main:app --host 0.0.0.0 --port 8000 --reload
    ports: ["8000:8000"]
    env_file: .env
    depends_on: [db, redis]
  worker:
    build: .
    command: uv run celery -A app.tasks worker -l info --concurrency 2
    env_file: .env
    depends_on: [db, redis]
  db:
    image: postgres:16-alpine
    environment: {POSTGRES_USER: fixwell, POSTGRES_PASSWORD: fixwell, POSTGRES_DB: fixwell}
    ports: ["5432:5432"]
  redis:
    image: redis:7.4-alpine
    ports: ["6379:6379"]
"""

CAFE_SERVICE = """import json
from math import asin, cos, radians, sin, sqrt

from redis.asyncio import Redis
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.config import settings
from app.models import Cafe
from app.schemas import CafeOut

CACHE_KEY = "cafes:all"
CACHE_TTL_SECONDS = 300  # the cafe list is read on every page load of the public site
redis = Redis.from_url(settings.REDIS_URL)


def haversine_km(lat1: float, lng1: float, lat2: float, lng2: float) -> float:
    dlat, dlng = radians(lat2 - lat1), radians(lng2 - lng1)
    a = sin(dlat / 2) ** 2 + cos(radians(lat1)) * cos(radians(lat2)) * sin(dlng / 2) ** 2
    return 6371.0 * 2 * asin(sqrt(a))


async def all_cafes(session: AsyncSession) -> list[CafeOut]:
    if cached := await redis.get(CACHE_KEY):
        return [CafeOut.model_validate(c) for c in json.loads(cached)]
    cafes = [CafeOut.model_validate(c) for c in (await session.scalars(select(Cafe))).all()]
    await redis.set(CACHE_KEY, json.dumps([c.model_dump(mode="json") for c in cafes]), ex=CACHE_TTL_SECONDS)
    return cafes


async def nearby(session: AsyncSession, lat: float, lng: float, radius_km: float) -> list[tuple[CafeOut, float]]:
    hits = [(c, haversine_km(lat, lng, c.lat, c.lng)) for c in await all_cafes(session)]
    return sorted([h for h in hits if h[1] <= radius_km], key=lambda h: h[1])
"""

FLY_TOML = """app = "fixwell-api"
primary_region = "lhr"

[build]

[deploy]
  release_command = "uv run alembic upgrade head"

[processes]
  web = "uv run uvicorn app.main:app --host 0.0.0.0 --port 8080 --proxy-headers"
  worker = "uv run celery -A app.tasks worker -l info --concurrency 4"

[http_service]
  internal_port = 8080
  force_https = true
  auto_stop_machines = "stop"
  auto_start_machines = true
  min_machines_running = 1
  processes = ["web"]

  [[http_service.checks]]
    path = "/healthz"
    interval = "15s"
    timeout = "2s"

[[vm]]
  size = "shared-cpu-1x"
  memory = "512mb"
  processes = ["web", "worker"]
"""

PHOTOS = """from io import BytesIO

from PIL import Image

from app.storage import get_object, put_object
from app.worker import celery

THUMB_SIZE = (800, 800)


@celery.task(name="make_job_thumbnail")
def make_job_thumbnail(photo_key: str) -> str:
    raw = get_object(photo_key)              # phone photos, usually 4032x3024 JPEGs, 3-5 MB
    img = Image.open(BytesIO(raw))
    img = img.convert("RGB")                 # decodes the full image first
    img.thumbnail(THUMB_SIZE)
    out = BytesIO()
    img.save(out, "JPEG", quality=82)
    thumb_key = photo_key.replace("/photos/", "/thumbs/")
    put_object(thumb_key, out.getvalue())
    return thumb_key
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: fixwell-api. Mend & Make is a network of 41 repair cafés across Yorkshire and the "
             "North East; Hazel Brennan coordinates it and is our client. They want one backend for all the cafés: "
             "people book a broken item in for a repair session, volunteer fixers sign up for sessions, and the "
             "network gets numbers on what was repaired. Ade Okonjo builds the public site in SvelteKit against this "
             "API. Stack: Python 3.12, FastAPI, SQLAlchemy 2 async on asyncpg, Alembic, Pydantic v2; Celery with "
             "Redis for background jobs later. Packaging with uv.")
    s.bash("uvinit", "uv init --app --python 3.12 fixwell-api && cd fixwell-api",
           "Initialized project `fixwell-api` at `/home/tomasz/src/fixwell-api`")
    s.bash("uvadd", "uv add 'fastapi[standard]' 'sqlalchemy[asyncio]' asyncpg alembic pydantic-settings",
           "Using CPython 3.12.7\nCreating virtual environment at: .venv\nResolved 41 packages in 612ms\n"
           "Prepared 38 packages in 2.41s\nInstalled 38 packages in 71ms\n + alembic==1.14.0\n + asyncpg==0.30.0\n"
           " + fastapi==0.115.4\n + greenlet==3.1.1\n + pydantic==2.9.2\n + pydantic-core==2.23.4\n"
           " + pydantic-settings==2.6.1\n + sqlalchemy==2.0.36\n + starlette==0.41.2\n + uvicorn==0.32.0")
    s.prompt("style", "House rules before we write anything: ruff for both lint and formatting, line length 100, "
             "import sorting through ruff's I rules; run `uv run ruff check --fix` and `uv run ruff format` before "
             "every commit. Commit messages are Conventional Commits with a scope, e.g. `feat(cafes): add opening "
             "hours`: imperative, lowercase, no full stop at the end.")
    s.edit("ruffcfg", "pyproject.toml", PYPROJECT.splitlines()[-1],
           "]\n\n[tool.ruff]\nline-length = 100\ntarget-version = \"py312\"\n\n[tool.ruff.lint]\n"
           "select = [\"E\", \"F\", \"I\", \"UP\", \"B\", \"ASYNC\"]")
    s.write("models", "app/models.py", MODELS)
    s.bash(None, "docker run -d --name fixwell-pg -e POSTGRES_USER=fixwell -e POSTGRES_PASSWORD=fixwell -p 5432:5432 "
           "postgres:16-alpine", "b2c81f0e7d4a6e93c1a55b0f2f9d3e7a61c0b4d8e2f7a9c3b5d1e6f8a0c2b4d6")
    s.bash(None, "uv run alembic init migrations", "Creating directory /home/tomasz/src/fixwell-api/migrations ...  done\n"
           "Generating /home/tomasz/src/fixwell-api/alembic.ini ...  done\n"
           "Please edit configuration/connection/logging settings in alembic.ini before proceeding.")
    s.bash("alembicfail", "uv run alembic revision --autogenerate -m 'initial tables'", "",
           "Traceback (most recent call last):\n  File \"/home/tomasz/src/fixwell-api/migrations/env.py\", line 78, in "
           "run_migrations_online\n    with connectable.connect() as connection:\n  ...\n  File \".venv/lib/python3.12/"
           "site-packages/sqlalchemy/util/_concurrency_py3k.py\", line 123, in await_only\n    raise exc.MissingGreenlet(\n"
           "sqlalchemy.exc.MissingGreenlet: greenlet_spawn has not been called; can't call await_only() here. Was IO "
           "attempted in an unexpected place? (Background on this error at: https://sqlalche.me/e/20/xd2s)", code=1)
    s.bash("alembicfix", "rm -rf migrations alembic.ini && uv run alembic init -t async migrations",
           "Creating directory /home/tomasz/src/fixwell-api/migrations ...  done\nGenerating /home/tomasz/src/"
           "fixwell-api/migrations/env.py ...  done\n(async template: env.py runs migrations through "
           "async_engine_from_config and connection.run_sync)", desc="Re-create Alembic with the async template: the "
           "default env.py opens a sync connection on the asyncpg URL")
    s.edit("envpy", "migrations/env.py", "target_metadata = None",
           "from app.config import settings\nfrom app.models import Base\n\n"
           "config.set_main_option(\"sqlalchemy.url\", settings.DATABASE_URL)\ntarget_metadata = Base.metadata")
    s.bash("alembicok", "uv run alembic revision --autogenerate -m 'initial tables' && uv run alembic upgrade head",
           "INFO  [alembic.autogenerate.compare] Detected added table 'cafes'\nINFO  [alembic.autogenerate.compare] "
           "Detected added table 'volunteers'\nINFO  [alembic.autogenerate.compare] Detected added table 'events'\n"
           "INFO  [alembic.autogenerate.compare] Detected added table 'tickets'\n  Generating /home/tomasz/src/"
           "fixwell-api/migrations/versions/3f2a91c0d7e4_initial_tables.py ...  done\nINFO  [alembic.runtime.migration] "
           "Running upgrade  -> 3f2a91c0d7e4, initial tables")
    s.bash(None, "uv run ruff check --fix && uv run ruff format", "Found 3 errors (3 fixed, 0 remaining).\n"
           "4 files reformatted, 2 files left unchanged")
    s.bash("commit1", "git add -A && git commit -m 'feat(db): add initial models and async alembic setup'",
           "[main (root-commit) 4e1a7c2] feat(db): add initial models and async alembic setup\n"
           " 12 files changed, 388 insertions(+)")
    s.stop()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("tickets", "Endpoints for tickets: a visitor books an item in (what it is, the fault, a category: "
             "electrical, textile, bikes, furniture or other) and gets a ticket number; a fixer later sets the "
             "outcome (repaired, not repairable, advice given). Listing is paginated: 20 per page by default, at "
             "most 100.")
    s.write("schemas", "app/schemas.py", SCHEMAS)
    s.write("router", "app/routers/tickets.py", "from fastapi import APIRouter, Depends, HTTPException\n"
            "from sqlalchemy import select\nfrom sqlalchemy.ext.asyncio import AsyncSession\n\n"
            "from app.db import get_session\nfrom app.models import Ticket\nfrom app.schemas import Page, TicketIn, "
            "TicketOut\n\nrouter = APIRouter(prefix=\"/tickets\", tags=[\"tickets\"])\n\n\n"
            "@router.post(\"\", status_code=201, response_model=TicketOut)\nasync def create_ticket(body: TicketIn, "
            "session: AsyncSession = Depends(get_session)):\n    ticket = Ticket(**body.model_dump())\n"
            "    session.add(ticket)\n    await session.commit()\n    return ticket\n\n\n"
            "@router.get(\"/{ticket_id}\", response_model=TicketOut)\nasync def get_ticket(ticket_id: int, session: "
            "AsyncSession = Depends(get_session)):\n    if (t := await session.get(Ticket, ticket_id)) is None:\n"
            "        raise HTTPException(404, \"ticket not found\")\n    return t\n")
    s.prompt("testpref", "Tests run against a real PostgreSQL in Docker through testcontainers, never SQLite: we use "
             "timestamptz and ON CONFLICT and SQLite would lie to us. And every endpoint gets at least one test of "
             "the unhappy path (404 or 422), not only the happy one.")
    s.bash("devdeps", "uv add --dev pytest pytest-asyncio 'testcontainers[postgres]' httpx",
           "Resolved 58 packages in 433ms\nInstalled 14 packages in 38ms\n + pytest==8.3.3\n + pytest-asyncio==0.24.0\n"
           " + testcontainers==4.8.2\n + httpx==0.27.2\n + docker==7.1.0")
    s.write("conftest", "tests/conftest.py", CONFTEST)
    s.bash("loopfail", "uv run pytest -x -q", "",
           "F\n=================================== FAILURES ===================================\n"
           "___________________________ test_create_ticket ___________________________\n"
           "E   RuntimeError: Task <Task pending name='Task-5' coro=<test_create_ticket() running at tests/"
           "test_tickets.py:14>> got Future <Future pending cb=[BaseProtocol._on_waiter_completed()]> attached to a "
           "different loop\n\n.venv/lib/python3.12/site-packages/asyncpg/protocol/protocol.pyx:165: RuntimeError\n"
           "short test summary info\nFAILED tests/test_tickets.py::test_create_ticket - RuntimeError: ... attached to "
           "a different loop\n1 failed in 7.12s", code=1)
    s.edit("loopfix", "pyproject.toml", "[tool.ruff]",
           "[tool.pytest.ini_options]\nasyncio_mode = \"auto\"\n# the session-scoped engine lives on one loop: "
           "every test and fixture must run on that same session loop\nasyncio_default_fixture_loop_scope = "
           "\"session\"\n\n[tool.ruff]")
    s.edit("loopfix2", "tests/conftest.py", "import pytest\n",
           "import pytest\n\npytestmark = pytest.mark.asyncio(loop_scope=\"session\")\n")
    s.bash("testok1", "uv run pytest -q", "..............                                                           "
           "[100%]\n14 passed in 9.81s")
    s.remember("memtests", "Running the fixwell-api tests: Docker must be running (testcontainers starts one "
               "postgres:16-alpine container per test session; the first run pulls the image, then it takes about "
               "6 s to start). Command: `uv run pytest -q`. pytest-asyncio runs everything on one session-scoped "
               "event loop (asyncio_default_fixture_loop_scope = session in pyproject.toml); without it asyncpg "
               "fails with 'attached to a different loop'.", "How to run the tests", "fact")
    s.prompt("uvonly", "One more rule: only uv touches the environment. `uv add` / `uv add --dev` / `uv remove`, "
             "never pip install into .venv; uv.lock is committed and CI installs with `uv sync --locked`.")
    s.bash("commit2", "git add -A && git commit -m 'feat(tickets): add ticket endpoints and testcontainers setup'",
           "[main 8b03d51] feat(tickets): add ticket endpoints and testcontainers setup\n 9 files changed, "
           "312 insertions(+), 4 deletions(-)")
    s.stop()


def s3(s):
    s.start()
    s.prompt("remind", "Reminder emails: fixers who signed up for a repair session get an email 24 hours before it "
             "starts. Celery with Redis as the broker; when a fixer signs up, schedule the reminder right away as an "
             "ETA task (apply_async with eta). Send through Postmark, the network already has an account there.")
    s.bash("celeryadd", "uv add 'celery[redis]' postmarker", "Resolved 67 packages in 508ms\nInstalled 9 packages in "
           "41ms\n + celery==5.4.0\n + kombu==5.4.2\n + redis==5.2.0\n + postmarker==1.0\n + billiard==4.2.1")
    s.write("tasks", "app/tasks.py", TASKS)
    s.edit("settings24", "app/config.py", "    DATABASE_URL: str",
           "    DATABASE_URL: str\n    REDIS_URL: str = \"redis://localhost:6379/0\"\n    POSTMARK_TOKEN: str = \"\"\n"
           "    REMINDER_HOURS: int = 24  # hours before a session starts")
    s.bash(None, "uv run pytest -q", ".....................                                                    [100%]\n"
           "21 passed in 11.02s")
    s.prompt("render", "Hosting: Render. Hazel's previous project ran there and she already has the billing account. "
             "A render.yaml blueprint: a web service running uvicorn, a background worker for Celery, Render Postgres "
             "and Render Key Value as the Redis. Frankfurt region, starter plans, migrations as the pre-deploy "
             "command.")
    s.write("renderyaml", "render.yaml", RENDER_YAML)
    s.bash("renderfail", "render logs --resources srv-cq8f2jmct0pc73a1b7g0 --limit 12",
           "2027-05-07 14:52:10 [INFO/MainProcess] Connected to the database\n"
           "2027-05-07 14:52:11 [ERROR/MainProcess] consumer: Cannot connect to redis://localhost:6379/0: Error 111 "
           "connecting to localhost:6379. Connection refused..\nTrying again in 2.00 seconds... (1/100)\n"
           "2027-05-07 14:52:15 [ERROR/MainProcess] consumer: Cannot connect to redis://localhost:6379/0: Error 111 "
           "connecting to localhost:6379. Connection refused..\nTrying again in 4.00 seconds... (2/100)\n"
           "==> fixwell-worker: Exited with status 1 while running your code.")
    s.edit("renderfix", "render.yaml", "    startCommand: uv run celery -A app.tasks worker -l info --concurrency 2\n"
           "    envVars:\n      - key: DATABASE_URL\n        fromDatabase: {name: fixwell-db, property: connectionString}\n",
           "    startCommand: uv run celery -A app.tasks worker -l info --concurrency 2\n"
           "    envVars:\n      - key: DATABASE_URL\n        fromDatabase: {name: fixwell-db, property: connectionString}\n"
           "      # the worker needs REDIS_URL too: without it Settings falls back to redis://localhost:6379\n"
           "      - key: REDIS_URL\n        fromService: {type: keyvalue, name: fixwell-redis, property: "
           "connectionString}\n")
    s.bash("renderok", "render logs --resources srv-cq8f2jmct0pc73a1b7g0 --limit 6",
           "2027-05-07 15:08:43 [INFO/MainProcess] Connected to redis://red-cq8f3bmct0pc73a1b9k0:6379//\n"
           "2027-05-07 15:08:43 [INFO/MainProcess] mingle: searching for neighbors\n2027-05-07 15:08:44 "
           "[INFO/MainProcess] celery@srv-cq8f2jmct0pc73a1b7g0 ready.\n[tasks]\n  . send_reminder")
    s.remember("memhazel", "Hazel Brennan coordinates the Mend & Make network (41 repair cafés) and is the client. "
               "Weekly check-in call on Thursdays at 16:00. Anything that sends email to volunteers or visitors needs "
               "her OK before it ships. She wants release notes in plain English, no jargon, short.",
               "Client: Hazel Brennan", "fact")
    s.remember("memrender", "Deploying fixwell-api (Render): push to main deploys the blueprint in render.yaml. "
               "Services fixwell-web (uvicorn) and fixwell-worker (Celery), Render Postgres fixwell-db (basic-1gb), "
               "Key Value fixwell-redis, all in Frankfurt. Migrations run as the preDeployCommand. Secrets live in "
               "the env group fixwell-secrets. Logs: `render logs --resources <service id>`.",
               "Deploy runbook", "fact")
    s.bash("commit3", "git add -A && git commit -m 'feat(reminders): send fixer reminders through celery and "
           "postmark; deploy to render'", "[main c71d0e9] feat(reminders): send fixer reminders through celery and "
           "postmark; deploy to render\n 7 files changed, 164 insertions(+), 2 deletions(-)")
    s.stop()


def s4(s):
    s.start()
    s.prompt("rename1", "Hazel says nobody at the cafés says 'ticket': on the paper forms and in the volunteer "
             "handbook it's a 'repair job'. Rename it everywhere: model Ticket becomes RepairJob, table tickets "
             "becomes repair_jobs, and the route /tickets becomes /jobs. Ade hasn't shipped anything against "
             "/tickets yet, so no alias for the old path.")
    s.grep("grepticket", "Ticket|tickets", ["app/models.py", "app/schemas.py", "app/routers/tickets.py", "app/main.py",
                                            "tests/test_tickets.py", "migrations/versions/3f2a91c0d7e4_initial_tables.py"])
    s.bash("gitmv1", "git mv app/routers/tickets.py app/routers/jobs.py && git mv tests/test_tickets.py "
           "tests/test_jobs.py", "")
    s.edit("renamemodel", "app/models.py", "class Ticket(Base):\n    __tablename__ = \"tickets\"",
           "class RepairJob(Base):\n    __tablename__ = \"repair_jobs\"")
    s.write("renamemig", "migrations/versions/9c41e2b7a0d5_rename_tickets_to_repair_jobs.py",
            "\"\"\"rename tickets to repair_jobs\n\nRevision ID: 9c41e2b7a0d5\nRevises: 3f2a91c0d7e4\n\"\"\"\n"
            "from alembic import op\n\nrevision = \"9c41e2b7a0d5\"\ndown_revision = \"3f2a91c0d7e4\"\n\n\n"
            "def upgrade() -> None:\n    op.rename_table(\"tickets\", \"repair_jobs\")\n"
            "    op.execute(\"ALTER SEQUENCE tickets_id_seq RENAME TO repair_jobs_id_seq\")\n"
            "    op.execute(\"ALTER INDEX tickets_pkey RENAME TO repair_jobs_pkey\")\n\n\n"
            "def downgrade() -> None:\n    op.execute(\"ALTER INDEX repair_jobs_pkey RENAME TO tickets_pkey\")\n"
            "    op.execute(\"ALTER SEQUENCE repair_jobs_id_seq RENAME TO tickets_id_seq\")\n"
            "    op.rename_table(\"repair_jobs\", \"tickets\")\n")
    s.bash("renamefail", "uv run pytest -q", "", "............F...................\n"
           "FAILED tests/test_reports.py::test_monthly_stats - sqlalchemy.exc.ProgrammingError: "
           "(sqlalchemy.dialects.postgresql.asyncpg.ProgrammingError) <class 'asyncpg.exceptions.UndefinedTableError'>: "
           "relation \"tickets\" does not exist\n[SQL: SELECT t.category, t.outcome, count(*) AS n FROM tickets t JOIN "
           "events e ON e.id = t.event_id WHERE e.cafe_id = $1 AND to_char(e.starts_at, 'YYYY-MM') = $2 GROUP BY "
           "t.category, t.outcome ORDER BY t.category]\n1 failed, 32 passed in 14.37s", code=1)
    s.read("readreports", "app/reports.py", REPORTS)
    s.edit("reportsfix", "app/reports.py", "    rows = await session.execute(text(",
           "    # ORM query, not raw SQL: the table rename to repair_jobs missed the hand-written string\n"
           "    stmt = (select(RepairJob.category, RepairJob.outcome, func.count().label(\"n\"))\n"
           "            .join(Event, Event.id == RepairJob.event_id)\n"
           "            .where(Event.cafe_id == cafe_id, func.to_char(Event.starts_at, \"YYYY-MM\") == month)\n"
           "            .group_by(RepairJob.category, RepairJob.outcome).order_by(RepairJob.category))\n"
           "    rows = await session.execute(stmt)  # was: text(")
    s.bash("renameok", "uv run pytest -q", "................................." "                                        "
           "[100%]\n33 passed in 13.88s")
    s.lesson("lesson1", "After renaming a table, grep for raw SQL strings (text(...), op.execute) as well: the ORM "
             "model and its tests follow the rename, but hand-written queries still name the old table and only fail "
             "when they run (UndefinedTableError).", "Renaming tickets to repair_jobs broke the monthly stats report")
    s.prompt("ratelimit", "The public endpoints (café list, booking a job in) need a rate limit before Ade's site goes "
             "live: slowapi, 60 requests per minute per client IP, a 429 with Retry-After when it's exceeded.")
    s.edit("limit60", "app/main.py", "app = FastAPI(title=\"fixwell-api\")",
           "limiter = Limiter(key_func=get_remote_address, default_limits=[\"60/minute\"], headers_enabled=True)\n"
           "app = FastAPI(title=\"fixwell-api\")\napp.state.limiter = limiter\n"
           "app.add_exception_handler(RateLimitExceeded, _rate_limit_exceeded_handler)\n"
           "app.add_middleware(SlowAPIMiddleware)")
    s.prompt("hidedocs", "And switch the Swagger UI off in production: docs_url and redoc_url None when "
             "ENV=production. No need to advertise the admin routes.")
    s.edit("hidedocsedit", "app/main.py", "app = FastAPI(title=\"fixwell-api\")",
           "prod = settings.ENV == \"production\"\napp = FastAPI(title=\"fixwell-api\", docs_url=None if prod else "
           "\"/docs\", redoc_url=None if prod else \"/redoc\")")
    s.bash("commit4", "git add -A && git commit -m 'refactor(jobs)!: rename tickets to repair jobs' -m 'Table "
           "tickets -> repair_jobs, model Ticket -> RepairJob, route /tickets -> /jobs. Adds slowapi limits (60/min).'",
           "[main 2d9f4a8] refactor(jobs)!: rename tickets to repair jobs\n 11 files changed, 96 insertions(+), "
           "71 deletions(-)\n rename app/routers/{tickets.py => jobs.py} (82%)\n rename tests/{test_tickets.py => "
           "test_jobs.py} (88%)")
    s.stop()


def s5(s):
    s.start()
    s.bash(None, "git pull --rebase && git log --oneline -3", "Already up to date.\n2d9f4a8 refactor(jobs)!: rename "
           "tickets to repair jobs\nc71d0e9 feat(reminders): send fixer reminders through celery and postmark; "
           "deploy to render\n8b03d51 feat(tickets): add ticket endpoints and testcontainers setup")
    s.prompt("remind48", "Hazel emailed feedback this morning: a day's notice is too short, fixers need time to "
             "arrange lifts and bring spare parts. Send the reminder two days ahead, 48 hours before the session.")
    s.edit("settings48", "app/config.py", "    REMINDER_HOURS: int = 24  # hours before a session starts",
           "    REMINDER_HOURS: int = 48  # hours before a session starts (Hazel, 13 May: 24 was too short)")
    s.prompt("compose", "I want to run the whole thing locally the way it runs on Render: docker compose with the "
             "api, the Celery worker, postgres 16 and redis 7.")
    s.write("composefile", "docker-compose.yml", COMPOSE)
    s.bash("composefail", "docker compose up -d && docker compose logs worker --tail 8",
           "[+] Running 4/4\n ✔ Container fixwell-api-db-1      Started\n ✔ Container fixwell-api-redis-1   Started\n"
           " ✔ Container fixwell-api-api-1     Started\n ✔ Container fixwell-api-worker-1  Started\n"
           "worker-1  | [2027-05-13 14:31:07,118: ERROR/MainProcess] consumer: Cannot connect to "
           "redis://localhost:6379/0: Error 111 connecting to localhost:6379. Connection refused..\n"
           "worker-1  | Trying again in 2.00 seconds... (1/100)")
    s.read("readenv", ".env", "ENV=development\nDATABASE_URL=postgresql+asyncpg://fixwell:fixwell@localhost:5432/"
           "fixwell\nREDIS_URL=redis://localhost:6379/0\nPOSTMARK_TOKEN=POSTMARK_API_TEST\n")
    s.edit("composefix", "docker-compose.yml", "    command: uv run celery -A app.tasks worker -l info --concurrency 2\n"
           "    env_file: .env\n",
           "    command: uv run celery -A app.tasks worker -l info --concurrency 2\n    env_file: .env\n"
           "    # .env is for running on the host; inside a container localhost is the container itself\n"
           "    environment:\n      REDIS_URL: redis://redis:6379/0\n"
           "      DATABASE_URL: postgresql+asyncpg://fixwell:fixwell@db:5432/fixwell\n")
    s.bash("composeok", "docker compose up -d worker && docker compose logs worker --tail 4",
           "worker-1  | [2027-05-13 14:38:52,604: INFO/MainProcess] Connected to redis://redis:6379/0\n"
           "worker-1  | [2027-05-13 14:38:53,611: INFO/MainProcess] celery@4c1e9b7f2a30 ready.")
    s.prompt("tzpref", "A rule for times: everything is stored as timestamptz in UTC and all arithmetic happens in "
             "UTC; convert to Europe/London only when rendering an email or the calendar feed. No naive datetimes "
             "anywhere, so no datetime.utcnow().")
    s.grep("greputcnow", "utcnow\\(", ["app/tasks.py", "app/routers/jobs.py", "tests/test_reminders.py"])
    s.edit("utcfix", "app/tasks.py", "from datetime import timedelta", "from datetime import UTC, datetime, timedelta")
    s.bash("tests5", "uv run pytest -q", "......................................                                   "
           "[100%]\n38 passed in 15.20s")
    s.bash("commit5", "git add -A && git commit -m 'feat(reminders): remind fixers 48 hours ahead; add compose "
           "setup'", "[main 6a2b8e1] feat(reminders): remind fixers 48 hours ahead; add compose setup\n 6 files "
           "changed, 58 insertions(+), 9 deletions(-)")
    s.stop()


def s6(s):
    s.start()
    s.prompt("nearby", "The café finder: GET /cafes/nearby?lat=..&lng=..&radius_km=.. sorted by distance. No PostGIS, "
             "41 rows fit in memory, a haversine in Python is fine. And cache the café list in Redis for five "
             "minutes: Ade's site reads it on every page load.")
    s.write("cafesvc", "app/services/cafes.py", CAFE_SERVICE)
    s.edit("cafeschema", "app/schemas.py", "class Page(BaseModel):",
           "class CafeOut(BaseModel):\n    id: int\n    name: str\n    town: str\n    lat: float\n    lng: float\n"
           "    opening_hours: str | None = None\n\n\nclass Page(BaseModel):")
    s.bash("cafefail", "uv run pytest -q tests/test_cafes.py", "",
           "FAILED tests/test_cafes.py::test_nearby_sorted - pydantic_core._pydantic_core.ValidationError: 1 "
           "validation error for CafeOut\n  Input should be a valid dictionary or instance of CafeOut "
           "[type=model_type, input_value=<app.models.Cafe object at 0x7f3a2c1d5e50>, input_type=Cafe]\n"
           "    For further information visit https://errors.pydantic.dev/2.9/v/model_type\n1 failed, 3 passed in "
           "6.91s", code=1)
    s.edit("cafefix", "app/schemas.py", "class CafeOut(BaseModel):\n    id: int",
           "class CafeOut(BaseModel):\n    model_config = ConfigDict(from_attributes=True)  # built from ORM rows\n\n"
           "    id: int")
    s.bash("cafeok", "uv run pytest -q", "..............................................  [100%]\n45 passed in 16.04s")
    s.bash("cachebench", "uv run python scripts/bench_nearby.py --n 500",
           "41 cafés, 500 requests each\nwith redis cache:   p50 3.1 ms   p95 5.8 ms\nstraight from postgres: "
           "p50 18.4 ms   p95 26.9 ms")
    s.prompt("migpref", "About migrations, from now on: one Alembic revision per pull request, always with a working "
             "downgrade(), and never edit a migration once it has been applied anywhere (the Render database counts). "
             "Name them with a verb first: add_opening_hours, rename_..., drop_....")
    s.write("openinghours", "migrations/versions/b7e3f05a9c12_add_opening_hours.py",
            "\"\"\"add_opening_hours\n\nRevision ID: b7e3f05a9c12\nRevises: 9c41e2b7a0d5\n\"\"\"\nimport sqlalchemy as sa\n"
            "from alembic import op\n\nrevision = \"b7e3f05a9c12\"\ndown_revision = \"9c41e2b7a0d5\"\n\n\n"
            "def upgrade() -> None:\n    op.add_column(\"cafes\", sa.Column(\"opening_hours\", sa.String(200), "
            "nullable=True))\n\n\ndef downgrade() -> None:\n    op.drop_column(\"cafes\", \"opening_hours\")\n")
    s.bash("migroundtrip", "uv run alembic upgrade head && uv run alembic downgrade -1 && uv run alembic upgrade head",
           "INFO  [alembic.runtime.migration] Running upgrade 9c41e2b7a0d5 -> b7e3f05a9c12, add_opening_hours\n"
           "INFO  [alembic.runtime.migration] Running downgrade b7e3f05a9c12 -> 9c41e2b7a0d5, add_opening_hours\n"
           "INFO  [alembic.runtime.migration] Running upgrade 9c41e2b7a0d5 -> b7e3f05a9c12, add_opening_hours")
    s.bash(None, "uv run ruff check && uv run ruff format --check", "All checks passed!\n31 files already formatted")
    s.bash("commit6", "git add -A && git commit -m 'feat(cafes): add nearby search with a redis-cached cafe list'",
           "[main 0f5c3d7] feat(cafes): add nearby search with a redis-cached cafe list\n 8 files changed, "
           "203 insertions(+), 3 deletions(-)")
    s.stop()


def s7(s):
    s.start()
    s.prompt("fly", "Decision: we're moving off Render to Fly.io. The April bill from Render was $52 (web $7, worker "
             "$7, Postgres basic-1gb $19, Key Value $10, plus bandwidth), there is no London region so every request "
             "from Leeds or Newcastle pays ~25 ms to Frankfurt, and a deploy takes 6 to 7 minutes. On Fly: region "
             "lhr, one app with two process groups (web and worker), Fly Postgres, and Upstash Redis through "
             "`fly redis`.")
    s.bash("flylaunch", "fly launch --no-deploy --name fixwell-api --region lhr",
           "Scanning source code\nDetected a Python FastAPI app\nCreating app in /home/tomasz/src/fixwell-api\n"
           "Created app 'fixwell-api' in organization 'mend-and-make'\nAdmin URL: https://fly.io/apps/fixwell-api\n"
           "Hostname: fixwell-api.fly.dev\nWrote config file fly.toml")
    s.write("flytoml", "fly.toml", FLY_TOML)
    s.bash("flypg", "fly postgres create --name fixwell-db --region lhr --vm-size shared-cpu-1x --volume-size 3 && "
           "fly postgres attach fixwell-db -a fixwell-api",
           "Creating postgres cluster in organization mend-and-make\nPostgres cluster fixwell-db created\n"
           "Checking for existing attachments\nRegistering attachment\nCreating database\nCreating user\n\n"
           "Postgres cluster fixwell-db is now attached to fixwell-api\nThe following secret was added to "
           "fixwell-api:\n  DATABASE_URL=postgres://fixwell_api:********@fixwell-db.flycast:5432/fixwell_api?"
           "sslmode=disable")
    s.bash("flyredis", "fly redis create --name fixwell-redis --region lhr --no-replicas && fly secrets set "
           "REDIS_URL=redis://default:********@fly-fixwell-redis.upstash.io:6379 -a fixwell-api",
           "Your Upstash Redis database fixwell-redis is ready. Apps in the mend-and-make org can connect at "
           "redis://default:********@fly-fixwell-redis.upstash.io:6379\nSecrets are staged for the first "
           "deployment")
    s.bash("flyfail1", "fly deploy", "==> Building image\n--> Building image done\n==> Release command\n"
           "Running fixwell-api release_command: uv run alembic upgrade head\n",
           "  File \"/app/migrations/env.py\", line 41, in run_async_migrations\n    connectable = "
           "async_engine_from_config(\n  ...\nsqlalchemy.exc.NoSuchModuleError: Can't load plugin: "
           "sqlalchemy.dialects:postgres\nError: release command failed, deployment aborted", code=1)
    s.edit("flyfix1", "app/config.py", "    DATABASE_URL: str\n",
           "    DATABASE_URL: str\n\n    @field_validator(\"DATABASE_URL\")\n    @classmethod\n"
           "    def _asyncpg_scheme(cls, v: str) -> str:\n        # fly postgres attach sets postgres://, SQLAlchemy "
           "wants postgresql+asyncpg://\n        return re.sub(r\"^postgres(ql)?://\", \"postgresql+asyncpg://\", v)\n")
    s.bash("flyfail2", "fly deploy", "==> Release command\nRunning fixwell-api release_command: uv run alembic "
           "upgrade head\n", "  File \".venv/lib/python3.12/site-packages/sqlalchemy/dialects/postgresql/asyncpg.py\","
           " line 955, in connect\n    await_only(creator_fn(*arg, **kw)),\nTypeError: connect() got an unexpected "
           "keyword argument 'sslmode'\nError: release command failed, deployment aborted", code=1)
    s.edit("flyfix2", "app/config.py", "        return re.sub(r\"^postgres(ql)?://\", \"postgresql+asyncpg://\", v)\n",
           "        url = re.sub(r\"^postgres(ql)?://\", \"postgresql+asyncpg://\", v)\n"
           "        # asyncpg takes no sslmode query argument; on Fly's private network (flycast) there is no TLS\n"
           "        return re.sub(r\"[?&]sslmode=[^&]*\", \"\", url)\n")
    s.bash("flyok", "fly deploy", "==> Release command\nRunning fixwell-api release_command: uv run alembic upgrade "
           "head\nINFO  [alembic.runtime.migration] Running upgrade  -> 3f2a91c0d7e4, initial tables\n"
           "INFO  [alembic.runtime.migration] Running upgrade 3f2a91c0d7e4 -> 9c41e2b7a0d5, rename tickets to "
           "repair_jobs\nINFO  [alembic.runtime.migration] Running upgrade 9c41e2b7a0d5 -> b7e3f05a9c12, "
           "add_opening_hours\nRelease command completed successfully\n==> Updating existing machines in "
           "'fixwell-api' with rolling strategy\n  [1/2] Machine 3d8d9e1f24e789 [web] update succeeded\n"
           "  [2/2] Machine 91852e3c6d7083 [worker] update succeeded\nVisit your newly deployed app at "
           "https://fixwell-api.fly.dev/\n(deploy took 1m38s)")
    s.lesson("lesson2", "Fly's `postgres attach` sets DATABASE_URL as postgres://...?sslmode=disable. SQLAlchemy's "
             "async engine needs the postgresql+asyncpg:// scheme and asyncpg rejects an sslmode argument, so "
             "normalize the URL in Settings (a validator) instead of hand-editing the secret.",
             "First fly deploy of fixwell-api: the release command failed twice on the database URL")
    s.remember("memfly", "Deploying fixwell-api (Fly.io, since 19 May): `fly deploy` from an up-to-date main. App "
               "fixwell-api in lhr with process groups web (uvicorn) and worker (Celery); migrations run as the "
               "release_command. Database: Fly Postgres cluster fixwell-db (`fly postgres connect -a fixwell-db`); "
               "Redis: Upstash fixwell-redis. Secrets with `fly secrets set`. Logs: `fly logs -a fixwell-api`. The "
               "Render services are suspended and get deleted after 1 June.", "Deploy runbook (Fly.io)", "fact")
    s.bash("commit7", "git add -A && git commit -m 'chore(deploy): move from render to fly.io in lhr'",
           "[main 7e4b2c0] chore(deploy): move from render to fly.io in lhr\n 4 files changed, 61 insertions(+), "
           "44 deletions(-)\n delete mode 100644 render.yaml")
    s.stop()


def s8(s):
    s.start()
    s.prompt("limit120", "The Hexham café runs its booking kiosk on three tablets behind one router, and on Saturday "
             "they got 429s all morning. Raise the public limit to 120 requests per minute.")
    s.edit("limitedit", "app/main.py", "default_limits=[\"60/minute\"]", "default_limits=[\"120/minute\"]")
    s.prompt("nocache", "Actually let's not cache the café list after all. Hazel changed Whitby's opening hours "
             "yesterday, the site kept showing the old ones for five minutes and two fixers turned up to a locked "
             "hall. 41 rows straight from Postgres is 18 ms; correctness wins.")
    s.edit("cacheremove", "app/services/cafes.py",
           "async def all_cafes(session: AsyncSession) -> list[CafeOut]:\n    if cached := await redis.get(CACHE_KEY):\n"
           "        return [CafeOut.model_validate(c) for c in json.loads(cached)]\n",
           "async def all_cafes(session: AsyncSession) -> list[CafeOut]:\n    # no cache: edits to opening hours must "
           "show at once (Whitby, 20 May)\n")
    s.prompt("restructure", "The tasks module is getting crowded. Move app/tasks.py to app/worker/reminders.py, and "
             "the task send_reminder becomes remind_fixers. Also rename REMINDER_HOURS to REMINDER_LEAD_HOURS: the "
             "old name reads like an interval.")
    s.bash("gitmv2", "mkdir -p app/worker && git mv app/tasks.py app/worker/reminders.py && touch app/worker/__init__.py",
           "")
    s.edit("taskrename", "app/worker/reminders.py", "@celery.task(name=\"send_reminder\", bind=True, max_retries=3)\n"
           "def send_reminder(self, signup_id: int) -> None:",
           "@celery.task(name=\"remind_fixers\", bind=True, max_retries=3)\ndef remind_fixers(self, signup_id: int) "
           "-> None:")
    s.grep("grepsetting", "REMINDER_HOURS|app\\.tasks", ["app/config.py", "app/worker/reminders.py", "fly.toml",
                                                          "docker-compose.yml", "tests/test_reminders.py"])
    s.edit("settingrename", "app/config.py", "    REMINDER_HOURS: int = 48",
           "    REMINDER_LEAD_HOURS: int = 48")
    s.bash("tests8", "uv run pytest -q", "...................................................  [100%]\n"
           "51 passed in 17.63s")
    s.bash("alembicstale", "uv run alembic revision --autogenerate -m 'add_job_photos'", "",
           "ERROR [alembic.util.messaging] Target database is not up to date.\n  FAILED: Target database is not up "
           "to date.", code=255)
    s.bash("alembicstalefix", "uv run alembic upgrade head && uv run alembic revision --autogenerate -m "
           "'add_job_photos'", "INFO  [alembic.runtime.migration] Running upgrade 9c41e2b7a0d5 -> b7e3f05a9c12, "
           "add_opening_hours\nINFO  [alembic.autogenerate.compare] Detected added table 'job_photos'\n  Generating "
           "migrations/versions/e52a8d1c4f60_add_job_photos.py ...  done",
           desc="The local database was still one revision behind after the docker compose reset")
    s.prompt("thin", "While we're at it, conventions: route handlers stay thin (parse, call a service, return), all "
             "logic lives in app/services/; no `Any` in Pydantic schemas; every public function has type hints, "
             "and mypy --strict runs on app/.")
    s.remember("memconv", "fixwell-api code conventions: thin FastAPI handlers, logic in app/services/; no Any in "
               "Pydantic schemas; type hints everywhere, mypy --strict on app/; ruff (line length 100) before each "
               "commit; tests on real Postgres via testcontainers with a 4xx test per endpoint; Alembic: one "
               "revision per PR, with a downgrade, never edit an applied one.", "Code conventions", "preference")
    s.bash("commit8", "git add -A && git commit -m 'refactor(worker): move reminders to app/worker, drop the "
           "cafe cache' -m 'send_reminder -> remind_fixers, REMINDER_HOURS -> REMINDER_LEAD_HOURS, rate limit "
           "120/min.'", "[main 5b91f3e] refactor(worker): move reminders to app/worker, drop the cafe cache\n "
           "10 files changed, 73 insertions(+), 52 deletions(-)\n rename app/{tasks.py => worker/reminders.py} (91%)")
    s.stop()


def s9(s):
    s.start()
    s.prompt("dupes", "Hazel forwarded three complaints: the fixers for Saturday's Ripon session got the same "
             "reminder email two or three times. Look at the worker logs.")
    s.bash("dupelogs", "fly logs -a fixwell-api --no-tail | grep remind_fixers | grep 4417",
           "2027-05-20T06:58:02Z worker [INFO/MainProcess] Task remind_fixers[8e1f0c2a-4417] received (eta "
           "2027-05-20T09:00:00+00:00)\n2027-05-20T07:58:04Z worker [INFO/MainProcess] Task "
           "remind_fixers[8e1f0c2a-4417] received (eta 2027-05-20T09:00:00+00:00)\n2027-05-20T08:58:05Z worker "
           "[INFO/MainProcess] Task remind_fixers[8e1f0c2a-4417] received (eta 2027-05-20T09:00:00+00:00)\n"
           "2027-05-20T09:00:00Z worker [INFO/ForkPoolWorker-1] Task remind_fixers[8e1f0c2a-4417] succeeded in "
           "0.41s\n2027-05-20T09:00:00Z worker [INFO/ForkPoolWorker-2] Task remind_fixers[8e1f0c2a-4417] succeeded "
           "in 0.44s\n2027-05-20T09:00:01Z worker [INFO/ForkPoolWorker-3] Task remind_fixers[8e1f0c2a-4417] "
           "succeeded in 0.39s")
    s.read("readcelery", "app/worker/__init__.py", "from celery import Celery\n\nfrom app.config import settings\n\n"
           "celery = Celery(\"fixwell\", broker=settings.REDIS_URL, backend=settings.REDIS_URL,\n"
           "                include=[\"app.worker.reminders\", \"app.worker.photos\"])\n"
           "celery.conf.update(task_acks_late=True, timezone=\"UTC\")\n"
           "# broker_transport_options not set: Redis visibility_timeout is the default 3600 s\n")
    s.fetch("celerydoc", "https://docs.celeryq.dev/en/stable/getting-started/backends-and-brokers/redis.html",
            "What happens to ETA tasks longer than the visibility timeout?",
            "Visibility timeout: if a task isn't acknowledged within the visibility timeout the task will be "
            "redelivered to another worker and executed. This causes problems with ETA/countdown/retry tasks where "
            "the time to execute exceeds the visibility timeout; in fact if that happens it will be executed again, "
            "and again in a loop. The default visibility timeout for Redis is 1 hour.")
    s.prompt("beat", "So ETA tasks two days out can't work on Redis with a one-hour visibility timeout. Drop the ETA "
             "tasks altogether: a Celery beat job every 15 minutes picks the sessions that start within the lead time "
             "and emails every signed-up fixer whose reminded_at is still empty, setting reminded_at in the same "
             "transaction.")
    s.write("remindedat", "migrations/versions/f18c6b2e0d93_add_reminded_at.py",
            "\"\"\"add_reminded_at\n\nRevision ID: f18c6b2e0d93\nRevises: e52a8d1c4f60\n\"\"\"\nimport sqlalchemy as sa\n"
            "from alembic import op\n\nrevision = \"f18c6b2e0d93\"\ndown_revision = \"e52a8d1c4f60\"\n\n\n"
            "def upgrade() -> None:\n    op.add_column(\"signups\", sa.Column(\"reminded_at\", sa.DateTime(timezone=True),"
            " nullable=True))\n\n\ndef downgrade() -> None:\n    op.drop_column(\"signups\", \"reminded_at\")\n")
    s.edit("beatedit", "app/worker/reminders.py", "def schedule_reminder(signup) -> None:\n    eta = "
           "signup.event.starts_at - timedelta(hours=settings.REMINDER_LEAD_HOURS)\n    remind_fixers.apply_async("
           "args=[signup.id], eta=eta)\n",
           "celery.conf.beat_schedule = {\n    \"remind-fixers\": {\"task\": \"remind_due_fixers\", \"schedule\": "
           "15 * 60},\n}\n\n\n@celery.task(name=\"remind_due_fixers\")\ndef remind_due_fixers() -> int:\n"
           "    \"\"\"Every 15 min: email fixers of sessions starting within REMINDER_LEAD_HOURS, once each "
           "(reminded_at).\"\"\"\n    return send_due_reminders(datetime.now(UTC) + timedelta(hours="
           "settings.REMINDER_LEAD_HOURS))\n")
    s.edit("flybeat", "fly.toml", "  worker = \"uv run celery -A app.tasks worker -l info --concurrency 4\"",
           "  worker = \"uv run celery -A app.worker worker --beat -l info --concurrency 4\"")
    s.bash("tests9", "uv run pytest -q", "..........................................................  [100%]\n"
           "58 passed in 19.12s")
    s.lesson("lesson3", "With Redis as the Celery broker, never schedule ETA/countdown tasks further out than the "
             "visibility_timeout (1 hour by default): unacknowledged tasks are redelivered every hour and run once "
             "per delivery. For far-future work use a beat job that scans the database and records what it sent.",
             "Fixers got the same reminder 2-3 times from 48-hour ETA tasks")
    s.prompt("resend", "And let's switch email from Postmark to Resend: our Postmark trial ran out and the cheapest "
             "plan is $15 a month for 10,000 emails, Resend's free tier covers 3,000 a month and we send about "
             "1,200. Hazel already OK'd it.")
    s.bash("uvresend", "uv remove postmarker && uv add resend", "Resolved 68 packages in 391ms\nUninstalled 1 package "
           "in 4ms\n - postmarker==1.0\nResolved 69 packages in 402ms\nInstalled 1 package in 6ms\n + resend==2.5.1")
    s.edit("emailedit", "app/email.py", "from postmarker.core import PostmarkClient\n\npostmark = PostmarkClient("
           "server_token=settings.POSTMARK_TOKEN)\n",
           "import resend\n\nresend.api_key = settings.RESEND_API_KEY  # Postmark dropped 25 May (plan cost)\n")
    s.bash("pydanticbump", "uv lock --upgrade-package pydantic && uv sync",
           "Resolved 69 packages in 1.02s\nUpdated pydantic v2.9.2 -> v2.10.4\nUpdated pydantic-core v2.23.4 -> "
           "v2.27.2\nInstalled 2 packages in 19ms")
    s.bash(None, "uv run pytest -q", "..........................................................  [100%]\n"
           "58 passed in 18.77s")
    s.bash("commit9", "git add -A && git commit -m 'fix(reminders): send reminders from a beat scan instead of eta "
           "tasks' -m 'Redis redelivered 48 h ETA tasks every hour (visibility timeout). Email via resend; pydantic "
           "2.10.4.'", "[main a3c7f19] fix(reminders): send reminders from a beat scan instead of eta tasks\n "
           "9 files changed, 118 insertions(+), 47 deletions(-)")
    s.stop()


def s10(s):
    s.start()
    s.prompt("release", "Release day: v1.0.0 goes live for all 41 cafés this afternoon and Ade's site switches to the "
             "Fly URL. Load test against production first.")
    s.bash("locust", "uv run locust -f loadtest/locustfile.py --headless -u 80 -r 10 -t 5m --host "
           "https://fixwell-api.fly.dev --only-summary",
           "Type     Name                    # reqs   # fails |  Avg   Min   Max   Med |  req/s\n"
           "GET      /cafes/nearby            11840   0(0.00%) |   71    38   612    62 |  39.5\n"
           "POST     /jobs                     2961   0(0.00%) |  104    61   880    93 |   9.9\n"
           "GET      /jobs/[id]                5922   0(0.00%) |   58    33   401    51 |  19.7\n"
           "Aggregated                        20723   0(0.00%) |   73    33   880    63 |  69.1\n\n"
           "Response time percentiles (approximated)\nAggregated  50%: 63 ms  95%: 240 ms  99%: 410 ms")
    s.prompt("docspublic", "Actually let's not hide the API docs in production after all: Ade's team and two café "
             "admins use the Swagger page to try requests, and there's nothing secret in it. Keep /docs public on "
             "production.")
    s.edit("docsedit", "app/main.py", "prod = settings.ENV == \"production\"\napp = FastAPI(title=\"fixwell-api\", "
           "docs_url=None if prod else \"/docs\", redoc_url=None if prod else \"/redoc\")",
           "app = FastAPI(title=\"fixwell-api\", version=\"1.0.0\")  # /docs stays public (27 May)")
    s.edit("versionbump", "pyproject.toml", "version = \"0.1.0\"", "version = \"1.0.0\"")
    s.write("changelog", "CHANGELOG.md", "# Changelog\n\n## 1.0.0 (27 May 2027)\n\nFirst release for the Mend & Make "
            "cafés.\n\n- Book a broken item in for a repair session and follow what happened to it (/jobs).\n"
            "- Find the nearest repair café (/cafes/nearby).\n- Fixers get a reminder email two days before a "
            "session they signed up for.\n- Runs in London (Fly.io).\n")
    s.bash("tests10", "uv run pytest -q", "..............................................................  [100%]\n"
           "61 passed in 21.40s")
    s.bash("tag", "git add -A && git commit -m 'chore(release): v1.0.0' && git tag -a v1.0.0 -m 'fixwell-api 1.0.0' "
           "&& git push origin main --tags", "[main d84e2a6] chore(release): v1.0.0\n 4 files changed, 19 "
           "insertions(+), 4 deletions(-)\nTo github.com:mend-and-make/fixwell-api.git\n   a3c7f19..d84e2a6  main "
           "-> main\n * [new tag]         v1.0.0 -> v1.0.0")
    s.bash("deploy10", "fly deploy", "==> Release command\nRunning fixwell-api release_command: uv run alembic "
           "upgrade head\nINFO  [alembic.runtime.migration] Running upgrade e52a8d1c4f60 -> f18c6b2e0d93, "
           "add_reminded_at\nRelease command completed successfully\n  [1/2] Machine 3d8d9e1f24e789 [web] update "
           "succeeded\n  [2/2] Machine 91852e3c6d7083 [worker] update succeeded\nVisit your newly deployed app at "
           "https://fixwell-api.fly.dev/\n(deploy took 1m44s)")
    s.prompt("nofriday", "New rule, from today: no production deploys on Fridays, and none after 15:00 on any other "
             "day. The cafés hammer the site on Saturday mornings and nobody is around to roll back.")
    s.stop()


def s11(s):
    s.start()
    s.prompt("oom", "The worker has been restarting since last night, fly status shows it flapping. Have a look.")
    s.bash("oomlog", "fly logs -a fixwell-api --no-tail | grep -i -B1 -A2 'out of memory' | tail -6",
           "2027-05-28T06:41:19Z worker [INFO/ForkPoolWorker-3] Task make_job_thumbnail[c2d4] received\n"
           "2027-05-28T06:41:22Z worker Out of memory: Killed process 641 (celery) total-vm:912344kB, "
           "anon-rss:498112kB, file-rss:0kB, shmem-rss:0kB, UID:1000\n2027-05-28T06:41:23Z worker [ERROR/MainProcess] "
           "Process 'ForkPoolWorker-3' pid:641 exited with 'signal 9 (SIGKILL)'\n2027-05-28T06:41:24Z runner "
           "machine 91852e3c6d7083 [worker] restarted (exit code 137), restart count 14")
    s.read("readphotos", "app/worker/photos.py", PHOTOS)
    s.bash("scalemem", "fly scale memory 1024 --process-group worker -a fixwell-api",
           "Updating machine 91852e3c6d7083\nNo health checks found\nMachine 91852e3c6d7083 updated successfully!\n"
           "Scaled VM memory size to 1024 MB for process group worker")
    s.edit("flymem", "fly.toml", "[[vm]]\n  size = \"shared-cpu-1x\"\n  memory = \"512mb\"\n  processes = [\"web\", "
           "\"worker\"]\n", "[[vm]]\n  size = \"shared-cpu-1x\"\n  memory = \"512mb\"\n  processes = [\"web\"]\n\n"
           "[[vm]]\n  size = \"shared-cpu-1x\"\n  memory = \"1024mb\"  # 512 MB OOM-killed thumbnails of 12 MP "
           "photos (28 May)\n  processes = [\"worker\"]\n")
    s.edit("concurrency", "fly.toml", "--beat -l info --concurrency 4\"", "--beat -l info --concurrency 2\"")
    s.edit("draftfix", "app/worker/photos.py", "    img = Image.open(BytesIO(raw))\n    img = img.convert(\"RGB\")"
           "                 # decodes the full image first\n",
           "    img = Image.open(BytesIO(raw))\n    img.draft(\"RGB\", THUMB_SIZE)  # JPEG: decode at 1/2..1/8 scale "
           "instead of the full 4032x3024\n    img = img.convert(\"RGB\")\n")
    s.bash("tests11", "uv run pytest -q", "...............................................................  [100%]\n"
           "62 passed in 21.93s")
    s.bash("flystatus", "fly status -a fixwell-api", "App\n  Name     = fixwell-api\n  Hostname = fixwell-api.fly.dev\n"
           "  Image    = fixwell-api:deployment-01JWB3K7Q2\n\nMachines\nPROCESS  ID              VERSION  REGION  "
           "STATE    CHECKS              LAST UPDATED\nweb      3d8d9e1f24e789  14       lhr     started  1 total, "
           "1 passing  2027-05-27T14:12:40Z\nworker   91852e3c6d7083  14       lhr     started                      "
           "2027-05-28T10:22:05Z")
    s.prompt("waitmonday", "Scaling the machine up is fine today, that's not a deploy. The draft-mode change and the "
             "concurrency 2 wait for Monday's deploy: it's Friday and the rule is the rule. Commit it on a branch.")
    s.bash("commit11", "git switch -c fix/worker-memory && git add -A && git commit -m 'fix(worker): decode photos in "
           "draft mode and give the worker 1 GB'", "Switched to a new branch 'fix/worker-memory'\n"
           "[fix/worker-memory 19ce0b4] fix(worker): decode photos in draft mode and give the worker 1 GB\n "
           "2 files changed, 11 insertions(+), 4 deletions(-)")
    s.stop()


SESSIONS = [
    ("s1", "2027-05-03T08:40:00", "4957a1f6-2e03-4a53-b60d-4ded96a80344", s1),   # Mon
    ("s2", "2027-05-05T09:15:00", "4d0b8011-9bc3-4d25-a94f-448dedbe0d91", s2),   # Wed
    ("s3", "2027-05-07T13:20:00", "58d2b6da-ec1f-4b8e-84fe-3b615f101fa1", s3),   # Fri
    ("s4", "2027-05-11T08:30:00", "2349089b-9f53-4bed-8f11-281441badcd3", s4),   # Tue
    ("s5", "2027-05-13T13:50:00", "11ab25b3-b7c7-46d6-ba5a-3614c7d5bc05", s5),   # Thu
    ("s6", "2027-05-17T09:05:00", "5fce9be0-c693-4422-ac70-ca52f4c5a60f", s6),   # Mon
    ("s7", "2027-05-19T09:30:00", "5e7ec930-4f21-4023-a6c2-1b8c9afd76c2", s7),   # Wed
    ("s8", "2027-05-21T10:10:00", "6bd21e76-1a61-4979-8126-abd3bbd52d1e", s8),   # Fri
    ("s9", "2027-05-25T08:45:00", "19bf4f0b-ec3f-4436-9c2c-75bcf9654b1f", s9),   # Tue
    ("s10", "2027-05-27T12:30:00", "647cdc7a-50a5-43cd-bb8d-3614688dbd10", s10),  # Thu
    ("s11", "2027-05-28T09:40:00", "1b58d696-9250-4e33-866c-1d75cd461fc4", s11),  # Fri
]

#: When the questions are asked: Tuesday morning, four days after the last session (a Friday).
ASKED_AT = "2027-06-01T08:45:00Z"
