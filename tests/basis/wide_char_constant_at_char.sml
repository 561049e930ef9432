(* expect: #"\u0100" is a character constant beyond 255; it is valid only
   where its type is WideChar.char (Basis overloading of constants), and the
   ascription fixes char *)
val ok : WideChar.char = #"\u0100"
val c = (#"\u0100" : char)
