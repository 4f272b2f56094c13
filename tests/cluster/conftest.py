from .pg_fixtures import pg_server, pg_url  # noqa: F401 (fixtures of this package's tests)
