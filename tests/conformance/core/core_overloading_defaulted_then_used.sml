(* Definition Appendix E: overloading is resolved within the top-level
   declaration (ended here by `;`); f's `+` defaults to int there, so applying
   f to a real later is a type error. *)
fun f x = x + x;
val y = f 1.5;
