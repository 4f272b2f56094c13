"""The ten sessions of the tenantdb-operator history, step by step (see build.py and README.md)."""
from __future__ import annotations

TYPES_V1 = """package v1alpha1

import (
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// TenantDatabaseSpec defines the desired state of TenantDatabase
type TenantDatabaseSpec struct {
	// Tenant is the Kestrel customer id (k-123456) that owns the database.
	// +kubebuilder:validation:Pattern=`^k-[0-9]{6}$`
	Tenant string `json:"tenant"`

	// Engine is the PostgreSQL major version of the shared cluster to place the database on.
	// +kubebuilder:validation:Enum="15";"16"
	Engine string `json:"engine"`

	// QuotaGi is the disk quota in GiB.
	// +kubebuilder:validation:Minimum=1
	QuotaGi int32 `json:"quotaGi"`

	// Plan is the hosting plan: starter, business or enterprise.
	Plan string `json:"plan,omitempty"`
}

// TenantDatabaseStatus defines the observed state of TenantDatabase
type TenantDatabaseStatus struct {
	Conditions []metav1.Condition `json:"conditions,omitempty"`
	Cluster    string             `json:"cluster,omitempty"`
	SecretName string             `json:"secretName,omitempty"`
}

// +kubebuilder:object:root=true
// +kubebuilder:subresource:status
// +kubebuilder:printcolumn:name="Tenant",type=string,JSONPath=`.spec.tenant`
// +kubebuilder:printcolumn:name="Ready",type=string,JSONPath=`.status.conditions[?(@.type=="Provisioned")].status`
type TenantDatabase struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata,omitempty"`

	Spec   TenantDatabaseSpec   `json:"spec,omitempty"`
	Status TenantDatabaseStatus `json:"status,omitempty"`
}
"""

RECONCILER_V1 = """package controller

import (
	"context"
	"time"

	"k8s.io/apimachinery/pkg/api/meta"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/controller/controllerutil"
	logf "sigs.k8s.io/controller-runtime/pkg/log"

	dbv1alpha1 "github.com/kestrelhost/tenantdb-operator/api/v1alpha1"
	"github.com/kestrelhost/tenantdb-operator/internal/pg"
)

const finalizerName = "db.kestrel.host/finalizer"

// TenantDatabaseReconciler reconciles a TenantDatabase object
type TenantDatabaseReconciler struct {
	client.Client
	Scheme *runtime.Scheme
	PG     pg.Provisioner
}

// +kubebuilder:rbac:groups=db.kestrel.host,resources=tenantdatabases,verbs=get;list;watch;create;update;patch;delete
// +kubebuilder:rbac:groups=db.kestrel.host,resources=tenantdatabases/status,verbs=get;update;patch
// +kubebuilder:rbac:groups="",resources=secrets,verbs=get;list;watch;create;update;patch

func (r *TenantDatabaseReconciler) Reconcile(ctx context.Context, req ctrl.Request) (ctrl.Result, error) {
	log := logf.FromContext(ctx)
	var tdb dbv1alpha1.TenantDatabase
	if err := r.Get(ctx, req.NamespacedName, &tdb); err != nil {
		return ctrl.Result{}, client.IgnoreNotFound(err)
	}
	if !tdb.DeletionTimestamp.IsZero() {
		return r.finalize(ctx, &tdb)
	}
	if controllerutil.AddFinalizer(&tdb, finalizerName) {
		if err := r.Update(ctx, &tdb); err != nil {
			return ctrl.Result{}, err
		}
	}
	cluster, err := r.PG.Ensure(ctx, tdb.Spec.Tenant, tdb.Name, tdb.Spec.Engine, tdb.Spec.QuotaGi)
	if err != nil {
		log.Error(err, "provisioning failed", "tenant", tdb.Spec.Tenant)
		return ctrl.Result{RequeueAfter: 30 * time.Second}, nil
	}
	tdb.Status.Cluster = cluster
	meta.SetStatusCondition(&tdb.Status.Conditions, metav1.Condition{Type: "Provisioned",
		Status: metav1.ConditionTrue, Reason: "DatabaseCreated", ObservedGeneration: tdb.Generation})
	return ctrl.Result{}, r.Status().Update(ctx, &tdb)
}
"""

HELM_VALUES = """# charts/tenantdb/values.yaml
image:
  repository: ghcr.io/kestrelhost/tenantdb-operator
  tag: ""            # defaults to .Chart.AppVersion
  pullPolicy: IfNotPresent
replicaCount: 2
leaderElection:
  enabled: true
resources:
  limits:
    cpu: 500m
    memory: 128Mi
  requests:
    cpu: 50m
    memory: 64Mi
webhook:
  enabled: true
  certManager:
    enabled: true
pgClusters:
  - name: pg-shared-1
    engine: "16"
    secretRef: pg-shared-1-admin
  - name: pg-shared-2
    engine: "15"
    secretRef: pg-shared-2-admin
"""

CI_YAML = """name: ci
on:
  pull_request:
  push:
    branches: [main]
jobs:
  test:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-go@v5
        with: { go-version-file: go.mod }
      - run: make lint
      - run: make test
  e2e:
    runs-on: ubuntu-24.04
    needs: test
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-go@v5
        with: { go-version-file: go.mod }
      - uses: helm/kind-action@v1
        with:
          version: v0.23.0
          node_image: kindest/node:v1.30.0
          cluster_name: tenantdb-e2e
      - run: kubectl apply -f https://github.com/cert-manager/cert-manager/releases/download/v1.14.5/cert-manager.yaml
      - run: make docker-build kind-load IMG=tenantdb-operator:e2e
      - run: helm install tenantdb charts/tenantdb --set image.repository=tenantdb-operator --set image.tag=e2e --wait
      - run: make test-e2e
"""


def gotest_ok(pkgs: list[tuple[str, str]]) -> str:
    return "\n".join(f"ok  \tgithub.com/kestrelhost/tenantdb-operator/{p}\t{t}" for p, t in pkgs)


def s1(s):
    s.start()
    s.prompt("goal", "New repo: tenantdb-operator. Kestrel Hosting (Jonas Weber runs their platform team) sells managed "
             "PostgreSQL databases with their web hosting plans, and today a support person creates every database by "
             "hand with psql on one of their shared Postgres clusters. They want a Kubernetes operator: a customer's "
             "database is a custom resource, the operator creates the database, the role and a Secret with the "
             "credentials, and cleans up when the resource goes away. Go, kubebuilder v4, controller-runtime. Images "
             "go to ghcr.io/kestrelhost.")
    s.bash(None, "go version && kubebuilder version", "go version go1.22.2 linux/amd64\nVersion: main.version{"
           "KubeBuilderVersion:\"4.0.0\", KubernetesVendor:\"1.30.0\", GoOs:\"linux\", GoArch:\"amd64\"}")
    s.bash("init", "kubebuilder init --domain kestrel.host --repo github.com/kestrelhost/tenantdb-operator && "
           "kubebuilder create api --group db --version v1alpha1 --kind TenantDatabase --resource --controller",
           "INFO Writing kustomize manifests for you to edit...\nINFO Writing scaffold for you to edit...\nINFO "
           "Update dependencies:\n$ go mod tidy\ngo: downloading sigs.k8s.io/controller-runtime v0.18.4\nINFO api/"
           "v1alpha1/tenantdatabase_types.go\nINFO internal/controller/tenantdatabase_controller.go\nINFO "
           "internal/controller/suite_test.go\nNext: implement your new API and generate the manifests with:\n$ make "
           "manifests")
    s.prompt("rules", "House rules before we start: conventional commits, `type(scope): lowercase imperative`, no "
             "trailing period, scope is the package (api, controller, chart, ci). Run `make manifests generate` before "
             "every commit and commit the generated CRD and deepcopy files with the change, never in a separate "
             "commit. And keep the envtest suite in Ginkgo as kubebuilder scaffolds it, but pure functions get plain "
             "table-driven Go tests, no Ginkgo there.")
    s.write("types1", "api/v1alpha1/tenantdatabase_types.go", TYPES_V1)
    s.bash("manifests1", "make manifests generate", "/home/priya/src/tenantdb-operator/bin/controller-gen-v0.15.0 "
           "rbac:roleName=manager-role crd webhook paths=\"./...\" output:crd:artifacts:config=config/crd/bases\n"
           "/home/priya/src/tenantdb-operator/bin/controller-gen-v0.15.0 object:headerFile=\"hack/boilerplate.go.txt\" "
           "paths=\"./...\"")
    s.bash("envtestfail", "make test", "go test $(go list ./... | grep -v /e2e) -coverprofile cover.out\n"
           "ok  \tgithub.com/kestrelhost/tenantdb-operator/api/v1alpha1\t0.018s\n",
           "Running Suite: Controller Suite\n  [FAILED] in [BeforeSuite] - internal/controller/suite_test.go:71\n"
           "  Unexpected error:\n      unable to start control plane itself: failed to start the controlplane. "
           "retried 5 times: fork/exec /usr/local/kubebuilder/bin/etcd: no such file or directory\n"
           "FAIL\tgithub.com/kestrelhost/tenantdb-operator/internal/controller\t0.412s\nmake: *** [Makefile:64: test] "
           "Error 1", code=2)
    s.read(None, "Makefile", "ENVTEST_K8S_VERSION = 1.30.0\n\n.PHONY: test\ntest: manifests generate fmt vet envtest\n"
           "\tKUBEBUILDER_ASSETS=\"$(shell $(ENVTEST) use $(ENVTEST_K8S_VERSION) --bin-dir $(LOCALBIN) -p path)\" "
           "go test $$(go list ./... | grep -v /e2e) -coverprofile cover.out\n")
    s.prompt("envtestwhy", "I ran `go test ./...` from GoLand earlier, so it ran without KUBEBUILDER_ASSETS and looked "
             "in /usr/local/kubebuilder. Just make `make test` the only way and point the IDE at the binaries that "
             "setup-envtest downloads into ./bin/k8s.")
    s.bash("envtestok", "bin/setup-envtest use 1.30.0 --bin-dir bin -p path && make test",
           "bin/k8s/1.30.0-linux-amd64\n" + gotest_ok([("api/v1alpha1", "0.021s"),
                                                        ("internal/controller", "7.804s\tcoverage: 61.2% of statements")]))
    s.bash("commit1", "git add -A && git commit -m 'feat(api): scaffold TenantDatabase v1alpha1'",
           "[main (root-commit) 4e1d0a2] feat(api): scaffold TenantDatabase v1alpha1\n 47 files changed, 2318 "
           "insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("pgx", "Reconciler now. Talk to the shared clusters directly with pgx v5 as the admin role (no "
             "Terraform, no SQL files): CREATE ROLE, CREATE DATABASE owned by it, CONNECTION LIMIT from the plan, "
             "then write a Secret `<name>-credentials` with host, port, dbname, user, password. Put the SQL side in "
             "internal/pg behind a Provisioner interface so the controller test can fake it.")
    s.write("pgprov", "internal/pg/provisioner.go", "package pg\n\n// Provisioner creates and removes a tenant's "
            "database on a shared cluster.\ntype Provisioner interface {\n\tEnsure(ctx context.Context, tenant, name, "
            "engine string, quotaGi int32) (cluster string, err error)\n\tDrop(ctx context.Context, tenant, name "
            "string) error\n}\n\n// connLimits is the CONNECTION LIMIT per plan.\nvar connLimits = map[string]int{"
            "\"starter\": 20, \"business\": 20, \"enterprise\": 100}\n\nfunc roleName(tenant, name string) string { "
            "return \"tenant_\" + strings.ReplaceAll(name, \"-\", \"_\") }\n")
    s.write("reconciler1", "internal/controller/tenantdatabase_controller.go", RECONCILER_V1)
    s.prompt("requeue", "When a shared cluster is unreachable don't return the error (that backs off exponentially "
             "up to 16 minutes and spams the log); log it and requeue after 30 seconds.")
    s.bash("conflict", "make test", "",
           "  [FAILED] Timed out after 10.001s.\n  Expected\n      <string>: False\n  to equal\n      <string>: True\n"
           "  In [It] at: internal/controller/tenantdatabase_controller_test.go:88\n\n"
           "2027-04-07T10:41:12Z\tERROR\tReconciler error\t{\"controller\": \"tenantdatabase\", \"TenantDatabase\": "
           "{\"name\":\"shop-prod\",\"namespace\":\"default\"}, \"error\": \"Operation cannot be fulfilled on "
           "tenantdatabases.db.kestrel.host \\\"shop-prod\\\": the object has been modified; please apply your changes "
           "to the latest version and try again\"}\nFAIL\tgithub.com/kestrelhost/tenantdb-operator/internal/controller"
           "\t12.306s", code=2)
    s.prompt("conflictwhy", "That's the status update after the finalizer Update: r.Update bumps the resourceVersion "
             "on the server but we then call Status().Update with an object that Provision already mutated. Use "
             "Status().Patch with client.MergeFrom of a copy taken right before we touch the status, not Update.")
    s.edit("conflictfix", "internal/controller/tenantdatabase_controller.go",
           "\ttdb.Status.Cluster = cluster\n\tmeta.SetStatusCondition(",
           "\tbase := tdb.DeepCopy()\n\ttdb.Status.Cluster = cluster\n\tmeta.SetStatusCondition(")
    s.edit(None, "internal/controller/tenantdatabase_controller.go",
           "\treturn ctrl.Result{}, r.Status().Update(ctx, &tdb)",
           "\treturn ctrl.Result{}, r.Status().Patch(ctx, &tdb, client.MergeFrom(base))")
    s.bash("conflictok", "make test", gotest_ok([("api/v1alpha1", "0.019s"),
                                                 ("internal/controller", "8.117s\tcoverage: 68.4% of statements")]))
    s.lesson("lesson1", "In a controller-runtime reconciler, write status with Status().Patch(ctx, obj, "
             "client.MergeFrom(base)) where base is a DeepCopy taken just before the status changes; Status().Update "
             "after an Update of the same object (finalizer) fails with 'the object has been modified'.",
             "tenantdb-operator: envtest timed out waiting for Provisioned=True because of a resourceVersion conflict")
    s.write(None, "internal/pg/provisioner_test.go", "func TestRoleName(t *testing.T) {\n\ttests := []struct{ tenant, "
            "name, want string }{\n\t\t{\"k-100200\", \"shop-prod\", \"tenant_shop_prod\"},\n\t\t{\"k-100200\", \"blog\", "
            "\"tenant_blog\"},\n\t}\n\tfor _, tt := range tests {\n\t\tif got := roleName(tt.tenant, tt.name); got != "
            "tt.want {\n\t\t\tt.Errorf(\"roleName(%q, %q) = %q, want %q\", tt.tenant, tt.name, got, tt.want)\n\t\t}\n"
            "\t}\n}\n")
    s.bash("lint1", "make lint", "golangci-lint run\n0 issues.")
    s.bash("commit2", "git add -A && git commit -m 'feat(controller): provision database, role and credentials secret'",
           "[main 91c3b7e] feat(controller): provision database, role and credentials secret\n 9 files changed, 412 "
           "insertions(+), 18 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("helm", "Packaging: a Helm chart in charts/tenantdb (not the kustomize config/default, Kestrel's platform "
             "team deploys everything with Helm through Argo CD). Two replicas with leader election. And an e2e job in "
             "GitHub Actions on a kind cluster.")
    s.write("values1", "charts/tenantdb/values.yaml", HELM_VALUES)
    s.bash(None, "helm lint charts/tenantdb", "==> Linting charts/tenantdb\n[INFO] Chart.yaml: icon is recommended\n\n"
           "1 chart(s) linted, 0 chart(s) failed")
    s.write("ci1", ".github/workflows/ci.yaml", CI_YAML)
    s.bash("kindlocal", "kind create cluster --name tenantdb-dev --image kindest/node:v1.30.0 && make docker-build "
           "kind-load IMG=tenantdb-operator:dev", "Creating cluster \"tenantdb-dev\" ...\n ✓ Ensuring node image "
           "(kindest/node:v1.30.0) 🖼\n ✓ Preparing nodes 📦\n ✓ Starting control-plane 🕹️\nSet kubectl context to "
           "\"kind-tenantdb-dev\"\n[+] Building 71.4s (17/17) FINISHED\n => => naming to docker.io/library/"
           "tenantdb-operator:dev\nImage: \"tenantdb-operator:dev\" with ID \"sha256:9a3c1f0e\" not yet present on "
           "node \"tenantdb-dev-control-plane\", loading...")
    s.bash("imagesize", "docker images tenantdb-operator:dev", "REPOSITORY          TAG   IMAGE ID       CREATED"
           "          SIZE\ntenantdb-operator   dev   9a3c1f0e2b44   40 seconds ago   71.8MB")
    s.bash(None, "helm install tenantdb charts/tenantdb --set image.repository=tenantdb-operator --set image.tag=dev "
           "--wait", "NAME: tenantdb\nLAST DEPLOYED: Fri Apr  9 14:22:05 2027\nNAMESPACE: default\nSTATUS: deployed\n"
           "REVISION: 1")
    s.bash("e2eok", "make test-e2e", "Running Suite: e2e suite\nRan 4 of 4 Specs in 96.213 seconds\nSUCCESS! -- 4 "
           "Passed | 0 Failed | 0 Pending | 0 Skipped\nPASS")
    s.remember("meme2e", "Running the tenantdb-operator e2e tests locally: `kind create cluster --name tenantdb-dev "
               "--image kindest/node:v1.30.0`, then `make docker-build kind-load IMG=tenantdb-operator:dev`, install "
               "cert-manager v1.14.5, `helm install tenantdb charts/tenantdb --set image.repository=tenantdb-operator "
               "--set image.tag=dev --wait`, then `make test-e2e` (about 1.5 minutes). The e2e suite needs a throwaway "
               "Postgres: `kubectl apply -f test/e2e/testdata/postgres.yaml`.", "How to run the e2e tests on kind",
               "fact")
    s.prompt("logs", "One more habit: structured logging only, key/value pairs with lowerCamelCase keys (tenant, "
             "dbName, cluster), never fmt.Sprintf into the message. Errors wrapped with %w and a short lowercase "
             "context.")
    s.grep(None, "fmt.Sprintf\\(\"provision", ["internal/controller/tenantdatabase_controller.go"])
    s.edit(None, "internal/controller/tenantdatabase_controller.go",
           "log.Info(fmt.Sprintf(\"provisioned %s on %s\", tdb.Name, cluster))",
           "log.Info(\"provisioned\", \"dbName\", tdb.Name, \"cluster\", cluster)")
    s.bash("commit3", "git add -A && git commit -m 'feat(chart): helm chart and kind e2e job'",
           "[main c07a55d] feat(chart): helm chart and kind e2e job\n 16 files changed, 389 insertions(+), 3 "
           "deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("webhook", "Validating webhook: reject a TenantDatabase whose quota is above 50 GiB (bigger databases "
             "get a dedicated cluster, sales handles those), and make tenant and engine immutable after create. "
             "Serving certs from cert-manager, which Kestrel already runs in every cluster.")
    s.bash(None, "kubebuilder create webhook --group db --version v1alpha1 --kind TenantDatabase "
           "--programmatic-validation", "INFO api/v1alpha1/tenantdatabase_webhook.go\nINFO api/v1alpha1/"
           "tenantdatabase_webhook_test.go\nINFO api/v1alpha1/webhook_suite_test.go")
    s.write("webhookgo", "api/v1alpha1/tenantdatabase_webhook.go", "package v1alpha1\n\nconst maxQuotaGi = 50\n\n"
            "var _ webhook.Validator = &TenantDatabase{}\n\nfunc (r *TenantDatabase) ValidateCreate() "
            "(admission.Warnings, error) {\n\tif r.Spec.QuotaGi > maxQuotaGi {\n\t\treturn nil, fmt.Errorf(\"quotaGi "
            "%d is above the shared-cluster maximum of %d\", r.Spec.QuotaGi, maxQuotaGi)\n\t}\n\treturn nil, nil\n}\n\n"
            "func (r *TenantDatabase) ValidateUpdate(old runtime.Object) (admission.Warnings, error) {\n\to := "
            "old.(*TenantDatabase)\n\tif o.Spec.Tenant != r.Spec.Tenant || o.Spec.Engine != r.Spec.Engine {\n\t\t"
            "return nil, errors.New(\"tenant and engine are immutable\")\n\t}\n\treturn nil, nil\n}\n")
    s.edit(None, "charts/tenantdb/templates/webhook.yaml", "  annotations: {}",
           "  annotations:\n    cert-manager.io/inject-ca-from: {{ .Release.Namespace }}/serving-cert")
    s.bash("x509a", "kubectl apply -f config/samples/db_v1alpha1_tenantdatabase.yaml", "",
           "Error from server (InternalError): error when creating \"config/samples/db_v1alpha1_tenantdatabase.yaml\": "
           "Internal error occurred: failed calling webhook \"vtenantdatabase.kb.io\": failed to call webhook: Post "
           "\"https://tenantdb-webhook-service.default.svc:443/validate-db-kestrel-host-v1alpha1-tenantdatabase?"
           "timeout=10s\": tls: failed to verify certificate: x509: certificate signed by unknown authority", code=1)
    s.bash("certname", "kubectl get certificate -A && kubectl get validatingwebhookconfiguration "
           "tenantdb-validating-webhook -o jsonpath='{.webhooks[0].clientConfig.caBundle}' | wc -c",
           "NAMESPACE   NAME                    READY   SECRET                  AGE\ndefault     tenantdb-serving-cert   "
           "True    tenantdb-webhook-cert   6m\n0")
    s.prompt("x509acause", "The Certificate is called tenantdb-serving-cert (the chart prefixes it with the release "
             "name) but the inject-ca-from annotation says serving-cert, so the cainjector never finds it and the "
             "caBundle stays empty. Use the same fullname helper in both places.")
    s.edit("x509afix", "charts/tenantdb/templates/webhook.yaml",
           "    cert-manager.io/inject-ca-from: {{ .Release.Namespace }}/serving-cert",
           "    cert-manager.io/inject-ca-from: {{ .Release.Namespace }}/{{ include \"tenantdb.fullname\" . }}-serving-cert")
    s.bash("x509aok", "helm upgrade tenantdb charts/tenantdb --reuse-values --wait && kubectl apply -f "
           "config/samples/db_v1alpha1_tenantdatabase.yaml", "Release \"tenantdb\" has been upgraded. Happy Helming!\n"
           "tenantdatabase.db.kestrel.host/shop-prod created")
    s.bash("quotadeny", "kubectl apply -f test/e2e/testdata/too-big.yaml", "",
           "Error from server (Forbidden): error when creating \"test/e2e/testdata/too-big.yaml\": admission webhook "
           "\"vtenantdatabase.kb.io\" denied the request: quotaGi 80 is above the shared-cluster maximum of 50",
           code=1)
    s.lesson("lesson2", "With cert-manager's CA injection, the `cert-manager.io/inject-ca-from: <namespace>/<name>` "
             "annotation must name the Certificate exactly as rendered (with the Helm release prefix); a wrong name "
             "leaves caBundle empty and the API server fails with 'x509: certificate signed by unknown authority'.",
             "tenantdb-operator: validating webhook rejected every request after adding cert-manager")
    s.remember("memkestrel", "Kestrel Hosting contacts: Jonas Weber (platform lead) approves every release and owns "
               "the Argo CD apps; Aiko Tanaka is the on-call SRE who gets paged for the operator. Staging cluster: "
               "kst-staging-fra1; production: kst-prod-fra1 and kst-prod-ams1. Nothing is applied to staging or prod "
               "by hand with kubectl: only through the Helm chart in Argo CD.", "Kestrel people and clusters",
               "fact")
    s.bash("commit4", "git add -A && git commit -m 'feat(api): validating webhook with cert-manager certs'",
           "[main 3f88e20] feat(api): validating webhook with cert-manager certs\n 11 files changed, 274 "
           "insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git pull && git log --oneline -3", "Already up to date.\n3f88e20 feat(api): validating webhook with "
           "cert-manager certs\nc07a55d feat(chart): helm chart and kind e2e job\n91c3b7e feat(controller): provision "
           "database, role and credentials secret")
    s.prompt("quotarename", "Jonas wants quotas like the rest of Kubernetes: rename spec.quotaGi to spec.storage.quota, "
             "a resource.Quantity (\"10Gi\"), so it reads like a PVC. It's still v1alpha1 and nothing is deployed, "
             "so no conversion webhook, just change it.")
    s.edit("quotaedit", "api/v1alpha1/tenantdatabase_types.go",
           "\t// QuotaGi is the disk quota in GiB.\n\t// +kubebuilder:validation:Minimum=1\n\tQuotaGi int32 "
           "`json:\"quotaGi\"`",
           "\t// Storage holds the disk quota.\n\tStorage StorageSpec `json:\"storage\"`\n}\n\n// StorageSpec is "
           "the disk quota of the database, like a PVC's request.\ntype StorageSpec struct {\n\t// Quota such as "
           "10Gi.\n\tQuota resource.Quantity `json:\"quota\"`")
    s.bash("quotabuild", "make manifests generate && go build ./...", "",
           "# github.com/kestrelhost/tenantdb-operator/api/v1alpha1\napi/v1alpha1/tenantdatabase_webhook.go:14:12: "
           "r.Spec.QuotaGi undefined (type TenantDatabaseSpec has no field or method QuotaGi)\n# github.com/"
           "kestrelhost/tenantdb-operator/internal/controller\ninternal/controller/tenantdatabase_controller.go:52:78: "
           "tdb.Spec.QuotaGi undefined (type TenantDatabaseSpec has no field or method QuotaGi)", code=1)
    s.grep("grepquota", "QuotaGi|quotaGi", ["api/v1alpha1/tenantdatabase_webhook.go",
                                            "internal/controller/tenantdatabase_controller.go",
                                            "config/samples/db_v1alpha1_tenantdatabase.yaml",
                                            "test/e2e/testdata/too-big.yaml"])
    s.edit("quotawebhook", "api/v1alpha1/tenantdatabase_webhook.go",
           "\tif r.Spec.QuotaGi > maxQuotaGi {",
           "\tif r.Spec.Storage.Quota.Cmp(maxQuota) > 0 {")
    s.bash("quotatest", "make test", gotest_ok([("api/v1alpha1", "4.922s\tcoverage: 74.0% of statements"),
                                                ("internal/controller", "8.406s\tcoverage: 69.9% of statements"),
                                                ("internal/pg", "0.007s\tcoverage: 41.3% of statements")]))
    s.prompt("pkgrename", "While we're renaming: internal/pg is a bad name next to the pgx import, call the package "
             "internal/dbclient and the interface stays Provisioner.")
    s.bash("gitmv", "git mv internal/pg internal/dbclient && gofmt -r 'pg.Provisioner -> dbclient.Provisioner' -w "
           "internal/ cmd/ && goimports -w internal/ cmd/", "")
    s.prompt("dropdecision", "Deletion: when a TenantDatabase is deleted, the finalizer drops the database and the "
             "role right away and then removes the finalizer. Simple, and support asked for it.")
    s.write("finalize1", "internal/controller/finalize.go", "package controller\n\n// finalize drops the tenant's "
            "database and role, then lets the object go.\nfunc (r *TenantDatabaseReconciler) finalize(ctx "
            "context.Context, tdb *dbv1alpha1.TenantDatabase) (ctrl.Result, error) {\n\tif err := r.PG.Drop(ctx, "
            "tdb.Spec.Tenant, tdb.Name); err != nil {\n\t\treturn ctrl.Result{}, fmt.Errorf(\"drop database: %w\", err)"
            "\n\t}\n\tcontrollerutil.RemoveFinalizer(tdb, finalizerName)\n\treturn ctrl.Result{}, r.Update(ctx, tdb)\n}\n")
    s.prompt("dropreverse", "Actually let's not drop anything immediately. Jonas just told me a customer deleted the "
             "wrong database from the panel last year and they restored it from a dump for two days. On delete, "
             "rename the database to <name>_deleted_<unix time>, revoke the role's LOGIN, and a cleanup loop drops it "
             "after a 7 day retention.")
    s.edit("softdelete", "internal/controller/finalize.go",
           "\tif err := r.PG.Drop(ctx, tdb.Spec.Tenant, tdb.Name); err != nil {\n\t\treturn ctrl.Result{}, "
           "fmt.Errorf(\"drop database: %w\", err)",
           "\tif err := r.PG.Retire(ctx, tdb.Spec.Tenant, tdb.Name, time.Now()); err != nil {\n\t\treturn "
           "ctrl.Result{}, fmt.Errorf(\"retire database: %w\", err)")
    s.write("retention1", "internal/dbclient/retention.go", "package dbclient\n\n// DefaultRetention is how long a "
            "retired database is kept before the cleanup loop drops it.\nconst DefaultRetention = 7 * 24 * time.Hour\n")
    s.remember("memdelete", "Deleting a TenantDatabase does not drop the data at once: the finalizer renames the "
               "database to <name>_deleted_<unix>, revokes LOGIN from its role and removes the Secret; the cleanup "
               "loop (every hour) drops retired databases after 7 days. Support can restore one within that window by "
               "renaming it back.", "What happens when a tenant database is deleted", "decision")
    s.bash("commit5", "git add -A && git commit -m 'refactor(api): spec.quotaGi becomes spec.storage.quota' && git "
           "commit --allow-empty -m 'feat(controller): retire databases on delete, drop after retention'",
           "[main 6b02d91] refactor(api): spec.quotaGi becomes spec.storage.quota\n 14 files changed, 96 "
           "insertions(+), 71 deletions(-)\n[main 77c4e03] feat(controller): retire databases on delete, drop after "
           "retention\n 5 files changed, 188 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("release", "First release, v0.1.0, so Jonas can put it on staging. Build the image with the "
             "Dockerfile kubebuilder made (distroless static, non-root) via docker buildx for amd64 and arm64, push "
             "to ghcr.io/kestrelhost/tenantdb-operator from a release workflow on tags.")
    s.write("releaseyaml", ".github/workflows/release.yaml", "name: release\non:\n  push:\n    tags: ['v*']\njobs:\n"
            "  image:\n    runs-on: ubuntu-24.04\n    steps:\n      - uses: actions/checkout@v4\n      - uses: "
            "docker/setup-qemu-action@v3\n      - uses: docker/setup-buildx-action@v3\n      - uses: "
            "docker/login-action@v3\n        with:\n          registry: ghcr.io\n          username: ${{ github.actor "
            "}}\n          password: ${{ secrets.GITHUB_TOKEN }}\n      - uses: docker/build-push-action@v6\n        "
            "with:\n          platforms: linux/amd64,linux/arm64\n          push: true\n          tags: "
            "ghcr.io/kestrelhost/tenantdb-operator:${{ github.ref_name }}\n")
    s.bash(None, "git tag v0.1.0 && git push origin v0.1.0", "To github.com:kestrelhost/tenantdb-operator.git\n * "
           "[new tag]         v0.1.0 -> v0.1.0")
    s.bash("ghcrdenied", "gh run view --log-failed", "image\tBuild and push\t#23 ERROR: failed to push "
           "ghcr.io/kestrelhost/tenantdb-operator:v0.1.0: unexpected status from POST request to https://ghcr.io/v2/"
           "kestrelhost/tenantdb-operator/blobs/uploads/: 403 Forbidden\nimage\tBuild and push\tdenied: "
           "permission_denied: write_package", code=1)
    s.prompt("ghcrwhy", "The org sets the default GITHUB_TOKEN to read-only, so the job needs `permissions: "
             "packages: write` (and contents: read).")
    s.edit("ghcrfix", ".github/workflows/release.yaml", "jobs:\n  image:\n    runs-on: ubuntu-24.04",
           "jobs:\n  image:\n    runs-on: ubuntu-24.04\n    permissions:\n      contents: read\n      packages: write")
    s.bash("buildtime", "gh run watch", "✓ release · 8812340117\nTriggered via push about 19 minutes ago\n\nJOBS\n"
           "✓ image in 17m42s (ID 24199001876)\n  ✓ Build and push\nANNOTATIONS\n- Building linux/arm64 under QEMU: "
           "go build took 14m08s")
    s.prompt("ko", "Seventeen minutes for an image is silly, the arm64 build under QEMU is the whole time. Switch to "
             "ko: it cross-compiles natively, needs no Dockerfile, and gives us SBOMs. Drop the Dockerfile and the "
             "buildx steps. Base image stays distroless static nonroot.")
    s.write("koyaml", ".ko.yaml", "defaultBaseImage: gcr.io/distroless/static:nonroot\ndefaultPlatforms:\n  - "
            "linux/amd64\n  - linux/arm64\nbuilds:\n  - id: manager\n    main: ./cmd\n    ldflags:\n      - -s -w\n"
            "      - -X main.version={{.Env.VERSION}}\n")
    s.edit("kosteps", ".github/workflows/release.yaml", "      - uses: docker/setup-qemu-action@v3\n      - uses: "
           "docker/setup-buildx-action@v3", "      - uses: actions/setup-go@v5\n        with: { go-version-file: go.mod "
           "}\n      - uses: ko-build/setup-ko@v0.7\n      - run: ko build --bare --tags ${{ github.ref_name }} ./cmd\n"
           "        env:\n          KO_DOCKER_REPO: ghcr.io/kestrelhost/tenantdb-operator\n          VERSION: ${{ "
           "github.ref_name }}")
    s.bash(None, "git rm Dockerfile .dockerignore", "rm 'Dockerfile'\nrm '.dockerignore'")
    s.bash("korun", "gh run watch", "✓ release · 8812977320\nJOBS\n✓ image in 1m51s (ID 24199877003)\n  ✓ ko build\n"
           "ghcr.io/kestrelhost/tenantdb-operator:v0.1.0@sha256:5c0e8a7d1f")
    s.bash("kosize", "crane manifest ghcr.io/kestrelhost/tenantdb-operator:v0.1.0 | jq '.manifests | length' && crane "
           "config ghcr.io/kestrelhost/tenantdb-operator:v0.1.0 --platform linux/amd64 | jq .size", "2\n"
           "image size (linux/amd64, compressed): 24.6MB")
    s.prompt("chartrename", "Jonas asked for the chart to be named after the product in their catalogue: rename "
             "charts/tenantdb to charts/kestrel-db-operator, and the fullname helper with it. The release name on "
             "staging will be kestrel-db.")
    s.bash("chartmv", "git mv charts/tenantdb charts/kestrel-db-operator && grep -rl 'tenantdb\\.' charts/ | xargs sed "
           "-i 's/tenantdb\\./kestrel-db-operator./g'", "")
    s.edit("chartyaml", "charts/kestrel-db-operator/Chart.yaml", "name: tenantdb\nversion: 0.1.0\nappVersion: "
           "\"v0.1.0\"", "name: kestrel-db-operator\nversion: 0.1.1\nappVersion: \"v0.1.0\"")
    s.bash("commit6", "git add -A && git commit -m 'build(release): ko instead of docker buildx; rename chart to "
           "kestrel-db-operator'", "[main a91f6c2] build(release): ko instead of docker buildx; rename chart to "
           "kestrel-db-operator\n 13 files changed, 41 insertions(+), 88 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.bash("cired", "gh run view 8815550231 --log-failed", "e2e\tmake test-e2e\t  [FAILED] Unexpected error:\n"
           "      Internal error occurred: failed calling webhook \"vtenantdatabase.kb.io\": failed to call webhook: "
           "Post \"https://kestrel-db-operator-webhook-service.default.svc:443/validate-db-kestrel-host-v1alpha1-"
           "tenantdatabase?timeout=10s\": tls: failed to verify certificate: x509: certificate signed by unknown "
           "authority\n  In [It] at: test/e2e/e2e_test.go:112\ne2e\tmake test-e2e\tRan 4 of 4 Specs in 38.001 "
           "seconds\nFAIL! -- 1 Passed | 3 Failed", code=1)
    s.prompt("x509b", "The certificate error again, but only in CI and only on some runs; it passes on my kind "
             "cluster. The annotation is right this time, I checked the rendered chart.")
    s.bash("x509bcheck", "gh run view 8815550231 --log | grep -E 'cert-manager|helm install' | head",
           "e2e\tkubectl apply -f https://github.com/cert-manager/cert-manager/releases/download/v1.14.5/cert-manager"
           ".yaml\t14:02:11 deployment.apps/cert-manager-cainjector created\ne2e\thelm install\t14:02:13 NAME: "
           "kestrel-db\ne2e\tmake test-e2e\t14:02:41 Running Suite: e2e suite")
    s.prompt("x509bcause", "So helm install ran two seconds after cert-manager was applied: the cainjector isn't up "
             "yet, the caBundle is empty when the tests start. Wait for cert-manager's three deployments to be "
             "Available before installing the chart.")
    s.edit("x509bfix", ".github/workflows/ci.yaml",
           "      - run: kubectl apply -f https://github.com/cert-manager/cert-manager/releases/download/v1.14.5/"
           "cert-manager.yaml",
           "      - run: |\n          kubectl apply -f https://github.com/cert-manager/cert-manager/releases/download/"
           "v1.14.5/cert-manager.yaml\n          kubectl -n cert-manager wait --for=condition=Available deployment "
           "--all --timeout=180s")
    s.lesson("lesson3", "In CI, installing a chart whose webhook needs a cert-manager-injected CA right after applying "
             "cert-manager races the cainjector: wait with `kubectl -n cert-manager wait --for=condition=Available "
             "deployment --all` first, or the first requests fail with 'x509: certificate signed by unknown "
             "authority'.", "tenantdb-operator: flaky e2e on kind in GitHub Actions")
    s.bash("flaky", "go test ./internal/controller/ -run TestControllers -count=5", "",
           "  [FAILED] Timed out after 10.000s.\n  Expected\n      <*v1.Secret | nil>: nil\n  not to be nil\n  In [It] "
           "at: internal/controller/tenantdatabase_controller_test.go:131\nRan 9 of 9 Specs in 64.2 seconds\n"
           "FAIL! -- 8 Passed | 1 Failed", code=1)
    s.prompt("eventually", "The Secret shows up after ~12s on a busy runner because of the 30s requeue path on the "
             "first fake failure. Raise the default Eventually timeout in suite_test.go from 10s to 30s, polling "
             "every 250ms. And run the envtest suite with -race in CI from now on.")
    s.edit("eventuallyfix", "internal/controller/suite_test.go", "\tSetDefaultEventuallyTimeout(10 * time.Second)",
           "\tSetDefaultEventuallyTimeout(30 * time.Second)\n\tSetDefaultEventuallyPollingInterval(250 * "
           "time.Millisecond)")
    s.edit(None, "Makefile", "go test $$(go list ./... | grep -v /e2e) -coverprofile cover.out",
           "go test -race $$(go list ./... | grep -v /e2e) -coverprofile cover.out")
    s.bash("raceok", "make test", gotest_ok([("api/v1alpha1", "6.310s\tcoverage: 74.0% of statements"),
                                             ("internal/controller", "19.882s\tcoverage: 72.5% of statements"),
                                             ("internal/dbclient", "1.044s\tcoverage: 44.8% of statements")]))
    s.prompt("mutating", "I was going to add a defaulting (mutating) webhook to fill plan=starter and engine=16. "
             "Actually let's drop that: `+kubebuilder:default` markers do it in the CRD schema, no extra webhook "
             "round trip, and it works when the webhook is down.")
    s.edit("defaults", "api/v1alpha1/tenantdatabase_types.go",
           "\t// Plan is the hosting plan: starter, business or enterprise.\n\tPlan string `json:\"plan,omitempty\"`",
           "\t// Plan is the hosting plan: starter, business or enterprise.\n\t// +kubebuilder:default=starter\n\t"
           "// +kubebuilder:validation:Enum=starter;business;enterprise\n\tPlan string `json:\"plan,omitempty\"`")
    s.bash(None, "make manifests generate && git status --short", " M api/v1alpha1/tenantdatabase_types.go\n M "
           "config/crd/bases/db.kestrel.host_tenantdatabases.yaml\n M .github/workflows/ci.yaml\n M Makefile\n M "
           "internal/controller/suite_test.go")
    s.bash("commit7", "git add -A && git commit -m 'fix(ci): wait for cert-manager before installing the chart'",
           "[main d4e2b18] fix(ci): wait for cert-manager before installing the chart\n 5 files changed, 19 "
           "insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("plans", "Jonas sent the plan limits: starter 20 connections, business 50, enterprise 150, and the "
             "quota cap on shared clusters goes up from 50 GiB to 100 GiB now that pg-shared-3 has the bigger "
             "disks.")
    s.edit("connlimits", "internal/dbclient/provisioner.go",
           "var connLimits = map[string]int{\"starter\": 20, \"business\": 20, \"enterprise\": 100}",
           "var connLimits = map[string]int{\"starter\": 20, \"business\": 50, \"enterprise\": 150}")
    s.edit("quotacap", "api/v1alpha1/tenantdatabase_webhook.go", "var maxQuota = resource.MustParse(\"50Gi\")",
           "var maxQuota = resource.MustParse(\"100Gi\")")
    s.prompt("pooler", "For the connection count, I'd put a PgBouncer sidecar... no, a PgBouncer Deployment per "
             "tenant database, created by the operator, so each customer gets a pooled endpoint.")
    s.write(None, "internal/controller/pooler.go", "package controller\n\n// ensurePooler creates the tenant's "
            "PgBouncer Deployment and Service.\nfunc (r *TenantDatabaseReconciler) ensurePooler(ctx context.Context, "
            "tdb *dbv1alpha1.TenantDatabase) error {\n\t// TODO\n\treturn nil\n}\n")
    s.prompt("poolerreverse", "Actually let's not run a PgBouncer per tenant: Aiko counted 1,140 databases in the "
             "panel, that's 1,140 extra pods to page on. The shared clusters get one pooler each (pgbouncer on the "
             "Postgres VMs, port 6432, transaction mode) and the Secret points at that; the CONNECTION LIMIT on the "
             "role does the per-plan cap.")
    s.bash(None, "git rm internal/controller/pooler.go", "rm 'internal/controller/pooler.go'")
    s.edit("secretport", "internal/controller/secret.go", "\t\t\"port\":     []byte(\"5432\"),",
           "\t\t\"port\":     []byte(\"6432\"), // the cluster's shared pgbouncer")
    s.prompt("condrename", "Status: rename the condition type Provisioned to Ready, that's what Argo CD's health "
             "check and kstatus look for, and add Degraded when the cluster is unreachable.")
    s.grep("grepcond", "\"Provisioned\"", ["internal/controller/tenantdatabase_controller.go",
                                           "internal/controller/tenantdatabase_controller_test.go",
                                           "api/v1alpha1/tenantdatabase_types.go", "test/e2e/e2e_test.go"])
    s.bash("condsed", "sed -i 's/\"Provisioned\"/\"Ready\"/g' internal/controller/*.go api/v1alpha1/*.go "
           "test/e2e/e2e_test.go && make manifests generate", "")
    s.bash("condtestfail", "make test", "",
           "  [FAILED] Timed out after 30.001s.\n  Expected\n      <string>: \n  to equal\n      <string>: True\n"
           "  In [It] at: internal/controller/tenantdatabase_controller_test.go:94\n  waiting for condition "
           "\"Ready\" on shop-prod\n--- FAIL: TestControllers (41.22s)\nFAIL\tgithub.com/kestrelhost/tenantdb-operator"
           "/internal/controller\t42.871s", code=2)
    s.read("condconst", "internal/controller/conditions.go", "package controller\n\nconst (\n\t// condProvisioned is "
           "set when the database, role and Secret exist.\n\tcondProvisioned = \"Provisioned\"\n\treasonCreated    "
           "= \"DatabaseCreated\"\n)\n")
    s.prompt("condwhy", "The sed only caught the quoted literals; the reconciler sets the condition through the "
             "condProvisioned constant, which still says Provisioned. Rename the constant to condReady = \"Ready\" "
             "and use it everywhere, including the tests, so there's one place.")
    s.edit("condfix", "internal/controller/conditions.go", "\t// condProvisioned is set when the database, role and "
           "Secret exist.\n\tcondProvisioned = \"Provisioned\"", "\t// condReady is set when the database, role and "
           "Secret exist.\n\tcondReady    = \"Ready\"\n\tcondDegraded = \"Degraded\"")
    s.bash("condok", "make test", gotest_ok([("api/v1alpha1", "6.118s\tcoverage: 75.2% of statements"),
                                             ("internal/controller", "21.407s\tcoverage: 73.8% of statements"),
                                             ("internal/dbclient", "1.101s\tcoverage: 44.8% of statements")]))
    s.prompt("retention14", "Support asked for two weeks: some customers only notice on their next monthly invoice "
             "review. Make the retention 14 days and a flag --retention so Kestrel can change it without a release.")
    s.edit("retentionedit", "internal/dbclient/retention.go", "const DefaultRetention = 7 * 24 * time.Hour",
           "const DefaultRetention = 14 * 24 * time.Hour")
    s.remember("memdelete2", "Update on deletion: retired tenant databases (<name>_deleted_<unix>) are now kept 14 "
               "days, not 7, before the hourly cleanup drops them; the manager flag --retention overrides it "
               "(Helm value retention: 336h).", "Retention of deleted tenant databases", "decision")
    s.bash("commit8", "git add -A && git commit -m 'feat(controller): plan connection limits, Ready/Degraded "
           "conditions, 14d retention'", "[main 0b7d3a9] feat(controller): plan connection limits, Ready/Degraded "
           "conditions, 14d retention\n 12 files changed, 133 insertions(+), 47 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("bump", "Dependency day: controller-runtime 0.18.4 -> 0.20.2 (k8s.io/* 0.32), Go 1.23, and envtest "
             "for Kubernetes 1.31 since Kestrel's prod clusters moved to 1.31 last week.")
    s.bash("gomod", "go get sigs.k8s.io/controller-runtime@v0.20.2 && go mod tidy", "go: upgraded "
           "k8s.io/api v0.30.1 => v0.32.1\ngo: upgraded k8s.io/apimachinery v0.30.1 => v0.32.1\ngo: upgraded "
           "k8s.io/client-go v0.30.1 => v0.32.1\ngo: upgraded sigs.k8s.io/controller-runtime v0.18.4 => v0.20.2")
    s.bash("bumpfail", "go build ./...", "",
           "# github.com/kestrelhost/tenantdb-operator/api/v1alpha1\napi/v1alpha1/tenantdatabase_webhook.go:22:16: "
           "undefined: webhook.Validator\napi/v1alpha1/tenantdatabase_webhook.go:31:6: "
           "ctrl.NewWebhookManagedBy(mgr).For(r).Complete undefined: missing validator", code=1)
    s.prompt("bumpwhy", "controller-runtime 0.20 removed the old webhook.Validator interface (the one the type "
             "implements itself). Move the checks to a separate TenantDatabaseCustomValidator implementing "
             "admission.CustomValidator, registered with WithValidator, in internal/webhook/v1alpha1 like current "
             "kubebuilder scaffolds it.")
    s.write("customvalidator", "internal/webhook/v1alpha1/tenantdatabase_webhook.go", "package v1alpha1\n\n// "
            "TenantDatabaseCustomValidator rejects oversized quotas and changes to tenant or engine.\ntype "
            "TenantDatabaseCustomValidator struct{}\n\nvar _ webhook.CustomValidator = "
            "&TenantDatabaseCustomValidator{}\n\nfunc SetupTenantDatabaseWebhookWithManager(mgr ctrl.Manager) error "
            "{\n\treturn ctrl.NewWebhookManagedBy(mgr).For(&dbv1alpha1.TenantDatabase{}).\n\t\t"
            "WithValidator(&TenantDatabaseCustomValidator{}).Complete()\n}\n\nfunc (v *TenantDatabaseCustomValidator) "
            "ValidateCreate(ctx context.Context, obj runtime.Object) (admission.Warnings, error) {\n\ttdb := "
            "obj.(*dbv1alpha1.TenantDatabase)\n\tif tdb.Spec.Storage.Quota.Cmp(maxQuota) > 0 {\n\t\treturn nil, "
            "fmt.Errorf(\"storage.quota %s is above the shared-cluster maximum of %s\", tdb.Spec.Storage.Quota.String(),"
            " maxQuota.String())\n\t}\n\treturn nil, nil\n}\n")
    s.bash(None, "git rm api/v1alpha1/tenantdatabase_webhook.go api/v1alpha1/webhook_suite_test.go", "rm "
           "'api/v1alpha1/tenantdatabase_webhook.go'\nrm 'api/v1alpha1/webhook_suite_test.go'")
    s.edit("envtest131", "Makefile", "ENVTEST_K8S_VERSION = 1.30.0", "ENVTEST_K8S_VERSION = 1.31.0")
    s.bash("bumpok", "go build ./... && make test", gotest_ok([("internal/controller", "22.913s\tcoverage: 74.1% of "
                                                                 "statements"),
                                                                ("internal/dbclient", "1.087s\tcoverage: 44.8% of "
                                                                 "statements"),
                                                                ("internal/webhook/v1alpha1", "5.702s\tcoverage: 81.6%"
                                                                 " of statements")]))
    s.edit("kindnode", ".github/workflows/ci.yaml", "          node_image: kindest/node:v1.30.0",
           "          node_image: kindest/node:v1.31.2")
    s.bash("lint2", "make lint", "golangci-lint run\ninternal/controller/finalize.go:27:2: unhandled-error: Unhandled result of "
           "controllerutil.RemoveFinalizer (revive)\n1 issues.", code=1)
    s.edit(None, "internal/controller/finalize.go", "\tcontrollerutil.RemoveFinalizer(tdb, finalizerName)\n\treturn "
           "ctrl.Result{}, r.Update(ctx, tdb)", "\tif controllerutil.RemoveFinalizer(tdb, finalizerName) {\n\t\treturn "
           "ctrl.Result{}, r.Update(ctx, tdb)\n\t}\n\treturn ctrl.Result{}, nil")
    s.prompt("requeue2m", "Aiko says when pg-shared-2 was in maintenance for 40 minutes on Sunday, 300 databases "
             "retried every 30 seconds and flooded the logs and the Postgres auth log. Make the unreachable-cluster "
             "requeue 2 minutes with up to 20% jitter.")
    s.edit("requeueedit", "internal/controller/tenantdatabase_controller.go",
           "\t\treturn ctrl.Result{RequeueAfter: 30 * time.Second}, nil",
           "\t\treturn ctrl.Result{RequeueAfter: wait.Jitter(2*time.Minute, 0.2)}, nil")
    s.bash("commit9", "git add -A && git commit -m 'chore(deps): controller-runtime v0.20.2, k8s 1.31, custom "
           "validator' && git commit --allow-empty -m 'fix(controller): requeue unreachable clusters after 2m with "
           "jitter'", "[main 5e61c0f] chore(deps): controller-runtime v0.20.2, k8s 1.31, custom validator\n 19 files "
           "changed, 201 insertions(+), 164 deletions(-)\n[main 8aa09d4] fix(controller): requeue unreachable "
           "clusters after 2m with jitter\n 2 files changed, 6 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n8aa09d4 "
           "fix(controller): requeue unreachable clusters after 2m with jitter")
    s.prompt("v030", "Release v0.3.0 today for the production rollout next week (v0.2.0 went to staging on the 23rd). "
             "Publish the chart too, as an OCI artifact next to the image: ghcr.io/kestrelhost/charts.")
    s.edit("chartbump", "charts/kestrel-db-operator/Chart.yaml", "version: 0.2.0\nappVersion: \"v0.2.0\"",
           "version: 0.3.0\nappVersion: \"v0.3.0\"")
    s.bash("helmpush", "helm package charts/kestrel-db-operator && helm push kestrel-db-operator-0.3.0.tgz "
           "oci://ghcr.io/kestrelhost/charts", "Successfully packaged chart and saved it to: "
           "/home/priya/src/tenantdb-operator/kestrel-db-operator-0.3.0.tgz\nPushed: ghcr.io/kestrelhost/charts/"
           "kestrel-db-operator:0.3.0\nDigest: sha256:e17b0c44a9")
    s.bash("e2efinal", "make test-e2e", "Running Suite: e2e suite\nRan 7 of 7 Specs in 141.880 seconds\nSUCCESS! -- "
           "7 Passed | 0 Failed | 0 Pending | 0 Skipped\nPASS")
    s.bash("tag030", "git tag v0.3.0 && git push origin v0.3.0 && gh run watch", "✓ release · 8851023399\nJOBS\n"
           "✓ image in 1m47s\n  ✓ ko build\nghcr.io/kestrelhost/tenantdb-operator:v0.3.0@sha256:0d9b4e61aa")
    s.bash("stagingcheck", "kubectl --context kst-staging-fra1 get tenantdatabases -A | tail -n +2 | wc -l && kubectl "
           "--context kst-staging-fra1 -n kestrel-db top pod", "212\nNAME                                  CPU(cores)"
           "   MEMORY(bytes)\nkestrel-db-operator-7d9f6c5b8-4kq2x   38m          97Mi\nkestrel-db-operator-7d9f6c5b8-"
           "tn8wz   2m           31Mi")
    s.prompt("memlimit", "97Mi on the leader with 212 databases, that's close to the 128Mi limit; prod will have "
             "1,140. Raise the memory limit to 256Mi and the request to 128Mi in the chart values.")
    s.edit("memedit", "charts/kestrel-db-operator/values.yaml", "  limits:\n    cpu: 500m\n    memory: 128Mi\n  "
           "requests:\n    cpu: 50m\n    memory: 64Mi", "  limits:\n    cpu: 500m\n    memory: 256Mi\n  requests:\n"
           "    cpu: 50m\n    memory: 128Mi")
    s.write("runbook", "docs/runbook.md", "# kestrel-db-operator runbook\n\n## Alerts\n- TenantDatabaseDegraded "
            "(condition Degraded=True for 15m): the shared cluster is unreachable; check the pgbouncer on the VM "
            "(port 6432) first.\n- Restore a deleted database: within 14 days, `ALTER DATABASE <name>_deleted_<unix> "
            "RENAME TO <name>` and GRANT LOGIN back, then recreate the TenantDatabase.\n")
    s.remember("memrelease", "Releasing tenantdb-operator: bump charts/kestrel-db-operator/Chart.yaml (version and "
               "appVersion), `helm package` + `helm push` to oci://ghcr.io/kestrelhost/charts, then tag vX.Y.Z: the "
               "release workflow builds the image with ko (about 2 minutes). Jonas Weber approves the Argo CD sync "
               "to prod.", "How to cut a release", "fact")
    s.bash("commit10", "git add -A && git commit -m 'chore(release): v0.3.0, chart 0.3.0, 256Mi memory limit'",
           "[main f3c70b2] chore(release): v0.3.0, chart 0.3.0, 256Mi memory limit\n 4 files changed, 29 "
           "insertions(+), 6 deletions(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-04-05T08:30:00", "1a7c3e90-2b4d-4c61-8e0f-0a1b2c3d2501", s1),   # Mon
    ("s2", "2027-04-07T09:40:00", "2b8d4fa1-3c5e-4d72-9f10-1b2c3d4e2502", s2),   # Wed
    ("s3", "2027-04-09T13:10:00", "3c9e50b2-4d6f-4e83-a021-2c3d4e5f2503", s3),   # Fri
    ("s4", "2027-04-13T09:00:00", "4daf61c3-5e70-4f94-b132-3d4e5f602504", s4),   # Tue
    ("s5", "2027-04-15T10:15:00", "5eb072d4-6f81-40a5-c243-4e5f60712505", s5),   # Thu
    ("s6", "2027-04-19T08:50:00", "6fc183e5-7092-41b6-d354-5f6071822506", s6),   # Mon
    ("s7", "2027-04-21T13:55:00", "70d294f6-81a3-42c7-e465-607182932507", s7),   # Wed
    ("s8", "2027-04-23T09:20:00", "81e3a507-92b4-43d8-f576-718293a42508", s8),   # Fri
    ("s9", "2027-04-27T10:00:00", "92f4b618-a3c5-44e9-0687-8293a4b52509", s9),   # Tue
    ("s10", "2027-04-30T14:00:00", "a305c729-b4d6-45fa-1798-93a4b5c62510", s10),  # Fri
]

#: When the questions are asked: Tuesday morning, four days after the last session (a Friday).
ASKED_AT = "2027-05-04T08:45:00Z"
