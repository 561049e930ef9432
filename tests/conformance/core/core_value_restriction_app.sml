(* Definition §4.7: an application (other than of a constructor) is expansive,
   so f is not polymorphic and cannot be applied at int and at string. *)
val f = (fn x => x) (fn y => y)
val p = (f 1, f "one")
