structure V3 : VECTOR where type elem = real =
struct
  type elem = real
  type vec = real * real * real
  fun make v = v
  fun add ((a, b, c), (x, y, z)) = (a + x, b + y, c + z) : vec
  fun scale (k, (x, y, z)) = (k * x, k * y, k * z) : vec
  fun dot ((a, b, c), (x, y, z)) = a * x + b * y + c * z : real
  val zero = (0.0, 0.0, 0.0)
end

structure IntVec :> VECTOR where type elem = int =
struct
  type elem = int
  type vec = int list
  fun make (a, b, c) = [a, b, c]
  fun add (xs, ys) = ListPair_map (op +) (xs, ys)
  and ListPair_map f (x :: xs, y :: ys) = f (x, y) :: ListPair_map f (xs, ys)
    | ListPair_map _ _ = []
  fun scale (k, xs) = map (fn x => k * x) xs
  fun dot (xs, ys) = foldl (op +) 0 (ListPair_map (op * ) (xs, ys))
  val zero = [0, 0, 0]
end
