#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

exit(CheckRun.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
