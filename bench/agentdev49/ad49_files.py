"""Whole files the agent reads or writes in the papertrail-ap history (bench/agentdev49/sessions.py)."""
from __future__ import annotations

PYPROJECT = """[project]
name = "papertrail-lambdas"
version = "0.1.0"
description = "Lambda handlers of the papertrail-ap invoice pipeline (Brightwater Logistics accounts payable)"
requires-python = ">=3.12"
dependencies = [
    "boto3>=1.35.54",
    "aws-lambda-powertools[tracer]>=3.3.0",
]

[dependency-groups]
dev = [
    "pytest>=8.3",
    "moto[s3,dynamodb,cognitoidp]>=5.0.18",
    "boto3-stubs[textract,dynamodb,stepfunctions,s3]>=1.35",
    "ruff>=0.7",
]

[tool.ruff]
line-length = 110
target-version = "py312"

[tool.ruff.lint]
select = ["E", "F", "I", "B", "UP", "S"]

[tool.pytest.ini_options]
testpaths = ["tests"]
markers = ["localstack: needs the LocalStack container on localhost:4566"]
"""

CDK_JSON = """{
  "app": "npx ts-node --prefer-ts-exts bin/papertrail.ts",
  "watch": {
    "include": ["**"],
    "exclude": ["README.md", "cdk*.json", "**/*.d.ts", "**/*.js", "tsconfig.json", "package*.json", "node_modules", "test"]
  },
  "context": {
    "@aws-cdk/aws-lambda:recognizeLayerVersion": true,
    "@aws-cdk/core:checkSecretUsage": true,
    "@aws-cdk/core:target-partitions": ["aws"],
    "@aws-cdk/aws-iam:minimizePolicies": true,
    "@aws-cdk/aws-s3:createDefaultLoggingPolicy": true,
    "@aws-cdk/aws-stepfunctions-tasks:useNewS3UriParametersForBedrockInvokeModelTask": true,
    "papertrail:account": "381492667105",
    "papertrail:region": "eu-west-1"
  }
}
"""

STACK_V1 = """import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3n from 'aws-cdk-lib/aws-s3-notifications';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as logs from 'aws-cdk-lib/aws-logs';

/** papertrail-ap: invoices dropped into the upload bucket are read by Textract and routed for approval. */
export class PapertrailStack extends cdk.Stack {
  constructor(scope: Construct, id: string, props?: cdk.StackProps) {
    super(scope, id, props);

    const uploads = new s3.Bucket(this, 'UploadBucket', {
      bucketName: `papertrail-uploads-${this.account}`,
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      versioned: true,
      removalPolicy: cdk.RemovalPolicy.RETAIN,
    });

    const table = new dynamodb.TableV2(this, 'ApTable', {
      tableName: 'papertrail-ap',
      partitionKey: { name: 'pk', type: dynamodb.AttributeType.STRING },
      sortKey: { name: 'sk', type: dynamodb.AttributeType.STRING },
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecovery: true,
      removalPolicy: cdk.RemovalPolicy.RETAIN,
    });

    const ingest = new lambda.Function(this, 'IngestFn', {
      runtime: lambda.Runtime.PYTHON_3_12,
      architecture: lambda.Architecture.ARM_64,
      handler: 'intake.handler.handler',
      code: lambda.Code.fromAsset('../lambdas/build'),
      memorySize: 512,
      timeout: cdk.Duration.seconds(30),
      logRetention: logs.RetentionDays.ONE_MONTH,
      environment: { TABLE_NAME: table.tableName, POWERTOOLS_SERVICE_NAME: 'papertrail-intake' },
    });
    uploads.grantRead(ingest);
    table.grantReadWriteData(ingest);
    uploads.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(ingest),
      { prefix: 'incoming/', suffix: '.pdf' });

    cdk.Tags.of(this).add('project', 'papertrail-ap');
  }
}
"""

COMPOSE_YML = """# LocalStack for the integration tests: S3, DynamoDB, Step Functions, SQS, SNS, Secrets Manager.
# Textract and Cognito are not in the community image: tests stub them (botocore Stubber / moto).
services:
  localstack:
    image: localstack/localstack:4.0.3
    container_name: papertrail-localstack
    ports:
      - "127.0.0.1:4566:4566"
    environment:
      SERVICES: s3,dynamodb,stepfunctions,sqs,sns,secretsmanager,lambda
      AWS_DEFAULT_REGION: eu-west-1
      DEBUG: "0"
      PERSISTENCE: "0"
    volumes:
      - "./localstack-init:/etc/localstack/init/ready.d"
      - "/var/run/docker.sock:/var/run/docker.sock"
"""

DDB_PY = '''"""Single-table access for papertrail-ap (table `papertrail-ap`, keys pk/sk).

Item types:
  invoice   pk=INV#<invoice_id>            sk=META
  event     pk=INV#<invoice_id>            sk=EVT#<iso timestamp>     (audit trail: extracted, approved, ...)
  vendor    pk=VENDOR#<vat number>         sk=META
GSI1 (gsi1pk/gsi1sk): VENDOR#<vat> / DATE#<invoice date>#<invoice_id>   -> a vendor's invoices by date
GSI2 (gsi2pk/gsi2sk): STATUS#<status> / <received at>#<invoice_id>        -> the approval queue
"""
from __future__ import annotations

import os
from datetime import UTC, datetime

import boto3

_table = boto3.resource("dynamodb").Table(os.environ["TABLE_NAME"])


def invoice_key(invoice_id: str) -> dict:
    return {"pk": f"INV#{invoice_id}", "sk": "META"}


def put_invoice(inv: dict) -> None:
    now = datetime.now(UTC).isoformat(timespec="seconds")
    _table.put_item(Item={
        **invoice_key(inv["invoice_id"]),
        "type": "invoice",
        **inv,
        "gsi1pk": f"VENDOR#{inv.get('vendor_vat') or 'UNKNOWN'}",
        "gsi1sk": f"DATE#{inv.get('invoice_date') or '0000-00-00'}#{inv['invoice_id']}",
        "gsi2pk": f"STATUS#{inv['status']}",
        "gsi2sk": f"{now}#{inv['invoice_id']}",
    })


def add_event(invoice_id: str, kind: str, **detail) -> None:
    now = datetime.now(UTC).isoformat(timespec="milliseconds")
    _table.put_item(Item={"pk": f"INV#{invoice_id}", "sk": f"EVT#{now}", "type": "event", "kind": kind, **detail})
'''

EXTRACT_PY = '''"""Extract: S3 object -> Textract AnalyzeExpense (synchronous) -> invoice item in DynamoDB."""
from __future__ import annotations

import os
import uuid
from urllib.parse import unquote_plus

import boto3
from aws_lambda_powertools import Logger

from shared.ddb import add_event, put_invoice

log = Logger()
textract = boto3.client("textract", region_name=os.environ.get("AWS_REGION", "eu-west-1"))

_WANTED = {
    "VENDOR_NAME": "vendor_name",
    "INVOICE_RECEIPT_ID": "invoice_number",
    "INVOICE_RECEIPT_DATE": "invoice_date",
    "DUE_DATE": "due_date",
    "TOTAL": "total",
    "TAX": "tax",
    "TAX_PAYER_ID": "vendor_vat",
    "VENDOR_IBAN": "iban",
}


def parse_expense(doc: dict) -> dict:
    """Textract ExpenseDocument -> our field names, each with Textract's confidence (0-100)."""
    out: dict = {"confidence": {}}
    for field in doc.get("SummaryFields", []):
        name = _WANTED.get(field.get("Type", {}).get("Text", ""))
        if not name or name in out:
            continue
        value = field.get("ValueDetection", {})
        out[name] = value.get("Text", "").strip()
        out["confidence"][name] = round(value.get("Confidence", 0.0), 1)
    return out


@log.inject_lambda_context
def handler(event, context):
    for record in event["Records"]:
        bucket = record["s3"]["bucket"]["name"]
        key = record["s3"]["object"]["key"]
        resp = textract.analyze_expense(Document={"S3Object": {"Bucket": bucket, "Name": key}})
        fields = parse_expense(resp["ExpenseDocuments"][0])
        invoice_id = uuid.uuid4().hex[:12]
        put_invoice({"invoice_id": invoice_id, "s3_key": key, "status": "EXTRACTED", **fields})
        add_event(invoice_id, "extracted", pages=resp["DocumentMetadata"]["Pages"])
        log.info("extracted", invoice_id=invoice_id, key=key)
'''

WORKFLOW_TS = """import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as tasks from 'aws-cdk-lib/aws-stepfunctions-tasks';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';

export interface InvoiceFlowProps {
  startAnalysisFn: lambda.IFunction;   // calls textract:StartExpenseAnalysis, stores the task token
  validateFn: lambda.IFunction;        // confidence + amount checks
  requestApprovalFn: lambda.IFunction; // posts the approval request, stores the task token
  postToErpFn: lambda.IFunction;       // Business Central purchaseInvoices (v1.1)
}

/** The invoice workflow: a STANDARD state machine, because an approval can wait for days. */
export class InvoiceFlow extends Construct {
  readonly stateMachine: sfn.StateMachine;

  constructor(scope: Construct, id: string, props: InvoiceFlowProps) {
    super(scope, id);

    const analyse = new tasks.LambdaInvoke(this, 'StartExpenseAnalysis', {
      lambdaFunction: props.startAnalysisFn,
      integrationPattern: sfn.IntegrationPattern.WAIT_FOR_TASK_TOKEN,
      payload: sfn.TaskInput.fromObject({
        token: sfn.JsonPath.taskToken,
        bucket: sfn.JsonPath.stringAt('$.bucket'),
        key: sfn.JsonPath.stringAt('$.key'),
      }),
      resultPath: '$.extracted',
      taskTimeout: sfn.Timeout.duration(cdk.Duration.minutes(15)),
    });

    const validate = new tasks.LambdaInvoke(this, 'Validate', {
      lambdaFunction: props.validateFn,
      payloadResponseOnly: true,
      resultPath: '$.validation',
    });

    const approval = (name: string, level: string) => new tasks.LambdaInvoke(this, name, {
      lambdaFunction: props.requestApprovalFn,
      integrationPattern: sfn.IntegrationPattern.WAIT_FOR_TASK_TOKEN,
      payload: sfn.TaskInput.fromObject({
        token: sfn.JsonPath.taskToken,
        invoice: sfn.JsonPath.objectAt('$.extracted'),
        level,
      }),
      resultPath: `$.approval_${level}`,
      taskTimeout: sfn.Timeout.duration(cdk.Duration.days(14)),
    });

    const manualReview = new sfn.Pass(this, 'ManualReview', { result: sfn.Result.fromObject({ queue: 'review' }) });
    const rejected = new sfn.Fail(this, 'Rejected', { error: 'InvoiceRejected' });
    const post = new tasks.LambdaInvoke(this, 'PostToErp', { lambdaFunction: props.postToErpFn, resultPath: '$.erp' });

    const first = approval('ApproverOne', 'first');
    const second = approval('ApproverTwo', 'second');
    const bigAmount = sfn.Condition.numberGreaterThan('$.extracted.total_cents', 1_000_000);

    const definition = analyse
      .next(validate)
      .next(new sfn.Choice(this, 'Confident?')
        .when(sfn.Condition.booleanEquals('$.validation.needs_review', true), manualReview)
        .otherwise(first
          .next(new sfn.Choice(this, 'OverTenThousand?')
            .when(bigAmount, second.next(post))
            .otherwise(post))));

    first.addCatch(rejected, { errors: ['InvoiceRejected'] });
    second.addCatch(rejected, { errors: ['InvoiceRejected'] });

    this.stateMachine = new sfn.StateMachine(this, 'StateMachine', {
      stateMachineName: 'papertrail-invoice-flow',
      stateMachineType: sfn.StateMachineType.STANDARD,
      definitionBody: sfn.DefinitionBody.fromChainable(definition),
      timeout: cdk.Duration.days(30),
      tracingEnabled: true,
      logs: {
        destination: new logs.LogGroup(this, 'FlowLogs', { retention: logs.RetentionDays.THREE_MONTHS }),
        level: sfn.LogLevel.ERROR,
      },
    });
  }
}
"""

SLACK_PY = '''"""POST /slack/actions: the Approve / Reject buttons of the approval message in #ap-approvals.

Slack signs every request: X-Slack-Signature = "v0=" + HMAC-SHA256(signing secret, "v0:<timestamp>:<raw body>").
Requests older than five minutes are refused (replay protection).
"""
from __future__ import annotations

import base64
import hashlib
import hmac
import json
import os
import time
from urllib.parse import parse_qs

import boto3
from aws_lambda_powertools import Logger
from aws_lambda_powertools.utilities import parameters

from shared.ddb import add_event

log = Logger()
sfn = boto3.client("stepfunctions")
_SECRET_ID = os.environ.get("SLACK_SECRET_ID", "papertrail/slack-signing-secret")


def _raw_body(event: dict) -> bytes:
    body = event.get("body") or ""
    if event.get("isBase64Encoded"):
        return base64.b64decode(body)  # HTTP API hands form posts over base64-encoded
    return body.encode()


def verify(event: dict, now: float | None = None) -> bytes:
    headers = {k.lower(): v for k, v in event.get("headers", {}).items()}
    ts = headers.get("x-slack-request-timestamp", "0")
    if abs((now or time.time()) - int(ts)) > 300:
        raise PermissionError("stale Slack request")
    raw = _raw_body(event)
    secret = parameters.get_secret(_SECRET_ID, max_age=300)
    expected = "v0=" + hmac.new(secret.encode(), b"v0:" + ts.encode() + b":" + raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, headers.get("x-slack-signature", "")):
        raise PermissionError("bad Slack signature")
    return raw


@log.inject_lambda_context
def handler(event, context):
    try:
        raw = verify(event)
    except PermissionError as exc:
        log.warning("refused", reason=str(exc))
        return {"statusCode": 401, "body": "invalid signature"}
    payload = json.loads(parse_qs(raw.decode())["payload"][0])
    action = payload["actions"][0]
    token, invoice_id = action["value"].split("|", 1)
    user = payload["user"]["username"]
    if action["action_id"] == "approve":
        sfn.send_task_success(taskToken=token, output=json.dumps({"approved_by": user}))
    else:
        sfn.send_task_failure(taskToken=token, error="InvoiceRejected", cause=f"rejected by {user}")
    add_event(invoice_id, action["action_id"], by=user)
    return {"statusCode": 200, "body": ""}
'''

ALARMS_TS = """import * as cdk from 'aws-cdk-lib';
import { Construct } from 'constructs';
import * as cw from 'aws-cdk-lib/aws-cloudwatch';
import * as cwa from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subs from 'aws-cdk-lib/aws-sns-subscriptions';
import * as sfn from 'aws-cdk-lib/aws-stepfunctions';
import * as lambda from 'aws-cdk-lib/aws-lambda';

export interface AlarmsProps {
  stateMachine: sfn.StateMachine;
  functions: lambda.IFunction[];
}

/** CloudWatch alarms: mail to the platform list for everything, SMS to on-call only for failed executions. */
export class PapertrailAlarms extends Construct {
  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);

    const mail = new sns.Topic(this, 'AlarmMail', { topicName: 'papertrail-alarms' });
    mail.addSubscription(new subs.EmailSubscription('ap-platform@brightwater.io'));

    const page = new sns.Topic(this, 'AlarmPage', { topicName: 'papertrail-oncall' });
    page.addSubscription(new subs.SmsSubscription('+447700900318'));  // Omar Haddad, platform on-call

    const failed = props.stateMachine.metricFailed({ period: cdk.Duration.minutes(5), statistic: 'Sum' });
    const failedAlarm = failed.createAlarm(this, 'ExecutionsFailed', {
      alarmName: 'papertrail-executions-failed',
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cw.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cw.TreatMissingData.NOT_BREACHING,
    });
    failedAlarm.addAlarmAction(new cwa.SnsAction(mail), new cwa.SnsAction(page));

    props.functions.forEach((fn, i) => {
      fn.metricErrors({ period: cdk.Duration.minutes(5) })
        .createAlarm(this, `LambdaErrors${i}`, {
          alarmName: `papertrail-${fn.node.id}-errors`,
          threshold: 3,
          evaluationPeriods: 1,
          treatMissingData: cw.TreatMissingData.NOT_BREACHING,
        })
        .addAlarmAction(new cwa.SnsAction(mail));
    });

    const age = props.stateMachine.metric('ExecutionsTimedOut', { period: cdk.Duration.hours(1) });
    age.createAlarm(this, 'ExecutionsTimedOut', { alarmName: 'papertrail-executions-timed-out', threshold: 1,
      evaluationPeriods: 1 }).addAlarmAction(new cwa.SnsAction(mail));
  }
}
"""

INCIDENT_MD = """# 22 November 2027: backlog upload throttled by Textract

- **When:** 09:12-11:40 UTC, Monday 22 November 2027 (first working day after go-live)
- **Impact:** the AP team uploaded the scanner backlog, 1,860 PDFs in eleven minutes. 412 executions of
  papertrail-invoice-flow failed in StartExpenseAnalysis with
  `Textract.ProvisionedThroughputExceededException`; no invoice was lost (all in S3), none was approved twice.
- **Detection:** papertrail-executions-failed fired at 09:16 (SMS to on-call, mail to ap-platform@).
- **Cause:** every S3 upload started an execution straight away, so the starter Lambda called
  StartExpenseAnalysis ~170 times a minute; the account's Textract quota in eu-west-1 is far lower, and the
  task had no Retry.
- **Fix:** S3 -> SQS (`papertrail-intake`, DLQ after 5 receives) -> intake Lambda with maxConcurrency 2;
  Retry on Textract throttling (interval 5 s, backoff 2.0, 6 attempts, jitter FULL); the 412 failed
  executions redriven with `aws stepfunctions redrive-execution` (all succeeded by 11:40).
- **Follow-up:** quota increase request for StartExpenseAnalysis (Omar, case 172946380100471).
"""
