(* §6.7: handlers whose arms read int, string, real and vector payloads,
   each raised with a payload of another arm's kind. *)
exception E of int
exception F of string
exception G of real
val s = (raise F "x") handle E v => Int.toString (v + 1) | F s => s
val t = (raise E 3) handle G r => Real.toString (r * 2.0) | E v => Int.toString (v * 2)
val u = (raise G 1.5) handle E v => Int.toString (v - 1) | F s => s ^ "!" | G r => Real.toString (r + 1.0)
val () = print (s ^ " " ^ t ^ " " ^ u ^ "\n")
exception A of int vector
val w = (raise F "abc") handle A v => Int.toString (Vector.length v) | F s => s
val () = print (w ^ "\n")
