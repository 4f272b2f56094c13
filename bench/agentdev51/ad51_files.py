"""Whole files the agent reads or writes in the harbourline-platform history (bench/agentdev51/sessions.py)."""
from __future__ import annotations

REPO_README = """# harbourline-platform

GitOps repository for the Harbourline Logistik k3s cluster (three Hetzner AX42 dedicated servers in
FSN1: hl-node-1, hl-node-2, hl-node-3). Argo CD watches `main` and syncs everything below
`clusters/prod/apps/` (app of apps).

## Layout

    bootstrap/            the root Application, applied once by hand
    clusters/prod/apps/   one Argo CD Application per platform component and per app
    platform/<component>/ Helm values and extra manifests per platform component
    apps/<app>/           Helm chart (base) and Kustomize overlays of our own apps
    ansible/              node preparation (packages, k3s config); not managed by Argo CD

## Components

| component | chart | namespace |
|---|---|---|
| Argo CD | argo-cd | argocd |
| cert-manager | cert-manager | cert-manager |
| Sealed Secrets | sealed-secrets | kube-system |
| external-dns | external-dns | external-dns |
| Longhorn | longhorn | longhorn-system |
| CloudNativePG | cloudnative-pg | cnpg-system |
| kube-prometheus-stack | kube-prometheus-stack | monitoring |
| Velero | velero | velero |

## Nodes

| host | public IPv4 | vSwitch (VLAN 4000) | role |
|---|---|---|---|
| hl-node-1 | 88.99.142.17 | 10.20.0.11 | server (etcd) |
| hl-node-2 | 88.99.142.18 | 10.20.0.12 | server (etcd) |
| hl-node-3 | 94.130.66.201 | 10.20.0.13 | server (etcd) |

k3s API: https://10.20.0.11:6443 (reachable over the office WireGuard only).
"""

ROOT_APP = """apiVersion: argoproj.io/v1alpha1
kind: Application
metadata:
  name: root
  namespace: argocd
  finalizers:
    - resources-finalizer.argocd.argoproj.io
spec:
  project: default
  source:
    repoURL: git@github.com:harbourline/harbourline-platform.git
    targetRevision: main
    path: clusters/prod/apps
    directory:
      recurse: true
  destination:
    server: https://kubernetes.default.svc
    namespace: argocd
  syncPolicy:
    automated:
      prune: false     # pruning stays manual for now: we click it in the UI after checking the diff
      selfHeal: false
    syncOptions:
      - CreateNamespace=true
"""

ARGOCD_VALUES = """# platform/argocd/values.yaml (chart argo-cd 7.7.5, Argo CD v2.13.1)
global:
  domain: argocd.harbourline.de

configs:
  params:
    server.insecure: true          # TLS ends at the ingress
  cm:
    admin.enabled: true
    timeout.reconciliation: 180s
    resource.exclusions: |
      - apiGroups: ["cilium.io"]
        kinds: ["CiliumIdentity"]
        clusters: ["*"]
  repositories:
    harbourline-platform:
      url: git@github.com:harbourline/harbourline-platform.git
      type: git

server:
  ingress:
    enabled: true
    ingressClassName: traefik
    annotations:
      cert-manager.io/cluster-issuer: letsencrypt-http
    tls: true

controller:
  replicas: 1
  resources:
    requests: {cpu: 250m, memory: 512Mi}
    limits: {memory: 1Gi}

repoServer:
  replicas: 2
  resources:
    requests: {cpu: 100m, memory: 256Mi}

redis-ha:
  enabled: false

applicationSet:
  replicas: 1

notifications:
  enabled: false
"""

CLUSTERISSUER_HTTP = """apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-http
spec:
  acme:
    server: https://acme-v02.api.letsencrypt.org/directory
    email: platform@harbourline.de
    privateKeySecretRef:
      name: letsencrypt-http-account-key
    solvers:
      - http01:
          ingress:
            ingressClassName: traefik
"""

CLUSTERISSUER_DNS = """apiVersion: cert-manager.io/v1
kind: ClusterIssuer
metadata:
  name: letsencrypt-dns
spec:
  acme:
    server: https://acme-v02.api.letsencrypt.org/directory
    email: platform@harbourline.de
    privateKeySecretRef:
      name: letsencrypt-dns-account-key
    solvers:
      - dns01:
          cloudflare:
            apiTokenSecretRef:
              name: cloudflare-api-token
              key: api-token
        selector:
          dnsZones:
            - harbourline.de
---
apiVersion: cert-manager.io/v1
kind: Certificate
metadata:
  name: wildcard-harbourline-de
  namespace: cert-manager
spec:
  secretName: wildcard-harbourline-de-tls
  issuerRef:
    kind: ClusterIssuer
    name: letsencrypt-dns
  dnsNames:
    - harbourline.de
    - "*.harbourline.de"
  secretTemplate:
    annotations:
      reflector.v1.k8s.emberstack.com/reflection-allowed: "true"
"""

EXTERNAL_DNS_VALUES = """# platform/external-dns/values.yaml (chart external-dns 1.15.0, app v0.15.0)
provider:
  name: cloudflare

env:
  - name: CF_API_TOKEN
    valueFrom:
      secretKeyRef:
        name: cloudflare-api-token
        key: api-token

sources:
  - ingress
  - service

domainFilters:
  - harbourline.de

policy: upsert-only          # never delete records we did not create (the mail and website records live there too)
registry: txt
txtOwnerId: harbourline-prod
txtPrefix: "_extdns."
interval: 2m

extraArgs:
  - --cloudflare-dns-records-per-page=5000

resources:
  requests: {cpu: 20m, memory: 64Mi}
  limits: {memory: 128Mi}
"""

LONGHORN_VALUES = """# platform/longhorn/values.yaml (chart longhorn 1.7.2)
persistence:
  defaultClass: false             # house rule: every PVC names its storage class
  defaultClassReplicaCount: 3
  reclaimPolicy: Retain

defaultSettings:
  defaultDataPath: /var/lib/longhorn
  defaultReplicaCount: 3
  replicaSoftAntiAffinity: false
  storageMinimalAvailablePercentage: 15
  storageOverProvisioningPercentage: 150
  nodeDownPodDeletionPolicy: delete-both-statefulset-and-deployment-pod
  backupTarget: ""
  concurrentAutomaticEngineUpgradePerNodeLimit: 1

longhornUI:
  replicas: 1

ingress:
  enabled: false                  # UI through kubectl port-forward only

preUpgradeChecker:
  jobEnabled: false               # Argo CD syncs hooks badly with it
"""

CNPG_CLUSTER = """apiVersion: postgresql.cnpg.io/v1
kind: Cluster
metadata:
  name: freightdesk-db
  namespace: freightdesk
spec:
  instances: 3
  imageName: ghcr.io/cloudnative-pg/postgresql:16.4
  primaryUpdateStrategy: unsupervised

  postgresql:
    parameters:
      max_connections: "200"
      shared_buffers: 1GB
      effective_cache_size: 3GB
      work_mem: 16MB
      timezone: Europe/Berlin

  bootstrap:
    initdb:
      database: freightdesk
      owner: freightdesk

  storage:
    storageClass: longhorn
    size: 20Gi

  walStorage:
    storageClass: longhorn
    size: 5Gi

  monitoring:
    enablePodMonitor: true

  affinity:
    enablePodAntiAffinity: true
    topologyKey: kubernetes.io/hostname
    podAntiAffinityType: required

  resources:
    requests: {cpu: 500m, memory: 2Gi}
    limits: {memory: 4Gi}
"""

KPS_VALUES = """# platform/kube-prometheus-stack/values.yaml (chart kube-prometheus-stack 65.1.1)
fullnameOverride: kps

crds:
  enabled: true

defaultRules:
  create: true
  rules:
    etcd: true
    kubeProxy: false          # k3s has no separate kube-proxy pod
    kubeSchedulerAlerting: false
    kubeControllerManager: false

prometheus:
  prometheusSpec:
    retention: 15d
    retentionSize: 40GB
    ruleSelectorNilUsesHelmValues: false
    serviceMonitorSelectorNilUsesHelmValues: false
    podMonitorSelectorNilUsesHelmValues: false
    storageSpec:
      volumeClaimTemplate:
        spec:
          storageClassName: longhorn
          accessModes: ["ReadWriteOnce"]
          resources:
            requests:
              storage: 50Gi
    resources:
      requests: {cpu: 500m, memory: 2Gi}
      limits: {memory: 4Gi}

alertmanager:
  alertmanagerSpec:
    secrets:
      - pagerduty-routing-key
    storage:
      volumeClaimTemplate:
        spec:
          storageClassName: longhorn
          resources:
            requests:
              storage: 2Gi
  config:
    global:
      resolve_timeout: 5m
      pagerduty_url: https://events.pagerduty.com/v2/enqueue
    route:
      receiver: pagerduty
      group_by: [alertname, namespace]
      group_wait: 30s
      group_interval: 5m
      repeat_interval: 4h
      routes:
        - receiver: "null"
          matchers:
            - alertname = "Watchdog"
        - receiver: "null"
          matchers:
            - alertname = "InfoInhibitor"
    receivers:
      - name: "null"
      - name: pagerduty
        pagerduty_configs:
          - routing_key_file: /etc/alertmanager/secrets/pagerduty-routing-key/routing-key
            send_resolved: true
            severity: '{{ if .CommonLabels.severity }}{{ .CommonLabels.severity }}{{ else }}critical{{ end }}'

grafana:
  adminPassword: ""                      # from the sealed secret grafana-admin
  admin:
    existingSecret: grafana-admin
  ingress:
    enabled: true
    ingressClassName: traefik
    hosts: [grafana.harbourline.de]
    tls:
      - secretName: wildcard-harbourline-de-tls
        hosts: [grafana.harbourline.de]
  persistence:
    enabled: true
    storageClassName: longhorn
    size: 5Gi
  defaultDashboardsTimezone: Europe/Berlin

kubeEtcd:
  endpoints: [10.20.0.11, 10.20.0.12, 10.20.0.13]
  service:
    port: 2381
    targetPort: 2381

kubeControllerManager:
  enabled: false
kubeScheduler:
  enabled: false
kubeProxy:
  enabled: false
"""

FREIGHTDESK_RULES = """apiVersion: monitoring.coreos.com/v1
kind: PrometheusRule
metadata:
  name: freightdesk
  namespace: freightdesk
  labels:
    app.kubernetes.io/part-of: freightdesk
spec:
  groups:
    - name: freightdesk.availability
      rules:
        - alert: FreightdeskDown
          expr: sum(up{job="freightdesk-web"}) == 0
          for: 3m
          labels:
            severity: critical
          annotations:
            summary: No freightdesk web pod is being scraped
            description: All freightdesk-web targets are down for 3 minutes; dispatch cannot plan tours.
        - alert: FreightdeskHighErrorRate
          expr: |
            sum(rate(django_http_responses_total_by_status_total{job="freightdesk-web",status=~"5.."}[5m]))
              / sum(rate(django_http_responses_total_by_status_total{job="freightdesk-web"}[5m])) > 0.05
          for: 10m
          labels:
            severity: warning
          annotations:
            summary: More than 5% of freightdesk requests fail
    - name: freightdesk.database
      rules:
        - alert: FreightdeskDbReplicationLag
          expr: max(cnpg_pg_replication_lag{namespace="freightdesk"}) > 30
          for: 5m
          labels:
            severity: warning
          annotations:
            summary: A freightdesk-db replica is more than 30 s behind
"""

INGRESS_NGINX_VALUES = """# platform/ingress-nginx/values.yaml (chart ingress-nginx 4.11.3, controller v1.11.3)
controller:
  kind: DaemonSet
  hostNetwork: true
  dnsPolicy: ClusterFirstWithHostNet
  ingressClassResource:
    name: nginx
    default: true
  service:
    enabled: false           # hostNetwork on all three nodes; Cloudflare points at the three public IPs
  config:
    proxy-body-size: 50m     # proof-of-delivery photos from the drivers' app
    proxy-read-timeout: "3600"
    proxy-send-timeout: "3600"
    use-forwarded-headers: "true"
    enable-real-ip: "true"
    forwarded-for-header: CF-Connecting-IP
    log-format-escape-json: "true"
  extraArgs:
    default-ssl-certificate: cert-manager/wildcard-harbourline-de-tls
  metrics:
    enabled: true
    serviceMonitor:
      enabled: true
  resources:
    requests: {cpu: 100m, memory: 192Mi}
  admissionWebhooks:
    enabled: true
"""

VELERO_VALUES = """# platform/velero/values.yaml (chart velero 8.0.0, Velero v1.15.0)
initContainers:
  - name: velero-plugin-for-aws
    image: velero/velero-plugin-for-aws:v1.11.0
    volumeMounts:
      - mountPath: /target
        name: plugins

configuration:
  backupStorageLocation:
    - name: default
      provider: aws
      bucket: hl-velero
      config:
        region: fsn1
        s3Url: https://fsn1.your-objectstorage.com
        s3ForcePathStyle: "true"
  volumeSnapshotLocation: []
  defaultVolumesToFsBackup: true
  uploaderType: kopia

credentials:
  existingSecret: velero-s3-credentials

deployNodeAgent: true
nodeAgent:
  resources:
    requests: {cpu: 100m, memory: 256Mi}
    limits: {memory: 1Gi}

schedules:
  nightly:
    disabled: false
    schedule: "0 2 * * *"
    useOwnerReferencesInBackup: false
    template:
      ttl: 336h0m0s
      includedNamespaces: ["*"]
      excludedNamespaces: [kube-system, longhorn-system, velero]
      snapshotVolumes: false

metrics:
  enabled: true
  serviceMonitor:
    enabled: true
"""

FREIGHTDESK_VALUES_PROD = """# apps/freightdesk/values-prod.yaml (chart apps/freightdesk/chart)
image:
  repository: ghcr.io/harbourline/freightdesk
  tag: "2.3.2"
  pullPolicy: IfNotPresent

imagePullSecrets:
  - name: ghcr-pull

web:
  replicas: 3
  resources:
    requests: {cpu: 250m, memory: 512Mi}
    limits: {memory: 1Gi}
  env:
    DJANGO_SETTINGS_MODULE: freightdesk.settings.prod
    ALLOWED_HOSTS: freightdesk.harbourline.de
    TZ: Europe/Berlin
  envFromSecret: freightdesk-env        # DATABASE_URL, SECRET_KEY, SENTRY_DSN, TELEMATICS_API_KEY

worker:
  replicas: 2
  command: ["celery", "-A", "freightdesk", "worker", "-l", "info", "-Q", "default,telematics"]

beat:
  enabled: true

ingress:
  className: nginx
  host: freightdesk.harbourline.de
  annotations:
    external-dns.alpha.kubernetes.io/hostname: freightdesk.harbourline.de
    external-dns.alpha.kubernetes.io/ttl: "120"
  tls:
    secretName: wildcard-harbourline-de-tls

database:
  cluster: freightdesk-db                # CloudNativePG Cluster in this namespace
  service: freightdesk-db-rw

redis:
  enabled: true
  storageClass: longhorn
  size: 2Gi

migrations:
  runAsPreSyncHook: true                 # manage.py migrate as an Argo CD PreSync Job
"""

MAKEFILE = """# harbourline-platform: local checks before pushing (house rule since 24 Nov 2027)
KUBE_VERSION ?= 1.30.6
OVERLAYS := $(wildcard apps/*/overlays/*)

.PHONY: lint kustomize kubeconform helm-template seal

lint: kustomize helm-template kubeconform

kustomize:
\t@for o in $(OVERLAYS); do echo "kustomize build $$o"; kustomize build --enable-helm $$o > /dev/null || exit 1; done

helm-template:
\t@for c in apps/*/chart; do helm lint $$c -f $$c/../values-prod.yaml --quiet || exit 1; done

kubeconform:
\t@find clusters platform -name '*.yaml' ! -name 'values*.yaml' | xargs kubeconform -strict -summary \\
\t\t-kubernetes-version $(KUBE_VERSION) -ignore-missing-schemas \\
\t\t-schema-location default \\
\t\t-schema-location 'https://raw.githubusercontent.com/datreeio/CRDs-catalog/main/{{.Group}}/{{.ResourceKind}}_{{.ResourceAPIVersion}}.json'

# make seal NS=freightdesk NAME=freightdesk-env FILE=/tmp/freightdesk.env
seal:
\tkubectl create secret generic $(NAME) -n $(NS) --from-env-file=$(FILE) --dry-run=client -o yaml | \\
\tkubeseal --controller-namespace kube-system --controller-name sealed-secrets \\
\t\t--cert .sealed-secrets/prod.pem -o yaml > apps/$(NS)/sealed-$(NAME).yaml
"""
