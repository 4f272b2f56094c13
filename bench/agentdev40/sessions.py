"""The eleven sessions of the plotbook history, step by step (see build.py and README.md)."""
from __future__ import annotations

from _agentset import Session  # bench/, on the path of build.py

from ad40_files import (
    APPLICANT_EX,
    BILLING_EX,
    CONFIG_OBAN,
    FLY_TOML,
    INCIDENT_MD,
    MIX_EXS,
    SEND_INVOICE_EMAIL_EX,
    WAITING_LIST_EX,
)


# -- the shared builder's steps, with this set's defaults ---------------------------------------------
pre = Session.pre_tool
fail = Session.tool_failure
multiedit = Session.multiedit


def tests_ok(n, secs="0.9", seed="48213"):
    return (f"Running ExUnit with seed: {seed}, max_cases: 16\n\n"
            + "." * min(n, 60) + f"\nFinished in {secs} seconds (0.3s async, {float(secs) - 0.3:.1f}s sync)\n"
            f"{n} tests, 0 failures")


def s1(s):
    s.start()
    s.prompt("goal", "New project: plotbook, for the Brambledown Allotment Society (212 plots on two sites, "
             "Brambledown Road and Cutler's Field). Three jobs to get off spreadsheets: the plot waiting list that "
             "Gwen Hartley (secretary) keeps, the plot inspections Ronnie Baptiste does, and the yearly rent invoices "
             "Dilip Sandhu (treasurer) writes by hand every December. Stack: Elixir 1.17, Phoenix 1.7 with LiveView, "
             "Ecto on PostgreSQL, Oban for background jobs, hosted on Fly.io. Scaffold it.")
    s.bash("versions", "elixir --version && mix hex.info phx_new | head -3",
           "Erlang/OTP 27 [erts-15.1.2] [source] [64-bit] [smp:16:16] [ds:16:16:10] [async-threads:1] [jit:ns]\n\n"
           "Elixir 1.17.3 (compiled with Erlang/OTP 27)\nPhoenix framework project generator\n\n"
           "Config: {:phx_new, \"~> 1.7\"}\nReleases: 1.7.14, 1.7.13, 1.7.12, ...")
    s.bash("phxnew", "cd .. && mix phx.new plotbook --install && cd plotbook && git init -q",
           "* creating plotbook/config/config.exs\n* creating plotbook/config/dev.exs\n* creating plotbook/lib/plotbook/"
           "application.ex\n* creating plotbook/lib/plotbook_web/router.ex\n...\n* running mix deps.get\n"
           "* running mix assets.setup\n* running mix deps.compile\n\nWe are almost there!")
    s.prompt("rules", "House rules before we write anything: money is always integer pence in the database and in "
             "code, never floats and never Decimal. `mix format` and `mix credo --strict` must be clean before every "
             "commit. No JavaScript frameworks: LiveView plus small hooks only. Every migration has to be reversible "
             "(no bare execute without a down).")
    s.write("compose", "docker-compose.yml",
            "services:\n  db:\n    image: postgres:16-alpine\n    environment:\n      POSTGRES_USER: postgres\n"
            "      POSTGRES_PASSWORD: postgres\n    ports:\n      - \"5434:5432\"\n    volumes:\n"
            "      - pgdata:/var/lib/postgresql/data\nvolumes:\n  pgdata:\n")
    s.prompt("port", "Put the dev database on 5434; 5432 and 5433 are both taken by other projects on this laptop.")
    s.edit("devport", "config/dev.exs", '  hostname: "localhost",\n  database: "plotbook_dev",',
           '  hostname: "localhost",\n  port: 5434,\n  database: "plotbook_dev",')
    s.bash(None, "docker compose up -d db && mix ecto.create",
           " ✔ Container plotbook-db-1  Started\nCompiling 15 files (.ex)\nGenerated plotbook app\n"
           "The database for Plotbook.Repo has been created")
    s.bash("genplots", "mix phx.gen.context Allotments Plot plots number:string:unique site:enum:brambledown_road:"
           "cutlers_field size:enum:full:half && mix phx.gen.context Allotments Tenancy tenancies "
           "plot_id:references:plots member_id:references:members started_on:date concession:boolean",
           "* creating lib/plotbook/allotments/plot.ex\n* creating priv/repo/migrations/20271101093512_create_plots.exs\n"
           "* creating lib/plotbook/allotments.ex\n* creating test/plotbook/allotments_test.exs\n"
           "* creating lib/plotbook/allotments/tenancy.ex\n"
           "* creating priv/repo/migrations/20271101093640_create_tenancies.exs\n\n"
           "Remember to update your repository by running migrations:\n\n    $ mix ecto.migrate")
    s.write("applicant", "lib/plotbook/waiting_list/applicant.ex", APPLICANT_EX)
    s.read(None, "mix.exs", MIX_EXS)
    s.bash(None, "mix ecto.migrate && mix test", "[info] == Running 20271101093512 Plotbook.Repo.Migrations."
           "CreatePlots.change/0 forward\n[info] create table plots\n[info] == Migrated 20271101093512 in 0.0s\n...\n"
           + tests_ok(21, "0.6"))
    s.bash(None, "mix format && mix credo --strict", "Checking 34 source files ...\n\nAnalysis took 0.2 seconds "
           "(0.02s to load, 0.2s running 55 checks on 34 files)\n118 mods/funs, found no issues.")
    s.bash("commit1", "git add -A && git commit -m 'Scaffold plotbook: Phoenix 1.7, plots, tenancies, applicants'",
           "[main (root-commit) 3b9e0a4] Scaffold plotbook: Phoenix 1.7, plots, tenancies, applicants\n"
           " 87 files changed, 5231 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status && git log --oneline | head -3", "On branch main\nnothing to commit, working tree clean\n"
           "3b9e0a4 Scaffold plotbook: Phoenix 1.7, plots, tenancies, applicants")
    s.prompt("waitlist", "Waiting list today. Gwen's rules: people who live in the parish (postcodes starting S6 1, S6 2 "
             "or S6 3) go above everyone else, whatever date they applied; within each group it's the date her "
             "letter or email arrived. Applicants ask for a half plot, a full plot or either. On the public page "
             "show only the position and initials, never an email or phone number: Gwen is strict about that.")
    s.write("waitctx", "lib/plotbook/waiting_list.ex", WAITING_LIST_EX)
    s.write("waitlive", "lib/plotbook_web/live/waiting_list_live/index.ex",
            "defmodule PlotbookWeb.WaitingListLive.Index do\n  use PlotbookWeb, :live_view\n\n"
            "  alias Plotbook.WaitingList\n\n  @impl true\n  def mount(_params, _session, socket) do\n"
            "    rows =\n      WaitingList.list_applicants()\n      |> Enum.with_index(1)\n"
            "      |> Enum.map(fn {a, pos} -> %{position: pos, initials: initials(a.name), wants: a.wants} end)\n\n"
            "    {:ok, stream(socket, :rows, rows, dom_id: &\"pos-#{&1.position}\")}\n  end\n\n"
            "  defp initials(name), do: name |> String.split() |> Enum.map_join(&String.first/1)\nend\n")
    s.edit("route1", "lib/plotbook_web/router.ex", '    get "/", PageController, :home',
           '    get "/", PageController, :home\n    live "/waiting-list", WaitingListLive.Index, :index')
    s.bash("posfail", "mix test test/plotbook/waiting_list_test.exs --repeat-until-failure 30",
           "Running ExUnit with seed: 771204, max_cases: 16\n\n....\n\n  1) test list order keeps same-day applicants "
           "in a stable order (Plotbook.WaitingListTest)\n     test/plotbook/waiting_list_test.exs:41\n"
           "     Assertion with == failed\n     code:  assert Enum.map(WaitingList.list_applicants(), & &1.name) == "
           "[\"Ada Pryce\", \"Tom Ellery\", \"Wen Li\"]\n     left:  [\"Tom Ellery\", \"Ada Pryce\", \"Wen Li\"]\n"
           "     right: [\"Ada Pryce\", \"Tom Ellery\", \"Wen Li\"]\n\nFinished in 0.4 seconds\n5 tests, 1 failure\n\n"
           "The run failed on repetition 17.", code=2)
    s.prompt("poswhy", "Ada and Tom both applied on the same day, and applied_on is a plain date, so Postgres is free "
             "to return the tie in any order. Break ties on the row id (insertion order) so positions never jump "
             "around between page loads.")
    s.edit("posfix", "lib/plotbook/waiting_list.ex", "order_by([a], desc: a.in_parish, asc: a.applied_on)",
           "order_by([a], desc: a.in_parish, asc: a.applied_on, asc: a.id)")
    s.bash("posok", "mix test test/plotbook/waiting_list_test.exs --repeat-until-failure 200",
           "Running ExUnit with seed: 19873, max_cases: 16\n\n.....\nFinished in 0.3 seconds\n5 tests, 0 failures")
    s.lesson("lesson0", "An Ecto order_by on a date column is not a total order: rows with the same date come back "
             "in whatever order Postgres likes, so any ranked list needs a unique final key (id) in the ORDER BY.",
             "Flaky waiting list positions for applicants who applied the same day")
    s.bash("import", "mix run priv/repo/import_waitlist.exs ~/Downloads/waiting-list-2027.csv",
           "Read 147 rows from waiting-list-2027.csv\nImported 143 applicants (38 in parish)\n"
           "Skipped 4 duplicates (same email): r.moss@, jkane77@, p.oyelaran@, hello@thegreenfamily\n"
           "Oldest application: 2019-03-02 (Hetty Marlow)")
    s.remember("memwait", "Waiting list (owner: Gwen Hartley, secretary): in-parish applicants (postcode S6 1/S6 2/"
               "S6 3) rank above everyone; within a group by applied_on, ties broken by id. 143 applicants imported "
               "from Gwen's spreadsheet on 3 Nov (38 in parish). Public page shows position and initials only.",
               "Waiting list ordering rules", "fact")
    s.bash("commit2", "git add -A && git commit -m 'Waiting list: parish priority, stable order, public LiveView'",
           "[main 8d21f6c] Waiting list: parish priority, stable order, public LiveView\n 9 files changed, "
           "412 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("inspect", "Inspections next. Ronnie walks the sites three times a season (April, July, September) and "
             "scores every plot 1 to 5 for how well it's cultivated. Two low scores in a row (1 or 2) mean a "
             "non-cultivation notice goes to the tenant. Ronnie's mobile, 07700 900412, goes at the bottom of every "
             "notice so people can ring him.")
    s.bash("geninspect", "mix phx.gen.live Inspections Inspection inspections plot_id:references:plots "
           "inspected_on:date score:integer notes:text",
           "* creating lib/plotbook_web/live/inspection_live/index.ex\n* creating lib/plotbook_web/live/inspection_live/"
           "form_component.ex\n* creating lib/plotbook/inspections/inspection.ex\n* creating lib/plotbook/inspections.ex\n"
           "* creating priv/repo/migrations/20271105132210_create_inspections.exs\n\nAdd the live routes to your "
           "browser scope in lib/plotbook_web/router.ex:\n\n    live \"/inspections\", InspectionLive.Index, :index")
    s.edit("checkc", "priv/repo/migrations/20271105132210_create_inspections.exs",
           "    create index(:inspections, [:plot_id])",
           "    create index(:inspections, [:plot_id])\n\n    create constraint(:inspections, :score_range, "
           "check: \"score BETWEEN 1 AND 5\")")
    s.bash("conerr", "mix test test/plotbook/inspections_test.exs",
           "  1) test create_inspection/1 rejects a score of 7 (Plotbook.InspectionsTest)\n"
           "     test/plotbook/inspections_test.exs:28\n     ** (Ecto.ConstraintError) constraint error when attempting "
           "to insert struct:\n\n         * \"score_range\" (check_constraint)\n\n     If you would like to stop this "
           "constraint violation from raising an exception and instead add it as an error to your changeset, please "
           "call `check_constraint/3` on your changeset with the constraint `:name` as an option.\n\n"
           "9 tests, 1 failure", code=2)
    s.edit("confix", "lib/plotbook/inspections/inspection.ex",
           "    |> validate_required([:plot_id, :inspected_on, :score])",
           "    |> validate_required([:plot_id, :inspected_on, :score])\n    |> check_constraint(:score, name: "
           ":score_range, message: \"must be between 1 and 5\")")
    s.write("notice1", "lib/plotbook/inspections.ex",
            "defmodule Plotbook.Inspections do\n  @moduledoc \"Plot inspections (Ronnie Baptiste).\"\n"
            "  import Ecto.Query, warn: false\n  alias Plotbook.Repo\n  alias Plotbook.Inspections.Inspection\n\n"
            "  @low 2\n\n  @doc \"True when the last two inspections of a plot both scored 1 or 2.\"\n"
            "  def needs_notice?(plot_id) do\n    Inspection\n    |> where(plot_id: ^plot_id)\n"
            "    |> order_by(desc: :inspected_on)\n    |> limit(2)\n    |> select([i], i.score)\n    |> Repo.all()\n"
            "    |> case do\n      [a, b] -> a <= @low and b <= @low\n      _ -> false\n    end\n  end\nend\n")
    s.prompt("mobile", "Ronnie fills this in on his phone standing at the plot, so the form has to be mobile-first: "
             "five big score buttons, plot number picked from a list, no tiny inputs. He has 4G on both sites, so "
             "no offline mode.")
    s.write(None, "lib/plotbook_web/live/inspection_live/form_component.ex",
            "defmodule PlotbookWeb.InspectionLive.FormComponent do\n  use PlotbookWeb, :live_component\n\n"
            "  @impl true\n  def render(assigns) do\n    ~H\"\"\"\n    <div class=\"p-4 text-xl\">\n"
            "      <.simple_form for={@form} phx-target={@myself} phx-submit=\"save\">\n"
            "        <.input field={@form[:plot_id]} type=\"select\" options={@plots} label=\"Plot\" />\n"
            "        <div class=\"grid grid-cols-5 gap-2\">\n          <button :for={n <- 1..5} type=\"button\" "
            "phx-click=\"score\" phx-value-n={n} phx-target={@myself}\n            class=\"h-20 rounded-xl text-3xl\">"
            "<%= n %></button>\n        </div>\n      </.simple_form>\n    </div>\n    \"\"\"\n  end\nend\n")
    s.bash(None, "mix test", tests_ok(34, "1.1"))
    s.bash("commit3", "git add -A && git commit -m 'Inspections: 1-5 scores, non-cultivation rule, mobile form'",
           "[main c04f7b2] Inspections: 1-5 scores, non-cultivation rule, mobile form\n 12 files changed, "
           "538 insertions(+)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("rent", "Rent invoices. Dilip's numbers for the 2028 season: full plot £58 a year, half plot £32, plus "
             "a water charge of £6 per plot. Concession (over-65s, students, anyone on Universal Credit) is half "
             "price. Invoices go out on 1 December and are due within 30 days. Dilip wants a PDF attached to each "
             "email because a lot of members print them and pay at the shop. Let's use ChromicPDF for the PDF and "
             "Oban for the sending.")
    s.edit("deps1", "mix.exs", '      {:bandit, "~> 1.5"},',
           '      {:bandit, "~> 1.5"},\n      {:oban, "~> 2.18"},\n      {:chromic_pdf, "~> 1.17"},\n'
           '      {:gen_smtp, "~> 1.2"},')
    s.bash("depsget", "mix deps.get", "Resolving Hex dependencies...\nResolution completed in 0.214s\nNew:\n"
           "  chromic_pdf 1.17.0\n  oban 2.18.3\n  gen_smtp 1.2.0\n  nimble_pool 1.1.0\nUnchanged:\n"
           "  ecto_sql 3.12.1\n  phoenix 1.7.14\n  phoenix_live_view 0.20.17\n  postgrex 0.19.1\n  swoosh 1.17.2\n"
           "* Getting chromic_pdf (Hex package)\n* Getting oban (Hex package)")
    s.write("billing1", "lib/plotbook/billing.ex", BILLING_EX)
    s.bash("rentfail", "mix test test/plotbook/billing_test.exs",
           "  1) test calculate_rent/1 half plot with concession (Plotbook.BillingTest)\n"
           "     test/plotbook/billing_test.exs:22\n     Assertion with == failed\n"
           "     code:  assert Billing.calculate_rent(tenancy(:half, concession: true)) == 2200\n"
           "     left:  1900\n     right: 2200\n\n6 tests, 1 failure", code=2)
    s.prompt("rentwhy", "The concession halves the water charge too: (3200 + 600) / 2. Dilip was clear that water is "
             "what the council bills us, so nobody gets a discount on it. Halve the rent only, then add water.")
    s.edit("rentfix", "lib/plotbook/billing.ex",
           "    total = @rent[size] + @water\n    if concession?, do: div(total, 2), else: total",
           "    rent = if concession?, do: div(@rent[size], 2), else: @rent[size]\n    rent + @water")
    s.write("obanconf", "config/config.exs", CONFIG_OBAN)
    s.write("pdfworker", "lib/plotbook/workers/invoice_pdf_worker.ex",
            "defmodule Plotbook.Workers.InvoicePdfWorker do\n  @moduledoc \"Renders an invoice to PDF with "
            "ChromicPDF (headless Chrome).\"\n  use Oban.Worker, queue: :pdf, max_attempts: 2\n\n"
            "  @impl true\n  def perform(%Oban.Job{args: %{\"invoice_id\" => id}}) do\n"
            "    html = PlotbookWeb.InvoiceHTML.render_print(id)\n"
            "    {:ok, blob} = ChromicPDF.print_to_pdf({:html, html})\n"
            "    Plotbook.Billing.attach_pdf(id, Base.decode64!(blob))\n  end\nend\n")
    s.prompt("mailer", "Email through Swoosh with the Mailgun adapter, EU region; sender "
             "treasurer@brambledown-allotments.org.uk, reply-to Dilip's own address.")
    s.bash(None, "mix test", tests_ok(41, "1.4"))
    s.remember("memrent", "Rent 2028 (Dilip Sandhu, treasurer): full plot 5800p, half plot 3200p, water 600p per plot "
               "(never discounted); concession = half the rent for over-65s, students, Universal Credit. Invoices "
               "issued 1 December, due in 30 days, PDF attached (ChromicPDF), email via Mailgun EU.",
               "Rent and invoice rules", "fact")
    s.bash("commit4", "git add -A && git commit -m 'Billing: rent calculation, Oban, PDF invoices'",
           "[main 5fa3e18] Billing: rent calculation, Oban, PDF invoices\n 10 files changed, 366 insertions(+)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git status --short", "")
    s.prompt("batch", "Admin page for Dilip with one 'Send invoices' button: it enqueues an InvoiceBatchWorker for "
             "the year, which creates an invoice for every active tenancy and enqueues one email job per invoice.")
    s.write("batchworker", "lib/plotbook/workers/invoice_batch_worker.ex",
            "defmodule Plotbook.Workers.InvoiceBatchWorker do\n  use Oban.Worker, queue: :default\n\n"
            "  alias Plotbook.{Allotments, Billing, Repo}\n  alias Plotbook.Workers.SendInvoiceEmail\n\n"
            "  @impl true\n  def perform(%Oban.Job{args: %{\"year\" => year}}) do\n"
            "    for t <- Allotments.active_tenancies() do\n      invoice = t |> Billing.build_invoice(year) |> "
            "Repo.insert!()\n      %{invoice_id: invoice.id} |> SendInvoiceEmail.new() |> Oban.insert!()\n    end\n"
            "    :ok\n  end\nend\n")
    s.write(None, "lib/plotbook_web/live/admin/invoices_live.ex",
            "defmodule PlotbookWeb.Admin.InvoicesLive do\n  use PlotbookWeb, :live_view\n\n"
            "  def handle_event(\"send_all\", _params, socket) do\n"
            "    %{year: socket.assigns.year} |> Plotbook.Workers.InvoiceBatchWorker.new() |> Oban.insert!()\n"
            "    {:noreply, put_flash(socket, :info, \"Invoices are being sent\")}\n  end\nend\n")
    s.bash("dupseen", "psql -h localhost -p 5434 -U postgres plotbook_dev -c \"select tenancy_id, count(*) from "
           "rent_invoices where year = 2028 group by 1 having count(*) > 1 order by 1 limit 5\"",
           " tenancy_id | count \n------------+-------\n          1 |     2\n          2 |     2\n          3 |     2\n"
           "          4 |     2\n          5 |     2\n(5 rows)")
    s.prompt("dupwhy1", "Every tenancy has two invoices for 2028 and the dev mailbox shows two emails each. I clicked "
             "the button twice because nothing happened on screen for a second: the button doesn't disable and "
             "each click inserted its own batch job. So: disable the button while it's working, make the batch job "
             "unique per year in Oban, and put a unique index on (tenancy_id, year) so the database refuses a second "
             "invoice whatever happens.")
    s.edit("dupfix1", "lib/plotbook/workers/invoice_batch_worker.ex", "  use Oban.Worker, queue: :default",
           "  use Oban.Worker,\n    queue: :default,\n    unique: [period: :infinity, keys: [:year], states: "
           "[:available, :scheduled, :executing, :retryable, :completed]]")
    s.write("uniqidx", "priv/repo/migrations/20271111150405_unique_invoice_per_tenancy_year.exs",
            "defmodule Plotbook.Repo.Migrations.UniqueInvoicePerTenancyYear do\n  use Ecto.Migration\n\n"
            "  def change do\n    create unique_index(:rent_invoices, [:tenancy_id, :year])\n  end\nend\n")
    s.edit(None, "lib/plotbook_web/live/admin/invoices_live.ex", '<.button phx-click="send_all">',
           '<.button phx-click="send_all" phx-disable-with="Sending...">')
    s.bash(None, "mix ecto.reset && mix ecto.migrate", "The database for Plotbook.Repo has been dropped\n"
           "The database for Plotbook.Repo has been created\n[info] == Migrated 20271111150405 in 0.0s")
    s.bash("dupok", "mix test test/plotbook/workers/invoice_batch_worker_test.exs",
           "Running ExUnit with seed: 5521, max_cases: 16\n\n...\nFinished in 0.5 seconds\n3 tests, 0 failures")
    s.bash("pdftime", "time mix run -e 'Plotbook.Dev.render_all_pdfs(2028)'",
           "Rendered 212 invoice PDFs into tmp/pdf\n\nreal\t3m41.302s\nuser\t0m9.118s\nsys\t0m3.604s")
    s.lesson("lesson1", "A batch job started from a button needs idempotency at both layers: an Oban unique option "
             "on the job (keyed on the business key, e.g. year) and a unique index in Postgres; phx-disable-with "
             "alone does not stop a second click or a reconnect resend.",
             "Duplicate 2028 invoices in dev after double-clicking 'Send invoices'")
    s.bash("commit5", "git add -A && git commit -m 'Invoice batch job; one invoice per tenancy and year'",
           "[main 92b7d40] Invoice batch job; one invoice per tenancy and year\n 7 files changed, 198 insertions(+)")
    s.prompt("plan5", "Monday I'll try the PDF worker on a small Fly staging machine before we commit to it.")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash("oomstaging", "fly logs -a plotbook-staging --no-tail | grep -i -E 'oom|killed' | tail -4",
           "2027-11-13T10:14:22Z app[e2865a1b] lhr [info] Out of memory: Killed process 612 (chrome) total-vm:"
           "1893412kB, anon-rss:187220kB\n2027-11-13T10:14:22Z app[e2865a1b] lhr [error] ** (ChromicPDF.Browser."
           "ExecutionError) browser exited unexpectedly\n2027-11-13T10:14:25Z app[e2865a1b] lhr [info] Out of memory: "
           "Killed process 655 (chrome)\n2027-11-13T10:14:25Z app[e2865a1b] lhr [warning] Job InvoicePdfWorker "
           "(id 88) discarded after 2 attempts")
    s.prompt("nopdf", "Right, that settles it: headless Chrome keeps getting killed on the 256 MB staging machine and "
             "even 212 PDFs took almost four minutes locally. I talked to Dilip on Saturday and he's fine without "
             "attachments. New plan: no PDFs at all. The email carries the invoice as HTML plus a link to a "
             "printable invoice page, /invoices/:token, with a Phoenix.Token signed id that stays valid for 90 days. "
             "Remove ChromicPDF completely.")
    s.edit(None, "mix.exs", '      {:chromic_pdf, "~> 1.17"},\n', "")
    s.bash("rmpdf", "git rm -q lib/plotbook/workers/invoice_pdf_worker.ex && mix deps.unlock --unused && mix deps.clean "
           "--unused", "Unlocked deps:\n  * chromic_pdf\n  * nimble_pool\n* Cleaning chromic_pdf\n* Cleaning nimble_pool")
    s.write("printpage", "lib/plotbook_web/controllers/invoice_controller.ex",
            "defmodule PlotbookWeb.InvoiceController do\n  use PlotbookWeb, :controller\n\n  @max_age 90 * 24 * 60 * 60\n\n"
            "  def show(conn, %{\"token\" => token}) do\n"
            "    case Phoenix.Token.verify(PlotbookWeb.Endpoint, \"invoice\", token, max_age: @max_age) do\n"
            "      {:ok, id} -> render(conn, :print, invoice: Plotbook.Billing.get_invoice!(id), layout: false)\n"
            "      {:error, _} -> conn |> put_status(:gone) |> render(:expired)\n    end\n  end\nend\n")
    s.prompt("renameinv", "While we're in billing: Dilip never says 'rent invoice', it's just an invoice (water is on "
             "it too). Rename the schema RentInvoice to Invoice, move the file, and rename the table rent_invoices "
             "to invoices in a reversible migration.")
    s.bash("gitmvinv", "git mv lib/plotbook/billing/rent_invoice.ex lib/plotbook/billing/invoice.ex && git status "
           "--short", "R  lib/plotbook/billing/rent_invoice.ex -> lib/plotbook/billing/invoice.ex\n"
           " M mix.exs\n M mix.lock\nD  lib/plotbook/workers/invoice_pdf_worker.ex\n"
           "?? lib/plotbook_web/controllers/invoice_controller.ex")
    fail(s, "readold", "Read", {"file_path": f"{s.cwd}/lib/plotbook/billing/rent_invoice.ex"},
         "File does not exist.", minutes=1)
    s.grep("greprent", "RentInvoice", ["lib/plotbook/billing.ex", "lib/plotbook/billing/invoice.ex",
                                       "lib/plotbook/workers/invoice_batch_worker.ex",
                                       "test/plotbook/billing_test.exs", "test/support/fixtures/billing_fixtures.ex"])
    multiedit(s, "multiinv", "lib/plotbook/billing.ex",
              [("alias Plotbook.Billing.RentInvoice", "alias Plotbook.Billing.Invoice", False),
               ("%RentInvoice{", "%Invoice{", True), ("    RentInvoice\n    |> where", "    Invoice\n    |> where",
                                                       False)])
    s.write("tablemig", "priv/repo/migrations/20271115104420_rename_rent_invoices_to_invoices.exs",
            "defmodule Plotbook.Repo.Migrations.RenameRentInvoicesToInvoices do\n  use Ecto.Migration\n\n"
            "  def change do\n    rename table(:rent_invoices), to: table(:invoices)\n  end\nend\n")
    s.prompt("renameroute", "And Gwen asked for a shorter link to put on the noticeboard: the public page moves from "
             "/waiting-list to /waitlist (keep a redirect from the old path, the old link is on posters). Rename "
             "WaitingList.position_of/1 to queue_position/1 while you're there, 'position' is ambiguous next to plot "
             "positions on the site map.")
    multiedit(s, "route2", "lib/plotbook_web/router.ex",
              [('    live "/waiting-list", WaitingListLive.Index, :index',
                ('    live "/waitlist", WaitingListLive.Index, :index\n    get "/waiting-list", RedirectController, '
                 ':waitlist'), False),
               ('    get "/", PageController, :home', ('    get "/", PageController, :home\n'
                                                  '    get "/invoices/:token", InvoiceController, :show'), False)])
    s.edit("fnrename", "lib/plotbook/waiting_list.ex", "  def position_of(%Applicant{id: id}) do",
           "  def queue_position(%Applicant{id: id}) do")
    s.bash("renamefail", "mix test", "Compiling 9 files (.ex)\nerror: undefined function position_of/1 (expected "
           "Plotbook.WaitingList to define such a function or for it to be imported, but none are available)\n"
           "  lib/plotbook_web/live/applicant_live/show.ex:18: PlotbookWeb.ApplicantLive.Show.mount/3\n\n"
           "== Compilation error in file lib/plotbook_web/live/applicant_live/show.ex ==\n"
           "** (CompileError) lib/plotbook_web/live/applicant_live/show.ex: cannot compile module", code=1)
    s.edit(None, "lib/plotbook_web/live/applicant_live/show.ex", "WaitingList.position_of(applicant)",
           "WaitingList.queue_position(applicant)")
    s.bash("testok6", "mix ecto.migrate && mix test", "[info] == Running 20271115104420 Plotbook.Repo.Migrations."
           "RenameRentInvoicesToInvoices.change/0 forward\n[info] rename table rent_invoices to invoices\n"
           + tests_ok(47, "1.3"))
    s.bash("commit6", "git add -A && git commit -m 'Drop PDF invoices for a signed print page; RentInvoice -> Invoice; "
           "/waitlist'", "[main a1c63e9] Drop PDF invoices for a signed print page; RentInvoice -> Invoice; /waitlist\n"
           " 16 files changed, 171 insertions(+), 149 deletions(-)\n rename lib/plotbook/billing/{rent_invoice.ex => "
           "invoice.ex} (91%)\n delete mode 100644 lib/plotbook/workers/invoice_pdf_worker.ex")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("deploy", "Production today: the committee sees it tomorrow, Thursday 18 November, 19:30 in the pavilion. "
             "Fly app plotbook in lhr, Fly Postgres cluster plotbook-db, release with migrations run on deploy. The "
             "society's own domain comes later, plotbook.fly.dev is fine for the demo.")
    s.bash("genrelease", "mix phx.gen.release --docker",
           "* creating rel/overlays/bin/server\n* creating rel/overlays/bin/migrate\n* creating lib/plotbook/release.ex\n"
           "* creating Dockerfile\n* creating .dockerignore\n\nYour application is ready to be deployed in a release!")
    s.bash("flylaunch", "fly launch --no-deploy --name plotbook --region lhr && fly postgres create --name plotbook-db "
           "--region lhr --vm-size shared-cpu-1x --volume-size 1 --initial-cluster-size 1",
           "Scanning source code\nDetected a Phoenix app\nCreated app 'plotbook' in organization 'brambledown'\n"
           "Wrote config file fly.toml\n...\nCreating postgres cluster in organization brambledown\n"
           "Postgres cluster plotbook-db created\n  Hostname: plotbook-db.internal\n  Proxy port: 5432")
    s.write("flytoml", "fly.toml", FLY_TOML)
    pre(s, "predeploy1", "Bash", {"command": "fly deploy", "description": "First deploy of plotbook to Fly"})
    fail(s, "deployfail", "Bash", {"command": "fly deploy", "description": "First deploy of plotbook to Fly"},
         "Exit code 1\n==> Building image\n...\n--> Pushing image done\nRunning plotbook release_command: "
         "/app/bin/migrate\n  release_command 4d891e2b completed with exit code 1\n** (RuntimeError) environment "
         "variable DATABASE_URL is missing.\nFor example: ecto://USER:PASS@HOST/DATABASE\n\n"
         "    /app/releases/0.1.0/runtime.exs:24: (file)\nError: release command failed, deployment aborted")
    s.bash("attach", "fly postgres attach plotbook-db --app plotbook",
           "Checking for existing attachments\nRegistering attachment\nCreating database\nCreating user\n\n"
           "Postgres cluster plotbook-db is now attached to plotbook\nThe following secret was added to plotbook:\n"
           "  DATABASE_URL=postgres://plotbook:********@plotbook-db.flycast:5432/plotbook?sslmode=disable")
    s.lesson("lesson4", "On Fly.io, attach the Postgres cluster (fly postgres attach) before the first fly deploy of "
             "a Phoenix release: the release_command runs migrations and runtime.exs raises without DATABASE_URL.",
             "First deploy of plotbook aborted in the migrate release command")
    s.bash("deployok", "fly deploy", "==> Building image\n--> Pushing image done\nRunning plotbook release_command: "
           "/app/bin/migrate\n  release_command 7aa01c35 completed successfully\n--> release v2 created\n\n"
           "Updating existing machines in 'plotbook' with rolling strategy\n  Machine 148e21dbf7d389 [app] update "
           "succeeded\nVisit your newly deployed app at https://plotbook.fly.dev/")
    s.bash("mailspam", "fly ssh console -C \"/app/bin/plotbook rpc 'Plotbook.Dev.test_mail(\\\"maren.okafor@"
           "gmail.com\\\")'\" && sleep 60 && echo checked", "{:ok, %{id: \"<20271117113502.4f1c@mg.brambledown-"
           "allotments.org.uk>\"}}\nchecked")
    s.prompt("postmark", "That test invoice landed in Gmail spam, and Mailgun's EU free plan ends this month anyway. "
             "Alma (chair) says the society already pays for Postmark for the newsletter and the DKIM records for "
             "brambledown-allotments.org.uk are set up there. Switch Swoosh to the Postmark adapter, key in a Fly "
             "secret POSTMARK_API_KEY, drop Mailgun.")
    s.edit("mailerpm", "config/runtime.exs",
           "  config :plotbook, Plotbook.Mailer,\n    adapter: Swoosh.Adapters.Mailgun,\n"
           "    api_key: System.fetch_env!(\"MAILGUN_API_KEY\"),\n    domain: \"mg.brambledown-allotments.org.uk\",\n"
           "    base_url: \"https://api.eu.mailgun.net/v3\"",
           "  config :plotbook, Plotbook.Mailer,\n    adapter: Swoosh.Adapters.Postmark,\n"
           "    api_key: System.fetch_env!(\"POSTMARK_API_KEY\")")
    s.bash(None, "fly secrets set POSTMARK_API_KEY=$(pass show brambledown/postmark) && fly secrets unset "
           "MAILGUN_API_KEY", "Secrets are staged for the first deployment\nUpdating existing machines in 'plotbook' "
           "with rolling strategy\n  Machine 148e21dbf7d389 [app] update succeeded")
    s.bash("mailok", "fly ssh console -C \"/app/bin/plotbook rpc 'Plotbook.Dev.test_mail(\\\"maren.okafor@gmail.com"
           "\\\")'\"", "{:ok, %{id: \"b7f3e0a2-91c4-4d5e-8a11-6c2f0e9d4b71\"}}")
    s.edit("v03", "mix.exs", '      version: "0.1.0",', '      version: "0.3.0",')
    s.prompt("deployrule", "From now on: deploys only from main, after CI is green, with `fly deploy` and the rolling "
             "strategy. And never change production data by hand in `fly ssh console` or psql: write a migration or "
             "a release task and run it through bin/plotbook eval.")
    s.remember("memdeploy", "Production: Fly app 'plotbook' (org brambledown, region lhr), one shared-cpu-1x 512 MB "
               "machine, internal port 8080, https://plotbook.fly.dev; Postgres cluster plotbook-db attached "
               "(DATABASE_URL secret). Migrations run as release_command /app/bin/migrate. Email via Postmark "
               "(POSTMARK_API_KEY secret), not Mailgun. Deploy only from main after green CI; no hand edits of prod data.",
               "Fly.io production setup", "fact")
    s.bash("commit7", "git add -A && git commit -m 'Release 0.3.0: Fly config, Postmark mailer' && git tag v0.3.0 && "
           "git push --follow-tags", "[main 6e0d2b8] Release 0.3.0: Fly config, Postmark mailer\n 9 files changed, "
           "204 insertions(+), 11 deletions(-)\nTo github.com:brambledown/plotbook.git\n   a1c63e9..6e0d2b8  main -> "
           "main\n * [new tag]         v0.3.0 -> v0.3.0")
    s.bash("deploy7", "fly deploy", "--> release v4 created\nUpdating existing machines in 'plotbook' with rolling "
           "strategy\n  Machine 148e21dbf7d389 [app] update succeeded\nVisit your newly deployed app at "
           "https://plotbook.fly.dev/")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("demo", "The demo last night went well. What the committee decided: (1) the parish priority goes. Alma "
             "checked the council lease and the list has to be open to every city resident on equal terms, so it's "
             "strictly first come, first served by application date. (2) Rents for 2028 go up: full plot £64, half "
             "plot £36, water £8; the concession stays at half the rent. (3) Ronnie doesn't want numbers any more: "
             "green, amber or red per plot, and a notice after two reds in a row. (4) Dilip wants a pilot run for "
             "Cutler's Field only (40 plots) on Monday evening before the full run.")
    s.edit("parishdrop", "lib/plotbook/waiting_list.ex",
           "order_by([a], desc: a.in_parish, asc: a.applied_on, asc: a.id)",
           "order_by([a], asc: a.applied_on, asc: a.id)")
    s.bash(None, "mix ecto.gen.migration drop_applicants_in_parish", "* creating priv/repo/migrations/"
           "20271119102011_drop_applicants_in_parish.exs")
    s.edit("prices2", "lib/plotbook/billing.ex", "  @rent %{full: 5800, half: 3200}\n  @water 600",
           "  @rent %{full: 6400, half: 3600}\n  @water 800")
    s.write("ratingmig", "priv/repo/migrations/20271119104530_inspection_score_to_rating.exs",
            "defmodule Plotbook.Repo.Migrations.InspectionScoreToRating do\n  use Ecto.Migration\n\n"
            "  def up do\n    alter table(:inspections), do: add(:rating, :string)\n\n"
            "    execute \"UPDATE inspections SET rating = CASE WHEN score <= 2 THEN 'red' WHEN score = 3 THEN 'amber' "
            "ELSE 'green' END\"\n\n    drop constraint(:inspections, :score_range)\n"
            "    alter table(:inspections), do: remove(:score)\n  end\n\n  def down do\n"
            "    alter table(:inspections), do: add(:score, :integer)\n\n"
            "    execute \"UPDATE inspections SET score = CASE rating WHEN 'red' THEN 2 WHEN 'amber' THEN 3 ELSE 4 END\"\n"
            "    alter table(:inspections), do: remove(:rating)\n  end\nend\n")
    s.edit("notice2", "lib/plotbook/inspections.ex",
           "    |> select([i], i.score)\n    |> Repo.all()\n    |> case do\n      [a, b] -> a <= @low and b <= @low",
           "    |> select([i], i.rating)\n    |> Repo.all()\n    |> case do\n      [:red, :red] -> true")
    s.bash("ratingfail", "mix test test/plotbook/inspections_test.exs",
           "  1) test needs_notice?/1 two reds in a row (Plotbook.InspectionsTest)\n     ** (ArgumentError) cannot "
           "load `\"Red\"` as type {:parameterized, {Ecto.Enum, %{on_load: %{\"amber\" => :amber, \"green\" => :green, "
           "\"red\" => :red}}}} for field :rating in %Plotbook.Inspections.Inspection{}\n\n"
           "     test/support/fixtures/inspections_fixtures.ex:14\n\n11 tests, 1 failure", code=2)
    s.edit(None, "test/support/fixtures/inspections_fixtures.ex", 'rating: "Red"', "rating: :red")
    s.bash("testok8", "mix test", tests_ok(52, "1.4"))
    s.remember("memcommittee", "Committee decisions at the demo (Thu 18 Nov): waiting list strictly first come first "
               "served, parish priority removed (council lease); 2028 rents full 6400p, half 3600p, water 800p, "
               "concession still half rent; inspections rated green/amber/red, notice after two reds; pilot invoice "
               "run for Cutler's Field (40 plots) Monday 22 Nov evening.", "Committee decisions after the demo",
               "decision")
    s.bash("commit8", "git add -A && git commit -m 'First come first served; 2028 rents; traffic-light ratings'",
           "[main 0c7a5f1] First come first served; 2028 rents; traffic-light ratings\n 13 files changed, "
           "143 insertions(+), 61 deletions(-)")
    s.bash("deploy8", "fly deploy", "Running plotbook release_command: /app/bin/migrate\n  release_command "
           "2bd9c47e completed successfully\n--> release v5 created\n  Machine 148e21dbf7d389 [app] update "
           "succeeded\nVisit your newly deployed app at https://plotbook.fly.dev/")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Urgent. Dilip rang at ten past eight: last night's Cutler's Field pilot sent people the same "
             "invoice email three times, the WhatsApp group is full of it. Stop any more mail going out first, then "
             "find out why.")
    pre(s, "prepause", "Bash", {"command": "fly ssh console -C \"/app/bin/plotbook rpc 'Oban.pause_queue(queue: "
                                ":mailers)'\"", "description": "Pause the mailers queue on production"})
    s.bash("pause", "fly ssh console -C \"/app/bin/plotbook rpc 'Oban.pause_queue(queue: :mailers)'\"", ":ok")
    s.bash("errlog", "fly logs -a plotbook --no-tail | grep SendInvoiceEmail | head -6",
           "2027-11-22T19:00:03Z app[148e21dbf7d389] lhr [error] Job Plotbook.Workers.SendInvoiceEmail (id 1841) "
           "attempt 1 of 3 failed: ** (MatchError) no match of right hand side value: {:ok, %{id: "
           "\"5d0c1b7e-2f7a-4c3e-9b0d-1e6a3f8c2d44\"}}\n    lib/plotbook/workers/send_invoice_email.ex:15\n"
           "2027-11-22T19:00:21Z app[148e21dbf7d389] lhr [error] Job Plotbook.Workers.SendInvoiceEmail (id 1841) "
           "attempt 2 of 3 failed: ** (MatchError) no match of right hand side value: {:ok, %{id: "
           "\"a81e77c0-3c55-41d2-8e2f-0b9d7c6e5a13\"}}\n2027-11-22T19:01:19Z app[148e21dbf7d389] lhr [error] Job "
           "Plotbook.Workers.SendInvoiceEmail (id 1841) attempt 3 of 3 failed: ** (MatchError) ...\n"
           "2027-11-22T19:01:19Z app[148e21dbf7d389] lhr [warning] Job 1841 discarded")
    s.read("readworker", "lib/plotbook/workers/send_invoice_email.ex", SEND_INVOICE_EMAIL_EX)
    s.bash("counts", "fly ssh console -C \"/app/bin/plotbook eval 'Plotbook.Release.oban_summary(\\\"mailers\\\")'\"",
           "%{completed: 0, discarded: 40, retryable: 0, emails_delivered_per_postmark: 120}")
    s.prompt("incwhy", "So the send works, and then the worker crashes: it pattern-matches the message id against "
             "Mailgun's '<...@mg...>' format, and since we moved to Postmark on Wednesday the id is a bare UUID. The "
             "crash happens after delivery but before emailed_at is saved, so Oban's retries send it again, three "
             "attempts, three emails, for all 40. Tests never saw it because the test adapter returns an empty map. "
             "Make the worker skip invoices that already have emailed_at, and store whatever id comes back.")
    s.edit("incfix", "lib/plotbook/workers/send_invoice_email.ex",
           "    invoice = Repo.get!(Invoice, id) |> Repo.preload(tenancy: [:member, :plot])\n"
           "    email = InvoiceEmail.build(invoice)\n\n"
           "    # Mailgun gives back \"<20271117...@mg.brambledown-allotments.org.uk>\"\n"
           "    {:ok, %{id: \"<\" <> _ = message_id}} = Mailer.deliver(email)",
           "    invoice = Repo.get!(Invoice, id) |> Repo.preload(tenancy: [:member, :plot])\n\n"
           "    if invoice.emailed_at do\n      {:cancel, :already_emailed}\n    else\n      deliver(invoice)\n    end\n"
           "  end\n\n  defp deliver(invoice) do\n    {:ok, meta} = invoice |> InvoiceEmail.build() |> Mailer.deliver()\n"
           "    message_id = Map.get(meta, :id)")
    s.write(None, "test/plotbook/workers/send_invoice_email_test.exs",
            "defmodule Plotbook.Workers.SendInvoiceEmailTest do\n  use Plotbook.DataCase, async: true\n"
            "  use Oban.Testing, repo: Plotbook.Repo\n  import Swoosh.TestAssertions\n\n"
            "  test \"running the job twice sends one email\" do\n    invoice = invoice_fixture()\n"
            "    assert :ok = perform_job(SendInvoiceEmail, %{invoice_id: invoice.id})\n"
            "    assert {:cancel, :already_emailed} = perform_job(SendInvoiceEmail, %{invoice_id: invoice.id})\n"
            "    assert_email_sent()\n    refute_email_sent()\n  end\nend\n")
    s.bash("testok9", "mix test", tests_ok(55, "1.5"))
    pre(s, "predeploy9", "Bash", {"command": "git push && fly deploy", "description": "Ship the duplicate-email fix"})
    s.bash("deploy9", "git add -A && git commit -qm 'SendInvoiceEmail: idempotent, no Mailgun id match' && git push -q "
           "&& fly deploy", "--> release v6 created\n  Machine 148e21dbf7d389 [app] update succeeded\nVisit your "
           "newly deployed app at https://plotbook.fly.dev/")
    s.bash(None, "fly ssh console -C \"/app/bin/plotbook rpc 'Oban.resume_queue(queue: :mailers)'\"", ":ok")
    s.write("incnote", "docs/incidents/2027-11-22-triple-invoice-emails.md", INCIDENT_MD)
    s.lesson("lesson2", "Send the email last-but-idempotently: an Oban worker with a side effect must check a 'done' "
             "marker (emailed_at) before acting and must not crash after the side effect, or every retry repeats "
             "it. And a test adapter that returns %{} hides provider-specific response shapes.",
             "Pilot run sent each invoice email three times after the Mailgun -> Postmark switch")
    s.prompt("plan9", "Dilip is writing an apology to the 40 members himself. No second pilot: the full run for all "
             "plots stays on Wednesday 1 December at 18:00. Thursday I want to do the rename Ronnie asked for.")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git pull -q && git log --oneline | head -4", "4e19a3c Incident note: triple invoice emails\n"
           "d7b5e02 SendInvoiceEmail: idempotent, no Mailgun id match\n0c7a5f1 First come first served; 2028 rents; "
           "traffic-light ratings\n6e0d2b8 Release 0.3.0: Fly config, Postmark mailer")
    s.prompt("walkround", "Ronnie and the whole committee call inspections 'walk-rounds', and the notices say "
             "walk-round too, so the app should match. Rename the context Inspections to Walkrounds (file and "
             "module), the LiveView folder inspection_live to walkround_live, and the route /inspections to "
             "/walkrounds. Leave the database table called inspections, no point migrating it.")
    s.bash("gitmvwalk", "git mv lib/plotbook/inspections.ex lib/plotbook/walkrounds.ex && git mv lib/plotbook/inspections "
           "lib/plotbook/walkrounds && git mv lib/plotbook_web/live/inspection_live lib/plotbook_web/live/walkround_live",
           "")
    s.glob(None, "lib/plotbook_web/live/walkround_live/*.ex",
           ["lib/plotbook_web/live/walkround_live/index.ex", "lib/plotbook_web/live/walkround_live/form_component.ex",
            "lib/plotbook_web/live/walkround_live/show.ex"])
    s.grep("grepinsp", "Inspections|InspectionLive", ["lib/plotbook/walkrounds.ex", "lib/plotbook/walkrounds/inspection.ex",
                                                      "lib/plotbook_web/live/walkround_live/index.ex",
                                                      "lib/plotbook_web/live/walkround_live/form_component.ex",
                                                      "lib/plotbook_web/router.ex", "test/plotbook/inspections_test.exs"])
    multiedit(s, "routewalk", "lib/plotbook_web/router.ex",
              [('live "/inspections", InspectionLive.Index, :index', 'live "/walkrounds", WalkroundLive.Index, :index',
                False),
               ('live "/inspections/new", InspectionLive.Index, :new', ('live "/walkrounds/new", '
                                                                      'WalkroundLive.Index, :new'), False)])
    s.bash("walkfail", "mix test", "  1) test Index lists all inspections (PlotbookWeb.InspectionLiveTest)\n"
           "     test/plotbook_web/live/inspection_live_test.exs:19\n     ** (UndefinedFunctionError) function "
           "PlotbookWeb.InspectionLive.Index.__live__/0 is undefined (module PlotbookWeb.InspectionLive.Index is "
           "not available)\n\n55 tests, 4 failures", code=2)
    s.bash(None, "git mv test/plotbook_web/live/inspection_live_test.exs test/plotbook_web/live/walkround_live_test.exs "
           "&& git mv test/plotbook/inspections_test.exs test/plotbook/walkrounds_test.exs && sed -i "
           "'s/InspectionLive/WalkroundLive/g; s/Plotbook.Inspections\\b/Plotbook.Walkrounds/g; s#/inspections#"
           "/walkrounds#g' test/plotbook_web/live/walkround_live_test.exs test/plotbook/walkrounds_test.exs", "")
    s.bash("walkok", "mix test", tests_ok(55, "1.5"))
    s.prompt("noticecron", "Now the notices themselves: a weekly Oban cron job every Monday at 07:00 UK time that "
             "finds plots with two reds in a row and emails the tenant the non-cultivation notice (Ronnie's number "
             "in the footer), copying Ronnie.")
    s.edit("cronadd", "config/config.exs",
           "    {Oban.Plugins.Lifeline, rescue_after: :timer.minutes(30)}",
           "    {Oban.Plugins.Lifeline, rescue_after: :timer.minutes(30)},\n    {Oban.Plugins.Cron,\n"
           "     timezone: \"Europe/London\",\n     crontab: [{\"0 7 * * MON\", Plotbook.Workers.NoticeWorker}]}")
    s.bash("tzfail", "mix phx.server", "[error] Child Oban.Plugins.Cron of Supervisor Oban failed to start\n"
           "** (ArgumentError) invalid timezone: \"Europe/London\"; the time zone database only knows Etc/UTC. "
           "Configure a time zone database, e.g. config :elixir, :time_zone_database, Tz.TimeZoneDatabase\n"
           "    (oban 2.18.3) lib/oban/plugins/cron.ex:112: Oban.Plugins.Cron.validate!/1", code=1)
    s.edit("tzfix", "mix.exs", '      {:oban, "~> 2.18"},', '      {:oban, "~> 2.18"},\n      {:tz, "~> 0.28"},')
    s.edit(None, "config/config.exs", "config :plotbook, Oban,",
           "config :elixir, :time_zone_database, Tz.TimeZoneDatabase\n\nconfig :plotbook, Oban,")
    s.bash(None, "mix deps.get && mix test", "New:\n  tz 0.28.1\n" + tests_ok(58, "1.6"))
    s.remember("memwalk", "Naming: inspections are called walk-rounds everywhere in the UI and code (context "
               "Plotbook.Walkrounds, WalkroundLive, route /walkrounds since 25 Nov); the table is still 'inspections'. "
               "Notices: Oban cron every Monday 07:00 Europe/London (tz dep), CC Ronnie Baptiste, 07700 900412.",
               "Walk-rounds naming and notice schedule", "fact")
    s.bash("commit10", "git add -A && git commit -m 'Rename inspections to walk-rounds; weekly notice cron'",
           "[main 3f6c8a2] Rename inspections to walk-rounds; weekly notice cron\n 18 files changed, 96 insertions(+), "
           "71 deletions(-)\n rename lib/plotbook/{inspections.ex => walkrounds.ex} (88%)\n rename "
           "lib/plotbook_web/live/{inspection_live => walkround_live}/index.ex (93%)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("release", "Release 1.0.0 today, ahead of Wednesday's full invoice run. Three changes from Dilip first: "
             "the payment window becomes 28 days instead of 30 so the due date always falls on the same weekday as "
             "the invoice; amounts are always shown as £64.00 style with the pound sign and two decimals; and the "
             "run itself should be an Oban cron entry for 1 December 18:00 UK time rather than me pressing the "
             "button. Then put it on the society's domain plots.brambledown-allotments.org.uk.")
    s.edit("due28", "lib/plotbook/billing.ex", "  @due_days 30", "  @due_days 28")
    s.edit("runcron", "config/config.exs",
           "     crontab: [{\"0 7 * * MON\", Plotbook.Workers.NoticeWorker}]}",
           "     crontab: [\n       {\"0 7 * * MON\", Plotbook.Workers.NoticeWorker},\n"
           "       {\"0 18 1 12 *\", Plotbook.Workers.InvoiceBatchWorker, args: %{year: 2028}}\n     ]}")
    s.grep(None, "format_pence", ["lib/plotbook/billing.ex", "lib/plotbook_web/components/invoice_email.ex",
                                  "lib/plotbook_web/controllers/invoice_html/print.html.heex"])
    s.bash("testok11", "mix test", tests_ok(61, "1.7"))
    s.bash("certs", "fly certs add plots.brambledown-allotments.org.uk",
           "Your certificate for plots.brambledown-allotments.org.uk is being issued.\n\nYou can configure your DNS "
           "for plots.brambledown-allotments.org.uk by:\n\n1: Adding an CNAME record to your DNS service which reads:"
           "\n\n    CNAME plots. plotbook.fly.dev\n\nStatus: Awaiting configuration")
    s.edit("phxhost", "fly.toml", '  PHX_HOST = "plotbook.fly.dev"', '  PHX_HOST = "plots.brambledown-allotments.org.uk"')
    s.edit("v100", "mix.exs", '      version: "0.3.0",', '      version: "1.0.0",')
    s.write("changelog", "CHANGELOG.md", "# Changelog\n\n## 1.0.0 - 2027-11-29\n\n- Invoices: 28-day payment window, "
            "yearly run by Oban cron on 1 December 18:00 Europe/London\n- Idempotent invoice emails (see "
            "docs/incidents/2027-11-22-triple-invoice-emails.md)\n- Walk-rounds (formerly inspections), green/amber/"
            "red ratings, weekly notices\n- Waiting list: first come, first served, /waitlist\n- Served at "
            "https://plots.brambledown-allotments.org.uk\n\n## 0.3.0 - 2027-11-17\n\n- First deploy to Fly.io, Postmark\n")
    pre(s, "pretag", "Bash", {"command": "git tag v1.0.0 && git push --follow-tags && fly deploy",
                              "description": "Tag and deploy 1.0.0"})
    s.bash("release100", "git add -A && git commit -qm 'Release 1.0.0' && git tag v1.0.0 && git push -q --follow-tags "
           "&& fly deploy", "Running plotbook release_command: /app/bin/migrate\n  release_command 91ce04d2 completed "
           "successfully\n--> release v7 created\n  Machine 148e21dbf7d389 [app] update succeeded\nVisit your newly "
           "deployed app at https://plots.brambledown-allotments.org.uk/")
    s.bash("certok", "fly certs show plots.brambledown-allotments.org.uk | head -6",
           "The certificate for plots.brambledown-allotments.org.uk has been issued.\n\nHostname                  = "
           "plots.brambledown-allotments.org.uk\nDNS Provider              = cloudflare\nCertificate Authority     = "
           "Let's Encrypt\nIssued                    = rsa,ecdsa")
    s.remember("memrelease", "plotbook 1.0.0 released Mon 29 Nov 2027 (Fly release v7): live at "
               "https://plots.brambledown-allotments.org.uk (CNAME to plotbook.fly.dev). Invoices due in 28 days; "
               "full 2028 invoice run by Oban cron '0 18 1 12 *' Europe/London = Wed 1 Dec 18:00. Amounts shown as "
               "£64.00 (pound sign, two decimals).", "Release 1.0.0 and the invoice run", "fact")
    s.lesson("lesson3", "Oban cron with a timezone needs a time zone database (tz or tzdata) configured as "
             ":elixir, :time_zone_database, otherwise the Cron plugin refuses to start.",
             "Weekly walk-round notice cron in Europe/London")
    s.prompt("next", "After Wednesday's run: Gwen wants the top five on the waitlist emailed automatically when a "
             "plot is given up, and Dilip wants a CSV export of payments for his spreadsheet. Both next week, the "
             "offers first.")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-11-01T09:10:00", "3a6f1c20-5b7d-4e81-9c02-0a1b2c3d4001", s1),    # Mon
    ("s2", "2027-11-03T10:00:00", "4b702d31-6c8e-4f92-ad13-1b2c3d4e4002", s2),    # Wed
    ("s3", "2027-11-05T13:30:00", "5c813e42-7d9f-40a3-be24-2c3d4e5f4003", s3),    # Fri
    ("s4", "2027-11-09T09:30:00", "6d924f53-8ea0-41b4-cf35-3d4e5f604004", s4),    # Tue
    ("s5", "2027-11-11T14:00:00", "7ea35064-9fb1-42c5-d046-4e5f60714005", s5),    # Thu
    ("s6", "2027-11-15T10:00:00", "8fb46175-a0c2-43d6-e157-5f6071824006", s6),    # Mon
    ("s7", "2027-11-17T09:15:00", "90c57286-b1d3-44e7-f268-607182934007", s7),    # Wed
    ("s8", "2027-11-19T10:00:00", "a1d68397-c2e4-45f8-0379-718293a44008", s8),    # Fri
    ("s9", "2027-11-23T08:20:00", "b2e794a8-d3f5-4609-148a-8293a4b54009", s9),    # Tue
    ("s10", "2027-11-25T10:30:00", "c3f8a5b9-e406-471a-259b-93a4b5c64010", s10),  # Thu
    ("s11", "2027-11-29T15:30:00", "d409b6ca-f517-482b-36ac-a4b5c6d74011", s11),  # Mon
]

ASKED_AT = "2027-12-03T08:30:00Z"
