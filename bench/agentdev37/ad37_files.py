"""Whole files the agent reads or writes in the ledgerbay history (bench/agentdev37/sessions.py)."""
from __future__ import annotations

PACKAGES_PROPS = """<Project>
  <!-- Central package management: versions live here only, never in a csproj. -->
  <PropertyGroup>
    <ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally>
    <CentralPackageTransitivePinningEnabled>true</CentralPackageTransitivePinningEnabled>
  </PropertyGroup>
  <ItemGroup Label="Data">
    <PackageVersion Include="Microsoft.EntityFrameworkCore" Version="8.0.10" />
    <PackageVersion Include="Microsoft.EntityFrameworkCore.SqlServer" Version="8.0.10" />
    <PackageVersion Include="Microsoft.EntityFrameworkCore.Design" Version="8.0.10" />
  </ItemGroup>
  <ItemGroup Label="Web">
    <PackageVersion Include="Microsoft.Identity.Web" Version="3.2.2" />
    <PackageVersion Include="Microsoft.Identity.Web.UI" Version="3.2.2" />
    <PackageVersion Include="Microsoft.AspNetCore.OpenApi" Version="8.0.10" />
    <PackageVersion Include="Swashbuckle.AspNetCore" Version="6.9.0" />
  </ItemGroup>
  <ItemGroup Label="Tests">
    <PackageVersion Include="Microsoft.NET.Test.Sdk" Version="17.11.1" />
    <PackageVersion Include="xunit" Version="2.9.2" />
    <PackageVersion Include="xunit.runner.visualstudio" Version="2.8.2" />
    <PackageVersion Include="bunit" Version="1.33.3" />
    <PackageVersion Include="NSubstitute" Version="5.3.0" />
    <PackageVersion Include="coverlet.collector" Version="6.0.2" />
  </ItemGroup>
</Project>
"""

BUILD_PROPS = """<Project>
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <LangVersion>12.0</LangVersion>
    <Nullable>enable</Nullable>
    <ImplicitUsings>enable</ImplicitUsings>
    <TreatWarningsAsErrors>true</TreatWarningsAsErrors>
    <AnalysisLevel>latest-recommended</AnalysisLevel>
    <EnforceCodeStyleInBuild>true</EnforceCodeStyleInBuild>
    <InvariantGlobalization>false</InvariantGlobalization>
    <Company>Kestrel Freight GmbH</Company>
    <Product>ledgerbay</Product>
  </PropertyGroup>
</Project>
"""

DBCONTEXT_CS = """using Ledgerbay.Core.Model;
using Microsoft.EntityFrameworkCore;

namespace Ledgerbay.Data;

/// <summary>The one DbContext: bank accounts, imported transactions, open invoices and the matches between them.</summary>
public sealed class LedgerbayDbContext(DbContextOptions<LedgerbayDbContext> options) : DbContext(options)
{
    public DbSet<BankAccount> BankAccounts => Set<BankAccount>();
    public DbSet<BankTransaction> BankTransactions => Set<BankTransaction>();
    public DbSet<Invoice> Invoices => Set<Invoice>();
    public DbSet<Reconciliation> Reconciliations => Set<Reconciliation>();

    protected override void OnModelCreating(ModelBuilder b)
    {
        b.Entity<BankAccount>(e =>
        {
            e.HasKey(a => a.Iban);
            e.Property(a => a.Iban).HasMaxLength(34);
            e.Property(a => a.Name).HasMaxLength(120);
            e.Property(a => a.Currency).HasMaxLength(3).IsFixedLength();
        });

        b.Entity<BankTransaction>(e =>
        {
            e.HasKey(t => t.Id);
            e.Property(t => t.AccountIban).HasMaxLength(34);
            e.Property(t => t.Amount).HasPrecision(18, 2);
            e.Property(t => t.Currency).HasMaxLength(3).IsFixedLength();
            e.Property(t => t.BankReference).HasMaxLength(35);   // CAMT AcctSvcrRef
            e.Property(t => t.EndToEndId).HasMaxLength(35);
            e.Property(t => t.RemittanceInfo).HasMaxLength(500);  // Ustrd, joined
            e.Property(t => t.CounterpartyName).HasMaxLength(140);
            e.HasIndex(t => new { t.AccountIban, t.BookingDate });
            e.HasOne<BankAccount>().WithMany().HasForeignKey(t => t.AccountIban);
        });

        b.Entity<Invoice>(e =>
        {
            e.HasKey(i => i.Number);
            e.Property(i => i.Number).HasMaxLength(20);
            e.Property(i => i.OpenAmount).HasPrecision(18, 2);
            e.Property(i => i.Currency).HasMaxLength(3).IsFixedLength();
            e.Property(i => i.CustomerName).HasMaxLength(140);
            e.HasIndex(i => new { i.Status, i.DueDate });
        });

        b.Entity<Reconciliation>(e =>
        {
            e.HasKey(r => r.Id);
            e.Property(r => r.MatchedBy).HasMaxLength(100);
            e.Property(r => r.Rule).HasMaxLength(40);
            e.HasOne(r => r.Transaction).WithMany().HasForeignKey(r => r.TransactionId);
            e.HasOne(r => r.Invoice).WithMany().HasForeignKey(r => r.InvoiceNumber);
        });
    }
}
"""

APPSETTINGS_JSON = """{
  "ConnectionStrings": {
    "Ledger": "Server=localhost,1433;Database=ledgerbay;User Id=sa;Password=__from_user_secrets__;TrustServerCertificate=true"
  },
  "AzureAd": {
    "Instance": "https://login.microsoftonline.com/",
    "TenantId": "kestrel-freight.de",
    "ClientId": "",
    "CallbackPath": "/signin-oidc"
  },
  "Import": {
    "Cron": "0 2 * * *",
    "TimeZone": "Europe/Berlin",
    "SftpHost": "sftp.nordhafen-bank.de",
    "SftpFolder": "/out/camt053",
    "SftpUser": "kestrel-fin"
  },
  "Matching": {
    "DateWindowDays": 3,
    "AmountTolerance": 0.00,
    "MaxTextDistance": 2
  },
  "Logging": {
    "LogLevel": {
      "Default": "Information",
      "Microsoft.AspNetCore": "Warning",
      "Microsoft.EntityFrameworkCore.Database.Command": "Warning"
    }
  },
  "AllowedHosts": "*"
}
"""

PROGRAM_CS = """using Ledgerbay.Core.Import;
using Ledgerbay.Data;
using Ledgerbay.Web.Components;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<LedgerbayDbContext>(o =>
    o.UseSqlServer(builder.Configuration.GetConnectionString("Ledger")));

builder.Services.AddRazorComponents()
    .AddInteractiveServerComponents();

builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();
builder.Services.AddHealthChecks().AddDbContextCheck<LedgerbayDbContext>();

var app = builder.Build();

if (!app.Environment.IsDevelopment())
{
    app.UseExceptionHandler("/Error", createScopeForErrors: true);
    app.UseHsts();
}
else
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.UseHttpsRedirection();
app.UseStaticFiles();
app.UseAntiforgery();

app.MapHealthChecks("/healthz");

app.MapRazorComponents<App>()
    .AddInteractiveServerRenderMode();

app.Run();
"""

CAMT_SAMPLE = """<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>NHB20271029053811KESTREL</MsgId>
      <CreDtTm>2027-10-30T05:38:11+02:00</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>2027102900001</Id>
      <ElctrncSeqNb>211</ElctrncSeqNb>
      <CreDtTm>2027-10-30T05:38:11+02:00</CreDtTm>
      <Acct>
        <Id><IBAN>DE44200505501234567890</IBAN></Id>
        <Ccy>EUR</Ccy>
        <Ownr><Nm>Kestrel Freight GmbH</Nm></Ownr>
        <Svcr><FinInstnId><BICFI>NHBKDEHHXXX</BICFI></FinInstnId></Svcr>
      </Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">412880.17</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>2027-10-29</Dt></Dt>
      </Bal>
      <Bal>
        <Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">398114.52</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>2027-10-29</Dt></Dt>
      </Bal>
      <Ntry>
        <Amt Ccy="EUR">18420.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2027-10-29</Dt></BookgDt>
        <ValDt><Dt>2027-10-29</Dt></ValDt>
        <AcctSvcrRef>2027102912345001</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>ALDRIS-PAY-88120</EndToEndId></Refs>
            <RltdPties><Dbtr><Pty><Nm>Aldris Logistik AG</Nm></Pty></Dbtr></RltdPties>
            <RmtInf><Ustrd>RE 46871 46872 Seefracht Oktober</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">31250.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2027-10-29</Dt></BookgDt>
        <ValDt><Dt>2027-10-29</Dt></ValDt>
        <AcctSvcrRef>2027102912345002</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>ICDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>KF-PAYRUN-2027-43-007</EndToEndId></Refs>
            <RltdPties><Cdtr><Pty><Nm>Hafenkran Service GmbH</Nm></Pty></Cdtr></RltdPties>
            <RmtInf><Ustrd>Rechnung HKS-2027-1183</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">1985.65</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2027-10-29</Dt></BookgDt>
        <ValDt><Dt>2027-10-30</Dt></ValDt>
        <AcctSvcrRef>2027102912345003</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <RltdPties><Dbtr><Pty><Nm>Brekke Shipping AS</Nm></Pty></Dbtr></RltdPties>
            <RmtInf><Ustrd>INV 46903 / KF Bremerhaven</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>
"""

PARSER_CS = """using System.Globalization;
using System.Xml.Linq;
using Ledgerbay.Core.Model;

namespace Ledgerbay.Core.Import;

/// <summary>Reads a bank-to-customer statement (CAMT.053) into transactions, one per Ntry.</summary>
public sealed class StatementParser
{
    private static readonly XNamespace Ns = "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02";

    public ParsedStatement Parse(Stream xml)
    {
        var doc = XDocument.Load(xml);
        var stmt = doc.Descendants(Ns + "Stmt").FirstOrDefault()
                   ?? throw new FormatException("no Stmt element: not a CAMT.053 statement");
        var iban = (string?)stmt.Element(Ns + "Acct")?.Element(Ns + "Id")?.Element(Ns + "IBAN")
                   ?? throw new FormatException("statement without an account IBAN");

        var entries = new List<BankTransaction>();
        foreach (var ntry in stmt.Elements(Ns + "Ntry"))
        {
            var amt = ntry.Element(Ns + "Amt")!;
            var amount = decimal.Parse(amt.Value, NumberStyles.AllowDecimalPoint, CultureInfo.InvariantCulture);
            if ((string?)ntry.Element(Ns + "CdtDbtInd") == "DBIT")
            {
                amount = -amount;
            }

            var tx = ntry.Element(Ns + "NtryDtls")?.Element(Ns + "TxDtls");
            entries.Add(new BankTransaction
            {
                AccountIban = iban,
                Amount = amount,
                Currency = (string?)amt.Attribute("Ccy") ?? "EUR",
                BookingDate = DateTime.Parse(ntry.Element(Ns + "BookgDt")!.Element(Ns + "Dt")!.Value,
                                             CultureInfo.InvariantCulture),
                ValueDate = DateTime.Parse(ntry.Element(Ns + "ValDt")!.Element(Ns + "Dt")!.Value,
                                           CultureInfo.InvariantCulture),
                BankReference = (string?)ntry.Element(Ns + "AcctSvcrRef"),
                EndToEndId = (string?)tx?.Element(Ns + "Refs")?.Element(Ns + "EndToEndId"),
                CounterpartyName = (string?)tx?.Descendants(Ns + "Nm").FirstOrDefault(),
                RemittanceInfo = string.Join(" ", tx?.Descendants(Ns + "Ustrd").Select(u => u.Value) ?? []),
            });
        }

        return new ParsedStatement(iban, (string?)stmt.Element(Ns + "ElctrncSeqNb"), entries);
    }
}

public sealed record ParsedStatement(string Iban, string? SequenceNumber, IReadOnlyList<BankTransaction> Entries);
"""

IMPORT_JOB_CS = """using Hangfire;
using Ledgerbay.Core.Import;
using Ledgerbay.Core.Matching;
using Ledgerbay.Data;
using Microsoft.Extensions.Options;
using Renci.SshNet;

namespace Ledgerbay.Web.Jobs;

/// <summary>The nightly import: fetch yesterday's CAMT.053 files from the bank's SFTP, store them, match them.</summary>
public sealed class StatementImportJob(
    IOptions<ImportOptions> options,
    StatementParser parser,
    LedgerbayDbContext db,
    MatchingService matching,
    ILogger<StatementImportJob> log)
{
    public async Task RunAsync(CancellationToken ct)
    {
        var o = options.Value;
        var day = DateOnly.FromDateTime(DateTime.UtcNow).AddDays(-1);
        using var sftp = new SftpClient(o.SftpHost, o.SftpUser, new PrivateKeyFile(o.SftpKeyPath));
        sftp.Connect();

        var files = sftp.ListDirectory(o.SftpFolder)
            .Where(f => f.Name.EndsWith(".xml", StringComparison.OrdinalIgnoreCase)
                        && f.Name.Contains(day.ToString("yyyyMMdd")))
            .ToList();
        log.LogInformation("found {Count} files in {Folder} for {Day}", files.Count, o.SftpFolder, day);

        var stored = 0;
        foreach (var file in files)
        {
            using var stream = new MemoryStream();
            sftp.DownloadFile(file.FullName, stream);
            stream.Position = 0;
            var statement = parser.Parse(stream);
            db.BankTransactions.AddRange(statement.Entries);
            stored += statement.Entries.Count;
        }

        await db.SaveChangesAsync(ct);
        sftp.Disconnect();

        var result = await matching.MatchTransactions(day, ct);
        log.LogInformation("stored {Stored} entries, matched {Matched} ({Rate:P1})", stored, result.Matched, result.Rate);
    }
}
"""

WORKFLOW_APPSERVICE = """name: deploy

on:
  push:
    branches: [main]
  workflow_dispatch:

permissions:
  id-token: write
  contents: read

env:
  DOTNET_VERSION: '8.0.x'
  APP_NAME: ledgerbay-kf

jobs:
  build:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-dotnet@v4
        with:
          dotnet-version: ${{ env.DOTNET_VERSION }}
      - run: dotnet restore
      - run: dotnet format --verify-no-changes --no-restore
      - run: dotnet build -c Release --no-restore
      - run: dotnet test -c Release --no-build --logger trx
      - run: dotnet publish src/Ledgerbay.Web -c Release -o publish --no-build
      - run: dotnet tool restore && dotnet ef migrations bundle -p src/Ledgerbay.Data -s src/Ledgerbay.Web -o publish-ef/efbundle --self-contained -r linux-x64
      - uses: actions/upload-artifact@v4
        with: { name: web, path: publish }
      - uses: actions/upload-artifact@v4
        with: { name: efbundle, path: publish-ef }

  deploy:
    needs: build
    runs-on: ubuntu-latest
    environment: production
    steps:
      - uses: actions/download-artifact@v4
        with: { name: web, path: publish }
      - uses: actions/download-artifact@v4
        with: { name: efbundle, path: publish-ef }
      - uses: azure/login@v2
        with:
          client-id: ${{ vars.AZURE_CLIENT_ID }}
          tenant-id: ${{ vars.AZURE_TENANT_ID }}
          subscription-id: ${{ vars.AZURE_SUBSCRIPTION_ID }}
      - name: migrate
        run: chmod +x publish-ef/efbundle && publish-ef/efbundle --connection "${{ secrets.LEDGER_DB }}"
      - uses: azure/webapps-deploy@v3
        with:
          app-name: ${{ env.APP_NAME }}
          package: publish
"""

DOCKERFILE = """FROM mcr.microsoft.com/dotnet/sdk:8.0 AS build
WORKDIR /src
COPY Directory.Packages.props Directory.Build.props ledgerbay.sln ./
COPY src/ src/
RUN dotnet restore src/Ledgerbay.Web/Ledgerbay.Web.csproj
RUN dotnet publish src/Ledgerbay.Web -c Release -o /app --no-restore

FROM mcr.microsoft.com/dotnet/aspnet:8.0 AS final
RUN apt-get update && apt-get install -y --no-install-recommends tzdata && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=build /app .
ENV ASPNETCORE_HTTP_PORTS=8080 \\
    TZ=Europe/Berlin
EXPOSE 8080
USER app
ENTRYPOINT ["dotnet", "Ledgerbay.Web.dll"]
"""

MAIN_BICEP = """// ledgerbay on Azure Container Apps, from the platform team's fin-apps module (Ruth Okafor)
targetScope = 'resourceGroup'

param location string = 'westeurope'
param imageTag string
param environmentName string = 'cae-fin-prod'
param registry string = 'acrkestrel.azurecr.io'

resource env 'Microsoft.App/managedEnvironments@2024-03-01' existing = {
  name: environmentName
}

resource identity 'Microsoft.ManagedIdentity/userAssignedIdentities@2023-01-31' existing = {
  name: 'id-ledgerbay'
}

resource app 'Microsoft.App/containerApps@2024-03-01' = {
  name: 'ca-ledgerbay'
  location: location
  identity: {
    type: 'UserAssigned'
    userAssignedIdentities: { '${identity.id}': {} }
  }
  properties: {
    managedEnvironmentId: env.id
    configuration: {
      activeRevisionsMode: 'Single'
      ingress: {
        external: true
        targetPort: 8080
        transport: 'auto'
        allowInsecure: false
      }
      registries: [
        { server: registry, identity: identity.id }
      ]
      secrets: [
        { name: 'ledgerbay-db', keyVaultUrl: 'https://kv-fin-prod.vault.azure.net/secrets/ledgerbay-db', identity: identity.id }
        { name: 'sftp-key', keyVaultUrl: 'https://kv-fin-prod.vault.azure.net/secrets/nordhafen-sftp-key', identity: identity.id }
      ]
    }
    template: {
      containers: [
        {
          name: 'web'
          image: '${registry}/ledgerbay:${imageTag}'
          resources: { cpu: json('0.5'), memory: '1Gi' }
          env: [
            { name: 'ConnectionStrings__LedgerbayDb', secretRef: 'ledgerbay-db' }
            { name: 'Import__SftpKey', secretRef: 'sftp-key' }
            { name: 'AZURE_CLIENT_ID', value: identity.properties.clientId }
          ]
          probes: [
            { type: 'Readiness', httpGet: { path: '/healthz', port: 8080 }, periodSeconds: 10 }
          ]
        }
      ]
      scale: {
        minReplicas: 0
        maxReplicas: 2
        rules: [
          { name: 'http', http: { metadata: { concurrentRequests: '50' } } }
        ]
      }
    }
  }
}

output fqdn string = app.properties.configuration.ingress.fqdn
"""

RECONCILIATION_CS = """using Ledgerbay.Core.Model;
using Ledgerbay.Data;
using Microsoft.EntityFrameworkCore;
using Microsoft.Extensions.Options;

namespace Ledgerbay.Core.Reconciliation;

/// <summary>Matches imported bank transactions against open invoices (the rules Henrike used in Excel).</summary>
public sealed class ReconciliationService(LedgerbayDbContext db, IOptions<MatchingOptions> options, TimeProvider clock)
{
    public async Task<ReconcileResult> ReconcileAsync(DateOnly day, CancellationToken ct)
    {
        var o = options.Value;
        var txs = await db.BankTransactions
            .Where(t => t.BookingDate == day && t.Amount > 0 && !db.Reconciliations.Any(r => r.TransactionId == t.Id))
            .ToListAsync(ct);
        var open = await db.Invoices.Where(i => i.Status == InvoiceStatus.Open).ToListAsync(ct);

        var matched = 0;
        foreach (var tx in txs)
        {
            var tokens = Tokenize(tx.RemittanceInfo);
            var candidate = open.FirstOrDefault(i =>
                i.Currency == tx.Currency
                && Math.Abs(i.OpenAmount - tx.Amount) <= o.AmountTolerance
                && Math.Abs(i.DueDate.DayNumber - tx.BookingDate.DayNumber) <= o.DateWindowDays
                && tokens.Any(t => Levenshtein(t, i.Number) <= o.MaxTextDistance));
            if (candidate is null)
            {
                continue;
            }

            db.Reconciliations.Add(new Reconciliation
            {
                TransactionId = tx.Id,
                InvoiceNumber = candidate.Number,
                Rule = "auto:amount+date+text",
                MatchedBy = "system",
                MatchedAt = clock.GetUtcNow().UtcDateTime,
            });
            candidate.Status = InvoiceStatus.Paid;
            open.Remove(candidate);
            matched++;
        }

        await db.SaveChangesAsync(ct);
        return new ReconcileResult(txs.Count, matched);
    }

    private static string[] Tokenize(string? text) =>
        (text ?? "").Split([' ', '/', ',', ';', ':', '-'], StringSplitOptions.RemoveEmptyEntries)
            .Where(t => t.Any(char.IsDigit))
            .ToArray();

    internal static int Levenshtein(string a, string b)
    {
        var d = new int[a.Length + 1, b.Length + 1];
        for (var i = 0; i <= a.Length; i++) d[i, 0] = i;
        for (var j = 0; j <= b.Length; j++) d[0, j] = j;
        for (var i = 1; i <= a.Length; i++)
        {
            for (var j = 1; j <= b.Length; j++)
            {
                var cost = a[i - 1] == b[j - 1] ? 0 : 1;
                d[i, j] = Math.Min(Math.Min(d[i - 1, j] + 1, d[i, j - 1] + 1), d[i - 1, j - 1] + cost);
            }
        }
        return d[a.Length, b.Length];
    }
}

public sealed record ReconcileResult(int Considered, int Matched)
{
    public double Rate => Considered == 0 ? 0 : (double)Matched / Considered;
}
"""
