(* §5.7 functor application: a datatype of the body carries the parameter
   type; realising it by real, int, string, tuple, unit and function types
   must not change how the constructors store and return their values. *)
functor Boxes (type t val show : t -> string) = struct
  datatype box = Empty | One of t | Two of t * t | Many of t list
  fun show_box Empty = "-"
    | show_box (One x) = show x
    | show_box (Two (a, b)) = show a ^ "&" ^ show b
    | show_box (Many l) = "[" ^ String.concatWith "," (map show l) ^ "]"
  fun line l = String.concatWith " " (map show_box l)
  fun firsts l = List.mapPartial (fn One x => SOME x | Two (x, _) => SOME x | _ => NONE) l
end
structure R = Boxes (type t = real val show = Real.toString)
structure I = Boxes (type t = int val show = Int.toString)
structure S = Boxes (type t = string fun show s = s)
structure T = Boxes (type t = real * int fun show (r, i) = Real.toString r ^ "/" ^ Int.toString i)
structure U = Boxes (type t = unit fun show () = "()")
structure F = Boxes (type t = real -> real fun show f = Real.toString (f 2.0))
val () = app (fn s => print (s ^ "\n"))
  [R.line [R.Empty, R.One 1.5, R.Two (2.5, ~3.0), R.Many [0.125]],
   I.line [I.One 1, I.Two (2, 3), I.Many [], I.Many [4, 5]],
   S.line [S.Two ("a", "b"), S.One "c"],
   T.line [T.One (0.5, 1), T.Many [(1.0, 2), (3.5, 4)]],
   U.line [U.One (), U.Two ((), ()), U.Empty],
   F.line [F.One (fn x => x * x), F.Two (fn x => x + 1.0, Math.sqrt)],
   String.concatWith "," (map Real.toString (R.firsts [R.Two (9.0, 1.0), R.Empty, R.One 7.25]))]
