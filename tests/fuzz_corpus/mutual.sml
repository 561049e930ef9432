fun even 0 = true
  | even n = odd (n - 1)
and odd 0 = false
  | odd n = even (n - 1)

datatype expr = Num of int | Add of expr * expr | Neg of expr

fun eval e =
  case e of
      Num n => n
    | Add (a, b) => eval a + eval b
    | Neg a => ~ (eval a)

val v = eval (Add (Num 2, Neg (Num 5)))
val b = even 10 andalso not (odd 4)
