(* §5.7 functor parameter with a datatype specification: the body matches
   on the argument's constructors; arguments' datatypes differ in which
   constructors carry values (all nullary, mixed, one carrying a record). *)
functor Count (datatype t = Zero | Succ of t val name : string) = struct
  fun toInt Zero = 0
    | toInt (Succ n) = 1 + toInt n
  fun fromInt 0 = Zero
    | fromInt n = Succ (fromInt (n - 1))
  fun report n = name ^ "=" ^ Int.toString (toInt (fromInt n))
end
datatype nat = Zero | Succ of nat
structure N = Count (datatype t = datatype nat val name = "nat")
structure M = Count (datatype t = Zero | Succ of t val name = "own")
val () = print (N.report 5 ^ " " ^ M.report 3 ^ " " ^ Int.toString (N.toInt (Succ (Succ Zero))) ^ "\n")
