(* The Basis combinators before, o and ignore: evaluation order of before, composition chains, ignore discarding values of various types. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

val log = ref ([] : string list)
fun note s = log := s :: !log
fun noisy (s, v) = (note s; v)
val r = noisy ("first", 1) before note "second"
val _ = println (Int.toString r ^ " " ^ concat (rev (!log)))
val c = ref 0
fun next () = (!c before c := !c + 1)
val a = next ()
val b = next ()
val _ = println (Int.toString a ^ Int.toString b ^ Int.toString (!c))
val _ = println ((noisy ("x", "value") before noisy ("y", ())) ^ " " ^ concat (rev (!log)))
fun inc x = x + 1
fun dbl x = x * 2
val f = inc o dbl
val g = dbl o inc
val h = inc o inc o dbl o dbl o inc
val _ = println (Int.toString (f 5) ^ " " ^ Int.toString (g 5) ^ " " ^ Int.toString (h 5))
val strlen = size o (fn n => Int.toString n)
val _ = printInt (strlen 123456)
val pipeline = concat o map (fn s => s ^ ".") o rev
val _ = println (pipeline ["a", "b", "c"])
fun idComp x = ((fn y => y) o (fn y => y)) x
val _ = println (idComp "poly" ^ Int.toString (idComp 3))
val _ = ignore (noisy ("ignored", 42))
val _ = ignore (map inc [1, 2, 3])
val _ = ignore "string"
val u = ignore (ref 0)
val _ = println (if u = () then "ignore gives unit" else "")
val _ = println (concat (rev (!log)))
val _ = print ("printed " before print "(after-before) ")
val _ = print "\n"
