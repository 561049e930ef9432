(* Clos (Definition §4.8) generalizes a non-expansive binding (§4.7: constants,
   variables, `fn`, constructors other than `ref` applied to non-expansive
   expressions, records of these), explicit type variables included; the
   variables of an expansive one stay monomorphic (weak at top level). *)

datatype 'a box = Box of 'a

(* A tuple of non-expansive parts: both components are polymorphic. *)
val 'a (id, const) = (fn x : 'a => x, fn (x : 'a) => fn (_ : 'a) => x)
val _ = print (id "id " ^ Int.toString (id 1) ^ " " ^ Int.toString (const 2 3) ^ const "\n" "")

(* A constructor applied to a `fn`, matched by a layered pattern. *)
val 'a (whole as Box unbox) = Box (fn (x : 'a) => [x, x])
val _ = print (Int.toString (length (unbox 1)) ^ " " ^ Int.toString (length (unbox "s")) ^ "\n")
val Box again = whole
val _ = print (Int.toString (length (again true)) ^ "\n")

(* Expansive: `r` and `g` are monomorphic; later uses fix their type. *)
val (r, g) = (ref [], fn x => x)
val _ = r := [g 5]
val _ = print (Int.toString (length (!r)) ^ " " ^ Int.toString (g 6) ^ "\n")
