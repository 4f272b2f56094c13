"""Whole files the agent reads or writes in the gradebeam history (bench/agentdev70/sessions.py)."""
from __future__ import annotations

GEMFILE = """source "https://rubygems.org"

# Bundle edge Rails instead: gem "rails", github: "rails/rails", branch: "main"
gem "rails", "~> 8.0.2"
# The modern asset pipeline for Rails [https://github.com/rails/propshaft]
gem "propshaft"
# Use postgresql as the database for Active Record
gem "pg", "~> 1.5"
# Use the Puma web server [https://github.com/puma/puma]
gem "puma", ">= 5.0"
# Use JavaScript with ESM import maps [https://github.com/rails/importmap-rails]
gem "importmap-rails"
# Hotwire's SPA-like page accelerator [https://turbo.hotwired.dev]
gem "turbo-rails"
# Hotwire's modest JavaScript framework [https://stimulus.hotwired.dev]
gem "stimulus-rails"
# Use Tailwind CSS [https://github.com/rails/tailwindcss-rails]
gem "tailwindcss-rails"

# Use Active Model has_secure_password [https://guides.rubyonrails.org/active_model_basics.html#securepassword]
gem "bcrypt", "~> 3.1.7"

# Windows does not include zoneinfo files, so bundle the tzinfo-data gem
gem "tzinfo-data", platforms: %i[ windows jruby ]

# Use the database-backed adapters for Rails.cache, Active Job, and Action Cable
gem "solid_cache"
gem "solid_queue"
gem "solid_cable"

# Reduces boot times through caching; required in config/boot.rb
gem "bootsnap", require: false

# Deploy this application anywhere as a Docker container [https://kamal-deploy.org]
gem "kamal", require: false

# Add HTTP asset caching/compression and X-Sendfile acceleration to Puma [https://github.com/basecamp/thruster/]
gem "thruster", require: false

group :development, :test do
  # See https://guides.rubyonrails.org/debugging_rails_applications.html#debugging-with-the-debug-gem
  gem "debug", platforms: %i[ mri windows ], require: "debug/prelude"

  # Static analysis for security vulnerabilities [https://brakemanscanner.org/]
  gem "brakeman", require: false

  # Omakase Ruby styling [https://github.com/rails/rubocop-rails-omakase/]
  gem "rubocop-rails-omakase", require: false

  gem "rspec-rails", "~> 7.1"
  gem "factory_bot_rails", "~> 6.4"
end

group :development do
  # Use console on exceptions pages [https://github.com/rails/web-console]
  gem "web-console"
end

group :test do
  gem "capybara", "~> 3.40"
  gem "selenium-webdriver", "~> 4.29"
end
"""

COMPOSE_YAML = """# Development database only: the app runs on the host with bin/dev (port 3100).
services:
  db:
    image: postgres:16.4
    environment:
      POSTGRES_USER: gradebeam
      POSTGRES_PASSWORD: gradebeam
    ports:
      - "5434:5432"   # 5432 belongs to another client's project on this laptop
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U gradebeam"]
      interval: 5s
      retries: 10

volumes:
  pgdata:
"""

LESSON_RB = """# A booked lesson between one tutor and one student. Prices are integer pence (house rule).
class Lesson < ApplicationRecord
  # minutes => price in pence
  DURATIONS = { 45 => 2900, 60 => 3800 }.freeze
  # Cancelling at least this long before the start is free; later the lesson is still charged.
  CANCELLATION_WINDOW = 24.hours
  # Bookable start hours, London time.
  OPENING_HOURS = { weekday: 15..19, saturday: 9..12 }.freeze

  belongs_to :tutor
  belongs_to :student
  belongs_to :invoice, optional: true
  has_one :family, through: :student

  enum :status, { booked: 0, cancelled: 1, late_cancelled: 2, taught: 3 }

  validates :starts_at, presence: true
  validates :duration_minutes, inclusion: { in: DURATIONS.keys }
  validate :tutor_is_free, on: :create

  before_validation :set_price, on: :create

  scope :upcoming, -> { where(starts_at: Time.current..).order(:starts_at) }
  scope :billable_in, ->(range) { where(starts_at: range, status: %i[taught late_cancelled]) }
  scope :uninvoiced, -> { where(invoice_id: nil) }

  def ends_at
    starts_at + duration_minutes.minutes
  end

  def cancel!(at: Time.current)
    update!(status: free_cancellation?(at) ? :cancelled : :late_cancelled, cancelled_at: at)
  end

  def free_cancellation?(at = Time.current)
    at <= starts_at - CANCELLATION_WINDOW
  end

  private

  def set_price
    self.price_pence ||= DURATIONS.fetch(duration_minutes, nil)
  end

  def tutor_is_free
    return if starts_at.blank? || duration_minutes.blank?

    clash = tutor.lessons.booked
      .where("starts_at < ? AND starts_at + make_interval(mins => duration_minutes) > ?", ends_at, starts_at)
    errors.add(:starts_at, "clashes with another lesson for #{tutor.name}") if clash.exists?
  end
end
"""

SLOT_GRID_RB = """# The free start times of one tutor in one week, for the booking page's week view.
class SlotGrid
  Slot = Data.define(:starts_at, :label)

  def initialize(tutor:, week_of:)
    @tutor = tutor
    @monday = week_of.to_date.beginning_of_week
  end

  def days
    (0..5).map { |offset| @monday + offset }  # Monday to Saturday
  end

  def slots_on(day)
    hours = day.saturday? ? Lesson::OPENING_HOURS[:saturday] : Lesson::OPENING_HOURS[:weekday]
    hours.map { |hour| Time.utc(day.year, day.month, day.day, hour) }
         .reject { |t| t.past? || taken.include?(t) }
         .map { |t| Slot.new(starts_at: t, label: t.strftime("%a %-d %b %H:%M")) }
  end

  def previous_week = @monday - 7
  def next_week = @monday + 7

  private

  def taken
    @taken ||= @tutor.lessons.booked.where(starts_at: @monday.all_week).pluck(:starts_at).to_set
  end
end
"""

SLOT_PICKER_JS = """import { Controller } from "@hotwired/stimulus"

// Connects to data-controller="slot-picker"
// One click on a free slot fills the hidden starts_at field and enables "Book";
// paging weeks happens in the surrounding turbo-frame, which calls reset().
export default class extends Controller {
  static targets = ["slot", "startsAt", "duration", "summary", "submit"]
  static values = { prices: Object }

  connect() {
    this.reset()
  }

  pick(event) {
    this.slotTargets.forEach((el) => el.classList.remove("ring-2", "ring-indigo-600", "bg-indigo-50"))
    const slot = event.currentTarget
    slot.classList.add("ring-2", "ring-indigo-600", "bg-indigo-50")
    this.startsAtTarget.value = slot.dataset.startsAt
    this.updateSummary(slot.dataset.label)
    this.submitTarget.disabled = false
  }

  changeDuration() {
    const label = this.slotTargets.find((el) => el.classList.contains("ring-2"))?.dataset.label
    if (label) this.updateSummary(label)
  }

  updateSummary(label) {
    const minutes = this.durationTarget.value
    const pence = this.pricesValue[minutes]
    this.summaryTarget.textContent = `${label}, ${minutes} minutes, £${(pence / 100).toFixed(2)}`
  }

  reset() {
    this.startsAtTarget.value = ""
    this.summaryTarget.textContent = "Pick a time"
    this.submitTarget.disabled = true
  }
}
"""

BOOKING_SPEC_RB = """require "rails_helper"

RSpec.describe "Booking a lesson", type: :system do
  let(:parent) { create(:user, :parent) }
  let!(:tutor) { create(:tutor, name: "Aisha Rahman", subjects: "Maths, Physics") }
  let!(:student) { create(:student, family: parent.family, name: "Leo") }

  before do
    driven_by :selenium, using: :headless_chrome, screen_size: [1280, 900]
    travel_to Time.zone.local(2029, 3, 21, 10, 0)
    sign_in_as parent
  end

  it "books a free slot in the week view" do
    visit new_booking_path(tutor_id: tutor.id)
    click_on "Next week"
    within "turbo-frame#week" do
      expect(page).to have_text("Mon 26 Mar")
      find("[data-starts-at]", text: "15:00", match: :first).click
    end
    select "60 minutes", from: "Length"
    click_on "Book"

    expect(page).to have_text("Booked: Leo with Aisha Rahman, Mon 26 Mar 15:00")
    expect(Lesson.last).to have_attributes(price_pence: 3800, duration_minutes: 60)
  end

  it "does not offer a slot that is already taken" do
    create(:lesson, tutor:, starts_at: Time.zone.local(2029, 3, 26, 15, 0))
    visit new_booking_path(tutor_id: tutor.id, week: "2029-03-26")
    within "turbo-frame#week" do
      expect(page).not_to have_css("[data-starts-at='2029-03-26T15:00:00+01:00']")
    end
  end
end
"""

CUPRITE_RB = """# System specs run on Cuprite (Ferrum drives Chrome over CDP): no chromedriver to keep in step with Chrome.
require "capybara/cuprite"

Capybara.register_driver(:cuprite) do |app|
  Capybara::Cuprite::Driver.new(
    app,
    window_size: [1280, 900],
    browser_options: { "no-sandbox" => nil },
    process_timeout: 15,
    timeout: 10,
    js_errors: true,
    inspector: ENV["INSPECTOR"] == "true",
    headless: ENV["HEADLESS"] != "false"
  )
end

Capybara.default_driver = :rack_test
Capybara.javascript_driver = :cuprite
Capybara.default_max_wait_time = 3
Capybara.server = :puma, { Silent: true }

RSpec.configure do |config|
  config.before(:each, type: :system) do
    driven_by :cuprite
  end
end
"""

RECURRING_YML = """# Solid Queue recurring tasks (bin/jobs, or SOLID_QUEUE_IN_PUMA in production).
production:
  lesson_reminders:
    class: LessonReminderJob
    queue: mailers
    schedule: every 15 minutes
  clear_solid_queue_finished_jobs:
    command: "SolidQueue::Job.clear_finished_in_batches(sleep_between_batches: 0.3)"
    schedule: every hour at minute 12

development:
  lesson_reminders:
    class: LessonReminderJob
    queue: mailers
    schedule: every 15 minutes
"""

REMINDER_JOB_RB = """# Emails the parent once, 24 hours before each booked lesson.
class LessonReminderJob < ApplicationJob
  queue_as :mailers

  LEAD_TIME = 24.hours

  def perform
    due = Lesson.booked.where(reminded_at: nil, starts_at: Time.current..(Time.current + LEAD_TIME))
    Lesson.transaction do
      due.includes(:tutor, student: :family).find_each do |lesson|
        LessonMailer.with(lesson:).reminder.deliver_later
        lesson.update!(reminded_at: Time.current)
      end
    end
  end
end
"""

INVOICE_BUILDER_RB = """# Bills each family once a week for the previous week's lessons: one Stripe invoice (so parents can pay
# by card) plus our own PDF, mailed by InvoiceMailer in the layout Harriet uses today.
class InvoiceBuilder
  DAYS_UNTIL_DUE = 7

  def self.call(week:) = new(week:).call

  def initialize(week:)
    monday = week.to_date.beginning_of_week
    @range = monday.in_time_zone.all_week  # Monday 00:00 to Sunday 23:59:59, London time
  end

  def call
    families = Family.joins(students: :lessons).merge(Lesson.billable_in(@range).uninvoiced).distinct
    families.find_each.filter_map { |family| invoice_family(family) }
  end

  private

  def invoice_family(family)
    lessons = family.lessons.billable_in(@range).uninvoiced.includes(:tutor, :student).order(:starts_at)
    return if lessons.empty?

    customer_id = family.stripe_id.presence || create_customer(family)
    stripe_invoice = Stripe::Invoice.create(
      customer: customer_id,
      collection_method: "send_invoice",
      days_until_due: DAYS_UNTIL_DUE,
      auto_advance: false,
      metadata: { family_id: family.id, week: @range.begin.to_date.iso8601 }
    )
    lessons.each do |lesson|
      Stripe::InvoiceItem.create(
        customer: customer_id,
        invoice: stripe_invoice.id,
        currency: "gbp",
        amount: lesson.price_pence,
        description: "#{lesson.student.name}: #{lesson.duration_minutes} min with #{lesson.tutor.name}, " \\
                     "#{I18n.l(lesson.starts_at, format: :lesson)}#{' (late cancellation)' if lesson.late_cancelled?}"
      )
    end
    stripe_invoice = Stripe::Invoice.finalize_invoice(stripe_invoice.id)

    invoice = family.invoices.create!(
      stripe_invoice_id: stripe_invoice.id,
      period_start: @range.begin.to_date,
      period_end: @range.end.to_date,
      total_pence: stripe_invoice.total,
      hosted_url: stripe_invoice.hosted_invoice_url
    )
    lessons.update_all(invoice_id: invoice.id)
    InvoiceMailer.with(invoice:).weekly.deliver_later  # attaches InvoicePdf.new(invoice).render
    invoice
  end

  def create_customer(family)
    customer = Stripe::Customer.create(name: family.name, email: family.email, metadata: { family_id: family.id })
    family.update!(stripe_id: customer.id)
    customer.id
  end
end
"""

STRIPE_WEBHOOKS_RB = """# Stripe -> gradebeam. Signed with STRIPE_WEBHOOK_SECRET; everything else is answered 400.
module Webhooks
  class StripeController < ActionController::API
    def create
      event = Stripe::Webhook.construct_event(
        request.body.read, request.headers["Stripe-Signature"], ENV.fetch("STRIPE_WEBHOOK_SECRET")
      )

      case event.type
      when "invoice.paid"
        Invoice.find_by(stripe_invoice_id: event.data.object.id)&.update!(status: :paid, paid_at: Time.current)
      when "invoice.payment_failed"
        Invoice.find_by(stripe_invoice_id: event.data.object.id)&.update!(status: :payment_failed)
      when "invoice.voided"
        Invoice.find_by(stripe_invoice_id: event.data.object.id)&.update!(status: :void)
      end

      head :ok
    rescue JSON::ParserError, Stripe::SignatureVerificationError => e
      Rails.logger.warn("stripe webhook rejected: #{e.class}")
      head :bad_request
    end
  end
end
"""

DATABASE_YML_SQLITE = """# SQLite in every environment (16 March 2029): one file per database under storage/,
# which Kamal keeps on the gradebeam_storage volume.
default: &default
  adapter: sqlite3
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>
  timeout: 5000

development:
  <<: *default
  database: storage/development.sqlite3

test:
  <<: *default
  database: storage/test.sqlite3

production:
  primary:
    <<: *default
    database: storage/production.sqlite3
  cache:
    <<: *default
    database: storage/production_cache.sqlite3
    migrations_paths: db/cache_migrate
  queue:
    <<: *default
    database: storage/production_queue.sqlite3
    migrations_paths: db/queue_migrate
  cable:
    <<: *default
    database: storage/production_cable.sqlite3
    migrations_paths: db/cable_migrate
"""

DEPLOY_YML = """# Kamal 2: one DigitalOcean droplet (gradebeam-prod-1, LON1), kamal-proxy with Let's Encrypt in front.
service: gradebeam

image: northgate/gradebeam

servers:
  web:
    - 178.62.93.114

proxy:
  ssl: true
  host: book.northgatetutors.co.uk
  healthcheck:
    path: /up
    interval: 3
    timeout: 30

registry:
  server: registry.digitalocean.com
  username:
    - KAMAL_REGISTRY_PASSWORD
  password:
    - KAMAL_REGISTRY_PASSWORD

env:
  secret:
    - RAILS_MASTER_KEY
    - STRIPE_SECRET_KEY
    - STRIPE_WEBHOOK_SECRET
    - POSTMARK_API_TOKEN
  clear:
    SOLID_QUEUE_IN_PUMA: true
    WEB_CONCURRENCY: 2
    RAILS_MAX_THREADS: 3
    APP_HOST: book.northgatetutors.co.uk

aliases:
  console: app exec --interactive --reuse "bin/rails console"
  shell: app exec --interactive --reuse "bash"
  logs: app logs -f

# SQLite databases and Active Storage files live here; survives deploys.
volumes:
  - "gradebeam_storage:/rails/storage"

asset_path: /rails/public/assets

builder:
  arch: amd64
"""

MONTHLY_RUN_RB = """# Bills every family once a month for the previous month's lessons. Stripe hosts the invoice and
# emails it to the parent with its own pay button (collection_method send_invoice, due in 14 days);
# we keep only a row per invoice. Replaces the weekly InvoiceBuilder and our Prawn PDFs (19 March 2029).
class MonthlyInvoiceRun
  DAYS_UNTIL_DUE = 14

  def self.call(month:, dry_run: false) = new(month:, dry_run:).call

  def initialize(month:, dry_run: false)
    @range = month.to_date.beginning_of_month.in_time_zone.all_month  # London time
    @dry_run = dry_run
  end

  def call
    families = Family.joins(students: :lessons).merge(Lesson.billable_in(@range).uninvoiced).distinct
    families.find_each.filter_map { |family| invoice_family(family) }
  end

  private

  def invoice_family(family)
    lessons = family.lessons.billable_in(@range).uninvoiced.includes(:tutor, :student).order(:starts_at)
    return if lessons.empty?
    return Summary.new(family:, lessons: lessons.size, total_pence: lessons.sum(:price_pence)) if @dry_run

    customer_id = family.stripe_customer_id.presence || create_customer(family)
    stripe_invoice = Stripe::Invoice.create(
      customer: customer_id,
      collection_method: "send_invoice",
      days_until_due: DAYS_UNTIL_DUE,
      auto_advance: true,
      description: "Northgate Tutors, lessons in #{I18n.l(@range.begin.to_date, format: '%B %Y')}",
      metadata: { family_id: family.id, month: @range.begin.strftime("%Y-%m") }
    )
    lessons.each do |lesson|
      Stripe::InvoiceItem.create(
        customer: customer_id,
        invoice: stripe_invoice.id,
        currency: "gbp",
        amount: lesson.price_pence,
        description: "#{lesson.student.name}: #{lesson.duration_minutes} min with #{lesson.tutor.name}, " \\
                     "#{I18n.l(lesson.starts_at, format: :lesson)}#{' (late cancellation)' if lesson.late_cancelled?}"
      )
    end
    Stripe::Invoice.finalize_invoice(stripe_invoice.id)
    stripe_invoice = Stripe::Invoice.send_invoice(stripe_invoice.id)  # Stripe emails the hosted invoice

    invoice = family.invoices.create!(
      stripe_invoice_id: stripe_invoice.id,
      period_start: @range.begin.to_date,
      period_end: @range.end.to_date,
      total_pence: stripe_invoice.total,
      hosted_url: stripe_invoice.hosted_invoice_url
    )
    lessons.update_all(invoice_id: invoice.id)
    invoice
  end

  def create_customer(family)
    customer = Stripe::Customer.create(name: family.name, email: family.email, metadata: { family_id: family.id })
    family.update!(stripe_customer_id: customer.id)
    customer.id
  end

  Summary = Data.define(:family, :lessons, :total_pence)
end
"""

DATABASE_YML_PG = """# PostgreSQL again (28 March 2029, after the SQLite lock incident of 26 March).
# Development: Docker on host port 5434 (compose.yaml). Production: the Kamal accessory gradebeam-db.
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: gradebeam_development
  host: localhost
  port: 5434
  username: gradebeam
  password: gradebeam

test:
  <<: *default
  database: gradebeam_test
  host: localhost
  port: 5434
  username: gradebeam
  password: gradebeam

production:
  primary: &primary_production
    <<: *default
    host: gradebeam-db
    database: gradebeam_production
    username: gradebeam
    password: <%= ENV["POSTGRES_PASSWORD"] %>
  cache:
    <<: *primary_production
    database: gradebeam_production_cache
    migrations_paths: db/cache_migrate
  queue:
    <<: *primary_production
    database: gradebeam_production_queue
    migrations_paths: db/queue_migrate
  cable:
    <<: *primary_production
    database: gradebeam_production_cable
    migrations_paths: db/cable_migrate
"""
