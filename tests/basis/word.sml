(* Word (63-bit) *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
val W = Word.toString
fun optW NONE = "NONE"
  | optW (SOME w) = "SOME " ^ W w
fun ord2s LESS = "LESS"
  | ord2s EQUAL = "EQUAL"
  | ord2s GREATER = "GREATER"
val maxW = 0wx7FFFFFFFFFFFFFFF
val top = 0wx4000000000000000

val () = show "wordSize" (Int.toString Word.wordSize)
val () = show "fromInt" (W (Word.fromInt ~1) ^ " " ^ W (Word.fromInt 255) ^ " " ^ W (Word.fromInt (valOf Int.minInt)))
val () = show "toInt" (Int.toString (Word.toInt 0wx3FFFFFFFFFFFFFFF) ^ " " ^ exn (fn () => Word.toInt top) ^ " " ^ exn (fn () => Word.toInt maxW))
val () = show "toIntX" (Int.toString (Word.toIntX top) ^ " " ^ Int.toString (Word.toIntX (Word.fromInt ~5)) ^ " " ^ Int.toString (Word.toIntX maxW) ^ " " ^ Int.toString (Word.toIntX 0w5))
val () = show "large" (LargeInt.toString (Word.toLargeInt 0w7) ^ " " ^ LargeInt.toString (Word.toLargeIntX maxW) ^ " " ^ W (Word.fromLargeInt ~2) ^ " " ^ LargeWord.toString (Word.toLarge 0w9) ^ " " ^ LargeWord.toString (Word.toLargeX 0w9) ^ " " ^ W (Word.fromLarge 0w9) ^ " " ^ LargeWord.toString (Word.toLargeWord 0w1) ^ " " ^ W (Word.fromLargeWord 0w2))
val () = show "andb orb xorb" (W (Word.andb (0wxF0, 0wx3C)) ^ " " ^ W (Word.orb (0wxF0, 0wx3C)) ^ " " ^ W (Word.xorb (0wxF0, 0wx3C)))
val () = show "notb" (W (Word.notb 0w0) ^ " " ^ W (Word.notb 0wxF) ^ " " ^ W (Word.notb maxW))
val () = show "<<" (String.concatWith " " (List.map W [Word.<< (0w1, 0w4), Word.<< (0w1, 0w62), Word.<< (0w1, 0w63), Word.<< (0w3, 0w62), Word.<< (0w1, 0w1000), Word.<< (0w5, 0w0)]))
val () = show ">>" (String.concatWith " " (List.map W [Word.>> (0wxFF, 0w4), Word.>> (maxW, 0w62), Word.>> (maxW, 0w63), Word.>> (top, 0w1)]))
val () = show "~>>" (String.concatWith " " (List.map W [Word.~>> (top, 0w1), Word.~>> (top, 0w100), Word.~>> (0wx10, 0w2), Word.~>> (maxW, 0w5), Word.~>> (0wx3FFFFFFFFFFFFFFF, 0w61)]))
val () = show "wrap" (W (Word.+ (maxW, 0w1)) ^ " " ^ W (Word.- (0w0, 0w1)) ^ " " ^ W (Word.* (top, 0w2)) ^ " " ^ W (Word.~ 0w1) ^ " " ^ W (Word.~ 0w0))
val () = show "div mod" (W (Word.div (0w7, 0w2)) ^ " " ^ W (Word.mod (0w7, 0w2)) ^ " " ^ W (Word.div (maxW, 0w16)) ^ " " ^ W (Word.mod (maxW, 0w16)))
val () = show "by zero" (exn (fn () => Word.div (0w1, 0w0)) ^ " " ^ exn (fn () => Word.mod (0w1, 0w0)))
val () = show "compare" (ord2s (Word.compare (top, 0w1)) ^ " " ^ ord2s (Word.compare (0w1, 0w1)) ^ " " ^ ord2s (Word.compare (0w0, maxW)))
val () = show "< <= > >=" (b2s (Word.< (0w1, top)) ^ " " ^ b2s (Word.<= (0w1, 0w1)) ^ " " ^ b2s (Word.> (0w1, top)) ^ " " ^ b2s (Word.>= (maxW, top)))
val () = show "min max" (W (Word.min (top, 0w1)) ^ " " ^ W (Word.max (top, 0w1)))
val () = show "fmt" (String.concatWith " " [Word.fmt StringCvt.BIN 0w5, Word.fmt StringCvt.OCT 0w8, Word.fmt StringCvt.DEC 0w255, Word.fmt StringCvt.HEX 0w255, Word.fmt StringCvt.DEC maxW, Word.fmt StringCvt.OCT maxW, Word.fmt StringCvt.BIN 0w0])
val () = show "toString" (W 0w0 ^ " " ^ W 0wxabc ^ " " ^ W maxW)
val () = show "fromString" (String.concatWith " | " (List.map (optW o Word.fromString)
  ["FF", "0wxff", "0xFF", "0XaB", "0wXAb", "0wF", "  1a2", "g", "", "~1", "7FFFFFFFFFFFFFFF", "0x"]))
val () = show "fromString overflow" (exn (fn () => Word.fromString "8000000000000000") ^ " " ^ exn (fn () => Word.fromString "FFFFFFFFFFFFFFFFFF"))
fun scan r s = case Word.scan r Substring.getc (Substring.full s) of
                 SOME (w, rest) => Word.fmt StringCvt.DEC w ^ "/" ^ Substring.string rest
               | NONE => "NONE"
val () = show "scan" (String.concatWith " " [scan StringCvt.DEC "0w12", scan StringCvt.DEC "12", scan StringCvt.BIN "0w101", scan StringCvt.DEC "~1", scan StringCvt.HEX "0xg", scan StringCvt.DEC "0wx1", scan StringCvt.OCT " 0w17z", scan StringCvt.DEC "0w", scan StringCvt.DEC "9223372036854775807"])
val () = show "scan overflow" (exn (fn () => scan StringCvt.DEC "9223372036854775808"))
