"""What makes the suite cheaper without changing what a test runs: called once per test process by
conftest.py's `pytest_configure`."""
from __future__ import annotations


def reuse_url_builders() -> None:
    """werkzeug compiles two URL-builder functions per route (source built with `ast`, then `compile`)
    every time an app registers its routes: most of what building our app costs, and a run builds
    about a thousand apps. A builder depends only on the rule's path and trace, so rules without
    defaults get the function compiled for the first such rule (it reads converters from the rule
    it is bound to)."""
    from werkzeug.routing.rules import Rule
    original = getattr(Rule, "_compile_builder", None)
    if original is None or getattr(original, "reused", False):
        return  # another werkzeug: everything compiles as it did
    made: dict = {}

    def compile_builder(self, append_unknown: bool = True):
        if self.defaults:
            return original(self, append_unknown)
        key = (self.rule, tuple(self._trace), append_unknown)
        if key not in made:
            made[key] = original(self, append_unknown)
        return made[key]

    compile_builder.reused = True
    Rule._compile_builder = compile_builder
