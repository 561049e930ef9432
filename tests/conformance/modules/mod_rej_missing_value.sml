(* §5.6 signature matching: the structure must enrich an instance of the
   signature, so every specified value must be declared. Rejected. *)
signature S = sig val a : int val b : int end
structure A : S = struct val a = 1 end
