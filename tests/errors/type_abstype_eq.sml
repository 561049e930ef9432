abstype t = T of int
with
  val t1 = T 1
end
val b = t1 = t1
