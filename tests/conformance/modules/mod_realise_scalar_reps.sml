(* §5.7 functor application with realisations of the abstract type by
   types of different representations (int, real, string, bool, char):
   the body stores values in lists, refs and tuples and gives them back. *)
functor Cell (type t val show : t -> string val init : t) = struct
  val r = ref init
  val hist = ref [init]
  fun set x = (hist := x :: !hist; r := x)
  fun report () = show (!r) ^ " [" ^ String.concatWith "," (map show (!hist)) ^ "]"
  fun swap (a : t, b : t) = (b, a)
end
structure I = Cell (type t = int val show = Int.toString val init = 0)
structure R = Cell (type t = real val show = Real.toString val init = 1.5)
structure S = Cell (type t = string fun show s = s val init = "a")
structure B = Cell (type t = bool val show = Bool.toString val init = false)
structure Ch = Cell (type t = char val show = str val init = #"x")
val () = (I.set 42; R.set 2.25; S.set "bc"; B.set true; Ch.set #"y")
val () = app (fn s => print (s ^ "\n"))
  [I.report (), R.report (), S.report (), B.report (), Ch.report ()]
val (r1, r2) = R.swap (1.0, 0.5)
val () = print (Real.toString (r1 + r2) ^ "\n")
