// swift-tools-version:6.2
import PackageDescription

/// One strict set of settings for every Swift target: Swift 6 language mode,
/// complete concurrency checking, and every warning an error.
let strict: [SwiftSetting] = [
  .swiftLanguageMode(.v6),
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "checkrun",
  // Harness's floor: the first releases with Swift 6's standard library (String(validating:as:)).
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .executable(name: "checkrun", targets: ["checkrun"]),
    .library(name: "Harness", targets: ["Harness"]),
  ],
  targets: [
    .systemLibrary(
      name: "CXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .target(
      name: "Harness",
      // The built-in apps' descriptions, read as app files are, and the fault catalogue's
      // overlays; built into the code, so the command needs no file beside it.
      resources: [
        .embedInCode("Apps/fixed.json"), .embedInCode("Apps/before.json"), .embedInCode("Apps/faults.json"),
      ],
      swiftSettings: strict
    ),
    // The command's logic: commands, command-line parsing, planning, reporting, output files.
    // It lives in a folder inside Sources/checkrun, so the tree's top level stays the command,
    // CXML2 and Harness; the executable is the thin `main.swift` beside it.
    .target(
      name: "CheckrunKit",
      dependencies: ["Harness", "CXML2"],
      path: "Sources/checkrun/CheckrunKit",
      swiftSettings: strict
    ),
    .executableTarget(
      name: "checkrun",
      dependencies: ["CheckrunKit"],
      path: "Sources/checkrun",
      exclude: ["CheckrunKit"],
      sources: ["main.swift"],
      swiftSettings: strict
    ),
    .testTarget(name: "HarnessTests", dependencies: ["Harness"], swiftSettings: strict),
    .testTarget(
      name: "CheckrunTests",
      dependencies: ["CheckrunKit", "Harness", "CXML2"],
      swiftSettings: strict
    ),
  ]
)
