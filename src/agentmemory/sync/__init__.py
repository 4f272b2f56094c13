"""Backup and restore: consistent snapshots, backup targets, the backup loop.

snapshot.py  SQLite online-backup copy -> integrity check -> gzip + manifest
targets.py   where snapshots go: a Hugging Face dataset (hf://) or a directory (file://)
backup.py    back up when the data changed; restore with verification
loop.py      back up every SYNC_INTERVAL seconds, and once more on shutdown
cli.py       `python sync.py backup | restore | loop` and `agentmemory backup | restore`

This package imports memory/store, never the reverse: the server learns how
backups are going from the state file (`Settings.backup_state_path`).
"""
