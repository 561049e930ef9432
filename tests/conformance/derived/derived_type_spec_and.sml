(* Appendix A (Fig. 19): "type t = ty and u = ty'" in a specification; the
   second abbreviation may not see the first (each expands separately). *)
type u = string
signature S = sig
  type t = int and u = bool
  val a : t
  val b : u
end
structure M : S = struct
  type t = int
  type u = bool
  val a = 1
  val b = true
end
val _ = print (Int.toString (M.a + 1) ^ " " ^ Bool.toString (not M.b) ^ "\n")
