(* while loops: counting, nested loops, loops with early exit via exception, collatz, loop result is unit. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

val i = ref 0
val sum = ref 0
val _ = while !i < 100 do (i := !i + 1; sum := !sum + !i)
val _ = printInt (!sum)

(* nested loops: multiplication table checksum *)
val total = ref 0
val a = ref 1
val _ = while !a <= 12 do
          let val b = ref 1 in
            while !b <= 12 do (total := !total + !a * !b; b := !b + 1);
            a := !a + 1
          end
val _ = printInt (!total)

(* collatz lengths with a while loop *)
fun collatz n =
  let val x = ref n val steps = ref 0
  in while !x <> 1 do (x := (if !x mod 2 = 0 then !x div 2 else 3 * !x + 1); steps := !steps + 1);
     !steps
  end
val _ = println (concat (map (fn n => Int.toString (collatz n) ^ " ") [1, 2, 3, 6, 7, 27, 97]))
val best = ref 0 and bestN = ref 0 and n = ref 1
val _ = while !n < 10000 do
          (let val c = collatz (!n) in if c > !best then (best := c; bestN := !n) else () end;
           n := !n + 1)
val _ = println (Int.toString (!bestN) ^ " " ^ Int.toString (!best))

(* early exit from a while loop with an exception *)
exception Break
val k = ref 0
val _ = (while true do (k := !k + 1; if !k * !k > 2000 then raise Break else ())) handle Break => ()
val _ = printInt (!k)

(* loop that never runs; value of while is () *)
val r = while false do ()
val _ = println (if r = () then "unit" else "?")

(* isqrt by a while loop and string building in a loop *)
fun isqrt n = let val r = ref 0 in while (!r + 1) * (!r + 1) <= n do r := !r + 1; !r end
val _ = println (concat (map (fn x => Int.toString (isqrt x) ^ " ") [0, 1, 15, 16, 17, 1000000, 999999]))
val s = ref "" and j = ref 0
val _ = while !j < 10 do (s := !s ^ str (chr (ord #"a" + !j)); j := !j + 1)
val _ = println (!s)
