(* The Basis combinators before, o and ignore: evaluation order of before, composition chains, ignore discarding values of various types. *)

fun intToString n =
  let fun dig d = chr (ord #"0" + d)
      fun pos (n, acc) = if n < 10 then dig n :: acc
                         else pos (n div 10, dig (n mod 10) :: acc)
      (* negative numbers are handled without negating, so minInt is safe *)
      fun neg (n, acc) =
        if n > ~10 then dig (~n) :: acc
        else let val q = n div 10
                 val q' = if n mod 10 = 0 then q else q + 1
             in neg (q', dig (q' * 10 - n) :: acc) end
  in if n < 0 then implode (#"~" :: neg (n, [])) else implode (pos (n, [])) end
fun println s = print (s ^ "\n")
fun printInt n = println (intToString n)

val log = ref ([] : string list)
fun note s = log := s :: !log
fun noisy (s, v) = (note s; v)
val r = noisy ("first", 1) before note "second"
val _ = println (intToString r ^ " " ^ concat (rev (!log)))
val c = ref 0
fun next () = (!c before c := !c + 1)
val a = next ()
val b = next ()
val _ = println (intToString a ^ intToString b ^ intToString (!c))
val _ = println ((noisy ("x", "value") before noisy ("y", ())) ^ " " ^ concat (rev (!log)))
fun inc x = x + 1
fun dbl x = x * 2
val f = inc o dbl
val g = dbl o inc
val h = inc o inc o dbl o dbl o inc
val _ = println (intToString (f 5) ^ " " ^ intToString (g 5) ^ " " ^ intToString (h 5))
val strlen = size o (fn n => intToString n)
val _ = printInt (strlen 123456)
val pipeline = concat o map (fn s => s ^ ".") o rev
val _ = println (pipeline ["a", "b", "c"])
fun idComp x = ((fn y => y) o (fn y => y)) x
val _ = println (idComp "poly" ^ intToString (idComp 3))
val _ = ignore (noisy ("ignored", 42))
val _ = ignore (map inc [1, 2, 3])
val _ = ignore "string"
val u = ignore (ref 0)
val _ = println (if u = () then "ignore gives unit" else "")
val _ = println (concat (rev (!log)))
val _ = print ("printed " before print "(after-before) ")
val _ = print "\n"
