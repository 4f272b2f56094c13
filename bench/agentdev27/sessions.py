"""The ten sessions of the quaygate history, step by step (see build.py and README.md)."""
from __future__ import annotations

KAS_YML = """header:
  version: 14

machine: imx8mp-quaygate
distro: quaygate
target: quaygate-image

repos:
  poky:
    url: https://git.yoctoproject.org/poky
    branch: scarthgap
    commit: 7e0a4e7a2b1c9d3f5e6a8b0c2d4e6f8a0b1c2d3e
    layers:
      meta:
      meta-poky:
  meta-openembedded:
    url: https://git.openembedded.org/meta-openembedded
    branch: scarthgap
    commit: 3f1b2c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b
    layers:
      meta-oe:
      meta-python:
      meta-networking:
  meta-freescale:
    url: https://github.com/Freescale/meta-freescale
    branch: scarthgap
    commit: 91c3d5e7f9a1b3c5d7e9f1a3b5c7d9e1f3a5b7c9
  meta-rauc:
    url: https://github.com/rauc/meta-rauc
    branch: scarthgap
    commit: 5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c
  meta-quaygate:
    path: layers/meta-quaygate

local_conf_header:
  quaygate: |
    INHERIT += "rm_work"
    BB_NUMBER_THREADS = "16"
    PARALLEL_MAKE = "-j 16"
    SSTATE_DIR = "/srv/yocto/sstate"
    DL_DIR = "/srv/yocto/downloads"
    IMAGE_FSTYPES = "wic.zst ext4"
"""

FARE_MODEL_H = """#pragma once

#include <QAbstractListModel>
#include <QList>

// Fares shown on the ticket screen. Prices in øre (DKK * 100) so nothing rounds.
struct Fare {
    QString code;      // ADULT, CHILD, SENIOR, CAR, BIKE
    QString titleKey;  // translated through qsTr in QML
    int priceOre;
};

class FareModel : public QAbstractListModel {
    Q_OBJECT
    QML_ELEMENT
public:
    enum Roles { CodeRole = Qt::UserRole + 1, TitleRole, PriceRole };
    explicit FareModel(QObject *parent = nullptr);
    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;
    Q_INVOKABLE int totalOre(const QVariantList &codes) const;
private:
    QList<Fare> m_fares;
};
"""

FARES_JSON_1 = """{
  "currency": "DKK",
  "route": "Havnby-Ravnsø",
  "fares": [
    {"code": "ADULT",  "priceOre": 9500},
    {"code": "CHILD",  "priceOre": 4800},
    {"code": "SENIOR", "priceOre": 7000},
    {"code": "BIKE",   "priceOre": 3000},
    {"code": "CAR",    "priceOre": 42000}
  ]
}
"""

UI_SERVICE_1 = """[Unit]
Description=Quaygate ticket kiosk UI
After=systemd-udev-settle.service
Wants=systemd-udev-settle.service

[Service]
Type=notify
User=quaygate
Environment=QT_QPA_PLATFORM=eglfs
Environment=QT_QPA_EGLFS_KMS_CONFIG=/etc/quaygate/eglfs.json
Environment=QT_QUICK_CONTROLS_STYLE=Basic
ExecStart=/usr/bin/quaygate-ui
Restart=always
RestartSec=2
WatchdogSec=30

[Install]
WantedBy=multi-user.target
"""

SYSTEM_CONF = """[system]
compatible=quaygate-imx8mp
bootloader=uboot
data-directory=/data/rauc
max-bundle-download-size=402653184

[keyring]
path=/etc/rauc/keyring.pem

[slot.rootfs.0]
device=/dev/mmcblk2p2
type=ext4
bootname=A

[slot.rootfs.1]
device=/dev/mmcblk2p3
type=ext4
bootname=B
"""

CTEST_OK = """Test project /home/lukas/src/quaygate/app/build-arm
      Start  1: tst_faremodel
 1/{n} Test  #1: tst_faremodel ....................   Passed    0.04 sec
      Start  2: tst_basket
 2/{n} Test  #2: tst_basket .......................   Passed    0.03 sec
...
100% tests passed, 0 tests failed out of {n}

Total Test time (real) =   {t} sec
"""


def ctest(n: int, t: str) -> str:
    return CTEST_OK.format(n=n, t=t)


def s1(s):
    s.start()
    s.prompt("goal", "New project: quaygate. Haldra Ferries (Danish island ferries, routes Havnby-Ravnsø and "
             "Havnby-Lilleø) wants self-service ticket machines on the quays: a 15.6\" portrait touch screen, a "
             "card terminal and a receipt printer, on an i.MX8M Plus SoM on Brovik Embedded's BX-810 carrier board. "
             "I do the software: a Yocto scarthgap image (our layer meta-quaygate), the kiosk app in Qt 6 / QML with "
             "C++ behind it, systemd units, and over-the-air updates. Ines Kroll is Haldra's operations manager and "
             "my contact. Start with a kas setup that builds a bootable image.")
    s.bash(None, "git status && ls", "On branch main\nnothing to commit, working tree clean\nREADME.md  app  kas  "
           "layers")
    s.prompt("kasonly", "One rule from the start: no hand edits to conf/local.conf or bblayers.conf in the build "
             "dir, ever. Everything goes into the kas yml files so a fresh checkout builds the same image, and pin "
             "every layer to a commit hash, not just the branch.")
    s.write("kasyml", "kas/quaygate.yml", KAS_YML)
    s.bash("build1", "kas build kas/quaygate.yml", "",
           "ERROR: Nothing RPROVIDES 'qtdeclarative' (but /home/lukas/src/quaygate/layers/meta-quaygate/recipes-"
           "core/images/quaygate-image.bb RDEPENDS on or otherwise requires it)\nNOTE: Runtime target 'qtdeclarative' "
           "is unbuildable, removing...\nMissing or unbuildable dependency chain was: ['qtdeclarative']\n"
           "ERROR: Required build target 'quaygate-image' has no buildable providers.\nSummary: There was 1 ERROR "
           "message, returning a non-zero exit code.", code=1, minutes=6)
    s.prompt("qtlayer", "Qt isn't in any layer we listed. Add meta-qt6 from code.qt.io, branch 6.7 (that's the "
             "LTS line that supports scarthgap), pinned like the others.")
    s.edit("kasqt6", "kas/quaygate.yml", "  meta-quaygate:\n    path: layers/meta-quaygate",
           "  meta-qt6:\n    url: https://code.qt.io/yocto/meta-qt6.git\n    branch: \"6.7\"\n"
           "    commit: c2e4a6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0\n  meta-quaygate:\n    path: layers/meta-quaygate")
    s.bash("build2", "time kas build kas/quaygate.yml", "NOTE: Tasks Summary: Attempted 7412 tasks of which 3 "
           "didn't need to be rerun and all succeeded.\n\nreal\t161m12.774s\nuser\t0m41.2s\nsys\t0m9.9s",
           minutes=170)
    s.bash("imgsize", "ls -lh build/tmp/deploy/images/imx8mp-quaygate/*.wic.zst && zstd -l build/tmp/deploy/images/"
           "imx8mp-quaygate/quaygate-image-imx8mp-quaygate.rootfs.wic.zst | tail -1",
           "-rw-r--r-- 2 lukas lukas 131M Apr  5 11:53 quaygate-image-imx8mp-quaygate.rootfs.wic.zst\n"
           "    1     1   130.9 MiB   412.0 MiB  3.147  XXH64  quaygate-image-imx8mp-quaygate.rootfs.wic.zst",
           desc="Image size")
    s.prompt("sizenote", "412 MiB uncompressed for a kiosk is fat, but fine for now. Note the cold build took 2h41m "
             "on my workstation; the shared sstate in /srv/yocto/sstate should make later builds minutes.")
    s.bash("flash1", "sudo uuu -b emmc_all imx-boot-imx8mp-quaygate-sd.bin-flash_evk quaygate-image-imx8mp-quaygate."
           "rootfs.wic.zst", "uuu (Universal Update Utility) for nxp imx chips -- libuuu_1.5.165\n\nSuccess 1    "
           "Failure 0\n\n1:13     8/ 8 [Done                                  ] FB: done")
    s.bash("boot1", "picocom -b 115200 /dev/ttyUSB0 | head -5", "U-Boot 2024.04-lf_v2024.04+g6ba5e1c (Apr 05 2027)\n"
           "...\nQuaygate 0.1 (scarthgap) imx8mp-quaygate ttymxc1\n\nimx8mp-quaygate login:")
    s.prompt("commitstyle", "Commit style for this repo: prefix with the component, lowercase, imperative: "
             "'meta-quaygate: ...', 'app: ...', 'kas: ...'. Short subject under 72 chars, body explains why. No "
             "emojis, no 'WIP'.")
    s.bash("commit1", "git add -A && git commit -m 'kas: build quaygate-image for imx8mp-quaygate on scarthgap' "
           "-m 'Layers pinned by commit; meta-qt6 6.7 added for qtdeclarative.'",
           "[main 4b1e9a2] kas: build quaygate-image for imx8mp-quaygate on scarthgap\n 6 files changed, 148 "
           "insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.prompt("app", "Now the kiosk app in app/: CMake, Qt 6.7, a FareModel in C++ exposed to QML and a first "
             "TicketScreen.qml with the fare buttons. Fares come from /etc/quaygate/fares.json for now.")
    s.write("faremodel", "app/src/faremodel.h", FARE_MODEL_H)
    s.write("faresjson", "app/data/fares.json", FARES_JSON_1)
    s.write("ticketqml", "app/qml/TicketScreen.qml", "import QtQuick\nimport QtQuick.Controls\nimport Quaygate\n\n"
            "Page {\n    id: root\n    FareModel { id: fares }\n    GridView {\n        anchors.fill: parent\n"
            "        cellWidth: 360; cellHeight: 220\n        model: fares\n        delegate: FareButton {\n"
            "            title: qsTr(model.title)\n            priceOre: model.price\n"
            "            onClicked: basket.add(model.code)\n        }\n    }\n}\n")
    s.prompt("qmlrule", "Keep QML dumb: no business logic or price arithmetic in JavaScript inside QML, that all "
             "lives in C++ where the Qt Test cases can reach it. And every visible string through qsTr, we ship "
             "Danish and English (and German later for the tourists).")
    s.read(None, "app/CMakeLists.txt", "cmake_minimum_required(VERSION 3.22)\nproject(quaygate-ui VERSION 0.1 "
           "LANGUAGES CXX)\nfind_package(Qt6 6.7 REQUIRED COMPONENTS Quick QuickControls2 Test)\nqt_standard_project_"
           "setup(REQUIRES 6.5)\nqt_add_executable(quaygate-ui src/main.cpp src/faremodel.cpp src/basket.cpp)\n"
           "qt_add_qml_module(quaygate-ui URI Quaygate QML_FILES qml/Main.qml qml/TicketScreen.qml qml/FareButton.qml)"
           "\ntarget_link_libraries(quaygate-ui PRIVATE Qt6::Quick Qt6::QuickControls2)\nenable_testing()\n"
           "add_subdirectory(tests)")
    s.bash("sdk", "kas shell kas/quaygate.yml -c 'bitbake quaygate-image -c populate_sdk' && ls build/tmp/deploy/sdk",
           "NOTE: Tasks Summary: Attempted 9120 tasks of which 7390 didn't need to be rerun and all succeeded.\n"
           "quaygate-glibc-x86_64-quaygate-image-armv8a-imx8mp-quaygate-toolchain-0.1.sh", minutes=38)
    # installed with -y -d /opt/quaygate-sdk
    s.bash("link1", "cmake -S app -B app/build-arm -G Ninja && cmake --build app/build-arm", "", "[27/29] Linking "
           "CXX executable quaygate-ui\nFAILED: quaygate-ui\n/usr/bin/ld: cannot find -lQt6Quick: No such file or "
           "directory\n/usr/bin/ld: src/faremodel.cpp.o: relocations in generic ELF (EM: 183)\ncollect2: error: ld "
           "returned 1 exit status\nninja: build stopped: subcommand failed.", code=1)
    s.prompt("link1why", "That's the host /usr/bin/ld picking up aarch64 objects: I ran cmake in a shell where I "
             "hadn't sourced the SDK environment, so it used the host compiler for linking against host Qt paths. "
             "Always source /opt/quaygate-sdk/environment-setup-armv8a-poky-linux first and use a clean build dir.")
    s.bash("link1fix", "source /opt/quaygate-sdk/environment-setup-armv8a-poky-linux && rm -rf app/build-arm && "
           "cmake -S app -B app/build-arm -G Ninja && cmake --build app/build-arm",
           "-- The CXX compiler identification is GNU 13.3.0\n-- Found Qt6: 6.7.2\n[29/29] Linking CXX executable "
           "quaygate-ui")
    s.bash("tests1", "cd app/build-arm && QT_QPA_PLATFORM=offscreen qemu-aarch64 -L $SDKTARGETSYSROOT ctest "
           "--output-on-failure", ctest(14, "1.92"))
    s.prompt("testhabit", "Before every commit in app/: clang-format with the repo's .clang-format (100 columns, "
             "Qt brace style) and ctest must be green. A new C++ class gets a Qt Test file in the same commit.")
    s.bash(None, "clang-format --dry-run -Werror app/src/*.cpp app/src/*.h", "")
    s.remember("memsdk", "Cross-compiling the quaygate app: `source /opt/quaygate-sdk/environment-setup-armv8a-poky-"
               "linux`, then `cmake -S app -B app/build-arm -G Ninja && cmake --build app/build-arm`. Tests: "
               "`QT_QPA_PLATFORM=offscreen qemu-aarch64 -L $SDKTARGETSYSROOT ctest` in app/build-arm. The SDK is "
               "rebuilt with `bitbake quaygate-image -c populate_sdk` whenever the image's Qt modules change.",
               "How to cross-build and test the kiosk app", "procedure")
    s.bash("commit2", "git add -A && git commit -m 'app: fare model and first ticket screen'",
           "[main 8d2f0c1] app: fare model and first ticket screen\n 14 files changed, 512 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("eglfs", "Start the app at boot. It's the only thing on the screen, so no compositor: run Qt with the "
             "eglfs platform straight on KMS/DRM, one fullscreen window. Less to boot, less to break. Systemd unit "
             "with a watchdog; the app pings sd_notify WATCHDOG=1 from the event loop.")
    s.write("unit1", "layers/meta-quaygate/recipes-qt/quaygate-ui/files/quaygate-ui.service", UI_SERVICE_1)
    s.write("recipe1", "layers/meta-quaygate/recipes-qt/quaygate-ui/quaygate-ui_git.bb", "SUMMARY = \"Quaygate "
            "ticket kiosk UI\"\nLICENSE = \"CLOSED\"\nSRC_URI = \"git://git.haldra.dk/quaygate/app.git;protocol=ssh;"
            "branch=main file://quaygate-ui.service\"\nSRCREV = \"${AUTOREV}\"\nS = \"${WORKDIR}/git\"\ninherit "
            "qt6-cmake systemd useradd\nDEPENDS += \"qtbase qtdeclarative qtdeclarative-native systemd\"\nUSERADD_"
            "PACKAGES = \"${PN}\"\nUSERADD_PARAM:${PN} = \"-r -s /bin/false -d /var/lib/quaygate quaygate\"\n"
            "SYSTEMD_SERVICE:${PN} = \"quaygate-ui.service\"\n")
    s.bash(None, "kas build kas/quaygate.yml", "NOTE: Tasks Summary: Attempted 7466 tasks of which 7391 didn't need "
           "to be rerun and all succeeded.", minutes=9)
    s.bash("drmfail", "ssh root@kiosk-dev 'journalctl -b -u quaygate-ui --no-pager | tail -6'",
           "Apr 09 10:41:07 kiosk-dev systemd[1]: Starting Quaygate ticket kiosk UI...\nApr 09 10:41:08 kiosk-dev "
           "quaygate-ui[402]: qt.qpa.eglfs.kms: Could not open DRM device /dev/dri/card0 (Permission denied)\n"
           "Apr 09 10:41:08 kiosk-dev quaygate-ui[402]: Could not initialize egl display\nApr 09 10:41:08 kiosk-dev "
           "systemd[1]: quaygate-ui.service: Main process exited, code=dumped, status=6/ABRT\nApr 09 10:41:10 "
           "kiosk-dev systemd[1]: quaygate-ui.service: Scheduled restart job, restart counter is at 14.")
    s.bash("drmls", "ssh root@kiosk-dev 'ls -l /dev/dri /dev/input/event1; id quaygate'",
           "crw-rw---- 1 root video  226,   0 Apr  9 10:40 card0\ncrw-rw---- 1 root render 226, 128 Apr  9 10:40 "
           "renderD128\ncrw-rw---- 1 root input 13, 65 Apr  9 10:40 /dev/input/event1\nuid=998(quaygate) "
           "gid=998(quaygate) groups=998(quaygate)")
    s.prompt("drmwhy", "So the system user the recipe creates is in no group at all: it can't open card0 (video), "
             "renderD128 (render) or the touch controller (input). Add the groups in USERADD_PARAM rather than "
             "running the UI as root.")
    s.edit("drmfix", "layers/meta-quaygate/recipes-qt/quaygate-ui/quaygate-ui_git.bb",
           "USERADD_PARAM:${PN} = \"-r -s /bin/false -d /var/lib/quaygate quaygate\"",
           "USERADD_PARAM:${PN} = \"-r -s /bin/false -d /var/lib/quaygate -G video,render,input quaygate\"")
    s.bash("drmok", "kas build kas/quaygate.yml && ./scripts/deploy-dev.sh && ssh root@kiosk-dev 'systemctl status "
           "quaygate-ui --no-pager | head -4'", "● quaygate-ui.service - Quaygate ticket kiosk UI\n     Loaded: "
           "loaded (/usr/lib/systemd/system/quaygate-ui.service; enabled; preset: enabled)\n     Active: active "
           "(running) since Fri 2027-04-09 11:13:50 UTC; 12s ago\n   Main PID: 388 (quaygate-ui)", minutes=14)
    s.lesson("lesson1", "A service that runs as a recipe-created system user gets no supplementary groups: on the "
             "kiosk the UI needs video, render and input (DRM card, GPU render node, touch). Put them in "
             "USERADD_PARAM (-G video,render,input), don't run the UI as root.",
             "quaygate-ui crash-looped at boot with 'Could not open DRM device /dev/dri/card0 (Permission denied)'")
    s.bash("boottime1", "ssh root@kiosk-dev 'systemd-analyze time'", "Startup finished in 3.112s (kernel) + 20.284s "
           "(userspace) = 23.396s\nmulti-user.target reached after 19.877s in userspace.",
           desc="Boot time to the UI")
    s.prompt("datapart", "Storage: rootfs read-only, a separate ext4 /data partition for the sale journal and "
             "logs, so an update never touches the ticket records.")
    s.read(None, "layers/meta-quaygate/wic/quaygate.wks", "part u-boot --source rawcopy --sourceparams="
           "\"file=imx-boot\" --ondisk mmcblk --no-table --align 32\npart /boot --source bootimg-partition --ondisk "
           "mmcblk --fstype=vfat --label boot --active --align 8192 --size 64\npart / --source rootfs --ondisk mmcblk "
           "--fstype=ext4 --label root --align 8192\n")
    s.bash("commit3", "git add -A && git commit -m 'meta-quaygate: start the UI on eglfs with a systemd watchdog' "
           "-m 'The quaygate user needs video, render and input to open the DRM card and touch.'",
           "[main a17c3e5] meta-quaygate: start the UI on eglfs with a systemd watchdog\n 5 files changed, 96 "
           "insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("rauc", "OTA updates with RAUC: A/B rootfs slots on the eMMC, U-Boot picks the slot, signed bundles. "
             "For the rollout side use Eclipse hawkBit: Haldra's IT says they can host it next to their booking "
             "system, and rauc-hawkbit-updater runs on the kiosk.")
    s.write("systemconf", "layers/meta-quaygate/recipes-core/rauc/files/system.conf", SYSTEM_CONF)
    s.edit("wksab", "layers/meta-quaygate/wic/quaygate.wks", "part / --source rootfs --ondisk mmcblk "
           "--fstype=ext4 --label root --align 8192\n", "part / --source rootfs --ondisk mmcblk --fstype=ext4 "
           "--label rootfs_a --align 8192 --size 1024\npart --ondisk mmcblk --fstype=ext4 --label rootfs_b --align "
           "8192 --size 1024\npart /data --ondisk mmcblk --fstype=ext4 --label data --align 8192 --size 2048\n")
    s.write("bundle", "layers/meta-quaygate/recipes-core/bundles/quaygate-bundle.bb", "inherit bundle\nRAUC_BUNDLE_"
            "COMPATIBLE = \"quaygate\"\nRAUC_BUNDLE_FORMAT = \"verity\"\nRAUC_BUNDLE_SLOTS = \"rootfs\"\n"
            "RAUC_SLOT_rootfs = \"quaygate-image\"\nRAUC_SLOT_rootfs[fstype] = \"ext4\"\nRAUC_KEY_FILE = "
            "\"${TOPDIR}/../keys/dev.key.pem\"\nRAUC_CERT_FILE = \"${TOPDIR}/../keys/dev.cert.pem\"\n")
    s.bash("bundlebuild", "kas shell kas/quaygate.yml -c 'bitbake quaygate-bundle' && ls -l build/tmp/deploy/images/"
           "imx8mp-quaygate/*.raucb", "NOTE: Tasks Summary: Attempted 7520 tasks of which 7471 didn't need to be "
           "rerun and all succeeded.\n-rw-r--r-- 2 lukas lukas 187318272 Apr 13 13:35 quaygate-bundle-imx8mp-"
           "quaygate.raucb", minutes=12)
    s.bash("raucfail", "scp build/tmp/deploy/images/imx8mp-quaygate/quaygate-bundle-imx8mp-quaygate.raucb "
           "root@kiosk-dev:/data/ && ssh root@kiosk-dev 'rauc install /data/quaygate-bundle-imx8mp-quaygate.raucb'",
           "", "installing\n  0% Installing\n  0% Determining slot states\n 20% Determining slot states done.\n"
           " 20% Checking bundle\n 40% Checking bundle failed.\n100% Installing failed.\nLastError: Failed checking "
           "bundle: Compatible mismatch: Expected 'quaygate-imx8mp' but bundle manifest has 'quaygate'\nInstalling "
           "`/data/quaygate-bundle-imx8mp-quaygate.raucb` failed", code=1)
    s.prompt("raucwhy", "The bundle recipe says compatible 'quaygate' but system.conf on the device says "
             "'quaygate-imx8mp'. The device side is right (a later board revision gets its own string), fix the "
             "bundle recipe.")
    s.edit("raucfix", "layers/meta-quaygate/recipes-core/bundles/quaygate-bundle.bb",
           "RAUC_BUNDLE_COMPATIBLE = \"quaygate\"", "RAUC_BUNDLE_COMPATIBLE = \"quaygate-imx8mp\"")
    s.bash("raucok", "ssh root@kiosk-dev 'rauc install /data/quaygate-bundle-imx8mp-quaygate.raucb && rauc status "
           "--detailed | head -12'", "installing\n100% Installing done.\nInstalling `/data/quaygate-bundle-imx8mp-"
           "quaygate.raucb` succeeded\n=== System Info ===\nCompatible:  quaygate-imx8mp\nBooted from: rootfs.0 (A)\n"
           "=== Bootloader ===\nActivated: rootfs.1 (B)\n=== Slot States ===\nx [rootfs.1] (/dev/mmcblk2p3, ext4, "
           "inactive)\n  bootname: B\n  boot status: good", minutes=6)
    s.bash("abswitch", "ssh root@kiosk-dev 'reboot'; sleep 40; ssh root@kiosk-dev 'rauc status | grep Booted'",
           "Booted from: rootfs.1 (B)")
    s.write("hawkbitconf", "layers/meta-quaygate/recipes-support/rauc-hawkbit-updater/files/config.conf",
            "[client]\nhawkbit_server = updates.haldra.dk:8443\nssl = true\ntarget_name = ${HOSTNAME}\n"
            "auth_token_file = /data/rauc/hawkbit-token\nbundle_download_location = /data/rauc/bundle.raucb\n"
            "retry_wait = 60\nconnect_timeout = 20\ntimeout = 300\npoll_interval = 300\nlog_level = message\n")
    s.prompt("pollnote", "Poll every 300 seconds for now. Ines doesn't want kiosks updating during sailings, "
             "hawkBit's maintenance windows will handle that.")
    s.remember("memota", "Quaygate OTA: RAUC with A/B rootfs slots (rootfs.0 = A on mmcblk2p2, rootfs.1 = B on "
               "mmcblk2p3), /data kept across updates. Compatible string is 'quaygate-imx8mp' on both the device "
               "(system.conf) and the bundle recipe. Bundles are verity format, signed with keys/dev.key.pem "
               "(development cert, 365 days). Kiosks poll hawkBit at updates.haldra.dk every 300 s.",
               "OTA layout and bundle rules", "fact")
    s.bash("commit4", "git add -A && git commit -m 'meta-quaygate: rauc a/b slots, signed bundles, hawkbit updater'",
           "[main 0e94b7d] meta-quaygate: rauc a/b slots, signed bundles, hawkbit updater\n 9 files changed, 173 "
           "insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("payment", "Card payments. Haldra's acquirer gave us Nordpay P30 terminals; they speak a serial "
             "protocol over USB CDC (/dev/ttyACM0, 115200). Write a C++ class CardReaderLink on top of "
             "QSerialPort: start a sale with the amount in øre, wait for approved/declined/timeout.")
    s.write("cardreader", "app/src/cardreaderlink.cpp", "#include \"cardreaderlink.h\"\n#include <QSerialPort>\n\n"
            "namespace {\nconstexpr int kSaleTimeoutMs = 20000;  // customer walks away -> cancel the sale\n"
            "constexpr char kDevice[] = \"/dev/ttyACM0\";\n}\n\nCardReaderLink::CardReaderLink(QObject *parent)\n"
            "    : QObject(parent), m_port(new QSerialPort(kDevice, this)) {\n    m_port->setBaudRate(115200);\n"
            "    m_timer.setSingleShot(true);\n    m_timer.setInterval(kSaleTimeoutMs);\n    connect(&m_timer, "
            "&QTimer::timeout, this, &CardReaderLink::cancelSale);\n}\n\nvoid CardReaderLink::startSale(int amountOre)"
            "\n{\n    m_port->write(frame(Cmd::Sale, amountOre));\n    m_timer.start();\n}\n")
    s.edit("cmakeserial", "app/CMakeLists.txt", "find_package(Qt6 6.7 REQUIRED COMPONENTS Quick QuickControls2 Test)",
           "find_package(Qt6 6.7 REQUIRED COMPONENTS Quick QuickControls2 SerialPort Test)")
    s.write("tstcard", "app/tests/tst_cardreaderlink.cpp", "#include <QtTest>\n#include \"cardreaderlink.h\"\n"
            "#include \"fakeserial.h\"\n\nclass TstCardReaderLink : public QObject {\n    Q_OBJECT\nprivate slots:\n"
            "    void approvedSaleEmitsApproved();\n    void declinedSaleEmitsDeclined();\n    void "
            "noAnswerCancelsAfterTimeout();\n    void frameChecksumMatchesSpec();\n};\n")
    s.bash("tests2", "cd app/build-arm && cmake --build . && QT_QPA_PLATFORM=offscreen qemu-aarch64 -L "
           "$SDKTARGETSYSROOT ctest --output-on-failure", ctest(22, "4.10"))
    s.bash(None, "git status --short", " M app/CMakeLists.txt\n?? app/src/cardreaderlink.cpp\n?? app/src/"
           "cardreaderlink.h\n?? app/tests/tst_cardreaderlink.cpp\n?? app/tests/fakeserial.h")
    s.prompt("timeoutnote", "Sale timeout is 20 seconds: if nobody taps a card in 20 s we cancel on the terminal "
             "and go back to the fare screen.")
    s.bash("ttyperm", "ssh root@kiosk-dev 'ls -l /dev/ttyACM0'", "crw-rw---- 1 root dialout 166, 0 Apr 15 09:58 "
           "/dev/ttyACM0")
    s.edit("dialout", "layers/meta-quaygate/recipes-qt/quaygate-ui/quaygate-ui_git.bb", "-G video,render,input "
           "quaygate", "-G video,render,input,dialout quaygate")
    s.prompt("serialpkg", "And the image needs qtserialport now; add it to the UI recipe's DEPENDS and to the "
             "image.")
    s.edit("imgserial", "layers/meta-quaygate/recipes-core/images/quaygate-image.bb", "IMAGE_INSTALL += "
           "\"quaygate-ui qtdeclarative-qmlplugins\"", "IMAGE_INSTALL += \"quaygate-ui qtdeclarative-qmlplugins "
           "qtserialport\"")
    s.bash("paytest", "ssh root@kiosk-dev 'journalctl -u quaygate-ui --since -5min | grep -i sale'",
           "Apr 15 11:02:44 kiosk-dev quaygate-ui[391]: CardReaderLink: sale 9500 ore started\nApr 15 11:02:51 "
           "kiosk-dev quaygate-ui[391]: CardReaderLink: APPROVED auth=483920 in 6.8 s", minutes=20)
    s.bash("commit5", "git add -A && git commit -m 'app: card payments through the nordpay p30 (CardReaderLink)'",
           "[main 53ab8e0] app: card payments through the nordpay p30 (CardReaderLink)\n 11 files changed, 389 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("rotate", "Problem from the first quay test on Saturday: the display is mounted portrait, so we rotate "
             "with QT_QPA_EGLFS_ROTATION=90, but then the touch points are off: tapping 'Adult' selects 'Car'. "
             "And the German virtual keyboard popup renders behind the page.")
    s.bash("touchlog", "ssh root@kiosk-dev 'QT_LOGGING_RULES=qt.qpa.input=true journalctl -u quaygate-ui -n 4'",
           "Apr 19 09:08:03 kiosk-dev quaygate-ui[390]: qt.qpa.input: evdevtouch: /dev/input/event1: Protocol type B "
           "(mtdev) (multi), filtered=no\nApr 19 09:08:03 kiosk-dev quaygate-ui[390]: qt.qpa.input: evdevtouch: "
           "/dev/input/event1: min X: 0 max X: 1919\nApr 19 09:08:03 kiosk-dev quaygate-ui[390]: qt.qpa.input: "
           "evdevtouch: /dev/input/event1: min Y: 0 max Y: 1079\nApr 19 09:08:09 kiosk-dev quaygate-ui[390]: touch "
           "at (1702, 233) -> item CarFareButton")
    s.prompt("weston", "Actually let's not run on bare eglfs after all. Rotation plus touch mapping plus the input "
             "method is exactly what a compositor does well. Switch to Weston with kiosk-shell: transform=rotate-90 "
             "on the output, libinput does the touch calibration, the app becomes a normal Wayland client.")
    s.write("westonini", "layers/meta-quaygate/recipes-graphics/wayland/weston-init/weston.ini", "[core]\n"
            "shell=kiosk-shell.so\nidle-time=0\nrequire-input=false\n\n[output]\nname=HDMI-A-1\nmode=1920x1080\n"
            "transform=rotate-90\n\n[libinput]\ntouchscreen_calibrator=true\n")
    s.edit("unitwayland", "layers/meta-quaygate/recipes-qt/quaygate-ui/files/quaygate-ui.service",
           "Environment=QT_QPA_PLATFORM=eglfs\nEnvironment=QT_QPA_EGLFS_KMS_CONFIG=/etc/quaygate/eglfs.json",
           "After=weston.service\nRequires=weston.service\nEnvironment=QT_QPA_PLATFORM=wayland\n"
           "Environment=WAYLAND_DISPLAY=/run/wayland-0")
    s.bash("westonok", "kas build kas/quaygate.yml && ./scripts/deploy-dev.sh && ssh root@kiosk-dev 'journalctl -u "
           "quaygate-ui -n 2'", "Apr 19 09:34:16 kiosk-dev quaygate-ui[512]: qt.qpa.wayland: using xdg-shell\n"
           "Apr 19 09:34:22 kiosk-dev quaygate-ui[512]: touch at (233, 418) -> item AdultFareButton", minutes=16)
    s.bash("boottime2", "ssh root@kiosk-dev 'systemd-analyze time; systemd-analyze blame | head -6'",
           "Startup finished in 3.098s (kernel) + 22.961s (userspace) = 26.059s\n  9.412s systemd-udev-settle."
           "service\n  4.870s NetworkManager-wait-online.service\n  2.203s weston.service\n  1.944s "
           "avahi-daemon.service\n  1.402s ofono.service\n  0.811s quaygate-ui.service")
    s.prompt("bootplan", "26 seconds with Weston. Target from Ines: under 10 s from power to fare screen, because "
             "kiosks get power-cycled by the quay staff. Drop udev-settle (nothing needs it), don't wait for the "
             "network, and remove avahi and ofono from the image.")
    s.edit("noudevsettle", "layers/meta-quaygate/recipes-qt/quaygate-ui/files/quaygate-ui.service",
           "After=systemd-udev-settle.service\nWants=systemd-udev-settle.service\n", "")
    s.edit("imgtrim", "layers/meta-quaygate/conf/distro/quaygate.conf", "DISTRO_FEATURES:append = \" systemd "
           "wayland opengl\"", "DISTRO_FEATURES:append = \" systemd wayland opengl\"\nDISTRO_FEATURES:remove = "
           "\" x11 3g nfc zeroconf bluetooth\"\nSYSTEMD_DEFAULT_TARGET = \"graphical.target\"")
    s.bash("boottime3", "kas build kas/quaygate.yml && ./scripts/deploy-dev.sh && ssh root@kiosk-dev 'systemd-"
           "analyze time'", "Startup finished in 3.061s (kernel) + 8.702s (userspace) = 11.763s", minutes=18)
    s.bash("imgsize2", "zstd -l build/tmp/deploy/images/imx8mp-quaygate/quaygate-image-imx8mp-quaygate.rootfs."
           "wic.zst | tail -1", "    1     1    97.4 MiB   298.0 MiB  3.060  XXH64  quaygate-image-imx8mp-quaygate."
           "rootfs.wic.zst")
    s.bash("commit6", "git add -A && git commit -m 'meta-quaygate: weston kiosk-shell instead of eglfs, trim boot' -m "
           "'Rotation and touch mapping are right under weston; boot 26.1 s -> 11.8 s, image 412 -> 298 MiB.'",
           "[main 71c0d4a] meta-quaygate: weston kiosk-shell instead of eglfs, trim boot\n 8 files changed, 61 "
           "insertions(+), 24 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("renames", "Tidy-up before the pilot: rename CardReaderLink to PaymentTerminal (Brovik's next board "
             "revision may use a different terminal, and 'link' says nothing), TicketScreen.qml becomes "
             "FareSelectView.qml, and the unit quaygate-ui.service becomes kiosk-ui.service to match Haldra's "
             "naming on their other machines.")
    s.grep("grepcard", "CardReaderLink", ["app/src/cardreaderlink.h", "app/src/cardreaderlink.cpp", "app/src/main.cpp",
                                          "app/tests/tst_cardreaderlink.cpp", "app/CMakeLists.txt",
                                          "app/tests/CMakeLists.txt"])
    s.bash("gitmv", "git mv app/src/cardreaderlink.h app/src/paymentterminal.h && git mv app/src/cardreaderlink.cpp "
           "app/src/paymentterminal.cpp && git mv app/tests/tst_cardreaderlink.cpp app/tests/tst_paymentterminal.cpp "
           "&& git mv app/qml/TicketScreen.qml app/qml/FareSelectView.qml && sed -i 's/CardReaderLink/"
           "PaymentTerminal/g; s/cardreaderlink/paymentterminal/g; s/TicketScreen/FareSelectView/g' app/src/*.cpp "
           "app/src/*.h app/tests/*.cpp app/qml/*.qml app/CMakeLists.txt app/tests/CMakeLists.txt", "")
    s.bash("unitmv", "git mv layers/meta-quaygate/recipes-qt/quaygate-ui/files/quaygate-ui.service layers/meta-"
           "quaygate/recipes-qt/quaygate-ui/files/kiosk-ui.service && sed -i 's/quaygate-ui.service/kiosk-ui."
           "service/' layers/meta-quaygate/recipes-qt/quaygate-ui/quaygate-ui_git.bb", "")
    s.bash(None, "source /opt/quaygate-sdk/environment-setup-armv8a-poky-linux && cmake --build app/build-arm",
           "[31/31] Linking CXX executable quaygate-ui")
    s.bash("tests3", "cd app/build-arm && QT_QPA_PLATFORM=offscreen qemu-aarch64 -L $SDKTARGETSYSROOT ctest "
           "--output-on-failure", "", "...\n23/24 Test #23: tst_paymentterminal ..............***Failed    0.21 sec\n"
           "FAIL!  : TstPaymentTerminal::frameChecksumMatchesSpec() Compared values are not the same\n   Actual   "
           "(frame.mid(1, 4)): \"PAYM\"\n   Expected (QByteArray(\"CARD\")): \"CARD\"\n   Loc: [app/tests/"
           "tst_paymentterminal.cpp(58)]\n\n96% tests passed, 1 tests failed out of 24", code=8)
    s.prompt("sedwhy", "The 4-byte client id in the frame header was derived from the class name (first four "
             "letters, upper-cased), a shortcut from last week. After the rename we send 'PAYM', but the terminal "
             "expects 'CARD', the tag Nordpay registered for Haldra. Make it a literal constant so no rename can "
             "touch the wire protocol again.")
    s.edit("tagfix", "app/src/paymentterminal.cpp", "const QByteArray clientTag = QByteArray(staticMetaObject.className()).left(4).toUpper();",
           "// Client id registered with Nordpay for Haldra; part of the wire protocol, not a name.\n"
           "constexpr char kNordpayClientTag[] = \"CARD\";")
    s.bash("tests3ok", "cd app/build-arm && cmake --build . && QT_QPA_PLATFORM=offscreen qemu-aarch64 -L "
           "$SDKTARGETSYSROOT ctest --output-on-failure", ctest(24, "4.37"))
    s.prompt("sdkrebuild", "Brovik sent the BX-810 rev C; rebuild the SDK on the new kas pin and cross-build from a "
             "clean dir to be sure.")
    s.bash(None, "kas shell kas/quaygate.yml -c 'bitbake quaygate-image -c populate_sdk' && ./build/tmp/deploy/sdk/"
           "quaygate-glibc-x86_64-quaygate-image-armv8a-imx8mp-quaygate-toolchain-0.2.sh -y -d /opt/quaygate-sdk",
           "SDK has been successfully set up and is ready to be used.", minutes=40)
    s.bash("link2", "source /opt/quaygate-sdk/environment-setup-armv8a-poky-linux && rm -rf app/build-arm && cmake "
           "-S app -B app/build-arm -G Ninja && cmake --build app/build-arm", "", "CMake Error at /opt/quaygate-sdk/"
           "sysroots/x86_64-pokysdk-linux/usr/lib/cmake/Qt6/Qt6Config.cmake:219 (message):\n  Failed to find "
           "required Qt component \"SerialPort\".\n  Expected Config file at\n  \"/opt/quaygate-sdk/sysroots/"
           "armv8a-poky-linux/usr/lib/cmake/Qt6SerialPort/Qt6SerialPortConfig.cmake\" does NOT exist\n"
           "-- Configuring incomplete, errors occurred!", code=1)
    s.prompt("link2why", "Different from the linker mess two weeks ago, the environment IS sourced this time. The "
             "SDK simply has no Qt SerialPort: populate_sdk only puts into the target sysroot what the image's "
             "packages pull in as -dev, and qtserialport-dev isn't there. Add it to TOOLCHAIN_TARGET_TASK.")
    s.edit("link2fix", "layers/meta-quaygate/recipes-core/images/quaygate-image.bb", "inherit core-image",
           "inherit core-image\nTOOLCHAIN_TARGET_TASK:append = \" qtserialport-dev qtdeclarative-dev "
           "qttools-dev\"")
    s.bash("link2ok", "kas shell kas/quaygate.yml -c 'bitbake quaygate-image -c populate_sdk' && ./build/tmp/deploy/"
           "sdk/quaygate-glibc-x86_64-quaygate-image-armv8a-imx8mp-quaygate-toolchain-0.2.sh -y -d /opt/quaygate-"
           "sdk && source /opt/quaygate-sdk/environment-setup-armv8a-poky-linux && cmake -S app -B app/build-arm -G "
           "Ninja && cmake --build app/build-arm", "-- Found Qt6SerialPort: 6.7.2\n[31/31] Linking CXX executable "
           "quaygate-ui", minutes=44)
    s.bash("commit7", "git add -A && git commit -m 'app: rename CardReaderLink to PaymentTerminal, TicketScreen to "
           "FareSelectView' -m 'Unit is kiosk-ui.service now. SDK gets qtserialport-dev via TOOLCHAIN_TARGET_TASK. "
           "Nordpay client tag is the literal CARD now.'", "[main c3f5a91] app: rename CardReaderLink to PaymentTerminal, "
           "TicketScreen to FareSelectView\n 17 files changed, 44 insertions(+), 39 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("ines", "Call with Ines this morning. Three things: from 1 May the adult fare Havnby-Ravnsø goes from "
             "95 to 105 kroner (child 48 -> 52). The 20 second payment timeout is too short: older passengers get "
             "asked for the PIN after a contactless tap and the sale gets cancelled while they type; make it 45 s. "
             "And receipts must print.")
    s.edit("fare105", "app/data/fares.json", "{\"code\": \"ADULT\",  \"priceOre\": 9500},\n    {\"code\": \"CHILD\",  "
           "\"priceOre\": 4800},", "{\"code\": \"ADULT\",  \"priceOre\": 10500},\n    {\"code\": \"CHILD\",  "
           "\"priceOre\": 5200},")
    s.edit("timeout45", "app/src/paymentterminal.cpp", "constexpr int kSaleTimeoutMs = 20000;  // customer walks away "
           "-> cancel the sale", "constexpr int kSaleTimeoutMs = 45000;  // PIN after contactless takes time (Ines, "
           "23 Apr)")
    s.bash(None, "cd app/build-arm && cmake --build . && QT_QPA_PLATFORM=offscreen qemu-aarch64 -L $SDKTARGETSYSROOT "
           "ctest --output-on-failure", ctest(24, "4.52"))
    s.prompt("cups", "Receipts: the Epson TM-T20III thermal printer on USB. Let's go through CUPS with the "
             "ESC/POS filter driver so the app just prints a QTextDocument via QPrinter.")
    s.bash("cupssize", "kas shell kas/quaygate.yml -c 'bitbake cups && oe-pkgdata-util list-pkg-files -p cups "
           "cups-lib cups-filters ghostscript | wc -l' && du -sh build/tmp/work/armv8a-poky-linux/cups/2.4.7/image "
           "build/tmp/work/armv8a-poky-linux/ghostscript/10.02.1/image", "1843\n6.1M\tbuild/tmp/work/armv8a-poky-"
           "linux/cups/2.4.7/image\n31.9M\tbuild/tmp/work/armv8a-poky-linux/ghostscript/10.02.1/image", minutes=25)
    s.prompt("nocups", "Actually let's not use CUPS: 38 MB with ghostscript and filters, another daemon to boot, and "
             "a spooler that can keep a receipt queued after the sale. The TM-T20III speaks ESC/POS; write it "
             "straight to /dev/usb/lp0 from a small ReceiptPrinter class, and check the paper-out status byte "
             "before the sale starts.")
    s.write("receipt", "app/src/receiptprinter.cpp", "#include \"receiptprinter.h\"\n#include <QFile>\n\n"
            "// ESC/POS straight to the Epson TM-T20III (usblp), no spooler: a receipt is printed now or never.\n"
            "namespace {\nconstexpr char kDevice[] = \"/dev/usb/lp0\";\nconst QByteArray kInit(\"\\x1b\\x40\");\n"
            "const QByteArray kCut(\"\\x1d\\x56\\x42\\x00\");\nconst QByteArray kStatusPaper(\"\\x10\\x04\\x04\");\n}\n"
            "\nbool ReceiptPrinter::paperOk() { /* DLE EOT 4: bits 5,6 = paper end */ }\n")
    s.write("tstreceipt", "app/tests/tst_receiptprinter.cpp", "#include <QtTest>\n#include \"receiptprinter.h\"\n\n"
            "class TstReceiptPrinter : public QObject {\n    Q_OBJECT\nprivate slots:\n    void receiptHasFareLinesAndVat"
            "();\n    void paperEndBlocksSale();\n    void cutCommandAtEnd();\n};\n")
    s.bash("lpperm", "ssh root@kiosk-dev 'ls -l /dev/usb/lp0'", "crw-rw---- 1 root lp 180, 0 Apr 23 13:10 "
           "/dev/usb/lp0")
    s.edit("lpgroup", "layers/meta-quaygate/recipes-qt/quaygate-ui/quaygate-ui_git.bb", "-G video,render,input,"
           "dialout quaygate", "-G video,render,input,dialout,lp quaygate")
    s.bash("tests4", "cd app/build-arm && cmake --build . && QT_QPA_PLATFORM=offscreen qemu-aarch64 -L "
           "$SDKTARGETSYSROOT ctest --output-on-failure", ctest(31, "5.08"))
    s.remember("memines", "Ines Kroll (Haldra Ferries operations) approves every release that goes to the quay "
               "kiosks; she wants the release notes in Danish, and no kiosk may update between 06:00 and 22:00 "
               "when boats sail. Kiosks are at Havnby (3), Ravnsø (2) and Lilleø (1).",
               "Customer contact, release approval and update window", "fact")
    s.bash("commit8", "git add -A && git commit -m 'app: fares 105/52 from 1 may, 45 s sale timeout, esc/pos "
           "receipts' -m 'No CUPS: ghostscript and filters are 38 MB and a spooler can print after the sale.'",
           "[main e82b6d0] app: fares 105/52 from 1 may, 45 s sale timeout, esc/pos receipts\n 10 files changed, "
           "274 insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("hawkbitno", "Bad news from Haldra's IT (Jonas Feld): they won't run hawkBit after all, a Java "
             "server plus its MySQL is more than they can patch. So drop hawkBit and rauc-hawkbit-updater. Instead: "
             "signed bundles on their existing static file host (files.haldra.dk, nginx), a small manifest.json "
             "next to them, and on the kiosk a systemd timer that checks the manifest and lets RAUC install the "
             "bundle over HTTP streaming, no download to /data.")
    s.bash(None, "git rm -r layers/meta-quaygate/recipes-support/rauc-hawkbit-updater", "rm 'layers/meta-quaygate/"
           "recipes-support/rauc-hawkbit-updater/files/config.conf'\nrm 'layers/meta-quaygate/recipes-support/"
           "rauc-hawkbit-updater/rauc-hawkbit-updater_%.bbappend'")
    s.write("checkscript", "layers/meta-quaygate/recipes-support/quaygate-update/files/quaygate-update-check",
            "#!/bin/sh\n# Compares the manifest's version with the booted one and installs by streaming.\nset -eu\n"
            "BASE=https://files.haldra.dk/quaygate/stable\nwant=$(curl -fsS --max-time 30 \"$BASE/manifest.json\" | "
            "jq -r .version)\nhave=$(cat /etc/quaygate-version)\n[ \"$want\" = \"$have\" ] && exit 0\nhour=$(date "
            "+%H)\n[ \"${QUAYGATE_FORCE:-0}\" = 1 ] || [ \"$hour\" -ge 22 ] || [ \"$hour\" -lt 6 ] || exit 0   # boats sail 06-22\nrauc install "
            "\"$BASE/quaygate-bundle-$want.raucb\"\nsystemctl reboot\n")
    s.write("timer", "layers/meta-quaygate/recipes-support/quaygate-update/files/quaygate-update.timer",
            "[Unit]\nDescription=Look for a new quaygate bundle\n\n[Timer]\nOnBootSec=15min\nOnUnitActiveSec=6h\n"
            "RandomizedDelaySec=20min\nPersistent=true\n\n[Install]\nWantedBy=timers.target\n")
    s.prompt("sixhours", "Every 6 hours is plenty now that installs only happen at night anyway, instead of "
             "polling every 5 minutes; the randomized 20 min delay keeps six kiosks from hitting the host at once.")
    s.bash("streamfail", "ssh root@kiosk-dev 'systemd-run -E QUAYGATE_FORCE=1 --wait -u quaygate-update-check quaygate-update-check; "
           "journalctl -u quaygate-update-check -n 5 --no-pager'", "", "Apr 27 13:47:12 kiosk-dev quaygate-update-check[1203]: "
           "installing\nApr 27 13:47:13 kiosk-dev rauc[411]: Checking bundle failed: Failed to mount bundle: "
           "streaming requires 'verity' or 'crypt' bundle format and nbd support\nApr 27 13:47:13 kiosk-dev rauc[411]: "
           "nbd: module not found (modprobe nbd: FATAL: Module nbd not found in directory /lib/modules/6.6.23-"
           "lts-next-quaygate)\nApr 27 13:47:13 kiosk-dev systemd[1]: quaygate-update-check.service: Main process "
           "exited, code=exited, status=1/FAILURE", code=1)
    s.prompt("streamwhy", "Bundles are already verity, so it's the kernel: RAUC streaming needs the network block "
             "device driver and our linux-imx config doesn't have CONFIG_BLK_DEV_NBD. Add a kernel config "
             "fragment, and RAUC's streaming PACKAGECONFIG.")
    s.write("nbdcfg", "layers/meta-quaygate/recipes-kernel/linux/linux-imx/nbd.cfg", "CONFIG_BLK_DEV_NBD=y\n")
    s.edit("raucstream", "layers/meta-quaygate/recipes-core/rauc/rauc_%.bbappend", "PACKAGECONFIG:append = \" "
           "service\"", "PACKAGECONFIG:append = \" service streaming\"")
    s.bash("streamok", "kas build kas/quaygate.yml && ./scripts/deploy-dev.sh && ssh root@kiosk-dev '"
           "systemd-run -E QUAYGATE_FORCE=1 --wait -u quaygate-update-check quaygate-update-check; journalctl -u quaygate-update-check -n 3 --no-pager; rauc status "
           "| grep -A1 Activated'", "Apr 27 14:25:40 kiosk-dev quaygate-update-check[1188]: installing\n"
           "Apr 27 14:26:52 kiosk-dev quaygate-update-check[1188]: 100% Installing done.\nApr 27 14:26:52 kiosk-dev "
           "quaygate-update-check[1188]: Installing `https://files.haldra.dk/quaygate/stable/quaygate-bundle-0.9.3."
           "raucb` succeeded\nActivated: rootfs.0 (A)", minutes=30)
    s.prompt("rollback", "Now the safety net: if the new slot doesn't reach a healthy UI, U-Boot must fall back. "
             "Mark the slot good only after kiosk-ui has been up for 2 minutes; boot attempts 3.")
    s.write("markgood", "layers/meta-quaygate/recipes-core/rauc/files/rauc-mark-good.service", "[Unit]\nDescription="
            "Mark the booted RAUC slot good once the kiosk UI is healthy\nAfter=kiosk-ui.service\nRequires=kiosk-ui."
            "service\n\n[Service]\nType=oneshot\nExecStartPre=/bin/sleep 120\nExecStartPre=/bin/systemctl is-active "
            "--quiet kiosk-ui.service\nExecStart=/usr/bin/rauc status mark-good\n\n[Install]\nWantedBy=multi-user."
            "target\n")
    s.bash("rollbacktest", "ssh root@kiosk-dev 'rauc install /data/broken-ui-test.raucb && reboot'; sleep 400; ssh "
           "root@kiosk-dev 'rauc status | grep -E \"Booted|boot status\"; fw_printenv BOOT_ORDER BOOT_B_LEFT'",
           "Booted from: rootfs.0 (A)\n  boot status: good\n  boot status: bad\nBOOT_ORDER=A B\nBOOT_B_LEFT=0",
           minutes=9)
    s.lesson("lesson2", "RAUC HTTP streaming needs two things on the device, not just a verity bundle: the kernel's "
             "nbd driver (CONFIG_BLK_DEV_NBD in a linux-imx config fragment) and rauc built with the 'streaming' "
             "PACKAGECONFIG. Test a streamed install on a dev kiosk before moving the rollout to streaming.",
             "the first streamed update failed with 'streaming requires ... nbd support'")
    s.remember("memota2", "Quaygate OTA (current): no hawkBit. Signed verity bundles and a manifest.json on "
               "https://files.haldra.dk/quaygate/stable; quaygate-update.timer on each kiosk checks every 6 h "
               "(20 min random delay) and installs only between 22:00 and 06:00 by RAUC HTTP streaming (kernel nbd + "
               "rauc 'streaming'). A slot is marked good 120 s after kiosk-ui is active; 3 boot attempts, then U-Boot "
               "falls back. Compatible string 'quaygate-imx8mp'.", "OTA layout and rollout, current", "fact")
    s.bash("commit9", "git add -A && git commit -m 'meta-quaygate: streamed updates from files.haldra.dk, drop "
           "hawkbit' -m 'Haldra IT will not host hawkBit. Timer every 6 h, installs at night only, mark-good after "
           "2 min of healthy UI.'", "[main 2d7e4f6] meta-quaygate: streamed updates from files.haldra.dk, drop "
           "hawkbit\n 12 files changed, 143 insertions(+), 58 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("release", "Release 1.0.0 for the pilot at Havnby on Monday. Before tagging: tighten the watchdog, "
             "check the boot time once more, bump versions, and the release bundle must be signed with the "
             "production key, not the dev cert.")
    s.edit("watchdog15", "layers/meta-quaygate/recipes-qt/quaygate-ui/files/kiosk-ui.service", "WatchdogSec=30",
           "WatchdogSec=15")
    s.prompt("wdwhy", "15 s: a frozen ticket screen for half a minute means a queue of cars at the ramp, and the "
             "app pings every 5 s anyway, so 15 s leaves three missed pings.")
    s.bash("boottime4", "ssh root@kiosk-dev 'systemd-analyze time; systemd-analyze critical-chain kiosk-ui.service "
           "| tail -4'", "Startup finished in 2.944s (kernel) + 5.987s (userspace) = 8.931s\nkiosk-ui.service "
           "+1.702s\n└─weston.service @3.911s +1.204s\n  └─systemd-logind.service @3.640s +0.262s\n    "
           "└─basic.target @3.598s")
    s.edit("version", "layers/meta-quaygate/conf/distro/quaygate.conf", "DISTRO_VERSION = \"0.9.3\"",
           "DISTRO_VERSION = \"1.0.0\"")
    s.edit("prodkey", "layers/meta-quaygate/recipes-core/bundles/quaygate-bundle.bb", "RAUC_KEY_FILE = \"${TOPDIR}/"
           "../keys/dev.key.pem\"\nRAUC_CERT_FILE = \"${TOPDIR}/../keys/dev.cert.pem\"", "RAUC_KEY_FILE = "
           "\"pkcs11:token=haldra-release;object=quaygate-signing\"\nRAUC_CERT_FILE = \"${TOPDIR}/../keys/"
           "release.cert.pem\"")
    s.prompt("keyrule", "The production signing key stays on the YubiHSM token in Haldra's office, never as a file "
             "in the repo or on a build machine; release bundles get signed there over PKCS#11.")
    s.bash("keyring", "openssl x509 -in keys/release.cert.pem -noout -subject -enddate", "subject=O = Haldra "
           "Ferries, CN = quaygate release 2027\nnotAfter=Apr 28 23:59:59 2032 GMT")
    s.bash("tests5", "source /opt/quaygate-sdk/environment-setup-armv8a-poky-linux && cd app/build-arm && cmake "
           "--build . && QT_QPA_PLATFORM=offscreen qemu-aarch64 -L $SDKTARGETSYSROOT ctest --output-on-failure",
           ctest(41, "6.64"))
    s.bash("lint", "clang-format --dry-run -Werror app/src/*.cpp app/src/*.h app/tests/*.cpp && qmllint app/qml/"
           "*.qml && oelint-adv --quiet layers/meta-quaygate/recipes-*/*/*.bb", "app/qml/FareSelectView.qml:14: "
           "Warning: Unqualified access [unqualified]\nlayers/meta-quaygate/recipes-qt/quaygate-ui/quaygate-ui_git."
           "bb:4:warning:oelint.var.srcrev.autorev:SRCREV = \"${AUTOREV}\" makes builds non-reproducible")
    s.prompt("autorev", "oelint is right, AUTOREV contradicts the pin-everything rule. Pin SRCREV to the app commit "
             "we tag, and fix the qmllint warning with required properties.")
    s.edit("srcrev", "layers/meta-quaygate/recipes-qt/quaygate-ui/quaygate-ui_git.bb", "SRCREV = \"${AUTOREV}\"",
           "SRCREV = \"f4a19c07e2b3d85a6c1e0f9b7d2a4c6e8f0b1d3a\"  # app v1.0.0")
    s.bash("releasebuild", "kas build kas/quaygate.yml:kas/release.yml && ls -l build/tmp/deploy/images/imx8mp-"
           "quaygate/quaygate-bundle-1.0.0.raucb", "NOTE: Tasks Summary: Attempted 7588 tasks of which 7402 didn't "
           "need to be rerun and all succeeded.\n-rw-r--r-- 2 lukas lukas 142606336 Apr 29 10:53 quaygate-bundle-"
           "1.0.0.raucb", minutes=22)
    s.bash("commit10", "git add -A && git commit -m 'meta-quaygate: release 1.0.0' -m 'Watchdog 15 s, SRCREV pinned, "
           "bundle signed over PKCS#11 with the release key. Boot 8.9 s.' && git tag -s v1.0.0 -m 'quaygate 1.0.0 "
           "(Havnby pilot)'", "[main 9fb1e38] meta-quaygate: release 1.0.0\n 6 files changed, 23 insertions(+), 9 "
           "deletions(-)")
    s.bash(None, "git push origin main --tags", "To git.haldra.dk:quaygate/quaygate.git\n   2d7e4f6..9fb1e38  main -> "
           "main\n * [new tag]         v1.0.0 -> v1.0.0")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-04-05T08:40:00", "3a7c1e90-51b2-4c8d-9e0f-1a2b3c4d2701", s1),   # Mon
    ("s2", "2027-04-07T09:15:00", "4b8d2fa1-62c3-4d9e-8f10-2b3c4d5e2702", s2),   # Wed
    ("s3", "2027-04-09T10:30:00", "5c9e30b2-73d4-4eaf-9021-3c4d5e6f2703", s3),   # Fri
    ("s4", "2027-04-13T13:10:00", "6daf41c3-84e5-4fb0-a132-4d5e6f702704", s4),   # Tue
    ("s5", "2027-04-15T10:15:00", "7eb052d4-95f6-40c1-b243-5e6f70812705", s5),   # Thu
    ("s6", "2027-04-19T09:05:00", "8fc163e5-a607-41d2-8354-6f7081922706", s6),   # Mon
    ("s7", "2027-04-21T10:05:00", "90d274f6-b718-42e3-9465-708192a32707", s7),   # Wed
    ("s8", "2027-04-23T09:20:00", "a1e38507-c829-43f4-a576-8192a3b42708", s8),   # Fri
    ("s9", "2027-04-27T13:30:00", "b2f49618-d93a-4405-b687-92a3b4c52709", s9),   # Tue
    ("s10", "2027-04-29T10:00:00", "c305a729-ea4b-4516-8798-a3b4c5d6270a", s10),  # Thu
]

#: When the questions are asked: Monday morning after the last session (a Thursday).
ASKED_AT = "2027-05-03T08:30:00Z"
