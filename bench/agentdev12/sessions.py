"""The ten sessions of the berthbook history, step by step (see build.py and README.md)."""
from __future__ import annotations


def test_summary(passed: int, failed: int = 0, ms: str = "4 s") -> str:
    verdict = "Failed!" if failed else "Passed!"
    return (f"  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
            f"  Berthbook.Tests -> /home/nina/src/berthbook/tests/Berthbook.Tests/bin/Debug/net8.0/Berthbook.Tests.dll\n"
            f"Test run for /home/nina/src/berthbook/tests/Berthbook.Tests/bin/Debug/net8.0/Berthbook.Tests.dll (.NETCoreApp,Version=v8.0)\n"
            f"VSTest version 17.10.0 (x64)\n\nStarting test execution, please wait...\n"
            f"A total of 1 test files matched the specified pattern.\n\n"
            f"{verdict}  - Failed:     {failed}, Passed:    {passed}, Skipped:     0, Total:    {passed + failed}, "
            f"Duration: {ms} - Berthbook.Tests.dll (net8.0)")


BUILD_OK = ("  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
            "  Berthbook.Domain -> /home/nina/src/berthbook/src/Berthbook.Domain/bin/Debug/net8.0/Berthbook.Domain.dll\n"
            "  {data} -> /home/nina/src/berthbook/src/{data}/bin/Debug/net8.0/{data}.dll\n"
            "  Berthbook.Api -> /home/nina/src/berthbook/src/Berthbook.Api/bin/Debug/net8.0/Berthbook.Api.dll\n"
            "  Berthbook.Tests -> /home/nina/src/berthbook/tests/Berthbook.Tests/bin/Debug/net8.0/Berthbook.Tests.dll\n\n"
            "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:{secs}")

PACKAGES_PROPS = """<Project>
  <PropertyGroup>
    <ManagePackageVersionsCentrally>true</ManagePackageVersionsCentrally>
  </PropertyGroup>
  <ItemGroup>
    <PackageVersion Include="Microsoft.EntityFrameworkCore" Version="8.0.4" />
    <PackageVersion Include="Microsoft.EntityFrameworkCore.Design" Version="8.0.4" />
    <PackageVersion Include="Npgsql.EntityFrameworkCore.PostgreSQL" Version="8.0.2" />
    <PackageVersion Include="MediatR" Version="12.2.0" />
    <PackageVersion Include="Serilog.AspNetCore" Version="8.0.1" />
    <PackageVersion Include="Serilog.Sinks.Seq" Version="7.0.0" />
    <PackageVersion Include="xunit" Version="2.8.0" />
    <PackageVersion Include="xunit.runner.visualstudio" Version="2.8.0" />
    <PackageVersion Include="Microsoft.NET.Test.Sdk" Version="17.10.0" />
    <PackageVersion Include="Microsoft.AspNetCore.Mvc.Testing" Version="8.0.4" />
    <PackageVersion Include="Testcontainers.PostgreSql" Version="3.8.0" />
    <PackageVersion Include="FluentAssertions" Version="6.12.0" />
  </ItemGroup>
</Project>
"""

PROGRAM_CS_1 = """using Berthbook.Api.Endpoints;
using Berthbook.Data;
using MediatR;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);

builder.Services.AddDbContext<BerthbookDbContext>(o =>
    o.UseNpgsql(builder.Configuration.GetConnectionString("Berthbook")));
builder.Services.AddMediatR(cfg => cfg.RegisterServicesFromAssemblyContaining<Program>());
builder.Services.AddSingleton(TimeProvider.System);
builder.Services.AddProblemDetails();
builder.Services.AddEndpointsApiExplorer();
builder.Services.AddSwaggerGen();

var app = builder.Build();

app.UseExceptionHandler();
if (app.Environment.IsDevelopment())
{
    app.UseSwagger();
    app.UseSwaggerUI();
}

app.MapGroup("/api/marinas").MapMarinaEndpoints();
app.MapGroup("/api/bookings").MapBookingEndpoints();
app.MapGet("/healthz", () => Results.Ok("ok"));

app.Run();

public partial class Program;
"""

ENTITIES_CS = """namespace Berthbook.Domain;

public sealed class Marina
{
    public int Id { get; set; }
    public required string Code { get; set; }          // SPU, ZAD, SIB
    public required string Name { get; set; }
    public string TimeZone { get; set; } = "Europe/Zagreb";
    public List<Berth> Berths { get; set; } = [];
}

public sealed class Berth
{
    public int Id { get; set; }
    public int MarinaId { get; set; }
    public required string Label { get; set; }          // pier + number, e.g. "C-14"
    public decimal MaxLengthM { get; set; }
    public decimal MaxDraftM { get; set; }
    public bool HasShorePower { get; set; }
}

public sealed class Booking
{
    public Guid Id { get; set; }
    public int BerthId { get; set; }
    public required string SkipperEmail { get; set; }
    public required string BoatName { get; set; }
    public decimal BoatLengthM { get; set; }
    public DateOnly Arrival { get; set; }
    public DateOnly Departure { get; set; }
    public BookingStatus Status { get; set; }
    public DateTime CreatedAt { get; set; }
    public DateTime? HoldExpiresAt { get; set; }
}

public enum BookingStatus { Held, Confirmed, Cancelled, Expired }
"""

BOOKING_SERVICE_CS = """using Berthbook.Data;
using Berthbook.Domain;
using Microsoft.EntityFrameworkCore;

namespace Berthbook.Api.Bookings;

public sealed record HoldRequest(int BerthId, string SkipperEmail, string BoatName, decimal BoatLengthM,
                                 DateOnly Arrival, DateOnly Departure);

public sealed class BookingService(BerthbookDbContext db, BerthAvailabilityService availability, TimeProvider clock)
{
    public static readonly TimeSpan HoldDuration = TimeSpan.FromMinutes(15);

    public async Task<Booking> HoldAsync(HoldRequest req, CancellationToken ct)
    {
        if (!await availability.IsFreeAsync(req.BerthId, req.Arrival, req.Departure, ct))
            throw new BerthTakenException(req.BerthId, req.Arrival, req.Departure);

        var now = clock.GetUtcNow().UtcDateTime;
        var booking = new Booking
        {
            Id = Guid.NewGuid(), BerthId = req.BerthId, SkipperEmail = req.SkipperEmail, BoatName = req.BoatName,
            BoatLengthM = req.BoatLengthM, Arrival = req.Arrival, Departure = req.Departure,
            Status = BookingStatus.Held, CreatedAt = now, HoldExpiresAt = now + HoldDuration,
        };
        db.Bookings.Add(booking);
        await db.SaveChangesAsync(ct);
        return booking;
    }

    public async Task<Booking?> ConfirmAsync(Guid id, CancellationToken ct)
    {
        var booking = await db.Bookings.FirstOrDefaultAsync(b => b.Id == id && b.Status == BookingStatus.Held, ct);
        if (booking is null) return null;
        booking.Status = BookingStatus.Confirmed;
        booking.HoldExpiresAt = null;
        await db.SaveChangesAsync(ct);
        return booking;
    }
}
"""

AVAILABILITY_CS = """using Berthbook.Data;
using Berthbook.Domain;
using Microsoft.EntityFrameworkCore;

namespace Berthbook.Api.Bookings;

public sealed class BerthAvailabilityService(BerthbookDbContext db)
{
    private static readonly BookingStatus[] Blocking = [BookingStatus.Held, BookingStatus.Confirmed];

    public Task<bool> IsFreeAsync(int berthId, DateOnly arrival, DateOnly departure, CancellationToken ct) =>
        db.Bookings.Where(b => b.BerthId == berthId && Blocking.Contains(b.Status))
                   .AllAsync(b => b.Departure <= arrival || b.Arrival >= departure, ct);

    public Task<List<Berth>> FreeBerthsAsync(int marinaId, decimal lengthM, decimal draftM,
                                             DateOnly arrival, DateOnly departure, CancellationToken ct) =>
        db.Berths.Where(x => x.MarinaId == marinaId && x.MaxLengthM >= lengthM && x.MaxDraftM >= draftM)
                 .Where(x => !db.Bookings.Any(b => b.BerthId == x.Id && Blocking.Contains(b.Status)
                                                   && b.Arrival < departure && b.Departure > arrival))
                 .OrderBy(x => x.MaxLengthM).ToListAsync(ct);
}
"""

HOLD_EXPIRY_CS = """using Berthbook.Data;
using Berthbook.Domain;
using Microsoft.EntityFrameworkCore;

namespace Berthbook.Api.Workers;

/// Releases berths whose 15-minute hold ran out without a confirmation.
public sealed class HoldExpiryService : BackgroundService
{
    private readonly BerthbookDbContext _db;
    private readonly TimeProvider _clock;
    private readonly ILogger<HoldExpiryService> _log;

    public HoldExpiryService(IServiceProvider services, TimeProvider clock, ILogger<HoldExpiryService> log)
    {
        using var scope = services.CreateScope();
        _db = scope.ServiceProvider.GetRequiredService<BerthbookDbContext>();
        _clock = clock;
        _log = log;
    }

    protected override async Task ExecuteAsync(CancellationToken stoppingToken)
    {
        using var timer = new PeriodicTimer(TimeSpan.FromMinutes(1), _clock);
        while (await timer.WaitForNextTickAsync(stoppingToken))
        {
            var now = _clock.GetUtcNow().UtcDateTime;
            var n = await _db.Bookings
                .Where(b => b.Status == BookingStatus.Held && b.HoldExpiresAt < now)
                .ExecuteUpdateAsync(s => s.SetProperty(b => b.Status, BookingStatus.Expired), stoppingToken);
            if (n > 0) _log.LogInformation("Expired {Count} holds", n);
        }
    }
}
"""

DOCKERFILE = """FROM mcr.microsoft.com/dotnet/sdk:8.0 AS build
WORKDIR /src
COPY Berthbook.sln ./
COPY src/Berthbook.Api/Berthbook.Api.csproj src/Berthbook.Api/
COPY src/Berthbook.Domain/Berthbook.Domain.csproj src/Berthbook.Domain/
COPY src/Berthbook.Persistence/Berthbook.Persistence.csproj src/Berthbook.Persistence/
RUN dotnet restore src/Berthbook.Api/Berthbook.Api.csproj
COPY . .
RUN dotnet publish src/Berthbook.Api/Berthbook.Api.csproj -c Release -o /app --no-restore

FROM mcr.microsoft.com/dotnet/aspnet:8.0 AS final
WORKDIR /app
COPY --from=build /app .
ENV ASPNETCORE_HTTP_PORTS=8080
EXPOSE 8080
ENTRYPOINT ["dotnet", "Berthbook.Api.dll"]
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: berthbook. Modra Luka runs three marinas on the Dalmatian coast (Split, Zadar "
             "and Šibenik) and still takes berth bookings by phone and a shared Excel sheet. Mirela Perić, their "
             "operations manager, wants a booking backend that Luka Babić's agency can put an Angular widget on "
             "top of. .NET 8, ASP.NET Core minimal APIs, EF Core, xUnit. Solution layout: Berthbook.Api, "
             "Berthbook.Domain, Berthbook.Data (DbContext + migrations) and tests/Berthbook.Tests.")
    s.prompt("dbchoice", "Database: PostgreSQL 16 (Azure Database for PostgreSQL flexible server in production), "
             "not SQL Server. The cheapest SQL Server tier they'd need costs about three times the Burstable B1ms "
             "Postgres, and Npgsql's EF provider is solid. Locally a postgres:16 container.")
    s.prompt("csrules", "House rules for the C#: every async method takes a CancellationToken and passes it all "
             "the way down to EF. Request and response DTOs are records, never the EF entities. And no AutoMapper, "
             "I want the mapping code where I can read it. Nullable reference types on, warnings as errors.")
    s.todo(None, [("Create solution and projects", "in_progress"), ("Central package management", "pending"),
                  ("Program.cs with minimal API groups", "pending"), ("MediatR request handlers", "pending"),
                  ("First commit", "pending")])
    s.bash("newsln", "dotnet new sln -n Berthbook && dotnet new web -o src/Berthbook.Api && dotnet new classlib -o "
           "src/Berthbook.Domain && dotnet new classlib -o src/Berthbook.Data && dotnet new xunit -o "
           "tests/Berthbook.Tests && dotnet sln add src/*/*.csproj tests/*/*.csproj",
           "The template \"Solution File\" was created successfully.\nThe template \"ASP.NET Core Empty\" was created "
           "successfully.\nThe template \"Class Library\" was created successfully.\nThe template \"Class Library\" was "
           "created successfully.\nThe template \"xUnit Test Project\" was created successfully.\nProject "
           "`src/Berthbook.Api/Berthbook.Api.csproj` added to the solution.\nProject `src/Berthbook.Data/Berthbook.Data."
           "csproj` added to the solution.\nProject `src/Berthbook.Domain/Berthbook.Domain.csproj` added to the "
           "solution.\nProject `tests/Berthbook.Tests/Berthbook.Tests.csproj` added to the solution.")
    s.bash(None, "dotnet --version", "8.0.204")
    s.prompt("mediatr", "For the request handling let's use MediatR: one handler per use case (HoldBerth, "
             "ConfirmBooking, ...), endpoints just send the request. Keeps Program.cs thin.")
    s.write("packagesprops", "Directory.Packages.props", PACKAGES_PROPS)
    s.bash("nu1008", "dotnet build", "  Determining projects to restore...\n",
           "/home/nina/src/berthbook/tests/Berthbook.Tests/Berthbook.Tests.csproj : error NU1008: Projects that use "
           "central package version management should not define the version on the PackageReference items but on "
           "the PackageVersion items: xunit;xunit.runner.visualstudio;Microsoft.NET.Test.Sdk;coverlet.collector.\n"
           "    0 Warning(s)\n    1 Error(s)", code=1)
    s.edit("nu1008fix", "tests/Berthbook.Tests/Berthbook.Tests.csproj",
           "    <PackageReference Include=\"Microsoft.NET.Test.Sdk\" Version=\"17.8.0\" />\n"
           "    <PackageReference Include=\"xunit\" Version=\"2.5.3\" />\n"
           "    <PackageReference Include=\"xunit.runner.visualstudio\" Version=\"2.5.3\" />",
           "    <PackageReference Include=\"Microsoft.NET.Test.Sdk\" />\n    <PackageReference Include=\"xunit\" />\n"
           "    <PackageReference Include=\"xunit.runner.visualstudio\" />")
    s.write("program1", "src/Berthbook.Api/Program.cs", PROGRAM_CS_1)
    s.bash("build1", "dotnet build", BUILD_OK.format(data="Berthbook.Data", secs="07.91"))
    s.bash("commit1", "git init -b main && git add -A && git commit -m 'Solution skeleton: Api, Domain, Data, Tests; "
           "central package versions'", "Initialized empty Git repository in /home/nina/src/berthbook/.git/\n"
           "[main (root-commit) 3e81c0a] Solution skeleton: Api, Domain, Data, Tests; central package versions\n"
           " 14 files changed, 262 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git status", "On branch main\nnothing to commit, working tree clean")
    s.prompt("entities", "Entities now: Marina, Berth (label like C-14, max length and draft in metres, shore power) "
             "and Booking (berth, skipper email, boat name and length, arrival/departure as DateOnly, status). "
             "DbContext in Berthbook.Data with IEntityTypeConfiguration classes, snake_case names in Postgres.")
    s.write("entitiescs", "src/Berthbook.Domain/Entities.cs", ENTITIES_CS)
    s.bash("eftoolfail", "dotnet ef migrations add Initial --project src/Berthbook.Data --startup-project "
           "src/Berthbook.Api", "",
           "Could not execute because the specified command or file was not found.\nPossible reasons for this "
           "include:\n  * You misspelled a built-in dotnet command.\n  * You intended to execute a .NET program, but "
           "dotnet-ef does not exist.\n  * You intended to run a global tool, but a dotnet-prefixed executable with "
           "this name could not be found on the PATH.", code=1)
    s.bash("eftoolfix", "dotnet new tool-manifest && dotnet tool install dotnet-ef --version 8.0.4",
           "The template \"Dotnet local tool manifest file\" was created successfully.\n\nYou can invoke the tool from "
           "this directory using the following commands: 'dotnet tool run dotnet-ef' or 'dotnet dotnet-ef'.\nTool "
           "'dotnet-ef' (version '8.0.4') was successfully installed. Entry is added to the manifest file "
           "/home/nina/src/berthbook/.config/dotnet-tools.json.")
    s.bash("migr1", "dotnet ef migrations add Initial --project src/Berthbook.Data --startup-project src/Berthbook.Api",
           "Build started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations remove'")
    s.bash(None, "docker compose up -d db && docker compose ps", "[+] Running 2/2\n ✔ Network berthbook_default  Created\n"
           " ✔ Container berthbook-db-1  Started\nNAME             IMAGE         SERVICE  STATUS         PORTS\n"
           "berthbook-db-1   postgres:16   db       Up 2 seconds   0.0.0.0:5433->5432/tcp")
    s.bash("dbupdate", "dotnet ef database update --project src/Berthbook.Data --startup-project src/Berthbook.Api",
           "Build started...\nBuild succeeded.\nApplying migration '20270428093412_Initial'.\nDone.")
    s.write("seedcs", "src/Berthbook.Data/Seed/BerthSeed.cs", "namespace Berthbook.Data.Seed;\n\n"
            "/// Berths from Mirela's spreadsheet (berths_2027.xlsx exported to CSV), loaded once per environment.\n"
            "public static class BerthSeed\n{\n    public static async Task LoadAsync(BerthbookDbContext db, string csvPath, "
            "CancellationToken ct)\n    {\n        if (await db.Berths.AnyAsync(ct)) return;\n        foreach (var row in "
            "CsvRows.Read(csvPath))\n            db.Berths.Add(row.ToBerth());\n        await db.SaveChangesAsync(ct);\n"
            "    }\n}\n")
    s.bash("seedfail", "dotnet run --project src/Berthbook.Api -- seed data/berths_2027.csv", "",
           "Unhandled exception. System.InvalidCastException: Cannot write DateTime with Kind=Unspecified to "
           "PostgreSQL type 'timestamp with time zone', only UTC is supported. Note that it's not possible to mix "
           "DateTimes with different Kinds in an array, range, or multirange. (Parameter 'value')\n   at "
           "Npgsql.Internal.Converters.DateTimeConverterResolver`1.Get(DateTime value, Nullable`1 expectedPgTypeId, "
           "Boolean validateOnly)\n   at Berthbook.Data.Seed.BerthSeed.LoadAsync(BerthbookDbContext db, String "
           "csvPath, CancellationToken ct) in /home/nina/src/berthbook/src/Berthbook.Data/Seed/BerthSeed.cs:line 12",
           code=134)
    s.prompt("utcrule", "The CSV's 'created' column came through as DateTime.Parse without a kind. Rule from now on: "
             "everything stored is UTC, and nobody calls DateTime.Now or DateTime.UtcNow directly; inject "
             "TimeProvider everywhere so the tests can fake the clock. Marina-local time only at the edges.")
    s.edit("seedfix", "src/Berthbook.Data/Seed/CsvRows.cs",
           "CreatedAt = DateTime.Parse(cols[7], CultureInfo.InvariantCulture),",
           "CreatedAt = DateTime.Parse(cols[7], CultureInfo.InvariantCulture, DateTimeStyles.AdjustToUniversal | "
           "DateTimeStyles.AssumeUniversal),")
    s.bash("seedok", "dotnet run --project src/Berthbook.Api -- seed data/berths_2027.csv && psql -h localhost -p "
           "5433 -U berthbook -c 'select m.code, count(*) from berths b join marinas m on m.id = b.marina_id group "
           "by 1 order by 1'", "Seeded 3 marinas.\n code | count\n------+-------\n SIB  |    96\n SPU  |   187\n "
           "ZAD  |   129\n(3 rows)")
    s.remember("memdevsetup", "berthbook local setup: `docker compose up -d db` starts postgres:16 on localhost:5433 "
               "(user/db berthbook). The connection string lives in user-secrets of Berthbook.Api "
               "(`dotnet user-secrets set ConnectionStrings:Berthbook ...`), never in appsettings.*.json. "
               "dotnet-ef is a local tool (.config/dotnet-tools.json): run `dotnet tool restore` after cloning. "
               "Seed berths with `dotnet run --project src/Berthbook.Api -- seed data/berths_2027.csv` (412 berths).",
               "berthbook local development setup", "fact")
    s.bash("commit2", "git add -A && git commit -m 'Data: entities, DbContext, Initial migration, berth seed (412 "
           "berths)'", "[main 9a4c217] Data: entities, DbContext, Initial migration, berth seed (412 berths)\n"
           " 19 files changed, 684 insertions(+)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("nomediatr", "Looking at the two MediatR handlers I wrote yesterday: actually let's not use MediatR. "
             "It's an indirection for nothing here, every handler has exactly one caller, and the stack traces get "
             "ugly. Take it out: plain service classes (BookingService) injected into the endpoint lambdas.")
    s.bash("rmmediatr", "dotnet remove src/Berthbook.Api package MediatR && git rm -r src/Berthbook.Api/Handlers",
           "info : Removing PackageReference for package 'MediatR' from project "
           "'src/Berthbook.Api/Berthbook.Api.csproj'.\nrm 'src/Berthbook.Api/Handlers/ConfirmBookingHandler.cs'\n"
           "rm 'src/Berthbook.Api/Handlers/HoldBerthHandler.cs'")
    s.prompt("holds", "Booking flow: the widget first puts a hold on a berth (status Held), the skipper pays through "
             "the card page and then we confirm. A hold lasts 15 minutes; after that the berth is free again. Two "
             "holds can't overlap on the same berth, and departure day = the next guest's arrival day is fine.")
    s.write("bookingsvc", "src/Berthbook.Api/Bookings/BookingService.cs", BOOKING_SERVICE_CS)
    s.write("availsvc", "src/Berthbook.Api/Bookings/BerthAvailabilityService.cs", AVAILABILITY_CS)
    s.write("endpoints", "src/Berthbook.Api/Endpoints/BookingEndpoints.cs", "namespace Berthbook.Api.Endpoints;\n\n"
            "public static class BookingEndpoints\n{\n    public static RouteGroupBuilder MapBookingEndpoints(this "
            "RouteGroupBuilder g)\n    {\n        g.MapPost(\"/holds\", async (HoldRequest req, BookingService svc, "
            "CancellationToken ct) =>\n        {\n            var b = await svc.HoldAsync(req, ct);\n            return "
            "Results.Created($\"/api/bookings/{b.Id}\", BookingDto.From(b));\n        });\n        g.MapPost(\"/{id:guid}"
            "/confirm\", async (Guid id, BookingService svc, CancellationToken ct) =>\n            await "
            "svc.ConfirmAsync(id, ct) is { } b ? Results.Ok(BookingDto.From(b)) : Results.NotFound());\n        "
            "return g;\n    }\n}\n")
    s.write("fixture", "tests/Berthbook.Tests/ApiFactory.cs", "using Testcontainers.PostgreSql;\n\nnamespace "
            "Berthbook.Tests;\n\n/// One postgres:16 container per test run; every test class gets a fresh schema.\n"
            "public sealed class ApiFactory : WebApplicationFactory<Program>, IAsyncLifetime\n{\n    private readonly "
            "PostgreSqlContainer _pg = new PostgreSqlBuilder().WithImage(\"postgres:16-alpine\").Build();\n\n"
            "    public Task InitializeAsync() => _pg.StartAsync();\n    public new Task DisposeAsync() => "
            "_pg.DisposeAsync().AsTask();\n\n    protected override void ConfigureWebHost(IWebHostBuilder b) =>\n"
            "        b.UseSetting(\"ConnectionStrings:Berthbook\", _pg.GetConnectionString());\n}\n")
    s.bash("overlapfail", "dotnet test", test_summary(22, 1, "11 s").replace(
        "Starting test execution, please wait...\n",
        "Starting test execution, please wait...\n[xUnit.net 00:00:09.12]     Berthbook.Tests.HoldTests."
        "Back_to_back_stays_on_one_berth_are_allowed [FAIL]\n  Failed Berthbook.Tests.HoldTests."
        "Back_to_back_stays_on_one_berth_are_allowed [412 ms]\n  Error Message:\n   Expected response.StatusCode "
        "to be HttpStatusCode.Created {value: 201}, but found HttpStatusCode.Conflict {value: 409}.\n"), code=1)
    s.grep(None, "b.Arrival <= departure|b.Departure >= arrival", ["src/Berthbook.Api/Bookings/BerthAvailabilityService.cs"])
    s.edit("overlapfix", "src/Berthbook.Api/Bookings/BerthAvailabilityService.cs",
           "&& b.Arrival <= departure && b.Departure >= arrival))",
           "&& b.Arrival < departure && b.Departure > arrival))")
    s.bash("tests23", "dotnet test", test_summary(23, 0, "10 s"))
    s.bash("commit3", "git add -A && git commit -m 'Bookings: holds and confirmation through BookingService; drop "
           "MediatR'", "[main 51d0e8b] Bookings: holds and confirmation through BookingService; drop MediatR\n"
           " 11 files changed, 402 insertions(+), 96 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("sweeper", "Expired holds have to go back to being free without anyone asking: a BackgroundService "
             "that runs every minute and flips Held bookings past HoldExpiresAt to Expired with ExecuteUpdateAsync.")
    s.write("holdexpiry", "src/Berthbook.Api/Workers/HoldExpiryService.cs", HOLD_EXPIRY_CS)
    s.bash(None, "dotnet build", BUILD_OK.format(data="Berthbook.Data", secs="05.12"))
    s.bash("disposed1", "dotnet run --project src/Berthbook.Api 2>&1 | tail -8", "",
           "[09:31:02 INF] Now listening on: http://localhost:5180\n[09:32:02 ERR] BackgroundService failed\n"
           "System.ObjectDisposedException: Cannot access a disposed context instance. A common cause of this error "
           "is disposing a context instance that was resolved from dependency injection and then later trying to use "
           "the same context instance elsewhere in your application.\nObject name: 'BerthbookDbContext'.\n   at "
           "Microsoft.EntityFrameworkCore.DbContext.CheckDisposed()\n   at Berthbook.Api.Workers.HoldExpiryService."
           "ExecuteAsync(CancellationToken stoppingToken) in /home/nina/src/berthbook/src/Berthbook.Api/Workers/"
           "HoldExpiryService.cs:line 27\n[09:32:02 FTL] The HostOptions.BackgroundServiceExceptionBehavior is "
           "configured to StopHost. A BackgroundService has thrown an unhandled exception, and the IHost instance "
           "is stopping.", code=1)
    s.prompt("disposed1why", "The constructor opens a scope with `using var`, grabs the DbContext out of it and the "
             "scope is disposed the moment the constructor returns, so the first tick a minute later hits a dead "
             "context. A hosted service is a singleton: take IServiceScopeFactory and create a scope per tick.")
    s.fetch(None, "https://learn.microsoft.com/en-us/dotnet/core/extensions/scoped-service",
            "How should a BackgroundService use a scoped service like a DbContext?",
            "Background services are registered as singletons and cannot inject scoped services directly. Inject "
            "IServiceScopeFactory and call CreateAsyncScope() inside ExecuteAsync for each unit of work; resolve the "
            "scoped service from scope.ServiceProvider and dispose the scope when the work is done.")
    s.edit("disposed1fix", "src/Berthbook.Api/Workers/HoldExpiryService.cs",
           "            var now = _clock.GetUtcNow().UtcDateTime;\n            var n = await _db.Bookings",
           "            await using var scope = _scopes.CreateAsyncScope();\n            var db = scope.ServiceProvider."
           "GetRequiredService<BerthbookDbContext>();\n            var now = _clock.GetUtcNow().UtcDateTime;\n"
           "            var n = await db.Bookings")
    s.bash("sweepok", "dotnet run --project src/Berthbook.Api 2>&1 | grep -m2 HoldExpiry",
           "[09:48:03 INF] Expired 2 holds {\"SourceContext\": \"Berthbook.Api.Workers.HoldExpiryService\"}\n"
           "[09:49:03 INF] Expired 1 holds {\"SourceContext\": \"Berthbook.Api.Workers.HoldExpiryService\"}")
    s.lesson("lesson1", "A BackgroundService is a singleton: never keep a DbContext from a scope created in its "
             "constructor (the scope dies when the constructor returns). Inject IServiceScopeFactory and create a "
             "scope per unit of work inside ExecuteAsync.",
             "berthbook: HoldExpiryService crashed the host with ObjectDisposedException on its first tick")
    s.prompt("renamecalc", "BerthAvailabilityService isn't really a service, it's the overlap arithmetic plus two "
             "queries. Rename it to AvailabilityCalculator (file and class) and fix every usage.")
    s.grep("greprename", "BerthAvailabilityService", ["src/Berthbook.Api/Bookings/BerthAvailabilityService.cs",
                                                      "src/Berthbook.Api/Bookings/BookingService.cs",
                                                      "src/Berthbook.Api/Program.cs",
                                                      "tests/Berthbook.Tests/AvailabilityTests.cs"])
    s.bash("gitmvcalc", "git mv src/Berthbook.Api/Bookings/BerthAvailabilityService.cs "
           "src/Berthbook.Api/Bookings/AvailabilityCalculator.cs && sed -i 's/BerthAvailabilityService/"
           "AvailabilityCalculator/g' src/Berthbook.Api/Bookings/*.cs src/Berthbook.Api/Program.cs "
           "tests/Berthbook.Tests/AvailabilityTests.cs && git grep -c AvailabilityCalculator",
           "src/Berthbook.Api/Bookings/AvailabilityCalculator.cs:1\nsrc/Berthbook.Api/Bookings/BookingService.cs:1\n"
           "src/Berthbook.Api/Program.cs:1\ntests/Berthbook.Tests/AvailabilityTests.cs:6")
    s.prompt("serilog", "Logging: Serilog with request logging, console in dev and a Seq sink (docker "
             "datalust/seq on :5341) so Mirela's IT guy can look at things without me. Structured properties, no "
             "string interpolation in log messages.")
    s.edit("serilogcfg", "src/Berthbook.Api/Program.cs", "var builder = WebApplication.CreateBuilder(args);\n",
           "var builder = WebApplication.CreateBuilder(args);\nbuilder.Host.UseSerilog((ctx, lc) => lc\n"
           "    .ReadFrom.Configuration(ctx.Configuration)\n    .Enrich.FromLogContext()\n    .WriteTo.Console()\n"
           "    .WriteTo.Seq(ctx.Configuration[\"Seq:Url\"] ?? \"http://localhost:5341\"));\n")
    s.bash("tests26", "dotnet test", test_summary(26, 0, "12 s"))
    s.bash("commit4", "git add -A && git commit -m 'Workers: HoldExpiryService with a scope per tick; rename "
           "BerthAvailabilityService to AvailabilityCalculator; Serilog + Seq'",
           "[main c47f2d9] Workers: HoldExpiryService with a scope per tick; rename BerthAvailabilityService to "
           "AvailabilityCalculator; Serilog + Seq\n 9 files changed, 141 insertions(+), 38 deletions(-)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.prompt("pricing", "Prices: per metre of boat length per night, by season (low Oct-Apr, mid May/Jun/Sep, high "
             "Jul/Aug), per marina. Money is decimal in C# and numeric in Postgres, never double or float, and "
             "rounding only once, on the final total, MidpointRounding.AwayFromZero like their accountant does.")
    s.todo(None, [("SeasonRate entity + migration", "in_progress"), ("PriceQuote endpoint", "pending"),
                  ("Hold duration from Mirela", "pending"), ("Availability query speed", "pending")])
    s.bash("decwarn", "dotnet ef migrations add AddSeasonRates --project src/Berthbook.Data --startup-project "
           "src/Berthbook.Api", "Build started...\nBuild succeeded.\nwarn: Microsoft.EntityFrameworkCore.Model."
           "Validation[30000]\n      No store type was specified for the decimal property 'RatePerMetre' on entity "
           "type 'SeasonRate'. This will cause values to be silently truncated if they do not fit in the default "
           "precision and scale. Explicitly specify the SQL server column type that can accommodate all the values in "
           "'OnModelCreating' using 'HasColumnType', specify precision and scale using 'HasPrecision', or configure a "
           "value converter using 'HasConversion'.\nDone. To undo this action, use 'ef migrations remove'")
    s.edit("decfix", "src/Berthbook.Data/Configurations/SeasonRateConfiguration.cs",
           "        b.Property(x => x.RatePerMetre);",
           "        b.Property(x => x.RatePerMetre).HasPrecision(10, 2);")
    s.bash(None, "dotnet ef migrations remove --project src/Berthbook.Data --startup-project src/Berthbook.Api && "
           "dotnet ef migrations add AddSeasonRates --project src/Berthbook.Data --startup-project src/Berthbook.Api",
           "Build started...\nBuild succeeded.\nRemoving migration '20270506081955_AddSeasonRates'.\nReverting the "
           "model snapshot.\nDone.\nBuild started...\nBuild succeeded.\nDone. To undo this action, use 'ef "
           "migrations remove'")
    s.prompt("hold25", "Mirela called: 15 minutes is too short, skippers book from the boat with one bar of signal "
             "and the card page times out on them. Make the hold 25 minutes.")
    s.edit("hold25edit", "src/Berthbook.Api/Bookings/BookingService.cs",
           "    public static readonly TimeSpan HoldDuration = TimeSpan.FromMinutes(15);",
           "    public static readonly TimeSpan HoldDuration = TimeSpan.FromMinutes(25);  // Mirela, 6 May")
    s.bash("perfbefore", "bombardier -c 20 -n 2000 -l 'http://localhost:5180/api/marinas/SPU/free-berths?length=12.5"
           "&draft=2.1&arrival=2027-07-10&departure=2027-07-17'", "Bombarding http://localhost:5180/api/marinas/SPU/"
           "free-berths?... with 2000 request(s) using 20 connection(s)\nStatistics        Avg      Stdev        Max\n"
           "  Reqs/sec       104.66      21.40     151.22\n  Latency      190.85ms    31.02ms   412.77ms\n  Latency "
           "Distribution\n     50%   184.20ms\n     75%   199.43ms\n     90%   207.90ms\n     95%   212.36ms\n"
           "     99%   271.05ms\n  HTTP codes:\n    1xx - 0, 2xx - 2000, 3xx - 0, 4xx - 0, 5xx - 0")
    s.bash("explain", "psql -h localhost -p 5433 -U berthbook -c \"explain analyze select * from bookings where "
           "berth_id = 311 and status in (0,1) and arrival < '2027-07-17' and departure > '2027-07-10'\"",
           " Seq Scan on bookings  (cost=0.00..1987.40 rows=1 width=96) (actual time=3.911..7.402 rows=1 loops=1)\n"
           "   Filter: ((status = ANY ('{0,1}'::integer[])) AND (arrival < '2027-07-17'::date) AND (departure > "
           "'2027-07-10'::date) AND (berth_id = 311))\n   Rows Removed by Filter: 48216\n Planning Time: 0.140 ms\n"
           " Execution Time: 7.431 ms")
    s.edit("index", "src/Berthbook.Data/Configurations/BookingConfiguration.cs",
           "        b.HasIndex(x => x.SkipperEmail);",
           "        b.HasIndex(x => x.SkipperEmail);\n        b.HasIndex(x => new { x.BerthId, x.Arrival, x.Departure })\n"
           "         .HasFilter(\"status in (0, 1)\");   // only Held and Confirmed block a berth")
    s.bash("perfafter", "dotnet ef migrations add BookingBerthDatesIndex --project src/Berthbook.Data "
           "--startup-project src/Berthbook.Api && dotnet ef database update --project src/Berthbook.Data "
           "--startup-project src/Berthbook.Api && bombardier -c 20 -n 2000 -l 'http://localhost:5180/api/marinas/"
           "SPU/free-berths?length=12.5&draft=2.1&arrival=2027-07-10&departure=2027-07-17' | grep -E '95%|Reqs/sec'",
           "Applying migration '20270506101208_BookingBerthDatesIndex'.\nDone.\n  Reqs/sec       689.12      88.03    "
           "902.55\n     95%    31.08ms")
    s.remember("memmirela", "Mirela Perić (Modra Luka operations manager) approves every price change and every "
               "production deploy. Deploys only on Tuesday or Thursday evenings after 20:00 Croatian time: the "
               "harbour offices use the system during the day. She reads English fine but the booking emails to "
               "skippers go out in Croatian and English.", "Mirela: approvals and deploy windows", "fact")
    s.bash("commit5", "git add -A && git commit -m 'Pricing: season rates (numeric 10,2); 25 min holds; index on "
           "bookings (berth, dates)'", "[main 7b3e90f] Pricing: season rates (numeric 10,2); 25 min holds; index on "
           "bookings (berth, dates)\n 12 files changed, 318 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("appsvc", "First deploy to Azure: App Service on Linux, B1 plan in West Europe, resource group "
             "rg-berthbook-prod, Postgres flexible server B1ms next to it. GitHub Actions builds and zip-deploys on "
             "every tag. The connection string comes from Key Vault through an app setting reference.")
    s.write("workflow", ".github/workflows/deploy.yml", "name: deploy\non:\n  push:\n    tags: ['v*']\njobs:\n"
            "  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: "
            "actions/setup-dotnet@v4\n        with: { dotnet-version: '8.0.x' }\n      - run: dotnet test -c Release\n"
            "      - run: dotnet publish src/Berthbook.Api -c Release -o out\n      - uses: azure/login@v2\n        with:\n"
            "          client-id: ${{ secrets.AZURE_CLIENT_ID }}\n          tenant-id: ${{ secrets.AZURE_TENANT_ID }}\n"
            "          subscription-id: ${{ secrets.AZURE_SUBSCRIPTION_ID }}\n      - uses: azure/webapps-deploy@v3\n"
            "        with: { app-name: app-berthbook-prod, package: out }\n")
    s.bash(None, "az webapp create -g rg-berthbook-prod -p plan-berthbook -n app-berthbook-prod --runtime "
           "'DOTNETCORE:8.0'", "{\n  \"defaultHostName\": \"app-berthbook-prod.azurewebsites.net\",\n  \"state\": "
           "\"Running\",\n  \"kind\": \"app,linux\"\n}")
    s.bash("start500", "curl -s -o /dev/null -w '%{http_code}\\n' https://app-berthbook-prod.azurewebsites.net/healthz "
           "&& az webapp log tail -g rg-berthbook-prod -n app-berthbook-prod | head -6",
           "500\n2027-05-10T18:22:41 HTTP Error 500.30 - ASP.NET Core app failed to start\n"
           "2027-05-10T18:22:41 Unhandled exception. System.ArgumentException: Host can't be null\n   at Npgsql."
           "NpgsqlConnectionStringBuilder.PostProcessAndValidate()\n   at Berthbook.Api.Program.<Main>$(String[] args)")
    s.bash("appsettings", "az webapp config appsettings list -g rg-berthbook-prod -n app-berthbook-prod -o table",
           "Name                          Value\n----------------------------  ---------------------------------------"
           "---------------\nConnectionStrings:Berthbook   @Microsoft.KeyVault(SecretUri=https://kv-berthbook.vault."
           "azure.net/secrets/pg-conn/)\nSeq__Url                      http://seq.internal:5341")
    s.prompt("start500why", "On Linux App Service a colon in an app setting name doesn't survive as an environment "
             "variable; it has to be ConnectionStrings__Berthbook with a double underscore. Rename the setting.")
    s.bash("start500fix", "az webapp config appsettings delete -g rg-berthbook-prod -n app-berthbook-prod "
           "--setting-names ConnectionStrings:Berthbook && az webapp config appsettings set -g rg-berthbook-prod -n "
           "app-berthbook-prod --settings 'ConnectionStrings__Berthbook=@Microsoft.KeyVault(SecretUri=https://"
           "kv-berthbook.vault.azure.net/secrets/pg-conn/)' && curl -s https://app-berthbook-prod.azurewebsites.net/"
           "healthz", "ok")
    s.prompt("ratelimit", "Public endpoints need a rate limit before Luka's widget goes live: the built-in rate "
             "limiter, fixed window, 60 requests per minute per client IP on /api/marinas/*; the admin routes are "
             "behind Entra ID anyway.")
    s.edit("ratelimitcfg", "src/Berthbook.Api/Program.cs", "builder.Services.AddProblemDetails();",
           "builder.Services.AddProblemDetails();\nbuilder.Services.AddRateLimiter(o =>\n{\n    o.RejectionStatusCode "
           "= StatusCodes.Status429TooManyRequests;\n    o.AddPolicy(\"public\", ctx => RateLimitPartition."
           "GetFixedWindowLimiter(\n        ctx.Connection.RemoteIpAddress?.ToString() ?? \"unknown\",\n        _ => new "
           "FixedWindowRateLimiterOptions { PermitLimit = 60, Window = TimeSpan.FromMinutes(1) }));\n});")
    s.remember("memdeploy1", "Deploying berthbook (App Service): push a tag vX.Y.Z; the GitHub Actions workflow "
               "deploy.yml runs the tests, publishes and zip-deploys to app-berthbook-prod (rg-berthbook-prod, "
               "West Europe). Migrations are NOT applied by the app: run `dotnet ef database update` against the "
               "flexible server from a machine on the allow-list before tagging. App settings use double "
               "underscores (ConnectionStrings__Berthbook).", "How to deploy berthbook", "fact")
    s.bash("commit6", "git add -A && git commit -m 'Deploy: GitHub Actions to App Service; rate limit public "
           "endpoints at 60/min'", "[main e0d5a61] Deploy: GitHub Actions to App Service; rate limit public "
           "endpoints at 60/min\n 4 files changed, 71 insertions(+), 2 deletions(-)")
    s.bash(None, "git tag v0.1.0 && git push origin main --tags", "To github.com:ninakralj/berthbook.git\n"
           "   7b3e90f..e0d5a61  main -> main\n * [new tag]         v0.1.0 -> v0.1.0")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("renameproj", "Berthbook.Data is a bad name now that it also holds the seeding and the Npgsql "
             "interceptors. Rename the project to Berthbook.Persistence: folder, csproj, root namespace, every "
             "using, the solution file.")
    s.bash("projmv", "git mv src/Berthbook.Data src/Berthbook.Persistence && git mv src/Berthbook.Persistence/"
           "Berthbook.Data.csproj src/Berthbook.Persistence/Berthbook.Persistence.csproj && dotnet sln remove "
           "src/Berthbook.Data/Berthbook.Data.csproj && dotnet sln add src/Berthbook.Persistence/"
           "Berthbook.Persistence.csproj", "Project `src/Berthbook.Data/Berthbook.Data.csproj` removed from the "
           "solution.\nProject `src/Berthbook.Persistence/Berthbook.Persistence.csproj` added to the solution.")
    s.bash("sednamespace", "grep -rl 'Berthbook.Data' src tests --include=*.cs --include=*.csproj | xargs sed -i "
           "'s/Berthbook\\.Data/Berthbook.Persistence/g'", "")
    s.bash("cs0246", "dotnet build", "", "/home/nina/src/berthbook/src/Berthbook.Api/Berthbook.Api.csproj : error "
           "MSB9008: The referenced project ../Berthbook.Data/Berthbook.Data.csproj does not exist.\n/home/nina/src/"
           "berthbook/src/Berthbook.Api/Workers/HoldExpiryService.cs(1,17): error CS0234: The type or namespace name "
           "'Persistence' does not exist in the namespace 'Berthbook' (are you missing an assembly reference?)\n"
           "    0 Warning(s)\n    14 Error(s)", code=1)
    s.grep(None, "Berthbook.Data.csproj", ["src/Berthbook.Api/Berthbook.Api.csproj",
                                           "tests/Berthbook.Tests/Berthbook.Tests.csproj"])
    s.edit("projreffix", "src/Berthbook.Api/Berthbook.Api.csproj",
           "    <ProjectReference Include=\"..\\Berthbook.Data\\Berthbook.Data.csproj\" />",
           "    <ProjectReference Include=\"..\\Berthbook.Persistence\\Berthbook.Persistence.csproj\" />")
    s.bash("buildpersist", "sed -i 's#Berthbook.Data\\\\Berthbook.Data.csproj#Berthbook.Persistence\\\\Berthbook."
           "Persistence.csproj#' tests/Berthbook.Tests/Berthbook.Tests.csproj && dotnet build",
           BUILD_OK.format(data="Berthbook.Persistence", secs="09.48"))
    s.prompt("mail", "Confirmation emails: when a booking is confirmed, send the skipper a mail (Croatian + "
             "English) through SendGrid with the berth, dates and the marina's VHF channel. Don't make the confirm "
             "request wait for SendGrid.")
    s.edit("firenforget", "src/Berthbook.Api/Endpoints/BookingEndpoints.cs",
           "            await svc.ConfirmAsync(id, ct) is { } b ? Results.Ok(BookingDto.From(b)) : Results.NotFound());",
           "        {\n            if (await svc.ConfirmAsync(id, ct) is not { } b) return Results.NotFound();\n"
           "            _ = Task.Run(() => mails.SendConfirmationAsync(b.Id, CancellationToken.None));\n"
           "            return Results.Ok(BookingDto.From(b));\n        });")
    s.bash("disposed2", "dotnet test --filter Confirm", test_summary(3, 0, "8 s") + "\n\n[10:41:17 ERR] Unobserved "
           "task exception\nSystem.ObjectDisposedException: Cannot access a disposed context instance. A common "
           "cause of this error is disposing a context instance that was resolved from dependency injection and then "
           "later trying to use the same context instance elsewhere in your application.\nObject name: "
           "'BerthbookDbContext'.\n   at Berthbook.Api.Mail.ConfirmationMailer.SendConfirmationAsync(Guid bookingId, "
           "CancellationToken ct) in /home/nina/src/berthbook/src/Berthbook.Api/Mail/ConfirmationMailer.cs:line 31")
    s.prompt("disposed2why", "Same exception as the hold sweeper last week but not the same bug: the tests pass "
             "because the response is already sent, and then the Task.Run'd mail code uses the request's "
             "DbContext after the request scope is gone. No fire-and-forget from endpoints: put the booking id on a "
             "Channel<Guid> and let a BackgroundService send the mails with its own scope.")
    s.write("mailqueue", "src/Berthbook.Api/Mail/ConfirmationQueue.cs", "using System.Threading.Channels;\n\n"
            "namespace Berthbook.Api.Mail;\n\n/// Confirmed booking ids waiting for their email; bounded so a SendGrid "
            "outage can't eat the memory.\npublic sealed class ConfirmationQueue\n{\n    private readonly "
            "Channel<Guid> _ch = Channel.CreateBounded<Guid>(new BoundedChannelOptions(500)\n        { FullMode = "
            "BoundedChannelFullMode.Wait });\n\n    public ValueTask EnqueueAsync(Guid id, CancellationToken ct) => "
            "_ch.Writer.WriteAsync(id, ct);\n    public IAsyncEnumerable<Guid> ReadAllAsync(CancellationToken ct) => "
            "_ch.Reader.ReadAllAsync(ct);\n}\n\n/// Sends each queued confirmation inside its own DI scope.\n"
            "public sealed class ConfirmationMailWorker(ConfirmationQueue queue, IServiceScopeFactory scopes)\n"
            "    : BackgroundService\n{\n    protected override async Task ExecuteAsync(CancellationToken ct)\n    {\n"
            "        await foreach (var id in queue.ReadAllAsync(ct))\n        {\n            await using var scope = "
            "scopes.CreateAsyncScope();\n            await scope.ServiceProvider.GetRequiredService<ConfirmationMailer>()"
            ".SendConfirmationAsync(id, ct);\n        }\n    }\n}\n")
    s.edit("disposed2fix", "src/Berthbook.Api/Endpoints/BookingEndpoints.cs",
           "            _ = Task.Run(() => mails.SendConfirmationAsync(b.Id, CancellationToken.None));",
           "            await queue.EnqueueAsync(b.Id, ct);")
    s.lesson("lesson2", "Never fire-and-forget (Task.Run, discarded tasks) from an endpoint with anything resolved "
             "for the request: the request's DI scope and its DbContext are disposed once the response is sent. "
             "Hand the work to a queue (Channel) read by a BackgroundService that opens its own scope.",
             "berthbook: confirmation mails threw ObjectDisposedException after the confirm request had returned")
    s.bash("tests34", "dotnet test", test_summary(34, 0, "14 s"))
    s.bash("commit7", "git add -A && git commit -m 'Rename Berthbook.Data to Berthbook.Persistence; confirmation "
           "mails through a channel and ConfirmationMailWorker'", "[main 2f9a6c3] Rename Berthbook.Data to "
           "Berthbook.Persistence; confirmation mails through a channel and ConfirmationMailWorker\n 47 files "
           "changed, 188 insertions(+), 41 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.prompt("whyaca", "The hold sweeper didn't run for eight hours last night: App Service unloads the app when "
             "nobody calls it, and Always On plus a second always-on worker would push us to a bigger plan. Let's "
             "switch from App Service to Azure Container Apps: one container with min replicas 1, same price "
             "range, and Modra Luka's IT already runs their intranet in a Container Apps environment.")
    s.bash("noholdlog", "az monitor log-analytics query -w law-berthbook --analytics-query \"AppTraces | where "
           "Message startswith 'Expired' | summarize count() by bin(TimeGenerated, 1h)\" -o table | tail -5",
           "Count_    TimeGenerated\n--------  -------------------------\n58        2027-05-13T16:00:00Z\n"
           "61        2027-05-13T17:00:00Z\n3         2027-05-13T18:00:00Z\n12        2027-05-14T02:00:00Z")
    s.write("dockerfile", "Dockerfile", DOCKERFILE)
    s.bash("dockerfail", "docker build -t berthbook-api:dev .", "#11 [build 6/8] RUN dotnet restore "
           "src/Berthbook.Api/Berthbook.Api.csproj\n", "#11 2.913 /src/src/Berthbook.Api/Berthbook.Api.csproj : error "
           "NU1015: The following PackageReference item(s) do not have a version specified: Microsoft.Entity"
           "FrameworkCore.Design, Serilog.AspNetCore, Serilog.Sinks.Seq\nERROR: failed to solve: process \"/bin/sh -c "
           "dotnet restore src/Berthbook.Api/Berthbook.Api.csproj\" did not complete successfully: exit code: 1",
           code=1)
    s.edit("dockerfix", "Dockerfile", "COPY Berthbook.sln ./",
           "COPY Berthbook.sln Directory.Packages.props Directory.Build.props ./")
    s.bash("imagesize1", "docker build -t berthbook-api:dev . && docker images berthbook-api",
           "#15 naming to docker.io/library/berthbook-api:dev done\nREPOSITORY      TAG   IMAGE ID       CREATED"
           "          SIZE\nberthbook-api   dev   6b0e1f3c9d42   3 seconds ago    231MB")
    s.prompt("chiseled", "231 MB for a small API is a lot. Use the chiseled Ubuntu runtime image (no shell, no "
             "package manager, non-root by default).")
    s.fetch(None, "https://learn.microsoft.com/en-us/dotnet/core/docker/container-images",
            "Which .NET 8 runtime images are chiseled and what do they leave out?",
            "The .NET 8 'chiseled' images (mcr.microsoft.com/dotnet/aspnet:8.0-jammy-chiseled) are based on Ubuntu "
            "22.04 and contain only the files the .NET runtime needs: no shell, no package manager, and they run as "
            "the non-root 'app' user (UID 1654). Use the -extra variant if you need ICU and tzdata.")
    s.edit("chiseledit", "Dockerfile", "FROM mcr.microsoft.com/dotnet/aspnet:8.0 AS final",
           "FROM mcr.microsoft.com/dotnet/aspnet:8.0-jammy-chiseled-extra AS final   # -extra: tzdata for "
           "Europe/Zagreb")
    s.bash("imagesize2", "docker build -t berthbook-api:dev . && docker images berthbook-api",
           "REPOSITORY      TAG   IMAGE ID       CREATED          SIZE\nberthbook-api   dev   91cd7a20e5b8   2 seconds "
           "ago    124MB")
    s.bash("acadeploy", "az acr build -r crberthbook -t berthbook-api:0.2.0 . && az containerapp create -n "
           "ca-berthbook-api -g rg-berthbook-prod --environment cae-modraluka --image crberthbook.azurecr.io/"
           "berthbook-api:0.2.0 --target-port 8080 --ingress external --min-replicas 1 --max-replicas 3 "
           "--secrets pg-conn=keyvaultref:https://kv-berthbook.vault.azure.net/secrets/pg-conn,identityref:system "
           "--env-vars ConnectionStrings__Berthbook=secretref:pg-conn",
           "Run ID: cb1 was successful after 1m48s\nContainer app created. Access your app at https://ca-berthbook-"
           "api.kindforest-7e21c4d0.westeurope.azurecontainerapps.io/\n{\n  \"latestRevisionName\": "
           "\"ca-berthbook-api--0000001\",\n  \"provisioningState\": \"Succeeded\"\n}")
    s.bash(None, "az webapp stop -g rg-berthbook-prod -n app-berthbook-prod", "")
    s.remember("memdeploy2", "Deploying berthbook (Container Apps, replaces the App Service runbook): push a tag "
               "vX.Y.Z; deploy.yml runs the tests, `az acr build` pushes crberthbook.azurecr.io/berthbook-api:<tag> "
               "and `az containerapp update -n ca-berthbook-api -g rg-berthbook-prod --image ...` makes a new "
               "revision (min 1 replica so the background workers always run). Migrations are still applied by "
               "hand with `dotnet ef database update` before tagging. The old App Service app-berthbook-prod is "
               "stopped, to be deleted after May.", "How to deploy berthbook (Container Apps)", "fact")
    s.bash("commit8", "git add -A && git commit -m 'Deploy: Container Apps instead of App Service; chiseled "
           "runtime image (124 MB)'", "[main 8d21b4e] Deploy: Container Apps instead of App Service; chiseled "
           "runtime image (124 MB)\n 5 files changed, 64 insertions(+), 19 deletions(-)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.bash(None, "git pull && git log --oneline -3", "Already up to date.\n8d21b4e Deploy: Container Apps instead of "
           "App Service; chiseled runtime image (124 MB)\n2f9a6c3 Rename Berthbook.Data to Berthbook.Persistence; "
           "confirmation mails through a channel and ConfirmationMailWorker\ne0d5a61 Deploy: GitHub Actions to App "
           "Service; rate limit public endpoints at 60/min")
    s.bash("cifail", "gh run view --log-failed | tail -6", "test  Run tests  Failed Berthbook.Tests.PriceQuoteTests."
           "High_season_starts_on_July_first [38 ms]\ntest  Run tests  Error Message:\ntest  Run tests   Assert.Equal() "
           "Failure: Values differ\ntest  Run tests  Expected: 2027-07-01\ntest  Run tests  Actual:   2027-06-30\n"
           "test  Run tests  Failed!  - Failed:     1, Passed:    40, Skipped:     0, Total:    41")
    s.read("pricetest", "tests/Berthbook.Tests/PriceQuoteTests.cs", "namespace Berthbook.Tests;\n\npublic class "
           "PriceQuoteTests\n{\n    [Fact]\n    public void High_season_starts_on_July_first()\n    {\n        var "
           "arrival = DateOnly.FromDateTime(new DateTime(2027, 7, 1, 0, 30, 0).ToUniversalTime());\n        var "
           "season = SeasonCalendar.For(arrival);\n        Assert.Equal(new DateOnly(2027, 7, 1), season.Start);\n    }\n}\n")
    s.prompt("cifailwhy", "Passes on my laptop (Europe/Zagreb), fails on the runner (UTC): the test builds a local "
             "DateTime and converts it. That's exactly what the TimeProvider rule is for. Use FakeTimeProvider from "
             "Microsoft.Extensions.TimeProvider.Testing and marina-local dates, no ToUniversalTime in tests.")
    s.edit("cifailfix", "tests/Berthbook.Tests/PriceQuoteTests.cs",
           "        var arrival = DateOnly.FromDateTime(new DateTime(2027, 7, 1, 0, 30, 0).ToUniversalTime());",
           "        var clock = new FakeTimeProvider(new DateTimeOffset(2027, 6, 30, 22, 30, 0, TimeSpan.Zero));\n"
           "        var arrival = MarinaClock.Today(clock, \"Europe/Zagreb\");   // 00:30 on 1 July in Split")
    s.bash("tests41", "TZ=UTC dotnet test", test_summary(41, 0, "15 s"))
    s.prompt("appinsights", "Now that we're on Container Apps, drop Seq: nobody wants to run a Seq container next to "
             "it. Switch the logs from Seq to Application Insights: Serilog keeps the console sink and writes to "
             "App Insights through the OpenTelemetry exporter; Mirela's IT already watches Azure Monitor.")
    s.bash("otelpkg", "dotnet remove src/Berthbook.Api package Serilog.Sinks.Seq && dotnet add src/Berthbook.Api "
           "package Azure.Monitor.OpenTelemetry.AspNetCore --version 1.1.1 && dotnet add src/Berthbook.Api package "
           "Serilog.Sinks.OpenTelemetry --version 2.0.0", "info : Removing PackageReference for package "
           "'Serilog.Sinks.Seq' from project 'src/Berthbook.Api/Berthbook.Api.csproj'.\ninfo : PackageReference for "
           "package 'Azure.Monitor.OpenTelemetry.AspNetCore' version '1.1.1' added to file 'Directory.Packages.props'.\n"
           "info : PackageReference for package 'Serilog.Sinks.OpenTelemetry' version '2.0.0' added to file "
           "'Directory.Packages.props'.")
    s.edit("otelcfg", "src/Berthbook.Api/Program.cs",
           "    .WriteTo.Console()\n    .WriteTo.Seq(ctx.Configuration[\"Seq:Url\"] ?? \"http://localhost:5341\"));\n",
           "    .WriteTo.Console()\n    .WriteTo.OpenTelemetry());\nbuilder.Services.AddOpenTelemetry().UseAzureMonitor();"
           "   // APPLICATIONINSIGHTS_CONNECTION_STRING from the container app's secrets\n")
    s.bash("outdated", "dotnet list package --outdated", "Project `Berthbook.Persistence` has the following updates "
           "to its packages\n   [net8.0]:\n   Top-level Package                         Requested   Resolved   Latest\n"
           "   > Microsoft.EntityFrameworkCore             8.0.4       8.0.4      8.0.6\n   > Microsoft.EntityFramework"
           "Core.Design      8.0.4       8.0.4      8.0.6\n   > Npgsql.EntityFrameworkCore.PostgreSQL     8.0.2       8.0.2"
           "      8.0.4")
    s.edit("efbump", "Directory.Packages.props",
           "    <PackageVersion Include=\"Microsoft.EntityFrameworkCore\" Version=\"8.0.4\" />\n"
           "    <PackageVersion Include=\"Microsoft.EntityFrameworkCore.Design\" Version=\"8.0.4\" />\n"
           "    <PackageVersion Include=\"Npgsql.EntityFrameworkCore.PostgreSQL\" Version=\"8.0.2\" />",
           "    <PackageVersion Include=\"Microsoft.EntityFrameworkCore\" Version=\"8.0.6\" />\n"
           "    <PackageVersion Include=\"Microsoft.EntityFrameworkCore.Design\" Version=\"8.0.6\" />\n"
           "    <PackageVersion Include=\"Npgsql.EntityFrameworkCore.PostgreSQL\" Version=\"8.0.4\" />")
    s.bash(None, "dotnet tool update dotnet-ef --version 8.0.6 && dotnet test", "Tool 'dotnet-ef' was successfully "
           "updated from version '8.0.4' to version '8.0.6' (manifest file /home/nina/src/berthbook/.config/"
           "dotnet-tools.json).\n" + test_summary(41, 0, "16 s"))
    s.prompt("commitstyle", "Commit messages from here on: an area prefix in lower case and the imperative, like "
             "'tests: use FakeTimeProvider for season dates', body wrapped at 72. And never push straight to main "
             "any more: a PR per change, CI green before merging.")
    s.bash("commit9", "git checkout -b obs-efcore && git add -A && git commit -m 'tests: use FakeTimeProvider for "
           "season dates' -m 'logging: Application Insights via OpenTelemetry instead of Seq; deps: EF Core 8.0.6, "
           "Npgsql provider 8.0.4.'", "Switched to a new branch 'obs-efcore'\n[obs-efcore 4c60b1a] tests: use "
           "FakeTimeProvider for season dates\n 6 files changed, 39 insertions(+), 17 deletions(-)")
    s.bash(None, "gh pr create --fill && gh pr checks --watch", "https://github.com/ninakralj/berthbook/pull/7\n"
           "build-and-test  pass  2m41s  https://github.com/ninakralj/berthbook/actions/runs/9203318841")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.bash(None, "git checkout main && git pull", "Switched to branch 'main'\nUpdating 8d21b4e..b71e0c2\n"
           "Fast-forward\n 6 files changed, 39 insertions(+), 17 deletions(-)")
    s.prompt("occupancy", "Mirela wants an occupancy report: per marina and month, nights booked over nights "
             "available, as CSV for her Excel. Admin-only endpoint GET /api/admin/reports/occupancy?month=2027-05. "
             "And store where a booking came from (widget, phone, walk-in) so she can split it later.")
    s.bash("migrfail", "dotnet ef migrations add AddBookingSource",
           "Build started...\nBuild succeeded.\n", "Unable to create a 'DbContext' of type ''. The exception 'Unable to "
           "resolve service for type 'Microsoft.EntityFrameworkCore.DbContextOptions`1[Berthbook.Persistence."
           "BerthbookDbContext]' while attempting to activate 'Berthbook.Persistence.BerthbookDbContext'.' was thrown "
           "while attempting to create an instance. For the different patterns supported at design time, see "
           "https://go.microsoft.com/fwlink/?linkid=851728", code=1)
    s.prompt("migrfailwhy", "Run from the repo root without --project/--startup-project, ef picks the Persistence "
             "project on its own and can't build the host. Always pass both; put it in a script so nobody forgets.")
    s.write("efscript", "scripts/ef.sh", "#!/usr/bin/env bash\n# dotnet ef with the right projects: ./scripts/ef.sh "
            "migrations add Name | ./scripts/ef.sh database update\nset -euo pipefail\nexec dotnet ef \"$@\" --project "
            "src/Berthbook.Persistence --startup-project src/Berthbook.Api\n")
    s.bash("migrok", "chmod +x scripts/ef.sh && ./scripts/ef.sh migrations add AddBookingSource && ./scripts/ef.sh "
           "migrations list", "Build started...\nBuild succeeded.\nDone. To undo this action, use 'ef migrations "
           "remove'\n20270428093412_Initial\n20270506082310_AddSeasonRates\n20270506101208_BookingBerthDatesIndex\n"
           "20270520091544_AddBookingSource (Pending)")
    s.write("report", "src/Berthbook.Api/Reports/OccupancyReport.cs", "namespace Berthbook.Api.Reports;\n\n"
            "public sealed record OccupancyRow(string Marina, string Month, int BerthNights, int BookedNights)\n{\n"
            "    public decimal Occupancy => BerthNights == 0 ? 0 : Math.Round((decimal)BookedNights / BerthNights, 3);\n"
            "}\n\npublic sealed class OccupancyReport(BerthbookDbContext db)\n{\n    public async Task<List<OccupancyRow>> "
            "ForMonthAsync(DateOnly month, CancellationToken ct)\n    {\n        var first = new DateOnly(month.Year, "
            "month.Month, 1);\n        var next = first.AddMonths(1);\n        var rows = await db.Marinas.AsNoTracking()"
            "\n            .Select(m => new { m.Code, Berths = m.Berths.Count,\n                Booked = db.Bookings."
            "Where(b => b.Berth.MarinaId == m.Id && b.Status == BookingStatus.Confirmed\n                    && "
            "b.Arrival < next && b.Departure > first)\n                    .Sum(b => (b.Departure < next ? b.Departure.DayNumber : "
            "next.DayNumber)\n                            - (b.Arrival > first ? b.Arrival.DayNumber : first.DayNumber)) })\n"
            "            .ToListAsync(ct);\n        var days = next.DayNumber - first.DayNumber;\n        return rows."
            "Select(r => new OccupancyRow(r.Code, $\"{first:yyyy-MM}\", r.Berths * days, r.Booked)).ToList();\n    }\n}\n")
    s.bash("reportrun", "curl -s -H \"Authorization: Bearer $(az account get-access-token --query accessToken -o "
           "tsv)\" 'http://localhost:5180/api/admin/reports/occupancy?month=2027-05'",
           "marina,month,berth_nights,booked_nights,occupancy\nSPU,2027-05,5797,4811,0.830\nZAD,2027-05,3999,2819,"
           "0.705\nSIB,2027-05,2976,1845,0.620")
    s.prompt("rate120", "Luka says the widget refreshes availability while the skipper drags the date picker and "
             "his testers hit 429s constantly. Raise the public limit from 60 to 120 per minute per IP.")
    s.edit("rate120edit", "src/Berthbook.Api/Program.cs",
           "_ => new FixedWindowRateLimiterOptions { PermitLimit = 60, Window = TimeSpan.FromMinutes(1) }));",
           "_ => new FixedWindowRateLimiterOptions { PermitLimit = 120, Window = TimeSpan.FromMinutes(1) }));")
    s.bash("tests47", "dotnet test", test_summary(47, 0, "17 s"))
    s.bash("commit10", "git checkout -b occupancy && git add -A && git commit -m 'reports: monthly occupancy CSV per "
           "marina' -m 'data: AddBookingSource migration; scripts/ef.sh; api: public rate limit 120/min.'",
           "Switched to a new branch 'occupancy'\n[occupancy a93d5f7] reports: monthly occupancy CSV per marina\n"
           " 9 files changed, 236 insertions(+), 3 deletions(-)")
    s.bash("release", "gh pr create --fill && gh pr merge --squash --auto && git checkout main && git pull && "
           "./scripts/ef.sh database update --connection \"$PROD_PG\" && git tag v0.3.0 && git push origin v0.3.0 && "
           "gh run watch", "https://github.com/ninakralj/berthbook/pull/8\nApplying migration '20270520091544_"
           "AddBookingSource'.\nDone.\n * [new tag]         v0.3.0 -> v0.3.0\n✓ deploy · 9214570338\n  ✓ build in "
           "3m12s\n  ✓ az containerapp update: latestRevisionName ca-berthbook-api--0000004")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-04-26T08:30:00", "0b7c1d2e-3f40-4a51-8b62-7c8d9e0a1201", s1),   # Mon
    ("s2", "2027-04-28T09:00:00", "1c8d2e3f-4051-4b62-9c73-8d9e0a1b1202", s2),   # Wed
    ("s3", "2027-04-30T13:30:00", "2d9e3f40-5162-4c73-ad84-9e0a1b2c1203", s3),   # Fri
    ("s4", "2027-05-04T09:00:00", "3eaf4051-6273-4d84-be95-0a1b2c3d1204", s4),   # Tue
    ("s5", "2027-05-06T08:00:00", "4fb05162-7384-4e95-cfa6-1b2c3d4e1205", s5),   # Thu
    ("s6", "2027-05-10T17:45:00", "50c16273-8495-4fa6-d0b7-2c3d4e5f1206", s6),   # Mon
    ("s7", "2027-05-12T10:00:00", "61d27384-95a6-40b7-e1c8-3d4e5f601207", s7),   # Wed
    ("s8", "2027-05-14T09:15:00", "72e38495-a6b7-41c8-f2d9-4e5f60711208", s8),   # Fri
    ("s9", "2027-05-18T08:45:00", "83f495a6-b7c8-42d9-03ea-5f6071821209", s9),   # Tue
    ("s10", "2027-05-20T09:00:00", "9405a6b7-c8d9-43ea-14fb-607182931210", s10),  # Thu
]

#: When the questions are asked: Monday morning after the last session (a Thursday).
ASKED_AT = "2027-05-24T08:30:00Z"
