"""The operations: input models (models.py, models_records.py), the registry `OPS` (registry.py: each
op names the service method it calls) and `invoke` (calls.py: validate, authorize, call, status)."""
from .calls import access_of, authorize, clean, invoke, may_call, parse, permit
from .registry import OPS, OPS_BY_NAME, Op

__all__ = ["OPS", "OPS_BY_NAME", "Op", "access_of", "authorize", "clean", "invoke", "may_call", "parse", "permit"]
