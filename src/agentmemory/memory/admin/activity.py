"""Activity: how many observations arrived per hour or per day (the dashboard chart).

Buckets are aligned to UTC hours/days and counted by the observation's own
timestamp, from the search_docs (kind, project, ts) index; empty buckets are
returned as zeros so a chart can draw the series as is.
"""
from __future__ import annotations

import math
from typing import Any

from ...search.storage import DocListing
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
        counts = self.searcher.storage.buckets(DocListing(kinds=("observation",), since_ts=start, before_ts=end,
                                                          project=project, agent_id=caller.read_agent), start, size)
        series: list[dict[str, Any]] = [{"start": iso(start + i * size), "count": counts.get(i, 0)} for i in range(n)]
        return {"bucket": bucket, "bucketSeconds": size, "from": iso(start), "to": iso(end),
                "total": sum(counts.values()), "series": series}
