"""The ten sessions of the vetnord-infra history, step by step (see build.py and README.md)."""
from __future__ import annotations


def ansible_tasks(role: str, tasks: list[tuple[str, str, str]]) -> str:
    """A long, plausible Ansible tasks file: the whole-file reads and writes that drown search."""
    out = ["---", f"# {role}: tasks, applied to every host in site.yml", ""]
    for name, module, body in tasks:
        out += [f"- name: {name}", f"  {module}:"]
        out += [f"    {line}" for line in body.splitlines()]
        out += ["  become: true", "  tags: [" + role + "]", ""]
    return "\n".join(out)


def recap(host: str, ok: int, changed: int, skipped: int = 0) -> str:
    return (f"PLAY RECAP *********************************************************************\n"
            f"{host:<26}: ok={ok:<4} changed={changed:<4} unreachable=0    failed=0    skipped={skipped:<4} "
            f"rescued=0    ignored=0\n")


VERSIONS_TF = """terraform {
  required_version = ">= 1.9"

  required_providers {
    hcloud = {
      source  = "hetznercloud/hcloud"
      version = "~> 1.48"
    }
    hetznerdns = {
      source  = "timohirt/hetznerdns"
      version = "~> 2.2"
    }
  }

  backend "s3" {
    bucket   = "vetnord-tfstate"
    key      = "prod/terraform.tfstate"
    region   = "main"
    endpoints = { s3 = "https://fsn1.your-objectstorage.com" }
  }
}
"""

MAIN_TF = """resource "hcloud_ssh_key" "ingrid" {
  name       = "ingrid@thinkpad"
  public_key = file("~/.ssh/id_ed25519.pub")
}

resource "hcloud_firewall" "app" {
  name = "app"
  rule {
    direction  = "in"
    protocol   = "tcp"
    port       = "22"
    source_ips = ["0.0.0.0/0", "::/0"]
  }
  rule {
    direction  = "in"
    protocol   = "tcp"
    port       = "80"
    source_ips = ["0.0.0.0/0", "::/0"]
  }
  rule {
    direction  = "in"
    protocol   = "tcp"
    port       = "443"
    source_ips = ["0.0.0.0/0", "::/0"]
  }
}

resource "hcloud_server" "main" {
  name         = "app-1"
  server_type  = var.server_type
  image        = "ubuntu-24.04"
  location     = "fsn1"
  ssh_keys     = [hcloud_ssh_key.ingrid.id]
  firewall_ids = [hcloud_firewall.app.id]
  labels       = { role = "app", env = "prod" }
  backups      = false
}

variable "server_type" {
  type    = string
  default = "cx32"
}

variable "location" {
  type    = string
  default = "fsn1"
}

output "app_ipv4" { value = hcloud_server.main.ipv4_address }
output "app_ipv6" { value = hcloud_server.main.ipv6_address }
"""

COMMON_TASKS = ansible_tasks("common", [
    ("install base packages", "apt", "name: [unattended-upgrades, fail2ban, htop, jq, restic, chrony]\nstate: present\n"
     "update_cache: true\ncache_valid_time: 3600"),
    ("create admin users", "user", "name: \"{{ item.name }}\"\ngroups: [sudo]\nshell: /bin/bash\n"
     "loop: \"{{ admin_users }}\""),
    ("authorized keys for admins", "authorized_key", "user: \"{{ item.name }}\"\nkey: \"{{ item.key }}\"\n"
     "loop: \"{{ admin_users }}\""),
    ("harden sshd", "template", "src: sshd_config.j2\ndest: /etc/ssh/sshd_config.d/10-vetnord.conf\nmode: \"0644\"\n"
     "notify: restart ssh"),
    ("timezone", "timezone", "name: Europe/Oslo"),
    ("unattended upgrades, reboot in the window", "copy", "dest: /etc/apt/apt.conf.d/52vetnord\ncontent: |\n"
     "  Unattended-Upgrade::Automatic-Reboot \"true\";\n  Unattended-Upgrade::Automatic-Reboot-Time \"06:15\";"),
    ("journald size cap", "lineinfile", "path: /etc/systemd/journald.conf\nregexp: '^#?SystemMaxUse='\n"
     "line: SystemMaxUse=500M"),
    ("sysctl for postgres", "sysctl", "name: vm.swappiness\nvalue: \"10\"\nsysctl_file: /etc/sysctl.d/60-vetnord.conf"),
])

BASELINE_TASKS = COMMON_TASKS.replace("# common:", "# baseline:").replace("tags: [common]", "tags: [baseline]") \
    .replace("- name: install", "- name: Install").replace("- name: create", "- name: Create") \
    .replace("- name: authorized", "- name: Authorized").replace("- name: harden", "- name: Harden") \
    .replace("- name: timezone", "- name: Timezone").replace("- name: unattended", "- name: Unattended") \
    .replace("- name: journald", "- name: Journald").replace("- name: sysctl", "- name: Sysctl") \
    .replace("  apt:", "  ansible.builtin.apt:").replace("  user:", "  ansible.builtin.user:") \
    .replace("  authorized_key:", "  ansible.posix.authorized_key:").replace("  template:", "  ansible.builtin.template:") \
    .replace("  timezone:", "  community.general.timezone:").replace("  copy:", "  ansible.builtin.copy:") \
    .replace("  lineinfile:", "  ansible.builtin.lineinfile:").replace("  sysctl:", "  ansible.posix.sysctl:")

COMPOSE = """# docker-compose.yml from the vetjournal repo (Even's team), v2.14
services:
  web:
    image: ghcr.io/vetnord/vetjournal:2.14.3
    env_file: /etc/vetjournal/env
    ports: ["127.0.0.1:8000:8000"]
    command: gunicorn vetjournal.wsgi --workers 5 --bind 0.0.0.0:8000 --timeout 60
    depends_on: [worker]
    restart: unless-stopped
  worker:
    image: ghcr.io/vetnord/vetjournal:2.14.3
    env_file: /etc/vetjournal/env
    command: celery -A vetjournal worker -l info --concurrency 2
    restart: unless-stopped
  redis:
    image: redis:7.4-alpine
    restart: unless-stopped
# DATABASE_URL points at the host's PostgreSQL (172.17.0.1:5432), MEDIA_ROOT at /srv/vetjournal/media
"""


def s1(s):
    s.start()
    s.prompt("goal", "New repo: vetnord-infra. VetNord is a group of four small-animal clinics in northern Norway "
             "(Tromsø, Bodø, Harstad, Alta). Tore Hansen, their practice manager, hired me to move their patient "
             "journal (Vetjournal, a Django app that Even Nilsen's team builds and ships as a Docker image on "
             "ghcr.io/vetnord/vetjournal) off the old tower PC in the Tromsø back office onto Hetzner Cloud. Terraform "
             "for the cloud side (servers, firewall, DNS), Ansible for everything that runs on the machines.")
    s.prompt("nomanual", "Ground rules: nothing gets clicked together in the Hetzner console, if it exists it's in "
             "this repo. Pin every provider and collection version, I've been burned by a provider upgrade before. "
             "And never `terraform apply -auto-approve` against prod: always `plan -out`, read it, apply the saved plan.")
    s.bash(None, "ls -la", "total 16\ndrwxr-xr-x 3 ingrid ingrid 4096 Mar  1 09:04 .\ndrwxr-xr-x 9 ingrid ingrid 4096 "
           "Mar  1 09:03 ..\ndrwxr-xr-x 7 ingrid ingrid 4096 Mar  1 09:04 .git\n-rw-r--r-- 1 ingrid ingrid   31 Mar  1 "
           "09:04 README.md")
    s.write("versions", "terraform/versions.tf", VERSIONS_TF)
    s.bash("initfail", "cd terraform && terraform init", "Initializing the backend...\n",
           "Error: Retrieving AWS account details: validating provider credentials: retrieving caller identity from "
           "STS: operation error STS: GetCallerIdentity, https response error StatusCode: 403, RequestID: "
           "4f1c2a9e-77d1-4b5e-9a0c-2e8d31f6b0a4, api error InvalidClientTokenId: The security token included in the "
           "request is invalid.\n\nError: Failed to get existing workspaces: S3 bucket \"vetnord-tfstate\" does not "
           "exist.", code=1)
    s.edit("initfix", "terraform/versions.tf", "    endpoints = { s3 = \"https://fsn1.your-objectstorage.com\" }",
           "    endpoints = { s3 = \"https://fsn1.your-objectstorage.com\" }\n\n"
           "    # Hetzner Object Storage is S3-compatible, not AWS: no STS, no region list, path-style URLs\n"
           "    skip_credentials_validation = true\n    skip_region_validation      = true\n"
           "    skip_requesting_account_id  = true\n    skip_s3_checksum            = true\n"
           "    use_path_style              = true")
    s.bash("initok", "terraform init", "Initializing the backend...\n\nSuccessfully configured the backend \"s3\"!\n"
           "Initializing provider plugins...\n- Installing hetznercloud/hcloud v1.48.1...\n- Installed hetznercloud/hcloud "
           "v1.48.1 (signed by a HashiCorp partner, key ID 5219EACB3A77198B)\n- Installing timohirt/hetznerdns v2.2.0...\n"
           "\nTerraform has been successfully initialized!")
    s.prompt("fsn1", "One server to start, app-1, cx32 (4 vCPU, 8 GB), Ubuntu 24.04. Put it in Falkenstein (fsn1): "
             "it's the cheapest location, I know it well, and the state bucket is there too.")
    s.write("maintf", "terraform/main.tf", MAIN_TF)
    s.bash("plan1", "terraform plan -out prod.tfplan", "Terraform will perform the following actions:\n\n"
           "  # hcloud_firewall.app will be created\n  # hcloud_server.main will be created\n  + resource \"hcloud_server\" "
           "\"main\" {\n      + location    = \"fsn1\"\n      + name        = \"app-1\"\n      + server_type = \"cx32\"\n"
           "    }\n  # hcloud_ssh_key.ingrid will be created\n\nPlan: 3 to add, 0 to change, 0 to destroy.\n\n"
           "Saved the plan to: prod.tfplan")
    s.bash("apply1", "terraform apply prod.tfplan", "hcloud_ssh_key.ingrid: Creation complete after 1s [id=24118830]\n"
           "hcloud_firewall.app: Creation complete after 1s [id=1702291]\nhcloud_server.main: Creation complete after "
           "14s [id=58230117]\n\nApply complete! Resources: 3 added, 0 changed, 0 destroyed.\n\nOutputs:\n\n"
           "app_ipv4 = \"49.12.201.77\"\napp_ipv6 = \"2a01:4f8:c17:3b2e::1\"")
    s.write("readme", "README.md", "# vetnord-infra\n\nTerraform (terraform/) and Ansible (ansible/) for VetNord's "
            "journal on Hetzner Cloud.\n\n## Access\n\n- Hetzner Cloud project `vetnord-prod` (Tore Hansen's account; "
            "Ingrid is a member).\n- Terraform state: Object Storage bucket `vetnord-tfstate` (fsn1 endpoint), key "
            "`prod/terraform.tfstate`.\n- `HCLOUD_TOKEN` and the S3 keys: `pass vetnord/`.\n- DNS zone vetnord.no on "
            "Hetzner DNS (hetznerdns provider); the domain is registered at Domeneshop.\n")
    s.bash("commit1", "git add -A && git commit -m 'Terraform skeleton: S3 state on Hetzner Object Storage, app-1 in fsn1'",
           "[main (root-commit) 7c20e4b] Terraform skeleton: S3 state on Hetzner Object Storage, app-1 in fsn1\n"
           " 5 files changed, 118 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("ansible", "Ansible now. Inventory straight from Hetzner with the hcloud inventory plugin, grouped by the "
             "role label. Roles: common (admin users, sshd hardening, unattended-upgrades; no ufw, the Hetzner firewall "
             "does that) and postgres (PostgreSQL 16 from the PGDG apt repo, on the host, not in a container). "
             "ansible-core 2.17, collections pinned in requirements.yml.")
    s.write("inventory", "ansible/inventory/hcloud.yml", "plugin: hetzner.hcloud.hcloud\ntoken_env: HCLOUD_TOKEN\n"
            "keyed_groups:\n  - key: labels.role\n    separator: \"\"\ncompose:\n  ansible_host: ipv4\n")
    s.write("requirements", "ansible/requirements.yml", "collections:\n  - name: hetzner.hcloud\n    version: 4.2.1\n"
            "  - name: community.postgresql\n    version: 3.5.0\n  - name: community.general\n    version: 9.4.0\n"
            "  - name: ansible.posix\n    version: 1.6.2\n")
    s.bash("pingfail", "ansible -i inventory/hcloud.yml app -m ping", "",
           "app-1 | UNREACHABLE! => {\n    \"changed\": false,\n    \"msg\": \"Failed to connect to the host via ssh: "
           "ingrid@49.12.201.77: Permission denied (publickey).\",\n    \"unreachable\": true\n}", code=4)
    s.prompt("pingwhy", "Of course: the fresh Ubuntu image has no ingrid user yet, only root with the key from "
             "hcloud_ssh_key. Bootstrap as root, let the common role create the admin users and turn off root login, "
             "and from then on connect as ingrid with sudo.")
    s.edit("pingfix", "ansible/ansible.cfg", "[defaults]\ninventory = inventory/hcloud.yml",
           "[defaults]\ninventory = inventory/hcloud.yml\nremote_user = ingrid\n"
           "# first run on a new server: -e ansible_user=root (common disables root login afterwards)")
    s.bash("pingok", "ansible app -m ping -e ansible_user=root", "app-1 | SUCCESS => {\n    \"ansible_facts\": "
           "{\n        \"discovered_interpreter_python\": \"/usr/bin/python3.12\"\n    },\n    \"changed\": false,\n"
           "    \"ping\": \"pong\"\n}")
    s.write("commontasks", "ansible/roles/common/tasks/main.yml", COMMON_TASKS)
    s.bash("lintfail", "ansible-lint", "",
           "fqcn[action-core]: Use FQCN for builtin module actions (apt).\nroles/common/tasks/main.yml:4 Use "
           "`ansible.builtin.apt` or `ansible.legacy.apt` instead.\n\nfqcn[action-core]: Use FQCN for builtin module "
           "actions (user).\nroles/common/tasks/main.yml:14\n\nname[casing]: All names should start with an uppercase "
           "letter.\nroles/common/tasks/main.yml:3 Task/Handler: install base packages\n\n"
           "Failed: 14 failure(s), 0 warning(s) on 11 files. Last profile that met the validation criteria was 'min'. "
           "Rule violations: fqcn[action-core] 8, name[casing] 6. Profile 'production' was required.", code=2)
    s.prompt("fqcn", "Always the fully qualified module names (ansible.builtin.apt, never bare apt), and every task "
             "name starts with a capital letter. We lint with the production profile and it has to pass before "
             "anything is committed.")
    s.bash("lintok", "ansible-lint", "Passed: 0 failure(s), 0 warning(s) on 11 files. Profile 'production' was "
           "required, and it passed.")
    s.write("pgdefaults", "ansible/roles/postgres/defaults/main.yml", "---\npostgres_version: 16\n"
            "postgres_shared_buffers: 2GB        # a quarter of app-1's 8 GB\npostgres_effective_cache_size: 5GB\n"
            "postgres_max_connections: 60\npostgres_listen: \"127.0.0.1,172.17.0.1\"   # docker bridge for vetjournal\n")
    s.prompt("vault", "Secrets (the DB password, the ghcr.io pull token, the B2 keys later): ansible-vault, one encrypted "
             "group_vars/all/vault.yml, the vault password in my pass store. Simple enough while I'm the only one.")
    s.bash("vaultenc", "ansible-vault encrypt group_vars/all/vault.yml --vault-password-file ~/.local/bin/vault-pass",
           "Encryption successful")
    s.bash("play1", "ansible-playbook site.yml -e ansible_user=root --ask-vault-pass",
           "Vault password: \n\nPLAY [app] *********************************************************************\n"
           "TASK [postgres : Install PostgreSQL 16] ****************************************\nchanged: [app-1]\n\n"
           + recap("app-1", 23, 17, 2))
    s.remember("memrunbook1", "Running the VetNord playbooks: `ansible-playbook -i inventory/hcloud.yml site.yml "
               "--ask-vault-pass` (vault password: `pass vetnord/ansible-vault`). A brand-new server needs "
               "`-e ansible_user=root` on its first run; after that you are ingrid with sudo. Against prod always run "
               "with --check --diff first.", "How to run the Ansible playbooks", "fact")
    s.bash("commit2", "git add -A && git commit -m 'Ansible: hcloud inventory, common and postgres roles, vault'",
           "[main 1b9d6f0] Ansible: hcloud inventory, common and postgres roles, vault\n 14 files changed, 241 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("caddy", "Now the app: Vetjournal in docker compose behind a reverse proxy on journal.vetnord.no. Caddy "
             "rather than nginx + certbot: it gets and renews its certificates itself and the config is five lines.")
    s.read("compose", "../vetjournal/docker-compose.yml", COMPOSE)
    s.write("caddyfile", "ansible/roles/caddy/templates/Caddyfile.j2", "{\n    email ops@vetnord.no\n}\n\n"
            "journal.vetnord.no {\n    encode zstd gzip\n    reverse_proxy 127.0.0.1:8000\n}\n")
    s.write("dnstf", "terraform/dns.tf", "data \"hetznerdns_zone\" \"vetnord\" {\n  name = \"vetnord.no\"\n}\n\n"
            "resource \"hetznerdns_record\" \"journal_a\" {\n  zone_id = data.hetznerdns_zone.vetnord.id\n"
            "  name    = \"journal\"\n  type    = \"A\"\n  value   = hcloud_server.main.ipv4_address\n  ttl     = 300\n}\n\n"
            "resource \"hetznerdns_record\" \"journal_aaaa\" {\n  zone_id = data.hetznerdns_zone.vetnord.id\n"
            "  name    = \"journal\"\n  type    = \"AAAA\"\n  value   = \"2a01:4f8:c17:3b2e::1\" # app_ipv6 from terraform output\n"
            "  ttl     = 300\n}\n")
    s.bash(None, "terraform plan -out prod.tfplan && terraform apply prod.tfplan",
           "Plan: 2 to add, 0 to change, 0 to destroy.\nhetznerdns_record.journal_a: Creation complete after 1s\n"
           "hetznerdns_record.journal_aaaa: Creation complete after 1s\n\nApply complete! Resources: 2 added, 0 changed, "
           "0 destroyed.")
    s.bash(None, "ansible-playbook site.yml --tags caddy,vetjournal --ask-vault-pass", recap("app-1", 19, 11))
    s.bash("tls1fail", "ssh app-1 'journalctl -u caddy --since \"10 min ago\" | grep -i error | tail -2'",
           "Mar 05 14:17:07 app-1 caddy[22817]: {\"level\":\"error\",\"logger\":\"tls.obtain\",\"msg\":\"could not get "
           "certificate from issuer\",\"identifier\":\"journal.vetnord.no\",\"issuer\":\"acme-v02.api.letsencrypt.org-"
           "directory\",\"error\":\"HTTP 400 urn:ietf:params:acme:error:dns - DNS problem: NXDOMAIN looking up A for "
           "journal.vetnord.no - check that a DNS record exists for this domain\"}\nMar 05 14:17:07 app-1 caddy[22817]: "
           "{\"level\":\"error\",\"logger\":\"tls.obtain\",\"msg\":\"will retry\",\"attempt\":3,\"retrying_in\":300}")
    s.bash("digns", "dig +short NS vetnord.no @1.1.1.1", "ns1.hyp.net.\nns2.hyp.net.\nns3.hyp.net.")
    s.prompt("tls1cause", "There it is: the zone lives on Hetzner DNS, but the registrar (Domeneshop) still delegates "
             "vetnord.no to its own hyp.net nameservers, so nobody outside ever sees the records Terraform wrote. I've "
             "switched the nameservers at Domeneshop to hydrogen, oxygen and helium.ns.hetzner.com; the delegation is "
             "the one thing that can't live in Terraform, so write it down in the README.")
    s.bash("digok", "sleep 600; dig +short journal.vetnord.no @1.1.1.1", "49.12.201.77")
    s.bash("certok1", "ssh app-1 'journalctl -u caddy --since \"5 min ago\" | grep -i obtained'",
           "Mar 05 14:26:31 app-1 caddy[22817]: {\"level\":\"info\",\"logger\":\"tls.obtain\",\"msg\":\"certificate "
           "obtained successfully\",\"identifier\":\"journal.vetnord.no\",\"issuer\":\"acme-v02.api.letsencrypt.org-directory\"}")
    s.lesson("lesson1", "When a certificate can't be issued, check first that the name resolves from outside "
             "(dig @1.1.1.1) and that the registrar delegates the domain to the DNS provider Terraform writes to; "
             "records in an undelegated zone are invisible to Let's Encrypt.",
             "vetnord-infra: journal.vetnord.no got NXDOMAIN because Domeneshop still served the zone")
    s.prompt("backup", "Backups: restic straight to a Backblaze B2 bucket, nightly at 02:30 from a systemd timer, with a "
             "pg_dump of the journal database first, plus /srv/vetjournal/media. Not borg: borg wants an SSH server with "
             "borg on the other end, restic talks to B2 natively. Keep 7 daily, 4 weekly and 6 monthly snapshots; "
             "prune once a week.")
    s.write("timer", "ansible/roles/backup/templates/vetnord-backup.timer.j2", "[Unit]\nDescription=Nightly restic "
            "backup of the journal (pg_dump + media)\n\n[Timer]\nOnCalendar=*-*-* 02:30:00\nRandomizedDelaySec=5m\n"
            "Persistent=true\n\n[Install]\nWantedBy=timers.target\n")
    s.bash("backuprun", "ssh app-1 'sudo systemctl start vetnord-backup && journalctl -u vetnord-backup -n 6 -o cat'",
           "pg_dump: dumping database \"vetjournal\" (1.61 GB)\nFiles:        1843 new,     0 changed,     0 unmodified\n"
           "Dirs:          112 new,     0 changed,     0 unmodified\nAdded to the repository: 2.104 GiB (1.498 GiB stored)\n"
           "processed 1843 files, 2.104 GiB in 1:38\nsnapshot 5c1e07ab saved")
    s.bash("commit3", "git add -A && git commit -m 'Caddy + vetjournal compose on journal.vetnord.no; restic backups to B2'",
           "[main 9e41c3a] Caddy + vetjournal compose on journal.vetnord.no; restic backups to B2\n 17 files changed, "
           "204 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("slow", "Tore called: the journal feels sluggish in Tromsø and Alta, every click takes a moment. Let's "
             "measure from the Tromsø office how far away Falkenstein actually is.")
    s.bash("pingfsn", "ssh tromso-gw 'ping -c 20 -q fsn1-speed.hetzner.com'", "--- fsn1-speed.hetzner.com ping "
           "statistics ---\n20 packets transmitted, 20 received, 0% packet loss, time 19027ms\n"
           "rtt min/avg/max/mdev = 46.112/47.904/52.331/1.204 ms")
    s.bash("pinghel", "ssh tromso-gw 'ping -c 20 -q hel1-speed.hetzner.com'", "--- hel1-speed.hetzner.com ping "
           "statistics ---\n20 packets transmitted, 20 received, 0% packet loss, time 19024ms\n"
           "rtt min/avg/max/mdev = 30.407/31.218/33.980/0.702 ms")
    s.prompt("hel1", "Move it to Helsinki (hel1) after all. A journal page pulls ~25 requests, 17 ms less per round "
             "trip adds up, the price is the same, and the clinics are all in the north. The clinics closed at "
             "20:00 and Tore agreed to a short outage now: new server, restore the database from last night's "
             "restic snapshot.")
    s.edit("locedit", "terraform/main.tf", "  location     = \"fsn1\"", "  location     = \"hel1\"  # latency from the "
           "clinics, was fsn1")
    s.bash("planhel", "terraform plan -out prod.tfplan", "  # hcloud_server.main must be replaced\n-/+ resource "
           "\"hcloud_server\" \"main\" {\n      ~ id          = \"58230117\" -> (known after apply)\n      ~ ipv4_address "
           "= \"49.12.201.77\" -> (known after apply)\n      ~ location    = \"fsn1\" -> \"hel1\" # forces replacement\n"
           "    }\n  # hetznerdns_record.journal_a will be updated in-place\n\nPlan: 1 to add, 1 to change, 1 to destroy.")
    s.bash("applyhel", "terraform apply prod.tfplan", "hcloud_server.main: Destroying... [id=58230117]\n"
           "hcloud_server.main: Creation complete after 16s [id=58911402]\nhetznerdns_record.journal_a: Modifications "
           "complete after 1s\n\nApply complete! Resources: 1 added, 1 changed, 1 destroyed.\n\nOutputs:\n\n"
           "app_ipv4 = \"65.21.148.30\"\napp_ipv6 = \"2a01:4f9:c012:8d1a::1\"")
    s.bash(None, "ansible-playbook site.yml -e ansible_user=root --ask-vault-pass", recap("app-1", 61, 48, 3))
    s.bash("restore", "ssh app-1 'sudo restic restore latest --target /restore && sudo -u postgres pg_restore -d "
           "vetjournal /restore/var/backups/pg/vetjournal.dump'", "restoring <Snapshot 9a3f2c41 of [/var/backups/pg "
           "/srv/vetjournal/media] at 2027-03-09 02:30:04.118 +0100 CET by root@app-1> to /restore\n"
           "Summary: Restored 1851 files/dirs (2.113 GiB) in 4:12")
    s.bash("curlok", "curl -sI https://journal.vetnord.no | head -3", "HTTP/2 200\nalt-svc: h3=\":443\"; ma=2592000\n"
           "server: Caddy")
    s.bash("pingnew", "ssh tromso-gw 'ping -c 20 -q journal.vetnord.no'", "--- journal.vetnord.no ping statistics ---\n"
           "20 packets transmitted, 20 received, 0% packet loss, time 19030ms\nrtt min/avg/max/mdev = "
           "30.882/31.406/34.115/0.688 ms")
    s.bash("commit4", "git add -A && git commit -m 'Move app-1 from fsn1 to hel1 (latency from the clinics)'",
           "[main 4d07a8e] Move app-1 from fsn1 to hel1 (latency from the clinics)\n 2 files changed, 3 insertions(+), "
           "2 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("wg", "The reception PCs should reach the journal's admin pages and the scan-to-folder share over a VPN "
             "instead of the open internet. WireGuard hub on app-1, 10.44.0.0/24, UDP 51820, one peer per clinic "
             "router (they're MikroTik hAP ax² boxes, RouterOS 7 speaks WireGuard).")
    s.write("wgconf", "ansible/roles/wireguard/templates/wg0.conf.j2", "[Interface]\nAddress = 10.44.0.1/24\n"
            "ListenPort = 51820\nPrivateKey = {{ wireguard_private_key }}\n\n{% for peer in wireguard_peers %}\n"
            "[Peer]\n# {{ peer.name }}\nPublicKey = {{ peer.public_key }}\nAllowedIPs = {{ peer.address }}/32, "
            "{{ peer.lan }}\n\n{% endfor %}\n")
    s.edit("wgfw", "terraform/main.tf", "  rule {\n    direction  = \"in\"\n    protocol   = \"tcp\"\n    port       = \"443\"",
           "  rule {\n    direction  = \"in\"\n    protocol   = \"udp\"\n    port       = \"51820\"\n"
           "    source_ips = [\"0.0.0.0/0\", \"::/0\"]\n  }\n  rule {\n    direction  = \"in\"\n    protocol   = \"tcp\"\n"
           "    port       = \"443\"")
    s.bash("wgshow", "ssh app-1 'sudo wg show wg0'", "interface: wg0\n  public key: 3pV0...hub=\n  listening port: 51820\n\n"
           "peer: 9xTq...=  (tromso)\n  endpoint: 84.212.17.90:13231\n  allowed ips: 10.44.0.11/32, 192.168.11.0/24\n"
           "  latest handshake: 12 seconds ago\n  transfer: 18.40 KiB received, 9.12 KiB sent\n\n"
           "peer: kX3v...=  (harstad)\n  endpoint: 81.166.40.3:13231\n  latest handshake: 41 seconds ago\n\n"
           "peer: kX3v...=  (bodo)\n  allowed ips: 10.44.0.12/32, 192.168.12.0/24\n  transfer: 0 B received, 14.21 KiB sent\n\n"
           "peer: Lw8c...=  (alta)\n  latest handshake: 1 minute, 3 seconds ago")
    s.prompt("bodo", "Bodø never completes the handshake; their router log says \"Handshake for peer did not complete "
             "after 5 seconds, retrying\". The other three clinics are fine.")
    s.bash("grepkey", "grep -n -A1 'name: bodo\\|name: harstad' ansible/host_vars/app-1/wireguard.yml",
           "7:  - name: harstad\n8:    public_key: kX3vR2p9UeQ4yZ1mGf8sLw0aTnH6cVbD5jK7oPqE2xA=\n"
           "12:  - name: bodo\n13:    public_key: kX3vR2p9UeQ4yZ1mGf8sLw0aTnH6cVbD5jK7oPqE2xA=")
    s.prompt("bodocause", "Bodø's entry carries Harstad's public key, a copy-paste slip when I filled in the peer list. "
             "Harstad works because its key is right; Bodø's router signs with its own key, which the hub doesn't know. "
             "The right one from the router is Qm7rT1...")
    s.edit("bodofix", "ansible/host_vars/app-1/wireguard.yml", "  - name: bodo\n    public_key: kX3vR2p9UeQ4yZ1mGf8sLw0aTnH6cVbD5jK7oPqE2xA=",
           "  - name: bodo\n    public_key: Qm7rT1wZ8bN3xC5vK2hJ9gF4dS6aL0pO1iU7yE3tR5w=")
    s.bash("wgok", "ansible-playbook site.yml --tags wireguard --ask-vault-pass && ssh app-1 'sudo wg show wg0 | grep -A4 bodo'",
           "peer: Qm7r...=  (bodo)\n  endpoint: 46.9.114.201:13231\n  allowed ips: 10.44.0.12/32, 192.168.12.0/24\n"
           "  latest handshake: 4 seconds ago\n  transfer: 1.21 KiB received, 2.03 KiB sent")
    s.remember("memwg", "VetNord VPN: WireGuard hub wg0 on app-1, 10.44.0.1/24, UDP 51820. Peers are the clinics' "
               "MikroTik routers: Tromsø 10.44.0.11 (LAN 192.168.11.0/24), Bodø 10.44.0.12 (192.168.12.0/24), Harstad "
               "10.44.0.13 (192.168.13.0/24), Alta 10.44.0.14 (192.168.14.0/24). Peer public keys are in "
               "ansible/host_vars/app-1/wireguard.yml; when a clinic won't handshake, compare with "
               "`/interface wireguard print` on its router.", "VetNord WireGuard network plan", "fact")
    s.prompt("grafcloud", "Monitoring: Grafana Cloud's free tier for now (EU region). Grafana Alloy on app-1 ships the node "
             "metrics plus the Caddy and Postgres exporters by remote_write. No extra server to babysit.")
    s.write("alloy", "ansible/roles/alloy/templates/config.alloy.j2", "prometheus.exporter.unix \"node\" { }\n\n"
            "prometheus.scrape \"local\" {\n  targets    = concat(prometheus.exporter.unix.node.targets, [{\"__address__\" = "
            "\"127.0.0.1:2019\"}, {\"__address__\" = \"127.0.0.1:9187\"}])\n  forward_to = [prometheus.remote_write.grafana_cloud.receiver]\n}\n\n"
            "prometheus.remote_write \"grafana_cloud\" {\n  endpoint {\n    url = \"https://prometheus-prod-24-prod-eu-west-2."
            "grafana.net/api/prom/push\"\n    basic_auth {\n      username = \"{{ grafana_cloud_user }}\"\n"
            "      password = \"{{ grafana_cloud_token }}\"\n    }\n  }\n}\n")
    s.bash(None, "ssh app-1 'systemctl status alloy --no-pager | head -3'", "● alloy.service - Vendor-agnostic "
           "OpenTelemetry Collector distribution with programmable pipelines\n     Loaded: loaded "
           "(/lib/systemd/system/alloy.service; enabled; preset: enabled)\n     Active: active (running) since Thu "
           "2027-03-11 10:12:40 CET; 2min ago")
    s.bash("commit5", "git add -A && git commit -m 'WireGuard hub for the four clinics; Grafana Alloy to Grafana Cloud'",
           "[main c88f2d1] WireGuard hub for the four clinics; Grafana Alloy to Grafana Cloud\n 12 files changed, "
           "167 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("status", "Tore wants a status page the receptionists can check before calling us: Uptime Kuma on app-1, "
             "served by Caddy as status.vetnord.no. Same pattern as the journal records.")
    s.edit("dnsstatus", "terraform/dns.tf", "# status page",
           "resource \"hetznerdns_record\" \"status_a\" {\n  zone_id = data.hetznerdns_zone.vetnord.id\n  name    = \"status\"\n"
           "  type    = \"A\"\n  value   = hcloud_server.main.ipv4_address\n}\n\nresource \"hetznerdns_record\" \"status_aaaa\" {\n"
           "  zone_id = data.hetznerdns_zone.vetnord.id\n  name    = \"status\"\n  type    = \"AAAA\"\n"
           "  value   = \"2a01:4f8:c17:3b2e::1\"\n}")
    s.bash(None, "terraform plan -out prod.tfplan && terraform apply prod.tfplan", "Plan: 2 to add, 0 to change, "
           "0 to destroy.\n\nApply complete! Resources: 2 added, 0 changed, 0 destroyed.")
    s.bash("tls2fail", "ssh app-1 'journalctl -u caddy --since \"15 min ago\" | grep -i error | tail -1'",
           "Mar 15 11:11:52 app-1 caddy[1204]: {\"level\":\"error\",\"logger\":\"tls.obtain\",\"msg\":\"could not get "
           "certificate from issuer\",\"identifier\":\"status.vetnord.no\",\"error\":\"HTTP 400 "
           "urn:ietf:params:acme:error:connection - 2a01:4f8:c17:3b2e::1: Timeout during connect (likely firewall "
           "problem)\",\"challenge_type\":\"http-01\"}")
    s.prompt("tls2q", "Another certificate that won't issue, but this time the name resolves from outside and the "
             "Hetzner firewall has 80 and 443 open for ::/0. Why would Let's Encrypt say firewall?")
    s.bash("dig6", "dig +short AAAA journal.vetnord.no status.vetnord.no @1.1.1.1; terraform output app_ipv6",
           "2a01:4f8:c17:3b2e::1\n2a01:4f8:c17:3b2e::1\n\"2a01:4f9:c012:8d1a::1\"")
    s.prompt("tls2cause", "The AAAA records still carry the Falkenstein server's IPv6, typed into dns.tf from the first "
             "apply's output. When app-1 was rebuilt in hel1 the A record followed the resource and the AAAA didn't. "
             "Let's Encrypt tries IPv6 first and hits a dead address. That's also why Alta, the only clinic whose ISP "
             "gives them IPv6, has had timeouts since last week. Not a firewall problem at all.")
    s.edit("tls2fix", "terraform/dns.tf", "  value   = \"2a01:4f8:c17:3b2e::1\" # app_ipv6 from terraform output",
           "  value   = hcloud_server.main.ipv6_address")
    s.edit(None, "terraform/dns.tf", "  type    = \"AAAA\"\n  value   = \"2a01:4f8:c17:3b2e::1\"\n}",
           "  type    = \"AAAA\"\n  value   = hcloud_server.main.ipv6_address\n}")
    s.bash("certok2", "terraform apply prod.tfplan && sleep 300 && ssh app-1 'journalctl -u caddy --since \"5 min ago\" | "
           "grep -c \"certificate obtained\"'", "hetznerdns_record.journal_aaaa: Modifications complete after 1s\n"
           "hetznerdns_record.status_aaaa: Modifications complete after 1s\n\nApply complete! Resources: 0 added, "
           "2 changed, 0 destroyed.\n1")
    s.lesson("lesson2", "Never copy an address out of `terraform output` into another resource: reference the attribute "
             "(hcloud_server.main.ipv6_address). A hand-typed AAAA survived the server's replacement, pointed at a dead "
             "IPv6 for a week and broke certificate issuance, since Let's Encrypt prefers IPv6.",
             "vetnord-infra: status.vetnord.no certificate failed after the move to hel1")
    s.prompt("rolerename", "Rename the Ansible role common to baseline: 'common' collides with half the roles on Galaxy "
             "and people keep expecting it to hold shared variables. Update site.yml and the molecule scenario too.")
    s.bash("gitmv", "git mv ansible/roles/common ansible/roles/baseline", "")
    s.grep("grepcommon", "roles/common|- common", ["ansible/site.yml", "ansible/molecule/default/converge.yml",
                                                    "README.md"])
    s.edit("siteedit", "ansible/site.yml", "  roles:\n    - common\n    - postgres",
           "  roles:\n    - baseline\n    - postgres")
    s.bash(None, "ansible-lint", "Passed: 0 failure(s), 0 warning(s) on 19 files. Profile 'production' was required, "
           "and it passed.")
    s.bash("commit6", "git add -A && git commit -m 'Status page; AAAA records follow the server; role common -> baseline'",
           "[main 5a9be17] Status page; AAAA records follow the server; role common -> baseline\n 15 files changed, "
           "58 insertions(+), 14 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("retention", "Tore wants a graph of last month's load to decide whether app-1 needs to grow, and Grafana "
             "Cloud's free tier only keeps 14 days. We also got the 'approaching 10k active series' mail yesterday. "
             "Back to self-hosting: a small mon-1 (cx22) in hel1 with Prometheus (90 days retention) and Grafana, "
             "scraping app-1 over the WireGuard tunnel. Tore OK'd the extra ~4.50 EUR a month.")
    s.bash("usage", "curl -s -u $GC_USER:$GC_TOKEN https://grafana.com/api/instances/vetnord/usage | jq -c .",
           "{\"active_series\":10412,\"series_limit\":10000,\"retention_days\":14,\"dpm\":1.0}")
    s.prompt("renameres", "Before adding a second server: rename hcloud_server.main to hcloud_server.app and the variable "
             "server_type to app_server_type, with a moved block so Terraform doesn't rebuild app-1.")
    s.edit("moved", "terraform/main.tf", "resource \"hcloud_server\" \"main\" {", "moved {\n  from = hcloud_server.main\n"
           "  to   = hcloud_server.app\n}\n\nresource \"hcloud_server\" \"app\" {")
    s.edit("varrename", "terraform/main.tf", "  server_type  = var.server_type", "  server_type  = var.app_server_type")
    s.edit(None, "terraform/variables.tf", "variable \"server_type\" {", "variable \"app_server_type\" {")
    s.bash("undeclared", "terraform plan -out prod.tfplan", "",
           "Error: Reference to undeclared resource\n\n  on dns.tf line 9, in resource \"hetznerdns_record\" \"journal_a\":\n"
           "   9:   value   = hcloud_server.main.ipv4_address\n\nA managed resource \"hcloud_server\" \"main\" has not been "
           "declared in the root module.", code=1)
    s.grep("grepmain", "hcloud_server\\.main\\.", ["terraform/dns.tf", "terraform/outputs.tf"])
    s.bash("fixrefs", "sed -i 's/hcloud_server\\.main\\./hcloud_server.app./g' terraform/dns.tf terraform/outputs.tf "
           "&& terraform plan -out prod.tfplan", "  # hcloud_server.main has moved to hcloud_server.app\n"
           "    resource \"hcloud_server\" \"app\" {\n        id   = \"58911402\"\n        name = \"app-1\"\n    }\n\n"
           "Plan: 0 to add, 0 to change, 0 to destroy.")
    s.write("montf", "terraform/mon.tf", "resource \"hcloud_server\" \"mon\" {\n  name         = \"mon-1\"\n"
            "  server_type  = \"cx22\"\n  image        = \"ubuntu-24.04\"\n  location     = \"hel1\"\n"
            "  ssh_keys     = [hcloud_ssh_key.ingrid.id]\n  firewall_ids = [hcloud_firewall.mon.id]\n"
            "  labels       = { role = \"mon\", env = \"prod\" }\n}\n")
    s.write("promdefaults", "ansible/roles/prometheus/defaults/main.yml", "---\nprometheus_version: 2.55.1\n"
            "prometheus_retention: 90d\nprometheus_scrape_targets:\n  - 10.44.0.1:9100   # app-1 node_exporter over wg0\n"
            "  - 10.44.0.1:2019   # caddy metrics\n  - 10.44.0.1:9187   # postgres_exporter\n"
            "grafana_version: 11.3.0\n")
    s.bash("applymon", "terraform plan -out prod.tfplan && terraform apply prod.tfplan", "Plan: 3 to add, 0 to change, "
           "0 to destroy.\nhcloud_server.mon: Creation complete after 13s [id=59377210]\n\nApply complete! Resources: "
           "3 added, 0 changed, 0 destroyed.\n\nOutputs:\n\nmon_ipv4 = \"95.217.30.12\"")
    s.bash("playmon", "ansible-playbook site.yml --limit mon -e ansible_user=root --ask-vault-pass && ssh mon-1 "
           "'curl -s localhost:9090/api/v1/status/flags | jq -r .data[\"storage.tsdb.retention.time\"]'",
           recap("mon-1", 44, 37, 1) + "90d")
    s.bash(None, "ansible-playbook site.yml --tags alloy -e alloy_state=absent --ask-vault-pass", recap("app-1", 4, 3))
    s.bash("commit7", "git add -A && git commit -m 'Self-hosted Prometheus + Grafana on mon-1; hcloud_server.main -> app'",
           "[main e2c7b90] Self-hosted Prometheus + Grafana on mon-1; hcloud_server.main -> app\n 16 files changed, "
           "188 insertions(+), 41 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.bash(None, "git pull --rebase", "Already up to date.")
    s.prompt("sops", "Even Nilsen from the Vetjournal team joins the on-call rota and needs the secrets. Passing one "
             "ansible-vault password around over Signal isn't great, and taking it away from someone means "
             "re-encrypting everything. Switch to SOPS with age: one key per person, .sops.yaml lists the recipients, "
             "and the community.sops collection decrypts at run time.")
    s.write("sopsyaml", ".sops.yaml", "creation_rules:\n  - path_regex: ansible/group_vars/.*/secrets\\.sops\\.yaml$\n"
            "    age: >-\n      age1ingrid7q9x0v3l8k2m4n6p8r0t2v4x6z8b0d2f4h6j8l0n2p4r6t8v0x2z4,\n"
            "      age1even3k5m7p9r1t3v5x7z9b1d3f5h7j9l1n3p5r7t9v1x3z5b7d9f1h3j5l7n\n")
    s.bash("sopsfail", "ansible-vault decrypt group_vars/all/vault.yml --output - | sops --encrypt --input-type yaml "
           "--output-type yaml /dev/stdin > group_vars/all/secrets.sops.yml", "",
           "error loading config: no matching creation rules found", code=128)
    s.prompt("sopswhy", "The rule's regex says .yaml and the file is .yml. Everything in our Ansible tree is .yml, so "
             "fix the regex, not the file name.")
    s.edit("sopsfix", ".sops.yaml", "  - path_regex: ansible/group_vars/.*/secrets\\.sops\\.yaml$",
           "  - path_regex: ansible/group_vars/.*/secrets\\.sops\\.ya?ml$")
    s.bash("sopsok", "sops --encrypt --in-place ansible/group_vars/all/secrets.sops.yml && sops -d "
           "ansible/group_vars/all/secrets.sops.yml | cut -d: -f1", "vetjournal_db_password\nghcr_pull_token\n"
           "b2_account_id\nb2_account_key\nrestic_password\nwireguard_private_key\ngrafana_admin_password")
    s.edit("loadvars", "ansible/site.yml", "- hosts: all\n  become: true",
           "- hosts: all\n  become: true\n  pre_tasks:\n    - name: Load SOPS secrets\n"
           "      community.sops.load_vars:\n        file: group_vars/all/secrets.sops.yml\n      tags: [always]")
    s.bash("playcheck", "ansible-playbook site.yml --check --diff", recap("app-1", 58, 0, 4) + recap("mon-1", 41, 0, 2))
    s.bash("rmvault", "git rm ansible/group_vars/all/vault.yml", "rm 'ansible/group_vars/all/vault.yml'")
    s.remember("memtore", "Tore Hansen (VetNord's practice manager) must approve by email anything that changes the "
               "monthly Hetzner or Backblaze bill, before it is applied. Maintenance window: Sundays 06:00-08:00 "
               "Europe/Oslo only. The Tromsø emergency clinic uses the journal around the clock, so restarting app-1 "
               "outside the window needs a call to the vet on duty first (Sigrun Dahl, head vet, keeps the rota). "
               "Reports to Tore: short, in Norwegian bokmål.", "Tore, approvals and the maintenance window", "fact")
    s.prompt("commitstyle", "Commit messages from now on: prefix tf:, ansible:, ci: or docs:, imperative mood, and "
             "the body says whether it needs a terraform apply or a playbook run to take effect.")
    s.bash("commit8", "git add -A && git commit -m 'ansible: replace ansible-vault with SOPS + age' -m 'Needs a playbook "
           "run (no changes expected).'", "[main 0f3d6a2] ansible: replace ansible-vault with SOPS + age\n 6 files "
           "changed, 52 insertions(+), 31 deletions(-)\n delete mode 100644 ansible/group_vars/all/vault.yml")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("backupalert", "Prometheus fired BackupTooOld overnight: no successful restic snapshot since Saturday. "
             "Have a look on app-1.")
    s.bash("bstatus", "ssh app-1 'systemctl status vetnord-backup.service --no-pager | tail -4'",
           "     Active: failed (Result: exit-code) since Tue 2027-03-23 02:31:07 CET; 7h ago\n"
           "Mar 23 02:31:07 app-1 restic[41822]: Fatal: unable to create lock in backend: repository is already locked "
           "exclusively by PID 9127 on app-1 by root (UID 0, GID 0)\nMar 23 02:31:07 app-1 restic[41822]: lock was "
           "created at 2027-03-20 04:10:55 (76h20m12s ago)\nMar 23 02:31:07 app-1 systemd[1]: vetnord-backup.service: "
           "Failed with result 'exit-code'.", code=3)
    s.bash("oom", "ssh app-1 'journalctl -k --since \"2027-03-20 04:00\" --until \"2027-03-20 05:00\" | grep -i kill'",
           "Mar 20 04:31:18 app-1 kernel: Out of memory: Killed process 9127 (restic) total-vm:4418236kB, "
           "anon-rss:3102552kB, file-rss:0kB, shmem-rss:0kB, UID:0 pgtables:6544kB oom_score_adj:0")
    s.prompt("lockcause", "So Saturday's weekly prune ran out of memory next to Postgres and gunicorn, got OOM-killed "
             "and left its exclusive lock behind, and every nightly backup since then refused to start. Remove the "
             "stale lock, cap the prune's memory (GOGC=20, MemoryMax=1500M) and have the backup service clear stale "
             "locks before it starts.")
    s.bash("unlock", "ssh app-1 'sudo -E restic unlock'", "successfully removed 1 locks")
    s.edit("prunefix", "ansible/roles/backup/templates/vetnord-prune.service.j2", "[Service]\nType=oneshot",
           "[Service]\nType=oneshot\nEnvironment=GOGC=20\nMemoryMax=1500M\nExecStartPre=/usr/bin/restic unlock")
    s.bash("backupok", "ssh app-1 'sudo systemctl start vetnord-backup && journalctl -u vetnord-backup -n 3 -o cat'",
           "Added to the repository: 1.304 GiB (1.087 GiB stored)\nprocessed 1977 files, 2.388 GiB in 2:05\n"
           "snapshot e81d44c0 saved")
    s.bash("stats", "ssh app-1 'sudo -E restic stats --mode raw-data'", "scanning...\nStats in raw-data mode:\n"
           "     Snapshots processed:  19\n    Total Blob Count:  41877\n     Total Uncompressed Size:  52.604 GiB\n"
           "            Total Size:  38.218 GiB\n    Compression Ratio:  1.38x")
    s.prompt("alertpref", "And backup alerts shouldn't wake anybody: route BackupTooOld to the drift@vetnord.no mailbox "
             "only. The only thing that pages the on-call phone at night is the journal itself being down.")
    s.read(None, "ansible/roles/baseline/tasks/main.yml", BASELINE_TASKS)
    s.remember("memrunbook2", "Running the VetNord playbooks (current): secrets are in SOPS + age now, there is no vault "
               "password any more. Put your age key in ~/.config/sops/age/keys.txt, then run "
               "`ansible-playbook site.yml --check --diff` first and then without --check (no --ask-vault-pass). "
               "A brand-new server still needs `-e ansible_user=root` on its first run only.",
               "How to run the Ansible playbooks (updated)", "fact")
    s.bash("commit9", "git add -A && git commit -m 'ansible: clear stale restic locks, cap prune memory; backup alerts "
           "to mail only' -m 'Needs a playbook run (--tags backup,prometheus).'",
           "[main 8b61e05] ansible: clear stale restic locks, cap prune memory; backup alerts to mail only\n 4 files "
           "changed, 19 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("ci", "CI on GitLab (gitlab.com/vetnord/infra): on every merge request run terraform fmt -check, validate "
             "and tflint, plus ansible-lint, and post the terraform plan as an MR comment. Applying stays manual from "
             "my laptop, never from CI: the runner must not hold a read-write Hetzner token.")
    s.write("ciyaml", ".gitlab-ci.yml", "stages: [lint, plan]\n\nvariables:\n  TF_ROOT: terraform\n\n"
            "tf-fmt:\n  stage: lint\n  image: hashicorp/terraform:1.9.8\n  script:\n    - terraform -chdir=$TF_ROOT fmt "
            "-check -recursive\n\ntflint:\n  stage: lint\n  image: ghcr.io/terraform-linters/tflint:v0.54.0\n  script:\n"
            "    - tflint --chdir=$TF_ROOT --recursive\n\nansible-lint:\n  stage: lint\n  image: "
            "registry.gitlab.com/pipeline-components/ansible-lint:latest\n  script:\n    - cd ansible && ansible-lint\n\n"
            "plan:\n  stage: plan\n  image: hashicorp/terraform:1.9.8\n  rules:\n    - if: $CI_PIPELINE_SOURCE == "
            "\"merge_request_event\"\n  script:\n    - terraform -chdir=$TF_ROOT init -input=false\n"
            "    - terraform -chdir=$TF_ROOT plan -input=false -no-color | tee plan.txt\n    - ./ci/post_plan.sh plan.txt\n")
    s.bash("fmtfail", "terraform fmt -check -recursive", "mon.tf\nversions.tf", code=3)
    s.bash(None, "terraform fmt -recursive", "mon.tf\nversions.tf")
    s.bash("tflintfail", "tflint --recursive", "1 issue(s) found:\n\nWarning: [Fixable] variable \"location\" is declared "
           "but not used (terraform_unused_declarations)\n\n  on main.tf line 48:\n  48: variable \"location\" {\n\n"
           "Reference: https://github.com/terraform-linters/tflint-ruleset-terraform/blob/v0.10.0/docs/rules/"
           "terraform_unused_declarations.md", code=2)
    s.edit("tflintfix", "terraform/main.tf", "variable \"location\" {\n  type    = string\n  default = \"fsn1\"\n}\n", "")
    s.edit("hcloudbump", "terraform/versions.tf", "      version = \"~> 1.48\"", "      version = \"~> 1.49\"")
    s.bash("initupgrade", "terraform init -upgrade", "- Finding hetznercloud/hcloud versions matching \"~> 1.49\"...\n"
           "- Installing hetznercloud/hcloud v1.49.1...\n- Installed hetznercloud/hcloud v1.49.1 (signed by a HashiCorp "
           "partner, key ID 5219EACB3A77198B)\n\nTerraform has been successfully initialized!")
    s.bash("readtoken", "glab variable list | grep HCLOUD", "HCLOUD_TOKEN_RO  masked  protected  (read-only project token)")
    s.bash("pipeline", "git push -u origin ci && glab mr create --fill && glab ci status", "Pipeline #1418822093 "
           "(merge_request_event) for ci\n(passed) • 00m 21s   lint    tf-fmt\n(passed) • 00m 34s   lint    tflint\n"
           "(passed) • 01m 02s   lint    ansible-lint\n(passed) • 00m 48s   plan    plan\n\nplan: No changes. Your "
           "infrastructure matches the configuration.")
    s.bash("commit10", "git add -A && git commit -m 'ci: fmt, validate, tflint, ansible-lint and plan on MRs; tf: hcloud "
           "1.49' -m 'Needs terraform init -upgrade; no apply.'", "[ci 31aa7f9] ci: fmt, validate, tflint, ansible-lint "
           "and plan on MRs; tf: hcloud 1.49\n 7 files changed, 81 insertions(+), 9 deletions(-)")
    s.bash(None, "git status", "On branch ci\nYour branch is up to date with 'origin/ci'.\nnothing to commit, "
           "working tree clean")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-03-01T09:00:00", "5d1e7a20-0b3c-4e51-9a6f-1c2d3e4f0101", s1),   # Mon
    ("s2", "2027-03-03T10:00:00", "6e2f8b31-1c4d-4f62-8b70-2d3e4f5a0202", s2),   # Wed
    ("s3", "2027-03-05T13:00:00", "7f309c42-2d5e-4073-9c81-3e4f5a6b0303", s3),   # Fri
    ("s4", "2027-03-09T19:05:00", "8041ad53-3e6f-4184-ad92-4f5a6b7c0404", s4),   # Tue
    ("s5", "2027-03-11T08:30:00", "9152be64-4f70-4295-bea3-5a6b7c8d0505", s5),   # Thu
    ("s6", "2027-03-15T10:00:00", "a263cf75-5081-43a6-8fb4-6b7c8d9e0606", s6),   # Mon
    ("s7", "2027-03-17T14:00:00", "b374d086-6192-44b7-90c5-7c8d9eaf0707", s7),   # Wed
    ("s8", "2027-03-19T11:00:00", "c485e197-72a3-45c8-a1d6-8d9eafb00808", s8),   # Fri
    ("s9", "2027-03-23T09:00:00", "d596f2a8-83b4-46d9-b2e7-9eafb0c10909", s9),   # Tue
    ("s10", "2027-03-26T13:00:00", "e6a703b9-94c5-47ea-c3f8-afb0c1d21010", s10),  # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2027-03-29T08:30:00Z"
