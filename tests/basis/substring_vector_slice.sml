(* Substring.substring is CharVectorSlice.slice (Basis Library "The
   Substring structure": where type substring = CharVectorSlice.slice), and
   CharVectorSlice.vector is String.string: a value of either type is passed
   to the other structure's functions, and CharArraySlice.copyVec takes one. *)
val say = print o (fn s => s ^ "\n")
fun show ss = "[" ^ Substring.string ss ^ "]"

(* a substring read and cut by CharVectorSlice *)
val line = Substring.full "key = some value ; rest"
val (key, afterKey) = Substring.splitl Char.isAlpha line
val () = say ("length " ^ Int.toString (CharVectorSlice.length key) ^ " sub " ^ str (CharVectorSlice.sub (key, 2)))
val () = say ("vector " ^ CharVectorSlice.vector (CharVectorSlice.subslice (afterKey, 3, SOME 4)))
val (s, i, n) = CharVectorSlice.base afterKey
val () = say ("base " ^ Int.toString i ^ " " ^ Int.toString n ^ " " ^ Int.toString (String.size s))
val () = say ("foldr " ^ implode (CharVectorSlice.foldr op :: [] key))
val () = say ("findi " ^ (case CharVectorSlice.findi (fn (_, c) => c = #";") afterKey of
                            SOME (k, _) => Int.toString k | NONE => "none"))
val () = say ("map " ^ CharVectorSlice.map Char.toUpper (Substring.trimr 7 afterKey))
val () = say ("concat " ^ CharVectorSlice.concat (Substring.tokens Char.isSpace line))
val () = say ("collate " ^ (case CharVectorSlice.collate Char.compare (key, Substring.full "kez") of
                              LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER"))

(* a vector slice used as a substring *)
val vs : CharVectorSlice.slice = CharVectorSlice.slice ("alpha,beta,,gamma", 6, NONE)
val () = say ("fields " ^ String.concatWith " " (map show (Substring.fields (fn c => c = #",") vs)))
val () = say ("position " ^ show (#2 (Substring.position "gam" vs)))
val () = say ("getc " ^ (case Substring.getc vs of SOME (c, r) => str c ^ show r | NONE => "none"))
val () = say ("span " ^ show (Substring.span (vs, CharVectorSlice.subslice (vs, 8, NONE))))
val sameBase : Substring.substring list = [vs, Substring.extract ("alpha,beta,,gamma", 0, SOME 5)]
val () = say ("compare " ^ (case Substring.compare (hd sameBase, List.nth (sameBase, 1)) of
                              LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER"))

(* the string type is the vector type, the char type the elem type *)
val v : CharVectorSlice.vector = Substring.string (Substring.triml 2 vs)
val c : CharVectorSlice.elem = Substring.sub (vs, 0)
val () = say ("types " ^ v ^ " " ^ str c ^ " " ^ Bool.toString (String.size v = CharVector.length v))

(* CharArraySlice.copyVec takes a substring as its vector slice *)
val arr = CharArray.array (6, #".")
val () = CharArraySlice.copyVec {src = Substring.substring ("xyz", 1, 2), dst = arr, di = 3}
val () = say ("copyVec " ^ CharArray.vector arr)

(* bounds are checked the same way through either structure *)
fun tryIt name f = say (name ^ " " ^ ((f (); "no exception") handle Subscript => "Subscript"))
val () = tryIt "slice" (fn () => ignore (CharVectorSlice.subslice (key, 2, SOME 2)))
val () = tryIt "sub" (fn () => ignore (CharVectorSlice.sub (Substring.full "", 0)))
val () = tryIt "substring" (fn () => ignore (Substring.slice (CharVectorSlice.full "ab", 1, SOME 2)))
