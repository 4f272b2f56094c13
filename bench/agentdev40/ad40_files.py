"""Whole files the agent reads or writes in the plotbook history (bench/agentdev40/sessions.py)."""
from __future__ import annotations

MIX_EXS = '''defmodule Plotbook.MixProject do
  use Mix.Project

  def project do
    [
      app: :plotbook,
      version: "0.1.0",
      elixir: "~> 1.17",
      elixirc_paths: elixirc_paths(Mix.env()),
      start_permanent: Mix.env() == :prod,
      aliases: aliases(),
      deps: deps()
    ]
  end

  def application do
    [mod: {Plotbook.Application, []}, extra_applications: [:logger, :runtime_tools]]
  end

  defp elixirc_paths(:test), do: ["lib", "test/support"]
  defp elixirc_paths(_), do: ["lib"]

  defp deps do
    [
      {:phoenix, "~> 1.7.14"},
      {:phoenix_ecto, "~> 4.5"},
      {:ecto_sql, "~> 3.12"},
      {:postgrex, ">= 0.0.0"},
      {:phoenix_html, "~> 4.1"},
      {:phoenix_live_reload, "~> 1.2", only: :dev},
      {:phoenix_live_view, "~> 0.20.17"},
      {:floki, ">= 0.30.0", only: :test},
      {:esbuild, "~> 0.8", runtime: Mix.env() == :dev},
      {:tailwind, "~> 0.2", runtime: Mix.env() == :dev},
      {:swoosh, "~> 1.17"},
      {:finch, "~> 0.13"},
      {:telemetry_metrics, "~> 1.0"},
      {:telemetry_poller, "~> 1.0"},
      {:gettext, "~> 0.20"},
      {:jason, "~> 1.2"},
      {:bandit, "~> 1.5"},
      {:credo, "~> 1.7", only: [:dev, :test], runtime: false}
    ]
  end

  defp aliases do
    [
      setup: ["deps.get", "ecto.setup", "assets.setup", "assets.build"],
      "ecto.setup": ["ecto.create", "ecto.migrate", "run priv/repo/seeds.exs"],
      "ecto.reset": ["ecto.drop", "ecto.setup"],
      test: ["ecto.create --quiet", "ecto.migrate --quiet", "test"],
      lint: ["format --check-formatted", "credo --strict"]
    ]
  end
end
'''

WAITING_LIST_EX = '''defmodule Plotbook.WaitingList do
  @moduledoc """
  The society's plot waiting list (kept by the secretary, Gwen Hartley).

  Order: applicants living in the parish first, then by the date the application
  reached the secretary (`applied_on`).
  """
  import Ecto.Query, warn: false

  alias Plotbook.Repo
  alias Plotbook.WaitingList.Applicant

  @doc "Active applicants in list order."
  def list_applicants do
    Applicant
    |> where([a], a.status == :waiting)
    |> order_by([a], desc: a.in_parish, asc: a.applied_on)
    |> Repo.all()
  end

  @doc "1-based position of an applicant on the list, or nil when not waiting."
  def position_of(%Applicant{id: id}) do
    list_applicants()
    |> Enum.find_index(&(&1.id == id))
    |> case do
      nil -> nil
      i -> i + 1
    end
  end

  def create_applicant(attrs) do
    %Applicant{}
    |> Applicant.changeset(attrs)
    |> Repo.insert()
  end

  def offer_plot(%Applicant{} = a, plot_number) do
    a
    |> Applicant.changeset(%{status: :offered, offered_plot: plot_number})
    |> Repo.update()
  end
end
'''

APPLICANT_EX = '''defmodule Plotbook.WaitingList.Applicant do
  use Ecto.Schema
  import Ecto.Changeset

  @parish_prefixes ~w(S6 1 S6 2 S6 3)

  schema "applicants" do
    field :name, :string
    field :email, :string
    field :phone, :string
    field :postcode, :string
    field :in_parish, :boolean, default: false
    field :wants, Ecto.Enum, values: [:half, :full, :either], default: :either
    field :applied_on, :date
    field :status, Ecto.Enum, values: [:waiting, :offered, :accepted, :withdrawn], default: :waiting
    field :offered_plot, :string

    timestamps(type: :utc_datetime)
  end

  def changeset(applicant, attrs) do
    applicant
    |> cast(attrs, [:name, :email, :phone, :postcode, :wants, :applied_on, :status, :offered_plot])
    |> validate_required([:name, :email, :postcode, :applied_on])
    |> validate_format(:email, ~r/@/)
    |> unique_constraint(:email)
    |> put_in_parish()
  end

  defp put_in_parish(cs) do
    case get_field(cs, :postcode) do
      nil -> cs
      pc -> put_change(cs, :in_parish, String.starts_with?(String.upcase(pc), @parish_prefixes))
    end
  end
end
'''

BILLING_EX = '''defmodule Plotbook.Billing do
  @moduledoc """
  Yearly plot rent and water charges (treasurer: Dilip Sandhu).

  All money is integer pence. Prices for the 2028 season as agreed with the treasurer:
  full plot 5800, half plot 3200, water 600 per plot; concession halves the rent.
  """
  import Ecto.Query, warn: false

  alias Plotbook.Repo
  alias Plotbook.Billing.RentInvoice
  alias Plotbook.Allotments.Tenancy

  @rent %{full: 5800, half: 3200}
  @water 600
  @due_days 30

  @doc "Rent plus water for one tenancy, in pence."
  def calculate_rent(%Tenancy{plot: %{size: size}, concession: concession?}) do
    total = @rent[size] + @water
    if concession?, do: div(total, 2), else: total
  end

  def build_invoice(%Tenancy{} = t, year) do
    issued = Date.utc_today()

    %RentInvoice{
      tenancy_id: t.id,
      year: year,
      amount_pence: calculate_rent(t),
      issued_on: issued,
      due_on: Date.add(issued, @due_days)
    }
  end

  def list_unpaid(year) do
    RentInvoice
    |> where([i], i.year == ^year and is_nil(i.paid_on))
    |> Repo.all()
  end

  def format_pence(p) when is_integer(p) do
    "£" <> :erlang.float_to_binary(p / 100, decimals: 2)
  end
end
'''

SEND_INVOICE_EMAIL_EX = '''defmodule Plotbook.Workers.SendInvoiceEmail do
  @moduledoc "Emails one invoice to the plot holder (Postmark through Swoosh)."
  use Oban.Worker, queue: :mailers, max_attempts: 3

  alias Plotbook.{Billing, Mailer, Repo}
  alias Plotbook.Billing.Invoice
  alias PlotbookWeb.InvoiceEmail

  @impl Oban.Worker
  def perform(%Oban.Job{args: %{"invoice_id" => id}}) do
    invoice = Repo.get!(Invoice, id) |> Repo.preload(tenancy: [:member, :plot])
    email = InvoiceEmail.build(invoice)

    # Mailgun gives back "<20271117...@mg.brambledown-allotments.org.uk>"
    {:ok, %{id: "<" <> _ = message_id}} = Mailer.deliver(email)

    invoice
    |> Invoice.emailed_changeset(%{emailed_at: DateTime.utc_now(), message_id: message_id})
    |> Repo.update!()

    :ok
  end
end
'''

FLY_TOML = '''# fly.toml app configuration file generated for plotbook on 2027-11-17T09:41:12Z
app = "plotbook"
primary_region = "lhr"
kill_signal = "SIGTERM"

[build]

[deploy]
  release_command = "/app/bin/migrate"
  strategy = "rolling"

[env]
  PHX_HOST = "plotbook.fly.dev"
  PORT = "8080"
  ECTO_IPV6 = "true"
  ERL_AFLAGS = "-proto_dist inet6_tcp"

[http_service]
  internal_port = 8080
  force_https = true
  auto_stop_machines = "stop"
  auto_start_machines = true
  min_machines_running = 1
  processes = ["app"]

  [http_service.concurrency]
    type = "connections"
    hard_limit = 1000
    soft_limit = 1000

[[vm]]
  memory = "512mb"
  cpu_kind = "shared"
  cpus = 1
'''

CONFIG_OBAN = '''config :plotbook, Oban,
  engine: Oban.Engines.Basic,
  repo: Plotbook.Repo,
  queues: [default: 10, mailers: 5, pdf: 1],
  plugins: [
    {Oban.Plugins.Pruner, max_age: 60 * 60 * 24 * 14},
    {Oban.Plugins.Lifeline, rescue_after: :timer.minutes(30)}
  ]
'''

INCIDENT_MD = '''# 2027-11-22: pilot invoice run sent every Cutler's Field invoice three times

**Impact.** The pilot run for Cutler's Field (40 plots) on Monday 22 November at 19:00 sent each of
the 40 invoice emails three times (120 emails instead of 40). Nobody was charged twice: the invoices
themselves were created once (unique index on tenancy + year). Dilip Sandhu (treasurer) heard about
it from members in the WhatsApp group on Tuesday morning and phoned at 08:10.

**Timeline (UK time).**
- 19:00 Monday: InvoiceBatchWorker enqueues 40 SendInvoiceEmail jobs.
- 19:00-19:06: every job delivers through Postmark, then crashes with a MatchError; Oban retries
  (max_attempts 3) and delivers again. All 40 jobs end up discarded after the third attempt.
- 08:10 Tuesday: Dilip phones. 08:25: mailers queue paused on production.
- 08:50: fix deployed (v6), queue resumed with nothing left to send.

**Cause.** SendInvoiceEmail pattern-matched the provider message id against Mailgun's format
(`"<...@mg...>"`). Since the switch to Postmark on 17 November the id is a plain UUID, so the match
failed *after* the email had gone out, before `emailed_at` was stored, and every retry sent it again.
Tests use Swoosh.Adapters.Test, which returns `%{}`, so the line was never exercised.

**Fix.** The worker checks `emailed_at` first and skips invoices already sent; it stores whatever id
the adapter returns without matching its shape; max_attempts stays 3. A test runs the worker twice.

**Follow-up.** Dilip emailed an apology to the 40 members. The full run stays planned for
Wednesday 1 December 18:00.
'''
