import CheckrunKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

#if canImport(Glibc)
  // A run allocates and frees a check's worth of memory thousands of times on each thread.
  // By default glibc gives a thread's free memory back to the system as soon as 128 KiB of
  // it lie at the top of the heap, and takes it back a page at a time: a 10,000-check run
  // made 1,700 `mprotect` calls for it. The heap now keeps up to 64 MiB it does not use and
  // grows 16 MiB at a time; and blocks under 1 MiB (a report's buffers) come from the heap
  // rather than each from the system, since fixing the first setting stops glibc from
  // raising that limit itself. 1,100 fewer page faults; the peak of 100,000 checks stays
  // where it was. (`mallopt` is in `malloc.h`, which the Glibc module leaves out; -1, -2 and
  // -3 are its M_TRIM_THRESHOLD, M_TOP_PAD and M_MMAP_THRESHOLD.)
  if let found = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    let mallopt = unsafeBitCast(found, to: (@convention(c) (Int32, Int32) -> Int32).self)
    _ = mallopt(-1, 64 << 20)
    _ = mallopt(-2, 16 << 20)
    _ = mallopt(-3, 1 << 20)
  }
#endif
// A reader that closes the pipe before checkrun has written everything (`| head`) is a
// failed write, said on standard error with exit 2 (`CheckRun.checked`), not a silent death.
signal(SIGPIPE, SIG_IGN)
Interruption.install()
exit(CheckRun.main(arguments: Array(CommandLine.arguments.dropFirst())).rawValue)
