(* §5.7 signature matching is by name, not by position: the structure may
   declare components in any order and the signature's later specs may
   refer to earlier ones. *)
signature S = sig
  type a
  type b = a * a
  val mk : int -> a
  val dup : a -> b
  val sum : b -> int
end
structure M : S = struct
  fun sum (x, y) = x + y
  fun dup x = (x, x)
  fun mk n = n
  type a = int
  type b = int * int
end
val () = print (Int.toString (M.sum (M.dup (M.mk 21))) ^ "\n")
