"""Activity: how many observations arrived per hour or per day (the dashboard chart).

Buckets are aligned to UTC hours/days and counted by the observation's own
timestamp, from the search_docs (kind, project, ts) index; empty buckets are
returned as zeros so a chart can draw the series as is.
"""
from __future__ import annotations

import math
from typing import Any

from ..base import Service
from ..common import Caller, iso

BUCKET_SECONDS = {"hour": 3600, "day": 86400}
DEFAULT_BUCKETS = {"hour": 48, "day": 30}


class Activity(Service):
    def activity(self, caller: Caller, bucket: str = "hour", project: str | None = None,
                 buckets: int | None = None) -> dict:
        size = BUCKET_SECONDS[bucket]
        n = buckets or DEFAULT_BUCKETS[bucket]
        end = (math.floor(self.clock() / size) + 1) * size  # end of the current bucket
        start = end - n * size
        where, args = ["kind='observation'", "ts>=?", "ts<?"], [start, end]
        if project is not None:
            where.append("project=?")
            args.append(project)
        if caller.isolated:
            where.append("agent_id=?")
            args.append(caller.agent_id)
        rows = self.store.read().execute(
            f"SELECT CAST((ts - ?) / ? AS INTEGER) AS b, count(*) FROM search_docs WHERE {' AND '.join(where)} "
            f"GROUP BY b", [start, size] + args).fetchall()
        counts: dict[int, int] = {int(b): c for b, c in rows}
        series: list[dict[str, Any]] = [{"start": iso(start + i * size), "count": counts.get(i, 0)} for i in range(n)]
        return {"bucket": bucket, "bucketSeconds": size, "from": iso(start), "to": iso(end),
                "total": sum(counts.values()), "series": series}
