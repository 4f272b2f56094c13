"""Whole files the agent reads or writes in the thermoquay history (bench/agentdev59/sessions.py)."""
from __future__ import annotations

MANIFEST_V1 = """{
  "domain": "thermoquay",
  "name": "Thermoquay",
  "codeowners": ["@marenholst", "@driesv"],
  "config_flow": true,
  "documentation": "https://github.com/marenholst/thermoquay",
  "iot_class": "cloud_polling",
  "issue_tracker": "https://github.com/marenholst/thermoquay/issues",
  "requirements": [],
  "version": "0.0.1"
}
"""

HACS_JSON = """{
  "name": "Thermoquay",
  "homeassistant": "2028.4.0",
  "render_readme": true
}
"""

CONST_PY = '''"""Constants for the Thermoquay integration (Quaytherm QT-200 radiator valves)."""
from __future__ import annotations

from datetime import timedelta
from typing import Final

from homeassistant.const import Platform

DOMAIN: Final = "thermoquay"
MANUFACTURER: Final = "Quaytherm"
MODEL: Final = "QT-200"

CONF_HOME_ID: Final = "home_id"

CLOUD_BASE_URL: Final = "https://api.quaytherm.io/v2"
AUTH_URL: Final = "https://auth.quaytherm.io/oauth/token"
CLIENT_ID: Final = "ha-thermoquay"
USER_AGENT: Final = "thermoquay/{version} (+https://github.com/marenholst/thermoquay)"

UDP_PORT: Final = 45654

#: The developer docs ask for "fair use: no more than one request a minute per client".
DEFAULT_SCAN_INTERVAL: Final = timedelta(seconds=60)

MIN_TEMP: Final = 5.0
MAX_TEMP: Final = 30.0
TEMP_STEP: Final = 0.5

PLATFORMS: Final = [Platform.CLIMATE, Platform.SENSOR, Platform.SWITCH]
'''

REQUIREMENTS_TEST = """# test and lint dependencies (the integration itself has no requirements)
pytest-homeassistant-custom-component==0.13.251
pytest-cov==6.1.1
ruff==0.11.9
"""

PYPROJECT = """[tool.ruff]
target-version = "py313"
line-length = 100

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "ASYNC", "LOG", "G", "PT", "SIM", "RUF"]

[tool.ruff.lint.isort]
force-sort-within-sections = true
known-first-party = ["custom_components.thermoquay"]
combine-as-imports = true

[tool.pytest.ini_options]
testpaths = ["tests"]
asyncio_mode = "auto"
asyncio_default_fixture_loop_scope = "function"

[tool.coverage.report]
fail_under = 90
show_missing = true
"""

API_V0 = '''"""Quaytherm cloud API client (https://api.quaytherm.io/v2): sign-in and homes for now."""
from __future__ import annotations

import aiohttp

from .const import AUTH_URL, CLIENT_ID, CLOUD_BASE_URL


class QuayApiError(Exception):
    """Any failure talking to the Quaytherm cloud."""


class QuayAuthError(QuayApiError):
    """Wrong credentials, or the token was rejected."""


class QuayApi:
    """Thin async client; all I/O goes through the aiohttp session it is given."""

    def __init__(self, session: aiohttp.ClientSession) -> None:
        self._session = session
        self._access_token: str | None = None
        self._refresh_token: str | None = None

    async def async_login(self, email: str, password: str) -> None:
        async with self._session.post(
            AUTH_URL,
            data={"grant_type": "password", "client_id": CLIENT_ID, "username": email, "password": password},
        ) as resp:
            if resp.status in (400, 401):
                raise QuayAuthError("invalid credentials")
            if resp.status != 200:
                raise QuayApiError(f"login failed: HTTP {resp.status}")
            body = await resp.json()
        self._access_token = body["access_token"]
        self._refresh_token = body["refresh_token"]

    async def async_get_homes(self) -> list[dict]:
        return (await self._get("/homes"))["homes"]

    async def _get(self, path: str) -> dict:
        headers = {"Authorization": f"Bearer {self._access_token}"}
        async with self._session.get(f"{CLOUD_BASE_URL}{path}", headers=headers) as resp:
            if resp.status == 401:
                raise QuayAuthError("token rejected")
            if resp.status != 200:
                raise QuayApiError(f"GET {path}: HTTP {resp.status}")
            return await resp.json()
'''

API_PY = '''"""Quaytherm cloud API client (https://api.quaytherm.io/v2)."""
from __future__ import annotations

import logging
import ssl

import aiohttp

from .const import AUTH_URL, CLIENT_ID, CLOUD_BASE_URL

_LOGGER = logging.getLogger(__name__)


class QuayApiError(Exception):
    """Any failure talking to the Quaytherm cloud."""


class QuayAuthError(QuayApiError):
    """Wrong credentials, or the token was rejected."""


class QuayRateLimited(QuayApiError):
    """HTTP 429 from the cloud."""


class QuayApi:
    """Async client for the Quaytherm cloud: sign-in, homes, valves, per-valve state, setpoints."""

    def __init__(self, session: aiohttp.ClientSession | None = None) -> None:
        if session is None:
            ctx = ssl.create_default_context()
            session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(ssl=ctx))
        self._session = session
        self._access_token: str | None = None
        self._refresh_token: str | None = None
        self._email: str | None = None
        self._password: str | None = None

    async def async_login(self, email: str, password: str) -> None:
        """Password grant; the credentials are kept so we can sign in again when the token expires."""
        self._email, self._password = email, password
        async with self._session.post(
            AUTH_URL,
            data={"grant_type": "password", "client_id": CLIENT_ID, "username": email, "password": password},
        ) as resp:
            if resp.status in (400, 401):
                raise QuayAuthError("invalid credentials")
            if resp.status != 200:
                raise QuayApiError(f"login failed: HTTP {resp.status}")
            body = await resp.json()
        self._access_token = body["access_token"]
        self._refresh_token = body["refresh_token"]

    async def async_get_homes(self) -> list[dict]:
        return (await self._request("GET", "/homes"))["homes"]

    async def async_get_valves(self, home_id: str) -> list[dict]:
        return (await self._request("GET", f"/homes/{home_id}/valves"))["valves"]

    async def async_get_valve_state(self, valve_id: str) -> dict:
        """One valve: temperature, target, mode, valve opening, battery, child lock, window."""
        return await self._request("GET", f"/valves/{valve_id}/state")

    async def async_set_target(self, valve_id: str, temperature: float) -> None:
        await self._request("PUT", f"/valves/{valve_id}/target", json={"temperature": temperature})

    async def async_set_mode(self, valve_id: str, mode: str) -> None:
        await self._request("PUT", f"/valves/{valve_id}/mode", json={"mode": mode})

    async def async_set_child_lock(self, valve_id: str, locked: bool) -> None:
        await self._request("PUT", f"/valves/{valve_id}/child_lock", json={"enabled": locked})

    async def _request(self, method: str, path: str, *, json: dict | None = None, retry: bool = True) -> dict:
        headers = {"Authorization": f"Bearer {self._access_token}"}
        async with self._session.request(method, f"{CLOUD_BASE_URL}{path}", headers=headers, json=json) as resp:
            if resp.status == 401 and retry and self._password:
                await self.async_login(self._email, self._password)
                return await self._request(method, path, json=json, retry=False)
            if resp.status == 401:
                raise QuayAuthError("token rejected")
            if resp.status == 429:
                raise QuayRateLimited(f"{method} {path}: HTTP 429")
            if resp.status >= 400:
                raise QuayApiError(f"{method} {path}: HTTP {resp.status}")
            return await resp.json() if resp.content_length else {}
'''

COORDINATOR_PY = '''"""Polls the Quaytherm cloud for every valve of the configured home."""
from __future__ import annotations

from dataclasses import dataclass
import logging

from homeassistant.config_entries import ConfigEntry
from homeassistant.core import HomeAssistant
from homeassistant.exceptions import ConfigEntryAuthFailed
from homeassistant.helpers.update_coordinator import DataUpdateCoordinator, UpdateFailed

from .api import QuayApi, QuayApiError, QuayAuthError
from .const import CONF_HOME_ID, DEFAULT_SCAN_INTERVAL, DOMAIN

_LOGGER = logging.getLogger(__name__)


@dataclass(slots=True)
class ValveState:
    """What the entities show for one valve."""

    valve_id: str
    name: str
    room: str
    current_temperature: float | None
    target_temperature: float
    mode: str  # "manual" | "schedule" | "off"
    valve_position: int  # opening, 0-100 %
    battery_mv: int
    child_lock: bool
    window_open: bool
    firmware: str


type ThermoquayConfigEntry = ConfigEntry[ThermoquayCoordinator]


class ThermoquayCoordinator(DataUpdateCoordinator[dict[str, ValveState]]):
    """One coordinator per config entry (one Quaytherm home)."""

    config_entry: ThermoquayConfigEntry

    def __init__(self, hass: HomeAssistant, entry: ThermoquayConfigEntry, api: QuayApi) -> None:
        super().__init__(
            hass,
            _LOGGER,
            config_entry=entry,
            name=DOMAIN,
            update_interval=DEFAULT_SCAN_INTERVAL,
        )
        self.api = api
        self.home_id: str = entry.data[CONF_HOME_ID]
        self._valves: list[dict] = []

    async def _async_setup(self) -> None:
        """Runs once before the first refresh: the list of valves does not change often."""
        self._valves = await self.api.async_get_valves(self.home_id)

    async def _async_update_data(self) -> dict[str, ValveState]:
        try:
            states: dict[str, ValveState] = {}
            for valve in self._valves:
                raw = await self.api.async_get_valve_state(valve["id"])
                states[valve["id"]] = ValveState(
                    valve_id=valve["id"],
                    name=valve["name"],
                    room=valve.get("room", ""),
                    current_temperature=raw.get("temperature"),
                    target_temperature=raw["target"],
                    mode=raw["mode"],
                    valve_position=raw["valve_position"],
                    battery_mv=raw["battery_mv"],
                    child_lock=raw["child_lock"],
                    window_open=raw["window_open"],
                    firmware=valve["firmware"],
                )
            return states
        except QuayAuthError as err:
            raise ConfigEntryAuthFailed from err
        except QuayApiError as err:
            raise UpdateFailed(f"Error communicating with Quaytherm cloud: {err}") from err
'''

CLIMATE_PY = '''"""Climate entities: one per Quaytherm valve."""
from __future__ import annotations

from typing import Any

from homeassistant.components.climate import (
    ClimateEntity,
    ClimateEntityFeature,
    HVACAction,
    HVACMode,
)
from homeassistant.const import ATTR_TEMPERATURE, UnitOfTemperature
from homeassistant.core import HomeAssistant
from homeassistant.helpers.device_registry import DeviceInfo
from homeassistant.helpers.entity_platform import AddConfigEntryEntitiesCallback
from homeassistant.helpers.update_coordinator import CoordinatorEntity

from .const import DOMAIN, MANUFACTURER, MAX_TEMP, MIN_TEMP, MODEL, TEMP_STEP
from .coordinator import ThermoquayConfigEntry, ThermoquayCoordinator

_MODE_TO_HVAC = {"manual": HVACMode.HEAT, "schedule": HVACMode.AUTO, "off": HVACMode.OFF}
_HVAC_TO_MODE = {v: k for k, v in _MODE_TO_HVAC.items()}


async def async_setup_entry(
    hass: HomeAssistant, entry: ThermoquayConfigEntry, async_add_entities: AddConfigEntryEntitiesCallback
) -> None:
    coordinator = entry.runtime_data
    async_add_entities(ThermoquayClimate(coordinator, valve_id) for valve_id in coordinator.data)


class ThermoquayClimate(CoordinatorEntity[ThermoquayCoordinator], ClimateEntity):
    """A QT-200 valve as a thermostat."""

    _attr_has_entity_name = True
    _attr_name = None
    _attr_translation_key = "valve"
    _attr_hvac_modes = [HVACMode.HEAT, HVACMode.AUTO, HVACMode.OFF]
    _attr_supported_features = (
        ClimateEntityFeature.TARGET_TEMPERATURE | ClimateEntityFeature.TURN_OFF | ClimateEntityFeature.TURN_ON
    )
    _attr_temperature_unit = UnitOfTemperature.CELSIUS
    _attr_min_temp = MIN_TEMP
    _attr_max_temp = MAX_TEMP
    _attr_target_temperature_step = TEMP_STEP

    def __init__(self, coordinator: ThermoquayCoordinator, valve_id: str) -> None:
        super().__init__(coordinator)
        self._valve_id = valve_id
        state = coordinator.data[valve_id]
        self._attr_unique_id = f"{valve_id}_climate"
        self._attr_device_info = DeviceInfo(
            identifiers={(DOMAIN, valve_id)},
            manufacturer=MANUFACTURER,
            model=MODEL,
            name=state.name,
            suggested_area=state.room or None,
            sw_version=state.firmware,
        )

    @property
    def _state(self):
        return self.coordinator.data[self._valve_id]

    @property
    def current_temperature(self) -> float | None:
        return self._state.current_temperature

    @property
    def target_temperature(self) -> float:
        return self._state.target_temperature

    @property
    def hvac_mode(self) -> HVACMode:
        return _MODE_TO_HVAC[self._state.mode]

    @property
    def hvac_action(self) -> HVACAction:
        if self._state.mode == "off":
            return HVACAction.OFF
        return HVACAction.HEATING if self._state.valve_position > 0 else HVACAction.IDLE

    async def async_set_temperature(self, **kwargs: Any) -> None:
        await self.coordinator.api.async_set_target(self._valve_id, kwargs[ATTR_TEMPERATURE])
        await self.coordinator.async_request_refresh()

    async def async_set_hvac_mode(self, hvac_mode: HVACMode) -> None:
        await self.coordinator.api.async_set_mode(self._valve_id, _HVAC_TO_MODE[hvac_mode])
        await self.coordinator.async_request_refresh()
'''

SENSOR_PY = '''"""Sensors per valve: battery voltage and valve opening."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from homeassistant.components.sensor import (
    SensorDeviceClass,
    SensorEntity,
    SensorEntityDescription,
    SensorStateClass,
)
from homeassistant.const import PERCENTAGE, EntityCategory, UnitOfElectricPotential
from homeassistant.core import HomeAssistant
from homeassistant.helpers.entity_platform import AddConfigEntryEntitiesCallback
from homeassistant.helpers.update_coordinator import CoordinatorEntity

from .coordinator import ThermoquayConfigEntry, ThermoquayCoordinator, ValveState


@dataclass(frozen=True, kw_only=True)
class ThermoquaySensorDescription(SensorEntityDescription):
    value_fn: Callable[[ValveState], float | int | None]


SENSORS: tuple[ThermoquaySensorDescription, ...] = (
    ThermoquaySensorDescription(
        key="battery_voltage",
        translation_key="battery_voltage",
        device_class=SensorDeviceClass.VOLTAGE,
        native_unit_of_measurement=UnitOfElectricPotential.MILLIVOLT,
        state_class=SensorStateClass.MEASUREMENT,
        entity_category=EntityCategory.DIAGNOSTIC,
        value_fn=lambda s: s.battery_mv,
    ),
    ThermoquaySensorDescription(
        key="valve_position",
        translation_key="valve_position",
        native_unit_of_measurement=PERCENTAGE,
        state_class=SensorStateClass.MEASUREMENT,
        value_fn=lambda s: s.valve_position,
    ),
)


async def async_setup_entry(
    hass: HomeAssistant, entry: ThermoquayConfigEntry, async_add_entities: AddConfigEntryEntitiesCallback
) -> None:
    coordinator = entry.runtime_data
    async_add_entities(
        ThermoquaySensor(coordinator, valve_id, description)
        for valve_id in coordinator.data
        for description in SENSORS
    )


class ThermoquaySensor(CoordinatorEntity[ThermoquayCoordinator], SensorEntity):
    entity_description: ThermoquaySensorDescription
    _attr_has_entity_name = True

    def __init__(self, coordinator, valve_id: str, description: ThermoquaySensorDescription) -> None:
        super().__init__(coordinator)
        self.entity_description = description
        self._valve_id = valve_id
        self._attr_unique_id = f"{valve_id}_{description.key}"

    @property
    def native_value(self) -> float | int | None:
        return self.entity_description.value_fn(self.coordinator.data[self._valve_id])
'''

UDP_SPEC = """# Quaytherm QT-200 local protocol, version 1.3 (partner preview)

Confidential partner documentation. Sent by Quaytherm Developer Relations (Yuki Tanabe), 8 May 2028.
Valid for QT-200 firmware 2.0.0 and later.

## 1. Transport

- UDP, port 45654, IPv4 only. One JSON object per datagram, UTF-8, no framing.
- Valves answer to the sender's address and port.
- No authentication on firmware 2.x. Firmware 3.x will add encryption (see section 7).
- A valve answers at most 4 requests per second; further requests are dropped silently.
- The radio sleeps between polls; first answer after idle can take up to 800 ms.

## 2. Discovery

Send to the broadcast address of the local segment:

    {"cmd": "discover"}

Every valve on the segment answers within 3 seconds with a status object (section 3).
Discovery is link-local by design: valves do not answer unicast discovery from other subnets.

## 3. Status

Request (unicast to the valve):

    {"cmd": "status"}

Answer:

    {"id": "qv-4412", "fw": "2.3.1", "t": 21.5, "sp": 20.0, "v": 35, "b": 2870, "w": 0, "cl": 0, "rssi": -61}

| field | meaning |
|---|---|
| id | valve id, the same as in the cloud API (`qv-` + 4 digits) |
| fw | firmware version |
| t | measured room temperature, degrees Celsius |
| sp | current setpoint, degrees Celsius |
| v | valve opening, percent 0-100 |
| b | battery voltage, millivolts (2 x AA: 3200 new, 2200 empty) |
| w | window open detected, 0/1 |
| cl | child lock, 0/1 |
| rssi | Wi-Fi signal, dBm |

## 4. Setpoint (local)

    {"cmd": "set", "sp": 21.0}

Accepted in steps of 0.5 degrees between 5.0 and 30.0. A locally written setpoint is overwritten by the
cloud schedule at the next schedule slot. Partners should write setpoints through the cloud API.

## 5. Identify

    {"cmd": "blink"}

The valve's LED blinks for 10 seconds.

## 6. Errors

    {"err": "busy"} / {"err": "bad_cmd"} / {"err": "range"}

## 7. Roadmap

Firmware 3.x: AES-128-GCM encrypted datagrams. The key is per valve and will be available to partners from
the cloud API. Dates to be announced.

## Appendix A: firmware changelog (protocol-relevant)

- 2.0.0: first firmware with the local protocol.
- 2.3.0: adds `rssi`.
- 2.3.1: discovery answers are randomly delayed 0-500 ms to avoid collisions.
- 2.5.0: `blink` command.
- 2.6.0: `t` and `sp` are sent as integers in tenths of a degree (215 = 21.5 C) to save bytes on the
  radio link. Older firmware keeps floats.
- 2.6.1: fixes `w` stuck at 1 after a reboot.
"""

LOCAL_PY = '''"""Local UDP client for Quaytherm QT-200 valves (partner protocol v1.3, port 45654)."""
from __future__ import annotations

import asyncio
from dataclasses import dataclass
import json
import logging

from .const import UDP_PORT

_LOGGER = logging.getLogger(__name__)

DISCOVERY_TIMEOUT = 5.0
REQUEST_TIMEOUT = 2.0


@dataclass(slots=True)
class LocalReading:
    """One status answer from a valve."""

    valve_id: str
    host: str
    firmware: str
    temperature: float
    setpoint: float
    valve_position: int
    battery_mv: int
    window_open: bool
    child_lock: bool


def parse_status(host: str, payload: bytes) -> LocalReading:
    msg = json.loads(payload)
    return LocalReading(
        valve_id=msg["id"],
        host=host,
        firmware=msg["fw"],
        temperature=float(msg["t"]),
        setpoint=float(msg["sp"]),
        valve_position=int(msg["v"]),
        battery_mv=int(msg["b"]),
        window_open=bool(msg["w"]),
        child_lock=bool(msg["cl"]),
    )


class _Collector(asyncio.DatagramProtocol):
    """Collects every answer that arrives while the endpoint is open."""

    def __init__(self) -> None:
        self.readings: dict[str, LocalReading] = {}
        self.waiter: asyncio.Future[LocalReading] | None = None

    def datagram_received(self, data: bytes, addr: tuple[str, int]) -> None:
        try:
            reading = parse_status(addr[0], data)
        except (ValueError, KeyError):
            _LOGGER.debug("Ignoring datagram from %s: %r", addr[0], data[:80])
            return
        self.readings[reading.valve_id] = reading
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_result(reading)


class QuayLocalClient:
    """Reads valves over UDP; discovery by broadcast on the local segment."""

    async def async_discover(self, timeout: float = DISCOVERY_TIMEOUT) -> list[LocalReading]:
        loop = asyncio.get_running_loop()
        transport, proto = await loop.create_datagram_endpoint(_Collector, local_addr=("0.0.0.0", 0))
        try:
            transport.sendto(b\'{"cmd": "discover"}\', ("255.255.255.255", UDP_PORT))
            await asyncio.sleep(timeout)
        finally:
            transport.close()
        _LOGGER.debug("Discovery found %d valve(s)", len(proto.readings))
        return list(proto.readings.values())

    async def async_status(self, host: str) -> LocalReading:
        loop = asyncio.get_running_loop()
        transport, proto = await loop.create_datagram_endpoint(_Collector, remote_addr=(host, UDP_PORT))
        proto.waiter = loop.create_future()
        try:
            transport.sendto(b\'{"cmd": "status"}\')
            async with asyncio.timeout(REQUEST_TIMEOUT):
                return await proto.waiter
        finally:
            transport.close()
'''

WORKFLOW_YML = """name: Validate

on:
  push:
    branches: [main]
  pull_request:
  schedule:
    - cron: "17 4 * * 1"
  workflow_dispatch:

permissions:
  contents: read

jobs:
  hassfest:
    name: hassfest
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: home-assistant/actions/hassfest@master

  hacs:
    name: HACS validation
    runs-on: ubuntu-latest
    steps:
      - uses: hacs/action@main
        with:
          category: integration

  tests:
    name: pytest (Python 3.13)
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v5
      - uses: astral-sh/setup-uv@v6
      - uses: actions/setup-python@v6
        with:
          python-version: "3.13"
      - run: uv pip install --system -r requirements_test.txt
      - run: ruff check . && ruff format --check .
      - run: pytest --cov=custom_components.thermoquay --cov-report=term-missing
"""

UPDATE_COORDINATOR_EXCERPT = '''"""Helpers to help coordinate updates."""

from __future__ import annotations

from abc import abstractmethod
import asyncio
from collections.abc import Awaitable, Callable, Coroutine, Generator
from datetime import datetime, timedelta
import logging
from random import randint
from time import monotonic
from typing import TYPE_CHECKING, Any, Generic, Protocol

import aiohttp
from propcache.api import cached_property
import requests
from typing_extensions import TypeVar

from homeassistant import config_entries
from homeassistant.const import EVENT_HOMEASSISTANT_STOP
from homeassistant.core import CALLBACK_TYPE, Event, HassJob, HomeAssistant, callback
from homeassistant.exceptions import (
    ConfigEntryAuthFailed,
    ConfigEntryError,
    ConfigEntryNotReady,
    HomeAssistantError,
)
from homeassistant.util.dt import utcnow

from . import entity, event
from .debounce import Debouncer
from .frame import report_usage
from .typing import UNDEFINED, UndefinedType

REQUEST_REFRESH_DEFAULT_COOLDOWN = 10
REQUEST_REFRESH_DEFAULT_IMMEDIATE = True

_DataT = TypeVar("_DataT", default=dict[str, Any])
_DataUpdateCoordinatorT = TypeVar(
    "_DataUpdateCoordinatorT",
    bound="DataUpdateCoordinator[Any]",
    default="DataUpdateCoordinator[dict[str, Any]]",
)


class UpdateFailed(HomeAssistantError):
    """Raised when an update has failed."""

    def __init__(
        self,
        *args: Any,
        retry_after: float | None = None,
        **kwargs: Any,
    ) -> None:
        """Initialize exception."""
        super().__init__(*args, **kwargs)
        self.retry_after = retry_after


class DataUpdateCoordinator(BaseDataUpdateCoordinatorProtocol, Generic[_DataT]):
    """Class to manage fetching data from single endpoint.

    Setting :attr:`always_update` to ``False`` will cause coordinator to only
    callback listeners when data has changed. This requires that the data
    implements ``__eq__`` or uses a python object that already does.
    """

    def __init__(
        self,
        hass: HomeAssistant,
        logger: logging.Logger,
        *,
        config_entry: config_entries.ConfigEntry | None | UndefinedType = UNDEFINED,
        name: str,
        update_interval: timedelta | None = None,
        update_method: Callable[[], Awaitable[_DataT]] | None = None,
        setup_method: Callable[[], Awaitable[None]] | None = None,
        request_refresh_debouncer: Debouncer[Coroutine[Any, Any, None]] | None = None,
        always_update: bool = True,
    ) -> None:
        """Initialize global data updater."""
        self.hass = hass
        self.logger = logger
        self.name = name
        self.update_method = update_method
        self.setup_method = setup_method
        self._update_interval_seconds: float | None = None
        self.update_interval = update_interval
        self._shutdown_requested = False
        ...

    async def async_config_entry_first_refresh(self) -> None:
        """Refresh data for the first time when a config entry is setup.

        Will automatically raise ConfigEntryNotReady if the refresh
        fails. Additionally logging is handled by config entry setup
        to ensure that multiple retries do not cause log spam.
        """
        ...
        if await self.__wrap_async_setup():
            await self._async_refresh(
                log_failures=False, raise_on_auth_failed=True, raise_on_entry_error=True
            )
            if self.last_update_success:
                return
        ex = ConfigEntryNotReady()
        ex.__cause__ = self.last_exception
        raise ex

    async def _async_refresh(
        self,
        log_failures: bool = True,
        raise_on_auth_failed: bool = False,
        scheduled: bool = False,
        raise_on_entry_error: bool = False,
    ) -> None:
        """Refresh data."""
        ...
        try:
            self.data = await self._async_update_data()

        except (TimeoutError, requests.exceptions.Timeout) as err:
            self.last_exception = err
            if self.last_update_success:
                if log_failures:
                    self.logger.error("Timeout fetching %s data", self.name)
                self.last_update_success = False

        except (aiohttp.ClientError, requests.exceptions.RequestException) as err:
            self.last_exception = err
            if self.last_update_success:
                if log_failures:
                    self.logger.error("Error requesting %s data: %s", self.name, err)
                self.last_update_success = False

        except UpdateFailed as err:
            self.last_exception = err
            if self.last_update_success:
                if log_failures:
                    self.logger.error("Error fetching %s data: %s", self.name, err)
                self.last_update_success = False
            if err.retry_after is not None:
                self._retry_after = err.retry_after

        except ConfigEntryAuthFailed as err:
            auth_failed = True
            self.last_exception = err
            if self.last_update_success:
                if log_failures:
                    self.logger.error(
                        "Authentication failed while fetching %s data: %s",
                        self.name,
                        err,
                    )
                self.last_update_success = False
            if raise_on_auth_failed:
                raise

            if self.config_entry:
                self.config_entry.async_start_reauth(self.hass)
        ...
        finally:
            self.logger.debug(
                "Finished fetching %s data in %.3f seconds (success: %s)",
                self.name,
                monotonic() - start,
                self.last_update_success,
            )
'''

FORUM_THREAD = """Thermoquay: Quaytherm QT-200 radiator valves in Home Assistant (custom integration, beta)
community.home-assistant.io/t/thermoquay-quaytherm-qt-200-radiator-valves-custom-integration/712345

#1 marenholst (15 May): v0.1.0 beta is out. Add https://github.com/marenholst/thermoquay as a custom
repository in HACS (category Integration), restart, add "Thermoquay" under Devices & services.
Climate, battery voltage, valve opening and child lock per valve. Local readings over UDP when the valves
are on the same network, cloud otherwise. Please report with debug logs!

#4 oskarl (Oskar Lindqvist, 16 May): Installed fine, signed in, but the "Local network" step always says
"No valves found on the local network". My valves are on the IoT VLAN 10.20.30.0/24 (UniFi, Dream Machine
Pro), HA on the server VLAN 192.168.10.0/24. Firewall allows HA -> IoT on everything. The Quaytherm app
sees them fine. Log:
  2028-05-16 21:04:11.902 DEBUG (MainThread) [custom_components.thermoquay.local] Discovery found 0 valve(s)
  2028-05-16 21:04:11.903 WARNING (MainThread) [custom_components.thermoquay.config_flow] No valves answered
  the discovery broadcast on UDP 45654 within 5.0 s
I can ping 10.20.30.41 to .47 from HA. Can I just type the IPs in somewhere?

#6 anaf_lisboa (Ana Ferreira, 17 May): 9 valves in our flat in Lisbon, all found (same network). But the
temperatures are crazy: the living room shows 215 °C and the setpoint column looks ok. Screenshot attached.
Valves say firmware 2.6.0 in the Quaytherm app. Also two wishes: battery in % instead of millivolts, nobody
knows what 2480 mV means, and a warning when a battery gets low.

#7 ketelbinkie (17 May): same 215 °C thing here on two of my four valves, the other two are fine.

#8 driesv (Dries Vermeulen, 17 May): thanks all, Maren is on it. Please keep the reports in this thread
or on GitHub issues, not in DMs.
"""

CHANGELOG_V010 = """# Changelog

All notable changes to this project are documented in this file.
The format is based on [Keep a Changelog](https://keepachangelog.com/en/1.1.0/),
and this project adheres to [Semantic Versioning](https://semver.org/spec/v2.0.0.html).

## [0.1.0] - 2028-05-15

First public beta, installable as a HACS custom repository.

### Added
- Config flow: sign in with the Quaytherm account, pick a home.
- Climate entity per QT-200 valve (heat / auto / off, 5-30 °C in 0.5 steps).
- Sensors: battery voltage, valve opening.
- Switch: child lock.
- Local readings over UDP (port 45654) for valves found by broadcast discovery; cloud polling every
  60 seconds for everything else.

[0.1.0]: https://github.com/marenholst/thermoquay/releases/tag/v0.1.0
"""

README_MD = """# Thermoquay

Home Assistant custom integration for **Quaytherm QT-200** smart radiator valves.

> Not affiliated with Quaytherm GmbH. Beta: please report problems in the
> [forum thread](https://community.home-assistant.io/t/thermoquay-quaytherm-qt-200-radiator-valves-custom-integration/712345)
> or as a [GitHub issue](https://github.com/marenholst/thermoquay/issues), with debug logs.

## Installation (HACS)

1. HACS -> the three dots -> **Custom repositories**.
2. Repository `https://github.com/marenholst/thermoquay`, category **Integration**, **Add**.
3. Install **Thermoquay**, restart Home Assistant.
4. Settings -> Devices & services -> **Add integration** -> Thermoquay, sign in with your Quaytherm account.

Requires Home Assistant 2028.5.0 or newer.

## What you get

| entity | per valve |
|---|---|
| climate | heat / auto (the Quaytherm schedule) / off, 5-30 °C |
| sensor | battery voltage, valve opening |
| switch | child lock |

## Debug logs

```yaml
logger:
  logs:
    custom_components.thermoquay: debug
```
"""

DIAGNOSTICS_PY = '''"""Diagnostics download for a Thermoquay config entry (secrets redacted)."""
from __future__ import annotations

from dataclasses import asdict
from typing import Any

from homeassistant.components.diagnostics import async_redact_data
from homeassistant.const import CONF_EMAIL
from homeassistant.core import HomeAssistant

from .const import CLOUD_SCAN_INTERVAL, CONF_HOME_ID, CONF_HOSTS, CONF_REFRESH_TOKEN
from .coordinator import ThermoquayConfigEntry

TO_REDACT = {CONF_EMAIL, CONF_REFRESH_TOKEN, CONF_HOME_ID, "access_token", "refresh_token", "serial", "ssid"}


async def async_get_config_entry_diagnostics(
    hass: HomeAssistant, entry: ThermoquayConfigEntry
) -> dict[str, Any]:
    coordinator = entry.runtime_data
    return {
        "entry": {
            "version": entry.version,
            "minor_version": entry.minor_version,
            "data": async_redact_data(dict(entry.data), TO_REDACT),
            "options": {**entry.options, CONF_HOSTS: len(entry.options.get(CONF_HOSTS, []))},
        },
        "cloud": {
            "scan_interval": str(CLOUD_SCAN_INTERVAL),
            "last_fetch": coordinator.last_cloud_fetch,
            "rate_limited_until": coordinator.rate_limited_until,
        },
        "local": {
            "scan_interval": str(coordinator.update_interval),
            "valves": {
                valve_id: async_redact_data(asdict(reading), TO_REDACT)
                for valve_id, reading in coordinator.local_readings.items()
            },
        },
    }
'''
