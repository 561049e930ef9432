(* §5.6 signature matching: the type function matching `type 'a t` must
   have arity 1; a nullary type is rejected. *)
signature S = sig type 'a t end
structure M : S = struct type t = int end
