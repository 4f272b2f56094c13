"""The ten sessions of the boxround history, step by step (see build.py and README.md)."""
from __future__ import annotations


def ex_module(mod: str, doc: str, fns: list[tuple[str, str, str]], extra: str = "") -> str:
    """A long, plausible Elixir module: the whole-file reads and writes that drown search.
    fns: (name, args, doc) per public function."""
    out = [f"defmodule {mod} do", '  @moduledoc """', f"  {doc}", '  """', "", "  import Ecto.Query, warn: false",
           "  alias Boxround.Repo", "  alias Boxround.Subscriptions.Subscription", "", extra, ""]
    for name, args, fdoc in fns:
        out += [f'  @doc "{fdoc}"', f"  def {name}({args}) do", "    Subscription",
                "    |> where([s], s.active == true)", "    |> join(:left, [s], u in assoc(s, :user))",
                "    |> select([s, u], %{id: s.id, email: u.email, box_size: s.box_size, day: s.delivery_day})",
                "    |> Repo.all()", "    |> Enum.map(fn row ->", "      Map.put(row, :label, label(row.box_size))",
                "    end)", "  end", ""]
    out += ["  defp label(:small), do: gettext(\"Klein pakket\")", "  defp label(:medium), do: gettext(\"Middel pakket\")",
            "  defp label(:large), do: gettext(\"Groot pakket\")", "end", "", "# tests", f"defmodule {mod}Test do",
            "  use Boxround.DataCase, async: true", "  import Boxround.SubscriptionsFixtures", ""]
    for name, args, _ in fns:
        out += [f'  describe "{name}/{len(args.split(",")) if args else 0}" do',
                '    test "returns the active subscriptions of the week" do',
                "      sub = subscription_fixture(box_size: :medium, delivery_day: :tuesday)",
                f"      assert [%{{id: id}}] = {mod}.{name}({', '.join('sub' for _ in args.split(',')) if args else ''})",
                "      assert id == sub.id", "    end", "", '    test "leaves paused subscriptions out" do',
                "      sub = subscription_fixture(box_size: :large, delivery_day: :friday)",
                "      assert sub.box_size == :large", "    end", "  end", ""]
    out += ["end"]
    return "\n".join(out)


def mix_ok(tests: int, secs: str = "1.8") -> str:
    return f"Running ExUnit with seed: 482913, max_cases: 16\n\n{'.' * 60}\nFinished in {secs} seconds " \
           f"(0.9s async, {secs}s sync)\n{tests} tests, 0 failures\n"


MIX_EXS = """defmodule Boxround.MixProject do
  use Mix.Project

  def project do
    [app: :boxround, version: "0.1.0", elixir: "~> 1.17", elixirc_paths: elixirc_paths(Mix.env()),
     start_permanent: Mix.env() == :prod, aliases: aliases(), deps: deps()]
  end

  def application, do: [mod: {Boxround.Application, []}, extra_applications: [:logger, :runtime_tools]]

  defp elixirc_paths(:test), do: ["lib", "test/support"]
  defp elixirc_paths(_), do: ["lib"]

  defp deps do
    [
      {:bcrypt_elixir, "~> 3.0"},
      {:phoenix, "~> 1.7.14"},
      {:phoenix_ecto, "~> 4.5"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:phoenix_html, "~> 4.1"},
      {:phoenix_live_reload, "~> 1.2", only: :dev},
      {:phoenix_live_view, "~> 1.0.0-rc.6"},
      {:floki, ">= 0.30.0", only: :test},
      {:phoenix_live_dashboard, "~> 0.8.3"},
      {:esbuild, "~> 0.8", runtime: Mix.env() == :dev},
      {:tailwind, "~> 0.2", runtime: Mix.env() == :dev},
      {:swoosh, "~> 1.5"},
      {:finch, "~> 0.13"},
      {:telemetry_metrics, "~> 1.0"},
      {:telemetry_poller, "~> 1.0"},
      {:gettext, "~> 0.20"},
      {:jason, "~> 1.2"},
      {:dns_cluster, "~> 0.1.1"},
      {:bandit, "~> 1.5"},
      {:credo, "~> 1.7", only: [:dev, :test], runtime: false}
    ]
  end

  defp aliases do
    [setup: ["deps.get", "ecto.setup", "assets.setup", "assets.build"],
     "ecto.setup": ["ecto.create", "ecto.migrate", "run priv/repo/seeds.exs"],
     "ecto.reset": ["ecto.drop", "ecto.setup"],
     test: ["ecto.create --quiet", "ecto.migrate --quiet", "test"]]
  end
end
"""

MIX_LOCK = "%{\n" + "".join(
    f'  "{n}": {{:hex, :{n}, "{v}", "{(n + v).encode().hex()[:64]}", [:mix], [], "hexpm", '
    f'"{(v + n).encode().hex()[:64]}"}},\n'
    for n, v in (("bandit", "1.5.7"), ("bcrypt_elixir", "3.2.0"), ("castore", "1.0.9"), ("credo", "1.7.8"),
                 ("db_connection", "2.7.0"), ("decimal", "2.1.1"), ("ecto", "3.12.4"), ("ecto_sql", "3.12.1"),
                 ("esbuild", "0.8.2"), ("finch", "0.19.0"), ("floki", "0.36.2"), ("gettext", "0.26.1"),
                 ("hpax", "1.0.0"), ("jason", "1.4.4"), ("mime", "2.0.6"), ("mint", "1.6.2"), ("oban", "2.18.3"),
                 ("phoenix", "1.7.14"), ("phoenix_ecto", "4.6.2"), ("phoenix_html", "4.1.1"),
                 ("phoenix_live_view", "1.0.0-rc.7"), ("plug", "1.16.1"), ("postgrex", "0.19.1"), ("req", "0.5.6"),
                 ("swoosh", "1.17.2"), ("tailwind", "0.2.4"), ("telemetry", "1.3.0"), ("thousand_island", "1.3.5"),
                 ("tzdata", "1.1.2"), ("websock_adapter", "0.5.7"))) + "}\n"

SUBS_FNS = [("skip_week", "subscription, week_start", "Skips one delivery week; refused after the deadline."),
            ("deadline_for", "week_start", "The Sunday 20:00 before the delivery week."),
            ("list_active", "delivery_day", "Active subscriptions for a delivery day."),
            ("change_box", "subscription, attrs", "Changes box size, day or extras.")]
SUBS_EXTRA = ("  @prices %{small: 1400, medium: 1900, large: 2500}\n  @extras %{eggs: 350, bread: 420}\n\n"
              "  def deadline_for(week_start) do\n    sunday = Date.add(week_start, -1)\n"
              "    NaiveDateTime.new!(sunday, ~T[20:00:00])\n  end\n\n  def before_deadline?(week_start) do\n"
              "    NaiveDateTime.compare(NaiveDateTime.utc_now(), deadline_for(week_start)) == :lt\n  end")


def s1(s):
    s.start()
    s.prompt("goal", "New project: boxround. Hof ter Linde is an organic farm in Destelbergen just outside Ghent; "
             "about 140 households get a vegetable box from them, delivered on Tuesday or Friday. Right now it all "
             "lives in a Google Sheet that Lieve (the farmer) edits by hand. I want a Phoenix LiveView app where "
             "subscribers manage their own box and the farm gets a pack list and a delivery round. Elixir 1.17 on "
             "OTP 27, Phoenix 1.7, Postgres.")
    s.prompt("nojs", "Ground rules for the front end: no React, no Alpine, no SPA of any kind. Everything is "
             "LiveView, and we write a JS hook only when there's really no other way.")
    s.prompt("rules", "Two more: the interface is Dutch first (Gettext, nl as the default locale, English as the "
             "second one), and money is always an integer number of cents (price_cents, amount_cents), never a "
             "float or a Decimal in a schema.")
    s.bash("phxnew", "mix phx.new boxround --database postgres && cd boxround",
           "* creating boxround/config/config.exs\n* creating boxround/config/dev.exs\n* creating boxround/lib/"
           "boxround/application.ex\n* creating boxround/lib/boxround_web/router.ex\n...\nFetch and install "
           "dependencies? [Yn] Y\n* running mix deps.get\n* running mix assets.setup\n\nWe are almost there!")
    s.write("compose", "compose.yaml", "services:\n  db:\n    image: postgres:16\n    environment:\n"
            "      POSTGRES_USER: postgres\n      POSTGRES_PASSWORD: boxround\n      POSTGRES_DB: boxround_dev\n"
            "    ports:\n      - \"5432:5432\"\n    volumes:\n      - pgdata:/var/lib/postgresql/data\nvolumes:\n"
            "  pgdata: {}\n")
    s.bash("pgauth", "docker compose up -d db && mix ecto.create", "[+] Running 2/2\n ✔ Volume \"boxround_pgdata\" "
           "Created\n ✔ Container boxround-db-1  Started\n", "** (Mix) The database for Boxround.Repo couldn't be "
           "created: FATAL 28P01 (invalid_password) password authentication failed for user \"postgres\"", code=1)
    s.edit("pgfix", "config/dev.exs", "  password: \"postgres\",", "  password: \"boxround\",  # compose.yaml sets "
           "POSTGRES_PASSWORD=boxround")
    s.bash(None, "mix ecto.create", "The database for Boxround.Repo has been created")
    s.prompt("auth", "Subscribers log in with email and password; use phx.gen.auth and keep what it generates. No "
             "social logins.")
    s.bash("genauth", "mix phx.gen.auth Accounts User users --live", "* creating priv/repo/migrations/"
           "20261012094411_create_users_auth_tables.exs\n* creating lib/boxround/accounts/user.ex\n* creating "
           "lib/boxround/accounts/user_token.ex\n* creating lib/boxround_web/user_auth.ex\n* creating "
           "lib/boxround_web/live/user_login_live.ex\n* injecting lib/boxround_web/router.ex\n\nPlease re-fetch "
           "your dependencies with the following command:\n\n    $ mix deps.get")
    s.edit("locale", "config/config.exs", "config :boxround, BoxroundWeb.Gettext, []",
           "config :boxround, BoxroundWeb.Gettext, default_locale: \"nl\", locales: ~w(nl en)")
    s.read(None, "mix.exs", MIX_EXS)
    s.bash(None, "mix deps.get && mix ecto.migrate && mix test", "Resolving Hex dependencies...\n"
           "* Getting bcrypt_elixir (Hex package)\n\n" + mix_ok(112, "2.4"))
    s.bash("commit1", "git init && git add -A && git commit -m 'Phoenix 1.7 app with phx.gen.auth, nl locale'",
           "[main (root-commit) 2c9e1f4] Phoenix 1.7 app with phx.gen.auth, nl locale\n 96 files changed, 6210 "
           "insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("subs", "Now subscriptions. Each subscriber has one: box size small (14 euro), medium (19 euro) or large "
             "(25 euro), delivery on Tuesday or Friday, and extras: eggs (3.50) and bread (4.20). They can skip a "
             "week. Deadline for skipping: Sunday 20:00 before the delivery week, that's when Lieve prints the "
             "harvest plan.")
    s.bash(None, "mix phx.gen.context Subscriptions Subscription subscriptions user_id:references:users "
           "box_size:enum:small:medium:large delivery_day:enum:tuesday:friday active:boolean",
           "* creating lib/boxround/subscriptions/subscription.ex\n* creating priv/repo/migrations/"
           "20261014133012_create_subscriptions.exs\n* creating lib/boxround/subscriptions.ex\n* creating "
           "test/boxround/subscriptions_test.exs")
    s.write("subsctx", "lib/boxround/subscriptions.ex", ex_module(
        "Boxround.Subscriptions", "Subscriptions: box size, delivery day, extras, and skipped weeks.", SUBS_FNS,
        SUBS_EXTRA))
    s.write("migskips", "priv/repo/migrations/20261014135208_create_skips.exs",
            "defmodule Boxround.Repo.Migrations.CreateSkips do\n  use Ecto.Migration\n\n  def change do\n"
            "    create table(:skips) do\n      add :subscription_id, references(:subscriptions, on_delete: "
            ":delete_all), null: false\n      add :week_start, :date, null: false\n      timestamps(type: "
            ":utc_datetime)\n    end\n\n    create unique_index(:skips, [:subscription_id, :week_start])\n\n"
            "    alter table(:subscriptions) do\n      add :price_cents, :integer, null: false\n    end\n  end\nend\n")
    s.write("myboxlive", "lib/boxround_web/live/my_box_live.ex", "defmodule BoxroundWeb.MyBoxLive do\n  use "
            "BoxroundWeb, :live_view\n  alias Boxround.Subscriptions\n\n  def mount(_params, _session, socket) do\n"
            "    sub = Subscriptions.get_for_user!(socket.assigns.current_user)\n    {:ok, assign(socket, sub: sub, "
            "week: Subscriptions.next_week(sub))}\n  end\n\n  def handle_event(\"skip\", _params, socket) do\n"
            "    case Subscriptions.skip_week(socket.assigns.sub, socket.assigns.week) do\n      {:ok, _} -> {:noreply, "
            "put_flash(socket, :info, gettext(\"Je pakket van deze week is overgeslagen.\"))}\n      {:error, "
            ":too_late} -> {:noreply, put_flash(socket, :error, gettext(\"Te laat: overslaan kan tot zondag "
            "20:00.\"))}\n    end\n  end\n\n  def render(assigns) do\n    ~H\"\"\"\n    <.header><%= gettext(\"Mijn "
            "pakket\") %></.header>\n    <p><%= gettext(\"Overslaan kan tot zondag 20:00 voor de leverweek.\") %></p>\n"
            "    <.button phx-click=\"skip\"><%= gettext(\"Week overslaan\") %></.button>\n    \"\"\"\n  end\nend\n")
    s.bash("keyerr", "mix phx.server", "[info] Running BoxroundWeb.Endpoint with Bandit 1.5.7 at 127.0.0.1:4000 "
           "(http)\n[info] GET /mijn-pakket\n", "[error] ** (KeyError) key :current_user not found in: %{__changed__: "
           "nil, flash: %{}, live_action: :index}\n    (boxround 0.1.0) lib/boxround_web/live/my_box_live.ex:6: "
           "BoxroundWeb.MyBoxLive.mount/3", code=1)
    s.grep(None, "live_session", ["lib/boxround_web/router.ex", "lib/boxround_web/user_auth.ex"])
    s.edit("keyfix", "lib/boxround_web/router.ex", "    live \"/mijn-pakket\", MyBoxLive, :index\n",
           "    live_session :require_authenticated_user,\n      on_mount: [{BoxroundWeb.UserAuth, "
           ":ensure_authenticated}] do\n      live \"/mijn-pakket\", MyBoxLive, :index\n    end\n")
    s.write("skiptest", "test/boxround/subscriptions_test.exs", "defmodule Boxround.SubscriptionsTest do\n  use "
            "Boxround.DataCase, async: true\n  alias Boxround.Subscriptions\n\n  test \"skipping before the "
            "deadline works\" do\n    sub = subscription_fixture()\n    assert {:ok, _} = Subscriptions.skip_week("
            "sub, ~D[2026-10-19])\n  end\n\n  test \"skipping after the deadline is refused\" do\n    sub = "
            "subscription_fixture()\n    assert {:error, :too_late} = Subscriptions.skip_week(sub, ~D[2026-10-12])\n"
            "  end\nend\n")
    s.bash(None, "mix test", mix_ok(121, "2.6"))
    s.bash(None, "mix credo", "Checking 38 source files ...\n\n  Code Readability\n┃\n┃ [R] ↗ Modules should have a "
           "@moduledoc tag.\n┃       lib/boxround/subscriptions/subscription.ex:1:11 #(Boxround.Subscriptions."
           "Subscription)\n┃ [R] ↗ Modules should have a @moduledoc tag.\n┃       lib/boxround/accounts/user_token.ex"
           ":1:11 #(Boxround.Accounts.UserToken)\n\nAnalysis took 0.4 seconds\n41 mods/funs, found 2 code "
           "readability issues.")
    s.prompt("credo", "Don't bother with credo's moduledoc complaints on Ecto schemas. But always run mix format "
             "before a commit. And for tests: plain ExUnit and Phoenix.LiveViewTest, no Wallaby, no headless "
             "browser.")
    s.bash("commit2", "mix format && git add -A && git commit -m 'Subscriptions with skip weeks and the My box page'",
           "[main 7ab31d0] Subscriptions with skip weeks and the My box page\n 14 files changed, 488 insertions(+), "
           "3 deletions(-)")
    s.stop()
    s.end()


PACKING_FNS = [("pack_list", "delivery_date", "Boxes per size, extras, and one line per customer for a delivery day."),
               ("totals", "delivery_date", "How many boxes of each size and how many extras."),
               ("print_view", "delivery_date", "The rows of the printable list.")]
PACKING_EXTRA = ("  def totals(date) do\n    from(s in Subscription,\n      left_join: e in assoc(s, :extras),\n"
                 "      where: s.delivery_day == ^weekday(date) and s.active,\n      select: {s.box_size, e.kind})\n"
                 "    |> Repo.all()\n    |> Enum.frequencies_by(&elem(&1, 0))\n  end")


def s3(s):
    s.start()
    s.prompt("packlist", "Lieve needs a pack list per delivery day: how many small, medium and large boxes, how many "
             "eggs and loaves, and a line per customer with their extras. A LiveView page at /packing that she "
             "prints on Monday and Thursday morning.")
    s.write("packingctx", "lib/boxround/packing.ex", ex_module("Boxround.Packing", "The pack list of a delivery day.",
                                                               PACKING_FNS, PACKING_EXTRA))
    s.write("packinglive", "lib/boxround_web/live/packing_live.ex", "defmodule BoxroundWeb.PackingLive do\n  use "
            "BoxroundWeb, :live_view\n  alias Boxround.Packing\n\n  def mount(%{\"date\" => date}, _session, socket) "
            "do\n    date = Date.from_iso8601!(date)\n    {:ok, assign(socket, date: date, totals: Packing.totals(date), "
            "rows: Packing.print_view(date))}\n  end\n\n  def render(assigns) do\n    ~H\"\"\"\n    <h1 "
            "class=\"print:text-xl\"><%= gettext(\"Paklijst\") %> <%= @date %></h1>\n    <table><tr :for={{size, n} "
            "<- @totals}><td><%= size %></td><td><%= n %></td></tr></table>\n    \"\"\"\n  end\nend\n")
    s.edit(None, "lib/boxround_web/router.ex", "      live \"/mijn-pakket\", MyBoxLive, :index\n",
           "      live \"/mijn-pakket\", MyBoxLive, :index\n      live \"/packing/:date\", PackingLive, :show\n")
    s.bash(None, "mix test test/boxround/packing_test.exs", mix_ok(6, "0.3"))
    s.bash(None, "mix run priv/repo/import_sheet.exs ~/Downloads/hof-ter-linde-abonnees.csv", "imported 141 "
           "subscribers (139 active), 203 extras")
    s.prompt("dup1", "I loaded the real subscribers from Lieve's sheet. The pack list says 61 medium boxes for "
             "Tuesday, Lieve counts 54. And the Peeters family is on it twice. What's going on?")
    s.bash("dup1psql", "psql boxround_dev -c \"select count(*) from subscriptions where delivery_day='tuesday' and "
           "box_size='medium' and active\"", " count\n-------\n    54\n(1 row)")
    s.read(None, "lib/boxround/packing.ex", ex_module("Boxround.Packing", "The pack list of a delivery day.",
                                                      PACKING_FNS, PACKING_EXTRA))
    s.edit("dup1fix", "lib/boxround/packing.ex", "    from(s in Subscription,\n      left_join: e in assoc(s, "
           ":extras),\n      where: s.delivery_day == ^weekday(date) and s.active,\n      select: {s.box_size, "
           "e.kind})", "    # one row per subscription: the left_join on extras gave one row per extra and counted "
           "a box once per egg/bread add-on\n    from(s in Subscription,\n      where: s.delivery_day == "
           "^weekday(date) and s.active,\n      select: s.box_size)")
    s.edit(None, "lib/boxround/packing.ex", "    |> Enum.frequencies_by(&elem(&1, 0))", "    |> Enum.frequencies()")
    s.bash(None, "mix test", mix_ok(129, "2.7"))
    s.lesson("lesson1", "An Ecto left_join on a has_many (a subscription's extras) returns one row per extra, so "
             "counting those rows counts a subscriber once per add-on: the Tuesday pack list showed 61 medium "
             "boxes instead of 54. Count boxes on the subscriptions query alone and load the extras with a "
             "separate preload.", "boxround: pack list overcounting boxes, customers with extras listed twice")
    s.prompt("quantum", "Every Monday and Thursday at 05:00 the app should build the delivery round for the next day "
             "and mail Lieve the pack list. Keep it light: Quantum for the schedule, no job queue and no extra "
             "tables for it.")
    s.bash(None, "mix deps.get", "Resolving Hex dependencies...\n* Getting quantum (Hex package)\n* Getting "
           "crontab (Hex package)\n* Getting gen_stage (Hex package)")
    s.write("quantumcfg", "lib/boxround/scheduler.ex", "defmodule Boxround.Scheduler do\n  @moduledoc \"Cron-like "
            "jobs (Quantum): the delivery round at 05:00 on Monday and Thursday.\"\n  use Quantum, otp_app: "
            ":boxround\nend\n\n# config/config.exs\n# config :boxround, Boxround.Scheduler,\n#   jobs: [{\"0 5 * * "
            "1,4\", {Boxround.Rounds, :generate_next, []}}]\n")
    s.bash("commit3", "mix format && git add -A && git commit -m 'Pack list per delivery day; Quantum schedule for "
           "rounds'", "[main e41f7a2] Pack list per delivery day; Quantum schedule for rounds\n 9 files changed, 311 "
           "insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


MOLLIE_FNS = [("create_customer", "user", "Creates the Mollie customer of a subscriber."),
              ("create_first_payment", "subscription", "The first payment (Bancontact) that creates the mandate."),
              ("create_subscription", "subscription", "The monthly Mollie subscription (SEPA direct debit)."),
              ("get_payment", "id", "Fetches a payment by its tr_ id.")]


def s4(s):
    s.start()
    s.prompt("mollie", "Payments. The farm banks with KBC and wants monthly SEPA direct debit. Use Mollie: people "
             "here know Bancontact, the first payment by Bancontact creates the mandate and a Mollie subscription "
             "then collects every month. API key in MOLLIE_KEY, test mode first. Noor, who answers the customer "
             "mails, will need to see who paid.")
    s.fetch("molliedocs", "https://docs.mollie.com/docs/recurring-payments", "How do I set up a first payment and a "
            "monthly subscription, and how do webhooks work?", "Create a customer, then a payment with "
            "sequenceType=first (the mandate is created when it is paid). Then POST /v2/customers/{id}/subscriptions "
            "with amount {currency: \"EUR\", value: \"25.00\"} and interval \"1 month\". Webhooks are POSTed as "
            "form data with only id=tr_...; fetch the payment to learn its status, never trust the request body.")
    s.write("mollieclient", "lib/boxround/billing/mollie.ex", ex_module(
        "Boxround.Billing.Mollie", "Mollie API client (Req): customers, first payments, subscriptions.", MOLLIE_FNS,
        "  @base \"https://api.mollie.com/v2\"\n  defp key, do: Application.fetch_env!(:boxround, :mollie_key)\n\n"
        "  defp amount(cents), do: %{currency: \"EUR\", value: cents / 100}"))
    s.bash("mollie422", "mix run -e 'Boxround.Billing.Mollie.create_first_payment(Boxround.Repo.get!(Boxround."
           "Subscriptions.Subscription, 1))'", "", "** (Boxround.Billing.Error) mollie 422: %{\"status\" => 422, "
           "\"title\" => \"Unprocessable Entity\", \"detail\" => \"The amount contains an invalid value\", \"field\" "
           "=> \"amount.value\"}", code=1)
    s.edit("mollie422fix", "lib/boxround/billing/mollie.ex", "  defp amount(cents), do: %{currency: \"EUR\", value: "
           "cents / 100}", "  # Mollie wants the value as a string with exactly two decimals (\"19.00\"), not 19.0\n"
           "  defp amount(cents), do: %{currency: \"EUR\", value: :io_lib.format(\"~.2f\", [cents / 100]) |> "
           "to_string()}")
    s.write("webhookctl", "lib/boxround_web/controllers/mollie_webhook_controller.ex", "defmodule "
            "BoxroundWeb.MollieWebhookController do\n  use BoxroundWeb, :controller\n  alias Boxround.Billing\n\n"
            "  def create(conn, %{\"id\" => id}) do\n    {:ok, payment} = Billing.Mollie.get_payment(id)\n"
            "    order = Billing.get_payment_by_order!(payment[\"metadata\"][\"order_id\"])\n    {:ok, _} = "
            "Billing.update_status(order, payment[\"status\"])\n    send_resp(conn, 200, \"\")\n  end\nend\n")
    s.edit("webhookroute", "lib/boxround_web/router.ex", "    get \"/\", PageController, :home\n",
           "    get \"/\", PageController, :home\n    post \"/webhooks/mollie\", MollieWebhookController, :create\n")
    s.prompt("paystuck1", "I paid a test payment with the Bancontact test card. Mollie's dashboard says paid, but our "
             "payments table still says open.")
    s.bash("csrf403", "grep -A3 'webhooks/mollie' log/dev.log | tail -4", "[info] POST /webhooks/mollie\n[debug] "
           "** (Plug.CSRFProtection.InvalidCSRFTokenError) invalid CSRF (Cross Site Request Forgery) token, please "
           "make sure that:\n[info] Sent 403 in 2ms")
    s.edit("csrffix", "lib/boxround_web/router.ex", "    post \"/webhooks/mollie\", MollieWebhookController, "
           ":create\n", "")
    s.edit(None, "lib/boxround_web/router.ex", "  pipeline :api do\n", "  pipeline :webhook do\n    plug :accepts, "
           "[\"json\"]\n  end\n\n  # Mollie posts form data without a CSRF token: keep it out of :browser\n"
           "  scope \"/webhooks\", BoxroundWeb do\n    pipe_through :webhook\n    post \"/mollie\", "
           "MollieWebhookController, :create\n  end\n\n  pipeline :api do\n")
    s.bash(None, "mix test", mix_ok(137, "2.9"))
    s.remember("memmollie", "Mollie for boxround: test key in .env as MOLLIE_KEY, the live key only on the server. "
               "Flow: a first payment (Bancontact, sequenceType first) creates the mandate, then a Mollie "
               "subscription collects monthly on the 1st by SEPA direct debit. Webhook: POST /webhooks/mollie in "
               "its own pipeline (no CSRF); we refetch the payment by id and never trust the POST body.",
               "Mollie payments in boxround", "fact")
    s.bash("commit4", "mix format && git add -A && git commit -m 'Mollie: first payment, monthly subscription, "
           "webhook'", "[main 90c2d5b] Mollie: first payment, monthly subscription, webhook\n 8 files changed, 402 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("deploy", "Let's get it online before the first real customers sign up next week. Lieve's hosting "
             "budget is 15 euros a month at most, and the data has to stay in the EU, she promised that in the "
             "privacy notice. A Hetzner CX22 in Falkenstein, Docker Compose with the release and Caddy in front, "
             "Postgres on the same machine.")
    s.bash(None, "mix phx.gen.release --docker", "* creating rel/overlays/bin/server\n* creating rel/overlays/bin/"
           "migrate\n* creating lib/boxround/release.ex\n* creating Dockerfile\n* creating .dockerignore\n\nYour "
           "application is ready to be deployed in a release!")
    s.write("prodcompose", "deploy/compose.prod.yaml", "services:\n  db:\n    image: postgres:16\n    env_file: .env\n"
            "    volumes: [pgdata:/var/lib/postgresql/data]\n  app:\n    build: ..\n    env_file: .env\n"
            "    environment:\n      PHX_HOST: mijnpakket.hofterlinde.be\n      DATABASE_URL: "
            "ecto://boxround:${DB_PASSWORD}@db/boxround\n    depends_on: [db]\n  caddy:\n    image: caddy:2\n"
            "    ports: [\"80:80\", \"443:443\"]\n    volumes: [./Caddyfile:/etc/caddy/Caddyfile, caddy_data:/data]\n"
            "volumes:\n  pgdata: {}\n  caddy_data: {}\n")
    s.write("caddy", "deploy/Caddyfile", "mijnpakket.hofterlinde.be {\n  encode gzip\n  reverse_proxy app:4000\n}\n")
    s.bash("relfail", "ssh deploy@49.12.188.20 'cd boxround/deploy && docker compose -f compose.prod.yaml up -d "
           "--build && sleep 20 && docker compose logs app --tail 6'", "app-1  | 14:31:07.512 [info] Running "
           "BoxroundWeb.Endpoint with Bandit 1.5.7 at :::4000 (http)\napp-1  | 14:31:07.698 [error] Postgrex."
           "Protocol (#PID<0.2114.0>) failed: ** (Postgrex.Error) ERROR 42P01 (undefined_table) relation \"users\" "
           "does not exist\napp-1  | 14:31:08.004 [notice] Application boxround exited: shutdown\napp-1 exited with "
           "code 1 (restarting)")
    s.prompt("relask", "Migrations don't run by themselves in a release, right? Make the container run them every "
             "time it starts, before the app.")
    s.edit("relfix", "rel/overlays/bin/server", "exec ./boxround start", "# migrations first: the release never runs "
           "them on its own\n./migrate\nexec ./boxround start")
    s.bash("deployok", "ssh deploy@49.12.188.20 'cd boxround && git pull && cd deploy && docker compose -f "
           "compose.prod.yaml up -d --build' && curl -sI https://mijnpakket.hofterlinde.be | head -3",
           "app-1  | 14:52:40.118 [info] Migrations already up\napp-1  | 14:52:41.302 [info] Running BoxroundWeb."
           "Endpoint with Bandit 1.5.7 at :::4000 (http)\nHTTP/2 200\nalt-svc: h3=\":443\"; ma=2592000\n"
           "content-type: text/html; charset=utf-8")
    s.bash(None, "ssh deploy@49.12.188.20 docker stats --no-stream", "CONTAINER ID   NAME              CPU %   MEM "
           "USAGE / LIMIT\n1f2e3d4c5b6a   deploy-app-1      0.41%   182.3MiB / 3.73GiB\n6a5b4c3d2e1f   deploy-db-1"
           "       0.02%   41.8MiB / 3.73GiB\n9e8d7c6b5a4f   deploy-caddy-1    0.00%   14.2MiB / 3.73GiB")
    s.remember("memdeploy1", "boxround production: Hetzner CX22 in Falkenstein (4.59 EUR/month), 49.12.188.20, user "
               "deploy. Deploy: ssh in, git pull, docker compose -f deploy/compose.prod.yaml up -d --build "
               "(migrations run in rel/overlays/bin/server on start). Caddy serves mijnpakket.hofterlinde.be with "
               "automatic TLS. Postgres 16 in the same compose; nightly pg_dump to a Hetzner Storage Box.",
               "Deploying boxround", "fact")
    s.bash("commit5", "git add -A && git commit -m 'Release, Docker Compose with Caddy; migrate on start'",
           "[main 3d70b88] Release, Docker Compose with Caddy; migrate on start\n 7 files changed, 148 "
           "insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("dstbug", "Lieve is annoyed. Mevrouw Van Damme skipped this week's box on Sunday at 20:40, forty minutes "
             "after the deadline, and the app accepted it. Lieve had already printed the harvest plan with her box "
             "on it. It was the Sunday the clocks went back, could that be it?")
    s.bash(None, "ssh deploy@49.12.188.20 \"docker compose exec db psql -U boxround -c \\\"select id, "
           "subscription_id, week_start, inserted_at from skips order by id desc limit 3\\\"\"",
           "  id  | subscription_id | week_start |     inserted_at\n------+-----------------+------------+-----------"
           "----------\n 1183 |              77 | 2026-10-26 | 2026-10-25 19:40:12\n 1182 |              12 | "
           "2026-10-26 | 2026-10-25 17:02:55\n 1181 |             103 | 2026-10-26 | 2026-10-25 09:14:30")
    s.read("readsubs", "lib/boxround/subscriptions.ex", ex_module(
        "Boxround.Subscriptions", "Subscriptions: box size, delivery day, extras, and skipped weeks.", SUBS_FNS,
        SUBS_EXTRA))
    s.bash("tzerr", "iex -S mix -e 'DateTime.now(\"Europe/Brussels\") |> IO.inspect()'", "{:error, "
           ":utc_only_time_zone_database}")
    s.prompt("dstcause", "So we build a naive 20:00 and compare it with the UTC clock: the deadline is really 21:00 "
             "in winter and 22:00 in summer. The clock change just made it visible. Do it properly in "
             "Europe/Brussels.")
    s.bash(None, "mix deps.get", "Resolving Hex dependencies...\n* Getting tzdata (Hex package)\n* Getting hackney "
           "(Hex package)")
    s.edit("tzdata", "config/config.exs", "config :phoenix, :json_library, Jason",
           "config :phoenix, :json_library, Jason\n\n# Elixir only knows UTC out of the box\nconfig :elixir, "
           ":time_zone_database, Tzdata.TimeZoneDatabase")
    s.edit("dstfix", "lib/boxround/subscriptions.ex", "    NaiveDateTime.new!(sunday, ~T[20:00:00])\n  end\n\n  def "
           "before_deadline?(week_start) do\n    NaiveDateTime.compare(NaiveDateTime.utc_now(), deadline_for("
           "week_start)) == :lt", "    DateTime.new!(sunday, ~T[20:00:00], \"Europe/Brussels\")\n  end\n\n  def "
           "before_deadline?(week_start) do\n    DateTime.compare(DateTime.now!(\"Europe/Brussels\"), deadline_for("
           "week_start)) == :lt")
    s.write("dsttest", "test/boxround/deadline_test.exs", "defmodule Boxround.DeadlineTest do\n  use ExUnit.Case, "
            "async: true\n  alias Boxround.Subscriptions\n\n  test \"winter time: Sunday 20:00 in Brussels is 19:00 "
            "UTC\" do\n    assert Subscriptions.deadline_for(~D[2026-10-26]) |> DateTime.shift_zone!(\"Etc/UTC\") "
            "== ~U[2026-10-25 19:00:00Z]\n  end\n\n  test \"summer time: 18:00 UTC\" do\n    assert "
            "Subscriptions.deadline_for(~D[2026-06-08]) |> DateTime.shift_zone!(\"Etc/UTC\") == "
            "~U[2026-06-07 18:00:00Z]\n  end\nend\n")
    s.bash(None, "mix test", mix_ok(141, "3.0"))
    s.lesson("lesson2", "Elixir ships only a UTC time zone database: DateTime.now(\"Europe/Brussels\") returns "
             "{:error, :utc_only_time_zone_database} until tzdata is configured. Comparing a naive 20:00 with "
             "NaiveDateTime.utc_now() put the skip deadline an hour late in winter and two in summer. Build deadlines "
             "with DateTime.new!(date, time, \"Europe/Brussels\") and compare DateTimes.",
             "boxround: a customer could skip her box 40 minutes after the Sunday deadline")
    s.bash(None, "git log --oneline -5", "3d70b88 Release, Docker Compose with Caddy; migrate on start\n90c2d5b "
           "Mollie: first payment, monthly subscription, webhook\ne41f7a2 Pack list per delivery day; Quantum "
           "schedule for rounds\n7ab31d0 Subscriptions with skip weeks and the My box page\n2c9e1f4 Phoenix 1.7 app "
           "with phx.gen.auth, nl locale")
    s.bash("commit6", "mix format && git add -A && git commit -m 'Skip deadline in Europe/Brussels (tzdata)' && "
           "./deploy.sh", "[main 5be21c9] Skip deadline in Europe/Brussels (tzdata)\n 5 files changed, 41 "
           "insertions(+), 6 deletions(-)\ndeployed 5be21c9")
    s.stop()
    s.end()


DELIV_FNS = [("pause_delivery", "subscription, week_start", "Pauses one delivery week; refused after the deadline."),
             ("deadline_for", "week_start", "The deadline before a delivery week, in Europe/Brussels."),
             ("list_pauses", "week_start", "The pauses of a week, for the pack list."),
             ("resume_delivery", "subscription, week_start", "Undoes a pause before the deadline.")]
DELIV_EXTRA = ("  alias Boxround.Deliveries.Pause\n\n  def deadline_for(week_start) do\n    sunday = Date.add(week_start, "
               "-1)\n    DateTime.new!(sunday, ~T[20:00:00], \"Europe/Brussels\")\n  end")


def s7(s):
    s.start()
    s.prompt("roundmissing", "Bram says there was no delivery round for yesterday: he had to drive from the old "
             "spreadsheet. On Monday the server rebooted for updates just before six in the morning and the app was back at 06:01.")
    s.bash("quantumlog", "ssh deploy@49.12.188.20 'docker compose logs app --since 2026-10-26T04:55:00Z --until "
           "2026-10-26T05:10:00Z' | grep -i -e quantum -e round -e start", "app-1  | 04:59:12.004 [notice] SIGTERM "
           "received - shutting down\napp-1  | 05:01:03.551 [info] Running BoxroundWeb.Endpoint with Bandit 1.5.7 at "
           ":::4000 (http)\napp-1  | 04:01:03.560 [debug] Quantum Boxround.Scheduler: loaded 1 job(s), next run "
           "2026-10-29T05:00:00Z")
    s.prompt("obanswitch", "So Quantum remembers nothing: a run that falls in a restart is simply gone and nobody "
             "notices. Replace it with Oban after all: Oban's Cron plugin, jobs stored in Postgres, retries, and "
             "unique per delivery date so a round can never be generated twice. And the cron runs in Brussels time: "
             "Quantum used UTC, so its 05:00 was really 06:00 here. Take Quantum out completely.")
    s.bash(None, "mix deps.unlock quantum crontab gen_stage && mix deps.get", "Unlocked deps:\n* quantum\n* crontab\n"
           "* gen_stage\nResolving Hex dependencies...\n* Getting oban (Hex package)")
    s.write("obanmig", "priv/repo/migrations/20261028094010_add_oban_jobs_table.exs", "defmodule Boxround.Repo."
            "Migrations.AddObanJobsTable do\n  use Ecto.Migration\n\n  def up, do: Oban.Migration.up(version: 12)\n"
            "  def down, do: Oban.Migration.down(version: 1)\nend\n")
    s.edit("obancfg", "config/config.exs", "config :boxround, Boxround.Scheduler,\n  jobs: [{\"0 5 * * 1,4\", "
           "{Boxround.Rounds, :generate_next, []}}]", "config :boxround, Oban,\n  repo: Boxround.Repo,\n  queues: "
           "[rounds: 1, mail: 5],\n  plugins: [\n    {Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 14},\n    "
           "{Oban.Plugins.Cron, timezone: \"Europe/Brussels\", crontab: [{\"0 5 * * 1,4\", "
           "Boxround.Workers.GenerateRound}]}\n  ]")
    s.write("obanworker", "lib/boxround/workers/generate_round.ex", "defmodule Boxround.Workers.GenerateRound do\n"
            "  @moduledoc \"Builds tomorrow's delivery round and mails Lieve the pack list.\"\n  use Oban.Worker, "
            "queue: :rounds, max_attempts: 5,\n    unique: [period: 86_400, keys: [:delivery_date]]\n\n  @impl "
            "Oban.Worker\n  def perform(%Oban.Job{args: args}) do\n    date = Map.get(args, \"delivery_date\") || "
            "Date.utc_today() |> Date.add(1) |> Date.to_iso8601()\n    Boxround.Rounds.generate(Date.from_iso8601!("
            "date))\n  end\nend\n")
    s.bash("rmquantum", "git rm lib/boxround/scheduler.ex && grep -rn Quantum lib config || true",
           "rm 'lib/boxround/scheduler.ex'")
    s.edit(None, "config/test.exs", "config :boxround, Boxround.Repo,", "config :boxround, Oban, testing: :manual\n\n"
           "config :boxround, Boxround.Repo,")
    s.bash(None, "mix test", mix_ok(143, "3.1"))
    s.prompt("renameplan", "Naming cleanup while we're in here. Skipping is becoming a general pause (holidays too), "
             "so Subscriptions.skip_week/2 becomes Deliveries.pause_delivery/2 in a new Boxround.Deliveries context "
             "(lib/boxround/deliveries.ex), and the skips table becomes delivery_pauses. And PackingLive becomes "
             "PackListLive at /pack-list, Lieve calls it the paklijst anyway.")
    s.glob(None, "lib/**/*.ex", ["lib/boxround/subscriptions.ex", "lib/boxround/packing.ex", "lib/boxround/rounds.ex",
                                 "lib/boxround/billing/mollie.ex", "lib/boxround/workers/generate_round.ex",
                                 "lib/boxround_web/live/my_box_live.ex", "lib/boxround_web/live/packing_live.ex",
                                 "lib/boxround_web/router.ex", "lib/boxround_web/user_auth.ex"])
    s.bash("renamemv", "git mv lib/boxround_web/live/packing_live.ex lib/boxround_web/live/pack_list_live.ex && "
           "sed -i 's/PackingLive/PackListLive/g' lib/boxround_web/live/pack_list_live.ex", "")
    s.write("deliveriesctx", "lib/boxround/deliveries.ex", ex_module(
        "Boxround.Deliveries", "Deliveries: pausing a week (skips, holidays) and its deadline.", DELIV_FNS,
        DELIV_EXTRA))
    s.write("renamemig", "priv/repo/migrations/20261028111502_rename_skips_to_delivery_pauses.exs", "defmodule "
            "Boxround.Repo.Migrations.RenameSkipsToDeliveryPauses do\n  use Ecto.Migration\n\n  def change do\n"
            "    rename table(:skips), to: table(:delivery_pauses)\n    add_reason = \"ALTER TABLE delivery_pauses ADD "
            "COLUMN reason text DEFAULT 'skip'\"\n    execute add_reason, \"ALTER TABLE delivery_pauses DROP COLUMN "
            "reason\"\n  end\nend\n")
    s.grep(None, "skip_week", ["lib/boxround/subscriptions.ex", "lib/boxround_web/live/my_box_live.ex",
                               "test/boxround/subscriptions_test.exs"])
    s.edit("renamecall", "lib/boxround_web/live/my_box_live.ex", "    case Subscriptions.skip_week(socket.assigns.sub, "
           "socket.assigns.week) do", "    case Deliveries.pause_delivery(socket.assigns.sub, socket.assigns.week) do")
    s.edit("renameroute", "lib/boxround_web/router.ex", "      live \"/packing/:date\", PackingLive, :show",
           "      live \"/pack-list/:date\", PackListLive, :show")
    s.bash(None, "mix compile --warnings-as-errors && mix test", "Compiling 9 files (.ex)\nGenerated boxround app\n" +
           mix_ok(143, "3.0"))
    s.remember("memconv", "boxround conventions: LiveView only (no React/Alpine/SPA; a JS hook only when unavoidable); "
               "Dutch first via Gettext (nl default, en second); money in integer cents (*_cents); mix format before "
               "every commit; ExUnit + Phoenix.LiveViewTest, no browser tests; contexts Accounts, Subscriptions, "
               "Deliveries (pauses), Packing, Billing, Rounds; background work in Oban.", "boxround conventions",
               "preference")
    s.bash("commit7", "mix format && git add -A && git commit -m 'Oban cron instead of Quantum; Deliveries."
           "pause_delivery; PackListLive at /pack-list' && ./deploy.sh", "[main c88e0a3] Oban cron instead of "
           "Quantum; Deliveries.pause_delivery; PackListLive at /pack-list\n 16 files changed, 254 insertions(+), "
           "187 deletions(-)\ndeployed c88e0a3")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("paystuck2", "The first monthly collection ran on 1 November. Mollie shows 131 paid SEPA payments, but "
             "our admin still has 131 subscribers on 'payment open' and Noor already started sending reminder mails. "
             "Didn't we fix the webhook already?")
    s.bash("paylog2", "ssh deploy@49.12.188.20 'docker compose logs app --since 48h' | grep -A1 'webhooks/mollie' | "
           "head -6", "app-1  | 06:12:40.311 [info] POST /webhooks/mollie\napp-1  | 06:12:40.352 [warning] mollie "
           "webhook: no payment for order_id nil (tr_Wq8kJ3Lm2x)\napp-1  | 06:12:40.353 [info] Sent 200 in 42ms\n"
           "app-1  | 06:12:41.020 [info] POST /webhooks/mollie\napp-1  | 06:12:41.061 [warning] mollie webhook: no "
           "payment for order_id nil (tr_Hn4sP9Qa7c)")
    s.fetch("molliedoc2", "https://docs.mollie.com/reference/get-subscription-payments", "What do payments created "
            "by a subscription look like? Do they carry the metadata of the first payment?", "Payments created by a "
            "subscription have subscriptionId, customerId, mandateId and sequenceType \"recurring\". Their metadata "
            "is the subscription's metadata (if any), not the first payment's. The subscription's webhookUrl is "
            "called for each of them.")
    s.read(None, "lib/boxround_web/controllers/mollie_webhook_controller.ex", "defmodule "
           "BoxroundWeb.MollieWebhookController do\n  use BoxroundWeb, :controller\n  alias Boxround.Billing\n\n"
           "  def create(conn, %{\"id\" => id}) do\n    {:ok, payment} = Billing.Mollie.get_payment(id)\n"
           "    order = Billing.get_payment_by_order!(payment[\"metadata\"][\"order_id\"])\n    {:ok, _} = "
           "Billing.update_status(order, payment[\"status\"])\n    send_resp(conn, 200, \"\")\n  end\nend\n")
    s.edit("paystuckfix2", "lib/boxround_web/controllers/mollie_webhook_controller.ex", "    order = "
           "Billing.get_payment_by_order!(payment[\"metadata\"][\"order_id\"])\n    {:ok, _} = Billing.update_status("
           "order, payment[\"status\"])", "    # recurring payments (sequenceType recurring) have no order_id: find or "
           "insert the row by the tr_ id,\n    # linked to our subscription through subscriptionId\n    {:ok, _} = "
           "Billing.record_payment(payment)")
    s.write(None, "lib/boxround/billing.ex", ex_module("Boxround.Billing", "Payments: what Mollie told us, per "
            "subscription.", [("record_payment", "payment", "Finds or inserts a payment by its Mollie id; recurring "
                              "ones by subscriptionId."), ("update_status", "payment, status", "Stores a new status."),
                              ("open_payments", "month", "Payments still open in a month.")]))
    s.bash("resync", "ssh deploy@49.12.188.20 'docker compose exec app bin/boxround rpc \"Boxround.Billing."
           "resync_month(~D[2026-11-01])\"'", "reconciled 131 payments (131 paid, 0 open)")
    s.lesson("lesson3", "Mollie payments created by a subscription (the monthly SEPA collections) don't carry the "
             "first payment's metadata, so a webhook that looks up metadata.order_id finds nothing and answers 200 "
             "anyway: everything stayed 'open'. Match them by subscriptionId and insert the payment row. The earlier "
             "fix (webhook out of the CSRF pipeline) only covered first payments.",
             "boxround: November's direct debits paid at Mollie but open in our admin")
    s.prompt("envrename", "And rename MOLLIE_KEY to BOXROUND_MOLLIE_API_KEY. Every env var of ours gets the BOXROUND_ "
             "prefix; DATABASE_URL, SECRET_KEY_BASE and PHX_HOST keep the names Phoenix gives them.")
    s.grep(None, "MOLLIE_KEY", ["config/runtime.exs", ".env.example", "deploy/compose.prod.yaml"])
    s.edit("envfix", "config/runtime.exs", "  config :boxround, :mollie_key, System.fetch_env!(\"MOLLIE_KEY\")",
           "  config :boxround, :mollie_key, System.fetch_env!(\"BOXROUND_MOLLIE_API_KEY\")")
    s.edit(None, ".env.example", "MOLLIE_KEY=test_", "BOXROUND_MOLLIE_API_KEY=test_")
    s.prompt("cutoffsat", "Lieve changed the deadline: from now on a pause must be in by Saturday 12:00, not Sunday "
             "20:00. They order the packaging and plan the harvest on Saturday afternoon now. Say it on the My box "
             "page too.")
    s.edit("cutofffix", "lib/boxround/deliveries.ex", "    sunday = Date.add(week_start, -1)\n    DateTime.new!(sunday, "
           "~T[20:00:00], \"Europe/Brussels\")", "    saturday = Date.add(week_start, -2)\n    DateTime.new!(saturday, "
           "~T[12:00:00], \"Europe/Brussels\")")
    s.edit("cutofftext", "priv/gettext/nl/LC_MESSAGES/default.po", "msgid \"Overslaan kan tot zondag 20:00 voor de "
           "leverweek.\"\nmsgstr \"\"", "msgid \"Pauzeren kan tot zaterdag 12:00 voor de leverweek.\"\nmsgstr \"\"")
    s.bash(None, "mix test", mix_ok(147, "3.2"))
    s.bash("commit8", "mix format && git add -A && git commit -m 'Record recurring Mollie payments; "
           "BOXROUND_MOLLIE_API_KEY; pause deadline Saturday 12:00' && ./deploy.sh", "[main 0f5d1e7] Record recurring "
           "Mollie payments; BOXROUND_MOLLIE_API_KEY; pause deadline Saturday 12:00\n 9 files changed, 118 "
           "insertions(+), 22 deletions(-)\ndeployed 0f5d1e7")
    s.stop()
    s.end()


APP_JS = """// If you want to use Phoenix channels, run `mix help phx.gen.channel`
import "phoenix_html"
import {Socket} from "phoenix"
import {LiveSocket} from "phoenix_live_view"
import topbar from "../vendor/topbar"

let csrfToken = document.querySelector("meta[name='csrf-token']").getAttribute("content")
let liveSocket = new LiveSocket("/live", Socket, {
  longPollFallbackMs: 2500,
  params: {_csrf_token: csrfToken}
})

// Show progress bar on live navigation and form submits
topbar.config({barColors: {0: "#29d"}, shadowColor: "rgba(0, 0, 0, .3)"})
window.addEventListener("phx:page-loading-start", _info => topbar.show(300))
window.addEventListener("phx:page-loading-stop", _info => topbar.hide())

liveSocket.connect()
window.liveSocket = liveSocket
"""


def s9(s):
    s.start()
    s.prompt("routemap", "Bram drives the van. He wants the round on his phone, an old Samsung with Android 10 and "
             "Chrome: a map with the stops in order and a big 'Geleverd' button per stop. OpenStreetMap tiles with "
             "Leaflet; no Google Maps, Lieve doesn't want to pay per request or make a Google account.")
    s.bash(None, "cd assets && npm install leaflet@1.9.4 --save", "added 1 package, and audited 2 packages in 1s\n\n"
           "found 0 vulnerabilities")
    s.write("routemapjs", "assets/js/hooks/route_map.js", "import L from \"leaflet\"\n\nexport const RouteMap = {\n"
            "  mounted() {\n    const stops = JSON.parse(this.el.dataset.stops)\n    this.map = L.map(this.el)."
            "setView([51.05, 3.72], 12)\n    L.tileLayer(\"https://tile.openstreetmap.org/{z}/{x}/{y}.png\", "
            "{maxZoom: 19, attribution: \"© OpenStreetMap\"}).addTo(this.map)\n    stops.forEach((s, i) => "
            "L.marker([s.lat, s.lon]).addTo(this.map).bindPopup(`${i + 1}. ${s.name}`))\n  },\n  updated() { "
            "this.mounted() }\n}\n")
    s.write("roundlive", "lib/boxround_web/live/round_live.ex", "defmodule BoxroundWeb.RoundLive do\n  use "
            "BoxroundWeb, :live_view\n  alias Boxround.Rounds\n\n  def mount(_params, _session, socket) do\n"
            "    round = Rounds.today()\n    {:ok, assign(socket, round: round, stops: Rounds.order_stops(round))}\n"
            "  end\n\n  def handle_event(\"delivered\", %{\"id\" => id}, socket) do\n    {:ok, stop} = "
            "Rounds.mark_delivered(id)\n    {:noreply, assign(socket, stops: Rounds.replace(socket.assigns.stops, "
            "stop))}\n  end\n\n  def render(assigns) do\n    ~H\"\"\"\n    <div id=\"route-map\" phx-hook=\"RouteMap\" "
            "phx-update=\"ignore\" data-stops={Jason.encode!(@stops)} class=\"h-72\"></div>\n    <.button :for={s <- "
            "@stops} phx-click=\"delivered\" phx-value-id={s.id} class=\"w-full py-6 text-2xl\">Geleverd</.button>\n"
            "    \"\"\"\n  end\nend\n")
    s.edit(None, "lib/boxround_web/router.ex", "      live \"/pack-list/:date\", PackListLive, :show",
           "      live \"/pack-list/:date\", PackListLive, :show\n      live \"/ronde\", RoundLive, :index")
    s.prompt("hookerr", "The map stays grey on the phone. Chrome's console says: unknown hook found for \"RouteMap\" "
             "<div id=\"route-map\" phx-hook=\"RouteMap\">")
    s.read("readappjs", "assets/js/app.js", APP_JS)
    s.edit("hookfix", "assets/js/app.js", "let liveSocket = new LiveSocket(\"/live\", Socket, {\n  longPollFallbackMs: "
           "2500,", "import {RouteMap} from \"./hooks/route_map\"\n\nlet liveSocket = new LiveSocket(\"/live\", "
           "Socket, {\n  hooks: {RouteMap},\n  longPollFallbackMs: 2500,")
    s.prompt("stoporder", "Stop order: by postcode, and within a postcode in the order Bram saved last time (he can "
             "drag stops around). Don't call any routing API for it.")
    s.edit("stoporderimpl", "lib/boxround/rounds.ex", "    |> order_by([s], s.id)", "    |> order_by([s], [s.postcode, "
           "s.position])  # Bram's own order within a postcode; no routing API")
    s.prompt("email", "When Bram taps Geleverd, mail the customer 'Je pakket staat aan de deur'. Through Brevo, Lieve "
             "already has an account there for the newsletter. Swoosh with its Brevo adapter, sent from an Oban job "
             "in the mail queue, so a slow Brevo never makes Bram's screen hang.")
    s.write("mailworker", "lib/boxround/workers/delivered_email.ex", "defmodule Boxround.Workers.DeliveredEmail do\n"
            "  @moduledoc \"Mails a customer that the box is at the door (Brevo via Swoosh).\"\n  use Oban.Worker, "
            "queue: :mail, max_attempts: 10\n\n  @impl Oban.Worker\n  def perform(%Oban.Job{args: %{\"stop_id\" => "
            "id}}) do\n    id |> Boxround.Rounds.get_stop!() |> Boxround.Emails.delivered() |> Boxround.Mailer."
            "deliver()\n  end\nend\n")
    s.edit("brevocfg", "config/runtime.exs", "  config :boxround, Boxround.Mailer, adapter: Swoosh.Adapters.Local",
           "  config :boxround, Boxround.Mailer,\n    adapter: Swoosh.Adapters.Brevo,\n    api_key: "
           "System.fetch_env!(\"BOXROUND_BREVO_API_KEY\")")
    s.bash("brevo401", "ssh deploy@49.12.188.20 'docker compose logs app --tail 3'", "app-1  | 11:48:02.771 [error] "
           "Job Boxround.Workers.DeliveredEmail attempt 1 failed: ** (Swoosh.DeliveryError) delivery error: {401, "
           "%{\"code\" => \"unauthorized\", \"message\" => \"Key not found\"}}")
    s.prompt("brevofixwhy", "I copied the SMTP password from Brevo's 'SMTP & API' page, not an API key. The adapter "
             "needs a v3 API key (xkeysib-...). I created one called boxround-prod.")
    s.bash("brevofix", "ssh deploy@49.12.188.20 \"sed -i 's/^BOXROUND_BREVO_API_KEY=.*/BOXROUND_BREVO_API_KEY="
           "xkeysib-<redacted>/' boxround/deploy/.env && cd boxround/deploy && docker compose up -d app\" && sleep 30 "
           "&& ssh deploy@49.12.188.20 'docker compose logs app --tail 2'", "app-1  | 11:58:40.102 [info] Job "
           "Boxround.Workers.DeliveredEmail attempt 2 completed in 412ms")
    s.remember("membram", "Bram Claes (Lieve's son) drives the Tuesday/Friday delivery van and uses /ronde on an old "
               "Samsung (Android 10, Chrome): keep that page light, big tap targets. He'd rather get a WhatsApp "
               "message than an email. Lieve decides anything about products and prices; Noor answers the customer "
               "mails.", "People at Hof ter Linde", "preference")
    s.bash("commit9", "mix format && git add -A && git commit -m 'Round page with Leaflet map for the driver; "
           "delivered mails via Brevo' && ./deploy.sh", "[main 4a1b9f6] Round page with Leaflet map for the driver; "
           "delivered mails via Brevo\n 11 files changed, 290 insertions(+), 3 deletions(-)\ndeployed 4a1b9f6")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("ci", "CI on GitHub Actions please: mix format --check-formatted, credo --strict, and mix test against a "
             "Postgres service container. Cache deps and _build.")
    s.write("ciyaml", ".github/workflows/ci.yml", "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: "
            "ubuntu-24.04\n    services:\n      postgres:\n        image: postgres:16\n        env:\n"
            "          POSTGRES_PASSWORD: postgres\n        ports: ['5432:5432']\n    env:\n      MIX_ENV: test\n"
            "    steps:\n      - uses: actions/checkout@v4\n      - uses: erlef/setup-beam@v1\n        with:\n"
            "          elixir-version: '1.17'\n          otp-version: '27'\n      - uses: actions/cache@v4\n"
            "        with:\n          path: |\n            deps\n            _build\n          key: mix-${{ "
            "hashFiles('mix.lock') }}\n      - run: mix deps.get\n      - run: mix format --check-formatted\n"
            "      - run: mix credo --strict\n      - run: mix test\n")
    s.bash("credofail", "gh run view --log-failed | tail -8", "test\tmix credo --strict\t┃ [F] ↘ Function body is "
           "nested too deep (max depth is 2, was 3).\ntest\tmix credo --strict\t┃       lib/boxround/deliveries.ex:"
           "48:9 #(Boxround.Deliveries.pause_delivery)\ntest\tmix credo --strict\t┃ [R] ↗ Pipe chain should start with "
           "a raw value.\ntest\tmix credo --strict\t┃       lib/boxround/rounds.ex:31:5 #(Boxround.Rounds."
           "order_stops)\ntest\tmix credo --strict\t2 issues found\n##[error]Process completed with exit code 12.",
           code=1)
    s.edit("credofix", "lib/boxround/deliveries.ex", "    if before_deadline?(week_start) do\n      case "
           "Repo.insert(pause) do\n        {:ok, p} -> if p.reason == \"holiday\", do: notify(p), else: {:ok, p}",
           "    with true <- before_deadline?(week_start) || {:error, :too_late},\n         {:ok, p} <- "
           "Repo.insert(pause) do\n      maybe_notify(p)")
    s.edit(None, "lib/boxround/rounds.ex", "    Stop |> where([s], s.round_id == ^round.id)",
           "    from(s in Stop, where: s.round_id == ^round.id)")
    s.read(None, "mix.lock", MIX_LOCK)
    s.bash(None, "mix hex.outdated", "Dependency          Current     Latest      Status\nbandit              1.5.7       "
           "1.6.0       Update possible\nphoenix             1.7.14      1.7.14      Up-to-date\nphoenix_live_view   "
           "1.0.0-rc.7  1.0.0       Update possible\noban                2.18.3      2.18.3      Up-to-date")
    s.prompt("commitstyle", "About commit messages: English, imperative mood, no emoji, and never a subscriber's name "
             "or address in them. The repo might go public one day.")
    s.bash(None, "mix format --check-formatted && mix credo --strict && mix test", "Checking 52 source files ...\n"
           "Analysis took 0.6 seconds\n63 mods/funs, found no issues.\n" + mix_ok(152, "3.4"))
    s.bash("commit10", "git add -A && git commit -m 'Add GitHub Actions CI; satisfy credo --strict' && git push && "
           "./deploy.sh", "[main b7e3c40] Add GitHub Actions CI; satisfy credo --strict\n 3 files changed, 44 "
           "insertions(+), 9 deletions(-)\ndeployed b7e3c40")
    s.remember("memdeploy2", "Deploying boxround (current): ./deploy.sh (ssh to the Hetzner CX22, git pull, docker "
               "compose -f deploy/compose.prod.yaml up -d --build; migrations run on container start). Background "
               "work is Oban, not Quantum: the Cron plugin in Europe/Brussels runs GenerateRound Mon and Thu 05:00, "
               "the mail queue sends DeliveredEmail through Brevo. Env: BOXROUND_MOLLIE_API_KEY, "
               "BOXROUND_BREVO_API_KEY, DATABASE_URL, SECRET_KEY_BASE, PHX_HOST. CI on GitHub Actions (format, "
               "credo --strict, tests).", "Deploying boxround (updated)", "fact")
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, "
           "working tree clean")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2026-10-12T09:00:00", "3f9a1c22-0b4d-4e6f-9a1b-2c3d4e5f6a01", s1),   # Mon
    ("s2", "2026-10-14T13:30:00", "4a0b2d33-1c5e-4f70-8b2c-3d4e5f6a7b02", s2),   # Wed
    ("s3", "2026-10-16T10:00:00", "5b1c3e44-2d6f-4081-9c3d-4e5f6a7b8c03", s3),   # Fri
    ("s4", "2026-10-20T09:30:00", "6c2d4f55-3e70-4192-8d4e-5f6a7b8c9d04", s4),   # Tue
    ("s5", "2026-10-21T14:00:00", "7d3e5066-4f81-42a3-9e5f-6a7b8c9d0e05", s5),   # Wed
    ("s6", "2026-10-27T10:00:00", "8e4f6177-5092-43b4-8f60-7b8c9d0e1f06", s6),   # Tue
    ("s7", "2026-10-28T09:30:00", "9f507288-61a3-44c5-9071-8c9d0e1f2a07", s7),   # Wed
    ("s8", "2026-11-02T13:00:00", "a0618399-72b4-45d6-8182-9d0e1f2a3b08", s8),   # Mon
    ("s9", "2026-11-04T10:00:00", "b17294aa-83c5-46e7-9293-0e1f2a3b4c09", s9),   # Wed
    ("s10", "2026-11-06T09:00:00", "c283a5bb-94d6-47f8-a3a4-1f2a3b4c5d10", s10),  # Fri
]

#: When the questions are asked: the Wednesday morning after the last session (a Friday).
ASKED_AT = "2026-11-11T09:15:00Z"
