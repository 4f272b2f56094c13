"""The eleven sessions of the papertrail-ap history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad49_files import (ALARMS_TS, CDK_JSON, COMPOSE_YML, DDB_PY, EXTRACT_PY, INCIDENT_MD, PYPROJECT, SLACK_PY,
                        STACK_V1, WORKFLOW_TS)

LOGS = "aws logs tail"
DEV = "--profile papertrail-dev"


def ok_tests(n, secs="2.41", extra=""):
    return (f"============================= test session starts ==============================\n"
            f"platform linux -- Python 3.12.7, pytest-8.3.3, pluggy-1.5.0\nrootdir: /home/ines/src/papertrail-ap/lambdas\n"
            f"configfile: pyproject.toml\nplugins: anyio-4.6.2\ncollected {n} items\n\n"
            f"tests/test_extract.py ......                                            \n"
            f"tests/test_invoice_repo.py .....                                        \n{extra}\n"
            f"============================== {n} passed in {secs}s ==============================")


def s1(s):
    s.start()
    s.prompt("goal", "New project: papertrail-ap. Accounts payable at Brightwater Logistics (Dana Whitfield runs the "
             "team, 9 clerks) gets about 2,500 supplier invoices a month as PDFs and types them into Business "
             "Central by hand. Idea: they drop the PDFs into an S3 bucket, Textract AnalyzeExpense reads them, a "
             "Step Functions workflow routes each one for approval, approved ones go to the ERP. Python 3.12 "
             "Lambdas, AWS CDK in TypeScript, DynamoDB. Start with the repo skeleton: infra/ for CDK, lambdas/ for "
             "the Python.")
    s.bash(None, "ls -la", "total 12\ndrwxr-xr-x  3 ines ines 4096 Nov  1 09:02 .\ndrwxr-xr-x 14 ines ines 4096 "
           "Nov  1 09:01 ..\ndrwxr-xr-x  7 ines ines 4096 Nov  1 09:02 .git\n-rw-r--r--  1 ines ines   41 Nov  1 "
           "09:02 README.md")
    s.prompt("rules", "House rules before we write anything: 1) all infrastructure goes through CDK, nobody creates "
             "or changes resources in the AWS console, not even 'just to try'. 2) eu-west-1 only, the invoices must "
             "stay in the EU. 3) never a real invoice in the repo: test fixtures are synthetic PDFs we generate, "
             "real ones carry supplier bank details. 4) Lambdas are Python 3.12 on arm64, dependencies through uv, "
             "ruff check clean before every commit.")
    s.bash("cdkinit", "mkdir infra && cd infra && npx aws-cdk@2.170.0 init app --language typescript",
           "Applying project template app for typescript\n# Welcome to your CDK TypeScript project\n\n"
           "Initializing a new git repository...\nExecuting npm install...\n✅ All done!\n\n"
           "added 312 packages, and audited 313 packages in 19s\nfound 0 vulnerabilities")
    s.bash("uvinit", "mkdir lambdas && cd lambdas && uv init --bare --python 3.12 && uv add boto3 "
           "'aws-lambda-powertools[tracer]' && uv add --dev pytest 'moto[s3,dynamodb,cognitoidp]' ruff "
           "'boto3-stubs[textract,dynamodb,stepfunctions,s3]'",
           "Initialized project `lambdas`\nUsing CPython 3.12.7\nCreating virtual environment at: .venv\n"
           "Resolved 31 packages in 942ms\nInstalled 29 packages in 64ms\n + aws-lambda-powertools==3.3.0\n"
           " + boto3==1.35.54\n + botocore==1.35.54\n + moto==5.0.18\n + pytest==8.3.3\n + ruff==0.7.2")
    s.read(None, "lambdas/pyproject.toml", PYPROJECT)
    s.write("cdkjson", "infra/cdk.json", CDK_JSON)
    s.write("stack1", "infra/lib/papertrail-stack.ts", STACK_V1)
    s.write("intake1", "lambdas/intake/handler.py",
            '"""Intake: an object landed under incoming/ -> record its arrival (extraction comes next)."""\n'
            'from aws_lambda_powertools import Logger\n\nlog = Logger()\n\n\n@log.inject_lambda_context\n'
            'def handler(event, context):\n    for record in event["Records"]:\n'
            '        log.info("received", key=record["s3"]["object"]["key"], size=record["s3"]["object"]["size"])\n')
    s.bash("synth1", "cd infra && npx cdk synth --quiet",
           "Successfully synthesized to /home/ines/src/papertrail-ap/infra/cdk.out\n"
           "Supply a stack id (PapertrailStack) to display its template.")
    s.pre_tool(None, "Bash", {"command": f"cd infra && npx cdk deploy PapertrailStack {DEV}",
                              "description": "First deploy to the dev account"})
    s.tool_failure("deployfail", "Bash", {"command": f"cd infra && npx cdk deploy PapertrailStack {DEV}",
                                          "description": "First deploy to the dev account"},
                   "Exit code 1\n\n✨  Synthesis time: 6.12s\n\nPapertrailStack: start: Building PapertrailStack "
                   "Template\nPapertrailStack: success: Built PapertrailStack Template\n ❌ Deployment failed: "
                   "Error: PapertrailStack: SSM parameter /cdk-bootstrap/hnb659fds/version not found. Has the "
                   "environment been bootstrapped? Please run 'cdk bootstrap' (see "
                   "https://docs.aws.amazon.com/cdk/latest/guide/bootstrapping.html)")
    s.prompt("accounts", "Right, the account is brand new. Dev is 381492667105 (profile papertrail-dev, SSO through "
             "Omar Haddad's landing zone), prod will be 529740318826. Bootstrap dev only; Omar bootstraps prod "
             "himself, we don't get admin there.")
    s.bash("bootstrap", f"cd infra && npx cdk bootstrap aws://381492667105/eu-west-1 {DEV}",
           " ⏳  Bootstrapping environment aws://381492667105/eu-west-1...\nTrusted accounts for deployment: (none)\n"
           "Execution policies: arn:aws:iam::aws:policy/AdministratorAccess\nCDKToolkit: creating CloudFormation "
           "changeset...\n ✅  Environment aws://381492667105/eu-west-1 bootstrapped.")
    s.bash("deploy1", f"cd infra && npx cdk deploy PapertrailStack {DEV} --require-approval never",
           "✨  Synthesis time: 5.87s\n\nPapertrailStack: deploying... [1/1]\nPapertrailStack: creating "
           "CloudFormation changeset...\n\n ✅  PapertrailStack\n\n✨  Deployment time: 71.4s\n\nOutputs:\n"
           "PapertrailStack.UploadBucketName = papertrail-uploads-381492667105\nPapertrailStack.TableName = "
           "papertrail-ap\nStack ARN:\narn:aws:cloudformation:eu-west-1:381492667105:stack/PapertrailStack/"
           "5f0c1e20-9a41-11ef-8d2a-0a1b2c3d4e5f\n\n✨  Total time: 77.27s")
    s.remember("memaccounts", "papertrail-ap AWS accounts: dev 381492667105 (profile papertrail-dev), prod "
               "529740318826 (profile papertrail-prod), region eu-west-1 only. Access through SSO in Omar Haddad's "
               "landing zone; Omar bootstraps and administers prod, we have no admin there.",
               "papertrail-ap AWS accounts and region", "fact")
    s.bash("commit1", "git add -A && git commit -m 'skeleton: CDK app (upload bucket, table, intake fn), lambdas "
           "project'", "[main (root-commit) 1c9e4a7] skeleton: CDK app (upload bucket, table, intake fn), lambdas "
           "project\n 24 files changed, 6114 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("extractplan", "Today: extraction. Call Textract AnalyzeExpense synchronously from a Lambda on the S3 "
             "event, the invoices are mostly one or two pages so that's the simplest thing. Store the result in "
             "DynamoDB, single-table design: the invoice item, its audit events, vendors. Integration tests against "
             "LocalStack.")
    s.write("ddb", "lambdas/shared/ddb.py", DDB_PY)
    s.write("extract1", "lambdas/extract/handler.py", EXTRACT_PY)
    s.write("compose", "docker-compose.yml", COMPOSE_YML)
    s.bash("lsup", "docker compose up -d && sleep 8 && curl -s localhost:4566/_localstack/health | jq -c .services",
           "[+] Running 2/2\n ✔ Network papertrail-ap_default    Created\n ✔ Container papertrail-localstack  "
           "Started\n{\"dynamodb\":\"available\",\"lambda\":\"available\",\"s3\":\"running\",\"secretsmanager\":"
           "\"available\",\"sns\":\"available\",\"sqs\":\"available\",\"stepfunctions\":\"available\"}")
    s.prompt("stubwhy", "Textract isn't in the LocalStack community image, so stub it in tests with botocore's "
             "Stubber and canned AnalyzeExpense responses; LocalStack only for S3 and DynamoDB.")
    s.write("fixtures", "tests/fixtures/make_invoices.py",
            '"""Synthetic supplier invoices for tests (house rule: never a real invoice in the repo)."""\n'
            'from reportlab.lib.pagesizes import A4\nfrom reportlab.pdfgen import canvas\n\n'
            'SUPPLIERS = [\n    ("ACME Invoice 0042.pdf", "Acme Pallets Ltd", "GB123456789", 1, 124950),\n'
            '    ("kestrel-7781.pdf", "Kestrel Freight BV", "NL859372615B01", 4, 748000),\n'
            '    ("nordhavn-2231.pdf", "Nordhavn Marine ApS", "DK31245678", 2, 1296400),\n]\n')
    s.bash("genfix", "cd lambdas && uv add --dev reportlab && uv run python ../tests/fixtures/make_invoices.py",
           "Resolved 33 packages in 611ms\nInstalled 2 packages in 23ms\n + pillow==11.0.0\n + reportlab==4.2.5\n"
           "wrote tests/fixtures/pdf/ACME Invoice 0042.pdf (1 page)\nwrote tests/fixtures/pdf/kestrel-7781.pdf "
           "(4 pages)\nwrote tests/fixtures/pdf/nordhavn-2231.pdf (2 pages)")
    s.glob(None, "tests/fixtures/pdf/*.pdf", ["tests/fixtures/pdf/ACME Invoice 0042.pdf",
                                              "tests/fixtures/pdf/kestrel-7781.pdf", "tests/fixtures/pdf/nordhavn-2231.pdf"])
    s.bash("deploy2", f"cd infra && npx cdk deploy {DEV} --require-approval never",
           " ✅  PapertrailStack\n\n✨  Deployment time: 48.9s\n")
    s.bash("s3fail", f"aws s3 cp 'tests/fixtures/pdf/ACME Invoice 0042.pdf' 's3://papertrail-uploads-381492667105/"
           f"incoming/ACME Invoice 0042.pdf' {DEV} && sleep 10 && {LOGS} /aws/lambda/PapertrailStack-ExtractFn "
           f"--since 2m {DEV} | grep -A3 ERROR",
           "upload: tests/fixtures/pdf/ACME Invoice 0042.pdf to s3://papertrail-uploads-381492667105/incoming/ACME "
           "Invoice 0042.pdf\n2027-11-03T11:02:41 [ERROR] InvalidS3ObjectException: An error occurred "
           "(InvalidS3ObjectException) when calling the AnalyzeExpense operation: Unable to get object metadata from "
           "S3. Check object key, region and/or access permissions.\nTraceback (most recent call last):\n"
           "  File \"/var/task/extract/handler.py\", line 47, in handler\n    resp = textract.analyze_expense("
           "Document={\"S3Object\": {\"Bucket\": bucket, \"Name\": key}})\n  key=incoming/ACME+Invoice+0042.pdf")
    s.prompt("s3why", "Look at the key: incoming/ACME+Invoice+0042.pdf. S3 event notifications URL-encode the "
             "object key, spaces arrive as '+', so Textract asks for an object that doesn't exist. The office "
             "scanner puts spaces in every file name. Decode the key with unquote_plus before using it.")
    s.edit("s3fix", "lambdas/extract/handler.py", '        key = record["s3"]["object"]["key"]',
           '        key = unquote_plus(record["s3"]["object"]["key"])  # event keys are URL-encoded ("+" = space)')
    s.lesson("lesson1", "Textract 'InvalidS3ObjectException: Unable to get object metadata from S3' for a key with "
             "spaces: S3 event notifications URL-encode object keys ('ACME+Invoice+0042.pdf'); decode with "
             "urllib.parse.unquote_plus before calling Textract or S3.",
             "papertrail-ap extract Lambda failed on the scanner's file names on 3 November")
    s.bash("testok2", "cd lambdas && uv run pytest -q", ok_tests(11, "1.93"))
    s.remember("memtable", "papertrail-ap DynamoDB single-table design, table papertrail-ap (keys pk/sk, on-demand): "
               "invoice pk=INV#<id> sk=META; audit events pk=INV#<id> sk=EVT#<timestamp>; vendor pk=VENDOR#<vat> "
               "sk=META. GSI1 VENDOR#<vat> / DATE#<invoice date>#<id> for a vendor's invoices, GSI2 STATUS#<status> "
               "/ <received at>#<id> for the approval queue.", "papertrail-ap table design", "fact")
    s.bash("commit2", "git add -A && git commit -m 'extract: sync AnalyzeExpense on upload, single-table repo, "
           "LocalStack compose, synthetic fixtures'", "[main 7a3f0d2] extract: sync AnalyzeExpense on upload, "
           "single-table repo, LocalStack compose, synthetic fixtures\n 14 files changed, 498 insertions(+), "
           "2 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.bash(None, "git log --oneline -3", "7a3f0d2 extract: sync AnalyzeExpense on upload, single-table repo, "
           "LocalStack compose, synthetic fixtures\n1c9e4a7 skeleton: CDK app (upload bucket, table, intake fn), "
           "lambdas project")
    s.prompt("flowplan", "Workflow next. Use an Express state machine: executions are short and Express bills per "
             "request instead of per state transition, so it's the cheap option. Extract -> Validate -> Record as "
             "PENDING_APPROVAL. Approvals by email for now: SES mails the approver Approve / Reject links to an "
             "API endpoint that flips the status in DynamoDB. Dana's rule: up to 10,000 EUR one approver, above "
             "that she signs as well.")
    s.write("flow1", "infra/lib/workflow.ts",
            "import * as sfn from 'aws-cdk-lib/aws-stepfunctions';\nimport * as tasks from "
            "'aws-cdk-lib/aws-stepfunctions-tasks';\n\n// Express: short executions, billed per request.\n"
            "export function invoiceFlow(scope: Construct, fns: FlowFns): sfn.StateMachine {\n"
            "  const extract = new tasks.LambdaInvoke(scope, 'Extract', { lambdaFunction: fns.extract, "
            "payloadResponseOnly: true });\n  const validate = new tasks.LambdaInvoke(scope, 'Validate', "
            "{ lambdaFunction: fns.validate, payloadResponseOnly: true });\n  const record = new "
            "tasks.LambdaInvoke(scope, 'RecordPending', { lambdaFunction: fns.record });\n  return new "
            "sfn.StateMachine(scope, 'InvoiceFlow', {\n    stateMachineType: sfn.StateMachineType.EXPRESS,\n"
            "    definitionBody: sfn.DefinitionBody.fromChainable(extract.next(validate).next(record)),\n  });\n}\n")
    s.write("validate1", "lambdas/validate/handler.py",
            '"""Validate: totals and Textract confidence -> needs_review."""\nfrom decimal import Decimal\n\n'
            'CONFIDENCE_MIN = 80.0  # below this, a field goes to manual review\n\n\n'
            'def handler(event, context):\n    inv = event["invoice"]\n    low = [f for f, c in inv["confidence"].items() '
            'if c < CONFIDENCE_MIN]\n    inv["total"] = float(inv["total"].replace(",", ""))\n'
            '    return {**inv, "needs_review": bool(low), "low_fields": low}\n')
    s.write("emailappr", "lambdas/approvals/email_approval.py",
            '"""Mails the approver Approve / Reject links (SES, from ap-approvals@brightwater.io)."""\nimport boto3\n\n'
            'ses = boto3.client("sesv2")\nSENDER = "ap-approvals@brightwater.io"\n\n\n'
            'def send(invoice: dict, approver: str, link: str) -> None:\n    ses.send_email(FromEmailAddress=SENDER, '
            'Destination={"ToAddresses": [approver]},\n        Content={"Simple": {"Subject": {"Data": f"Approve '
            'invoice {invoice[\'invoice_number\']}"},\n                               "Body": {"Text": {"Data": '
            'f"Approve: {link}?a=approve\\nReject: {link}?a=reject"}}}})\n')
    s.bash("floatfail", "cd lambdas && uv run pytest -q tests/test_record.py",
           "F..                                                                      [100%]\n"
           "=================================== FAILURES ===================================\n"
           "_________________________ test_record_pending_invoice __________________________\n"
           "shared/ddb.py:33: in put_invoice\n    _table.put_item(Item={\n"
           ".venv/lib/python3.12/site-packages/boto3/dynamodb/types.py:161: in _is_number\n"
           "    raise TypeError(\nE   TypeError: Float types are not supported. Use Decimal types instead.\n"
           "1 failed, 2 passed in 0.88s", code=1)
    s.prompt("cents", "Don't switch to Decimal either. Money is integer cents everywhere: total_cents, tax_cents, "
             "plus a currency code. No floats for amounts anywhere, not in Python, not in the state machine input, "
             "not in DynamoDB. That's a rule for the whole repo.")
    s.edit("centsfix", "lambdas/validate/handler.py", '    inv["total"] = float(inv["total"].replace(",", ""))',
           '    inv["total_cents"] = to_cents(inv.pop("total"))  # money is integer cents, never float\n'
           '    inv["tax_cents"] = to_cents(inv.pop("tax", "0"))')
    s.bash("testok3", "cd lambdas && uv run pytest -q", ok_tests(14, "2.07", "tests/test_record.py ...\n"))
    s.bash("deploy3", f"cd infra && npx cdk deploy {DEV} --require-approval never",
           "PapertrailStack: creating CloudFormation changeset...\n ✅  PapertrailStack\n\n✨  Deployment time: "
           "93.2s\n\nOutputs:\nPapertrailStack.InvoiceFlowArn = arn:aws:states:eu-west-1:381492667105:"
           "stateMachine:InvoiceFlowE4D1A7B2-xLm2Qz9cVb1r\nPapertrailStack.StateMachineType = EXPRESS")
    s.bash("commit3", "git add -A && git commit -m 'flow: express state machine, validate, email approvals; money in "
           "integer cents'", "[main b41e7c9] flow: express state machine, validate, email approvals; money in "
           "integer cents\n 9 files changed, 287 insertions(+), 11 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n"
           "b41e7c9 flow: express state machine, validate, email approvals; money in integer cents")
    s.prompt("multipage", "Dana says the Kestrel Freight invoice from Friday never showed up for approval. Their "
             "invoices are always several pages (the line items run over). Check the extract logs.")
    s.bash("pagesfail", f"{LOGS} /aws/lambda/PapertrailStack-ExtractFn --since 1d {DEV} | grep -B1 -A2 Exception",
           "2027-11-08T16:20:13 START RequestId: 3e1f2a7c-51b2-4c4e-9d0f-7b1a2c3d4e5f\n2027-11-08T16:20:14 [ERROR] "
           "UnsupportedDocumentException: An error occurred (UnsupportedDocumentException) when calling the "
           "AnalyzeExpense operation: Request has unsupported document format\n  key=incoming/kestrel-7781.pdf\n"
           "2027-11-08T16:20:14 END RequestId: 3e1f2a7c-51b2-4c4e-9d0f-7b1a2c3d4e5f")
    s.bash("pdfinfo", "pdfinfo tests/fixtures/pdf/kestrel-7781.pdf | grep -E 'Pages|PDF version'",
           "Pages:           4\nPDF version:    1.4")
    s.prompt("asyncwhy", "Right: synchronous AnalyzeExpense only accepts single-page PDFs. Switch to the "
             "asynchronous API: StartExpenseAnalysis with an SNS completion topic (papertrail-textract-done), then "
             "GetExpenseAnalysis paging through the results. The workflow waits on a task token until Textract "
             "says it's done.")
    s.write("startfn", "lambdas/extract/start_analysis.py",
            '"""StartExpenseAnalysis for one upload; the task token waits in DynamoDB under the Textract job id."""\n'
            'import os\n\nimport boto3\n\nfrom shared.ddb import _table\n\ntextract = boto3.client("textract")\n\n\n'
            'def handler(event, context):\n    job = textract.start_expense_analysis(\n        DocumentLocation='
            '{"S3Object": {"Bucket": event["bucket"], "Name": event["key"]}},\n        NotificationChannel='
            '{"SNSTopicArn": os.environ["DONE_TOPIC_ARN"], "RoleArn": os.environ["TEXTRACT_ROLE_ARN"]},\n    )\n'
            '    _table.put_item(Item={"pk": f"JOB#{job[\'JobId\']}", "sk": "TOKEN", "token": event["token"],\n'
            '                          "bucket": event["bucket"], "key": event["key"]})\n')
    s.write("completefn", "lambdas/extract/on_complete.py",
            '"""SNS from Textract: page through GetExpenseAnalysis, map the fields, resume the workflow."""\n'
            'import json\n\nimport boto3\n\nfrom extract.handler import parse_expense\nfrom shared.ddb import _table\n\n'
            'textract = boto3.client("textract")\nsfn = boto3.client("stepfunctions")\n\n\n'
            'def handler(event, context):\n    msg = json.loads(event["Records"][0]["Sns"]["Message"])\n'
            '    job = _table.get_item(Key={"pk": f"JOB#{msg[\'JobId\']}", "sk": "TOKEN"})["Item"]\n'
            '    docs, token = [], None\n    while True:\n        page = textract.get_expense_analysis(JobId='
            'msg["JobId"], **({"NextToken": token} if token else {}))\n        docs += page["ExpenseDocuments"]\n'
            '        token = page.get("NextToken")\n        if not token:\n            break\n'
            '    sfn.send_task_success(taskToken=job["token"], output=json.dumps(parse_expense(docs[0])))\n')
    s.tool_failure("expressfail", "Bash", {"command": f"cd infra && npx cdk deploy {DEV} --require-approval never"},
                   "Exit code 1\nPapertrailStack: creating CloudFormation changeset...\n11:42:08 AM | UPDATE_FAILED "
                   "       | AWS::StepFunctions::StateMachine | InvoiceFlow/StateMachine\nResource handler returned "
                   "message: \"Invalid State Machine Definition: 'SCHEMA_VALIDATION_FAILED: Express state machine "
                   "does not support '.waitForTaskToken' service integration  at /States/StartExpenseAnalysis/"
                   "Resource'\" (RequestToken: 0c6d8e2f-3b9a-4f1e-a7c5-2d4e6f8a0b1c, HandlerErrorCode: "
                   "InvalidRequest)\n\n ❌  PapertrailStack failed: Error: The stack named PapertrailStack failed to "
                   "deploy: UPDATE_ROLLBACK_COMPLETE")
    s.prompt("standard", "Fair enough, and Express caps an execution at five minutes anyway, while an approval will "
             "sit for days. Make it a Standard state machine. At our volume (2,500 invoices a month, about 12 "
             "transitions each) that's 30,000 transitions, roughly 0.75 USD a month, cost is not an argument. Move "
             "the approvals into the workflow too, as task-token waits with a 14-day timeout.")
    s.write("workflow2", "infra/lib/workflow.ts", WORKFLOW_TS)
    s.bash("deploy4", f"cd infra && npx cdk deploy {DEV} --require-approval never",
           " ✅  PapertrailStack\n\n✨  Deployment time: 104.6s\n\nOutputs:\nPapertrailStack.InvoiceFlowArn = "
           "arn:aws:states:eu-west-1:381492667105:stateMachine:papertrail-invoice-flow\n"
           "PapertrailStack.TextractDoneTopic = arn:aws:sns:eu-west-1:381492667105:papertrail-textract-done")
    s.bash("e2e4", f"aws s3 cp tests/fixtures/pdf/kestrel-7781.pdf s3://papertrail-uploads-381492667105/incoming/ {DEV}"
           f" && sleep 40 && aws stepfunctions list-executions --state-machine-arn arn:aws:states:eu-west-1:"
           f"381492667105:stateMachine:papertrail-invoice-flow --max-items 1 {DEV} --query "
           f"'executions[0].[name,status]' --output text",
           "upload: tests/fixtures/pdf/kestrel-7781.pdf to s3://papertrail-uploads-381492667105/incoming/"
           "kestrel-7781.pdf\n7d2c9e41-kestrel-7781\tRUNNING\n# history: StartExpenseAnalysis succeeded after 23 s "
           "(4 pages), Validate ok, waiting in ApproverOne")
    s.remember("memflow", "papertrail-ap workflow: papertrail-invoice-flow is a STANDARD Step Functions state "
               "machine (Express was dropped on 9 Nov: no .waitForTaskToken, 5-minute cap). Textract runs "
               "asynchronously: StartExpenseAnalysis + SNS topic papertrail-textract-done + GetExpenseAnalysis "
               "(sync AnalyzeExpense dropped: single-page PDFs only). Approvals are task-token waits, 14-day timeout; "
               "over 10,000 EUR a second approver.", "papertrail-ap workflow architecture", "decision")
    s.bash("commit4", "git add -A && git commit -m 'flow: async StartExpenseAnalysis + SNS, standard state machine "
           "with task-token approvals'", "[main 3d8b5f0] flow: async StartExpenseAnalysis + SNS, standard state "
           "machine with task-token approvals\n 11 files changed, 342 insertions(+), 58 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git status --short && docker compose ps --format '{{.Name}} {{.Status}}'",
           "papertrail-localstack Up 2 days (healthy)")
    s.prompt("slack", "Talked to Dana this morning. Her team lives in Slack and nobody reads the approval emails: "
             "two approvals sat untouched for three days. Drop the SES email approvals. Post approval requests "
             "into #ap-approvals with Approve / Reject buttons, through a Slack app ('AP Approvals') whose "
             "interactivity URL points at our HTTP API: POST /slack/actions. The signing secret is in Secrets "
             "Manager as papertrail/slack-signing-secret.")
    s.prompt("danaprefs", "Dana's wishes for the message: dates as DD/MM/YYYY, amounts with the currency code first "
             "like 'EUR 12,480.00', the supplier name in bold and a link to the PDF (presigned, valid 24 hours). "
             "And she is the second approver for everything over 10,000 EUR; her Slack handle is @dana.whitfield.")
    s.bash("gitrm", "git rm lambdas/approvals/email_approval.py tests/test_email_approval.py",
           "rm 'lambdas/approvals/email_approval.py'\nrm 'tests/test_email_approval.py'")
    s.write("slackfn", "lambdas/approvals/slack_actions.py", SLACK_PY.replace(
        '    body = event.get("body") or ""\n    if event.get("isBase64Encoded"):\n        return base64.b64decode('
        'body)  # HTTP API hands form posts over base64-encoded\n    return body.encode()',
        '    return (event.get("body") or "").encode()'))
    s.write("notify", "lambdas/approvals/request_approval.py",
            '"""Posts the approval request to #ap-approvals (Slack chat.postMessage) with the task token."""\n'
            'import json\nimport os\nimport urllib.request\n\nCHANNEL = "#ap-approvals"\nSECOND_APPROVER = '
            '"@dana.whitfield"  # over 10,000 EUR\n\n\ndef fmt_amount(cents: int, currency: str) -> str:\n'
            '    return f"{currency} {cents / 100:,.2f}"  # Dana: "EUR 12,480.00"\n\n\ndef fmt_date(iso: str) -> '
            'str:\n    y, m, d = iso.split("-")\n    return f"{d}/{m}/{y}"  # Dana: DD/MM/YYYY\n\n\n'
            'def blocks(inv: dict, token: str, pdf_url: str) -> list[dict]:\n    value = f"{token}|{inv[\'invoice_id\']}"\n'
            '    return [\n        {"type": "section", "text": {"type": "mrkdwn", "text": f"*{inv[\'vendor_name\']}* '
            '{inv[\'invoice_number\']}\\n{fmt_amount(inv[\'total_cents\'], inv[\'currency\'])}, due '
            '{fmt_date(inv[\'due_date\'])}\\n<{pdf_url}|PDF>"}},\n        {"type": "actions", "elements": [\n'
            '            {"type": "button", "action_id": "approve", "style": "primary", "text": {"type": "plain_text", '
            '"text": "Approve"}, "value": value},\n            {"type": "button", "action_id": "reject", "style": '
            '"danger", "text": {"type": "plain_text", "text": "Reject"}, "value": value}]},\n    ]\n')
    s.edit("httpapi", "infra/lib/papertrail-stack.ts", "    cdk.Tags.of(this).add('project', 'papertrail-ap');",
           "    const api = new apigwv2.HttpApi(this, 'Api', { apiName: 'papertrail-api' });\n"
           "    api.addRoutes({ path: '/slack/actions', methods: [apigwv2.HttpMethod.POST],\n"
           "      integration: new HttpLambdaIntegration('SlackActions', slackActionsFn) });\n"
           "    slackSecret.grantRead(slackActionsFn);\n\n    cdk.Tags.of(this).add('project', 'papertrail-ap');")
    s.bash("deploy5", f"cd infra && npx cdk deploy {DEV} --require-approval never",
           " ✅  PapertrailStack\n\n✨  Deployment time: 88.1s\n\nOutputs:\nPapertrailStack.ApiUrl = "
           "https://k3v8q2x7ne.execute-api.eu-west-1.amazonaws.com/\n")
    s.bash("sigfail", f"{LOGS} /aws/lambda/PapertrailStack-SlackActionsFn --since 10m {DEV} --format short | grep "
           "refused", "2027-11-11T15:04:22 {\"level\":\"WARNING\",\"location\":\"handler:52\",\"message\":\"refused\","
           "\"reason\":\"bad Slack signature\",\"service\":\"papertrail-approvals\"}\n2027-11-11T15:04:39 "
           "{\"level\":\"WARNING\",\"location\":\"handler:52\",\"message\":\"refused\",\"reason\":\"bad Slack "
           "signature\",\"service\":\"papertrail-approvals\"}")
    s.prompt("sigwhy", "Every button click gets refused and Slack shows 'Oh no, something went wrong'. The HTTP API "
             "passes the form-encoded body to the Lambda base64-encoded (isBase64Encoded: true), so we compute the "
             "HMAC over the base64 text instead of the raw body Slack signed. Decode first.")
    s.edit("sigfix", "lambdas/approvals/slack_actions.py", '    return (event.get("body") or "").encode()',
           '    body = event.get("body") or ""\n    if event.get("isBase64Encoded"):\n        return base64.b64decode('
           'body)  # HTTP API hands form posts over base64-encoded\n    return body.encode()')
    s.bash("testok5", "cd lambdas && uv run pytest -q tests/test_slack_actions.py",
           "....                                                                     [100%]\n4 passed in 0.52s")
    s.bash("clickok", f"{LOGS} /aws/lambda/PapertrailStack-SlackActionsFn --since 5m {DEV} --format short | grep "
           "-v refused | tail -2", "2027-11-11T15:31:07 {\"level\":\"INFO\",\"message\":\"approve\",\"invoice_id\":"
           "\"a91f03c2e7d4\",\"by\":\"dana.whitfield\",\"service\":\"papertrail-approvals\"}\n2027-11-11T15:31:07 "
           "REPORT RequestId: 9b2e... Duration: 212.48 ms Billed Duration: 213 ms Memory Size: 256 MB")
    s.remember("memdana", "Dana Whitfield (AP team lead) on approvals: requests go to Slack #ap-approvals via the "
               "'AP Approvals' app with Approve/Reject buttons (email approvals dropped 11 Nov, nobody read them); "
               "dates DD/MM/YYYY, amounts currency-first like 'EUR 12,480.00', supplier name in bold, presigned PDF "
               "link valid 24 h; she is the second approver (@dana.whitfield) above 10,000 EUR.",
               "Dana's approval preferences", "preference")
    s.bash("commit5", "git add -A && git commit -m 'approvals: Slack buttons in #ap-approvals via HTTP API "
           "/slack/actions (signed), drop SES email'", "[main 6f2a19d] approvals: Slack buttons in #ap-approvals via "
           "HTTP API /slack/actions (signed), drop SES email\n 10 files changed, 276 insertions(+), 94 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("reviewapi", "Clerks need a small review screen for invoices Textract wasn't sure about. API first: GET "
             "/invoices?status=NEEDS_REVIEW and PATCH /invoices/{id} on the same HTTP API, protected by a Cognito "
             "user pool with a JWT authorizer. Groups ap-clerks and ap-approvers. /slack/actions stays without "
             "authorizer, Slack signs those requests.")
    s.edit("cognito", "infra/lib/papertrail-stack.ts", "    const api = new apigwv2.HttpApi(this, 'Api', { apiName: "
           "'papertrail-api' });",
           "    const pool = new cognito.UserPool(this, 'Users', { userPoolName: 'papertrail-users', "
           "selfSignUpEnabled: false,\n      signInAliases: { email: true }, mfa: cognito.Mfa.REQUIRED, "
           "mfaSecondFactor: { otp: true, sms: false } });\n    ['ap-clerks', 'ap-approvers'].forEach((g) => new "
           "cognito.CfnUserPoolGroup(this, g, { userPoolId: pool.userPoolId, groupName: g }));\n"
           "    const client = pool.addClient('ReviewUi', { authFlows: { userSrp: true } });\n    const jwt = new "
           "HttpJwtAuthorizer('CognitoJwt',\n      `https://cognito-idp.${this.region}.amazonaws.com/"
           "${pool.userPoolId}/`, { jwtAudience: [client.userPoolClientId] });\n    const api = new "
           "apigwv2.HttpApi(this, 'Api', { apiName: 'papertrail-api' });")
    s.prompt("renameplan", "Before the review endpoints pile on: shared/ddb.py is really our invoice repository, "
             "move it to shared/invoice_repo.py. And parse_expense() reads as if it parsed a file, call it "
             "map_expense_fields().")
    s.bash("gitmv", "git mv lambdas/shared/ddb.py lambdas/shared/invoice_repo.py && git status --short",
           "R  lambdas/shared/ddb.py -> lambdas/shared/invoice_repo.py")
    s.grep("grepold", "from shared.ddb import|parse_expense",
           ["lambdas/extract/handler.py", "lambdas/extract/on_complete.py", "lambdas/extract/start_analysis.py",
            "lambdas/approvals/slack_actions.py", "lambdas/validate/handler.py", "tests/test_extract.py"])
    s.multiedit("renameuse", "lambdas/extract/on_complete.py",
                [("from extract.handler import parse_expense\nfrom shared.ddb import _table",
                  "from extract.handler import map_expense_fields\nfrom shared.invoice_repo import _table"),
                 ("output=json.dumps(parse_expense(docs[0]))", "output=json.dumps(map_expense_fields(docs[0]))")])
    s.bash("sedrename", "sed -i 's/from shared\\.ddb import/from shared.invoice_repo import/; s/\\bparse_expense\\b/"
           "map_expense_fields/g' lambdas/extract/handler.py lambdas/extract/start_analysis.py "
           "lambdas/approvals/slack_actions.py lambdas/validate/handler.py tests/test_extract.py && git diff --stat",
           " lambdas/approvals/slack_actions.py | 2 +-\n lambdas/extract/handler.py          | 6 +++---\n"
           " lambdas/extract/start_analysis.py   | 2 +-\n lambdas/validate/handler.py         | 2 +-\n"
           " tests/test_extract.py               | 8 ++++----\n 5 files changed, 10 insertions(+), 10 deletions(-)")
    s.bash("importfail", "cd lambdas && uv run pytest -q",
           "==================================== ERRORS ====================================\n"
           "___________________________ ERROR at setup of test_put_invoice ___________________________\n"
           "tests/conftest.py:18: in table\n    monkeypatch.setattr(\"shared.ddb._table\", tbl)\n"
           "E   ModuleNotFoundError: No module named 'shared.ddb'\n"
           "=========================== short test summary info ============================\n"
           "ERROR tests/test_invoice_repo.py::test_put_invoice - ModuleNotFoundError: No module named 'shared.ddb'\n"
           "14 passed, 5 errors in 1.87s", code=1)
    s.tool_failure("editfail", "Edit", {"file_path": "/home/ines/src/papertrail-ap/tests/conftest.py",
                                        "old_string": "    monkeypatch.setattr('shared.ddb._table', tbl)",
                                        "new_string": "    monkeypatch.setattr('shared.invoice_repo._table', tbl)",
                                        "replace_all": False},
                   "<tool_use_error>String to replace not found in file.\nString:     "
                   "monkeypatch.setattr('shared.ddb._table', tbl)</tool_use_error>")
    s.edit("conftestfix", "tests/conftest.py", '    monkeypatch.setattr("shared.ddb._table", tbl)',
           '    monkeypatch.setattr("shared.invoice_repo._table", tbl)')
    s.bash("testok6", "cd lambdas && uv run pytest -q", ok_tests(19, "2.12"))
    s.bash("deploy6", f"cd infra && npx cdk deploy {DEV} --require-approval never && curl -si -H \"Authorization: "
           "Bearer $(./scripts/dev-token.sh ines)\" 'https://k3v8q2x7ne.execute-api.eu-west-1.amazonaws.com/"
           "invoices?status=NEEDS_REVIEW' | head -6",
           " ✅  PapertrailStack\n\n✨  Deployment time: 97.3s\n\nOutputs:\nPapertrailStack.UserPoolId = "
           "eu-west-1_Xk3P9aQ2b\n\nHTTP/2 401\ncontent-type: application/json\nwww-authenticate: Bearer scope=\"\" "
           "error=\"invalid_token\" error_description=\"the token does not have a valid issuer\"\n\n"
           "{\"message\":\"Unauthorized\"}")
    s.prompt("jwtwhy", "The iss claim in Cognito tokens is https://cognito-idp.eu-west-1.amazonaws.com/"
             "eu-west-1_Xk3P9aQ2b without a trailing slash, and our issuer URL ends with one, so the authorizer "
             "rejects every token. Drop the slash.")
    s.edit("jwtfix", "infra/lib/papertrail-stack.ts", "amazonaws.com/${pool.userPoolId}/`",
           "amazonaws.com/${pool.userPoolId}`  // must equal the iss claim exactly, no trailing slash")
    s.lesson("lesson4", "HTTP API JWT authorizer answering 401 'the token does not have a valid issuer' with Cognito "
             "tokens: the issuer must equal the token's iss claim byte for byte, https://cognito-idp.<region>."
             "amazonaws.com/<pool id> with no trailing slash.", "papertrail-ap review API returned 401 on 15 Nov")
    s.bash("curlok", "curl -s -H \"Authorization: Bearer $(./scripts/dev-token.sh ines)\" "
           "'https://k3v8q2x7ne.execute-api.eu-west-1.amazonaws.com/invoices?status=NEEDS_REVIEW' | jq -c "
           "'.items[] | [.invoice_id, .vendor_name, .low_fields]'",
           "[\"c03e9a1b7f24\",\"Nordhavn Marine ApS\",[\"due_date\"]]\n[\"5b7d2e90a1c3\",\"Acme Pallets Ltd\","
           "[\"vendor_vat\"]]\n[\"e8f41c6d2b07\",\"Kestrel Freight BV\",[\"tax\"]]")
    s.bash("commit6", "git add -A && git commit -m 'review API behind Cognito JWT; rename shared/ddb.py -> "
           "shared/invoice_repo.py, parse_expense -> map_expense_fields'", "[main 8c5d0e3] review API behind "
           "Cognito JWT; rename shared/ddb.py -> shared/invoice_repo.py, parse_expense -> map_expense_fields\n "
           "13 files changed, 214 insertions(+), 31 deletions(-)\n rename lambdas/shared/{ddb.py => invoice_repo.py} "
           "(100%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("security", "Keiko Sato (security) went through the design yesterday. Her requirements: the upload "
             "bucket moves from S3-managed encryption to a customer-managed KMS key (alias/papertrail-uploads, "
             "yearly rotation on); raw invoices go to Glacier Instant Retrieval after 90 days and are deleted after "
             "7 years; and no Slack message or log line may ever show a full IBAN, last four characters only. That "
             "last one is a house rule from now on.")
    s.read("readstack", "infra/lib/papertrail-stack.ts", STACK_V1)
    s.edit("kms", "infra/lib/papertrail-stack.ts", "      encryption: s3.BucketEncryption.S3_MANAGED,",
           "      encryption: s3.BucketEncryption.KMS,\n      encryptionKey: uploadKey,  // alias/papertrail-uploads, "
           "Keiko's requirement\n      bucketKeyEnabled: true,\n      lifecycleRules: [{ transitions: [{ "
           "storageClass: s3.StorageClass.GLACIER_INSTANT_RETRIEVAL,\n        transitionAfter: cdk.Duration.days(90) "
           "}], expiration: cdk.Duration.days(7 * 365) }],")
    s.edit("ibanmask", "lambdas/approvals/request_approval.py", "def fmt_date(iso: str) -> str:",
           "def mask_iban(iban: str) -> str:\n    return f\"•••• {iban[-4:]}\" if iban else \"\"  # Keiko: never a "
           "full IBAN in Slack or logs\n\n\ndef fmt_date(iso: str) -> str:")
    s.bash("deploy7", f"cd infra && npx cdk deploy {DEV} --require-approval never",
           " ✅  PapertrailStack\n\n✨  Deployment time: 121.7s\n\nOutputs:\nPapertrailStack.UploadKeyArn = "
           "arn:aws:kms:eu-west-1:381492667105:key/2b7e4f90-6c1d-4a38-9e5f-81d0c3a7b6e2")
    s.bash("kmsfail", f"aws s3 cp tests/fixtures/pdf/nordhavn-2231.pdf s3://papertrail-uploads-381492667105/"
           f"incoming/ {DEV} && sleep 15 && {LOGS} /aws/lambda/PapertrailStack-StartAnalysisFn --since 2m {DEV} | "
           "grep -A1 ERROR", "upload: tests/fixtures/pdf/nordhavn-2231.pdf to s3://papertrail-uploads-381492667105/"
           "incoming/nordhavn-2231.pdf\n2027-11-17T10:48:51 [ERROR] InvalidS3ObjectException: An error occurred "
           "(InvalidS3ObjectException) when calling the StartExpenseAnalysis operation: Unable to get object "
           "metadata from S3. Check object key, region and/or access permissions.\n  key=incoming/nordhavn-2231.pdf")
    s.bash("headobj", f"aws s3api head-object --bucket papertrail-uploads-381492667105 --key "
           f"incoming/nordhavn-2231.pdf {DEV} --query '[ServerSideEncryption,SSEKMSKeyId]'",
           "[\n    \"aws:kms\",\n    \"arn:aws:kms:eu-west-1:381492667105:key/2b7e4f90-6c1d-4a38-9e5f-81d0c3a7b6e2\"\n]")
    s.prompt("kmswhy", "Same error as on the 3rd, but this key has no spaces, so it's not the encoding. Textract "
             "reads the object with the credentials of whoever calls StartExpenseAnalysis, which is the "
             "StartAnalysis function's role, and since this morning's switch to the customer-managed key that role "
             "has s3:GetObject but no kms:Decrypt. Grant decrypt on the key to that function.")
    s.edit("kmsfix", "infra/lib/papertrail-stack.ts", "    uploads.grantRead(startAnalysisFn);",
           "    uploads.grantRead(startAnalysisFn);\n    uploadKey.grantDecrypt(startAnalysisFn);  // Textract reads "
           "the object with the caller's credentials")
    s.lesson("lesson2", "Textract InvalidS3ObjectException 'Unable to get object metadata from S3' on a plain key "
             "right after the bucket moved to SSE-KMS with a customer-managed key: the role calling "
             "StartExpenseAnalysis needs kms:Decrypt on that key, Textract uses the caller's permissions. Not the "
             "URL-encoded key of 3 November.", "papertrail-ap extraction broke after the KMS switch on 17 Nov")
    s.prompt("omar", "Alarms now. Omar's wishes: every alarm mails ap-platform@brightwater.io; only failed "
             "executions page the on-call phone by SMS, +44 7700 900318, nothing else may wake him up at night. "
             "And every resource gets the tag cost-center=FIN-AP-07 so finance can see what we cost.")
    s.write("alarms", "infra/lib/alarms.ts", ALARMS_TS)
    s.edit("tags", "infra/bin/papertrail.ts", "const app = new cdk.App();",
           "const app = new cdk.App();\ncdk.Tags.of(app).add('cost-center', 'FIN-AP-07');  // Omar: on every resource")
    s.bash("deploy7b", f"cd infra && npx cdk deploy {DEV} --require-approval never && aws s3 cp "
           f"tests/fixtures/pdf/nordhavn-2231.pdf s3://papertrail-uploads-381492667105/incoming/retry-2231.pdf {DEV}",
           " ✅  PapertrailStack\n\n✨  Deployment time: 84.0s\n\nupload: tests/fixtures/pdf/nordhavn-2231.pdf to "
           "s3://papertrail-uploads-381492667105/incoming/retry-2231.pdf\n# StartExpenseAnalysis ok, JobId "
           "8f0e3c1a9b7d..., execution waiting in ApproverOne")
    s.bash("commit7", "git add -A && git commit -m 'security: KMS CMK on uploads (+decrypt for Textract caller), "
           "lifecycle 90d/7y, IBAN masking; alarms; cost-center tag'", "[main 0e9a4c2] security: KMS CMK on uploads "
           "(+decrypt for Textract caller), lifecycle 90d/7y, IBAN masking; alarms; cost-center tag\n 8 files "
           "changed, 163 insertions(+), 5 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n"
           "0e9a4c2 security: KMS CMK on uploads (+decrypt for Textract caller), lifecycle 90d/7y, IBAN masking; "
           "alarms; cost-center tag")
    s.prompt("release", "Release day. Omar bootstrapped prod (529740318826) yesterday. Plan: tag v1.0.0, diff "
             "against prod, deploy, smoke-test with a synthetic invoice, and Dana's team starts using it on Monday "
             "22 November. Their scanner (the Ricoh IM C3000 in the Leeds office) will drop into "
             "s3://papertrail-uploads-529740318826/incoming/.")
    s.prompt("deployrule", "Rule for prod from today: deploys only from a clean, tagged main, only through `make "
             "deploy-prod`, which runs cdk diff first, and the diff goes into the release notes. Never a hand-typed "
             "cdk deploy with the prod profile.")
    s.write("makefile", "Makefile",
            "VERSION ?= $(shell git describe --tags --exact-match)\n\n.PHONY: test diff-prod deploy-prod\n\n"
            "test:\n\tcd lambdas && uv run ruff check . && uv run pytest -q\n\n"
            "diff-prod:\n\tcd infra && npx cdk diff --profile papertrail-prod > ../docs/releases/$(VERSION).diff\n\n"
            "deploy-prod: test diff-prod\n\t@test -z \"$$(git status --porcelain)\" || (echo 'dirty tree' && exit 1)\n"
            "\t@test \"$$(git rev-parse --abbrev-ref HEAD)\" = main || (echo 'not on main' && exit 1)\n"
            "\tcd infra && npx cdk deploy --all --profile papertrail-prod --require-approval broadening\n")
    s.bash("tag", "git add Makefile && git commit -qm 'make deploy-prod' && git tag -a v1.0.0 -m 'papertrail-ap "
           "1.0.0: first production release' && git push origin main v1.0.0",
           "To github.com:brightwater-logistics/papertrail-ap.git\n   0e9a4c2..4b71d8e  main -> main\n"
           " * [new tag]         v1.0.0 -> v1.0.0")
    s.bash("diffprod", "make diff-prod && tail -5 docs/releases/v1.0.0.diff",
           "Stack PapertrailStack\nResources\n[+] AWS::KMS::Key UploadKey UploadKeyC7D5E2B1\n"
           "[+] AWS::StepFunctions::StateMachine InvoiceFlow/StateMachine InvoiceFlowStateMachine8A3F1C2D\n"
           "[+] AWS::Cognito::UserPool Users Users0A0EEA89\n\nNumber of stacks with differences: 1 (47 resources "
           "to add)")
    s.pre_tool("predeploy", "Bash", {"command": "make deploy-prod", "description": "Deploy v1.0.0 to the prod account"})
    s.bash("deployprod", "make deploy-prod",
           "All checks passed!\n27 passed in 2.88s\nPapertrailStack: deploying... [1/1]\n\n ✅  PapertrailStack\n\n"
           "✨  Deployment time: 412.8s\n\nOutputs:\nPapertrailStack.ApiUrl = https://ap-api.brightwater.io/\n"
           "PapertrailStack.UploadBucketName = papertrail-uploads-529740318826\nPapertrailStack.UserPoolId = "
           "eu-west-1_Xk3P9aQ2b\nPapertrailStack.InvoiceFlowArn = arn:aws:states:eu-west-1:529740318826:"
           "stateMachine:papertrail-invoice-flow", minutes=9)
    s.bash("smoke", "aws s3 cp tests/fixtures/pdf/kestrel-7781.pdf s3://papertrail-uploads-529740318826/incoming/"
           "smoke-v100.pdf --profile papertrail-prod && sleep 45 && aws stepfunctions list-executions "
           "--state-machine-arn arn:aws:states:eu-west-1:529740318826:stateMachine:papertrail-invoice-flow "
           "--max-items 1 --profile papertrail-prod --query 'executions[0].status' --output text",
           "upload: tests/fixtures/pdf/kestrel-7781.pdf to s3://papertrail-uploads-529740318826/incoming/"
           "smoke-v100.pdf\nRUNNING\n# Slack: 'AP Approvals' posted *Kestrel Freight BV* KF-7781, EUR 7,480.00, due "
           "19/12/2027 in #ap-approvals")
    s.write("relnotes", "docs/releases/v1.0.0.md",
            "# papertrail-ap 1.0.0 (19 November 2027)\n\nFirst production release, account 529740318826, eu-west-1.\n\n"
            "- Upload: s3://papertrail-uploads-529740318826/incoming/ (Leeds scanner, Ricoh IM C3000)\n"
            "- Extraction: Textract StartExpenseAnalysis (async, SNS)\n- Workflow: papertrail-invoice-flow (standard), "
            "approvals in Slack #ap-approvals, second approver over 10,000 EUR\n- Review API: "
            "https://ap-api.brightwater.io (Cognito pool eu-west-1_Xk3P9aQ2b)\n- Alarms: mail ap-platform@, SMS "
            "on-call for failed executions\n\nGo-live for the AP team: Monday 22 November.\n"
            "cdk diff: docs/releases/v1.0.0.diff (47 resources added)\n")
    s.remember("memrelease", "papertrail-ap v1.0.0 deployed to prod (account 529740318826, eu-west-1) on Friday 19 "
               "November 2027 with make deploy-prod; the AP team goes live on Monday 22 November. API "
               "https://ap-api.brightwater.io, Cognito pool eu-west-1_Xk3P9aQ2b, scanner uploads to "
               "papertrail-uploads-529740318826/incoming/. Prod deploys only from a clean tagged main via make "
               "deploy-prod.", "papertrail-ap 1.0.0 release", "event")
    s.bash("commit8", "git add -A && git commit -m 'docs: release notes 1.0.0 with prod diff' && git push",
           "[main 9d04b6a] docs: release notes 1.0.0 with prod diff\n 2 files changed, 61 insertions(+)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "Incident. The on-call SMS went off at 09:16: papertrail-executions-failed. Dana's team fed "
             "the scanner backlog in this morning, something like 1,800 invoices. What's failing?")
    s.glob(None, "infra/lib/*.ts", ["infra/lib/papertrail-stack.ts", "infra/lib/workflow.ts", "infra/lib/alarms.ts"])
    s.bash("execlist", "aws stepfunctions list-executions --state-machine-arn arn:aws:states:eu-west-1:529740318826:"
           "stateMachine:papertrail-invoice-flow --status-filter FAILED --profile papertrail-prod --query "
           "'length(executions)'", "412")
    s.bash("failcause", "aws stepfunctions get-execution-history --execution-arn arn:aws:states:eu-west-1:"
           "529740318826:execution:papertrail-invoice-flow:0b9c3e72-scan-0931 --profile papertrail-prod --query "
           "'events[?type==`ExecutionFailed`].executionFailedEventDetails'",
           "[\n    {\n        \"error\": \"Textract.ProvisionedThroughputExceededException\",\n        \"cause\": "
           "\"Provisioned rate exceeded (Service: Textract, Status Code: 400, Request ID: "
           "6a1f0c3e-2b7d-4e59-8c14-d3e2f1a0b9c8)\"\n    }\n]")
    s.bash("quota", "aws service-quotas list-service-quotas --service-code textract --profile papertrail-prod "
           "--query \"Quotas[?contains(QuotaName, 'StartExpenseAnalysis')].[QuotaName,Value]\" --output text",
           "Transactions per second per account for asynchronous StartExpenseAnalysis operation\t1.0")
    s.prompt("incwhy", "So every upload starts an execution straight away: 1,860 files in eleven minutes is about "
             "170 StartExpenseAnalysis calls a minute against a quota of 1 per second, and that task has no Retry. "
             "Replace the direct S3 -> Lambda notification with S3 -> SQS -> intake Lambda, cap the event source "
             "at maxConcurrency 2, and give the Textract task a Retry with backoff on the throttling errors.")
    s.edit("sqs", "infra/lib/papertrail-stack.ts",
           "    uploads.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.LambdaDestination(ingest),\n"
           "      { prefix: 'incoming/', suffix: '.pdf' });",
           "    const intakeDlq = new sqs.Queue(this, 'IntakeDlq', { retentionPeriod: cdk.Duration.days(14) });\n"
           "    const intakeQueue = new sqs.Queue(this, 'IntakeQueue', { queueName: 'papertrail-intake',\n"
           "      visibilityTimeout: cdk.Duration.minutes(3), deadLetterQueue: { queue: intakeDlq, maxReceiveCount: 5 "
           "} });\n    uploads.addEventNotification(s3.EventType.OBJECT_CREATED, new s3n.SqsDestination(intakeQueue),"
           "\n      { prefix: 'incoming/', suffix: '.pdf' });\n    ingest.addEventSource(new SqsEventSource("
           "intakeQueue, { batchSize: 1, maxConcurrency: 2 }));  // Textract quota: 1 TPS")
    s.edit("retry", "infra/lib/workflow.ts", "      resultPath: '$.extracted',\n      taskTimeout: "
           "sfn.Timeout.duration(cdk.Duration.minutes(15)),\n    });",
           "      resultPath: '$.extracted',\n      taskTimeout: sfn.Timeout.duration(cdk.Duration.minutes(15)),\n"
           "    });\n    analyse.addRetry({\n      errors: ['Textract.ProvisionedThroughputExceededException', "
           "'Textract.ThrottlingException'],\n      interval: cdk.Duration.seconds(5), backoffRate: 2, maxAttempts: 6, "
           "jitterStrategy: sfn.JitterType.FULL,\n    });")
    s.bash("testfix9", "make test && cd infra && npx cdk diff --profile papertrail-prod 2>&1 | tail -4",
           "All checks passed!\n29 passed in 2.95s\n[+] AWS::SQS::Queue IntakeQueue\n[+] AWS::SQS::Queue IntakeDlq\n"
           "[~] AWS::StepFunctions::StateMachine InvoiceFlow/StateMachine\nNumber of stacks with differences: 1")
    hotfix = ("git commit -qam 'hotfix: buffer uploads in SQS (maxConcurrency 2), retry Textract throttling' && "
              "git tag -a v1.0.1 -m 'hotfix: SQS buffer + Textract retry' && make deploy-prod")
    s.pre_tool("prehotfix", "Bash", {"command": hotfix, "description": "Hotfix release during the incident"})
    s.bash("hotfix", hotfix,
           "All checks passed!\n29 passed in 2.91s\n\n ✅  PapertrailStack\n\n✨  Deployment time: 146.2s\n",
           minutes=6)
    s.bash("redrive", "for arn in $(aws stepfunctions list-executions --state-machine-arn arn:aws:states:eu-west-1:"
           "529740318826:stateMachine:papertrail-invoice-flow --status-filter FAILED --profile papertrail-prod "
           "--query 'executions[].executionArn' --output text); do aws stepfunctions redrive-execution "
           "--execution-arn $arn --profile papertrail-prod > /dev/null && echo ok; done | sort | uniq -c",
           "    412 ok")
    s.bash("redriveok", "sleep 1800; aws stepfunctions list-executions --state-machine-arn arn:aws:states:eu-west-1:"
           "529740318826:stateMachine:papertrail-invoice-flow --status-filter FAILED --profile papertrail-prod "
           "--query 'length(executions)'; aws sqs get-queue-attributes --queue-url https://sqs.eu-west-1."
           "amazonaws.com/529740318826/papertrail-intake --attribute-names ApproximateNumberOfMessages "
           "--profile papertrail-prod --output text", "0\nATTRIBUTES\t0", minutes=35)
    s.write("incnote", "docs/incidents/2027-11-22.md", INCIDENT_MD)
    s.lesson("lesson3", "Textract's async quotas are per account and low (StartExpenseAnalysis 1 TPS in our prod "
             "account): never start one workflow per S3 upload unbuffered. Buffer uploads in SQS, cap the consumer "
             "with maxConcurrency, and Retry Textract.ProvisionedThroughputExceededException / ThrottlingException "
             "with backoff.", "papertrail-ap incident on 22 November: backlog upload throttled")
    s.bash("commit9", "git add -A && git commit -m 'docs: incident 2027-11-22 (Textract throttling on the backlog)' "
           "&& git push origin main v1.0.1", "[main 2a6e8f1] docs: incident 2027-11-22 (Textract throttling on the "
           "backlog)\n 1 file changed, 19 insertions(+)\n * [new tag]         v1.0.1 -> v1.0.1")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("dupes", "Dana: invoice KF-7781 from Kestrel Freight got approved twice yesterday. It came in by email "
             "(someone forwarded it into the bucket) and through the scanner. Add duplicate detection: same "
             "supplier VAT number plus invoice number means duplicate; a duplicate starts no approval, it is marked "
             "DUPLICATE and linked to the original.")
    s.edit("dedupe", "lambdas/shared/invoice_repo.py", "def put_invoice(inv: dict) -> None:",
           "def put_invoice(inv: dict) -> None:\n    \"\"\"Writes the invoice and a DUP#<vat>#<number> guard in one "
           "transaction; the guard exists once.\"\"\"\n    guard = {\"pk\": f\"DUP#{inv['vendor_vat']}#"
           "{inv['invoice_number']}\", \"sk\": \"GUARD\", \"invoice_id\": inv[\"invoice_id\"]}\n"
           "    _client.transact_write_items(TransactItems=[\n        {\"Put\": {\"TableName\": TABLE, \"Item\": "
           "_ser(guard), \"ConditionExpression\": \"attribute_not_exists(pk)\"}},\n        {\"Put\": {\"TableName\": "
           "TABLE, \"Item\": _ser(_invoice_item(inv))}},\n    ])\n\n\ndef _put_invoice_unguarded(inv: dict) -> None:")
    s.bash("dupefail", "cd lambdas && uv run pytest -q tests/test_invoice_repo.py -k duplicate",
           "F                                                                        [100%]\n"
           "=================================== FAILURES ===================================\n"
           "_______________________ test_second_copy_is_marked_duplicate ______________________\n"
           "shared/invoice_repo.py:41: in put_invoice\n    _client.transact_write_items(TransactItems=[\n"
           "E   botocore.errorfactory.TransactionCanceledException: An error occurred (TransactionCanceledException) "
           "when calling the TransactWriteItems operation: Transaction cancelled, please refer cancellation "
           "reasons for specific reasons [ConditionalCheckFailed, None]\n1 failed, 6 deselected in 0.74s", code=1)
    s.edit("dupefix", "lambdas/shared/invoice_repo.py", "    ])\n\n\ndef _put_invoice_unguarded(inv: dict) -> None:",
           "    ])\n    except _client.exceptions.TransactionCanceledException as exc:\n        reasons = "
           "[r.get(\"Code\") for r in exc.response.get(\"CancellationReasons\", [])]\n        if reasons[:1] != "
           "[\"ConditionalCheckFailed\"]:\n            raise\n        original = _get_guard(inv)[\"invoice_id\"]\n"
           "        _put_invoice_unguarded({**inv, \"status\": \"DUPLICATE\", \"duplicate_of\": original})\n"
           "        return original\n\n\ndef _put_invoice_unguarded(inv: dict) -> None:")
    s.bash("testok10", "cd lambdas && uv run pytest -q", ok_tests(31, "2.64"))
    s.prompt("threshold", "One more from Dana: a Nordhavn Marine invoice went through with a total of 1,480.00 "
             "instead of 7,480.00. Textract had read it with 84% confidence and our manual-review threshold is 80. "
             "Raise it to 90 for the total, the invoice number and the VAT number; the other fields stay at 80.")
    s.edit("thresholdfix", "lambdas/validate/handler.py",
           "CONFIDENCE_MIN = 80.0  # below this, a field goes to manual review",
           "CONFIDENCE_MIN = {\"total\": 90.0, \"invoice_number\": 90.0, \"vendor_vat\": 90.0}  # Dana, 24 Nov "
           "(misread total at 84%)\nCONFIDENCE_DEFAULT = 80.0")
    s.read("readflow", "infra/lib/workflow.ts", WORKFLOW_TS)
    s.bash(None, "aws dynamodb describe-table --table-name papertrail-ap --profile papertrail-prod --query "
           "'Table.[ItemCount,TableSizeBytes,BillingModeSummary.BillingMode]' --output text",
           "11842\t48213377\tPAY_PER_REQUEST")
    s.bash("stats", "uv run python scripts/weekly_stats.py --profile papertrail-prod --since 2027-11-22",
           "invoices processed      2,214  (backlog 1,860, new 354)\npages analysed          9,731\n"
           "median extraction       14.2 s\nsent to manual review   135 (6.1%)\napproved                1,902\n"
           "rejected                38\nTextract cost (est.)    97.31 USD\nStep Functions          26,568 "
           "transitions (0.66 USD)")
    s.bash("deploy10", "git commit -qam 'duplicates by VAT + invoice number; review threshold 90 for total, number, "
           "VAT' && git tag -a v1.0.2 -m 'duplicates, stricter review threshold' && make deploy-prod",
           "All checks passed!\n31 passed in 2.70s\n\n ✅  PapertrailStack\n\n✨  Deployment time: 77.5s\n",
           minutes=5)
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.bash("gitlog11", "git log --oneline -4", "5e2c7b9 duplicates by VAT + invoice number; review threshold 90 for total, "
           "number, VAT\n2a6e8f1 docs: incident 2027-11-22 (Textract throttling on the backlog)\n7f3d1a0 hotfix: "
           "buffer uploads in SQS (maxConcurrency 2), retry Textract throttling\n9d04b6a docs: release notes 1.0.0 "
           "with prod diff")
    s.prompt("plans", "Planning for the next weeks. Month-end close runs Monday 29 November to Wednesday 1 December: "
             "no prod deploys in those three days. That's Dana's request and a standing rule for every month-end "
             "from now on: the last two working days of the month and the first one of the next. After that: cost "
             "review with Omar on Thursday 2 December, v1.1 with posting to Business Central targeted for Tuesday "
             "7 December, and Keiko's penetration test of the API in the week of 13 December.")
    s.prompt("rui", "Rui Almeida (our Business Central admin) answered about v1.1: post to the purchaseInvoices "
             "endpoint of the BC API v2.0 in the company 'Brightwater Logistics UK', match suppliers by VAT "
             "registration number and never by name, and create the invoices as drafts, never posted: his team "
             "posts them after the three-way match. Sandbox environment: bc-sandbox-ap.")
    s.write("erpstub", "lambdas/erp/post_invoice.py",
            '"""PostToErp (v1.1, target 7 Dec): create a DRAFT purchase invoice in Business Central.\n\n'
            'Rui Almeida: API v2.0, company "Brightwater Logistics UK", vendors matched by VAT registration number '
            '(never by name), draft only: AP posts after the three-way match. Sandbox: bc-sandbox-ap.\n"""\n'
            'BC_BASE = "https://api.businesscentral.dynamics.com/v2.0/{tenant}/bc-sandbox-ap/api/v2.0"\n\n\n'
            'def handler(event, context):\n    raise NotImplementedError("v1.1")\n')
    s.bash("bump", "cd infra && npm i aws-cdk-lib@2.171.1 aws-cdk@2.171.1 && cd ../lambdas && uv lock "
           "--upgrade-package aws-lambda-powertools && uv sync",
           "changed 2 packages, and audited 313 packages in 4s\nfound 0 vulnerabilities\nResolved 33 packages in "
           "388ms\nUpdated aws-lambda-powertools v3.3.0 -> v3.4.0\nInstalled 1 package in 9ms")
    s.bash("testok11", "make test && cd infra && npx cdk synth --quiet", ok_tests(33, "2.81") +
           "\nSuccessfully synthesized to /home/ines/src/papertrail-ap/infra/cdk.out")
    s.remember("memplans", "papertrail-ap plans after 26 Nov 2027: month-end freeze Mon 29 Nov - Wed 1 Dec, no prod "
               "deploys (standing rule: last two working days of every month plus the first working day of the "
               "next); cost review with Omar Haddad Thu 2 Dec; v1.1 (Business Central posting: drafts only, "
               "suppliers matched by VAT number, sandbox bc-sandbox-ap, Rui Almeida) targeted Tue 7 Dec; Keiko Sato's "
               "pen test of the API in the week of 13 Dec.", "papertrail-ap plans for December", "event")
    s.bash("commit11", "git add -A && git commit -m 'erp: PostToErp stub for v1.1; cdk 2.171.1, powertools 3.4.0'",
           "[main c8a1f46] erp: PostToErp stub for v1.1; cdk 2.171.1, powertools 3.4.0\n 5 files changed, 38 "
           "insertions(+), 12 deletions(-)")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-11-01T09:00:00", "4e2a9c10-7b31-4d5e-8a01-c1d2e3f44901", s1),    # Mon
    ("s2", "2027-11-03T10:05:00", "5f3b0d21-8c42-4e6f-9b12-d2e3f4054902", s2),    # Wed
    ("s3", "2027-11-05T13:10:00", "604c1e32-9d53-4f70-ac23-e3f405164903", s3),    # Fri
    ("s4", "2027-11-09T09:30:00", "715d2f43-ae64-4081-bd34-f40516274904", s4),    # Tue
    ("s5", "2027-11-11T14:00:00", "826e3054-bf75-4192-ce45-051627384905", s5),    # Thu
    ("s6", "2027-11-15T10:00:00", "937f4165-c086-42a3-df56-162738494906", s6),    # Mon
    ("s7", "2027-11-17T09:30:00", "a4805276-d197-43b4-e067-2738495a4907", s7),    # Wed
    ("s8", "2027-11-19T10:00:00", "b5916387-e2a8-44c5-f178-38495a6b4908", s8),    # Fri
    ("s9", "2027-11-22T09:20:00", "c6a27498-f3b9-45d6-0289-495a6b7c4909", s9),    # Mon
    ("s10", "2027-11-24T11:00:00", "d7b385a9-04ca-46e7-139a-5a6b7c8d4910", s10),  # Wed
    ("s11", "2027-11-26T15:00:00", "e8c496ba-15db-47f8-24ab-6b7c8d9e4911", s11),  # Fri
]

#: When the questions are asked: Tuesday morning after the last session (a Friday).
ASKED_AT = "2027-11-30T08:30:00Z"
