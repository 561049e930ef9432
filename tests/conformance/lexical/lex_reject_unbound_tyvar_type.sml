(* Definition §2.9: every tyvar on the right of a typbind must occur in its
   tyvarseq. *)
type t = 'a list
