(* Exceptions raised across many (100,000) stack frames, from inside closures passed to map/foldl, and handlers in intermediate frames that do not match. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

exception Found of int
exception Stop

(* raise from 100000 frames deep, non-tail *)
fun dive 0 = raise Found 0
  | dive n = 1 + dive (n - 1)
val _ = println ((Int.toString (dive 100000)) handle Found k => "found " ^ Int.toString k)

(* intermediate handlers that don't match must let the exception pass *)
fun diveH 0 = raise Stop
  | diveH n = (1 + diveH (n - 1)) handle Found _ => 0
val _ = println ((Int.toString (diveH 50000)) handle Stop => "stopped through handlers")

(* search with early exit from inside a closure given to app *)
fun findFirst p xs =
  (app (fn x => if p x then raise Found x else ()) xs; NONE)
  handle Found x => SOME x
fun upto (i, n) = if i > n then [] else i :: upto (i + 1, n)
val _ = println (case findFirst (fn x => x * x > 500) (upto (1, 100)) of
                   SOME x => "first " ^ Int.toString x | NONE => "none")
val _ = println (case findFirst (fn x => x > 1000) (upto (1, 100)) of
                   SOME x => "first " ^ Int.toString x | NONE => "none")

(* raise out of foldl after partial state updates *)
val seen = ref 0
val res = (foldl (fn (x, acc) => (seen := !seen + 1; if acc > 100 then raise Stop else acc + x)) 0 (upto (1, 1000)))
          handle Stop => ~1
val _ = println (Int.toString res ^ " after " ^ Int.toString (!seen))

(* closure that raises, stored and called later at a different depth *)
fun mkThrower n = fn () => if n > 2 then raise Found (n * 10) else n
val throwers = map mkThrower [1, 2, 3, 4]
fun callAll [] = []
  | callAll (f :: fs) = ((Int.toString (f ())) handle Found v => "F" ^ Int.toString v) :: callAll fs
val _ = println (concat (map (fn s => s ^ " ") (callAll throwers)))

(* exception carrying a closure *)
exception Cont of int -> int
val k = (raise Cont (fn x => x + 1000)) handle Cont f => f 1
val _ = printInt k

(* handler re-entering recursion *)
fun retry (0, acc) = acc
  | retry (n, acc) = (if n mod 3 = 0 then raise Found n else retry (n - 1, acc + 1))
                     handle Found m => retry (m - 1, acc + 100)
val _ = printInt (retry (20, 0))
(* many sequential raises to make sure handler state is restored each time *)
fun loop (0, acc) = acc
  | loop (n, acc) = loop (n - 1, acc + ((if n mod 2 = 0 then raise Found n else n) handle Found m => m div 2))
val _ = printInt (loop (100000, 0))
