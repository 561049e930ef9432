fun println s = print (s ^ "\n")
(* Datatype replication of types that are not datatypes (Definition rules 17
   and 80): the new name denotes the same type, with no constructors. *)
type t = int * int
datatype u = datatype t
val x : u = (1, 2)
val _ = println (Int.toString (#1 x + #2 x))
type 'a pair = 'a * 'a
datatype p2 = datatype pair
val y : string p2 = ("a", "b")
val _ = println (#1 y ^ #2 y)
datatype i = datatype int
val n : i = 40 + 2
val _ = println (Int.toString n)
structure S = struct type r = {a : int, b : string} end
datatype r = datatype S.r
val z : r = {a = 7, b = "seven"}
val _ = println (#b z ^ " " ^ Int.toString (#a z))
abstype h = H of int with val mk = H fun get (H k) = k end
datatype h' = datatype h
val hv : h' = mk 9
val _ = println (Int.toString (get hv))
signature SIG = sig type e = string  datatype e2 = datatype e  val v : e2 end
structure M : SIG = struct type e = string datatype e2 = datatype e val v = "spec" end
val _ = println (M.v ^ "!")
signature SIG2 = sig type k  datatype k2 = datatype k  val v : k2 val show : k -> string end
structure M2 : SIG2 = struct type k = real  type k2 = k val v = 1.5 fun show r = Int.toString (floor (r * 2.0)) end
val _ = println (M2.show M2.v)
