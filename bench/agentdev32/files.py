"""Whole files the agent reads and writes in the cliniq history (kept apart from sessions.py for size)."""
from __future__ import annotations

SETTINGS_PY = '''"""Django settings for cliniq: one module, configured from the environment (django-environ)."""
from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env(DEBUG=(bool, False))
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env("DEBUG")
ALLOWED_HOSTS = env.list("ALLOWED_HOSTS", default=["localhost", "127.0.0.1"])

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.sites",
    "django_htmx",
    "bookings",
    "patients",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
]

ROOT_URLCONF = "cliniq.urls"
WSGI_APPLICATION = "cliniq.wsgi.application"
SITE_ID = 1

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {"default": env.db("DATABASE_URL", default="postgres://cliniq:cliniq@localhost:5432/cliniq")}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 10}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

LANGUAGE_CODE = "en-ie"
TIME_ZONE = "Europe/Dublin"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATIC_ROOT = BASE_DIR / "staticfiles"
STATICFILES_DIRS = [BASE_DIR / "static"]
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedManifestStaticFilesStorage"},
}

# Booking rules (see bookings/rules.py)
SLOT_MINUTES = 45
OPENING_HOURS = {"mon-fri": ("08:00", "19:00"), "sat": ("09:00", "13:00")}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env("LOG_LEVEL", default="INFO")},
}
'''

MODELS_PY = '''"""The booking domain: therapists, their weekly availability, and appointments."""
from datetime import timedelta

from django.conf import settings
from django.db import models
from django.utils import timezone


class Therapist(models.Model):
    """A physiotherapist who takes appointments; linked to a staff user for the admin."""

    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="therapist")
    display_name = models.CharField(max_length=80)
    specialties = models.CharField(max_length=200, blank=True)
    active = models.BooleanField(default=True)

    class Meta:
        ordering = ["display_name"]

    def __str__(self):
        return self.display_name


class Availability(models.Model):
    """One weekly block in which a therapist can be booked (e.g. Tuesdays 08:00-13:00)."""

    therapist = models.ForeignKey(Therapist, on_delete=models.CASCADE, related_name="availability")
    weekday = models.PositiveSmallIntegerField(choices=[(i, d) for i, d in enumerate("MTWTFSS")])
    start_time = models.TimeField()
    end_time = models.TimeField()

    class Meta:
        ordering = ["therapist", "weekday", "start_time"]


class Appointment(models.Model):
    """A booked slot. A therapist cannot have two appointments starting at the same moment."""

    class Status(models.TextChoices):
        BOOKED = "booked", "Booked"
        CANCELLED = "cancelled", "Cancelled"
        ATTENDED = "attended", "Attended"
        NO_SHOW = "no_show", "Did not attend"

    therapist = models.ForeignKey(Therapist, on_delete=models.PROTECT, related_name="appointments")
    patient = models.ForeignKey("patients.Patient", on_delete=models.PROTECT, related_name="appointments")
    start = models.DateTimeField()
    duration = models.DurationField(default=timedelta(minutes=45))
    kind = models.CharField(max_length=20, default="follow_up")
    status = models.CharField(max_length=12, choices=Status.choices, default=Status.BOOKED)
    notes = models.TextField(blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    reminder_sent_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["start"]
        constraints = [
            models.UniqueConstraint(fields=["therapist", "start"], name="bookings_appointment_therapist_start_uniq"),
        ]

    def __str__(self):
        return f"{self.patient} with {self.therapist} at {self.start:%Y-%m-%d %H:%M}"

    @property
    def end(self):
        return self.start + self.duration

    def can_cancel_free(self, now=None):
        """Free cancellation until 24 hours before the start (the practice's policy)."""
        now = now or timezone.now()
        return self.start - now >= timedelta(hours=24)
'''

TASKS_PY = '''"""Celery tasks for appointment reminders: one SMS the day before, sent through Twilio."""
import logging
from datetime import timedelta

from celery import shared_task
from django.conf import settings
from django.utils import timezone
from twilio.base.exceptions import TwilioRestException
from twilio.rest import Client

from bookings.models import Appointment

log = logging.getLogger(__name__)

REMINDER_TEXT = (
    "Hi {first_name}, a reminder of your physio appointment with {therapist} on {when}. "
    "To cancel or move it, visit {link}. Harbourside Physio"
)


def _client():
    return Client(settings.TWILIO_ACCOUNT_SID, settings.TWILIO_AUTH_TOKEN)


@shared_task(bind=True, max_retries=3, default_retry_delay=300)
def send_sms_reminder(self, appointment_id):
    """Texts the patient about one appointment; skipped if cancelled or already reminded."""
    appt = Appointment.objects.select_related("patient", "therapist").get(pk=appointment_id)
    if appt.status != Appointment.Status.BOOKED or appt.reminder_sent_at:
        return "skipped"
    body = REMINDER_TEXT.format(
        first_name=appt.patient.first_name,
        therapist=appt.therapist.display_name,
        when=appt.start.strftime("%a %d %b, %H:%M"),
        link=f"{settings.SITE_URL}/b/{appt.patient.manage_token}/",
    )
    try:
        _client().messages.create(to=appt.patient.phone, from_=settings.TWILIO_FROM, body=body)
    except TwilioRestException as exc:
        log.warning("twilio failed for appointment %s: %s", appointment_id, exc)
        raise self.retry(exc=exc)
    appt.reminder_sent_at = timezone.now()
    appt.save(update_fields=["reminder_sent_at"])
    return "sent"


@shared_task
def queue_tomorrows_reminders():
    """Run by celery beat every 15 minutes: queues reminders for appointments 23-24 hours away."""
    now = timezone.now()
    due = Appointment.objects.filter(
        status=Appointment.Status.BOOKED,
        reminder_sent_at__isnull=True,
        start__gte=now + timedelta(hours=23),
        start__lt=now + timedelta(hours=24),
    )
    for appt_id in due.values_list("id", flat=True):
        send_sms_reminder.delay(appt_id)
    return due.count()
'''

VIEWS_PY = '''"""Booking views: the slot picker (HTMX partials) and the booking form."""
from datetime import date, datetime, timedelta

from django.contrib import messages
from django.db import transaction
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_GET, require_POST

from bookings.forms import BookingForm
from bookings.models import Appointment, Therapist
from bookings.rules import free_slots


def book(request):
    """The booking page: pick a therapist and a day, then a slot."""
    therapists = Therapist.objects.filter(active=True)
    return render(request, "bookings/book.html", {"therapists": therapists, "today": date.today()})


@require_GET
def slot_picker(request):
    """HTMX partial: the free slots of one therapist on one day."""
    therapist = get_object_or_404(Therapist, pk=request.GET["therapist"], active=True)
    day = date.fromisoformat(request.GET.get("day", date.today().isoformat()))
    slots = free_slots(therapist, day)
    return render(request, "bookings/partials/_slots.html",
                  {"therapist": therapist, "day": day, "slots": slots,
                   "prev_day": day - timedelta(days=1), "next_day": day + timedelta(days=1)})


@require_POST
def book_slot(request):
    """Books the chosen slot for the signed-in patient; re-renders the picker if it was taken."""
    form = BookingForm(request.POST, patient=request.user.patient)
    if not form.is_valid():
        return render(request, "bookings/partials/_form_errors.html", {"form": form}, status=422)
    with transaction.atomic():
        appt = form.save()
    messages.success(request, f"Booked: {appt.start:%a %d %b %H:%M} with {appt.therapist}")
    if request.htmx:
        response = render(request, "bookings/partials/_confirmed.html", {"appointment": appt})
        response["HX-Trigger"] = "booking-created"
        return response
    return redirect("bookings:mine")


def my_appointments(request):
    """The patient's upcoming and past appointments."""
    upcoming = request.user.patient.appointments.filter(start__gte=datetime.now()).order_by("start")
    return render(request, "bookings/mine.html", {"upcoming": upcoming})


@require_POST
def cancel(request, pk):
    appt = get_object_or_404(Appointment, pk=pk, patient=request.user.patient)
    appt.status = Appointment.Status.CANCELLED
    appt.save(update_fields=["status"])
    return render(request, "bookings/partials/_cancelled.html", {"appointment": appt})
'''

RENDER_YAML = '''services:
  - type: web
    name: cliniq-web
    runtime: python
    region: frankfurt
    plan: starter
    buildCommand: ./build.sh
    startCommand: gunicorn cliniq.wsgi:application --workers 3 --timeout 30
    envVars:
      - key: DATABASE_URL
        fromDatabase: {name: cliniq-db, property: connectionString}
      - key: REDIS_URL
        fromService: {type: redis, name: cliniq-redis, property: connectionString}
      - key: DJANGO_SECRET_KEY
        generateValue: true
      - key: PYTHON_VERSION
        value: 3.12.6
  - type: worker
    name: cliniq-worker
    runtime: python
    region: frankfurt
    plan: starter
    buildCommand: pip install -r requirements.txt
    startCommand: celery -A cliniq worker -B -l info --concurrency 2
  - type: redis
    name: cliniq-redis
    region: frankfurt
    plan: starter
    ipAllowList: []
databases:
  - name: cliniq-db
    region: frankfurt
    plan: basic-256mb
    postgresMajorVersion: "16"
'''

FLY_TOML = '''app = "cliniq"
primary_region = "ams"

[build]
  dockerfile = "Dockerfile"

[deploy]
  release_command = "python manage.py migrate --noinput"

[env]
  DJANGO_SETTINGS_MODULE = "cliniq.settings"
  ALLOWED_HOSTS = "cliniq.fly.dev,book.harboursidephysio.ie"
  SITE_URL = "https://book.harboursidephysio.ie"

[processes]
  web = "gunicorn cliniq.wsgi:application --bind 0.0.0.0:8000 --workers 2"
  worker = "celery -A cliniq worker -B -l info --concurrency 2"

[http_service]
  internal_port = 8000
  force_https = true
  auto_stop_machines = "off"
  min_machines_running = 1
  processes = ["web"]

[[vm]]
  size = "shared-cpu-1x"
  memory = "512mb"
  processes = ["web", "worker"]
'''

ICAL_PY = '''"""The therapist's private iCal feed (subscribe from Google Calendar or Outlook), built with ics.py."""
from datetime import timedelta

from django.http import Http404, HttpResponse
from django.utils import timezone
from ics import Calendar, Event

from bookings.models import Appointment, Therapist


def therapist_feed(request, token):
    """All booked appointments of one therapist from 14 days ago on, as text/calendar."""
    try:
        therapist = Therapist.objects.get(feed_token=token, active=True)
    except Therapist.DoesNotExist:
        raise Http404("unknown feed")
    since = timezone.now() - timedelta(days=14)
    cal = Calendar()
    qs = therapist.appointments.filter(start__gte=since, status="booked").select_related("patient")
    for appt in qs:
        ev = Event()
        ev.name = f"{appt.patient.initials} - {appt.get_kind_display()}"
        ev.begin = timezone.localtime(appt.start).replace(tzinfo=None)  # patients' local time
        ev.duration = appt.duration
        ev.uid = f"appt-{appt.pk}@cliniq"
        cal.events.add(ev)
    resp = HttpResponse(cal.serialize(), content_type="text/calendar; charset=utf-8")
    resp["Content-Disposition"] = f'inline; filename="{therapist.pk}.ics"'
    return resp
'''

MAKEFILE = '''.PHONY: dev test lint fmt migrate css

dev:
\tpython manage.py runserver 0.0.0.0:8000

test:
\tpytest -q --reuse-db

lint:
\truff check . && ruff format --check .

fmt:
\truff format . && ruff check --fix .

migrate:
\tpython manage.py migrate

css:
\tnpx tailwindcss -i static/src/app.css -o static/css/app.css --minify
'''
