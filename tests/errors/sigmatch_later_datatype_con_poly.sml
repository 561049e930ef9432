signature S = sig datatype 'a t = Nil | Cons of 'a * 'a t end
structure M : S = struct
  datatype 'a t = Nil | Cons of 'a * 'a t
  datatype 'a stream = Cons of 'a * (unit -> 'a stream)
end
