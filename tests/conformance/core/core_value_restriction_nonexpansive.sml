(* Definition §4.7: non-expansive expressions (constants, variables, fn,
   constructor applications other than ref, records of these, constrained and
   parenthesized ones) are generalized at a val binding (§4.8, Clos). *)
datatype 'a box = Box of 'a
val empty = []
val pairOfFns = (fn x => x, fn (x, _) => x)
val boxed = Box (fn x => [x])
val someNil = SOME nil
val constrained = (fn x => x) : 'b -> 'b
val rcd = {first = NONE, second = fn x => (x, x)}
val n1 = length (1 :: empty) + length ("a" :: "b" :: empty)
val (idf, fstf) = pairOfFns
val Box mk = boxed
val SOME l1 = someNil
val l2 : int list = l1 @ [4]
val l3 : string list = l1
val _ = print (String.concatWith "," [Int.toString n1, idf "s", Int.toString (fstf (1, "x")),
                                      Int.toString (length (mk true)), Int.toString (hd (mk 9)),
                                      Int.toString (length l2 + length l3),
                                      constrained "c", Bool.toString (constrained false),
                                      Bool.toString (#1 (#second rcd true)),
                                      case #first rcd of NONE => "none" | SOME () => "some"] ^ "\n")
