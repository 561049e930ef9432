(* Overloading is resolved in a run of core declarations (Definition
   appendix E): later declarations of the same run determine a literal's or an
   operator's type; what is left open when the run ends takes the default. *)
structure A =
struct
  val x = 0w200
  val y = x : Word8.word                  (* same run: x is a Word8.word *)
  fun add (a, b) = a + b
  val r = add (1.5, 2.25)                 (* same run: add is on reals *)
  local val k = 7 in val big = k : IntInf.int end
  fun neg n = ~ n                         (* nothing fixes it: int *)
end
structure B = struct val w = 0w7 val z = 10 end   (* defaults: word and int *)
val _ = print (Word8.toString (A.y + 0w55) ^ " " ^ Real.toString A.r ^ " "
               ^ IntInf.toString (A.big * 3) ^ " " ^ Int.toString (A.neg 4) ^ "\n")
val _ = print (Word.toString (B.w * 0w6) ^ " " ^ Int.toString (B.z div 3) ^ "\n")
