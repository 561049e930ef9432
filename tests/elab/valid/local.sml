local
  fun helper x = x * 2
  val base = 10
in
  fun scaled x = helper x + base
  val constant = helper base
end
val s = scaled 5
local
  datatype hidden = H of int
  fun unH (H n) = n
in
  val fromHidden = unH (H 42)
end
val v = fromHidden
fun outer n =
  let
    local val k = n + 1 in val m = k * 2 end
    exception Stop
    datatype mode = Fast | Slow
    fun run Fast = m | run Slow = raise Stop
  in
    run Fast handle Stop => 0
  end
val o1 = outer 3
infix 6 +++
fun a +++ b = a + b * 2
val inf = 1 +++ 2
nonfix +++
val pre = +++ (1, 2)
