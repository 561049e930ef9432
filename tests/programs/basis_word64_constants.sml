(* Word64 constants beyond the 63-bit word (built from 30-bit chunks with
   Word64's own * and +), in expressions and patterns: FNV-1a over a string. *)
val offset : Word64.word = 0wxcbf29ce484222325
val prime : Word64.word = 0w1099511628211
fun fnv s = CharVector.foldl (fn (c, h) => Word64.* (Word64.xorb (h, Word64.fromInt (ord c)), prime)) offset s
val () = print (Word64.toString offset ^ " " ^ Word64.toString (fnv "hello") ^ "\n")
val () = print (case fnv "" of 0wxcbf29ce484222325 => "empty hashes to the offset\n" | _ => "wrong\n")
val top = 0wxFFFFFFFFFFFFFFFF : Word64.word
val () = print (Word64.toString (top + 0w1) ^ " " ^ Word64.fmt StringCvt.DEC top ^ "\n")
