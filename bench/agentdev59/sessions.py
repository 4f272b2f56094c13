"""The eleven sessions of the thermoquay history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad59_files import (API_PY, API_V0, CHANGELOG_V010, CLIMATE_PY, CONST_PY, COORDINATOR_PY, DIAGNOSTICS_PY,
                        FORUM_THREAD, HACS_JSON, LOCAL_PY, MANIFEST_V1, PYPROJECT, README_MD, REQUIREMENTS_TEST,
                        SENSOR_PY, UDP_SPEC, UPDATE_COORDINATOR_EXCERPT, WORKFLOW_YML)

HA_LAB = "root@192.168.1.40"


def tests_ok(n, secs, files, ha="2028.5.0", cov=None):
    lines = "".join(f"{f:<72}[{p:>3}%]\n" for f, p in files)
    out = (f"============================= test session starts ==============================\n"
           f"platform linux -- Python 3.13.3, pytest-8.3.5, pluggy-1.5.0\n"
           f"rootdir: /home/maren/code/thermoquay\nconfigfile: pyproject.toml\ntestpaths: tests\n"
           f"plugins: homeassistant-custom-component-0.13.252, asyncio-0.26.0, cov-6.1.1, socket-0.7.0, "
           f"syrupy-4.9.1, anyio-4.9.0\nasyncio: mode=Mode.AUTO\ncollected {n} items\n\n{lines}")
    if cov:
        out += f"\n---------- coverage: platform linux, python 3.13.3-final-0 -----------\n{cov}\n"
    return out + f"\n============================== {n} passed in {secs}s ==============================\n"


# ------------------------------------------------------------------ s1: Mon 1 May 2028
def s1(s):
    s.start()
    s.prompt("goal", "New project: thermoquay, a Home Assistant custom integration for Quaytherm's QT-200 smart "
             "radiator valves. Quaytherm has a cloud API (api.quaytherm.io/v2, OAuth password grant) and the valves "
             "also speak a local UDP protocol that isn't public yet. v1: config flow with the Quaytherm account, a "
             "DataUpdateCoordinator polling the cloud, climate + sensor + switch entities, distributed through HACS. "
             "Dries Vermeulen (@driesv) co-maintains and reviews. I have three valves at home (bathroom, study, "
             "bedroom) and a dev Home Assistant VM, hass-lab, at 192.168.1.40:8123.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 maren maren 4096 May  1 09:12 .\ndrwxr-xr-x 14 maren maren 4096 "
           "May  1 09:11 ..\ndrwxr-xr-x  7 maren maren 4096 May  1 09:12 .git\n-rw-r--r--  1 maren maren   35 May  1 "
           "09:12 LICENSE")
    s.prompt("rules", "House rules for this repo, please stick to them: (1) nothing blocking in the event loop, all "
             "HTTP through HA's shared aiohttp session (async_get_clientsession), never requests; (2) never log "
             "tokens, passwords or email addresses, not even at debug level; (3) every user-facing string lives in "
             "strings.json / translations/en.json, no English literals in Python; (4) ruff check, ruff format and "
             "the whole pytest suite green before every commit, and config_flow.py stays at 100% coverage.")
    s.fetch("fetchapi", "https://developer.quaytherm.io/docs/cloud-api/v2",
            "Summarise authentication, the endpoints for homes and valves, and any rate limits.",
            "Authentication: OAuth 2.0 at https://auth.quaytherm.io/oauth/token. Partner integrations use the "
            "password grant with a registered client_id; access tokens live 1 hour, refresh tokens 90 days. "
            "Endpoints: GET /homes; GET /homes/{home_id}/valves (id, name, room, firmware); GET /valves/{id}/state "
            "(temperature, target, mode manual|schedule|off, valve_position %, battery_mv, child_lock, window_open); "
            "PUT /valves/{id}/target, /mode, /child_lock. Rate limits: 'fair use; clients should not poll more "
            "often than once a minute'. No numbers are given. Errors: 401 expired token, 429 too many requests with "
            "a Retry-After header.")
    s.bash("scaffold", "mkdir -p custom_components/thermoquay/translations tests && touch tests/__init__.py && "
           "tree -a -I .git", ".\n├── LICENSE\n├── custom_components\n│   └── thermoquay\n│       └── translations\n"
           "└── tests\n    └── __init__.py\n\n5 directories, 2 files")
    s.write("manifest1", "custom_components/thermoquay/manifest.json", MANIFEST_V1)
    s.write("hacsjson", "hacs.json", HACS_JSON)
    s.write("const1", "custom_components/thermoquay/const.py", CONST_PY)
    s.write(None, "requirements_test.txt", REQUIREMENTS_TEST)
    s.bash("venv", "uv venv --python 3.13 && uv pip install -r requirements_test.txt",
           "Using CPython 3.13.3\nCreating virtual environment at: .venv\nActivate with: source .venv/bin/activate\n"
           "Resolved 187 packages in 4.12s\nPrepared 183 packages in 21.44s\nInstalled 187 packages in 1.38s\n"
           " + aiohttp==3.11.18\n + homeassistant==2028.4.3\n + pytest==8.3.5\n"
           " + pytest-homeassistant-custom-component==0.13.251\n + pytest-socket==0.7.0\n + ruff==0.11.9\n"
           " + voluptuous==0.15.2\n ...")
    s.bash("labver", "ssh " + HA_LAB + " 'ha core info | head -4'",
           "arch: amd64\naudio_input: null\naudio_output: null\nversion: 2028.4.3")
    s.bash("commit1", "git add -A && git commit -m 'chore: scaffold thermoquay (manifest, hacs.json, const, test deps)'",
           "[main (root-commit) 3f9a1c2] chore: scaffold thermoquay (manifest, hacs.json, const, test deps)\n"
           " 7 files changed, 118 insertions(+)")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s2: Wed 3 May 2028
def s2(s):
    s.start()
    s.prompt("cflow", "Config flow today. User step: Quaytherm email + password, sign in, list the homes; if the "
             "account has more than one home, a second step to pick it. Keep the email and password in the config "
             "entry data so the integration can simply sign in again whenever the token runs out, that's the least "
             "hassle. unique_id = the home id, abort if it's already configured. Also bump the test deps, "
             "HA 2028.5.0 came out today.")
    s.bash("bumpdeps", "sed -i 's/0.13.251/0.13.252/' requirements_test.txt && uv pip install -r requirements_test.txt",
           "Resolved 188 packages in 2.87s\nUninstalled 2 packages in 212ms\nInstalled 2 packages in 804ms\n"
           " - homeassistant==2028.4.3\n + homeassistant==2028.5.0\n - pytest-homeassistant-custom-component==0.13.251\n"
           " + pytest-homeassistant-custom-component==0.13.252")
    s.write("apiv0", "custom_components/thermoquay/api.py", API_V0)
    s.write("cfpy", "custom_components/thermoquay/config_flow.py",
            '"""Config flow for Thermoquay: sign in with the Quaytherm account, pick a home."""\n'
            'from __future__ import annotations\n\nfrom typing import Any\n\nimport voluptuous as vol\n\n'
            'from homeassistant.config_entries import ConfigFlow, ConfigFlowResult\n'
            'from homeassistant.const import CONF_EMAIL, CONF_PASSWORD\n'
            'from homeassistant.helpers.aiohttp_client import async_get_clientsession\n'
            'from homeassistant.helpers.selector import (\n    EmailSelector,\n    SelectSelector,\n'
            '    SelectSelectorConfig,\n    TextSelector,\n    TextSelectorConfig,\n    TextSelectorType,\n)\n\n'
            'from .api import QuayApi, QuayApiError, QuayAuthError\nfrom .const import CONF_HOME_ID, DOMAIN\n\n'
            'USER_SCHEMA = vol.Schema(\n    {\n        vol.Required(CONF_EMAIL): EmailSelector(),\n'
            '        vol.Required(CONF_PASSWORD): TextSelector(TextSelectorConfig(type=TextSelectorType.PASSWORD)),\n'
            '    }\n)\n\n\nclass ThermoquayConfigFlow(ConfigFlow, domain=DOMAIN):\n    """Sign in, pick a home."""\n\n'
            '    VERSION = 1\n\n    def __init__(self) -> None:\n        self._credentials: dict[str, str] = {}\n'
            '        self._homes: dict[str, str] = {}\n\n    async def async_step_user(self, user_input: dict[str, Any] | '
            'None = None) -> ConfigFlowResult:\n        errors: dict[str, str] = {}\n        if user_input is not None:\n'
            '            api = QuayApi(async_get_clientsession(self.hass))\n            try:\n'
            '                await api.async_login(user_input[CONF_EMAIL], user_input[CONF_PASSWORD])\n'
            '                homes = await api.async_get_homes()\n            except QuayAuthError:\n'
            '                errors["base"] = "invalid_auth"\n            except QuayApiError:\n'
            '                errors["base"] = "cannot_connect"\n            else:\n                if not homes:\n'
            '                    errors["base"] = "no_homes"\n                else:\n'
            '                    self._credentials = user_input\n'
            '                    self._homes = {h["id"]: h["name"] for h in homes}\n'
            '                    if len(homes) == 1:\n                        return await self._async_create(homes[0]["id"])\n'
            '                    return await self.async_step_home()\n'
            '        return self.async_show_form(step_id="user", data_schema=USER_SCHEMA, errors=errors)\n\n'
            '    async def async_step_home(self, user_input: dict[str, Any] | None = None) -> ConfigFlowResult:\n'
            '        if user_input is not None:\n            return await self._async_create(user_input[CONF_HOME_ID])\n'
            '        options = [{"value": k, "label": v} for k, v in self._homes.items()]\n'
            '        schema = vol.Schema({vol.Required(CONF_HOME_ID): SelectSelector(SelectSelectorConfig(options='
            'options))})\n        return self.async_show_form(step_id="home", data_schema=schema)\n\n'
            '    async def _async_create(self, home_id: str) -> ConfigFlowResult:\n'
            '        await self.async_set_unique_id(home_id)\n        self._abort_if_unique_id_configured()\n'
            '        return self.async_create_entry(\n            title=self._homes[home_id],\n'
            '            data={**self._credentials, CONF_HOME_ID: home_id},  # email + password kept for re-login\n'
            '        )\n')
    s.write("cftest", "tests/test_config_flow.py",
            '"""Config flow tests: the cloud is always mocked."""\nfrom unittest.mock import AsyncMock, patch\n\n'
            'import pytest\n\nfrom homeassistant import config_entries\nfrom homeassistant.const import CONF_EMAIL, '
            'CONF_PASSWORD\nfrom homeassistant.data_entry_flow import FlowResultType\n\n'
            'from custom_components.thermoquay.api import QuayApiError, QuayAuthError\n'
            'from custom_components.thermoquay.const import CONF_HOME_ID, DOMAIN\n\n'
            'CREDS = {CONF_EMAIL: "maren@example.org", CONF_PASSWORD: "hunter2"}\n'
            'ONE_HOME = [{"id": "qh-1020", "name": "Kanalstraße"}]\n\n\n'
            '@pytest.fixture\ndef mock_api():\n    with patch("custom_components.thermoquay.config_flow.QuayApi", '
            'autospec=True) as cls:\n        api = cls.return_value\n        api.async_get_homes = AsyncMock('
            'return_value=ONE_HOME)\n        yield api\n\n\nasync def test_single_home_creates_entry(hass, mock_api):\n'
            '    result = await hass.config_entries.flow.async_init(DOMAIN, context={"source": '
            'config_entries.SOURCE_USER})\n    result = await hass.config_entries.flow.async_configure(result["flow_id"], '
            'CREDS)\n    assert result["type"] is FlowResultType.CREATE_ENTRY\n    assert result["data"][CONF_HOME_ID] '
            '== "qh-1020"\n\n\nasync def test_two_homes_asks(hass, mock_api): ...\n\n\n'
            '@pytest.mark.parametrize(("exc", "error"), [(QuayAuthError, "invalid_auth"), (QuayApiError, '
            '"cannot_connect")])\nasync def test_errors(hass, mock_api, exc, error): ...\n\n\n'
            'async def test_already_configured(hass, mock_api): ...\n')
    s.bash("cfrun", ".venv/bin/pytest tests/test_config_flow.py --cov=custom_components.thermoquay.config_flow "
           "--cov-report=term-missing",
           tests_ok(6, "0.91", [("tests/test_config_flow.py ......", 100)],
                    cov="Name                                        Stmts   Miss  Cover   Missing\n"
                        "-------------------------------------------------------------------------\n"
                        "custom_components/thermoquay/config_flow.py    48      0   100%\n"
                        "-------------------------------------------------------------------------\n"
                        "TOTAL                                          48      0   100%"))
    s.bash("rsync1", "rsync -a --delete custom_components/thermoquay/ " + HA_LAB + ":/config/custom_components/"
           "thermoquay/ && ssh " + HA_LAB + " 'ha core restart'", "Command completed successfully.")
    s.prompt("handlerfail1", "On hass-lab: Settings > Devices & services > Add integration > Thermoquay, and the "
             "dialog only says: Config flow could not be loaded: {\"message\":\"Invalid handler specified\"}. The "
             "tests pass though. What's going on?")
    s.bash("halog1", "ssh " + HA_LAB + " 'grep -A8 thermoquay /config/home-assistant.log | head -14'",
           "2028-05-03 11:42:07.118 WARNING (SyncWorker_0) [homeassistant.loader] We found a custom integration "
           "thermoquay which has not been tested by Home Assistant. This component might cause stability problems, "
           "be sure to disable it if you experience issues with Home Assistant\n"
           "2028-05-03 11:44:31.905 ERROR (MainThread) [homeassistant.config_entries] Error occurred loading flow for "
           "integration thermoquay: cannot import name 'EmailSelector' from 'homeassistant.helpers.selector' "
           "(/usr/src/homeassistant/homeassistant/helpers/selector.py)\nTraceback (most recent call last):\n"
           "  File \"/config/custom_components/thermoquay/config_flow.py\", line 11, in <module>\n"
           "    from homeassistant.helpers.selector import (\n"
           "ImportError: cannot import name 'EmailSelector' from 'homeassistant.helpers.selector'")
    s.bash("hacore", "ssh " + HA_LAB + " 'ha core info | grep -E \"^version|^version_latest\"'",
           "version: 2028.4.3\nversion_latest: 2028.5.0")
    s.prompt("handlerwhy1", "Got it: the flow module doesn't even import on hass-lab. EmailSelector only exists since "
             "2028.5 and the box still runs 2028.4.3, while the test venv got 2028.5.0 this morning. 'Invalid handler "
             "specified' is just how the frontend reports a config_flow.py that failed to import. Update hass-lab to "
             "2028.5.0 and raise the minimum in hacs.json to 2028.5.0 so HACS won't offer us to older installs.")
    s.bash("haupdate", "ssh " + HA_LAB + " 'ha core update --version 2028.5.0 && ha core info | grep ^version:'",
           "Processing... Done.\n\nCommand completed successfully.\nversion: 2028.5.0")
    s.edit("hacsmin", "hacs.json", '"homeassistant": "2028.4.0"', '"homeassistant": "2028.5.0"')
    s.lesson("lesson1", "'Config flow could not be loaded: Invalid handler specified' means config_flow.py raised on "
             "import; the real error (here ImportError: cannot import name 'EmailSelector') is in "
             "home-assistant.log. Keep the dev instance on the same HA version as the test venv and keep hacs.json's "
             "minimum in step with the newest API used.",
             "thermoquay: config flow worked in pytest (HA 2028.5.0) but not on hass-lab (2028.4.3)")
    s.bash("commit2", "git add -A && git commit -m 'feat: config flow (sign in, pick home); require HA 2028.5.0'",
           "[main 8c2e7d1] feat: config flow (sign in, pick home); require HA 2028.5.0\n"
           " 6 files changed, 241 insertions(+), 2 deletions(-)\n create mode 100644 custom_components/thermoquay/"
           "api.py\n create mode 100644 custom_components/thermoquay/config_flow.py")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s3: Fri 5 May 2028
def s3(s):
    s.start()
    s.prompt("coordplan", "Data side today. Extend api.py (QuayApi) with valves, per-valve state and the setters, a "
             "DataUpdateCoordinator that polls the cloud every 60 seconds (the docs' fair-use line says at most "
             "once a minute, so that's the fastest we're allowed), and the platforms: a climate entity per valve "
             "(heat = manual, auto = the Quaytherm schedule, off; 5-30 °C in 0.5 steps), sensors for battery "
             "voltage and valve opening, and a child-lock switch. Store the coordinator in entry.runtime_data.")
    s.write("apipy", "custom_components/thermoquay/api.py", API_PY)
    s.write("coordpy", "custom_components/thermoquay/coordinator.py", COORDINATOR_PY)
    s.write("initpy", "custom_components/thermoquay/__init__.py",
            '"""The Thermoquay integration: Quaytherm QT-200 radiator valves."""\nfrom __future__ import annotations\n\n'
            'from homeassistant.const import CONF_EMAIL, CONF_PASSWORD\nfrom homeassistant.core import HomeAssistant\n\n'
            'from .api import QuayApi\nfrom .const import PLATFORMS\n'
            'from .coordinator import ThermoquayConfigEntry, ThermoquayCoordinator\n\n\n'
            'async def async_setup_entry(hass: HomeAssistant, entry: ThermoquayConfigEntry) -> bool:\n'
            '    api = QuayApi()\n    await api.async_login(entry.data[CONF_EMAIL], entry.data[CONF_PASSWORD])\n'
            '    coordinator = ThermoquayCoordinator(hass, entry, api)\n'
            '    await coordinator.async_config_entry_first_refresh()\n    entry.runtime_data = coordinator\n'
            '    await hass.config_entries.async_forward_entry_setups(entry, PLATFORMS)\n    return True\n\n\n'
            'async def async_unload_entry(hass: HomeAssistant, entry: ThermoquayConfigEntry) -> bool:\n'
            '    return await hass.config_entries.async_unload_platforms(entry, PLATFORMS)\n')
    s.write("climatepy", "custom_components/thermoquay/climate.py", CLIMATE_PY)
    s.write("sensorpy", "custom_components/thermoquay/sensor.py", SENSOR_PY)
    s.write("switchpy", "custom_components/thermoquay/switch.py",
            '"""Child lock switch per valve."""\nfrom __future__ import annotations\n\nfrom typing import Any\n\n'
            'from homeassistant.components.switch import SwitchEntity\nfrom homeassistant.const import EntityCategory\n'
            'from homeassistant.helpers.update_coordinator import CoordinatorEntity\n\n'
            'from .coordinator import ThermoquayCoordinator\n\n\nclass ChildLockSwitch(CoordinatorEntity['
            'ThermoquayCoordinator], SwitchEntity):\n    _attr_has_entity_name = True\n    _attr_translation_key = '
            '"child_lock"\n    _attr_entity_category = EntityCategory.CONFIG\n\n    def __init__(self, coordinator, '
            'valve_id: str) -> None:\n        super().__init__(coordinator)\n        self._valve_id = valve_id\n'
            '        self._attr_unique_id = f"{valve_id}_child_lock"\n\n    @property\n    def is_on(self) -> bool:\n'
            '        return self.coordinator.data[self._valve_id].child_lock\n\n    async def async_turn_on(self, '
            '**kwargs: Any) -> None:\n        await self.coordinator.api.async_set_child_lock(self._valve_id, True)\n'
            '        await self.coordinator.async_request_refresh()\n\n    async def async_turn_off(self, **kwargs: '
            'Any) -> None:\n        await self.coordinator.api.async_set_child_lock(self._valve_id, False)\n'
            '        await self.coordinator.async_request_refresh()\n')
    s.read(None, ".venv/lib/python3.13/site-packages/homeassistant/helpers/update_coordinator.py",
           UPDATE_COORDINATOR_EXCERPT)
    s.bash("blockfail", ".venv/bin/pytest tests/test_init.py -x -q",
           "F\n=================================== FAILURES ===================================\n"
           "____________________________ test_setup_and_unload _____________________________\n"
           "...\ncustom_components/thermoquay/__init__.py:13: in async_setup_entry\n    api = QuayApi()\n"
           "custom_components/thermoquay/api.py:31: in __init__\n    ctx = ssl.create_default_context()\n"
           "/usr/lib/python3.13/ssl.py:713: in create_default_context\n    context.load_default_certs(purpose)\n"
           "E   RuntimeError: Caught blocking call to load_default_certs with args (<ssl.SSLContext object at "
           "0x7f3a1c2b9e50>, <Purpose.SERVER_AUTH: _ASN1Object(nid=129, shortname='serverAuth', longname='TLS Web "
           "Server Authentication', oid='1.3.6.1.5.5.7.3.1')>) inside the event loop by custom integration "
           "'thermoquay' at custom_components/thermoquay/api.py, line 31: ctx = ssl.create_default_context(). "
           "Please create a bug report at https://github.com/marenholst/thermoquay/issues\n"
           "=========================== short test summary info ============================\n"
           "FAILED tests/test_init.py::test_setup_and_unload - RuntimeError: Caught blocking call to "
           "load_default_certs ...\n1 failed in 1.12s", code=1)
    s.prompt("blockwhy", "That's our own fault and against rule 1: __init__ builds QuayApi() without a session, so "
             "api.py creates its own ClientSession with ssl.create_default_context(), which loads the CA bundle from "
             "disk inside the event loop. Pass async_get_clientsession(hass) and delete the fallback, the session "
             "argument is required from now on.")
    s.tool_failure("editfail3", "Edit", {"file_path": "/home/maren/code/thermoquay/custom_components/thermoquay/api.py",
                                         "old_string": "    def __init__(self, session=None) -> None:",
                                         "new_string": "    def __init__(self, session: aiohttp.ClientSession) -> None:",
                                         "replace_all": False},
                   "String to replace not found in file.\nString:     def __init__(self, session=None) -> None:")
    s.multiedit("blockfix", "custom_components/thermoquay/api.py", [
        ("import logging\nimport ssl\n\nimport aiohttp", "import logging\n\nimport aiohttp"),
        ("    def __init__(self, session: aiohttp.ClientSession | None = None) -> None:\n        if session is None:\n"
         "            ctx = ssl.create_default_context()\n            session = aiohttp.ClientSession(connector="
         "aiohttp.TCPConnector(ssl=ctx))\n        self._session = session",
         "    def __init__(self, session: aiohttp.ClientSession) -> None:\n        # HA's shared session only "
         "(house rule 1): creating an SSL context here blocks the event loop\n        self._session = session"),
    ])
    s.edit(None, "custom_components/thermoquay/__init__.py", "    api = QuayApi()",
           "    api = QuayApi(async_get_clientsession(hass))")
    s.bash("testok3", ".venv/bin/pytest -q", tests_ok(14, "1.63", [("tests/test_climate.py ....", 28),
                                                                  ("tests/test_config_flow.py ......", 71),
                                                                  ("tests/test_init.py .", 78),
                                                                  ("tests/test_sensor.py ..", 92),
                                                                  ("tests/test_switch.py .", 100)]))
    s.bash("rsync3", "rsync -a --delete custom_components/thermoquay/ " + HA_LAB + ":/config/custom_components/"
           "thermoquay/ && ssh " + HA_LAB + " 'ha core restart && sleep 90 && grep \"thermoquay data\" "
           "/config/home-assistant.log | tail -3'",
           "2028-05-05 15:31:02.447 DEBUG (MainThread) [custom_components.thermoquay.coordinator] Finished fetching "
           "thermoquay data in 0.912 seconds (success: True)\n2028-05-05 15:32:02.311 DEBUG (MainThread) "
           "[custom_components.thermoquay.coordinator] Finished fetching thermoquay data in 0.774 seconds "
           "(success: True)\n2028-05-05 15:33:02.390 DEBUG (MainThread) [custom_components.thermoquay.coordinator] "
           "Finished fetching thermoquay data in 0.803 seconds (success: True)")
    s.bash("entities", "curl -s http://192.168.1.40:8123/api/states -H \"Authorization: Bearer $HA_TOKEN\" | jq -r "
           "'.[] | select(.entity_id | test(\"bathroom|study|bedroom\")) | \"\\(.entity_id) \\(.state)\"'",
           "climate.bathroom heat\nclimate.study auto\nclimate.bedroom auto\nsensor.bathroom_battery_voltage 2960\n"
           "sensor.bathroom_valve_opening 35\nsensor.study_battery_voltage 3050\nsensor.study_valve_opening 0\n"
           "sensor.bedroom_battery_voltage 2710\nsensor.bedroom_valve_opening 12\nswitch.bathroom_child_lock off\n"
           "switch.study_child_lock off\nswitch.bedroom_child_lock on")
    s.remember("memarch", "thermoquay architecture (5 May 2028): one ThermoquayCoordinator per config entry (one "
               "Quaytherm home) in entry.runtime_data, polling the cloud every 60 s (DEFAULT_SCAN_INTERVAL in "
               "const.py, chosen from the docs' 'at most once a minute' fair-use line) with one GET "
               "/valves/{id}/state per valve. Entities: climate per valve (heat=manual, auto=schedule, off; 5-30 °C, "
               "0.5 steps), sensors battery voltage (mV) + valve opening (%), child-lock switch. QuayApi in api.py "
               "always gets HA's shared aiohttp session.", "thermoquay architecture v1", "fact")
    s.bash("commit3", "git add -A && git commit -m 'feat: cloud coordinator (60 s), climate/sensor/switch platforms'",
           "[main 1d4b9a0] feat: cloud coordinator (60 s), climate/sensor/switch platforms\n 12 files changed, "
           "604 insertions(+), 9 deletions(-)")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s4: Tue 9 May 2028
def s4(s):
    s.start()
    s.bash(None, "git log --oneline -3", "1d4b9a0 feat: cloud coordinator (60 s), climate/sensor/switch platforms\n"
           "8c2e7d1 feat: config flow (sign in, pick home); require HA 2028.5.0\n"
           "3f9a1c2 chore: scaffold thermoquay (manifest, hacs.json, const, test deps)")
    s.prompt("udpplan", "Good news: Yuki Tanabe from Quaytherm developer relations sent me the local protocol (v1.3, "
             "partner preview), I put it in docs/vendor/udp-protocol-1.3.md. Her contact for later: "
             "yuki.tanabe@quaytherm.io or +49 40 8813 2270, but she asked to be emailed rather than called. Plan: "
             "find the valves by broadcasting a discover on UDP 45654, then read them locally. Local readings win "
             "for temperature, valve opening and battery because they're fresher; setpoints, modes and the child "
             "lock still go through the cloud, as Quaytherm asks. Add a 'Local network' step to the config flow "
             "that runs the discovery.")
    s.read("readspec", "docs/vendor/udp-protocol-1.3.md", UDP_SPEC)
    s.write("localpy", "custom_components/thermoquay/local.py", LOCAL_PY)
    s.bash("bcastfail", ".venv/bin/python -c 'import asyncio; from custom_components.thermoquay.local import "
           "QuayLocalClient; print(asyncio.run(QuayLocalClient().async_discover()))'",
           "Traceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  ...\n"
           "  File \"/home/maren/code/thermoquay/custom_components/thermoquay/local.py\", line 71, in async_discover\n"
           "    transport.sendto(b'{\"cmd\": \"discover\"}', (\"255.255.255.255\", UDP_PORT))\n"
           "  File \"/usr/lib/python3.13/asyncio/selector_events.py\", line 1243, in sendto\n"
           "    self._sock.sendto(data, addr)\nPermissionError: [Errno 13] Permission denied", code=1)
    s.prompt("bcastwhy", "Permission denied on sendto to 255.255.255.255 is the kernel refusing a broadcast from a "
             "socket without SO_BROADCAST. create_datagram_endpoint needs allow_broadcast=True.")
    s.edit("bcastfix", "custom_components/thermoquay/local.py",
           "        transport, proto = await loop.create_datagram_endpoint(_Collector, local_addr=(\"0.0.0.0\", 0))",
           "        transport, proto = await loop.create_datagram_endpoint(\n            _Collector, local_addr=("
           "\"0.0.0.0\", 0), allow_broadcast=True  # SO_BROADCAST, else EACCES\n        )")
    s.bash("discover", ".venv/bin/python -c 'import asyncio; from custom_components.thermoquay.local import "
           "QuayLocalClient; [print(r) for r in asyncio.run(QuayLocalClient().async_discover())]'",
           "LocalReading(valve_id='qv-4402', host='192.168.1.61', firmware='2.3.1', temperature=21.5, setpoint=21.0, "
           "valve_position=35, battery_mv=2960, window_open=False, child_lock=False)\n"
           "LocalReading(valve_id='qv-4405', host='192.168.1.62', firmware='2.3.1', temperature=19.0, setpoint=19.0, "
           "valve_position=0, battery_mv=3050, window_open=False, child_lock=False)\n"
           "LocalReading(valve_id='qv-4409', host='192.168.1.63', firmware='2.3.1', temperature=17.5, setpoint=18.0, "
           "valve_position=12, battery_mv=2710, window_open=False, child_lock=True)")
    s.edit("coordlocal", "custom_components/thermoquay/coordinator.py",
           "            return states\n        except QuayAuthError as err:",
           "            for reading in await self._async_read_local():\n"
           "                if (state := states.get(reading.valve_id)) is not None:\n"
           "                    # local wins for what it measures: fresher than the cloud's copy\n"
           "                    state.current_temperature = reading.temperature\n"
           "                    state.valve_position = reading.valve_position\n"
           "                    state.battery_mv = reading.battery_mv\n"
           "            return states\n        except QuayAuthError as err:")
    s.edit("cflocal", "custom_components/thermoquay/config_flow.py",
           "    async def _async_create(self, home_id: str) -> ConfigFlowResult:\n",
           "    async def async_step_local(self, user_input=None) -> "
           "ConfigFlowResult:\n        \"\"\"Broadcast a discover on UDP 45654; the hosts found are stored for "
           "local reads.\"\"\"\n        found = await QuayLocalClient().async_discover()\n        if not found:\n"
           "            _LOGGER.warning(\"No valves answered the discovery broadcast on UDP %s within %.1f s\", "
           "UDP_PORT, DISCOVERY_TIMEOUT)\n            return self.async_show_form(step_id=\"local\", errors={\"base\": "
           "\"no_local_valves\"})\n        self._hosts = {r.valve_id: r.host for r in found}\n"
           "        return await self._async_create(self._home_id)\n\n    async def _async_create(self, home_id: str) -> "
           "ConfigFlowResult:\n")
    s.bash("testok4", ".venv/bin/pytest -q", tests_ok(19, "1.88", [("tests/test_climate.py ....", 21),
                                                                  ("tests/test_config_flow.py ........", 63),
                                                                  ("tests/test_coordinator.py ..", 73),
                                                                  ("tests/test_init.py .", 78),
                                                                  ("tests/test_local.py ...", 94),
                                                                  ("tests/test_sensor.py .", 100)]))
    s.remember("memlocal", "Quaytherm local protocol (partner spec v1.3 from Yuki Tanabe, Quaytherm developer "
               "relations, yuki.tanabe@quaytherm.io, +49 40 8813 2270; she prefers email over phone): UDP port "
               "45654, one JSON object per datagram, no auth on firmware 2.x, AES-128-GCM planned for firmware 3.x. "
               "Discover by broadcast {\"cmd\": \"discover\"} (needs allow_broadcast=True), read with {\"cmd\": "
               "\"status\"}: fields t, sp, v, b (mV), w, cl, fw, rssi. Local readings override the cloud for "
               "temperature, opening and battery; writes stay on the cloud. Maren's valves: qv-4402 bathroom "
               "192.168.1.61, qv-4405 study .62, qv-4409 bedroom .63, all firmware 2.3.1.",
               "Quaytherm local UDP protocol", "fact")
    s.bash("commit4", "git add -A && git commit -m 'feat: local UDP readings (protocol 1.3), discovery step in the "
           "config flow'", "[main 5b7e0f4] feat: local UDP readings (protocol 1.3), discovery step in the config "
           "flow\n 8 files changed, 312 insertions(+), 11 deletions(-)\n create mode 100644 custom_components/"
           "thermoquay/local.py\n create mode 100644 docs/vendor/udp-protocol-1.3.md")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s5: Thu 11 May 2028
def s5(s):
    s.start()
    s.prompt("renameplan", "Cleanup before the beta: with local.py next to it, api.py is a vague name. git mv it to "
             "cloud.py and rename the class QuayApi to QuayCloudClient (QuayLocalClient is already called that way, "
             "so the pair reads well). Exceptions keep their names. Then CI.")
    s.pre_tool("premv", "Bash", {"command": "git mv custom_components/thermoquay/api.py "
                                 "custom_components/thermoquay/cloud.py && git status --short",
                                 "description": "Rename the cloud client module"})
    s.bash("gitmvapi", "git mv custom_components/thermoquay/api.py custom_components/thermoquay/cloud.py && "
           "git status --short", "R  custom_components/thermoquay/api.py -> custom_components/thermoquay/cloud.py",
           desc="Rename the cloud client module")
    s.edit("modcoord", "custom_components/thermoquay/coordinator.py",
           "from .api import QuayApi, QuayApiError, QuayAuthError",
           "from .cloud import QuayApi, QuayApiError, QuayAuthError")
    s.bash("sedrename", "sed -i 's/\\bQuayApi\\b/QuayCloudClient/g' custom_components/thermoquay/*.py tests/*.py && "
           "grep -rnw QuayApi custom_components tests || echo 'no QuayApi left'", "no QuayApi left")
    s.bash("coordtests", ".venv/bin/pytest -q tests/test_coordinator.py tests/test_local.py",
           tests_ok(5, "0.74", [("tests/test_coordinator.py ..", 40), ("tests/test_local.py ...", 100)]))
    s.bash(None, "rsync -a --delete custom_components/thermoquay/ " + HA_LAB + ":/config/custom_components/"
           "thermoquay/ && ssh " + HA_LAB + " 'ha core restart'", "Command completed successfully.")
    s.prompt("handlerfail2", "Checked the rename on hass-lab by adding a second home: Config flow could not be loaded: "
             "{\"message\":\"Invalid handler specified\"}. Again?? hass-lab is on 2028.5.0 now.")
    s.bash("halog2", "ssh " + HA_LAB + " 'grep -B2 -A7 \"loading flow for integration thermoquay\" "
           "/config/home-assistant.log | tail -10'",
           "2028-05-11 10:27:55.640 ERROR (MainThread) [homeassistant.config_entries] Error occurred loading flow for "
           "integration thermoquay: No module named 'custom_components.thermoquay.api'\nTraceback (most recent call "
           "last):\n  File \"/usr/src/homeassistant/homeassistant/loader.py\", line 1079, in async_get_platform\n"
           "  ...\n  File \"/config/custom_components/thermoquay/config_flow.py\", line 20, in <module>\n"
           "    from .api import QuayCloudClient, QuayApiError, QuayAuthError\n"
           "ModuleNotFoundError: No module named 'custom_components.thermoquay.api'")
    s.grep("grepapi", "from \\.api|thermoquay\\.api", ["custom_components/thermoquay/config_flow.py",
                                                        "tests/test_config_flow.py"])
    s.prompt("handlerwhy2", "Same dialog as last week, different cause. The HA version is fine this time; it's our "
             "rename: config_flow.py still does `from .api import ...`, and api.py no longer exists after the git "
             "mv, so the flow module fails to import. test_config_flow.py imports the old module too, so the suite "
             "would have told us, but I only ran the coordinator and local tests. Fix both imports. And a new rule from "
             "this: after moving or renaming a module or class, grep the whole repo (code, tests, docs) for the old "
             "name and run the entire suite, never a subset.")
    s.multiedit("handlerfix2", "custom_components/thermoquay/config_flow.py", [
        ("from .api import QuayCloudClient, QuayApiError, QuayAuthError",
         "from .cloud import QuayApiError, QuayAuthError, QuayCloudClient"),
    ])
    s.bash("fulltests", ".venv/bin/pytest -q --cov=custom_components.thermoquay --cov-report=term-missing",
           tests_ok(19, "1.91", [("tests/test_climate.py ....", 21), ("tests/test_config_flow.py ........", 63),
                                 ("tests/test_coordinator.py ..", 73), ("tests/test_init.py .", 78),
                                 ("tests/test_local.py ...", 94), ("tests/test_sensor.py .", 100)],
                    cov="custom_components/thermoquay/config_flow.py     61      0   100%\n"
                        "custom_components/thermoquay/cloud.py           58      4    93%   71-74\n"
                        "TOTAL                                          402     21    95%"))
    s.lesson("lesson2", "A second 'Invalid handler specified' had nothing to do with the HA version: after `git mv "
             "api.py cloud.py`, config_flow.py still imported `.api` (ModuleNotFoundError in home-assistant.log). "
             "After any module move, grep for the old module path, not only the class name, and run the full suite.",
             "thermoquay: config flow broke on hass-lab right after renaming api.py to cloud.py")
    s.bash("commit5a", "git add -A && git commit -m 'refactor: api.py -> cloud.py, QuayApi -> QuayCloudClient'",
           "[main 0e6c3b8] refactor: api.py -> cloud.py, QuayApi -> QuayCloudClient\n 7 files changed, 23 "
           "insertions(+), 23 deletions(-)\n rename custom_components/thermoquay/{api.py => cloud.py} (96%)")
    s.prompt("ciplan", "Now CI on GitHub Actions: hassfest, the HACS validation action and pytest on Python 3.13, on "
             "every push to main and every PR, plus weekly so we notice when a new HA release breaks hassfest. "
             "I'll make it a required check for main. Add integration_type hub to the manifest while you're at it.")
    s.edit("manifestit", "custom_components/thermoquay/manifest.json", '  "version": "0.0.1"\n}',
           '  "version": "0.0.1",\n  "integration_type": "hub",\n  "loggers": ["custom_components.thermoquay"]\n}')
    s.write("workflow", ".github/workflows/validate.yml", WORKFLOW_YML)
    s.bash("cifail", "git add -A && git commit -qm 'ci: hassfest, HACS validation, pytest' && git push -q && sleep 150 "
           "&& gh run view --log-failed | grep -E 'MANIFEST|✗|Error' | head -8",
           "hassfest\tValidate\t2028-05-11T11:19:42.0412Z   - [ERROR] [MANIFEST] Manifest keys are not sorted "
           "correctly: domain, name, then alphabetical order\n"
           "hassfest\tValidate\t2028-05-11T11:19:42.0415Z Invalid integrations: 1\n"
           "HACS validation\tRun hacs/action@main\t2028-05-11T11:19:51.7730Z ✗ <Validation description> failed: The "
           "repository has no description (More info: https://hacs.xyz/docs/publish/include#check-repository)\n"
           "HACS validation\tRun hacs/action@main\t2028-05-11T11:19:51.7731Z ✗ <Validation topics> failed: The "
           "repository has no valid topics (More info: https://hacs.xyz/docs/publish/include#check-repository)\n"
           "HACS validation\tRun hacs/action@main\t2028-05-11T11:19:51.7733Z ✗ <Validation brands> failed: The "
           "repository has not been added as a custom domain to the brands repo (More info: "
           "https://hacs.xyz/docs/publish/include#check-brands)\n"
           "HACS validation\tRun hacs/action@main\t2028-05-11T11:19:51.7740Z 3/8 checks failed", code=0)
    s.prompt("ciwhy", "hassfest wants domain and name first, then everything alphabetical: integration_type and "
             "loggers belong between iot_class/issue_tracker and requirements. Description and topics I'll set on "
             "the repo. Brands we can't fix today (needs a PR to home-assistant/brands with our icon), so let the "
             "HACS action ignore brands for now and we take the ignore out once the icon is merged.")
    s.write("manifestfix", "custom_components/thermoquay/manifest.json",
            '{\n  "domain": "thermoquay",\n  "name": "Thermoquay",\n  "codeowners": ["@marenholst", "@driesv"],\n'
            '  "config_flow": true,\n  "documentation": "https://github.com/marenholst/thermoquay",\n'
            '  "integration_type": "hub",\n  "iot_class": "cloud_polling",\n'
            '  "issue_tracker": "https://github.com/marenholst/thermoquay/issues",\n'
            '  "loggers": ["custom_components.thermoquay"],\n  "requirements": [],\n  "version": "0.0.1"\n}\n')
    s.edit("ignorebrands", ".github/workflows/validate.yml", "          category: integration",
           "          category: integration\n          ignore: brands  # until home-assistant/brands has our icon")
    s.bash("cigreen", "git add -A && git commit -qm 'ci: sort manifest keys, HACS ignores brands for now' && git push "
           "-q && gh run watch --exit-status | tail -5",
           "✓ main Validate · 15043981220\nTriggered via push about 2 minutes ago\n\nJOBS\n✓ hassfest in 41s (ID "
           "42209318811)\n✓ HACS validation in 19s (ID 42209318830)\n✓ pytest (Python 3.13) in 1m12s (ID "
           "42209318852)")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s6: Mon 15 May 2028
def s6(s):
    s.start()
    s.bash(None, "git status && git log --oneline -4", "On branch main\nYour branch is up to date with "
           "'origin/main'.\n\nnothing to commit, working tree clean\n4a1f7e2 ci: sort manifest keys, HACS ignores "
           "brands for now\n9d30b51 ci: hassfest, HACS validation, pytest\n0e6c3b8 refactor: api.py -> cloud.py, "
           "QuayApi -> QuayCloudClient\n5b7e0f4 feat: local UDP readings (protocol 1.3), discovery step in the config "
           "flow")
    s.prompt("releaseplan", "Let's ship v0.1.0 today as a beta, installable as a HACS custom repository only: no "
             "submission to the HACS default list until we've had a couple of weeks of forum feedback. Release "
             "rules from now on: the manifest version, a CHANGELOG entry and the git tag vX.Y.Z always match; the "
             "changelog follows Keep a Changelog (Dries insists on that format); and a published tag is never moved "
             "or deleted, if something's wrong we ship the next patch version.")
    s.write("changelog", "CHANGELOG.md", CHANGELOG_V010)
    s.write("readme", "README.md", README_MD)
    s.edit("bumpver", "custom_components/thermoquay/manifest.json", '"version": "0.0.1"', '"version": "0.1.0"')
    s.bash(None, ".venv/bin/pytest -q && .venv/bin/ruff check . && .venv/bin/ruff format --check .",
           tests_ok(19, "1.87", [("tests/test_climate.py ....", 21), ("tests/test_config_flow.py ........", 63),
                                 ("tests/test_coordinator.py ..", 73), ("tests/test_init.py .", 78),
                                 ("tests/test_local.py ...", 94), ("tests/test_sensor.py .", 100)])
           + "All checks passed!\n14 files already formatted")
    s.bash("commit6", "git add -A && git commit -m 'chore(release): 0.1.0'",
           "[main 7c5d2a9] chore(release): 0.1.0\n 3 files changed, 71 insertions(+), 1 deletion(-)\n create mode "
           "100644 CHANGELOG.md\n create mode 100644 README.md")
    s.pre_tool("pretag", "Bash", {"command": "git tag -a v0.1.0 -m 'v0.1.0' && git push origin main v0.1.0",
                                  "description": "Tag and push the first beta"})
    s.bash("tag010", "git tag -a v0.1.0 -m 'v0.1.0' && git push origin main v0.1.0",
           "Enumerating objects: 9, done.\nCounting objects: 100% (9/9), done.\nWriting objects: 100% (5/5), 2.31 KiB "
           "| 2.31 MiB/s, done.\nTo github.com:marenholst/thermoquay.git\n   4a1f7e2..7c5d2a9  main -> main\n"
           " * [new tag]         v0.1.0 -> v0.1.0", desc="Tag and push the first beta")
    s.bash("ghrelease", "gh release create v0.1.0 --prerelease --title 'v0.1.0 (beta)' --notes-file "
           "<(sed -n '/## \\[0.1.0\\]/,/^\\[0.1.0\\]/p' CHANGELOG.md)",
           "https://github.com/marenholst/thermoquay/releases/tag/v0.1.0")
    s.prompt("forumpost", "Posted the announcement on the community forum: https://community.home-assistant.io/t/"
             "thermoquay-quaytherm-qt-200-radiator-valves-custom-integration/712345 . Testers so far: Ana Ferreira "
             "(@anaf_lisboa, 9 valves in a flat in Lisbon), Oskar Lindqvist (@oskarl, UniFi setup) and someone "
             "called ketelbinkie with 4 valves. Dries will watch the thread too.")
    s.remember("memrelease", "thermoquay release process (from v0.1.0, 15 May 2028): manifest.json version, a "
               "CHANGELOG.md entry in Keep a Changelog format (Dries's requirement) and the tag vX.Y.Z always match; "
               "tag with `git tag -a`, push, then `gh release create` with the CHANGELOG section as notes. A "
               "published tag is never moved or deleted: fix forward with a patch release. v0.1.0 is a prerelease "
               "distributed as a HACS custom repository; beta testers Ana Ferreira (9 valves, Lisbon), Oskar "
               "Lindqvist, ketelbinkie. Forum thread "
               "https://community.home-assistant.io/t/thermoquay-quaytherm-qt-200-radiator-valves-custom-integration/"
               "712345.", "thermoquay releases and beta testers", "decision")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s7: Thu 18 May 2028
def s7(s):
    s.start()
    s.fetch("forum", "https://community.home-assistant.io/t/thermoquay-quaytherm-qt-200-radiator-valves-custom-"
            "integration/712345", "Give me every bug report and feature wish since the announcement, with the user "
            "and the details.", FORUM_THREAD)
    s.prompt("triage", "Two real bugs in there. Oskar: the local step never finds anything, his valves sit on an IoT "
             "VLAN. Ana (and ketelbinkie): 215 °C. Start with Ana's, it looks like a units thing.")
    s.bash("repro215", ".venv/bin/python -c \"from custom_components.thermoquay.local import parse_status; "
           "print(parse_status('192.168.1.70', b'{\\\"id\\\": \\\"qv-5120\\\", \\\"fw\\\": \\\"2.6.0\\\", \\\"t\\\": "
           "215, \\\"sp\\\": 210, \\\"v\\\": 40, \\\"b\\\": 2480, \\\"w\\\": 0, \\\"cl\\\": 0, \\\"rssi\\\": -66}'))\"",
           "LocalReading(valve_id='qv-5120', host='192.168.1.70', firmware='2.6.0', temperature=215.0, setpoint=210.0, "
           "valve_position=40, battery_mv=2480, window_open=False, child_lock=False)")
    s.prompt("tenthswhy", "It's in appendix A of Yuki's spec and we missed it: since firmware 2.6.0 the valves send t "
             "and sp as integers in tenths of a degree (215 = 21.5 °C); older firmware still sends floats. My three "
             "are on 2.3.1, Ana's on 2.6.0, and ketelbinkie has a mix, which is why only two of his four are wrong. "
             "Scale by the firmware version the valve reports, not by guessing from the size of the number.")
    s.multiedit("fwfix", "custom_components/thermoquay/local.py", [
        ("    msg = json.loads(payload)\n    return LocalReading(",
         "    msg = json.loads(payload)\n    # firmware >= 2.6.0 sends t/sp in tenths of a degree (spec 1.3, appendix A)"
         "\n    scale = 10.0 if AwesomeVersion(msg[\"fw\"]) >= AwesomeVersion(\"2.6.0\") else 1.0\n    return "
         "LocalReading("),
        ("        temperature=float(msg[\"t\"]),\n        setpoint=float(msg[\"sp\"]),",
         "        temperature=msg[\"t\"] / scale,\n        setpoint=msg[\"sp\"] / scale,"),
    ])
    s.edit("fwtest", "tests/test_local.py", "async def test_discover_collects_answers",
           "def test_parse_status_fw26_tenths():\n    r = parse_status(\"192.168.1.70\", b'{\"id\": \"qv-5120\", \"fw\": "
           "\"2.6.0\", \"t\": 215, \"sp\": 210, \"v\": 40, \"b\": 2480, \"w\": 0, \"cl\": 0, \"rssi\": -66}')\n"
           "    assert r.temperature == 21.5\n    assert r.setpoint == 21.0\n\n\nasync def "
           "test_discover_collects_answers")
    s.prompt("vlanwhy", "Now Oskar. This isn't fixable with discovery: a broadcast to 255.255.255.255 never leaves "
             "the HA host's own subnet, and the spec even says valves ignore discovery from other subnets. Plenty of "
             "people keep IoT gear on its own VLAN, so we stop relying on broadcast discovery. Change of plan: the "
             "config flow's local step and an options flow ask for the valves' IP addresses (comma separated), and we "
             "poll those by unicast, which routes across VLANs fine. Remove async_discover altogether, one way to do "
             "it is enough.")
    s.multiedit("optionsflow", "custom_components/thermoquay/config_flow.py", [
        ("        found = await QuayLocalClient().async_discover()\n        if not found:\n",
         "        if user_input is not None:\n            hosts = [h.strip() for h in user_input[CONF_HOSTS].split(\",\") "
         "if h.strip()]\n            found = await QuayLocalClient().async_probe(hosts)\n"
         "        if user_input is not None and not found:\n"),
        ("class ThermoquayConfigFlow(ConfigFlow, domain=DOMAIN):",
         "class ThermoquayOptionsFlow(OptionsFlow):\n    \"\"\"Edit the valve IP addresses later (CONF_HOSTS in "
         "entry.options).\"\"\"\n\n    async def async_step_init(self, user_input=None) -> ConfigFlowResult:\n"
         "        if user_input is not None:\n            return self.async_create_entry(data={CONF_HOSTS: "
         "_split_hosts(user_input[CONF_HOSTS])})\n        return self.async_show_form(step_id=\"init\", data_schema="
         "HOSTS_SCHEMA)\n\n\nclass ThermoquayConfigFlow(ConfigFlow, domain=DOMAIN):"),
    ])
    s.edit("rmdiscover", "custom_components/thermoquay/local.py",
           "    async def async_discover(self, timeout: float = DISCOVERY_TIMEOUT) -> list[LocalReading]:",
           "    async def async_probe(self, hosts: list[str]) -> list[LocalReading]:\n        \"\"\"Unicast status to "
           "each configured host (broadcast discovery was removed in 0.2.0: it can't cross VLANs).\"\"\"")
    s.bash("testok7", ".venv/bin/pytest -q", tests_ok(23, "2.04", [("tests/test_climate.py ....", 17),
                                                                  ("tests/test_config_flow.py ..........", 60),
                                                                  ("tests/test_coordinator.py ..", 69),
                                                                  ("tests/test_init.py .", 73),
                                                                  ("tests/test_local.py .....", 95),
                                                                  ("tests/test_sensor.py .", 100)]))
    s.lesson("lesson3", "Don't build device setup on UDP broadcast discovery for Home Assistant users: many run IoT "
             "devices on a separate VLAN and broadcasts never cross it (Oskar: valves on 10.20.30.0/24, HA on "
             "192.168.10.0/24). Ask for host addresses and talk unicast; offer discovery only as a convenience.",
             "thermoquay 0.1.0: 'No valves found on the local network' for a user with an IoT VLAN")
    s.multiedit("bump020", "CHANGELOG.md", [
        ("## [0.1.0] - 2028-05-15",
         "## [0.2.0] - 2028-05-18\n\n### Changed\n- Valves are no longer discovered by UDP broadcast: enter their IP "
         "addresses in the setup step or later under Configure (works across VLANs).\n\n### Fixed\n- Temperatures "
         "ten times too high (215 °C) on valves with firmware 2.6.0 or newer.\n\n## [0.1.0] - 2028-05-15"),
        ("[0.1.0]: https://github.com/marenholst/thermoquay/releases/tag/v0.1.0",
         "[0.2.0]: https://github.com/marenholst/thermoquay/releases/tag/v0.2.0\n"
         "[0.1.0]: https://github.com/marenholst/thermoquay/releases/tag/v0.1.0"),
    ])
    s.edit(None, "custom_components/thermoquay/manifest.json", '"version": "0.1.0"', '"version": "0.2.0"')
    s.bash("release020", "git add -A && git commit -qm 'fix: firmware 2.6 tenths; valve IPs instead of broadcast "
           "discovery (0.2.0)' && git tag -a v0.2.0 -m v0.2.0 && git push -q origin main v0.2.0 && gh release create "
           "v0.2.0 --prerelease --title 'v0.2.0 (beta)' --notes-file <(sed -n '/## \\[0.2.0\\]/,/## \\[0.1.0\\]/p' "
           "CHANGELOG.md | head -n -1)", "https://github.com/marenholst/thermoquay/releases/tag/v0.2.0")
    s.prompt("anawish", "Ana's two wishes are good ones and Dries agrees: the battery as a percentage (nobody knows "
             "what 2480 mV means) and a low-battery warning she can put in an automation, she'd like it to trip "
             "below 20 %. Not today; we'll do them after the auth rework Dries wants.")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s8: Mon 22 May 2028
def s8(s):
    s.start()
    s.prompt("incident", "Incident. Since Saturday evening people in the thread say every thermoquay entity is "
             "unavailable and the Quaytherm app itself shows 'Account temporarily locked'. ketelbinkie first, then "
             "Ana with all 9 valves. Yuki emailed me this morning that our integration was hammering their API. "
             "Look at Ana's log in issue #9.")
    s.bash("halog8", "gh issue view 9 --comments | sed -n '/```/,/```/p' | head -12",
           "```\n2028-05-20 19:02:14.118 ERROR (MainThread) [custom_components.thermoquay.coordinator] Error fetching "
           "thermoquay data: Error communicating with Quaytherm cloud: GET /valves/qv-5123/state: HTTP 429\n"
           "2028-05-20 19:03:14.402 DEBUG (MainThread) [custom_components.thermoquay.coordinator] Finished fetching "
           "thermoquay data in 0.233 seconds (success: False)\n2028-05-20 19:04:14.397 DEBUG (MainThread) "
           "[custom_components.thermoquay.coordinator] Finished fetching thermoquay data in 0.241 seconds (success: "
           "False)\n...\n2028-05-21 08:15:14.120 DEBUG (MainThread) [custom_components.thermoquay.cloud] 429 Too Many "
           "Requests, Retry-After: 86400, X-RateLimit-Limit: 2000, X-RateLimit-Remaining: 0\n```")
    s.prompt("yukilimit", "Yuki's email explains it: the limit is 2,000 requests per account per rolling 24 hours; "
             "they only logged violations until Saturday 20 May 18:00 UTC and switched on enforcement then, which "
             "locks the account (and the official app) for 24 hours. We do one GET per valve every 60 s: Ana's 9 "
             "valves make 12,960 requests a day, my 3 make 4,320, plus each 429 retry. She also pointed us to "
             "GET /homes/{home_id}/state, which returns every valve of a home in one response.")
    s.prompt("ratedecision", "So the 60-second cloud poll goes. New plan: the coordinator ticks every 15 s and reads "
             "the valves locally over UDP; the cloud is fetched every 300 s with the batched home endpoint, one "
             "request for all valves, 288 a day whatever the valve count. On a 429 we stop calling the cloud until "
             "Retry-After has passed and raise a repair issue instead of retrying every tick. Rename "
             "DEFAULT_SCAN_INTERVAL to CLOUD_SCAN_INTERVAL and add LOCAL_SCAN_INTERVAL, the old name hides which "
             "side it is about.")
    s.tool_failure("readfail8", "Read", {"file_path": "/home/maren/code/thermoquay/custom_components/thermoquay/api.py"},
                   "File does not exist. Current working directory: /home/maren/code/thermoquay")
    s.grep("grepinterval", "DEFAULT_SCAN_INTERVAL", ["custom_components/thermoquay/const.py",
                                                     "custom_components/thermoquay/coordinator.py",
                                                     "tests/test_coordinator.py"])
    s.edit("intervaledit", "custom_components/thermoquay/const.py",
           "#: The developer docs ask for \"fair use: no more than one request a minute per client\".\n"
           "DEFAULT_SCAN_INTERVAL: Final = timedelta(seconds=60)",
           "#: Quaytherm allows 2,000 requests per account per 24 h (Yuki Tanabe, 22 May 2028); the batched home\n"
           "#: endpoint every 5 minutes is 288 a day, whatever the number of valves.\n"
           "CLOUD_SCAN_INTERVAL: Final = timedelta(seconds=300)\n"
           "#: Local UDP reads: the coordinator's own tick.\nLOCAL_SCAN_INTERVAL: Final = timedelta(seconds=15)")
    s.multiedit("batchedit", "custom_components/thermoquay/cloud.py", [
        ("class QuayRateLimited(QuayApiError):\n    \"\"\"HTTP 429 from the cloud.\"\"\"",
         "class QuayRateLimited(QuayApiError):\n    \"\"\"HTTP 429 from the cloud; retry_after in seconds.\"\"\"\n\n"
         "    def __init__(self, message: str, retry_after: int) -> None:\n        super().__init__(message)\n"
         "        self.retry_after = retry_after"),
        ("    async def async_get_valve_state(self, valve_id: str) -> dict:",
         "    async def async_get_home_state(self, home_id: str) -> dict[str, dict]:\n        \"\"\"Every valve of the "
         "home in one request (use this, not the per-valve endpoint).\"\"\"\n        body = await self._request("
         "\"GET\", f\"/homes/{home_id}/state\")\n        return {v[\"id\"]: v for v in body[\"valves\"]}\n\n"
         "    async def async_get_valve_state(self, valve_id: str) -> dict:"),
        ("                raise QuayRateLimited(f\"{method} {path}: HTTP 429\")",
         "                raise QuayRateLimited(f\"{method} {path}: HTTP 429\", int(resp.headers.get(\"Retry-After\", "
         "\"3600\")))"),
    ])
    s.edit("coordedit", "custom_components/thermoquay/coordinator.py",
           "            states: dict[str, ValveState] = {}\n            for valve in self._valves:\n"
           "                raw = await self.api.async_get_valve_state(valve[\"id\"])",
           "            if self._cloud_due():\n                try:\n                    self._cloud = await "
           "self.api.async_get_home_state(self.home_id)\n                    self.last_cloud_fetch = dt_util.utcnow()\n"
           "                    ir.async_delete_issue(self.hass, DOMAIN, \"rate_limited\")\n"
           "                except QuayRateLimited as err:\n                    self.rate_limited_until = "
           "dt_util.utcnow() + timedelta(seconds=err.retry_after)\n                    ir.async_create_issue(self.hass, "
           "DOMAIN, \"rate_limited\", is_fixable=False, severity=ir.IssueSeverity.WARNING,\n"
           "                                         translation_key=\"rate_limited\")\n"
           "            states: dict[str, ValveState] = {}\n            for valve in self._valves:\n"
           "                raw = self._cloud[valve[\"id\"]]")
    s.write("ratetest", "tests/test_rate_limit.py",
            '"""The cloud is called at most once per CLOUD_SCAN_INTERVAL, and not at all while rate limited."""\n'
            'from datetime import timedelta\n\nfrom freezegun.api import FrozenDateTimeFactory\n'
            'from pytest_homeassistant_custom_component.common import async_fire_time_changed\n\n'
            'from custom_components.thermoquay.cloud import QuayRateLimited\n'
            'from custom_components.thermoquay.const import CLOUD_SCAN_INTERVAL, LOCAL_SCAN_INTERVAL\n\n\n'
            'async def test_one_cloud_call_per_five_minutes(hass, setup_entry, mock_cloud, '
            'freezer: FrozenDateTimeFactory):\n    for _ in range(20):  # 20 local ticks = 5 minutes\n'
            '        freezer.tick(LOCAL_SCAN_INTERVAL)\n        async_fire_time_changed(hass)\n'
            '        await hass.async_block_till_done()\n    assert mock_cloud.async_get_home_state.await_count == 2\n'
            '    assert mock_cloud.async_get_valve_state.await_count == 0\n\n\n'
            'async def test_429_pauses_cloud_and_raises_issue(hass, setup_entry, mock_cloud, freezer, issue_registry):\n'
            '    mock_cloud.async_get_home_state.side_effect = QuayRateLimited("GET /homes/qh-1020/state: HTTP 429", '
            '86400)\n    freezer.tick(CLOUD_SCAN_INTERVAL)\n    async_fire_time_changed(hass)\n'
            '    await hass.async_block_till_done()\n    assert issue_registry.async_get_issue("thermoquay", '
            '"rate_limited")\n    ...\n')
    s.bash("testok8", ".venv/bin/pytest -q", tests_ok(27, "2.38", [("tests/test_climate.py ....", 14),
                                                                  ("tests/test_config_flow.py ..........", 51),
                                                                  ("tests/test_coordinator.py ....", 66),
                                                                  ("tests/test_init.py .", 70),
                                                                  ("tests/test_local.py .....", 88),
                                                                  ("tests/test_rate_limit.py ..", 96),
                                                                  ("tests/test_sensor.py .", 100)]))
    s.lesson("lesson4", "Before choosing a cloud poll interval, compute the daily request count per account: "
             "requests per poll (per valve!) x polls per day, and ask the vendor for the real limit instead of "
             "trusting 'fair use' wording. thermoquay's per-valve GET every 60 s made 12,960 requests/day for 9 "
             "valves against a 2,000/day limit and got accounts locked for 24 h.",
             "thermoquay incident 20-22 May 2028: Quaytherm accounts locked by HTTP 429")
    s.multiedit("bump021", "CHANGELOG.md", [
        ("## [0.2.0] - 2028-05-18",
         "## [0.2.1] - 2028-05-22\n\n### Fixed\n- Accounts locked by the Quaytherm cloud (HTTP 429): the cloud is now "
         "polled every 5 minutes with one request per home instead of one request per valve every minute; local "
         "readings every 15 seconds. On a 429 Thermoquay waits for Retry-After and shows a repair issue.\n\n"
         "## [0.2.0] - 2028-05-18"),
    ])
    s.bash("release021", "sed -i 's/\"version\": \"0.2.0\"/\"version\": \"0.2.1\"/' custom_components/thermoquay/"
           "manifest.json && git add -A && git commit -qm 'fix: poll the cloud every 300 s with the batched home "
           "endpoint, back off on 429 (0.2.1)' && git tag -a v0.2.1 -m v0.2.1 && git push -q origin main v0.2.1 && "
           "gh release create v0.2.1 --prerelease --title 'v0.2.1 (hotfix)' --notes-file <(sed -n "
           "'/## \\[0.2.1\\]/,/## \\[0.2.0\\]/p' CHANGELOG.md | head -n -1)",
           "https://github.com/marenholst/thermoquay/releases/tag/v0.2.1")
    s.write("incnote", "docs/incidents/2028-05-20-account-lockouts.md",
            "# 20-22 May 2028: Quaytherm accounts locked by our polling\n\n"
            "- **Start:** Saturday 20 May 2028, 18:00 UTC (Quaytherm switched on enforcement of its rate limit)\n"
            "- **Fixed:** Monday 22 May, v0.2.1 released 12:40 UTC\n- **Impact:** every user with 2 or more valves; "
            "entities unavailable and the Quaytherm app locked for 24 h. Reported in the forum by ketelbinkie and "
            "Ana Ferreira (issue #9), confirmed by Yuki Tanabe (Quaytherm).\n"
            "- **Cause:** one GET /valves/{id}/state per valve every 60 s = 1,440 requests per valve per day; the "
            "limit is 2,000 per account per rolling 24 h. 9 valves = 12,960/day.\n"
            "- **Fix:** GET /homes/{home_id}/state (all valves, one request) every 300 s = 288/day; local UDP reads "
            "every 15 s; on 429 no cloud calls until Retry-After, plus a repair issue.\n"
            "- **Unlock:** locks expire after 24 h; Quaytherm support (support@quaytherm.io, subject 'thermoquay "
            "lockout') can lift them early.\n")
    s.remember("memrate", "Quaytherm cloud rate limit: 2,000 requests per account per rolling 24 h, enforced since "
               "20 May 2028 18:00 UTC; exceeding it locks the account (and the Quaytherm app) for 24 h, HTTP 429 "
               "with Retry-After 86400. Since v0.2.1 thermoquay polls the cloud every 300 s (CLOUD_SCAN_INTERVAL) "
               "with the batched GET /homes/{home_id}/state, the coordinator ticks every 15 s "
               "(LOCAL_SCAN_INTERVAL) for local UDP reads, and a 429 pauses cloud calls until Retry-After with a "
               "repair issue. Never go back to per-valve polling.", "Quaytherm rate limit and poll intervals",
               "decision")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s9: Wed 24 May 2028
def s9(s):
    s.start()
    s.bash("driesreview", "gh pr view 14 --comments | tail -9",
           "driesv commented • 1 day ago\n  Before this goes further: core.config_entries in .storage now holds every "
           "user's Quaytherm password in plain text, and it ends up in every backup people upload to a NAS or a "
           "forum. I don't want a password stored anywhere, ever. The token endpoint gives us a 90-day refresh token; "
           "keep that and nothing else, and do a proper reauth flow when it dies.\n\nmarenholst commented • 1 day ago\n"
           "  Agreed, doing it tomorrow.")
    s.prompt("tokenplan", "Doing what Dries asked in #14, reversing what we decided on day two: the config entry stops "
             "keeping the email and password. We store only the refresh token (90 days; access tokens last an hour) "
             "plus the home id, refresh the access token ourselves and save the rotated refresh token back into the "
             "entry. When the refresh token is rejected we raise ConfigEntryAuthFailed so HA starts a reauth flow, "
             "which asks for the password once, signs in and throws the password away. Existing entries: bump the "
             "entry VERSION to 2 and migrate: use the stored password one last time to get a refresh token, then "
             "delete email and password from the data.")
    s.edit("constauth", "custom_components/thermoquay/const.py", 'CONF_HOME_ID: Final = "home_id"',
           'CONF_HOME_ID: Final = "home_id"\nCONF_REFRESH_TOKEN: Final = "refresh_token"\nCONF_HOSTS: Final = "hosts"')
    s.multiedit("cloudtoken", "custom_components/thermoquay/cloud.py", [
        ("        self._email: str | None = None\n        self._password: str | None = None\n", ""),
        ("        \"\"\"Password grant; the credentials are kept so we can sign in again when the token expires.\"\"\"\n"
         "        self._email, self._password = email, password\n",
         "        \"\"\"Password grant, only from the config flow (setup and reauth); the password is never kept.\"\"\"\n"),
        ("            if resp.status == 401 and retry and self._password:\n"
         "                await self.async_login(self._email, self._password)",
         "            if resp.status == 401 and retry:\n                await self.async_refresh()"),
        ("    async def async_get_homes(self) -> list[dict]:",
         "    async def async_refresh(self) -> None:\n        \"\"\"refresh_token grant; Quaytherm rotates the refresh "
         "token, so hand the new one to on_token_update.\"\"\"\n        async with self._session.post(AUTH_URL, data={"
         "\"grant_type\": \"refresh_token\", \"client_id\": CLIENT_ID,\n"
         "                                                         \"refresh_token\": self._refresh_token}) as resp:\n"
         "            if resp.status in (400, 401):\n                raise QuayAuthError(\"refresh token rejected\")\n"
         "            body = await resp.json()\n        self._access_token = body[\"access_token\"]\n"
         "        self._refresh_token = body[\"refresh_token\"]\n        if self.on_token_update:\n"
         "            self.on_token_update(self._refresh_token)\n\n    async def async_get_homes(self) -> list[dict]:"),
    ])
    s.edit("reauthpy", "custom_components/thermoquay/config_flow.py",
           "    VERSION = 1\n",
           "    VERSION = 2  # 2: refresh token only, no email/password (24 May 2028)\n\n"
           "    async def async_step_reauth(self, entry_data: Mapping[str, Any]) -> ConfigFlowResult:\n"
           "        return await self.async_step_reauth_confirm()\n\n    async def async_step_reauth_confirm(self, "
           "user_input: dict[str, Any] | None = None) -> ConfigFlowResult:\n        errors: dict[str, str] = {}\n"
           "        if user_input is not None:\n            client = QuayCloudClient(async_get_clientsession(self.hass))\n"
           "            try:\n                await client.async_login(user_input[CONF_EMAIL], user_input[CONF_PASSWORD])\n"
           "            except QuayAuthError:\n                errors[\"base\"] = \"invalid_auth\"\n            else:\n"
           "                return self.async_update_reload_and_abort(\n                    self._get_reauth_entry(), "
           "data_updates={CONF_REFRESH_TOKEN: client.refresh_token}\n                )\n"
           "        return self.async_show_form(step_id=\"reauth_confirm\", data_schema=USER_SCHEMA, errors=errors)\n")
    s.edit("migrate", "custom_components/thermoquay/__init__.py",
           "async def async_unload_entry(",
           "async def async_migrate_entry(hass: HomeAssistant, entry: ThermoquayConfigEntry) -> bool:\n"
           "    \"\"\"1 -> 2: exchange the stored password for a refresh token, then forget email and password.\"\"\"\n"
           "    if entry.version > 2:\n        return False  # downgrade from a future version\n"
           "    if entry.version == 1:\n        client = QuayCloudClient(async_get_clientsession(hass))\n"
           "        try:\n            await client.async_login(entry.data[CONF_EMAIL], entry.data[CONF_PASSWORD])\n"
           "        except QuayAuthError:\n            new_data = {CONF_HOME_ID: entry.data[CONF_HOME_ID], "
           "CONF_REFRESH_TOKEN: \"\"}  # -> reauth\n        else:\n            new_data = {CONF_HOME_ID: "
           "entry.data[CONF_HOME_ID], CONF_REFRESH_TOKEN: client.refresh_token}\n"
           "        hass.config_entries.async_update_entry(entry, data=new_data, version=2)\n"
           "        _LOGGER.debug(\"Migrated entry %s to version 2\", entry.entry_id)\n    return True\n\n\n"
           "async def async_unload_entry(")
    s.write("migtest", "tests/test_migration.py",
            '"""Entry version 1 (email + password) -> 2 (refresh token only)."""\nfrom homeassistant.config_entries '
            'import ConfigEntryState\nfrom pytest_homeassistant_custom_component.common import MockConfigEntry\n\n'
            'from custom_components.thermoquay.const import CONF_HOME_ID, CONF_REFRESH_TOKEN, DOMAIN\n\n\n'
            'async def test_v1_entry_is_migrated(hass):\n    entry = MockConfigEntry(domain=DOMAIN, version=1, '
            'unique_id="qh-1020", data={\n        "email": "maren@example.org", "password": "hunter2", '
            'CONF_HOME_ID: "qh-1020"})\n    entry.add_to_hass(hass)\n    await hass.config_entries.async_setup('
            'entry.entry_id)\n    await hass.async_block_till_done()\n    assert entry.state is ConfigEntryState.LOADED\n'
            '    assert entry.version == 2\n    assert "password" not in entry.data\n    assert "email" not in '
            'entry.data\n    assert entry.data[CONF_REFRESH_TOKEN] == "rt-new"\n')
    s.bash("migfail", ".venv/bin/pytest -q tests/test_migration.py",
           "F                                                                        [100%]\n"
           "=================================== FAILURES ===================================\n"
           "__________________________ test_v1_entry_is_migrated ___________________________\n"
           ">       assert entry.state is ConfigEntryState.LOADED\nE       AssertionError: assert <ConfigEntryState."
           "MIGRATION_ERROR: 'migration_error'> is <ConfigEntryState.LOADED: 'loaded'>\n"
           "------------------------------ Captured log call -------------------------------\n"
           "ERROR    homeassistant.config_entries:config_entries.py:1284 Error migrating entry Kanalstraße for "
           "thermoquay\nTraceback (most recent call last):\n  File \"/home/maren/code/thermoquay/custom_components/"
           "thermoquay/__init__.py\", line 41, in async_migrate_entry\n    await client.async_login(entry.data"
           "[CONF_EMAIL], entry.data[CONF_PASSWORD])\n  ...\npytest_socket.SocketBlockedError: A test tried to use "
           "socket.socket.\n=========================== short test summary info ============================\n"
           "FAILED tests/test_migration.py::test_v1_entry_is_migrated - AssertionError: assert <ConfigEntryState."
           "MIGRATION_ERROR: 'migration_error'> is <ConfigEntryState.LOADED: 'loaded'>\n1 failed in 0.88s", code=1)
    s.prompt("migwhy", "MIGRATION_ERROR, and the cause is the test, not the migration: the plugin blocks real "
             "sockets, and this test lets async_migrate_entry sign in against the real auth server because nothing "
             "patches the login. Patch QuayCloudClient.async_login in the migration test like the flow tests do.")
    s.edit("migfix", "tests/test_migration.py", "async def test_v1_entry_is_migrated(hass):\n",
           "async def test_v1_entry_is_migrated(hass, mock_cloud):  # mock_cloud patches async_login, refresh_token "
           "= 'rt-new'\n")
    s.bash("testok9", ".venv/bin/pytest -q --cov=custom_components.thermoquay --cov-report=term-missing",
           tests_ok(33, "2.71", [("tests/test_climate.py ....", 12), ("tests/test_config_flow.py ..............", 54),
                                 ("tests/test_coordinator.py ....", 66), ("tests/test_init.py ..", 72),
                                 ("tests/test_local.py .....", 87), ("tests/test_migration.py ..", 93),
                                 ("tests/test_rate_limit.py ..", 100)],
                    cov="custom_components/thermoquay/__init__.py        38      0   100%\n"
                        "custom_components/thermoquay/config_flow.py     97      0   100%\n"
                        "TOTAL                                          471     18    96%"))
    s.prompt("migrule", "One more house rule from this: whenever what we keep in a config entry changes, bump "
             "VERSION (or MINOR_VERSION for additive changes), add the branch in async_migrate_entry and a test "
             "that starts from a MockConfigEntry of the previous version.")
    s.bash("labmigrated", "rsync -a --delete custom_components/thermoquay/ " + HA_LAB + ":/config/custom_components/"
           "thermoquay/ && ssh " + HA_LAB + " 'ha core restart && sleep 60 && jq -c \".data.entries[] | "
           "select(.domain == \\\"thermoquay\\\") | {version, keys: (.data | keys)}\" /config/.storage/"
           "core.config_entries'", "{\"version\":2,\"keys\":[\"home_id\",\"refresh_token\"]}")
    s.remember("memauth", "thermoquay authentication since 24 May 2028 (Dries's review of PR #14): config entries "
               "(VERSION 2) hold only refresh_token and home_id, never the email or password. Access tokens (1 h) are "
               "refreshed with the refresh_token grant; Quaytherm rotates refresh tokens (90 days), the new one is "
               "saved back into the entry. A rejected refresh token raises ConfigEntryAuthFailed -> reauth flow "
               "(reauth_confirm asks for email + password once). async_migrate_entry turns version 1 entries "
               "(email + password) into version 2.", "thermoquay auth model", "decision")
    s.bash("commit9", "git add -A && git commit -m 'feat!: store only the refresh token, reauth flow, migrate entries "
           "to version 2'", "[main 2e8f1d6] feat!: store only the refresh token, reauth flow, migrate entries to "
           "version 2\n 9 files changed, 248 insertions(+), 37 deletions(-)\n create mode 100644 "
           "tests/test_migration.py")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s10: Mon 29 May 2028
def s10(s):
    s.start()
    s.bash(None, "git status && gh pr list", "On branch main\nYour branch is up to date with 'origin/main'.\n\n"
           "nothing to commit, working tree clean\n16\tAdd Dutch translation\tketelbinkie:nl-translation\tOPEN")
    s.prompt("iotplan", "Since 0.2.1 the picture has flipped: everything we show (temperature, opening, battery) "
             "comes from the valves over UDP every 15 s, and the cloud is only asked every 5 minutes and used for "
             "setpoints, modes, child lock and the schedule. So the manifest's iot_class should say local_polling "
             "instead of cloud_polling, that's what users see on the integration page. And now Ana's wishes: "
             "battery as a percentage (linear, 2200 mV = 0 %, 3200 mV = 100 %, per Yuki's spec) and a low-battery "
             "binary sensor that turns on below 20 %. The millivolt sensor stays but disabled by default.")
    s.edit("iotedit", "custom_components/thermoquay/manifest.json", '"iot_class": "cloud_polling"',
           '"iot_class": "local_polling"')
    s.multiedit("battery", "custom_components/thermoquay/sensor.py", [
        ("SENSORS: tuple[ThermoquaySensorDescription, ...] = (\n",
         "def battery_percent(mv: int) -> int:\n    \"\"\"2 x AA: 2200 mV empty, 3200 mV new (spec 1.3), linear.\"\"\"\n"
         "    return max(0, min(100, round((mv - 2200) / 10)))\n\n\nSENSORS: tuple[ThermoquaySensorDescription, ...] = "
         "(\n    ThermoquaySensorDescription(\n        key=\"battery\",\n        device_class=SensorDeviceClass.BATTERY,"
         "\n        native_unit_of_measurement=PERCENTAGE,\n        state_class=SensorStateClass.MEASUREMENT,\n"
         "        entity_category=EntityCategory.DIAGNOSTIC,\n        value_fn=lambda s: battery_percent(s.battery_mv),"
         "\n    ),\n"),
        ("        entity_category=EntityCategory.DIAGNOSTIC,\n        value_fn=lambda s: s.battery_mv,",
         "        entity_category=EntityCategory.DIAGNOSTIC,\n        entity_registry_enabled_default=False,\n"
         "        value_fn=lambda s: s.battery_mv,"),
    ])
    s.write("binsensor", "custom_components/thermoquay/binary_sensor.py",
            '"""Low battery per valve (asked for by Ana Ferreira in the forum thread)."""\nfrom __future__ import '
            'annotations\n\nfrom homeassistant.components.binary_sensor import BinarySensorDeviceClass, '
            'BinarySensorEntity\nfrom homeassistant.const import EntityCategory\n'
            'from homeassistant.helpers.update_coordinator import CoordinatorEntity\n\n'
            'from .coordinator import ThermoquayCoordinator\nfrom .sensor import battery_percent\n\n'
            'LOW_BATTERY_PERCENT = 20\n\n\nclass LowBatterySensor(CoordinatorEntity[ThermoquayCoordinator], '
            'BinarySensorEntity):\n    _attr_has_entity_name = True\n    _attr_device_class = '
            'BinarySensorDeviceClass.BATTERY  # on = low\n    _attr_entity_category = EntityCategory.DIAGNOSTIC\n\n'
            '    def __init__(self, coordinator, valve_id: str) -> None:\n        super().__init__(coordinator)\n'
            '        self._valve_id = valve_id\n        self._attr_unique_id = f"{valve_id}_battery_low"\n\n'
            '    @property\n    def is_on(self) -> bool:\n        return battery_percent(self.coordinator.data['
            'self._valve_id].battery_mv) < LOW_BATTERY_PERCENT\n')
    s.prompt("diagplan", "Also a diagnostics download, so bug reports come with state instead of screenshots. Per rule "
             "2 it must redact the refresh token, the email, the home id, and anything like a serial or Wi-Fi SSID.")
    s.write("diagnostics", "custom_components/thermoquay/diagnostics.py", DIAGNOSTICS_PY)
    s.tool_failure("writefail10", "Write", {"file_path": "/home/maren/code/thermoquay/custom_components/thermoquay/"
                                                         "strings.json", "content": "{...}"},
                   "File has not been read yet. Read it first before writing to it.")
    s.read("readstrings", "custom_components/thermoquay/strings.json",
           '{\n  "issues": {\n    "rate_limited": {\n      "title": "Quaytherm cloud rate limit reached",\n'
           '      "description": "The Quaytherm cloud refused requests (HTTP 429). Thermoquay pauses cloud updates '
           'until the lock expires; local readings continue."\n    }\n  },\n  "config": {\n    "step": {\n'
           '      "user": { "title": "Sign in to Quaytherm", "data": { "email": "[%key:common::config_flow::data::'
           'email%]", "password": "[%key:common::config_flow::data::password%]" } },\n      "home": { "title": '
           '"Choose your home", "data": { "home_id": "Home" } },\n      "local": { "title": "Valves on your network", '
           '"data": { "hosts": "Valve IP addresses (comma separated)" } },\n      "reauth_confirm": { "title": '
           '"Sign in to Quaytherm again" }\n    }\n  },\n  "entity": {\n    "sensor": {\n      "battery_voltage": '
           '{ "name": "Battery voltage" },\n      "valve_position": { "name": "Valve opening" }\n    },\n'
           '    "switch": { "child_lock": { "name": "Child lock" } }\n  }\n}\n')
    s.bash("testok10", ".venv/bin/pytest -q", tests_ok(38, "2.94", [("tests/test_binary_sensor.py ..", 5),
                                                                   ("tests/test_climate.py ....", 15),
                                                                   ("tests/test_config_flow.py ..............", 52),
                                                                   ("tests/test_coordinator.py ....", 63),
                                                                   ("tests/test_diagnostics.py .", 65),
                                                                   ("tests/test_init.py ..", 71),
                                                                   ("tests/test_local.py .....", 84),
                                                                   ("tests/test_migration.py ..", 89),
                                                                   ("tests/test_rate_limit.py ..", 94),
                                                                   ("tests/test_sensor.py ..", 100)]))
    s.bash("hassfestlocal", "docker run --rm -v \"$PWD\":/github/workspace ghcr.io/home-assistant/hassfest 2>&1 | "
           "tail -4", "Validating translations...  done in 0.05s\nValidating manifest...  done in 0.01s\n"
           "Integrations: 1\nInvalid integrations: 0")
    s.prompt("driesnotes", "Dries's preferences for releases, noting them so we stop going back and forth: GitHub "
             "release notes are exactly the CHANGELOG section, no auto-generated 'What's Changed' list; PRs are "
             "squash-merged; and he wants to approve anything that touches config_flow.py before it's merged.")
    s.multiedit("changelog030", "CHANGELOG.md", [
        ("## [0.2.1] - 2028-05-22",
         "## [0.3.0] - 2028-05-29\n\n### Added\n- Battery level in % and a \"Battery low\" binary sensor (below 20 %).\n"
         "- Diagnostics download (tokens, email and home id redacted).\n- Reauthentication when the Quaytherm "
         "sign-in expires.\n\n### Changed\n- Only a refresh token is stored; existing entries are migrated and no "
         "longer keep your password.\n- iot_class is now local_polling: readings come from the valves, the cloud is "
         "used for settings.\n- The battery voltage sensor is disabled by default.\n\n## [0.2.1] - 2028-05-22"),
    ])
    s.bash("release030", "sed -i 's/\"version\": \"0.2.1\"/\"version\": \"0.3.0\"/' custom_components/thermoquay/"
           "manifest.json && git add -A && git commit -qm 'feat: battery %, low-battery sensor, diagnostics; "
           "iot_class local_polling (0.3.0)' && git tag -a v0.3.0 -m v0.3.0 && git push -q origin main v0.3.0 && gh "
           "release create v0.3.0 --title 'v0.3.0' --notes-file <(sed -n '/## \\[0.3.0\\]/,/## \\[0.2.1\\]/p' "
           "CHANGELOG.md | head -n -1)", "https://github.com/marenholst/thermoquay/releases/tag/v0.3.0")
    s.stop()
    s.end()


# ------------------------------------------------------------------ s11: Wed 31 May 2028
def s11(s):
    s.start()
    s.bash("log11", "git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n"
           "b41c9e7 feat: battery %, low-battery sensor, diagnostics; iot_class local_polling (0.3.0)\n"
           "2e8f1d6 feat!: store only the refresh token, reauth flow, migrate entries to version 2\n"
           "6f2a0d3 fix: poll the cloud every 300 s with the batched home endpoint, back off on 429 (0.2.1)")
    s.prompt("hacsdefault", "0.3.0 has been quiet for two days, so let's apply for the HACS default list; people "
             "shouldn't have to add a custom repository. That needs our icon in home-assistant/brands first "
             "(custom_integrations/thermoquay: icon.png 256x256 and icon@2x.png 512x512), then a PR to hacs/default "
             "adding marenholst/thermoquay to the integration list. Once brands is merged, take the 'ignore: brands' "
             "out of the workflow.")
    s.bash("brandspr", "cd ../brands && git switch -c thermoquay && mkdir -p custom_integrations/thermoquay && cp "
           "~/design/thermoquay/icon*.png custom_integrations/thermoquay/ && git add -A && git commit -qm 'Add "
           "thermoquay custom integration' && git push -qu fork thermoquay && gh pr create -R home-assistant/brands "
           "--fill", "https://github.com/home-assistant/brands/pull/7312")
    s.pre_tool("prehacspr", "Bash", {"command": "cd ../hacs-default && git switch -c add-thermoquay && python3 "
                                     "scripts/add.py integration marenholst/thermoquay && git commit -qam 'Adds new "
                                     "integration [marenholst/thermoquay]' && git push -qu fork add-thermoquay && gh "
                                     "pr create -R hacs/default --fill", "description": "Open the HACS default PR"})
    s.bash("hacspr", "cd ../hacs-default && git switch -c add-thermoquay && python3 scripts/add.py integration "
           "marenholst/thermoquay && git commit -qam 'Adds new integration [marenholst/thermoquay]' && git push -qu "
           "fork add-thermoquay && gh pr create -R hacs/default --fill",
           "https://github.com/hacs/default/pull/4187", desc="Open the HACS default PR")
    s.prompt("noyaml", "Dries also wants it said plainly in the README: setup is UI only. No configuration.yaml "
             "support, no YAML import step, and we won't add one. Put that under Installation.")
    s.edit("readmeyaml", "README.md", "Requires Home Assistant 2028.5.0 or newer.",
           "Requires Home Assistant 2028.5.0 or newer.\n\nSetup is through the UI only. There is no configuration.yaml "
           "support and none is planned.")
    s.prompt("plans", "Dates for the next weeks, so we don't lose them. HA 2028.6.0 ships Wednesday 7 June: run our "
             "suite against 2028.6.0b1 on Friday 2 June and again against the final release on the 7th. Dries is on "
             "holiday 12 to 16 June, so I merge alone that week. Yuki says firmware 3.1 rolls out to all valves on "
             "Monday 19 June: the local protocol becomes AES-128-GCM with a per-valve key from GET "
             "/valves/{id}/localkey, and unencrypted status requests will be ignored. So v0.4.0 with encryption must "
             "be out before that, target Wednesday 14 June. Ana gets the 3.1 beta on two of her valves on Thursday 8 "
             "June and will test for us.")
    s.write("roadmap", "docs/roadmap.md",
            "# Roadmap (as of 31 May 2028)\n\n| date | what |\n|---|---|\n"
            "| Fri 2 June | test suite against HA 2028.6.0b1 |\n| Wed 7 June | HA 2028.6.0 release: run the suite, "
            "bump requirements_test.txt |\n| Thu 8 June | Ana Ferreira gets Quaytherm firmware 3.1 beta on 2 valves |\n"
            "| 12-16 June | Dries on holiday: Maren merges alone |\n| **Wed 14 June** | **v0.4.0**: AES-128-GCM local "
            "protocol, per-valve key from GET /valves/{id}/localkey |\n| Mon 19 June | firmware 3.1 rollout to all "
            "QT-200 valves: unencrypted local requests stop working |\n\nPending: home-assistant/brands#7312 "
            "(icon), hacs/default#4187 (default list). Remove `ignore: brands` from validate.yml once #7312 is "
            "merged.\n")
    s.remember("memplans", "thermoquay plans after 31 May 2028: Fri 2 June run tests against HA 2028.6.0b1; Wed 7 June "
               "HA 2028.6.0 release; Thu 8 June Ana Ferreira tests Quaytherm firmware 3.1 beta on 2 valves; Dries "
               "Vermeulen on holiday 12-16 June (Maren merges alone); Wed 14 June target release v0.4.0 with the "
               "AES-128-GCM local protocol (per-valve key from GET /valves/{id}/localkey); Mon 19 June firmware 3.1 "
               "rollout, after which unencrypted UDP status requests are ignored. Open PRs: home-assistant/brands#7312, "
               "hacs/default#4187.", "thermoquay upcoming dates", "event")
    s.bash(None, ".venv/bin/pytest -q", tests_ok(38, "2.90", [("tests/test_binary_sensor.py ..", 5),
                                                             ("tests/test_climate.py ....", 15),
                                                             ("tests/test_config_flow.py ..............", 52),
                                                             ("tests/test_coordinator.py ....", 63),
                                                             ("tests/test_diagnostics.py .", 65),
                                                             ("tests/test_init.py ..", 71),
                                                             ("tests/test_local.py .....", 84),
                                                             ("tests/test_migration.py ..", 89),
                                                             ("tests/test_rate_limit.py ..", 94),
                                                             ("tests/test_sensor.py ..", 100)]))
    s.bash("commit11", "git add -A && git commit -m 'docs: UI-only setup, roadmap to 0.4.0 (firmware 3.1 encryption)'",
           "[main c07d5b3] docs: UI-only setup, roadmap to 0.4.0 (firmware 3.1 encryption)\n 2 files changed, 19 "
           "insertions(+)\n create mode 100644 docs/roadmap.md")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-05-01T09:10:00", "5e1a7c30-2b94-4d1e-9a07-c1d2e3f45901", s1),    # Mon
    ("s2", "2028-05-03T10:05:00", "6f2b8d41-3ca5-4e2f-8b18-d2e3f4a55902", s2),    # Wed
    ("s3", "2028-05-05T13:40:00", "7a3c9e52-4db6-4f30-9c29-e3f4a5b65903", s3),    # Fri
    ("s4", "2028-05-09T09:30:00", "8b4daf63-5ec7-4041-ad3a-f4a5b6c75904", s4),    # Tue
    ("s5", "2028-05-11T09:50:00", "9c5eb074-6fd8-4152-be4b-a5b6c7d85905", s5),    # Thu
    ("s6", "2028-05-15T14:00:00", "ad6fc185-70e9-4263-cf5c-b6c7d8e95906", s6),    # Mon
    ("s7", "2028-05-18T09:15:00", "be70d296-81fa-4374-d06d-c7d8e9fa5907", s7),    # Thu
    ("s8", "2028-05-22T08:45:00", "cf81e3a7-920b-4485-e17e-d8e9fa0b5908", s8),    # Mon
    ("s9", "2028-05-24T10:00:00", "d092f4b8-a31c-4596-f28f-e9fa0b1c5909", s9),    # Wed
    ("s10", "2028-05-29T09:20:00", "e1a305c9-b42d-46a7-0390-fa0b1c2d5910", s10),  # Mon
    ("s11", "2028-05-31T15:10:00", "f2b416da-c53e-47b8-14a1-0b1c2d3e5911", s11),  # Wed
]

#: When the questions are asked: the Monday after the last session (a Wednesday).
ASKED_AT = "2028-06-05T08:30:00Z"
