"""Whole files the agent reads or writes in the ledger-service history (bench/agentdev45/sessions.py)."""
from __future__ import annotations

BUILD_GRADLE = """plugins {
    java
    id("org.springframework.boot") version "3.3.5"
    id("io.spring.dependency-management") version "1.1.6"
    id("com.diffplug.spotless") version "6.25.0"
}

group = "com.fennick.ledger"
version = providers.gradleProperty("appVersion").get()

java {
    toolchain { languageVersion = JavaLanguageVersion.of(21) }
}

repositories { mavenCentral() }

dependencies {
    implementation("org.springframework.boot:spring-boot-starter-web")
    implementation("org.springframework.boot:spring-boot-starter-data-jpa")
    implementation("org.springframework.boot:spring-boot-starter-actuator")
    implementation("org.springframework.kafka:spring-kafka")
    implementation("org.flywaydb:flyway-core")
    implementation("org.flywaydb:flyway-database-postgresql")
    implementation("io.micrometer:micrometer-registry-prometheus")
    runtimeOnly("org.postgresql:postgresql")
    testImplementation("org.springframework.boot:spring-boot-starter-test")
    testImplementation("org.springframework.kafka:spring-kafka-test")
    testImplementation(platform("org.testcontainers:testcontainers-bom:1.20.3"))
    testImplementation("org.testcontainers:postgresql")
    testImplementation("org.testcontainers:kafka")
    testImplementation("org.testcontainers:junit-jupiter")
}

spotless {
    java { googleJavaFormat("1.24.0") }
}

tasks.test {
    useJUnitPlatform { excludeTags("integration") }
}
"""

APPLICATION_YML = """spring:
  application:
    name: ledger-service
  datasource:
    url: jdbc:postgresql://localhost:55432/ledger
    username: ledger
    password: ${LEDGER_DB_PASSWORD:ledger}
  jpa:
    open-in-view: false
    hibernate:
      ddl-auto: validate
  flyway:
    enabled: true
    locations: classpath:db/migration
  kafka:
    bootstrap-servers: localhost:29092
    consumer:
      group-id: ledger-service
      auto-offset-reset: earliest
      enable-auto-commit: true
      key-deserializer: org.apache.kafka.common.serialization.StringDeserializer
      value-deserializer: org.apache.kafka.common.serialization.ByteArrayDeserializer

server:
  port: 8080

management:
  server:
    port: 8081
  endpoints:
    web:
      exposure:
        include: health,prometheus,info
  endpoint:
    health:
      probes:
        enabled: true

ledger:
  topics:
    captured: payments.captured.v1
    refunded: payments.refunded.v1
    entries: ledger.entries.v1
"""

V1_SQL = """-- V1__ledger_entries.sql
CREATE TABLE accounts (
    id            uuid PRIMARY KEY,
    merchant_id   text        NOT NULL,
    currency      char(3)     NOT NULL,
    kind          text        NOT NULL CHECK (kind IN ('MERCHANT', 'FEES', 'SUSPENSE', 'SETTLEMENT')),
    created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
    id            bigserial   PRIMARY KEY,
    account_id    uuid        NOT NULL REFERENCES accounts(id),
    payment_id    text        NOT NULL,
    entry_type    text        NOT NULL,
    direction     char(1)     NOT NULL CHECK (direction IN ('D', 'C')),
    amount_minor  bigint      NOT NULL CHECK (amount_minor > 0),
    currency      char(3)     NOT NULL,
    booked_at     timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, booked_at);
"""

OUTBOX_RELAY = """package com.fennick.ledger.outbox;

import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.kafka.core.KafkaTemplate;
import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.stereotype.Component;
import org.springframework.transaction.annotation.Transactional;

/** Publishes rows of the outbox table to Kafka, oldest first, then marks them sent. */
@Component
public class OutboxRelay {

  private static final String CLAIM =
      \"\"\"
      SELECT id, aggregate_id, topic, payload
        FROM outbox
       WHERE sent_at IS NULL
       ORDER BY id
       LIMIT :batch
       FOR UPDATE SKIP LOCKED
      \"\"\";

  private final JdbcClient jdbc;
  private final KafkaTemplate<String, byte[]> kafka;
  private final int batchSize;

  public OutboxRelay(JdbcClient jdbc, KafkaTemplate<String, byte[]> kafka, OutboxProperties props) {
    this.jdbc = jdbc;
    this.kafka = kafka;
    this.batchSize = props.batchSize(); // 100
  }

  @Scheduled(fixedDelayString = "${ledger.outbox.poll-interval:500ms}")
  @Transactional
  public void relay() {
    List<OutboxRow> rows = jdbc.sql(CLAIM).param("batch", batchSize).query(OutboxRow.class).list();
    for (OutboxRow row : rows) {
      kafka.send(row.topic(), row.aggregateId(), row.payload()).join();
    }
    if (!rows.isEmpty()) {
      jdbc.sql("UPDATE outbox SET sent_at = now() WHERE id IN (:ids)")
          .param("ids", rows.stream().map(OutboxRow::id).toList())
          .update();
    }
  }
}
"""

JOURNAL_SERVICE = """package com.fennick.ledger.journal;

import java.util.List;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/** Books a payment as balanced double-entry postings and writes the outbox event in the same transaction. */
@Service
public class JournalService {

  private static final String INSERT_ENTRY =
      \"\"\"
      INSERT INTO ledger_entries (account_id, payment_id, entry_type, direction, amount_minor, currency)
      VALUES (:account, :payment, :type, :direction, :amount, :currency)
      ON CONFLICT (payment_id, entry_type, direction) DO NOTHING
      \"\"\";

  private final JdbcClient jdbc;
  private final OutboxWriter outbox;

  public JournalService(JdbcClient jdbc, OutboxWriter outbox) {
    this.jdbc = jdbc;
    this.outbox = outbox;
  }

  @Transactional
  public int post(JournalRequest req) {
    List<Posting> postings = req.postings();
    long debits = postings.stream().filter(Posting::isDebit).mapToLong(Posting::amountMinor).sum();
    long credits = postings.stream().filter(p -> !p.isDebit()).mapToLong(Posting::amountMinor).sum();
    if (debits != credits) {
      throw new UnbalancedJournalException(req.paymentId(), debits, credits);
    }
    int inserted = 0;
    for (Posting p : postings) {
      inserted += jdbc.sql(INSERT_ENTRY)
          .param("account", p.accountId())
          .param("payment", req.paymentId())
          .param("type", p.entryType())
          .param("direction", p.isDebit() ? "D" : "C")
          .param("amount", p.amountMinor())
          .param("currency", p.currency())
          .update();
    }
    if (inserted > 0) {
      outbox.append("ledger.entries.v1", req.paymentId(), req.toEvent());
    }
    return inserted;
  }
}
"""

VALUES_STAGING = """replicaCount: 2
image:
  repository: registry.fennick.internal/payments/ledger-service
  tag: "0.1.0"
service:
  port: 8080
  managementPort: 8081
env:
  SPRING_PROFILES_ACTIVE: staging
  SPRING_KAFKA_BOOTSTRAP_SERVERS: kafka-stg.kafka.svc:9092
  LEDGER_OUTBOX_RELAY_ENABLED: "true"
existingSecret: ledger-db-staging
resources:
  requests: { cpu: 500m, memory: 768Mi }
  limits: { memory: 1Gi }
probes:
  liveness:
    path: /actuator/health/liveness
    initialDelaySeconds: 30
    periodSeconds: 10
    failureThreshold: 3
  readiness:
    path: /actuator/health/readiness
    periodSeconds: 5
"""

LAG_ALERT = """# grafana/alerts/ledger-consumer-lag.yaml
apiVersion: 1
groups:
  - orgId: 1
    name: ledger-service
    folder: Payments
    interval: 1m
    rules:
      - uid: ledger-consumer-lag
        title: Ledger consumer lag
        condition: C
        data:
          - refId: A
            datasourceUid: prom-prd
            model:
              expr: sum(kafka_consumergroup_lag{consumergroup="ledger-service"})
          - refId: C
            datasourceUid: __expr__
            model: { type: threshold, expression: A, conditions: [{ evaluator: { type: gt, params: [1000] } }] }
        for: 5m
        labels: { severity: page, team: ledger }
        annotations:
          summary: ledger-service is more than 1000 messages behind on payments.captured.v1
          runbook_url: https://wiki.fennick.internal/ledger/runbooks/consumer-lag
"""

MIGRATE_JOB = """# deploy/helm/ledger/templates/migrate-job.yaml
apiVersion: batch/v1
kind: Job
metadata:
  name: {{ include "ledger.fullname" . }}-flyway-{{ .Release.Revision }}
  annotations:
    "helm.sh/hook": pre-install,pre-upgrade
    "helm.sh/hook-weight": "-5"
    "helm.sh/hook-delete-policy": before-hook-creation
spec:
  backoffLimit: 0
  activeDeadlineSeconds: 3600
  template:
    spec:
      restartPolicy: Never
      containers:
        - name: flyway
          image: "{{ .Values.image.repository }}:{{ .Values.image.tag }}"
          args: ["--spring.main.web-application-type=none", "--ledger.migrate-only=true"]
          envFrom:
            - secretRef: { name: {{ .Values.existingSecret }} }
"""
