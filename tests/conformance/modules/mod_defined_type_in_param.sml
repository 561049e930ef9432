(* §5.7 type abbreviation specification in a functor parameter: the body may
   use the defined type concretely, and an argument whose type is equal to
   it matches. *)
functor F (X : sig type t = int * string val v : t end) = struct
  val n = #1 X.v + 1
  val s = #2 X.v
end
structure A = F (struct type t = int * string val v = (41, "ok") end)
structure B = F (struct val v = (1, "direct") type t = int * string end)
val () = print (Int.toString A.n ^ " " ^ A.s ^ " " ^ B.s ^ "\n")
