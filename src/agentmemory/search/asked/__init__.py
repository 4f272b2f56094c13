"""What a question's own words ask for, beyond its topic: pure text work the search stages read.

kinds.py: the kind of item named as the answer ("which commit", "what lesson", "which test", a rename, a failure,
a cause, a procedure);
steps.py: a question in two parts, whose answer is what followed the event it names;
weeks.py: calendar phrases of two parts ("last week on Tuesday", "the project's first week");
acronyms.py: acronyms a question spells out ("activation by personalization": ABP);
software.py: software categories and their tools ("experiment tracker": MLflow), which search/lexicon.py
expands a question with;
everyday.py: everyday categories and their instances ("instrument": clarinet), which a conversation turn's
search row carries for the things it names.
"""
