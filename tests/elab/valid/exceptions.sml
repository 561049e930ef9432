exception NotFound of string
exception Invalid
exception Again = Invalid

fun lookup (k, []) = raise NotFound k
  | lookup (k, (k', v) :: rest) = if k = k' then v else lookup (k, rest)

val table = [("one", 1), ("two", 2), ("three", 3)]

fun safeLookup k = lookup (k, table) handle NotFound _ => ~1

fun check n = if n < 0 then raise Invalid else n

val a = safeLookup "two"
val b = safeLookup "four"
val c = (check ~5) handle Invalid => 0
val d = (check 3; "ok") handle Again => "again" | Fail msg => msg

fun describe e =
  case e of
    NotFound k => "not found: " ^ k
  | Invalid => "invalid"
  | Div => "division by zero"
  | Overflow => "overflow"
  | _ => exnName e

val msg = describe (NotFound "x")
val m2 = exnMessage Div

fun withDefault f x d = f x handle _ => d
val r = withDefault (fn n => 10 div n) 0 ~1
