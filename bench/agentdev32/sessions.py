"""The ten sessions of the cliniq history, step by step (see build.py and README.md)."""
from __future__ import annotations

from files import FLY_TOML, ICAL_PY, MAKEFILE, MODELS_PY, RENDER_YAML, SETTINGS_PY, TASKS_PY, VIEWS_PY

FACTORIES_PY = '''import factory
from datetime import timedelta
from django.utils import timezone

from bookings.models import Appointment, Availability, Therapist
from patients.models import Patient


class UserFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = "auth.User"

    username = factory.Sequence(lambda n: f"user{n}")
    email = factory.LazyAttribute(lambda u: f"{u.username}@example.ie")


class TherapistFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Therapist

    user = factory.SubFactory(UserFactory, is_staff=True)
    display_name = factory.Faker("name", locale="en_IE")


class PatientFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Patient

    user = factory.SubFactory(UserFactory)
    first_name = factory.Faker("first_name", locale="en_IE")
    phone = factory.Sequence(lambda n: f"+35387{n:07d}")


class AppointmentFactory(factory.django.DjangoModelFactory):
    class Meta:
        model = Appointment

    therapist = factory.SubFactory(TherapistFactory)
    patient = factory.SubFactory(PatientFactory)
    start = factory.LazyFunction(
        lambda: (timezone.now() + timedelta(days=1)).replace(hour=9, minute=0, second=0, microsecond=0)
    )
'''


def ok(n, secs="1.9"):
    return f"{'.' * n}\n{n} passed in {secs}s"


def s1(s):
    s.start()
    s.prompt("goal", "New project: cliniq. It's an online booking app for Harbourside Physio in Cobh (Maeve Doyle owns "
             "the practice, three physios, Aisling runs the front desk). Patients pick a therapist and a 45-minute "
             "slot, get an SMS reminder the day before, and can cancel online. Django 5.1 with HTMX and Tailwind, "
             "PostgreSQL, Celery + Redis for the reminders, Twilio for SMS. Keep it boring and server-rendered.")
    s.bash(None, "ls -la", "total 8\ndrwxr-xr-x 3 rhian rhian 4096 Sep  6 09:14 .\ndrwxr-xr-x 9 rhian rhian 4096 Sep  6 "
           "09:14 ..\ndrwxr-xr-x 7 rhian rhian 4096 Sep  6 09:14 .git")
    s.bash("install", "python3.12 -m venv .venv && . .venv/bin/activate && pip install 'Django==5.1.1' "
           "'psycopg[binary]==3.2.1' django-environ django-htmx whitenoise pytest-django factory_boy ruff",
           "Successfully installed Django-5.1.1 asgiref-3.8.1 django-environ-0.11.2 django-htmx-1.19.0 "
           "factory_boy-3.3.1 Faker-28.4.1 psycopg-3.2.1 psycopg-binary-3.2.1 pytest-8.3.2 pytest-django-4.9.0 "
           "ruff-0.6.4 sqlparse-0.5.1 whitenoise-6.7.0")
    s.bash(None, "django-admin startproject cliniq . && python manage.py startapp bookings && python manage.py "
           "startapp patients", "")
    s.prompt("rules", "Ground rules for this repo. Tests are plain pytest functions with pytest-django, and test data "
             "always comes from factory_boy factories - never Django's TestCase classes, never JSON fixtures. Don't "
             "ever commit .env or anything holding a secret; settings read everything from the environment through "
             "django-environ. And `make lint` (ruff check + ruff format --check) has to pass before each commit.")
    s.write("settings", "cliniq/settings.py", SETTINGS_PY)
    s.write("models", "bookings/models.py", MODELS_PY)
    s.bash("migrate1", "python manage.py makemigrations bookings patients && python manage.py migrate",
           "Migrations for 'patients':\n  patients/migrations/0001_initial.py\n    + Create model Patient\n"
           "Migrations for 'bookings':\n  bookings/migrations/0001_initial.py\n    + Create model Therapist\n"
           "    + Create model Availability\n    + Create model Appointment\n    + Create constraint "
           "bookings_appointment_therapist_start_uniq on model appointment\nOperations to perform:\n  Apply all "
           "migrations: admin, auth, bookings, contenttypes, patients, sessions, sites\nRunning migrations:\n"
           "  Applying contenttypes.0001_initial... OK\n  ...\n  Applying bookings.0001_initial... OK")
    s.write("makefile", "Makefile", MAKEFILE)
    s.write("factories", "tests/factories.py", FACTORIES_PY)
    s.write(None, "pytest.ini", "[pytest]\nDJANGO_SETTINGS_MODULE = cliniq.settings\npython_files = test_*.py\n"
            "addopts = --strict-markers\n")
    s.bash("test1", "make test", ok(4, "1.12"))
    s.bash(None, "make lint", "All checks passed!\n23 files already formatted")
    s.bash("commit1", "git add -A && git commit -m 'bookings: project skeleton, Therapist/Availability/Appointment'",
           "[main (root-commit) 7c0e4a1] bookings: project skeleton, Therapist/Availability/Appointment\n"
           " 27 files changed, 612 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("slots", "Today: the booking page. Patient picks a therapist and a day, the free 45-minute slots load "
             "with HTMX, one click books. No JS framework, only hx-* attributes. And please keep every HTMX "
             "fragment under templates/<app>/partials/ with a leading underscore in the file name, so I can tell "
             "them apart from full pages.")
    s.write("rules", "bookings/rules.py", '"""Which slots of a day are still free."""\nfrom datetime import datetime, '
            'timedelta\n\nfrom django.conf import settings\nfrom django.utils import timezone\n\n\ndef free_slots('
            'therapist, day):\n    """Start times of the free SLOT_MINUTES slots of `therapist` on `day`, in local '
            'time."""\n    step = timedelta(minutes=settings.SLOT_MINUTES)\n    taken = set(therapist.appointments.'
            'filter(start__date=day).exclude(status="cancelled").values_list("start", flat=True))\n    out = []\n'
            '    for block in therapist.availability.filter(weekday=day.weekday()):\n        t = timezone.make_aware('
            'datetime.combine(day, block.start_time))\n        end = timezone.make_aware(datetime.combine(day, '
            'block.end_time))\n        while t + step <= end:\n            if t not in taken:\n                '
            'out.append(t)\n            t += step\n    return out\n')
    s.write("views", "bookings/views.py", VIEWS_PY)
    s.edit("urls", "bookings/urls.py", 'urlpatterns = [\n    path("", views.book, name="book"),\n]',
           'urlpatterns = [\n    path("", views.book, name="book"),\n    path("slots/", views.slot_picker, '
           'name="slot_picker"),\n    path("book/", views.book_slot, name="book_slot"),\n    path("mine/", '
           'views.my_appointments, name="mine"),\n    path("<int:pk>/cancel/", views.cancel, name="cancel"),\n]')
    s.write(None, "templates/bookings/partials/_slots.html", '<div id="slots" class="grid grid-cols-4 gap-2">\n'
            '  {% for t in slots %}\n  <form hx-post="{% url \'bookings:book_slot\' %}" hx-target="#slots" '
            'hx-swap="outerHTML">\n    {% csrf_token %}<input type="hidden" name="therapist" value="{{ therapist.pk '
            '}}">\n    <button name="start" value="{{ t.isoformat }}" class="btn-slot">{{ t|time:"H:i" }}</button>\n'
            '  </form>\n  {% empty %}<p class="text-slate-500">No free slots this day.</p>{% endfor %}\n</div>\n')
    s.write("slottest", "bookings/tests/test_slots.py", 'import pytest\nfrom tests.factories import '
            'AppointmentFactory, TherapistFactory\n\n\n@pytest.mark.django_db\ndef test_taken_slots_are_not_offered('
            'availability_tue):\n    t = availability_tue.therapist\n    AppointmentFactory.create_batch(3, '
            'therapist=t)\n    slots = free_slots(t, next_tuesday())\n    assert len(slots) == 3\n')
    s.bash("dupfail1", "make test", "..F.....\n=================================== FAILURES ===================================\n"
           "______________________ test_taken_slots_are_not_offered ______________________\n"
           "django.db.utils.IntegrityError: duplicate key value violates unique constraint "
           "\"bookings_appointment_therapist_start_uniq\"\nDETAIL:  Key (therapist_id, start)=(1, 2027-09-09 "
           "08:00:00+00) already exists.\n\nbookings/tests/test_slots.py:8: IntegrityError\n1 failed, 7 passed in "
           "2.41s", code=2)
    s.read(None, "tests/factories.py", FACTORIES_PY)
    s.prompt("dupwhy1", "Right, the factory gives every appointment the same start (tomorrow 09:00), so as soon as "
             "a test makes several for ONE therapist they collide on the therapist+start unique constraint. The "
             "constraint is correct; the factory is wrong. Give each one its own slot with a Sequence.")
    s.edit("dupfix1", "tests/factories.py", "    start = factory.LazyFunction(\n        lambda: (timezone.now() + "
           "timedelta(days=1)).replace(hour=9, minute=0, second=0, microsecond=0)\n    )",
           "    start = factory.Sequence(\n        lambda n: (timezone.now() + timedelta(days=1)).replace(hour=8, "
           "minute=0, second=0, microsecond=0)\n        + timedelta(minutes=45 * n)\n    )")
    s.bash("test2", "make test", ok(8, "2.07"))
    s.bash(None, "npx tailwindcss -i static/src/app.css -o static/css/app.css --minify",
           "Rebuilding...\nDone in 312ms.")
    s.bash("commit2", "git add -A && git commit -m 'bookings: HTMX slot picker and booking form'",
           "[main 2f9d6b3] bookings: HTMX slot picker and booking form\n 14 files changed, 388 insertions(+), "
           "6 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("auth", "Patients need accounts to manage bookings. Use django-allauth with email as the login (no "
             "usernames), email verification mandatory. Then the reminders: Celery with Redis as broker, beat "
             "queues an SMS via Twilio about 24 hours before each appointment.")
    s.bash("allauth", "pip install 'django-allauth==64.2.0' 'celery[redis]==5.4.0' 'twilio==9.3.0'",
           "Successfully installed amqp-5.2.0 billiard-4.2.0 celery-5.4.0 django-allauth-64.2.0 kombu-5.4.0 "
           "redis-5.0.8 twilio-9.3.0 vine-5.1.0")
    s.edit("allauthcfg", "cliniq/settings.py", '    "django_htmx",',
           '    "django_htmx",\n    "allauth",\n    "allauth.account",')
    s.edit("loginemail", "cliniq/settings.py", 'SITE_ID = 1', 'SITE_ID = 1\nACCOUNT_LOGIN_METHODS = {"email"}\n'
           'ACCOUNT_SIGNUP_FIELDS = ["email*", "password1*", "password2*"]\nACCOUNT_EMAIL_VERIFICATION = "mandatory"\n'
           'LOGIN_REDIRECT_URL = "bookings:mine"')
    s.write("tasks", "bookings/tasks.py", TASKS_PY)
    s.write("beat", "cliniq/celery.py", 'import os\n\nfrom celery import Celery\n\nos.environ.setdefault('
            '"DJANGO_SETTINGS_MODULE", "cliniq.settings")\napp = Celery("cliniq")\napp.config_from_object('
            '"django.conf:settings", namespace="CELERY")\napp.autodiscover_tasks()\napp.conf.beat_schedule = {\n'
            '    "queue-reminders": {"task": "bookings.tasks.queue_tomorrows_reminders", "schedule": 900.0},\n}\n')
    s.prompt("nosms", "One thing: nothing outside production may ever send a real text message - not tests, not my "
             "laptop, not staging. Put the SMS sending behind a setting so dev and tests use a console/fake backend.")
    s.edit("smsbackend", "cliniq/settings.py", "# Booking rules (see bookings/rules.py)",
           'SMS_BACKEND = env("SMS_BACKEND", default="bookings.sms.ConsoleBackend")  # TwilioBackend in prod only\n'
           'TWILIO_ACCOUNT_SID = env("TWILIO_ACCOUNT_SID", default="")\nTWILIO_AUTH_TOKEN = env("TWILIO_AUTH_TOKEN", '
           'default="")\nTWILIO_FROM = env("TWILIO_FROM", default="HarbsPhysio")\nCELERY_BROKER_URL = env('
           '"REDIS_URL", default="redis://localhost:6379/0")\n\n# Booking rules (see bookings/rules.py)')
    s.write(None, "bookings/tests/test_reminders.py", "import pytest\nfrom bookings.tasks import "
            "queue_tomorrows_reminders\n...\n")
    s.bash("celeryfail", "make test", "........F.\n=================================== FAILURES "
           "===================================\n_____________________ test_queue_picks_appointments_24h_out "
           "_____________________\nkombu.exceptions.OperationalError: Error 111 connecting to localhost:6379. "
           "Connection refused.\n1 failed, 9 passed in 4.88s", code=2)
    s.bash("celerywhy", "grep -rn CELERY cliniq/ tests/", "cliniq/settings.py:96:CELERY_BROKER_URL = env(\"REDIS_URL\", "
           "default=\"redis://localhost:6379/0\")\ncliniq/celery.py:7:app.config_from_object(\"django.conf:settings\", "
           "namespace=\"CELERY\")", desc="The test calls .delay(), which tries to reach a real Redis broker; "
           "tests should run tasks eagerly instead")
    s.write("celeryfix", "tests/conftest.py", 'import pytest\n\n\n@pytest.fixture(autouse=True)\ndef _eager_celery('
            'settings):\n    """Tasks run inline in tests: no Redis broker needed, and .delay() returns at once."""\n'
            '    settings.CELERY_TASK_ALWAYS_EAGER = True\n    settings.CELERY_TASK_EAGER_PROPAGATES = True\n'
            '    settings.SMS_BACKEND = "bookings.sms.LocmemBackend"\n')
    s.bash("test3", "make test", ok(10, "2.66"))
    s.prompt("policy24", "Maeve's cancellation policy for the site: patients can cancel free of charge up to 24 hours "
             "before the appointment; later than that the cancel button is replaced by the phone number of the "
             "front desk and a no-show fee of EUR 30 may apply.")
    s.remember("mempolicy", "Harbourside Physio cancellation policy (from Maeve Doyle): free online cancellation up to "
               "24 hours before the appointment; inside 24 hours the site shows the front desk number (021 481 "
               "5530) instead of the cancel button, and a EUR 30 no-show fee may apply. Implemented in "
               "Appointment.can_cancel_free.", "cancellation policy", "decision")
    s.remember("memproject", "cliniq: online booking for Harbourside Physio (Cobh), owner Maeve Doyle, front desk "
               "Aisling. Django 5.1 + HTMX + Tailwind, PostgreSQL 16, django-allauth (email login, mandatory "
               "verification), Celery + Redis (beat every 15 min queues reminders), Twilio SMS (sender "
               "'HarbsPhysio'). Tests: pytest-django + factory_boy, run with `make test`.", "project overview", "fact")
    s.bash("commit3", "git add -A && git commit -m 'patients: allauth email login; bookings: SMS reminders via "
           "Celery'", "[main 8a41d07] patients: allauth email login; bookings: SMS reminders via Celery\n"
           " 19 files changed, 421 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("render", "Let's get it online for Maeve to try. Render: a web service, a background worker for Celery "
             "(with beat inside it), their managed Redis and Postgres, all in Frankfurt. Use a render.yaml "
             "blueprint. Also: no deploys on Fridays or after 4pm, I don't want to be fixing things at night.")
    s.write("renderyaml", "render.yaml", RENDER_YAML)
    s.write("procfile", "Procfile", "web: gunicorn cliniq.wsgi:application --workers 3\nworker: celery -A cliniq "
            "worker -B -l info --concurrency 2\nrelease: python manage.py migrate --noinput\n")
    s.write("buildsh", "build.sh", "#!/usr/bin/env bash\nset -o errexit\npip install -r requirements.txt\n"
            "python manage.py collectstatic --no-input\npython manage.py migrate --no-input\n")
    s.bash(None, "pip freeze > requirements.txt && chmod +x build.sh && git add -A && git commit -qm 'deploy: render "
           "blueprint' && git push origin main", "To github.com:rhian-evans/cliniq.git\n   8a41d07..c3e5f12  main -> main")
    s.bash("renderfail", "render logs --resources srv-cr8q1 --tail 30",
           "==> Running build command './build.sh'...\nSuccessfully installed ...\nTraceback (most recent call "
           "last):\n  ...\nValueError: Missing staticfiles manifest entry for 'css/app.css'\n==> Build failed 😞",
           desc="Build log of the first Render deploy")
    s.prompt("renderwhy", "static/css/app.css is generated by the Tailwind CLI and it's in .gitignore, so on Render "
             "it never exists and the manifest storage blows up when a template references it. Build the CSS in "
             "build.sh with the standalone tailwindcss binary before collectstatic - I don't want node on the "
             "server.")
    s.edit("renderfix", "build.sh", "pip install -r requirements.txt\n",
           "pip install -r requirements.txt\ncurl -sLo tailwindcss https://github.com/tailwindlabs/tailwindcss/"
           "releases/download/v3.4.10/tailwindcss-linux-x64 && chmod +x tailwindcss\n./tailwindcss -i "
           "static/src/app.css -o static/css/app.css --minify\n")
    s.bash("renderok", "git commit -qam 'deploy: build tailwind css on render' && git push && render deploys "
           "list srv-cr8q1 | head -3", "dep-cr8t0  live  2027-09-14 11:42  c7d01a9 deploy: build tailwind css on "
           "render\ndep-cr8s2  build_failed  2027-09-14 11:05  c3e5f12 deploy: render blueprint")
    s.bash(None, "curl -sI https://cliniq-web.onrender.com/ | head -3", "HTTP/2 200\ncontent-type: text/html; "
           "charset=utf-8\nx-render-origin-server: gunicorn")
    s.bash("superuser", "render ssh srv-cr8q1 -- python manage.py createsuperuser --email maeve@harboursidephysio.ie",
           "Superuser created successfully.")
    s.remember("memrender", "Deployment: Render, Frankfurt, blueprint render.yaml. Services: cliniq-web (starter, "
               "gunicorn 3 workers), cliniq-worker (celery worker -B, beat inside), cliniq-redis (starter), "
               "cliniq-db (Postgres 16, basic-256mb). URL https://cliniq-web.onrender.com. build.sh builds the "
               "Tailwind CSS with the standalone binary before collectstatic. First live deploy Tue 14 Sep.",
               "deployment on Render", "fact")
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\nnothing to commit")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("tzreport", "Maeve booked herself in as a test patient for this morning at 09:00 and last night's "
             "reminder said 'Thu 16 Sep, 08:00'. Patients will turn up an hour early. Can you look? Then the "
             "physios want their bookings in their phone calendars: a private calendar feed per therapist.")
    s.read("readtasks", "bookings/tasks.py", TASKS_PY)
    s.bash("tzcheck", "python manage.py shell -c \"from bookings.models import Appointment as A; a=A.objects."
           "get(pk=3); print(a.start, a.start.strftime('%H:%M'))\"", "2027-09-16 08:00:00+00:00 08:00",
           desc="The start comes back from Postgres as an aware UTC datetime; strftime formats it in UTC, and "
           "Dublin is UTC+1 in summer, hence one hour early. Convert with timezone.localtime() before formatting.")
    s.prompt("datefmt", "Yes, fix it like that. And for anything a patient reads (SMS, emails, pages): always "
             "Europe/Dublin local time, 24-hour clock, Irish style like 'Thu 16 Sep, 09:00' - never a US-style "
             "date and never am/pm.")
    s.edit("tzfix", "bookings/tasks.py", '        when=appt.start.strftime("%a %d %b, %H:%M"),',
           '        when=timezone.localtime(appt.start).strftime("%a %-d %b, %H:%M"),')
    s.write(None, "bookings/tests/test_reminder_text.py", "import pytest\nfrom django.core import mail\n\n\n"
            "@pytest.mark.django_db\ndef test_reminder_uses_dublin_local_time(sms_outbox):\n    appt = "
            "AppointmentFactory(start=aware(2027, 9, 16, 8, 0))  # 09:00 IST\n    send_sms_reminder(appt.pk)\n"
            "    assert 'Thu 16 Sep, 09:00' in sms_outbox[0].body\n")
    s.bash("test5", "make test", ok(12, "2.93"))
    s.lesson("lesson1", "Datetimes read from the database are aware UTC (USE_TZ=True): format them for people only "
             "after timezone.localtime(); a bare strftime printed reminder times one hour early in Irish summer "
             "time.", "SMS reminder showed 08:00 for a 09:00 appointment")
    s.bash("icsinstall", "pip install 'ics==0.7.2'", "Successfully installed arrow-1.3.0 ics-0.7.2 tatsu-5.12.1")
    s.write("ical", "bookings/ical.py", ICAL_PY)
    s.edit("feedtoken", "bookings/models.py", "    active = models.BooleanField(default=True)\n",
           "    active = models.BooleanField(default=True)\n    feed_token = models.CharField(max_length=32, "
           "unique=True, default=secrets.token_urlsafe)\n")
    s.bash(None, "python manage.py makemigrations bookings && python manage.py migrate",
           "Migrations for 'bookings':\n  bookings/migrations/0002_therapist_feed_token.py\n    + Add field "
           "feed_token to therapist\nRunning migrations:\n  Applying bookings.0002_therapist_feed_token... OK")
    s.edit("icalurl", "cliniq/urls.py", '    path("book/", include("bookings.urls")),',
           '    path("book/", include("bookings.urls")),\n    path("ical/<str:token>.ics", ical.therapist_feed, '
           'name="therapist_feed"),')
    s.bash("icalcurl", "curl -s http://localhost:8000/ical/$(python manage.py shell -c \"from bookings.models "
           "import Therapist; print(Therapist.objects.get(pk=2).feed_token)\").ics | head -12",
           "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:ics.py - http://git.io/lLljaA\nBEGIN:VEVENT\nDTSTART:20270917T"
           "100000Z\nDURATION:PT45M\nSUMMARY:S.O. - Follow-up\nUID:appt-7@cliniq\nEND:VEVENT\nEND:VCALENDAR")
    s.bash(None, "make lint", "All checks passed!\n31 files already formatted")
    s.bash("commit5", "git add -A && git commit -m 'bookings: reminder times in Dublin time; therapist iCal feed'",
           "[main 4be2f90] bookings: reminder times in Dublin time; therapist iCal feed\n 9 files changed, "
           "131 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("incident", "Urgent: Aisling rang at 09:40. A patient, Sinead, cancelled her Thursday 10:30 with Colm "
             "on Saturday and this morning tried to book the same slot again: the site showed 'Server Error (500)'. "
             "Two more patients hit the same thing over the weekend.")
    s.bash("dupfail2", "render logs --resources srv-cr8q1 --tail 40 | grep -B2 -A6 Traceback",
           "Internal Server Error: /book/book/\nTraceback (most recent call last):\n  File \"/opt/render/project/src/"
           "bookings/views.py\", line 35, in book_slot\n    appt = form.save()\n  ...\ndjango.db.utils."
           "IntegrityError: duplicate key value violates unique constraint \"bookings_appointment_therapist_start_"
           "uniq\"\nDETAIL:  Key (therapist_id, start)=(2, 2027-09-23 09:30:00+00) already exists.")
    s.bash("dupcheck", "render psql cliniq-db -c \"select id, patient_id, status, start from bookings_appointment "
           "where therapist_id=2 and start='2027-09-23 09:30+00'\"",
           " id | patient_id |  status   |         start\n----+------------+-----------+------------------------\n"
           " 41 |         17 | cancelled | 2027-09-23 09:30:00+00\n(1 row)")
    s.prompt("dupwhy2", "Same IntegrityError as the factory one two weeks ago, but a different cause: cancelling "
             "only sets status='cancelled' and keeps the row, the unique constraint on (therapist, start) still "
             "counts it, while free_slots() excludes cancelled rows and offers the slot again. Make the constraint "
             "ignore cancelled appointments. And from now on, for any production bug: first a regression test "
             "that reproduces it, see it fail, then the fix.")
    s.write("regtest", "bookings/tests/test_rebook.py", "import pytest\nfrom bookings.models import Appointment\n"
            "from tests.factories import AppointmentFactory, PatientFactory\n\n\n@pytest.mark.django_db\n"
            "def test_cancelled_slot_can_be_booked_again(client_logged_in):\n    old = AppointmentFactory(status="
            "Appointment.Status.CANCELLED)\n    resp = client_logged_in.post('/book/book/', {'therapist': "
            "old.therapist_id, 'start': old.start.isoformat()})\n    assert resp.status_code == 200\n")
    s.bash(None, "pytest -q bookings/tests/test_rebook.py", "F\nE   django.db.utils.IntegrityError: duplicate key value "
           "violates unique constraint \"bookings_appointment_therapist_start_uniq\"\n1 failed in 0.84s", code=1)
    s.edit("dupfix2", "bookings/models.py",
           '            models.UniqueConstraint(fields=["therapist", "start"], name="bookings_appointment_therapist_'
           'start_uniq"),',
           '            models.UniqueConstraint(\n                fields=["therapist", "start"],\n                '
           'condition=~models.Q(status="cancelled"),\n                name="bookings_appointment_active_slot_uniq",\n'
           '            ),')
    s.bash("migrate3", "python manage.py makemigrations bookings -n active_slot_unique && python manage.py migrate",
           "Migrations for 'bookings':\n  bookings/migrations/0003_active_slot_unique.py\n    - Remove constraint "
           "bookings_appointment_therapist_start_uniq from model appointment\n    + Create constraint "
           "bookings_appointment_active_slot_uniq on model appointment\nRunning migrations:\n  Applying "
           "bookings.0003_active_slot_unique... OK")
    s.bash("test6", "make test", ok(14, "3.10"))
    s.lesson("lesson2", "A duplicate-key IntegrityError on the therapist+start constraint has had two different "
             "causes: test factories giving every appointment the same start, and cancelled rows still covered "
             "by the unique constraint. Check the status of the colliding row before touching the constraint; "
             "the constraint is now partial (ignores cancelled).", "rebooking a cancelled slot gave a 500")
    s.bash("deploy6", "git add -A && git commit -qm 'bookings: cancelled appointments no longer block their slot' "
           "&& git push && render deploys list srv-cr8q1 | head -1",
           "dep-crc41  live  2027-09-20 10:20  e81a4c2 bookings: cancelled appointments no longer block their slot")
    s.bash(None, "curl -s -o /dev/null -w '%{http_code}' https://cliniq-web.onrender.com/book/", "200")
    s.prompt("tellaisling", "Deployed at 10:20. Draft me a two-line note for Aisling that the rebooking bug is fixed "
             "and the three patients can book again now.")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("clinician", "Maeve is hiring Jonas Weber, a sports massage therapist, from October, and she doesn't "
             "want the site to call everybody a therapist or a physio. Rename the Therapist model to Clinician "
             "everywhere (model, admin, templates, URLs, factories), keeping the data. Don't squash or hand-edit "
             "migrations, ever: let makemigrations detect the rename.")
    s.grep("grepther", "Therapist", ["bookings/models.py", "bookings/admin.py", "bookings/views.py",
                                     "bookings/rules.py", "bookings/ical.py", "bookings/tasks.py",
                                     "tests/factories.py", "templates/bookings/book.html"])
    s.edit("renamemodel", "bookings/models.py", "class Therapist(models.Model):\n    \"\"\"A physiotherapist who "
           "takes appointments; linked to a staff user for the admin.\"\"\"",
           "class Clinician(models.Model):\n    \"\"\"Anyone who takes appointments (physiotherapist, sports "
           "massage therapist); linked to a staff user.\"\"\"")
    s.bash("renamemig", "python manage.py makemigrations bookings", "Was the model bookings.Therapist renamed to "
           "Clinician? [y/N] y\nWas the field bookings.Appointment.therapist renamed to "
           "bookings.Appointment.clinician (a ForeignKey)? [y/N] y\nMigrations for 'bookings':\n  bookings/"
           "migrations/0004_rename_therapist_clinician.py\n    ~ Rename model Therapist to Clinician\n    ~ Rename "
           "field therapist on appointment to clinician")
    s.bash("renamesed", "grep -rl 'therapist' bookings templates tests --include='*.py' --include='*.html' | xargs "
           "sed -i 's/Therapist/Clinician/g; s/therapist/clinician/g' && git diff --stat | tail -1",
           " 13 files changed, 71 insertions(+), 71 deletions(-)")
    s.edit("urlrename", "bookings/urls.py", '    path("book/", views.book_slot, name="book_slot"),',
           '    path("new/", views.create_booking, name="booking_create"),')
    s.bash("urlfail", "make test", ".....E..........\nE   django.urls.exceptions.NoReverseMatch: Reverse for "
           "'book_slot' not found. 'book_slot' is not a valid view function or pattern name.\n  templates/"
           "bookings/partials/_slots.html, line 3\n1 error, 15 passed in 3.51s", code=2)
    s.edit("urlfix", "templates/bookings/partials/_slots.html", "hx-post=\"{% url 'bookings:book_slot' %}\"",
           "hx-post=\"{% url 'bookings:booking_create' %}\"")
    s.prompt("policy48", "News from Maeve: 6 late cancellations in the first week, two of them an hour before. From "
             "1 October free online cancellation ends 48 hours before the appointment (not 24), and the late "
             "cancellation fee goes up to EUR 35. Update the site text and the rule.")
    s.edit("policyedit", "bookings/models.py", '        """Free cancellation until 24 hours before the start (the '
           'practice\'s policy)."""\n        now = now or timezone.now()\n        return self.start - now >= '
           'timedelta(hours=24)', '        """Free cancellation until FREE_CANCEL_HOURS (48) before the start."""\n'
           '        now = now or timezone.now()\n        return self.start - now >= timedelta(hours=settings.'
           'FREE_CANCEL_HOURS)')
    s.remember("mempolicy2", "Cancellation policy changed (Maeve, 22 Sep, effective 1 October): free online "
               "cancellation until 48 hours before the appointment; later cancellations and no-shows may be "
               "charged EUR 35. Setting FREE_CANCEL_HOURS = 48. Replaces the 24-hour / EUR 30 rule.",
               "cancellation policy (current)", "decision")
    s.prompt("emailfallback", "Some older patients have only a landline. If a patient has no mobile number, send the "
             "reminder by email instead. Since it's not only SMS any more, rename the task to "
             "send_appointment_reminder.")
    s.edit("taskrename", "bookings/tasks.py", "@shared_task(bind=True, max_retries=3, default_retry_delay=300)\n"
           "def send_sms_reminder(self, appointment_id):\n    \"\"\"Texts the patient about one appointment; skipped "
           "if cancelled or already reminded.\"\"\"",
           "@shared_task(bind=True, max_retries=3, default_retry_delay=300)\ndef send_appointment_reminder(self, "
           "appointment_id):\n    \"\"\"Reminds the patient of one appointment: SMS to a mobile, otherwise email; "
           "skipped if cancelled or already reminded.\"\"\"")
    s.bash("test7", "make test", ok(17, "3.62"))
    s.bash(None, "make lint", "All checks passed!\n34 files already formatted")
    s.bash("commit7", "git add -A && git commit -m 'bookings: Therapist -> Clinician, booking_create URL, 48h "
           "cancellation, email reminders'", "[main 5d2e7b8] bookings: Therapist -> Clinician, booking_create URL, "
           "48h cancellation, email reminders\n 21 files changed, 164 insertions(+), 98 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("fly", "The first Render invoice came: USD 64 for the month (web, worker, Redis, Postgres), and Maeve's "
             "budget for the whole thing is EUR 30. Let's move to Fly.io: one small machine in Amsterdam running "
             "the web and worker process groups, Fly Postgres, and Upstash Redis through fly. Today, it's Monday.")
    s.bash("flylaunch", "fly launch --no-deploy --name cliniq --region ams --no-db", "Scanning source code\n"
           "Detected a Django app\nCreated app 'cliniq' in organization 'personal'\nAdmin URL: https://fly.io/apps/"
           "cliniq\nHostname: cliniq.fly.dev\nWrote config file fly.toml")
    s.write("flytoml", "fly.toml", FLY_TOML)
    s.write("dockerfile", "Dockerfile", "FROM python:3.12-slim\nENV PYTHONUNBUFFERED=1 PIP_NO_CACHE_DIR=1\n"
            "WORKDIR /app\nCOPY requirements.txt .\nRUN pip install -r requirements.txt\nCOPY . .\nADD https://github."
            "com/tailwindlabs/tailwindcss/releases/download/v3.4.10/tailwindcss-linux-x64 /usr/local/bin/tailwindcss\n"
            "RUN chmod +x /usr/local/bin/tailwindcss && tailwindcss -i static/src/app.css -o static/css/app.css "
            "--minify && DJANGO_SECRET_KEY=build python manage.py collectstatic --no-input\nEXPOSE 8000\n")
    s.bash("procmv", "mkdir -p ops && git mv Procfile ops/Procfile && git rm -q render.yaml build.sh && git status "
           "--short", "R  Procfile -> ops/Procfile\nD  build.sh\nD  render.yaml",
           desc="Procfile is only for running web+worker locally with honcho now; Render files go")
    s.edit(None, "Makefile", ".PHONY: dev test lint fmt migrate css\n\ndev:\n\tpython manage.py runserver "
           "0.0.0.0:8000", ".PHONY: dev test lint fmt migrate css\n\ndev:\n\thoncho -f ops/Procfile start")
    s.bash("flypg", "fly postgres create --name cliniq-db --region ams --vm-size shared-cpu-1x --volume-size 1 "
           "--initial-cluster-size 1 && fly postgres attach cliniq-db --app cliniq",
           "Creating postgres cluster cliniq-db in organization personal\n...\nPostgres cluster cliniq-db created\n"
           "The following secret was added to cliniq:\n  DATABASE_URL=postgres://cliniq:****@cliniq-db.flycast:"
           "5432/cliniq?sslmode=disable")
    s.bash("flyredis", "fly redis create --name cliniq-redis --region ams --no-replicas --plan free",
           "Your Upstash Redis database cliniq-redis is ready.\nRedis URL: redis://default:****@fly-cliniq-redis."
           "upstash.io:6379\n")
    s.bash("flyfail", "fly deploy", "==> Building image\n...\nRunning cliniq release_command: python manage.py "
           "migrate --noinput\n  django.core.exceptions.ImproperlyConfigured: Set the DJANGO_SECRET_KEY environment "
           "variable\nError: release command failed - aborting deployment. error release_command machine "
           "3d8d9e1b exited with non-zero status of 1", code=1)
    s.prompt("flywhy", "Of course: Render generated DJANGO_SECRET_KEY for us (generateValue in the blueprint) and "
             "the Twilio keys were set in its dashboard. None of that came along. fly.toml [env] is for public "
             "values only, so put the secrets in with fly secrets set (and REDIS_URL too).")
    s.bash("flyfix", "fly secrets set DJANGO_SECRET_KEY=\"$(python -c 'import secrets;print(secrets.token_urlsafe(50))"
           "')\" TWILIO_ACCOUNT_SID=AC5f... TWILIO_AUTH_TOKEN=... SMS_BACKEND=bookings.sms.TwilioBackend "
           "REDIS_URL=redis://default:...@fly-cliniq-redis.upstash.io:6379", "Secrets are staged for the first "
           "deployment")
    s.bash("dbmove", "pg_dump -Fc \"$RENDER_DATABASE_URL\" > /tmp/cliniq.dump && fly proxy 15432:5432 -a cliniq-db & "
           "sleep 3 && pg_restore --no-owner -d postgres://cliniq:...@localhost:15432/cliniq /tmp/cliniq.dump",
           "", desc="Copy the Render database (43 appointments, 29 patients) into Fly Postgres")
    s.bash("flyok", "fly deploy", "==> Building image\n...\nRunning cliniq release_command: python manage.py migrate "
           "--noinput\n  No migrations to apply.\nUpdating existing machines in 'cliniq' with rolling strategy\n"
           "  [1/2] Machine 9185e2f7 [web] update succeeded\n  [2/2] Machine 48ed3a1c [worker] update succeeded\n"
           "Visit your newly deployed app at https://cliniq.fly.dev/")
    s.bash("flycert", "fly certs add book.harboursidephysio.ie", "Your certificate for book.harboursidephysio.ie is "
           "being issued. Add a CNAME record: book -> cliniq.fly.dev")
    s.remember("memfly", "Deployment moved from Render to Fly.io on Mon 27 Sep (Render cost USD 64/month, budget EUR "
               "30). App 'cliniq' in ams: process groups web (gunicorn 2 workers) and worker (celery -B) on "
               "shared-cpu-1x 512 MB; Fly Postgres cliniq-db (attached, DATABASE_URL), Upstash Redis cliniq-redis. "
               "Secrets via `fly secrets set`, never in fly.toml. URL https://book.harboursidephysio.ie (also "
               "cliniq.fly.dev). Render services to be deleted after a week.", "deployment on Fly.io", "fact")
    s.bash("commit8", "git add -A && git commit -m 'deploy: move from Render to Fly.io; Procfile to ops/ for "
           "local honcho'", "[main a90c3f4] deploy: move from Render to Fly.io; Procfile to ops/ for local honcho\n"
           " 6 files changed, 61 insertions(+), 49 deletions(-)\n rename Procfile => ops/Procfile (100%)")
    s.stop()
    s.end()


CALENDAR_PY = '''"""A clinician's private calendar feed (subscribe from Google Calendar or Outlook), built with icalendar."""
from datetime import timedelta

from django.http import Http404, HttpResponse
from django.utils import timezone
from icalendar import Calendar, Event, Timezone

from bookings.models import Clinician

DUBLIN = "Europe/Dublin"


def clinician_feed(request, token):
    """Booked appointments of one clinician from 14 days ago on, with TZID=Europe/Dublin times."""
    try:
        clinician = Clinician.objects.get(feed_token=token, active=True)
    except Clinician.DoesNotExist:
        raise Http404("unknown feed")
    cal = Calendar()
    cal.add("prodid", "-//Harbourside Physio//cliniq//EN")
    cal.add("version", "2.0")
    cal.add("x-wr-calname", f"{clinician.display_name} - Harbourside")
    cal.add("x-wr-timezone", DUBLIN)
    cal.add_component(Timezone.from_tzid(DUBLIN))
    since = timezone.now() - timedelta(days=14)
    qs = clinician.appointments.filter(start__gte=since, status="booked").select_related("patient")
    for appt in qs:
        ev = Event()
        ev.add("uid", f"appt-{appt.pk}@cliniq")
        ev.add("summary", f"{appt.patient.initials} - {appt.get_kind_display()}")
        ev.add("dtstart", timezone.localtime(appt.start))
        ev.add("dtend", timezone.localtime(appt.end))
        ev.add("dtstamp", timezone.now())
        cal.add_component(ev)
    resp = HttpResponse(cal.to_ical(), content_type="text/calendar; charset=utf-8")
    resp["Content-Disposition"] = f'inline; filename="{clinician.pk}.ics"'
    return resp
'''


def s9(s):
    s.start()
    s.prompt("icalbug", "Colm says his subscribed calendar in Outlook shows every appointment an hour late (the "
             "10:30 shows at 11:30), Maeve's Google Calendar too. The site itself is right.")
    s.bash("icalcheck", "curl -s https://book.harboursidephysio.ie/ical/$COLM_TOKEN.ics | grep -A2 'appt-52'",
           "DTSTART:20270930T103000Z\nDURATION:PT45M\nUID:appt-52@cliniq",
           desc="Appointment 52 is 10:30 Dublin time (09:30 UTC), but the feed says 10:30Z")
    s.read("icalread", "bookings/ical.py", ICAL_PY.replace("Therapist", "Clinician").replace("therapist",
                                                                                             "clinician"))
    s.prompt("icalwhy", "So we convert to Dublin time and then strip the timezone (replace(tzinfo=None)), and "
             "ics.py treats the naive time as UTC and writes a Z: 10:30 local becomes 10:30 UTC, which is 11:30 "
             "for everyone subscribed. ics.py 0.7 can't write a VTIMEZONE and the "
             "project looks half-abandoned. Switch the feed to the `icalendar` package with proper "
             "TZID=Europe/Dublin times, and while you're at it move it into bookings/feeds/.")
    s.bash("icalswap", "pip uninstall -y ics arrow tatsu && pip install 'icalendar==5.0.13' && pip freeze | grep -i "
           "ical", "Successfully uninstalled ics-0.7.2\nSuccessfully installed icalendar-5.0.13\nicalendar==5.0.13")
    s.prompt("pinning", "Keep requirements.txt pinned with exact == versions, always; no >= or ~= ranges in there.")
    s.bash("icalmv", "mkdir -p bookings/feeds && touch bookings/feeds/__init__.py && git mv bookings/ical.py "
           "bookings/feeds/calendar.py", "")
    s.write("icalnew", "bookings/feeds/calendar.py", CALENDAR_PY)
    s.edit("feedurl", "cliniq/urls.py", '    path("ical/<str:token>.ics", ical.clinician_feed, '
           'name="clinician_feed"),', '    path("calendar/<str:token>.ics", calendar.clinician_feed, '
           'name="clinician_feed"),\n    # old subscriptions (Colm, Maeve) keep working\n    path("ical/<str:token>'
           '.ics", RedirectView.as_view(pattern_name="clinician_feed", permanent=True)),')
    s.bash("icaltestfail", "make test", "....E.............\nImportError while importing test module '/home/rhian/src/"
           "cliniq/bookings/tests/test_feed.py'.\nE   ModuleNotFoundError: No module named 'bookings.ical'\n"
           "1 error, 17 passed in 3.70s", code=2)
    s.edit("icaltestfix", "bookings/tests/test_feed.py", "from bookings.ical import clinician_feed",
           "from bookings.feeds.calendar import clinician_feed")
    s.edit(None, "bookings/tests/test_feed.py", '    assert "DTSTART:20270930T093000Z" in body',
           '    assert "DTSTART;TZID=Europe/Dublin:20270930T103000" in body\n    assert "BEGIN:VTIMEZONE" in body')
    s.bash("test9", "make test", ok(18, "3.81"))
    s.lesson("lesson3", "Calendar feeds: never write naive or Z times for local appointments; emit "
             "DTSTART;TZID=Europe/Dublin with a VTIMEZONE block (icalendar does it, ics.py 0.7 could not). Check a "
             "subscribed feed in Outlook and Google after any change to time handling.",
             "clinician calendar feed an hour off in Outlook and Google Calendar")
    s.bash("deploy9", "git add -A && git commit -qm 'bookings: calendar feed with icalendar and TZID times, moved "
           "to feeds/' && fly deploy --strategy rolling | tail -2", "  [2/2] Machine 48ed3a1c [worker] update "
           "succeeded\nVisit your newly deployed app at https://cliniq.fly.dev/")
    s.bash("icalok", "curl -sL https://book.harboursidephysio.ie/ical/$COLM_TOKEN.ics | grep -A1 'BEGIN:VEVENT' | "
           "head -3; curl -sI https://book.harboursidephysio.ie/ical/$COLM_TOKEN.ics | head -2",
           "BEGIN:VEVENT\nDTSTART;TZID=Europe/Dublin:20270930T103000\n--\nHTTP/2 301\nlocation: /calendar/"
           "Jx2...Q.ics")
    s.stop()
    s.end()


SEED_PY = '''"""Demo data for the staff demo: three clinicians with availability and a week of bookings."""
from django.core.management.base import BaseCommand

from tests.factories import AppointmentFactory, ClinicianFactory, PatientFactory


class Command(BaseCommand):
    help = "Creates demo clinicians, patients and appointments (refuses to run if real patients exist)."

    def add_arguments(self, parser):
        parser.add_argument("--force", action="store_true")

    def handle(self, *args, **opts):
        ...
'''


def s10(s):
    s.start()
    s.prompt("demo", "Tomorrow (Friday) at 8am Maeve shows the booking site to the whole staff at their team "
             "meeting, on the big screen. Since we don't deploy on Fridays, everything must be live today before "
             "four. I need demo data: a demo clinician 'Jonas (demo)' and a few fake patients, never touching the "
             "real ones.")
    s.write("seed", "bookings/management/commands/seed_demo.py", SEED_PY)
    s.bash(None, "python manage.py seed_demo", "Created 1 clinician, 8 patients, 14 appointments (demo).")
    s.bash(None, "make test", ok(19, "3.95"))
    s.prompt("csrfbug", minutes=140, text="Aisling just tried the real domain: on book.harboursidephysio.ie "
             "clicking a time slot does nothing at all. On cliniq.fly.dev it works. Browser network tab shows a "
             "403 on the POST.")
    s.bash("csrffail", "fly logs -a cliniq --no-tail | grep -i forbidden | tail -3",
           "2027-09-30T12:58:41Z app[9185e2f7] ams [info] Forbidden (Origin checking failed - "
           "https://book.harboursidephysio.ie does not match any trusted origins.): /book/new/\n"
           "2027-09-30T12:59:05Z app[9185e2f7] ams [info] Forbidden (Origin checking failed - "
           "https://book.harboursidephysio.ie does not match any trusted origins.): /book/new/")
    s.prompt("csrfwhy", "The HTMX POST sends the CSRF token fine; it's Django's Origin check. Behind Fly's proxy the "
             "request looks like plain http, so the https Origin of the custom domain doesn't match. Set "
             "SECURE_PROXY_SSL_HEADER and list the custom domain in CSRF_TRUSTED_ORIGINS, read from the env.")
    s.edit("csrffix", "cliniq/settings.py", 'ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["localhost", '
           '"127.0.0.1"])', 'ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["localhost", "127.0.0.1"])\n'
           'CSRF_TRUSTED_ORIGINS = env.list("CSRF_TRUSTED_ORIGINS", default=[])\nSECURE_PROXY_SSL_HEADER = '
           '("HTTP_X_FORWARDED_PROTO", "https")')
    s.edit(None, "fly.toml", '  SITE_URL = "https://book.harboursidephysio.ie"',
           '  SITE_URL = "https://book.harboursidephysio.ie"\n  CSRF_TRUSTED_ORIGINS = '
           '"https://book.harboursidephysio.ie,https://cliniq.fly.dev"')
    s.bash("csrfok", "git commit -qam 'settings: trust the custom domain for CSRF behind the fly proxy' && fly "
           "deploy | tail -1 && fly ssh console -C 'python manage.py seed_demo'",
           "Visit your newly deployed app at https://cliniq.fly.dev/\nCreated 1 clinician, 8 patients, 14 "
           "appointments (demo).", desc="Deploy at about 14:15 Irish time and seed the demo data in production")
    s.prompt(None, "Aisling confirms booking works on the real domain now, and the demo clinician shows up.")
    s.remember("memdemo", "Staff demo Fri 1 Oct 08:00 at Harbourside's team meeting (Maeve presents). Demo data from "
               "`python manage.py seed_demo` (clinician 'Jonas (demo)', 8 fake patients, 14 appointments; refuses "
               "to run if real patients would be touched without --force). Last deploy before the demo: Thu 30 Sep "
               "about 14:15 (CSRF fix for the custom domain). Remove the demo data with `seed_demo --purge` after.",
               "staff demo", "procedure")
    s.bash("commit10", "git add -A && git commit -m 'bookings: seed_demo command for the staff demo'",
           "[main 0be6d18] bookings: seed_demo command for the staff demo\n 4 files changed, 96 insertions(+)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-09-06T09:15:00", "0a11c3e4-51d2-4f60-9a01-6b7c8d900101", s1),   # Mon
    ("s2", "2027-09-08T10:00:00", "1b22d4f5-62e3-4071-ab12-7c8d9ea10202", s2),   # Wed
    ("s3", "2027-09-10T13:40:00", "2c33e506-73f4-4182-bc23-8d9eafb20303", s3),   # Fri
    ("s4", "2027-09-14T10:20:00", "3d44f617-8405-4293-cd34-9eafb0c30404", s4),   # Tue
    ("s5", "2027-09-16T09:30:00", "4e550728-9516-43a4-de45-afb0c1d40505", s5),   # Thu
    ("s6", "2027-09-20T08:55:00", "5f661839-a627-44b5-ef56-b0c1d2e50606", s6),   # Mon
    ("s7", "2027-09-22T14:10:00", "6077294a-b738-45c6-f067-c1d2e3f60707", s7),   # Wed
    ("s8", "2027-09-27T09:45:00", "71883a5b-c849-46d7-0178-d2e3f4070808", s8),   # Mon
    ("s9", "2027-09-29T11:15:00", "82994b6c-d95a-47e8-1289-e3f405180909", s9),   # Wed
    ("s10", "2027-09-30T10:30:00", "93aa5c7d-ea6b-48f9-239a-f40516291010", s10),  # Thu
]

#: When the questions are asked: Monday morning after the demo (Friday 1 October).
ASKED_AT = "2027-10-04T08:30:00Z"
