(* §5.6 signature matching: a specified type constructor must be declared
   by the structure (here only a value named t exists). Rejected. *)
signature S = sig type t val x : int end
structure A :> S = struct val t = 0 val x = 1 end
