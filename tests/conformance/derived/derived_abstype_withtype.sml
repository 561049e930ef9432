(* Appendix A (Fig. 17): abstype datbind withtype typbind with dec end is
   the abstype with the abbreviations substituted; constructors stay hidden. *)
abstype queue = Q of items * items
withtype items = int list
with
  val empty = Q ([], [])
  fun push (x, Q (f, b)) = Q (f, x :: b)
  fun pop (Q ([], [])) = NONE
    | pop (Q ([], b)) = pop (Q (rev b, []))
    | pop (Q (x :: f, b)) = SOME (x, Q (f, b))
  fun fromList (l : items) = Q (l, [])
end
fun drain q = case pop q of NONE => [] | SOME (x, q') => x :: drain q'
val q = push (3, push (2, push (1, empty)))
val _ = print (String.concatWith "," (map Int.toString (drain q)) ^ "\n")
val _ = print (String.concatWith "," (map Int.toString (drain (push (9, fromList [7, 8])))) ^ "\n")
