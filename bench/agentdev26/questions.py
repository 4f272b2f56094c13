"""The 70 questions about the gelenkig history, asked on Tuesday 2 November 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.gen", "s1.nosync", "s1.datasource", "s1.entity1", "s1.miggen1", "s1.tsnode", "s1.miggen2",
      "s1.migrun1", "s1.commitstyle", "s1.commit1"]
S3 = ["s3.calendar", "s3.fcinstall", "s3.calpage", "s3.ng0100", "s3.ng0100why", "s3.ng0100fix", "s3.ngpref",
      "s3.admintest", "s3.commit3"]
S4 = ["s4.rename", "s4.gitmv", "s4.renamemig", "s4.grepappt", "s4.ctrl", "s4.apitest4", "s4.cyfail", "s4.cyspec",
      "s4.cyfix", "s4.cyok", "s4.migrun4", "s4.commit4"]
S5 = ["s5.fclicense", "s5.fcremove", "s5.grid", "s5.reminders", "s5.bullinstall", "s5.reminderproc", "s5.redisfail",
      "s5.redisfix", "s5.apitest5", "s5.sms1", "s5.commit5"]
S7 = ["s7.ci", "s7.ciyml", "s7.cipush", "s7.oomwhy", "s7.oomfix", "s7.isolated", "s7.ciok", "s7.lesson2",
      "s7.throttle", "s7.throttleedit", "s7.apitest7", "s7.prpref", "s7.commit7"]
S8 = ["s8.staging", "s8.deploy1", "s8.migshow", "s8.relwhy2", "s8.globmig", "s8.migindex", "s8.relfix2", "s8.deploy2",
      "s8.lesson3", "s8.cancelfee", "s8.softdel", "s8.miggen8", "s8.nofee", "s8.stripeout", "s8.lateflag",
      "s8.apitest8", "s8.memdeploy", "s8.commit8"]
S9 = ["s9.slow", "s9.explain", "s9.idx", "s9.idxmig", "s9.explain2", "s9.buffer10", "s9.bufferedit", "s9.rename2",
      "s9.nxmove", "s9.boardmv", "s9.routesedit", "s9.buildfail9", "s9.grepshared", "s9.sedfix", "s9.cyfail9",
      "s9.cyfix9", "s9.cyok9", "s9.cypref", "s9.commit9"]
S10 = ["s10.release", "s10.ngupdate", "s10.nginstall", "s10.throttle200", "s10.throttlefail", "s10.throttlespec",
       "s10.e2eok10", "s10.lint10", "s10.lighthouse", "s10.nodever", "s10.node22", "s10.tag", "s10.memgolive"]

FACT = [
    ("Roughly how many patient visits a month do the three practices have?", ["s6.websms"]),
    ("What code does the text-message gateway answer with when it has accepted a message?", ["s6.sms2", "s6.memsms"]),
    ("How many physiotherapists work at the Leoben practice?", ["s2.memclinic"]),
    ("How long does the query for one practice's whole week take now that it has its own index?", ["s9.explain2"]),
    ("What performance score did the audit of the staging schedule page come out at?", ["s10.lighthouse"]),
    ("Which PostgreSQL major version do the pipeline's integration tests run against?", ["s7.ciyml", "s7.ci"]),
    ("How much was the penalty for a late cancellation going to be?", ["s8.cancelfee", "s8.nofee"]),
    ("How long does a complete green pipeline run take?", ["s7.ciok"]),
    ("How large is the admin frontend's main JavaScript chunk, raw and over the wire?", ["s9.sedfix"]),
    ("Which sender name shows up on the patients' phones for reminders?",
     ["s6.websms", "s6.websmssender", "s6.sms2", "s6.memsms"]),
]

DECISION = [
    ("Why is the ORM never allowed to alter the schema by itself?", ["s1.nosync"]),
    ("Why did we throw out the third-party calendar widget?", ["s5.fclicense"]),
    ("Why did we move away from the American SMS service?", ["s6.websms"]),
    ("Why are reminder texts held as delayed jobs in a Redis queue?", ["s5.reminders"]),
    ("Why was the appointment model given another name across the code base?", ["s4.rename"]),
    ("Why don't we bill patients automatically when they cancel at short notice?", ["s8.nofee"]),
    ("Why do cancelled visits stay in the database now?", ["s8.softdel"]),
    ("Why was the per-client request cap loosened before going live?", ["s10.release", "s10.throttle200"]),
    ("Why was the shared DTO package moved to another folder and name?", ["s9.rename2"]),
    ("Why did the bookings table get an additional index?", ["s9.slow", "s9.explain", "s9.idx"]),
]

ERROR = [
    ("Why did the first integration spec say the table was missing, and what fixed it?",
     ["s2.relfail1", "s2.relwhy1", "s2.relfix1", "s2.lesson1"]),
    ("The staging server said the bookings table didn't exist after the first rollout. What was the real cause?",
     ["s8.deploy1", "s8.migshow", "s8.relwhy2", "s8.relfix2", "s8.lesson3"]),
    ("Why couldn't the ORM command line produce the initial migration at first?", ["s1.miggen1", "s1.tsnode"]),
    ("What was the 'changed after it was checked' error in the admin and how did we get rid of it?",
     ["s3.ng0100", "s3.ng0100why", "s3.ng0100fix"]),
    ("Why did the very first Actions workflow run crash?", ["s7.cipush", "s7.oomwhy", "s7.oomfix", "s7.lesson2"]),
    ("Why wouldn't the backend boot after the job queue was introduced?", ["s5.redisfail", "s5.redisfix"]),
    ("Which browser test broke after the appointment-to-booking rename, and what was changed to fix it?",
     ["s4.cyfail", "s4.cyspec", "s4.cyfix"]),
    ("Why did compiling the admin app fail right after the library was moved?",
     ["s9.buildfail9", "s9.grepshared", "s9.sedfix"]),
    ("Which spec failed when the reminder timing was changed, and how was it repaired?",
     ["s6.leadtestfail", "s6.leadtestfix"]),
    ("Why did the 429 test fail during the release preparation?", ["s10.throttlefail", "s10.throttlespec"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-10-12}?", S4),
    ("What did we work on last Tuesday?", S9),
    ("What happened on {mday:2027-10-20}?", S7),
    ("When did the reminders move to the Austrian gateway?", ["s6.websms", "s6.websmsinstall", "s6.websmssender",
                                                            "s6.envrename", "s6.memsms", "s6.commit6"]),
    ("What did we do in the session after the first GitHub Actions pipeline was set up?", S8),
    ("What did we get done last week on {wd:2027-10-29}?", S10),
    ("What were we working on the Thursday before the SMS provider was swapped?", S5),
    ("On which day did the API first go out to the staging box?",
     ["s8.staging", "s8.deploy1", "s8.deploy2", "s8.memdeploy"]),
    ("What did we do on the very first day of the project?", S1),
    ("What did we build on the Friday of the first week?", S3),
]

MULTIHOP = [
    ("The lesson about the bundled API and its migrations: which error led to it, and which file holds the fix?",
     ["s8.lesson3", "s8.deploy1", "s8.migindex"]),
    ("The person who has the final word on what patients pay: what did he decide about short-notice cancellations?",
     ["s2.memclinic", "s8.nofee"]),
    ("Which practice's week view was too slow to load, and how many therapists work there?",
     ["s9.slow", "s2.memclinic"]),
    ("What did one text cost with the provider we dropped, and what does one cost with its replacement?",
     ["s5.sms1", "s6.websms", "s6.memsms"]),
    ("Which commit renamed the appointments table, and what is the migration class that does it?",
     ["s4.commit4", "s4.renamemig", "s4.migrun4"]),
    ("The rule about how e2e tests pick elements: which failure prompted it, and what do they match on now?",
     ["s9.cypref", "s9.cyfail9", "s9.cyfix9"]),
    ("Where do the queued reminder jobs live, and which port did the API fail to connect to when they were added?",
     ["s5.reminders", "s5.redisfail", "s5.redisfix"]),
    ("Which practice switches on first, and when do the other two follow?", ["s10.memgolive", "s10.release"]),
    ("The reminder that arrived from a US number: which package did we remove over it, and which environment "
     "variable replaced the old credentials?", ["s6.websms", "s6.websmsinstall", "s6.envrename"]),
    ("The front desk lead: why did she need cancelled visits kept, and what does she call the schedule view?",
     ["s2.memclinic", "s8.softdel", "s9.rename2"]),
]

PREFERENCE = [
    ("How should commit messages be written in this repo?", ["s1.commitstyle", "s7.prpref"]),
    ("Can I switch on automatic schema sync on my machine to save time?", ["s1.nosync"]),
    ("Which package manager do we use?", ["s1.goal"]),
    ("Is a unit test with a mocked repository enough coverage for a new endpoint?", ["s2.testpref"]),
    ("Should Angular components keep their state in BehaviorSubjects?", ["s3.ngpref"]),
    ("How should the Cypress specs locate elements on the page?", ["s9.cypref"]),
    ("Can I push a small fix straight onto main?", ["s7.prpref"]),
    ("Is it alright to commit a spec with `.only` while I focus on it?", ["s2.testpref"]),
    ("Where do the admin's German labels belong, can I write them into the template?", ["s3.ngpref"]),
    ("In which time zone are visit times saved and in which are they displayed?", ["s2.memclinic"]),
]

SUPERSEDED = [
    ("What is the database table holding patient visits called?",
     ["s4.rename", "s4.renamemig", "s4.migrun4", "s4.commit4"],
     ["s1.entity1", "s1.migrun1"]),
    ("Which REST path does the admin call to list a therapist's visits?",
     ["s4.rename", "s4.ctrl", "s4.cyfix", "s4.commit4"],
     ["s2.booking"]),
    ("How long before the visit does the patient get the reminder text?",
     ["s6.lead48", "s6.leadedit", "s6.memsms", "s6.commit6"],
     ["s5.reminders", "s5.reminderproc"]),
    ("Which SMS provider do the reminders go through?",
     ["s6.websms", "s6.websmsinstall", "s6.websmssender", "s6.envrename", "s6.memsms", "s6.commit6"],
     ["s5.reminders", "s5.bullinstall", "s5.sms1"]),
    ("How much of a gap is enforced between two visits of the same therapist?",
     ["s9.buffer10", "s9.bufferedit", "s9.commit9"],
     ["s2.booking", "s2.service1", "s2.spec1"]),
    ("How many requests per minute may one IP make against the public API?",
     ["s10.release", "s10.throttle200", "s10.throttlespec", "s10.tag"], ["s7.throttle", "s7.throttleedit"]),
    ("What draws the therapists' week view in the admin?", ["s5.fclicense", "s5.fcremove", "s5.grid", "s5.commit5"],
     ["s3.calendar", "s3.fcinstall", "s3.calpage"]),
    ("What is the admin's schedule component called now, and under which URL does it live?",
     ["s9.rename2", "s9.boardmv", "s9.routesedit"], ["s3.calpage"]),
    ("Which Node.js version does the pipeline run on?",
     ["s10.nodever", "s10.node22", "s10.tag"], ["s7.ci", "s7.ciyml"]),
    ("What happens to a booking's row when the patient cancels?",
     ["s8.softdel", "s8.lateflag", "s8.commit8"], ["s2.harddel"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
