"""The 70 questions about the refill-service history, asked on Monday 8 February 2027 (see README.md).

Written blind and before the set was first scored; not edited afterwards. Each names the markers of
the items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.style", "s1.init", "s1.gradle", "s1.compose", "s1.v1", "s1.appyml", "s1.build1fail",
      "s1.composeup", "s1.commit1"]
S2 = ["s2.consumer", "s2.event", "s2.listener", "s2.entity", "s2.kafkaconfig", "s2.ittest", "s2.tcfail", "s2.tcwhy",
      "s2.tcprops", "s2.tcok", "s2.memlocal", "s2.check2", "s2.commit2"]
S3 = ["s3.bug1", "s3.bug1log", "s3.bug1headers", "s3.bug1cause", "s3.bug1fix", "s3.bug1ok", "s3.lesson1", "s3.pii",
      "s3.piigrep", "s3.piifix", "s3.readyevent", "s3.pickup", "s3.pickupwhy", "s3.commit3"]
S4 = ["s4.topicrename", "s4.grepold", "s4.gitmv", "s4.consumeredit", "s4.topicedit", "s4.topicprops", "s4.renamefail",
      "s4.renamefix", "s4.topicbeans", "s4.test4", "s4.groups4", "s4.commit4"]
S6 = ["s6.helm", "s6.values", "s6.deployment", "s6.lint6", "s6.install6fail", "s6.nonroot", "s6.install6ok",
      "s6.topicsdenied", "s6.nonewtopic", "s6.rmkafkaconfig", "s6.valuestopics", "s6.kafkatopic", "s6.prom6",
      "s6.commit6"]
S9 = ["s9.rebalance", "s9.rebalancelog", "s9.promq", "s9.rebalancecause", "s9.pollfix", "s9.concurrency", "s9.test9",
      "s9.deploy9", "s9.perf9", "s9.lag9", "s9.hpa", "s9.concurrency2", "s9.conc2", "s9.commit9"]
S10 = ["s10.dlt", "s10.errhandler", "s10.dltfail", "s10.dltfix", "s10.dltok", "s10.backoff", "s10.backoffedit",
       "s10.metric", "s10.bootbump", "s10.check10", "s10.memrunbook", "s10.memcommits", "s10.commit10"]

FACT = [
    ("How many shops does the pharmacy chain run, and which city is its head office in?", ["s1.goal"]),
    ("How many messages per second did the morning-peak replay manage?", ["s9.perf9"]),
    ("What was the slowest one percent of record handling taking while the group kept rebalancing?",
     ["s9.promq", "s9.rebalancecause"]),
    ("Which kafka-clients release do we run after the last framework upgrade?", ["s10.bootbump"]),
    ("How far behind was the consumer group in production just after the go-live fix?", ["s8.lag8"]),
    ("What id did the registry give the schema of the ready-for-pickup event on staging?", ["s5.register"]),
    ("Which PostgreSQL image do the local setup and the integration tests use?",
     ["s1.compose", "s2.ittest", "s2.memlocal"]),
    ("Through which channels can a patient ask for a repeat prescription, according to the event schema?",
     ["s5.avsc"]),
    ("How long does the ready-for-pickup topic keep its messages?", ["s6.kafkatopic"]),
    ("Which user id does the service's container run as in the cluster?", ["s6.nonroot"]),
]

DECISION = [
    ("Why did the event payloads move to a binary format with a registry?", ["s5.avro"]),
    ("Why doesn't the service create its own Kafka topics any more?", ["s6.nonewtopic", "s6.topicsdenied"]),
    ("Why do patients get more time to collect their medicine?", ["s3.pickupwhy", "s3.pickup"]),
    ("Why were the Kafka topics given different names in the second week?", ["s4.topicrename"]),
    ("Why did the orders table get a new name?", ["s7.tablerename"]),
    ("Why did we shrink the batch each poll hands to the listener?",
     ["s9.rebalancecause", "s9.rebalancelog", "s9.promq"]),
    ("Why do retries wait longer and longer instead of a fixed pause?", ["s10.backoff"]),
    ("Why does rendering the chart now fail when no registry address is given?",
     ["s8.bug2cause", "s8.bug2required"]),
    ("Why is automatic schema registration switched off?", ["s5.noautoreg", "s5.memregistry"]),
    ("Why does the deployment declare a security context that forbids root?", ["s6.install6fail", "s6.nonroot"]),
]

ERROR = [
    ("Why did the very first Gradle build of the skeleton fail?", ["s1.build1fail", "s1.composeup"]),
    ("Why couldn't the integration tests start their containers on my laptop?",
     ["s2.tcfail", "s2.tcwhy", "s2.tcprops", "s2.tcok", "s2.memlocal"]),
    ("When the point-of-sale team sent their first test messages, why did our consumer loop on one record?",
     ["s3.bug1log", "s3.bug1headers", "s3.bug1cause", "s3.bug1fix", "s3.lesson1"]),
    ("After going live, the consumer couldn't decode anything in production. What was the cause?",
     ["s8.bug2log", "s8.bug2env", "s8.bug2cause", "s8.bug2fix", "s8.lesson2"]),
    ("Why did the test sources stop compiling after the listener class got renamed?",
     ["s4.renamefail", "s4.renamefix"]),
    ("Why couldn't Gradle download the Confluent serializer dependency?",
     ["s5.avrobuildfail", "s5.gradleread", "s5.avrobuildfix"]),
    ("What stopped the first Helm install on the staging cluster?", ["s6.install6fail", "s6.nonroot"]),
    ("Why did the app refuse to boot after I touched the initial SQL migration?",
     ["s7.flywayfail", "s7.neveredit", "s7.revertv1", "s7.lesson3"]),
    ("Why were consumers being thrown out of the group during the morning peak?",
     ["s9.rebalancelog", "s9.rebalancecause", "s9.pollfix"]),
    ("Why did the poison-message test find nothing on the dead-letter topic at first?", ["s10.dltfail", "s10.dltfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-01-13}?", S2),
    ("When did the service go live in production?", ["s8.prod", "s8.deployprod", "s8.valuesprod"]),
    ("When was the database table renamed?", ["s7.tablerename", "s7.v2", "s7.flywayok", "s7.commit7"]),
    ("What did we work on last {wd:2027-02-04}?", S10),
    ("What happened on the Friday of the first week?", S3),
    ("What did we set up on the very first day of the project?", S1),
    ("Which day did the consumer first choke on another team's messages?", ["s3.bug1", "s3.bug1log"]),
    ("What did we do on {mday:2027-01-19}, before the payload format changed?", S4),
    ("What did we do the Monday after moving to Avro?", S6),
    ("What did we work on in the first session of February?", S9),
]

MULTIHOP = [
    ("The lesson about registry ids: at which partition and offset was the consumer stuck, and which schema id was "
     "missing?", ["s8.lesson2", "s8.bug2log"]),
    ("Which commit renamed the database table, and which file performs the rename?", ["s7.commit7", "s7.v2"]),
    ("The team whose producer broke us in the first week: who leads it, and what did their serializer add to each "
     "message?", ["s1.goal", "s3.bug1headers", "s3.bug1cause"]),
    ("Where are topic definitions kept now, and who reviews changes to them on which days?",
     ["s6.nonewtopic", "s6.kafkatopic", "s8.memtiago"]),
    ("After the concurrency bump, how many group members were there versus members with partitions, and what per-pod "
     "number did we settle on?", ["s9.lag9", "s9.hpa", "s9.concurrency2", "s9.conc2"]),
    ("Which hand-written SQL query had to follow the table rename, and in which repository class is it?",
     ["s7.grepnative", "s7.nativefix"]),
    ("What's the production registry's address, and which compatibility mode do our subjects use?",
     ["s5.memregistry", "s8.bug2fix"]),
    ("Which cities' pharmacies went live first, and which ones joined just before the rebalancing trouble?",
     ["s8.prod", "s9.rebalance"]),
    ("How much heap did the JVM report on staging, and which flags size it from the container?",
     ["s6.prom6", "s6.values"]),
    ("Where do records that keep failing end up, and who created that topic?",
     ["s10.dlt", "s10.errhandler", "s10.memrunbook"]),
]

PREFERENCE = [
    ("Is it OK to put @Autowired on a field in a new component?", ["s1.style"]),
    ("Can I add Lombok to generate the getters of the event classes?", ["s1.style"]),
    ("What am I allowed to write to the logs about a refill request?", ["s3.pii", "s3.piifix"]),
    ("Can I just fix a typo in one of the older migration scripts?", ["s7.neveredit", "s7.lesson3"]),
    ("What has to pass before I commit?", ["s1.style", "s10.memcommits"]),
    ("How should commit messages be written here?", ["s10.memcommits"]),
    ("Can I push a production release on a Friday afternoon?", ["s8.memtiago", "s10.memrunbook"]),
    ("Should the service register its schemas with the registry when it starts?",
     ["s5.noautoreg", "s5.memregistry"]),
    ("Should the consumer deployment get a CPU-based autoscaler?", ["s9.hpa"]),
    ("Where should I define a new Kafka topic for this service?", ["s6.nonewtopic", "s8.memtiago"]),
]

SUPERSEDED = [
    ("Which topic do we read the refill requests from?",
     ["s4.topicrename", "s4.topicprops", "s4.topicbeans", "s4.groups4", "s4.commit4", "s8.lag8", "s10.memrunbook"],
     ["s2.consumer", "s2.listener", "s2.kafkaconfig", "s2.commit2"]),
    ("What is the class with the Kafka listener method called?",
     ["s4.topicrename", "s4.gitmv", "s4.consumeredit", "s4.commit4"], ["s2.listener"]),
    ("What's the name of the table that holds the refill orders?",
     ["s7.tablerename", "s7.v2", "s7.tableedit", "s7.nativefix", "s7.flywayok", "s7.commit7"],
     ["s1.v1", "s2.entity"]),
    ("In what format are the event payloads serialized?", ["s5.avro", "s5.avroyml", "s5.commit5"],
     ["s2.consumer", "s3.bug1fix"]),
    ("Does the application create its topics when it starts up?",
     ["s6.nonewtopic", "s6.rmkafkaconfig", "s6.valuestopics", "s6.commit6"],
     ["s2.consumer", "s2.kafkaconfig", "s4.topicbeans"]),
    ("How many records does one poll return at most?", ["s9.pollfix", "s9.rebalancecause", "s9.commit9"],
     ["s1.appyml"]),
    ("How many listener threads does each pod run?",
     ["s9.concurrency2", "s9.conc2", "s9.commit9", "s10.memrunbook"],
     ["s1.appyml", "s9.concurrency", "s9.rebalancecause"]),
    ("What is the retry policy before a record is dead-lettered?",
     ["s10.backoff", "s10.backoffedit", "s10.memrunbook"], ["s10.dlt", "s10.errhandler"]),
    ("Which Spring Boot version is the service built with?", ["s10.bootbump", "s10.commit10"],
     ["s1.init", "s1.gradle", "s1.commit1"]),
    ("Which schema registry does the production deployment use?",
     ["s8.bug2fix", "s8.bug2cause", "s5.memregistry"], ["s8.bug2env", "s6.values"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
