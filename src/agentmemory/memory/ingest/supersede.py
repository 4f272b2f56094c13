"""Newest state wins: which earlier observations a new one makes stale (pure rules + one write step).

An observation of a file or symbol is superseded (kept, searchable, ranked below its successor:
`ranking.rank`) when a later one in the same project
- writes the file whole (every earlier read, write or edit of it),
- edits text an earlier read, write or edit of the file showed,
- renames a symbol (an edit whose only identifier change is one name for another: every earlier
  observation naming the old symbol and not the new one; of a whole read or write of another file,
  only one that shows the renamed lines themselves, as the file did before a move; of a prompt, only one
  that names a plain English word as code, "`report`", "/appointments"),
- deletes the file (`rm`, `git rm`: not a prompt that asked for that or ruled the file out), or moves it
  (`mv`, `git mv`: what named its place, not the reads, writes and edits of its content, until the moved
  file is written whole),
- removes a dependency an earlier command added (`cargo remove`, `npm uninstall`, `pip uninstall`...),
- asks to rename a name ("rename the report command to summary": what names it and not the new name),
and a decision or prompt is superseded by a later one that says it reverses one ("instead", "switch
to", "change of plan", "on second thought", "scratch that", "get rid of", "let's not", ...; in prose,
not in code; not a rename) and shares the most content words with it, at least two of them in the
sentences that say so (its subject, not just any words). A read, write or edit is "of" its first file
only (not of the paths its content mentions). A failed call is an event, not a state: nothing makes it stale.
"""
from __future__ import annotations

import math
import re
from typing import Any

from ...search import text
from ...search.storage import DocListing
from ...store import Tx
from .. import indexing
from ..common import Caller
from . import commands
from .reversals import (CHANGED_MIND, RENAME, REVERSAL, VALUE_CHANGE, as_code, dropped, dropped_names, dropped_phrases,
                        lead, leads_with, names_dropped, rename_asked, reversal_clauses, wants_gone)
from .stale_memories import may_mark, stale_memories
from .textscan import command_of, first_str, get_first

LOOKBACK = 300  # the project's most recent observations checked per change
FIELDS = ("type", "files", "narrative", "sections", "supersededBy")
# What `stale` and `reversed_decisions` read of an earlier row, by the new observation's type (the
# text of earlier rows only where a rule compares text).
_FIELDS_OF = {"file_write": ("type", "files", "narrative", "supersededBy"),
              "command_run": ("type", "files", "narrative", "supersededBy"),
              "decision": ("type", "narrative", "supersededBy")}
_SUPERSEDED = {"supersededBy": True}  # a row the index marks superseded: no rule applies to it
_FILE_VIEWS = ("file_read", "file_write", "file_edit")
_MARKERS = re.compile(r"\b(?:instead|rather than|no longer|actually|change of plan|no,? wait|" + CHANGED_MIND +
                      r"|on second thoughts?|scratch that|never ?mind|ignore what (?:i|we) said)\b", re.I)
_DECIDING = ("decision", "prompt")
_MIN_OVERLAP = 0.18  # cosine of the content-word sets a reversal must share with what it reverses
_MAX_REVERSED = 2  # earlier decisions or prompts one reversal supersedes (the most similar)
_NEAR_BEST = 0.6  # share of the most similar one's overlap a second reversed one needs
#: a reversal that names what it drops word for word ("we drop the magic link") and an earlier decision that leads
#: with that name ("Magic link only, no passwords"): the pair shares less of the rest, and that one is preferred
_NAMED_OVERLAP, _NAMED_BONUS = 0.08, 0.1
_MIN_SUBJECT = 2  # content words the sentences saying the reversal must share with what it reverses


def _tool_input(obs: dict) -> dict:
    d = obs.get("data") if isinstance(obs.get("data"), dict) else {}
    tin = get_first(d, "tool_input", "toolInput", "input", "arguments")
    return tin if isinstance(tin, dict) else {}


def _edits(obs: dict) -> list[tuple[str, str]]:
    """(old, new) text of each change an edit observation made."""
    tin = _tool_input(obs)
    parts = tin["edits"] if isinstance(tin.get("edits"), list) else [tin]
    return [(first_str(e, "old_string", "old_str"), first_str(e, "new_string", "new_str", "new_source"))
            for e in parts if isinstance(e, dict)]


def renamed(edits: list[tuple[str, str]]) -> tuple[str, str] | None:
    """(old name, new name) when the edits change exactly one identifier into another."""
    old = {w for o, _ in edits for w in commands.IDENT.findall(o)}
    new = {w for _, n in edits for w in commands.IDENT.findall(n)}
    gone, came = old - new, new - old
    if len(gone) == 1 and len(came) == 1:
        return next(iter(gone)), next(iter(came))
    return None


def _moved_or_deleted(obs: dict, deleted_only: bool = False) -> list[str]:
    """Paths a command moved away or deleted (`deleted_only`: deleted)."""
    return _file_commands(command_of(_tool_input(obs)), deleted_only)


def moved_into(path: str, rows: list[tuple[str, dict]]) -> list[str]:
    """The earlier paths that a move among `rows` (commands, newest first) gave the place `path`."""
    out: list[str] = []
    for _, row in rows:
        if row.get("type") == "command_run":
            cmd = (row.get("narrative") or "").split("\n", 1)[0].removeprefix("$ ")
            out += [a for a, b in _file_commands(cmd, pairs=True) if _same_file(b, path) and a not in out]
    return out


def _file_commands(cmd: str, deleted_only: bool = False, pairs: bool = False) -> list:
    """Paths `cmd` moves away or deletes (`deleted_only`: deletes); `pairs`: (from, to) of its moves."""
    out: list = []
    for args in commands.parts(cmd):
        if args[:1] in (("rm",), ("mv",)):
            paths = [a for a in args[1:] if not a.startswith("-")]
            if pairs:
                out += [(a, paths[-1]) for a in paths[:-1]] if args[0] == "mv" else []
                continue
            out += paths if args[0] == "rm" else [] if deleted_only else paths[:-1]
    return out


def _same_file(a: str, b: str) -> bool:
    return a == b or a.endswith("/" + b.lstrip("./")) or b.endswith("/" + a.lstrip("./"))


def _shown(row: dict) -> str:
    secs = row.get("sections") or []
    return (row.get("narrative") or "") + "\n".join(s.get("text", "") for s in secs if isinstance(s, dict))


def _lines(textblock: str) -> list[str]:
    return [ln.strip() for ln in textblock.splitlines() if len(ln.strip()) >= 8]


def _removed(edits: list[tuple[str, str]]) -> list[str]:
    """The lines (8 characters or more) an edit takes away: in its old text, not in its new text (an
    anchor the edit keeps, as when it appends a function after it, changes nothing a view showed)."""
    out = []
    for old, new in edits:
        kept = set(_lines(new))
        out += [ln for ln in _lines(old) if ln not in kept]
    return out


def renames(edits: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """(old, new) names the edits swap: all of them together, else each edit on its own (a MultiEdit
    renaming two props)."""
    whole = renamed(edits)
    return [whole] if whole else [p for p in (renamed([e]) for e in edits) if p]


_DEFINES = (r"\b(?:def|class|function|func|fn|const|interface|type|struct|enum|trait|module|command)\s+"
            r"(?:\([^)]*\)\s*)?{name}\b|@\w+(?:\.\w+)*\(\s*[\"']{name}[\"']")


def _followed(name: str, edits: list[tuple[str, str]]) -> bool:
    """Whether a rename is followed into other files: the name is an identifier of its own
    (snake_case, camelCase, digits) or the edit renames its definition (`def report(`), not a plain
    word such as a local `data`."""
    if "_" in name.strip("_") or re.search(r"[a-z][A-Z]|[A-Za-z]\d", name):
        return True
    pattern = re.compile(_DEFINES.format(name=re.escape(name)))
    return any(pattern.search(old) for old, _ in edits)


def _edit_stale(edits: list[tuple[str, str]], touches: bool, row: dict) -> bool:
    """Whether the edits (an Edit, or an in-place substitution) change what `row` showed: its lines
    of the same file, or a name they rename (in another file, only a distinct identifier)."""
    shown = _shown(row)
    removed = _removed(edits)[:3]
    if touches and row.get("type") in _FILE_VIEWS and any(ln in shown for ln in removed):
        return True
    if row.get("type") == "conversation":
        return False
    words = set(commands.IDENT.findall(shown))
    for old, new in renames(edits):
        if old not in words or new in words:
            continue
        if row.get("type") in _DECIDING and not as_code(old, shown):
            continue
        if touches:
            return True
        # a whole view of another file that only calls the old name is still that file's state; one
        # that shows the renamed lines themselves (the file before a move or copy) is not
        if _followed(old, edits) and (row.get("type") not in ("file_read", "file_write") or any(ln in shown for ln in removed)):
            return True
    return False


def _under(path: str, file: str, cwd: str) -> bool:
    """Whether `file` lies inside the folder `path` (relative to `cwd`) a command deleted or moved."""
    folder = path.rstrip("/").removeprefix("./")
    if not folder or folder in (".", "*"):
        return False
    if not folder.startswith("/"):
        folder = (cwd.rstrip("/") + "/" + folder) if file.startswith("/") and cwd else folder
    return file.startswith(folder + "/")


def _command_stale(new: dict, row: dict, theirs: list[str]) -> bool:
    """Whether the command `new` ran changed what `row` showed: a substitution in its file, a
    deleted file or folder, discarded edits, a removed package, a bumped version."""
    cmd, kind = command_of(_tool_input(new)), row.get("type")
    edits, targets = commands.substitutions(cmd)
    cwd = new.get("cwd") or ""
    if edits and _edit_stale(edits, any(_same_file(t, g) or _under(t, g, cwd) for t in targets for g in theirs), row):
        return True
    # a moved file's content is still true: only what named its place goes stale
    gone = _moved_or_deleted(new, deleted_only=kind in _FILE_VIEWS)
    dest = [b for _, b in _file_commands(cmd, pairs=True)]
    named = row.get("files") or []
    # what names the old place and not the new one (the request for the move names both)
    asked_gone = kind in _DECIDING and wants_gone(row.get("narrative") or "", gone)  # "Remove netlify.toml."
    if any(_same_file(p, g) or _under(p, g, cwd) for p in gone for g in named) and not any(
            _same_file(b, g) for b in dest for g in named) and not asked_gone:
        return True
    if kind in ("file_edit", "file_write") and any(_same_file(p, g) for p in commands.discarded(cmd) for g in theirs):
        return True
    base = theirs[0].rsplit("/", 1)[-1] if theirs and kind in _FILE_VIEWS else ""
    if base and any(base == m and needle in _shown(row) for m, needle in commands.bumped(cmd)):
        return True
    dropped = commands.packages(cmd, removed=True)
    if not dropped:
        return False
    if kind == "command_run":
        return bool(dropped & commands.packages((row.get("narrative") or "").split("\n", 1)[0].removeprefix("$ "), False))
    manifest = base in commands.MANIFESTS or base.startswith("requirements")
    return manifest and any(re.search(rf"(?<![\w-]){re.escape(p)}(?![\w-])", _shown(row)) for p in dropped)


def stale(new: dict, row: dict) -> bool:
    """Whether the earlier observation `row` shows a state of a file or symbol `new` changed."""
    kind, files = new.get("type"), new.get("files") or []
    # a read, write or edit is of its first file; the others are paths its content mentions
    theirs = (row.get("files") or [])[:1] if row.get("type") in _FILE_VIEWS else row.get("files") or []
    touches = any(_same_file(f, g) for f in files[:1] for g in theirs)
    if kind == "file_write" and touches and row.get("type") in _FILE_VIEWS:
        return True
    if kind == "file_edit":
        return _edit_stale(_edits(new), touches, row)
    if kind == "command_run":
        return _command_stale(new, row, theirs)
    ask = rename_asked(new.get("narrative") or "") if kind == "prompt" else None
    if ask and row.get("type") != "conversation":
        # a command is about the old name when its command line names it; its output (a plan, an apply) may
        # name it among the values it reports, which the rename leaves true
        shown = (row.get("narrative") or "").split("\n", 1)[0] if row.get("type") == "command_run" else _shown(row)
        words = set(text.words(shown, keep_underscores=True))
        old, new_name = (text.words(name, keep_underscores=True) for name in ask)
        return bool(old) and all(w in words for w in old) and not all(w in words for w in new_name)
    return False


def _stems(said: str) -> set[str]:
    """Content stems, without the cues that say only that something is reversed ("instead" in both
    texts names no shared subject; "switch to pnpm" and "switch back to npm" do share one)."""
    return set(text.stems(_MARKERS.sub(" ", said))) - text.STOP_WORDS


def reversed_decisions(new: dict, rows: list[tuple[str, dict]]) -> list[str]:
    """The ids of the earlier decisions or prompts a reversing one replaces: the most similar (cosine of their
    content-word sets at least _MIN_OVERLAP; _NAMED_OVERLAP, and preferred, for one that leads with what the reversal
    drops word for word; any overlap for the first to name a bare name it drops), at most _MAX_REVERSED."""
    said = new.get("narrative") or ""
    clauses = _reversing(new)
    if not clauses:
        return []
    mine, subject, drop = _stems(said), _stems(" ".join(clauses)), dropped(clauses)
    phrases, names = dropped_phrases(clauses), dropped_names(clauses)
    # "drop jpx": the decision that chose jpx (the first to name it: later ones report on it), whatever else it says
    chooser = {name: item_id for item_id, row in rows if row.get("type") in _DECIDING
               for name in names if set(text.words(name, keep_underscores=True))
               <= set(text.words(row.get("narrative"), keep_underscores=True))}
    cued, valued = any(REVERSAL.search(c) for c in clauses), any(VALUE_CHANGE.search(c) for c in clauses)
    if not cued and not valued:
        subject = mine  # "Back to X" names the new state: why it returns is said before it
    values_only = valued and not cued  # it sets a new value, says no more: it replaces a decision that gave one
    scored = []
    for item_id, row in rows:
        theirs = _stems(row.get("narrative") or "") if row.get("type") in _DECIDING else set()
        if values_only and not any(ch.isdigit() for ch in row.get("narrative") or ""):
            continue
        # the reversing sentences name what they reverse: they share its subject, not just any words,
        # what they say they drop ("stop trusting X") or else its lead (a prompt deciding several things
        # is not replaced by "send it 48 hours before instead"); a question decides nothing
        chose = item_id in chooser.values()
        if mine and theirs and not row.get("supersededBy") and (chose or len(subject & theirs) >= _MIN_SUBJECT) \
                and _leads(row, subject, drop, values_only):
            overlap = len(mine & theirs) / math.sqrt(len(mine) * len(theirs))
            named = chose or bool(phrases) and leads_with(phrases, row.get("narrative") or "")
            if chose or overlap >= (_NAMED_OVERLAP if named else _MIN_OVERLAP):
                scored.append((-overlap - (_NAMED_BONUS if named else 0.0), item_id))
    best = sorted(scored)[:_MAX_REVERSED]
    # a second one only as similar as the first (a price reversal is not also about an overbooking)
    return [item_id for overlap, item_id in best if overlap <= _NEAR_BEST * best[0][0]]


def _leads(row: dict, subject: set[str], drop: set[str], values_only: bool = False) -> bool:
    said = row.get("narrative") or ""
    if said.rstrip().endswith("?"):
        return False  # a question decided nothing
    if values_only:  # a new value replaces the sentence that gave its subject one, wherever it stands
        return any(len(_stems(s) & subject) >= _MIN_SUBJECT for s in text.SENTENCES.split(said) if any(c.isdigit() for c in s))
    return names_dropped(drop, said) if drop else len(lead(said) & subject) >= _MIN_SUBJECT


def changes_files(cmd: str) -> bool:
    """Whether a command moves, deletes or rewrites files or removes a package (the others make nothing stale)."""
    return bool(_file_commands(cmd) or commands.packages(cmd, removed=True) or commands.substitutions(cmd)[0]
                or commands.discarded(cmd) or commands.bumped(cmd))


def _named(obs: dict, cmd: str) -> tuple[str, ...]:
    """What an earlier observation must mention to be made stale by `obs` (a cheap filter before its
    stored fields are read); () when any may be (a reversal)."""
    said = obs.get("narrative") or ""
    if _reversing(obs):
        return ()
    names = [f.rsplit("/", 1)[-1] for f in (obs.get("files") or [])[:1] + _moved_or_deleted(obs)]
    names += sorted(commands.packages(cmd, removed=True))
    edits, targets = commands.substitutions(cmd) if cmd else ([], [])
    pairs = renames(_edits(obs) if obs["type"] == "file_edit" else edits)
    ask = rename_asked(said) if obs["type"] == "prompt" else None
    names += [p[0] for p in pairs] if pairs else [ask[0]] if ask else []
    names += [f.rstrip("/").rsplit("/", 1)[-1] for f in targets + commands.discarded(cmd)]
    names += [m for m, _ in commands.bumped(cmd)]
    return tuple(dict.fromkeys(n for n in names if n))


def _earlier_naming(obs: dict, cmd: str) -> dict:
    """The lookback's filter (`DocListing` fields): the file a write or edit changes, by the file-name index
    (every view of it lists it), and the other names by the keyword index; none when any row may be stale."""
    names = _named(obs, cmd)
    own = indexing.file_names((obs.get("files") or [])[:1]) if obs["type"] in ("file_write", "file_edit") else ()
    rest = tuple(n for n in names if n not in own)
    return {"files": own or None, "mentions": rest or None} if names else {}


def _views_before_move(tx: Tx, searcher: Any, obs: dict, rows: list[tuple[str, dict]]) -> list[str]:
    """A file written whole after a move (`git mv a.ts b.ts`, then a new b.ts): the earlier reads,
    writes and edits of its old path show a state it no longer has (a move alone keeps them current)."""
    out: list[str] = []
    for old in moved_into(obs["files"][0], rows):
        listing = DocListing(kinds=("observation",), project=obs["project"], before_ts=obs.get("ts"),
                             order="ts_desc", limit=LOOKBACK, files=indexing.file_names([old]))
        for _, item_id, values in searcher.storage.listed_fields(listing, ("type", "files"), tx, current=True):
            row = dict(zip(("type", "files"), values or ()))
            if row.get("type") in _FILE_VIEWS and any(_same_file(old, g) for g in row.get("files") or []):
                out.append(item_id)
    return out


def mark_superseded(tx: Tx, searcher: Any, obs: dict, caller: Caller) -> list[str]:
    """Mark the earlier observations `obs` makes stale (`supersededBy`), re-index them; their ids.
    A marking changes the older row, so only rows `caller` sees and may change are marked: an agent
    token's observation never marks another agent's (nor, in isolated scope, does anyone's)."""
    if obs.get("type") not in ("file_write", "file_edit", "command_run", "decision", "prompt") \
            or not obs.get("project"):
        return []
    cmd = command_of(_tool_input(obs)) if obs["type"] == "command_run" else ""
    if obs["type"] == "command_run" and not changes_files(cmd):
        return []
    if obs["type"] == "prompt" and not (RENAME.search(obs.get("narrative") or "")
                                        or reversal_clauses(obs.get("narrative") or "")):
        return []
    listing = DocListing(kinds=("observation",), project=obs["project"], before_ts=obs.get("ts"),
                         order="ts_desc", limit=LOOKBACK, **_earlier_naming(obs, cmd))
    fields = _FIELDS_OF.get(obs["type"], FIELDS)
    rows = [(item_id, _SUPERSEDED if values is None else dict(zip(fields, values)))
            for _, item_id, values in searcher.storage.listed_fields(listing, fields, tx, current=True)]
    rows = [(i, r) for i, r in rows if i != obs["id"]]
    # a failed call is an event, not a state: the fix that follows does not make it stale ("what broke?")
    hits = [i for i, r in rows if not r.get("supersededBy") and r.get("type") != "error" and stale(obs, r)]
    hits += [i for i in reversed_decisions(obs, rows) if i not in hits]
    if obs["type"] == "file_write" and obs.get("files"):
        hits += [i for i in _views_before_move(tx, searcher, obs, rows) if i not in hits]
    scopes = {ref[1]: ref[2] for ref in searcher.storage.listed_refs(
        DocListing(kinds=("observation",), item_ids=tuple(hits)), tx)} if hits else {}
    marked: list[str] = []
    for item_id in hits:
        scope = scopes.get(item_id)
        old = tx.get(scope, item_id) if scope else None
        if old is None or not may_mark(caller, old):
            continue
        old["supersededBy"] = obs["id"]
        tx.put(scope, item_id, old)
        indexing.put_observation(searcher, tx, old, embed=False)  # same text: its vectors stay valid
        marked.append(item_id)
    return marked + stale_memories(tx, searcher, obs, _followed_renames(obs, cmd), bool(_reversing(obs)),
                                   reversed_decisions, caller)


def _followed_renames(obs: dict, cmd: str) -> list[tuple[str, str]]:
    """The renames of an edit or an in-place substitution that reach beyond its file (`_followed`)."""
    edits = _edits(obs) if obs["type"] == "file_edit" else commands.substitutions(cmd)[0] if cmd else []
    return [(old, new) for old, new in renames(edits) if _followed(old, edits)]


def _reversing(obs: dict) -> list[str]:
    """The clauses of a decision or prompt that say it reverses an earlier one; [] when none does, or when
    they rename ("rename X to Y instead of ...": `stale` handles a rename). A prompt that reverses and
    renames something else on the way ("Actually let's not ... While we're at it, rename X to Y") does both."""
    clauses = reversal_clauses(obs.get("narrative") or "") if obs.get("type") in _DECIDING else []
    return [] if any(RENAME.search(c) for c in clauses) else clauses

