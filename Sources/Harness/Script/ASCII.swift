extension UInt8 {
  /// The byte with an ASCII capital letter made small; every other byte as it is. The byte
  /// searches of lines, slugs and phrases fold case with it.
  var asciiLowercased: UInt8 { self >= 0x41 && self <= 0x5A ? self + 0x20 : self }
}
