#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

Interruption.install()
exit(CheckRun.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
