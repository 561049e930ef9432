(* Appendix A (funbind derived form funid (spec) = strexp, and functor
   application funid (strdec)): the specifications of the parameter are
   accessed unqualified in the body. *)
functor Scale (type t
               val times : t * t -> t
               val factor : t
               val show : t -> string) = struct
  fun scale x = show (times (factor, x))
end
structure I = Scale (type t = int val times = op * val factor = 3 val show = Int.toString)
structure S = Scale (type t = string
                     fun times (a, b) = a ^ b
                     val factor = ">"
                     fun show s = s)
val () = print (I.scale 14 ^ " " ^ S.scale "x" ^ "\n")
