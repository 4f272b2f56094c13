"""The eleven sessions of the emberfall history, step by step (see build.py and README.md)."""
from __future__ import annotations

from ad54_files import (BALANCE_REPO_JAVA, CLAIM_MANAGER_JAVA, CORE_MAIN_JAVA, CORE_PLUGIN_YML, DATABASE_JAVA,
                        DEPLOY_TASK_KT, DISCORD_WEBHOOK_JAVA, ECONOMY_BUILD_KTS, ECONOMY_CONFIG_YML, INCIDENT_LOG,
                        LATEST_LOG_DEV, MESSAGES_JAVA, MESSAGES_YML, PROXY_MAIN_JAVA, ROOT_BUILD_KTS, SERVERS_JSON,
                        SETTINGS_KTS, VELOCITY_TOML)


def gradle_ok(tasks="build", secs="14s", executed=23, up=9, tests=None):
    t = f"\n> Task :emberfall-economy:test\n\n{tests}" if tests else ""
    return (f"> Task :emberfall-core:compileJava UP-TO-DATE\n> Task :emberfall-economy:compileJava{t}\n"
            f"> Task :emberfall-economy:shadowJar\n\nBUILD SUCCESSFUL in {secs}\n"
            f"{executed} actionable tasks: {executed - up} executed, {up} up-to-date")


def s1(s):
    s.start()
    s.prompt("goal", "New project: emberfall. It's the plugin suite for Emberfall SMP, the community Minecraft server "
             "Tobias Reinholt runs (about 60 regulars, peaks of 45 online, Season 4 starts end of February). Paper "
             "1.21.4, Java 21, Gradle with the Kotlin DSL, one multi-module build: core (shared stuff), economy, "
             "land claims, later player reports and a Velocity proxy plugin. The servers live on a Pterodactyl panel "
             "at PixelNode. Set up the skeleton first.")
    s.bash(None, "ls -la && java -version", "total 12\ndrwxr-xr-x  3 mara mara 4096 Feb  7 09:10 .\n"
           "drwxr-xr-x 14 mara mara 4096 Feb  7 09:09 ..\ndrwxr-xr-x  7 mara mara 4096 Feb  7 09:10 .git\n"
           "-rw-r--r--  1 mara mara   31 Feb  7 09:10 README.md",
           stderr="openjdk version \"21.0.6\" 2025-01-21 LTS\nOpenJDK Runtime Environment Temurin-21.0.6+7 (build "
           "21.0.6+7-LTS)\nOpenJDK 64-Bit Server VM Temurin-21.0.6+7 (build 21.0.6+7-LTS, mixed mode, sharing)")
    s.prompt("rules", "House rules for this repo, please stick to them: 1) Paper API only. No NMS, no CraftBukkit "
             "imports, no paperweight-userdev; I don't want to fix reflection every Minecraft update. 2) Every text a "
             "player sees comes from messages.yml as MiniMessage. No legacy & or § colour codes, no ChatColor. 3) "
             "Nothing talks to MySQL or does HTTP on the main server thread, ever: async executor or "
             "CompletableFuture, then hop back with the scheduler. 4) ./gradlew build must be green before every "
             "commit.")
    s.bash("gradleinit", "gradle wrapper --gradle-version 8.12 && ./gradlew --version",
           "BUILD SUCCESSFUL in 1s\n1 actionable task: 1 executed\n\n------------------------------------------------"
           "------------\nGradle 8.12\n------------------------------------------------------------\n\nBuild time:    "
           "2024-12-20 15:46:53 UTC\nKotlin:        2.0.21\nGroovy:        3.0.22\nLauncher JVM:  21.0.6 (Eclipse "
           "Adoptium 21.0.6+7-LTS)\nOS:            Linux 6.8.0-52-generic amd64")
    s.write("settings", "settings.gradle.kts", SETTINGS_KTS)
    s.write("rootbuild", "build.gradle.kts", ROOT_BUILD_KTS)
    s.write(None, "gradle.properties", "emberfallVersion=1.0.0-SNAPSHOT\norg.gradle.jvmargs=-Xmx2g\n"
            "org.gradle.parallel=true\norg.gradle.caching=true\n")
    s.prompt("pluginyml", "Use the classic plugin.yml, not paper-plugin.yml. paper-plugin.yml is still flagged "
             "experimental, and with its isolated classloaders Vault and LuckPerms lookups from other plugins get "
             "awkward. We want other plugins (the chest shop especially) to see our services.")
    s.write("coreyml", "emberfall-core/src/main/resources/plugin.yml", CORE_PLUGIN_YML)
    s.write("coremain", "emberfall-core/src/main/java/gg/emberfall/core/EmberfallCore.java", CORE_MAIN_JAVA)
    s.write("messagesjava", "emberfall-core/src/main/java/gg/emberfall/core/text/Messages.java", MESSAGES_JAVA)
    s.write("msgyml", "emberfall-core/src/main/resources/messages.yml", MESSAGES_YML)
    s.bash("resolvefail", "./gradlew build",
           "> Task :emberfall-core:compileJava FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
           "Execution failed for task ':emberfall-core:compileJava'.\n> Could not resolve all files for configuration "
           "':emberfall-core:compileClasspath'.\n   > Could not find io.papermc.paper:paper-api:1.21.4-R0.1-SNAPSHOT.\n"
           "     Searched in the following locations:\n       - https://repo.maven.apache.org/maven2/io/papermc/paper/"
           "paper-api/1.21.4-R0.1-SNAPSHOT/maven-metadata.xml\n     Required by:\n         project :emberfall-core\n\n"
           "BUILD FAILED in 6s", code=1)
    s.edit("repofix", "build.gradle.kts", "    repositories {\n        mavenCentral()\n    }",
           "    repositories {\n        mavenCentral()\n        maven(\"https://repo.papermc.io/repository/maven-public/\")"
           "  // paper-api is not on Central\n    }")
    s.bash("build1", "./gradlew build", "> Task :emberfall-core:compileJava\n> Task :emberfall-core:processResources\n"
           "> Task :emberfall-core:jar\n> Task :emberfall-core:test NO-SOURCE\n\nBUILD SUCCESSFUL in 38s\n"
           "11 actionable tasks: 11 executed")
    s.bash("runserver", "./gradlew :emberfall-core:runServer --console=plain | grep -E 'Paper version|EmberfallCore|Done'",
           "[09:58:12 INFO]: This server is running Paper version 1.21.4-231-ver/1.21.4@a7b3f29 (Implementing API "
           "version 1.21.4-R0.1-SNAPSHOT)\n[09:58:14 INFO]: [EmberfallCore] Enabling EmberfallCore v1.0.0-SNAPSHOT\n"
           "[09:58:14 INFO]: [EmberfallCore] Loaded 12 messages\n[09:58:16 INFO]: Done (6.911s)! For help, type \"help\"")
    s.bash("commit1", "git add -A && git commit -m 'chore: gradle multi-module skeleton, core plugin with MiniMessage "
           "messages'", "[main (root-commit) 1d4e7a2] chore: gradle multi-module skeleton, core plugin with "
           "MiniMessage messages\n 12 files changed, 418 insertions(+)\n create mode 100755 gradlew")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("econ", "Economy module today. The currency is Embers; Tobias wants amounts shown with the ✦ sign and "
             "thousands separators, like ✦1,250 Embers. Balances live in MySQL through HikariCP: table ef_balances "
             "(uuid BINARY(16), balance DOUBLE). New players start with 100 Embers. Commands /balance, /pay and "
             "/baltop. For local dev run MySQL 8.4 in docker on port 3307.")
    s.bash("mysqllocal", "docker run -d --name emberfall-mysql -p 3307:3306 -e MYSQL_DATABASE=emberfall -e "
           "MYSQL_USER=emberfall -e MYSQL_PASSWORD=devpass -e MYSQL_ROOT_PASSWORD=devroot mysql:8.4 && sleep 15 && "
           "docker ps --format '{{.Names}}\\t{{.Image}}\\t{{.Status}}\\t{{.Ports}}'",
           "Unable to find image 'mysql:8.4' locally\n8.4: Pulling from library/mysql\nDigest: sha256:4a8c9e1f2b...\n"
           "Status: Downloaded newer image for mysql:8.4\n9f2c41d7a0b3e5f8c6d1a2b4e7f90c3d5a6b8e1f2c4d7a9b0e3f5c8d1a2b4e6\n"
           "emberfall-mysql\tmysql:8.4\tUp 15 seconds\t33060/tcp, 0.0.0.0:3307->3306/tcp")
    s.edit(None, "settings.gradle.kts", "    \"emberfall-core\",\n", "    \"emberfall-core\",\n    \"emberfall-economy\",\n")
    s.write("econbuild", "emberfall-economy/build.gradle.kts", ECONOMY_BUILD_KTS)
    s.write("econconfig", "emberfall-economy/src/main/resources/config.yml", ECONOMY_CONFIG_YML)
    s.write("database", "emberfall-economy/src/main/java/gg/emberfall/economy/db/Database.java", DATABASE_JAVA)
    s.write("schemav1", "emberfall-economy/src/main/resources/schema/V1__balances.sql",
            "CREATE TABLE IF NOT EXISTS ef_players (\n    uuid BINARY(16) NOT NULL PRIMARY KEY,\n    name VARCHAR(16) "
            "NOT NULL,\n    first_join TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP\n) ENGINE=InnoDB DEFAULT "
            "CHARSET=utf8mb4;\n\nCREATE TABLE IF NOT EXISTS ef_balances (\n    uuid BINARY(16) NOT NULL PRIMARY KEY,\n"
            "    balance DOUBLE NOT NULL DEFAULT 100,\n    updated_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP ON "
            "UPDATE CURRENT_TIMESTAMP,\n    INDEX idx_balance (balance DESC)\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n")
    s.write("balrepo", "emberfall-economy/src/main/java/gg/emberfall/economy/db/BalanceRepository.java",
            BALANCE_REPO_JAVA)
    s.write("paycmd", "emberfall-economy/src/main/java/gg/emberfall/economy/command/PayCommand.java",
            "package gg.emberfall.economy.command;\n\nimport gg.emberfall.economy.EconomyService;\nimport "
            "io.papermc.paper.command.brigadier.BasicCommand;\nimport io.papermc.paper.command.brigadier."
            "CommandSourceStack;\nimport net.kyori.adventure.text.minimessage.tag.resolver.Placeholder;\nimport "
            "org.bukkit.Bukkit;\nimport org.bukkit.entity.Player;\n\n/** /pay <player> <amount>: the transfer runs on "
            "the db executor, the reply on the main thread. */\npublic final class PayCommand implements BasicCommand "
            "{\n\n    private final EconomyService economy;\n\n    public PayCommand(EconomyService economy) {\n        "
            "this.economy = economy;\n    }\n\n    @Override\n    public void execute(CommandSourceStack src, String[] "
            "args) {\n        if (!(src.getSender() instanceof Player from) || args.length != 2) {\n            return;"
            "\n        }\n        var to = Bukkit.getOfflinePlayer(args[0]);\n        double amount = Double.parseDouble"
            "(args[1]);\n        economy.transfer(from.getUniqueId(), to.getUniqueId(), amount).thenAccept(ok -> "
            "economy.sync(() ->\n                from.sendMessage(economy.messages().render(ok ? \"economy.paid\" : "
            "\"economy.insufficient\",\n                        Placeholder.unparsed(\"amount\", economy.format(amount)),"
            "\n                        Placeholder.unparsed(\"player\", args[0])))));\n    }\n}\n")
    s.prompt("vault", "Also register as a Vault economy provider, so QuickShop-Hikari (the chest shop plugin Kenji "
             "set up for the market district) charges in Embers. Vault's API is synchronous, so answer it from a "
             "balance cache that we refresh async, never by blocking on MySQL.")
    s.write("vaultprovider", "emberfall-economy/src/main/java/gg/emberfall/economy/vault/EmberVaultEconomy.java",
            "package gg.emberfall.economy.vault;\n\nimport gg.emberfall.economy.BalanceCache;\nimport "
            "net.milkbowl.vault.economy.AbstractEconomy;\nimport net.milkbowl.vault.economy.EconomyResponse;\n\n"
            "/** Vault bridge: reads from BalanceCache (main-thread safe), writes go through the async transfer. */\n"
            "public final class EmberVaultEconomy extends AbstractEconomy {\n    private final BalanceCache cache;\n\n"
            "    public EmberVaultEconomy(BalanceCache cache) { this.cache = cache; }\n\n    @Override public String "
            "getName() { return \"Embers\"; }\n    @Override public String currencyNamePlural() { return \"Embers\"; }\n"
            "    @Override public double getBalance(String playerName) { return cache.get(playerName); }\n    // ... "
            "withdrawPlayer / depositPlayer enqueue the write and update the cache optimistically\n}\n")
    s.bash("testfail2", "./gradlew :emberfall-economy:test",
           "> Task :emberfall-economy:test FAILED\n\nPayCommandTest > payMovesMoneyBetweenPlayers() FAILED\n    "
           "java.lang.RuntimeException at PayCommandTest.java:24\n        Caused by: gg.emberfall.libs.hikari.pool."
           "HikariPool$PoolInitializationException at HikariPool.java:606\n            Caused by: com.mysql.cj.jdbc."
           "exceptions.CommunicationsException at SQLError.java:165\n\n  Failed to initialize pool: Communications link "
           "failure\n  The last packet sent successfully to the server was 0 milliseconds ago. The driver has not "
           "received any packets from the server.\n\n3 tests completed, 3 failed\n\nFAILURE: Build failed with an "
           "exception.\n\n* What went wrong:\nExecution failed for task ':emberfall-economy:test'.\n> There were "
           "failing tests. See the report at: file:///home/mara/code/emberfall/emberfall-economy/build/reports/tests/"
           "test/index.html\n\nBUILD FAILED in 21s", code=1)
    s.prompt("testwhy2", "MockBukkit loads the real plugin, so onEnable builds a Hikari pool against a MySQL that "
             "isn't there in CI. Rule for tests: MockBukkit tests never need a real database. Give EconomyPlugin a "
             "repository factory and use an in-memory BalanceStore in tests.")
    s.edit("testfix2", "emberfall-economy/src/test/java/gg/emberfall/economy/PayCommandTest.java",
           "        server = MockBukkit.mock();\n        plugin = MockBukkit.load(EconomyPlugin.class);",
           "        server = MockBukkit.mock();\n        EconomyPlugin.repositoryFactory(cfg -> new InMemoryBalanceStore());"
           "  // no MySQL in tests\n        plugin = MockBukkit.load(EconomyPlugin.class);")
    s.bash("test2", "./gradlew :emberfall-economy:test", gradle_ok("test", "17s", 14, 6,
           "PayCommandTest > payMovesMoneyBetweenPlayers() PASSED\nPayCommandTest > payRejectsOverdraft() PASSED\n"
           "BalanceCommandTest > showsFormattedBalance() PASSED\n"))
    s.remember("memecon", "emberfall economy (EmberfallEconomy): currency Embers, shown as ✦1,250 Embers (Tobias). "
               "MySQL table ef_balances (uuid BINARY(16), balance DOUBLE) through a HikariCP pool of 10 "
               "(HikariCP 6.2.1, mysql-connector-j 9.2.0, both shaded and relocated to gg.emberfall.libs). Starting "
               "balance 100 Embers. Commands /balance, /pay, /baltop; Vault provider 'Embers' for QuickShop-Hikari, "
               "answered from a cache. Local dev MySQL 8.4 in docker on port 3307.",
               "emberfall economy design", "fact")
    s.bash("commit2", "git add -A && git commit -m 'feat(economy): Embers with MySQL/HikariCP, /balance /pay /baltop, "
           "Vault provider'", "[main 6b9f3c1] feat(economy): Embers with MySQL/HikariCP, /balance /pay /baltop, Vault "
           "provider\n 17 files changed, 903 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("baltopbug", "Kenji tested on my dev server last night. After a minute of spamming /baltop, every money "
             "command just hangs and then the console spits an error after 30 seconds. His log is in "
             "run/logs/latest.log, have a look.")
    s.tool_failure("readfail", "Read", {"file_path": "/home/mara/code/emberfall/run/logs/latest.log"},
                   "File does not exist. Current working directory: /home/mara/code/emberfall")
    s.glob(None, "**/run/logs/latest.log", ["emberfall-economy/run/logs/latest.log"])
    s.read("hikari1", "emberfall-economy/run/logs/latest.log", LATEST_LOG_DEV)
    s.edit("leakdetect", "emberfall-economy/run/plugins/EmberfallEconomy/config.yml",
           "    leak-detection-threshold-ms: 0", "    leak-detection-threshold-ms: 2000")
    s.bash("leaktrace", "./gradlew :emberfall-economy:runServer --console=plain 2>&1 | grep -A6 'leak detection'",
           "[13:52:31 WARN]: [EmberfallEconomy] HikariPool-1 - Connection leak detection triggered for "
           "com.mysql.cj.jdbc.ConnectionImpl@5e3a1b2f on thread emberfall-db-1, stack trace follows\n"
           "java.lang.Exception: Apparent connection leak detected\n\tat gg.emberfall.libs.hikari.HikariDataSource."
           "getConnection(HikariDataSource.java:127)\n\tat gg.emberfall.economy.db.Database.connection(Database.java:44)"
           "\n\tat gg.emberfall.economy.db.BalanceRepository.top(BalanceRepository.java:58)\n\tat gg.emberfall."
           "economy.command.BaltopCommand.lambda$execute$0(BaltopCommand.java:31)\n\tat java.base/java.util.concurrent."
           "CompletableFuture$AsyncSupply.run(CompletableFuture.java:1768)")
    s.prompt("leakwhy", "There it is: top() only closes the connection when the page is full, and never closes the "
             "statement or the result set. Every /baltop on the last page (or any short page) leaks one connection "
             "until all 10 are gone, and then everything waits 30 s for the pool. Use try-with-resources for every "
             "Connection, PreparedStatement and ResultSet in the repositories.")
    s.edit("leakfix", "emberfall-economy/src/main/java/gg/emberfall/economy/db/BalanceRepository.java",
           "        Connection c = db.connection();\n        PreparedStatement ps = c.prepareStatement(",
           "        try (Connection c = db.connection();\n             PreparedStatement ps = c.prepareStatement(")
    s.lesson("lesson1", "HikariCP 'Connection is not available, request timed out after 30000ms' with total=10, "
             "active=10 (pool full, nothing idle) points to a connection leak: set leakDetectionThreshold to 2000 ms "
             "and read the 'Apparent connection leak detected' stack. Here BalanceRepository.top() closed its "
             "connection only when the /baltop page was full; fixed with try-with-resources.",
             "emberfall: money commands hung after spamming /baltop on the dev server (11 February)")
    s.prompt("cents", "Second thing from Kenji: he did /pay 0.1 a few times and now /balance says 149.99999999999997 "
             "Embers. Change of plan on the money type: no floating point for money. Store balances as BIGINT in "
             "minor units (1 Ember = 100), long in Java everywhere, and only format to two decimals for display. "
             "Write a V2 migration that converts existing rows.")
    s.write("schemav2", "emberfall-economy/src/main/resources/schema/V2__balance_minor_units.sql",
            "-- Balances in minor units (1 Ember = 100): DOUBLE rounding showed 149.99999999999997 Embers.\n"
            "ALTER TABLE ef_balances ADD COLUMN balance_minor BIGINT NOT NULL DEFAULT 10000 AFTER uuid;\n"
            "UPDATE ef_balances SET balance_minor = ROUND(balance * 100);\nALTER TABLE ef_balances DROP INDEX "
            "idx_balance, DROP COLUMN balance;\nCREATE INDEX idx_balance_minor ON ef_balances (balance_minor DESC);\n")
    s.multiedit("centsedit", "emberfall-economy/src/main/java/gg/emberfall/economy/db/BalanceRepository.java", [
        ("    public double balance(UUID player) throws SQLException {", "    public long balance(UUID player) throws "
         "SQLException {"),
        ("SELECT balance FROM ef_balances WHERE uuid = ?", "SELECT balance_minor FROM ef_balances WHERE uuid = ?"),
        ("                return rs.next() ? rs.getDouble(1) : 0.0;", "                return rs.next() ? "
         "rs.getLong(1) : 0L;"),
        ("    public boolean transfer(UUID from, UUID to, double amount) throws SQLException {",
         "    public boolean transfer(UUID from, UUID to, long amountMinor) throws SQLException {"),
        ("balance = balance - ? WHERE uuid = ? AND balance >= ?", "balance_minor = balance_minor - ? WHERE uuid = ? "
         "AND balance_minor >= ?", True),
        ("    public record TopEntry(String name, double balance) {}", "    public record TopEntry(String name, long "
         "balanceMinor) {}"),
    ])
    s.grep("grepdouble", "double amount|getDouble|setDouble", ["emberfall-economy/src/main/java/gg/emberfall/economy/"
           "command/PayCommand.java", "emberfall-economy/src/main/java/gg/emberfall/economy/vault/EmberVaultEconomy.java"])
    s.bash("test3", "./gradlew build", gradle_ok("build", "24s", 23, 9,
           "PayCommandTest > payMovesMoneyBetweenPlayers() PASSED\nPayCommandTest > payRejectsOverdraft() PASSED\n"
           "PayCommandTest > payTenthsDoesNotDrift() PASSED\nBalanceCommandTest > showsFormattedBalance() PASSED\n"
           "BaltopTest > shortLastPageReleasesConnection() PASSED\n"))
    s.bash("commit3", "git add -A && git commit -m 'fix(economy): close connections in BalanceRepository; balances "
           "as BIGINT minor units'", "[main a07d5e8] fix(economy): close connections in BalanceRepository; balances "
           "as BIGINT minor units\n 9 files changed, 142 insertions(+), 61 deletions(-)\n create mode 100644 "
           "emberfall-economy/src/main/resources/schema/V2__balance_minor_units.sql")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.bash(None, "git log --oneline -3", "a07d5e8 fix(economy): close connections in BalanceRepository; balances as "
           "BIGINT minor units\n6b9f3c1 feat(economy): Embers with MySQL/HikariCP, /balance /pay /baltop, Vault "
           "provider\n1d4e7a2 chore: gradle multi-module skeleton, core plugin with MiniMessage messages")
    s.prompt("claims", "Land claims next, module emberfall-claims. Players mark two corners with a golden shovel, "
             "/claim creates it. A claim costs 200 Embers flat, max 3 claims per player. Protect breaking, placing, "
             "containers and doors against anyone not trusted. Keep the claims in a claims.yml in the plugin folder: "
             "there's only one survival server and a flat file is trivial to back up.")
    s.write("claimmgr", "emberfall-claims/src/main/java/gg/emberfall/claims/ClaimManager.java", CLAIM_MANAGER_JAVA)
    s.write("claimrecord", "emberfall-claims/src/main/java/gg/emberfall/claims/Claim.java",
            "package gg.emberfall.claims;\n\nimport java.util.List;\nimport java.util.UUID;\n\n/** A rectangular "
            "claim, full height, corners as block coordinates. */\npublic record Claim(UUID id, UUID owner, String "
            "world, int minX, int minZ, int maxX, int maxZ, List<UUID> trusted) {\n\n    public boolean contains("
            "String w, int x, int z) {\n        return world.equals(w) && x >= minX && x < maxX && z >= minZ && z < "
            "maxZ;\n    }\n\n    public boolean intersects(Claim o) {\n        return minX < o.maxX && o.minX < maxX "
            "&& minZ < o.maxZ && o.minZ < maxZ;\n    }\n\n    public long area() {\n        return (long) (maxX - minX) "
            "* (maxZ - minZ);\n    }\n}\n")
    s.write("claimlistener", "emberfall-claims/src/main/java/gg/emberfall/claims/ProtectionListener.java",
            "package gg.emberfall.claims;\n\nimport org.bukkit.event.EventHandler;\nimport org.bukkit.event."
            "EventPriority;\nimport org.bukkit.event.Listener;\nimport org.bukkit.event.block.BlockBreakEvent;\n"
            "import org.bukkit.event.block.BlockPlaceEvent;\nimport org.bukkit.event.player.PlayerInteractEvent;\n\n"
            "public final class ProtectionListener implements Listener {\n    private final ClaimManager claims;\n\n"
            "    public ProtectionListener(ClaimManager claims) { this.claims = claims; }\n\n    @EventHandler(priority "
            "= EventPriority.HIGH, ignoreCancelled = true)\n    public void onBreak(BlockBreakEvent e) {\n        "
            "Claim c = claims.getClaimAt(e.getBlock().getLocation());\n        if (c != null && !c.owner().equals("
            "e.getPlayer().getUniqueId()) && !c.trusted().contains(e.getPlayer().getUniqueId())) {\n            "
            "e.setCancelled(true);\n        }\n    }\n    // onPlace, onInteract (containers, doors, trapdoors, "
            "buttons) follow the same pattern\n}\n")
    s.write(None, "emberfall-claims/src/test/java/gg/emberfall/claims/ClaimManagerTest.java",
            "package gg.emberfall.claims;\n\nimport static org.junit.jupiter.api.Assertions.*;\n\nimport java.util."
            "List;\nimport java.util.UUID;\nimport org.junit.jupiter.api.Test;\n\nclass ClaimManagerTest {\n    "
            "private final Claim c = new Claim(UUID.randomUUID(), UUID.randomUUID(), \"world\", 0, 0, 19, 19, "
            "List.of());\n\n    @Test void cornerBlockIsInsideClaim() {\n        assertTrue(c.contains(\"world\", 19, "
            "19));\n    }\n\n    @Test void neighbourBlockIsOutside() {\n        assertFalse(c.contains(\"world\", 20, "
            "5));\n    }\n\n    @Test void twentyByTwentyHasArea400() {\n        assertEquals(400, c.area());\n    }\n}\n")
    s.bash("edgefail", "./gradlew :emberfall-claims:test",
           "> Task :emberfall-claims:test FAILED\n\nClaimManagerTest > cornerBlockIsInsideClaim() FAILED\n    "
           "org.opentest4j.AssertionFailedError: expected: <true> but was: <false>\n        at app//org.junit.jupiter."
           "api.AssertionFailureBuilder.build(AssertionFailureBuilder.java:151)\n        at app//gg.emberfall.claims."
           "ClaimManagerTest.cornerBlockIsInsideClaim(ClaimManagerTest.java:13)\n\nClaimManagerTest > "
           "twentyByTwentyHasArea400() FAILED\n    org.opentest4j.AssertionFailedError: expected: <400> but was: <361>\n"
           "        at app//gg.emberfall.claims.ClaimManagerTest.twentyByTwentyHasArea400(ClaimManagerTest.java:21)\n\n"
           "3 tests completed, 2 failed\n\nBUILD FAILED in 9s", code=1)
    s.prompt("edgewhy", "The corners the player clicks are inclusive block coordinates, but contains() and area() "
             "treat max as exclusive. So the row of blocks on the far edge you selected isn't protected at all, and "
             "a 20x20 selection is billed as 19x19. Make maxX/maxZ inclusive everywhere (contains, intersects, area).")
    s.edit("edgefix", "emberfall-claims/src/main/java/gg/emberfall/claims/Claim.java",
           "        return world.equals(w) && x >= minX && x < maxX && z >= minZ && z < maxZ;",
           "        return world.equals(w) && x >= minX && x <= maxX && z >= minZ && z <= maxZ;  // corners inclusive")
    s.bash("test4", "./gradlew :emberfall-claims:test", "> Task :emberfall-claims:compileJava\n> Task "
           ":emberfall-claims:test\n\nBUILD SUCCESSFUL in 8s\n7 actionable tasks: 3 executed, 4 up-to-date")
    s.prompt("startbal", "Tobias tried a fresh alt on the dev server: starting with 100 Embers and a claim at 200, a "
             "new player can't protect their first house for over an hour of play, and that's exactly when griefers "
             "hit them. Raise the starting balance to 250 Embers.")
    s.edit("startbaledit", "emberfall-economy/src/main/resources/config.yml", "starting-balance: 100.0",
           "# minor units, 1 Ember = 100; 250 Embers so a first claim (200) is affordable right away\n"
           "starting-balance-minor: 25000")
    s.prompt("permrule", "Permission nodes, from now on: always emberfall.<module>.<action>, lowercase, e.g. "
             "emberfall.claims.create, emberfall.economy.pay. Admin actions get their own .admin node. Only the "
             ".admin nodes default to op, everything players use defaults to true, and every node is declared in "
             "plugin.yml with a description; LuckPerms does the rest.")
    s.write("claimsyml", "emberfall-claims/src/main/resources/plugin.yml",
            "name: EmberfallClaims\nversion: '${version}'\nmain: gg.emberfall.claims.ClaimsPlugin\napi-version: "
            "'1.21'\ndepend: [EmberfallCore, EmberfallEconomy]\ncommands:\n  claim:\n    description: Create, list, "
            "trust and abandon land claims\n    usage: /claim [list|trust|untrust|abandon]\npermissions:\n  "
            "emberfall.claims.create:\n    description: Create claims with the golden shovel\n    default: true\n  "
            "emberfall.claims.trust:\n    description: Trust players in your own claims\n    default: true\n  "
            "emberfall.claims.admin:\n    description: Bypass protection, delete any claim\n    default: op\n")
    s.remember("memclaims", "emberfall claims (EmberfallClaims, 15 February): golden shovel marks two corners "
               "(inclusive), /claim buys it for a flat 200 Embers, max 3 claims per player; protection for break, "
               "place, containers and doors. Stored in plugins/EmberfallClaims/claims.yml via ClaimManager "
               "(getClaimAt). New players now start with 250 Embers (was 100). Permission nodes "
               "emberfall.<module>.<action>, .admin nodes default op.", "emberfall land claims", "fact")
    s.bash("commit4", "git add -A && git commit -m 'feat(claims): golden-shovel claims in claims.yml; starting "
           "balance 250'", "[main 3c58e0b] feat(claims): golden-shovel claims in claims.yml; starting balance 250\n"
           " 14 files changed, 611 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("proxy", "Velocity day. Network layout: Velocity 3.4.0-SNAPSHOT on 25565 (play.emberfall.gg), the lobby "
             "backend on 25566 and survival on 25567, all three as servers on the same Pterodactyl node. New module "
             "emberfall-proxy: MOTD in MiniMessage, /hub (alias /lobby) to go back to the lobby, and a network-wide "
             "join message.")
    s.edit(None, "settings.gradle.kts", "    \"emberfall-claims\",\n", "    \"emberfall-claims\",\n    "
           "\"emberfall-proxy\",\n")
    s.write("proxybuild", "emberfall-proxy/build.gradle.kts",
            "plugins {\n    id(\"com.gradleup.shadow\")\n    id(\"xyz.jpenilla.run-velocity\") version \"2.3.1\"\n}\n\n"
            "dependencies {\n    compileOnly(\"com.velocitypowered:velocity-api:3.4.0-SNAPSHOT\")\n    "
            "annotationProcessor(\"com.velocitypowered:velocity-api:3.4.0-SNAPSHOT\")\n}\n\nrepositories {\n    "
            "maven(\"https://repo.papermc.io/repository/maven-public/\")\n}\n\ntasks.runVelocity {\n    "
            "velocityVersion(\"3.4.0-SNAPSHOT\")\n}\n")
    s.write("proxymain", "emberfall-proxy/src/main/java/gg/emberfall/proxy/EmberfallProxy.java", PROXY_MAIN_JAVA)
    s.write("velotoml", "deploy/proxy/velocity.toml", VELOCITY_TOML)
    s.bash("fwdfail", "tail -n 4 run-lobby/logs/latest.log",
           "[10:51:07] [Server thread/INFO]: UUID of player Mara_L is 1e6a9b3c-47d2-4f18-a0c5-2d8e7b9f6a31\n"
           "[10:51:07] [Server thread/INFO]: Disconnecting Mara_L (/127.0.0.1:54022): This server requires you to "
           "connect with Velocity.\n[10:51:07] [Server thread/INFO]: Mara_L (/127.0.0.1:54022) lost connection: This "
           "server requires you to connect with Velocity.\n[10:51:08] [Server thread/WARN]: Velocity modern "
           "forwarding: invalid forwarding data (signature mismatch) from /127.0.0.1:54022")
    s.prompt("fwdwhy", "The backend does have velocity support on, but its secret is the one it generated itself, "
             "not the proxy's forwarding.secret, so the signature never matches. Every backend needs "
             "proxies.velocity.enabled: true, online-mode: true there, the exact same secret as the proxy, and "
             "online-mode=false in server.properties.")
    s.edit("fwdfix", "run-lobby/config/paper-global.yml",
           "  velocity:\n    enabled: true\n    online-mode: true\n    secret: 'Qw7pL2vNc9XkRt4s'",
           "  velocity:\n    enabled: true\n    online-mode: true\n    secret: '${EMBERFALL_FORWARDING_SECRET}'  # "
           "same as the proxy's forwarding.secret")
    s.bash("fwdok", "tail -n 2 run-lobby/logs/latest.log", "[11:02:44] [Server thread/INFO]: Mara_L[/127.0.0.1:54102] "
           "logged in with entity id 137 at ([world]0.5, 65.0, 0.5)\n[11:02:44] [Server thread/INFO]: Mara_L joined "
           "the game")
    s.lesson("lesson3", "'This server requires you to connect with Velocity' / 'invalid forwarding data' on a Paper "
             "backend behind Velocity modern forwarding means the secret in config/paper-global.yml "
             "(proxies.velocity.secret) differs from the proxy's forwarding.secret; copy the proxy's secret to every "
             "backend, set online-mode=false in server.properties.",
             "emberfall: lobby backend kicked every player coming through the local Velocity proxy (17 February)")
    s.prompt("secretrule", "Another rule: secrets never go into git. forwarding.secret, the database password, "
             "webhook URLs, panel keys: all in .gitignore or environment variables. The repo only has example "
             "configs with placeholders like ${EMBERFALL_FORWARDING_SECRET}.")
    s.edit("gitignore", ".gitignore", ".gradle/\nbuild/\nrun*/", ".gradle/\nbuild/\nrun*/\n# secrets stay out of git\n"
           "forwarding.secret\n*.env\ndeploy/**/secrets.yml")
    s.bash("proxyjar", "./gradlew :emberfall-proxy:build && ls -lh emberfall-proxy/build/libs/",
           "> Task :emberfall-proxy:compileJava\nNote: Velocity plugin metadata generated: velocity-plugin.json\n> "
           "Task :emberfall-proxy:shadowJar\n\nBUILD SUCCESSFUL in 11s\n9 actionable tasks: 5 executed, 4 up-to-date\n"
           "total 16K\n-rw-r--r-- 1 mara mara 14K Feb 17 11:20 emberfall-proxy-1.0.0-SNAPSHOT.jar")
    s.remember("memproxy", "emberfall network: Velocity 3.4.0-SNAPSHOT proxy on port 25565 (play.emberfall.gg) with "
               "modern forwarding, backends lobby 127.0.0.1:25566 and survival 127.0.0.1:25567, all on one "
               "Pterodactyl node. Every backend needs proxies.velocity.enabled and the proxy's forwarding secret in "
               "config/paper-global.yml. Proxy plugin emberfall-proxy: MiniMessage MOTD, /hub (alias /lobby), "
               "network join messages.", "emberfall network layout", "fact")
    s.bash("commit5", "git add -A && git commit -m 'feat(proxy): velocity plugin with /hub and join messages; modern "
           "forwarding config'", "[main 8e21f4d] feat(proxy): velocity plugin with /hub and join messages; modern "
           "forwarding config\n 9 files changed, 287 insertions(+), 1 deletion(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.bash(None, "git status && git log --oneline -1", "On branch main\nnothing to commit, working tree clean\n"
           "8e21f4d feat(proxy): velocity plugin with /hub and join messages; modern forwarding config")
    s.prompt("reports", "Player reports today, module emberfall-reports. /report <player> <reason> with a 120 second "
             "cooldown per reporter, stored in MySQL (ef_reports), and sent to the #mod-reports channel through a "
             "Discord webhook with @here so whoever is around sees it. Use the club.minnced discord-webhooks library "
             "for the webhook. Aiyana (head mod) wants every report to show world and coordinates of both players "
             "and the reporter's last 10 chat lines.")
    s.write("reportsbuild", "emberfall-reports/build.gradle.kts",
            "plugins {\n    id(\"com.gradleup.shadow\")\n}\n\ndependencies {\n    compileOnly(project(\":emberfall-core\"))"
            "\n    implementation(\"club.minnced:discord-webhooks:0.8.4\")\n    testImplementation(\"org.mockbukkit."
            "mockbukkit:mockbukkit-v1.21:4.33.2\")\n}\n\ntasks.shadowJar {\n    archiveClassifier.set(\"\")\n    "
            "relocate(\"club.minnced\", \"gg.emberfall.libs.webhooks\")\n    relocate(\"okhttp3\", "
            "\"gg.emberfall.libs.okhttp3\")\n}\n")
    s.write("reportcmd", "emberfall-reports/src/main/java/gg/emberfall/reports/ReportCommand.java",
            "package gg.emberfall.reports;\n\nimport club.minnced.discord.webhook.WebhookClient;\nimport "
            "club.minnced.discord.webhook.send.WebhookEmbedBuilder;\nimport club.minnced.discord.webhook.send."
            "WebhookMessageBuilder;\n\n/** /report <player> <reason>: 120 s cooldown, row in ef_reports, embed to "
            "#mod-reports. */\npublic final class ReportCommand implements BasicCommand {\n    static final long "
            "COOLDOWN_MS = 120_000;\n    // ...\n    private void notifyDiscord(Report r) {\n        var embed = new "
            "WebhookEmbedBuilder().setTitle(new WebhookEmbed.EmbedTitle(\"Report #\" + r.id() + \": \" + r.target(), "
            "null))\n            .addField(new WebhookEmbed.EmbedField(true, \"Reporter\", r.reporter() + \" @ \" + "
            "r.reporterLoc()))\n            .addField(new WebhookEmbed.EmbedField(true, \"Reported\", r.target() + \" @ "
            "\" + r.targetLoc()))\n            .addField(new WebhookEmbed.EmbedField(false, \"Last 10 chat lines\", "
            "r.chatTail()))\n            .build();\n        webhook.send(new WebhookMessageBuilder().setContent(\"@here "
            "new report\").addEmbeds(embed).build());\n    }\n}\n")
    s.write("schemav3", "emberfall-reports/src/main/resources/schema/V3__reports.sql",
            "CREATE TABLE IF NOT EXISTS ef_reports (\n    id INT UNSIGNED NOT NULL AUTO_INCREMENT PRIMARY KEY,\n    "
            "reporter BINARY(16) NOT NULL,\n    target BINARY(16) NOT NULL,\n    reason VARCHAR(256) NOT NULL,\n    "
            "world VARCHAR(64) NOT NULL,\n    x INT NOT NULL, y INT NOT NULL, z INT NOT NULL,\n    chat_tail TEXT NOT "
            "NULL,\n    status ENUM('open','claimed','closed') NOT NULL DEFAULT 'open',\n    created_at TIMESTAMP NOT "
            "NULL DEFAULT CURRENT_TIMESTAMP,\n    INDEX idx_status (status, created_at)\n) ENGINE=InnoDB DEFAULT "
            "CHARSET=utf8mb4;\n")
    s.prompt("claimsdb", "Change of plan for claims storage: they move to MySQL, table ef_claims. spark showed the "
             "claims.yml save taking 380 ms on the main thread during autosave with Kenji's 1,400 test claims, and "
             "the lobby has to read claim counts for the /profile menu, which it can't do from a file on another "
             "server. claims.yml stays only as a one-time import.")
    s.prompt("movedbplan", "Economy, claims and reports all need the pool now, so Database moves into core: one "
             "HikariCP pool per server, handed to the other modules through the Bukkit ServicesManager. Move the "
             "file with git so history follows it.")
    s.bash("gitmvdb", "mkdir -p emberfall-core/src/main/java/gg/emberfall/core/sql && git mv "
           "emberfall-economy/src/main/java/gg/emberfall/economy/db/Database.java "
           "emberfall-core/src/main/java/gg/emberfall/core/sql/Database.java && git status --short",
           "R  emberfall-economy/src/main/java/gg/emberfall/economy/db/Database.java -> "
           "emberfall-core/src/main/java/gg/emberfall/core/sql/Database.java")
    s.grep("grepdb", "gg.emberfall.economy.db.Database", [
        "emberfall-core/src/main/java/gg/emberfall/core/sql/Database.java",
        "emberfall-economy/src/main/java/gg/emberfall/economy/EconomyPlugin.java",
        "emberfall-economy/src/main/java/gg/emberfall/economy/db/BalanceRepository.java",
        "emberfall-economy/src/test/java/gg/emberfall/economy/PayCommandTest.java"])
    s.tool_failure("editfail", "Edit", {"file_path": "/home/mara/code/emberfall/emberfall-economy/src/main/java/gg/"
                   "emberfall/economy/db/BalanceRepository.java", "old_string": "import gg.emberfall.economy.db."
                   "Database;", "new_string": "import gg.emberfall.core.sql.Database;", "replace_all": False},
                   "String to replace not found in file.\nString: import gg.emberfall.economy.db.Database;")
    s.multiedit("fiximports", "emberfall-core/src/main/java/gg/emberfall/core/sql/Database.java", [
        ("package gg.emberfall.economy.db;", "package gg.emberfall.core.sql;"),
        ("/** The HikariCP pool and the executor every query runs on (never the main thread). */",
         "/** The one HikariCP pool of this server (shared by economy, claims and reports through the\n * "
         "ServicesManager) and the executor every query runs on (never the main thread). */"),
    ])
    s.prompt("renameplan", "And since we're rewriting it anyway: rename ClaimManager to ClaimService. getClaimAt "
             "becomes claimAt and returns Optional<Claim>. It's not managing a YAML file any more.")
    s.bash("renamecls", "git mv emberfall-claims/src/main/java/gg/emberfall/claims/ClaimManager.java "
           "emberfall-claims/src/main/java/gg/emberfall/claims/ClaimService.java && sed -i "
           "'s/ClaimManager/ClaimService/g; s/getClaimAt/claimAt/g' $(grep -rl -e ClaimManager -e getClaimAt "
           "emberfall-claims/src/main) && git status --short",
           "R  emberfall-claims/src/main/java/gg/emberfall/claims/ClaimManager.java -> "
           "emberfall-claims/src/main/java/gg/emberfall/claims/ClaimService.java\n M "
           "emberfall-claims/src/main/java/gg/emberfall/claims/ClaimsPlugin.java\n M "
           "emberfall-claims/src/main/java/gg/emberfall/claims/ProtectionListener.java\n M "
           "emberfall-claims/src/main/java/gg/emberfall/claims/ClaimService.java")
    s.write("schemav4", "emberfall-claims/src/main/resources/schema/V4__claims.sql",
            "CREATE TABLE IF NOT EXISTS ef_claims (\n    id BINARY(16) NOT NULL PRIMARY KEY,\n    owner BINARY(16) NOT "
            "NULL,\n    world VARCHAR(64) NOT NULL,\n    min_x INT NOT NULL, min_z INT NOT NULL,\n    max_x INT NOT "
            "NULL, max_z INT NOT NULL,\n    created_at TIMESTAMP NOT NULL DEFAULT CURRENT_TIMESTAMP,\n    INDEX "
            "idx_owner (owner),\n    INDEX idx_area (world, min_x, max_x, min_z, max_z)\n) ENGINE=InnoDB DEFAULT "
            "CHARSET=utf8mb4;\n\nCREATE TABLE IF NOT EXISTS ef_claim_trust (\n    claim_id BINARY(16) NOT NULL,\n    "
            "player BINARY(16) NOT NULL,\n    PRIMARY KEY (claim_id, player),\n    FOREIGN KEY (claim_id) REFERENCES "
            "ef_claims(id) ON DELETE CASCADE\n) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;\n")
    s.bash("renamefail", "./gradlew build",
           "> Task :emberfall-claims:compileTestJava FAILED\n/home/mara/code/emberfall/emberfall-claims/src/test/java/"
           "gg/emberfall/claims/ProtectionListenerTest.java:18: error: cannot find symbol\n    private ClaimManager "
           "claims;\n            ^\n  symbol:   class ClaimManager\n  location: class ProtectionListenerTest\n/home/mara/"
           "code/emberfall/emberfall-claims/src/test/java/gg/emberfall/claims/ProtectionListenerTest.java:31: error: "
           "cannot find symbol\n        assertNull(claims.getClaimAt(outside));\n                     ^\n  symbol:   "
           "method getClaimAt(Location)\n2 errors\n\nFAILURE: Build failed with an exception.\n\nBUILD FAILED in 19s",
           code=1)
    s.edit("renamefix", "emberfall-claims/src/test/java/gg/emberfall/claims/ProtectionListenerTest.java",
           "    private ClaimManager claims;", "    private ClaimService claims;")
    s.bash("importyaml", "./gradlew build && ./gradlew :emberfall-claims:runServer --console=plain | grep "
           "EmberfallClaims", "BUILD SUCCESSFUL in 41s\n38 actionable tasks: 29 executed, 9 up-to-date\n[10:48:09 "
           "INFO]: [EmberfallClaims] Enabling EmberfallClaims v1.0.0-SNAPSHOT\n[10:48:10 INFO]: [EmberfallClaims] "
           "Imported 1,412 claims from claims.yml into ef_claims (file renamed to claims.yml.imported)\n[10:48:10 "
           "INFO]: [EmberfallClaims] ClaimService ready: 1,412 claims cached in 88 chunks-index buckets")
    s.bash("commit6", "git add -A && git commit -m 'feat(reports): /report with discord webhook; claims in MySQL; "
           "Database moved to core; ClaimManager -> ClaimService'", "[main f4a9b27] feat(reports): /report with "
           "discord webhook; claims in MySQL; Database moved to core; ClaimManager -> ClaimService\n 31 files changed, "
           "1204 insertions(+), 287 deletions(-)\n rename emberfall-{economy/src/main/java/gg/emberfall/economy/db => "
           "core/src/main/java/gg/emberfall/core/sql}/Database.java (88%)\n rename emberfall-claims/src/main/java/gg/"
           "emberfall/claims/{ClaimManager.java => ClaimService.java} (61%)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("release", "Release day: v1.0.0 of the whole suite goes onto the live network for Season 4, which opens "
             "Saturday 26 February at 18:00 CET. Panel is https://panel.pixelnode.gg, node fsn-node-07. Servers: "
             "Emberfall Proxy (19d0b6f2), Emberfall Lobby (7c1e4a90), Emberfall Survival (a3f9c2d1). For now we "
             "upload the jars over SFTP (port 2022) with a small script.")
    s.edit("version", "gradle.properties", "emberfallVersion=1.0.0-SNAPSHOT", "emberfallVersion=1.0.0")
    s.bash("buildrel", "./gradlew clean build && ls -lh */build/libs/*.jar",
           "BUILD SUCCESSFUL in 52s\n41 actionable tasks: 41 executed\n-rw-r--r-- 1 mara mara  31K Feb 23 10:14 "
           "emberfall-claims/build/libs/emberfall-claims-1.0.0.jar\n-rw-r--r-- 1 mara mara  22K Feb 23 10:14 "
           "emberfall-core/build/libs/emberfall-core-1.0.0.jar\n-rw-r--r-- 1 mara mara 3.1M Feb 23 10:14 "
           "emberfall-economy/build/libs/emberfall-economy-1.0.0.jar\n-rw-r--r-- 1 mara mara  14K Feb 23 10:14 "
           "emberfall-proxy/build/libs/emberfall-proxy-1.0.0.jar\n-rw-r--r-- 1 mara mara 6.8M Feb 23 10:14 "
           "emberfall-reports/build/libs/emberfall-reports-1.0.0.jar")
    s.write("uploadsh", "deploy/upload.sh",
            "#!/usr/bin/env bash\n# Uploads every built jar to the plugins/ folder of a Pterodactyl server over SFTP.\n"
            "# usage: deploy/upload.sh lobby|survival|proxy\nset -euo pipefail\ndeclare -A IDS=([proxy]=19d0b6f2 "
            "[lobby]=7c1e4a90 [survival]=a3f9c2d1)\nid=${IDS[$1]}\nhost=fsn-node-07.pixelnode.gg\n{\n  echo 'cd "
            "plugins'\n  for jar in emberfall-*/build/libs/*.jar; do echo \"put $jar\"; done\n} | sftp -b - -P 2022 "
            "\"mara.${id}@${host}\"\n")
    s.pre_tool("preupload", "Bash", {"command": "chmod +x deploy/upload.sh && deploy/upload.sh survival",
                                     "description": "Upload the 1.0.0 jars to the survival server over SFTP"})
    s.tool_failure("sftpfail", "Bash", {"command": "chmod +x deploy/upload.sh && deploy/upload.sh survival",
                                        "description": "Upload the 1.0.0 jars to the survival server over SFTP"},
                   "Exit code 255\nmara.a3f9c2d1@fsn-node-07.pixelnode.gg: Permission denied (password,publickey).\n"
                   "Connection closed")
    s.prompt("sftpwhy", "My subuser on the survival server only had console and file-read permissions, no "
             "'file.sftp'. Tobias ticked it in the panel just now, try again. The lobby and proxy already had it.")
    s.bash("uploadok", "deploy/upload.sh survival && deploy/upload.sh lobby && deploy/upload.sh proxy",
           "Connected to fsn-node-07.pixelnode.gg.\nsftp> cd plugins\nsftp> put emberfall-claims/build/libs/"
           "emberfall-claims-1.0.0.jar\nsftp> put emberfall-core/build/libs/emberfall-core-1.0.0.jar\nsftp> put "
           "emberfall-economy/build/libs/emberfall-economy-1.0.0.jar\nsftp> put emberfall-proxy/build/libs/"
           "emberfall-proxy-1.0.0.jar\nsftp> put emberfall-reports/build/libs/emberfall-reports-1.0.0.jar\n"
           "(same 5 files for lobby and proxy)")
    s.bash("restart", "for id in 19d0b6f2 7c1e4a90 a3f9c2d1; do curl -s -o /dev/null -w \"$id %{http_code}\\n\" -X "
           "POST \"https://panel.pixelnode.gg/api/client/servers/$id/power\" -H \"Authorization: Bearer $PTERO_KEY\" "
           "-H 'Content-Type: application/json' -d '{\"signal\":\"restart\"}'; done",
           "19d0b6f2 204\n7c1e4a90 204\na3f9c2d1 204")
    s.bash("livelog", "curl -s \"https://panel.pixelnode.gg/api/client/servers/a3f9c2d1/files/contents?file=%2Flogs%2F"
           "latest.log\" -H \"Authorization: Bearer $PTERO_KEY\" | grep -E 'Emberfall|Hikari|Done'",
           "[10:31:12 INFO]: [EmberfallCore] Enabling EmberfallCore v1.0.0\n[10:31:12 INFO]: [EmberfallCore] "
           "HikariPool-1 - Start completed.\n[10:31:13 INFO]: [EmberfallEconomy] Enabling EmberfallEconomy v1.0.0\n"
           "[10:31:13 INFO]: [EmberfallClaims] Enabling EmberfallClaims v1.0.0\n[10:31:13 INFO]: [EmberfallReports] "
           "Enabling EmberfallReports v1.0.0\n[10:31:15 INFO]: Done (9.874s)! For help, type \"help\"")
    s.prompt("primerule", "Tobias's rules for the live network, write them down: no restarts between 18:00 and 23:00 "
             "CET, that's when people play. Any other time, announce it with /broadcast 10 minutes ahead. And if the "
             "network is down for more than 30 minutes, call him: +49 151 2384 7712.")
    s.bash("tag", "git add -A && git commit -m 'release: 1.0.0' && git tag -a v1.0.0 -m 'Emberfall 1.0.0 for Season 4' "
           "&& git push origin main --tags", "[main 0b7c3e9] release: 1.0.0\n 3 files changed, 24 insertions(+), 1 "
           "deletion(-)\n create mode 100755 deploy/upload.sh\nTo github.com:emberfall-smp/emberfall.git\n   f4a9b27.."
           "0b7c3e9  main -> main\n * [new tag]         v1.0.0 -> v1.0.0")
    s.remember("memdeploy", "emberfall production (since 1.0.0 on 23 February 2028): Pterodactyl panel "
               "https://panel.pixelnode.gg (host PixelNode), node fsn-node-07; servers Emberfall Proxy 19d0b6f2 "
               "(Velocity, 25565), Emberfall Lobby 7c1e4a90 (25566), Emberfall Survival a3f9c2d1 (25567). Jars go up "
               "with deploy/upload.sh over SFTP port 2022, restart via the client API power endpoint. No restarts "
               "18:00-23:00 CET, announce 10 minutes ahead; Tobias Reinholt +49 151 2384 7712 if down over 30 min.",
               "emberfall deployment", "fact")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("dropwebhooklib", "The reports jar is 6.8 MB and almost all of it is the discord-webhooks library with "
             "okhttp and the Kotlin stdlib, and that repo got archived on GitHub last month. Drop it. We send one "
             "kind of POST: do it with java.net.http.HttpClient and a hand-built JSON body.")
    s.write("httpclient", "emberfall-reports/src/main/java/gg/emberfall/reports/discord/DiscordWebhook.java",
            DISCORD_WEBHOOK_JAVA)
    s.edit("rmdep", "emberfall-reports/build.gradle.kts",
           "    implementation(\"club.minnced:discord-webhooks:0.8.4\")\n", "")
    s.bash("jarsize", "./gradlew :emberfall-reports:build && ls -lh emberfall-reports/build/libs/",
           "BUILD SUCCESSFUL in 13s\n9 actionable tasks: 6 executed, 3 up-to-date\ntotal 28K\n-rw-r--r-- 1 mara mara "
           "26K Feb 25 14:22 emberfall-reports-1.0.1-SNAPSHOT.jar")
    s.bash("ratelimit", "./gradlew :emberfall-reports:runServer --console=plain -Preports.burst=12 | grep -i discord",
           "[14:31:40 WARN]: [EmberfallReports] Discord webhook answered 429: {\"message\": \"You are being rate "
           "limited.\", \"retry_after\": 1.337, \"global\": false}\n[14:31:40 WARN]: [EmberfallReports] Discord webhook "
           "answered 429: {\"message\": \"You are being rate limited.\", \"retry_after\": 1.301, \"global\": false}\n"
           "(7 of 12 test reports never reached #mod-reports-test)")
    s.prompt("ratewhy", "Twelve reports in a second and Discord throttles the webhook (5 requests per 2 s). Reports "
             "must never get lost: on 429 sleep retry_after and resend the same body, honour X-RateLimit-Remaining "
             "and Reset-After too, keep the single worker thread.")
    s.edit("ratefix", "emberfall-reports/src/main/java/gg/emberfall/reports/discord/DiscordWebhook.java",
           "            if (res.statusCode() >= 300) {",
           "            if (res.statusCode() == 429) {\n                double wait = retryAfterSeconds(res);\n"
           "                Thread.sleep((long) Math.ceil(wait * 1000));\n                send(body);  // same report "
           "again, never dropped\n                return;\n            }\n            if (res.statusCode() >= 300) {")
    s.prompt("nopings", "Aiyana asked for something: no more @here on reports, mods got woken up at 3 in the morning "
             "all week. Ping the @Mod On Duty role (id 1204417783912345601) only between 08:00 and 23:00 CET; at night "
             "just post the embed silently. She also wants the report id in the title so they can do /reports claim "
             "<id> in game.")
    s.edit("pingedit", "emberfall-reports/src/main/java/gg/emberfall/reports/ReportNotifier.java",
           "        String content = \"@here new report\";",
           "        String content = quietHours(now) ? \"\" : \"<@&1204417783912345601> new report #\" + r.id();  // no "
           "@here (Aiyana); 23:00-08:00 CET silent")
    s.bash("test8", "./gradlew build", "> Task :emberfall-reports:test\n\nReportNotifierTest > nightReportHasNoPing() "
           "PASSED\nReportNotifierTest > dayReportPingsModOnDutyRole() PASSED\nDiscordWebhookTest > "
           "retriesAfter429() PASSED\nReportCommandTest > cooldownIs120Seconds() PASSED\n\nBUILD SUCCESSFUL in 36s\n"
           "41 actionable tasks: 12 executed, 29 up-to-date")
    s.remember("memreports", "emberfall reports (EmberfallReports): /report <player> <reason>, 120 s cooldown, stored "
               "in MySQL ef_reports, posted to Discord #mod-reports by our own DiscordWebhook on java.net.http "
               "(the club.minnced discord-webhooks library was dropped on 25 February: archived, 6.8 MB jar). On "
               "429 it waits retry_after and resends. Pings the Mod On Duty role 08:00-23:00 CET only, never @here "
               "(Aiyana Brooks). Embeds show both players' world and coordinates and the last 10 chat lines.",
               "emberfall player reports", "fact")
    s.bash("deploy8", "rcon-cli --host fsn-node-07.pixelnode.gg --port 25575 'broadcast <gold>Survival restarts in "
           "10 minutes for a small update.' && sleep 600 && deploy/upload.sh survival && curl -s -o /dev/null -w "
           "'%{http_code}\\n' -X POST https://panel.pixelnode.gg/api/client/servers/a3f9c2d1/power -H "
           "\"Authorization: Bearer $PTERO_KEY\" -d '{\"signal\":\"restart\"}'",
           "Broadcast sent.\nConnected to fsn-node-07.pixelnode.gg.\nsftp> cd plugins\nsftp> put emberfall-reports/"
           "build/libs/emberfall-reports-1.0.1.jar\n204", minutes=12)
    s.bash("commit8", "git add -A && git commit -m 'fix(reports): own java.net.http webhook client with 429 retry; "
           "mod-on-duty ping in daytime only' && git tag v1.0.1", "[main 5d2e8a6] fix(reports): own java.net.http "
           "webhook client with 429 retry; mod-on-duty ping in daytime only\n 6 files changed, 148 insertions(+), "
           "61 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("incident", "We had an incident last night, the very first evening of Season 4. From about 20:10 to "
             "20:55 CET /pay, /baltop, the chest shops and claim checks hung for everyone on survival, with about 70 "
             "players online. Aiyana restarted survival at 20:50 (prime time, but it was already broken) and it "
             "didn't really help. Tobias wants to know what happened. I pulled the console log from the panel into "
             "incident/survival-2028-02-26.log.")
    s.read("hikari2", "incident/survival-2028-02-26.log", INCIDENT_LOG)
    s.pre_tool("preprocess", "Bash", {"command": "mysql -h 10.0.4.12 -P 3306 -u u14_Kx9fQ -p s14_emberfall -e "
                                      "\"SELECT host, COUNT(*) FROM information_schema.processlist WHERE user = "
                                      "'u14_Kx9fQ' GROUP BY host\"", "description": "Count DB connections per server"})
    s.bash("processlist", "mysql -h 10.0.4.12 -P 3306 -u u14_Kx9fQ -p s14_emberfall -e \"SELECT SUBSTRING_INDEX(host,"
           "':',1) AS src, COUNT(*) FROM information_schema.processlist WHERE user = 'u14_Kx9fQ' GROUP BY src\"",
           "+-------------+----------+\n| src         | COUNT(*) |\n+-------------+----------+\n| 172.18.0.4  |       10 |"
           "\n| 172.18.0.7  |        3 |\n| 172.18.0.9  |        2 |\n+-------------+----------+")
    s.prompt("hikariwhy2", "Same 'Connection is not available, request timed out after 30000ms' as the /baltop leak "
             "two weeks ago, but it's not a leak this time: leak detection is silent and the pool says total=3, not "
             "10. PixelNode's database host caps our DB user at 15 connections (max_user_connections). Since "
             "Wednesday's deploy the upload script put every jar on every server, so the lobby (172.18.0.4) runs "
             "economy too and holds 10 idle connections from minimum-idle 10, my SQL console had 2, and survival "
             "could only ever open 3 for 70 players. Restarting survival can't fix that, the lobby keeps its 10.")
    s.edit("poolfix", "deploy/survival/config/EmberfallCore/config.yml",
           "  pool:\n    maximum-pool-size: 10\n    minimum-idle: 10",
           "  pool:\n    maximum-pool-size: 8   # survival: the only server with economy (max_user_connections 15)\n"
           "    minimum-idle: 2")
    s.edit("lobbypool", "deploy/lobby/config/EmberfallCore/config.yml",
           "  pool:\n    maximum-pool-size: 10\n    minimum-idle: 10",
           "  pool:\n    maximum-pool-size: 2   # lobby only reads claim counts for /profile\n    minimum-idle: 1")
    s.prompt("ticket", "The lobby doesn't need economy or reports at all, delete those jars from the lobby's plugins "
             "folder. And I opened ticket #48213 with PixelNode to raise max_user_connections to 30.")
    s.lesson("lesson2", "The same HikariCP 'Connection is not available, request timed out after 30000ms' can be a "
             "connection cap, not a leak: if total is below maximumPoolSize and the log has 'Pool is empty, failed to "
             "create/setup connection' with MySQL's max_user_connections, the pool cannot grow. Count connections "
             "per server in information_schema.processlist and size every server's pool to fit the DB user's limit.",
             "emberfall Season 4 opening night incident, 26 February 2028, 20:10-20:55 CET")
    s.write("incnote", "docs/incidents/2028-02-26.md",
            "# 26 February 2028: economy and claims hung on survival\n\n- **When:** 20:10-20:55 CET (Season 4 "
            "opening night, ~70 players online)\n- **Impact:** /pay, /baltop, chest shop purchases and claim checks "
            "timed out after 30 s; one restart at 20:50 by Aiyana did not help.\n- **Cause:** PixelNode's MySQL "
            "limits our user to 15 connections. Since the 1.0.0 deploy the lobby also ran EmberfallEconomy and held "
            "10 idle connections (minimum-idle 10); survival got only 3.\n- **Not the cause:** the connection leak "
            "in /baltop of 11 February (fixed in a07d5e8); leak detection stayed silent.\n- **Fix:** survival pool "
            "8 (minimum-idle 2), lobby pool 2, economy and reports removed from the lobby; PixelNode ticket #48213 "
            "to raise the limit to 30.\n")
    s.bash("deploy9", "rcon-cli --host fsn-node-07.pixelnode.gg --port 25575 'broadcast <gold>Quick restart in 10 "
           "minutes to fix the shop.' && sleep 600 && for id in 7c1e4a90 a3f9c2d1; do curl -s -o /dev/null -w \"$id "
           "%{http_code}\\n\" -X POST https://panel.pixelnode.gg/api/client/servers/$id/power -H \"Authorization: "
           "Bearer $PTERO_KEY\" -d '{\"signal\":\"restart\"}'; done", "Broadcast sent.\n7c1e4a90 204\na3f9c2d1 204",
           minutes=12)
    s.bash("verify9", "mysql -h 10.0.4.12 -u u14_Kx9fQ -p s14_emberfall -e \"SELECT SUBSTRING_INDEX(host,':',1) AS "
           "src, COUNT(*) FROM information_schema.processlist WHERE user = 'u14_Kx9fQ' GROUP BY src\"",
           "+-------------+----------+\n| src         | COUNT(*) |\n+-------------+----------+\n| 172.18.0.4  |        1 |"
           "\n| 172.18.0.7  |        6 |\n+-------------+----------+")
    s.bash("commit9", "git add -A && git commit -m 'ops: pool sizes per server (survival 8, lobby 2); incident note "
           "2028-02-26'", "[main 9c41d03] ops: pool sizes per server (survival 8, lobby 2); incident note 2028-02-26\n"
           " 4 files changed, 29 insertions(+), 4 deletions(-)\n create mode 100644 docs/incidents/2028-02-26.md")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("deployapi", "The SFTP script is why the lobby got the economy jar: it pushes everything in build/libs "
             "to every server. Replace it. A Gradle task deployPterodactyl that uploads only the jars listed for "
             "that server in deploy/servers.json through the Pterodactyl client API (signed upload URL), then sends "
             "the restart signal. The key comes from PTERO_CLIENT_KEY in my environment, never from the repo.")
    s.write("serversjson", "deploy/servers.json", SERVERS_JSON)
    s.write("deploytask", "buildSrc/src/main/kotlin/PterodactylDeploy.kt", DEPLOY_TASK_KT)
    s.edit(None, "build.gradle.kts", "allprojects {", "tasks.register<PterodactylDeploy>(\"deployPterodactyl\") {\n"
           "    server.set(providers.gradleProperty(\"server\"))\n    dependsOn(subprojects.map { it.tasks.named("
           "\"build\") })\n}\n\nallprojects {")
    s.bash("rmupload", "git rm deploy/upload.sh", "rm 'deploy/upload.sh'")
    s.bash("apifail", "./gradlew deployPterodactyl -Pserver=lobby",
           "> Task :deployPterodactyl FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
           "Execution failed for task ':deployPterodactyl'.\n> GET /files/upload -> 403: {\"errors\":[{\"code\":"
           "\"AccessDeniedHttpException\",\"status\":\"403\",\"detail\":\"This action is unauthorized.\"}]}\n\n"
           "BUILD FAILED in 7s", code=1)
    s.prompt("apiwhy", "My bad, PTERO_CLIENT_KEY had the ptla_ application key Tobias gave me for the panel admin "
             "API. The /api/client endpoints need a ptlc_ client key from my own account page. I've swapped it.")
    s.lesson("lesson4", "Pterodactyl answers 403 'This action is unauthorized' on /api/client/... when the key is an "
             "application key (ptla_...); client endpoints (files, power) need a client API key (ptlc_...) from the "
             "user's account page, and that user needs the file permissions on the server.",
             "emberfall: first run of ./gradlew deployPterodactyl on 1 March 2028")
    s.bash("deployok", "./gradlew deployPterodactyl -Pserver=lobby && ./gradlew deployPterodactyl -Pserver=survival",
           "> Task :deployPterodactyl\nUploaded emberfall-core-1.0.1.jar to lobby (7c1e4a90)\nUploaded "
           "emberfall-claims-1.0.1.jar to lobby (7c1e4a90)\nrestart signal sent to lobby\n\nBUILD SUCCESSFUL in 18s\n"
           "> Task :deployPterodactyl\nUploaded emberfall-core-1.0.1.jar to survival (a3f9c2d1)\nUploaded "
           "emberfall-economy-1.0.1.jar to survival (a3f9c2d1)\nUploaded emberfall-claims-1.0.1.jar to survival "
           "(a3f9c2d1)\nUploaded emberfall-reports-1.0.1.jar to survival (a3f9c2d1)\nrestart signal sent to "
           "survival\n\nBUILD SUCCESSFUL in 24s")
    s.prompt("claimcost", "Kenji's request after the opening weekend: flat 200 per claim means big farms are cheap "
             "and tiny starter plots expensive. Price claims by area instead: 0.5 Embers per block of area, minimum "
             "50 Embers. A 20x20 claim still costs 200.")
    s.edit("costedit", "emberfall-claims/src/main/java/gg/emberfall/claims/ClaimService.java",
           "    public static final long CLAIM_COST_MINOR = 20_000; // 200 Embers, flat",
           "    public static final long COST_PER_BLOCK_MINOR = 50;   // 0.5 Embers per block of area (Kenji, 1 March)\n"
           "    public static final long MIN_COST_MINOR = 5_000;      // 50 Embers\n\n    public static long costMinor("
           "Claim c) {\n        return Math.max(MIN_COST_MINOR, c.area() * COST_PER_BLOCK_MINOR);\n    }")
    s.bash("test10", "./gradlew build", "> Task :emberfall-claims:test\n\nClaimServiceTest > twentyByTwentyCosts200() "
           "PASSED\nClaimServiceTest > smallPlotCostsMinimum50() PASSED\nClaimServiceTest > claimAtFindsEdgeBlock() "
           "PASSED\n\nBUILD SUCCESSFUL in 39s\n43 actionable tasks: 14 executed, 29 up-to-date")
    s.bash(None, "git status --short", " M build.gradle.kts\n D deploy/upload.sh\n M emberfall-claims/src/main/java/"
           "gg/emberfall/claims/ClaimService.java\n M emberfall-claims/src/test/java/gg/emberfall/claims/"
           "ClaimServiceTest.java\n?? buildSrc/\n?? deploy/servers.json")
    s.bash("commit10", "git add -A && git commit -m 'deploy: gradle deployPterodactyl via client API, per-server jar "
           "lists; claims priced by area'", "[main 2e6f9b1] deploy: gradle deployPterodactyl via client API, "
           "per-server jar lists; claims priced by area\n 7 files changed, 171 insertions(+), 14 deletions(-)\n "
           "delete mode 100755 deploy/upload.sh\n create mode 100644 buildSrc/src/main/kotlin/PterodactylDeploy.kt")
    s.stop()
    s.end()


def s11(s):
    s.start()
    s.prompt("meeting", "Notes from last night's staff call with Tobias, Aiyana and Kenji. 1) Ember Festival is "
             "Saturday 11 March at 19:00 CET; Kenji builds the arena on survival and wants claim trust for building "
             "teams before then. 2) The Paper 1.21.5 upgrade waits until after the festival, week of 13 March. 3) "
             "In April Tobias moves the whole network off PixelNode onto a dedicated Hetzner AX42 and runs "
             "Pterodactyl there himself. 4) Next feature after that is /appeal for banned players, Aiyana's wish.")
    s.write("trust", "emberfall-claims/src/main/java/gg/emberfall/claims/command/TrustCommand.java",
            "package gg.emberfall.claims.command;\n\nimport gg.emberfall.claims.ClaimService;\n\n/** /claim trust "
            "<player> and /claim untrust <player> in the claim you stand in (ef_claim_trust). */\npublic final class "
            "TrustCommand implements BasicCommand {\n    private final ClaimService claims;\n\n    public TrustCommand("
            "ClaimService claims) { this.claims = claims; }\n\n    @Override\n    public void execute(CommandSourceStack "
            "src, String[] args) {\n        if (!(src.getSender() instanceof Player p)) return;\n        claims.claimAt"
            "(p.getLocation()).ifPresentOrElse(c -> claims.trust(c, args[0]).thenRun(() -> claims.sync(() ->\n"
            "                p.sendMessage(claims.messages().render(\"claims.trusted\", Placeholder.unparsed(\"player\", "
            "args[0]))))),\n            () -> p.sendMessage(claims.messages().render(\"claims.not-in-claim\")));\n    }\n}\n")
    s.bash("test11", "./gradlew build", "> Task :emberfall-claims:test\n\nTrustCommandTest > trustAddsRow() PASSED\n"
           "TrustCommandTest > onlyOwnerCanTrust() PASSED\n\nBUILD SUCCESSFUL in 37s\n43 actionable tasks: 11 "
           "executed, 32 up-to-date")
    s.read("readroot", "build.gradle.kts", ROOT_BUILD_KTS)
    s.edit("changelog", "CHANGELOG.md", "## 1.0.1 - 2028-02-25",
           "## 1.1.0 - 2028-03-03\n- claims: /claim trust and /claim untrust (ef_claim_trust)\n- claims: price by "
           "area, 0.5 Embers per block, minimum 50\n- deploy: ./gradlew deployPterodactyl replaces deploy/upload.sh\n\n"
           "## 1.0.1 - 2028-02-25")
    s.bash("deploy11", "sed -i 's/emberfallVersion=.*/emberfallVersion=1.1.0/' gradle.properties && git commit -am "
           "'release: 1.1.0' && git tag -a v1.1.0 -m 'claim trust for the Ember Festival' && ./gradlew "
           "deployPterodactyl -Pserver=survival", "[main 7a3d5c2] release: 1.1.0\n 3 files changed, 58 insertions(+), "
           "2 deletions(-)\n> Task :deployPterodactyl\nUploaded emberfall-core-1.1.0.jar to survival (a3f9c2d1)\n"
           "Uploaded emberfall-economy-1.1.0.jar to survival (a3f9c2d1)\nUploaded emberfall-claims-1.1.0.jar to "
           "survival (a3f9c2d1)\nUploaded emberfall-reports-1.1.0.jar to survival (a3f9c2d1)\nrestart signal sent to "
           "survival\n\nBUILD SUCCESSFUL in 51s")
    s.remember("memplans", "emberfall plans as of 3 March 2028 (staff call with Tobias Reinholt, Aiyana Brooks, Kenji "
               "Watanabe): Ember Festival on Saturday 11 March 19:00 CET (Kenji's arena, claim trust shipped in 1.1.0 "
               "for it); Paper 1.21.5 upgrade in the week of 13 March, after the festival; in April the network moves "
               "from PixelNode to a dedicated Hetzner AX42 with Tobias running Pterodactyl; then an /appeal flow for "
               "banned players (Aiyana).", "emberfall roadmap March-April 2028", "decision")
    s.bash(None, "git log --oneline -6", "7a3d5c2 release: 1.1.0\n2e6f9b1 deploy: gradle deployPterodactyl via "
           "client API, per-server jar lists; claims priced by area\n9c41d03 ops: pool sizes per server (survival 8, "
           "lobby 2); incident note 2028-02-26\n5d2e8a6 fix(reports): own java.net.http webhook client with 429 "
           "retry; mod-on-duty ping in daytime only\n0b7c3e9 release: 1.0.0\nf4a9b27 feat(reports): /report with "
           "discord webhook; claims in MySQL; Database moved to core; ClaimManager -> ClaimService")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2028-02-07T09:10:00", "5e1a0c31-7b42-4d8e-9f10-a0b1c2d35401", s1),     # Mon
    ("s2", "2028-02-09T10:00:00", "6f2b1d42-8c53-4e9f-a021-b1c2d3e45402", s2),     # Wed
    ("s3", "2028-02-11T13:30:00", "703c2e53-9d64-4fa0-b132-c2d3e4f55403", s3),     # Fri
    ("s4", "2028-02-15T09:40:00", "814d3f64-ae75-40b1-c243-d3e4f5065404", s4),     # Tue
    ("s5", "2028-02-17T10:15:00", "925e4075-bf86-41c2-d354-e4f506175405", s5),     # Thu
    ("s6", "2028-02-21T09:30:00", "a36f5186-c097-42d3-e465-f50617285406", s6),     # Mon
    ("s7", "2028-02-23T10:00:00", "b4706297-d1a8-43e4-f576-061728395407", s7),     # Wed
    ("s8", "2028-02-25T14:00:00", "c58173a8-e2b9-44f5-0687-17283a4a5408", s8),     # Fri
    ("s9", "2028-02-27T10:30:00", "d69284b9-f3ca-4506-1798-28394b5b5409", s9),     # Sun
    ("s10", "2028-03-01T09:00:00", "e7a395ca-04db-4617-28a9-394a5c6c5410", s10),   # Wed
    ("s11", "2028-03-03T15:00:00", "f8b4a6db-15ec-4728-39ba-4a5b6d7d5411", s11),   # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2028-03-06T08:30:00Z"
