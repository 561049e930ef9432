fun println s = print (s ^ "\n")
(* val rec: the right side is fn under parentheses and type constraints
   (Definition 2.9), the pattern variables, wildcards, layers and constraints
   (rule 26). *)
val rec sum = ((fn (0, acc) => acc | (n, acc) => sum (n - 1, acc + n)) : int * int -> int)
val _ = println (Int.toString (sum (10, 0)))
val rec fact = (((fn 0 => 1 | n => n * fact (n - 1))))
val _ = println (Int.toString (fact 10))
val rec len = (fn [] => 0 | _ :: t => 1 + len t) : 'a list -> int
val _ = println (Int.toString (len [1, 2, 3] + len ["a"]))
val rec f : int -> int as g = fn 0 => 0 | n => g (n - 1) + f 0 + 2
val _ = println (Int.toString (f 5) ^ " " ^ Int.toString (g 3))
val rec h as k : int -> int = fn n => if n <= 0 then 1 else 2 * k (n - 1)
val _ = println (Int.toString (h 10))
val rec (p : int -> bool) = fn 0 => true | n => q (n - 1)
and q = fn 0 => false | n => p (n - 1)
val _ = println (if p 10 andalso q 7 then "even/odd" else "wrong")
val rec _ = fn x => x
val x = 1 and rec count = (fn 0 => [] | n => n :: count (n - 1) : int list)
val _ = println (Int.toString (len (count 4) + x))
(* polymorphic through a layer *)
val rec mapl as mapr = fn f => fn [] => [] | y :: ys => f y :: mapr f ys
val _ = println (Int.toString (len (mapl (fn s => s ^ "!") ["a", "b"])) ^ Int.toString (hd (mapr (fn n => n + 1) [41])))
(* inside let and structures *)
structure S = struct
  val rec up as down = (fn n => if n > 100 then n else up (n * 3)) : int -> int
end
val _ = println (Int.toString (S.up 1 + S.down 200))
val _ = let val rec loop : int * int -> int = ((fn (0, a) => a | (n, a) => loop (n - 1, a * 2)) : int * int -> int) in println (Int.toString (loop (5, 1))) end
