fun double x = x + x
fun square (x : real) = x * x
fun avg (a, b) = (a + b) / 2.0
val i = double 21
val w = 0w3 + 0w4 * 0w2
val wd = 0w10 div 0w3
val m = 17 mod 5
val r = square 1.5
val a = avg (1.0, 2.0)
val neg = ~ 3
val negr = ~ 2.5
val ab = abs ~4
val abr = abs ~4.5
val lt = 1 < 2 andalso "a" < "b" andalso #"a" <= #"z" andalso 1.0 < 2.0
val cmp = 0w1 >= 0w0
fun sumList [] = 0
  | sumList (x :: xs) = x + sumList xs
fun sumReals [] = 0.0
  | sumReals (x :: xs) = x + sumReals xs
val s1 = sumList [1, 2, 3]
val s2 = sumReals [1.0, 2.5]
fun maxOf (a, b) = if a > b then a else b
val mx = maxOf (3, 4)
val fl = floor 3.7 + ceil 1.2 + round 2.5 + trunc ~1.5
val re = real 3 / 2.0
