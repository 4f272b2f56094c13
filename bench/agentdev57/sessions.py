"""The eleven sessions of the deskmate history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad57_files import (BUDGET_PY, COMPOSE_YML, CONFIG_PY, CONVSTORE_PY, DOCKERFILE, EVAL_PY, GOLDEN_HEAD,
                        GRAPH_PY, PYPROJECT, STRIPE_PY, SYSTEM_J2, TELEMETRY_PY, UV_LOCK_HEAD, WEBHOOK_PY,
                        ZENDESK_PY)

RUN_URL = "https://deskmate-318604412275.europe-west1.run.app"


def ok_tests(n, secs="1.62", extra=""):
    return (f"============================= test session starts ==============================\n"
            f"platform linux -- Python 3.12.8, pytest-8.3.4, pluggy-1.5.0\nrootdir: /home/noor/src/deskmate\n"
            f"configfile: pyproject.toml\nplugins: respx-0.22.0, asyncio-0.25.2, anyio-4.8.0\n"
            f"collected {n + 80} items / 80 deselected / {n} selected\n\n"
            f"tests/test_graph.py ...                                                 \n"
            f"tests/tools/test_zendesk.py ....                                        \n"
            f"tests/tools/test_stripe.py .....                                        \n{extra}\n"
            f"====================== {n} passed, 80 deselected in {secs}s =======================")


def s1(s):
    s.start()
    s.prompt("goal", "New project: deskmate. Brightroster (we sell shift scheduling to cafes and restaurants, "
             "about 2,400 paying accounts) has a support team of five under Maya Lindqvist and they drown in "
             "tickets. I want an agent that reads each new Zendesk ticket, looks the customer up in Stripe, and "
             "drafts a reply for the human agents. Stack: Python 3.12, LangGraph with tool calls, OpenAI gpt-4.1 "
             "for now, Redis for conversation state, FastAPI for the webhook, and it will run on Cloud Run like "
             "the rest of our stuff. Set up the skeleton today.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 noor noor 4096 Feb  1 09:12 .\ndrwxr-xr-x 24 noor noor 4096 "
           "Feb  1 09:11 ..\ndrwxr-xr-x  7 noor noor 4096 Feb  1 09:12 .git\n-rw-r--r--  1 noor noor   31 Feb  1 "
           "09:12 README.md")
    s.prompt("rules", "House rules for this repo, please stick to them: 1) uv for everything (uv add, uv run, uv "
             "sync), no pip. 2) The unit tests never talk to the real Zendesk, Stripe or OpenAI: mock HTTP with "
             "respx or recorded fixtures; anything live is marked `live` and opt-in. 3) ruff check, ruff format "
             "and mypy --strict clean before every commit. 4) Stripe only through a restricted read-only key, the "
             "bot never writes anything to Stripe. 5) The bot never answers a customer directly: it only leaves "
             "internal notes, a human sends the reply.")
    s.bash("uvinit", "uv init --package --python 3.12 . && uv add langgraph langchain-openai langchain-core httpx "
           "stripe redis jinja2 pydantic-settings fastapi 'uvicorn[standard]'",
           "Initialized project `deskmate` at `/home/noor/src/deskmate`\nUsing CPython 3.12.8\nCreating virtual "
           "environment at: .venv\nResolved 63 packages in 1.48s\nPrepared 58 packages in 4.11s\nInstalled 58 "
           "packages in 97ms\n + fastapi==0.115.8\n + httpx==0.28.1\n + jinja2==3.1.5\n + langchain-core==0.3.34\n"
           " + langchain-openai==0.3.4\n + langgraph==0.2.70\n + openai==1.61.1\n + pydantic-settings==2.7.1\n"
           " + redis==5.2.1\n + stripe==11.5.0\n + uvicorn==0.34.0")
    s.bash(None, "uv add --dev pytest pytest-asyncio respx ruff mypy",
           "Resolved 70 packages in 512ms\nInstalled 7 packages in 31ms\n + mypy==1.15.0\n + pytest==8.3.4\n"
           " + pytest-asyncio==0.25.2\n + respx==0.22.0\n + ruff==0.9.5")
    s.read("pyproject", "pyproject.toml", PYPROJECT)
    s.write("config", "src/deskmate/config.py", CONFIG_PY)
    s.write("compose1", "docker-compose.yml", COMPOSE_YML)
    s.prompt("port", "Map Redis to host port 6380, the main Brightroster app's Redis already sits on 6379 on my "
             "laptop and on everyone else's.")
    s.bash("composeup", "docker compose up -d redis && docker compose ps",
           "[+] Running 3/3\n ✔ Network deskmate_default      Created\n ✔ Volume \"deskmate_redisdata\"   Created\n"
           " ✔ Container deskmate-redis-1     Started\nNAME               IMAGE              STATUS                   "
           "PORTS\ndeskmate-redis-1   redis:7.4-alpine   Up 5 seconds (healthy)   0.0.0.0:6380->6379/tcp")
    s.write("graph1", "src/deskmate/graph.py", GRAPH_PY)
    s.write(None, "tests/test_graph.py",
            "from deskmate.graph import build_graph\n\n\ndef test_graph_compiles():\n    g = build_graph()\n"
            "    assert set(g.get_graph().nodes) >= {\"classify\", \"agent\", \"tools\", \"draft\"}\n")
    s.bash("test1", "uv run pytest -q", ".                                                                        "
           "[100%]\n1 passed in 0.84s")
    s.bash(None, "uv run ruff check . && uv run ruff format --check . && uv run mypy src",
           "All checks passed!\n7 files already formatted\nSuccess: no issues found in 5 source files")
    s.bash("commit1", "git add -A && git commit -m 'skeleton: LangGraph graph, settings, compose redis on 6380'",
           "[main (root-commit) 3c91e0a] skeleton: LangGraph graph, settings, compose redis on 6380\n"
           " 10 files changed, 298 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("toolsplan", "Tools today. Zendesk: get_ticket, get_requester_history, add_internal_note, with API "
             "token auth as our agent user deskmate@brightroster.com on brightroster.zendesk.com. Stripe: "
             "lookup_customer by email, list_invoices, get_subscription. Token is in 1Password under 'deskmate / "
             "zendesk token', put it in .env as ZENDESK_API_TOKEN.")
    s.write("zendesk", "src/deskmate/tools/zendesk.py", ZENDESK_PY)
    s.bash("zd401", "uv run python -m deskmate.tools.zendesk get_ticket 48102",
           "Traceback (most recent call last):\n  File \"/home/noor/src/deskmate/src/deskmate/tools/zendesk.py\", "
           "line 26, in get_ticket\n    t = c.get(f\"/tickets/{ticket_id}.json\").raise_for_status().json()"
           "[\"ticket\"]\nhttpx.HTTPStatusError: Client error '401 Unauthorized' for url "
           "'https://brightroster.zendesk.com/api/v2/tickets/48102.json'\nFor more information check: "
           "https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/401\nresponse body: {\"error\":\"Couldn't "
           "authenticate you\"}", code=1)
    s.prompt("zdauthwhy", "Zendesk API tokens need the literal suffix /token on the email in basic auth: the "
             "username is `deskmate@brightroster.com/token` and the password is the token. We sent the bare "
             "email, so it tried password auth. Fix it in _client, not in .env.")
    s.edit("zdauthfix", "src/deskmate/tools/zendesk.py",
           "        auth=(s.zendesk_email, s.zendesk_token.get_secret_value()),",
           "        auth=(f\"{s.zendesk_email}/token\", s.zendesk_token.get_secret_value()),  # API token auth")
    s.bash("zdok", "uv run python -m deskmate.tools.zendesk get_ticket 48102 | jq '{id, subject, status, tags}'",
           "{\n  \"id\": 48102,\n  \"subject\": \"Charged for 14 seats but we only have 11 staff\",\n  \"status\": "
           "\"open\",\n  \"tags\": [\n    \"billing\",\n    \"plan_pro\"\n  ]\n}")
    s.write("stripetools", "src/deskmate/tools/stripe.py", STRIPE_PY)
    s.prompt("stripekey", "Stripe key: I created a restricted key 'deskmate-readonly' in the dashboard with Read "
             "on Customers, Invoices, Subscriptions and Charges and nothing else (rk_live_..., in 1Password as "
             "'deskmate / stripe rk'). Env var STRIPE_RESTRICTED_KEY. Pin the API version in the client so a "
             "dashboard upgrade can't change response shapes under us.")
    s.prompt("refundrule", "Felix Okafor (finance) just pinged me about refunds: the bot may suggest a refund of at "
             "most 50 EUR in a draft. Anything bigger: no amount in the draft, just say billing will follow up, "
             "and tag the ticket refund_review so it lands in Felix's view. He also wants invoice numbers quoted "
             "exactly as Stripe has them (BR-2027-11873 style), never paraphrased.")
    s.write(None, "tests/tools/test_stripe.py",
            "import respx\nfrom httpx import Response\n\nfrom deskmate.tools.stripe import lookup_customer\n\n\n"
            "@respx.mock\ndef test_lookup_customer_not_found():\n    respx.get(url__startswith=\"https://api.stripe.com"
            "/v1/customers\").mock(return_value=Response(200, json={\"object\": \"list\", \"data\": [], "
            "\"has_more\": False}))\n    assert lookup_customer.invoke({\"email\": \"x@example.com\"}) == "
            "{\"found\": False, \"email\": \"x@example.com\"}\n")
    s.bash("toolstest", "uv run pytest -q tests/tools", "........                                              "
           "                   [100%]\n8 passed in 0.71s")
    s.remember("memtools", "deskmate tools: Zendesk (brightroster.zendesk.com, API token auth as "
               "deskmate@brightroster.com/token, token in 1Password 'deskmate / zendesk token', env "
               "ZENDESK_API_TOKEN): get_ticket, get_requester_history, add_internal_note (private comments only, "
               "tag deskmate_draft). Stripe (restricted read-only key 'deskmate-readonly', env "
               "STRIPE_RESTRICTED_KEY, API version pinned 2025-01-27.acacia): lookup_customer, list_invoices, "
               "get_subscription. Refund suggestions capped at 50 EUR (Felix Okafor); above that tag refund_review.",
               "deskmate tools and credentials", "fact")
    s.bash(None, "uv run ruff check . && uv run mypy src", "All checks passed!\nSuccess: no issues found in 8 source "
           "files")
    s.bash("commit2", "git add -A && git commit -m 'tools: zendesk (token auth) and read-only stripe lookups'",
           "[main 8e2f4b1] tools: zendesk (token auth) and read-only stripe lookups\n 9 files changed, 341 "
           "insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8e2f4b1 tools: zendesk (token auth) and read-only stripe lookups\n"
           "3c91e0a skeleton: LangGraph graph, settings, compose redis on 6380")
    s.prompt("evalplan", "Maya exported 80 solved tickets, anonymised (names and emails replaced), each labelled "
             "with the intent and the tools a good agent would use: evals/golden/tickets.jsonl. Build an eval "
             "harness in pytest: run the whole graph on every ticket with recorded Zendesk/Stripe fixtures, only "
             "the model live, and report intent accuracy and tool recall. Mark it `eval` so it never runs by "
             "default.")
    s.read("golden", "evals/golden/tickets.jsonl", GOLDEN_HEAD)
    s.write("evalpy", "tests/evals/test_golden.py", EVAL_PY)
    s.bash("recfail1", "uv run pytest -m eval tests/evals -x -q",
           "F\n=================================== FAILURES ===================================\n"
           "________________________________ test_ticket[g001] _______________________________\n"
           "    out = graph.invoke({\"ticket_id\": case[\"ticket_id\"], \"messages\": [(\"user\", case[\"text\"])],\n"
           "...\n.venv/lib/python3.12/site-packages/langgraph/pregel/__init__.py:1927: in stream\n"
           "    raise GraphRecursionError(msg)\nE   langgraph.errors.GraphRecursionError: Recursion limit of 25 "
           "reached without hitting a stop condition. You can increase the limit by setting the `recursion_limit` "
           "config key.\nE   For troubleshooting, visit: https://python.langchain.com/docs/troubleshooting/errors/"
           "GRAPH_RECURSION_LIMIT\n!!!!!!!!!!!!!!!!!!!!!!!!!! stopping after 1 failures !!!!!!!!!!!!!!!!!!!!!!!!!!\n"
           "1 failed in 41.37s", code=1)
    s.bash("toolcalls1", "uv run python -m deskmate.debug g001 --tool-calls",
           "agent -> lookup_customer {\"email\": \"Anna.Berg@cafe-lumen.example\"} -> {\"found\": false}\n"
           "agent -> lookup_customer {\"email\": \"anna.berg@cafe-lumen.example \"} -> {\"found\": false}\n"
           "agent -> lookup_customer {\"email\": \"Anna.Berg@Cafe-Lumen.example\"} -> {\"found\": false}\n"
           "agent -> lookup_customer {\"email\": \"Anna.Berg@cafe-lumen.example\"} -> {\"found\": false}\n"
           "... 8 more identical calls\n(fixture customer cus_R3kq81mZ0aT2: email 'anna.berg@cafe-lumen.example')")
    s.prompt("recwhy1", "Got it: Zendesk gives us the requester email as typed (Anna.Berg@...), and Stripe's "
             "`email` filter on customers.list is case-sensitive, so the lookup never matches and the model keeps "
             "retrying with variations until LangGraph gives up at 25 steps. Normalise the email (strip + lower) "
             "before calling Stripe, make a miss say clearly 'not found, do not retry', and enforce "
             "max_tool_calls in route().")
    s.multiedit("recfix1", "src/deskmate/tools/stripe.py", [
        ("    customers = _client().customers.list(params={\"email\": email, \"limit\": 1}).data",
         "    email = email.strip().lower()  # Stripe's email filter is case-sensitive; we store lowercase\n"
         "    customers = _client().customers.list(params={\"email\": email, \"limit\": 1}).data"),
        ("        return {\"found\": False, \"email\": email}",
         "        return {\"found\": False, \"email\": email,\n                \"note\": \"No Stripe customer for this "
         "email. Do not retry; say so in the draft.\"}"),
    ])
    s.edit(None, "src/deskmate/graph.py", "    return \"tools\" if getattr(last, \"tool_calls\", None) else "
           "\"draft\"", "    if state[\"tool_calls\"] >= get_settings().max_tool_calls:\n        return \"draft\"\n"
           "    return \"tools\" if getattr(last, \"tool_calls\", None) else \"draft\"")
    s.lesson("lesson1", "A GraphRecursionError ('Recursion limit of 25 reached') in deskmate usually means the model "
             "keeps calling one tool because the answer never satisfies it. First cause seen: Stripe's email filter "
             "is case-sensitive and Zendesk emails are mixed-case, so lookups always missed. Normalise inputs, make "
             "'not found' final, and cap tool calls in route().",
             "deskmate golden eval, 7 February: ticket g001 looped on the Stripe customer lookup")
    s.bash("eval1", "uv run pytest -m eval tests/evals -q",
           "................................................................................ [100%]\n"
           "golden: 80 tickets, intent accuracy 0.813, tool recall 0.741\n80 passed in 6m 12s")
    s.prompt("langsmith", "For seeing what the graph does, turn on LangSmith tracing for now: free for one seat, "
             "zero code with LangGraph. Project deskmate-dev.")
    s.edit("langsmithenv", ".env.example", "OPENAI_API_KEY=\n", "OPENAI_API_KEY=\n# tracing (LangSmith, dev only)\n"
           "LANGSMITH_TRACING=true\nLANGSMITH_API_KEY=\nLANGSMITH_PROJECT=deskmate-dev\n")
    s.prompt("evalrule", "Rule from now on: any change to a prompt, a tool description or the graph means running "
             "`uv run pytest -m eval` before the commit, and the intent accuracy goes into the commit message.")
    s.bash("commit3", "git add -A && git commit -m 'evals: golden ticket harness; stripe email normalised, tool-call "
           "cap (intent acc 0.813)'", "[main 51d7c3e] evals: golden ticket harness; stripe email normalised, "
           "tool-call cap (intent acc 0.813)\n 7 files changed, 203 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("templates", "Prompts out of the Python code: Jinja templates in prompts/ (system.md.j2 for the agent, "
             "draft_reply.md.j2 for the final draft), rendered with StrictUndefined so a missing variable fails "
             "loudly. Maya's wishes for the drafts: British English, no emojis, first name of the customer, never "
             "promise a date for a bug fix, sign off 'Best wishes, The Brightroster team' (no made-up agent name).")
    s.write("systemj2", "prompts/system.md.j2", SYSTEM_J2)
    s.write("promptspy", "src/deskmate/prompts.py",
            '"""Renders the Jinja prompt templates (StrictUndefined: a missing variable is an error)."""\n'
            "from jinja2 import Environment, FileSystemLoader, StrictUndefined\n\n"
            "_ENV = Environment(loader=FileSystemLoader(\"prompts\"), undefined=StrictUndefined,\n"
            "                   keep_trailing_newline=True, autoescape=False)\n\n\n"
            "def render(name: str, **context: object) -> str:\n    return _ENV.get_template(name).render(**context)\n")
    s.bash("undeffail", "uv run pytest -q tests/test_prompts.py",
           "F.                                                                       [100%]\n"
           "=================================== FAILURES ===================================\n"
           "_______________________ test_system_prompt_first_turn ________________________\n"
           "src/deskmate/prompts.py:9: in render\n    return _ENV.get_template(name).render(**context)\n"
           "prompts/system.md.j2:14: in top-level template code\n    {{ customer.name }} is on the "
           "{{ customer.plan_name }} plan ({{ customer.subscription_status }}).\n"
           "E   jinja2.exceptions.UndefinedError: 'None' has no attribute 'name'\n1 failed, 1 passed in 0.52s", code=1)
    s.edit("undeffix", "prompts/system.md.j2",
           "{{ customer.name }} is on the {{ customer.plan_name }} plan ({{ customer.subscription_status }}).",
           "{% if customer and customer.found -%}\n{{ customer.name }} is on the {{ customer.plan_name }} plan "
           "({{ customer.subscription_status }}).\n{%- else -%}\nNot looked up yet (or no Stripe customer for this "
           "email).\n{%- endif %}")
    s.bash(None, "uv run pytest -q", ".............                                                  [100%]\n"
           "13 passed, 80 deselected in 1.41s")
    s.prompt("budgetask", "Rohan (our CTO) wants a hard cost budget per ticket: 4 US cents, all model calls of one "
             "ticket together. First measure where we are: run the golden set with the cost report.")
    s.bash("costgpt41", "uv run pytest -m eval tests/evals -q --cost-report",
           "................................................................................ [100%]\n"
           "golden: 80 tickets, intent accuracy 0.825, tool recall 0.768\ncost per ticket (gpt-4.1): mean $0.0712, "
           "p50 $0.0588, p95 $0.1604, max $0.2231; 61/80 over $0.04\n80 passed in 6m 48s")
    s.bash("costmini", "DESKMATE_MODEL=gpt-4.1-mini uv run pytest -m eval tests/evals -q --cost-report",
           "................................................................................ [100%]\n"
           "golden: 80 tickets, intent accuracy 0.800, tool recall 0.755\ncost per ticket (gpt-4.1-mini): mean "
           "$0.0113, p50 $0.0094, p95 $0.0307, max $0.0451; 1/80 over $0.04\n80 passed in 4m 02s")
    s.prompt("modelswitch", "Decision: switch the whole graph to gpt-4.1-mini. Two points of intent accuracy for a "
             "sixth of the cost; gpt-4.1 blows Rohan's 4 cent budget on three tickets out of four. We drop gpt-4.1 "
             "entirely, no mixed setup for now.")
    s.edit("modeledit", "src/deskmate/config.py", '    model: str = Field("gpt-4.1", alias="DESKMATE_MODEL")',
           '    model: str = Field("gpt-4.1-mini", alias="DESKMATE_MODEL")  # gpt-4.1: $0.071/ticket, over budget')
    s.write("budgetpy", "src/deskmate/budget.py", BUDGET_PY)
    s.edit("budgetwire", "src/deskmate/runner.py",
           "    return graph.invoke(state, config={\"recursion_limit\": 25})",
           "    budget = CostBudget(settings.max_usd_per_ticket, settings.model)\n    try:\n        return graph.invoke("
           "state, config={\"recursion_limit\": 25, \"callbacks\": [budget]})\n    except BudgetExceeded:\n"
           "        tag_ticket(ticket_id, \"deskmate_budget\")  # no draft; a human takes it from here\n        raise")
    s.remember("memmodel", "deskmate model and budget (9 Feb 2028): the whole graph runs on gpt-4.1-mini "
               "(DESKMATE_MODEL). gpt-4.1 cost $0.071 per ticket on the golden set (p95 $0.16) vs $0.011 for "
               "gpt-4.1-mini (p95 $0.031), intent accuracy 0.825 vs 0.800. Budget per ticket: 0.04 USD (Rohan), "
               "enforced by CostBudget in budget.py; over budget the run stops with BudgetExceeded and the ticket "
               "is tagged deskmate_budget without a draft.", "deskmate model choice and cost budget", "decision")
    s.bash("commit4", "git add -A && git commit -m 'prompts as jinja templates; gpt-4.1-mini; 0.04 USD budget per "
           "ticket (intent acc 0.800)'", "[main a07be52] prompts as jinja templates; gpt-4.1-mini; 0.04 USD budget "
           "per ticket (intent acc 0.800)\n 8 files changed, 187 insertions(+), 22 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("otel", "Change of plan on tracing. Rohan: the rest of Brightroster already traces into Honeycomb, "
             "and LangSmith ships the full ticket text to a vendor we have no DPA with. So: drop LangSmith, use the "
             "OpenTelemetry SDK with the OTLP/HTTP exporter to Honeycomb's EU endpoint, dataset deskmate. One span "
             "per graph node and per tool call; attributes ticket id, intent, tokens and cost in USD. No ticket "
             "text, no email addresses, no draft in any span attribute.")
    s.bash("otelswap", "uv remove langsmith && uv add opentelemetry-sdk opentelemetry-exporter-otlp-proto-http "
           "opentelemetry-instrumentation-httpx",
           "Resolved 71 packages in 1.02s\nUninstalled 2 packages in 12ms\n - langsmith==0.3.8\n - "
           "requests-toolbelt==1.0.0\nInstalled 9 packages in 41ms\n + opentelemetry-api==1.30.0\n"
           " + opentelemetry-exporter-otlp-proto-http==1.30.0\n + opentelemetry-instrumentation-httpx==0.51b0\n"
           " + opentelemetry-sdk==1.30.0")
    s.write("telemetry", "src/deskmate/telemetry.py", TELEMETRY_PY)
    s.edit("envotel", ".env.example", "# tracing (LangSmith, dev only)\nLANGSMITH_TRACING=true\nLANGSMITH_API_KEY=\n"
           "LANGSMITH_PROJECT=deskmate-dev\n", "# tracing: OpenTelemetry -> Honeycomb (EU)\n"
           "OTEL_SERVICE_NAME=deskmate\nOTEL_EXPORTER_OTLP_ENDPOINT=https://api.eu1.honeycomb.io\n"
           "OTEL_EXPORTER_OTLP_HEADERS=x-honeycomb-team=<ingest key>\nDESKMATE_ENV=dev\n")
    s.bash("hcyrun", "uv run deskmate run-ticket 48102 --dry-run",
           "intent=billing tools=get_ticket,get_requester_history,lookup_customer,list_invoices cost=$0.0087 "
           "tokens=14210/612\ndraft: 1,102 chars (not posted: --dry-run)\ntrace: https://ui.eu1.honeycomb.io/"
           "brightroster/environments/dev/datasets/deskmate/trace?trace_id=5f0c2d8e91b4a7e3c6d1f09a2b7e4c18 "
           "(14 spans)")
    s.prompt("renameplan", "Looking at the traces: for tickets from our own staff the model calls lookup_customer "
             "when it wants the Zendesk user, because 'customer' is ambiguous. Rename the Stripe tool to "
             "find_stripe_customer and say Stripe in its description. Everything that references it moves too.")
    s.grep("greplookup", "lookup_customer", ["src/deskmate/tools/stripe.py", "src/deskmate/tools/__init__.py",
                                             "tests/tools/test_stripe.py", "evals/golden/tickets.jsonl",
                                             "prompts/system.md.j2"])
    s.multiedit("toolrename", "src/deskmate/tools/stripe.py", [
        ("def lookup_customer(email: str) -> dict:\n    \"\"\"The Stripe customer for an email address: id, name, "
         "plan, subscription status, balance.\"\"\"",
         "def find_stripe_customer(email: str) -> dict:\n    \"\"\"Looks up the paying account in STRIPE (billing) "
         "by email: customer id, name, plan, subscription status, balance. Not for Zendesk users.\"\"\""),
    ])
    s.bash(None, "sed -i 's/lookup_customer/find_stripe_customer/g' src/deskmate/tools/__init__.py "
           "tests/tools/test_stripe.py evals/golden/tickets.jsonl && git diff --stat",
           " evals/golden/tickets.jsonl       | 34 +++++++++++++++++-----------------\n"
           " src/deskmate/tools/__init__.py   |  4 ++--\n src/deskmate/tools/stripe.py     |  5 +++--\n"
           " tests/tools/test_stripe.py       |  6 +++---\n 4 files changed, 26 insertions(+), 23 deletions(-)")
    s.bash("recfail2", "uv run pytest -m eval tests/evals -x -q",
           "F\n=================================== FAILURES ===================================\n"
           "________________________________ test_ticket[g001] _______________________________\n"
           "E   langgraph.errors.GraphRecursionError: Recursion limit of 25 reached without hitting a stop "
           "condition. You can increase the limit by setting the `recursion_limit` config key.\nE   For "
           "troubleshooting, visit: https://python.langchain.com/docs/troubleshooting/errors/GRAPH_RECURSION_LIMIT\n"
           "1 failed in 38.90s", code=1)
    s.bash("toolerr2", "uv run python -m deskmate.debug g001 --tool-calls",
           "agent -> get_ticket {\"ticket_id\": 900001} -> ok\nagent -> lookup_customer {\"email\": "
           "\"anna.berg@cafe-lumen.example\"} -> ToolMessage(status='error'): Error: lookup_customer is not a valid "
           "tool, try one of [get_ticket, get_requester_history, add_internal_note, find_stripe_customer, "
           "list_invoices, get_subscription].\nagent -> lookup_customer {...} -> same error\n... 10 more identical "
           "calls")
    s.prompt("recwhy2", "Same recursion error as Monday last week, but a different cause: the sed missed the "
             "template. prompts/system.md.j2 still says 'Always call lookup_customer first', the model obeys the "
             "prompt over the tool list and calls a tool that no longer exists, ToolNode answers with an error "
             "every time. And my tool-call cap didn't catch it because invalid calls never reach the counter. Fix "
             "the template and add a test that every tool name mentioned in a template exists.")
    s.edit("recfix2", "prompts/system.md.j2", "2. Always call lookup_customer first with the requester's email, "
           "then list_invoices or", "2. Always call find_stripe_customer first with the requester's email, then "
           "list_invoices or")
    s.write("templatetest", "tests/test_prompts.py",
            "import re\nfrom pathlib import Path\n\nfrom deskmate.tools import ALL_TOOLS\n\nTOOL_NAMES = {t.name for t "
            "in ALL_TOOLS}\n\n\ndef test_templates_only_name_existing_tools():\n    for path in Path(\"prompts\")."
            "glob(\"*.j2\"):\n        named = set(re.findall(r\"\\b([a-z]+(?:_[a-z]+)+)\\b\", path.read_text()))\n"
            "        stale = {n for n in named if n.startswith((\"get_\", \"list_\", \"find_\", \"lookup_\", \"add_\"))}"
            " - TOOL_NAMES\n        assert not stale, f\"{path.name} names unknown tools: {stale}\"\n")
    s.lesson("lesson2", "The same GraphRecursionError can come from a renamed tool: after lookup_customer became "
             "find_stripe_customer the system prompt template still told the model to call the old name, ToolNode "
             "returned 'is not a valid tool' each time and the loop never hit the tool-call cap. When renaming a "
             "tool, grep the Jinja templates too; tests/test_prompts.py now checks tool names in templates.",
             "deskmate, 11 February: golden eval looped again after renaming the Stripe lookup tool")
    s.bash("eval5", "uv run pytest -m eval tests/evals -q --cost-report",
           "................................................................................ [100%]\n"
           "golden: 80 tickets, intent accuracy 0.838, tool recall 0.812\ncost per ticket (gpt-4.1-mini): mean "
           "$0.0104, p95 $0.0281; 0/80 over $0.04\n80 passed in 3m 51s")
    s.bash("commit5", "git add -A && git commit -m 'tracing via OpenTelemetry to Honeycomb (no LangSmith); "
           "lookup_customer -> find_stripe_customer (intent acc 0.838)'", "[main 6b3e9d0] tracing via "
           "OpenTelemetry to Honeycomb (no LangSmith); lookup_customer -> find_stripe_customer (intent acc 0.838)\n"
           " 11 files changed, 142 insertions(+), 57 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("deployplan", "Deploy day. Docker image with uv (multi-stage, python:3.12-slim), pushed to Artifact "
             "Registry europe-west1, Cloud Run service deskmate in brightroster-prod, europe-west1. Redis on "
             "Memorystore (Basic tier, 1 GB) reached through a Serverless VPC Access connector. Secrets "
             "(OpenAI, Zendesk, Stripe rk, Honeycomb key) from Secret Manager.")
    s.write("dockerfile", "Dockerfile", DOCKERFILE)
    s.bash("dockerbuild", "docker build -t europe-west1-docker.pkg.dev/brightroster-prod/deskmate/deskmate:0.2.0 . "
           "&& docker push europe-west1-docker.pkg.dev/brightroster-prod/deskmate/deskmate:0.2.0",
           "[+] Building 38.4s (15/15) FINISHED                                     docker:default\n"
           " => [build 4/6] RUN --mount=type=cache,target=/root/.cache/uv uv sync --frozen --no-dev --no-install-project"
           "  21.7s\n => exporting to image                                                     1.9s\n"
           "The push refers to repository [europe-west1-docker.pkg.dev/brightroster-prod/deskmate/deskmate]\n"
           "0.2.0: digest: sha256:9b1f2c47e0d3a86b5f71c9e2d4a0b3c8e6f5a1d2b7c9e0f4a3b6d8c1e2f5a7b9 size: 1996")
    s.bash("memorystore", "gcloud redis instances create deskmate-redis --size=1 --region=europe-west1 "
           "--tier=basic --redis-version=redis_7_2 && gcloud redis instances describe deskmate-redis "
           "--region=europe-west1 --format='value(host,port,memorySizeGb)'",
           "Create request issued for: [deskmate-redis]\nWaiting for operation [projects/brightroster-prod/locations/"
           "europe-west1/operations/operation-1707990321447-6116a0d6c1e2a-5c0b2f3a-9d21e4b7] to complete...done.\n"
           "Created instance [deskmate-redis].\n10.112.0.3\t6379\t1")
    s.bash("vpcconn", "gcloud compute networks vpc-access connectors create deskmate-conn --region=europe-west1 "
           "--network=default --range=10.8.0.0/28 --min-instances=2 --max-instances=3 --machine-type=e2-micro",
           "Create request issued for: [deskmate-conn]\nWaiting for operation [projects/brightroster-prod/locations/"
           "europe-west1/operations/0f4c7e2a-91b3-4d5e-a8c6-2b1d0e9f7a34] to complete...done.\nCreated connector "
           "[deskmate-conn].")
    deploy_cmd = ("gcloud run deploy deskmate --image=europe-west1-docker.pkg.dev/brightroster-prod/deskmate/"
                  "deskmate:0.2.0 --region=europe-west1 --vpc-connector=deskmate-conn --memory=1Gi --cpu=1 "
                  "--concurrency=20 --timeout=120 --set-env-vars=DESKMATE_ENV=prod,REDIS_URL=redis://10.112.0.3:6379/0 "
                  "--set-secrets=OPENAI_API_KEY=deskmate-openai:latest,ZENDESK_API_TOKEN=deskmate-zendesk:latest,"
                  "STRIPE_RESTRICTED_KEY=deskmate-stripe-rk:latest,OTEL_EXPORTER_OTLP_HEADERS=deskmate-honeycomb:latest "
                  "--no-allow-unauthenticated")
    s.pre_tool("predeploy", "Bash", {"command": deploy_cmd, "description": "First deploy of deskmate to Cloud Run"})
    s.bash("deploy1", deploy_cmd,
           "Deploying container to Cloud Run service [deskmate] in project [brightroster-prod] region "
           "[europe-west1]\nOK Deploying new service... Done.\n  OK Creating Revision...\n  OK Routing traffic...\n"
           "Done.\nService [deskmate] revision [deskmate-00001-wob] has been deployed and is serving 100 percent of "
           f"traffic.\nService URL: {RUN_URL}")
    s.bash("curl500", f"curl -s -o /dev/null -w '%{{http_code}}\\n' -X POST {RUN_URL}/internal/run/48102 "
           "-H \"Authorization: Bearer $(gcloud auth print-identity-token)\"", "500")
    s.bash("tnflog", "gcloud logging read 'resource.type=cloud_run_revision AND resource.labels.service_name=deskmate "
           "AND severity>=ERROR' --limit=1 --format='value(textPayload)'",
           "Traceback (most recent call last):\n  File \"/app/src/deskmate/graph.py\", line 44, in agent\n"
           "    system = render(\"system.md.j2\", ticket=ticket, customer=customer, intent=state[\"intent\"])\n"
           "  File \"/app/.venv/lib/python3.12/site-packages/jinja2/loaders.py\", line 209, in get_source\n"
           "    raise TemplateNotFound(template)\njinja2.exceptions.TemplateNotFound: system.md.j2")
    s.prompt("tnfwhy", "Of course: the Dockerfile copies only src/, and the templates sit in prompts/ at the repo "
             "root, loaded with a path relative to the working directory. It worked locally because I run from "
             "the repo root. Move the templates into the package and load them with PackageLoader, so they ship "
             "with the code wherever it runs.")
    s.bash("gitmvprompts", "git mv prompts src/deskmate/prompts && git status --short",
           "R  prompts/draft_reply.md.j2 -> src/deskmate/prompts/draft_reply.md.j2\n"
           "R  prompts/system.md.j2 -> src/deskmate/prompts/system.md.j2")
    s.edit("loaderfix", "src/deskmate/prompts.py",
           "_ENV = Environment(loader=FileSystemLoader(\"prompts\"), undefined=StrictUndefined,",
           "_ENV = Environment(loader=PackageLoader(\"deskmate\", \"prompts\"), undefined=StrictUndefined,")
    s.edit(None, "tests/test_prompts.py", "    for path in Path(\"prompts\").glob(\"*.j2\"):",
           "    for path in (Path(__file__).parents[1] / \"src/deskmate/prompts\").glob(\"*.j2\"):")
    s.lesson("lesson3", "Anything the code loads at runtime (Jinja templates, JSON schemas) must live inside the "
             "package and be loaded via PackageLoader/importlib.resources, not a path relative to the CWD: the "
             "Cloud Run image only contains src/, so deskmate failed with TemplateNotFound: system.md.j2 on its "
             "first deploy.", "deskmate first Cloud Run deploy, 15 February: HTTP 500 on every ticket")
    s.bash("deploy2", "docker build -t europe-west1-docker.pkg.dev/brightroster-prod/deskmate/deskmate:0.2.1 . -q "
           "&& docker push -q europe-west1-docker.pkg.dev/brightroster-prod/deskmate/deskmate:0.2.1 && gcloud run "
           "deploy deskmate --image=europe-west1-docker.pkg.dev/brightroster-prod/deskmate/deskmate:0.2.1 "
           "--region=europe-west1", "sha256:4e7a1c0b9d2f\neurope-west1-docker.pkg.dev/brightroster-prod/deskmate/"
           "deskmate:0.2.1\nDeploying container to Cloud Run service [deskmate] in project [brightroster-prod] "
           "region [europe-west1]\nOK Deploying... Done.\nService [deskmate] revision [deskmate-00002-kib] has been "
           f"deployed and is serving 100 percent of traffic.\nService URL: {RUN_URL}")
    s.bash("curlok", f"curl -s -X POST {RUN_URL}/internal/run/48102?dry_run=1 -H \"Authorization: Bearer "
           "$(gcloud auth print-identity-token)\" | jq -c .",
           "{\"ok\":true,\"intent\":\"billing\",\"cost_usd\":0.0091,\"draft_chars\":1048,\"posted\":false}")
    s.prompt("zdtrigger", "Zendesk side: a webhook 'deskmate' pointing at /webhooks/zendesk with a signing secret, "
             "and a trigger 'deskmate: new ticket' (ticket is created, group is Tier 1) that calls it with the "
             "ticket id. Verify X-Zendesk-Webhook-Signature in the handler; that route is the only unauthenticated "
             "one, so allow unauthenticated on the service and check the signature ourselves.")
    s.write("webhook", "src/deskmate/webhook.py", WEBHOOK_PY)
    s.remember("memdeploy", "deskmate on Cloud Run: project brightroster-prod, region europe-west1, service deskmate "
               f"({RUN_URL}), image europe-west1-docker.pkg.dev/brightroster-prod/deskmate/deskmate:<version>. Redis: "
               "Memorystore basic 1 GB deskmate-redis at 10.112.0.3:6379 through VPC connector deskmate-conn "
               "(10.8.0.0/28). Secrets in Secret Manager: deskmate-openai, deskmate-zendesk, deskmate-stripe-rk, "
               "deskmate-honeycomb. Zendesk webhook 'deskmate' -> /webhooks/zendesk (signed), trigger 'deskmate: new "
               "ticket' for group Tier 1.", "deskmate deployment", "fact")
    s.bash("commit6", "git add -A && git commit -m 'deploy: Dockerfile, Cloud Run, signed zendesk webhook; templates "
           "moved into the package'", "[main c4d1a88] deploy: Dockerfile, Cloud Run, signed zendesk webhook; "
           "templates moved into the package\n 9 files changed, 168 insertions(+), 5 deletions(-)\n rename "
           "{prompts => src/deskmate/prompts}/draft_reply.md.j2 (100%)\n rename {prompts => src/deskmate/prompts}/"
           "system.md.j2 (100%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n"
           "c4d1a88 deploy: Dockerfile, Cloud Run, signed zendesk webhook; templates moved into the package")
    s.prompt("convstate", "When a customer replies on a ticket, deskmate starts from zero. Keep the conversation "
             "per ticket in Redis and continue from it when the ticket is updated. Try langgraph-checkpoint-redis "
             "with thread_id zendesk:<ticket id>. Keep it 14 days: Zendesk closes solved tickets after 10.")
    s.bash("addcheckpoint", "uv add langgraph-checkpoint-redis", "Resolved 74 packages in 688ms\nInstalled 3 "
           "packages in 19ms\n + langgraph-checkpoint-redis==0.0.4\n + redisvl==0.4.1\n + ml-dtypes==0.5.1")
    s.bash("ftfail", "uv run pytest -q tests/test_state.py",
           "E\n==================================== ERRORS ====================================\n"
           "___________________ ERROR at setup of test_conversation_resumes ___________________\n"
           ".venv/lib/python3.12/site-packages/langgraph/checkpoint/redis/base.py:118: in setup\n"
           "    self.checkpoints_index.create(overwrite=False)\n.venv/lib/python3.12/site-packages/redisvl/index/"
           "index.py:441: in create\n    existing_indices = self._redis_client.execute_command(\"FT._LIST\")\n"
           "E   redis.exceptions.ResponseError: unknown command 'FT._LIST', with args beginning with: \n"
           "1 error in 0.93s", code=1)
    s.prompt("ftwhy", "It needs the Redis Search module (FT.* commands, Redis Stack or Redis 8). Our redis:7.4 "
             "doesn't have it and Memorystore doesn't offer modules at all. Not worth a second Redis for this: "
             "drop langgraph-checkpoint-redis and write a tiny store ourselves, one JSON key per ticket with an "
             "expiry.")
    s.bash(None, "uv remove langgraph-checkpoint-redis", "Resolved 71 packages in 402ms\nUninstalled 3 packages in "
           "14ms\n - langgraph-checkpoint-redis==0.0.4\n - ml-dtypes==0.5.1\n - redisvl==0.4.1")
    s.write("convstore", "src/deskmate/state.py", CONVSTORE_PY)
    s.tool_failure("readfail", "Read", {"file_path": "/home/noor/src/deskmate/src/deskmate/checkpoint.py"},
                   "File does not exist. Current working directory: /home/noor/src/deskmate")
    s.bash("storetest", "uv run pytest -q tests/test_state.py", "...                                        "
           "                              [100%]\n3 passed in 0.66s")
    s.prompt("mayafeedback", "Maya went through the first 20 drafts from the dry runs. Her notes: drafts are too "
             "long, keep them under 120 words; always link the matching help centre article from "
             "help.brightroster.com when there is one; never write 'we apologise for any inconvenience' (she "
             "hates it); and say 'rota', not 'schedule', that's what our customers call it.")
    s.edit("toneedit", "src/deskmate/prompts/draft_reply.md.j2", "- Write in British English, in a friendly, "
           "plain tone. No emojis.", "- Write in British English, in a friendly, plain tone. No emojis.\n- At most "
           "120 words.\n- If a help centre article fits, link it (https://help.brightroster.com/...).\n- Never "
           "write \"we apologise for any inconvenience\".\n- Say \"rota\", never \"schedule\".")
    s.bash("eval7", "uv run pytest -m eval tests/evals -q --cost-report",
           "................................................................................ [100%]\n"
           "golden: 80 tickets, intent accuracy 0.850, tool recall 0.818\ncost per ticket (gpt-4.1-mini): mean "
           "$0.0098, p95 $0.0264; 0/80 over $0.04\n80 passed in 3m 44s")
    s.prompt("fridayrule", "One more rule, from Maya: no deploys on Fridays and none after 16:00 Dublin time on "
             "other days. Her team is two people on Friday afternoons and can't absorb a bad draft wave.")
    s.bash("commit7", "git add -A && git commit -m 'conversation state per ticket in redis (14 days); Maya's draft "
           "style (intent acc 0.850)'", "[main 2f8e6c3] conversation state per ticket in redis (14 days); Maya's "
           "draft style (intent acc 0.850)\n 6 files changed, 118 insertions(+), 9 deletions(-)")
    s.bash("deploy7", "make deploy VERSION=0.3.0", "docker build ... done\ndocker push europe-west1-docker.pkg.dev/"
           "brightroster-prod/deskmate/deskmate:0.3.0\nDeploying container to Cloud Run service [deskmate] in "
           "project [brightroster-prod] region [europe-west1]\nOK Deploying... Done.\nService [deskmate] revision "
           "[deskmate-00003-fum] has been deployed and is serving 100 percent of traffic.")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("upstash", "Rohan went through the GCP bill: Memorystore basic 1 GB is 35.77 USD a month and the VPC "
             "connector's two e2-micro instances another 12 or so, for a few megabytes of conversation JSON. "
             "We're moving Redis to Upstash (pay as you go, GCP europe-west1, TLS), which is about 2 USD a month "
             "at our volume, and then delete the Memorystore instance and the connector.")
    s.bash("upstashcreate", "upstash redis create --name deskmate --region gcp-europe-west1 --tls --json | jq -r "
           "'.endpoint, .port'", "eu1-sharp-kestrel-38211.upstash.io\n6379")
    s.bash("secretredis", "printf 'redis://default:%s@eu1-sharp-kestrel-38211.upstash.io:6379/0' \"$UPSTASH_PW\" | "
           "gcloud secrets create deskmate-redis-url --data-file=-", "Created version [1] of the secret "
           "[deskmate-redis-url].")
    s.bash("resetfail", "REDIS_URL=$(gcloud secrets versions access latest --secret=deskmate-redis-url) uv run "
           "python -c 'import redis, os; print(redis.from_url(os.environ[\"REDIS_URL\"]).ping())'",
           "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File \"/home/noor/src/"
           "deskmate/.venv/lib/python3.12/site-packages/redis/connection.py\", line 585, in read_response\n"
           "    raise ConnectionError(f\"Error while reading from {host_error} : {e.args}\")\n"
           "redis.exceptions.ConnectionError: Error while reading from eu1-sharp-kestrel-38211.upstash.io:6379 : "
           "(104, 'Connection reset by peer')", code=1)
    s.prompt("resetwhy", "Upstash only accepts TLS and we connected in plain text: the URL scheme has to be "
             "rediss:// (two s). Add a new version of the secret with rediss, and make config refuse a redis:// "
             "URL when DESKMATE_ENV=prod.")
    s.bash("rediss", "printf 'rediss://default:%s@eu1-sharp-kestrel-38211.upstash.io:6379/0' \"$UPSTASH_PW\" | "
           "gcloud secrets versions add deskmate-redis-url --data-file=- && REDIS_URL=$(gcloud secrets versions "
           "access latest --secret=deskmate-redis-url) uv run python -c 'import redis, os; print(redis.from_url("
           "os.environ[\"REDIS_URL\"]).ping())'", "Created version [2] of the secret [deskmate-redis-url].\nTrue")
    s.edit("tlscheck", "src/deskmate/config.py", '    redis_url: str = Field("redis://localhost:6380/0", '
           'alias="REDIS_URL")', '    redis_url: str = Field("redis://localhost:6380/0", alias="REDIS_URL")\n'
           '    # prod: Upstash, TLS only -> must be rediss:// (see _check_prod_redis)')
    s.bash("deploy8", "gcloud run services update deskmate --region=europe-west1 --clear-vpc-connector "
           "--remove-env-vars=REDIS_URL --update-secrets=REDIS_URL=deskmate-redis-url:latest",
           "Deploying...\n  OK Creating Revision...\n  OK Routing traffic...\nDone.\nService [deskmate] revision "
           "[deskmate-00004-qaz] has been deployed and is serving 100 percent of traffic.")
    s.pre_tool("predelete", "Bash", {"command": "gcloud redis instances delete deskmate-redis --region=europe-west1 "
                                     "--quiet", "description": "Delete the Memorystore instance (replaced by Upstash)"})
    s.bash("delmemorystore", "gcloud redis instances delete deskmate-redis --region=europe-west1 --quiet",
           "Delete request issued for: [deskmate-redis]\nWaiting for operation [projects/brightroster-prod/locations/"
           "europe-west1/operations/operation-1708507733120-611e1c4b0a8f1-2d7e9a0c-5b3f81e6] to complete...done.\n"
           "Deleted instance [deskmate-redis].")
    s.tool_failure("connfail", "Bash", {"command": "gcloud compute networks vpc-access connectors delete "
                                        "deskmate-conn --region=europe-west1 --quiet"},
                   "Command timed out after 2m 0.0s\nDelete request issued for: [deskmate-conn]\nWaiting for "
                   "operation [projects/brightroster-prod/locations/europe-west1/operations/"
                   "7d2a90c1-4e6b-4f13-9c08-1a5e3b7d2f60] to complete...")
    s.bash(None, "gcloud compute networks vpc-access connectors list --region=europe-west1",
           "Listed 0 items.")
    s.prompt("pilot", "Pilot starts today: Maya enabled the trigger for the Tier 1 group, so from now on every new "
             "Tier 1 ticket gets a deskmate draft as an internal note. Ines Duarte and Tomasz on her team review "
             "the drafts and tag deskmate_good or deskmate_bad. Tag v0.4.0 for this.")
    s.bash("tag040", "git tag -a v0.4.0 -m 'v0.4.0: Tier 1 pilot (Upstash redis, drafts as internal notes)' && git "
           "push origin v0.4.0", "Enumerating objects: 1, done.\nWriting objects: 100% (1/1), 187 bytes | 187.00 "
           "KiB/s, done.\nTo github.com:brightroster/deskmate.git\n * [new tag]         v0.4.0 -> v0.4.0")
    s.remember("memredis", "deskmate Redis (since 21 Feb 2028): Upstash, GCP europe-west1, endpoint "
               "eu1-sharp-kestrel-38211.upstash.io:6379, TLS only, so REDIS_URL must start with rediss://; the URL "
               "is the Secret Manager secret deskmate-redis-url (version 2). Memorystore deskmate-redis and VPC "
               "connector deskmate-conn were deleted (about 48 USD/month together vs ~2 USD on Upstash). Local "
               "dev still uses compose redis on port 6380.", "deskmate Redis hosting", "decision")
    s.bash("commit8", "git add -A && git commit -m 'redis: Upstash over TLS instead of Memorystore'",
           "[main 7a3c5f2] redis: Upstash over TLS instead of Memorystore\n 4 files changed, 29 insertions(+), "
           "11 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident. Maya says since about 09:10 tickets in Tier 1 get the same deskmate draft "
             "three times, and Ines found one ticket with four. Also the OpenAI usage page shows a spike this "
             "morning. Look at it now; I've disabled the Zendesk trigger for the moment.")
    s.bash("dupnotes", "uv run deskmate zendesk audit --since 2028-02-23T08:00 --tag deskmate_draft",
           "ticket  drafts  first      last\n51877   3       09:11:04   09:11:41\n51879   3       09:14:22   "
           "09:15:01\n51880   4       09:14:30   09:15:33\n...\n31 tickets, 94 drafts (63 duplicates) between 09:11 "
           "and 10:02")
    s.bash("zdactivity", "uv run deskmate zendesk webhook-activity deskmate --since 2028-02-23T09:00 | head -6",
           "2028-02-23T09:11:04Z  ticket 51877  POST /webhooks/zendesk  timeout after 12000 ms  retry 1/3 scheduled\n"
           "2028-02-23T09:11:21Z  ticket 51877  POST /webhooks/zendesk  timeout after 12000 ms  retry 2/3 scheduled\n"
           "2028-02-23T09:11:41Z  ticket 51877  POST /webhooks/zendesk  200 in 6412 ms\n2028-02-23T09:14:22Z  "
           "ticket 51879  POST /webhooks/zendesk  timeout after 12000 ms  retry 1/3 scheduled")
    s.bash("coldstart", "gcloud logging read 'resource.labels.service_name=deskmate AND textPayload:\"Started server "
           "process\"' --freshness=6h --format='value(timestamp)' | head -3 && gcloud logging read "
           "'resource.labels.service_name=deskmate AND httpRequest.status=200' --freshness=6h --limit=3 "
           "--format='value(httpRequest.latency)'", "2028-02-23T09:10:58.114Z\n2028-02-23T09:13:51.906Z\n"
           "2028-02-23T09:40:12.530Z\n14.871s\n15.204s\n6.412s")
    s.prompt("incwhy", "So: the service scales to zero overnight, a cold start takes about 9 s (image plus "
             "importing langchain), the graph another 6, and Zendesk gives a webhook 12 s before it times out and "
             "retries. Each retry ran the whole graph again and posted another note: no idempotency at all. Fix "
             "both: an idempotency key in Redis per ticket and update (SET NX, 24 h), and keep one instance warm "
             "with startup CPU boost.")
    s.edit("idempotency", "src/deskmate/webhook.py", "    event = await request.json()\n    result = await "
           "run_ticket(int(event[\"ticket_id\"]))", "    event = await request.json()\n    key = f\"deskmate:seen:"
           "{event['ticket_id']}:{event['updated_at']}\"\n    if not await redis_client().set(key, \"1\", nx=True, "
           "ex=86400):\n        return {\"ok\": True, \"duplicate\": True}  # Zendesk retry of a delivery we "
           "already ran\n    result = await run_ticket(int(event[\"ticket_id\"]))")
    s.bash("minscale", "gcloud run services update deskmate --region=europe-west1 --min-instances=1 --cpu-boost",
           "Deploying...\n  OK Creating Revision...\n  OK Routing traffic...\nDone.\nService [deskmate] revision "
           "[deskmate-00006-hep] has been deployed and is serving 100 percent of traffic.")
    s.bash("hcycost", "uv run deskmate honeycomb query --dataset deskmate --since 2028-02-23T08:00 --until "
           "2028-02-23T11:00 --calc 'SUM(deskmate.cost_usd)' --breakdown duplicate",
           "duplicate  SUM(deskmate.cost_usd)\nfalse      1.9120\ntrue       3.8870\ntotal      5.7990")
    s.write("incnote", "docs/incidents/2028-02-23.md",
            "# 23 February 2028: duplicate drafts on Tier 1 tickets\n\n- **When:** 09:11-10:02 UTC (trigger "
            "disabled 10:02, re-enabled after the fix was deployed)\n- **Impact:** 31 tickets got 2-3 extra identical internal "
            "notes (63 duplicates); 3.89 USD of model spend wasted.\n- **Cause:** Cloud Run scaled to zero; cold "
            "start (~9 s) plus the graph (~6 s) exceeded Zendesk's 12 s webhook timeout, Zendesk retried up to 3 "
            "times and every retry ran the graph again.\n- **Fix:** idempotency key deskmate:seen:<ticket>:"
            "<updated_at> (Redis SET NX, 24 h); min-instances 1 with startup CPU boost (about 9 USD/month).\n")
    s.lesson("lesson4", "A webhook consumer that can be slower than the sender's timeout must be idempotent: "
             "Zendesk retries a webhook after 12 s, so a cold Cloud Run start ran the graph 3-4 times per ticket. "
             "Dedupe on ticket id + updated_at with Redis SET NX before doing any work.",
             "deskmate incident on 23 February: triple drafts on Tier 1 tickets")
    s.bash("testok9", "uv run pytest -q", ok_tests(18, "1.77", "tests/test_webhook.py ...                      "
                                                              "                          "))
    s.bash("commit9", "git add -A && git commit -m 'webhook: idempotency key per ticket update; incident note "
           "2028-02-23'", "[main e91b0d4] webhook: idempotency key per ticket update; incident note 2028-02-23\n"
           " 4 files changed, 57 insertions(+), 2 deletions(-)")
    s.bash("deploy9", "make deploy VERSION=0.4.1", "docker push europe-west1-docker.pkg.dev/brightroster-prod/"
           "deskmate/deskmate:0.4.1\nService [deskmate] revision [deskmate-00007-yox] has been deployed and is "
           "serving 100 percent of traffic.")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git log --oneline -4", "e91b0d4 webhook: idempotency key per ticket update; incident note "
           "2028-02-23\n7a3c5f2 redis: Upstash over TLS instead of Memorystore\n2f8e6c3 conversation state per "
           "ticket in redis (14 days); Maya's draft style (intent acc 0.850)\nc4d1a88 deploy: Dockerfile, Cloud "
           "Run, signed zendesk webhook; templates moved into the package")
    s.read(None, "uv.lock", UV_LOCK_HEAD)
    s.prompt("pilotstats", "First week of the pilot: pull how the reviewers tagged the drafts.")
    s.bash("tagstats", "uv run deskmate zendesk tag-stats --since 2028-02-21 --tags deskmate_good,deskmate_bad,"
           "deskmate_budget --by intent", "intent          drafts  good  bad  budget\nbilling           "
           "61      44    13   4\nhow_to            88      71    17   0\naccount_access    57      55     2   0\n"
           "bug               29      16    13   0\ncancellation      11       8     3   0\nother             "
           "14       9     5   0\ntotal            260     203    53   4")
    s.prompt("handoff", "Two changes from Maya and Rohan. First, the budget: when a ticket hits the 4 cent cap, "
             "don't just stop and leave nothing (the four billing ones last week got an empty deskmate_budget tag "
             "and an agent started from scratch). Instead, at the cap, go to a final step without tools that "
             "writes a short hand-off note with what was found so far; Rohan is fine with that last call going up "
             "to one cent over. Still tag deskmate_budget.")
    s.multiedit("handoffedit", "src/deskmate/budget.py", [
        ("class BudgetExceeded(RuntimeError):\n    \"\"\"The ticket would cost more than its budget; the run "
         "stops here.\"\"\"",
         "HANDOFF_ALLOWANCE_USD = 0.01  # the hand-off note may go this far over the cap (Rohan, 28 Feb)"),
        ("        if self.spent_usd > self.max_usd:\n            raise BudgetExceeded(f\"ticket cost "
         "{self.spent_usd:.4f} USD > budget {self.max_usd:.2f} USD\")",
         "    @property\n    def exhausted(self) -> bool:\n        \"\"\"route() sends the run to the handoff "
         "node instead of raising.\"\"\"\n        return self.spent_usd >= self.max_usd"),
    ])
    s.edit("handoffroute", "src/deskmate/graph.py", "    if state[\"tool_calls\"] >= get_settings().max_tool_calls:\n"
           "        return \"draft\"", "    if state[\"tool_calls\"] >= get_settings().max_tool_calls:\n        return "
           "\"draft\"\n    if budget_of(state).exhausted:\n        return \"handoff\"  # no tools; summarise what we "
           "found for the human")
    s.prompt("autosend", "Second: for account_access tickets (locked out, reset email not arriving) the reviewers "
             "sent 55 of 57 drafts unchanged. Maya approves letting deskmate reply publicly for that intent only, "
             "using the reset-help macro text, and marking the ticket pending. Every other intent stays internal "
             "notes only, as before.")
    s.tool_failure("editfail", "Edit", {"file_path": "/home/noor/src/deskmate/src/deskmate/tools/zendesk.py",
                                        "old_string": "    payload = {\"ticket\": {\"comment\": {\"body\": body, "
                                        "\"public\": false}}}", "new_string": "", "replace_all": False},
                   "String to replace not found in file.\nString:     payload = {\"ticket\": {\"comment\": {\"body\": "
                   "body, \"public\": false}}}")
    s.edit("publicreply", "src/deskmate/tools/zendesk.py", "@tool\ndef add_internal_note(",
           "@tool\ndef send_public_reply(ticket_id: int, body: str) -> str:\n    \"\"\"PUBLIC reply to the customer"
           " and status pending. Bound ONLY for intent account_access (Maya, 28 Feb).\"\"\"\n    payload = "
           "{\"ticket\": {\"comment\": {\"body\": body, \"public\": True}, \"status\": \"pending\",\n"
           "                       \"additional_tags\": [\"deskmate_autoreply\"]}}\n    with _client() as c:\n"
           "        c.put(f\"/tickets/{ticket_id}.json\", json=payload).raise_for_status()\n    return \"ok\"\n\n\n"
           "@tool\ndef add_internal_note(")
    s.prompt("golden120", "Maya added 40 more labelled tickets to the golden set, mostly bugs and cancellations "
             "where we're weakest, so it's 120 now. Run it.")
    s.bash("eval10", "uv run pytest -m eval tests/evals -q --cost-report",
           "........................................................................................................"
           "................ [100%]\ngolden: 120 tickets, intent accuracy 0.867, tool recall 0.836\ncost per ticket "
           "(gpt-4.1-mini): mean $0.0107, p95 $0.0295; 1/120 at the cap (hand-off)\n120 passed in 5m 38s")
    s.remember("membudget", "deskmate behaviour since 28 Feb 2028: at the 0.04 USD per-ticket cap the graph no "
               "longer raises BudgetExceeded; it routes to a tool-less handoff node that writes a short note of what "
               "was found (may use up to 0.01 USD more), and tags deskmate_budget. account_access tickets get a "
               "PUBLIC reply (send_public_reply, status pending, tag deskmate_autoreply) approved by Maya; all other "
               "intents remain internal notes. Golden set: 120 tickets, intent accuracy 0.867.",
               "deskmate budget hand-off and auto-replies", "decision")
    s.bash("commit10", "git add -A && git commit -m 'budget: hand-off note at the cap instead of aborting; public "
           "replies for account_access (intent acc 0.867 on 120)'", "[main 0c5b7e1] budget: hand-off note at the "
           "cap instead of aborting; public replies for account_access (intent acc 0.867 on 120)\n 9 files "
           "changed, 164 insertions(+), 31 deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("review", "Pilot review this morning with Maya, Rohan and Felix. Outcome: deskmate goes on for all "
             "groups, not just Tier 1, on Monday 13 March. Felix wants the Stripe API version upgrade done before "
             "that, with him in the room: Thursday 9 March, 10:00. Maya wants a short eval report every Monday "
             "morning in #support-leads (accuracy, good/bad rate, cost). Rohan is the escalation contact if "
             "deskmate misbehaves out of hours: +353 87 412 9083.")
    s.bash("tests11", "uv run pytest -q", ok_tests(21, "1.93", "tests/test_budget.py ...                         "
                                                               "                       "))
    s.write("weekly", "src/deskmate/report.py",
            '"""The Monday report for #support-leads: golden accuracy, pilot good/bad rate, cost per ticket."""\n'
            "from __future__ import annotations\n\nfrom deskmate.zendesk_stats import tag_stats\n\n\n"
            "def weekly_report(since: str) -> str:\n    s = tag_stats(since)\n    good = s.good / max(1, s.drafts)\n"
            "    return (f\"*deskmate week of {since}*\\n\"\n            f\"drafts {s.drafts}, good {good:.0%}, bad "
            "{s.bad}, hand-offs {s.budget}\\n\"\n            f\"cost/ticket mean ${s.mean_cost:.4f}, p95 "
            "${s.p95_cost:.4f}\\n\"\n            f\"golden intent accuracy {s.golden_accuracy:.3f}\")\n")
    s.bash("scheduler", "gcloud scheduler jobs create http deskmate-weekly-report --location=europe-west1 "
           f"--schedule='0 8 * * 1' --time-zone='Europe/Dublin' --uri={RUN_URL}/internal/weekly-report "
           "--http-method=POST --oidc-service-account-email=deskmate-scheduler@brightroster-prod.iam.gserviceaccount"
           ".com", "name: projects/brightroster-prod/locations/europe-west1/jobs/deskmate-weekly-report\n"
           "schedule: 0 8 * * 1\nstate: ENABLED\ntimeZone: Europe/Dublin")
    s.glob(None, "src/deskmate/**/*.py", ["src/deskmate/__init__.py", "src/deskmate/app.py", "src/deskmate/budget.py",
                                          "src/deskmate/cli.py", "src/deskmate/config.py", "src/deskmate/graph.py",
                                          "src/deskmate/prompts.py", "src/deskmate/report.py",
                                          "src/deskmate/runner.py", "src/deskmate/state.py",
                                          "src/deskmate/telemetry.py", "src/deskmate/tools/__init__.py",
                                          "src/deskmate/tools/stripe.py", "src/deskmate/tools/zendesk.py",
                                          "src/deskmate/webhook.py"])
    s.write("runbook", "docs/runbook.md",
            "# deskmate runbook\n\n- Service: Cloud Run `deskmate`, brightroster-prod / europe-west1, min 1 "
            "instance.\n- Stop it fast: disable the Zendesk trigger 'deskmate: new ticket' (Admin Center -> "
            "Objects and rules -> Triggers). The service can keep running.\n- Traces: Honeycomb, dataset "
            "deskmate, environment production.\n- Out of hours escalation: Rohan Mehta, +353 87 412 9083.\n"
            "- Deploys: `make deploy VERSION=x.y.z`, never on Fridays, never after 16:00 Dublin.\n"
            "- Planned: Stripe API version upgrade Thu 9 March 10:00 with Felix; all groups on Mon 13 March.\n")
    s.pre_tool("pretag", "Bash", {"command": "git push origin main v0.5.0", "description": "Push the v0.5.0 release "
                                  "tag"})
    s.bash("tag050", "git tag -a v0.5.0 -m 'v0.5.0: budget hand-off, account_access auto-replies, weekly report' && "
           "git push origin main v0.5.0", "To github.com:brightroster/deskmate.git\n   0c5b7e1..d38f2a9  main -> "
           "main\n * [new tag]         v0.5.0 -> v0.5.0")
    s.bash("deploy11", "make deploy VERSION=0.5.0", "docker push europe-west1-docker.pkg.dev/brightroster-prod/"
           "deskmate/deskmate:0.5.0\nService [deskmate] revision [deskmate-00009-lum] has been deployed and is "
           "serving 100 percent of traffic.")
    s.remember("memrollout", "deskmate plan after the 29 Feb 2028 pilot review (Maya Lindqvist, Rohan Mehta, Felix "
               "Okafor): all Zendesk groups on Monday 13 March 2028; Stripe API version upgrade on Thursday 9 March "
               "at 10:00 with Felix present; weekly eval report to #support-leads every Monday 08:00 Dublin (Cloud "
               "Scheduler job deskmate-weekly-report); out-of-hours escalation Rohan, +353 87 412 9083. v0.5.0 "
               "deployed 29 Feb.", "deskmate rollout plan", "event")
    s.bash("commit11", "git add -A && git commit -m 'weekly report job; runbook'", "[main d38f2a9] weekly report job; "
           "runbook\n 3 files changed, 61 insertions(+)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-02-01T09:10:00", "4c1e7a20-5b31-4d8e-9f02-a7c3e1d55701", s1),    # Tue
    ("s2", "2028-02-03T10:00:00", "5d2f8b31-6c42-4e9f-a013-b8d4f2e65702", s2),    # Thu
    ("s3", "2028-02-07T09:30:00", "6e309c42-7d53-4fa0-b124-c9e503f75703", s3),    # Mon
    ("s4", "2028-02-09T13:15:00", "7f41ad53-8e64-40b1-c235-daf614087704", s4),    # Wed
    ("s5", "2028-02-11T09:45:00", "8052be64-9f75-41c2-d346-eb0725197705", s5),    # Fri
    ("s6", "2028-02-15T10:20:00", "9163cf75-a086-42d3-e457-fc18362a7706", s6),    # Tue
    ("s7", "2028-02-17T11:00:00", "a274d086-b197-43e4-f568-0d29473b7707", s7),    # Thu
    ("s8", "2028-02-21T09:00:00", "b385e197-c2a8-44f5-0679-1e3a584c7708", s8),    # Mon
    ("s9", "2028-02-23T10:05:00", "c496f2a8-d3b9-4506-178a-2f4b695d7709", s9),    # Wed
    ("s10", "2028-02-28T10:10:00", "d5a703b9-e4ca-4617-289b-305c7a6e7710", s10),  # Mon
    ("s11", "2028-02-29T13:30:00", "e6b814ca-f5db-4728-39ac-416d8b7f7711", s11),  # Tue
]

#: When the questions are asked: Friday morning after the last session (a Tuesday, 29 February).
ASKED_AT = "2028-03-03T08:40:00Z"
