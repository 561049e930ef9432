(* Scoping: let with sequential and shadowing bindings, nested lets, local ... in ... end hiding helpers, shadowing of functions and values at top level, closures seeing the binding in scope at definition. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

val x = 1
val y = let val x = x + 10 val x = x * 2 in x + 1 end
val _ = println (Int.toString x ^ " " ^ Int.toString y)
fun f () = x
val x = 100
val _ = println (Int.toString (f ()) ^ " " ^ Int.toString x)
local
  val secret = 42
  fun helper n = n + secret
in
  fun public n = helper (n * 2)
  val exported = helper 0
end
val _ = println (Int.toString (public 1) ^ " " ^ Int.toString exported)
val secret = "shadowed outside"
val _ = println secret
val z = let val a = 1
        in let val b = a + 1
           in let val a = b * 10 in a + b end
           end
        end
val _ = printInt z
fun g x = let fun x' () = x * 2 val x = 7 in x' () + x end
val _ = printInt (g 5)
(* local with multiple declarations and mutually recursive helpers *)
local
  fun ev 0 = true | ev n = od (n - 1)
  and od 0 = false | od n = ev (n - 1)
  val tag = "parity"
in
  fun parity n = tag ^ ":" ^ (if ev n then "even" else "odd")
end
val _ = println (parity 7 ^ " " ^ parity 10)
(* shadowing a datatype constructor name by a value is not allowed, but types can be shadowed *)
datatype t = K of int
val k1 = K 1
datatype t = K of string
val k2 = K "s"
val _ = println (case k2 of K s => s)
(* let in expression position inside a tuple and a function argument *)
val pr = (let val a = 3 in a * a end, let val b = "q" in b ^ b end)
val _ = println (Int.toString (#1 pr) ^ #2 pr)
val _ = printInt (let val v = 5 in fn w => v + w end 6)
(* sequential expressions in let body *)
val counter = ref 0
val res = let val _ = counter := 5 in counter := !counter + 1; !counter * 2 end
val _ = printInt res
