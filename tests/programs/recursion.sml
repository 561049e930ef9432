(* Plain recursion: factorial, fibonacci, Ackermann, gcd, power, sum of digits. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun fact 0 = 1
  | fact n = n * fact (n - 1)
fun fib n = if n < 2 then n else fib (n - 1) + fib (n - 2)
fun ack (0, n) = n + 1
  | ack (m, 0) = ack (m - 1, 1)
  | ack (m, n) = ack (m - 1, ack (m, n - 1))
fun gcd (a, 0) = a
  | gcd (a, b) = gcd (b, a mod b)
fun power (b, 0) = 1
  | power (b, e) = if e mod 2 = 0 then let val h = power (b, e div 2) in h * h end
                   else b * power (b, e - 1)
fun digitSum n = if n < 10 then n else n mod 10 + digitSum (n div 10)
fun hanoi (0, _, _, _) = 0
  | hanoi (n, a, b, c) = hanoi (n - 1, a, c, b) + 1 + hanoi (n - 1, c, b, a)

val _ = printInt (fact 10)
val _ = printInt (fact 20)
val _ = printInt (fib 25)
val _ = printInt (ack (2, 3))
val _ = printInt (ack (3, 5))
val _ = printInt (gcd (1071, 462))
val _ = printInt (gcd (17, 5))
val _ = printInt (power (3, 13))
val _ = printInt (power (2, 61))
val _ = printInt (digitSum 9876543210)
val _ = printInt (hanoi (16, 1, 2, 3))
