from .pg_fixtures import pg_url  # noqa: F401 (a fixture of this package's tests)
