(* The signatures are usable by client code: ascription, functors over them,
   and the type sharing the specification requires (Int.int = int, ...). *)
fun show label s = print (label ^ ": " ^ s ^ "\n")

structure I : INTEGER = Int
structure MyList : LIST = List
structure W : WORD = Word
structure R : REAL = Real
structure S : STRING = String
structure C : CHAR = Char
structure SS : SUBSTRING = Substring
structure CV : MONO_VECTOR = CharVector

functor Sum (N : INTEGER) =
struct
  fun sum l = List.foldl N.+ (N.fromInt 0) l
  fun show l = N.toString (sum l)
end
structure IntSum = Sum (Int)
structure LargeSum = Sum (LargeInt)
val () = show "functor over INTEGER" (IntSum.show [1, 2, 3] ^ " " ^ LargeSum.show [4, 5])

functor Describe (V : MONO_VECTOR) =
struct
  fun count p v = V.foldl (fn (x, n) => if p x then n + 1 else n) 0 v
end
structure DescribeChars = Describe (CharVector)
val () = show "functor over MONO_VECTOR" (Int.toString (DescribeChars.count Char.isUpper "aBcDE"))

(* the types the specification shares with the top level *)
val i : Int.int = 3 + I.fromInt 4
val l : LargeInt.int = IntInf.fromInt i
val big : IntInf.int = l
val p : Position.int = i
val s : String.string = "s" ^ S.str #"t"
val c : Char.char = String.sub (s, 0)
val c2 : S.char = C.chr 65
val w : Word.word = 0w1 + W.fromInt 2
val lw : LargeWord.word = Word.toLarge w
val w64 : Word64.word = lw
val r : Real.real = 1.5 + R.fromInt 1
val lr : LargeReal.real = r
val v : int Vector.vector = Vector.fromList [1] 
val v2 : int vector = v
val a : int Array.array = Array.array (1, 0)
val a2 : int array = a
val cv : CharVector.vector = "abc"
val e : CharVector.elem = #"x"
val ss : SS.substring = SS.full s
val sc : Substring.char = #"y"
val st : Substring.string = "z"
val o1 : int Option.option = Option.SOME 1
val b : Bool.bool = true
val li : int List.list = [1]
val ord1 : General.order = EQUAL
val u : General.unit = ()
val () = show "shared types" (Int.toString p ^ " " ^ LargeInt.toString big ^ " " ^ s ^ " " ^ str c ^ str c2 ^ " " ^ LargeWord.toString w64 ^ " " ^ Real.toString lr ^ " " ^ Int.toString (Vector.sub (v2, 0) + Array.sub (a2, 0)) ^ " " ^ cv ^ str e ^ " " ^ SS.string ss ^ str sc ^ st)
val () = show "top-level print is TextIO.print" ((print "x"; TextIO.print "y"; "z"))
