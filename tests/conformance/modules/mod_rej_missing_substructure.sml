(* §5.6 signature matching: a specified substructure, and its components,
   must be present; here Sub lacks the value f. Rejected. *)
signature S = sig structure Sub : sig val f : int -> int end end
structure A : S = struct structure Sub = struct val g = fn x => x end end
