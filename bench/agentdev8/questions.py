"""The 70 questions about the hivebeam history, asked on Monday 1 February 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S2 = ["s2.calib", "s2.calibc", "s2.calfactor", "s2.calconst", "s2.crcfail", "s2.crcwhy", "s2.crcfix", "s2.lpp",
      "s2.payloadc", "s2.commit2"]
S3 = ["s3.abp", "s3.lorac", "s3.zero1", "s3.zero1q", "s3.hxdocs", "s3.zero1cause", "s3.zero1fix", "s3.lesson1",
      "s3.commit3"]
S4 = ["s4.ttnmissing", "s4.gwlog", "s4.byteorder", "s4.byteorderfix", "s4.ttnok", "s4.memttn", "s4.commit4"]
S5 = ["s5.field", "s5.brownout", "s5.brownwhy", "s5.brownfix", "s5.lipo", "s5.schematic", "s5.fieldok",
      "s5.memflash1", "s5.commit5"]
S8 = ["s8.alerts", "s8.formatter", "s8.webhook", "s8.tg400", "s8.tgwhy", "s8.relay", "s8.tgok", "s8.memlieve",
      "s8.interval30", "s8.interval30fix", "s8.batt", "s8.commit8"]
S9 = ["s9.binary", "s9.payloadbin", "s9.formatter2", "s9.airtime", "s9.battlow", "s9.battlowq", "s9.battcause",
      "s9.battfix", "s9.battok", "s9.commit9"]
S10 = ["s10.ci", "s10.idf53", "s10.ciyaml", "s10.fmtfail", "s10.fmtfix", "s10.cigreen", "s10.envrename",
       "s10.envrenamefix", "s10.memflash2", "s10.commit10"]

FACT = [
    ("What conversion factor did the reference weight give us?", ["s2.calfactor", "s2.calconst"]),
    ("Which pin is the temperature probe wired to?", ["s2.calib"]),
    ("What is our application called on the LoRaWAN network server?", ["s4.memttn"]),
    ("Where is the gateway our hives talk to?", ["s4.ttnmissing", "s4.memttn"]),
    ("How strong was the second hive's signal on installation day?", ["s5.fieldok"]),
    ("How many months should a cell last now that nodes report every half hour?", ["s8.batt"]),
    ("How much radio time per day does one node use with the new message layout?", ["s9.airtime"]),
    ("Which regulator sits between the cell and the 3.3 volt rail?", ["s5.schematic", "s5.lipo"]),
    ("How many load cells are under each hive, and how much can each one take?", ["s1.goal"]),
    ("What does the chat message say when a colony swarms?", ["s8.tgok", "s8.relay"]),
]

DECISION = [
    ("Why did we build on Espressif's own SDK rather than the Arduino core?", ["s1.espidf"]),
    ("Why did we pick the Cayenne format at first?", ["s2.lpp"]),
    ("Why did we move away from activation by personalization?", ["s6.otaa", "s6.fcnt"]),
    ("Why did we stop using AA batteries?", ["s5.lipo", "s5.brownwhy"]),
    ("Why is a swarm detected on the device rather than in the cloud?", ["s7.swarm"]),
    ("Why do alerts go through the Raspberry Pi instead of straight from TTN to the chat app?", ["s8.tgwhy"]),
    ("Why do the hives report three times less often than at first?", ["s8.interval30"]),
    ("What were the reasons for replacing Cayenne with a payload of our own?", ["s9.binary"]),
    ("Why was the transmit power turned down instead of switching off the reset protection?",
     ["s5.brownwhy", "s5.brownfix"]),
    ("Why was the build environment given a different name?", ["s10.envrename"]),
]

ERROR = [
    ("Why did the very first firmware build fail?", ["s1.cmakefail", "s1.cmakefix"]),
    ("Why were the temperature readings failing their checksum?", ["s2.crcwhy", "s2.crcfail", "s2.crcfix"]),
    ("The weight came out hugely negative after every sleep cycle. What was the cause?",
     ["s3.zero1cause", "s3.zero1fix", "s3.lesson1", "s3.hxdocs"]),
    ("One hive suddenly looked a dozen kilos lighter though the colony was fine. Why?",
     ["s7.jump2cause", "s7.jump2fix", "s7.lesson2"]),
    ("Why did nothing show up in the network console when we first transmitted?",
     ["s4.byteorder", "s4.byteorderfix", "s4.gwlog"]),
    ("What made the nodes keep rebooting on the frosty morning at the apiary?",
     ["s5.brownwhy", "s5.brownout", "s5.brownfix"]),
    ("Why did the network start throwing away hive-02's messages after its cell was replaced?",
     ["s6.fcnt", "s6.otaa"]),
    ("Why did the chat bot reject the calls from the webhook?", ["s8.tg400", "s8.tgwhy"]),
    ("Why was the reported cell voltage only about half of what the multimeter showed?",
     ["s9.battcause", "s9.battfix", "s9.battlowq"]),
    ("What failed the code style check, and how was it fixed?", ["s10.fmtfail", "s10.fmtfix"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-01-14}?", S5),
    ("What got done last Tuesday?", S9),
    ("What happened on {mday:2027-01-06}?", S2),
    ("What did we fix two days before the first hives were installed at the apiary?", S4),
    ("When did we switch to over-the-air activation?", ["s6.otaa", "s6.otaacfg", "s6.commit6", "s6.joinok"]),
    ("What did we work on two days after the tare moved to flash storage?", S8),
    ("What did we build last week on {wd:2027-01-28}?", S10),
    ("When did the swarm alerts first reach the chat group?", ["s8.tgok", "s8.commit8"]),
    ("What were we doing on the Friday before the first hives went out to the apiary?", S3),
    ("Which day did we set up continuous integration?", ["s10.ci", "s10.ciyaml", "s10.cigreen", "s10.commit10"]),
]

MULTIHOP = [
    ("The lesson about reading the amplifier too early: what symptom led to it, and what did the fix change?",
     ["s3.lesson1", "s3.zero1fix"]),
    ("What was the uplink module's source file called before, and why was it renamed?",
     ["s6.renames", "s6.renamemv"]),
    ("The person who receives the swarm alerts: at what time of day must I stay away from the hives?",
     ["s8.memlieve"]),
    ("When the gateway dropped our frames, which device address did it see?", ["s4.gwlog"]),
    ("What had hive-02's frame counter reached before it went back to zero?", ["s6.fcnt"]),
    ("The hive with the wrong battery reading: what voltage did it show after the fix?", ["s9.battok"]),
    ("How much did the hive with the lost tare weigh before and after the battery swap?", ["s7.jump2log"]),
    ("Which commit fixed the problem Lieve reported about the lighter hive?", ["s7.commit7"]),
    ("Which file holds the check that decides whether a swarm left?", ["s7.swarmc"]),
    ("The datasheet we looked up for the wake-up bug: how long does the chip need to settle?", ["s3.hxdocs"]),
]

PREFERENCE = [
    ("What units should the values in the radio message be in?", ["s4.nofloat", "s2.calib"]),
    ("May I allocate memory on the heap in the main loop?", ["s4.nofloat"]),
    ("How should commit messages be written in this repo?", ["s7.commitstyle"]),
    ("Which framework do the host-side tests use?", ["s1.espidf"]),
    ("How does the apiary keeper want weights displayed?", ["s8.memlieve"]),
    ("In which language should alert texts be written?", ["s8.memlieve"]),
    ("Can I use an Arduino library for a new sensor?", ["s1.espidf"]),
    ("What indentation and line width does the C code follow?", ["s10.ci"]),
    ("Is it fine to just disable the brownout detector to stop the resets?", ["s5.brownwhy"]),
    ("Whom should I ask before moving a hive?", ["s8.memlieve"]),
]

SUPERSEDED = [
    ("How do the nodes get onto the network?", ["s6.otaa", "s6.otaacfg", "s6.otaajoin"], ["s3.abp"]),
    ("What's the function that takes a sample from the scale called?", ["s6.renames", "s6.renamefn"],
     ["s1.hx711", "s3.zero1fix"]),
    ("How often does each hive send its weight?", ["s8.interval30", "s8.interval30fix"],
     ["s3.abp", "s3.lorac", "s6.renameconst"]),
    ("What's the layout of the data a node transmits?", ["s9.binary", "s9.payloadbin"], ["s2.lpp", "s2.payloadc"]),
    ("How do I put new firmware on a node?", ["s10.memflash2"], ["s5.memflash1"]),
    ("Which PlatformIO environment do I build for the hive boards?",
     ["s10.envrename", "s10.envrenamefix", "s10.memflash2"], ["s1.pioini"]),
    ("Where is the empty-stand offset kept?", ["s7.jump2fix", "s7.nvsc", "s7.jump2cause"], []),
    ("What's the constant for the time between reports called?", ["s6.renames", "s6.renameconst"],
     ["s3.abp", "s3.lorac"]),
    ("Which version of the Espressif platform is the project built with?", ["s10.idf53", "s10.ci"], ["s1.pioini"]),
    ("What powers each node?", ["s5.lipo", "s5.schematic"], ["s5.field"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
