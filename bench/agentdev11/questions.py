"""The 70 questions about the pollenscope history, asked on Monday 28 June 2027 (see README.md).

Written before the set was first scored; not edited afterwards. Each names the markers of the
items that answer it (`gold`) and, for a renamed or reversed thing, the items of the old state
(`stale`). Dates in {day:...}, {mday:...}, {wd:...} are rendered by bench/agent_eval.py.
"""
from __future__ import annotations

from _agentset import by_category  # bench/, on the path of build.py

S1 = ["s1.goal", "s1.rules", "s1.todo1", "s1.headcsv", "s1.loader", "s1.config", "s1.optimcfg", "s1.statsfail",
      "s1.statsfix", "s1.stats", "s1.gitignore", "s1.commit1"]
S2 = ["s2.train", "s2.trainpy", "s2.nvsmi1", "s2.gpurule", "s2.oom1", "s2.oom1cause", "s2.ampedit", "s2.bs64",
      "s2.run1", "s2.memlipa", "s2.commit2"]
S3 = ["s3.leak", "s3.gitmv", "s3.rename1", "s3.slidesplit", "s3.greprename", "s3.nan1", "s3.nan1q", "s3.nan1scan",
      "s3.nan1cause", "s3.nan1fix", "s3.lesson1", "s3.run2", "s3.commit3"]
S5 = ["s5.cfgrename", "s5.cfgmv", "s5.grepoptim", "s5.mixup", "s5.mixupcfg", "s5.sweepfail", "s5.sweepsh",
      "s5.sweepfix", "s5.sweep", "s5.keeplr", "s5.memrun1", "s5.commitstyle", "s5.commit5"]
S7 = ["s7.eval", "s7.evalpy", "s7.oom2", "s7.oom2mem", "s7.oom2cause", "s7.oom2fix", "s7.lesson2", "s7.evalok",
      "s7.confusion", "s7.reportpref", "s7.timmdocs", "s7.commit7"]
S8 = ["s8.ckpt", "s8.ckptedit", "s8.diskfull", "s8.df", "s8.ckptsize", "s8.ckptpolicy", "s8.keeplast", "s8.workers",
      "s8.util", "s8.workersedit", "s8.throughput", "s8.commit8"]
S9 = ["s9.ddp", "s9.pytestfail", "s9.testfix", "s9.pytestok", "s9.testrule", "s9.ddpedit", "s9.bs32", "s9.portfail",
      "s9.portwho", "s9.portcause", "s9.torchrundocs", "s9.ddprun", "s9.memrun2", "s9.commit9"]
S10 = ["s10.final", "s10.finalrun", "s10.finaleval", "s10.exportpy", "s10.onnxdiff", "s10.onnxcause", "s10.onnxfix",
       "s10.onnxok", "s10.memresults", "s10.modelcard", "s10.pytest10", "s10.commit10"]

FACT = [
    ("How many grain pictures and microscope slides does the dataset hold, and across how many classes?",
     ["s1.stats", "s10.modelcard"]),
    ("Which plant has the fewest labelled examples?", ["s1.stats"]),
    ("How many images per second did the first baseline push through, and what was its peak GPU memory?",
     ["s2.run1"]),
    ("What graphics cards are in the lab's training machine, and which CUDA version does it run?",
     ["s2.nvsmi1", "s2.memlipa"]),
    ("How much disk does one complete resumable snapshot of the ConvNeXt-S weights take?",
     ["s8.ckptsize", "s8.keeplast", "s8.ckptpolicy"]),
    ("How much faster did feeding batches get once we added more loading processes?",
     ["s8.throughput", "s8.workersedit"]),
    ("How long does the exported network need per grain on the counting computer's CPU?",
     ["s10.onnxok", "s10.memresults"]),
    ("Which slide were the empty scanner tiles from?", ["s3.nan1scan", "s3.nan1cause", "s3.nan1fix", "s3.lesson1"]),
    ("Which two kinds of pollen does the model confuse with each other most often?",
     ["s7.confusion", "s7.commit7", "s10.modelcard"]),
    ("Where on the GPU machine does the experiment tracker store its database and logged files?",
     ["s4.memmlflow", "s4.mlflowserver", "s4.mlflow"]),
]

DECISION = [
    ("Why don't we shuffle individual crops into train and validation any more?", ["s3.leak", "s3.slidesplit"]),
    ("Why did experiment logging move off the hosted cloud service?", ["s4.mlflow"]),
    ("Why can't I reach the tracking UI directly over the institute network, and what do we do instead?",
     ["s4.mlflowwhy", "s4.tunnel", "s4.memmlflow"]),
    ("What was the reason for taking the image-blending augmentation back out?", ["s6.nomixup", "s6.nomixupcfg"]),
    ("Why did we add the image-blending augmentation in the first place?", ["s5.mixup"]),
    ("Why are only a couple of complete snapshots kept per run?", ["s8.ckptpolicy", "s8.df", "s8.keeplast"]),
    ("What made us turn on half-precision in the training loop?", ["s2.oom1cause", "s2.ampedit"]),
    ("Why were the optimiser group and the batch setting given new names?", ["s5.cfgrename"]),
    ("Why does each GPU only get 32 images per step in the multi-GPU setup?", ["s9.ddp", "s9.bs32", "s9.memrun2"]),
    ("Which step size came out on top in the sweep, and why did we keep it?", ["s5.keeplr", "s5.sweep", "s5.commit5"]),
]

ERROR = [
    ("Why did the very first attempt to train on the GPU server crash?", ["s2.oom1", "s2.oom1cause", "s2.bs64"]),
    ("What poisoned the weights the first time the loss blew up?",
     ["s3.nan1cause", "s3.nan1scan", "s3.nan1", "s3.lesson1", "s3.nan1fix"]),
    ("The run with the larger backbone blew up: what was behind it, and what did we change?",
     ["s6.nan2cause", "s6.nan2", "s6.lr1e4", "s6.clip", "s6.commit6"]),
    ("Why did scoring the test set run out of GPU memory before it finished?",
     ["s7.oom2cause", "s7.oom2", "s7.oom2mem", "s7.oom2fix", "s7.lesson2"]),
    ("Why did a run die while writing its weights to disk?", ["s8.diskfull", "s8.df", "s8.ckptsize", "s8.ckptpolicy"]),
    ("Why did the two-GPU launch refuse to start the first time?", ["s9.portfail", "s9.portwho", "s9.portcause"]),
    ("Why did the model we exported for the counting app give different answers than in PyTorch?",
     ["s10.onnxcause", "s10.onnxdiff", "s10.onnxfix"]),
    ("Why did the learning-rate search fail immediately?", ["s5.sweepfail", "s5.sweepfix", "s5.grepoptim", "s5.sweepsh"]),
    ("Why couldn't Python find our package when I first ran the statistics?", ["s1.statsfail", "s1.statsfix"]),
    ("Which unit test had been failing without anyone noticing, and why?",
     ["s9.pytestfail", "s9.testfix", "s9.testrule"]),
]

TEMPORAL = [
    ("What did we do on {day:2027-06-07}?", S3),
    ("What did we work on last Wednesday?", S9),
    ("What happened on {mday:2027-06-17}?", S7),
    ("What did we get done last week on {wd:2027-06-25}?", S10),
    ("When did runs start being logged to the self-hosted tracker?",
     ["s4.mlflow", "s4.mlflowrun", "s4.commit4", "s4.memmlflow"]),
    ("What did we do two days after we moved the experiment tracking?", S5),
    ("What were we working on in the session before the run diverged?", S5),
    ("What got done in our first week on pollenscope?", S1 + S2),
    ("What did we do last Monday?", S8),
    ("On which day did we first train across both graphics cards?", ["s9.ddprun", "s9.ddp", "s9.commit9", "s9.memrun2"]),
]

MULTIHOP = [
    ("The lesson about NaNs coming from the data: which slide was involved, and what had the scanner done?",
     ["s3.lesson1", "s3.nan1cause", "s3.nan1scan"]),
    ("With the step size we settled on after the divergence, what validation score did the next run reach?",
     ["s6.run3", "s6.commit6"]),
    ("Which process was squatting on the distributed launcher's port, and where did it come from?",
     ["s9.portwho", "s9.portcause"]),
    ("The beekeepers' data agreement: what does it forbid, and which tool choice did it force?",
     ["s4.mlflow", "s10.modelcard"]),
    ("Whose jobs use the second card on the lab machine, and on which weekday do we have to leave it alone?",
     ["s2.gpurule", "s2.memlipa", "s2.nvsmi1"]),
    ("What was the dataset class called before the slide split, and which files referred to the old name?",
     ["s3.greprename", "s3.leak", "s3.rename1"]),
    ("For the release model, what test score did it get and where do its weights live?",
     ["s10.memresults", "s10.finalrun", "s10.finaleval"]),
    ("Which commit brought in gradient clipping, and at what threshold?", ["s6.commit6", "s6.nan2cause", "s6.clip"]),
    ("How much shorter did an epoch get on two cards than on one, and what throughput did that reach?",
     ["s9.ddprun", "s9.commit9"]),
    ("The weakest taxon on the test slides: what F1 did it get, and what is it mistaken for?",
     ["s7.evalok", "s7.confusion"]),
]

PREFERENCE = [
    ("Can I check a handful of sample crops into the repo for the tests?", ["s1.rules", "s1.gitignore"]),
    ("Is it fine to try a quick experiment without recording it anywhere?", ["s1.rules"]),
    ("Should I add command-line options with argparse for the new settings?", ["s1.rules"]),
    ("I want to start a job on the lab box on a Tuesday: which card may I use?", ["s2.gpurule", "s2.memlipa", "s9.ddp"]),
    ("How should I word the commit for a change to the data pipeline?", ["s5.commitstyle"]),
    ("When I summarise results for Tomaž, which number should come first?", ["s7.reportpref"]),
    ("In which file format should weights go to people outside the GPU box?", ["s8.ckptpolicy"]),
    ("Can I attach the model snapshots to the runs in the tracker?", ["s8.ckptpolicy"]),
    ("What do I have to do before every commit?", ["s9.testrule", "s9.memrun2"]),
    ("What should I look at before launching anything on the shared machine?",
     ["s2.gpurule", "s2.memlipa", "s9.memrun2"]),
]

SUPERSEDED = [
    ("Where do our training runs get recorded?", ["s4.mlflow", "s4.memmlflow", "s4.trackedit", "s4.commit4"],
     ["s2.train", "s2.run1", "s2.trainpy", "s1.config"]),
    ("What is the dataset class in pollenscope called?", ["s3.rename1", "s3.commit3", "s3.leak", "s9.testfix", "s7.evalpy"],
     ["s1.loader", "s1.commit1"]),
    ("Which config group holds the optimiser settings?", ["s5.cfgrename", "s5.cfgmv", "s5.commit5", "s5.sweepfix", "s6.lr1e4",
                                                           "s9.memrun2", "s5.memrun1"],
     ["s1.optimcfg", "s1.config"]),
    ("Which config key sets how many images go into a batch, and what is it set to now?",
     ["s9.bs32", "s5.cfgrename", "s9.memrun2", "s9.ddp", "s9.ddprun"],
     ["s2.bs64", "s1.config", "s5.memrun1"]),
    ("What learning rate does training use at the moment?",
     ["s6.lr1e4", "s6.nan2cause", "s6.commit6", "s10.memresults", "s9.memrun2"],
     ["s5.keeplr", "s1.optimcfg", "s2.train", "s5.memrun1"]),
    ("Is blending augmentation part of the current recipe?", ["s6.nomixup", "s6.nomixupcfg", "s6.commit6",
                                                              "s10.memresults"], ["s5.mixup", "s5.mixupcfg"]),
    ("What's the command to start training nowadays?", ["s9.memrun2"], ["s5.memrun1"]),
    ("Which pretrained network is the classifier built on now?",
     ["s6.small", "s6.smallcfg", "s10.memresults", "s10.exportpy", "s6.commit6",
      "s10.modelcard"], ["s2.train", "s1.config"]),
    ("How many worker processes load the data?", ["s8.workersedit", "s8.throughput"], ["s1.config"]),
    ("What's our best macro-F1 on the held-out slides?",
     ["s10.finaleval", "s10.memresults", "s10.modelcard", "s10.commit10"], ["s7.evalok", "s7.commit7"]),
]


def questions() -> list[dict]:
    return by_category(FACT, DECISION, ERROR, TEMPORAL, MULTIHOP, PREFERENCE, SUPERSEDED)
