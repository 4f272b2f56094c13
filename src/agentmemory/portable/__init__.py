"""Moving memory in and out in other tools' formats: chat exports in (chats.py, importer.py),
Markdown and JSON Lines out (exporter.py). Everything here works on plain data and a `run(op, input)`
callable the CLI provides (forwarded to a server, or ops.invoke under the data dir's lock).
This module imports nothing: the CLI reads the names below while it builds its parser."""

#: The chat exports `import-chat` reads, by the name the command takes.
CHAT_SOURCES = ("chatgpt", "claude")
#: The formats `export --format` writes besides the default JSON (exporter.py).
EXPORT_FORMATS = ("markdown", "jsonl")
