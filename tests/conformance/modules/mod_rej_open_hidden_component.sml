(* §5.6: components not in the signature are cut away by the view, even
   transparent ones; `open View` does not bring back b. Rejected. *)
structure Full = struct val a = 1 val b = 2 end
structure View : sig val a : int end = Full
open View
val c = a + b
