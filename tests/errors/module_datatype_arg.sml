(* expect: constructor Leaf has argument type string but the datatype specification says int. Poly/ML: Structure does not match signature. Signature: constructor Leaf: int -> tree Structure: constructor Leaf: string -> tree Reason: Can't match string to int (Different type constructors) *)
signature TREE = sig
  datatype tree = Leaf of int | Node of tree * tree
end
structure T : TREE = struct
  datatype tree = Leaf of string | Node of tree * tree
end
