"""The eleven sessions of the ledger-service history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad45_files import (APPLICATION_YML, BUILD_GRADLE, JOURNAL_SERVICE, LAG_ALERT, MIGRATE_JOB, OUTBOX_RELAY, V1_SQL,
                        VALUES_STAGING)

J = "src/main/java/com/fennick/ledger"
T = "src/test/java/com/fennick/ledger"
MIG = "src/main/resources/db/migration"


def gradle_ok(task="build", n=14, secs="38s"):
    return (f"> Task :compileJava\n> Task :processResources\n> Task :classes\n> Task :compileTestJava\n"
            f"> Task :test\n\n{n} tests completed, 0 failed\n> Task :{task}\n\nBUILD SUCCESSFUL in {secs}\n"
            f"9 actionable tasks: 9 executed")


def s1(s):
    s.start()
    s.prompt("goal", "New service: ledger-service for Fennick Payments. It keeps the double-entry ledger of our "
             "merchants: it consumes captured and refunded payments from Kafka (payments.captured.v1, "
             "payments.refunded.v1), books them as balanced postings in Postgres, and publishes booked entries for "
             "the reconciliation team. Stack: Java 21, Spring Boot 3.3, Gradle with the Kotlin DSL, PostgreSQL 16 "
             "with Flyway, Spring Data JPA for persistence to get going quickly. Scaffold it please.")
    s.bash(None, "ls -la && java -version", "total 8\ndrwxr-xr-x  3 marta marta 4096 Nov  1 09:11 .\n"
           "drwxr-xr-x 14 marta marta 4096 Nov  1 09:10 ..\ndrwxr-xr-x  7 marta marta 4096 Nov  1 09:11 .git\n",
           'openjdk version "21.0.5" 2024-10-15 LTS\nOpenJDK Runtime Environment Temurin-21.0.5+11 (build 21.0.5+11-LTS)')
    s.prompt("rules", "House rules for this repo: always ./gradlew, never a globally installed gradle. No Lombok, use "
             "records. Money is a long in minor units (cents) plus an ISO currency code, never double or float and "
             "no BigDecimal in the domain. Run ./gradlew spotlessApply before every commit.")
    s.bash("init", "curl -s https://start.spring.io/starter.zip -d type=gradle-project-kotlin -d language=java "
           "-d bootVersion=3.3.5 -d javaVersion=21 -d groupId=com.fennick.ledger -d artifactId=ledger-service "
           "-d dependencies=web,data-jpa,actuator,kafka,flyway,postgresql,testcontainers -o /tmp/ls.zip && "
           "unzip -o -q /tmp/ls.zip && ./gradlew --version",
           "------------------------------------------------------------\nGradle 8.10.2\n"
           "------------------------------------------------------------\n\nKotlin:       1.9.24\nGroovy:       3.0.22\n"
           "JVM:          21.0.5 (Eclipse Adoptium 21.0.5+11-LTS)")
    s.write("buildfile", "build.gradle.kts", BUILD_GRADLE)
    s.write(None, "gradle.properties", "org.gradle.jvmargs=-Xmx2g\norg.gradle.caching=true\nappVersion=0.1.0\n")
    s.prompt("port", "Local Postgres goes on host port 55432 and Kafka on 29092: 5432 is already taken by the VPN "
             "tunnel to the shared pgbouncer on my laptop.")
    s.write("compose", "compose.yaml",
            "services:\n  postgres:\n    image: postgres:16.4-alpine\n    environment:\n      POSTGRES_DB: ledger\n"
            "      POSTGRES_USER: ledger\n      POSTGRES_PASSWORD: ledger\n    ports: [\"55432:5432\"]\n"
            "  kafka:\n    image: apache/kafka:3.7.1\n    ports: [\"29092:29092\"]\n    environment:\n"
            "      KAFKA_LISTENERS: PLAINTEXT://:9092,CONTROLLER://:9093,EXTERNAL://:29092\n"
            "      KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092,EXTERNAL://localhost:29092\n")
    s.write("appyml", "src/main/resources/application.yml", APPLICATION_YML)
    s.write("v1", f"{MIG}/V1__ledger_entries.sql", V1_SQL)
    s.write("entity", f"{J}/posting/LedgerEntry.java",
            "package com.fennick.ledger.posting;\n\nimport jakarta.persistence.*;\nimport java.time.Instant;\n"
            "import java.util.UUID;\n\n@Entity\n@Table(name = \"ledger_entries\")\npublic class LedgerEntry {\n"
            "  @Id @GeneratedValue(strategy = GenerationType.IDENTITY) private Long id;\n  private UUID accountId;\n"
            "  private String paymentId;\n  private String entryType;\n  private char direction;\n"
            "  private long amountMinor;\n  private String currency;\n  private Instant bookedAt;\n\n"
            "  protected LedgerEntry() {}\n}\n")
    s.bash("compup", "docker compose up -d && ./gradlew bootRun --args='--spring.main.web-application-type=none' "
           "| grep -E 'Flyway|Started'",
           " ✔ Container ledger-service-postgres-1  Started\n ✔ Container ledger-service-kafka-1     Started\n"
           "o.f.core.internal.command.DbMigrate : Migrating schema \"public\" to version \"1 - ledger entries\"\n"
           "o.f.core.internal.command.DbMigrate : Successfully applied 1 migration to schema \"public\", now at "
           "version v1 (execution time 00:00.031s)\nc.f.ledger.LedgerServiceApplication : Started "
           "LedgerServiceApplication in 3.412 seconds")
    s.bash(None, "./gradlew spotlessApply build", gradle_ok(n=1, secs="41s"))
    s.bash("commit1", "git add -A && git commit -m 'scaffold ledger-service: Boot 3.3.5, Flyway V1, compose'",
           "[main (root-commit) 3b8e0d1] scaffold ledger-service: Boot 3.3.5, Flyway V1, compose\n"
           " 19 files changed, 604 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("consumer", "Today the consumer and the outbox. For every payments.captured.v1 record: debit the "
             "merchant's clearing account, credit the merchant account with gross minus fee, credit FEES with the "
             "fee. The booked entries go out on ledger.entries.v1 through a transactional outbox: the event row is "
             "written in the same transaction as the postings, and a relay publishes it.")
    s.prompt("relaywhy", "For the relay: a scheduled poller in the app, every 500 ms, SELECT ... FOR UPDATE SKIP "
             "LOCKED in batches of 100, not Debezium. We have no Kafka Connect in either cluster and the platform "
             "team doesn't want to run one just for us.")
    s.write("listener", f"{J}/posting/PaymentCapturedListener.java",
            "package com.fennick.ledger.posting;\n\n@Component\npublic class PaymentCapturedListener {\n"
            "  private final LedgerPostingService postings;\n\n  @KafkaListener(topics = \"${ledger.topics.captured}\", "
            "concurrency = \"3\")\n  public void onCaptured(ConsumerRecord<String, byte[]> rec) {\n"
            "    postings.book(PaymentCaptured.parse(rec.value()));\n  }\n}\n")
    s.write("v2", f"{MIG}/V2__outbox.sql",
            "CREATE TABLE outbox (\n    id           bigserial   PRIMARY KEY,\n    aggregate_id text        NOT NULL,\n"
            "    topic        text        NOT NULL,\n    payload      bytea       NOT NULL,\n"
            "    created_at   timestamptz NOT NULL DEFAULT now(),\n    sent_at      timestamptz\n);\n"
            "CREATE INDEX outbox_unsent_idx ON outbox (id) WHERE sent_at IS NULL;\n")
    s.write("relay", f"{J}/outbox/OutboxRelay.java", OUTBOX_RELAY)
    s.write("it1", f"{T}/posting/PaymentCapturedListenerIT.java",
            "@SpringBootTest\n@Testcontainers\n@Tag(\"integration\")\nclass PaymentCapturedListenerIT {\n"
            "  @Container static PostgreSQLContainer<?> pg = new PostgreSQLContainer<>(\"postgres:16.4-alpine\");\n"
            "  @Container static KafkaContainer kafka = new KafkaContainer(\"apache/kafka:3.7.1\");\n\n"
            "  @Test\n  void redeliveredRecordIsBookedOnce() {\n    send(captured(\"pay_7Hq2\", 12_500, 310));\n"
            "    forceRebalance();\n    await().untilAsserted(() -> assertThat(entriesFor(\"pay_7Hq2\")).hasSize(3));\n"
            "  }\n}\n")
    s.bash("dupfail1", "./gradlew test --tests '*PaymentCapturedListenerIT' -PincludeIntegration",
           "> Task :test\n\nPaymentCapturedListenerIT > redeliveredRecordIsBookedOnce() FAILED\n"
           "    org.awaitility.core.ConditionTimeoutException: Assertion condition defined as a Lambda expression in "
           "com.fennick.ledger.posting.PaymentCapturedListenerIT\n    Expected size: 3 but was: 6 in:\n"
           "    [LedgerEntry[payment=pay_7Hq2, type=CAPTURE, D, 12500 EUR], ... ]\n\n"
           "1 test completed, 1 failed\n\nBUILD FAILED in 52s", code=1)
    s.grep("grepautocommit", "enable-auto-commit", ["src/main/resources/application.yml"])
    s.prompt("dupwhy1", "Six rows instead of three: the record is booked twice. Offsets are auto-committed on a "
             "timer, independent of our DB transaction, so after the rebalance the partition is replayed from the "
             "last committed offset and the same payment gets posted again. Kafka is at-least-once anyway, so the "
             "ledger has to be idempotent: a unique key on (payment_id, entry_type, direction), insert with ON "
             "CONFLICT DO NOTHING, and turn off auto-commit with AckMode RECORD so we ack after the commit.")
    s.write("v3", f"{MIG}/V3__unique_posting.sql",
            "ALTER TABLE ledger_entries\n    ADD CONSTRAINT ledger_entries_posting_uq UNIQUE (payment_id, entry_type, "
            "direction);\n")
    s.multiedit("ackfix", "src/main/resources/application.yml",
                [("      enable-auto-commit: true", "      enable-auto-commit: false"),
                 ("      value-deserializer: org.apache.kafka.common.serialization.ByteArrayDeserializer",
                  "      value-deserializer: org.apache.kafka.common.serialization.ByteArrayDeserializer\n"
                  "    listener:\n      ack-mode: record")])
    s.bash("dupok1", "./gradlew test --tests '*PaymentCapturedListenerIT' -PincludeIntegration",
           "> Task :test\n\nPaymentCapturedListenerIT > redeliveredRecordIsBookedOnce() PASSED\n\n"
           "1 test completed, 0 failed\n\nBUILD SUCCESSFUL in 47s")
    s.lesson("lesson1", "Kafka delivers at least once: a consumer that books money must be idempotent in the "
             "database (unique key on payment_id + entry_type + direction, ON CONFLICT DO NOTHING) and must ack "
             "only after the transaction commits (enable-auto-commit false, AckMode RECORD). Auto-commit on a timer "
             "replays records after a rebalance and books them twice.",
             "ledger-service duplicate postings in PaymentCapturedListenerIT, 3 November 2027")
    s.bash("commit2", "./gradlew spotlessApply && git add -A && git commit -m 'captured-payment consumer, outbox + "
           "polling relay, idempotent postings (V2, V3)'",
           "[main 8f41c2a] captured-payment consumer, outbox + polling relay, idempotent postings (V2, V3)\n"
           " 11 files changed, 389 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "8f41c2a captured-payment consumer, outbox + polling relay, idempotent "
           "postings (V2, V3)\n3b8e0d1 scaffold ledger-service: Boot 3.3.5, Flyway V1, compose")
    s.prompt("tcslow", "The integration tests take over four minutes because every IT class starts its own "
             "Postgres and Kafka containers. Make them share one set of containers for the whole run. And give "
             "them their own Gradle task so ./gradlew test stays fast and needs no Docker.")
    s.glob(None, "src/test/**/*IT.java", [f"{T}/posting/PaymentCapturedListenerIT.java",
                                         f"{T}/outbox/OutboxRelayIT.java", f"{T}/balance/BalanceQueryIT.java"])
    s.read(None, "build.gradle.kts", BUILD_GRADLE)
    s.write("absit", f"{T}/AbstractIntegrationTest.java",
            "package com.fennick.ledger;\n\n/** One Postgres and one Kafka for every IT class (singleton containers, "
            "started once per JVM). */\n@SpringBootTest\n@Tag(\"integration\")\npublic abstract class "
            "AbstractIntegrationTest {\n  static final PostgreSQLContainer<?> PG = new PostgreSQLContainer<>("
            "\"postgres:16.4-alpine\");\n  static final KafkaContainer KAFKA = new KafkaContainer("
            "\"apache/kafka:3.7.1\");\n\n  static {\n    PG.start();\n    KAFKA.start();\n  }\n\n"
            "  @DynamicPropertySource\n  static void props(DynamicPropertyRegistry r) {\n"
            "    r.add(\"spring.datasource.url\", PG::getJdbcUrl);\n"
            "    r.add(\"spring.kafka.bootstrap-servers\", KAFKA::getBootstrapServers);\n  }\n}\n")
    s.edit("ittask", "build.gradle.kts", 'tasks.test {\n    useJUnitPlatform { excludeTags("integration") }\n}',
           'tasks.test {\n    useJUnitPlatform { excludeTags("integration") }\n}\n\n'
           'val integrationTest by tasks.registering(Test::class) {\n    description = "Testcontainers tests (*IT)"\n'
           '    group = "verification"\n    useJUnitPlatform { includeTags("integration") }\n'
           '    shouldRunAfter(tasks.test)\n}\ntasks.check { dependsOn(integrationTest) }')
    s.bash("itfast", "./gradlew integrationTest", "> Task :integrationTest\n\n9 tests completed, 0 failed\n\n"
           "BUILD SUCCESSFUL in 1m 6s")
    s.prompt("colima", "Owen tried it on his Mac with colima and gets 'Could not find a valid Docker environment' "
             "from Testcontainers, although docker ps works for him. Can you sort that out?")
    s.fetch(None, "https://java.testcontainers.org/supported_docker_environment/",
            "How to use Testcontainers with colima?",
            "Colima: set DOCKER_HOST=unix://${HOME}/.colima/default/docker.sock and "
            "TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock (the socket path inside the VM, used for Ryuk).")
    s.edit("colimafix", "CONTRIBUTING.md", "## Running tests\n",
           "## Running tests\n\n`./gradlew test` runs unit tests only (no Docker). `./gradlew integrationTest` runs the "
           "Testcontainers tests (classes ending in `IT`, extending `AbstractIntegrationTest`).\n\n"
           "macOS with colima: Testcontainers does not find the colima socket by itself. Export\n"
           "`DOCKER_HOST=unix://$HOME/.colima/default/docker.sock` and\n"
           "`TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock` (or put them in ~/.testcontainers.properties).\n")
    s.lesson("lesson4", "Testcontainers on macOS with colima reports 'Could not find a valid Docker environment' even "
             "when docker ps works: it needs DOCKER_HOST pointing at ~/.colima/default/docker.sock and "
             "TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock for the Ryuk container.",
             "ledger-service integration tests on Owen's Mac, 5 November 2027")
    s.prompt("balance", "Next: a read endpoint for finance, GET /api/v1/balances/{accountId}, returning the balance "
             "as minor units plus currency (credits minus debits), 404 for an unknown account.")
    s.write("balancectl", f"{J}/balance/BalanceController.java",
            "package com.fennick.ledger.balance;\n\n@RestController\n@RequestMapping(\"/api/v1/balances\")\n"
            "public class BalanceController {\n  private final BalanceQuery query;\n\n  @GetMapping(\"/{accountId}\")\n"
            "  public BalanceView balance(@PathVariable UUID accountId) {\n    return query.balanceOf(accountId)\n"
            "        .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));\n  }\n}\n")
    s.bash(None, "./gradlew test", gradle_ok("test", n=17, secs="12s"))
    s.remember("memconv", "ledger-service conventions: build only with ./gradlew (Gradle 8.10.2, Kotlin DSL); no "
               "Lombok, records instead; amounts are long minor units + ISO currency, never double/float/BigDecimal; "
               "spotlessApply (google-java-format 1.24.0) before each commit; integration tests are classes named "
               "*IT extending AbstractIntegrationTest (shared Testcontainers Postgres 16.4 + Kafka 3.7.1), run with "
               "./gradlew integrationTest; ./gradlew test needs no Docker.", "ledger-service code conventions",
               "preference")
    s.bash("commit3", "./gradlew spotlessApply && git add -A && git commit -m 'shared Testcontainers, "
           "integrationTest task, balance endpoint'",
           "[main c07d9e5] shared Testcontainers, integrationTest task, balance endpoint\n"
           " 9 files changed, 211 insertions(+), 58 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status --short", "")
    s.prompt("helm", "Let's get it onto staging. Helm chart in charts/ledger-service; the staging cluster is "
             "stg-fra1, namespace ledger-stg, image registry.fennick.internal/payments/ledger-service. Flyway just "
             "runs when the app starts, no separate migration step, keep it simple. Saanvi's rule for all clusters: "
             "nobody runs kubectl apply/edit or helm by hand, every change goes through the GitLab pipeline; "
             "kubectl is for reading only (get, logs, describe).")
    s.bash(None, "helm create charts/ledger-service && rm -rf charts/ledger-service/templates/tests",
           "Creating charts/ledger-service")
    s.write("values1", "charts/ledger-service/values-staging.yaml", VALUES_STAGING)
    s.write("ci1", ".gitlab-ci.yml",
            "stages: [build, test, package, deploy]\n\ndeploy-staging:\n  stage: deploy\n  image: alpine/helm:3.16.2\n"
            "  environment: staging\n  script:\n    - helm upgrade --install ledger charts/ledger-service -n ledger-stg "
            "-f charts/ledger-service/values-staging.yaml --set image.tag=$CI_COMMIT_SHORT_SHA --wait --timeout 5m\n"
            "  rules:\n    - if: $CI_COMMIT_BRANCH == \"main\"\n")
    s.bash("crashloop", "glab ci view --branch main | tail -4 && kubectl -n ledger-stg get pods",
           "deploy-staging  failed  Error: UPGRADE FAILED: context deadline exceeded\n\n"
           "NAME                      READY   STATUS             RESTARTS      AGE\n"
           "ledger-6d9f7b8c5-2xkqp    0/1     CrashLoopBackOff   5 (31s ago)   5m12s\n"
           "ledger-6d9f7b8c5-q8wzr    0/1     CrashLoopBackOff   5 (28s ago)   5m12s", code=1)
    s.bash("pwfail", "kubectl -n ledger-stg logs ledger-6d9f7b8c5-2xkqp --previous | grep -m3 -E 'ERROR|FATAL'",
           "ERROR o.s.boot.SpringApplication : Application run failed\norg.flywaydb.core.internal.exception."
           "FlywaySqlException: Unable to obtain connection from database: FATAL: password authentication failed for "
           "user \"ledger\"\nSQL State  : 28P01")
    s.bash(None, "kubectl -n ledger-stg get secret ledger-db-staging -o jsonpath='{.data}' | jq 'keys'",
           '[\n  "db-password",\n  "db-username"\n]')
    s.prompt("pwwhy", "The chart reads key 'password' from the secret but Saanvi's secret calls it 'db-password', so "
             "LEDGER_DB_PASSWORD is empty and the app falls back to the local default. Map the right key.")
    s.edit("pwfix", "charts/ledger-service/templates/deployment.yaml",
           "                  key: password", "                  key: db-password")
    s.bash("stgok", "git commit -am 'chart: read db-password from the secret' && git push && glab ci view --branch "
           "main | tail -2 && kubectl -n ledger-stg get pods",
           "deploy-staging  passed  (2m 41s)\n\nNAME                      READY   STATUS    RESTARTS   AGE\n"
           "ledger-7b4c9d6f8-kt5nx    1/1     Running   0          1m40s\nledger-7b4c9d6f8-vw2hm    1/1     Running   0 "
           "         1m40s")
    s.remember("memdeploy", "ledger-service staging: cluster stg-fra1, namespace ledger-stg, Helm release 'ledger' "
               "from charts/ledger-service with values-staging.yaml, 2 replicas, app port 8080, actuator/management "
               "port 8081 (liveness /actuator/health/liveness). DB password from secret ledger-db-staging, key "
               "db-password. Flyway migrates at application startup. Deploys only through the GitLab pipeline job "
               "deploy-staging (Saanvi Rao's rule: no manual kubectl apply/edit or helm).", "staging deployment",
               "fact")
    s.prompt("plan4", "Good. Thursday we do a load test; Owen suspects Hibernate is slowing down the inserts.")
    s.bash("commit4", "./gradlew spotlessApply && git add -A && git commit -m 'helm chart + staging deploy job'",
           "[main 5a2e6f0] helm chart + staging deploy job\n 12 files changed, 344 insertions(+)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git pull --rebase && git log --oneline -2", "Already up to date.\n"
           "e91c3b7 chart: read db-password from the secret\n5a2e6f0 helm chart + staging deploy job")
    s.prompt("loadtest", "Load test day. Push 500k captured payments into staging's payments.captured.v1 and see "
             "how fast we book them.")
    s.bash("load1", "./scripts/load-captured.sh --env stg --count 500000 --rate 5000",
           "produced 500000 records in 100.3s (4985 rec/s)\nwaiting for consumer group ledger-service ...\n"
           "booked 500000 payments in 423.7s -> 1180 postings/s\nmax consumer lag: 371,204")
    s.bash("hibstats", "kubectl -n ledger-stg logs deploy/ledger | grep -m4 -E 'HHH|batch'",
           "WARN o.h.e.j.b.internal.BatchingBatch : HHH000352: Unable to release batch statement...\n"
           "INFO o.h.engine.internal.StatisticalLoggingSessionEventListener : Session Metrics {\n"
           "    1500 JDBC statements executed; 0 JDBC batches executed; 500 flushes }\n"
           "DEBUG o.h.id.IdentifierGeneratorHelper : IDENTITY generation disables JDBC insert batching")
    s.prompt("jdbcwhy", "That settles it: Hibernate can't batch with IDENTITY ids, it flushes per payment, and with "
             "the unique key we end up catching DataIntegrityViolationException, which marks the whole transaction "
             "rollback-only. Owen agrees: we drop Spring Data JPA completely and use Spring's JdbcClient with "
             "plain SQL and ON CONFLICT DO NOTHING. Reads too, one way of doing it.")
    s.edit("nojpa", "build.gradle.kts", '    implementation("org.springframework.boot:spring-boot-starter-data-jpa")\n',
           '    implementation("org.springframework.boot:spring-boot-starter-jdbc")\n')
    s.bash(None, "git rm -q src/main/java/com/fennick/ledger/posting/LedgerEntry.java "
           "src/main/java/com/fennick/ledger/posting/LedgerEntryRepository.java", "")
    s.prompt("renamesvc", "And while we're in there, rename LedgerPostingService to JournalService in a journal "
             "package; Lukas and the finance people always call it the journal, and the code should use their word.")
    s.bash("gitmvsvc", "mkdir -p src/main/java/com/fennick/ledger/journal && git mv "
           "src/main/java/com/fennick/ledger/posting/LedgerPostingService.java "
           "src/main/java/com/fennick/ledger/journal/JournalService.java", "")
    s.write("journal", f"{J}/journal/JournalService.java", JOURNAL_SERVICE)
    s.grep("greppost", "LedgerPostingService", [f"{J}/posting/PaymentCapturedListener.java",
                                               f"{J}/posting/PaymentRefundedListener.java",
                                               f"{T}/posting/LedgerPostingServiceTest.java"])
    s.multiedit("listenerfix", f"{J}/posting/PaymentCapturedListener.java",
                [("  private final LedgerPostingService postings;", "  private final JournalService journal;"),
                 ("    postings.book(PaymentCaptured.parse(rec.value()));",
                  "    journal.post(JournalRequest.fromCaptured(PaymentCaptured.parse(rec.value())));")])
    s.bash(None, "git mv src/test/java/com/fennick/ledger/posting/LedgerPostingServiceTest.java "
           "src/test/java/com/fennick/ledger/journal/JournalServiceTest.java && sed -i 's/LedgerPostingService/"
           "JournalService/g' src/main/java/com/fennick/ledger/posting/PaymentRefundedListener.java "
           "src/test/java/com/fennick/ledger/journal/JournalServiceTest.java", "")
    s.bash("testok5", "./gradlew spotlessApply build integrationTest", gradle_ok(n=23, secs="1m 21s"))
    s.bash("load2", "./scripts/load-captured.sh --env stg --count 500000 --rate 12000",
           "produced 500000 records in 41.9s (11933 rec/s)\nwaiting for consumer group ledger-service ...\n"
           "booked 500000 payments in 51.9s -> 9640 postings/s\nmax consumer lag: 88,412")
    s.remember("memwrite", "ledger-service persistence: Spring Data JPA removed on 11 Nov 2027; all reads and writes "
               "use Spring JdbcClient with plain SQL, inserts with ON CONFLICT DO NOTHING on ledger_entries_posting_uq. "
               "Load test on staging: 1,180 postings/s with JPA (IDENTITY ids, no batching) -> 9,640 postings/s with "
               "JdbcClient. Booking class is JournalService (package journal), formerly LedgerPostingService.",
               "persistence: JdbcClient instead of JPA", "decision")
    s.bash("commit5", "git add -A && git commit -m 'drop JPA for JdbcClient; LedgerPostingService -> JournalService'",
           "[main 2c6b8a4] drop JPA for JdbcClient; LedgerPostingService -> JournalService\n"
           " 14 files changed, 176 insertions(+), 231 deletions(-)\n rename src/main/java/com/fennick/ledger/{posting/"
           "LedgerPostingService.java => journal/JournalService.java} (71%)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("demo", "Busy week: we demo the ledger to Lukas Brandt and the finance ops team on Thursday at 15:00. "
             "Two things from Friday's API review with Lukas and the mobile team first. The balance route moves "
             "under the account: GET /api/v1/accounts/{accountId}/balance, no more /balances. And the platform team "
             "wants every chart under deploy/, so the chart goes to deploy/helm/ledger.")
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n"
           "2c6b8a4 drop JPA for JdbcClient; LedgerPostingService -> JournalService")
    s.bash("gitmvchart", "mkdir -p deploy/helm && git mv charts/ledger-service deploy/helm/ledger && "
           "sed -i 's/^name: ledger-service/name: ledger/' deploy/helm/ledger/Chart.yaml && git status --short",
           "R  charts/ledger-service/.helmignore -> deploy/helm/ledger/.helmignore\nRM charts/ledger-service/Chart.yaml "
           "-> deploy/helm/ledger/Chart.yaml\nR  charts/ledger-service/templates/deployment.yaml -> "
           "deploy/helm/ledger/templates/deployment.yaml\nR  charts/ledger-service/values-staging.yaml -> "
           "deploy/helm/ledger/values-staging.yaml\nR  charts/ledger-service/values.yaml -> deploy/helm/ledger/values.yaml")
    s.grep("grepchart", "charts/ledger-service", [".gitlab-ci.yml", "README.md"])
    s.tool_failure("editfail", "Edit", {"file_path": f"{s.cwd}/.gitlab-ci.yml", "old_string": "charts/ledger-service/values",
                                  "new_string": "deploy/helm/ledger/values", "replace_all": False},
                   "Found 2 matches of the string to replace, but replace_all is false. To replace all occurrences, "
                   "set replace_all to true. To replace only one occurrence, please provide more context to uniquely "
                   "identify the instance.\nString: charts/ledger-service/values")
    s.edit("cipath", ".gitlab-ci.yml", "helm upgrade --install ledger charts/ledger-service -n ledger-stg "
           "-f charts/ledger-service/values-staging.yaml",
           "helm upgrade --install ledger deploy/helm/ledger -n ledger-stg -f deploy/helm/ledger/values-staging.yaml")
    s.edit("routerename", f"{J}/balance/BalanceController.java",
           '@RequestMapping("/api/v1/balances")\npublic class BalanceController {', '@RequestMapping("/api/v1/accounts")\n'
           'public class BalanceController {')
    s.edit(None, f"{J}/balance/BalanceController.java", '  @GetMapping("/{accountId}")',
           '  @GetMapping("/{accountId}/balance")')
    s.bash("apifail", "./gradlew test --tests '*BalanceControllerTest'",
           "BalanceControllerTest > returnsBalanceInMinorUnits() FAILED\n    java.lang.AssertionError: Status expected:"
           "<200> but was:<404>\n        at BalanceControllerTest.java:41\n\n3 tests completed, 2 failed\n\n"
           "BUILD FAILED in 9s", code=1)
    s.edit("apifix", f"{T}/balance/BalanceControllerTest.java", 'get("/api/v1/balances/{id}", ACCOUNT)',
           'get("/api/v1/accounts/{id}/balance", ACCOUNT)')
    s.bash(None, "./gradlew test", gradle_ok("test", n=24, secs="14s"))
    s.prompt("alertplan", "Now alerting. Page when the ledger consumer falls more than 1000 messages behind on "
             "payments.captured.v1 for five minutes, via Grafana alerting provisioned from the repo.")
    s.write("alert1", "grafana/alerts/ledger-consumer-lag.yaml", LAG_ALERT)
    s.prompt("oncall", "Pages go to the PagerDuty schedule ledger-primary. Rota is weekly, handover Monday 10:00 CET: "
             "me this week, then Owen Adebayo, then Jakub Novak, then round again. If PagerDuty itself is down the "
             "fallback is the payments bridge line, +49 30 5557 2140. Runbooks live at "
             "https://wiki.fennick.internal/ledger/runbooks/.")
    s.remember("memoncall", "ledger-service on-call: PagerDuty schedule ledger-primary, weekly rota with handover "
               "Monday 10:00 CET: Marta Kowalczyk (week of 15 Nov 2027), Owen Adebayo, Jakub Novak, repeating. "
               "Fallback if PagerDuty is down: payments bridge +49 30 5557 2140. Runbooks: "
               "https://wiki.fennick.internal/ledger/runbooks/ (consumer-lag runbook linked from the Grafana alert).",
               "on-call rota and escalation", "fact")
    s.bash("commit6", "./gradlew spotlessApply && git add -A && git commit -m 'balance route under /accounts, chart "
           "to deploy/helm/ledger, consumer lag alert'",
           "[main 71f0d3e] balance route under /accounts, chart to deploy/helm/ledger, consumer lag alert\n"
           " 10 files changed, 64 insertions(+), 12 deletions(-)\n rename {charts/ledger-service => "
           "deploy/helm/ledger}/values-staging.yaml (100%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("release", "We ship 1.0.0 to production today, the day before the demo. Owen's release rules: "
             "production deploys only Tuesday to Thursday and before 15:00 CET, never on a Friday; tag vX.Y.Z from "
             "main with a CHANGELOG entry; the deploy-production job in GitLab is manual and someone else "
             "presses the button.")
    s.bash(None, "git status && git log --oneline -1", "On branch main\nYour branch is up to date with 'origin/main'.\n"
           "nothing to commit, working tree clean\n71f0d3e balance route under /accounts, chart to deploy/helm/ledger, "
           "consumer lag alert")
    s.edit("version100", "gradle.properties", "appVersion=0.1.0", "appVersion=1.0.0")
    s.write("changelog", "CHANGELOG.md",
            "# Changelog\n\n## 1.0.0 - 2027-11-17\n\n- Books payments.captured.v1 and payments.refunded.v1 as balanced "
            "double-entry postings (idempotent on payment_id + entry_type + direction).\n- Publishes booked entries "
            "to ledger.entries.v1 through the outbox (polling relay).\n- GET /api/v1/accounts/{accountId}/balance.\n"
            "- Flyway V1-V3, Helm chart deploy/helm/ledger, consumer lag alert.\n")
    s.write("valuesprd", "deploy/helm/ledger/values-production.yaml",
            "replicaCount: 3\nenv:\n  SPRING_PROFILES_ACTIVE: production\n  SPRING_KAFKA_BOOTSTRAP_SERVERS: "
            "kafka-prd.kafka.svc:9092\nexistingSecret: ledger-db-production\nresources:\n  requests: { cpu: \"1\", "
            "memory: 1Gi }\n  limits: { memory: 1536Mi }\n")
    s.bash(None, "./gradlew spotlessApply build integrationTest", gradle_ok(n=24, secs="1m 18s"))
    s.pre_tool(None, "Bash", {"command": "git commit -am 'release 1.0.0' && git tag -a v1.0.0 -m 'ledger-service "
                              "1.0.0' && git push origin main v1.0.0", "description": "Tag and push release 1.0.0"})
    s.bash("tag100", "git commit -am 'release 1.0.0' && git tag -a v1.0.0 -m 'ledger-service 1.0.0' && git push "
           "origin main v1.0.0", "[main 0d93a51] release 1.0.0\n 3 files changed, 19 insertions(+), 1 deletion(-)\n"
           "To gitlab.fennick.internal:payments/ledger-service.git\n   71f0d3e..0d93a51  main -> main\n"
           " * [new tag]         v1.0.0 -> v1.0.0", desc="Tag and push release 1.0.0")
    s.bash("prod100", "glab ci view --tag v1.0.0 | tail -6",
           "deploy-production (manual, started by owen.adebayo)\n$ helm upgrade --install ledger deploy/helm/ledger "
           "-n ledger-prd -f deploy/helm/ledger/values-production.yaml --set image.tag=1.0.0 --wait --timeout 10m\n"
           "Release \"ledger\" has been upgraded. Happy Helming!\nNAME: ledger\nLAST DEPLOYED: Wed Nov 17 14:21:08 2027\n"
           "NAMESPACE: ledger-prd\nSTATUS: deployed\nREVISION: 1\ndeploy-production  passed  (3m 02s)")
    s.bash("smoke100", "curl -s -H \"Authorization: Bearer $LEDGER_TOKEN\" "
           "https://ledger.prd.fennick.internal/api/v1/accounts/5f0c2a9e-1d4b-4c8e-9a61-3e7b2d90c411/balance",
           '{"accountId":"5f0c2a9e-1d4b-4c8e-9a61-3e7b2d90c411","balanceMinor":184250,"currency":"EUR",'
           '"asOf":"2027-11-17T13:26:40Z"}')
    s.remember("memrelease", "ledger-service 1.0.0 went to production on Wed 17 Nov 2027 at 14:21 CET: cluster "
               "prd-fra1, namespace ledger-prd, Helm release 'ledger' revision 1, 3 replicas, tag v1.0.0 (commit "
               "0d93a51), deploy-production job run by Owen Adebayo. Release rules: prod deploys Tue-Thu before 15:00 "
               "CET only, never Fridays; tag from main + CHANGELOG; manual job pressed by a second person.",
               "first production release", "fact")
    s.prompt("plan7", "Nice. Friday we move the outbox over to Debezium: Saanvi says the Kafka Connect clusters "
             "(connect-stg and connect-prd) are running since Monday.")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("page", "I got paged at 02:10 last night: the lag alert fired with 41,000 messages behind, during "
             "the nightly settlement file import from the acquirer, and it had drained 90 seconds later. A message "
             "count is the wrong signal for us, bursts are normal. Page on how far behind we are in time instead: "
             "max lag above 120 seconds for 10 minutes, from kafka-lag-exporter's lag-in-seconds metric.")
    s.bash(None, "curl -s 'https://prometheus.prd.fennick.internal/api/v1/query?query=kafka_consumergroup_group_max_"
           "lag_seconds{group=\"ledger-service\"}' | jq -c '.data.result[0].value'", '[1795050630.2,"0.84"]')
    s.edit("alert2", "grafana/alerts/ledger-consumer-lag.yaml",
           "              expr: sum(kafka_consumergroup_lag{consumergroup=\"ledger-service\"})",
           "              expr: max(kafka_consumergroup_group_max_lag_seconds{group=\"ledger-service\"})")
    s.multiedit("alert2b", "grafana/alerts/ledger-consumer-lag.yaml",
                [("params: [1000]", "params: [120]"), ("        for: 5m", "        for: 10m"),
                 ("summary: ledger-service is more than 1000 messages behind on payments.captured.v1",
                  "summary: ledger-service is more than 2 minutes behind on payments.captured.v1")])
    s.lesson("lesson5", "Alert on consumer lag in seconds (kafka_consumergroup_group_max_lag_seconds), not in "
             "messages: batch imports produce big but harmless message-count spikes that page people at night.",
             "ledger-service false page at 02:10 on 19 November 2027 during the settlement import")
    s.prompt("demofb", "The demo went well yesterday. Lukas would like a CSV export of balances at some point, but "
             "not now; note it for December.")
    s.prompt("debezium", "Now the outbox. Now that the platform team runs Kafka Connect, we drop our own polling "
             "relay and let Debezium's outbox event router stream the outbox table from the WAL. The relay polls "
             "the primary every 500 ms forever and publishes in batches, Debezium gives us per-aggregate ordering "
             "and no polling load. The outbox table stays as it is.")
    s.write("connector", "deploy/connect/ledger-outbox-connector.json",
            '{\n  "name": "ledger-outbox",\n  "config": {\n    "connector.class": "io.debezium.connector.postgresql.'
            'PostgresConnector",\n    "plugin.name": "pgoutput",\n    "database.hostname": "${env:LEDGER_DB_HOST}",\n'
            '    "database.dbname": "ledger",\n    "table.include.list": "public.outbox",\n'
            '    "slot.name": "ledger_outbox",\n    "transforms": "outbox",\n'
            '    "transforms.outbox.type": "io.debezium.transforms.outbox.EventRouter",\n'
            '    "transforms.outbox.route.by.field": "topic",\n    "transforms.outbox.route.topic.replacement": '
            '"${routedByValue}",\n    "transforms.outbox.table.field.event.key": "aggregate_id"\n  }\n}\n')
    s.edit("relayflag", f"{J}/outbox/OutboxRelay.java", "@Component\npublic class OutboxRelay {",
           "@Component\n@ConditionalOnProperty(name = \"ledger.outbox.relay.enabled\", havingValue = \"true\")\n"
           "public class OutboxRelay {")
    s.edit(None, "src/main/resources/application.yml", "ledger:\n  topics:",
           "ledger:\n  outbox:\n    relay:\n      enabled: false   # Debezium (connect-stg / connect-prd) publishes the outbox\n"
           "  topics:")
    s.bash(None, "./gradlew spotlessApply build integrationTest", gradle_ok(n=24, secs="1m 16s"))
    s.bash("connectstg", "git commit -qam 'outbox via Debezium EventRouter; polling relay off by default' && git push "
           "-q && curl -s -X PUT -H 'Content-Type: application/json' --data @<(jq .config "
           "deploy/connect/ledger-outbox-connector.json) http://connect-stg.kafka.svc:8083/connectors/ledger-outbox/"
           "config | jq -c '{name, tasks}'",
           '{"name":"ledger-outbox","tasks":[{"connector":"ledger-outbox","task":0}]}')
    s.bash(None, "curl -s http://connect-stg.kafka.svc:8083/connectors/ledger-outbox/status | jq -c "
           "'.connector.state, .tasks[0].state'", '"RUNNING"\n"RUNNING"')
    s.prompt("plan8", "Leave production on the relay over the weekend; if staging looks fine we switch prod with "
             "the 1.1.0 release on Thursday.")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("dupreport", "Ines Ferreira from reconciliation writes that since Friday every event on staging's "
             "ledger.entries.v1 arrives twice, same payment id, different offsets. Can you look?")
    s.bash("dupevents", "kafka-console-consumer.sh --bootstrap-server kafka-stg.kafka.svc:9092 --topic "
           "ledger.entries.v1 --from-beginning --max-messages 4 --property print.key=true --property "
           "print.offset=true --property print.headers=true",
           "Offset:88120\tHeaders:NO_HEADERS\tpay_Q81mT4\t{\"paymentId\":\"pay_Q81mT4\",\"entries\":3,...}\n"
           "Offset:88121\tHeaders:id:4f2c71d0-...\tpay_Q81mT4\t{\"paymentId\":\"pay_Q81mT4\",\"entries\":3,...}\n"
           "Offset:88122\tHeaders:NO_HEADERS\tpay_Z07kB9\t{\"paymentId\":\"pay_Z07kB9\",\"entries\":3,...}\n"
           "Offset:88123\tHeaders:id:9a03e5b2-...\tpay_Z07kB9\t{\"paymentId\":\"pay_Z07kB9\",\"entries\":3,...}\n"
           "Processed a total of 4 messages")
    s.bash("dbcount", "kubectl -n ledger-stg exec deploy/ledger -- psql \"$LEDGER_DB_URL\" -Atc \"select count(*), "
           "count(distinct payment_id) from ledger_entries where booked_at > '2027-11-19'\"", "91344|30448")
    s.grep("grepflag", "LEDGER_OUTBOX_RELAY_ENABLED", ["deploy/helm/ledger/values-staging.yaml"])
    s.prompt("dupwhy2", "So it's not like the double booking two weeks ago: the database has exactly three entries "
             "per payment. One copy has no headers (our relay), the other carries Debezium's id header. The staging "
             "values still force LEDGER_OUTBOX_RELAY_ENABLED=true, which beats the default in application.yml, so "
             "both the relay and the connector publish every outbox row. Don't just flip the flag: delete the "
             "relay so it can't happen again in production.")
    s.bash("rmrelay", "git rm -q src/main/java/com/fennick/ledger/outbox/OutboxRelay.java "
           "src/test/java/com/fennick/ledger/outbox/OutboxRelayIT.java && git status --short",
           "D  src/main/java/com/fennick/ledger/outbox/OutboxRelay.java\n"
           "D  src/test/java/com/fennick/ledger/outbox/OutboxRelayIT.java")
    s.edit("dupfix2", "deploy/helm/ledger/values-staging.yaml",
           '  SPRING_KAFKA_BOOTSTRAP_SERVERS: kafka-stg.kafka.svc:9092\n  LEDGER_OUTBOX_RELAY_ENABLED: "true"\n',
           "  SPRING_KAFKA_BOOTSTRAP_SERVERS: kafka-stg.kafka.svc:9092\n")
    s.edit(None, "src/main/resources/application.yml",
           "  outbox:\n    relay:\n      enabled: false   # Debezium (connect-stg / connect-prd) publishes the outbox\n",
           "")
    s.bash("dupok2", "./gradlew build integrationTest && git commit -qam 'remove polling relay, Debezium is the only "
           "outbox publisher' && git push -q && sleep 240 && kafka-console-consumer.sh --bootstrap-server "
           "kafka-stg.kafka.svc:9092 --topic ledger.entries.v1 --max-messages 3 --property print.headers=true "
           "| cut -c1-40",
           "BUILD SUCCESSFUL in 1m 12s\nHeaders:id:b71e0c44-...\tpay_M3rx92\nHeaders:id:0c5d9f17-...\tpay_T6aa40\n"
           "Headers:id:e2f8a0b3-...\tpay_K1wq57\nProcessed a total of 3 messages")
    s.lesson("lesson2", "When replacing one outbox publisher with another (polling relay -> Debezium), remove the old "
             "one instead of disabling it by a flag: an env override in a Helm values file (LEDGER_OUTBOX_RELAY_"
             "ENABLED=true on staging) kept the relay on, and every event was published twice.",
             "ledger-service duplicate events on ledger.entries.v1, staging, 23 November 2027")
    s.prompt("v4plan", "For 1.1.0: reconciliation looks entries up by payment id and that's a sequential scan now. "
             "Add an index on ledger_entries(payment_id). Production has about 41 million rows.")
    s.write("v4", f"{MIG}/V4__entries_payment_idx.sql",
            "CREATE INDEX ledger_entries_payment_idx ON ledger_entries (payment_id);\n")
    s.bash(None, "./gradlew integrationTest", "> Task :integrationTest\n\n11 tests completed, 0 failed\n\n"
           "BUILD SUCCESSFUL in 1m 9s")
    s.prompt("plan9", "Release 1.1.0 to production on Thursday morning, with Debezium switched on for prod at the "
             "same time.")
    s.bash("commit9", "git add -A && git commit -m 'V4: index ledger_entries(payment_id)'",
           "[main a4e17c2] V4: index ledger_entries(payment_id)\n 1 file changed, 1 insertion(+)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("release110", "Release day for 1.1.0: the payment_id index and the outbox through Debezium. Register the "
             "prd connector, bump the version, tag, and Owen presses deploy-production.")
    s.edit("version110", "gradle.properties", "appVersion=1.0.0", "appVersion=1.1.0")
    s.bash("tag110", "git commit -qam 'release 1.1.0' && git tag -a v1.1.0 -m 'ledger-service 1.1.0' && git push -q "
           "origin main v1.1.0 && curl -s -X PUT -H 'Content-Type: application/json' --data @<(jq .config "
           "deploy/connect/ledger-outbox-connector.json) http://connect-prd.kafka.svc:8083/connectors/ledger-outbox/"
           "config | jq -c .name", '"ledger-outbox"')
    s.bash("prodfail", "glab ci view --tag v1.1.0 | tail -3",
           "deploy-production (manual, started by owen.adebayo)\nError: UPGRADE FAILED: context deadline exceeded\n"
           "deploy-production  failed  (10m 04s)", code=1, minutes=12)
    s.bash("pods110", "kubectl -n ledger-prd get pods && kubectl -n ledger-prd get events --field-selector "
           "reason=Unhealthy | tail -3",
           "NAME                      READY   STATUS             RESTARTS      AGE\n"
           "ledger-59c8d7f6b-8rjtd    0/1     CrashLoopBackOff   3 (52s ago)   10m\n"
           "ledger-6f4b2a9c1-4hxzm    1/1     Running            0             8d\n"
           "ledger-6f4b2a9c1-nq7ps    1/1     Running            0             8d\n"
           "ledger-6f4b2a9c1-w2dlf    1/1     Running            0             8d\n"
           "Warning  Unhealthy  pod/ledger-59c8d7f6b-8rjtd  Liveness probe failed: Get \"http://10.42.7.19:8081/"
           "actuator/health/liveness\": dial tcp 10.42.7.19:8081: connect: connection refused")
    s.bash("locks", "kubectl -n ledger-prd exec deploy/ledger -- psql \"$LEDGER_DB_URL\" -Atc \"select pid, "
           "state, wait_event_type, now()-query_start, left(query,60) from pg_stat_activity where datname='ledger' "
           "and state <> 'idle' order by 4 desc limit 4\"",
           "48211|active|IO|00:09:41.5|CREATE INDEX ledger_entries_payment_idx ON ledger_entries (\n"
           "48590|active|Lock|00:09:12.8|INSERT INTO ledger_entries (account_id, payment_id, entry\n"
           "48593|active|Lock|00:09:11.9|INSERT INTO ledger_entries (account_id, payment_id, entry\n"
           "48601|active|Lock|00:09:10.4|INSERT INTO ledger_entries (account_id, payment_id, entry")
    s.prompt("incident", "Owen just got paged, it's his on-call week: ledger consumer lag above two minutes. This is "
             "an incident, postings stalled since about 09:10 CET, I'm leading it. The new pod runs Flyway V4 at startup, a plain CREATE INDEX on 41M rows: it holds a SHARE lock "
             "on ledger_entries, so the old pods' inserts all wait, and the new pod never gets ready, liveness kills "
             "it mid-migration and it starts the index build all over again. Roll back the release, cancel the index "
             "build. Owen is on the bridge with me.")
    s.pre_tool(None, "Bash", {"command": "kubectl -n ledger-prd exec deploy/ledger -- psql \"$LEDGER_DB_URL\" -c "
                              "\"select pg_cancel_backend(48211)\"", "description": "Cancel the blocking index build"})
    s.bash("cancel", "kubectl -n ledger-prd exec deploy/ledger -- psql \"$LEDGER_DB_URL\" -c \"select "
           "pg_cancel_backend(48211)\"", " pg_cancel_backend \n-------------------\n t\n(1 row)",
           desc="Cancel the blocking index build")
    s.bash("rollback", "glab ci run-job rollback-production --variables HELM_REVISION=1 && glab ci view | tail -3",
           "rollback-production  running\n$ helm rollback ledger 1 -n ledger-prd --wait\nRollback was a success! "
           "Happy Helming!\nrollback-production  passed  (1m 12s)")
    s.bash("lagdrain", "for i in 1 2 3; do curl -s 'https://prometheus.prd.fennick.internal/api/v1/query?query=max("
           "kafka_consumergroup_group_max_lag_seconds{group=\"ledger-service\"})' | jq -r '.data.result[0].value[1]';"
           " sleep 600; done",
           "2283.6\n611.0\n0.9", minutes=32)
    s.prompt("incfix", "Lag peaked at 38 minutes and was back to zero at 10:02, nothing lost, just late postings. "
             "The fix: the index gets built CONCURRENTLY, which can't run inside a transaction, so V4 gets a "
             "script config with executeInTransaction=false. And migrations no longer run inside the app at "
             "startup: a Helm pre-upgrade Job runs Flyway before the new pods start. We said 'Flyway on startup, "
             "keep it simple' for staging; that is over.")
    s.edit("concurrently", f"{MIG}/V4__entries_payment_idx.sql",
           "CREATE INDEX ledger_entries_payment_idx ON ledger_entries (payment_id);",
           "CREATE INDEX CONCURRENTLY IF NOT EXISTS ledger_entries_payment_idx ON ledger_entries (payment_id);")
    s.write("v4conf", f"{MIG}/V4__entries_payment_idx.sql.conf", "executeInTransaction=false\n")
    s.write("migjob", "deploy/helm/ledger/templates/migrate-job.yaml", MIGRATE_JOB)
    s.edit("noflywayboot", "src/main/resources/application.yml", "  flyway:\n    enabled: true",
           "  flyway:\n    enabled: ${ledger.migrate-only:false}   # migrations run in the Helm pre-upgrade Job")
    s.bash(None, "helm template deploy/helm/ledger -f deploy/helm/ledger/values-production.yaml | grep -A3 "
           "'kind: Job'", "kind: Job\nmetadata:\n  name: ledger-flyway-2\n  annotations:")
    s.lesson("lesson3", "Never let a schema migration run inside the application's startup when it can take longer "
             "than the liveness probe allows: the probe kills the pod mid-migration and it restarts the work. Run "
             "Flyway in a Helm pre-upgrade Job, and build indexes on large tables with CREATE INDEX CONCURRENTLY "
             "(executeInTransaction=false), since a plain CREATE INDEX blocks all inserts.",
             "ledger-service production incident on 25 November 2027, release 1.1.0")
    s.remember("memincident", "Incident 25 Nov 2027, 09:10-10:02 CET, release 1.1.0 on prd-fra1: Flyway V4 (plain "
               "CREATE INDEX on ledger_entries, ~41M rows) ran at pod startup, held a SHARE lock that blocked all "
               "inserts of the running pods; the new pod was killed by its liveness probe and restarted the build. "
               "Consumer lag peaked at 38 minutes, no data lost. Rolled back to Helm revision 1 (1.0.0) and cancelled "
               "the index build. Fix: CREATE INDEX CONCURRENTLY + executeInTransaction=false, Flyway moved into a "
               "Helm pre-upgrade Job. Incident lead Marta Kowalczyk, Owen Adebayo on the bridge.",
               "incident: 1.1.0 migration blocked postings", "fact")
    s.bash("commit10", "./gradlew spotlessApply build integrationTest && git add -A && git commit -m 'V4 concurrently; "
           "Flyway in a pre-upgrade Job instead of at startup'",
           "BUILD SUCCESSFUL in 1m 19s\n[main 6b0f8d3] V4 concurrently; Flyway in a pre-upgrade Job instead of at "
           "startup\n 5 files changed, 41 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("postmortem", "Postmortem this morning with Owen and Saanvi. Actions: migrations through the Job (done "
             "Thursday); a startupProbe so a slow start isn't killed by liveness; a CI check that rejects CREATE "
             "INDEX without CONCURRENTLY; and Saanvi joins the rota as secondary on-call from next Monday. We ship "
             "all of it as 1.1.1 on Wednesday 1 December, before 15:00 of course.")
    s.edit("startprobe", "deploy/helm/ledger/templates/deployment.yaml", "          livenessProbe:",
           "          startupProbe:\n            httpGet: { path: /actuator/health/liveness, port: management }\n"
           "            periodSeconds: 10\n            failureThreshold: 30\n          livenessProbe:")
    s.write("checkmig", "scripts/check-migrations.sh",
            "#!/usr/bin/env bash\n# Fails when a Flyway migration creates an index without CONCURRENTLY.\nset -euo "
            "pipefail\nbad=$(grep -ilE 'create +(unique +)?index +(if not exists +)?[a-z_]+ +on' "
            "src/main/resources/db/migration/V*.sql | xargs -r grep -iL 'concurrently' || true)\n"
            "bad=$(echo \"$bad\" | grep -vE 'V[123]__' || true)\nif [ -n \"$bad\" ]; then echo \"CREATE INDEX without "
            "CONCURRENTLY: $bad\"; exit 1; fi\necho 'migrations ok'\n")
    s.bash("checkrun", "chmod +x scripts/check-migrations.sh && scripts/check-migrations.sh && printf "
           "'CREATE INDEX tmp_idx ON ledger_entries (currency);\\n' > src/main/resources/db/migration/V99__tmp.sql && "
           "scripts/check-migrations.sh; rm src/main/resources/db/migration/V99__tmp.sql",
           "migrations ok\nCREATE INDEX without CONCURRENTLY: src/main/resources/db/migration/V99__tmp.sql")
    s.edit(None, ".gitlab-ci.yml", "stages: [build, test, package, deploy]\n",
           "stages: [build, test, package, deploy]\n\ncheck-migrations:\n  stage: test\n  script: "
           "[scripts/check-migrations.sh]\n")
    s.prompt("migrule", "New rule from the postmortem: every PR that adds a migration needs a review from Saanvi or "
             "Owen, with the EXPLAIN or the row count of the tables it touches, and migrations run with a 5 second "
             "lock_timeout so a stuck lock fails fast instead of stalling postings.")
    s.edit("locktimeout", "src/main/resources/application.yml", "    locations: classpath:db/migration",
           "    locations: classpath:db/migration\n    init-sqls: SET lock_timeout = '5s'")
    s.edit("version111", "gradle.properties", "appVersion=1.1.0", "appVersion=1.1.1-rc.1")
    s.bash("stg111", "git commit -qam '1.1.1-rc.1: startupProbe, migration check, lock_timeout' && git push -q && "
           "glab ci view --branch main | tail -4 && kubectl -n ledger-stg logs job/ledger-flyway-14 | tail -2",
           "check-migrations  passed\ndeploy-staging  passed  (3m 37s)\n"
           "o.f.core.internal.command.DbMigrate : Migrating schema \"public\" to version \"4 - entries payment idx\" "
           "[non-transactional]\no.f.core.internal.command.DbMigrate : Successfully applied 1 migration to schema "
           "\"public\", now at version v4 (execution time 00:02.318s)")
    s.edit("rota2", "docs/oncall.md", "Secondary: none\n", "Secondary: Saanvi Rao (from Monday 6 December 2027)\n")
    s.prompt("later", "Later plans so nobody forgets: Tuesday 7 December we try virtual threads on staging "
             "(spring.threads.virtual.enabled); Saanvi upgrades the Kafka brokers to 3.8 on Wednesday 8 December; "
             "Lukas's CSV export of balances comes after that.")
    s.remember("memretro", "Postmortem of the 25 Nov 2027 incident (29 Nov; Marta Kowalczyk, Owen Adebayo, Saanvi "
               "Rao): Flyway only in the Helm pre-upgrade Job; startupProbe (30 x 10 s); CI job check-migrations "
               "rejects CREATE INDEX without CONCURRENTLY; migrations run with lock_timeout 5s; migration PRs need "
               "review by Saanvi or Owen with row counts/EXPLAIN; Saanvi secondary on-call from 6 Dec. 1.1.1 to "
               "production Wed 1 Dec before 15:00 CET. Next: virtual threads trial on staging 7 Dec, Kafka 3.8 "
               "broker upgrade 8 Dec, then balances CSV export for finance.", "postmortem actions and next steps",
               "decision")
    s.bash("commit11", "git add -A && git commit -m 'postmortem actions: on-call secondary, docs'",
           "[main f3a92c6] postmortem actions: on-call secondary, docs\n 2 files changed, 9 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-11-01T08:10:00", "3e7a1c52-9d41-4b2e-8f06-a1b2c3d45101", s1),    # Mon
    ("s2", "2027-11-03T08:30:00", "4f8b2d63-ae52-4c3f-9017-b2c3d4e55102", s2),    # Wed
    ("s3", "2027-11-05T12:40:00", "509c3e74-bf63-4d40-a128-c3d4e5f65103", s3),    # Fri
    ("s4", "2027-11-09T09:00:00", "61ad4f85-c074-4e51-b239-d4e5f6075104", s4),    # Tue
    ("s5", "2027-11-11T08:40:00", "72be5096-d185-4f62-834a-e5f607185105", s5),    # Thu
    ("s6", "2027-11-15T09:20:00", "83cf61a7-e296-4073-945b-f60718295106", s6),    # Mon
    ("s7", "2027-11-17T13:00:00", "94d072b8-f3a7-4184-a56c-07182a3a5107", s7),    # Wed
    ("s8", "2027-11-19T08:20:00", "a5e183c9-04b8-4295-b67d-18293b4b5108", s8),    # Fri
    ("s9", "2027-11-23T09:15:00", "b6f294da-15c9-43a6-878e-293a4c5c5109", s9),    # Tue
    ("s10", "2027-11-25T08:00:00", "c70a05eb-26da-44b7-989f-3a4b5d6d5110", s10),  # Thu
    ("s11", "2027-11-29T09:10:00", "d81b16fc-37eb-45c8-a9a0-4b5c6e7e5111", s11),  # Mon
]

#: When the questions are asked: Thursday morning, three days after the last session (a Monday).
ASKED_AT = "2027-12-02T08:30:00Z"
