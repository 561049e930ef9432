signature HEAP =
sig
  type elem
  type heap
  exception Empty
  val empty : heap
  val insert : elem * heap -> heap
  val min : heap -> elem                (* raises Empty *)
  val deleteMin : heap -> heap          (* raises Empty *)
  val fromList : elem list -> heap
  val toSortedList : heap -> elem list
end
