"""Whole files the agent reads or writes in the loamlink history (bench/agentdev36/sessions.py)."""
from __future__ import annotations

WEST_YML = """# loamlink west manifest. Workspace topology T2: this repository is the manifest repository,
# the nRF Connect SDK and its Zephyr fork are pulled in next to it by `west update`.
manifest:
  version: "1.2"

  remotes:
    - name: ncs
      url-base: https://github.com/nrfconnect

  projects:
    - name: nrf
      remote: ncs
      repo-path: sdk-nrf
      revision: v2.6.1
      import:
        name-allowlist:
          - zephyr
          - cmsis
          - hal_nordic
          - mcuboot
          - mbedtls
          - nrfxlib
          - segger
          - tinycrypt
          - zcbor
          - trusted-firmware-m
          - oberon-psa-crypto

  self:
    path: loamlink
"""

CMAKELISTS = """cmake_minimum_required(VERSION 3.20.0)

find_package(Zephyr REQUIRED HINTS $ENV{ZEPHYR_BASE})
project(loamlink)

target_sources(app PRIVATE
  src/main.c
)
"""

PRJ_CONF_1 = """# loamlink application configuration (development defaults; field builds add overlay-release.conf)
CONFIG_LOG=y
CONFIG_LOG_MODE_DEFERRED=y
CONFIG_GPIO=y
CONFIG_ADC=y
CONFIG_I2C=y
CONFIG_SENSOR=y
CONFIG_HWINFO=y
CONFIG_REBOOT=y
"""

KCONFIG_1 = """# loamlink application options: everything tunable lives here as CONFIG_LOAM_*.
menu "loamlink"

config LOAM_SAMPLE_INTERVAL_S
\tint "Seconds between two soil samples"
\tdefault 300
\trange 60 86400

config LOAM_PROBE_DRY_MV
\tint "Probe output in dry air (mV), reported as 0 % moisture"
\tdefault 2210

config LOAM_PROBE_WET_MV
\tint "Probe output in water (mV), reported as 100 % moisture"
\tdefault 1020

config LOAM_SHT4X
\tbool "Read air temperature and humidity from the SHT40"
\tdefault y
\tselect SENSOR
\tselect I2C

module = LOAM
module-str = loamlink
source "subsys/logging/Kconfig.template.log_config"

endmenu

source "Kconfig.zephyr"
"""

DK_OVERLAY = """/*
 * nRF52840 DK prototype wiring for loamlink:
 *   capacitive soil probe analog out -> P0.03 (AIN1), powered through PROBE_EN (P0.28) only while sampling
 *   battery / supply -> VDDH/5 internal channel
 *   SHT40 air temperature + humidity -> i2c0 (SDA P0.26, SCL P0.27), address 0x44
 */
/ {
\tzephyr,user {
\t\tio-channels = <&adc 1>, <&adc 7>;
\t\tio-channel-names = "probe", "vddh";
\t\tprobe-en-gpios = <&gpio0 28 GPIO_ACTIVE_HIGH>;
\t};
};

&adc {
\t#address-cells = <1>;
\t#size-cells = <0>;
\tstatus = "okay";

\tchannel@1 {
\t\treg = <1>;
\t\tzephyr,gain = "ADC_GAIN_1_6";
\t\tzephyr,reference = "ADC_REF_INTERNAL";
\t\tzephyr,acquisition-time = <ADC_ACQ_TIME(ADC_ACQ_TIME_MICROSECONDS, 40)>;
\t\tzephyr,input-positive = <2>; /* AIN1, P0.03 */
\t\tzephyr,resolution = <12>;
\t\tzephyr,oversampling = <4>;
\t};

\tchannel@7 {
\t\treg = <7>;
\t\tzephyr,gain = "ADC_GAIN_1_6";
\t\tzephyr,reference = "ADC_REF_INTERNAL";
\t\tzephyr,acquisition-time = <ADC_ACQ_TIME_DEFAULT>;
\t\tzephyr,input-positive = <NRF_SAADC_VDDHDIV5>;
\t\tzephyr,resolution = <12>;
\t};
};

&i2c0 {
\tstatus = "okay";
\tclock-frequency = <I2C_BITRATE_STANDARD>;

\tsht40: sht4x@44 {
\t\tcompatible = "sensirion,sht4x";
\t\treg = <0x44>;
\t\trepeatability = <2>;
\t};
};

&uart1 {
\tstatus = "disabled";
};
"""

SENSORS_C = """/* Soil probe (SAADC) and air sensor (SHT40) readings for one sample. */
#include <zephyr/kernel.h>
#include <zephyr/device.h>
#include <zephyr/drivers/adc.h>
#include <zephyr/drivers/gpio.h>
#include <zephyr/drivers/sensor.h>
#include <zephyr/logging/log.h>

#include "sensors.h"

LOG_MODULE_REGISTER(sensors, CONFIG_LOAM_LOG_LEVEL);

static const struct adc_dt_spec probe_ch = ADC_DT_SPEC_GET_BY_NAME(DT_PATH(zephyr_user), probe);
static const struct adc_dt_spec vddh_ch = ADC_DT_SPEC_GET_BY_NAME(DT_PATH(zephyr_user), vddh);
static const struct gpio_dt_spec probe_en = GPIO_DT_SPEC_GET(DT_PATH(zephyr_user), probe_en_gpios);
static const struct device *const sht = DEVICE_DT_GET(DT_NODELABEL(sht40));

int sensors_init(void)
{
\tint err;

\tif (!adc_is_ready_dt(&probe_ch) || !gpio_is_ready_dt(&probe_en)) {
\t\tLOG_ERR("probe hardware not ready");
\t\treturn -ENODEV;
\t}
\terr = adc_channel_setup_dt(&probe_ch);
\terr = err ? err : adc_channel_setup_dt(&vddh_ch);
\terr = err ? err : gpio_pin_configure_dt(&probe_en, GPIO_OUTPUT_INACTIVE);
\tif (err) {
\t\tLOG_ERR("sensor setup failed (%d)", err);
\t}
\treturn err;
}

static int read_mv(const struct adc_dt_spec *ch, int32_t *mv)
{
\tint16_t raw;
\tstruct adc_sequence seq = {
\t\t.buffer = &raw,
\t\t.buffer_size = sizeof(raw),
\t};
\tint err;

\tadc_sequence_init_dt(ch, &seq);
\terr = adc_read_dt(ch, &seq);
\tif (err) {
\t\treturn err;
\t}
\t*mv = raw;
\treturn adc_raw_to_millivolts_dt(ch, mv);
}

/* Two-point calibration: dry air -> 0, water -> 1000 permille. The probe reads lower when wetter. */
uint16_t moisture_permille(int32_t mv)
{
\tif (mv >= CONFIG_LOAM_PROBE_DRY_MV) {
\t\treturn 0;
\t}
\tif (mv <= CONFIG_LOAM_PROBE_WET_MV) {
\t\treturn 1000;
\t}
\treturn (uint16_t)((CONFIG_LOAM_PROBE_DRY_MV - mv) * 1000 /
\t\t\t  (CONFIG_LOAM_PROBE_DRY_MV - CONFIG_LOAM_PROBE_WET_MV));
}

int sensors_read(struct loam_sample *out)
{
\tint32_t mv;
\tstruct sensor_value t, rh;
\tint err;

\tgpio_pin_set_dt(&probe_en, 1);
\terr = read_mv(&probe_ch, &mv);
\tgpio_pin_set_dt(&probe_en, 0);
\tif (err) {
\t\tLOG_WRN("probe read failed (%d)", err);
\t\treturn err;
\t}
\tout->probe_mv = mv;
\tout->moisture_permille = moisture_permille(mv);

\terr = read_mv(&vddh_ch, &mv);
\tout->battery_mv = err ? 0 : mv * 5;

\tif (IS_ENABLED(CONFIG_LOAM_SHT4X) && sensor_sample_fetch(sht) == 0) {
\t\tsensor_channel_get(sht, SENSOR_CHAN_AMBIENT_TEMP, &t);
\t\tsensor_channel_get(sht, SENSOR_CHAN_HUMIDITY, &rh);
\t\tout->temp_centi = t.val1 * 100 + t.val2 / 10000;
\t\tout->rh_permille = rh.val1 * 10 + rh.val2 / 100000;
\t}

\tLOG_INF("probe %d mV -> %u permille, air %d.%02d C %u.%u %%RH, batt %u mV", out->probe_mv,
\t\tout->moisture_permille, out->temp_centi / 100, out->temp_centi % 100, out->rh_permille / 10,
\t\tout->rh_permille % 10, out->battery_mv);
\treturn 0;
}
"""

LOAM_SVC_C = """/* The Loam GATT service: the latest sample, readable, and a writable sample interval. */
#include <zephyr/kernel.h>
#include <zephyr/bluetooth/bluetooth.h>
#include <zephyr/bluetooth/gatt.h>
#include <zephyr/bluetooth/uuid.h>
#include <zephyr/logging/log.h>
#include <zephyr/sys/byteorder.h>

#include "loam_svc.h"
#include "sensors.h"

LOG_MODULE_REGISTER(loam_svc, CONFIG_LOAM_LOG_LEVEL);

/* a3c80000-5f2e-4c1b-9d7a-3e0b6f1c2d40 and friends */
#define LOAM_UUID(n) BT_UUID_128_ENCODE(0xa3c80000 + (n), 0x5f2e, 0x4c1b, 0x9d7a, 0x3e0b6f1c2d40)

static const struct bt_uuid_128 loam_svc_uuid = BT_UUID_INIT_128(LOAM_UUID(0));
static const struct bt_uuid_128 moisture_uuid = BT_UUID_INIT_128(LOAM_UUID(1));
static const struct bt_uuid_128 temp_uuid = BT_UUID_INIT_128(LOAM_UUID(2));
static const struct bt_uuid_128 rh_uuid = BT_UUID_INIT_128(LOAM_UUID(3));
static const struct bt_uuid_128 batt_uuid = BT_UUID_INIT_128(LOAM_UUID(4));
static const struct bt_uuid_128 interval_uuid = BT_UUID_INIT_128(LOAM_UUID(5));

static struct loam_sample latest;
static uint32_t interval_s = CONFIG_LOAM_SAMPLE_INTERVAL_S;

void loam_svc_update(const struct loam_sample *s)
{
\tlatest = *s;
}

uint32_t loam_svc_interval_s(void)
{
\treturn interval_s;
}

static ssize_t read_u16(struct bt_conn *conn, const struct bt_gatt_attr *attr, void *buf, uint16_t len,
\t\t\tuint16_t offset)
{
\tuint16_t v = sys_cpu_to_le16(*(const uint16_t *)attr->user_data);

\treturn bt_gatt_attr_read(conn, attr, buf, len, offset, &v, sizeof(v));
}

static ssize_t read_interval(struct bt_conn *conn, const struct bt_gatt_attr *attr, void *buf,
\t\t\t     uint16_t len, uint16_t offset)
{
\tuint32_t v = sys_cpu_to_le32(interval_s);

\treturn bt_gatt_attr_read(conn, attr, buf, len, offset, &v, sizeof(v));
}

static ssize_t write_interval(struct bt_conn *conn, const struct bt_gatt_attr *attr, const void *buf,
\t\t\t      uint16_t len, uint16_t offset, uint8_t flags)
{
\tuint32_t v;

\tif (offset != 0 || len != sizeof(v)) {
\t\treturn BT_GATT_ERR(BT_ATT_ERR_INVALID_ATTRIBUTE_LEN);
\t}
\tv = sys_get_le32(buf);
\tif (v < 60 || v > 86400) {
\t\treturn BT_GATT_ERR(BT_ATT_ERR_VALUE_NOT_ALLOWED);
\t}
\tinterval_s = v;
\tLOG_INF("sample interval set to %u s", v);
\treturn len;
}

BT_GATT_SERVICE_DEFINE(loam_svc,
\tBT_GATT_PRIMARY_SERVICE(&loam_svc_uuid),
\tBT_GATT_CHARACTERISTIC(&moisture_uuid.uuid, BT_GATT_CHRC_READ, BT_GATT_PERM_READ, read_u16, NULL,
\t\t\t       &latest.moisture_permille),
\tBT_GATT_CHARACTERISTIC(&temp_uuid.uuid, BT_GATT_CHRC_READ, BT_GATT_PERM_READ, read_u16, NULL,
\t\t\t       &latest.temp_centi),
\tBT_GATT_CHARACTERISTIC(&rh_uuid.uuid, BT_GATT_CHRC_READ, BT_GATT_PERM_READ, read_u16, NULL,
\t\t\t       &latest.rh_permille),
\tBT_GATT_CHARACTERISTIC(&batt_uuid.uuid, BT_GATT_CHRC_READ, BT_GATT_PERM_READ, read_u16, NULL,
\t\t\t       &latest.battery_mv),
\tBT_GATT_CHARACTERISTIC(&interval_uuid.uuid, BT_GATT_CHRC_READ | BT_GATT_CHRC_WRITE,
\t\t\t       BT_GATT_PERM_READ | BT_GATT_PERM_WRITE, read_interval, write_interval, NULL),
);
"""

MAIN_C = """/* loamlink node: sample the soil periodically and serve the latest reading over BLE. */
#include <stdio.h>
#include <zephyr/kernel.h>
#include <zephyr/bluetooth/bluetooth.h>
#include <zephyr/bluetooth/conn.h>
#include <zephyr/drivers/hwinfo.h>
#include <zephyr/logging/log.h>

#include "loam_svc.h"
#include "sensors.h"

LOG_MODULE_REGISTER(main, CONFIG_LOAM_LOG_LEVEL);

static char name[8]; /* "LL-" + last two address bytes in hex */

static const struct bt_data ad[] = {
\tBT_DATA_BYTES(BT_DATA_FLAGS, (BT_LE_AD_GENERAL | BT_LE_AD_NO_BREDR)),
\tBT_DATA_BYTES(BT_DATA_UUID128_ALL, BT_UUID_128_ENCODE(0xa3c80000, 0x5f2e, 0x4c1b, 0x9d7a,
\t\t\t\t\t\t       0x3e0b6f1c2d40)),
};

static struct bt_data sd[] = {
\tBT_DATA(BT_DATA_NAME_COMPLETE, name, 7),
};

static void sample_fn(struct k_work *work);
static K_WORK_DELAYABLE_DEFINE(sample_work, sample_fn);

static void sample_fn(struct k_work *work)
{
\tstruct loam_sample s = {0};

\tif (sensors_read(&s) == 0) {
\t\tloam_svc_update(&s);
\t}
\tk_work_reschedule(&sample_work, K_SECONDS(loam_svc_interval_s()));
}

static int adv_start(void)
{
\t/* connectable, 1 s interval */
\tconst struct bt_le_adv_param *p = BT_LE_ADV_PARAM(BT_LE_ADV_OPT_CONNECTABLE, BT_GAP_ADV_SLOW_INT_MIN,
\t\t\t\t\t\t\t   BT_GAP_ADV_SLOW_INT_MAX, NULL);
\tint err = bt_le_adv_start(p, ad, ARRAY_SIZE(ad), sd, ARRAY_SIZE(sd));

\tif (err) {
\t\tLOG_ERR("advertising failed to start (%d)", err);
\t}
\treturn err;
}

static void connected(struct bt_conn *conn, uint8_t err)
{
\tchar addr[BT_ADDR_LE_STR_LEN];

\tbt_addr_le_to_str(bt_conn_get_dst(conn), addr, sizeof(addr));
\tif (err) {
\t\tLOG_WRN("connection from %s failed (0x%02x)", addr, err);
\t\treturn;
\t}
\tLOG_INF("connected: %s", addr);
}

static void disconnected(struct bt_conn *conn, uint8_t reason)
{
\tLOG_INF("disconnected (reason 0x%02x)", reason);
}

BT_CONN_CB_DEFINE(conn_callbacks) = {
\t.connected = connected,
\t.disconnected = disconnected,
};

static void make_name(void)
{
\tbt_addr_le_t addrs[1];
\tsize_t count = 1;

\tbt_id_get(addrs, &count);
\tsnprintf(name, sizeof(name), "LL-%02X%02X", addrs[0].a.val[1], addrs[0].a.val[0]);
\tbt_set_name(name);
}

int main(void)
{
\tint err;

\tLOG_INF("loamlink %s", APP_VERSION_STRING);
\terr = sensors_init();
\tif (err) {
\t\treturn err;
\t}
\terr = bt_enable(NULL);
\tif (err) {
\t\tLOG_ERR("bt_enable failed (%d)", err);
\t\treturn err;
\t}
\tmake_name();
\tadv_start();
\tk_work_schedule(&sample_work, K_NO_WAIT);
\treturn 0;
}
"""

POLLER_PY = '''"""loamlink gateway: connect to every node in nodes.yaml, read the Loam GATT service, write to InfluxDB.

    python poller.py [--once] [--nodes nodes.yaml]

Runs on the Raspberry Pi gateway (loam-gw-01) as the loamgw systemd service. InfluxDB settings and the
token come from the environment (/etc/loamgw/env on the Pi), never from this repository.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import struct
import time
from dataclasses import dataclass
from pathlib import Path

import yaml
from bleak import BleakClient, BleakScanner
from bleak.exc import BleakError
from influxdb_client import InfluxDBClient, Point
from influxdb_client.client.write_api import SYNCHRONOUS

log = logging.getLogger("loamgw")

BASE = "a3c8{:04x}-5f2e-4c1b-9d7a-3e0b6f1c2d40"
MOISTURE = BASE.format(1)
TEMP = BASE.format(2)
RH = BASE.format(3)
BATTERY = BASE.format(4)

POLL_INTERVAL_S = 600
CONNECT_TIMEOUT_S = 15.0


@dataclass(frozen=True)
class Node:
    node_id: str
    address: str
    row: int | None = None


@dataclass(frozen=True)
class Reading:
    node: Node
    moisture_pct: float
    temp_c: float
    rh_pct: float
    battery_mv: int
    rssi: int | None


def load_nodes(path: Path) -> list[Node]:
    doc = yaml.safe_load(path.read_text())
    return [Node(n["id"], n["address"].upper(), n.get("row")) for n in doc["nodes"]]


class NodePoller:
    """One polling cycle connects to each node in turn and reads its characteristics."""

    def __init__(self, nodes: list[Node], influx: InfluxDBClient, bucket: str, org: str):
        self.nodes = nodes
        self.write = influx.write_api(write_options=SYNCHRONOUS)
        self.bucket, self.org = bucket, org

    async def read_node(self, node: Node) -> Reading:
        device = await BleakScanner.find_device_by_address(node.address, timeout=CONNECT_TIMEOUT_S)
        if device is None:
            raise BleakError(f"{node.node_id}: {node.address} not found")
        async with BleakClient(device, timeout=CONNECT_TIMEOUT_S) as client:
            (moisture,) = struct.unpack("<H", await client.read_gatt_char(MOISTURE))
            (temp,) = struct.unpack("<h", await client.read_gatt_char(TEMP))
            (rh,) = struct.unpack("<H", await client.read_gatt_char(RH))
            (batt,) = struct.unpack("<H", await client.read_gatt_char(BATTERY))
        return Reading(node, moisture / 10, temp / 100, rh / 10, batt, None)

    def store(self, r: Reading) -> None:
        p = (
            Point("soil")
            .tag("node", r.node.node_id)
            .tag("row", str(r.node.row or ""))
            .field("moisture_pct", r.moisture_pct)
            .field("air_temp_c", r.temp_c)
            .field("air_rh_pct", r.rh_pct)
            .field("battery_mv", r.battery_mv)
        )
        self.write.write(bucket=self.bucket, org=self.org, record=p)

    async def cycle(self) -> int:
        ok = 0
        t0 = time.monotonic()
        for node in self.nodes:
            try:
                r = await self.read_node(node)
            except (BleakError, asyncio.TimeoutError) as e:
                log.warning("%s: %s: %s", node.node_id, type(e).__name__, e)
                continue
            self.store(r)
            ok += 1
            log.info("%s: moisture %.1f %%, %.2f C, %d mV -> influx ok", node.node_id, r.moisture_pct,
                     r.temp_c, r.battery_mv)
        log.info("cycle: %d/%d nodes in %.1f s", ok, len(self.nodes), time.monotonic() - t0)
        return ok

    async def run(self, once: bool) -> None:
        while True:
            await self.cycle()
            if once:
                return
            await asyncio.sleep(POLL_INTERVAL_S)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--once", action="store_true")
    ap.add_argument("--nodes", type=Path, default=Path(__file__).with_name("nodes.yaml"))
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    influx = InfluxDBClient(url=os.environ["INFLUX_URL"], token=os.environ["INFLUX_TOKEN"],
                            org=os.environ.get("INFLUX_ORG", "tilth"))
    poller = NodePoller(load_nodes(args.nodes), influx, os.environ.get("INFLUX_BUCKET", "loamlink-dev"),
                        os.environ.get("INFLUX_ORG", "tilth"))
    asyncio.run(poller.run(args.once))


if __name__ == "__main__":
    main()
'''

PRJ_CONF_S6 = """# loamlink application configuration (development defaults; field builds add overlay-release.conf)
CONFIG_LOG=y
CONFIG_LOG_MODE_DEFERRED=y
CONFIG_GPIO=y
CONFIG_ADC=y
CONFIG_I2C=y
CONFIG_SENSOR=y
CONFIG_HWINFO=y
CONFIG_REBOOT=y

# Bluetooth: one peripheral connection, dynamic name LL-xxxx
CONFIG_BT=y
CONFIG_BT_PERIPHERAL=y
CONFIG_BT_MAX_CONN=1
CONFIG_BT_DEVICE_NAME="LL-0000"
CONFIG_BT_DEVICE_NAME_DYNAMIC=y
CONFIG_BT_DEVICE_APPEARANCE=1344
CONFIG_BT_GATT_DYNAMIC_DB=n

# Larger buffers for SMP (mcumgr) over BLE: values from the smp_svr sample
CONFIG_BT_L2CAP_TX_MTU=498
CONFIG_BT_BUF_ACL_RX_SIZE=502
CONFIG_BT_BUF_ACL_TX_SIZE=502
CONFIG_BT_CTLR_DATA_LENGTH_MAX=251
CONFIG_BT_USER_DATA_LEN_UPDATE=y

# MCUboot + mcumgr (image and OS groups) over BLE
CONFIG_BOOTLOADER_MCUBOOT=y
CONFIG_MCUMGR=y
CONFIG_MCUMGR_TRANSPORT_BT=y
CONFIG_MCUMGR_TRANSPORT_BT_AUTHEN=n
CONFIG_MCUMGR_TRANSPORT_NETBUF_SIZE=2475
CONFIG_MCUMGR_GRP_IMG=y
CONFIG_MCUMGR_GRP_OS=y
CONFIG_IMG_MANAGER=y
CONFIG_STREAM_FLASH=y
CONFIG_FLASH=y
CONFIG_FLASH_MAP=y
CONFIG_ZCBOR=y
CONFIG_NET_BUF=y

# stacks
CONFIG_MAIN_STACK_SIZE=2048
CONFIG_SYSTEM_WORKQUEUE_STACK_SIZE=2304

# console over UART0 (DK's VCOM)
CONFIG_SERIAL=y
CONFIG_CONSOLE=y
CONFIG_UART_CONSOLE=y
CONFIG_LOG_BACKEND_UART=y
"""

SCANNER_PY = '''"""loamlink gateway: passively scan for the nodes' advertisements and write each new reading to InfluxDB.

    python scanner.py [--nodes nodes.yaml]

The nodes put every sample into manufacturer-specific advertising data (company id 0xFFFF, payload
version 1, little endian): ver u8, flags u8, seq u16, moisture permille u16, air temp 0.01 C i16,
air rH permille u16, battery mV u16. The gateway never connects to a node. A reading is written once
per (node, seq); the node repeats it every 2 s until the next sample.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import os
import struct
import time
from dataclasses import dataclass
from pathlib import Path

import yaml
from bleak import BleakScanner
from bleak.args.bluez import BlueZScannerArgs, OrPattern
from bleak.assigned_numbers import AdvertisementDataType
from bleak.backends.device import BLEDevice
from bleak.backends.scanner import AdvertisementData
from influxdb_client import InfluxDBClient, Point
from influxdb_client.client.write_api import ASYNCHRONOUS

log = logging.getLogger("loamgw")

COMPANY_ID = 0xFFFF
PAYLOAD = struct.Struct("<BBHHhHH")
STALE_AFTER_S = 45 * 60


@dataclass(frozen=True)
class Node:
    node_id: str
    address: str
    row: int | None = None


def load_nodes(path: Path) -> dict[str, Node]:
    doc = yaml.safe_load(path.read_text())
    return {n["address"].upper(): Node(n["id"], n["address"].upper(), n.get("row")) for n in doc["nodes"]}


def decode(data: bytes) -> dict | None:
    if len(data) < PAYLOAD.size:
        return None
    ver, flags, seq, moisture, temp, rh, batt = PAYLOAD.unpack_from(data)
    if ver != 1:
        return None
    return {"seq": seq, "flags": flags, "moisture_pct": None if moisture == 0xFFFF else moisture / 10,
            "air_temp_c": temp / 100, "air_rh_pct": rh / 10, "battery_mv": batt}


class AdvertScanner:
    """Passive scan (BlueZ needs or_patterns for that); one InfluxDB point per new (node, seq)."""

    def __init__(self, nodes: dict[str, Node], influx: InfluxDBClient, bucket: str, org: str):
        self.nodes = nodes
        self.write = influx.write_api(write_options=ASYNCHRONOUS)
        self.bucket, self.org = bucket, org
        self.last_seq: dict[str, int] = {}
        self.last_seen: dict[str, float] = {}

    def on_advert(self, device: BLEDevice, adv: AdvertisementData) -> None:
        node = self.nodes.get(device.address.upper())
        payload = adv.manufacturer_data.get(COMPANY_ID)
        if node is None or payload is None:
            return
        self.last_seen[node.node_id] = time.monotonic()
        r = decode(payload)
        if r is None or self.last_seq.get(node.node_id) == r["seq"]:
            return
        self.last_seq[node.node_id] = r["seq"]
        p = Point("soil").tag("node", node.node_id).tag("row", str(node.row or "")).field("rssi", adv.rssi)
        for k in ("moisture_pct", "air_temp_c", "air_rh_pct", "battery_mv"):
            if r[k] is not None:
                p = p.field(k, r[k])
        self.write.write(bucket=self.bucket, org=self.org, record=p)
        log.info("%s seq %d moisture %s %% %.2f C %d mV rssi %d", node.node_id, r["seq"], r["moisture_pct"],
                 r["air_temp_c"], r["battery_mv"], adv.rssi)

    def report_stale(self) -> None:
        now = time.monotonic()
        for node in self.nodes.values():
            seen = self.last_seen.get(node.node_id)
            if seen is None or now - seen > STALE_AFTER_S:
                log.warning("%s: no advertisement in %d min", node.node_id, STALE_AFTER_S // 60)

    async def run(self) -> None:
        pattern = OrPattern(0, AdvertisementDataType.MANUFACTURER_SPECIFIC_DATA, b"\\xff\\xff")
        scanner = BleakScanner(self.on_advert, scanning_mode="passive",
                               bluez=BlueZScannerArgs(or_patterns=[pattern]))
        async with scanner:
            while True:
                await asyncio.sleep(STALE_AFTER_S)
                self.report_stale()


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=Path, default=Path(__file__).with_name("nodes.yaml"))
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    org = os.environ.get("INFLUX_ORG", "tilth")
    influx = InfluxDBClient(url=os.environ["INFLUX_URL"], token=os.environ["INFLUX_TOKEN"], org=org)
    scanner = AdvertScanner(load_nodes(args.nodes), influx, os.environ.get("INFLUX_BUCKET", "loamlink-dev"), org)
    asyncio.run(scanner.run())


if __name__ == "__main__":
    main()
'''

CALIB_TEST_C = """/* ztest: probe voltage -> moisture conversion (src/calib.c), no hardware needed. */
#include <zephyr/ztest.h>

#include "calib.h"

ZTEST_SUITE(calib, NULL, NULL, NULL, NULL, NULL);

ZTEST(calib, test_dry_air_is_zero)
{
\tzassert_equal(moisture_permille(CONFIG_LOAM_PROBE_DRY_MV), 0);
\tzassert_equal(moisture_permille(CONFIG_LOAM_PROBE_DRY_MV + 150), 0);
}

ZTEST(calib, test_water_is_full)
{
\tzassert_equal(moisture_permille(CONFIG_LOAM_PROBE_WET_MV), 1000);
\tzassert_equal(moisture_permille(CONFIG_LOAM_PROBE_WET_MV - 40), 1000);
}

ZTEST(calib, test_midpoint_is_half)
{
\tint32_t mid = (CONFIG_LOAM_PROBE_DRY_MV + CONFIG_LOAM_PROBE_WET_MV) / 2;

\tzassert_within(moisture_permille(mid), 500, 1);
}

ZTEST(calib, test_monotonic_wetter_is_higher)
{
\tuint16_t prev = 0;

\tfor (int32_t mv = CONFIG_LOAM_PROBE_DRY_MV; mv >= CONFIG_LOAM_PROBE_WET_MV; mv -= 10) {
\t\tuint16_t m = moisture_permille(mv);

\t\tzassert_true(m >= prev, "not monotonic at %d mV", mv);
\t\tprev = m;
\t}
}

ZTEST(calib, test_disconnected_probe_is_invalid)
{
\t/* a broken probe cable reads close to 0 V; that is not wet soil */
\tzassert_equal(moisture_permille(12), LOAM_MOISTURE_INVALID);
}

ZTEST(calib, test_supply_rail_is_invalid)
{
\tzassert_equal(moisture_permille(3300), LOAM_MOISTURE_INVALID);
}
"""

BOARD_DTS = """/dts-v1/;
#include <nordic/nrf52840_qiaa.dtsi>
#include <nordic/nrf52840_partition.dtsi>
#include <zephyr/dt-bindings/adc/nrf-saadc.h>
#include "loamlink_nrf52840-pinctrl.dtsi"

/*
 * loamlink rev B (Tilth Labs, Ines Okafor, May 2027)
 *   ER14505 Li-SOCl2 cell directly on VDDH (high-voltage mode), DC/DC on REG0 and REG1
 *   32 MHz and 32.768 kHz crystals, chip antenna, Tag-Connect TC2030 SWD
 *   capacitive probe: analog out -> P0.03 (AIN1), PROBE_EN -> P0.06 (load switch), 10 uF output filter
 *   SHT40 on i2c0: SDA P0.15, SCL P0.17
 *   LED (green) P0.13, button SW1 P0.11 (opens a 2 min connectable window)
 */
/ {
\tmodel = "Tilth Labs loamlink rev B";
\tcompatible = "tilth,loamlink";

\tchosen {
\t\tzephyr,sram = &sram0;
\t\tzephyr,flash = &flash0;
\t\tzephyr,code-partition = &slot0_partition;
\t};

\tleds {
\t\tcompatible = "gpio-leds";
\t\tled0: led_0 {
\t\t\tgpios = <&gpio0 13 GPIO_ACTIVE_LOW>;
\t\t\tlabel = "Status LED";
\t\t};
\t};

\tbuttons {
\t\tcompatible = "gpio-keys";
\t\tbutton0: button_0 {
\t\t\tgpios = <&gpio0 11 (GPIO_PULL_UP | GPIO_ACTIVE_LOW)>;
\t\t\tlabel = "SW1";
\t\t\tzephyr,code = <INPUT_KEY_0>;
\t\t};
\t};

\tzephyr,user {
\t\tio-channels = <&adc 1>, <&adc 7>;
\t\tio-channel-names = "probe", "vddh";
\t\tprobe-en-gpios = <&gpio0 6 GPIO_ACTIVE_HIGH>;
\t};

\taliases {
\t\tled0 = &led0;
\t\tsw0 = &button0;
\t\twatchdog0 = &wdt0;
\t};
};

&reg0 {
\tstatus = "okay";
};

&reg1 {
\tregulator-initial-mode = <NRF5X_REG_MODE_DCDC>;
};

&gpiote {
\tstatus = "okay";
};

&gpio0 {
\tstatus = "okay";
};

&gpio1 {
\tstatus = "okay";
};

&adc {
\t#address-cells = <1>;
\t#size-cells = <0>;
\tstatus = "okay";

\tchannel@1 {
\t\treg = <1>;
\t\tzephyr,gain = "ADC_GAIN_1_6";
\t\tzephyr,reference = "ADC_REF_INTERNAL";
\t\tzephyr,acquisition-time = <ADC_ACQ_TIME(ADC_ACQ_TIME_MICROSECONDS, 40)>;
\t\tzephyr,input-positive = <NRF_SAADC_AIN1>;
\t\tzephyr,resolution = <12>;
\t\tzephyr,oversampling = <4>;
\t};

\tchannel@7 {
\t\treg = <7>;
\t\tzephyr,gain = "ADC_GAIN_1_6";
\t\tzephyr,reference = "ADC_REF_INTERNAL";
\t\tzephyr,acquisition-time = <ADC_ACQ_TIME_DEFAULT>;
\t\tzephyr,input-positive = <NRF_SAADC_VDDHDIV5>;
\t\tzephyr,resolution = <12>;
\t};
};

&i2c0 {
\tcompatible = "nordic,nrf-twim";
\tstatus = "okay";
\tclock-frequency = <I2C_BITRATE_STANDARD>;
\tpinctrl-0 = <&i2c0_default>;
\tpinctrl-1 = <&i2c0_sleep>;
\tpinctrl-names = "default", "sleep";

\tsht40: sht4x@44 {
\t\tcompatible = "sensirion,sht4x";
\t\treg = <0x44>;
\t\trepeatability = <2>;
\t};
};

&wdt0 {
\tstatus = "okay";
};

&uart0 {
\tstatus = "disabled";
};

&usbd {
\tstatus = "disabled";
};
"""

OTA_PY = '''"""Firmware updates of the field nodes from the gateway (SMP over BLE with smpclient).

    python ota.py --image app_update.bin [--node node-03 ...] [--nodes nodes.yaml]

One node at a time: connect, upload the signed image to slot 1, reset, wait for the node to come back
and check that it reports the new version. The loamgw scanner holds a BlueZ discovery session on the
same adapter, so it is stopped for the run and started again afterwards.
"""
from __future__ import annotations

import argparse
import asyncio
import hashlib
import logging
import os
import subprocess
import time
from pathlib import Path

from smpclient import SMPClient
from smpclient.generics import error, success
from smpclient.requests.image_management import ImageStatesRead
from smpclient.requests.os_management import ResetWrite
from smpclient.transport.ble import SMPBLETransport

from scanner import load_nodes

log = logging.getLogger("loamgw.ota")

ADAPTER = os.environ.get("LOAMGW_ADAPTER", "hci1")
REBOOT_WAIT_S = 20


async def update_node(address: str, image: bytes) -> str:
    """Uploads `image` to one node, resets it and returns the version it boots."""
    t0 = time.monotonic()
    async with SMPClient(SMPBLETransport(), address) as client:
        async for offset in client.upload(image):
            log.debug("%s: %d / %d bytes", address, offset, len(image))
        log.info("%s: uploaded %d KB in %.0f s", address, len(image) // 1024, time.monotonic() - t0)
        r = await client.request(ResetWrite())
        if error(r):
            raise RuntimeError(f"{address}: reset refused: {r}")
    await asyncio.sleep(REBOOT_WAIT_S)
    async with SMPClient(SMPBLETransport(), address) as client:
        states = await client.request(ImageStatesRead())
        if not success(states):
            raise RuntimeError(f"{address}: cannot read image state: {states}")
        active = next(s for s in states.images if s.active)
        return active.version


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--image", type=Path, required=True)
    ap.add_argument("--node", action="append", help="node id; default: all nodes in nodes.yaml")
    ap.add_argument("--nodes", type=Path, default=Path(__file__).with_name("nodes.yaml"))
    args = ap.parse_args()
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    image = args.image.read_bytes()
    log.info("image %s, %d bytes, sha256 %s", args.image.name, len(image), hashlib.sha256(image).hexdigest()[:12])
    nodes = [n for n in load_nodes(args.nodes).values() if not args.node or n.node_id in args.node]
    for node in nodes:
        version = asyncio.run(update_node(node.address, image))
        log.info("%s: now running %s", node.node_id, version)


if __name__ == "__main__":
    main()
'''

INCIDENT_MD = """# 27 May 2027: five vineyard nodes boot-looping on firmware v1.1.0

- **When:** nodes went silent from about 04:10 (CEST) on Thursday 27 May, the coldest hour of the night
  (3.8 C at the pump house); noticed at 06:30 in Grafana; all nodes reporting again at 10:40.
- **Impact:** node-03, node-07, node-09, node-11 and node-12 (of 12) sent no readings for up to 6.5 hours,
  on the morning of the investor demo (Clara Weiss with two people from Saatgut Ventures, 11:00).
- **Cause:** v1.1.0 (rolled out from the gateway to all 12 nodes on 26 May) raised the radio TX power from
  0 to +8 dBm. The +8 dBm bursts (15.2 mA peak) pull a cold ER14505 Li-SOCl2 cell down to 2.38 V, below the
  nRF52840's brown-out level: the node resets in its first advertising event, every time (RESETREAS 0,
  2,314 boots counted on node-09). MCUboot was in overwrite-only mode, so there was no old image to revert to.
- **Recovery:** Nils reflashed v1.0.0 over Tag-Connect with the J-Link on site, 10:05-10:40.
- **Fixes:** TX power +4 dBm (10.1 mA peak, cell stays at 2.87 V at 4 C); MCUboot swap-using-move with
  test uploads and a self-confirm after the first sample, the first advertising event and a loaded battery
  check (> 2.9 V); OTA rollouts go to one canary node (node-01) for 24 h first. Rev C (Ines Okafor) gets a
  220 uF low-ESR buffer capacitor across the cell.
- **Still to do:** the bootloader change needs every node reflashed by J-Link (Tuesday 1 June, with Jakob
  Hartmann).
"""
