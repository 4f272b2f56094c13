"""The ten sessions of the kilnlog history, step by step (see build.py and README.md)."""
from __future__ import annotations


def rb_class(name: str, parent: str, doc: str, methods: list[tuple[str, str]], extra: str = "") -> str:
    """A long, plausible Ruby class: the whole-file reads and writes that drown search."""
    out = [f"# {doc}", f"class {name} < {parent}" if parent else f"class {name}"]
    if extra:
        out += ["  " + line if line else "" for line in extra.splitlines()] + [""]
    for meth, mdoc in methods:
        out += [f"  # {mdoc}", f"  def {meth}", "    scope = Firing.where(studio_id: studio.id).order(:starts_at)",
                "    scope = scope.where(kiln_id: kiln.id) if kiln", "    scope.each do |firing|",
                "      Rails.logger.debug { \"#{self.class.name} firing=#{firing.id} cone=#{firing.cone}\" }",
                "      yield firing if block_given?", "    end", "  end", ""]
    out += ["  private", "", "  attr_reader :studio, :kiln", "end", ""]
    return "\n".join(out)


def rspec_ok(examples: int, secs: str = "1.84") -> str:
    return (f"{'.' * examples}\n\nFinished in {secs} seconds (files took 1.2 seconds to load)\n"
            f"{examples} examples, 0 failures\n")


GEMFILE = """source "https://rubygems.org"

ruby file: ".ruby-version"

gem "rails", "~> 7.2.2"
gem "pg", "~> 1.5"
gem "puma", ">= 6.4"
gem "propshaft"
gem "importmap-rails"
gem "turbo-rails"
gem "stimulus-rails"
gem "tailwindcss-rails", "~> 3.0"
gem "bootsnap", require: false

group :development, :test do
  gem "rspec-rails", "~> 7.1"
  gem "factory_bot_rails"
  gem "debug", platforms: %i[mri windows]
end

group :development do
  gem "web-console"
  gem "bullet"
end
"""

SCHEMA_RB = """ActiveRecord::Schema[7.2].define(version: 2026_11_04_101500) do
  enable_extension "plpgsql"

  create_table "kilns", force: :cascade do |t|
    t.string "name", null: false
    t.integer "half_shelves", null: false, default: 12
    t.string "fuel", null: false, default: "electric"
    t.timestamps
  end

  create_table "firings", force: :cascade do |t|
    t.references "kiln", null: false, foreign_key: true
    t.string "cone", null: false
    t.datetime "starts_at", null: false
    t.integer "shelf_bookings_count", null: false, default: 0
    t.timestamps
  end

  create_table "members", force: :cascade do |t|
    t.string "name", null: false
    t.string "email", null: false, index: { unique: true }
    t.string "locale", null: false, default: "nl"
    t.timestamps
  end

  create_table "shelf_bookings", force: :cascade do |t|
    t.references "firing", null: false, foreign_key: true
    t.references "member", null: false, foreign_key: true
    t.integer "half_shelves", null: false, default: 1
    t.string "note"
    t.timestamps
  end
end
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: kilnlog. Kleiwerk is a shared pottery studio in Utrecht with two kilns (the big "
             "electric Nabertherm and a small test kiln). Members book shelf space in upcoming firings, and right "
             "now Femke does it on a paper list taped to the kiln room door. I want a Rails app for it: members see "
             "the next firings, book half-shelves, and get a reminder before the kiln is loaded. Rails 7.2 with "
             "PostgreSQL.")
    s.prompt("hotwire", "Front end: server-rendered with Hotwire (Turbo + Stimulus) and Tailwind. No React and no "
             "separate SPA: it's a few forms and a calendar, and I'm the only one maintaining it. Tests in RSpec "
             "with factory_bot, not minitest, that's what I read fastest.")
    s.bash(None, "rails new kilnlog --database=postgresql --css=tailwind --skip-test --skip-jbuilder",
           "      create  \n      create  README.md\n      create  Rakefile\n      create  Gemfile\n"
           "         run  bundle install\nBundle complete! 18 Gemfile dependencies, 84 gems now installed.")
    s.bash("pgfail", "bin/setup", "== Installing dependencies ==\nFetching pg 1.5.9\nInstalling pg 1.5.9 with native "
           "extensions", "Gem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\nchecking for pg_config... "
           "no\nNo pg_config... trying anyway. If building fails, please try again with\n --with-pg-config=/path/to/"
           "pg_config\nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h header\n*** extconf.rb failed ***\n"
           "An error occurred while installing pg (1.5.9), and Bundler cannot continue.", code=1)
    s.bash("pgfix", "sudo apt-get install -y libpq-dev && bin/setup",
           "Setting up libpq-dev (16.4-0ubuntu0.24.04.1) ...\n== Installing dependencies ==\nInstalling pg 1.5.9 with "
           "native extensions\nBundle complete!\n== Preparing database ==\nCreated database 'kilnlog_development'\n"
           "Created database 'kilnlog_test'")
    s.write(None, "Gemfile", GEMFILE)
    s.bash(None, "bundle install && bin/rails generate rspec:install",
           "Bundle complete! 19 Gemfile dependencies, 97 gems now installed.\n      create  .rspec\n      create  spec\n"
           "      create  spec/spec_helper.rb\n      create  spec/rails_helper.rb")
    s.write("rubyver", ".ruby-version", "3.3.6\n")
    s.bash(None, "bin/rails generate model Kiln name:string half_shelves:integer fuel:string && "
           "bin/rails generate model Firing kiln:references cone:string starts_at:datetime",
           "      invoke  active_record\n      create    db/migrate/20261102101200_create_kilns.rb\n"
           "      create    app/models/kiln.rb\n      create    db/migrate/20261102101201_create_firings.rb\n"
           "      create    app/models/firing.rb")
    s.bash(None, "bin/rails db:migrate", "== 20261102101200 CreateKilns: migrating ======\n-- create_table(:kilns)\n"
           "== 20261102101201 CreateFirings: migrating ====\n-- create_table(:firings)")
    s.bash(None, "bin/dev", "16:02:11 web.1  | * Listening on http://127.0.0.1:3000\n16:02:12 css.1  | Done in 412ms")
    s.bash("commit1", "git add -A && git commit -m 'Skeleton: Rails 7.2, Postgres, Hotwire, Tailwind, RSpec'",
           "[main (root-commit) 9c21e4a] Skeleton: Rails 7.2, Postgres, Hotwire, Tailwind, RSpec\n 96 files changed, "
           "2140 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("booking", "Next: members booking shelf space. A kiln has a number of half-shelves (the Nabertherm 12, "
             "the test kiln 4). A member books 1 or more half-shelves in a firing; a firing can't be booked beyond "
             "its kiln's half-shelves. Firings have a cone: 06 for bisque, 6 for glaze. Show the next firings on "
             "the home page with how much room is left.")
    s.bash(None, "bin/rails generate model Member name:string email:string locale:string && bin/rails generate model "
           "ShelfBooking firing:references member:references half_shelves:integer note:string",
           "      create    db/migrate/20261104100100_create_members.rb\n      create    app/models/member.rb\n"
           "      create    db/migrate/20261104100101_create_shelf_bookings.rb\n      create    app/models/shelf_booking.rb")
    s.write("countercache", "app/models/shelf_booking.rb",
            "class ShelfBooking < ApplicationRecord\n  belongs_to :firing, counter_cache: true\n  belongs_to :member\n\n"
            "  validates :half_shelves, numericality: { greater_than: 0 }\n  validate :fits_in_kiln\n\n  private\n\n"
            "  # Room left is the kiln's half-shelves minus firing.shelf_bookings_count (the counter cache).\n"
            "  def fits_in_kiln\n    used = firing.shelf_bookings_count\n    if used + half_shelves > firing.kiln.half_shelves\n"
            "      errors.add(:half_shelves, \"passen niet meer in deze stook\")\n    end\n  end\nend\n")
    s.write("schema", "db/schema.rb", SCHEMA_RB)
    s.write("scheduler", "app/services/firing_scheduler.rb", rb_class(
        "FiringScheduler", "", "Plans which firings are open for booking and how full each one is.", [
            ("upcoming", "firings of the next four weeks, soonest first"),
            ("room_left", "half-shelves still free per firing (kiln size minus booked)"),
            ("open_for_booking", "firings more than 24 hours away that still have room")],
        "def initialize(studio:, kiln: nil)\n  @studio = studio\n  @kiln = kiln\nend"))
    s.write(None, "app/views/firings/index.html.erb",
            "<h1 class=\"text-2xl font-bold\">Komende stoken</h1>\n<%= turbo_frame_tag \"firings\" do %>\n"
            "  <% @firings.each do |firing| %>\n    <%= render firing %>\n  <% end %>\n<% end %>\n")
    s.bash("nplus1", "bin/rails server & sleep 3 && curl -s localhost:3000/ > /dev/null && tail -n 6 log/bullet.log",
           "", "USE eager loading detected\n  Firing => [:kiln]\n  Add to your query: .includes([:kiln])\n"
           "Call stack\n  /home/sanne/src/kilnlog/app/views/firings/_firing.html.erb:3")
    s.edit("nplus1fix", "app/controllers/firings_controller.rb", "    @firings = FiringScheduler.new(studio: current_studio).upcoming",
           "    @firings = FiringScheduler.new(studio: current_studio).upcoming.includes(:kiln)")
    s.write(None, "spec/models/shelf_booking_spec.rb",
            "require \"rails_helper\"\n\nRSpec.describe ShelfBooking do\n  it \"refuses a booking that does not fit\" do\n"
            "    firing = create(:firing, kiln: create(:kiln, half_shelves: 4))\n    create(:shelf_booking, firing: firing, half_shelves: 3)\n"
            "    expect(build(:shelf_booking, firing: firing, half_shelves: 2)).not_to be_valid\n  end\nend\n")
    s.bash(None, "bundle exec rspec", rspec_ok(9))
    s.bash("commit2", "git add -A && git commit -m 'Members book half-shelves in firings; room left on the home page'",
           "[main 1d7f0b3] Members book half-shelves in firings; room left on the home page\n 23 files changed, 318 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("reminders", "Reminder emails: every member with a booking gets an email 24 hours before the firing "
             "starts, so they bring their pieces in time. Use Sidekiq with Redis for the background jobs and a "
             "cron-style schedule with sidekiq-cron; email goes through Mailgun's SMTP.")
    s.bash(None, "bundle add sidekiq sidekiq-cron", "Fetching sidekiq 7.3.5\nInstalling sidekiq 7.3.5\n"
           "Installing sidekiq-cron 2.0.1\nBundle complete!")
    s.write("sidekiqcfg", "config/initializers/sidekiq.rb",
            "Sidekiq.configure_server do |config|\n  config.redis = { url: ENV.fetch(\"REDIS_URL\", \"redis://localhost:6379/0\") }\n"
            "  Sidekiq::Cron::Job.load_from_hash(\n    \"firing_reminders\" => { \"cron\" => \"0 * * * *\", \"class\" => \"FiringReminderJob\" }\n"
            "  )\nend\n\nRails.application.config.active_job.queue_adapter = :sidekiq\n")
    s.write("reminderjob", "app/jobs/firing_reminder_job.rb",
            "class FiringReminderJob < ApplicationJob\n  queue_as :default\n\n  # Every hour: bookings of firings that start in 24 to 25 hours get their reminder.\n"
            "  def perform\n    window = 24.hours.from_now..25.hours.from_now\n"
            "    ShelfBooking.joins(:firing).where(firings: { starts_at: window }).find_each do |booking|\n"
            "      ReminderMailer.with(booking: booking).firing_soon.deliver_later\n    end\n  end\nend\n")
    s.write("smtp", "config/environments/production.rb",
            "Rails.application.configure do\n  config.action_mailer.delivery_method = :smtp\n"
            "  config.action_mailer.smtp_settings = {\n    address: \"smtp.mailgun.org\",\n    port: 587,\n"
            "    user_name: \"postmaster@mg.kleiwerk-utrecht.nl\",\n    password: ENV[\"MAILGUN_SMTP_PASSWORD\"],\n"
            "    authentication: :plain,\n    enable_starttls_auto: true\n  }\n  config.force_ssl = true\nend\n")
    s.bash("smtp535", "bin/rails runner 'ReminderMailer.with(booking: ShelfBooking.last).firing_soon.deliver_now' -e production",
           "", "Net::SMTPAuthenticationError: 535 Authentication failed\n"
           "  /usr/lib/ruby/3.3.0/net/smtp.rb:1103:in `check_auth_response'", code=1)
    s.fetch("mgdocs", "https://documentation.mailgun.com/docs/mailgun/user-manual/sending-messages/",
            "Which SMTP host for a domain in the EU region?", "Domains created in the EU region must use "
            "smtp.eu.mailgun.org; the US host smtp.mailgun.org rejects their credentials with 535.")
    s.edit("smtpfix", "config/environments/production.rb", "    address: \"smtp.mailgun.org\",",
           "    address: \"smtp.eu.mailgun.org\",  # our Mailgun domain lives in the EU region")
    s.bash(None, "bin/rails runner 'ReminderMailer.with(booking: ShelfBooking.last).firing_soon.deliver_now' -e production",
           "#<Mail::Message:61240, Multipart: false, Headers: <To: sanne@example.nl>, <Subject: Stook morgen om 08:00>>")
    s.write("mailtext", "app/views/reminder_mailer/firing_soon.text.erb",
            "Hoi <%= @booking.member.name %>,\n\nMorgen om <%= l(@booking.firing.starts_at, format: :short) %> gaat de "
            "<%= @booking.firing.kiln.name %> aan (kegel <%= @booking.firing.cone %>). Zet je werk vóór die tijd op "
            "de plank bij de ovenruimte.\n\nGroet,\nKleiwerk\n")
    s.bash(None, "bundle exec rspec", rspec_ok(14, "2.31"))
    s.bash("commit3", "git add -A && git commit -m 'Reminder emails 24h before a firing (Sidekiq, Mailgun EU)'",
           "[main 5e88a10] Reminder emails 24h before a firing (Sidekiq, Mailgun EU)\n 9 files changed, 141 insertions(+)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("over1", "Femke says Saturday's glaze firing had 14 half-shelves booked in a kiln that holds 12. Two "
             "people booked the last spots on Thursday evening, a minute apart. How did that get through?")
    s.bash("over1sql", "bin/rails runner 'f = Firing.find(41); p f.shelf_bookings.pluck(:member_id, :half_shelves, :created_at)'",
           "[[7, 4, 2026-11-05 19:02:11.4 UTC], [12, 3, 2026-11-05 19:40:02.9 UTC], [3, 3, 2026-11-05 20:11:40.1 UTC],\n"
           " [18, 2, 2026-11-05 21:14:03.512 UTC], [22, 2, 2026-11-05 21:14:03.688 UTC]]")
    s.read(None, "app/models/shelf_booking.rb",
           "class ShelfBooking < ApplicationRecord\n  belongs_to :firing, counter_cache: true\n  belongs_to :member\n\n"
           "  validates :half_shelves, numericality: { greater_than: 0 }\n  validate :fits_in_kiln\n")
    s.prompt("over1cause", "Both requests read the room left (2 half-shelves) before either booking was saved, so both "
             "validations passed: a check-then-insert race. Lock the firing row while we check and insert.")
    s.edit("over1fix", "app/controllers/shelf_bookings_controller.rb",
           "    @booking = @firing.shelf_bookings.build(booking_params)\n    if @booking.save",
           "    @booking = @firing.shelf_bookings.build(booking_params)\n    saved = @firing.with_lock { @booking.save }  "
           "# SELECT ... FOR UPDATE: one booking at a time per firing\n    if saved")
    s.write("over1spec", "spec/requests/concurrent_booking_spec.rb",
            "require \"rails_helper\"\n\nRSpec.describe \"two bookings for the last half-shelves at once\" do\n"
            "  it \"lets only one through\" do\n    firing = create(:firing, kiln: create(:kiln, half_shelves: 2))\n"
            "    threads = 2.times.map { |i| Thread.new { post firing_shelf_bookings_path(firing), params: { half_shelves: 2 } } }\n"
            "    threads.each(&:join)\n    expect(firing.reload.shelf_bookings.sum(:half_shelves)).to eq(2)\n  end\nend\n")
    s.bash(None, "bundle exec rspec spec/requests/concurrent_booking_spec.rb", rspec_ok(1, "0.93"))
    s.lesson("lesson1", "A Rails validation that reads a count and then inserts is a race: two requests both see room "
             "and both save. Take a row lock on the parent (firing.with_lock) around the check and the insert.",
             "overbooked glaze firing: two bookings a minute apart both passed the room check")
    s.bash(None, "bundle exec rspec", rspec_ok(15, "2.48"))
    s.bash("commit4", "git add -A && git commit -m 'Fix overbooking race: lock the firing while booking'",
           "[main 77b2c5d] Fix overbooking race: lock the firing while booking\n 3 files changed, 29 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("deploy", "Let's put it online. Deploy with Kamal 2 to a Hetzner CX22 in Falkenstein (about 4 euro a "
             "month, Femke approved), not Heroku or Render: their Postgres plus a worker would cost more than the "
             "studio wants to spend. Postgres and Redis as Kamal accessories on the same box. Domain "
             "boeken.kleiwerk-utrecht.nl.")
    s.write("kamalcfg", "config/deploy.yml",
            "service: kilnlog\nimage: sannevdb/kilnlog\nservers:\n  web:\n    - 116.203.44.19\n  job:\n    hosts:\n"
            "      - 116.203.44.19\n    cmd: bundle exec sidekiq\nproxy:\n  ssl: true\n  host: boeken.kleiwerk-utrecht.nl\n"
            "registry:\n  username: sannevdb\n  password:\n    - KAMAL_REGISTRY_PASSWORD\nenv:\n  secret:\n"
            "    - RAILS_MASTER_KEY\n    - DATABASE_URL\n    - MAILGUN_SMTP_PASSWORD\n  clear:\n"
            "    REDIS_URL: redis://kilnlog-redis:6379/0\naccessories:\n  db:\n    image: postgres:16\n"
            "    host: 116.203.44.19\n    port: \"127.0.0.1:5432:5432\"\n  redis:\n    image: redis:7\n"
            "    host: 116.203.44.19\n    port: \"127.0.0.1:6379:6379\"\n")
    s.bash(None, "kamal setup", "  INFO [a1b2c3d4] Running docker login ... on 116.203.44.19\n"
           "  INFO [d4e5f6a7] Running docker run --name kilnlog-db ... postgres:16\n"
           "  INFO [e5f6a7b8] Running docker run --name kilnlog-redis ... redis:7\n  INFO Building image sannevdb/kilnlog")
    s.bash("healthfail", "kamal deploy", "  INFO [7f1e2d3c] Running docker container start kilnlog-web-9c21e4a\n"
           "  INFO Waiting for the kilnlog-web container to be healthy", "ERROR (SSHKit::Command::Failed): "
           "Exception while executing on host 116.203.44.19: docker exit status: 1\nkamal-proxy: target failed to "
           "become healthy within 30s: GET /up returned 301 Moved Permanently (Location: https://10.0.1.4/up)", code=1)
    s.prompt("healthwhy", "The health check hits /up over plain HTTP inside the docker network, and force_ssl "
             "redirects it to https, so the proxy never sees a 200. Keep force_ssl for everything else but leave "
             "/up alone.")
    s.edit("healthfix", "config/environments/production.rb", "  config.force_ssl = true",
           "  config.force_ssl = true\n  config.ssl_options = { redirect: { exclude: ->(request) { request.path == \"/up\" } } }")
    s.bash("deployok", "kamal deploy", "  INFO Container kilnlog-web-5e88a10 is healthy\n  INFO Deployed kilnlog "
           "to https://boeken.kleiwerk-utrecht.nl in 94.1 seconds")
    s.bash(None, "curl -sI https://boeken.kleiwerk-utrecht.nl/up", "HTTP/2 200\ncontent-type: text/html; charset=utf-8")
    s.remember("memdeploy1", "Deploying kilnlog: `kamal deploy` from the repo root pushes sannevdb/kilnlog and "
               "restarts web + the sidekiq job role on the Hetzner CX22 116.203.44.19 (Falkenstein). Postgres and "
               "Redis run as Kamal accessories on the same box. Secrets in .kamal/secrets (from 1Password: "
               "RAILS_MASTER_KEY, DATABASE_URL, MAILGUN_SMTP_PASSWORD). Site: https://boeken.kleiwerk-utrecht.nl",
               "Deploying kilnlog", "fact")
    s.bash("commit5", "git add -A && git commit -m 'Kamal deploy to Hetzner; /up excluded from SSL redirect'",
           "[main 0b4d6e2] Kamal deploy to Hetzner; /up excluded from SSL redirect\n 4 files changed, 58 insertions(+)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("solidqueue", "Change of plan on the background jobs: drop Sidekiq and Redis and move to Solid Queue. "
             "The CX22 has 4 GB and Redis plus a Sidekiq process is one more thing to babysit for one hourly job; "
             "Solid Queue keeps the jobs in Postgres, which we already back up. Use solid_queue's recurring.yml "
             "instead of sidekiq-cron.")
    s.bash(None, "bundle remove sidekiq sidekiq-cron && bundle add solid_queue && bin/rails solid_queue:install",
           "Removing sidekiq\nRemoving sidekiq-cron\nInstalling solid_queue 1.1.0\n      create  config/queue.yml\n"
           "      create  config/recurring.yml\n      create  db/queue_schema.rb\n      create  bin/jobs")
    s.write("recurring", "config/recurring.yml", "production:\n  firing_reminders:\n    class: FiringReminderJob\n"
            "    schedule: every hour at minute 0\n")
    s.bash("sqerr", "bin/jobs", "", "ActiveRecord::StatementInvalid: PG::UndefinedTable: ERROR:  relation "
           "\"solid_queue_recurring_tasks\" does not exist\nLINE 1: SELECT \"solid_queue_recurring_tasks\".* FROM "
           "\"solid_queue_recurring_tasks\"", code=1)
    s.prompt("sqwhy", "The installer put the queue tables in a separate 'queue' database (db/queue_schema.rb) that "
             "we never created. I don't want a second database on the box: load the queue schema into the main "
             "database instead.")
    s.bash("sqfix", "cp db/queue_schema.rb db/migrate/20261116101500_create_solid_queue_tables.rb && bin/rails db:migrate",
           "== 20261116101500 CreateSolidQueueTables: migrating ==\n-- create_table(\"solid_queue_jobs\")\n"
           "-- create_table(\"solid_queue_recurring_tasks\")\n== CreateSolidQueueTables: migrated (0.1412s) ==")
    s.edit(None, "config/environments/production.rb", "  config.force_ssl = true",
           "  config.active_job.queue_adapter = :solid_queue\n  config.force_ssl = true")
    s.bash(None, "git rm config/initializers/sidekiq.rb", "rm 'config/initializers/sidekiq.rb'")
    s.edit("kamalsq", "config/deploy.yml", "    cmd: bundle exec sidekiq", "    cmd: bin/jobs")
    s.edit("noredis", "config/deploy.yml", "  redis:\n    image: redis:7\n    host: 116.203.44.19\n    port: \"127.0.0.1:6379:6379\"\n", "")
    s.prompt("renameplan", "While we're in there: FiringScheduler doesn't schedule anything any more, it works out "
             "what fits in a kiln load. Rename it to LoadPlanner (app/services/load_planner.rb). And the env var "
             "MAILGUN_SMTP_PASSWORD becomes SMTP_PASSWORD, so we can switch mail providers without renaming it.")
    s.bash("renamemv", "git mv app/services/firing_scheduler.rb app/services/load_planner.rb && "
           "sed -i 's/FiringScheduler/LoadPlanner/g' app/services/load_planner.rb app/controllers/firings_controller.rb",
           "")
    s.grep(None, "FiringScheduler", ["app/controllers/firings_controller.rb", "spec/services/firing_scheduler_spec.rb"])
    s.bash("renamespec", "git mv spec/services/firing_scheduler_spec.rb spec/services/load_planner_spec.rb && "
           "sed -i 's/FiringScheduler/LoadPlanner/g' spec/services/load_planner_spec.rb", "")
    s.edit("renameenv", "config/environments/production.rb", "    password: ENV[\"MAILGUN_SMTP_PASSWORD\"],",
           "    password: ENV[\"SMTP_PASSWORD\"],")
    s.edit(None, "config/deploy.yml", "    - MAILGUN_SMTP_PASSWORD", "    - SMTP_PASSWORD")
    s.bash(None, "bundle exec rspec", rspec_ok(15, "2.40"))
    s.bash("deploy6", "kamal deploy && kamal accessory remove redis -y",
           "  INFO Deployed kilnlog to https://boeken.kleiwerk-utrecht.nl in 88.7 seconds\n"
           "  INFO [b7c8d9e0] Running docker container stop kilnlog-redis\n  INFO Removed accessory redis")
    s.bash("commit6", "git add -A && git commit -m 'Solid Queue instead of Sidekiq/Redis; FiringScheduler -> LoadPlanner; SMTP_PASSWORD'",
           "[main 3f9a7c1] Solid Queue instead of Sidekiq/Redis; FiringScheduler -> LoadPlanner; SMTP_PASSWORD\n"
           " 14 files changed, 96 insertions(+), 61 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("over2", "The test kiln is overbooked again: Thursday's bisque shows 5 of 4 half-shelves taken, but "
             "nobody booked at the same time this time. Femke had moved Joris's booking from Tuesday's bisque to "
             "Thursday's in the admin screen.")
    s.bash("over2sql", "bin/rails runner 'f = Firing.find(58); p [f.shelf_bookings_count, f.shelf_bookings.sum(:half_shelves)]; "
           "g = Firing.find(55); p [g.shelf_bookings_count, g.shelf_bookings.sum(:half_shelves)]'",
           "[3, 5]\n[2, 0]")
    s.prompt("over2cause", "So the counter cache is wrong twice over: it counts bookings, not half-shelves (Joris "
             "booked 2), and moving a booking to another firing with update(firing_id:) never decrements the old "
             "firing's count. Stop trusting shelf_bookings_count for room left; sum the half_shelves of the "
             "firing's bookings in the query instead.")
    s.edit("over2fix", "app/models/shelf_booking.rb",
           "  def fits_in_kiln\n    used = firing.shelf_bookings_count",
           "  def fits_in_kiln\n    used = firing.shelf_bookings.where.not(id: id).sum(:half_shelves)")
    s.edit("over2fix2", "app/models/shelf_booking.rb", "  belongs_to :firing, counter_cache: true",
           "  belongs_to :firing")
    s.write("over2mig", "db/migrate/20261118093000_remove_shelf_bookings_count_from_firings.rb",
            "class RemoveShelfBookingsCountFromFirings < ActiveRecord::Migration[7.2]\n  def change\n"
            "    remove_column :firings, :shelf_bookings_count, :integer, null: false, default: 0\n  end\nend\n")
    s.write("over2spec", "spec/models/moved_booking_spec.rb",
            "require \"rails_helper\"\n\nRSpec.describe \"moving a booking to another firing\" do\n"
            "  it \"frees the room in the old firing and takes it in the new one\" do\n"
            "    tue, thu = create_list(:firing, 2, kiln: create(:kiln, half_shelves: 4))\n"
            "    booking = create(:shelf_booking, firing: tue, half_shelves: 2)\n    booking.update!(firing: thu)\n"
            "    expect(LoadPlanner.new(studio: tue.kiln.studio).room_left(tue)).to eq(4)\n  end\nend\n")
    s.bash(None, "bin/rails db:migrate && bundle exec rspec", "== RemoveShelfBookingsCountFromFirings: migrated ==\n" + rspec_ok(17, "2.57"))
    s.lesson("lesson2", "Counter caches count rows, and a belongs_to change (moving a child to another parent via "
             "update) leaves the old parent's counter stale. For anything that guards capacity, sum the real rows "
             "in the query rather than trusting a cached count.",
             "test kiln overbooked after a booking was moved between bisque firings")
    s.prompt("price", "Members pay per firing: 4 euro per half-shelf, whatever the cone. Add a price to each "
             "booking and show the total on the booking page.")
    s.edit("price4", "app/models/shelf_booking.rb", "  validate :fits_in_kiln",
           "  validate :fits_in_kiln\n\n  PRICE_PER_HALF_SHELF_CENTS = 400\n\n  def price_cents\n"
           "    half_shelves * PRICE_PER_HALF_SHELF_CENTS\n  end")
    s.prompt("commitstyle", "Commit message style from now on: imperative subject under 60 characters, no emoji, "
             "and the why in the body if it isn't obvious.")
    s.bash("commit7", "git add -A && git commit -m 'Sum half-shelves for room left; price per half-shelf' "
           "-m 'The counter cache counted rows and went stale when a booking moved.'",
           "[main 8a0c3e9] Sum half-shelves for room left; price per half-shelf\n 6 files changed, 64 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("mollie", "Payments: members pay online when they book. Use Mollie, not Stripe: almost everyone pays "
             "with iDEAL here and Mollie's fees for iDEAL are lower; Femke already has a Mollie account. Create a "
             "payment when the booking is saved and mark it paid from Mollie's webhook.")
    s.bash("molliegem", "bundle add mollie-api-ruby", "Installing mollie-api-ruby 4.13.0\nBundle complete!")
    s.write("molliepay", "app/services/booking_payment.rb", rb_class(
        "BookingPayment", "", "Creates the Mollie payment for a booking and applies webhook updates.", [
            ("create_payment", "Mollie::Payment.create with the booking's price, iDEAL, redirect to the booking page"),
            ("apply_webhook", "fetches the payment by id and marks the booking paid when Mollie says paid"),
            ("refund", "refunds a cancelled booking more than 48 hours before the firing")],
        "def initialize(booking)\n  @booking = booking\nend"))
    s.write(None, "app/controllers/mollie_webhooks_controller.rb",
            "class MollieWebhooksController < ApplicationController\n  def create\n"
            "    BookingPayment.apply_webhook(params.require(:id))\n    head :ok\n  end\nend\n")
    s.bash("webhook422", "kamal app logs --since 30m | grep mollie_webhooks",
           "Started POST \"/mollie_webhooks\" for 87.233.217.242\nProcessing by MollieWebhooksController#create as */*\n"
           "Can't verify CSRF token authenticity.\nCompleted 422 Unprocessable Content in 2ms "
           "(ActionController::InvalidAuthenticityToken)")
    s.prompt("webhookwhy", "Mollie posts the webhook without our CSRF token, so Rails refuses it with 422 and the "
             "booking stays unpaid. Skip forgery protection on that controller only; the payment status is "
             "fetched back from Mollie by id anyway, so a forged post can't mark anything paid.")
    s.edit("webhookfix", "app/controllers/mollie_webhooks_controller.rb",
           "class MollieWebhooksController < ApplicationController\n",
           "class MollieWebhooksController < ApplicationController\n  skip_forgery_protection  # Mollie posts only an id; we fetch the status from Mollie\n")
    s.bash("webhookok", "kamal app logs --since 10m | grep mollie_webhooks",
           "Started POST \"/mollie_webhooks\" for 87.233.217.242\nCompleted 200 OK in 211ms")
    s.prompt("reminder48", "Femke's feedback: 24 hours is too short, people need a day to glaze. Send the reminder "
             "48 hours before the firing instead.")
    s.edit("reminder48fix", "app/jobs/firing_reminder_job.rb",
           "  # Every hour: bookings of firings that start in 24 to 25 hours get their reminder.\n"
           "  def perform\n    window = 24.hours.from_now..25.hours.from_now",
           "  # Every hour: bookings of firings that start in 48 to 49 hours get their reminder.\n"
           "  def perform\n    window = 48.hours.from_now..49.hours.from_now")
    s.remember("memfemke", "Femke de Wit runs Kleiwerk and is the app's only admin. She reads email, not Slack or "
               "WhatsApp, and wants the member-facing texts in Dutch (the admin screens may stay English). Any change "
               "to prices or fees needs her OK first.", "About Femke (studio owner)", "preference")
    s.bash(None, "bundle exec rspec", rspec_ok(21, "3.02"))
    s.bash("commit8", "git add -A && git commit -m 'Pay bookings with Mollie; reminder 48h ahead'",
           "[main c51d2f8] Pay bookings with Mollie; reminder 48h ahead\n 8 files changed, 133 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("pricecone", "Femke okayed a price change: glaze firings go to cone 6 and use far more electricity than "
             "a bisque at cone 06, so a flat price loses money on glaze. Price by cone instead: 4 euro per "
             "half-shelf for bisque, 6 euro for glaze.")
    s.edit("pricefix", "app/models/shelf_booking.rb",
           "  PRICE_PER_HALF_SHELF_CENTS = 400\n\n  def price_cents\n    half_shelves * PRICE_PER_HALF_SHELF_CENTS\n  end",
           "  PRICE_CENTS_BY_CONE = { \"06\" => 400, \"6\" => 600 }.freeze\n\n  def price_cents\n"
           "    half_shelves * PRICE_CENTS_BY_CONE.fetch(firing.cone)\n  end")
    s.prompt("slowcal", "The calendar page takes over 2 seconds on the server now that there are three months of "
             "firings. Profile it.")
    s.bash("slowlog", "kamal app logs --since 1h | grep 'GET \"/calendar\"' -A 3",
           "Started GET \"/calendar\" for 83.84.11.2\nCompleted 200 OK in 2310ms (Views: 1893.2ms | ActiveRecord: "
           "402.7ms (612 queries, 588 cached))")
    s.edit("calfix", "app/controllers/calendar_controller.rb",
           "    @firings = Firing.where(starts_at: range).order(:starts_at)",
           "    @firings = Firing.where(starts_at: range).order(:starts_at).includes(:kiln, shelf_bookings: :member)")
    s.edit("calcache", "app/views/calendar/_day.html.erb", "<div class=\"day\">",
           "<% cache [day, firings_on_day.maximum(:updated_at)] do %>\n<div class=\"day\">")
    s.bash("calok", "kamal app logs --since 10m | grep 'GET \"/calendar\"' -A 3",
           "Started GET \"/calendar\" for 83.84.11.2\nCompleted 200 OK in 182ms (Views: 141.0ms | ActiveRecord: "
           "19.4ms (6 queries, 0 cached))")
    s.prompt("renamemodel", "ShelfBooking is a clumsy name, everyone at the studio says 'reservering'. Rename the "
             "model to Reservation (table reservations) and the routes to /reservations.")
    s.write("renamemig", "db/migrate/20261124110000_rename_shelf_bookings_to_reservations.rb",
            "class RenameShelfBookingsToReservations < ActiveRecord::Migration[7.2]\n  def change\n"
            "    rename_table :shelf_bookings, :reservations\n  end\nend\n")
    s.bash("renamemodelmv", "git mv app/models/shelf_booking.rb app/models/reservation.rb && git mv "
           "app/controllers/shelf_bookings_controller.rb app/controllers/reservations_controller.rb && "
           "grep -rl ShelfBooking app spec | xargs sed -i 's/ShelfBooking/Reservation/g; s/shelf_bookings/reservations/g'",
           "")
    s.edit("renameroutes", "config/routes.rb", "    resources :shelf_bookings, only: %i[new create destroy]",
           "    resources :reservations, only: %i[new create destroy]")
    s.bash(None, "bin/rails db:migrate && bundle exec rspec", "== RenameShelfBookingsToReservations: migrated ==\n"
           + rspec_ok(21, "2.95"))
    s.bash("commit9", "git add -A && git commit -m 'Price by cone; faster calendar; ShelfBooking -> Reservation'",
           "[main e2b7d40] Price by cone; faster calendar; ShelfBooking -> Reservation\n 19 files changed, 88 insertions(+), 71 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("ci", "Set up CI on GitHub Actions: rubocop (rails-omakase), rspec against a Postgres service, and "
             "brakeman. Also bump Ruby to 3.4.1 while we're at it.")
    s.edit("ruby34", ".ruby-version", "3.3.6", "3.4.1")
    s.write("ciyaml", ".github/workflows/ci.yml",
            "name: CI\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    services:\n"
            "      postgres:\n        image: postgres:16\n        env:\n          POSTGRES_PASSWORD: postgres\n"
            "        ports: [\"5432:5432\"]\n    steps:\n      - uses: actions/checkout@v4\n"
            "      - uses: ruby/setup-ruby@v1\n        with:\n          bundler-cache: true\n"
            "      - run: bin/rubocop\n      - run: bin/brakeman --no-pager\n"
            "      - run: bin/rails db:prepare && bundle exec rspec\n        env:\n"
            "          DATABASE_URL: postgres://postgres:postgres@localhost:5432/kilnlog_test\n")
    s.bash("rubocopfail", "bin/rubocop", "Inspecting 58 files\n..C....C..\n\nOffenses:\n\n"
           "app/services/booking_payment.rb:14:5: C: [Correctable] Style/StringLiterals: Prefer double-quoted strings "
           "unless you need single quotes to avoid extra backslashes for escaping.\n"
           "app/jobs/firing_reminder_job.rb:6:1: C: [Correctable] Layout/EmptyLinesAroundBlockBody: Extra empty line "
           "detected at block body beginning.\n\n58 files inspected, 2 offenses detected, 2 offenses autocorrectable",
           code=1)
    s.bash("rubocopfix", "bin/rubocop -a", "Inspecting 58 files\n..C....C..\n\n58 files inspected, 2 offenses "
           "detected, 2 offenses corrected")
    s.bash("brakeman", "bin/brakeman --no-pager", "== Brakeman Report ==\nApplication Path: /home/sanne/src/kilnlog\n"
           "Rails Version: 7.2.2\nSecurity Warnings: 0\nNo warnings found")
    s.bash(None, "git push origin main", "To github.com:sannevdb/kilnlog.git\n   e2b7d40..4c6f1a9  main -> main")
    s.bash("cigreen", "gh run watch", "✓ main CI · 12051988431\nTriggered via push about 4 minutes ago\n\nJOBS\n"
           "✓ test in 3m41s (ID 33611452977)")
    s.bash("deploy10", "kamal deploy", "  INFO Container kilnlog-web-4c6f1a9 is healthy\n  INFO Deployed kilnlog to "
           "https://boeken.kleiwerk-utrecht.nl in 102.3 seconds")
    s.remember("memdeploy2", "Deploying kilnlog (current): `kamal deploy` from the repo root; web and the Solid Queue "
               "worker role (bin/jobs) on the Hetzner CX22 116.203.44.19. Only Postgres runs as a Kamal accessory "
               "(Redis was removed). Secrets in .kamal/secrets from 1Password: RAILS_MASTER_KEY, DATABASE_URL, "
               "SMTP_PASSWORD, MOLLIE_API_KEY. CI (rubocop, brakeman, rspec) must be green first.",
               "Deploying kilnlog (updated)", "fact")
    s.bash("commit10", "git add -A && git commit -m 'Add CI; bump Ruby to 3.4.1'",
           "[main 4c6f1a9] Add CI; bump Ruby to 3.4.1\n 5 files changed, 41 insertions(+), 4 deletions(-)")
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit, "
           "working tree clean")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2026-11-02T09:30:00", "e1a2b3c4-0d1e-4f2a-8b3c-4d5e6f708101", s1),   # Mon
    ("s2", "2026-11-04T10:00:00", "f2b3c4d5-1e2f-4a3b-9c4d-5e6f70819202", s2),   # Wed
    ("s3", "2026-11-06T13:00:00", "03c4d5e6-2f3a-4b4c-8d5e-6f708192a303", s3),   # Fri
    ("s4", "2026-11-10T19:30:00", "14d5e6f7-3a4b-4c5d-9e6f-708192a3b404", s4),   # Tue
    ("s5", "2026-11-12T10:00:00", "25e6f708-4b5c-4d6e-8f70-8192a3b4c505", s5),   # Thu
    ("s6", "2026-11-16T09:00:00", "36f70819-5c6d-4e7f-9081-92a3b4c5d606", s6),   # Mon
    ("s7", "2026-11-18T14:00:00", "4708192a-6d7e-4f80-8192-a3b4c5d6e707", s7),   # Wed
    ("s8", "2026-11-20T10:30:00", "58192a3b-7e8f-4091-92a3-b4c5d6e7f808", s8),   # Fri
    ("s9", "2026-11-24T09:30:00", "692a3b4c-8f90-41a2-a3b4-c5d6e7f80909", s9),   # Tue
    ("s10", "2026-11-26T13:00:00", "7a3b4c5d-90a1-42b3-b4c5-d6e7f8091010", s10),  # Thu
]

#: When the questions are asked: Monday morning after the last session (a Thursday).
ASKED_AT = "2026-11-30T09:30:00Z"
