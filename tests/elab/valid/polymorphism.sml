val id = fn x => x
val a = id 1
val b = id "one"
fun compose (f, g) x = f (g x)
val inc = compose (fn x => x + 1, fn x => x * 2)
fun twice f = f o f
val add4 = twice (fn x => x + 2)
val pairId = (id, id)
val c = (#1 pairId) 3
fun const x _ = x
val k = const 1 "ignored"
fun flip f (a, b) = f (b, a)
val sub = flip (op -)
val nine = sub (1, 10)
val poly = let fun ident y = y in (ident 1, ident true, ident "s") end
fun apply f x = f x
val ap = apply (fn s => s ^ "!") "hi"
fun curry f a b = f (a, b)
fun uncurry f (a, b) = f a b
val plus = curry (op +)
val three = plus 1 2
val nil' = []
val nils = (1 :: nil', "a" :: nil')
val none = NONE
val opts = (SOME 1 :: [none], SOME "x" :: [none])
fun fix f x = f (fix f) x
val fact = fix (fn self => fn n => if n = 0 then 1 else n * self (n - 1))
