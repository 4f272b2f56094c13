"""The 70 questions about the dockpulse history, asked on Monday 5 July 2027 (see README.md).

Written blind and committed before the set was first scored. Each names the markers of the items that
answer it (`gold`) and, for a renamed or reversed thing, the items of the old state (`stale`). Dates in
{day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py. The temporal questions about a whole day
name every item of that day's session that has a named marker (the `nNN` items are routine noise:
git status, fmt/clippy runs, SessionStart/Stop/SessionEnd).
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from _agentset import build_items
from sessions import SESSIONS


def _day(sid: str) -> list[str]:
    items = build_items([x for x in SESSIONS if x[0] == sid], "/home/mirela/src/dockpulse", "/t")
    return [i["marker"] for i in items if not re.fullmatch(r"s\d+\.n\d\d", i["marker"])]


S1, S2, S4, S6, S7, S8, S9, S10, S11 = (_day(s) for s in ("s1", "s2", "s4", "s6", "s7", "s8", "s9", "s10", "s11"))

FACT = [
    ("Which port does the HTTP server of the service listen on?",
     ["s1.main1", "s1.commit1", "s2.firstrun", "s5.dockerfile", "s5.deploy1", "s5.health1", "s5.memdeploy",
      "s8.deploy030", "s8.ready030"]),
    ("What number gets called when the critical alert escalates to on-call?", ["s7.alerts", "s7.memalerts"]),
    ("How big were the raw readings before and after TimescaleDB compressed them?",
     ["s7.compressstats", "s7.compressnote"]),
    ("How large was the container image the first time it built without errors?", ["s5.buildok"]),
    ("What was the public IP of the Hetzner machine we deployed to first?",
     ["s5.hcloud", "s5.memdeploy", "s5.deploy1", "s5.health1"]),
    ("How many times did the offline alarm fire over the weekend before the committee demo?",
     ["s8.demoweek", "s8.alertcount"]),
    ("Which Mosquitto version was the broker upgraded to when it got restarted?", ["s4.qos1"]),
    ("What host and port does the city's database that we moved to live on?", ["s10.k8s", "s11.memk8s"]),
    ("How long did the morning outage last and how many stations looked offline on the map?",
     ["s9.incnote", "s9.incident"]),
    ("Below what voltage does a docking station raise a low battery warning?",
     ["s7.alerts", "s7.alertsyaml", "s7.memalerts"]),
]

DECISION = [
    ("Why did we start having the broker hold on to messages for us while we're disconnected?",
     ["s4.qos1", "s4.cleansession", "s4.commit4"]),
    ("Why don't we throw away old raw readings after three months any more?", ["s7.rawkeep", "s7.noretention"]),
    ("Why are we leaving the Hetzner server for the municipality's cluster?", ["s10.k8s", "s11.memk8s"]),
    ("Why were schema changes taken out of the application's boot sequence?",
     ["s10.migjob", "s10.migrace", "s10.lessonmig", "s10.nomigstart", "s10.commit10"]),
    ("Why does the broker split the station messages between the pods instead of giving each pod all of them?",
     ["s10.sharedsub", "s10.shareedit", "s11.memk8s"]),
    ("Why did writing a reading that already exists become a silent no-op?",
     ["s4.dupwhy1", "s4.dupfix1", "s4.commit4"]),
    ("Why was the TimescaleDB compression job moved to the middle of the night?",
     ["s9.why9", "s9.jobsql", "s9.incnote", "s9.hotfix031"]),
    ("What was the reasoning for running everything on one virtual machine at the start?", ["s1.vmplan"]),
    ("Why did the map endpoints get new names and a version prefix?", ["s6.apirename", "s6.commit6"]),
    ("Why did we originally go with fire-and-forget delivery for the station reports?",
     ["s2.ingest", "s2.memingest"]),
]

ERROR = [
    ("Why did the ingester on my laptop keep getting thrown off the broker that first weekend?",
     ["s3.reconnect1", "s3.brokerlog", "s3.reconnectwhy1", "s3.clientid", "s3.lessonA"]),
    ("Why did the test for parsing a station message choke on the time field?",
     ["s2.decodefail", "s2.decodewhy", "s2.decodefix"]),
    ("Why did the batch writer die on a unique constraint after I restarted it?",
     ["s4.dupkey1", "s4.dupwhy1", "s4.dupfix1"]),
    ("Why did the image build stop with a complaint about missing cached query data?",
     ["s5.buildfail", "s5.sqlxwhy", "s5.sqlxprepare", "s5.lessonsqlx"]),
    ("What made the API test fail right after the endpoints were renamed?", ["s6.apifail", "s6.apitestfix"]),
    ("Why did one of the two staging pods keep restarting on the first cluster rollout?",
     ["s10.migrace", "s10.migjob", "s10.lessonmig"]),
    ("Why was I refused permission when applying the manifests to staging?", ["s10.forbidden", "s10.rbac"]),
    ("Why wouldn't the production pods start during the cutover?",
     ["s11.crashprod", "s11.secretkeys", "s11.secretwhy", "s11.secretfix", "s11.lessonsecret"]),
    ("What caused the lag page on the morning of {day:2027-06-23}?",
     ["s9.incident", "s9.journal9", "s9.pgactivity", "s9.why9", "s9.splitfix", "s9.lessonB", "s9.incnote"]),
    ("Why was every station missing from the chart for a few minutes on the afternoon of {day:2027-06-08}?",
     ["s4.qos1", "s4.gapcheck"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-06-03}?", S2),
    ("What did we work on {mday:2027-06-15}?", S6),
    ("What did we get done on the Monday of the demo week?", S8),
    ("What happened the day before the committee demo?", S9),
    ("What did we work on the day after the demo?", S10),
    ("When did the service first go onto a real server?",
     ["s5.deploy", "s5.hcloud", "s5.deploy1", "s5.health1", "s5.memdeploy", "s5.commit5"]),
    ("What did we do last Tuesday?", S11),
    ("What did we do on the Thursday after the first server deploy?", S7),
    ("What did we do in the very first session of the project?", S1),
    ("What did we do on the Wednesday before the first deploy?", S4),
]

MULTIHOP = [
    ("The bug behind the {day:2027-06-23} outage: which release shipped its fix?",
     ["s9.hotfix031", "s9.deploy031", "s9.incnote", "s9.splitfix"]),
    ("The broker dropped our connection in a loop twice: what was behind each of the two?",
     ["s3.reconnectwhy1", "s3.lessonA", "s3.brokerlog", "s9.why9", "s9.lessonB", "s9.incnote"]),
    ("Twice something crashed on a duplicate key: which constraint was hit each time, and why?",
     ["s4.dupkey1", "s4.dupwhy1", "s10.migrace", "s10.migjob", "s10.lessonmig"]),
    ("The client id change we made after the weekend errors: does it still hold up with two pods?",
     ["s3.clientid", "s3.reconnectwhy1", "s10.sharedsub"]),
    ("Which release first shipped the versioned occupancy route, and on which day did it go out?",
     ["s8.changelog", "s8.release030", "s8.memrelease", "s8.deploy030"]),
    ("The alert that paged Anders during the outage: what is its threshold and who does it call?",
     ["s7.alerts", "s7.alertsyaml", "s7.memalerts"]),
    ("The commit that moved the MQTT code into its own folder: what did it change about delivery guarantees?",
     ["s4.commit4", "s4.qosedit", "s4.cleansession", "s4.qos1"]),
    (("The unit file we parked in a legacy folder on cutover day: which machine did it run on, and when does that "
     "machine go away?"), ["s11.gitmvunit", "s11.memk8s", "s10.plan10", "s11.nextplans", "s5.memdeploy"]),
    ("How much did the raw data shrink under compression, and whose request made us keep all of it?",
     ["s7.compressstats", "s7.rawkeep"]),
    ("Who pushed for Kubernetes after the outage, and which namespace did we end up in?",
     ["s10.k8s", "s11.memk8s", "s11.cutover"]),
]

PREFERENCE = [
    ("How am I supposed to run the tests in this repo?", ["s1.rules", "s1.memrules"]),
    ("Is it fine to call .unwrap() inside a request handler?", ["s1.rules", "s1.memrules"]),
    ("Can I ship a production deploy on a Friday afternoon?", ["s5.nofriday", "s5.memdeploy"]),
    ("Where do I have to tell people before I ship a new version?", ["s5.nofriday", "s5.memdeploy"]),
    ("Could we move the runtime image to Alpine to make it smaller?", ["s5.imagepref"]),
    ("I changed a SQL query: what else has to go into the same commit?", ["s5.sqlxwhy", "s5.lessonsqlx"]),
    ("What should the pods' readiness check be based on?", ["s10.readypref", "s7.readyz"]),
    ("What time zone and format should timestamps in the API responses use?", ["s3.apiplan"]),
    ("Should I rename the keys in Vault so they match our environment variable names?", ["s11.secretwhy"]),
    ("How should commit messages be written here?", ["s1.memrules"]),
]

SUPERSEDED = [
    ("Which QoS level do we subscribe with now?",
     ["s4.qos1", "s4.qosedit", "s4.commit4", "s5.deploy1"],
     ["s2.ingest", "s2.memingest", "s2.mqttrs", "s2.firstrun"]),
    ("Where does the service run in production now?",
     ["s10.k8s", "s11.memk8s", "s11.cutover", "s11.rollout040", "s11.commit11", "s10.plan10"],
     ["s1.vmplan", "s5.deploy", "s5.memdeploy", "s5.hcloud"]),
    ("How do database migrations get applied now?",
     ["s10.migjob", "s10.lessonmig", "s10.migjobyaml", "s10.commit10", "s11.migprod", "s11.memk8s"],
     ["s5.deploy", "s5.migstart", "s5.memdeploy"]),
    ("What's the path of the single-station endpoint called now?",
     ["s6.apirename", "s6.routerename", "s6.apitestfix", "s6.commit6", "s8.changelog"],
     ["s3.apiplan", "s3.apirs", "s3.curlstatus"]),
    ("What is the function that parses an incoming telemetry message called now, and which file is it in?",
     ["s4.layout", "s4.renamefn", "s4.commit4", "s4.gitmv"], ["s2.mqttrs"]),
    ("How long do we keep raw telemetry now?",
     ["s7.rawkeep", "s7.noretention", "s7.commit7", "s8.changelog"], ["s6.cagg", "s6.caggsql", "s6.commit6"]),
    ("After how many minutes without a report does the station-offline alert fire now?",
     ["s8.demoweek", "s8.offline30", "s8.memrelease", "s8.changelog"], ["s7.alerts", "s7.alertsyaml", "s7.memalerts"]),
    ("Where in the repo does the systemd unit file live now?",
     ["s11.gitmvunit", "s11.cutover", "s11.commit11"], ["s5.unit", "s10.globdeploy"]),
    ("Which topic filter does the subscriber use now?",
     ["s10.sharedsub", "s10.shareedit", "s11.memk8s"], ["s2.ingest", "s2.memingest", "s2.mqttrs"]),
    ("Which version is running in production now?",
     ["s11.bump040", "s11.build040", "s11.memk8s", "s11.commit11", "s11.cutover"],
     ["s8.memrelease", "s8.release030", "s9.hotfix031", "s9.deploy031"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
