"""Agent tokens, and who a network caller is (`authenticate`).

An admin (the AGENTMEMORY_SECRET) creates a token bound to one agent and a role
(read or write); a request bearing it acts as that agent and nothing else.

Storage: only the SHA-256 of a token is kept. Tokens are 32 random bytes, so an
unsalted fast hash is enough: there is no dictionary to try and 2^256 guesses to
make, whereas a slow password hash (bcrypt, argon2) exists to protect guessable
secrets and would cost milliseconds on every request. A token is found by its
hash (an index lookup: the hash of a guess reveals nothing about the real one)
and the stored hash is compared again with `hmac.compare_digest`, so no answer
time depends on how much of a secret matched. The admin secret is compared the
same way.
"""
from __future__ import annotations

import hashlib
import hmac
import secrets
from typing import Any, Callable, Iterable

from ...errors import Forbidden, Invalid, NotFound
from ..base import Service
from ..common import SYSTEM_AGENTS, Caller, iso, new_id
from ..privacy import strip_secrets

CALLER_ENVIRON = "agentmemory.caller"  # where the HTTP guard leaves the authenticated Caller for the transports
TOKEN_PREFIX = "amt_"  # recognisable in logs and by secret scanners
ROLES = ("read", "write")


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def _public(row: tuple) -> dict:
    token_id, agent_id, role, created, revoked = row[:5]
    return {"tokenId": token_id, "agentId": agent_id, "role": role, "createdAt": iso(created),
            "revokedAt": iso(revoked), "active": revoked is None}


class Tokens(Service):
    # -- who is calling -------------------------------------------------------------
    def authenticate(self, bearer: str | None) -> Caller | None:
        """The caller a bearer token proves, or None when a secret is set and the token is not valid.

        The admin secret (or no secret configured at all) -> an admin acting as the configured AGENT_ID,
        free to name another agent. An agent token -> that agent, fixed, with the token's role.
        Without a secret, a request with no token (or an unknown one) is an admin: nothing is protected.
        """
        secret = self.settings.secret
        admin = self.local_caller()
        if bearer and secret and hmac.compare_digest(bearer.encode("utf-8", "surrogatepass"),
                                                     secret.encode("utf-8", "surrogatepass")):
            return admin
        if bearer and bearer.startswith(TOKEN_PREFIX):
            caller = self._token_caller(token_hash(bearer))
            if caller is not None:
                return caller
        return None if secret else admin

    def caller_of_hash(self, key: str) -> Caller | None:
        """The caller `authenticate` would give the bearer whose `token_hash` is `key`, or None when a secret is
        set and no active token (nor the secret) hashes to it. The hook outbox names each token's queue by this
        hash (client/outbox.py), so the start-up replay runs a queue as its own caller, never as another."""
        secret = self.settings.secret
        if secret and hmac.compare_digest(key, token_hash(secret)):
            return self.local_caller()
        return self._token_caller(key) or (None if secret else self.local_caller())

    def _token_caller(self, wanted: str) -> Caller | None:
        """The agent caller of the active token stored with hash `wanted`, or None."""
        row = self.store.reader().tokens.by_hash(wanted)
        if row is not None and row[4] is None and hmac.compare_digest(row[5], wanted):
            return Caller(agent_id=row[1], isolated=self.settings.agent_scope == "isolated", admin=False,
                          role=row[2], fixed=True)
        return None

    def local_caller(self) -> Caller:
        """The admin, acting as the configured AGENT_ID: the local CLI and stdio MCP (whoever can open the database)."""
        return Caller(agent_id=self.settings.agent_id, isolated=self.settings.agent_scope == "isolated")

    # -- the token operations (admin only: ops/registry.py) ---------------------------------------
    def create_token(self, caller: Caller, agentId: str, role: str = "write") -> dict:
        _require_admin(caller)
        if strip_secrets(agentId) != agentId:  # it would be written into every row of the agent
            raise Invalid("agentId holds what looks like a secret (an API key or token): name the agent otherwise",
                          field="agentId")
        if agentId in SYSTEM_AGENTS:  # its token would see the audit rows and events of their work on every agent
            raise Invalid(f"agentId {agentId!r} is the name of one of the server's own writers: name the agent "
                          "otherwise", field="agentId")
        token = TOKEN_PREFIX + secrets.token_urlsafe(32)
        token_id = new_id("tok", self.clock())
        # Written as no agent's (audit row, events): an agent token bound to the admin's own AGENT_ID would see them.
        with self.store.write() as tx:
            tx.tokens.insert(token_id, token_hash(token), agentId, role)
            tx.audit("token.create", None, token_id, {"agentId": agentId, "role": role})
        return {"token": token, "tokenId": token_id, "agentId": agentId, "role": role}

    def list_tokens(self, caller: Caller) -> dict:
        _require_admin(caller)
        return {"tokens": [_public(r) for r in self.store.reader().tokens.all()]}

    def revoke_token(self, caller: Caller, tokenId: str) -> dict:
        _require_admin(caller)
        with self.store.write() as tx:
            row = tx.tokens.revoke(tokenId)
            if row is None:
                raise NotFound(f"token {tokenId} not found", tokenId=tokenId)
            already = row[4] is not None
            if not already:
                tx.audit("token.revoke", None, tokenId, {"agentId": row[1]})
        return {"tokenId": tokenId, "agentId": row[1], "revoked": True, "alreadyRevoked": already}


AGENT_HEADER = "X-Agent-Id"  # the header naming the agent a request acts as (or the `agentId` query parameter)


def request_agent(headers: Any, query: Callable[[], Any]) -> tuple[str | None, str]:
    """The agent a request names and the field that named it: the X-Agent-Id header, else the `agentId`
    query parameter (`query()` gives the parsed query arguments: parsed only when there is no header)."""
    header = headers.get(AGENT_HEADER)
    if header:
        return header, AGENT_HEADER
    return query().get("agentId") or None, "agentId"


def acting_as(base: Caller, header_agent: str | None = None, named: Iterable[Any] = (),
              header_field: str = AGENT_HEADER) -> Caller:
    """THE caller rule: who a request acts as. Every transport and `ops.invoke` call it.

    `base` is who the bearer proves (`authenticate`: the admin secret, an agent token, or anyone when
    no secret is set; the agent_scope setting makes it isolated) or the local admin. The agent an
    X-Agent-Id header (or `agentId` query parameter) names becomes fixed; then each agent the input
    names (a body or MCP `agentId`, an op's `agent_id` field, a batch item) is taken only while none
    is fixed: naming another agent than a fixed one is 403 (`Caller.for_agent`). An agent id is stored in
    every row the request writes, so a secret in it is redacted, as in any other field. An id the agent-id
    rule refuses (padding, control characters, too long) is 422 naming `header_field` (or `agentId`).
    """
    caller = base.for_agent(strip_secrets(header_agent) if isinstance(header_agent, str) else None, fix=True,
                            field=header_field)
    for agent in named:  # a write's fields are cleaned already (ops.clean); a read's are cleaned here alike
        caller = caller.for_agent(strip_secrets(agent) if isinstance(agent, str) else None)
    return caller


def _require_admin(caller: Caller) -> None:
    if not caller.admin:
        raise Forbidden("only the admin (AGENTMEMORY_SECRET) may manage agent tokens")
