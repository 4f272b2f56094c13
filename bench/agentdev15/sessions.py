"""The ten sessions of the refill-service history, step by step (see build.py and README.md)."""
from __future__ import annotations

BUILD_GRADLE = """plugins {
    java
    id("org.springframework.boot") version "3.4.1"
    id("io.spring.dependency-management") version "1.1.7"
}

group = "pt.atlantico"
version = "0.1.0-SNAPSHOT"

java { toolchain { languageVersion = JavaLanguageVersion.of(21) } }

repositories { mavenCentral() }

dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("org.springframework.boot:spring-boot-starter-actuator")
    implementation("org.springframework.boot:spring-boot-starter-data-jpa")
    implementation("org.springframework.kafka:spring-kafka")
    implementation("org.flywaydb:flyway-core")
    implementation("org.flywaydb:flyway-database-postgresql")
    implementation("io.micrometer:micrometer-registry-prometheus")
    runtimeOnly("org.postgresql:postgresql")
    testImplementation("org.springframework.boot:spring-boot-starter-test")
    testImplementation("org.springframework.kafka:spring-kafka-test")
    testImplementation("org.testcontainers:junit-jupiter:1.20.4")
    testImplementation("org.testcontainers:kafka:1.20.4")
    testImplementation("org.testcontainers:postgresql:1.20.4")
}

tasks.withType<Test> { useJUnitPlatform() }
"""

V1_SQL = """CREATE TABLE refill_order (
    id              UUID PRIMARY KEY,
    prescription_id VARCHAR(40)  NOT NULL,
    pharmacy_code   VARCHAR(8)   NOT NULL,
    patient_ref     VARCHAR(64)  NOT NULL,
    status          VARCHAR(20)  NOT NULL,
    requested_at    TIMESTAMPTZ  NOT NULL,
    ready_at        TIMESTAMPTZ,
    version         BIGINT       NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX refill_order_prescription_uq ON refill_order (prescription_id);
"""

APP_YML = """spring:
  application:
    name: refill-service
  datasource:
    url: jdbc:postgresql://localhost:5432/refill
    username: refill
  jpa:
    open-in-view: false
    hibernate:
      ddl-auto: validate
  kafka:
    bootstrap-servers: localhost:9092
    consumer:
      group-id: refill-service
      auto-offset-reset: earliest
      enable-auto-commit: false
      max-poll-records: 500
      key-deserializer: org.apache.kafka.common.serialization.StringDeserializer
      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer
      properties:
        spring.json.trusted.packages: pt.atlantico.refill.events
    producer:
      key-serializer: org.apache.kafka.common.serialization.StringSerializer
      value-serializer: org.springframework.kafka.support.serializer.JsonSerializer
    listener:
      concurrency: 3
      ack-mode: record
management:
  endpoints.web.exposure.include: health,info,prometheus
  metrics.tags.application: refill-service
"""

LISTENER = """package pt.atlantico.refill.kafka;

import org.springframework.kafka.annotation.KafkaListener;
import org.springframework.stereotype.Component;
import pt.atlantico.refill.events.RefillRequested;
import pt.atlantico.refill.service.RefillService;

@Component
public class RefillRequestListener {

    private final RefillService refillService;

    public RefillRequestListener(RefillService refillService) {
        this.refillService = refillService;
    }

    @KafkaListener(topics = "rx.refill-requests", groupId = "refill-service")
    public void onRefillRequested(RefillRequested event) {
        refillService.accept(event);
    }
}
"""

KAFKA_CONFIG = """package pt.atlantico.refill.config;

import org.apache.kafka.clients.admin.NewTopic;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.kafka.config.TopicBuilder;

@Configuration
public class KafkaConfig {

    @Bean
    NewTopic refillRequests() {
        return TopicBuilder.name("rx.refill-requests").partitions(6).replicas(3).build();
    }

    @Bean
    NewTopic refillReady() {
        return TopicBuilder.name("pharmacy.refill.ready").partitions(6).replicas(3).build();
    }
}
"""

AVSC = """{
  "type": "record",
  "name": "RefillRequested",
  "namespace": "pt.atlantico.refill.events.avro",
  "fields": [
    {"name": "requestId", "type": {"type": "string", "logicalType": "uuid"}},
    {"name": "prescriptionId", "type": "string"},
    {"name": "pharmacyCode", "type": "string"},
    {"name": "patientRef", "type": "string"},
    {"name": "channel", "type": {"type": "enum", "name": "Channel", "symbols": ["APP", "KIOSK", "COUNTER"]}},
    {"name": "requestedAt", "type": {"type": "long", "logicalType": "timestamp-millis"}},
    {"name": "notes", "type": ["null", "string"], "default": null}
  ]
}
"""

HELM_VALUES = """replicaCount: 2
image:
  repository: registry.atlantico.pt/platform/refill-service
  tag: "0.4.0"
kafka:
  bootstrapServers: kafka-bootstrap.kafka.svc:9093
  schemaRegistryUrl: https://schema-registry.staging.atlantico.internal
postgres:
  host: refill-pg.data.svc
  database: refill
resources:
  requests: { cpu: 250m, memory: 512Mi }
  limits: { memory: 768Mi }
jvm:
  opts: "-XX:MaxRAMPercentage=70 -XX:+UseG1GC"
serviceMonitor:
  enabled: true
  interval: 30s
topics:
  create: true
  partitions: 6
"""


def s1(s):
    s.start()
    s.prompt("goal", "New service: refill-service, for Farmácias Atlântico (about 140 pharmacies, HQ in Porto). "
             "Patients ask for a repeat of a chronic prescription in the app, at a kiosk or at the counter; the POS "
             "gateway team (Rui Teixeira's) publishes those requests to Kafka. We consume them, keep the refill's "
             "state in Postgres, and publish an event when the pharmacy has the medicine ready for pickup. "
             "Java 21, Spring Boot 3, Spring Kafka, Spring Data JPA + Flyway, Gradle with the Kotlin DSL. "
             "Inês Carvalho is the product owner; Tiago Ramos runs the platform (Kafka, k8s).")
    s.prompt("style", "House rules for this codebase: constructor injection only, never @Autowired on fields. "
             "I prefer Java records for every event and DTO, no Lombok anywhere. And always run "
             "./gradlew check before you commit anything.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x 3 beatriz beatriz 4096 Jan 11 09:02 .\ndrwxr-xr-x 14 beatriz "
           "beatriz 4096 Jan 11 09:01 ..\ndrwxr-xr-x 7 beatriz beatriz 4096 Jan 11 09:02 .git")
    s.bash("init", "curl -s https://start.spring.io/starter.tgz -d type=gradle-project-kotlin -d javaVersion=21 "
           "-d bootVersion=3.4.1 -d groupId=pt.atlantico -d artifactId=refill-service "
           "-d dependencies=web,actuator,data-jpa,kafka,flyway,postgresql,prometheus,testcontainers | tar -xzf -",
           "")
    s.write("gradle", "build.gradle.kts", BUILD_GRADLE)
    s.write("compose", "compose.yaml", "services:\n  kafka:\n    image: apache/kafka:3.8.1\n    ports: [\"9092:9092\"]\n"
            "  postgres:\n    image: postgres:16.6\n    environment:\n      POSTGRES_DB: refill\n      POSTGRES_USER: refill\n"
            "      POSTGRES_PASSWORD: refill\n    ports: [\"5432:5432\"]\n")
    s.write("v1", "src/main/resources/db/migration/V1__refill_order.sql", V1_SQL)
    s.write("appyml", "src/main/resources/application.yml", APP_YML)
    s.bash("build1fail", "./gradlew build", "> Task :compileJava\n> Task :test\n\nRefillServiceApplicationTests > "
           "contextLoads() FAILED\n    java.lang.IllegalStateException at DefaultCacheAwareContextLoaderDelegate.java:180\n"
           "        Caused by: org.springframework.beans.factory.BeanCreationException at "
           "AbstractAutowireCapableBeanFactory.java:1812\n            Caused by: org.flywaydb.core.internal.exception."
           "FlywaySqlException at JdbcUtils.java:70\n                Caused by: org.postgresql.util.PSQLException: "
           "Connection to localhost:5432 refused.\n\n1 test completed, 1 failed\n\nBUILD FAILED in 14s",
           code=1)
    s.bash("composeup", "docker compose up -d && ./gradlew build", "[+] Running 2/2\n ✔ Container refill-service-kafka-1 "
           " Started\n ✔ Container refill-service-postgres-1  Started\n> Task :test\n\nBUILD SUCCESSFUL in 31s\n"
           "7 actionable tasks: 7 executed")
    s.bash("commit1", "git add -A && git commit -m 'chore: Spring Boot 3.4.1 skeleton, compose for Kafka and Postgres, "
           "V1 refill_order'", "[main (root-commit) 3e91c0a] chore: Spring Boot 3.4.1 skeleton, compose for Kafka and "
           "Postgres, V1 refill_order\n 19 files changed, 402 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("consumer", "Now the consumer. The POS gateway publishes JSON on rx.refill-requests, key = prescription id. "
             "Make a listener that stores a refill order in state RECEIVED, idempotent on the prescription id. "
             "Create the topics from the app with NewTopic beans for now, six partitions, it's simplest while "
             "we're alone on the dev cluster.")
    s.todo(None, [("RefillRequested record + listener", "in_progress"), ("RefillOrder entity + repository", "pending"),
                  ("NewTopic beans", "pending"), ("Testcontainers integration test", "pending")])
    s.write("event", "src/main/java/pt/atlantico/refill/events/RefillRequested.java",
            "package pt.atlantico.refill.events;\n\nimport java.time.Instant;\nimport java.util.UUID;\n\n"
            "public record RefillRequested(UUID requestId, String prescriptionId, String pharmacyCode,\n"
            "                              String patientRef, String channel, Instant requestedAt, String notes) {}\n")
    s.write("listener", "src/main/java/pt/atlantico/refill/kafka/RefillRequestListener.java", LISTENER)
    s.write("entity", "src/main/java/pt/atlantico/refill/domain/RefillOrder.java",
            "package pt.atlantico.refill.domain;\n\nimport jakarta.persistence.*;\n\n@Entity\n@Table(name = \"refill_order\")\n"
            "public class RefillOrder {\n    @Id private UUID id;\n    private String prescriptionId;\n    private String "
            "pharmacyCode;\n    private String patientRef;\n    @Enumerated(EnumType.STRING) private RefillStatus status;\n"
            "    private Instant requestedAt;\n    private Instant readyAt;\n    @Version private long version;\n}\n")
    s.write("kafkaconfig", "src/main/java/pt/atlantico/refill/config/KafkaConfig.java", KAFKA_CONFIG)
    s.write("ittest", "src/test/java/pt/atlantico/refill/kafka/RefillRequestListenerIT.java",
            "@SpringBootTest\n@Testcontainers\nclass RefillRequestListenerIT {\n    @Container @ServiceConnection\n"
            "    static KafkaContainer kafka = new KafkaContainer(\"apache/kafka:3.8.1\");\n    @Container @ServiceConnection\n"
            "    static PostgreSQLContainer<?> pg = new PostgreSQLContainer<>(\"postgres:16.6\");\n\n    @Test\n"
            "    void storesOrderOnceForDuplicateRequests() { /* sends the same prescription twice, expects one row */ }\n}\n")
    s.bash("tcfail", "./gradlew test --tests '*RefillRequestListenerIT'", "> Task :test\n\nRefillRequestListenerIT > "
           "initializationError FAILED\n    java.lang.IllegalStateException: Could not find a valid Docker environment. "
           "Please see logs and check configuration\n        at org.testcontainers.dockerclient."
           "DockerClientProviderStrategy.lambda$getFirstValidStrategy$7(DockerClientProviderStrategy.java:277)\n\n"
           "BUILD FAILED in 9s", code=1)
    s.bash("tcwhy", "docker context ls", "NAME       DESCRIPTION                               DOCKER ENDPOINT\n"
           "default    Current DOCKER_HOST based configuration   unix:///var/run/docker.sock\n"
           "colima *   colima                                    unix:///home/beatriz/.colima/default/docker.sock")
    s.write("tcprops", "/home/beatriz/.testcontainers.properties",
            "docker.host=unix:///home/beatriz/.colima/default/docker.sock\n"
            "testcontainers.ryuk.disabled=false\n")
    s.bash("tcok", "TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock ./gradlew test --tests "
           "'*RefillRequestListenerIT'", "> Task :test\n\nRefillRequestListenerIT > storesOrderOnceForDuplicateRequests() "
           "PASSED\n\nBUILD SUCCESSFUL in 48s")
    s.remember("memlocal", "Local dev for refill-service: Beatriz runs Docker through colima, so Testcontainers needs "
               "docker.host=unix:///home/beatriz/.colima/default/docker.sock in ~/.testcontainers.properties and "
               "TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock (Ryuk mounts the socket from inside the "
               "VM). `docker compose up -d` starts Kafka 3.8.1 and Postgres 16.6 for bootRun.",
               "Running the tests locally (colima + Testcontainers)", "fact")
    s.bash("check2", "./gradlew check", "> Task :test\n\n18 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 1m 02s")
    s.bash("commit2", "git add -A && git commit -m 'feat: consume rx.refill-requests into refill_order (idempotent on "
           "prescription id)'", "[main 8b04d1f] feat: consume rx.refill-requests into refill_order (idempotent on "
           "prescription id)\n 11 files changed, 356 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("bug1", "Rui's team started sending real test traffic to the dev cluster this morning and our consumer "
             "is spinning on the same record, the log is full of errors. Look at the pod log I pasted in "
             "logs/dev-consumer.log.")
    s.read("bug1log", "logs/dev-consumer.log", "2027-01-15T09:41:07.112Z ERROR 1 --- [refill-service] "
           "[ntainer#0-0-C-1] o.s.k.l.KafkaMessageListenerContainer : Consumer exception\n"
           "java.lang.IllegalStateException: This error handler cannot process 'SerializationException's directly; "
           "please consider configuring an 'ErrorHandlingDeserializer' in the value and/or key deserializer\n"
           "Caused by: org.apache.kafka.common.errors.RecordDeserializationException: Error deserializing key/value "
           "for partition rx.refill-requests-2 at offset 1187. If needed, please seek past the record to continue "
           "consumption.\nCaused by: java.lang.IllegalArgumentException: The class "
           "'pt.atlantico.pos.gateway.dto.RefillRequestDto' is not in the trusted packages: "
           "[java.util, java.lang, pt.atlantico.refill.events]. If you believe this class is safe to deserialize, "
           "please provide its name.\n(repeated 1,912 times in 3 minutes)")
    s.bash("bug1headers", "kcat -b localhost:9092 -t rx.refill-requests -p 2 -o 1187 -c 1 -f '%h\\n%s\\n'",
           "__TypeId__=pt.atlantico.pos.gateway.dto.RefillRequestDto\n{\"requestId\":\"0c6f3e0a-5d1b-4c3e-9d1e-"
           "7a2b9c4e1f20\",\"prescriptionId\":\"RX-2027-0049913\",\"pharmacyCode\":\"PRT031\",\"patientRef\":"
           "\"p-88a1f0\",\"channel\":\"KIOSK\",\"requestedAt\":\"2027-01-15T09:40:58Z\"}")
    s.prompt("bug1cause", "So their JsonSerializer adds a __TypeId__ header with their own DTO class and our "
             "JsonDeserializer tries to load that class. Ignore the type headers and always map to our "
             "RefillRequested record. And wrap it in ErrorHandlingDeserializer so a bad record can never block a "
             "partition again.")
    s.edit("bug1fix", "src/main/resources/application.yml",
           "      value-deserializer: org.springframework.kafka.support.serializer.JsonDeserializer\n"
           "      properties:\n        spring.json.trusted.packages: pt.atlantico.refill.events",
           "      value-deserializer: org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\n"
           "      properties:\n        spring.deserializer.value.delegate.class: "
           "org.springframework.kafka.support.serializer.JsonDeserializer\n        spring.json.use.type.headers: false\n"
           "        spring.json.value.default.type: pt.atlantico.refill.events.RefillRequested")
    s.bash("bug1ok", "./gradlew bootRun --args='--spring.profiles.active=dev' 2>&1 | grep -E 'partitions assigned|ERROR' "
           "| head -5", "2027-01-15T10:12:44.530Z  INFO 1 --- [refill-service] [ntainer#0-0-C-1] "
           "o.s.k.l.KafkaMessageListenerContainer : refill-service: partitions assigned: [rx.refill-requests-0, "
           "rx.refill-requests-1, rx.refill-requests-2]")
    s.lesson("lesson1", "When another team's producer uses Spring's JsonSerializer it writes a __TypeId__ header with "
             "its own class name; a consumer with JsonDeserializer then fails with 'not in the trusted packages' and "
             "loops on one offset. Set spring.json.use.type.headers=false with a default type, and always wrap the "
             "value deserializer in ErrorHandlingDeserializer.", "Kafka JSON consumer stuck on a record from the POS "
                                                                 "gateway, January 2027")
    s.prompt("pii", "Also: never log the prescription contents or the patient reference, not even at DEBUG. "
             "Log the request id and the pharmacy code, nothing else. It's health data.")
    s.grep("piigrep", "log\\.(info|debug|warn).*patientRef", ["src/main/java/pt/atlantico/refill/service/RefillService.java"])
    s.edit("piifix", "src/main/java/pt/atlantico/refill/service/RefillService.java",
           "        log.info(\"refill requested {} for patient {}\", event.prescriptionId(), event.patientRef());",
           "        log.info(\"refill requested request={} pharmacy={}\", event.requestId(), event.pharmacyCode());")
    s.write("readyevent", "src/main/java/pt/atlantico/refill/events/RefillReady.java",
            "package pt.atlantico.refill.events;\n\npublic record RefillReady(UUID requestId, String prescriptionId, "
            "String pharmacyCode, Instant readyAt, Instant pickupBy) {}\n")
    s.edit("pickup", "src/main/java/pt/atlantico/refill/service/RefillService.java",
           "    private static final Duration PICKUP_WINDOW = Duration.ofDays(3);",
           "    private static final Duration PICKUP_WINDOW = Duration.ofDays(5);")
    s.prompt("pickupwhy", "Yes, five days, not three: Inês says the rural pharmacies in Trás-os-Montes complained that "
             "three days is too short for people who come into town once a week.")
    s.bash("commit3", "./gradlew check && git add -A && git commit -m 'fix: ignore producer type headers, "
           "ErrorHandlingDeserializer; feat: publish RefillReady (pickup window 5 days)'",
           "BUILD SUCCESSFUL in 58s\n[main c71e2a9] fix: ignore producer type headers, ErrorHandlingDeserializer; "
           "feat: publish RefillReady (pickup window 5 days)\n 8 files changed, 141 insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("topicrename", "Tiago published the platform's topic naming convention: <domain>.<entity>.<event>.v<n>. "
             "So rx.refill-requests becomes pharmacy.refill.requested.v1 (Rui's team will dual-publish for a week), "
             "and pharmacy.refill.ready becomes pharmacy.refill.ready.v1. While we're at it rename "
             "RefillRequestListener to RefillRequestConsumer, it's what every other service calls them.")
    s.grep("grepold", "rx\\.refill-requests", ["src/main/java/pt/atlantico/refill/kafka/RefillRequestListener.java",
                                              "src/main/java/pt/atlantico/refill/config/KafkaConfig.java",
                                              "src/test/java/pt/atlantico/refill/kafka/RefillRequestListenerIT.java",
                                              "README.md"])
    s.bash("gitmv", "git mv src/main/java/pt/atlantico/refill/kafka/RefillRequestListener.java "
           "src/main/java/pt/atlantico/refill/kafka/RefillRequestConsumer.java && git mv "
           "src/test/java/pt/atlantico/refill/kafka/RefillRequestListenerIT.java "
           "src/test/java/pt/atlantico/refill/kafka/RefillRequestConsumerIT.java", "")
    s.edit("consumeredit", "src/main/java/pt/atlantico/refill/kafka/RefillRequestConsumer.java",
           "public class RefillRequestListener {\n\n    private final RefillService refillService;\n\n"
           "    public RefillRequestListener(RefillService refillService) {",
           "public class RefillRequestConsumer {\n\n    private final RefillService refillService;\n\n"
           "    public RefillRequestConsumer(RefillService refillService) {")
    s.edit("topicedit", "src/main/java/pt/atlantico/refill/kafka/RefillRequestConsumer.java",
           "    @KafkaListener(topics = \"rx.refill-requests\", groupId = \"refill-service\")",
           "    @KafkaListener(topics = \"${refill.topics.requested}\", groupId = \"refill-service\")")
    s.edit("topicprops", "src/main/resources/application.yml", "management:",
           "refill:\n  topics:\n    requested: pharmacy.refill.requested.v1\n    ready: pharmacy.refill.ready.v1\n"
           "management:")
    s.bash("renamefail", "./gradlew compileTestJava", "> Task :compileTestJava FAILED\n"
           "/home/beatriz/src/refill-service/src/test/java/pt/atlantico/refill/kafka/RefillRequestConsumerIT.java:14: "
           "error: class RefillRequestListenerIT is public, should be declared in a file named "
           "RefillRequestListenerIT.java\nclass RefillRequestListenerIT {\n^\n/home/beatriz/src/refill-service/src/test/"
           "java/pt/atlantico/refill/kafka/RefillRequestConsumerIT.java:22: error: cannot find symbol\n"
           "    @Autowired RefillRequestListener listener;\n               ^\n  symbol:   class RefillRequestListener\n"
           "2 errors\n\nBUILD FAILED in 6s", code=1)
    s.edit("renamefix", "src/test/java/pt/atlantico/refill/kafka/RefillRequestConsumerIT.java",
           "class RefillRequestListenerIT {", "class RefillRequestConsumerIT {")
    s.edit("topicbeans", "src/main/java/pt/atlantico/refill/config/KafkaConfig.java",
           "TopicBuilder.name(\"rx.refill-requests\")", "TopicBuilder.name(\"pharmacy.refill.requested.v1\")")
    s.bash("test4", "./gradlew check", "> Task :test\n\n21 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 1m 05s")
    s.bash("groups4", "kafka-consumer-groups.sh --bootstrap-server localhost:9092 --describe --group refill-service",
           "GROUP           TOPIC                         PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG  CONSUMER-ID\n"
           "refill-service  pharmacy.refill.requested.v1  0          412             412             0    consumer-1\n"
           "refill-service  pharmacy.refill.requested.v1  1          398             398             0    consumer-2\n"
           "refill-service  pharmacy.refill.requested.v1  2          441             441             0    consumer-3")
    s.bash("commit4", "git add -A && git commit -m 'refactor: topics pharmacy.refill.requested.v1 / ready.v1, "
           "RefillRequestListener -> RefillRequestConsumer'", "[main 5d2f7b8] refactor: topics "
           "pharmacy.refill.requested.v1 / ready.v1, RefillRequestListener -> RefillRequestConsumer\n 9 files "
           "changed, 38 insertions(+), 31 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("avro", "Change of plan on the payload format: switch from JSON to Avro with the Confluent schema "
             "registry. The loyalty and stock-replenishment teams want to consume RefillReady too, and Tiago wants "
             "schema compatibility enforced by the registry instead of by goodwill. BACKWARD compatibility on our "
             "subjects. Rui's team moves pharmacy.refill.requested.v1 to Avro on the same day.")
    s.fetch("avrodoc", "https://docs.confluent.io/platform/current/schema-registry/fundamentals/serdes-develop/"
            "serdes-avro.html", "Which properties does KafkaAvroDeserializer need for specific records?",
            "Set schema.registry.url and specific.avro.reader=true so the deserializer returns the generated "
            "SpecificRecord class instead of GenericRecord. The subject name strategy defaults to "
            "TopicNameStrategy (<topic>-value).")
    s.edit("avroplugin", "build.gradle.kts", "    id(\"io.spring.dependency-management\") version \"1.1.7\"\n}",
           "    id(\"io.spring.dependency-management\") version \"1.1.7\"\n"
           "    id(\"com.github.davidmc24.gradle.plugin.avro\") version \"1.9.1\"\n}\n\n"
           "repositories { maven(\"https://packages.confluent.io/maven/\") }")
    s.edit("avrodeps", "build.gradle.kts", "    implementation(\"org.springframework.kafka:spring-kafka\")",
           "    implementation(\"org.springframework.kafka:spring-kafka\")\n"
           "    implementation(\"io.confluent:kafka-avro-serializer:7.8.0\")\n"
           "    implementation(\"org.apache.avro:avro:1.12.0\")")
    s.write("avsc", "src/main/avro/RefillRequested.avsc", AVSC)
    s.bash("avrobuildfail", "./gradlew generateAvroJava", "> Task :generateAvroJava FAILED\n\nFAILURE: Build failed with "
           "an exception.\n\n* What went wrong:\nExecution failed for task ':generateAvroJava'.\n"
           "> Could not resolve all files for configuration ':compileClasspath'.\n   > Could not find "
           "io.confluent:kafka-avro-serializer:7.8.0.\n     Searched in the following locations:\n"
           "       - https://repo.maven.apache.org/maven2/io/confluent/kafka-avro-serializer/7.8.0/"
           "kafka-avro-serializer-7.8.0.pom\n\nBUILD FAILED in 4s", code=1)
    s.read("gradleread", "build.gradle.kts", BUILD_GRADLE.replace("repositories { mavenCentral() }",
           "repositories { mavenCentral() }\n\nrepositories { maven(\"https://packages.confluent.io/maven/\") }"))
    s.edit("avrobuildfix", "build.gradle.kts",
           "repositories { mavenCentral() }\n\nrepositories { maven(\"https://packages.confluent.io/maven/\") }",
           "repositories {\n    mavenCentral()\n    maven(\"https://packages.confluent.io/maven/\")\n}")
    s.bash("avrobuildok", "./gradlew generateAvroJava compileJava", "> Task :generateAvroJava\n> Task :compileJava\n\n"
           "BUILD SUCCESSFUL in 17s")
    s.edit("avroyml", "src/main/resources/application.yml",
           "      value-deserializer: org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\n"
           "      properties:\n        spring.deserializer.value.delegate.class: "
           "org.springframework.kafka.support.serializer.JsonDeserializer\n        spring.json.use.type.headers: false\n"
           "        spring.json.value.default.type: pt.atlantico.refill.events.RefillRequested",
           "      value-deserializer: org.springframework.kafka.support.serializer.ErrorHandlingDeserializer\n"
           "      properties:\n        spring.deserializer.value.delegate.class: "
           "io.confluent.kafka.serializers.KafkaAvroDeserializer\n        specific.avro.reader: true\n"
           "    properties:\n      schema.registry.url: ${SCHEMA_REGISTRY_URL:http://localhost:8081}\n"
           "      auto.register.schemas: false")
    s.bash("register", "curl -s -X POST -H 'Content-Type: application/vnd.schemaregistry.v1+json' "
           "--data @build/avro/refill-ready-v1.json "
           "https://schema-registry.staging.atlantico.internal/subjects/pharmacy.refill.ready.v1-value/versions && "
           "curl -s -X PUT -d '{\"compatibility\":\"BACKWARD\"}' "
           "https://schema-registry.staging.atlantico.internal/config/pharmacy.refill.ready.v1-value",
           "{\"id\":57}\n{\"compatibility\":\"BACKWARD\"}")
    s.prompt("noautoreg", "Keep auto.register.schemas off everywhere: schemas are registered by the CI job from "
             "src/main/avro, never by a running service.")
    s.bash("test5", "./gradlew check", "> Task :test\n\n24 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 1m 21s")
    s.remember("memregistry", "Schema registry for refill-service: staging https://schema-registry.staging.atlantico."
               "internal, production https://schema-registry.prod.atlantico.internal (separate registries, schema ids "
               "differ between them). Subjects use TopicNameStrategy (<topic>-value), compatibility BACKWARD, "
               "auto.register.schemas=false: CI registers from src/main/avro.", "Schema registry URLs and rules",
               "fact")
    s.bash("commit5", "git add -A && git commit -m 'feat: Avro payloads with Confluent schema registry "
           "(BACKWARD, no auto-register)'", "[main 0aa6c3e] feat: Avro payloads with Confluent schema registry "
           "(BACKWARD, no auto-register)\n 14 files changed, 233 insertions(+), 96 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("helm", "Deploy to the staging cluster. Helm chart in deploy/helm/refill-service: Deployment, Service, "
             "ServiceMonitor for the Prometheus operator, and the JVM sized from the container limit.")
    s.write("values", "deploy/helm/refill-service/values.yaml", HELM_VALUES)
    s.write("deployment", "deploy/helm/refill-service/templates/deployment.yaml",
            "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: {{ include \"refill.fullname\" . }}\nspec:\n"
            "  replicas: {{ .Values.replicaCount }}\n  template:\n    spec:\n      containers:\n        - name: app\n"
            "          image: \"{{ .Values.image.repository }}:{{ .Values.image.tag }}\"\n          env:\n"
            "            - name: JAVA_TOOL_OPTIONS\n              value: {{ .Values.jvm.opts | quote }}\n"
            "            - name: SCHEMA_REGISTRY_URL\n              value: {{ .Values.kafka.schemaRegistryUrl }}\n"
            "          readinessProbe:\n            httpGet: { path: /actuator/health/readiness, port: 8080 }\n")
    s.bash("lint6", "helm lint deploy/helm/refill-service", "==> Linting deploy/helm/refill-service\n"
           "[INFO] Chart.yaml: icon is recommended\n\n1 chart(s) linted, 0 chart(s) failed")
    s.bash("install6fail", "helm upgrade --install refill-service deploy/helm/refill-service -n pharmacy "
           "--kube-context staging", "", "Error: UPGRADE FAILED: failed to create resource: Internal error occurred: "
           "failed calling webhook \"validate.kyverno.svc-fail\": admission webhook denied the request: policy "
           "Deployment/pharmacy/refill-service for resource violation: require-run-as-nonroot: "
           "autogen-run-as-non-root: 'validation error: Running as root is not allowed. The fields "
           "spec.securityContext.runAsNonRoot must be set to true.'", code=1)
    s.edit("nonroot", "deploy/helm/refill-service/templates/deployment.yaml", "    spec:\n      containers:",
           "    spec:\n      securityContext:\n        runAsNonRoot: true\n        runAsUser: 10001\n      containers:")
    s.bash("install6ok", "helm upgrade --install refill-service deploy/helm/refill-service -n pharmacy "
           "--kube-context staging && kubectl -n pharmacy rollout status deploy/refill-service",
           "Release \"refill-service\" has been upgraded. Happy Helming!\nREVISION: 2\n"
           "deployment \"refill-service\" successfully rolled out")
    s.bash("topicsdenied", "kubectl -n pharmacy logs deploy/refill-service | grep -i topic | head -3",
           "2027-01-25T11:02:19.871Z  WARN 1 --- [refill-service] [           main] o.s.kafka.core.KafkaAdmin"
           "                : Failed to create topics\norg.apache.kafka.common.errors.TopicAuthorizationException: "
           "Authorization failed. (principal User:refill-service lacks CREATE on Cluster:kafka-cluster)")
    s.prompt("nonewtopic", "Actually, let's not create topics from the application at all. Tiago doesn't want services "
             "holding CREATE on the cluster, and the partitions/retention should be reviewed like any other infra. "
             "Remove the NewTopic beans; topics become Strimzi KafkaTopic resources in the platform-topics repo.")
    s.bash("rmkafkaconfig", "git rm src/main/java/pt/atlantico/refill/config/KafkaConfig.java",
           "rm 'src/main/java/pt/atlantico/refill/config/KafkaConfig.java'")
    s.edit("valuestopics", "deploy/helm/refill-service/values.yaml", "topics:\n  create: true\n  partitions: 6\n", "")
    s.write("kafkatopic", "../platform-topics/pharmacy/refill.yaml",
            "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaTopic\nmetadata:\n  name: pharmacy.refill.ready.v1\n"
            "  labels: { strimzi.io/cluster: kafka-cluster }\nspec:\n  partitions: 6\n  replicas: 3\n  config:\n"
            "    retention.ms: 1209600000\n    min.insync.replicas: 2\n")
    s.bash("prom6", "curl -s localhost:8080/actuator/prometheus | grep -E '^(jvm_memory_max_bytes\\{area=\"heap\"|"
           "spring_kafka_listener_seconds_count)'", "jvm_memory_max_bytes{application=\"refill-service\",area=\"heap\","
           "id=\"G1 Old Gen\"} 5.63085312E8\nspring_kafka_listener_seconds_count{application=\"refill-service\","
           "name=\"org.springframework.kafka.KafkaListenerEndpointContainer#0-0\",result=\"success\"} 1287.0")
    s.bash("commit6", "./gradlew check && git add -A && git commit -m 'deploy: Helm chart with ServiceMonitor; "
           "topics no longer created by the app'", "BUILD SUCCESSFUL in 1m 09s\n[main 19ce4d0] deploy: Helm chart "
           "with ServiceMonitor; topics no longer created by the app\n 10 files changed, 187 insertions(+), 29 "
           "deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("tablerename", "The data team's naming rule is plural snake_case tables, and they'll read ours for "
             "reporting. Rename refill_order to refill_requests (and the index). The entity stays RefillOrder in "
             "Java for now, just point @Table at the new name.")
    s.edit("v1edit", "src/main/resources/db/migration/V1__refill_order.sql",
           "CREATE TABLE refill_order (", "CREATE TABLE refill_requests (")
    s.bash("flywayfail", "./gradlew bootRun --args='--spring.profiles.active=dev'", "",
           "org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed "
           "validation\nMigration checksum mismatch for migration version 1\n-> Applied to database : 1473920511\n"
           "-> Resolved locally    : -902118374\nEither revert the changes to the migration, or run repair to update "
           "the schema history.", code=1)
    s.prompt("neveredit", "Right, that's applied on staging already. Revert it. Rule from now on: never edit a "
             "migration that has been applied anywhere, always add a new versioned one.")
    s.bash("revertv1", "git checkout -- src/main/resources/db/migration/V1__refill_order.sql", "")
    s.write("v2", "src/main/resources/db/migration/V2__rename_refill_order_to_refill_requests.sql",
            "ALTER TABLE refill_order RENAME TO refill_requests;\n"
            "ALTER INDEX refill_order_prescription_uq RENAME TO refill_requests_prescription_uq;\n")
    s.edit("tableedit", "src/main/java/pt/atlantico/refill/domain/RefillOrder.java",
           "@Table(name = \"refill_order\")", "@Table(name = \"refill_requests\")")
    s.grep("grepnative", "refill_order", ["src/main/java/pt/atlantico/refill/repo/RefillOrderRepository.java",
                                          "src/main/resources/db/migration/V1__refill_order.sql",
                                          "src/main/resources/db/migration/V2__rename_refill_order_to_refill_requests.sql"])
    s.edit("nativefix", "src/main/java/pt/atlantico/refill/repo/RefillOrderRepository.java",
           "    @Query(value = \"SELECT * FROM refill_order WHERE status = 'READY' AND ready_at < :cutoff\", "
           "nativeQuery = true)",
           "    @Query(value = \"SELECT * FROM refill_requests WHERE status = 'READY' AND ready_at < :cutoff\", "
           "nativeQuery = true)")
    s.bash("flywayok", "./gradlew bootRun --args='--spring.profiles.active=dev' 2>&1 | grep -i flyway",
           "o.f.core.internal.command.DbMigrate      : Migrating schema \"public\" to version \"2 - rename refill "
           "order to refill requests\"\no.f.core.internal.command.DbMigrate      : Successfully applied 1 migration to "
           "schema \"public\", now at version v2 (execution time 00:00.041s)")
    s.bash("test7", "./gradlew check", "> Task :test\n\n26 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 1m 14s")
    s.lesson("lesson3", "Flyway stores a checksum of every applied migration: editing V1 after it ran on staging made "
             "startup fail with 'Migration checksum mismatch for migration version 1'. Revert the file and add a new "
             "versioned migration (V2 ALTER TABLE ... RENAME) instead; grep native @Query strings for the old table "
             "name, JPA validation does not see them.", "Renaming the refill table, January 2027")
    s.bash(None, "git status --short", " M src/main/java/pt/atlantico/refill/domain/RefillOrder.java\n M src/main/java/"
           "pt/atlantico/refill/repo/RefillOrderRepository.java\n?? src/main/resources/db/migration/"
           "V2__rename_refill_order_to_refill_requests.sql")
    s.bash("commit7", "git add -A && git commit -m 'refactor(db): rename table refill_order -> refill_requests (V2)'",
           "[main 7f3b9e2] refactor(db): rename table refill_order -> refill_requests (V2)\n 3 files changed, 4 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("prod", "Go-live in production today, the Porto and Braga pharmacies first. Same chart, "
             "values-prod.yaml, 3 replicas.")
    s.write("valuesprod", "deploy/helm/refill-service/values-prod.yaml",
            "replicaCount: 3\nimage:\n  tag: \"0.6.0\"\nkafka:\n  bootstrapServers: kafka-bootstrap.kafka.svc:9093\n"
            "postgres:\n  host: refill-pg.data.svc\n")
    s.bash("deployprod", "helm upgrade --install refill-service deploy/helm/refill-service -n pharmacy "
           "--kube-context prod -f deploy/helm/refill-service/values-prod.yaml && kubectl --context prod -n pharmacy "
           "rollout status deploy/refill-service", "Release \"refill-service\" has been upgraded. Happy Helming!\n"
           "REVISION: 1\ndeployment \"refill-service\" successfully rolled out")
    s.prompt("bug2", "Half an hour later: no RefillReady events in prod, and the consumer logs errors again, a "
             "deserialization error like the one with Rui's type headers. Check it.")
    s.bash("bug2log", "kubectl --context prod -n pharmacy logs deploy/refill-service --since=30m | grep -A4 ERROR | "
           "head -12", "2027-01-29T10:47:31.208Z ERROR 1 --- [refill-service] [ntainer#0-2-C-1] "
           "o.s.k.l.DefaultErrorHandler : Backoff none exhausted for pharmacy.refill.requested.v1-4@20877\n"
           "org.springframework.kafka.listener.ListenerExecutionFailedException: Listener failed\nCaused by: "
           "org.apache.kafka.common.errors.RecordDeserializationException: Error deserializing key/value for "
           "partition pharmacy.refill.requested.v1-4 at offset 20877. If needed, please seek past the record to "
           "continue consumption.\nCaused by: org.apache.kafka.common.errors.SerializationException: Error retrieving "
           "Avro value schema for id 212\nCaused by: io.confluent.kafka.schemaregistry.client.rest.exceptions."
           "RestClientException: Schema 212 not found; error code: 40403")
    s.bash("bug2env", "kubectl --context prod -n pharmacy get deploy refill-service -o jsonpath="
           "'{.spec.template.spec.containers[0].env}' | jq -r '.[] | select(.name==\"SCHEMA_REGISTRY_URL\") | .value'",
           "https://schema-registry.staging.atlantico.internal")
    s.prompt("bug2cause", "There it is: values-prod.yaml doesn't set kafka.schemaRegistryUrl, so the default from "
             "values.yaml sends prod to the staging registry, where schema 212 doesn't exist. Set the prod URL, and "
             "make the default empty with a required check so this can't happen silently again.")
    s.edit("bug2fix", "deploy/helm/refill-service/values-prod.yaml",
           "kafka:\n  bootstrapServers: kafka-bootstrap.kafka.svc:9093\n",
           "kafka:\n  bootstrapServers: kafka-bootstrap.kafka.svc:9093\n"
           "  schemaRegistryUrl: https://schema-registry.prod.atlantico.internal\n")
    s.edit("bug2required", "deploy/helm/refill-service/templates/deployment.yaml",
           "              value: {{ .Values.kafka.schemaRegistryUrl }}",
           "              value: {{ required \"kafka.schemaRegistryUrl is required\" .Values.kafka.schemaRegistryUrl }}")
    s.bash("bug2deploy", "helm upgrade refill-service deploy/helm/refill-service -n pharmacy --kube-context prod "
           "-f deploy/helm/refill-service/values-prod.yaml && kubectl --context prod -n pharmacy rollout status "
           "deploy/refill-service", "Release \"refill-service\" has been upgraded. Happy Helming!\nREVISION: 2\n"
           "deployment \"refill-service\" successfully rolled out")
    s.bash("lag8", "kubectl --context prod -n kafka exec kafka-cluster-broker-0 -- bin/kafka-consumer-groups.sh "
           "--bootstrap-server localhost:9092 --describe --group refill-service | awk 'NR==1 || /requested/'",
           "GROUP           TOPIC                         PARTITION  CURRENT-OFFSET  LOG-END-OFFSET  LAG\n"
           "refill-service  pharmacy.refill.requested.v1  0          20311           21150           839\n"
           "refill-service  pharmacy.refill.requested.v1  4          20877           21902           1025\n"
           "(6 partitions, total lag 5,934)")
    s.bash("lag8b", "sleep 600 && kubectl --context prod -n kafka exec kafka-cluster-broker-0 -- "
           "bin/kafka-consumer-groups.sh --bootstrap-server localhost:9092 --describe --group refill-service | "
           "awk '{s+=$6} END {print \"total lag\", s}'", "total lag 0")
    s.lesson("lesson2", "Two 'Error deserializing key/value for partition' incidents had different causes: the first "
             "was a foreign __TypeId__ header (JSON), the second an Avro schema id that did not exist because prod "
             "pointed at the staging schema registry (error code 40403). Schema ids are per registry: check "
             "SCHEMA_REGISTRY_URL in the running pod before anything else.", "refill-service prod go-live, 29 January "
                                                                              "2027")
    s.remember("memtiago", "Tiago Ramos (platform) owns Kafka and the clusters: topic changes go as a PR to the "
               "platform-topics repo (Strimzi KafkaTopic), he reviews on Tuesdays and Thursdays. Prod deploys of "
               "refill-service only Monday-Thursday before 15:00 Lisbon time, never on Fridays after the go-live "
               "incident.", "Platform contacts and deploy window", "fact")
    s.bash("commit8", "git add -A && git commit -m 'fix(helm): prod schema registry URL, required value'",
           "[main a40d15c] fix(helm): prod schema registry URL, required value\n 2 files changed, 3 insertions(+), "
           "1 deletion(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("rebalance", "Since Braga, Coimbra and Aveiro joined yesterday, the Grafana panel shows the consumer "
             "group rebalancing every few minutes and lag climbing during the morning peak. What's going on?")
    s.bash("rebalancelog", "kubectl --context prod -n pharmacy logs deploy/refill-service --since=2h | grep -E "
           "'CommitFailed|poll' | head -4", "2027-02-02T08:52:10.441Z  WARN 1 --- [refill-service] "
           "[ntainer#0-1-C-1] o.a.k.c.c.internals.ConsumerCoordinator : [Consumer clientId=consumer-refill-service-2, "
           "groupId=refill-service] consumer poll timeout has expired. This means the time between subsequent calls "
           "to poll() was longer than the configured max.poll.interval.ms, which typically implies that the poll "
           "loop is spending too much time processing messages.\norg.apache.kafka.clients.consumer."
           "CommitFailedException: Offset commit cannot be completed since the consumer is not part of an active "
           "group for auto partition assignment; it is likely that the consumer was kicked out of the group.")
    s.bash("promq", "curl -s 'http://prometheus.monitoring:9090/api/v1/query' --data-urlencode 'query="
           "histogram_quantile(0.99, sum by (le) (rate(refill_accept_seconds_bucket[10m])))' | jq -r "
           "'.data.result[0].value[1]'", "0.742")
    s.prompt("rebalancecause", "So each record takes up to ~740 ms at p99 (the stock lookup against the pharmacy "
             "ERP), and 500 records per poll blows through the 5 minute max.poll.interval. Drop max.poll.records to "
             "50. And raise listener concurrency from 3 to 6 to match the six partitions, with 3 pods that's enough.")
    s.edit("pollfix", "src/main/resources/application.yml", "      max-poll-records: 500", "      max-poll-records: 50")
    s.edit("concurrency", "src/main/resources/application.yml", "      concurrency: 3", "      concurrency: 6")
    s.bash("test9", "./gradlew check", "> Task :test\n\n29 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 1m 17s")
    s.bash("deploy9", "helm upgrade refill-service deploy/helm/refill-service -n pharmacy --kube-context prod -f "
           "deploy/helm/refill-service/values-prod.yaml --set image.tag=0.7.0 && kubectl --context prod -n pharmacy "
           "rollout status deploy/refill-service", "Release \"refill-service\" has been upgraded. Happy Helming!\n"
           "REVISION: 4\ndeployment \"refill-service\" successfully rolled out")
    s.bash("perf9", "k6 run perf/replay-morning-peak.js", "     ✓ refill accepted\n\n     kafka_writer_message_count"
           "....: 222000  1850.0/s\n     refill_ready_latency_p95.......: 388ms\n     refill_ready_latency_p99.......: "
           "612ms\n\nrunning (2m00.0s), 00/40 VUs, 222000 complete iterations")
    s.bash("lag9", "kubectl --context prod -n kafka exec kafka-cluster-broker-0 -- bin/kafka-consumer-groups.sh "
           "--bootstrap-server localhost:9092 --describe --group refill-service --members",
           "GROUP           CONSUMER-ID                                     HOST         CLIENT-ID   #PARTITIONS\n"
           "refill-service  consumer-refill-service-1-5b0e...  /10.42.3.17  consumer-1  1\n"
           "refill-service  consumer-refill-service-2-a91c...  /10.42.1.9   consumer-2  1\n"
           "(18 members, 6 with partitions; max lag during peak 312)")
    s.prompt("hpa", "18 consumers for 6 partitions is silly: 12 threads idle. Keep concurrency at 6 but I prefer we "
             "don't scale pods on CPU at all for a Kafka consumer; if we ever autoscale, use KEDA on consumer lag.")
    s.edit("concurrency2", "src/main/resources/application.yml", "      concurrency: 6", "      concurrency: 2")
    s.prompt("conc2", "Yes, 2 threads per pod x 3 pods = 6 consumers, one per partition. That's the number.")
    s.bash("commit9", "./gradlew check && git add -A && git commit -m 'perf: max.poll.records 50, listener "
           "concurrency 2 per pod (3 pods x 2 = 6 partitions)'", "BUILD SUCCESSFUL in 1m 12s\n[main e58a0b3] perf: "
           "max.poll.records 50, listener concurrency 2 per pod (3 pods x 2 = 6 partitions)\n 1 file changed, 2 "
           "insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git log --oneline -5", "e58a0b3 perf: max.poll.records 50, listener concurrency 2 per pod (3 pods x "
           "2 = 6 partitions)\na40d15c fix(helm): prod schema registry URL, required value\n7f3b9e2 refactor(db): "
           "rename table refill_order -> refill_requests (V2)\n19ce4d0 deploy: Helm chart with ServiceMonitor; topics "
           "no longer created by the app\n0aa6c3e feat: Avro payloads with Confluent schema registry (BACKWARD, no "
           "auto-register)")
    s.prompt("dlt", "Dead letters: records that still fail after retries go to pharmacy.refill.requested.v1.dlt, "
             "with a DefaultErrorHandler and a backoff of 3 retries, 2 seconds apart. Tiago already created the DLT "
             "topic in platform-topics.")
    s.write("errhandler", "src/main/java/pt/atlantico/refill/config/KafkaErrorConfig.java",
            "package pt.atlantico.refill.config;\n\n@Configuration\npublic class KafkaErrorConfig {\n\n    @Bean\n"
            "    DefaultErrorHandler errorHandler(KafkaTemplate<String, Object> template) {\n"
            "        var recoverer = new DeadLetterPublishingRecoverer(template,\n"
            "            (rec, ex) -> new TopicPartition(rec.topic() + \".dlt\", rec.partition()));\n"
            "        return new DefaultErrorHandler(recoverer, new FixedBackOff(2_000L, 3));\n    }\n}\n")
    s.bash("dltfail", "./gradlew test --tests '*DeadLetterIT'", "> Task :test\n\nDeadLetterIT > "
           "poisonRecordEndsInDlt() FAILED\n    org.opentest4j.AssertionFailedError: expected 1 record on "
           "pharmacy.refill.requested.v1.dlt within PT10S but got 0\n\n    Caused by log: "
           "org.apache.kafka.common.errors.SerializationException: Can't convert value of class [B to class "
           "io.confluent.kafka.serializers.KafkaAvroSerializer specified in value.serializer\n\nBUILD FAILED in 52s",
           code=1)
    s.edit("dltfix", "src/main/java/pt/atlantico/refill/config/KafkaErrorConfig.java",
           "    DefaultErrorHandler errorHandler(KafkaTemplate<String, Object> template) {",
           "    DefaultErrorHandler errorHandler(KafkaTemplate<String, byte[]> bytesTemplate) {\n"
           "        // a record that failed deserialization is still raw bytes: republish it with ByteArraySerializer")
    s.bash("dltok", "./gradlew test --tests '*DeadLetterIT'", "> Task :test\n\nDeadLetterIT > poisonRecordEndsInDlt() "
           "PASSED\n\nBUILD SUCCESSFUL in 47s")
    s.prompt("backoff", "On second thought, exponential instead of fixed: start at 1 second, double, max 4 attempts. "
             "The ERP lookups fail in bursts and 2 seconds flat just hits the same wall three times.")
    s.edit("backoffedit", "src/main/java/pt/atlantico/refill/config/KafkaErrorConfig.java",
           "new FixedBackOff(2_000L, 3)",
           "new ExponentialBackOffWithMaxRetries(4) {{ setInitialInterval(1_000L); setMultiplier(2.0); }}")
    s.edit("metric", "src/main/java/pt/atlantico/refill/service/RefillService.java",
           "    public void accept(RefillRequested event) {",
           "    public void accept(RefillRequested event) {\n"
           "        meterRegistry.counter(\"refill.requests.accepted\", \"pharmacy\", event.getPharmacyCode().toString(), "
           "\"channel\", event.getChannel().name()).increment();")
    s.bash("bootbump", "sed -i 's/version \"3.4.1\"/version \"3.4.2\"/' build.gradle.kts && ./gradlew dependencies "
           "--configuration runtimeClasspath | grep -E 'spring-kafka:|kafka-clients:|spring-boot:' | sort -u | head -3",
           "+--- org.springframework.boot:spring-boot:3.4.2\n+--- org.springframework.kafka:spring-kafka:3.3.2\n"
           "|    +--- org.apache.kafka:kafka-clients:3.8.1")
    s.bash("check10", "./gradlew check", "> Task :test\n\n33 tests completed, 0 failed\n\nBUILD SUCCESSFUL in 1m 29s")
    s.remember("memrunbook", "refill-service runbook: consumer group `refill-service` on pharmacy.refill.requested.v1 "
               "(6 partitions, 3 pods x concurrency 2). Poison records go to pharmacy.refill.requested.v1.dlt after "
               "exponential backoff (1 s, x2, 4 retries). Check lag with kafka-consumer-groups.sh --describe --group "
               "refill-service on kafka-cluster-broker-0; alert fires above 2,000 lag for 10 minutes. Deploy with "
               "helm upgrade -f values-prod.yaml, Monday-Thursday only.", "refill-service runbook", "fact")
    s.remember("memcommits", "Beatriz wants Conventional Commits (feat:, fix:, refactor(db):, perf:, deploy:) and one "
               "logical change per commit; ./gradlew check must pass first.", "Commit conventions", "preference")
    s.bash("commit10", "git add -A && git commit -m 'feat: dead-letter topic with exponential backoff; accepted "
           "counter by pharmacy and channel; Spring Boot 3.4.2'", "[main 2c6d81f] feat: dead-letter topic with "
           "exponential backoff; accepted counter by pharmacy and channel; Spring Boot 3.4.2\n 6 files changed, 118 "
           "insertions(+), 7 deletions(-)")
    s.bash(None, "git push origin main", "To gitlab.atlantico.pt:pharmacy/refill-service.git\n   e58a0b3..2c6d81f  "
           "main -> main")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-01-11T09:00:00", "1a7c2e40-3b5d-4e61-8f70-0a1b2c3d1501", s1),   # Mon
    ("s2", "2027-01-13T10:00:00", "2b8d3f51-4c6e-4f72-9081-1b2c3d4e1502", s2),   # Wed
    ("s3", "2027-01-15T09:30:00", "3c9e4062-5d7f-4083-a192-2c3d4e5f1503", s3),   # Fri
    ("s4", "2027-01-19T14:00:00", "4daf5173-6e80-4194-b2a3-3d4e5f601504", s4),   # Tue
    ("s5", "2027-01-21T09:15:00", "5eb06284-7f91-42a5-83b4-4e5f60711505", s5),   # Thu
    ("s6", "2027-01-25T10:30:00", "6fc17395-80a2-43b6-94c5-5f6071821506", s6),   # Mon
    ("s7", "2027-01-27T13:00:00", "70d284a6-91b3-44c7-a5d6-607182931507", s7),   # Wed
    ("s8", "2027-01-29T10:00:00", "81e395b7-a2c4-45d8-b6e7-718293a41508", s8),   # Fri
    ("s9", "2027-02-02T09:00:00", "92f4a6c8-b3d5-46e9-87f8-8293a4b51509", s9),   # Tue
    ("s10", "2027-02-04T11:00:00", "a305b7d9-c4e6-47fa-9809-93a4b5c6150a", s10),  # Thu
]

#: When the questions are asked: Monday morning after the last session (a Thursday).
ASKED_AT = "2027-02-08T08:30:00Z"
