"""The ten sessions of the chanterelle history, step by step (see build.py and README.md)."""
from __future__ import annotations


def xctest(n: int, secs: str, failures: int = 0, device: str = "iPhone 17") -> str:
    """The tail of an `xcodebuild test` run: what every green (or red) test run ends with."""
    word = "failure" if failures == 1 else "failures"
    verdict = "** TEST FAILED **" if failures else "** TEST SUCCEEDED **"
    return (f"Test Suite 'All tests' {'failed' if failures else 'passed'} at 2027-09-01 10:00:00.000.\n"
            f"\t Executed {n} tests, with {failures} {word} (0 unexpected) in {secs} ({secs}) seconds\n"
            f"Testing on {device} (iOS 26.2 Simulator)\n\n{verdict}")


BUILD_OK = ("Command line invocation:\n    /Applications/Xcode.app/Contents/Developer/usr/bin/xcodebuild -scheme Chanterelle "
            "-destination \"platform=iOS Simulator,name=iPhone 17\" build\n\nResolve Package Graph\n\n"
            "CompileSwiftSources normal arm64 com.apple.xcode.tools.swift.compiler (in target 'Chanterelle' from "
            "project 'Chanterelle')\nLd /Users/priya/Library/Developer/Xcode/DerivedData/Chanterelle-gxkq/Build/Products/"
            "Debug-iphonesimulator/Chanterelle.app/Chanterelle normal\nCodeSign /Users/priya/Library/Developer/Xcode/"
            "DerivedData/Chanterelle-gxkq/Build/Products/Debug-iphonesimulator/Chanterelle.app\n\n** BUILD SUCCEEDED **")

PROJECT_YML = """name: Chanterelle
options:
  bundleIdPrefix: org.cascademyco
  deploymentTarget:
    iOS: "16.0"
  createIntermediateGroups: true
settings:
  base:
    SWIFT_VERSION: "6.0"
    MARKETING_VERSION: "1.0"
    CURRENT_PROJECT_VERSION: "1"
    DEVELOPMENT_TEAM: 7QK2M9XH4L
targets:
  Chanterelle:
    type: application
    platform: iOS
    sources: [Chanterelle]
    info:
      path: Chanterelle/Info.plist
      properties:
        UILaunchScreen: {}
        CFBundleDisplayName: Chanterelle
  ChanterelleTests:
    type: bundle.unit-test
    platform: iOS
    sources: [ChanterelleTests]
    dependencies:
      - target: Chanterelle
schemes:
  Chanterelle:
    build:
      targets: {Chanterelle: all, ChanterelleTests: [test]}
    test:
      targets: [ChanterelleTests]
"""

PERSISTENCE_SWIFT = """import CoreData

/// The Core Data stack: one NSPersistentContainer, a viewContext for SwiftUI and a background
/// context for imports. iOS 16 support is why this is Core Data and not SwiftData.
final class Persistence {
    static let shared = Persistence()
    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Chanterelle")
        if inMemory {
            container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error {
                assertionFailure("Core Data store failed to load: \\(error)")
            }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
    }

    func newBackgroundContext() -> NSManagedObjectContext {
        let context = container.newBackgroundContext()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        return context
    }
}

// Entity "Finding" (Chanterelle.xcdatamodeld):
//   id: UUID, foundAt: Date, latitude: Double, longitude: Double, speciesGuess: String?,
//   habitatNote: String?, photoFileName: String?, uploaded: Bool (default NO)
"""

FINDING_SWIFT = """import Foundation
import SwiftData

/// One mushroom find logged in the field: where, when, what the member thinks it is, and a photo.
@Model
final class Finding {
    @Attribute(.unique) var id: UUID
    var foundAt: Date
    var latitude: Double
    var longitude: Double
    var speciesGuess: String?
    var habitatNote: String?
    var photoFileName: String?
    var uploaded: Bool

    init(id: UUID = UUID(), foundAt: Date = .now, latitude: Double, longitude: Double,
         speciesGuess: String? = nil, habitatNote: String? = nil, photoFileName: String? = nil) {
        self.id = id
        self.foundAt = foundAt
        self.latitude = latitude
        self.longitude = longitude
        self.speciesGuess = speciesGuess
        self.habitatNote = habitatNote
        self.photoFileName = photoFileName
        self.uploaded = false
    }

    var isIdentified: Bool { !(speciesGuess ?? "").trimmingCharacters(in: .whitespaces).isEmpty }
}
"""

PHOTO_SWIFT = """import UIKit

/// Shrinks a camera photo before it is stored and uploaded: members upload from the field, often
/// on one bar of LTE in the Cascades.
enum PhotoPipeline {
    static let maxLongEdge: CGFloat = 2048
    static let jpegQuality: CGFloat = 0.8

    static func prepare(_ image: UIImage) -> Data? {
        let scale = min(1, maxLongEdge / max(image.size.width, image.size.height))
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        let format = UIGraphicsImageRendererFormat.default()
        format.scale = 1
        let resized = UIGraphicsImageRenderer(size: size, format: format).image { _ in
            image.draw(in: CGRect(origin: .zero, size: size))
        }
        return resized.jpegData(compressionQuality: jpegQuality)
    }
}
"""

LIST_VIEW = """import SwiftUI
import SwiftData

struct FindingListView: View {
    @Environment(\\.modelContext) private var context
    @Query(sort: \\Finding.foundAt, order: .reverse) private var findings: [Finding]
    @State private var showingCapture = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(findings) { finding in
                    NavigationLink(value: finding) {
                        FindingRow(finding: finding)
                    }
                }
                .onDelete(perform: delete)
            }
            .navigationTitle("My finds")
            .navigationDestination(for: Finding.self) { FindingDetailView(finding: $0) }
            .toolbar {
                Button("Log a find", systemImage: "plus") { showingCapture = true }
            }
            .sheet(isPresented: $showingCapture) { CaptureView() }
            .overlay {
                if findings.isEmpty {
                    ContentUnavailableView("No finds yet", systemImage: "leaf",
                                           description: Text("Tap + on your next foray."))
                }
            }
        }
    }

    private func delete(at offsets: IndexSet) {
        for index in offsets { context.delete(findings[index]) }
    }
}
"""

SYNC_SWIFT = """import Foundation
import SwiftData

/// Uploads finds that are not on the society's server yet (api.cascademyco.org/v1/sightings).
actor SyncService {
    private let session: URLSession
    private let baseURL = URL(string: "https://api.cascademyco.org/v1/")!  // swiftlint:disable:this force_unwrapping
    private let batchSize = 20

    init(session: URLSession = .shared) {
        self.session = session
    }

    func pushAll(from container: ModelContainer) async throws -> Int {
        let context = ModelContext(container)
        let pending = try context.fetch(FetchDescriptor<Sighting>(predicate: #Predicate { !$0.uploaded }))
        var sent = 0
        for batch in pending.chunked(into: batchSize) {
            var request = URLRequest(url: baseURL.appending(path: "sightings"))
            request.httpMethod = "POST"
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = try JSONEncoder.api.encode(batch.map(SightingDTO.init))
            let (_, response) = try await session.data(for: request)
            guard (response as? HTTPURLResponse)?.statusCode == 201 else { throw SyncError.rejected }
            batch.forEach { $0.uploaded = true }
            try context.save()
            sent += batch.count
        }
        return sent
    }
}

enum SyncError: Error { case rejected, offline }
"""

FASTFILE = """default_platform(:ios)

platform :ios do
  desc "Build and push a new beta to TestFlight"
  lane :beta do
    match(type: "appstore", readonly: true)
    increment_build_number(
      build_number: latest_testflight_build_number(app_identifier: "org.cascademyco.chanterelle") + 1
    )
    build_app(scheme: "Chanterelle", export_method: "app-store", include_symbols: true)
    upload_to_testflight(skip_waiting_for_build_processing: true, groups: ["Foray leads"])
  end
end
"""


def s1(s):
    s.start()
    s.prompt("goal", "New project: Chanterelle, a native iOS app for the Cascade Mycological Society in Eugene, Oregon. "
             "Members go on weekend forays in the Willamette National Forest and log what they find: a photo, the GPS "
             "position, a species guess and a habitat note, and later upload it to the society's records. Walt Okafor, "
             "the society's president, is my client; Mina Torres does the design in Figma. SwiftUI, Xcode project "
             "generated by XcodeGen, Swift Package Manager for dependencies, XCTest.")
    s.prompt("rules", "A few ground rules for the code: I prefer async/await everywhere, no Combine pipelines. Never "
             "force-unwrap outside the test target. SwiftUI only, no storyboards or UIKit view controllers unless "
             "there is really no other way.")
    s.todo(None, [("XcodeGen project spec and Makefile", "in_progress"), ("Local storage for finds", "pending"),
                  ("Capture flow (photo, location, species, habitat)", "pending"), ("Upload to the society", "pending"),
                  ("TestFlight for the foray leads", "pending")])
    s.bash(None, "ls -la && git log --oneline | head", "total 8\ndrwxr-xr-x   4 priya  staff  128 Sep  7 09:02 .\n"
           "drwxr-xr-x  23 priya  staff  736 Sep  7 09:01 ..\ndrwxr-xr-x  10 priya  staff  320 Sep  7 09:02 .git\n"
           "-rw-r--r--   1 priya  staff   44 Sep  7 09:02 README.md\n3e1a0c2 Initial commit")
    s.prompt("coredata", "Storage: Core Data, not SwiftData. Walt says several of the older members still carry an "
             "iPhone 8 or X that stops at iOS 16, and SwiftData needs 17. So deployment target iOS 16 and a plain "
             "NSPersistentContainer.")
    s.write("projectyml", "project.yml", PROJECT_YML)
    s.bash("xcodegen", "xcodegen generate", "⚙️  Generating plists...\n⚙️  Generating project...\n"
           "⚙️  Writing project...\nCreated project at /Users/priya/dev/chanterelle/Chanterelle.xcodeproj")
    s.write("persistence", "Chanterelle/Persistence.swift", PERSISTENCE_SWIFT)
    s.bash("destfail", "xcodebuild -scheme Chanterelle -destination 'platform=iOS Simulator,name=iPhone 16' build",
           "", "xcodebuild: error: Unable to find a destination matching the provided destination specifier:\n"
           "\t\t{ platform:iOS Simulator, OS:latest, name:iPhone 16 }\n\n\tThe requested device could not be found "
           "because no available devices matched the request.\n\n\tAvailable destinations for the \"Chanterelle\" "
           "scheme:\n\t\t{ platform:iOS Simulator, id:dvtdevice-DVTiOSDeviceSimulatorPlaceholder-iphonesimulator:"
           "placeholder, name:Any iOS Simulator Device }", code=70)
    s.bash("simctl", "xcrun simctl list devices available | grep -E 'iPhone'",
           "    iPhone 17 Pro (4C1A7F0E-9B2D-4E7A-8F31-2D6B0C9A1E55) (Shutdown)\n"
           "    iPhone 17 Pro Max (7E22B1C4-05AF-4D3B-9C6E-81F0A2B3C4D5) (Shutdown)\n"
           "    iPhone 17 (A90F3E12-6C4B-4D21-B7E8-3F5A6C7D8E90) (Shutdown)\n"
           "    iPhone Air (B1C2D3E4-F5A6-4B7C-8D9E-0F1A2B3C4D5E) (Shutdown)\n"
           "    iPhone SE (3rd generation) (5D6E7F80-91A2-4B3C-8D4E-5F60718293A4) (Shutdown)")
    s.write("makefile", "Makefile", "SIM ?= iPhone 17\n\nproject:\n\txcodegen generate\n\nbuild: project\n\t"
            "xcodebuild -scheme Chanterelle -destination 'platform=iOS Simulator,name=$(SIM)' build | xcbeautify\n\n"
            "test: project\n\txcodebuild -scheme Chanterelle -destination 'platform=iOS Simulator,name=$(SIM)' test "
            "| xcbeautify\n")
    s.bash("buildok1", "make build", BUILD_OK, minutes=4)
    s.bash(None, "git status --short", "?? .gitignore\n?? Chanterelle/\n?? ChanterelleTests/\n?? Makefile\n?? project.yml")
    s.prompt("noxcodeproj", "Don't commit the .xcodeproj, it's generated: put it in .gitignore and everyone runs "
             "`make project` after pulling.")
    s.bash("commit1", "echo 'Chanterelle.xcodeproj/' >> .gitignore && git add -A && git commit -m 'Project: XcodeGen "
           "spec, Core Data stack, Makefile'", "[main 5b7d2e9] Project: XcodeGen spec, Core Data stack, Makefile\n"
           " 9 files changed, 214 insertions(+)")
    s.stop()
    s.end()


def s2(s):
    s.start()
    s.bash(None, "git pull && make project", "Already up to date.\n⚙️  Generating project...\nCreated project at "
           "/Users/priya/dev/chanterelle/Chanterelle.xcodeproj")
    s.prompt("capture", "Today the capture flow: a list of my finds, a + button that opens a capture sheet with the "
             "camera or PhotosPicker, the current location from CoreLocation, a species field and a habitat note. "
             "Mina's Figma has the layout.")
    s.write("listview", "Chanterelle/Views/FindingListView.swift", LIST_VIEW.replace("import SwiftData\n", "")
            .replace("@Environment(\\.modelContext) private var context\n    @Query(sort: \\Finding.foundAt, order: "
                     ".reverse) private var findings: [Finding]",
                     "@Environment(\\.managedObjectContext) private var context\n    @FetchRequest(sortDescriptors: "
                     "[SortDescriptor(\\.foundAt, order: .reverse)]) private var findings: FetchedResults<Finding>"))
    s.write("photo", "Chanterelle/Photos/PhotoPipeline.swift", PHOTO_SWIFT)
    s.glob(None, "Chanterelle/**/*.swift", ["Chanterelle/ChanterelleApp.swift", "Chanterelle/Persistence.swift",
                                            "Chanterelle/Views/FindingListView.swift", "Chanterelle/Views/CaptureView.swift",
                                            "Chanterelle/Views/FindingRow.swift", "Chanterelle/Photos/PhotoPipeline.swift",
                                            "Chanterelle/Location/LocationProvider.swift"])
    s.bash("plistcrash", "xcrun simctl launch --console booted org.cascademyco.chanterelle",
           "org.cascademyco.chanterelle: 48213\n",
           "This app has crashed because it attempted to access privacy-sensitive data without a usage description. "
           "The app's Info.plist must contain an NSLocationWhenInUseUsageDescription key with a string value "
           "explaining to the user how the app uses this data.", code=1)
    s.edit("plistfix", "project.yml", "        CFBundleDisplayName: Chanterelle",
           "        CFBundleDisplayName: Chanterelle\n        NSLocationWhenInUseUsageDescription: Chanterelle records "
           "where you found a mushroom so the society can map fruiting sites.\n        NSCameraUsageDescription: Take "
           "a photo of your find.")
    s.bash(None, "make project && make build", BUILD_OK, minutes=4)
    s.prompt("sepref", "Always run the tests on the iPhone SE simulator too, not only on the big phone: half the "
             "members have small phones and Mina's layouts break there first.")
    s.bash("testse", "make test SIM='iPhone SE (3rd generation)'",
           "Test Case '-[ChanterelleTests.CaptureLayoutTests testSpeciesFieldFitsWithDynamicTypeXL]' failed (0.214 "
           "seconds).\nChanterelleTests/CaptureLayoutTests.swift:31: error: XCTAssertLessThanOrEqual failed: "
           "(\"392.0\") is greater than (\"375.0\") - species field wider than the screen\n"
           + xctest(14, "2.903", 1, "iPhone SE (3rd generation)"), code=65)
    s.edit("sefix", "Chanterelle/Views/CaptureView.swift", "HStack {\n                speciesField\n"
           "                habitatPicker\n            }",
           "ViewThatFits(in: .horizontal) {\n                HStack { speciesField; habitatPicker }\n"
           "                VStack(alignment: .leading) { speciesField; habitatPicker }\n            }")
    s.bash("testseok", "make test SIM='iPhone SE (3rd generation)'", xctest(14, "2.611", 0, "iPhone SE (3rd generation)"))
    s.remember("mempeople", "Chanterelle people: Walt Okafor is the society president and the client (decides scope, "
               "pays the invoices; prefers a phone call over email, evenings after 6pm Pacific). Mina Torres does the "
               "design in Figma (file 'Chanterelle v2'). The society's web admin is Deshawn Price, who runs "
               "api.cascademyco.org. Forays are on Saturdays; the first big one is the Oct 9 McKenzie River foray.",
               "Who is who on the Chanterelle project", "fact")
    s.bash("commit2", "git add -A && git commit -m 'Capture: finds list, capture sheet, photo pipeline, location usage "
           "strings'", "[main 0c44f81] Capture: finds list, capture sheet, photo pipeline, location usage strings\n"
           " 11 files changed, 486 insertions(+), 3 deletions(-)")
    s.stop()
    s.end()


def s3(s):
    s.start()
    s.prompt("swiftdata", "News from Walt: he polled the members at Thursday's meeting, and only 2 of 61 are still on "
             "an iPhone below iOS 17, and both said they'd log on paper. So switch from Core Data to SwiftData after "
             "all and raise the deployment target to iOS 17. Far less boilerplate, @Query in the views, and we're "
             "early enough that there is no store to migrate.")
    s.edit("target17", "project.yml", "    iOS: \"16.0\"", "    iOS: \"17.0\"")
    s.bash("rmcoredata", "git rm -q Chanterelle/Persistence.swift && git rm -rq Chanterelle/Chanterelle.xcdatamodeld",
           "")
    s.write("findingmodel", "Chanterelle/Models/Finding.swift", FINDING_SWIFT)
    s.write("listview2", "Chanterelle/Views/FindingListView.swift", LIST_VIEW)
    s.bash("containerfail", "make test", "Test Case '-[ChanterelleTests.FindingTests testNewFindingIsNotUploaded]' "
           "started.\nSwiftData/ModelContext.swift:189: Fatal error: Container is missing: failed to find a currently "
           "active container for Finding\n\nRestarting after unexpected exit, crash, or test timeout in "
           "FindingTests.testNewFindingIsNotUploaded(); summary will include totals from previous launches.\n"
           + xctest(14, "6.380", 3), code=65)
    s.prompt("containerwhy", "The tests build Finding objects without any ModelContainer alive. Give every test case "
             "its own in-memory container and insert into its mainContext.")
    s.edit("containerfix", "ChanterelleTests/FindingTests.swift", "final class FindingTests: XCTestCase {\n",
           "final class FindingTests: XCTestCase {\n    private var container: ModelContainer!\n\n"
           "    @MainActor override func setUp() async throws {\n        container = try ModelContainer(for: Finding.self,"
           " configurations: ModelConfiguration(isStoredInMemoryOnly: true))\n    }\n")
    s.bash("testok3", "make test", xctest(16, "3.118"))
    s.prompt("nuke", "Photo thumbnails in the list stutter when scrolling. Add Nuke through SPM for the image cache "
             "and use LazyImage in the rows.")
    s.bash("spmfail", "xcodebuild -resolvePackageDependencies", "Resolve Package Graph\n",
           "xcodebuild: error: Could not resolve package dependencies:\n  Dependencies could not be resolved because "
           "root depends on 'nuke' 13.0.0..<14.0.0.\n'nuke' 13.0.0..<14.0.0 cannot be used because no versions of "
           "'nuke' match the requirement 13.0.0..<14.0.0 and 'nuke' @ 12.8.0 is the latest version.", code=74)
    s.edit("spmfix", "project.yml", "packages:\n  Nuke:\n    url: https://github.com/kean/Nuke\n    from: 13.0.0",
           "packages:\n  Nuke:\n    url: https://github.com/kean/Nuke\n    from: 12.8.0")
    s.bash("spmok", "make project && xcodebuild -resolvePackageDependencies", "Resolve Package Graph\n\n"
           "Resolved source packages:\n  Nuke: https://github.com/kean/Nuke @ 12.8.0\n\nresolved source packages: Nuke")
    s.bash("commit3", "git add -A && git commit -m 'Storage: SwiftData instead of Core Data, iOS 17 target; Nuke for "
           "thumbnails'", "[main 8a1f3d6] Storage: SwiftData instead of Core Data, iOS 17 target; Nuke for thumbnails\n"
           " 14 files changed, 173 insertions(+), 241 deletions(-)")
    s.stop()
    s.end()


def s4(s):
    s.start()
    s.prompt("species", "Species guesses should autocomplete. Look at iNaturalist's API, I'd rather use their taxa "
             "than maintain our own list.")
    s.fetch("inat", "https://api.inaturalist.org/v1/docs/#!/Taxa/get_taxa_autocomplete",
            "How does taxa autocomplete work, can it be limited to fungi, and what are the rate limits?",
            "GET /v1/taxa/autocomplete?q=<text>&iconic_taxa=Fungi returns up to 30 taxa with id, name (scientific), "
            "preferred_common_name, rank and default_photo. No authentication needed for reads. Please keep to about "
            "60 requests per minute and 10,000 per day; send a User-Agent that identifies your app.")
    s.write("taxonclient", "Chanterelle/Species/TaxonSearch.swift", "import Foundation\n\n/// Species autocomplete "
            "from iNaturalist (fungi only), debounced by the caller.\nstruct TaxonSearch {\n    func suggestions(for "
            "text: String) async throws -> [Taxon] {\n        var components = URLComponents(string: "
            "\"https://api.inaturalist.org/v1/taxa/autocomplete\")\n        components?.queryItems = [.init(name: \"q\", "
            "value: text), .init(name: \"iconic_taxa\", value: \"Fungi\"), .init(name: \"per_page\", value: \"8\")]\n"
            "        guard let url = components?.url else { return [] }\n        var request = URLRequest(url: url)\n"
            "        request.setValue(\"Chanterelle/1.0 (cascademyco.org)\", forHTTPHeaderField: \"User-Agent\")\n"
            "        let (data, _) = try await URLSession.shared.data(for: request)\n        return try JSONDecoder()"
            ".decode(TaxonPage.self, from: data).results\n    }\n}\n")
    s.prompt("measure", "Before the upload work: how big are the photos we'd send? Run the pipeline over the 40 "
             "sample photos from last Saturday's foray that Walt sent.")
    s.bash("sizes2048", "swift run --package-path Tools/PhotoBench photobench ~/Downloads/foray-samples",
           "photobench: 40 photos, long edge 2048 px, JPEG quality 0.80\n  mean  3.41 MB   median 3.22 MB   max 5.87 MB\n"
           "  total 136.4 MB\n  est. upload on 1 Mbit/s LTE: 27.3 s per photo")
    s.prompt("shrink", "Way too big for one bar of LTE on a ridge. Make it 1280 px on the long edge and quality 0.7; "
             "the society only needs enough detail for an ID from the gills and cap.")
    s.edit("photoedit", "Chanterelle/Photos/PhotoPipeline.swift",
           "    static let maxLongEdge: CGFloat = 2048\n    static let jpegQuality: CGFloat = 0.8",
           "    static let maxLongEdge: CGFloat = 1280\n    static let jpegQuality: CGFloat = 0.7")
    s.bash("sizes1280", "swift run --package-path Tools/PhotoBench photobench ~/Downloads/foray-samples --edge 1280 "
           "--quality 0.7", "photobench: 40 photos, long edge 1280 px, JPEG quality 0.70\n  mean  0.54 MB   median "
           "0.51 MB   max 0.93 MB\n  total 21.6 MB\n  est. upload on 1 Mbit/s LTE: 4.3 s per photo")
    s.remember("memphoto", "Chanterelle photo settings: photos are shrunk to 1280 px on the long edge at JPEG quality "
               "0.7 before they are stored or uploaded (about 0.5 MB each, 4 s on a 1 Mbit/s connection). Species names "
               "come from iNaturalist's taxa autocomplete limited to Fungi (keep under 60 requests a minute).",
               "Photo size and species lookup", "fact")
    s.prompt("rename1", "Walt asked that we say \"sighting\" everywhere, not \"finding\": the society's annual "
             "report is called Findings and members keep confusing the two. Rename the model Finding to Sighting, "
             "and the views with it.")
    s.bash("gitmv1", "git mv Chanterelle/Models/Finding.swift Chanterelle/Models/Sighting.swift && git mv "
           "Chanterelle/Views/FindingListView.swift Chanterelle/Views/SightingListView.swift && sed -i '' "
           "'s/class Finding/class Sighting/' Chanterelle/Models/Sighting.swift", "")
    s.bash("renamefail", "make build", "", "Chanterelle/Views/SightingListView.swift:6:55: error: cannot find type "
           "'Finding' in scope\n    @Query(sort: \\Finding.foundAt, order: .reverse) private var findings: [Finding]\n"
           "                                                      ^~~~~~~\nChanterelle/Views/CaptureView.swift:88:23: "
           "error: cannot find 'Finding' in scope\n        let finding = Finding(latitude: coordinate.latitude, "
           "longitude: coordinate.longitude)\n\n** BUILD FAILED **", code=65)
    s.grep("grepfinding", "\\bFinding\\b", ["Chanterelle/Views/SightingListView.swift", "Chanterelle/Views/CaptureView.swift",
                                           "Chanterelle/Views/FindingDetailView.swift", "ChanterelleTests/FindingTests.swift"])
    s.bash("renamefix", "sed -i '' -E 's/\\bFinding(ListView|DetailView|Row|Tests)?\\b/Sighting\\1/g; s/findings/"
           "sightings/g; s/finding\\b/sighting/g' $(git grep -l -E 'Finding|finding') && git mv "
           "Chanterelle/Views/FindingDetailView.swift Chanterelle/Views/SightingDetailView.swift && git mv "
           "ChanterelleTests/FindingTests.swift ChanterelleTests/SightingTests.swift && make build", BUILD_OK)
    s.bash("testok4", "make test && make test SIM='iPhone SE (3rd generation)'", xctest(19, "3.402") + "\n"
           + xctest(19, "3.655", 0, "iPhone SE (3rd generation)"), minutes=5)
    s.bash("commit4", "git add -A && git commit -m 'Sightings: rename Finding to Sighting; iNaturalist species "
           "autocomplete; photos 1280 px / q0.7'", "[main d40e7b2] Sightings: rename Finding to Sighting; iNaturalist "
           "species autocomplete; photos 1280 px / q0.7\n 12 files changed, 131 insertions(+), 58 deletions(-)\n "
           "rename Chanterelle/Models/{Finding.swift => Sighting.swift} (88%)")
    s.stop()
    s.end()


def s5(s):
    s.start()
    s.bash(None, "git status && git log --oneline -3", "On branch main\nnothing to commit, working tree clean\n"
           "d40e7b2 Sightings: rename Finding to Sighting; iNaturalist species autocomplete; photos 1280 px / q0.7\n"
           "8a1f3d6 Storage: SwiftData instead of Core Data, iOS 17 target; Nuke for thumbnails\n"
           "0c44f81 Capture: finds list, capture sheet, photo pipeline, location usage strings")
    s.prompt("siwa", "Accounts: members sign in with Sign in with Apple, and on first sign-in they enter their "
             "society membership number so Deshawn's API can attribute the sightings. Keep the token in the Keychain.")
    s.write("authservice", "Chanterelle/Auth/AuthService.swift", "import AuthenticationServices\n\n/// Sign in with "
            "Apple, then the membership number is linked once on the server.\n@MainActor\nfinal class AuthService: "
            "ObservableObject {\n    @Published private(set) var memberNumber: String?\n\n    func handle(_ result: "
            "Result<ASAuthorization, Error>) async throws {\n        guard case .success(let auth) = result,\n"
            "              let credential = auth.credential as? ASAuthorizationAppleIDCredential,\n"
            "              let token = credential.identityToken else { throw AuthError.cancelled }\n"
            "        try Keychain.store(token, for: \"siwa.identityToken\")\n    }\n}\n")
    s.prompt("upload", "Then uploads: a SyncService actor that posts the sightings not yet uploaded to "
             "/v1/sightings in batches of 20, marks them uploaded on 201. Deshawn's staging server is "
             "staging.cascademyco.org.")
    s.write("syncservice", "Chanterelle/Sync/SyncService.swift", SYNC_SWIFT.replace(
        "https://api.cascademyco.org/v1/", "http://staging.cascademyco.org/v1/"))
    s.bash("atsfail", "xcrun simctl launch --console booted org.cascademyco.chanterelle -UploadNow",
           "org.cascademyco.chanterelle: 51877\nSync: uploading 3 sightings\n",
           "Task <6E1B2C3D-4A5F-4E6D-9C8B-7A6F5E4D3C2B>.<1> finished with error [-1022] Error Domain=NSURLErrorDomain "
           "Code=-1022 \"The resource could not be loaded because the App Transport Security policy requires the use "
           "of a secure connection.\" UserInfo={NSErrorFailingURLStringKey=http://staging.cascademyco.org/v1/sightings}",
           code=1)
    s.prompt("noats", "No ATS exception, never: not even for staging. Deshawn says staging has a Let's Encrypt "
             "certificate too, use https.")
    s.edit("atsfix", "Chanterelle/Sync/SyncService.swift", "URL(string: \"http://staging.cascademyco.org/v1/\")",
           "URL(string: AppConfig.apiBase)")
    s.write("appconfig", "Chanterelle/AppConfig.swift", "enum AppConfig {\n#if DEBUG\n    static let apiBase = "
            "\"https://staging.cascademyco.org/v1/\"\n#else\n    static let apiBase = \"https://api.cascademyco.org/v1/\"\n"
            "#endif\n}\n")
    s.bash("uploadok", "xcrun simctl launch --console booted org.cascademyco.chanterelle -UploadNow",
           "org.cascademyco.chanterelle: 52004\nSync: uploading 3 sightings\nSync: POST https://staging.cascademyco.org/"
           "v1/sightings -> 201 (3 created) in 1.84 s")
    s.bash(None, "make test", xctest(27, "4.812"), minutes=4)
    s.bash("commit5", "git add -A && git commit -m 'Auth: Sign in with Apple + membership number; Sync: batch upload to "
           "the society API'", "[main 61c9ab0] Auth: Sign in with Apple + membership number; Sync: batch upload to "
           "the society API\n 9 files changed, 302 insertions(+), 4 deletions(-)")
    s.stop()
    s.end()


def s6(s):
    s.start()
    s.prompt("nosiwa", "Actually let's not do Sign in with Apple at all. Walt pointed out that lots of couples in the "
             "society share one family Apple ID, and the records need to say which member found what. Members get a "
             "six-character invite code printed on their membership card instead; the app exchanges it for a device "
             "token. Rip the AuthenticationServices code out.")
    s.bash("rmsiwa", "git rm -q Chanterelle/Auth/AuthService.swift && sed -i '' '/com.apple.developer.applesignin/,+2d' "
           "Chanterelle/Chanterelle.entitlements", "")
    s.write("invite", "Chanterelle/Auth/InviteCodeView.swift", "import SwiftUI\n\n/// First launch: the member types "
            "the six-character code from their membership card; the server answers with a device token.\n"
            "struct InviteCodeView: View {\n    @State private var code = \"\"\n    @Environment(MemberSession.self) "
            "private var session\n\n    var body: some View {\n        Form {\n            TextField(\"Code on your "
            "card\", text: $code)\n                .textInputAutocapitalization(.characters)\n"
            "                .onChange(of: code) { code = String(code.prefix(6)) }\n            Button(\"Join\") { Task "
            "{ await session.redeem(code) } }\n                .disabled(code.count != 6)\n        }\n    }\n}\n")
    s.prompt("widget", "Walt wants a home-screen widget counting down to the next foray and showing how many "
             "sightings I haven't uploaded. The widget extension needs the SwiftData store, so put it in an App Group "
             "(group.org.cascademyco.chanterelle).")
    s.todo(None, [("Invite-code sign-in (drop Sign in with Apple)", "completed"),
                  ("ForayWidget extension in the App Group", "in_progress"), ("fastlane beta lane", "pending"),
                  ("First TestFlight build for the foray leads", "pending")])
    s.edit("appgroup", "project.yml", "  ChanterelleTests:", "  ForayWidget:\n    type: app-extension\n    platform: iOS\n"
           "    sources: [ForayWidget]\n    entitlements:\n      path: ForayWidget/ForayWidget.entitlements\n"
           "      properties:\n        com.apple.security.application-groups: [group.org.cascademyco.chanterelle]\n"
           "  ChanterelleTests:")
    s.write("fastfile", "fastlane/Fastfile", FASTFILE)
    s.bash("codesign1", "bundle exec fastlane beta", "[09:41:12]: Driving the lane 'ios beta' 🚀\n[09:41:15]: "
           "--- Step: match ---\n[09:41:19]: All required keys, certificates and provisioning profiles are installed 🙌\n"
           "[09:41:22]: --- Step: build_app ---\n",
           "error: Provisioning profile \"match AppStore org.cascademyco.chanterelle.ForayWidget\" doesn't include the "
           "com.apple.security.application-groups entitlement. (in target 'ForayWidget' from project 'Chanterelle')\n"
           "Command CodeSign failed with a nonzero exit code\n** ARCHIVE FAILED **\n\n[09:44:03]: Exit status: 65\n"
           "[!] Error building the application - see the log above", code=1, minutes=6)
    s.prompt("codesign1why", "The profiles in match were made before the widget had the App Group. I've turned the App "
             "Group on for both identifiers in the developer portal; regenerate the App Store profiles.")
    s.bash("matchfix", "bundle exec fastlane match appstore --force", "[09:52:40]: Creating new provisioning profile for "
           "'org.cascademyco.chanterelle' with type 'appstore'\n[09:52:46]: Creating new provisioning profile for "
           "'org.cascademyco.chanterelle.ForayWidget' with type 'appstore'\n[09:52:51]: Pushing changes to the git "
           "repo...\n[09:52:55]: All required keys, certificates and provisioning profiles are installed 🙌")
    s.bash("beta1", "bundle exec fastlane beta", "[10:03:12]: --- Step: increment_build_number ---\n[10:03:13]: "
           "Latest TestFlight build number: 6\n[10:03:13]: Build number set to 7\n[10:09:58]: ** ARCHIVE SUCCEEDED **\n"
           "[10:11:40]: Successfully exported and compressed dSYM file\n[10:14:22]: App size: 24.6 MB (download, "
           "iPhone 17), 58.1 MB installed\n[10:15:07]: Successfully uploaded package to App Store Connect. It might "
           "take a few minutes until it's visible online.\n[10:15:07]: fastlane.tools finished successfully 🎉",
           minutes=14)
    s.lesson("lesson1", "After adding a capability (App Groups, push, iCloud) to any target, the existing match "
             "profiles don't carry the new entitlement: enable it for the identifier in the developer portal and run "
             "`fastlane match appstore --force` (and development) before archiving.",
             "chanterelle: the ForayWidget archive failed in CodeSign because its profile predated the App Group")
    s.prompt("buildnopref", "Never bump the build number by hand in project.yml; the beta lane takes the latest "
             "TestFlight build number plus one, and that is the only place it changes.")
    s.remember("memrelease1", "Releasing a Chanterelle beta: from Priya's MacBook run `bundle exec fastlane beta` "
               "(match readonly, build number = latest TestFlight + 1, uploads to the 'Foray leads' group). The match "
               "repo is github.com/cascademyco/certificates, its passphrase is in 1Password under 'match Chanterelle'; "
               "fastlane logs in with Priya's Apple ID, so have her phone ready for the 2FA code.",
               "How to ship a TestFlight build", "fact")
    s.bash("commit6", "git add -A && git commit -m 'Auth: invite codes instead of Sign in with Apple; ForayWidget in an "
           "App Group; fastlane beta lane'", "[main 2fe9c15] Auth: invite codes instead of Sign in with Apple; "
           "ForayWidget in an App Group; fastlane beta lane\n 17 files changed, 388 insertions(+), 96 deletions(-)")
    s.stop()
    s.end()


def s7(s):
    s.start()
    s.prompt("crash", "Two foray leads say build 9 crashes at launch right after updating from build 7. Here's what "
             "Xcode Organizer has from Hannah's iPhone 12.")
    s.glob(None, "Crashes/*.ips", ["Crashes/Chanterelle-2027-09-22-hannah.ips", "Crashes/Chanterelle-2027-09-22-raul.ips"])
    s.read("crashlog", "Crashes/Chanterelle-2027-09-22-hannah.ips", "Incident Identifier: 3F2A9C1D-7B4E-4A10-9E6F-"
           "0D1C2B3A4F5E\nHardware Model:      iPhone13,2\nProcess:             Chanterelle [1187]\nVersion:             "
           "1.0 (9)\nOS Version:          iPhone OS 26.0.1 (23A355)\nException Type:  EXC_BREAKPOINT (SIGTRAP)\n"
           "Termination Reason: SIGNAL 5 Trace/BPT trap: 5\n\nApplication Specific Information:\nChanterelle/"
           "ChanterelleApp.swift:24: Fatal error: Could not create ModelContainer: SwiftDataError(_error: "
           ".loadIssueModelContainer) Cannot migrate store in-place: Validation error missing attribute values on "
           "mandatory destination attribute, entity=Sighting, attribute=habitat\n\nThread 0 Crashed:\n0   libswiftCore."
           "dylib   _assertionFailure(_:_:file:line:flags:) + 264\n1   Chanterelle   ChanterelleApp.init() + 612\n")
    s.prompt("crashwhy", "Build 8 added `var habitat: Habitat` as a non-optional enum with no default, and the "
             "lightweight migration can't fill it for the rows that are already there. Do it properly: a "
             "VersionedSchema for v1 and v2 and a migration plan that sets .unknown on the old rows.")
    s.write("migration", "Chanterelle/Models/SightingSchema.swift", "import SwiftData\n\nenum SightingSchemaV1: "
            "VersionedSchema {\n    static var versionIdentifier = Schema.Version(1, 0, 0)\n    static var models: "
            "[any PersistentModel.Type] { [Sighting.self] }\n}\n\nenum SightingSchemaV2: VersionedSchema {\n"
            "    static var versionIdentifier = Schema.Version(2, 0, 0)\n    static var models: [any PersistentModel.Type]"
            " { [Sighting.self] }\n}\n\nenum SightingMigrationPlan: SchemaMigrationPlan {\n    static var schemas: "
            "[any VersionedSchema.Type] { [SightingSchemaV1.self, SightingSchemaV2.self] }\n    static var stages: "
            "[MigrationStage] { [v1toV2] }\n    static let v1toV2 = MigrationStage.custom(fromVersion: "
            "SightingSchemaV1.self, toVersion: SightingSchemaV2.self, willMigrate: nil) { context in\n"
            "        for sighting in try context.fetch(FetchDescriptor<SightingSchemaV2.Sighting>()) where "
            "sighting.habitatRaw == nil {\n            sighting.habitatRaw = Habitat.unknown.rawValue\n        }\n"
            "        try context.save()\n    }\n}\n")
    s.edit("habitatdefault", "Chanterelle/Models/Sighting.swift", "    var habitat: Habitat\n",
           "    var habitatRaw: String? = Habitat.unknown.rawValue\n    var habitat: Habitat {\n        get { Habitat("
           "rawValue: habitatRaw ?? \"\") ?? .unknown }\n        set { habitatRaw = newValue.rawValue }\n    }\n")
    s.bash("migtest", "make test", "Test Case '-[ChanterelleTests.MigrationTests testBuild7StoreOpensWithV2Schema]' "
           "passed (0.882 seconds).\n" + xctest(31, "5.270"), minutes=4)
    s.lesson("lesson2", "Every change to a SwiftData @Model that ships to testers needs a new VersionedSchema and a "
             "migration stage, and a test that opens a store saved by the previous build; a new non-optional property "
             "without a default crashes every existing install at launch.",
             "chanterelle: build 9 crashed on launch for testers coming from build 7 (habitat attribute)")
    s.prompt("launchtime", "While we're at it: the launch feels slow on the iPhone 12. Measure it with XCTest's launch "
             "metric before I believe anything.")
    s.bash("launch1", "xcodebuild test -scheme Chanterelle -destination 'platform=iOS,name=Priya iPhone 12' "
           "-only-testing:ChanterelleUITests/LaunchTests/testLaunchPerformance",
           "LaunchTests.swift:14: Test Case '-[ChanterelleUITests.LaunchTests testLaunchPerformance]' measured "
           "[Duration (AppLaunch), s] average: 0.912, relative standard deviation: 4.108%, values: [0.944, 0.887, "
           "0.903, 0.921, 0.905]\n** TEST SUCCEEDED **", minutes=6)
    s.edit("lazyphotos", "Chanterelle/Views/SightingListView.swift", "@Query(sort: \\Sighting.foundAt, order: .reverse) "
           "private var sightings: [Sighting]", "@Query(Sighting.recentFirst(limit: 50)) private var sightings: "
           "[Sighting]  // photos load lazily through Nuke")
    s.bash("launch2", "xcodebuild test -scheme Chanterelle -destination 'platform=iOS,name=Priya iPhone 12' "
           "-only-testing:ChanterelleUITests/LaunchTests/testLaunchPerformance",
           "LaunchTests.swift:14: Test Case '-[ChanterelleUITests.LaunchTests testLaunchPerformance]' measured "
           "[Duration (AppLaunch), s] average: 0.384, relative standard deviation: 3.551%, values: [0.391, 0.377, "
           "0.380, 0.396, 0.376]\n** TEST SUCCEEDED **", minutes=6)
    s.prompt("commitstyle", "Commits: I prefer one logical change per commit, subject in the imperative with the area "
             "first, like \"Sync: retry failed uploads\", and no WIP commits on main.")
    s.bash("commit7a", "git add Chanterelle/Models ChanterelleTests/MigrationTests.swift && git commit -m 'Models: add "
           "versioned schema and v1->v2 migration for habitat'", "[main 77d0e4a] Models: add versioned schema and "
           "v1->v2 migration for habitat\n 4 files changed, 118 insertions(+), 6 deletions(-)")
    s.bash("commit7b", "git add -A && git commit -m 'List: fetch the 50 newest sightings, load photos lazily'",
           "[main a93c5f2] List: fetch the 50 newest sightings, load photos lazily\n 2 files changed, 21 insertions(+), "
           "9 deletions(-)")
    s.stop()
    s.end()


def s8(s):
    s.start()
    s.bash(None, "git status", "On branch main\nYour branch is up to date with 'origin/main'.\n\nnothing to commit, "
           "working tree clean")
    s.prompt("queue", "Uploads have to survive no signal for a whole foray. Turn the SyncService into a persistent "
             "upload queue with retries and exponential backoff, and since it isn't really \"sync\" any more, rename "
             "it: SyncService.swift becomes UploadQueue.swift, the actor UploadQueue, and pushAll() becomes "
             "drainQueue().")
    s.read(None, "Chanterelle/Sync/SyncService.swift", SYNC_SWIFT.replace("https://api.cascademyco.org/v1/", "AppConfig."
                                                                           "apiBase").replace("URL(string: \"AppConfig."
                                                                                              "apiBase\")",
                                                                                              "URL(string: AppConfig."
                                                                                              "apiBase)"))
    s.bash("renamefile", "git mv Chanterelle/Sync/SyncService.swift Chanterelle/Upload/UploadQueue.swift && sed -i '' "
           "-e 's/actor SyncService/actor UploadQueue/' -e 's/func pushAll(/func drainQueue(/' "
           "Chanterelle/Upload/UploadQueue.swift", "")
    s.grep("grepsync", "SyncService|pushAll", ["Chanterelle/ChanterelleApp.swift", "Chanterelle/Views/SightingListView."
                                               "swift", "ChanterelleTests/SyncServiceTests.swift",
                                               "ForayWidget/PendingCountProvider.swift"])
    s.bash("renamefix2", "sed -i '' -e 's/SyncService/UploadQueue/g' -e 's/pushAll(/drainQueue(/g' "
           "Chanterelle/ChanterelleApp.swift Chanterelle/Views/SightingListView.swift ForayWidget/PendingCountProvider."
           "swift ChanterelleTests/SyncServiceTests.swift && git mv ChanterelleTests/SyncServiceTests.swift "
           "ChanterelleTests/UploadQueueTests.swift", "")
    s.edit("backoff", "Chanterelle/Upload/UploadQueue.swift", "    private let batchSize = 20\n",
           "    private let batchSize = 5\n    private let maxAttempts = 8\n\n    /// 30 s, 1 min, 2 min, ... capped at "
           "30 min; a foray can be hours without signal.\n    static func backoff(attempt: Int) -> Duration {\n"
           "        .seconds(min(30 * (1 << attempt), 1800))\n    }\n")
    s.prompt("batch5", "Yes, batches of 5 instead of 20: at 20 photos per POST Deshawn's nginx hit its 10 MB body "
             "limit on staging yesterday and one timeout lost the whole batch.")
    s.bash("lintfail", "swiftlint --strict", "Linting Swift files in current working directory\n"
           "Chanterelle/Upload/UploadQueue.swift:7:75: error: Force Unwrapping Violation: Force unwrapping should be "
           "avoided (force_unwrapping)\nChanterelle/Species/TaxonSearch.swift:19:52: error: Force Unwrapping Violation: "
           "Force unwrapping should be avoided (force_unwrapping)\nChanterelle/Views/CaptureView.swift:121:9: error: "
           "Function Body Length Violation: Function body should span 60 lines or less excluding comments and "
           "whitespace: currently spans 74 lines (function_body_length)\nDone linting! Found 3 violations, 3 serious "
           "in 41 files.", code=2)
    s.write("swiftlintyml", ".swiftlint.yml", "included: [Chanterelle, ForayWidget]\nopt_in_rules:\n  - force_unwrapping\n"
            "  - empty_count\n  - first_where\nfunction_body_length:\n  warning: 50\n  error: 60\n")
    s.edit("lintfix", "Chanterelle/Upload/UploadQueue.swift",
           "    private let baseURL = URL(string: AppConfig.apiBase)!  // swiftlint:disable:this force_unwrapping",
           "    private let baseURL: URL\n\n    init(baseURL: URL = AppConfig.apiBaseURL, session: URLSession = .shared)")
    s.bash("lintok", "swiftlint --strict", "Linting Swift files in current working directory\nDone linting! Found 0 "
           "violations, 0 serious in 41 files.")
    s.bash("testok8", "make test && make test SIM='iPhone SE (3rd generation)'", xctest(38, "6.044") + "\n"
           + xctest(38, "6.391", 0, "iPhone SE (3rd generation)"), minutes=5)
    s.bash("commit8", "git add -A && git commit -m 'Upload: persistent UploadQueue with backoff (was SyncService), "
           "batches of 5' -m 'pushAll() is now drainQueue(). SwiftLint with force_unwrapping.'",
           "[main c5b18e3] Upload: persistent UploadQueue with backoff (was SyncService), batches of 5\n 11 files "
           "changed, 196 insertions(+), 71 deletions(-)\n rename Chanterelle/{Sync/SyncService.swift => "
           "Upload/UploadQueue.swift} (63%)")
    s.stop()
    s.end()


def s9(s):
    s.start()
    s.prompt("ci", "CI on GitHub Actions: run the tests on every pull request (iPhone 17 and the SE), and on a pushed "
             "tag v* run fastlane beta so betas don't depend on my laptop any more. And switch fastlane from my Apple "
             "ID to an App Store Connect API key: CI can't type a 2FA code.")
    s.write("workflow", ".github/workflows/ci.yml", "name: CI\non:\n  pull_request:\n  push:\n    tags: ['v*']\n\n"
            "jobs:\n  test:\n    runs-on: macos-15\n    strategy:\n      matrix:\n        sim: ['iPhone 17', 'iPhone SE "
            "(3rd generation)']\n    steps:\n      - uses: actions/checkout@v4\n      - run: brew install xcodegen "
            "xcbeautify swiftlint\n      - run: swiftlint --strict\n      - run: make test SIM='${{ matrix.sim }}'\n\n"
            "  beta:\n    if: startsWith(github.ref, 'refs/tags/v')\n    needs: test\n    runs-on: macos-15\n"
            "    steps:\n      - uses: actions/checkout@v4\n      - run: bundle install && make project\n"
            "      - run: bundle exec fastlane beta\n        env:\n          MATCH_PASSWORD: ${{ secrets.MATCH_PASSWORD }}\n"
            "          ASC_KEY_ID: ${{ secrets.ASC_KEY_ID }}\n          ASC_ISSUER_ID: ${{ secrets.ASC_ISSUER_ID }}\n"
            "          ASC_KEY_P8: ${{ secrets.ASC_KEY_P8 }}\n")
    s.edit("asckey", "fastlane/Fastfile", "  lane :beta do\n    match(type: \"appstore\", readonly: true)",
           "  lane :beta do\n    app_store_connect_api_key(key_id: ENV[\"ASC_KEY_ID\"], issuer_id: ENV[\"ASC_ISSUER_ID\"],"
           "\n                              key_content: ENV[\"ASC_KEY_P8\"], is_key_content_base64: true)\n"
           "    match(type: \"appstore\", readonly: true)")
    s.bash("tag1", "git tag v1.0.0-beta.11 && git push origin main --tags", "To github.com:cascademyco/chanterelle.git\n"
           "   c5b18e3..e02a7b9  main -> main\n * [new tag]         v1.0.0-beta.11 -> v1.0.0-beta.11")
    s.bash("codesign2", "gh run view --log-failed --job beta | tail -8",
           "beta\tRun fastlane\t[17:22:05]: --- Step: build_app ---\nbeta\tRun fastlane\t/Users/runner/Library/Developer/"
           "Xcode/DerivedData/Chanterelle-bqvz/Build/Intermediates.noindex/ArchiveIntermediates/Chanterelle/"
           "InstallationBuildProductsLocation/Applications/Chanterelle.app: errSecInternalComponent\n"
           "beta\tRun fastlane\tCommand CodeSign failed with a nonzero exit code\nbeta\tRun fastlane\t** ARCHIVE FAILED "
           "**\nbeta\tRun fastlane\t[17:26:41]: Exit status: 65\nbeta\tRun fastlane\t[!] Error building the application "
           "- see the log above\n##[error]Process completed with exit code 1.", code=0)
    s.prompt("codesign2why", "CodeSign failing again, but the profiles are fine this time, this is errSecInternalComponent: "
             "on the runner match imported the certificate into the login keychain, which is locked in a "
             "non-interactive session, so codesign can't get at the private key. fastlane's setup_ci creates a "
             "temporary unlocked keychain for exactly this.")
    s.edit("setupci", "fastlane/Fastfile", "  lane :beta do\n", "  lane :beta do\n    setup_ci if ENV[\"CI\"]  # temporary "
           "keychain; the runner's login keychain is locked\n")
    s.bash("tag2", "git commit -am 'CI: set up a temporary keychain before match' && git tag v1.0.0-beta.12 && git push "
           "origin main --tags && gh run watch", "[main 4b6f0d1] CI: set up a temporary keychain before match\n"
           " 1 file changed, 1 insertion(+)\n✓ test (iPhone 17) in 6m12s\n✓ test (iPhone SE (3rd generation)) in "
           "6m40s\n✓ beta in 14m03s\n[17:58:30]: Build number set to 12\n[18:04:52]: App size: 23.9 MB (download, "
           "iPhone 17), 56.7 MB installed\n[18:05:31]: Successfully uploaded package to App Store Connect.",
           minutes=22)
    s.lesson("lesson3", "`Command CodeSign failed` with errSecInternalComponent on a CI runner is a locked keychain, "
             "not a profile problem: call `setup_ci` before `match` so fastlane signs from a temporary unlocked "
             "keychain.", "chanterelle: the first beta from GitHub Actions failed to sign")
    s.remember("memrelease2", "Releasing a Chanterelle beta (current): push a tag `v1.0.0-beta.N` to GitHub; the "
               "Actions workflow runs the tests and then `fastlane beta` on a macos-15 runner (App Store Connect API "
               "key from the ASC_* secrets, no Apple ID or 2FA; setup_ci then match readonly). Nothing needs to run "
               "on Priya's laptop any more.", "How to ship a TestFlight build (updated)", "fact")
    s.prompt("secretspref", "And never put the .p8 key or the match passphrase in the repo or in a workflow file, not "
             "even base64'd: GitHub secrets only.")
    s.bash("commit9", "git add -A && git commit -m 'CI: tests on PRs for two simulators, TestFlight on v* tags with an "
           "ASC API key'", "[main 9d3e6a8] CI: tests on PRs for two simulators, TestFlight on v* tags with an ASC API "
           "key\n 3 files changed, 64 insertions(+), 2 deletions(-)")
    s.stop()
    s.end()


def s10(s):
    s.start()
    s.prompt("itms", "App Store Connect mailed about build 12: ITMS-91053 Missing API declaration. We want external "
             "testers before the Oct 9 foray, so fix it.")
    s.fetch("reasons", "https://developer.apple.com/documentation/bundleresources/privacy-manifest-files/"
            "describing-use-of-required-reason-api", "Which reason code covers UserDefaults used only by the app and "
            "its widget through an App Group?", "NSPrivacyAccessedAPICategoryUserDefaults: use 1C8F.1 to access info "
            "from the same App Group as the app (app and its extensions); CA92.1 for information only accessible to "
            "the app itself. Declare each category in PrivacyInfo.xcprivacy under NSPrivacyAccessedAPITypes.")
    s.write("privacy", "Chanterelle/PrivacyInfo.xcprivacy", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist "
            "version=\"1.0\">\n<dict>\n  <key>NSPrivacyTracking</key><false/>\n  <key>NSPrivacyAccessedAPITypes</key>\n"
            "  <array>\n    <dict>\n      <key>NSPrivacyAccessedAPIType</key>\n      <string>NSPrivacyAccessedAPICategory"
            "UserDefaults</string>\n      <key>NSPrivacyAccessedAPITypeReasons</key>\n      <array><string>1C8F.1"
            "</string></array>\n    </dict>\n    <dict>\n      <key>NSPrivacyAccessedAPIType</key>\n      <string>"
            "NSPrivacyAccessedAPICategoryFileTimestamp</string>\n      <key>NSPrivacyAccessedAPITypeReasons</key>\n"
            "      <array><string>C617.1</string></array>\n    </dict>\n  </array>\n</dict>\n</plist>\n")
    s.prompt("noanalytics", "Reminder for anything we add from here: no third-party analytics or crash SDKs, ever. "
             "Organizer and TestFlight feedback are enough, and the society promised members their locations stay "
             "with the society.")
    s.read(None, "Chanterelle/Models/Sighting.swift", FINDING_SWIFT.replace("class Finding", "class Sighting")
           .replace("var habitatNote: String?\n", "var habitatNote: String?\n    var habitatRaw: String? = "
                    "Habitat.unknown.rawValue\n"))
    s.prompt("fuzz", "One more thing for the society: sighting coordinates shown to other members are blurred so "
             "people don't raid each other's chanterelle patches. Round to 3 decimals, about 100 m.")
    s.edit("fuzzedit", "Chanterelle/Models/Sighting.swift", "    var isIdentified: Bool",
           "    /// What other members see: about 100 m of blur, so nobody's patch gets raided.\n"
           "    var publicCoordinate: (Double, Double) {\n        ((latitude * 1000).rounded() / 1000, (longitude * 1000)"
           ".rounded() / 1000)\n    }\n\n    var isIdentified: Bool")
    s.prompt("fuzz2", "Walt called back: 100 m is still too precise for the patch hunters. Make it 2 decimals, "
             "roughly a kilometre.")
    s.edit("fuzzedit2", "Chanterelle/Models/Sighting.swift", "    /// What other members see: about 100 m of blur, so "
           "nobody's patch gets raided.\n    var publicCoordinate: (Double, Double) {\n        ((latitude * 1000)"
           ".rounded() / 1000, (longitude * 1000).rounded() / 1000)\n    }",
           "    /// What other members see: about 1 km of blur (2 decimals), so nobody's patch gets raided.\n"
           "    var publicCoordinate: (Double, Double) {\n        ((latitude * 100).rounded() / 100, (longitude * 100)"
           ".rounded() / 100)\n    }")
    s.bash("testok10", "make test", xctest(41, "6.208"), minutes=4)
    s.bash("tag3", "git add -A && git commit -qm 'Privacy: manifest with required-reason APIs; blur public coordinates "
           "to 2 decimals' && git tag v1.0.0-beta.13 && git push origin main --tags && gh run watch",
           "✓ test (iPhone 17) in 6m05s\n✓ test (iPhone SE (3rd generation)) in 6m31s\n✓ beta in 13m48s\n"
           "[16:41:09]: Build number set to 13\n[16:47:30]: App size: 24.1 MB (download, iPhone 17), 57.0 MB installed\n"
           "[16:48:02]: Successfully uploaded package to App Store Connect.", minutes=22)
    s.bash("external", "bundle exec fastlane pilot distribute --build_number 13 --groups 'Society members' "
           "--distribute_external true", "[17:02:11]: Submitting build 13 for Beta App Review\n[17:02:14]: Added "
           "build 1.0 (13) to group 'Society members' (48 testers)\n[17:02:14]: Successfully distributed build to "
           "external testers 🚀")
    s.remember("memfuzz", "Chanterelle privacy promises to the society: other members only ever see a sighting's "
               "coordinates rounded to 2 decimals (about 1 km); exact positions go only to the society's API. No "
               "third-party analytics or crash SDKs.", "Chanterelle location privacy rules", "fact")
    s.bash(None, "git status && git log --oneline -1", "On branch main\nYour branch is up to date with 'origin/main'.\n"
           "\nnothing to commit, working tree clean\n3c7f2d0 Privacy: manifest with required-reason APIs; blur public "
           "coordinates to 2 decimals")
    s.stop()
    s.end()


SESSIONS = [
    ("s1", "2027-09-07T16:00:00", "0a1b2c3d-1e2f-4a3b-8c4d-5e6f7a8b0101", s1),   # Tue
    ("s2", "2027-09-09T15:30:00", "1b2c3d4e-2f3a-4b4c-9d5e-6f7a8b9c0202", s2),   # Thu
    ("s3", "2027-09-13T16:10:00", "2c3d4e5f-3a4b-4c5d-8e6f-7a8b9cad0303", s3),   # Mon
    ("s4", "2027-09-15T15:45:00", "3d4e5f6a-4b5c-4d6e-9f7a-8b9cadbe0404", s4),   # Wed
    ("s5", "2027-09-17T16:20:00", "4e5f6a7b-5c6d-4e7f-8a8b-9cadbecf0505", s5),   # Fri
    ("s6", "2027-09-21T16:00:00", "5f6a7b8c-6d7e-4f8a-9b9c-adbecfd00606", s6),   # Tue
    ("s7", "2027-09-23T15:30:00", "6a7b8c9d-7e8f-4a9b-8cad-becfd0e10707", s7),   # Thu
    ("s8", "2027-09-27T16:05:00", "7b8c9dae-8f9a-4bac-9dbe-cfd0e1f20808", s8),   # Mon
    ("s9", "2027-09-28T16:15:00", "8c9daebf-9aab-4cbd-8ecf-d0e1f2030909", s9),   # Tue
    ("s10", "2027-10-01T15:40:00", "9daebfc0-abbc-4dce-9fd0-e1f203141010", s10),  # Fri
]

#: When the questions are asked: Monday morning after the last session (a Friday).
ASKED_AT = "2027-10-04T15:00:00Z"
