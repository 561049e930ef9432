(* Definition rule 24 (let): a datatype declared in a let may be used freely
   inside it as long as the let's type does not mention it; an inner datatype
   may shadow an outer constructor name. *)
datatype outer = Item of int
fun count xs =
  let datatype acc = Acc of int | Item of string
      fun step (x, Acc n) = Acc (n + x) | step (_, a) = a
      val total = case foldl step (Acc 0) xs of Acc n => n | Item _ => ~1
      val _ = Item "inner"
  in total end
val Item k = Item 5
val _ = print (Int.toString (count [1, 2, 3]) ^ " " ^ Int.toString k ^ "\n")
