(* §5.7 include of a signature expression with where type: the included
   specification's type is fixed, the rest stays abstract. *)
signature BASE = sig type t val x : t val show : t -> string end
signature EXT = sig
  include BASE where type t = int
  type u
  val y : u
  val showu : u -> string
end
structure E :> EXT = struct
  type t = int val x = 3 val show = Int.toString
  type u = string val y = "u" fun showu s = s
end
val () = print (E.show (E.x + 4) ^ " " ^ E.showu E.y ^ "\n")
