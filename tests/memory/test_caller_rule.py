"""memory/tokens.acting_as: the one rule for who a request acts as (token, header, body, scope)."""
import pytest

from agentmemory.errors import Forbidden
from agentmemory.memory.common import Caller
from agentmemory.memory.admin.tokens import acting_as


def test_the_header_fixes_the_agent_and_a_body_may_only_repeat_it():
    admin = Caller(agent_id="default")
    fixed = acting_as(admin, "alice")
    assert (fixed.agent_id, fixed.fixed) == ("alice", True)
    assert acting_as(admin, "alice", ["alice", None]).agent_id == "alice"
    with pytest.raises(Forbidden):
        acting_as(admin, "alice", ["bob"])


def test_without_a_header_the_body_picks_the_agent_of_an_admin():
    caller = acting_as(Caller(agent_id="default"), None, ["bob", None, 42])  # non-strings name nothing
    assert (caller.agent_id, caller.fixed) == ("bob", False)


def test_an_agent_token_is_fixed_to_its_agent(services):
    token = services.tokens.create_token(services.tokens.local_caller(), agentId="carol", role="read")["token"]
    base = services.tokens.authenticate(token)
    assert (base.agent_id, base.fixed, base.admin, base.role) == ("carol", True, False, "read")
    assert acting_as(base, None, ["carol"]).agent_id == "carol"
    for header, named in (("dave", []), (None, ["dave"])):
        with pytest.raises(Forbidden):
            acting_as(base, header, named)


def test_isolated_scope_comes_from_the_setting(make_client):
    services = make_client(agent_scope="isolated")[1]
    assert acting_as(services.tokens.local_caller(), "erin").isolated
    assert not acting_as(make_client()[1].tokens.local_caller(), "erin").isolated
