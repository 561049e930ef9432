(* Definition §4.9 (typbind, rule 28) and §4.3: a type abbreviation is a type
   function, transparent: its instances are the types it stands for, and a
   later abbreviation may use an earlier one. *)
type t = int
type 'a pair = 'a * 'a
type ('a, 'b) arrow = 'a -> 'b
type intpair = t pair
type 'a env = (string, 'a option) arrow
val x : t = 3 + 4
val p : intpair = (x, 5)
val q : int * int = p
val f : (int, string) arrow = Int.toString
val e : int env = fn "x" => SOME x | _ => NONE
fun swap ((a, b) : 'a pair) : 'a pair = (b, a)
val _ = print (f (#1 (swap q)) ^ " " ^ f (valOf (e "x")) ^ " " ^ Bool.toString (isSome (e "y"))
               ^ " " ^ #1 (swap ("a", "b")) ^ "\n")
