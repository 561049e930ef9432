(* Clos (Definition §4.8) generalizes a non-expansive binding (§4.7: constants,
   variables, `fn`, constructors other than `ref` applied to non-expansive
   expressions, records of these), explicit type variables included; the
   variables of an expansive one stay monomorphic (weak at top level). *)
fun itos n =
  if n < 0 then "~" ^ itos (~n)
  else if n < 10 then str (chr (ord #"0" + n))
  else itos (n div 10) ^ itos (n mod 10)

datatype 'a box = Box of 'a

(* A tuple of non-expansive parts: both components are polymorphic. *)
val 'a (id, const) = (fn x : 'a => x, fn (x : 'a) => fn (_ : 'a) => x)
val _ = print (id "id " ^ itos (id 1) ^ " " ^ itos (const 2 3) ^ const "\n" "")

(* A constructor applied to a `fn`, matched by a layered pattern. *)
val 'a (whole as Box unbox) = Box (fn (x : 'a) => [x, x])
val _ = print (itos (length (unbox 1)) ^ " " ^ itos (length (unbox "s")) ^ "\n")
val Box again = whole
val _ = print (itos (length (again true)) ^ "\n")

(* Expansive: `r` and `g` are monomorphic; later uses fix their type. *)
val (r, g) = (ref [], fn x => x)
val _ = r := [g 5]
val _ = print (itos (length (!r)) ^ " " ^ itos (g 6) ^ "\n")
