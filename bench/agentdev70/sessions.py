"""The eleven sessions of the gradebeam history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad70_files import (BOOKING_SPEC_RB, COMPOSE_YAML, CUPRITE_RB, DATABASE_YML_PG, DATABASE_YML_SQLITE, DEPLOY_YML,
                        GEMFILE, INVOICE_BUILDER_RB, LESSON_RB, MONTHLY_RUN_RB, RECURRING_YML, REMINDER_JOB_RB,
                        SLOT_GRID_RB, SLOT_PICKER_JS, STRIPE_WEBHOOKS_RB)

IP = "178.62.93.114"


def rspec_ok(n, secs, files="1.93"):
    return (f"Randomized with seed {n * 1181 % 65521}\n" + "." * n + f"\n\nFinished in {secs} seconds (files took "
            f"{files} seconds to load)\n{n} examples, 0 failures\n\nRandomized with seed {n * 1181 % 65521}\n")


def rubocop_ok(n):
    return f"Inspecting {n} files\n" + "." * n + f"\n\n{n} files inspected, no offenses detected"


# --------------------------------------------------------------------------------------------- s1, Mon 5 Mar
def s1(s):
    s.start()
    s.prompt("goal", "New project: gradebeam, for Northgate Tutors in Sheffield. Deborah Okafor runs it: 9 tutors, "
             "about 140 families. Today lessons are booked in a shared Google Sheet and Harriet Vance, their "
             "bookkeeper, types the invoices by hand. Deborah wants parents to book lessons online and be invoiced "
             "automatically. Stack: Rails 8 with Hotwire (Turbo + Stimulus on importmap), PostgreSQL 16, Solid "
             "Queue for background jobs, Stripe for the invoices later on. Start with the skeleton.")
    s.prompt("rules", "House rules for this repo: RSpec with FactoryBot, no minitest (skip it in rails new). No "
             "Devise: we use the Rails 8 authentication generator. Money is always stored as integer pence in "
             "columns ending in _pence, never decimal or float. bin/rubocop and bundle exec rspec must both be green "
             "before any commit.")
    s.bash("railsnew", "rails new . --name=gradebeam --database=postgresql --skip-test --skip-jbuilder --css=tailwind",
           "      create  README.md\n      create  Rakefile\n      create  .ruby-version\n      create  config.ru\n"
           "      create  .gitignore\n      create  .gitattributes\n      create  Gemfile\n         run  git init from "
           "\".\"\nInitialized empty Git repository in /home/ines/code/gradebeam/.git/\n      create  app\n"
           "      create  app/assets/stylesheets/application.css\n      create  app/controllers/application_controller"
           ".rb\n      create  Dockerfile\n      create  .dockerignore\n      create  bin/docker-entrypoint\n"
           "      create  .rubocop.yml\n      create  .kamal/secrets\n      create  config/deploy.yml\n"
           "      create  config/database.yml\n      create  config/recurring.yml\n      create  config/queue.yml\n"
           "         run  bundle install --quiet\n       rails  importmap:install\n       rails  turbo:install "
           "stimulus:install\n       rails  tailwindcss:install\n       rails  solid_cache:install solid_queue:install "
           "solid_cable:install")
    s.bash("rspecadd", "bundle add rspec-rails --version '~> 7.1' --group 'development,test' && bundle add "
           "factory_bot_rails --group 'development,test' && bundle add capybara selenium-webdriver --group test && "
           "bin/rails generate rspec:install",
           "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\n"
           "Installing rspec-support 3.13.2\nInstalling rspec-core 3.13.3\nInstalling rspec-rails 7.1.1\n"
           "Installing factory_bot 6.5.1\nInstalling factory_bot_rails 6.4.4\nInstalling capybara 3.40.0\n"
           "Installing selenium-webdriver 4.29.1\n      create  .rspec\n      create  spec\n      create  "
           "spec/spec_helper.rb\n      create  spec/rails_helper.rb")
    s.prompt("port", "Ports 5432 and 3000 are both taken by another client's project on this laptop. Run our "
             "Postgres in Docker on host port 5434, and bin/dev on port 3100.")
    s.write("compose", "compose.yaml", COMPOSE_YAML)
    s.edit("procfile", "Procfile.dev", "web: bin/rails server", "web: bin/rails server -p 3100")
    s.bash("dbcreate", "docker compose up -d db && sleep 3 && bin/rails db:create",
           "[+] Running 3/3\n ✔ Network gradebeam_default  Created\n ✔ Volume \"gradebeam_pgdata\"  Created\n"
           " ✔ Container gradebeam-db-1     Started\nCreated database 'gradebeam_development'\n"
           "Created database 'gradebeam_test'")
    s.bash("authgen", "bin/rails generate authentication",
           "      invoke  tailwindcss\n      create    app/views/passwords/new.html.erb\n      create    "
           "app/views/passwords/edit.html.erb\n      create    app/views/sessions/new.html.erb\n      create  "
           "app/models/session.rb\n      create  app/models/user.rb\n      create  app/models/current.rb\n"
           "      create  app/controllers/sessions_controller.rb\n      create  app/controllers/concerns/"
           "authentication.rb\n      create  app/controllers/passwords_controller.rb\n      create  "
           "app/mailers/passwords_mailer.rb\n       route  resource :session\n  resources :passwords, param: :token\n"
           "      insert  app/controllers/application_controller.rb\n      create  db/migrate/20290305092114_"
           "create_users.rb\n      create  db/migrate/20290305092115_create_sessions.rb")
    s.bash("models", "bin/rails g model Family name:string email:string:uniq stripe_id:string && bin/rails g model "
           "Student family:references name:string year_group:integer && bin/rails g model Tutor name:string "
           "email:string:uniq subjects:string && bin/rails g model Lesson tutor:references student:references "
           "starts_at:datetime:index duration_minutes:integer price_pence:integer status:integer cancelled_at:datetime",
           "      invoke  active_record\n      create    db/migrate/20290305093002_create_families.rb\n      create    "
           "app/models/family.rb\n      invoke    rspec\n      create      spec/models/family_spec.rb\n      invoke  "
           "    factory_bot\n      create        spec/factories/families.rb\n      create    db/migrate/"
           "20290305093004_create_students.rb\n      create    app/models/student.rb\n      create    db/migrate/"
           "20290305093006_create_tutors.rb\n      create    app/models/tutor.rb\n      create    db/migrate/"
           "20290305093008_create_lessons.rb\n      create    app/models/lesson.rb\n      create      "
           "spec/factories/lessons.rb")
    s.bash("migrate1", "bin/rails db:migrate",
           "== 20290305092114 CreateUsers: migrating ======================================\n-- create_table(:users)\n"
           "   -> 0.0061s\n== 20290305092114 CreateUsers: migrated (0.0062s) =============================\n"
           "== 20290305092115 CreateSessions: migrated (0.0049s) ==========================\n"
           "== 20290305093002 CreateFamilies: migrated (0.0055s) ==========================\n"
           "== 20290305093004 CreateStudents: migrated (0.0051s) ==========================\n"
           "== 20290305093006 CreateTutors: migrated (0.0038s) ============================\n"
           "== 20290305093008 CreateLessons: migrated (0.0074s) ===========================")
    s.read("gemfile", "Gemfile", GEMFILE)
    s.remember("memstack", "gradebeam (Northgate Tutors, Sheffield; director Deborah Okafor, bookkeeper Harriet Vance): "
               "Rails 8.0.2 on Ruby 3.4.2, Hotwire with importmap, Tailwind, PostgreSQL 16 in Docker on host port "
               "5434, bin/dev on port 3100, Rails 8 authentication generator (no Devise), RSpec + FactoryBot + "
               "Capybara, Solid Queue. Models: Family, Student, Tutor, Lesson, User.", "gradebeam stack and dev setup",
               "fact")
    s.bash("commit1", "git add -A && git commit -m 'Skeleton: Rails 8, auth generator, rspec, core models'",
           "[main (root-commit) 3c91e0a] Skeleton: Rails 8, auth generator, rspec, core models\n 142 files changed, "
           "3318 insertions(+)")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s2, Wed 7 Mar
def s2(s):
    s.start()
    s.prompt("booking", "Booking flow today. A parent picks a tutor, then a free start time in a week view: lessons "
             "are 60 minutes for £38 or 45 minutes for £29, starting 15:00-19:00 on weekdays and 09:00-12:00 on "
             "Saturdays. Put the week in a Turbo Frame so paging weeks doesn't reload the page, and a small Stimulus "
             "controller for picking the slot. Deborah's rule: parents can cancel free of charge up to 24 hours "
             "before the lesson; later than that the lesson is charged in full.")
    s.write("lessonrb", "app/models/lesson.rb", LESSON_RB)
    s.write("slotgrid", "app/models/slot_grid.rb", SLOT_GRID_RB)
    s.write("slotpicker", "app/javascript/controllers/slot_picker_controller.js", SLOT_PICKER_JS)
    s.write("bookingspec", "spec/system/booking_spec.rb", BOOKING_SPEC_RB)
    s.bash("tzfail", "bundle exec rspec spec/system/booking_spec.rb",
           "Randomized with seed 40211\nF.\n\nFailures:\n\n  1) Booking a lesson books a free slot in the week view\n"
           "     Failure/Error: find(\"[data-starts-at]\", text: \"15:00\", match: :first).click\n\n"
           "     Capybara::ElementNotFound:\n       Unable to find css \"[data-starts-at]\" with text \"15:00\"\n"
           "     # ./spec/system/booking_spec.rb:19:in 'block (3 levels) in <top (required)>'\n\n"
           "     [Screenshot Image]: /home/ines/code/gradebeam/tmp/capybara/failures_r_spec_example_groups_booking_a_"
           "lesson_books_a_free_slot_in_the_week_view_842.png\n\nFinished in 6.84 seconds (files took 2.01 seconds to "
           "load)\n2 examples, 1 failure\n\nFailed examples:\n\nrspec ./spec/system/booking_spec.rb:14 # Booking a "
           "lesson books a free slot in the week view", code=1)
    s.bash("tzcheck", "bin/rails runner 'g = SlotGrid.new(tutor: Tutor.first, week_of: Date.new(2029, 3, 26)); puts "
           "Time.zone.name; puts g.slots_on(Date.new(2029, 3, 26)).map { |x| x.starts_at.in_time_zone(\"London\")"
           ".strftime(\"%H:%M\") }.join(\" \")'", "UTC\n16:00 17:00 18:00 19:00 20:00")
    s.prompt("tzwhy", "There it is: the app runs in UTC and SlotGrid builds times with Time.utc, so from 25 March "
             "(clocks go forward) every slot shows one hour late in London. Set config.time_zone = \"London\" and "
             "build slots with Time.zone.local. General rule from now on: the database stores UTC, everything a "
             "person sees or types is Europe/London, and never use Time.utc or Time.now in app code.")
    s.edit("tzconfig", "config/application.rb", "    config.autoload_lib(ignore: %w[assets tasks])",
           "    config.autoload_lib(ignore: %w[assets tasks])\n\n    # People see and type London time; the database "
           "keeps UTC.\n    config.time_zone = \"London\"")
    s.edit("tzfix", "app/models/slot_grid.rb",
           "    hours.map { |hour| Time.utc(day.year, day.month, day.day, hour) }",
           "    hours.map { |hour| Time.zone.local(day.year, day.month, day.day, hour) }")
    s.bash("specok2", "bundle exec rspec", rspec_ok(14, "7.41"))
    s.bash("commit2", "git add -A && git commit -m 'Booking flow: week view in a turbo frame, slot picker, London "
           "time zone'", "[main 8f2d4b7] Booking flow: week view in a turbo frame, slot picker, London time zone\n "
           "17 files changed, 486 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s3, Fri 9 Mar
def s3(s):
    s.start()
    s.bash("chromefail", "bundle exec rspec spec/system",
           "Randomized with seed 9120\nFF\n\nFailures:\n\n  1) Booking a lesson books a free slot in the week view\n"
           "     Failure/Error: visit new_booking_path(tutor_id: tutor.id)\n\n     Selenium::WebDriver::Error::"
           "SessionNotCreatedError:\n       session not created: This version of ChromeDriver only supports Chrome "
           "version 132\n       Current browser version is 134.0.6998.35 with binary path /usr/bin/google-chrome\n"
           "     # ./spec/system/booking_spec.rb:15:in 'block (2 levels) in <top (required)>'\n\nFinished in 3.11 "
           "seconds (files took 2.08 seconds to load)\n2 examples, 2 failures", code=1)
    s.prompt("cuprite", "Selenium again: Chrome updated itself overnight and chromedriver is behind, and on "
             "Wednesday the booking spec flaked twice on the turbo-frame swap. Switch the system specs to Cuprite "
             "(Ferrum talks to Chrome over CDP, no chromedriver at all) and drop selenium-webdriver from the "
             "Gemfile. And no sleep calls in specs to paper over timing: use Capybara's waiting matchers.")
    s.bash("gemcuprite", "bundle remove selenium-webdriver && bundle add cuprite --group test",
           "Removing gems from /home/ines/code/gradebeam/Gemfile\nselenium-webdriver (~> 4.29) was removed.\n"
           "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\n"
           "Installing ferrum 0.16\nInstalling cuprite 0.15.1\nBundle complete! 24 Gemfile dependencies, 131 gems "
           "now installed.")
    s.write("cupriterb", "spec/support/cuprite.rb", CUPRITE_RB)
    s.edit("drivenby", "spec/system/booking_spec.rb",
           "    driven_by :selenium, using: :headless_chrome, screen_size: [1280, 900]\n", "")
    s.bash("cupriteok", "bundle exec rspec spec/system && bundle exec rspec",
           "Randomized with seed 23307\n..\n\nFinished in 2.87 seconds (files took 1.98 seconds to load)\n"
           "2 examples, 0 failures\n\n" + rspec_ok(16, "4.96"))
    s.prompt("reminders", "Next: a reminder email to the parent 24 hours before every lesson, sent by a Solid Queue "
             "recurring job. Production mail goes through Postmark. In development use letter_opener_web: never "
             "send a real email from a development machine.")
    s.bash("mailgems", "bundle add postmark-rails && bundle add letter_opener_web --group development",
           "Installing postmark 1.25.1\nInstalling postmark-rails 0.22.1\nInstalling letter_opener 1.10.0\n"
           "Installing letter_opener_web 3.0.0\nBundle complete! 26 Gemfile dependencies, 137 gems now installed.")
    s.write("reminderjob", "app/jobs/lesson_reminder_job.rb", REMINDER_JOB_RB)
    s.write("recurring1", "config/recurring.yml", RECURRING_YML)
    s.edit("devmail", "config/environments/development.rb",
           "  config.action_mailer.default_url_options = { host: \"localhost\", port: 3000 }",
           "  config.action_mailer.default_url_options = { host: \"localhost\", port: 3100 }\n"
           "  config.action_mailer.delivery_method = :letter_opener_web  # never real mail from dev")
    s.prompt("nojs", "Yusuf Demir (head tutor) asked for a drag-and-drop availability calendar and suggested "
             "FullCalendar with React. Answer is no: Hotwire and Stimulus only, no React or any other front-end "
             "framework, and no npm or JS build step, importmap stays. We can do availability with plain Stimulus "
             "later.")
    s.bash("commit3", "git add -A && git commit -m 'System specs on Cuprite instead of Selenium; 24h lesson "
           "reminders via Solid Queue'", "[main 2b7a913] System specs on Cuprite instead of Selenium; 24h lesson "
           "reminders via Solid Queue\n 11 files changed, 168 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s4, Mon 12 Mar
def s4(s):
    s.start()
    s.prompt("invoicing", "Invoicing with Stripe. Harriet wants one invoice per family per week, sent on Monday "
             "mornings at 07:00 for the previous week's lessons (taught ones and late cancellations), and with our "
             "own PDF attached in the layout she uses now, made with Prawn. Every family gets a Stripe customer; "
             "each lesson is an invoice item. Tutoring is VAT exempt, so no tax lines. Specs must never call the "
             "real Stripe API: stub it with WebMock.")
    s.bash("stripegems", "bundle add stripe prawn prawn-table && bundle add webmock --group test",
           "Installing stripe 13.4.1\nInstalling ttfunk 1.8.0\nInstalling pdf-core 0.10.0\nInstalling prawn 2.5.0\n"
           "Installing prawn-table 0.2.2\nInstalling webmock 3.25.1\nBundle complete! 30 Gemfile dependencies, 146 "
           "gems now installed.")
    s.bash("invoicemodel", "bin/rails g model Invoice family:references stripe_invoice_id:string:uniq "
           "period_start:date period_end:date total_pence:integer status:integer hosted_url:string paid_at:datetime && "
           "bin/rails g migration AddInvoiceToLessons invoice:references && bin/rails db:migrate",
           "      create    db/migrate/20290312094410_create_invoices.rb\n      create    app/models/invoice.rb\n"
           "      create    db/migrate/20290312094522_add_invoice_to_lessons.rb\n== 20290312094410 CreateInvoices: "
           "migrated (0.0089s) ==========================\n== 20290312094522 AddInvoiceToLessons: migrated (0.0061s) "
           "=====================")
    s.write("builder", "app/services/invoice_builder.rb", INVOICE_BUILDER_RB)
    s.write("weeklyjob", "app/jobs/weekly_invoice_job.rb",
            "# Monday 07:00 London: invoices last week's lessons (config/recurring.yml).\nclass WeeklyInvoiceJob < "
            "ApplicationJob\n  queue_as :default\n\n  def perform(week: Date.current.prev_week)\n    invoices = "
            "InvoiceBuilder.call(week:)\n    Rails.logger.info(\"[invoices] week of #{week.beginning_of_week}: \" \\\n"
            "                      \"#{invoices.size} invoices, #{invoices.sum(&:total_pence) / 100.0} GBP\")\n  end\n"
            "end\n")
    s.edit("recurweekly", "config/recurring.yml",
           "  clear_solid_queue_finished_jobs:\n    command: \"SolidQueue::Job.clear_finished_in_batches(sleep_between_"
           "batches: 0.3)\"\n    schedule: every hour at minute 12\n\ndevelopment:",
           "  weekly_invoices:\n    class: WeeklyInvoiceJob\n    schedule: \"0 7 * * 1 Europe/London\"  # Mondays "
           "07:00\n  clear_solid_queue_finished_jobs:\n    command: \"SolidQueue::Job.clear_finished_in_batches(sleep_"
           "between_batches: 0.3)\"\n    schedule: every hour at minute 12\n\ndevelopment:")
    s.write("pdf", "app/pdfs/invoice_pdf.rb",
            "# Our own invoice PDF (Prawn), laid out like Harriet's current Word template.\nclass InvoicePdf\n  "
            "include ActionView::Helpers::NumberHelper\n\n  def initialize(invoice)\n    @invoice = invoice\n  end\n\n"
            "  def render\n    Prawn::Document.new(page_size: \"A4\", margin: 48) do |pdf|\n      pdf.image Rails.root"
            ".join(\"app/assets/images/northgate-logo.png\"), width: 140\n      pdf.move_down 24\n      pdf.text "
            "\"Invoice #{@invoice.number}\", size: 18, style: :bold\n      pdf.text \"Lessons #{@invoice.period_start"
            ".strftime('%-d %b')} to #{@invoice.period_end.strftime('%-d %b %Y')}\"\n      pdf.table(rows, header: "
            "true, width: pdf.bounds.width)\n      pdf.move_down 12\n      pdf.text \"Total: \" + number_to_currency("
            "@invoice.total_pence / 100.0, unit: \"£\"), style: :bold\n      pdf.text \"Tutoring is exempt from VAT.\", "
            "size: 9\n    end.render\n  end\nend\n")
    s.write("mailer", "app/mailers/invoice_mailer.rb",
            "class InvoiceMailer < ApplicationMailer\n  def weekly\n    @invoice = params[:invoice]\n    "
            "attachments[\"northgate-invoice-#{@invoice.number}.pdf\"] = InvoicePdf.new(@invoice).render\n    "
            "mail to: @invoice.family.email, subject: \"Northgate Tutors invoice #{@invoice.number}\"\n  end\nend\n")
    s.bash("webmockfail", "bundle exec rspec spec/services/invoice_builder_spec.rb",
           "Randomized with seed 5531\n.F.\n\nFailures:\n\n  1) InvoiceBuilder bills taught lessons and late "
           "cancellations of the week\n     Failure/Error: Stripe::InvoiceItem.create(\n\n     WebMock::"
           "NetConnectNotAllowedError:\n       Real HTTP connections are disabled. Unregistered request: POST "
           "https://api.stripe.com/v1/invoiceitems with body 'amount=3800&currency=gbp&customer=cus_test_1&"
           "description=Leo%3A+60+min+with+Aisha+Rahman...'\n\n     # ./app/services/invoice_builder.rb:38:in "
           "'block in InvoiceBuilder#invoice_family'\n\n3 examples, 1 failure", code=1)
    s.edit("stubfix", "spec/support/stripe_stubs.rb",
           "    stub_request(:post, \"https://api.stripe.com/v1/invoices\")",
           "    stub_request(:post, \"https://api.stripe.com/v1/invoiceitems\")\n      .to_return(status: 200, body: "
           "{ id: \"ii_test_1\", object: \"invoiceitem\" }.to_json)\n    stub_request(:post, "
           "\"https://api.stripe.com/v1/invoices\")")
    s.bash("specok4", "bundle exec rspec", rspec_ok(21, "5.38"))
    s.prompt("testkey", "For now I've put my own Stripe test key in .env (STRIPE_SECRET_KEY=sk_test_51Ne...), "
             "Deborah is opening the school's Stripe account this week. Create customers for the 12 seed families "
             "and try one invoice run.")
    s.bash("seedcustomers", "bin/rails runner 'WeeklyInvoiceJob.perform_now(week: Date.new(2029, 3, 5))' && tail -1 "
           "log/development.log", "[invoices] week of 2029-03-05: 12 invoices, 1104.0 GBP")
    s.remember("meminvoice1", "gradebeam invoicing (12 March 2029): InvoiceBuilder (app/services/invoice_builder.rb) "
               "run by WeeklyInvoiceJob every Monday 07:00 Europe/London for the previous week. One Stripe invoice per "
               "family (send_invoice, due in 7 days) plus our own Prawn PDF emailed by InvoiceMailer. Families keep "
               "their Stripe customer id in families.stripe_id. Prices: 60 min 3800 pence, 45 min 2900. VAT exempt.",
               "gradebeam invoicing setup", "fact")
    s.bash("commit4", "git add -A && git commit -m 'Weekly Stripe invoices with Prawn PDF (InvoiceBuilder, "
           "WeeklyInvoiceJob)'", "[main 71e5c08] Weekly Stripe invoices with Prawn PDF (InvoiceBuilder, "
           "WeeklyInvoiceJob)\n 19 files changed, 512 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s5, Wed 14 Mar
def s5(s):
    s.start()
    s.prompt("schoolkey", "Deborah has set up the Northgate Tutors Stripe account, and I swapped STRIPE_SECRET_KEY "
             "in .env to the school's test-mode key. Run last week's invoices again against it.")
    s.bash("nocust1", "bin/rails runner 'WeeklyInvoiceJob.perform_now(week: Date.new(2029, 3, 5))'",
           "/home/ines/.gem/ruby/3.4.0/gems/stripe-13.4.1/lib/stripe/stripe_client.rb:934:in 'Stripe::StripeClient#"
           "handle_error_response': (Status 400) (Request req_r8Vd2kQm1aPz0T) No such customer: 'cus_Pk3fT9aLw2QeXm' "
           "(Stripe::InvalidRequestError)\n\tfrom /home/ines/code/gradebeam/app/services/invoice_builder.rb:27:in "
           "'InvoiceBuilder#invoice_family'\n\tfrom /home/ines/code/gradebeam/app/jobs/weekly_invoice_job.rb:6:in "
           "'WeeklyInvoiceJob#perform'", code=1)
    s.bash("custcheck", "bin/rails runner 'puts Family.where.not(stripe_id: nil).count' && stripe customers retrieve "
           "cus_Pk3fT9aLw2QeXm --api-key \"$STRIPE_SECRET_KEY\" | jq -r .error.message && stripe config --list | grep "
           "account_id", "12\nNo such customer: 'cus_Pk3fT9aLw2QeXm'\naccount_id = 'acct_1QnX4rNorthgt7'")
    s.prompt("custwhy1", "Of course: the 12 seed families got their Stripe customers on Monday under my personal "
             "test account. Customer ids belong to one Stripe account (and one mode, test or live); the school's "
             "account has never heard of them. Write a task that re-creates customers that the current key can't "
             "find, for development only.")
    s.write("resynctask", "lib/tasks/stripe.rake",
            "namespace :stripe do\n  desc \"Development: re-create Stripe customers the current key cannot see "
            "(ids are per account and mode)\"\n  task resync_customers: :environment do\n    abort \"development only\" "
            "unless Rails.env.development?\n\n    recreated = 0\n    Family.where.not(stripe_id: nil).find_each do "
            "|family|\n      Stripe::Customer.retrieve(family.stripe_id)\n    rescue Stripe::InvalidRequestError => e\n"
            "      raise unless e.code == \"resource_missing\"\n\n      customer = Stripe::Customer.create(name: "
            "family.name, email: family.email, metadata: { family_id: family.id })\n      family.update!(stripe_id: "
            "customer.id)\n      recreated += 1\n    end\n    puts \"#{recreated} customers re-created in "
            "#{Stripe::Account.retrieve.id}\"\n  end\nend\n")
    s.bash("resyncrun", "bin/rails stripe:resync_customers", "12 customers re-created in acct_1QnX4rNorthgt7")
    s.lesson("lesson1", "Stripe 'No such customer: cus_...' right after changing STRIPE_SECRET_KEY means the stored "
             "customer ids were created under another Stripe account or mode: ids are not portable between accounts "
             "or between test and live. Re-create the customers (bin/rails stripe:resync_customers in development).",
             "gradebeam: the first invoice run with the school's Stripe test key failed for all 12 seed families")
    s.prompt("renamecol", "families.stripe_id is ambiguous now that invoices carry a stripe_invoice_id too. Rename "
             "the column to stripe_customer_id and update every use.")
    s.write("renamemig", "db/migrate/20290314143015_rename_stripe_id_on_families.rb",
            "class RenameStripeIdOnFamilies < ActiveRecord::Migration[8.0]\n  def change\n    rename_column "
            ":families, :stripe_id, :stripe_customer_id\n  end\nend\n")
    s.grep("grepstripeid", "stripe_id\\b", ["app/services/invoice_builder.rb", "lib/tasks/stripe.rake",
                                            "spec/factories/families.rb", "spec/services/invoice_builder_spec.rb",
                                            "db/schema.rb"])
    s.multiedit("renameedits", "app/services/invoice_builder.rb",
                [("    customer_id = family.stripe_id.presence || create_customer(family)",
                  "    customer_id = family.stripe_customer_id.presence || create_customer(family)"),
                 ("    family.update!(stripe_id: customer.id)", "    family.update!(stripe_customer_id: customer.id)")])
    s.write("webhooks", "app/controllers/webhooks/stripe_controller.rb", STRIPE_WEBHOOKS_RB)
    s.bash("stripelisten", "stripe listen --forward-to localhost:3100/webhooks/stripe --events invoice.paid,"
           "invoice.payment_failed,invoice.voided & sleep 4; stripe trigger invoice.paid",
           "> Ready! You are using Stripe API Version [2025-02-24.acacia]. Your webhook signing secret is "
           "whsec_6c1f0a9e3b7d4c28a5e91f0b2d7c4e8a (^C to quit)\nSetting up fixture for: invoice\nRunning fixture for: "
           "invoice\nTrigger succeeded! Check dashboard for event details.\n2029-03-14 14:37:41   --> invoice.paid "
           "[evt_1QoA8dNorthgt7Kp2]\n2029-03-14 14:37:41  <--  [200] POST http://localhost:3100/webhooks/stripe "
           "[evt_1QoA8dNorthgt7Kp2]")
    s.bash("invoiceok", "bin/rails runner 'Invoice.delete_all; Lesson.update_all(invoice_id: nil); "
           "WeeklyInvoiceJob.perform_now(week: Date.new(2029, 3, 5))' && tail -1 log/development.log && bundle exec "
           "rspec", "[invoices] week of 2029-03-05: 12 invoices, 1104.0 GBP\n" + rspec_ok(24, "5.77"))
    s.bash("commit5", "git add -A && git commit -m 'Rename families.stripe_id to stripe_customer_id; Stripe webhooks; "
           "stripe:resync_customers'", "[main a40c7d2] Rename families.stripe_id to stripe_customer_id; Stripe "
           "webhooks; stripe:resync_customers\n 10 files changed, 131 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s6, Fri 16 Mar
def s6(s):
    s.start()
    s.prompt("deploy", "Deployment prep. One DigitalOcean droplet in London (s-2vcpu-4gb, $24 a month), deployed "
             "with Kamal 2, images in the DigitalOcean container registry, the site on book.northgatetutors.co.uk. "
             "Database: let's do what Rails 8 is built for and run SQLite, in production and locally: no managed "
             "Postgres at $15 a month, no database server to look after, Solid Queue, Cache and Cable in SQLite "
             "files on a volume. Drop Postgres from the app.")
    s.bash("droplet", "doctl compute droplet create gradebeam-prod-1 --region lon1 --size s-2vcpu-4gb --image "
           "ubuntu-24-04-x64 --ssh-keys 41:7c:2e:9a:d3:0f:b8:15:66:c4:1a:e2:90:5d:7b:3e --wait --format "
           "ID,Name,PublicIPv4,Region,Memory,VCPUs",
           "ID           Name                PublicIPv4       Region    Memory    VCPUs\n"
           f"498213377    gradebeam-prod-1    {IP}    lon1      4096      2")
    s.bash("sqlitegems", "bundle remove pg && bundle add sqlite3 --version '>= 2.1'",
           "Removing gems from /home/ines/code/gradebeam/Gemfile\npg (~> 1.5) was removed.\nInstalling sqlite3 "
           "2.6.0 (x86_64-linux-gnu)\nBundle complete! 30 Gemfile dependencies, 146 gems now installed.")
    s.write("dbsqlite", "config/database.yml", DATABASE_YML_SQLITE)
    s.bash("makeinterval", "bin/rails db:prepare && bundle exec rspec spec/models",
           "Created database 'storage/development.sqlite3'\nCreated database 'storage/test.sqlite3'\nRandomized with "
           "seed 771\n....F.....\n\nFailures:\n\n  1) Lesson rejects a lesson that clashes with the tutor's booking\n"
           "     Failure/Error: errors.add(:starts_at, \"clashes with another lesson for #{tutor.name}\") if "
           "clash.exists?\n\n     ActiveRecord::StatementInvalid:\n       SQLite3::SQLException: no such function: "
           "make_interval\n     # ./app/models/lesson.rb:49:in 'Lesson#tutor_is_free'\n\n10 examples, 1 failure",
           code=1)
    s.prompt("endsat", "make_interval is Postgres-only. Store ends_at as a real column, filled on save, and compare "
             "against it; that's portable and indexable.")
    s.multiedit("endsatfix", "app/models/lesson.rb",
                [("      .where(\"starts_at < ? AND starts_at + make_interval(mins => duration_minutes) > ?\", ends_at, "
                  "starts_at)", "      .where(\"starts_at < ? AND ends_at > ?\", ends_at, starts_at)"),
                 ("  def ends_at\n    starts_at + duration_minutes.minutes\n  end\n",
                  "  before_validation :set_ends_at  # stored column: the clash check must work on SQLite too\n"),
                 ("  def set_price\n", "  def set_ends_at\n    self.ends_at = starts_at + duration_minutes.minutes if "
                  "starts_at && duration_minutes\n  end\n\n  def set_price\n")])
    s.write("deployyml", "config/deploy.yml", DEPLOY_YML)
    s.edit("hosts", "config/environments/production.rb",
           "  # config.hosts = [\n  #   \"example.com\",     # Allow requests from example.com\n  #   /.*\\.example\\.com/ "
           "# Allow requests from subdomains like `www.example.com`\n  # ]",
           "  config.hosts = [ \"book.northgatetutors.co.uk\" ]")
    s.bash("setupfail", "bin/kamal setup",
           "  INFO [c1d8e0a2] Running docker login registry.digitalocean.com -u [REDACTED] -p [REDACTED] on "
           f"{IP}\n  INFO [c1d8e0a2] Finished in 1.412 seconds with exit status 0 (successful).\n"
           "  INFO Building with uncommitted changes\n  INFO [5f0b27e4] Running docker buildx build --push --platform "
           "linux/amd64 --builder kamal-local-docker-container -t registry.digitalocean.com/northgate/gradebeam:"
           "5f0b27e4f1 ...\n  INFO [5f0b27e4] Finished in 184.220 seconds with exit status 0 (successful).\n"
           f"  INFO [8a3c1d57] Running docker container start kamal-proxy on {IP}\n"
           "  INFO [e2b4f6a8] Running docker run --detach --restart unless-stopped --name gradebeam-web-5f0b27e4f1 "
           "--network kamal --hostname gradebeam-prod-1-0e3ad9c41f27 ... registry.digitalocean.com/northgate/"
           f"gradebeam:5f0b27e4f1 on {IP}\n  INFO [d91e3b20] Running docker exec kamal-proxy kamal-proxy deploy "
           "gradebeam-web --target=\"0e3ad9c41f27:80\" --host=\"book.northgatetutors.co.uk\" --tls "
           "--deploy-timeout=\"30s\" --health-check-path=\"/up\" ...\n  ERROR (SSHKit::Command::Failed): Exception "
           f"while executing on host {IP}: docker exit status: 1\ndocker stdout: Nothing written\ndocker stderr: "
           "Error: target failed to become healthy within configured timeout (30s)", code=1, minutes=35)
    s.bash("blockedhost", "bin/kamal app logs -n 6",
           f"App Host: {IP}\n2029-03-16T11:00:32.118Z 0e3ad9c41f27 [ActionDispatch::HostAuthorization::"
           "DefaultResponseApp] Blocked hosts: 0e3ad9c41f27:80\n2029-03-16T11:00:35.121Z 0e3ad9c41f27 "
           "[ActionDispatch::HostAuthorization::DefaultResponseApp] Blocked hosts: 0e3ad9c41f27:80\n"
           "2029-03-16T11:00:38.119Z 0e3ad9c41f27 [ActionDispatch::HostAuthorization::DefaultResponseApp] Blocked "
           "hosts: 0e3ad9c41f27:80")
    s.prompt("healthwhy", "That's my config.hosts line: kamal-proxy's health check calls /up with the container's "
             "hostname as the Host header, HostAuthorization answers 403, and the proxy gives up after 30 seconds. "
             "Exclude /up from host authorization.")
    s.edit("healthfix", "config/environments/production.rb", "  config.hosts = [ \"book.northgatetutors.co.uk\" ]",
           "  config.hosts = [ \"book.northgatetutors.co.uk\" ]\n  # kamal-proxy health checks use the container "
           "hostname\n  config.host_authorization = { exclude: ->(request) { request.path == \"/up\" } }")
    s.bash("deployok", "bin/kamal deploy && curl -sI https://book.northgatetutors.co.uk/up | head -1",
           "  INFO [9b2e7d10] Running docker exec kamal-proxy kamal-proxy deploy gradebeam-web --target=\"7c41a0be92d3:80\" "
           "--host=\"book.northgatetutors.co.uk\" --tls --deploy-timeout=\"30s\" ...\n  INFO [9b2e7d10] Finished in "
           "6.881 seconds with exit status 0 (successful).\nPrune old containers and images...\nFinished all in 94.3 "
           "seconds\nHTTP/2 200")
    s.lesson("lesson2", "A Kamal 2 deploy that dies with 'target failed to become healthy within configured timeout' "
             "while the app boots fine: check the app logs for 'Blocked hosts'. kamal-proxy's /up health check uses the "
             "container hostname, so config.hosts needs config.host_authorization = { exclude: ->(r) { r.path == "
             "\"/up\" } }.", "gradebeam: first kamal setup on the DigitalOcean droplet after setting config.hosts")
    s.prompt("deployrule", "Rules for production from now on: deploys only with bin/kamal deploy from a clean, "
             "committed main. Nobody changes files or data on the droplet by hand: no ssh edits, no rails console "
             "writes in production. Data changes are rake tasks committed to the repo, run with kamal app exec.")
    s.remember("memprod", f"gradebeam production: DigitalOcean droplet gradebeam-prod-1 (s-2vcpu-4gb, LON1, $24/month), "
               f"IPv4 {IP}, deployed with Kamal 2 (kamal-proxy with Let's Encrypt) at https://book.northgatetutors."
               "co.uk, images in registry.digitalocean.com/northgate/gradebeam. Database: SQLite files on the "
               "gradebeam_storage volume (/rails/storage), Solid Queue inside Puma. Deploy only with bin/kamal deploy "
               "from a clean main.", "gradebeam production setup", "fact")
    s.bash("commit6", "git add -A && git commit -m 'Kamal 2 deploy to DigitalOcean; SQLite everywhere instead of "
           "Postgres; lessons.ends_at'", "[main e6f1b93] Kamal 2 deploy to DigitalOcean; SQLite everywhere instead of "
           "Postgres; lessons.ends_at\n 14 files changed, 203 insertions(+), 61 deletions(-)\n delete mode 100644 "
           "compose.yaml")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s7, Mon 19 Mar
def s7(s):
    s.start()
    s.prompt("harriet", "Harriet went through the test invoices over the weekend. Two changes: one invoice per family "
             "per month instead of weekly (parents would get four or five emails a month), created on the 1st at "
             "06:00 for the previous month. And forget our own PDFs: let Stripe email its hosted invoice with the "
             "pay button (send_invoice, due in 14 days), so Prawn and InvoiceMailer go. Rename things to match: "
             "InvoiceBuilder becomes MonthlyInvoiceRun and the job MonthlyInvoiceJob.")
    s.glob(None, "app/**/*invoice*", ["app/services/invoice_builder.rb", "app/jobs/weekly_invoice_job.rb",
                                      "app/mailers/invoice_mailer.rb", "app/pdfs/invoice_pdf.rb",
                                      "app/models/invoice.rb", "app/views/invoice_mailer/weekly.html.erb"])
    s.bash("gitmv", "git mv app/services/invoice_builder.rb app/services/monthly_invoice_run.rb && git mv "
           "app/jobs/weekly_invoice_job.rb app/jobs/monthly_invoice_job.rb && git status --short",
           "R  app/jobs/weekly_invoice_job.rb -> app/jobs/monthly_invoice_job.rb\n"
           "R  app/services/invoice_builder.rb -> app/services/monthly_invoice_run.rb")
    s.write("monthlyrun", "app/services/monthly_invoice_run.rb", MONTHLY_RUN_RB)
    s.write("monthlyjob", "app/jobs/monthly_invoice_job.rb",
            "# The 1st of each month, 06:00 London: invoices the previous month (config/recurring.yml).\nclass "
            "MonthlyInvoiceJob < ApplicationJob\n  queue_as :default\n\n  def perform(month: Date.current.prev_month)\n"
            "    invoices = MonthlyInvoiceRun.call(month:)\n    Rails.logger.info(\"[invoices] #{month.strftime('%Y-%m')}: "
            "#{invoices.size} invoices, \" \\\n                      \"#{invoices.sum(&:total_pence) / 100.0} GBP\")\n"
            "  end\nend\n")
    s.edit("recurmonthly", "config/recurring.yml",
           "  weekly_invoices:\n    class: WeeklyInvoiceJob\n    schedule: \"0 7 * * 1 Europe/London\"  # Mondays 07:00",
           "  monthly_invoices:\n    class: MonthlyInvoiceJob\n    schedule: \"0 6 1 * * Europe/London\"  # the 1st, "
           "06:00")
    s.bash("dropprawn", "bundle remove prawn prawn-table && git rm -q app/pdfs/invoice_pdf.rb "
           "app/mailers/invoice_mailer.rb app/views/invoice_mailer/weekly.html.erb spec/mailers/invoice_mailer_spec.rb "
           "&& git status --short",
           "Removing gems from /home/ines/code/gradebeam/Gemfile\nprawn (>= 0) was removed.\nprawn-table (>= 0) was "
           "removed.\nM  Gemfile\nM  Gemfile.lock\nR  app/jobs/weekly_invoice_job.rb -> app/jobs/monthly_invoice_job.rb"
           "\nD  app/mailers/invoice_mailer.rb\nD  app/pdfs/invoice_pdf.rb\nR  app/services/invoice_builder.rb -> "
           "app/services/monthly_invoice_run.rb\nD  app/views/invoice_mailer/weekly.html.erb\nD  spec/mailers/"
           "invoice_mailer_spec.rb")
    s.grep("grepbuilder", "InvoiceBuilder|WeeklyInvoiceJob", ["spec/services/invoice_builder_spec.rb",
                                                              "spec/jobs/weekly_invoice_job_spec.rb", "README.md"])
    s.tool_failure("editfail", "Edit", {"file_path": f"{s.cwd}/spec/services/monthly_invoice_run_spec.rb",
                                        "old_string": "RSpec.describe InvoiceBuilder do",
                                        "new_string": "RSpec.describe MonthlyInvoiceRun do", "replace_all": False},
                   f"File does not exist. Current working directory: {s.cwd}")
    s.bash("gitmvspec", "git mv spec/services/invoice_builder_spec.rb spec/services/monthly_invoice_run_spec.rb && git mv "
           "spec/jobs/weekly_invoice_job_spec.rb spec/jobs/monthly_invoice_job_spec.rb", "")
    s.multiedit("specrename", "spec/services/monthly_invoice_run_spec.rb",
                [("RSpec.describe InvoiceBuilder do", "RSpec.describe MonthlyInvoiceRun do"),
                 ("InvoiceBuilder.call(week: Date.new(2029, 3, 5))", "MonthlyInvoiceRun.call(month: Date.new(2029, 3, 1))",
                  True),
                 ("    expect(InvoiceMailer).to have_enqueued_mail(:weekly)\n",
                  "    expect(a_request(:post, %r{/v1/invoices/in_test_1/send})).to have_been_made.once\n")])
    s.bash("specok7", "bundle exec rspec", rspec_ok(23, "4.48"))
    s.prompt("cancel48", "Deborah called: the tutors lose too much money on late cancellations. The free cancellation "
             "window goes from 24 to 48 hours, for lessons from Monday 26 March on. The booking page and the "
             "confirmation email have to say 48 hours too.")
    s.edit("window48", "app/models/lesson.rb", "  CANCELLATION_WINDOW = 24.hours",
           "  CANCELLATION_WINDOW = 48.hours  # was 24 until Deborah's change of 19 March 2029")
    s.edit("copy48", "config/locales/en.yml",
           "    cancellation_notice: \"Free cancellation up to 24 hours before the lesson; later cancellations are "
           "charged in full.\"", "    cancellation_notice: \"Free cancellation up to 48 hours before the lesson; "
           "later cancellations are charged in full.\"")
    s.remember("meminvoice2", "gradebeam invoicing now (19 March 2029, Harriet's request): monthly, not weekly. "
               "MonthlyInvoiceRun (app/services/monthly_invoice_run.rb, was InvoiceBuilder) run by MonthlyInvoiceJob "
               "on the 1st of each month at 06:00 Europe/London for the previous month. Stripe-hosted invoices that "
               "Stripe emails itself (send_invoice, due in 14 days); Prawn PDFs and InvoiceMailer removed. Free "
               "cancellation window 48 hours (was 24) from lessons of 26 March.", "gradebeam invoicing (current)",
               "decision")
    s.bash("commit7", "git add -A && git commit -m 'Monthly Stripe-hosted invoices (MonthlyInvoiceRun), drop Prawn; "
           "48h cancellation window'", "[main 5d8e2a6] Monthly Stripe-hosted invoices (MonthlyInvoiceRun), drop Prawn; "
           "48h cancellation window\n 15 files changed, 97 insertions(+), 188 deletions(-)\n rename "
           "app/jobs/{weekly_invoice_job.rb => monthly_invoice_job.rb} (54%)\n rename app/services/{invoice_builder.rb "
           "=> monthly_invoice_run.rb} (71%)")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s8, Wed 21 Mar
def s8(s):
    s.start()
    s.prompt("golive", "Go-live today at 18:00, once the afternoon lessons are over. Switch production to the live "
             "Stripe key, import the families, students, tutors and upcoming lessons from Callum's spreadsheet "
             "(Callum Reid runs the office) and tag the release v1.0.0. Deborah emails the booking link to all parents "
             "tomorrow morning.")
    s.write("importtask", "lib/tasks/import.rake",
            "require \"csv\"\n\n# One-off import of the Google Sheet export (Callum's tabs as CSV files in tmp/import/).\n"
            "namespace :import do\n  desc \"Import families, students, tutors and upcoming lessons from CSV\"\n  task "
            "sheet: :environment do\n    dir = Rails.root.join(\"tmp/import\")\n    ActiveRecord::Base.transaction do\n"
            "      CSV.foreach(dir.join(\"tutors.csv\"), headers: true) { |r| Tutor.create!(r.to_h.slice(\"name\", "
            "\"email\", \"subjects\")) }\n      CSV.foreach(dir.join(\"families.csv\"), headers: true) do |r|\n        "
            "family = Family.create!(name: r[\"family\"], email: r[\"email\"].strip.downcase)\n        "
            "r[\"students\"].split(\";\").each { |n| family.students.create!(name: n.strip) }\n      end\n      "
            "CSV.foreach(dir.join(\"lessons.csv\"), headers: true) do |r|\n        Lesson.create!(tutor: Tutor."
            "find_by!(name: r[\"tutor\"]), student: Student.find_by!(name: r[\"student\"]),\n                       "
            "starts_at: Time.zone.parse(r[\"starts\"]), duration_minutes: r[\"minutes\"].to_i)\n      end\n    end\n"
            "    puts \"Imported #{Family.count} families, #{Student.count} students, #{Tutor.count} tutors, \" \\\n"
            "         \"#{Lesson.upcoming.count} upcoming lessons\"\n  end\n\n  desc \"Create a Stripe customer "
            "for every family that has none (uses the current key)\"\n  task stripe_customers: :environment do\n"
            "    Family.where(stripe_customer_id: nil).find_each do |family|\n      customer = Stripe::Customer.create("
            "name: family.name, email: family.email, metadata: { family_id: family.id })\n      family.update!("
            "stripe_customer_id: customer.id)\n    end\n    puts \"#{Family.where.not(stripe_customer_id: nil).count} "
            "families with a Stripe customer (#{Stripe::Account.retrieve.id})\"\n  end\nend\n")
    s.edit("livekey", ".kamal/secrets", "STRIPE_SECRET_KEY=$(op read \"op://Northgate/Stripe test/secret key\")",
           "STRIPE_SECRET_KEY=$(op read \"op://Northgate/Stripe live/secret key\")")
    s.bash("commit8", "git add -A && git commit -m 'Import task for the booking sheet; live Stripe key'",
           "[main c27b4f1] Import task for the booking sheet; live Stripe key\n 3 files changed, 41 insertions(+), "
           "1 deletion(-)")
    s.bash("tag100", "git tag -a v1.0.0 -m 'gradebeam 1.0: online booking and invoicing for Northgate Tutors' && git "
           "push origin main --tags", "To github.com:ines-carvalho/gradebeam.git\n   e6f1b93..c27b4f1  main -> main\n"
           " * [new tag]         v1.0.0 -> v1.0.0", minutes=100)
    s.pre_tool(None, "Bash", {"command": "bin/kamal deploy"})
    s.bash("deploy8", "bin/kamal deploy", "  INFO [2f7a90c1] Running docker buildx build --push --platform linux/amd64 "
           "... -t registry.digitalocean.com/northgate/gradebeam:c27b4f1 ...\n  INFO [2f7a90c1] Finished in 41.902 "
           "seconds with exit status 0 (successful).\n  INFO [77c0e3b5] Running docker exec kamal-proxy kamal-proxy "
           "deploy gradebeam-web --target=\"b61f0d2c7a44:80\" ...\n  INFO [77c0e3b5] Finished in 5.214 seconds with "
           "exit status 0 (successful).\nFinished all in 63.8 seconds")
    s.bash("import", "bin/kamal app exec --reuse 'bin/rails import:sheet'",
           f"App Host: {IP}\nImported 142 families, 187 students, 9 tutors, 311 upcoming lessons")
    s.bash("livecust", "bin/kamal app exec --reuse 'bin/rails import:stripe_customers'",
           f"App Host: {IP}\n142 families with a Stripe customer (acct_1QnX4rNorthgt7)")
    s.bash("smoke", "curl -s https://book.northgatetutors.co.uk/up -o /dev/null -w '%{http_code} %{time_total}s\\n' && "
           "curl -s https://book.northgatetutors.co.uk/session/new | grep -o '<title>[^<]*'",
           "200 0.184s\n<title>Northgate Tutors: book a lesson")
    s.prompt("callumask", "Callum asks for an 'Invoice now' button on the family page, for families who leave in "
             "the middle of a month, so he doesn't have to wait for the 1st. Not today: put it on the list for next "
             "week.")
    s.todo(None, [("Tag v1.0.0 and deploy", "completed"), ("Import the booking sheet", "completed"),
                  ("Create live Stripe customers", "completed"),
                  ("'Invoice now' button on the family page (Callum)", "pending")])
    s.remember("memgolive", "gradebeam went live on Wednesday 21 March 2029 at 18:00 (tag v1.0.0, commit c27b4f1): "
               "live Stripe key, imported 142 families, 187 students, 9 tutors and 311 upcoming lessons from Callum "
               "Reid's spreadsheet; 142 live Stripe customers. Deborah sends parents the booking link on 22 March. "
               "Next: Callum's 'Invoice now' button for families leaving mid-month.", "gradebeam go-live", "event")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s9, Mon 26 Mar
def s9(s):
    s.start()
    s.prompt("incident", "Incident! Callum says that since about 8:05 parents booking this week's lessons get "
             "\"We're sorry, but something went wrong\" and the office phone won't stop ringing. Look at production.")
    s.bash("locked", "bin/kamal app logs --since 1h | grep -E 'Error|error' | head -6",
           f"App Host: {IP}\n2029-03-26T07:05:14.331Z b61f0d2c7a44 [7e1c...] ActiveRecord::StatementTimeout "
           "(SQLite3::BusyException: database is locked):\n2029-03-26T07:05:14.331Z b61f0d2c7a44 [7e1c...]   "
           "app/controllers/bookings_controller.rb:21:in 'BookingsController#create'\n2029-03-26T07:05:19.872Z "
           "b61f0d2c7a44 [a90f...] ActiveRecord::StatementTimeout (SQLite3::BusyException: database is locked):\n"
           "2029-03-26T07:05:19.872Z b61f0d2c7a44 [a90f...]   app/controllers/bookings_controller.rb:21:in "
           "'BookingsController#create'\n2029-03-26T07:06:02.540Z b61f0d2c7a44 [5b3d...] ActiveRecord::StatementTimeout "
           "(SQLite3::BusyException: database is locked):\n2029-03-26T07:06:02.540Z b61f0d2c7a44 [5b3d...]   "
           "app/models/session.rb:3:in 'Session.create'")
    s.bash("jobslog", "bin/kamal app logs --since 1h | grep -E 'LessonReminderJob' | head -4",
           f"App Host: {IP}\n2029-03-26T07:00:00.412Z b61f0d2c7a44 SolidQueue-1.1.3 Enqueued recurring task "
           "task: \"lesson_reminders\"\n2029-03-26T07:00:00.533Z b61f0d2c7a44 [ActiveJob] [LessonReminderJob] "
           "Performing LessonReminderJob\n2029-03-26T07:00:41.902Z b61f0d2c7a44 [ActiveJob] [LessonReminderJob] "
           "Performed LessonReminderJob in 41369.2ms\n2029-03-26T07:15:00.410Z b61f0d2c7a44 [ActiveJob] "
           "[LessonReminderJob] Performed LessonReminderJob in 38874.6ms")
    s.bash("count500", "bin/kamal app logs --since 2h | grep -c 'Completed 500'", f"App Host: {IP}\n37")
    s.prompt("lockwhy", "So: LessonReminderJob wraps every due reminder in one transaction. Since the switch to the "
             "48-hour cancellation notice parents book a week ahead, and this morning it had 214 lessons to remind, "
             "each with a mail enqueue and an update, inside one write transaction of 40 seconds. SQLite allows one "
             "writer; every booking and every login waits 5 seconds for the lock and fails. Hotfix now: no big "
             "transaction, one short update per lesson.")
    s.edit("hotfix", "app/jobs/lesson_reminder_job.rb",
           "    Lesson.transaction do\n      due.includes(:tutor, student: :family).find_each do |lesson|\n        "
           "LessonMailer.with(lesson:).reminder.deliver_later\n        lesson.update!(reminded_at: Time.current)\n"
           "      end\n    end",
           "    # One short write per lesson: a single long transaction held SQLite's only write lock for 40 s\n"
           "    # and failed every booking (incident of 26 March 2029).\n    due.includes(:tutor, student: :family)"
           ".find_each do |lesson|\n      lesson.update!(reminded_at: Time.current)\n      LessonMailer.with(lesson:)"
           ".reminder.deliver_later\n    end")
    s.bash("hotfixdeploy", "git commit -am 'Reminder job: no long transaction (database is locked)' && git tag -a "
           "v1.0.1 -m 'Hotfix: SQLite lock from the reminder job' && git push origin main --tags && bin/kamal deploy",
           "[main 0b9e4d3] Reminder job: no long transaction (database is locked)\n 1 file changed, 7 insertions(+), "
           "6 deletions(-)\n * [new tag]         v1.0.1 -> v1.0.1\n...\nFinished all in 58.2 seconds", minutes=10)
    s.bash("verify9", "sleep 900; bin/kamal app logs --since 20m | grep -c 'BusyException'; bin/kamal app logs --since "
           "20m | grep 'Performed LessonReminderJob'", f"App Host: {IP}\n0\nApp Host: {IP}\n2029-03-26T08:00:04.118Z "
           "3f20c9e1b7d5 [ActiveJob] [LessonReminderJob] Performed LessonReminderJob in 2214.7ms", minutes=16)
    s.prompt("postmortem", "Write the incident note in docs/incidents/2029-03-26.md: 08:05 to 08:52 London time, 37 "
             "failed requests, cause and fix. Deborah wants to read it.")
    s.write("incnote", "docs/incidents/2029-03-26.md",
            "# 26 March 2029: bookings failing on Monday morning\n\n- **When:** 08:05-08:52 London time (07:05-07:52 "
            "UTC), the first Monday after go-live and after the clocks went forward.\n- **Impact:** 37 requests failed "
            "with a 500 (\"We're sorry, but something went wrong\"): bookings, cancellations and logins.\n- **Cause:** "
            "`ActiveRecord::StatementTimeout (SQLite3::BusyException: database is locked)`. LessonReminderJob sent "
            "214 reminders inside one transaction that held SQLite's single write lock for about 40 seconds; every "
            "other write gave up after the 5 s busy timeout.\n- **Fix:** v1.0.1 at 08:52: one short update per "
            "lesson, no surrounding transaction.\n- **Follow-up:** SQLite in production is being replaced by "
            "PostgreSQL on Wednesday 28 March from 21:30 (maintenance page).\n")
    s.lesson("lesson3", "On SQLite, one long write transaction in a background job blocks every web request that "
             "writes: they fail with 'database is locked' after the busy timeout. Keep job writes short (no "
             "transaction around a batch), and for a booking app with a busy job queue prefer PostgreSQL.",
             "gradebeam incident 26 March 2029: LessonReminderJob's 40-second transaction")
    s.prompt("revert", "Decision: SQLite in production was a mistake for us, we go back to PostgreSQL. Postgres 16 as "
             "a Kamal accessory on the same droplet (still not the $15 managed one), and development back on Docker "
             "Postgres on port 5434. We move on Wednesday after 21:30, when nobody books; Callum will put a notice "
             "on the site.")
    s.bash("commit9", "git add -A && git commit -m 'Incident note 2029-03-26'", "[main 4a17c8e] Incident note "
           "2029-03-26\n 1 file changed, 12 insertions(+)")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s10, Wed 28 Mar
def s10(s):
    s.start()
    s.prompt("pgplan", "Tonight is the move back to PostgreSQL. Before that, Callum's 'Invoice now' button, so it "
             "goes out with the same deploy. Maintenance page from 21:30.")
    s.edit("invoicenow", "app/controllers/families_controller.rb", "  def show\n    @family = Family.find(params[:id])"
           "\n  end", "  def show\n    @family = Family.find(params[:id])\n  end\n\n  # Callum: families leaving "
           "mid-month are billed at once for what has not been invoiced yet.\n  def invoice_now\n    @family = "
           "Family.find(params[:id])\n    invoice = MonthlyInvoiceRun.new(month: Date.current).bill(@family, through: "
           "Time.current)\n    redirect_to @family, notice: \"Invoice #{invoice.stripe_invoice_id} sent to "
           "#{@family.email}\"\n  end")
    s.bash("pggems", "bundle remove sqlite3 && bundle add pg --version '~> 1.5' && docker compose up -d db",
           "Removing gems from /home/ines/code/gradebeam/Gemfile\nsqlite3 (>= 2.1) was removed.\nInstalling pg 1.5.9 "
           "with native extensions\nBundle complete! 30 Gemfile dependencies, 146 gems now installed.\n[+] Running 1/1\n"
           " ✔ Container gradebeam-db-1  Started")
    s.write("dbpg", "config/database.yml", DATABASE_YML_PG)
    s.edit("accessory", "config/deploy.yml", "# SQLite databases and Active Storage files live here; survives "
           "deploys.\nvolumes:\n  - \"gradebeam_storage:/rails/storage\"",
           "accessories:\n  db:\n    image: postgres:16.4\n    host: 178.62.93.114\n    port: \"127.0.0.1:5432:5432\"\n"
           "    env:\n      clear:\n        POSTGRES_USER: gradebeam\n        POSTGRES_DB: gradebeam_production\n"
           "      secret:\n        - POSTGRES_PASSWORD\n    files:\n      - db/production_setup.sql:/docker-entrypoint-"
           "initdb.d/setup.sql\n    directories:\n      - data:/var/lib/postgresql/data\n\n# Active Storage files.\n"
           "volumes:\n  - \"gradebeam_storage:/rails/storage\"")
    s.bash("accboot", "bin/kamal accessory boot db",
           f"  INFO [4e2a6c81] Running docker run --name gradebeam-db --detach --restart unless-stopped --network kamal "
           f"--log-opt max-size=\"10m\" --publish 127.0.0.1:5432:5432 ... postgres:16.4 on {IP}\n  INFO [4e2a6c81] "
           "Finished in 9.113 seconds with exit status 0 (successful).")
    s.bash("pgloader", f"ssh root@{IP} 'docker run --rm --network kamal -v gradebeam_storage:/storage "
           "dimitri/pgloader:latest pgloader --with \"data only\" --with \"truncate\" "
           "sqlite:///storage/production.sqlite3 postgresql://gradebeam:$PGPASS@gradebeam-db/gradebeam_production'",
           "2029-03-28T20:33:07.112000Z LOG pgloader version \"3.6.9\"\n2029-03-28T20:33:07.381000Z LOG Migrating from "
           "#<SQLITE-CONNECTION sqlite:///storage/production.sqlite3 {1005E8B0B3}>\n             table name     errors"
           "       rows      bytes      total time\n-----------------------  ---------  ---------  ---------  "
           "--------------\n                  fetch          0          0                     0.000s\n"
           "                  users          0         12     1.9 kB          0.021s\n               families          "
           "0        141    11.2 kB          0.034s\n               students          0        187     9.8 kB          "
           "0.029s\n                 tutors          0          9     0.8 kB          0.012s\n                lessons   "
           "       0        574    61.4 kB          0.088s\n               invoices          0          0               "
           "       0.009s\n               sessions          0        219    28.3 kB          0.031s\n"
           "-----------------------  ---------  ---------  ---------  --------------\n        Total import time    "
           "      ✓       1142   113.4 kB          0.611s", minutes=48)
    s.pre_tool(None, "Bash", {"command": "bin/kamal deploy"})
    s.bash("deploy10", "git commit -qam 'Back to PostgreSQL (Kamal accessory); Invoice now button' && git tag -a v1.1.0 "
           "-m 'PostgreSQL again' && git push -q origin main --tags && bin/kamal deploy",
           "  INFO [61d0b3a7] Running docker exec kamal-proxy kamal-proxy deploy gradebeam-web --target=\"d02c7e19f4a6:80\" "
           "...\n  INFO [61d0b3a7] Finished in 7.402 seconds with exit status 0 (successful).\nFinished all in 88.1 "
           "seconds")
    s.bash("counts", "bin/kamal app exec --reuse \"bin/rails runner 'p [Family.count, Lesson.count, "
           "ActiveRecord::Base.connection.adapter_name]'\"", f"App Host: {IP}\n[141, 574, \"PostgreSQL\"]")
    s.remember("memdb", "gradebeam database (28 March 2029): back on PostgreSQL 16 everywhere. Production: Kamal "
               "accessory gradebeam-db (postgres:16.4) on the same droplet, bound to 127.0.0.1:5432, data copied "
               "from SQLite with pgloader (1,142 rows) during the 21:30 maintenance window, release v1.1.0. "
               "Development: Docker Postgres on port 5434 again. SQLite in production lasted 16-28 March and was "
               "dropped after the 26 March lock incident.", "gradebeam database", "decision")
    s.prompt("nocust2report", "Callum tried the Invoice now button straight away for the Patels, who are leaving, "
             "and got an error page. Logs?", minutes=20)
    s.bash("nocust2", "bin/kamal app logs --since 10m | grep -A2 'Stripe::'",
           f"App Host: {IP}\n2029-03-28T20:58:33.908Z d02c7e19f4a6 [c3f1...] Stripe::InvalidRequestError ((Status 400) "
           "(Request req_Zt71mWq0nR4a2C) No such customer: 'cus_RvQ2h8Lk4sT9wE'):\n2029-03-28T20:58:33.908Z "
           "d02c7e19f4a6 [c3f1...]   app/services/monthly_invoice_run.rb:34:in 'MonthlyInvoiceRun#invoice_family'")
    s.bash("deletedevt", "stripe events list --type customer.deleted --limit 3 --live | jq -r '.data[] | [.created, "
           ".data.object.id, .data.object.email, .request.id // \"dashboard\"] | @tsv'",
           "1868974927\tcus_RvQ2h8Lk4sT9wE\tpriya.patel@example.co.uk\tdashboard")
    s.prompt("custwhy2", "Same 'No such customer' as two weeks ago, but no key mix-up this time. The Patels had been "
             "imported twice (mother's and father's email). Last Friday Callum merged them: he deleted one family in "
             "gradebeam (that's why we have 141 now, not 142) and then deleted a customer in the Stripe dashboard, "
             "but the wrong one: the family we kept still points at the deleted customer. Handle customer.deleted in "
             "the webhook by clearing the id, and let MonthlyInvoiceRun create a new customer when the stored one is "
             "gone. And tell Callum: never delete customers in the Stripe "
             "dashboard, merge families in gradebeam.")
    s.edit("deletedhook", "app/controllers/webhooks/stripe_controller.rb",
           "      when \"invoice.voided\"",
           "      when \"customer.deleted\"\n        Family.where(stripe_customer_id: event.data.object.id)"
           ".update_all(stripe_customer_id: nil)\n      when \"invoice.voided\"")
    s.multiedit("recreate", "app/services/monthly_invoice_run.rb",
                [("    customer_id = family.stripe_customer_id.presence || create_customer(family)",
                  "    customer_id = live_customer_id(family) || create_customer(family)"),
                 ("  def create_customer(family)",
                  "  # nil when the family has no customer or Stripe says it was deleted (e.g. in the dashboard)\n"
                  "  def live_customer_id(family)\n    return if family.stripe_customer_id.blank?\n\n    customer = "
                  "Stripe::Customer.retrieve(family.stripe_customer_id)\n    customer.id unless customer.respond_to?("
                  ":deleted) && customer.deleted\n  rescue Stripe::InvalidRequestError => e\n    raise unless e.code == "
                  "\"resource_missing\"\n  end\n\n  def create_customer(family)")])
    s.bash(None, "bundle exec rspec && bin/rubocop && git commit -qam 'Recreate Stripe customers deleted in the "
           "dashboard; customer.deleted webhook' && bin/kamal deploy", rspec_ok(31, "5.24") + "\n" + rubocop_ok(61)
           + "\nFinished all in 61.7 seconds")
    s.lesson("lesson4", "'No such customer' from Stripe with the right key means the customer was deleted (here by "
             "the office in the dashboard while merging duplicates). Subscribe to customer.deleted and clear the "
             "stored id, and re-create customers on demand before invoicing.",
             "gradebeam: Invoice now for the Patel family failed on 28 March 2029")
    s.bash("invoiceagain", "bin/kamal app logs --since 5m | grep -E 'invoice_now|Redirected|notice'",
           f"App Host: {IP}\n2029-03-28T21:17:50.114Z 5a8e1f3c0d27 [e81b...] Started POST \"/families/87/invoice_now\" "
           "for 81.102.44.17\n2029-03-28T21:17:51.602Z 5a8e1f3c0d27 [e81b...] Redirected to https://book.northgatetutors."
           "co.uk/families/87 (notice: Invoice in_1R2tQvNorthgt7aa sent to priya.patel@example.co.uk, 152.00 GBP)")
    s.stop()
    s.end()


# --------------------------------------------------------------------------------------------- s11, Thu 29 Mar
def s11(s):
    s.start()
    s.prompt("dryrun", "Sunday 1 April at 06:00 is the first real monthly invoice run. Do a dry run for March "
             "against production, read-only, so Harriet knows what's coming.")
    s.bash("dryrunout", "bin/kamal app exec --reuse \"bin/rails runner 'r = MonthlyInvoiceRun.call(month: "
           "Date.new(2029, 3, 1), dry_run: true); puts [r.size, r.sum(&:lessons), r.sum(&:total_pence)].inspect; puts "
           "Family.where(stripe_customer_id: nil).count'\"", f"App Host: {IP}\n[118, 163, 597400]\n0")
    s.prompt("harrietnote", "For Harriet: 118 families will get a March invoice on Sunday morning, 163 lessons, "
             "£5,974 in total (March only counts since go-live on the 21st, the rest she invoiced by hand). Every "
             "family has a live Stripe customer now.")
    s.prompt("price", "Deborah: prices go up after the Easter holidays, for lessons from Monday 9 April: 60 minutes "
             "£42 (was £38), 45 minutes £32 (was £29). Lessons booked before 1 April keep the old price.")
    s.edit("priceedit", "app/models/lesson.rb",
           "  # minutes => price in pence\n  DURATIONS = { 45 => 2900, 60 => 3800 }.freeze",
           "  # minutes => price in pence; lessons from 9 April 2029 on cost more (Deborah), unless booked before 1 "
           "April\n  DURATIONS = { 45 => 2900, 60 => 3800 }.freeze\n  NEW_PRICES = { 45 => 3200, 60 => 4200 }.freeze"
           "\n  NEW_PRICES_FROM = Time.zone.local(2029, 4, 9)\n  OLD_PRICE_BOOKED_BEFORE = Time.zone.local(2029, 4, 1)")
    s.bash("pricefail", "bundle exec rspec spec/models/lesson_spec.rb",
           "Randomized with seed 1207\n....F....\n\nFailures:\n\n  1) Lesson prices charges the new price for a lesson "
           "after Easter booked in April\n     Failure/Error: expect(lesson.price_pence).to eq(4200)\n\n       expected: "
           "4200\n            got: 3800\n\n       (compared using ==)\n     # ./spec/models/lesson_spec.rb:58:in "
           "'block (3 levels) in <top (required)>'\n\nFinished in 0.44 seconds (files took 1.91 seconds to load)\n"
           "9 examples, 1 failure", code=1)
    s.edit("pricefix", "app/models/lesson.rb", "    self.price_pence ||= DURATIONS.fetch(duration_minutes, nil)",
           "    # set_price still read the old table only: the new constants were never used\n    table = starts_at && "
           "starts_at >= NEW_PRICES_FROM && Time.current >= OLD_PRICE_BOOKED_BEFORE ? NEW_PRICES : DURATIONS\n"
           "    self.price_pence ||= table.fetch(duration_minutes, nil)")
    s.bash("specprice", "bundle exec rspec spec/models/lesson_spec.rb", "Randomized with seed 1207\n.........\n\n"
           "Finished in 0.41 seconds (files took 1.88 seconds to load)\n9 examples, 0 failures")
    s.prompt("yusuf", "Yusuf wants a CSV of hours taught per tutor for payroll each month, by the 3rd. Make it a "
             "Solid Queue job at 07:00 on the 2nd, emailed to Yusuf and Harriet.")
    s.write("hoursjob", "app/jobs/tutor_hours_export_job.rb",
            "require \"csv\"\n\n# 07:00 London on the 2nd: hours taught per tutor last month, for payroll (Yusuf, Harriet)."
            "\nclass TutorHoursExportJob < ApplicationJob\n  queue_as :mailers\n\n  def perform(month: Date.current."
            "prev_month)\n    range = month.beginning_of_month.in_time_zone.all_month\n    csv = CSV.generate do |out|\n"
            "      out << %w[tutor lessons minutes late_cancellations]\n      Tutor.order(:name).each do |tutor|\n"
            "        lessons = tutor.lessons.billable_in(range)\n        out << [tutor.name, lessons.taught.count, "
            "lessons.taught.sum(:duration_minutes), lessons.late_cancelled.count]\n      end\n    end\n    "
            "PayrollMailer.with(csv:, month:).tutor_hours.deliver_now\n  end\nend\n")
    s.edit("recurhours", "config/recurring.yml",
           "  monthly_invoices:\n    class: MonthlyInvoiceJob\n    schedule: \"0 6 1 * * Europe/London\"  # the 1st, 06:00",
           "  monthly_invoices:\n    class: MonthlyInvoiceJob\n    schedule: \"0 6 1 * * Europe/London\"  # the 1st, 06:00"
           "\n  tutor_hours_export:\n    class: TutorHoursExportJob\n    schedule: \"0 7 2 * * Europe/London\"  # the "
           "2nd, 07:00 (Yusuf, payroll)")
    s.prompt("backups", "Backups: nightly pg_dump of the database accessory to DigitalOcean Spaces at 02:30, keep 14 "
             "days. I'll check the first dump on Tuesday.")
    s.edit("backupacc", "config/deploy.yml", "# Active Storage files.",
           "  backup:\n    image: eeshugerman/postgres-backup-s3:16\n    host: 178.62.93.114\n    env:\n      clear:\n"
           "        SCHEDULE: \"30 2 * * *\"\n        BACKUP_KEEP_DAYS: 14\n        S3_ENDPOINT: https://lon1."
           "digitaloceanspaces.com\n        S3_BUCKET: northgate-backups\n        S3_PREFIX: gradebeam\n        "
           "POSTGRES_HOST: gradebeam-db\n        POSTGRES_DATABASE: gradebeam_production\n        POSTGRES_USER: "
           "gradebeam\n      secret:\n        - POSTGRES_PASSWORD\n        - S3_ACCESS_KEY_ID\n        - "
           "S3_SECRET_ACCESS_KEY\n\n# Active Storage files.")
    s.prompt("plans", "Notes for the coming weeks so nothing gets lost: Monday 2 April, once Sunday's invoices look "
             "right, delete the old SQLite files from the gradebeam_storage volume. Monday 16 April Deborah opens "
             "bookings for the summer holiday courses, she wants a separate course type by then. The Rails 8.1 upgrade "
             "waits until May.")
    s.bash("commit11", "git add -A && git commit -m 'Prices from 9 April; tutor hours CSV on the 2nd; nightly "
           "backups to Spaces' && git tag -a v1.2.0 -m 'v1.2.0' && git push -q origin main --tags",
           "[main 1e6b0f4] Prices from 9 April; tutor hours CSV on the 2nd; nightly backups to Spaces\n 7 files "
           "changed, 118 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2029-03-05T09:10:00", "5e0a1c3d-71b2-4f6a-9c21-a0b1c2d37001", s1),    # Mon
    ("s2", "2029-03-07T10:00:00", "6f1b2d4e-82c3-4a7b-8d32-b1c2d3e47002", s2),    # Wed
    ("s3", "2029-03-09T13:30:00", "70c23e5f-93d4-4b8c-9e43-c2d3e4f57003", s3),    # Fri
    ("s4", "2029-03-12T09:30:00", "81d34f60-a4e5-4c9d-af54-d3e4f5067004", s4),    # Mon
    ("s5", "2029-03-14T14:00:00", "92e45071-b5f6-4dae-b065-e4f506177005", s5),    # Wed
    ("s6", "2029-03-16T10:00:00", "a3f56182-c607-4ebf-c176-f50617287006", s6),    # Fri
    ("s7", "2029-03-19T09:20:00", "b4067293-d718-4fc0-d287-061728397007", s7),    # Mon
    ("s8", "2029-03-21T16:00:00", "c51783a4-e829-40d1-e398-17283a4a7008", s8),    # Wed
    ("s9", "2029-03-26T07:25:00", "d62894b5-f93a-41e2-f4a9-28394b5b7009", s9),    # Mon (BST: 08:25 London)
    ("s10", "2029-03-28T19:30:00", "e739a5c6-0a4b-42f3-05ba-394a5c6c7010", s10),  # Wed
    ("s11", "2029-03-29T09:45:00", "f84ab6d7-1b5c-4304-16cb-4a5b6d7d7011", s11),  # Thu
]

#: When the questions are asked: Friday morning, the day after the last session (a Thursday).
ASKED_AT = "2029-03-30T08:30:00Z"
