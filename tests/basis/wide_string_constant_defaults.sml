(* expect: a string constant's type is resolved in its context of
   overloading resolution (Definition appendix E), here the top-level
   declaration the `;` ends: nothing there requires a wide string, so
   "\u03bb" defaults to string, where code 955 has no byte; the later
   ascription does not reach back *)
val lambda = "\u03bb";
val _ = lambda : WideString.string
