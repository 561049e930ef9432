(* Definition §4.9, §4.4: the equality attribute of a parameterized datatype is
   computed as a fixpoint: `'a tree` admits equality, so int tree does; a
   datatype whose constructors carry refs admits equality too, and comparing
   its values compares the refs by identity. *)
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree
datatype 'a cell = Cell of 'a ref * 'a list ref
val t1 = Node (Leaf, 3, Node (Leaf, 4, Leaf))
val t2 = Node (Leaf, 3, Node (Leaf, 4, Leaf))
val r = ref 1
val c = Cell (r, ref [])
val _ = print (Bool.toString (t1 = t2) ^ " " ^ Bool.toString (t1 = Leaf) ^ " "
               ^ Bool.toString (c = c) ^ " " ^ Bool.toString (c = Cell (r, ref [])) ^ "\n")
