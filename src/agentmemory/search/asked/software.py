"""Software-development categories and the tools that are instances of them (trigger phrases |
instances, "|"-separated), written from general knowledge: a question names a thing by its category
("the embedded database", "the experiment tracker") where the history names the tool (SQLite, MLflow).
The matching is search/lexicon.py's.
"""
from __future__ import annotations

CONCEPTS: tuple[tuple[str, str], ...] = (
    # -- data
    ("database|databases|db|datastore|data store|rdbms|sql server|relational store",
     "postgres|postgresql|sqlite|mysql|mariadb|mongodb|mongo|redis|dynamodb|cassandra|supabase|cockroachdb"),
    ("embedded database|single-file database|single file database|file-based database|file based database|"
     "in-process database|embedded db|local database|serverless database|embedded store",
     "sqlite|sqlite3|duckdb|leveldb|rocksdb|lmdb|berkeleydb|h2|realm|tinydb|pglite"),
    ("relational database|sql database|relational db", "postgres|postgresql|mysql|mariadb|sqlite|mssql"),
    ("document store|document database|nosql|nosql database", "mongodb|mongo|couchdb|firestore|dynamodb|cosmosdb|"
     "couchbase|ravendb"),
    ("key-value store|key value store|kv store|in-memory store|in-memory database|in memory store",
     "redis|memcached|valkey|keydb|etcd|dynamodb|leveldb|lmdb"),
    ("vector database|vector store|vector db|embedding store|embeddings index",
     "pgvector|pinecone|weaviate|qdrant|milvus|chroma|chromadb|faiss|lancedb"),
    ("time series database|time-series database|tsdb|metrics store", "influxdb|timescaledb|prometheus|questdb|clickhouse"),
    ("data warehouse|analytics database|olap|columnar database",
     "snowflake|bigquery|redshift|clickhouse|duckdb|databricks"),
    ("graph database|graph store", "neo4j|dgraph|neptune|arangodb|memgraph"),
    ("cache|caching layer|cache layer|cache server|caching", "redis|memcached|varnish|valkey|lru_cache|cachetools"),
    ("orm|object relational mapper|object-relational mapper|query builder|data mapper|sql toolkit|sql library|"
     "database toolkit|database library",
     "sqlalchemy|django orm|prisma|typeorm|sequelize|drizzle|knex|activerecord|hibernate|gorm|diesel|"
     "sqlx|peewee|tortoise|ecto|mikro-orm|entity framework"),
    ("migration tool|migrations tool|schema migrations|database migrations|migration framework|db migrations",
     "alembic|flyway|liquibase|django migrations|knex migrate|prisma migrate|goose|dbmate|sqitch|rails migrations"),
    ("schema change|schema changes|changes to the schema|schema update|schema updates|database changes",
     "migration|migrations|migrate|doctrine:migrations:migrate|alembic upgrade|flyway migrate|migrate deploy"),
    ("dataframe|dataframes|data frame|data analysis library", "pandas|polars|dask|pyspark"),
    # -- web
    ("web framework|http framework|web server framework|backend framework|server framework|api framework|"
     "rest framework|web app framework|microframework",
     "django|flask|spring boot|fastapi|express|fastify|koa|hapi|nestjs|rails|sinatra|phoenix|gin|actix|"
     "axum|spring|spring boot|laravel|symfony|starlette|sanic|aiohttp|tornado|hono|"
     "litestar|quart|asp.net"),
    ("web server|http server|application server|app server|wsgi server|asgi server|reverse proxy|load balancer",
     "nginx|apache|caddy|traefik|haproxy|gunicorn|uvicorn|hypercorn|waitress|uwsgi|puma|unicorn|envoy|tomcat"),
    ("frontend framework|front-end framework|ui framework|ui library|javascript framework|js framework|"
     "component library|spa framework|frontend library|client framework",
     "react|vue|angular|svelte|solidjs|preact|ember|alpine.js|htmx|qwik"),
    ("meta-framework|fullstack framework|full-stack framework|ssr framework|static site generator|site generator",
     "next.js|nextjs|nuxt|remix|sveltekit|astro|gatsby|hugo|jekyll|eleventy|docusaurus|mkdocs"),
    ("slideshow|rotating slideshow|image slider|photo slider|rotating banner|slider",
     "carousel|carousels|swiper|slick"),
    ("component kit|ui kit|design system|widget library", "material ui|mui|chakra|ant design|shadcn|radix|"
     "bootstrap|headless ui|mantine|vuetify"),
    ("css framework|styling library|css library|utility css|css-in-js|stylesheet framework",
     "tailwind|tailwindcss|bootstrap|bulma|foundation|styled-components|emotion|sass|scss|less|postcss|"
     "css modules|vanilla-extract"),
    ("state management|state manager|state container|global state|store library",
     "redux|zustand|mobx|pinia|vuex|recoil|jotai|xstate|ngrx|context api|react query|tanstack query|swr"),
    ("routing library|client-side routing|client side routing|frontend router|spa router",
     "react router|react-router|vue router|tanstack router|wouter"),
    ("form library|form validation|schema validation|validation library|data validation",
     "zod|yup|joi|pydantic|marshmallow|cerberus|react hook form|formik|ajv|valibot|attrs"),
    ("http client|http library|request library|fetch library|rest client",
     "requests|httpx|aiohttp|urllib3|axios|superagent|node-fetch|okhttp|reqwest|guzzle"),
    ("api style|api protocol|api spec|api specification|api schema|rpc framework|rpc",
     "graphql|grpc|trpc|openapi|swagger|json-rpc|soap|protobuf"),
    ("graphql server|graphql library|graphql client", "apollo|graphene|strawberry|ariadne|urql|hasura"),
    ("websocket|websockets|real-time|realtime|live updates|push updates|server push",
     "socket.io|ws|websockets|django channels|signalr|pusher|ably|server-sent events|sse|phoenix channels|centrifugo"),
    ("template engine|templating engine|templating language|templating", "jinja|jinja2|handlebars|mustache|ejs|"
     "pug|erb|nunjucks|twig|thymeleaf"),
    # -- charts, ui apps, docs
    ("chart|charts|charting|plotting|plot library|plotting library|graphs library|visualization|visualisation|"
     "data viz|dataviz|graphing",
     "matplotlib|plotly|seaborn|bokeh|altair|vega|chart.js|chartjs|d3|recharts|echarts|highcharts|nivo|"
     "apexcharts|streamlit|dash"),
    ("dashboard app|dashboard framework|data app|interactive app|interactive charts|charts app|analytics app|"
     "data dashboard|bi tool|notebook app",
     "streamlit|dash|plotly dash|gradio|voila|grafana|metabase|superset|redash|jupyter|observable"),
    ("interactive notebook|notebook server|data notebook|notebook environment", "jupyter|jupyterlab|ipython|colab|marimo|observable"),
    ("documentation generator|docs generator|api docs|documentation site|docs site",
     "sphinx|mkdocs|docusaurus|typedoc|jsdoc|javadoc|rustdoc|godoc|swagger ui|redoc|readthedocs"),
    ("desktop app framework|desktop framework|gui toolkit|gui framework|native app framework",
     "electron|tauri|qt|pyqt|pyside|tkinter|wxpython|gtk|flutter|javafx|kivy"),
    ("mobile framework|mobile app framework|cross-platform mobile|mobile app",
     "react native|flutter|expo|ionic|swiftui|jetpack compose|kotlin|xamarin|capacitor"),
    ("cli framework|command line parser|argument parser|cli library|command-line library|arg parser",
     "argparse|click|typer|docopt|cobra|clap|commander|yargs|oclif|picocli"),
    # -- testing and quality
    ("test runner|test framework|testing framework|unit test framework|test suite runner|test harness|"
     "testing library|unit testing",
     "pytest|unittest|jest|vitest|mocha|jasmine|rspec|minitest|junit|testng|go test|cargo test|"
     "exunit|phpunit|xunit|nunit"),
    ("end-to-end test|end-to-end tests|e2e test|e2e tests|e2e testing|browser test|browser tests|"
     "browser automation|headless browser|ui tests",
     "playwright|cypress|selenium|puppeteer|webdriverio|testcafe|nightwatch|chromium"),
    ("mocking library|mock library|test doubles|mocking", "unittest.mock|pytest-mock|sinon|jest.mock|msw|nock|"
     "respx|mockito|gomock|vcr"),
    ("property-based testing|property based testing|fuzzing|fuzzer|fuzz testing",
     "hypothesis|fast-check|quickcheck|proptest|afl|libfuzzer|atheris"),
    ("coverage tool|code coverage|test coverage", "coverage.py|pytest-cov|istanbul|nyc|c8|jacoco|codecov|coveralls|"
     "tarpaulin|gcov"),
    ("load testing|load test|benchmark tool|benchmarking tool|stress test",
     "locust|k6|jmeter|wrk|vegeta|gatling|artillery|pytest-benchmark|hyperfine"),
    ("linter|linters|lint|linting|static analysis|code analysis",
     "ruff|flake8|pylint|pyflakes|eslint|tslint|biome|oxlint|rubocop|golangci-lint|clippy|shellcheck|"
     "stylelint|hadolint|sonarqube|bandit|semgrep"),
    ("formatter|code formatter|auto formatter|autoformatter|formatting tool|code style",
     "black|ruff format|autopep8|yapf|isort|prettier|biome|gofmt|rustfmt|clang-format|rubocop|standardrb|"
     "dprint|shfmt"),
    ("type checker|type checking|static typing|static types|typechecker|type check",
     "mypy|pyright|pyre|pytype|typescript|tsc|sorbet|pylance|basedpyright"),
    ("pre-commit hook|pre-commit hooks|git hooks|commit hooks|commit hook", "pre-commit|husky|lint-staged|lefthook|"
     "overcommit"),
    # -- build, packages
    ("package manager|dependency manager|package tool|dependency tool|dependency management|packaging tool|"
     "install dependencies|installing dependencies|install the dependencies|dependency install|install packages|"
     "installing packages|new library|new dependency|add a library|add a dependency|adding a dependency|add a package|"
     "install a library|install a new library|install a package|install a new package|add a new library|"
     "new python library|new python package|add a python library|add a python package|install a python package|"
     "add another library|add another dependency|add another package|add another third-party library|new npm package",
     "pip|pipenv|poetry|uv|pdm|hatch|conda|npm|yarn|pnpm|bun|cargo|go mod|bundler|gem|composer|maven|"
     "gradle|nuget|homebrew|apt"),
    ("index type|kind of index|type of index|vector index|ann index|embedding index|similarity index|index method",
     "hnsw|ivfflat|ivf_flat|ivfpq|diskann|btree|b-tree|gin|gist|brin|faiss|annoy|scann"),
    ("lock file|lockfile|lock files|lockfiles|dependency lock|pinned dependencies|pinned versions",
     "package-lock.json|yarn.lock|pnpm-lock.yaml|poetry.lock|pipfile.lock|uv.lock|pdm.lock|cargo.lock|"
     "gemfile.lock|go.sum|composer.lock|requirements.txt|mix.lock|bun.lockb|flake.lock"),
    ("manifest|package manifest|project file|dependency file|dependencies file|project config",
     "package.json|pyproject.toml|setup.py|setup.cfg|requirements.txt|cargo.toml|go.mod|gemfile|"
     "composer.json|pom.xml|build.gradle|mix.exs|pipfile"),
    ("virtual environment|virtualenv|venv|python environment|isolated environment",
     "venv|virtualenv|conda|pyenv|pipenv|poetry|uv|.venv"),
    ("version manager|runtime version manager|node version manager", "nvm|pyenv|rbenv|rvm|asdf|mise|volta|fnm|"
     "sdkman|rustup|goenv"),
    ("bundler|module bundler|build tool|js bundler|asset pipeline|build system|frontend build",
     "webpack|vite|rollup|esbuild|parcel|turbopack|rspack|swc|babel|gulp|grunt|snowpack|tsup|tsdown|rolldown|"
     "rsbuild|unbuild|microbundle|pkgroll|ncc|bazel|makefile|cmake|gradle|maven|ninja"),
    ("transpiler|compiler|transpile", "babel|tsc|swc|esbuild|typescript|sucrase|gcc|clang|rustc|javac"),
    ("monorepo tool|monorepo|workspace tool", "nx|turborepo|lerna|pnpm workspaces|yarn workspaces|rush|bazel|pants"),
    ("task runner|script runner|make tool", "makefile|justfile|nox|tox|npm scripts|gulp|grunt|"
     "rake|taskfile|doit"),
    ("test matrix|test environments|multi-version testing", "tox|nox|github actions matrix"),
    ("runtime|javascript runtime|js runtime|interpreter", "node|nodejs|node.js|deno|bun|cpython|pypy|jvm|graalvm"),
    # -- infrastructure
    ("container|containers|containerization|containerise|containerize|container image|image build",
     "docker|dockerfile|podman|containerd|buildah|buildkit|docker compose|kaniko"),
    ("image registry|container registry|docker registry|registry for the images|registry for images|image repository",
     "acr|ecr|gcr|ghcr|ghcr.io|docker hub|dockerhub|artifact registry|quay.io|harbor|azurecr.io|registry.gitlab.com"),
    ("orchestration|orchestrator|container orchestration|cluster manager|scheduler cluster",
     "kubernetes|k8s|helm|nomad|docker swarm|ecs|openshift|k3s|minikube"),
    ("compose file|multi-container|local stack|service stack", "docker-compose.yml|docker compose|compose.yaml|"
     "docker-compose|tilt|skaffold"),
    ("infrastructure as code|iac|provisioning tool|infra as code|infrastructure code",
     "terraform|opentofu|pulumi|cloudformation|cdk|ansible|chef|puppet|saltstack|bicep|crossplane"),
    ("config management|configuration management", "ansible|chef|puppet|saltstack|dynaconf|hydra|consul"),
    ("ci|ci/cd|continuous integration|ci pipeline|build pipeline|ci server|ci workflow|ci job|ci pipeline",
     "github actions|gitlab ci|jenkins|circleci|travis|buildkite|azure pipelines|teamcity|bitbucket pipelines|"
     "woodpecker|.github/workflows|workflow.yml"),
    ("deploy|deployment|deployed|cloud host|hosting provider|hosting platform|web hosting|paas|deploy target|"
     "where we deploy|cloud provider|cloud platform",
     "aws|gcp|google cloud|azure|heroku|vercel|netlify|fly.io|render.com|railway|digitalocean|linode|"
     "cloudflare|cloud run|app engine|elastic beanstalk|lambda|hetzner|ec2"),
    ("data centre|data center|datacentre|datacenter|hosting region|cloud region|server region|region|"
     "availability zone|server location",
     "falkenstein|nuremberg|helsinki|ashburn|hillsboro|frankfurt|amsterdam|dublin|london|paris|virginia|oregon|"
     "fsn1|nbg1|hel1|us-east-1|us-east-2|us-west-2|eu-west-1|eu-central-1|europe-west1|europe-west4|us-central1|"
     "westeurope|northeurope|ams3|fra1|lon1|nyc1|nyc3|sfo3|iad|ams|fra|lhr|cdg"),
    ("vpn|tunnel|tunnels|vpn tunnel|site-to-site|site to site|mesh network|overlay network|private tunnel",
     "wireguard|wg0|wg-quick|openvpn|ipsec|strongswan|tailscale|zerotier|headscale|nebula|netbird|handshake"),
    ("machine size|server size|instance size|instance type|machine type|server type|vm size|node size|"
     "server plan|vm type", "server_type|instance_type|machine_type|vm_size|node_type|instance_class|cx22|cx32|"
     "cx42|cpx11|cpx21|cpx31|cax11|cax21|t3.micro|t3.small|t3.medium|t4g.small|e2-micro|e2-small|e2-medium|"
     "s-1vcpu-1gb|s-2vcpu-4gb"),
    ("backup tool|backup software|off-site backup|offsite backup|backup repository|backup repo|backup target|"
     "backup bucket", "restic|borg|borgbackup|duplicity|rclone|pgbackrest|wal-g|barman|velero|kopia|tarsnap|"
     "backblaze|b2"),
    ("copied the database|copy the database|copied the old database|copy of the database|database copy|"
     "copied the data over|copy the data over|moved the data over|move the data over|carried the data over",
     "pg_dump|pg_restore|pg_dumpall|mysqldump|mongodump|mongorestore|sqlite3 .dump|dump|restore"),
    ("restore from backup|restored from backup|back from backup|recover from backup|recovered from backup|"
     "recovery from backup|disaster recovery|restore drill|recovery drill",
     "restore|restored|pg_restore|restic restore|borg extract|pgbackrest restore|wal-g backup-fetch"),
    ("chat|chat group|group chat|chat room|chat channel|team chat|messenger|messaging app|chat app",
     "slack|discord|telegram|matrix|mattermost|microsoft teams|whatsapp|zulip|rocket.chat|irc"),
    # -- HTTP failures: what people call them, what the logs print (not the features: "the rate limit")
    ("auth error|authentication error|authorization error|auth failure|authentication failure|not authorized|"
     "not authenticated|access denied|permission denied|expired token|token expired|rejected credentials|"
     "credentials rejected|bad credentials|invalid credentials",
     "401|403|unauthorized|unauthenticated|forbidden|invalid_token|invalid_grant"),
    ("rate limited|rate-limited|throttled|too many requests|hit the rate limit|hit a rate limit|over the rate limit",
     "429|retry-after|ratelimit|x-ratelimit"),
    ("server error|internal error|internal server error|gateway error|upstream error",
     "500|502|503|504|bad gateway|service unavailable|gateway timeout"),
    # -- going live: what people call a deploy or a release when they do not name the step
    ("go live|goes live|went live|going live|gone live|go online|went online|put online|put it online|"
     "push to production|pushed to production|push to prod|into production|to production|new version|"
     "roll out|rolled out|rollout|ship it|ship a version|ship the app|launch|launched",
     "deploy|deployed|deploys|deploying|deployment|release|released|releases|releasing|publish|published"),
    ("trial with|the trial|trial run|trial period|field trial|field test|try-out|tryout|test run with real users",
     "pilot|pilot group|beta|early access|canary"),
    ("serverless|serverless function|serverless functions|functions as a service|faas|edge functions|edge function",
     "lambda|aws lambda|cloud functions|azure functions|cloudflare workers|vercel functions|netlify functions|"
     "deno deploy"),
    ("object storage|blob storage|file storage|bucket|file uploads storage|asset storage",
     "s3|gcs|azure blob|minio|r2|backblaze|cloudinary|uploadthing"),
    ("cdn|content delivery network|edge cache", "cloudflare|fastly|cloudfront|akamai|jsdelivr|unpkg"),
    ("dns|domain registrar|dns provider", "route53|route 53|cloudflare|namecheap|godaddy|coredns"),
    ("ip address|ipv4 address|public ip|resolve to|resolves to|dns record", "dig|nslookup|a record|aaaa record|apex"),
    ("bare domain|apex domain|root domain|naked domain|zone apex", "apex|a record|alias record"),
    ("tls certificate|ssl certificate|https certificate|tls|ssl|https cert",
     "let's encrypt|letsencrypt|certbot|acme|cert-manager|mkcert|openssl"),
    ("secret manager|secrets manager|secrets|secret store|vault|secret management|env vars|environment variables|"
     "env file",
     ".env|dotenv|vault|hashicorp vault|aws secrets manager|doppler|1password|sops|infisical|direnv|"
     "python-dotenv"),
    ("process manager|process supervisor|service manager|daemon manager",
     "systemd|supervisord|supervisor|pm2|runit|honcho|launchd"),
    # -- messaging, jobs
    ("queue|message queue|task queue|job queue|message broker|broker|background jobs|background job|"
     "background worker|worker queue|pubsub|pub/sub|event bus|event streaming",
     "celery|rq|dramatiq|huey|arq|sidekiq|resque|bullmq|kafka|rabbitmq|nats|sqs|sns|pubsub|redis streams|"
     "activemq|zeromq|pulsar|kinesis|oban|temporal|faktory"),
    ("task scheduler|scheduler|cron|cron job|cron jobs|scheduled job|scheduled jobs|scheduled task|"
     "scheduled tasks|periodic task|periodic job|recurring job|nightly job",
     "cron|crontab|celery beat|apscheduler|airflow|prefect|dagster|sidekiq-cron|node-cron|"
     "systemd timer|kubernetes cronjob|quartz|oban|rufus"),
    ("workflow engine|workflow orchestrator|data pipeline|etl|etl tool|dag",
     "airflow|prefect|dagster|luigi|temporal|argo|step functions|dbt|kestra"),
    ("actor-based|actor model|actor framework|actor system|actor library|actor-based streaming|reactive streams",
     "akka|pekko|akka streams|orleans|actix|proto.actor|erlang|otp|zio streams|fs2"),
    # -- observability
    ("outage|outages|downtime|after an outage|after an incident|incident review|outage review|post-incident",
     "incident|incidents|postmortem|post-mortem|incident report|incident note|rca"),
    ("logging|logger|logging library|log library|structured logging|log aggregation|logs",
     "logging|loguru|structlog|winston|pino|bunyan|log4j|logback|zap|zerolog|slog|serilog|elasticsearch|"
     "logstash|kibana|loki|fluentd|fluent bit|papertrail|logtail"),
    ("monitoring|metrics|observability|alerting|dashboards|telemetry|apm",
     "prometheus|grafana|datadog|new relic|opentelemetry|statsd|sentry|honeycomb|jaeger|zipkin|pagerduty|"
     "cloudwatch|uptime kuma|nagios|zabbix|influxdb"),
    ("error tracking|error reporting|crash reporting|exception tracking|error monitoring",
     "sentry|rollbar|bugsnag|honeybadger|raygun|airbrake|crashlytics"),
    ("tracing|distributed tracing|tracer|profiler|profiling",
     "opentelemetry|jaeger|zipkin|py-spy|cprofile|pyinstrument|scalene|pprof|flamegraph"),
    ("debugger|debugging tool", "pdb|ipdb|debugpy|gdb|lldb|delve|chrome devtools|node inspect"),
    # -- product services
    ("auth|authentication|authorization|login|sign in|sign-in|single sign-on|sso|identity provider|auth provider|"
     "user accounts|oauth provider",
     "oauth|oauth2|oidc|openid connect|jwt|auth0|okta|clerk|firebase auth|supabase auth|cognito|keycloak|"
     "nextauth|auth.js|devise|django-allauth|authlib|lucia|saml|ldap|session cookie"),
    ("token|access token|auth token|bearer token|api token", "jwt|oauth|api key|refresh token|paseto"),
    ("password hashing|hash passwords|password hash|hashing passwords", "bcrypt|argon2|scrypt|pbkdf2|passlib"),
    ("payments|payment|payment provider|payment processor|billing|checkout|subscriptions|card payments|"
     "payment gateway|invoicing",
     "stripe|paypal|braintree|adyen|paddle|lemon squeezy|chargebee|recurly|mollie|razorpay|checkout.com"),
    ("email|emails|email provider|email service|mail service|transactional email|mailer|smtp|email delivery",
     "sendgrid|mailgun|postmark|ses|amazon ses|resend|mailchimp|mandrill|sparkpost|smtp|mailhog|mailpit|"
     "nodemailer|action mailer|brevo"),
    ("sms|text messages|push notifications|notifications service|notification provider",
     "twilio|vonage|nexmo|messagebird|firebase cloud messaging|fcm|apns|onesignal|pusher|novu"),
    ("search engine|full-text search|full text search|search index|search server|search backend|fuzzy search",
     "elasticsearch|opensearch|solr|meilisearch|typesense|algolia|lucene|fts5|tantivy|sphinx|whoosh|"
     "pg_trgm|tsvector|zinc"),
    ("feature flags|feature flag|feature toggles|feature toggle", "launchdarkly|unleash|flagsmith|growthbook|"
     "split.io|posthog|configcat"),
    ("product analytics|web analytics|analytics tool|analytics service|tracking events", "google analytics|posthog|mixpanel|amplitude|"
     "plausible|matomo|umami"),
    ("cms|content management|headless cms|content management system", "wordpress|strapi|contentful|"
     "drupal|directus|prismic|wagtail"),
    ("llm|language model|llm provider|ai model|chat model|ai api|model provider",
     "openai|gpt|gpt-4|gemini|llama|mistral|ollama|bedrock|vertex|huggingface|cohere"),
    ("ml framework|machine learning framework|deep learning framework|ml library|machine learning library",
     "pytorch|torch|tensorflow|keras|jax|scikit-learn|sklearn|xgboost|lightgbm|onnx|transformers"),
    ("image processing|image library|image resizing|thumbnails", "pillow|pil|imagemagick|sharp|opencv|libvips|"
     "wand|jimp"),
    ("pdf generation|pdf library|pdf export|generate pdf", "reportlab|weasyprint|wkhtmltopdf|pdfkit|puppeteer|"
     "jspdf|pdf-lib|fpdf|pypdf"),
    ("date library|datetime library|time zone library|timezone library|date handling",
     "dayjs|date-fns|luxon|pendulum|dateutil|pytz|zoneinfo|chrono|temporal"),
    ("serialization format|data format|config format|configuration format|config file format",
     "json|yaml|toml|ini|xml|protobuf|msgpack|avro|csv|parquet"),
    ("config file|configuration file|settings file", ".env|settings.py|config.yaml|config.toml|pyproject.toml|"
     "tsconfig.json|appsettings.json|application.yml|config.json|.editorconfig"),
    ("ignore file|git ignore|ignored files|ignore list", ".gitignore|.dockerignore|.npmignore|.eslintignore|"
     ".prettierignore"),
    ("ide|code editor|text editor|editor setup", "vscode|vs code|vim|neovim|emacs|pycharm|intellij|webstorm|sublime"),
    ("async runtime|event loop|async library|concurrency library",
     "asyncio|trio|anyio|uvloop|gevent|eventlet|tokio|async-std|twisted|curio"),
    ("programming language|backend language|coding language",
     "python|javascript|typescript|golang|rust|java|kotlin|ruby|php|elixir|scala"),
    ("rate limiter|rate limiting|throttling|throttle", "slowapi|flask-limiter|express-rate-limit|ratelimit|"
     "token bucket|leaky bucket|nginx limit_req"),
    ("http proxy|api gateway|gateway|ingress", "nginx|kong|traefik|envoy|api gateway|apigee|tyk|ingress-nginx|"
     "haproxy|caddy"),
    ("scraper|web scraping|scraping|crawler|html parser", "beautifulsoup|bs4|scrapy|lxml|cheerio|puppeteer|"
     "playwright|selenium|jsoup|colly"),
    ("i18n|internationalization|internationalisation|translations|localization|localisation",
     "gettext|i18next|react-intl|formatjs|babel|vue-i18n|django translation|crowdin|lokalise"),
    # -- machine learning: what a researcher calls the tool or the knob
    ("experiment tracker|experiment tracking|experiment tracking server|run tracker|run tracking|tracking server|"
     "experiment logger|experiment logging|metrics tracker",
     "mlflow|wandb|weights & biases|weights and biases|tensorboard|neptune|comet|clearml|aim|dvc|sacred"),
    ("two-gpu|two gpu|both gpu|multiple gpu|several gpu|all gpu|multi-gpu|multi gpu|both graphics card|"
     "two graphics card|distributed training|data-parallel training|data parallel training",
     "ddp|torchrun|distributeddataparallel|nproc_per_node|nccl|deepspeed|fsdp|accelerate|horovod"),
    ("half precision|half-precision|mixed precision|mixed-precision|lower precision|reduced precision|16-bit floats",
     "amp|autocast|fp16|bf16|bfloat16|float16|gradscaler|torch.cuda.amp"),
    ("hyperparameter search|hyperparameter sweep|hyperparameter tuning|learning-rate search|learning rate search|"
     "lr search|parameter sweep|parameter search", "sweep|multirun|optuna|ray tune|hyperopt|grid search"),
    ("step size|step-size", "lr|learning rate|learning_rate"),
    ("model inputs|model input|inputs of the model|inputs to the model|input variables|predictors|feature columns",
     "features|feature|feature engineering|feature matrix|feature_names|n_features"),
    ("loading processes|loader processes|loader workers|loading workers|data loading|data-loading|input pipeline",
     "num_workers|dataloader|prefetch_factor|pin_memory|persistent_workers"),
    ("data augmentation|image augmentation|augmentation|image blending|image-blending|blending augmentation",
     "mixup|cutmix|randaugment|autoaugment|trivialaugment|albumentations|randomresizedcrop|colorjitter"),
    ("pretrained network|pretrained model|pre-trained model|pretrained backbone|pre-trained network|backbone|"
     "base model|foundation model|pretrained weights|pre-trained weights",
     "resnet|convnext|vit|efficientnet|timm|swin|dinov2|clip|mobilenet|bert|roberta|llama|whisper"),
    ("images per second|samples per second|examples per second|tokens per second|frames per second",
     "img/s|samples/s|tok/s|it/s|fps|throughput"),
    ("model export|export format|exchange format|inference format|serving format|weights format",
     "onnx|torchscript|tensorrt|coreml|tflite|safetensors|openvino|gguf"),
    # -- mobile apps
    ("persistence framework|persistence layer|local persistence|on-device storage|on-device database|"
     "offline storage|mobile database",
     "core data|coredata|swiftdata|realm|room|grdb|userdefaults|sqlite|isar|hive|asyncstorage|datastore"),
    ("image-caching library|image caching library|image caching|image cache|image loading library|image loader",
     "nuke|kingfisher|sdwebimage|glide|coil|picasso|fresco|alamofireimage"),
    ("beta testers|beta testing|beta build|beta distribution|test build|external testers|internal testers",
     "testflight|firebase app distribution|app center|play console"),
    ("release lane|release automation|app store upload|store upload|signing automation",
     "fastlane|match|pilot|gym|deliver|xcode cloud|bitrise"),
    ("startup time|start-up time|launch time|app launch|cold start|boot time|time to open",
     "launch|launched|launches"),
    # -- apps: their identity, generated code, media and the files they import
    ("bundle identifier|bundle id|application id|application identifier|app identifier|app id|package identifier",
     "appid|applicationid|app_id|bundleid|bundle_id|cfbundleidentifier|bundleidentifier"),
    ("symbol processing|symbol-processing|annotation processing|annotation processor|annotation-processing",
     "ksp|kapt|annotationprocessor"),
    ("speech-to-text|speech to text|speech recognition|transcription engine|transcriber",
     "whisper|whisper.cpp|faster-whisper|vosk|deepgram|assemblyai|asr|stt"),
    ("audio visualisation|audio visualization|waveform display|waveform view|audio waveform",
     "waveform|wavesurfer|peaks|audiowaveform"),
    ("gps device|gps devices|gps file|gps files|route file|route files|track file|track files|gps track|gps tracks",
     "gpx|kml|kmz|tcx|geojson"),
    ("be constructed|been constructed|get constructed|got constructed|fail to construct|failed to construct",
     "instantiate|instantiated|constructor|init"),
    ("talk to the server|talk to the backend|talk to the api|reach the server|reach the backend|reach the api|"
     "connect to the server|connect to the backend|get to the server|no connection to the server|couldn't talk to|"
     "could not talk to|can't talk to|cannot talk to",
     "network|internet|connection|connect|unreachable|refused|timed out|dns"),
    ("reload|reloads|reloading|reloaded|pull to refresh|pull-to-refresh", "refresh|refreshed|refreshing|resync"),
    ("always-on instance|always on instance|warm instance|keep it warm|kept warm|never scales to zero|"
     "no scale to zero", "min-instances|min_instances|minscale|min instances|minimum instances|scale to zero|cold start"),
    ("store build|store builds|play store build|app store build|store release|release for the store",
     "bundlerelease|release bundle|aab|ipa|archive|release build"),
    # -- environments
    ("test server|test environment|test backend|test instance|staging server|staging environment|pre-production|"
     "preproduction", "staging|stage|preprod|sandbox|qa"),
    # -- how much goes into one call
    ("per request|single request|one request|each request|per call|single call|each call|per upload|"
     "single upload request|per post", "batch|batches|batch size|batchsize|batch_size|chunk size|page size"),
    # -- rebuilding, approving, paying: what a data or ops team calls them
    ("from scratch|from nothing|full rebuild|rebuild completely|rebuilt completely|complete rebuild",
     "full-refresh|full refresh|--full-refresh|recreate|reindex|drop and recreate"),
    ("sign off|sign-off|signs off|signed off|go-ahead|green light", "approve|approves|approved|approval"),
    ("bill|bills|invoice|invoices|billing", "spend|cost|costs|budget|pricing|charges"),
    # -- chat bots: who sees a reply
    ("able to see|who can see|who sees|only they see|visible only to|only visible to|private reply|hidden reply|"
     "only the sender|only the user sees", "ephemeral|ephemeral: true|messageflags.ephemeral"),
    ("private message|private messages|direct message|direct messages|message them privately|in private",
     "dm|dms|dming|direct message"),
    # -- drafts kept as one types
    ("store a draft|stores a draft|save a draft|saves a draft|saved as a draft|keep a draft|keeps a draft|"
     "draft saving|saving drafts|drafts saved", "autosave|autosaves|auto-save|autosaved|autosave_interval"),
    # -- a rename said in other words
    ("given a different name|given a new name|gave it a new name|gave it a different name|changed the name|"
     "changed its name|name change|different name|get a new name|got a new name|gets a new name|"
     "get a different name|got a different name", "rename|renamed|renaming|git mv"),
)
