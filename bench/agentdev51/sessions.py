"""The eleven sessions of the harbourline-platform history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad51_files import (
    ARGOCD_VALUES,
    CLUSTERISSUER_DNS,
    CLUSTERISSUER_HTTP,
    CNPG_CLUSTER,
    EXTERNAL_DNS_VALUES,
    FREIGHTDESK_RULES,
    FREIGHTDESK_VALUES_PROD,
    INGRESS_NGINX_VALUES,
    KPS_VALUES,
    LONGHORN_VALUES,
    MAKEFILE,
    REPO_README,
    ROOT_APP,
    VELERO_VALUES,
)


def app_yaml(name: str, ns: str, repo: str, chart: str, version: str, values: str, extra_opts=()) -> str:
    """One Argo CD Application of clusters/prod/apps/ (a Helm chart with values from this repo)."""
    opts = "\n".join(f"      - {o}" for o in ("CreateNamespace=true", *extra_opts))
    return (f"apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  name: {name}\n  namespace: argocd\n"
            f"spec:\n  project: default\n  sources:\n    - repoURL: {repo}\n      chart: {chart}\n"
            f"      targetRevision: {version}\n      helm:\n        valueFiles:\n          - $values/{values}\n"
            f"    - repoURL: git@github.com:harbourline/harbourline-platform.git\n      targetRevision: main\n"
            f"      ref: values\n  destination:\n    server: https://kubernetes.default.svc\n    namespace: {ns}\n"
            f"  syncPolicy:\n    automated:\n      prune: false\n      selfHeal: false\n    syncOptions:\n{opts}\n")


def recap(changed: int) -> str:
    return ("PLAY RECAP *********************************************************************\n"
            f"hl-node-1                  : ok=14   changed={changed}    unreachable=0    failed=0    skipped=2    "
            "rescued=0    ignored=0\n"
            f"hl-node-2                  : ok=14   changed={changed}    unreachable=0    failed=0    skipped=2    "
            "rescued=0    ignored=0\n"
            f"hl-node-3                  : ok=14   changed={changed}    unreachable=0    failed=0    skipped=2    "
            "rescued=0    ignored=0\n")


def s1(s):
    s.start()
    s.prompt("goal", "new repo: harbourline-platform. Context: Harbourline Logistik in Hamburg (about 70 people, 38 "
             "trucks) runs its transport management app freightdesk (Django, Celery, Postgres) on one old VM, "
             "fd-legacy. We rented three Hetzner AX42 dedicated servers in FSN1 (hl-node-1/2/3) and ansible already "
             "installed k3s v1.30.6+k3s1 on them last week, all three as servers with embedded etcd, talking over a "
             "vSwitch (VLAN 4000, 10.20.0.0/24). This repo should become the GitOps source of truth: Argo CD with "
             "an app of apps, cert-manager, external-dns on Cloudflare, Longhorn, Sealed Secrets, "
             "kube-prometheus-stack, Velero and CloudNativePG for freightdesk's database. Ines Baptista (our CTO) "
             "signs off on anything that touches production data.")
    s.bash(None, "ls -la && git log --oneline | head -3",
           "total 20\ndrwxr-xr-x  4 tjark tjark 4096 Nov  8 09:11 .\ndrwxr-xr-x 23 tjark tjark 4096 Nov  8 09:10 ..\n"
           "drwxr-xr-x  8 tjark tjark 4096 Nov  8 09:11 .git\n-rw-r--r--  1 tjark tjark   38 Nov  8 09:11 .gitignore\n"
           "drwxr-xr-x  4 tjark tjark 4096 Nov  8 09:11 ansible\n"
           "3f0c1aa ansible: k3s servers on hl-node-1..3 with embedded etcd")
    s.bash("nodes", "kubectl get nodes -o wide",
           "NAME        STATUS   ROLES                       AGE   VERSION        INTERNAL-IP   EXTERNAL-IP     "
           "OS-IMAGE             KERNEL-VERSION     CONTAINER-RUNTIME\n"
           "hl-node-1   Ready    control-plane,etcd,master   5d    v1.30.6+k3s1   10.20.0.11    88.99.142.17    "
           "Ubuntu 24.04.1 LTS   6.8.0-48-generic   containerd://1.7.22-k3s1\n"
           "hl-node-2   Ready    control-plane,etcd,master   5d    v1.30.6+k3s1   10.20.0.12    88.99.142.18    "
           "Ubuntu 24.04.1 LTS   6.8.0-48-generic   containerd://1.7.22-k3s1\n"
           "hl-node-3   Ready    control-plane,etcd,master   5d    v1.30.6+k3s1   10.20.0.13    94.130.66.201   "
           "Ubuntu 24.04.1 LTS   6.8.0-48-generic   containerd://1.7.22-k3s1")
    s.prompt("rules", "House rules before we write anything: 1) nothing gets kubectl apply'd by hand except the "
             "one-time Argo CD bootstrap, if it isn't in git it doesn't exist. 2) every Helm chart pinned to an "
             "exact version and every image to an exact tag, no ranges, no latest. 3) never a plain Secret manifest "
             "in git, Sealed Secrets only. 4) commit messages as `area: what changed`, e.g. `cert-manager: ...`.")
    s.write("argovalues", "platform/argocd/values.yaml", ARGOCD_VALUES)
    s.bash("helminstall", "helm repo add argo https://argoproj.github.io/argo-helm && helm install argocd argo/argo-cd "
           "--version 7.7.5 -n argocd --create-namespace -f platform/argocd/values.yaml",
           "\"argo\" has been added to your repositories\nNAME: argocd\nLAST DEPLOYED: Mon Nov  8 09:31:44 2027\n"
           "NAMESPACE: argocd\nSTATUS: deployed\nREVISION: 1\nTEST SUITE: None\nNOTES:\nIn order to access the "
           "server UI you have the following options:\n\n1. kubectl port-forward service/argocd-server -n argocd "
           "8080:443\n\nAfter reaching the UI the first time you can login with username: admin and the random "
           "password generated during the installation. You can find the password by running:\n\nkubectl -n argocd "
           "get secret argocd-initial-admin-secret -o jsonpath=\"{.data.password}\" | base64 -d")
    s.write("rootapp1", "bootstrap/root-app.yaml", ROOT_APP)
    s.prompt("prunewhy", "Keep automated sync on the root app but with prune and selfHeal off for now. I want to see "
             "what Argo CD would delete before it deletes anything: we press prune in the UI ourselves after "
             "reading the diff.")
    s.write("selfmanage", "clusters/prod/apps/argocd.yaml",
            app_yaml("argocd", "argocd", "https://argoproj.github.io/argo-helm", "argo-cd", "7.7.5",
                     "platform/argocd/values.yaml"))
    s.bash("applyroot", "kubectl apply -f bootstrap/root-app.yaml && sleep 60 && argocd app list --core",
           "application.argoproj.io/root created\nNAME           CLUSTER                         NAMESPACE  PROJECT  "
           "STATUS  HEALTH   SYNCPOLICY  CONDITIONS  REPO                                                  PATH  "
           "             TARGET\nargocd/argocd  https://kubernetes.default.svc  argocd     default  Synced  Healthy  "
           "Auto        <none>      https://argoproj.github.io/argo-helm                                     7.7.5\n"
           "argocd/root    https://kubernetes.default.svc  argocd     default  Synced  Healthy  Auto        <none>      "
           "git@github.com:harbourline/harbourline-platform.git  clusters/prod/apps  main")
    s.write("readme", "README.md", REPO_README)
    s.bash(None, "git status --short", "?? README.md\n?? bootstrap/\n?? clusters/\n?? platform/")
    s.bash("commit1", "git add -A && git commit -m 'argocd: bootstrap app of apps, self-managed argo-cd 7.7.5' && "
           "git push origin main", "[main 8a41d2c] argocd: bootstrap app of apps, self-managed argo-cd 7.7.5\n"
           " 4 files changed, 171 insertions(+)\n create mode 100644 README.md\n create mode 100644 "
           "bootstrap/root-app.yaml\n create mode 100644 clusters/prod/apps/argocd.yaml\n create mode 100644 "
           "platform/argocd/values.yaml\nTo github.com:harbourline/harbourline-platform.git\n   3f0c1aa..8a41d2c  "
           "main -> main")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git pull && git status", "Already up to date.\nOn branch main\nYour branch is up to date with "
           "'origin/main'.\n\nnothing to commit, working tree clean")
    s.prompt("traefik", "Ingress and certificates today. For ingress just use the Traefik that k3s ships (v2.11, "
             "installed by its own HelmChart), no extra controller, one less thing to run. cert-manager v1.16.1 with "
             "Let's Encrypt, HTTP-01 through Traefik is enough for argocd.harbourline.de and later grafana. ACME "
             "contact platform@harbourline.de.")
    s.write("certapp", "clusters/prod/apps/cert-manager.yaml",
            app_yaml("cert-manager", "cert-manager", "https://charts.jetstack.io", "cert-manager", "v1.16.1",
                     "platform/cert-manager/values.yaml"))
    s.write("issuerhttp", "platform/cert-manager/clusterissuer.yaml", CLUSTERISSUER_HTTP)
    s.bash("certsynced", "git add -A && git commit -qm 'cert-manager: v1.16.1 with letsencrypt-http issuer' && git "
           "push -q && argocd app wait cert-manager --core --health --timeout 300 && kubectl get clusterissuer",
           "Name:               argocd/cert-manager\nSync Status:        Synced to v1.16.1\nHealth Status:      "
           "Healthy\n\nNAME               READY   AGE\nletsencrypt-http   True    41s")
    s.prompt("argoallow", "Ines doesn't want the Argo CD UI (and later Grafana) reachable from the internet: only from "
             "the office range 212.114.33.0/28 and our WireGuard 10.99.0.0/24. Put an IP allow-list in front of "
             "those ingresses.")
    s.write("middleware", "platform/traefik/middleware-ipallow.yaml",
            "apiVersion: traefik.io/v1alpha1\nkind: Middleware\nmetadata:\n  name: office-only\n  namespace: argocd\n"
            "spec:\n  ipAllowList:\n    sourceRange:\n      - 212.114.33.0/28   # office Hamburg\n      - 10.99.0.0/24"
            "      # WireGuard\n")
    s.edit("ipallow", "platform/argocd/values.yaml",
           "    annotations:\n      cert-manager.io/cluster-issuer: letsencrypt-http",
           "    annotations:\n      cert-manager.io/cluster-issuer: letsencrypt-http\n      "
           "traefik.ingress.kubernetes.io/router.middlewares: argocd-office-only@kubernetescrd")
    s.bash("certready", "kubectl -n argocd get certificate,ingress && curl -sI https://argocd.harbourline.de | head -1",
           "NAME                                           READY   SECRET              AGE\n"
           "certificate.cert-manager.io/argocd-server-tls   True    argocd-server-tls   3m12s\n\n"
           "NAME                                      CLASS     HOSTS                   ADDRESS                    "
           "                PORTS     AGE\ningress.networking.k8s.io/argocd-server   traefik   argocd.harbourline.de   "
           "88.99.142.17,88.99.142.18,94.130.66.201   80, 443   3m14s\nHTTP/2 200")
    s.prompt("sealed", "Sealed Secrets next: the controller in kube-system, chart 2.16.2 (controller 0.27.2). Fetch "
             "its public cert into .sealed-secrets/prod.pem and commit that, so anyone can seal offline.")
    s.write("sealedapp", "clusters/prod/apps/sealed-secrets.yaml",
            app_yaml("sealed-secrets", "kube-system", "https://bitnami-labs.github.io/sealed-secrets",
                     "sealed-secrets", "2.16.2", "platform/sealed-secrets/values.yaml"))
    s.bash("fetchcert", "kubeseal --controller-namespace kube-system --controller-name sealed-secrets --fetch-cert > "
           ".sealed-secrets/prod.pem && openssl x509 -in .sealed-secrets/prod.pem -noout -subject -enddate",
           "subject=O = sealed-secret, CN = \nnotAfter=Nov  7 10:52:18 2037 GMT")
    s.bash("commit2", "git add -A && git commit -m 'sealed-secrets: controller 0.27.2, public cert; argocd: office "
           "allow-list via traefik middleware' && git push",
           "[main c19e07b] sealed-secrets: controller 0.27.2, public cert; argocd: office allow-list via traefik "
           "middleware\n 4 files changed, 58 insertions(+), 1 deletion(-)\nTo "
           "github.com:harbourline/harbourline-platform.git\n   5d2a8f1..c19e07b  main -> main")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("dns01", "Change of plan for certificates. Ines wants port 80 closed in the Hetzner firewall on all three "
             "nodes, and the internal tools only reachable from the office and VPN, so Let's Encrypt can't do HTTP-01 "
             "against them anymore. Switch to DNS-01 on Cloudflare and issue one wildcard for *.harbourline.de "
             "instead of a cert per host. Call the new issuer letsencrypt-dns and retire letsencrypt-http. Token: a "
             "Cloudflare API token restricted to Zone:DNS:Edit and Zone:Zone:Read on harbourline.de, not the global "
             "API key.")
    s.write("issuerdns", "platform/cert-manager/clusterissuer.yaml", CLUSTERISSUER_DNS)
    s.grep("grephttp", "letsencrypt-http", ["platform/argocd/values.yaml", "platform/cert-manager/clusterissuer.yaml",
                                            "README.md"])
    s.edit("argoissuer", "platform/argocd/values.yaml",
           "    annotations:\n      cert-manager.io/cluster-issuer: letsencrypt-http\n",
           "    annotations: {}\n    extraTls:\n      - hosts: [argocd.harbourline.de]\n        secretName: "
           "wildcard-harbourline-de-tls\n")
    s.bash("sealcf", "kubectl create secret generic cloudflare-api-token -n cert-manager "
           "--from-literal=api-token=\"$CF_DNS_TOKEN\" --dry-run=client -o yaml | kubeseal -o yaml > "
           "platform/cert-manager/sealed-cloudflare-api-token.yaml && git add -A && git commit -qm 'cert-manager: "
           "letsencrypt-dns issuer, wildcard certificate' && git push -q", "")
    s.bash("unseal1", "kubectl -n cert-manager describe sealedsecret cloudflare-api-token | tail -4",
           "Events:\n  Type     Reason          Age               From            Message\n  ----     ------          "
           "----              ----            -------\n  Warning  ErrUnsealFailed  18s (x3 over 62s)  sealed-secrets  "
           "Failed to unseal: no key could decrypt secret (api-token)")
    s.bash("ctx", "kubectl config get-contexts", "CURRENT   NAME            CLUSTER         AUTHINFO        NAMESPACE\n"
           "          harbourline     harbourline     tjark-admin     \n*         kind-scratch    kind-scratch    "
           "kind-scratch    ")
    s.prompt("unsealwhy1", "There it is. kubeseal without --cert asks the controller of the current kube context, and "
             "mine was still kind-scratch from trying the chart locally yesterday, so the token got sealed with the "
             "kind cluster's key, which the prod controller can't open. Always seal offline against "
             ".sealed-secrets/prod.pem: add a `make seal` target that passes --cert and the namespace.")
    s.write("makeseal", "Makefile",
            "# make seal NS=cert-manager NAME=cloudflare-api-token FILE=/tmp/cf.env\nseal:\n"
            "\tkubectl create secret generic $(NAME) -n $(NS) --from-env-file=$(FILE) --dry-run=client -o yaml | \\\n"
            "\tkubeseal --cert .sealed-secrets/prod.pem -o yaml > platform/$(NS)/sealed-$(NAME).yaml\n")
    s.bash("unsealok", "make seal NS=cert-manager NAME=cloudflare-api-token FILE=/tmp/cf.env && git commit -qam "
           "'cert-manager: reseal cloudflare token with the prod cert' && git push -q && sleep 30 && kubectl -n "
           "cert-manager get sealedsecret,secret cloudflare-api-token",
           "kubectl create secret generic cloudflare-api-token -n cert-manager --from-env-file=/tmp/cf.env "
           "--dry-run=client -o yaml | \\\nkubeseal --cert .sealed-secrets/prod.pem -o yaml > "
           "platform/cert-manager/sealed-cloudflare-api-token.yaml\nNAME                                              "
           "    STATUS   SYNCED   AGE\nsealedsecret.bitnami.com/cloudflare-api-token             True     4m\n\nNAME"
           "                          TYPE     DATA   AGE\nsecret/cloudflare-api-token   Opaque   1      28s")
    s.lesson("lesson1", "A SealedSecret failing with 'no key could decrypt secret' right after sealing: check which "
             "controller's key sealed it. kubeseal without --cert fetches the certificate from the current kube "
             "context; with kind-scratch active it sealed for the wrong cluster. Seal offline with --cert "
             ".sealed-secrets/prod.pem (make seal).", "harbourline-platform: Cloudflare token for cert-manager DNS-01 "
             "would not unseal on the prod cluster")
    s.write("extdns", "platform/external-dns/values.yaml", EXTERNAL_DNS_VALUES)
    s.prompt("upsertwhy", "external-dns with policy upsert-only, never sync: the Cloudflare zone also has our MX, SPF "
             "and DKIM records and the website records that Studio Kranich (the web agency) manages. external-dns "
             "must never delete a record it didn't create. txtOwnerId harbourline-prod.")
    s.bash("wildcardok", "kubectl -n cert-manager get certificate wildcard-harbourline-de && kubectl -n external-dns "
           "logs deploy/external-dns --since 10m | tail -3",
           "NAME                      READY   SECRET                        AGE\nwildcard-harbourline-de   True    "
           "wildcard-harbourline-de-tls   96s\ntime=\"2027-11-12T14:05:11Z\" level=info msg=\"Changing record.\" "
           "action=CREATE record=argocd.harbourline.de ttl=1 type=A zone=9f1c2e7a4b\ntime=\"2027-11-12T14:05:11Z\" "
           "level=info msg=\"Changing record.\" action=CREATE record=_extdns.a-argocd.harbourline.de ttl=1 type=TXT "
           "zone=9f1c2e7a4b\ntime=\"2027-11-12T14:05:58Z\" level=info msg=\"All records are already up to date\"")
    s.remember("memtls", "TLS and DNS on the harbourline cluster (since 12 Nov 2027): ClusterIssuer letsencrypt-dns "
               "solves DNS-01 on Cloudflare with an API token limited to Zone:DNS:Edit + Zone:Zone:Read on "
               "harbourline.de (SealedSecret cert-manager/cloudflare-api-token); one wildcard certificate "
               "*.harbourline.de in secret cert-manager/wildcard-harbourline-de-tls. The HTTP-01 issuer "
               "letsencrypt-http was retired because port 80 is closed. external-dns 0.15.0 on Cloudflare, "
               "policy upsert-only, txtOwnerId harbourline-prod.", "certificates and DNS setup", "fact")
    s.bash("commit3", "git add -A && git commit -m 'external-dns: cloudflare, upsert-only; cert-manager: wildcard via "
           "DNS-01, drop letsencrypt-http' && git push",
           "[main 77be3d0] external-dns: cloudflare, upsert-only; cert-manager: wildcard via DNS-01, drop "
           "letsencrypt-http\n 6 files changed, 94 insertions(+), 19 deletions(-)\nTo "
           "github.com:harbourline/harbourline-platform.git\n   b08c6e2..77be3d0  main -> main")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git log --oneline -4", "77be3d0 external-dns: cloudflare, upsert-only; cert-manager: wildcard via "
           "DNS-01, drop letsencrypt-http\nb08c6e2 cert-manager: reseal cloudflare token with the prod cert\n"
           "4e97a10 cert-manager: letsencrypt-dns issuer, wildcard certificate\nc19e07b sealed-secrets: controller "
           "0.27.2, public cert; argocd: office allow-list via traefik middleware")
    s.prompt("longhorn", "Storage today: Longhorn 1.7.2. The AX42s only have the two 512 GB NVMe in software RAID1, so "
             "the data path is /var/lib/longhorn on the root filesystem. Default replica count 3, one replica per "
             "node. New rule from here on: every PVC names its storage class explicitly, there is no default "
             "storage class in this cluster, and k3s's local-path must not be the default either.")
    s.write("lhvalues", "platform/longhorn/values.yaml", LONGHORN_VALUES)
    s.write("recurring", "platform/longhorn/recurringjobs.yaml",
            "apiVersion: longhorn.io/v1beta2\nkind: RecurringJob\nmetadata:\n  name: hourly-snap\n  namespace: "
            "longhorn-system\nspec:\n  task: snapshot\n  cron: \"0 * * * *\"\n  retain: 48\n  concurrency: 2\n  "
            "groups: [default]\n  labels:\n    schedule: hourly\n")
    s.bash("iscsifail", "argocd app get longhorn --core | head -6 && kubectl -n longhorn-system logs ds/longhorn-manager "
           "--tail 3", "Name:               argocd/longhorn\nSync Status:        Synced to 1.7.2\nHealth Status:      "
           "Degraded\n\nCONDITION  MESSAGE\n\ntime=\"2027-11-16T08:44:40Z\" level=error msg=\"Failed environment "
           "check, please make sure you have iscsiadm/open-iscsi installed on the host\"\ntime=\"2027-11-16T08:44:40Z\" "
           "level=fatal msg=\"Error starting manager: failed to check environment, please make sure you have "
           "iscsiadm/open-iscsi installed on the host: failed to execute: /usr/bin/nsenter [nsenter "
           "--mount=/host/proc/1/ns/mnt --net=/host/proc/1/ns/net iscsiadm --version], output , stderr nsenter: "
           "failed to execute iscsiadm: No such file or directory\\n: exit status 127\"")
    s.prompt("iscsiwhy", "The nodes don't have open-iscsi. Longhorn also wants nfs-common for RWX volumes and the "
             "iscsi_tcp module loaded. That's node preparation, so it goes into the ansible node role, not into the "
             "cluster.")
    s.tool_failure("editfail", "Edit", {"file_path": "/home/tjark/src/harbourline-platform/ansible/roles/node/tasks/"
                                        "main.yml", "old_string": "    name:\n      - curl\n      - jq",
                                        "new_string": "    name:\n      - curl\n      - jq\n      - open-iscsi"},
                   "String to replace not found in file.\nString:     name:\n      - curl\n      - jq")
    s.edit("iscsifix", "ansible/roles/node/tasks/main.yml",
           "    name: [curl, jq, wireguard-tools, chrony]\n    state: present",
           "    name: [curl, jq, wireguard-tools, chrony, open-iscsi, nfs-common, cryptsetup]\n    state: present\n\n"
           "- name: Load iscsi_tcp at boot (Longhorn)\n  community.general.modprobe:\n    name: iscsi_tcp\n"
           "    persistent: present\n\n- name: iscsid running\n  ansible.builtin.systemd_service:\n    name: iscsid\n"
           "    enabled: true\n    state: started")
    s.bash("ansiblerun", "cd ansible && ansible-playbook -i inventory/prod.yml site.yml --tags node --diff",
           "PLAY [k3s nodes] ***************************************************************\n\nTASK [node : Base "
           "packages] ***********************************************************\nchanged: [hl-node-1]\nchanged: "
           "[hl-node-2]\nchanged: [hl-node-3]\n\nTASK [node : Load iscsi_tcp at boot (Longhorn)] "
           "*****************************\nchanged: [hl-node-1]\nchanged: [hl-node-2]\nchanged: [hl-node-3]\n\n"
           + recap(3))
    s.bash("lhready", "kubectl -n longhorn-system get nodes.longhorn.io",
           "NAME        READY   ALLOWSCHEDULING   SCHEDULABLE   AGE\nhl-node-1   True    true              True        "
           "  3m\nhl-node-2   True    true              True          3m\nhl-node-3   True    true              True    "
           "      3m")
    s.edit("nolocalpath", "ansible/roles/k3s/templates/config.yaml.j2",
           "cluster-init: {{ inventory_hostname == 'hl-node-1' }}",
           "cluster-init: {{ inventory_hostname == 'hl-node-1' }}\ndisable:\n  - local-storage   # Longhorn only, "
           "every PVC names its class")
    s.prompt("cnpg", "Postgres for freightdesk: CloudNativePG operator chart 0.22.1 (operator 1.24.1) and a Cluster "
             "freightdesk-db in namespace freightdesk: 3 instances of Postgres 16.4, 20Gi data and 5Gi WAL on "
             "longhorn, required anti-affinity so each instance lives on its own node. Ruben wants max_connections "
             "at 200, Django plus Celery open a lot of connections.")
    s.write("cnpgcluster", "apps/freightdesk/base/postgres-cluster.yaml", CNPG_CLUSTER)
    s.bash("cnpgstatus", "kubectl cnpg status freightdesk-db -n freightdesk | head -20",
           "Cluster Summary\nName                 freightdesk/freightdesk-db\nSystem ID:           7439810227316412435\n"
           "PostgreSQL Image:    ghcr.io/cloudnative-pg/postgresql:16.4\nPrimary instance:    freightdesk-db-1\n"
           "Primary start time:  2027-11-16 09:03:07 +0000 UTC (uptime 5m41s)\nStatus:              Cluster in "
           "healthy state \nInstances:           3\nReady instances:     3\n\nStreaming Replication status\n"
           "Replication Slots Enabled\nName              Sent LSN   Write LSN  Flush LSN  Replay LSN  Write Lag  "
           "Flush Lag  Replay Lag  State      Sync State\n----              --------   ---------  ---------  "
           "----------  ---------  ---------  ----------  -----      ----------\nfreightdesk-db-2  0/6000060  "
           "0/6000060  0/6000060  0/6000060   00:00:00   00:00:00   00:00:00    streaming  async\nfreightdesk-db-3  "
           "0/6000060  0/6000060  0/6000060  0/6000060   00:00:00   00:00:00   00:00:00    streaming  async\n\n"
           "Instances status\nName              Current LSN  Replication role  Status  QoS        Manager Version  "
           "Node\nfreightdesk-db-1  0/6000060    Primary           OK      Burstable  1.24.1           hl-node-1\n"
           "freightdesk-db-2  0/6000060    Standby (async)   OK      Burstable  1.24.1           hl-node-2\n"
           "freightdesk-db-3  0/6000060    Standby (async)   OK      Burstable  1.24.1           hl-node-3")
    s.glob(None, "clusters/prod/apps/*.yaml",
           ["clusters/prod/apps/argocd.yaml", "clusters/prod/apps/cert-manager.yaml", "clusters/prod/apps/cnpg.yaml",
            "clusters/prod/apps/external-dns.yaml", "clusters/prod/apps/freightdesk-prod.yaml",
            "clusters/prod/apps/freightdesk-staging.yaml", "clusters/prod/apps/longhorn.yaml",
            "clusters/prod/apps/sealed-secrets.yaml"])
    s.remember("memstorage", "Storage on the harbourline cluster: Longhorn 1.7.2, data path /var/lib/longhorn on the "
               "RAID1 root filesystem of each AX42, default replica count 3, storage class `longhorn` (no default "
               "class; k3s local-storage disabled; every PVC names its class). Recurring job hourly-snap keeps 48 "
               "snapshots. Postgres: CloudNativePG 1.24.1, Cluster freightdesk-db (namespace freightdesk), 3 "
               "instances PG 16.4, 20Gi + 5Gi WAL, services freightdesk-db-rw / -ro / -r.", "storage and database",
               "fact")
    s.bash("commit4", "git add -A && git commit -m 'longhorn: 1.7.2, 3 replicas, hourly snapshots; cnpg: freightdesk-db "
           "3x pg16' && git push", "[main 2b6f9e4] longhorn: 1.7.2, 3 replicas, hourly snapshots; cnpg: "
           "freightdesk-db 3x pg16\n 9 files changed, 203 insertions(+), 2 deletions(-)\nTo "
           "github.com:harbourline/harbourline-platform.git\n   77be3d0..2b6f9e4  main -> main")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("monitoring", "Monitoring today: kube-prometheus-stack 65.1.1 in namespace monitoring. Prometheus keeps 15 "
             "days or 40 GB on Longhorn, Grafana on grafana.harbourline.de behind the same office allow-list as "
             "Argo CD. Every alert goes to PagerDuty, service 'Harbourline Platform', Hanne Vos is on call. Put her "
             "mobile in the runbook for when PagerDuty itself is the problem: +49 151 4402 7719.")
    s.write("kpsvalues", "platform/kube-prometheus-stack/values.yaml", KPS_VALUES)
    s.bash("sealpd", "make seal NS=monitoring NAME=pagerduty-routing-key FILE=/tmp/pd.env",
           "kubectl create secret generic pagerduty-routing-key -n monitoring --from-env-file=/tmp/pd.env "
           "--dry-run=client -o yaml | \\\nkubeseal --cert .sealed-secrets/prod.pem -o yaml > "
           "platform/monitoring/sealed-pagerduty-routing-key.yaml")
    s.bash("crdfail", "git add -A && git commit -qm 'monitoring: kube-prometheus-stack 65.1.1' && git push -q && argocd "
           "app sync kube-prometheus-stack --core", "TIMESTAMP                  GROUP                   KIND       "
           "               NAMESPACE   NAME                                STATUS     HEALTH  HOOK  MESSAGE\n"
           "2027-11-18T10:25:19+00:00 apiextensions.k8s.io    CustomResourceDefinition              "
           "prometheuses.monitoring.coreos.com  OutOfSync  Missing       CustomResourceDefinition.apiextensions.k8s.io "
           "\"prometheuses.monitoring.coreos.com\" is invalid: metadata.annotations: Too long: must have at most "
           "262144 bytes\n\nMessage:            one or more objects failed to apply, reason: "
           "CustomResourceDefinition.apiextensions.k8s.io \"prometheuses.monitoring.coreos.com\" is invalid: "
           "metadata.annotations: Too long: must have at most 262144 bytes\nFATA[0031] Operation has completed with "
           "phase: Failed", code=20)
    s.prompt("crdwhy", "Known one: client-side apply writes the whole object into the last-applied-configuration "
             "annotation and the Prometheus CRD is bigger than 256 KiB. Turn on ServerSideApply for that one "
             "Application.")
    s.edit("ssafix", "clusters/prod/apps/kube-prometheus-stack.yaml", "    syncOptions:\n      - CreateNamespace=true",
           "    syncOptions:\n      - CreateNamespace=true\n      - ServerSideApply=true   # CRDs exceed the 256 KiB "
           "last-applied annotation")
    s.bash("kpsok", "git commit -qam 'monitoring: server-side apply for kube-prometheus-stack' && git push -q && "
           "argocd app wait kube-prometheus-stack --core --health --timeout 600 && kubectl -n monitoring get pods",
           "Name:               argocd/kube-prometheus-stack\nSync Status:        Synced to 65.1.1\nHealth Status:  "
           "    Healthy\n\nNAME                                     READY   STATUS    RESTARTS   AGE\n"
           "alertmanager-kps-alertmanager-0         2/2     Running   0          3m\nkps-grafana-6c8d9f7b54-qz2lm     "
           "        3/3     Running   0          3m\nkps-kube-state-metrics-7d9c5b8f6-lx4wn   1/1     Running   0   "
           "       3m\nkps-operator-5f6b7c9d8-hm2kd             1/1     Running   0          3m\n"
           "kps-prometheus-node-exporter-4bq7n       1/1     Running   0          3m\nkps-prometheus-node-exporter-"
           "8wzt2       1/1     Running   0          3m\nkps-prometheus-node-exporter-x9k2d       1/1     Running   0 "
           "         3m\nprometheus-kps-prometheus-0              2/2     Running   0          2m")
    s.write("rules1", "platform/kube-prometheus-stack/rules/freightdesk.yaml", FREIGHTDESK_RULES)
    s.bash("testamtool", "kubectl -n monitoring exec alertmanager-kps-alertmanager-0 -c alertmanager -- amtool alert "
           "add TestPage severity=critical namespace=monitoring --annotation=summary='test page, please ack' "
           "--alertmanager.url=http://localhost:9093 && echo sent", "sent")
    s.prompt("testpage", "Hanne got the test page on her phone at 10:41 and acked it, PagerDuty incident #17. Good.")
    s.bash(None, "kubectl top nodes", "NAME        CPU(cores)   CPU%   MEMORY(bytes)   MEMORY%\nhl-node-1   1412m        "
           "8%     21988Mi         34%\nhl-node-2   1207m        7%     19874Mi         31%\nhl-node-3   988m         "
           "6%     17203Mi         27%")
    s.remember("memalerts", "Alerting on the harbourline cluster (18 Nov 2027): kube-prometheus-stack 65.1.1 "
               "(fullnameOverride kps, namespace monitoring); Alertmanager sends every alert to PagerDuty service "
               "'Harbourline Platform' (routing key in SealedSecret monitoring/pagerduty-routing-key); Watchdog and "
               "InfoInhibitor go to null. On call: Hanne Vos, fallback phone +49 151 4402 7719. Grafana at "
               "grafana.harbourline.de, office/VPN only.", "alerting and on-call", "fact")
    s.bash("commit5", "git add -A && git commit -m 'monitoring: freightdesk alert rules, pagerduty receiver' && git push",
           "[main 91d3c5a] monitoring: freightdesk alert rules, pagerduty receiver\n 3 files changed, 61 "
           "insertions(+)\nTo github.com:harbourline/harbourline-platform.git\n   e4a7b21..91d3c5a  main -> main")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("velero", "Backups: Velero 1.15 (chart 8.0.0) with the AWS plugin v1.11.0 against Hetzner Object "
             "Storage, bucket hl-velero in fsn1. File-system backups with kopia for the Longhorn volumes, nightly at "
             "02:00, kept 14 days. The database gets proper barman backups later, Velero is for cluster state and "
             "the small volumes.")
    s.write("velerovalues", "platform/velero/values.yaml", VELERO_VALUES)
    s.bash("velerosmoke", "velero backup create smoke-1 --include-namespaces freightdesk --wait",
           "Backup request \"smoke-1\" submitted successfully.\nWaiting for backup to complete. You may safely press "
           "ctrl-c to stop waiting - your backup will continue in the background.\n.........\nBackup completed with "
           "status: Completed. You may check for more information using the commands `velero backup describe smoke-1` "
           "and `velero backup logs smoke-1`.")
    s.bash("veleroschedule", "velero schedule get && velero backup-location get",
           "NAME             STATUS    CREATED                         SCHEDULE    BACKUP TTL   LAST BACKUP   "
           "SELECTOR   PAUSED\nvelero-nightly   Enabled   2027-11-22 10:02:51 +0000 UTC   0 2 * * *   336h0m0s     "
           "n/a           <none>     false\nNAME      PROVIDER   BUCKET/PREFIX   PHASE       LAST VALIDATED           "
           "       ACCESS MODE   DEFAULT\ndefault   aws        hl-velero       Available   2027-11-22 09:12:40 +0000 "
           "UTC   ReadWrite     true")
    s.prompt("nginx", "Ruben's driver app uploads proof-of-delivery photos up to 30 MB, Traefik needs yet another "
             "Middleware for the body size, and worse: whatever we put in the HelmChartConfig gets thrown away "
             "when k3s re-deploys its bundled chart, we lost the office allow-list twice during Saturday's node "
             "reboots. Drop the bundled Traefik. Disable it in k3s and run ingress-nginx 4.11.3 as a DaemonSet on "
             "hostNetwork, ingress class nginx as the default class.")
    s.edit("disabletraefik", "ansible/roles/k3s/templates/config.yaml.j2",
           "disable:\n  - local-storage   # Longhorn only, every PVC names its class",
           "disable:\n  - local-storage   # Longhorn only, every PVC names its class\n  - traefik         # "
           "ingress-nginx from clusters/prod/apps instead (22 Nov)")
    s.write("nginxvalues", "platform/ingress-nginx/values.yaml", INGRESS_NGINX_VALUES)
    s.multiedit("nginxswitch", "platform/argocd/values.yaml", [
        ("    ingressClassName: traefik", "    ingressClassName: nginx"),
        ("      traefik.ingress.kubernetes.io/router.middlewares: argocd-office-only@kubernetescrd",
         ("      nginx.ingress.kubernetes.io/whitelist-source-range: 212.114.33.0/28,10.99.0.0/24\n"
          "      nginx.ingress.kubernetes.io/backend-protocol: HTTP"))])
    s.edit("grafananginx", "platform/kube-prometheus-stack/values.yaml",
           "    ingressClassName: traefik\n    hosts: [grafana.harbourline.de]",
           "    ingressClassName: nginx\n    annotations:\n      nginx.ingress.kubernetes.io/whitelist-source-range: "
           "212.114.33.0/28,10.99.0.0/24\n    hosts: [grafana.harbourline.de]")
    s.bash("rmmiddleware", "git rm -q platform/traefik/middleware-ipallow.yaml && git status --short",
           "M  ansible/roles/k3s/templates/config.yaml.j2\nA  clusters/prod/apps/ingress-nginx.yaml\n"
           "M  platform/argocd/values.yaml\nA  platform/ingress-nginx/values.yaml\nM  "
           "platform/kube-prometheus-stack/values.yaml\nD  platform/traefik/middleware-ipallow.yaml\n"
           "A  platform/velero/values.yaml\nA  clusters/prod/apps/velero.yaml")
    s.pre_tool("prerestart", "Bash", {"command": "cd ansible && ansible-playbook -i inventory/prod.yml site.yml --tags "
                                      "k3s --forks 1", "description": "Roll the k3s config (traefik disabled) one "
                                      "node at a time"})
    s.bash("restart", "cd ansible && ansible-playbook -i inventory/prod.yml site.yml --tags k3s --forks 1",
           "PLAY [k3s nodes] ***************************************************************\n\nTASK [k3s : Render "
           "/etc/rancher/k3s/config.yaml] ***************************************\nchanged: [hl-node-1]\n\nRUNNING "
           "HANDLER [k3s : Restart k3s] ******************************************************\nchanged: [hl-node-1]"
           "\n...\n" + recap(2), desc="Roll the k3s config (traefik disabled) one node at a time")
    s.bash("nginxok", "git commit -qm 'ingress-nginx: replace bundled traefik; velero: nightly to hetzner object "
           "storage' && git push -q && sleep 120 && kubectl get ingressclass && curl -sI "
           "https://argocd.harbourline.de | head -1 && ssh hl-node-3 curl -sI https://argocd.harbourline.de | head -1",
           "NAME    CONTROLLER             PARAMETERS   AGE\nnginx   k8s.io/ingress-nginx   <none>       2m\n"
           "HTTP/2 200\nHTTP/2 403")
    s.bash("commit6", "git log --oneline -1 && git show --stat HEAD | tail -9",
           "4c2f8d0 ingress-nginx: replace bundled traefik; velero: nightly to hetzner object storage\n"
           " ansible/roles/k3s/templates/config.yaml.j2     |  1 +\n clusters/prod/apps/ingress-nginx.yaml          | 26 "
           "++++\n clusters/prod/apps/velero.yaml                 | 26 ++++\n platform/argocd/values.yaml             "
           "       |  5 +-\n platform/ingress-nginx/values.yaml             | 33 +++++\n "
           "platform/kube-prometheus-stack/values.yaml     |  4 +-\n platform/traefik/middleware-ipallow.yaml       | 12 "
           "--\n platform/velero/values.yaml                    | 49 +++++++\n 8 files changed, 141 insertions(+), "
           "15 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash("driftdiff", "argocd app diff freightdesk-staging --core",
           "===== apps/Deployment freightdesk-staging/freightdesk-web ======\n108c108\n<   replicas: 1\n---\n>   "
           "replicas: 2")
    s.prompt("drift", "So that's why staging felt slow: Ruben scaled freightdesk-web down by hand with kubectl last "
             "Friday and Argo CD has been showing OutOfSync for five days without anyone looking. Turn on selfHeal "
             "and prune for the root app and every child app. Pruning by hand was a nice idea, in practice nobody "
             "presses the button.")
    s.prompt("restructure", "Also the bootstrap/ folder is silly for a single file. Move the root Application next to "
             "what it points at, clusters/prod/root-app.yaml, with git mv so the history follows.")
    s.bash("gitmvroot", "git mv bootstrap/root-app.yaml clusters/prod/root-app.yaml && rmdir bootstrap && git status "
           "--short", "R  bootstrap/root-app.yaml -> clusters/prod/root-app.yaml")
    s.tool_failure("readfail", "Read", {"file_path": "/home/tjark/src/harbourline-platform/bootstrap/root-app.yaml"},
                   "File does not exist. Current working directory: /home/tjark/src/harbourline-platform")
    s.edit("selfheal", "clusters/prod/root-app.yaml",
           "    automated:\n      prune: false     # pruning stays manual for now: we click it in the UI after checking "
           "the diff\n      selfHeal: false",
           "    automated:\n      prune: true      # since 24 Nov: hand-made drift sat unnoticed for days\n      "
           "selfHeal: true")
    s.grep("greppruned", "prune: false", ["clusters/prod/apps/argocd.yaml", "clusters/prod/apps/cert-manager.yaml",
                                          "clusters/prod/apps/cnpg.yaml", "clusters/prod/apps/external-dns.yaml",
                                          "clusters/prod/apps/freightdesk-prod.yaml",
                                          "clusters/prod/apps/freightdesk-staging.yaml",
                                          "clusters/prod/apps/ingress-nginx.yaml",
                                          "clusters/prod/apps/kube-prometheus-stack.yaml",
                                          "clusters/prod/apps/longhorn.yaml", "clusters/prod/apps/sealed-secrets.yaml",
                                          "clusters/prod/apps/velero.yaml"])
    s.bash("sedprune", "sed -i 's/prune: false/prune: true/; s/selfHeal: false/selfHeal: true/' clusters/prod/apps/*.yaml "
           "&& git diff --stat", " clusters/prod/apps/argocd.yaml                | 4 ++--\n "
           "clusters/prod/apps/cert-manager.yaml          | 4 ++--\n clusters/prod/apps/cnpg.yaml                  | 4 "
           "++--\n clusters/prod/apps/external-dns.yaml          | 4 ++--\n clusters/prod/apps/freightdesk-prod.yaml  "
           "     | 4 ++--\n clusters/prod/apps/freightdesk-staging.yaml   | 4 ++--\n "
           "clusters/prod/apps/ingress-nginx.yaml         | 4 ++--\n clusters/prod/apps/kube-prometheus-stack.yaml | 4 "
           "++--\n clusters/prod/apps/longhorn.yaml              | 4 ++--\n clusters/prod/apps/sealed-secrets.yaml   "
           "     | 4 ++--\n clusters/prod/apps/velero.yaml                | 4 ++--\n clusters/prod/root-app.yaml       "
           "            | 4 ++--\n 12 files changed, 24 insertions(+), 24 deletions(-)")
    s.edit("readmemv", "README.md", "    bootstrap/            the root Application, applied once by hand\n"
           "    clusters/prod/apps/",
           "    clusters/prod/root-app.yaml  the root Application (applied once by hand, then self-managed)\n"
           "    clusters/prod/apps/")
    s.prompt("alertwhy", "One more: rename the FreightdeskDown alert to FreightdeskApiUnavailable. 'Down' confuses "
             "dispatch when Hanne forwards the page: the pods can be up and the API still unusable. Base it on the "
             "blackbox probe of https://freightdesk.harbourline.de/healthz instead of up{}. And a new rule: every "
             "alert we write carries a runbook_url annotation pointing into docs/runbooks/.")
    s.edit("alertrename", "platform/kube-prometheus-stack/rules/freightdesk.yaml",
           "        - alert: FreightdeskDown\n          expr: sum(up{job=\"freightdesk-web\"}) == 0\n          for: 3m",
           "        - alert: FreightdeskApiUnavailable\n          expr: probe_success{job=\"blackbox\", "
           "instance=\"https://freightdesk.harbourline.de/healthz\"} == 0\n          for: 3m")
    s.grep("grepdown", "FreightdeskDown", ["platform/kube-prometheus-stack/rules/freightdesk.yaml",
                                           "docs/runbooks/freightdesk.md"])
    s.write("runbook", "docs/runbooks/freightdesk-api-unavailable.md",
            "# FreightdeskApiUnavailable\n\nFires when the blackbox probe of https://freightdesk.harbourline.de/healthz "
            "fails for 3 minutes (severity critical, pages the on-call person).\n\n## Check\n1. `kubectl -n "
            "freightdesk get pods -o wide`: evicted or crash-looping pods?\n2. `kubectl cnpg status freightdesk-db -n "
            "freightdesk`: is there a primary?\n3. `kubectl get nodes`: any node NotReady or under pressure?\n\n"
            "## Escalate\nHanne Vos (ops) +49 151 4402 7719, Tjark Evers (platform), Ruben Schouten (freightdesk).\n"
            "Dispatch lead: Kerstin Mahler, tell her when tours cannot be planned.\n")
    s.prompt("lintrule", "And before anything gets pushed from now on: `make lint`, meaning kustomize build of every "
             "overlay, helm lint of our charts and kubeconform against 1.30.6. Hearing from Argo CD twenty minutes "
             "later that a manifest is broken is too late.")
    s.write("makefile", "Makefile", MAKEFILE)
    s.bash("lintok", "make lint", "kustomize build apps/freightdesk/overlays/prod\nkustomize build "
           "apps/freightdesk/overlays/staging\n==> Linting apps/freightdesk/chart\n\n1 chart(s) linted, 0 chart(s) "
           "failed\nSummary: 71 resources found in 34 files - Valid: 63, Invalid: 0, Errors: 0, Skipped: 8")
    s.bash("commit7", "git add -A && git commit -m 'argocd: root app to clusters/prod, prune+selfHeal everywhere; "
           "monitoring: FreightdeskDown -> FreightdeskApiUnavailable; make lint' && git push",
           "[main 5e81b3f] argocd: root app to clusters/prod, prune+selfHeal everywhere; monitoring: FreightdeskDown "
           "-> FreightdeskApiUnavailable; make lint\n 17 files changed, 88 insertions(+), 37 deletions(-)\n rename "
           "{bootstrap => clusters/prod}/root-app.yaml (86%)\n create mode 100644 "
           "docs/runbooks/freightdesk-api-unavailable.md\nTo github.com:harbourline/harbourline-platform.git\n   "
           "4c2f8d0..5e81b3f  main -> main")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("pagedwhy", "Hanne got paged at 03:10 last night for KubeMemoryOvercommit. That's a warning, nothing "
             "anyone can do at 3 am, and she's right to be annoyed. From now on only severity=critical goes to "
             "PagerDuty; warnings go to Slack #platform-alerts and we look at them during the day. She'd also like "
             "the node name in the page title.")
    s.edit("routing", "platform/kube-prometheus-stack/values.yaml",
           "    route:\n      receiver: pagerduty\n      group_by: [alertname, namespace]",
           "    route:\n      receiver: slack-platform          # warnings and everything else: Slack, daytime\n"
           "      group_by: [alertname, namespace, node]\n      routes:\n        - receiver: pagerduty\n"
           "          matchers:\n            - severity = \"critical\"\n          continue: false")
    s.bash("sealslack", "make seal NS=monitoring NAME=alertmanager-slack FILE=/tmp/slack.env",
           "kubectl create secret generic alertmanager-slack -n monitoring --from-env-file=/tmp/slack.env "
           "--dry-run=client -o yaml | \\\nkubeseal --controller-namespace kube-system --controller-name "
           "sealed-secrets \\\n\t--cert .sealed-secrets/prod.pem -o yaml > apps/monitoring/sealed-alertmanager-slack.yaml")
    s.bash("routetest", "amtool config routes test --config.file=/tmp/am.yaml severity=warning "
           "alertname=KubeMemoryOvercommit && amtool config routes test --config.file=/tmp/am.yaml severity=critical "
           "alertname=FreightdeskApiUnavailable", "slack-platform\npagerduty")
    s.remember("memalerts2", "Alert routing changed on 26 Nov 2027: only severity=critical pages PagerDuty (service "
               "Harbourline Platform); severity=warning and everything else goes to Slack #platform-alerts (webhook "
               "in SealedSecret monitoring/alertmanager-slack) and is looked at during office hours. Reason: Hanne "
               "Vos was paged at 03:10 for KubeMemoryOvercommit. Pages group by node too.", "alert routing", "decision")
    s.prompt("fdprod", "Now freightdesk's production secrets: DATABASE_URL pointing at freightdesk-db-rw, SECRET_KEY, "
             "SENTRY_DSN and TELEMATICS_API_KEY for Webfleet. They're in /tmp/freightdesk.env, seal them into the "
             "prod overlay.")
    s.bash("sealfd", "kubectl create secret generic freightdesk-env --from-env-file=/tmp/freightdesk.env "
           "--dry-run=client -o yaml | kubeseal --cert .sealed-secrets/prod.pem -o yaml > "
           "apps/freightdesk/overlays/prod/sealed-freightdesk-env.yaml && git add -A && git commit -qm 'freightdesk: "
           "prod env secret' && git push -q", "")
    s.bash("unseal2", "kubectl -n freightdesk get events --field-selector involvedObject.name=freightdesk-env",
           "LAST SEEN   TYPE      REASON            OBJECT                         MESSAGE\n41s         Warning   "
           "ErrUnsealFailed   sealedsecret/freightdesk-env   Failed to unseal: no key could decrypt secret "
           "(DATABASE_URL, SECRET_KEY, SENTRY_DSN, TELEMATICS_API_KEY)")
    s.bash("nscheck", "grep -n 'namespace' apps/freightdesk/overlays/prod/sealed-freightdesk-env.yaml "
           "apps/freightdesk/overlays/prod/kustomization.yaml",
           "apps/freightdesk/overlays/prod/sealed-freightdesk-env.yaml:6:  namespace: default\n"
           "apps/freightdesk/overlays/prod/sealed-freightdesk-env.yaml:14:      namespace: default\n"
           "apps/freightdesk/overlays/prod/kustomization.yaml:3:namespace: freightdesk")
    s.prompt("unsealwhy2", "Same error as two weeks ago but a different cause. The cert was right this time; the "
             "secret was created without -n freightdesk, so kubeseal sealed it for namespace default. With the "
             "default strict scope the namespace and name are part of the encryption, kustomize then moved it into "
             "freightdesk and the controller can't decrypt it there. Reseal with make seal, it always passes -n.")
    s.bash("resealfd", "make seal NS=freightdesk NAME=freightdesk-env FILE=/tmp/freightdesk.env && mv "
           "apps/freightdesk/sealed-freightdesk-env.yaml apps/freightdesk/overlays/prod/ && git commit -qam "
           "'freightdesk: reseal env for namespace freightdesk' && git push -q && sleep 40 && kubectl -n freightdesk "
           "get pods", "NAME                                  READY   STATUS    RESTARTS   AGE\n"
           "freightdesk-beat-5d7f8c6b9-r2m4x      1/1     Running   0          31s\nfreightdesk-db-1                   "
           "   1/1     Running   0          10d\nfreightdesk-db-2                      1/1     Running   0          10d\n"
           "freightdesk-db-3                      1/1     Running   0          10d\nfreightdesk-web-7b9c4d8f6-8xk2p       "
           "1/1     Running   0          31s\nfreightdesk-web-7b9c4d8f6-l5q7z       1/1     Running   0          31s\n"
           "freightdesk-web-7b9c4d8f6-w9v3n       1/1     Running   0          31s\nfreightdesk-worker-6f8d5c7b4-"
           "m3n8k    1/1     Running   0          31s\nfreightdesk-worker-6f8d5c7b4-t6p2j    1/1     Running   0      "
           "    31s")
    s.lesson("lesson2", "'no key could decrypt secret' even though the right --cert was used: a SealedSecret is "
             "strict-scoped to the namespace and name it was sealed for. `kubectl create secret ... --dry-run` "
             "without -n seals it for `default`; moving it into another namespace with kustomize breaks "
             "decryption. Always pass -n (make seal does).", "harbourline-platform: freightdesk-env would not "
             "unseal in the freightdesk namespace")
    s.prompt("rubenvalues", "Ruben asked for one thing: freightdesk config changes go into the Helm values, "
             "apps/freightdesk/values-prod.yaml, never as kustomize patches; he only reads the values file. The "
             "overlays keep just the namespace and the sealed secrets.")
    s.write("fdvalues", "apps/freightdesk/values-prod.yaml", FREIGHTDESK_VALUES_PROD)
    s.bash("commit8", "make lint && git add -A && git commit -m 'monitoring: page only critical, warnings to slack; "
           "freightdesk: prod values' && git push", "Summary: 74 resources found in 36 files - Valid: 66, Invalid: "
           "0, Errors: 0, Skipped: 8\n[main a3d90e7] monitoring: page only critical, warnings to slack; freightdesk: "
           "prod values\n 5 files changed, 97 insertions(+), 4 deletions(-)\nTo "
           "github.com:harbourline/harbourline-platform.git\n   c71b5e2..a3d90e7  main -> main")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident. Hanne was paged at 06:12 with FreightdeskApiUnavailable, dispatch can't open the "
             "tour plans and the trucks are leaving. freightdesk answers 503. Look at the cluster, now.")
    s.bash("diskpressure", "kubectl get nodes && kubectl describe node hl-node-2 | grep -A7 Conditions",
           "NAME        STATUS   ROLES                       AGE   VERSION\nhl-node-1   Ready    "
           "control-plane,etcd,master   27d   v1.30.6+k3s1\nhl-node-2   Ready    control-plane,etcd,master   27d   "
           "v1.30.6+k3s1\nhl-node-3   Ready    control-plane,etcd,master   27d   v1.30.6+k3s1\nConditions:\n  Type     "
           "        Status  LastHeartbeatTime                 Reason                       Message\n  ----            "
           " ------  -----------------                 ------                       -------\n  MemoryPressure   False  "
           " Tue, 30 Nov 2027 06:41:02 +0000   KubeletHasSufficientMemory   kubelet has sufficient memory available\n"
           "  DiskPressure     True    Tue, 30 Nov 2027 06:41:02 +0000   KubeletHasDiskPressure       kubelet has disk "
           "pressure\n  PIDPressure      False   Tue, 30 Nov 2027 06:41:02 +0000   KubeletHasSufficientPID      kubelet "
           "has sufficient PID available")
    s.bash("evicted", "kubectl -n freightdesk get pods -o wide | grep -v Running; kubectl cnpg status freightdesk-db "
           "-n freightdesk | grep -E 'Primary|Switchover|Status'",
           "NAME                                  READY   STATUS    RESTARTS   AGE   IP           NODE\n"
           "freightdesk-web-7b9c4d8f6-8xk2p       0/1     Evicted   0          4d    <none>       hl-node-2\n"
           "freightdesk-web-7b9c4d8f6-l5q7z       0/1     Pending   0          31m   <none>       <none>\n"
           "freightdesk-web-7b9c4d8f6-w9v3n       0/1     Evicted   0          4d    <none>       hl-node-2\n"
           "freightdesk-worker-6f8d5c7b4-m3n8k    0/1     Evicted   0          4d    <none>       hl-node-2\n"
           "Primary instance:    freightdesk-db-3\nStatus:              Failing over Failing over from "
           "freightdesk-db-2 to freightdesk-db-3\n")
    s.bash("dfnode2", "ssh hl-node-2 'df -h / && sudo du -sh /var/lib/longhorn /var/lib/rancher'",
           "Filesystem      Size  Used Avail Use% Mounted on\n/dev/md2        468G  452G   16G  97% /\n"
           "389G\t/var/lib/longhorn\n41G\t/var/lib/rancher")
    s.bash("snapjobs", "kubectl -n longhorn-system get recurringjobs && kubectl -n longhorn-system get "
           "snapshots.longhorn.io --no-headers | wc -l",
           "NAME          GROUPS        TASK       CRON        RETAIN   CONCURRENCY   AGE   LABELS\nhourly-snap   "
           "[\"default\"]   snapshot   0 * * * *   48       2             14d   {\"schedule\":\"hourly\"}\n687")
    s.prompt("incidentwhy", "Found it. The hourly-snap job from two weeks ago keeps 48 snapshots per volume, and on "
             "the database volumes every snapshot holds a full hour of WAL churn. Snapshots live in the replica's "
             "data path, so they count against /var/lib/longhorn, which is the root filesystem. hl-node-2 holds the "
             "most replicas, hit 97%, kubelet went into DiskPressure and evicted freightdesk's pods, and the db "
             "primary on that node failed over to freightdesk-db-3. Fix in git: keep 6 hourly snapshots and add a "
             "snapshot-delete job. The one manual step I'll allow during an incident: run the cleanup job now.")
    s.edit("snapfix", "platform/longhorn/recurringjobs.yaml", "  cron: \"0 * * * *\"\n  retain: 48",
           "  cron: \"0 * * * *\"\n  retain: 6          # was 48: filled hl-node-2's root fs on 30 Nov (incident)\n"
           "---\napiVersion: longhorn.io/v1beta2\nkind: RecurringJob\nmetadata:\n  name: snapshot-cleanup\n  "
           "namespace: longhorn-system\nspec:\n  task: snapshot-delete\n  cron: \"30 * * * *\"\n  retain: 6\n  "
           "concurrency: 2\n  groups: [default]")
    s.pre_tool("precleanup", "Bash", {"command": "kubectl -n longhorn-system create job snapclean-manual "
                                      "--from=cronjob/snapshot-cleanup", "description": "Run the snapshot cleanup "
                                      "once now (incident)"})
    s.bash("snapcleaned", "git commit -qam 'longhorn: keep 6 hourly snapshots, add snapshot-cleanup' && git push -q "
           "&& sleep 200 && kubectl -n longhorn-system create job snapclean-manual --from=cronjob/snapshot-cleanup && "
           "sleep 600 && ssh hl-node-2 df -h /", "job.batch/snapclean-manual created\nFilesystem      Size  Used Avail "
           "Use% Mounted on\n/dev/md2        468G  279G  189G  60% /", desc="Run the snapshot cleanup once now "
           "(incident)", minutes=15)
    s.bash("recovered", "kubectl -n freightdesk get pods --field-selector=status.phase=Running --no-headers | wc -l && "
           "curl -s -o /dev/null -w '%{http_code} %{time_total}\\n' https://freightdesk.harbourline.de/healthz && "
           "date -u", "9\n200 0.084\nTue Nov 30 07:30:18 UTC 2027", minutes=23)
    s.prompt("replicas", "And take Longhorn's default replica count from 3 down to 2. CNPG already keeps three copies "
             "of the database on three nodes, three Longhorn replicas under each instance means nine copies of every "
             "page, and that's the disk we just ran out of.")
    s.multiedit("replicas2", "platform/longhorn/values.yaml", [
        ("  defaultClassReplicaCount: 3", "  defaultClassReplicaCount: 2"),
        ("  defaultReplicaCount: 3", "  defaultReplicaCount: 2          # was 3 until the 30 Nov disk incident")])
    s.lesson("lesson3", "Longhorn snapshots are stored in the replica's data path and count against that node's "
             "disk. With /var/lib/longhorn on the root filesystem, a recurring snapshot job with a large retain (48 "
             "hourly on Postgres volumes) drives the node into kubelet DiskPressure and evictions. Keep retain small, "
             "add a snapshot-delete job, alert on node filesystem usage.", "harbourline incident 30 Nov 2027: "
             "hl-node-2 at 97% disk, freightdesk evicted")
    s.write("incnote", "docs/incidents/2027-11-30.md",
            "# 30 November 2027: freightdesk unavailable in the morning\n\n- **When:** 06:05-07:30 UTC (85 minutes), "
            "paged 06:12 (FreightdeskApiUnavailable), Hanne Vos on call\n- **Impact:** dispatch could not open tour "
            "plans; 31 trucks left with printed plans from Monday.\n- **Cause:** the Longhorn recurring job "
            "hourly-snap kept 48 snapshots per volume; snapshots of the Postgres volumes filled hl-node-2's root "
            "filesystem (97%), kubelet DiskPressure evicted freightdesk pods, CNPG failed over to freightdesk-db-3.\n"
            "- **Fix:** retain 6 plus a snapshot-cleanup job; Longhorn default replicas 3 -> 2.\n- **Follow-ups:** "
            "alert at 80% node filesystem (warning) and 90% (critical); Ines wants the backups outside Hetzner.\n")
    s.bash("commit9", "make lint && git add -A && git commit -m 'longhorn: 2 replicas; docs: incident 2027-11-30' && "
           "git push", "Summary: 75 resources found in 36 files - Valid: 67, Invalid: 0, Errors: 0, Skipped: 8\n"
           "[main e05b7c9] longhorn: 2 replicas; docs: incident 2027-11-30\n 3 files changed, 24 insertions(+), 2 "
           "deletions(-)\nTo github.com:harbourline/harbourline-platform.git\n   d4e1a28..e05b7c9  main -> main")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("velaws", "Ines read the incident note and wants the backups out of Hetzner: if Hetzner has a bad day "
             "the backups must not go down with the cluster. Move Velero to AWS S3 in eu-central-1, bucket "
             "harbourline-velero-prod, IAM user velero-prod with a policy for that bucket only. Same nightly 02:00 "
             "schedule and 14 days.")
    s.edit("velerobsl", "platform/velero/values.yaml",
           "      bucket: hl-velero\n      config:\n        region: fsn1\n        s3Url: "
           "https://fsn1.your-objectstorage.com\n        s3ForcePathStyle: \"true\"",
           "      bucket: harbourline-velero-prod\n      config:\n        region: eu-central-1   # off Hetzner since 2 "
           "Dec (Ines)")
    s.bash("sealaws", "make seal NS=velero NAME=velero-s3-credentials FILE=/tmp/velero-aws.env && make lint && git "
           "add -A && git commit -qm 'velero: backups to aws s3 eu-central-1' && git push -q",
           "kubectl create secret generic velero-s3-credentials -n velero --from-env-file=/tmp/velero-aws.env "
           "--dry-run=client -o yaml | \\\nkubeseal --controller-namespace kube-system --controller-name "
           "sealed-secrets \\\n\t--cert .sealed-secrets/prod.pem -o yaml > apps/velero/sealed-velero-s3-credentials.yaml\n"
           "Summary: 75 resources found in 36 files - Valid: 67, Invalid: 0, Errors: 0, Skipped: 8")
    s.bash("bslfail", "velero backup-location get && kubectl -n velero logs deploy/velero | grep -m1 unavailable",
           "NAME      PROVIDER   BUCKET/PREFIX             PHASE         LAST VALIDATED                  ACCESS MODE   "
           "DEFAULT\ndefault   aws        harbourline-velero-prod   Unavailable   2027-12-02 09:39:07 +0000 UTC   "
           "ReadWrite     true\ntime=\"2027-12-02T09:39:07Z\" level=error msg=\"Current BackupStorageLocations "
           "available/unavailable/unknown: 0/1/0, BackupStorageLocation \\\"default\\\" is unavailable: rpc error: "
           "code = Unknown desc = AccessDenied: Access Denied\\n\\tstatus code: 403, request id: 7QW2J8K1ZB3F0N5D\" "
           "controller=backup-storage-location logSource=\"pkg/controller/backup_storage_location_controller.go:191\"")
    s.tool_failure("awsls", "Bash", {"command": "aws s3 ls s3://harbourline-velero-prod --profile velero-prod"},
                   "Exit code 254\n\nAn error occurred (AccessDenied) when calling the ListObjectsV2 operation: "
                   "Access Denied")
    s.prompt("bslwhy", "The policy I wrote only grants GetObject/PutObject/DeleteObject on "
             "arn:aws:s3:::harbourline-velero-prod/*. Velero also lists the bucket, and s3:ListBucket has to be "
             "granted on the bucket ARN itself, without /*. Add that statement.")
    s.edit("iamfix", "aws/velero-iam-policy.json",
           "      \"Resource\": \"arn:aws:s3:::harbourline-velero-prod/*\"\n    }\n  ]",
           "      \"Resource\": \"arn:aws:s3:::harbourline-velero-prod/*\"\n    },\n    {\n      \"Effect\": "
           "\"Allow\",\n      \"Action\": [\"s3:ListBucket\"],\n      \"Resource\": "
           "\"arn:aws:s3:::harbourline-velero-prod\"\n    }\n  ]")
    s.bash("bslok", "aws iam put-user-policy --user-name velero-prod --policy-name velero-bucket --policy-document "
           "file://aws/velero-iam-policy.json && sleep 60 && velero backup-location get",
           "NAME      PROVIDER   BUCKET/PREFIX             PHASE       LAST VALIDATED                  ACCESS MODE   "
           "DEFAULT\ndefault   aws        harbourline-velero-prod   Available   2027-12-02 09:49:12 +0000 UTC   "
           "ReadWrite     true")
    s.lesson("lesson4", "Velero 'BackupStorageLocation is unavailable ... AccessDenied' on a fresh AWS bucket: an IAM "
             "policy with object actions on arn:aws:s3:::bucket/* is not enough, s3:ListBucket must be granted on "
             "the bucket ARN without /*.", "harbourline-platform: moving Velero from Hetzner Object Storage to AWS "
             "S3 eu-central-1")
    s.bash("velerobackup2", "velero backup create after-move-1 --wait && velero backup describe after-move-1 | grep -E "
           "'Phase|Items backed up|Total bytes'", "Backup request \"after-move-1\" submitted successfully.\n"
           "..............\nBackup completed with status: Completed.\nPhase:  Completed\nItems backed up:  1204\n"
           "  Total bytes backed up: 3.1 GiB")
    s.remember("membackup", "Backups since 2 Dec 2027: Velero 1.15 writes to AWS S3 eu-central-1, bucket "
               "harbourline-velero-prod (IAM user velero-prod; object actions on bucket/* plus s3:ListBucket on the "
               "bucket), nightly at 02:00, ttl 336h (14 days), kopia file-system backups. Until 2 Dec they went to "
               "Hetzner Object Storage bucket hl-velero in fsn1; moved on Ines Baptista's request after the 30 Nov "
               "incident so backups don't share a provider with the cluster.", "cluster backups", "decision")
    s.prompt("cutover", "Tonight is the freightdesk cutover from fd-legacy (168.119.77.30) to the cluster, together "
             "with the 2.4.0 release Ruben tagged yesterday. Dispatch stops at 18:00. Order: maintenance page on "
             "legacy, pg_dump, restore into freightdesk-db, image to 2.4.0, then external-dns moves "
             "freightdesk.harbourline.de to the cluster.", minutes=480)
    s.bash("restore", "ssh fd-legacy 'sudo -u postgres pg_dump -Fc -Z6 freightdesk' > /tmp/fd-20271202.dump && "
           "kubectl -n freightdesk cp /tmp/fd-20271202.dump freightdesk-db-3:/var/lib/postgresql/data/fd.dump && "
           "kubectl -n freightdesk exec freightdesk-db-3 -- pg_restore -d freightdesk --no-owner --role=freightdesk "
           "-j 4 /var/lib/postgresql/data/fd.dump && kubectl cnpg psql freightdesk-db -n freightdesk -- -d "
           "freightdesk -tAc 'select count(*) from dispatch_tour'", "184211", minutes=20)
    s.edit("bump240", "apps/freightdesk/values-prod.yaml", "  tag: \"2.3.2\"", "  tag: \"2.4.0\"")
    s.bash("migrate240", "git commit -qam 'freightdesk: 2.4.0' && git push -q && argocd app wait freightdesk-prod "
           "--core --health --timeout 900 && kubectl -n freightdesk logs job/freightdesk-migrate | tail -4",
           "Name:               argocd/freightdesk-prod\nSync Status:        Synced to main (f6a2c91)\nHealth "
           "Status:      Healthy\n  Applying dispatch.0087_tour_split_stops... OK\n  Applying "
           "dispatch.0088_vehicle_adr_class... OK\n  Applying telematics.0021_webfleet_v3... OK\n  Applying "
           "billing.0034_fuel_surcharge_2028... OK")
    s.bash("cutoverok", "dig +short freightdesk.harbourline.de && curl -s https://freightdesk.harbourline.de/healthz",
           "88.99.142.17\n88.99.142.18\n94.130.66.201\n{\"status\": \"ok\", \"version\": \"2.4.0\", \"db\": "
           "\"freightdesk-db-rw\"}")
    s.pre_tool("pretag", "Bash", {"command": "git tag -a v1.0.0 -m 'platform v1.0.0: freightdesk 2.4.0 live on k3s' "
                                  "&& git push origin v1.0.0"})
    s.bash("tag100", "git tag -a v1.0.0 -m 'platform v1.0.0: freightdesk 2.4.0 live on k3s' && git push origin v1.0.0",
           "Enumerating objects: 1, done.\nCounting objects: 100% (1/1), done.\nWriting objects: 100% (1/1), 189 "
           "bytes | 189.00 KiB/s, done.\nTotal 1 (delta 0), reused 0 (delta 0), pack-reused 0\nTo "
           "github.com:harbourline/harbourline-platform.git\n * [new tag]         v1.0.0 -> v1.0.0")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash(None, "git log --oneline -5", "f6a2c91 freightdesk: 2.4.0\n9b3e7d4 velero: backups to aws s3 eu-central-1\n"
           "e05b7c9 longhorn: 2 replicas; docs: incident 2027-11-30\nd4e1a28 longhorn: keep 6 hourly snapshots, add "
           "snapshot-cleanup\na3d90e7 monitoring: page only critical, warnings to slack; freightdesk: prod values")
    s.prompt("feedback", "Kerstin Mahler (dispatch lead) says the weekly tour plan opens in 1.9 seconds now instead of "
             "about 6 on the old VM. Nice start to the Friday.")
    s.prompt("plans", "Let's write down what's next in docs/roadmap.md: k3s v1.30.6 -> v1.31.2 on Saturday 11 December "
             "at 06:00 with the system-upgrade-controller, one node at a time; a Velero restore drill with Ines on "
             "Wednesday 15 December into a scratch namespace; Ruben starts moving routeplanner onto the cluster on "
             "Monday 13 December; fd-legacy gets switched off on 20 December if the drill passes; PagerDuty rotation "
             "from 3 January: Hanne, me and Ruben, a week each.")
    s.write("roadmap", "docs/roadmap.md",
            "# Roadmap (as of 3 December 2027)\n\n| date | what | who |\n|---|---|---|\n| Sat 11 Dec, 06:00 | k3s "
            "v1.30.6+k3s1 -> v1.31.2+k3s1, system-upgrade-controller, concurrency 1 | Tjark |\n| Mon 13 Dec | "
            "routeplanner onto the cluster (chart + overlays, CNPG database) | Ruben |\n| Wed 15 Dec | Velero restore "
            "drill into namespace restore-drill, from harbourline-velero-prod | Tjark, Ines |\n| Mon 20 Dec | switch "
            "off fd-legacy (168.119.77.30) if the drill passed | Tjark |\n| Mon 3 Jan 2028 | PagerDuty weekly "
            "rotation: Hanne, Tjark, Ruben | Hanne |\n\nOpen: barman backups of freightdesk-db to S3; node filesystem "
            "alerts (80% warning, 90% critical).\n")
    s.write("supplan", "platform/system-upgrade/k3s-plan.yaml",
            "apiVersion: upgrade.cattle.io/v1\nkind: Plan\nmetadata:\n  name: k3s-server\n  namespace: "
            "system-upgrade\nspec:\n  concurrency: 1\n  cordon: true\n  nodeSelector:\n    matchExpressions:\n      - "
            "{key: node-role.kubernetes.io/control-plane, operator: Exists}\n  serviceAccountName: system-upgrade\n"
            "  upgrade:\n    image: rancher/k3s-upgrade\n  version: v1.31.2+k3s1\n  window:\n    days: [saturday]\n"
            "    startTime: \"06:00\"\n    endTime: \"08:00\"\n    timeZone: Europe/Berlin\n")
    s.prompt("hannewindow", "Hanne's preference for any maintenance: Saturday mornings, done before 08:00. Trucks "
             "leave at 05:30 Monday to Friday and dispatch only works Saturdays from 08:00, so that's the one quiet "
             "window. Keep the upgrade plan's window to that.")
    s.bash("lint11", "make lint", "kustomize build apps/freightdesk/overlays/prod\nkustomize build "
           "apps/freightdesk/overlays/staging\n==> Linting apps/freightdesk/chart\n\n1 chart(s) linted, 0 chart(s) "
           "failed\nSummary: 77 resources found in 38 files - Valid: 69, Invalid: 0, Errors: 0, Skipped: 8")
    s.bash("apps11", "argocd app list --core -o name && argocd app list --core | awk '{print $5, $6}' | sort | uniq -c",
           "argocd/argocd\nargocd/cert-manager\nargocd/cnpg\nargocd/external-dns\nargocd/freightdesk-prod\n"
           "argocd/freightdesk-staging\nargocd/ingress-nginx\nargocd/kube-prometheus-stack\nargocd/longhorn\n"
           "argocd/root\nargocd/sealed-secrets\nargocd/system-upgrade\nargocd/velero\n      1 STATUS HEALTH\n     13 "
           "Synced Healthy")
    s.read("readme11", "README.md", REPO_README.replace(
        "    bootstrap/            the root Application, applied once by hand\n",
        "    clusters/prod/root-app.yaml  the root Application (applied once by hand, then self-managed)\n").replace(
        "| Velero | velero | velero |", "| ingress-nginx | ingress-nginx | ingress-nginx |\n| Velero | velero | velero |"))
    s.remember("memplans", "harbourline plans after 3 Dec 2027: k3s upgrade v1.30.6 -> v1.31.2 on Saturday 11 Dec at "
               "06:00 (system-upgrade-controller, one node at a time, window Saturday 06:00-08:00 per Hanne); "
               "routeplanner onto the cluster from Monday 13 Dec (Ruben Schouten); Velero restore drill with Ines "
               "Baptista on Wednesday 15 Dec; fd-legacy switched off 20 Dec if the drill passes; PagerDuty weekly "
               "rotation Hanne / Tjark / Ruben from 3 Jan 2028.", "next steps and dates", "event")
    s.bash("commit11", "git add -A && git commit -m 'docs: roadmap; system-upgrade: k3s v1.31.2 plan for 11 Dec' && "
           "git push", "[main 0c7d2ea] docs: roadmap; system-upgrade: k3s v1.31.2 plan for 11 Dec\n 3 files changed, "
           "58 insertions(+)\nTo github.com:harbourline/harbourline-platform.git\n   f6a2c91..0c7d2ea  main -> main")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-11-08T09:10:00", "3e7a1c52-9d41-4b2e-8f06-51a2c3d45101", s1),    # Mon
    ("s2", "2027-11-10T10:00:00", "4f8b2d63-ae52-4c3f-9017-62b3d4e55102", s2),    # Wed
    ("s3", "2027-11-12T13:30:00", "509c3e74-bf63-4d40-a128-73c4e5f65103", s3),    # Fri
    ("s4", "2027-11-16T08:30:00", "61ad4f85-c074-4e51-b239-84d5f6075104", s4),    # Tue
    ("s5", "2027-11-18T10:15:00", "72be5096-d185-4f62-c34a-95e607185105", s5),    # Thu
    ("s6", "2027-11-22T09:00:00", "83cf61a7-e296-4073-d45b-a6f718295106", s6),    # Mon
    ("s7", "2027-11-24T10:00:00", "94d072b8-f3a7-4184-e56c-b70829a35107", s7),    # Wed
    ("s8", "2027-11-26T11:00:00", "a5e183c9-04b8-4295-f67d-c8193ab45108", s8),    # Fri
    ("s9", "2027-11-30T06:35:00", "b6f294da-15c9-43a6-078e-d92a4bc55109", s9),    # Tue
    ("s10", "2027-12-02T09:30:00", "c70305eb-26da-44b7-189f-ea3b5cd65110", s10),  # Thu
    ("s11", "2027-12-03T10:00:00", "d81416fc-37eb-45c8-29a0-fb4c6de75111", s11),  # Fri
]

#: When the questions are asked: Tuesday morning after the last session (a Friday).
ASKED_AT = "2027-12-07T08:30:00Z"
