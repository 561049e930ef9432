(* Mutual recursion with fun ... and ...: even/odd, a tiny recursive-descent evaluator over a char list. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

fun isEven 0 = true
  | isEven n = isOdd (n - 1)
and isOdd 0 = false
  | isOdd n = isEven (n - 1)

(* grammar: expr = term ('+' term)* ; term = factor ('*' factor)* ;
   factor = digit | '(' expr ')' *)
fun expr cs =
      let val (v, rest) = term cs in exprRest (v, rest) end
and exprRest (v, #"+" :: rest) =
      let val (w, rest') = term rest in exprRest (v + w, rest') end
  | exprRest (v, rest) = (v, rest)
and term cs =
      let val (v, rest) = factor cs in termRest (v, rest) end
and termRest (v, #"*" :: rest) =
      let val (w, rest') = factor rest in termRest (v * w, rest') end
  | termRest (v, rest) = (v, rest)
and factor (#"(" :: rest) =
      (case expr rest of
         (v, #")" :: rest') => (v, rest')
       | _ => raise Fail "expected )")
  | factor (c :: rest) = (ord c - ord #"0", rest)
  | factor [] = raise Fail "unexpected end"

fun eval s = #1 (expr (explode s))

val _ = println (if isEven 1000 then "1000 even" else "1000 odd")
val _ = println (if isOdd 777 then "777 odd" else "777 even")
val _ = println (if isEven 0 then "0 even" else "0 odd")
val _ = printInt (eval "1+2*3")
val _ = printInt (eval "(1+2)*3")
val _ = printInt (eval "2*(3+4)*5+1")
val _ = printInt (eval "((9))")
