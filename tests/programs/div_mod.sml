(* div and mod with negative operands (floor semantics: quotient rounds toward negative infinity, remainder has the divisor's sign). *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun row (a, b) = println (Int.toString a ^ " div " ^ Int.toString b ^ " = " ^ Int.toString (a div b)
                          ^ ", mod = " ^ Int.toString (a mod b))
val _ = app row [(7, 2), (~7, 2), (7, ~2), (~7, ~2), (6, 3), (~6, 3), (6, ~3), (0, 5), (0, ~5),
                 (1, 10), (~1, 10), (1, ~10), (~1, ~10), (123456789, 1000), (~123456789, 1000),
                 (5, 1), (~5, 1), (5, ~1)]
(* identity a = (a div b) * b + a mod b checked over a range *)
fun check (a, b) = (a div b) * b + a mod b = a andalso
                   (if b > 0 then 0 <= a mod b andalso a mod b < b else b < a mod b andalso a mod b <= 0)
fun all a b = if a > 50 then true
              else if b > 7 then all (a + 1) (~7)
              else if b = 0 then all a 1
              else check (a, b) andalso all a (b + 1)
val _ = println (if all (~50) (~7) then "identity holds" else "identity fails")
