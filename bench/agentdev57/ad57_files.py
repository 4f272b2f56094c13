"""Whole files the agent reads or writes in the deskmate history (bench/agentdev57/sessions.py)."""
from __future__ import annotations

PYPROJECT = """[project]
name = "deskmate"
version = "0.1.0"
description = "Brightroster's support agent: drafts Zendesk replies with Stripe context (LangGraph)"
readme = "README.md"
requires-python = ">=3.12"
dependencies = [
    "langgraph>=0.2.60",
    "langchain-openai>=0.2.14",
    "langchain-core>=0.3.28",
    "httpx>=0.28",
    "stripe>=11.4",
    "redis>=5.2",
    "jinja2>=3.1",
    "pydantic-settings>=2.7",
    "fastapi>=0.115",
    "uvicorn[standard]>=0.34",
]

[dependency-groups]
dev = [
    "pytest>=8.3",
    "pytest-asyncio>=0.25",
    "respx>=0.22",
    "ruff>=0.8",
    "mypy>=1.14",
]

[project.scripts]
deskmate = "deskmate.cli:main"

[build-system]
requires = ["hatchling"]
build-backend = "hatchling.build"

[tool.ruff]
line-length = 100
target-version = "py312"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "SIM"]

[tool.mypy]
strict = true
plugins = ["pydantic.mypy"]

[tool.pytest.ini_options]
testpaths = ["tests"]
asyncio_mode = "auto"
markers = [
    "live: talks to the real Zendesk / Stripe / OpenAI (never in CI)",
    "eval: runs the golden ticket set against the model (opt-in)",
]
addopts = "-m 'not live and not eval'"
"""

CONFIG_PY = '''"""Settings for deskmate, read once from the environment (and .env in development)."""
from __future__ import annotations

from functools import lru_cache

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    """Everything configurable lives here; nothing else reads os.environ."""

    model_config = SettingsConfigDict(env_file=".env", extra="ignore")

    # model
    model: str = Field("gpt-4.1", alias="DESKMATE_MODEL")
    temperature: float = 0.2
    openai_api_key: SecretStr = Field(SecretStr(""), alias="OPENAI_API_KEY")

    # Zendesk (API token auth as the deskmate agent user)
    zendesk_subdomain: str = Field("brightroster", alias="ZENDESK_SUBDOMAIN")
    zendesk_email: str = Field("deskmate@brightroster.com", alias="ZENDESK_EMAIL")
    zendesk_token: SecretStr = Field(SecretStr(""), alias="ZENDESK_API_TOKEN")

    # Stripe: a restricted, read-only key (rk_...), never a secret key
    stripe_key: SecretStr = Field(SecretStr(""), alias="STRIPE_RESTRICTED_KEY")
    stripe_api_version: str = "2025-01-27.acacia"

    # conversation state
    redis_url: str = Field("redis://localhost:6380/0", alias="REDIS_URL")

    max_tool_calls: int = 12
    log_level: str = "INFO"


@lru_cache
def get_settings() -> Settings:
    """One Settings per process (tests clear the cache to override)."""
    return Settings()
'''

COMPOSE_YML = """services:
  redis:
    image: redis:7.4-alpine
    command: ["redis-server", "--appendonly", "yes"]
    ports:
      - "6380:6379"   # 6379 is the main Brightroster app's Redis on dev laptops
    volumes:
      - redisdata:/data
    healthcheck:
      test: ["CMD", "redis-cli", "ping"]
      interval: 5s
      timeout: 3s
      retries: 10

  api:
    build: .
    env_file: .env
    environment:
      REDIS_URL: redis://redis:6379/0
    ports:
      - "8080:8080"
    depends_on:
      redis:
        condition: service_healthy

volumes:
  redisdata:
"""

GRAPH_PY = '''"""The deskmate graph: classify the ticket, let the model call tools, draft a reply."""
from __future__ import annotations

from typing import Annotated, Literal, TypedDict

from langchain_core.messages import AnyMessage, SystemMessage
from langchain_openai import ChatOpenAI
from langgraph.graph import END, START, StateGraph
from langgraph.graph.message import add_messages
from langgraph.prebuilt import ToolNode

from deskmate.config import get_settings
from deskmate.tools import ALL_TOOLS

Intent = Literal["billing", "bug", "how_to", "account_access", "cancellation", "other"]


class TicketState(TypedDict):
    ticket_id: int
    messages: Annotated[list[AnyMessage], add_messages]
    intent: Intent | None
    tool_calls: int
    draft: str | None


def _llm() -> ChatOpenAI:
    s = get_settings()
    return ChatOpenAI(model=s.model, temperature=s.temperature, api_key=s.openai_api_key)


def classify(state: TicketState) -> dict:
    """One cheap call: which of the six intents is this ticket?"""
    out = _llm().with_structured_output(IntentChoice).invoke(state["messages"])
    return {"intent": out.intent}


def agent(state: TicketState) -> dict:
    system = SystemMessage(content="You are deskmate, Brightroster's support assistant. "
                           "Use the tools to look up the ticket and the customer, then draft a reply.")
    reply = _llm().bind_tools(ALL_TOOLS).invoke([system, *state["messages"]])
    return {"messages": [reply], "tool_calls": state["tool_calls"] + len(reply.tool_calls)}


def route(state: TicketState) -> Literal["tools", "draft"]:
    last = state["messages"][-1]
    return "tools" if getattr(last, "tool_calls", None) else "draft"


def draft(state: TicketState) -> dict:
    return {"draft": state["messages"][-1].content}


def build_graph():
    g = StateGraph(TicketState)
    g.add_node("classify", classify)
    g.add_node("agent", agent)
    g.add_node("tools", ToolNode(ALL_TOOLS))
    g.add_node("draft", draft)
    g.add_edge(START, "classify")
    g.add_edge("classify", "agent")
    g.add_conditional_edges("agent", route)
    g.add_edge("tools", "agent")
    g.add_edge("draft", END)
    return g.compile()
'''

ZENDESK_PY = '''"""Zendesk Support API tools (read the ticket, the requester\'s history; write internal notes)."""
from __future__ import annotations

import httpx
from langchain_core.tools import tool

from deskmate.config import get_settings


def _client() -> httpx.Client:
    s = get_settings()
    return httpx.Client(
        base_url=f"https://{s.zendesk_subdomain}.zendesk.com/api/v2",
        auth=(s.zendesk_email, s.zendesk_token.get_secret_value()),
        timeout=httpx.Timeout(10.0, connect=3.0),
        headers={"User-Agent": "deskmate/0.1 (+support-eng@brightroster.com)"},
    )


@tool
def get_ticket(ticket_id: int) -> dict:
    """The ticket: subject, description, status, tags, requester id and every public comment."""
    with _client() as c:
        t = c.get(f"/tickets/{ticket_id}.json").raise_for_status().json()["ticket"]
        comments = c.get(f"/tickets/{ticket_id}/comments.json").raise_for_status().json()["comments"]
    return {
        "id": t["id"],
        "subject": t["subject"],
        "status": t["status"],
        "tags": t["tags"],
        "requester_id": t["requester_id"],
        "comments": [{"author_id": x["author_id"], "public": x["public"], "body": x["plain_body"]}
                     for x in comments],
    }


@tool
def get_requester_history(requester_id: int, limit: int = 5) -> list[dict]:
    """The requester\'s email and their last `limit` tickets (subject, status, created_at)."""
    with _client() as c:
        user = c.get(f"/users/{requester_id}.json").raise_for_status().json()["user"]
        rows = c.get(f"/users/{requester_id}/tickets/requested.json",
                     params={"sort_by": "created_at", "sort_order": "desc", "per_page": limit})
        tickets = rows.raise_for_status().json()["tickets"]
    return [{"email": user["email"]}] + [
        {"id": t["id"], "subject": t["subject"], "status": t["status"], "created_at": t["created_at"]}
        for t in tickets
    ]


@tool
def add_internal_note(ticket_id: int, body: str) -> str:
    """Adds a PRIVATE comment (internal note) to the ticket. Never public: agents send replies."""
    payload = {"ticket": {"comment": {"body": body, "public": False}, "additional_tags": ["deskmate_draft"]}}
    with _client() as c:
        c.put(f"/tickets/{ticket_id}.json", json=payload).raise_for_status()
    return "ok"
'''

STRIPE_PY = '''"""Stripe lookups for deskmate. Read-only: the restricted key cannot write, and nothing here tries."""
from __future__ import annotations

import stripe
from langchain_core.tools import tool

from deskmate.config import get_settings


def _client() -> stripe.StripeClient:
    s = get_settings()
    return stripe.StripeClient(s.stripe_key.get_secret_value(), stripe_version=s.stripe_api_version)


@tool
def lookup_customer(email: str) -> dict:
    """The Stripe customer for an email address: id, name, plan, subscription status, balance."""
    customers = _client().customers.list(params={"email": email, "limit": 1}).data
    if not customers:
        return {"found": False, "email": email}
    c = customers[0]
    subs = _client().subscriptions.list(params={"customer": c.id, "status": "all", "limit": 1}).data
    sub = subs[0] if subs else None
    return {
        "found": True,
        "customer_id": c.id,
        "name": c.name,
        "plan_name": sub["items"].data[0].price.nickname if sub else None,
        "subscription_status": sub.status if sub else None,
        "balance_eur": c.balance / 100,
    }


@tool
def list_invoices(customer_id: str, limit: int = 6) -> list[dict]:
    """The customer\'s latest invoices: number, amount, status, date, hosted URL."""
    rows = _client().invoices.list(params={"customer": customer_id, "limit": limit}).data
    return [{"number": i.number, "amount_eur": i.amount_due / 100, "status": i.status,
             "created": i.created, "url": i.hosted_invoice_url} for i in rows]


@tool
def get_subscription(customer_id: str) -> dict | None:
    """The customer\'s current subscription: plan, seats, renewal date, cancel_at_period_end."""
    subs = _client().subscriptions.list(params={"customer": customer_id, "limit": 1}).data
    if not subs:
        return None
    s = subs[0]
    return {"plan": s["items"].data[0].price.nickname, "seats": s["items"].data[0].quantity,
            "renews": s.current_period_end, "cancel_at_period_end": s.cancel_at_period_end}
'''

EVAL_PY = '''"""The golden ticket set: intent accuracy and tool recall of the whole graph (opt-in: -m eval).

Tickets come from Maya\'s anonymised export (evals/golden/tickets.jsonl); Zendesk and Stripe answers are
recorded fixtures (evals/golden/fixtures/), so only the model call is live.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from deskmate.graph import build_graph
from tests.fixtures import replay_tools

GOLDEN = Path(__file__).parents[2] / "evals" / "golden" / "tickets.jsonl"
CASES = [json.loads(line) for line in GOLDEN.read_text().splitlines() if line.strip()]

pytestmark = pytest.mark.eval

RESULTS: list[dict] = []


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_ticket(case: dict) -> None:
    graph = build_graph()
    with replay_tools(case["fixtures"]) as calls:
        out = graph.invoke({"ticket_id": case["ticket_id"], "messages": [("user", case["text"])],
                            "intent": None, "tool_calls": 0, "draft": None},
                           config={"recursion_limit": 25})
    used = {c.name for c in calls}
    RESULTS.append({"id": case["id"], "intent_ok": out["intent"] == case["intent"],
                    "tool_recall": len(used & set(case["tools"])) / max(1, len(case["tools"]))})
    assert out["draft"], "no draft produced"


def pytest_sessionfinish() -> None:
    n = len(RESULTS)
    acc = sum(r["intent_ok"] for r in RESULTS) / n
    recall = sum(r["tool_recall"] for r in RESULTS) / n
    print(f"\\ngolden: {n} tickets, intent accuracy {acc:.3f}, tool recall {recall:.3f}")
'''

SYSTEM_J2 = """{#- system prompt for the agent node. Rendered with StrictUndefined: every variable must be passed. -#}
You are deskmate, the support assistant of Brightroster (shift scheduling for cafes and restaurants).
You help the support team by preparing a draft reply to ticket #{{ ticket.id }}.

## How to work
1. Read the ticket with get_ticket.
2. Always call lookup_customer first with the requester's email, then list_invoices or
   get_subscription if the ticket is about money.
3. Never invent invoice numbers, amounts or dates: quote them from the tools.

## The customer
{{ customer.name }} is on the {{ customer.plan_name }} plan ({{ customer.subscription_status }}).

## The reply
- Write in British English, in a friendly, plain tone. No emojis.
- Address the customer by first name.
- Never promise a date for a bug fix.
- Refunds: you may suggest a refund of up to 50 EUR. Anything above: say a colleague from
  billing will follow up, and add the tag refund_review.
- Sign off with: "Best wishes,\\nThe Brightroster team"

Intent of this ticket (from the classifier): {{ intent }}.
"""

BUDGET_PY = '''"""A cost budget per ticket: counts the model\'s tokens and stops the run when it would exceed the cap."""
from __future__ import annotations

from typing import Any

from langchain_core.callbacks import BaseCallbackHandler
from langchain_core.outputs import LLMResult

# USD per 1M tokens (OpenAI price list, February 2028)
PRICES = {
    "gpt-4.1": (2.00, 8.00),
    "gpt-4.1-mini": (0.40, 1.60),
}


class BudgetExceeded(RuntimeError):
    """The ticket would cost more than its budget; the run stops here."""


class CostBudget(BaseCallbackHandler):
    """Attach one per ticket run: `config={"callbacks": [CostBudget(0.04, model)]}`."""

    def __init__(self, max_usd: float, model: str) -> None:
        self.max_usd = max_usd
        self.price_in, self.price_out = PRICES[model]
        self.spent_usd = 0.0
        self.tokens_in = 0
        self.tokens_out = 0

    def on_llm_end(self, response: LLMResult, **kwargs: Any) -> None:
        usage = (response.llm_output or {}).get("token_usage", {})
        self.tokens_in += usage.get("prompt_tokens", 0)
        self.tokens_out += usage.get("completion_tokens", 0)
        self.spent_usd = (self.tokens_in * self.price_in + self.tokens_out * self.price_out) / 1e6
        if self.spent_usd > self.max_usd:
            raise BudgetExceeded(f"ticket cost {self.spent_usd:.4f} USD > budget {self.max_usd:.2f} USD")
'''

TELEMETRY_PY = '''"""OpenTelemetry setup: traces over OTLP/HTTP to Honeycomb (EU). No ticket text in spans, ever."""
from __future__ import annotations

import os

from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.instrumentation.httpx import HTTPXClientInstrumentor
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

tracer = trace.get_tracer("deskmate")


def setup_tracing() -> None:
    """Reads OTEL_EXPORTER_OTLP_ENDPOINT / OTEL_EXPORTER_OTLP_HEADERS / OTEL_SERVICE_NAME from the env."""
    resource = Resource.create({
        "service.name": os.environ.get("OTEL_SERVICE_NAME", "deskmate"),
        "deployment.environment": os.environ.get("DESKMATE_ENV", "dev"),
    })
    provider = TracerProvider(resource=resource)
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    trace.set_tracer_provider(provider)
    HTTPXClientInstrumentor().instrument()  # Zendesk calls become child spans


def ticket_span(ticket_id: int, node: str):
    """One span per graph node; attributes only, never the ticket body or the draft."""
    span = tracer.start_as_current_span(f"deskmate.{node}")
    return span, {"deskmate.ticket_id": ticket_id, "deskmate.node": node}
'''

DOCKERFILE = """# syntax=docker/dockerfile:1.7
FROM python:3.12-slim AS build
COPY --from=ghcr.io/astral-sh/uv:0.5.29 /uv /uvx /bin/
WORKDIR /app
ENV UV_COMPILE_BYTECODE=1 UV_LINK_MODE=copy
COPY pyproject.toml uv.lock ./
RUN --mount=type=cache,target=/root/.cache/uv uv sync --frozen --no-dev --no-install-project
COPY src/ src/
RUN --mount=type=cache,target=/root/.cache/uv uv sync --frozen --no-dev

FROM python:3.12-slim
WORKDIR /app
COPY --from=build /app/.venv /app/.venv
COPY --from=build /app/src /app/src
ENV PATH="/app/.venv/bin:$PATH" PYTHONUNBUFFERED=1 PORT=8080
USER 10001
EXPOSE 8080
CMD ["sh", "-c", "uvicorn deskmate.app:app --host 0.0.0.0 --port ${PORT} --workers 1"]
"""

WEBHOOK_PY = '''"""POST /webhooks/zendesk: Zendesk\'s trigger "deskmate: new or updated ticket" calls this."""
from __future__ import annotations

import base64
import hashlib
import hmac

from fastapi import APIRouter, Header, HTTPException, Request

from deskmate.config import get_settings
from deskmate.runner import run_ticket

router = APIRouter()


def _valid(body: bytes, signature: str, timestamp: str, secret: str) -> bool:
    digest = hmac.new(secret.encode(), timestamp.encode() + body, hashlib.sha256).digest()
    return hmac.compare_digest(base64.b64encode(digest).decode(), signature)


@router.post("/webhooks/zendesk")
async def zendesk_webhook(
    request: Request,
    x_zendesk_webhook_signature: str = Header(...),
    x_zendesk_webhook_signature_timestamp: str = Header(...),
) -> dict:
    body = await request.body()
    secret = get_settings().zendesk_webhook_secret.get_secret_value()
    if not _valid(body, x_zendesk_webhook_signature, x_zendesk_webhook_signature_timestamp, secret):
        raise HTTPException(status_code=401, detail="bad signature")
    event = await request.json()
    result = await run_ticket(int(event["ticket_id"]))
    return {"ok": True, "intent": result.intent, "cost_usd": round(result.cost_usd, 4)}
'''

CONVSTORE_PY = '''"""Conversation state per Zendesk ticket in plain Redis: one JSON list per ticket, expiring after 14 days.

Not langgraph-checkpoint-redis: that needs the Redis Search module (FT.* commands), which neither our
redis:7.4 in compose nor Memorystore has.
"""
from __future__ import annotations

import json

import redis
from langchain_core.messages import AnyMessage, messages_from_dict, messages_to_dict

TTL_SECONDS = 14 * 24 * 3600  # Zendesk auto-closes solved tickets after 10 days; keep a margin


class RedisConversationStore:
    def __init__(self, client: redis.Redis) -> None:
        self.r = client

    @staticmethod
    def key(ticket_id: int) -> str:
        return f"deskmate:conv:{ticket_id}"

    def load(self, ticket_id: int) -> list[AnyMessage]:
        raw = self.r.get(self.key(ticket_id))
        return messages_from_dict(json.loads(raw)) if raw else []

    def save(self, ticket_id: int, messages: list[AnyMessage]) -> None:
        self.r.set(self.key(ticket_id), json.dumps(messages_to_dict(messages)), ex=TTL_SECONDS)
'''

GOLDEN_HEAD = """{"id": "g001", "ticket_id": 900001, "intent": "billing", "tools": ["get_ticket", "lookup_customer", "list_invoices"], "text": "Hi, we were charged twice this month for the Pro plan, invoice BR-2027-11873 and BR-2027-11874. Can you sort this out? Thanks, Anna", "fixtures": "g001"}
{"id": "g002", "ticket_id": 900002, "intent": "how_to", "tools": ["get_ticket"], "text": "How do I copy last week's rota to next week? I can't find the button on the iPad app.", "fixtures": "g002"}
{"id": "g003", "ticket_id": 900003, "intent": "account_access", "tools": ["get_ticket", "get_requester_history"], "text": "I'm locked out, the reset email never arrives. My manager says I'm still on the account.", "fixtures": "g003"}
{"id": "g004", "ticket_id": 900004, "intent": "bug", "tools": ["get_ticket"], "text": "Since the update the shift swap notifications come through twice on Android (Pixel 7).", "fixtures": "g004"}
{"id": "g005", "ticket_id": 900005, "intent": "cancellation", "tools": ["get_ticket", "lookup_customer", "get_subscription"], "text": "We're closing our second location at the end of March, please cancel that subscription but keep the first one.", "fixtures": "g005"}
{"id": "g006", "ticket_id": 900006, "intent": "billing", "tools": ["get_ticket", "lookup_customer", "list_invoices"], "text": "Can I get a VAT invoice with our new company name? We changed from Kaffe Kollektiv to Kollektiv Hospitality Ltd.", "fixtures": "g006"}
{"id": "g007", "ticket_id": 900007, "intent": "how_to", "tools": ["get_ticket"], "text": "Is there a way to export hours per employee for payroll as CSV?", "fixtures": "g007"}
{"id": "g008", "ticket_id": 900008, "intent": "billing", "tools": ["get_ticket", "lookup_customer", "get_subscription"], "text": "We added 4 seats mid-month, why is the invoice so high? Please explain the proration.", "fixtures": "g008"}
{"id": "g009", "ticket_id": 900009, "intent": "other", "tools": ["get_ticket"], "text": "Do you have a partner programme for accountants?", "fixtures": "g009"}
{"id": "g010", "ticket_id": 900010, "intent": "bug", "tools": ["get_ticket", "get_requester_history"], "text": "Clock-in on the kiosk shows the wrong time zone since Sunday (we are in Lisbon).", "fixtures": "g010"}
"""

UV_LOCK_HEAD = """version = 1
revision = 1
requires-python = ">=3.12"

[[package]]
name = "annotated-types"
version = "0.7.0"
source = { registry = "https://pypi.org/simple" }
sdist = { url = "https://files.pythonhosted.org/packages/ee/67/531ea369ba64dcff5ec9c3402f9f51bf748cec26dde048a2f973a4eea7f5/annotated_types-0.7.0.tar.gz", hash = "sha256:aff07c09a53a08bc8cfccb9c85b05f1aa9a2a6f23728d790723543408344ce89", size = 16081 }

[[package]]
name = "anyio"
version = "4.8.0"
source = { registry = "https://pypi.org/simple" }
dependencies = [
    { name = "idna" },
    { name = "sniffio" },
]

[[package]]
name = "deskmate"
version = "0.4.0"
source = { editable = "." }
dependencies = [
    { name = "fastapi" },
    { name = "httpx" },
    { name = "jinja2" },
    { name = "langchain-core" },
    { name = "langchain-openai" },
    { name = "langgraph" },
    { name = "opentelemetry-exporter-otlp-proto-http" },
    { name = "opentelemetry-instrumentation-httpx" },
    { name = "opentelemetry-sdk" },
    { name = "pydantic-settings" },
    { name = "redis" },
    { name = "stripe" },
    { name = "uvicorn", extra = ["standard"] },
]

[[package]]
name = "langgraph"
version = "0.2.70"
source = { registry = "https://pypi.org/simple" }
dependencies = [
    { name = "langchain-core" },
    { name = "langgraph-checkpoint" },
    { name = "langgraph-sdk" },
]

[[package]]
name = "langgraph-checkpoint"
version = "2.0.12"
source = { registry = "https://pypi.org/simple" }
dependencies = [
    { name = "langchain-core" },
    { name = "msgpack" },
]

[[package]]
name = "openai"
version = "1.61.1"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "opentelemetry-sdk"
version = "1.30.0"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "redis"
version = "5.2.1"
source = { registry = "https://pypi.org/simple" }

[[package]]
name = "stripe"
version = "11.5.0"
source = { registry = "https://pypi.org/simple" }
dependencies = [
    { name = "requests" },
    { name = "typing-extensions" },
]
"""
