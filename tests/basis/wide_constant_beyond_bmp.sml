(* expect: a wide character is a code point up to WideChar.maxOrd = 65535
   (stdlib/README.md); U+1F600 written literally has no wide character,
   though as a string (4 UTF-8 bytes) it is valid *)
val narrow = "😀"
val wide : WideString.string = "x😀"
