(* §5.5 enrichment: an exception spec `exception E of int` needs an
   exception constructor of type int -> exn. Rejected. *)
signature S = sig exception E of int end
structure M : S = struct exception E of string end
