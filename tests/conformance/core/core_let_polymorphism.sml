(* Definition §4.5, §4.8 (rules 15, 17): a let-bound value whose expression is
   non-expansive gets a type scheme, so each use instantiates it afresh. *)
val s =
  let
    fun id x = x
    fun pair x = (x, x)
    val compose = fn f => fn g => fn x => f (g x)
    val (a, b) = pair (id 3)
    val (c, _) = pair (id "three")
    fun twice x = compose id id x
  in
    String.concatWith " " [Int.toString (a + b), c, Bool.toString (twice true),
                           Int.toString (twice 7), Real.toString (id 1.5)]
  end
val _ = print (s ^ "\n")
