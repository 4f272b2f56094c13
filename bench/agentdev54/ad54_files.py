"""Whole files the agent reads or writes in the emberfall history (bench/agentdev54/sessions.py)."""
from __future__ import annotations

SETTINGS_KTS = """rootProject.name = "emberfall"

pluginManagement {
    repositories {
        gradlePluginPortal()
        maven("https://repo.papermc.io/repository/maven-public/")
    }
}

plugins {
    id("org.gradle.toolchains.foojay-resolver-convention") version "0.9.0"
}

include(
    "emberfall-core",
    "emberfall-economy",
    "emberfall-claims",
)
"""

ROOT_BUILD_KTS = """plugins {
    java
    id("com.gradleup.shadow") version "8.3.5" apply false
    id("xyz.jpenilla.run-paper") version "2.3.1" apply false
}

allprojects {
    group = "gg.emberfall"
    version = providers.gradleProperty("emberfallVersion").get()
}

subprojects {
    apply(plugin = "java")

    java {
        toolchain.languageVersion.set(JavaLanguageVersion.of(21))
    }

    repositories {
        mavenCentral()
    }

    dependencies {
        "compileOnly"("io.papermc.paper:paper-api:1.21.4-R0.1-SNAPSHOT")
        "testImplementation"(platform("org.junit:junit-bom:5.11.4"))
        "testImplementation"("org.junit.jupiter:junit-jupiter")
        "testRuntimeOnly"("org.junit.platform:junit-platform-launcher")
    }

    tasks.withType<JavaCompile>().configureEach {
        options.encoding = "UTF-8"
        options.release.set(21)
        options.compilerArgs.addAll(listOf("-Xlint:deprecation", "-Werror"))
    }

    tasks.withType<Test>().configureEach {
        useJUnitPlatform()
        testLogging { events("failed") }
    }

    tasks.withType<ProcessResources>().configureEach {
        filesMatching("plugin.yml") {
            expand("version" to project.version)
        }
    }
}
"""

CORE_PLUGIN_YML = """name: EmberfallCore
version: '${version}'
main: gg.emberfall.core.EmberfallCore
api-version: '1.21'
description: Shared services of the Emberfall network (messages, database pool, player data)
authors: [Mara Lindqvist]
website: https://emberfall.gg
load: STARTUP
softdepend: [LuckPerms]
commands:
  emberfall:
    description: Emberfall admin command (reload, version)
    usage: /emberfall <reload|version>
    aliases: [ef]
    permission: emberfall.core.admin
permissions:
  emberfall.core.admin:
    description: Reload Emberfall messages and config
    default: op
"""

CORE_MAIN_JAVA = """package gg.emberfall.core;

import gg.emberfall.core.text.Messages;
import org.bukkit.plugin.java.JavaPlugin;

/** Entry point of EmberfallCore: loads messages.yml and exposes shared services to the other modules. */
public final class EmberfallCore extends JavaPlugin {

    private Messages messages;

    @Override
    public void onEnable() {
        saveResource("messages.yml", false);
        this.messages = Messages.load(getDataFolder().toPath().resolve("messages.yml"), getSLF4JLogger());
        getServer().getServicesManager().register(Messages.class, messages, this, org.bukkit.plugin.ServicePriority.Normal);
        getSLF4JLogger().info("Loaded {} messages", messages.size());
    }

    public Messages messages() {
        return messages;
    }
}
"""

MESSAGES_JAVA = """package gg.emberfall.core.text;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import net.kyori.adventure.text.Component;
import net.kyori.adventure.text.minimessage.MiniMessage;
import net.kyori.adventure.text.minimessage.tag.resolver.TagResolver;
import org.bukkit.configuration.file.YamlConfiguration;
import org.slf4j.Logger;

/**
 * Every player-facing string of Emberfall: MiniMessage templates from messages.yml, rendered with
 * placeholders. No legacy colour codes anywhere (house rule).
 */
public final class Messages {

    private static final MiniMessage MM = MiniMessage.miniMessage();
    private final Map<String, String> templates;

    private Messages(Map<String, String> templates) {
        this.templates = templates;
    }

    public static Messages load(Path file, Logger log) {
        YamlConfiguration yaml = YamlConfiguration.loadConfiguration(file.toFile());
        Map<String, String> out = new HashMap<>();
        for (String key : yaml.getKeys(true)) {
            if (yaml.isString(key)) {
                out.put(key, yaml.getString(key));
            }
        }
        if (out.values().stream().anyMatch(s -> s.indexOf('\\u00a7') >= 0 || s.contains("&a") || s.contains("&c"))) {
            log.warn("messages.yml contains legacy colour codes; use MiniMessage tags instead");
        }
        return new Messages(out);
    }

    public Component render(String key, TagResolver... placeholders) {
        String template = templates.getOrDefault(key, "<red>missing message: " + key + "</red>");
        return MM.deserialize(templates.getOrDefault("prefix", "") + template, placeholders);
    }

    public int size() {
        return templates.size();
    }
}
"""

MESSAGES_YML = """# Emberfall messages. MiniMessage only: https://docs.advntr.dev/minimessage/format.html
# No legacy & or section-sign colour codes (they are rejected at load).
prefix: "<gradient:#ff7a18:#ffb347><bold>Emberfall</bold></gradient> <dark_gray>\u00bb</dark_gray> "

core:
  reloaded: "<green>Reloaded <white><count></white> messages.</green>"
  no-permission: "<red>You can't do that.</red>"
  player-only: "<red>Only players can use this command.</red>"

economy:
  balance: "<gray>Balance:</gray> <gold>\u2726<amount> Embers</gold>"
  balance-other: "<gray><player>'s balance:</gray> <gold>\u2726<amount> Embers</gold>"
  paid: "<green>You sent <gold>\u2726<amount></gold> to <white><player></white>.</green>"
  received: "<green>You received <gold>\u2726<amount></gold> from <white><player></white>.</green>"
  insufficient: "<red>You only have <gold>\u2726<amount></gold>.</red>"
  baltop-header: "<gold><bold>Richest players</bold></gold> <gray>(page <page>)</gray>"
  baltop-line: "<gray><rank>.</gray> <white><player></white> <dark_gray>-</dark_gray> <gold>\u2726<amount></gold>"
  busy: "<yellow>The bank is busy, try again in a moment.</yellow>"
"""

ECONOMY_BUILD_KTS = """plugins {
    id("com.gradleup.shadow")
    id("xyz.jpenilla.run-paper")
}

dependencies {
    compileOnly(project(":emberfall-core"))
    compileOnly("com.github.MilkBowl:VaultAPI:1.7.1") {
        exclude(group = "org.bukkit", module = "bukkit")
    }
    implementation("com.zaxxer:HikariCP:6.2.1")
    implementation("com.mysql:mysql-connector-j:9.2.0")

    testImplementation(project(":emberfall-core"))
    testImplementation("org.mockbukkit.mockbukkit:mockbukkit-v1.21:4.33.2")
}

repositories {
    maven("https://repo.papermc.io/repository/maven-public/")
    maven("https://jitpack.io")
}

tasks.shadowJar {
    archiveClassifier.set("")
    relocate("com.zaxxer.hikari", "gg.emberfall.libs.hikari")
    relocate("com.mysql", "gg.emberfall.libs.mysql")
    minimize {
        exclude(dependency("com.mysql:mysql-connector-j:.*"))
    }
}

tasks.build {
    dependsOn(tasks.shadowJar)
}

tasks.runServer {
    minecraftVersion("1.21.4")
}
"""

ECONOMY_CONFIG_YML = """# EmberfallEconomy configuration
currency:
  singular: Ember
  plural: Embers
  symbol: "\u2726"

starting-balance: 100.0

database:
  host: 127.0.0.1
  port: 3307
  name: emberfall
  user: emberfall
  password: "change-me"
  pool:
    maximum-pool-size: 10
    minimum-idle: 10
    connection-timeout-ms: 30000
    max-lifetime-ms: 1740000    # below MySQL wait_timeout (1800 s on the panel's host)
    leak-detection-threshold-ms: 0

baltop:
  page-size: 10
  cache-seconds: 0
"""

DATABASE_JAVA = """package gg.emberfall.economy.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.bukkit.configuration.ConfigurationSection;

/** The HikariCP pool and the executor every query runs on (never the main thread). */
public final class Database implements AutoCloseable {

    private final HikariDataSource dataSource;
    private final ExecutorService executor;

    public Database(ConfigurationSection db) {
        HikariConfig cfg = new HikariConfig();
        cfg.setPoolName("HikariPool-1");
        cfg.setJdbcUrl("jdbc:mysql://" + db.getString("host") + ":" + db.getInt("port") + "/" + db.getString("name")
                + "?useSSL=false&allowPublicKeyRetrieval=true&characterEncoding=utf8");
        cfg.setUsername(db.getString("user"));
        cfg.setPassword(db.getString("password"));
        ConfigurationSection pool = db.getConfigurationSection("pool");
        cfg.setMaximumPoolSize(pool.getInt("maximum-pool-size", 10));
        cfg.setMinimumIdle(pool.getInt("minimum-idle", 10));
        cfg.setConnectionTimeout(pool.getLong("connection-timeout-ms", 30_000));
        cfg.setMaxLifetime(pool.getLong("max-lifetime-ms", 1_740_000));
        cfg.setLeakDetectionThreshold(pool.getLong("leak-detection-threshold-ms", 0));
        cfg.addDataSourceProperty("cachePrepStmts", "true");
        cfg.addDataSourceProperty("prepStmtCacheSize", "250");
        this.dataSource = new HikariDataSource(cfg);
        this.executor = Executors.newFixedThreadPool(cfg.getMaximumPoolSize(),
                Thread.ofPlatform().name("emberfall-db-", 0).daemon().factory());
    }

    public Connection connection() throws SQLException {
        return dataSource.getConnection();
    }

    public <T> CompletableFuture<T> async(SqlFunction<T> work) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return work.apply(this);
            } catch (SQLException e) {
                throw new DatabaseException(e);
            }
        }, executor);
    }

    @Override
    public void close() {
        executor.shutdown();
        dataSource.close();
    }

    @FunctionalInterface
    public interface SqlFunction<T> {
        T apply(Database db) throws SQLException;
    }
}
"""

BALANCE_REPO_JAVA = """package gg.emberfall.economy.db;

import java.nio.ByteBuffer;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/** ef_balances: one row per player. */
public final class BalanceRepository {

    private final Database db;

    public BalanceRepository(Database db) {
        this.db = db;
    }

    public double balance(UUID player) throws SQLException {
        try (Connection c = db.connection();
             PreparedStatement ps = c.prepareStatement("SELECT balance FROM ef_balances WHERE uuid = ?")) {
            ps.setBytes(1, bytes(player));
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getDouble(1) : 0.0;
            }
        }
    }

    public boolean transfer(UUID from, UUID to, double amount) throws SQLException {
        try (Connection c = db.connection()) {
            c.setAutoCommit(false);
            try (PreparedStatement debit = c.prepareStatement(
                    "UPDATE ef_balances SET balance = balance - ? WHERE uuid = ? AND balance >= ?");
                 PreparedStatement credit = c.prepareStatement(
                    "UPDATE ef_balances SET balance = balance + ? WHERE uuid = ?")) {
                debit.setDouble(1, amount);
                debit.setBytes(2, bytes(from));
                debit.setDouble(3, amount);
                if (debit.executeUpdate() != 1) {
                    c.rollback();
                    return false;
                }
                credit.setDouble(1, amount);
                credit.setBytes(2, bytes(to));
                credit.executeUpdate();
                c.commit();
                return true;
            }
        }
    }

    public List<TopEntry> top(int page, int pageSize) throws SQLException {
        Connection c = db.connection();
        PreparedStatement ps = c.prepareStatement(
                "SELECT b.uuid, p.name, b.balance FROM ef_balances b JOIN ef_players p ON p.uuid = b.uuid "
                        + "ORDER BY b.balance DESC LIMIT ? OFFSET ?");
        ps.setInt(1, pageSize);
        ps.setInt(2, (page - 1) * pageSize);
        ResultSet rs = ps.executeQuery();
        List<TopEntry> out = new ArrayList<>();
        while (rs.next()) {
            out.add(new TopEntry(rs.getString(2), rs.getDouble(3)));
        }
        if (out.size() == pageSize) {
            c.close();
        }
        return out;
    }

    static byte[] bytes(UUID id) {
        return ByteBuffer.allocate(16).putLong(id.getMostSignificantBits()).putLong(id.getLeastSignificantBits()).array();
    }

    public record TopEntry(String name, double balance) {}
}
"""

CLAIM_MANAGER_JAVA = """package gg.emberfall.claims;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.bukkit.Location;
import org.bukkit.configuration.ConfigurationSection;
import org.bukkit.configuration.file.YamlConfiguration;

/**
 * Claims of the survival world, kept in memory and saved to plugins/EmberfallClaims/claims.yml.
 * One survival server only, so a flat file is enough for now.
 */
public final class ClaimManager {

    public static final int MAX_CLAIMS_PER_PLAYER = 3;
    public static final long CLAIM_COST_MINOR = 20_000; // 200 Embers, flat

    private final File file;
    private final Map<UUID, Claim> byId = new HashMap<>();

    public ClaimManager(File dataFolder) {
        this.file = new File(dataFolder, "claims.yml");
    }

    public void load() {
        YamlConfiguration yaml = YamlConfiguration.loadConfiguration(file);
        ConfigurationSection root = yaml.getConfigurationSection("claims");
        if (root == null) {
            return;
        }
        for (String key : root.getKeys(false)) {
            ConfigurationSection c = root.getConfigurationSection(key);
            byId.put(UUID.fromString(key), new Claim(UUID.fromString(key), UUID.fromString(c.getString("owner")),
                    c.getString("world"), c.getInt("min-x"), c.getInt("min-z"), c.getInt("max-x"), c.getInt("max-z"),
                    c.getStringList("trusted").stream().map(UUID::fromString).toList()));
        }
    }

    public void save() throws IOException {
        YamlConfiguration yaml = new YamlConfiguration();
        for (Claim claim : byId.values()) {
            String p = "claims." + claim.id();
            yaml.set(p + ".owner", claim.owner().toString());
            yaml.set(p + ".world", claim.world());
            yaml.set(p + ".min-x", claim.minX());
            yaml.set(p + ".min-z", claim.minZ());
            yaml.set(p + ".max-x", claim.maxX());
            yaml.set(p + ".max-z", claim.maxZ());
            yaml.set(p + ".trusted", claim.trusted().stream().map(UUID::toString).toList());
        }
        yaml.save(file);
    }

    public Claim getClaimAt(Location loc) {
        for (Claim claim : byId.values()) {
            if (claim.contains(loc.getWorld().getName(), loc.getBlockX(), loc.getBlockZ())) {
                return claim;
            }
        }
        return null;
    }

    public List<Claim> claimsOf(UUID owner) {
        List<Claim> out = new ArrayList<>();
        for (Claim claim : byId.values()) {
            if (claim.owner().equals(owner)) {
                out.add(claim);
            }
        }
        return out;
    }

    public boolean overlaps(Claim candidate) {
        return byId.values().stream().anyMatch(c -> c.world().equals(candidate.world()) && c.intersects(candidate));
    }

    public void add(Claim claim) {
        byId.put(claim.id(), claim);
    }
}
"""

VELOCITY_TOML = """# Config version. Do not change this
config-version = "2.7"

# What port should the proxy be bound to? By default, we'll bind to all addresses on port 25565.
bind = "0.0.0.0:25565"

# What should be the MOTD? This gets displayed when the player adds your server to
# their server list. Only MiniMessage format is accepted.
motd = "<gradient:#ff7a18:#ffb347><bold>Emberfall SMP</bold></gradient> <gray>- Season 4</gray>"

show-max-players = 120
online-mode = true
force-key-authentication = true
prevent-client-proxy-connections = false

# Should we forward IP addresses and other data to backend servers?
# Available options: "none", "legacy", "bungeeguard", "modern"
player-info-forwarding-mode = "modern"

# If you are using modern or BungeeGuard IP forwarding, configure a file that contains a unique secret here.
forwarding-secret-file = "forwarding.secret"

announce-forge = false
kick-existing-players = false
ping-passthrough = "DISABLED"
enable-player-address-logging = true

[servers]
lobby = "127.0.0.1:25566"
survival = "127.0.0.1:25567"

# In what order we should try servers when a player logs in or is kicked from a server.
try = [
    "lobby"
]

[forced-hosts]
"play.emberfall.gg" = [
    "lobby"
]

[advanced]
compression-threshold = 256
compression-level = -1
login-ratelimit = 3000
connection-timeout = 5000
read-timeout = 30000
haproxy-protocol = false
tcp-fast-open = false
bungee-plugin-message-channel = true
show-ping-requests = false
failover-on-unexpected-server-disconnect = true
announce-proxy-commands = true
log-command-executions = false
log-player-connections = true

[query]
enabled = false
port = 25565
"""

PROXY_MAIN_JAVA = """package gg.emberfall.proxy;

import com.google.inject.Inject;
import com.velocitypowered.api.command.BrigadierCommand;
import com.velocitypowered.api.event.Subscribe;
import com.velocitypowered.api.event.player.ServerConnectedEvent;
import com.velocitypowered.api.event.proxy.ProxyInitializeEvent;
import com.velocitypowered.api.plugin.Plugin;
import com.velocitypowered.api.proxy.Player;
import com.velocitypowered.api.proxy.ProxyServer;
import net.kyori.adventure.text.minimessage.MiniMessage;
import net.kyori.adventure.text.minimessage.tag.resolver.Placeholder;
import org.slf4j.Logger;

@Plugin(id = "emberfall-proxy", name = "EmberfallProxy", version = BuildConstants.VERSION,
        description = "Emberfall network glue: /hub, network join messages", authors = {"Mara Lindqvist"})
public final class EmberfallProxy {

    private static final MiniMessage MM = MiniMessage.miniMessage();

    private final ProxyServer proxy;
    private final Logger logger;

    @Inject
    public EmberfallProxy(ProxyServer proxy, Logger logger) {
        this.proxy = proxy;
        this.logger = logger;
    }

    @Subscribe
    public void onInit(ProxyInitializeEvent event) {
        var hub = BrigadierCommand.literalArgumentBuilder("hub")
                .executes(ctx -> {
                    if (ctx.getSource() instanceof Player player) {
                        proxy.getServer("lobby").ifPresent(lobby -> player.createConnectionRequest(lobby).fireAndForget());
                    }
                    return com.mojang.brigadier.Command.SINGLE_SUCCESS;
                }).build();
        proxy.getCommandManager().register(proxy.getCommandManager().metaBuilder("hub").aliases("lobby").build(),
                new BrigadierCommand(hub));
        logger.info("EmberfallProxy ready: {} backend servers", proxy.getAllServers().size());
    }

    @Subscribe
    public void onConnected(ServerConnectedEvent event) {
        if (event.getPreviousServer().isEmpty()) {
            proxy.sendMessage(MM.deserialize("<dark_gray>[<green>+</green>]</dark_gray> <gray><player></gray>",
                    Placeholder.unparsed("player", event.getPlayer().getUsername())));
        }
    }
}
"""

DISCORD_WEBHOOK_JAVA = """package gg.emberfall.reports.discord;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import org.slf4j.Logger;

/**
 * Posts report embeds to the #mod-reports webhook with java.net.http (no webhook library). One daemon
 * thread drains the queue, so the main thread never waits on Discord.
 */
public final class DiscordWebhook implements AutoCloseable {

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final BlockingQueue<String> queue = new LinkedBlockingQueue<>();
    private final URI url;
    private final Logger log;
    private final Thread worker;

    public DiscordWebhook(String url, Logger log) {
        this.url = URI.create(url + "?wait=true");
        this.log = log;
        this.worker = Thread.ofPlatform().name("emberfall-discord").daemon().start(this::drain);
    }

    public void post(String jsonBody) {
        queue.add(jsonBody);
    }

    private void drain() {
        while (!Thread.currentThread().isInterrupted()) {
            try {
                send(queue.take());
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    private void send(String body) throws InterruptedException {
        HttpRequest req = HttpRequest.newBuilder(url)
                .timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json")
                .header("User-Agent", "EmberfallReports (https://emberfall.gg, 1.0)")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        try {
            HttpResponse<String> res = http.send(req, HttpResponse.BodyHandlers.ofString());
            if (res.statusCode() >= 300) {
                log.warn("Discord webhook answered {}: {}", res.statusCode(), res.body());
            }
        } catch (java.io.IOException e) {
            log.warn("Discord webhook failed: {}", e.toString());
        }
    }

    @Override
    public void close() {
        worker.interrupt();
    }
}
"""

LATEST_LOG_DEV = """[09:12:40] [ServerMain/INFO]: [bootstrap] Running Java 21 (OpenJDK 64-Bit Server VM 21.0.6+7-LTS; Eclipse Adoptium Temurin-21.0.6+7) on Linux 6.8.0-52-generic (amd64)
[09:12:40] [ServerMain/INFO]: [bootstrap] Loading Paper 1.21.4-231-ver/1.21.4@a7b3f29 (2028-01-30T11:02:17Z) for Minecraft 1.21.4
[09:12:41] [ServerMain/INFO]: [PluginInitializerManager] Initializing plugins...
[09:12:41] [ServerMain/INFO]: [PluginInitializerManager] Initialized 4 plugins
[09:12:41] [ServerMain/INFO]: [PluginInitializerManager] Bukkit plugins (4):
 - EmberfallCore (1.0.0-SNAPSHOT), EmberfallEconomy (1.0.0-SNAPSHOT), LuckPerms (5.4.156), Vault (1.7.3-b131)
[09:12:44] [Server thread/INFO]: Starting minecraft server version 1.21.4
[09:12:44] [Server thread/INFO]: Loading properties
[09:12:44] [Server thread/INFO]: This server is running Paper version 1.21.4-231-ver/1.21.4@a7b3f29 (2028-01-30T11:02:17Z) (Implementing API version 1.21.4-R0.1-SNAPSHOT)
[09:12:44] [Server thread/INFO]: Server Ping Player Sample Count: 12
[09:12:44] [Server thread/INFO]: Using 4 threads for Netty based IO
[09:12:45] [Server thread/INFO]: Default game type: SURVIVAL
[09:12:45] [Server thread/INFO]: Generating keypair
[09:12:45] [Server thread/INFO]: Starting Minecraft server on *:25565
[09:12:45] [Server thread/INFO]: Using epoll channel type
[09:12:45] [Server thread/INFO]: [LuckPerms] Loading server plugin LuckPerms v5.4.156
[09:12:46] [Server thread/INFO]: [Vault] Loading server plugin Vault v1.7.3-b131
[09:12:46] [Server thread/INFO]: [EmberfallCore] Loading server plugin EmberfallCore v1.0.0-SNAPSHOT
[09:12:46] [Server thread/INFO]: [EmberfallEconomy] Loading server plugin EmberfallEconomy v1.0.0-SNAPSHOT
[09:12:46] [Server thread/INFO]: [EmberfallCore] Enabling EmberfallCore v1.0.0-SNAPSHOT
[09:12:46] [Server thread/INFO]: [EmberfallCore] Loaded 14 messages
[09:12:47] [Server thread/INFO]: Preparing level "world"
[09:12:49] [Server thread/INFO]: Preparing start region for dimension minecraft:overworld
[09:12:50] [Server thread/INFO]: Done preparing level "world" (3.118s)
[09:12:50] [Server thread/INFO]: [EmberfallEconomy] Enabling EmberfallEconomy v1.0.0-SNAPSHOT
[09:12:50] [Server thread/INFO]: [EmberfallEconomy] HikariPool-1 - Starting...
[09:12:50] [Server thread/INFO]: [EmberfallEconomy] HikariPool-1 - Added connection com.mysql.cj.jdbc.ConnectionImpl@3c7e4a55
[09:12:50] [Server thread/INFO]: [EmberfallEconomy] HikariPool-1 - Start completed.
[09:12:50] [Server thread/INFO]: [EmberfallEconomy] Registered Vault economy provider 'Embers'
[09:12:50] [Server thread/INFO]: Done (7.402s)! For help, type "help"
[09:14:02] [User Authenticator #0/INFO]: UUID of player Kenji_W is 5b1f0c34-8a2e-4d71-9c3a-0f6e2b7d4a18
[09:14:02] [Server thread/INFO]: Kenji_W joined the game
[09:14:10] [Server thread/INFO]: Kenji_W issued server command: /baltop
[09:14:11] [Server thread/INFO]: Kenji_W issued server command: /baltop
[09:14:11] [Server thread/INFO]: Kenji_W issued server command: /baltop 2
[09:14:12] [Server thread/INFO]: Kenji_W issued server command: /baltop 3
[09:14:12] [Server thread/INFO]: Kenji_W issued server command: /baltop
[09:14:13] [Server thread/INFO]: Kenji_W issued server command: /baltop 2
[09:14:13] [Server thread/INFO]: Kenji_W issued server command: /baltop 3
[09:14:14] [Server thread/INFO]: Kenji_W issued server command: /baltop 4
[09:14:14] [Server thread/INFO]: Kenji_W issued server command: /baltop
[09:14:15] [Server thread/INFO]: Kenji_W issued server command: /baltop 2
[09:14:15] [Server thread/INFO]: Kenji_W issued server command: /baltop 3
[09:14:16] [Server thread/INFO]: Kenji_W issued server command: /baltop 5
[09:14:20] [Server thread/INFO]: Kenji_W issued server command: /pay Mara_L 5
[09:14:50] [emberfall-db-3/WARN]: [EmberfallEconomy] /pay Kenji_W -> Mara_L failed
java.util.concurrent.CompletionException: gg.emberfall.economy.db.DatabaseException: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=2)
	at java.base/java.util.concurrent.CompletableFuture.encodeThrowable(CompletableFuture.java:315)
	at java.base/java.util.concurrent.CompletableFuture.completeThrowable(CompletableFuture.java:320)
	at java.base/java.util.concurrent.CompletableFuture$AsyncSupply.run(CompletableFuture.java:1770)
	at java.base/java.util.concurrent.ThreadPoolExecutor.runWorker(ThreadPoolExecutor.java:1144)
	at java.base/java.util.concurrent.ThreadPoolExecutor$Worker.run(ThreadPoolExecutor.java:642)
	at java.base/java.lang.Thread.run(Thread.java:1583)
Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=2)
	at gg.emberfall.libs.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)
	at gg.emberfall.libs.hikari.pool.HikariPool.getConnection(HikariPool.java:179)
	at gg.emberfall.libs.hikari.pool.HikariPool.getConnection(HikariPool.java:144)
	at gg.emberfall.libs.hikari.HikariDataSource.getConnection(HikariDataSource.java:99)
	at gg.emberfall.economy.db.Database.connection(Database.java:44)
	at gg.emberfall.economy.db.BalanceRepository.transfer(BalanceRepository.java:35)
	... 6 more
[09:14:51] [Server thread/INFO]: Kenji_W issued server command: /balance
[09:15:21] [emberfall-db-4/WARN]: [EmberfallEconomy] /balance Kenji_W failed: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=10, active=10, idle=0, waiting=1)
[09:16:02] [Server thread/INFO]: Kenji_W lost connection: Disconnected
[09:16:02] [Server thread/INFO]: Kenji_W left the game
"""

INCIDENT_LOG = """[20:04:51] [Server thread/INFO]: Mara_L issued server command: /spark tps
[20:04:51] [Server thread/INFO]: TPS from last 5s, 10s, 1m, 5m, 15m: 19.98, 19.97, 19.96, 19.94, 19.95
[20:09:37] [Server thread/INFO]: Player count: 71
[20:10:12] [HikariPool-1 connection adder/WARN]: [EmberfallCore] HikariPool-1 - Pool is empty, failed to create/setup connection (be2a6c1e-8d09-4f3b-9a51-73c2d0e4b7f6)
java.sql.SQLSyntaxErrorException: User 'u14_Kx9fQ' has exceeded the 'max_user_connections' resource (current value: 15)
	at gg.emberfall.libs.mysql.cj.jdbc.exceptions.SQLError.createSQLException(SQLError.java:112)
	at gg.emberfall.libs.mysql.cj.jdbc.exceptions.SQLExceptionsMapping.translateException(SQLExceptionsMapping.java:114)
	at gg.emberfall.libs.mysql.cj.jdbc.ConnectionImpl.createNewIO(ConnectionImpl.java:837)
	at gg.emberfall.libs.mysql.cj.jdbc.ConnectionImpl.<init>(ConnectionImpl.java:420)
	at gg.emberfall.libs.hikari.pool.PoolBase.newConnection(PoolBase.java:367)
	at gg.emberfall.libs.hikari.pool.HikariPool.createPoolEntry(HikariPool.java:476)
	at gg.emberfall.libs.hikari.pool.HikariPool$PoolEntryCreator.call(HikariPool.java:740)
	at java.base/java.util.concurrent.FutureTask.run(FutureTask.java:317)
	at java.base/java.lang.Thread.run(Thread.java:1583)
[20:10:44] [emberfall-db-2/WARN]: [EmberfallClaims] claim lookup for Ashborn_ at survival -312,71,1904 failed
java.util.concurrent.CompletionException: gg.emberfall.core.sql.DatabaseException: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=3, active=3, idle=0, waiting=41)
	at java.base/java.util.concurrent.CompletableFuture.encodeThrowable(CompletableFuture.java:315)
	at java.base/java.util.concurrent.CompletableFuture$AsyncSupply.run(CompletableFuture.java:1770)
Caused by: java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=3, active=3, idle=0, waiting=41)
	at gg.emberfall.libs.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:686)
	at gg.emberfall.libs.hikari.pool.HikariPool.getConnection(HikariPool.java:179)
	at gg.emberfall.libs.hikari.HikariDataSource.getConnection(HikariDataSource.java:99)
	at gg.emberfall.core.sql.Database.connection(Database.java:47)
	at gg.emberfall.claims.ClaimService.lambda$claimAt$2(ClaimService.java:88)
[20:11:02] [Server thread/INFO]: Emberthorn issued server command: /pay Ashborn_ 40
[20:11:32] [emberfall-db-5/WARN]: [EmberfallEconomy] /pay Emberthorn -> Ashborn_ failed: HikariPool-1 - Connection is not available, request timed out after 30000ms (total=3, active=3, idle=0, waiting=44)
[20:12:10] [HikariPool-1 connection adder/WARN]: [EmberfallCore] HikariPool-1 - Pool is empty, failed to create/setup connection (0c4e91d7-2b6a-4f80-8e13-95a7f1c2d3b8)
java.sql.SQLSyntaxErrorException: User 'u14_Kx9fQ' has exceeded the 'max_user_connections' resource (current value: 15)
[20:14:47] [Server thread/INFO]: [QuickShop-Hikari] Purchase failed for Kenji_W: economy provider did not answer in time
[20:21:05] [Server thread/INFO]: Aiyana_B issued server command: /broadcast We know the shop and claims are stuck, we're on it.
[20:49:58] [Server thread/INFO]: Aiyana_B issued server command: /restart
[20:50:03] [Server thread/INFO]: Stopping server
[20:50:03] [Server thread/INFO]: [EmberfallClaims] Disabling EmberfallClaims v1.0.0
[20:50:03] [Server thread/INFO]: [EmberfallEconomy] Disabling EmberfallEconomy v1.0.0
[20:50:03] [Server thread/INFO]: [EmberfallCore] HikariPool-1 - Shutdown initiated...
[20:50:04] [Server thread/INFO]: [EmberfallCore] HikariPool-1 - Shutdown completed.
[20:53:41] [Server thread/INFO]: [EmberfallCore] HikariPool-1 - Start completed.
[20:54:12] [HikariPool-1 connection adder/WARN]: [EmberfallCore] HikariPool-1 - Pool is empty, failed to create/setup connection (7d2f0a18-3c51-49b6-b0e2-1a8c5e9f4d27)
java.sql.SQLSyntaxErrorException: User 'u14_Kx9fQ' has exceeded the 'max_user_connections' resource (current value: 15)
[20:55:30] [Server thread/INFO]: Player count: 64
"""

SERVERS_JSON = """{
  "panel": "https://panel.pixelnode.gg",
  "servers": {
    "proxy":    {"id": "19d0b6f2", "jars": ["emberfall-proxy"]},
    "lobby":    {"id": "7c1e4a90", "jars": ["emberfall-core", "emberfall-claims"]},
    "survival": {"id": "a3f9c2d1", "jars": ["emberfall-core", "emberfall-economy", "emberfall-claims", "emberfall-reports"]}
  }
}
"""

DEPLOY_TASK_KT = """import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest
import java.net.http.HttpResponse
import org.gradle.api.DefaultTask
import org.gradle.api.GradleException
import org.gradle.api.tasks.Input
import org.gradle.api.tasks.TaskAction
import groovy.json.JsonSlurper

/**
 * ./gradlew deployPterodactyl -Pserver=survival
 * Uploads only the jars listed for that server in deploy/servers.json through the Pterodactyl client API
 * (GET /files/upload -> signed URL, then multipart POST), then sends the restart power signal.
 * Needs PTERO_CLIENT_KEY (a ptlc_ client key from the account page, not a ptla_ application key).
 */
abstract class PterodactylDeploy : DefaultTask() {

    @get:Input
    abstract val server: org.gradle.api.provider.Property<String>

    @TaskAction
    fun deploy() {
        val key = System.getenv("PTERO_CLIENT_KEY") ?: throw GradleException("PTERO_CLIENT_KEY is not set")
        @Suppress("UNCHECKED_CAST")
        val cfg = JsonSlurper().parse(project.file("deploy/servers.json")) as Map<String, Any>
        val panel = cfg["panel"] as String
        @Suppress("UNCHECKED_CAST")
        val target = (cfg["servers"] as Map<String, Map<String, Any>>)[server.get()]
            ?: throw GradleException("unknown server ${server.get()}")
        val id = target["id"] as String
        val http = HttpClient.newHttpClient()
        fun api(path: String, method: String = "GET", body: String? = null): HttpResponse<String> {
            val req = HttpRequest.newBuilder(URI.create("$panel/api/client/servers/$id$path"))
                .header("Authorization", "Bearer $key")
                .header("Accept", "Application/vnd.pterodactyl.v1+json")
                .header("Content-Type", "application/json")
                .method(method, body?.let { HttpRequest.BodyPublishers.ofString(it) } ?: HttpRequest.BodyPublishers.noBody())
                .build()
            val res = http.send(req, HttpResponse.BodyHandlers.ofString())
            if (res.statusCode() >= 300) throw GradleException("$method $path -> ${res.statusCode()}: ${res.body()}")
            return res
        }
        @Suppress("UNCHECKED_CAST")
        for (module in target["jars"] as List<String>) {
            val jar = project.rootProject.file("$module/build/libs").listFiles { f -> f.name.endsWith(".jar") }!!.single()
            val signed = (JsonSlurper().parseText(api("/files/upload").body()) as Map<String, Map<String, String>>)["attributes"]!!["url"]!!
            uploadMultipart("$signed&directory=/plugins", jar)
            logger.lifecycle("Uploaded ${jar.name} to ${server.get()} ($id)")
        }
        api("/power", "POST", "{\\"signal\\": \\"restart\\"}")
        logger.lifecycle("restart signal sent to ${server.get()}")
    }
}
"""
