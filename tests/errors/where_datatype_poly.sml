signature S = sig datatype 'a t = Leaf | Node of 'a t * 'a * 'a t end
  where type 'a t = int list
