(* expect: structure sharing is the derived form of type sharing of every
   common type (appendix A); T.t is int, not a flexible type name (rule 78),
   even when shared with itself *)
signature S = sig structure T : sig type t = int end sharing T = T end
