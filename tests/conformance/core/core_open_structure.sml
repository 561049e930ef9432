(* Definition rule 22 (open) and §4.10: `open` brings a structure's values,
   constructors and types into the core environment, shadowing earlier
   bindings; later bindings shadow the opened ones. `let open ... in` is local. *)
structure Geo = struct
  datatype shape = Sq of int | Rect of int * int
  type size = int
  fun area (Sq s) = s * s | area (Rect (w, h)) = w * h
  val name = "geo"
end
val name = "top"
val area = fn _ => 0
val inner = let open Geo in area (Rect (2, 3)) + area (Sq 2) end
val stillTop = name
open Geo
val s : size = area (Sq 5)
val name2 = name
val name = "after"
val _ = print (String.concatWith " " [Int.toString inner, stillTop, Int.toString s, name2, name] ^ "\n")
