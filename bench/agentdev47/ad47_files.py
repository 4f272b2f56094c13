"""Whole files the agent reads or writes in the stormwick history (bench/agentdev47/sessions.py)."""
from __future__ import annotations

PLATFORMIO_INI = """; stormwick: ESP32 weather station firmware (Fieldnote Labs)
; ESP-IDF only, no Arduino core. C++17.

[platformio]
default_envs = station

[env]
platform = espressif32 @ 6.7.0
framework = espidf
board = esp32dev
monitor_speed = 115200
monitor_filters = esp32_exception_decoder, time
build_unflags = -std=gnu++11
build_flags =
    -std=gnu++17
    -Wall
    -Wextra
    -DSTW_FW_VERSION=\\"${sysenv.STW_VERSION}\\"

[env:station]
board_build.partitions = partitions.csv
board_build.embed_txtfiles =
    certs/broker_ca.pem

[env:native]
platform = native
test_framework = unity
build_flags =
    -std=c++17
    -DSTW_HOST_TEST
test_build_src = no
lib_compat_mode = off
"""

SDKCONFIG_DEFAULTS = """# sdkconfig.defaults for stormwick (ESP-IDF 5.2.2)
CONFIG_ESPTOOLPY_FLASHSIZE_4MB=y
CONFIG_PARTITION_TABLE_CUSTOM=y
CONFIG_PARTITION_TABLE_CUSTOM_FILENAME="partitions.csv"
CONFIG_FREERTOS_HZ=1000
CONFIG_ESP_TLS_USING_MBEDTLS=y
CONFIG_MBEDTLS_SSL_PROTO_TLS1_3=n
CONFIG_MBEDTLS_CLIENT_SSL_SESSION_TICKETS=y
CONFIG_MQTT_PROTOCOL_311=y
CONFIG_MQTT_TRANSPORT_SSL=y
CONFIG_ESP_WIFI_STATIC_RX_BUFFER_NUM=6
CONFIG_ESP32_ULP_COPROC_ENABLED=y
CONFIG_ESP32_ULP_COPROC_RESERVE_MEM=1024
CONFIG_LOG_DEFAULT_LEVEL_INFO=y
CONFIG_BOOTLOADER_LOG_LEVEL_WARN=y
"""

BME280_CPP = """// components/bme280/bme280.cpp -- minimal Bosch BME280 driver (forced mode, I2C 0x76)
#include "bme280.hpp"

namespace stw {

namespace {
constexpr uint8_t REG_CHIP_ID = 0xD0;
constexpr uint8_t REG_RESET = 0xE0;
constexpr uint8_t REG_CTRL_HUM = 0xF2;
constexpr uint8_t REG_CTRL_MEAS = 0xF4;
constexpr uint8_t REG_CONFIG = 0xF5;
constexpr uint8_t REG_DATA = 0xF7;
constexpr uint8_t CHIP_ID_BME280 = 0x60;
}  // namespace

Status Bme280::begin() {
    uint8_t id = 0;
    if (bus_.read(addr_, REG_CHIP_ID, &id, 1) != Status::Ok) return Status::BusError;
    if (id != CHIP_ID_BME280) {
        last_chip_id_ = id;
        return Status::WrongChip;
    }
    readCalibration();
    // humidity oversampling x1 must be written before ctrl_meas to take effect
    bus_.write(addr_, REG_CTRL_HUM, 0x01);
    bus_.write(addr_, REG_CONFIG, 0x00);  // filter off, forced mode only
    return Status::Ok;
}

Status Bme280::measure(Reading& out) {
    bus_.write(addr_, REG_CTRL_MEAS, (1 << 5) | (1 << 2) | 0x01);  // osrs_t x1, osrs_p x1, forced
    bus_.delayMs(10);
    uint8_t raw[8];
    if (bus_.read(addr_, REG_DATA, raw, sizeof raw) != Status::Ok) return Status::BusError;
    const int32_t adc_p = (raw[0] << 12) | (raw[1] << 4) | (raw[2] >> 4);
    const int32_t adc_t = (raw[3] << 12) | (raw[4] << 4) | (raw[5] >> 4);
    const int32_t adc_h = (raw[6] << 8) | raw[7];
    out.temperature_c = compensateTemperature(adc_t) / 100.0f;
    out.pressure_hpa = compensatePressure(adc_p) / 25600.0f;
    out.humidity_pct = compensateHumidity(adc_h) / 1024.0f;
    return Status::Ok;
}

}  // namespace stw
"""

MQTT_CPP = """// main/telemetry.cpp -- publish one reading per wake over MQTT/TLS
#include "telemetry.hpp"
#include "esp_log.h"
#include "mqtt_client.h"

extern const char broker_ca_pem_start[] asm("_binary_broker_ca_pem_start");

namespace stw {

static const char* TAG = "telemetry";

bool Telemetry::publish(const Reading& r, const StationConfig& cfg) {
    esp_mqtt_client_config_t mc = {};
    mc.broker.address.uri = "mqtts://mqtt.fieldnotelabs.uk:8883";
    mc.broker.verification.certificate = broker_ca_pem_start;
    mc.credentials.username = cfg.mqtt_user;
    mc.credentials.authentication.password = cfg.mqtt_pass;
    mc.credentials.client_id = cfg.station_id;
    mc.session.keepalive = 30;
    mc.network.timeout_ms = 10000;

    char topic[64];
    snprintf(topic, sizeof topic, "weather/%s/data", cfg.station_id);
    char body[256];
    const int n = snprintf(body, sizeof body,
                           "{\\"t\\":%.2f,\\"rh\\":%.1f,\\"p\\":%.1f,\\"wind\\":%.2f,\\"gust\\":%.2f,"
                           "\\"batt_mv\\":%d,\\"rssi\\":%d,\\"fw\\":\\"%s\\"}",
                           r.temperature_c, r.humidity_pct, r.pressure_hpa, r.wind_ms, r.gust_ms, r.batt_mv,
                           r.rssi, STW_FW_VERSION);
    ESP_LOGI(TAG, "publishing %d bytes to %s", n, topic);
    return client_.publishOnce(mc, topic, body, n, /*qos=*/1);
}

}  // namespace stw
"""

PARTITIONS_CSV = """# Name,   Type, SubType, Offset,   Size,     Flags
nvs,      data, nvs,     0x9000,   0x5000,
otadata,  data, ota,     0xe000,   0x2000,
phy_init, data, phy,     0x10000,  0x1000,
ota_0,    app,  ota_0,   0x20000,  0x1C0000,
ota_1,    app,  ota_1,   0x1E0000, 0x1C0000,
stwcfg,   data, nvs,     0x3A0000, 0x10000,
coredump, data, coredump,0x3B0000, 0x10000,
"""

ANEMOMETER_CPP = """// components/anemometer/anemometer.cpp -- wind speed from the ULP pulse counter (reed switch, GPIO 27)
#include "anemometer.hpp"
#include "ulp_wind.h"   // generated from ulp/wind.S

namespace stw {

// Misol WH-SP-WS01 cup anemometer: one closure per second = 2.4 km/h = 0.6667 m/s
constexpr float MS_PER_HZ = 0.6667f;
constexpr uint32_t GUST_WINDOW_S = 3;

void Anemometer::installUlp() {
    // loads ulp/wind.S into RTC slow memory; the program polls RTC_GPIO17 (GPIO 27) every 1 ms
    // and counts falling edges with a 4-sample debounce, plus the max count per 3 s bucket
    ulp_load_binary(0, ulp_wind_bin_start, (ulp_wind_bin_end - ulp_wind_bin_start) / sizeof(uint32_t));
    ulp_set_wakeup_period(0, 1000);
    ulp_run(&ulp_entry - RTC_SLOW_MEM);
}

WindSample Anemometer::collect(uint32_t slept_s) {
    const uint32_t pulses = ulp_pulse_count & 0xFFFF;
    const uint32_t gust_pulses = ulp_max_bucket & 0xFFFF;
    ulp_pulse_count = 0;
    ulp_max_bucket = 0;
    WindSample s;
    s.mean_ms = slept_s ? (pulses * MS_PER_HZ) / slept_s : 0.0f;
    s.gust_ms = (gust_pulses * MS_PER_HZ) / GUST_WINDOW_S;
    return s;
}

}  // namespace stw
"""

STATIONCTL_PY = '''#!/usr/bin/env python3
"""stationctl: provision and flash stormwick boards (esptool + nvs_partition_gen + step CLI)."""
from __future__ import annotations

import argparse
import csv
import subprocess
import sys
import tempfile
from pathlib import Path

NVS_OFFSET = "0x3A0000"   # the stwcfg partition
NVS_SIZE = "0x10000"
CA_URL = "https://ca.fieldnotelabs.uk"


def make_cert(station_id: str, outdir: Path) -> tuple[Path, Path]:
    """Key + certificate for one station; the CN must be the station id (mosquitto use_identity_as_username)."""
    key, crt = outdir / f"{station_id}.key", outdir / f"{station_id}.crt"
    subprocess.run(["step", "ca", "certificate", station_id, str(crt), str(key), "--ca-url", CA_URL,
                    "--kty", "EC", "--curve", "P-256", "--not-after", "8760h", "--provisioner", "stations"],
                   check=True)
    return key, crt


def nvs_csv(station_id: str, ssid: str, psk: str, key: Path, crt: Path, path: Path) -> None:
    rows = [("key", "type", "encoding", "value"), ("stw", "namespace", "", ""),
            ("station_id", "data", "string", station_id), ("wifi_ssid", "data", "string", ssid),
            ("wifi_psk", "data", "string", psk), ("client_crt", "file", "string", str(crt)),
            ("client_key", "file", "string", str(key))]
    with path.open("w", newline="") as f:
        csv.writer(f).writerows(rows)


def provision(port: str, station_id: str, ssid: str, psk: str, firmware: Path) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        key, crt = make_cert(station_id, t)
        nvs_csv(station_id, ssid, psk, key, crt, t / "nvs.csv")
        subprocess.run([sys.executable, "-m", "esp_idf_nvs_partition_gen", "generate", str(t / "nvs.csv"),
                        str(t / "nvs.bin"), NVS_SIZE], check=True)
        subprocess.run([sys.executable, "-m", "esptool", "--chip", "esp32", "--port", port, "--baud", "921600",
                        "write_flash", "0x20000", str(firmware), NVS_OFFSET, str(t / "nvs.bin")], check=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="stationctl")
    sub = p.add_subparsers(dest="cmd", required=True)
    pp = sub.add_parser("provision", help="new key/cert, NVS config and firmware onto one board")
    pp.add_argument("--port", required=True)
    pp.add_argument("--id", required=True, help="station id, e.g. stw-03")
    pp.add_argument("--ssid", required=True)
    pp.add_argument("--psk", required=True)
    pp.add_argument("--firmware", type=Path, default=Path(".pio/build/station/firmware.bin"))
    args = p.parse_args(argv)
    provision(args.port, args.id, args.ssid, args.psk, args.firmware)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
'''

RELEASE_YML = """name: release
on:
  push:
    tags: ["v*"]
jobs:
  firmware:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-python@v5
        with:
          python-version: "3.12"
      - run: pip install platformio==6.1.15
      - run: pio test -e native
      - run: pio run -e station
        env:
          STW_VERSION: ${{ github.ref_name }}
      - run: cp .pio/build/station/firmware.bin stormwick.bin && sha256sum stormwick.bin > stormwick.bin.sha256
      - uses: softprops/action-gh-release@v2
        with:
          files: |
            stormwick.bin
            stormwick.bin.sha256
"""

OTA_CPP = """// main/ota.cpp -- pull a new image from the GitHub release, roll back if the new image never publishes
#include "ota.hpp"
#include "esp_crt_bundle.h"
#include "esp_https_ota.h"
#include "esp_log.h"

namespace stw {

static const char* TAG = "ota";
static constexpr const char* RELEASE_URL =
    "https://github.com/fieldnote-labs/stormwick/releases/latest/download/stormwick.bin";

OtaResult Ota::checkAndApply() {
    esp_http_client_config_t http = {};
    http.url = RELEASE_URL;
    http.crt_bundle_attach = esp_crt_bundle_attach;   // github.com redirects to objects.githubusercontent.com
    http.timeout_ms = 15000;
    http.keep_alive_enable = true;
    http.max_redirection_count = 3;
    esp_https_ota_config_t cfg = {};
    cfg.http_config = &http;
    cfg.partial_http_download = true;
    cfg.max_http_request_size = 16384;

    esp_https_ota_handle_t h = nullptr;
    if (esp_https_ota_begin(&cfg, &h) != ESP_OK) return OtaResult::Failed;
    esp_app_desc_t desc;
    esp_https_ota_get_img_desc(h, &desc);
    if (isSameOrOlder(desc.version, STW_FW_VERSION)) {
        esp_https_ota_abort(h);
        return OtaResult::UpToDate;
    }
    ESP_LOGI(TAG, "updating %s -> %s", STW_FW_VERSION, desc.version);
    while (esp_https_ota_perform(h) == ESP_ERR_HTTPS_OTA_IN_PROGRESS) {}
    return esp_https_ota_finish(h) == ESP_OK ? OtaResult::Updated : OtaResult::Failed;
}

}  // namespace stw
"""
