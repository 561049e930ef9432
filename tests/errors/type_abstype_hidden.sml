abstype t = T of int
with
  val t1 = T 1
end
val T n = t1
