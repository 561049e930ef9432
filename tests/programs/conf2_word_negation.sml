(* ~ is overloaded on every word type as on integers (the Basis's top-level
   ~ : num -> num in Poly/ML, SML/NJ and MLton): the negation modulo
   2^wordSize, resolved by the operand's type; a word literal's own type
   defaults to word. *)
val w = 0w3 + ~ 0w1
val z = ~ 0w0
val m = ~ 0w1
val b8 = ~ (0w1 : Word8.word)
val b16 = ~ (0w2 : Word16.word)
val b32 = ~ (0wx10 : Word32.word)
val b64 = ~ (0w1 : Word64.word)
val b5 = ~ (0w3 : Word5.word)
fun neg x = ~ x + 0w0 : Word8.word
val l = ~ (0w1 : LargeWord.word)
val () = print (String.concatWith " "
  [Word.toString w, Word.toString z, Word.toString m, Word8.toString b8, Word16.toString b16,
   Word32.toString b32, Word64.toString b64, Word5.toString b5, Word8.toString (neg 0w200),
   LargeWord.toString l, Word8.toString (~ (~ (0w77 : Word8.word)))] ^ "\n")
