(* Appendix A (Fig. 18): functor F (...) : sigexp = strexp and
   functor F (...) :> sigexp = strexp abbreviate a constrained body. *)
signature STACK = sig type 'a t val empty : 'a t val push : 'a * 'a t -> 'a t val size : 'a t -> int end
functor MkT (val tag : string) : STACK = struct
  type 'a t = 'a list
  val empty = []
  fun push (x, s) = x :: s
  val size = length
  val extra = tag
end
functor MkO (val tag : string) :> STACK = struct
  type 'a t = 'a list * int
  val empty = ([], 0)
  fun push (x, (s, n)) = (x :: s, n + 1)
  fun size (_, n) = n
end
structure T = MkT (val tag = "t")
structure O = MkO (val tag = "o")
val _ = print (Int.toString (T.size (T.push (1, T.push (2, T.empty)))) ^ " "
               ^ Int.toString (length (T.push (5, T.empty))) ^ " "
               ^ Int.toString (O.size (O.push ("a", O.empty))) ^ "\n")
