fun isEven 0 = true
  | isEven n = isOdd (n - 1)
and isOdd 0 = false
  | isOdd n = isEven (n - 1)
val e10 = isEven 10
val rec f = fn n => if n = 0 then 1 else n * g (n - 1)
and g = fn n => if n = 0 then 1 else f (n - 1) + 1
val fg = f 5
fun ackermann (0, n) = n + 1
  | ackermann (m, 0) = ackermann (m - 1, 1)
  | ackermann (m, n) = ackermann (m - 1, ackermann (m, n - 1))
val ack = ackermann (2, 3)
fun fib n = let fun go (0, a, _) = a | go (k, a, b) = go (k - 1, b, a + b) in go (n, 0, 1) end
val fibs = map fib [0, 1, 2, 3, 4, 5, 10]
fun qsort [] = []
  | qsort (p :: rest) =
      let val smaller = List_filter (fn x => x < p) rest
          val larger = List_filter (fn x => x >= p) rest
      in qsort smaller @ [p] @ qsort larger end
and List_filter pred xs = foldr (fn (x, acc) => if pred x then x :: acc else acc) [] xs
val sorted = qsort [3, 1, 4, 1, 5, 9, 2, 6]
val opt = getOpt (NONE, 3) + valOf (SOME 4)
val some = isSome (SOME 1) andalso null [] andalso hd [1] = 1 andalso tl [1] = []
val len = length [1, 2, 3]
val v = vector [1, 2, 3]
val ign = ignore (3 before ())
