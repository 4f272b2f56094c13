"""What several processes on one database share: the event bus (a commit's events reach every process)
and the cluster leader (periodic work runs in one process). In-process versions for SQLite (one
process), PostgreSQL versions (LISTEN/NOTIFY, an advisory lock) for N workers."""
from .bus import EventBus, LocalBus, PgBus, make_bus
from .leader import Leader, PgLeader, SoloLeader, make_leader

__all__ = ["EventBus", "LocalBus", "PgBus", "make_bus", "Leader", "SoloLeader", "PgLeader", "make_leader"]
