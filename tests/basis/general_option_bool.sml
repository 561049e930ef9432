(* General, Option, Bool *)
fun show label s = print (label ^ ": " ^ s ^ "\n")
fun b2s b = if b then "true" else "false"
fun exn f = (ignore (f ()); "no exception") handle e => exnName e
fun optInt NONE = "NONE"
  | optInt (SOME n) = "SOME " ^ Int.toString n
fun optBool NONE = "NONE"
  | optBool (SOME b) = "SOME " ^ Bool.toString b

(* General *)
val r = ref 1
val () = General.:= (r, 5)
val () = show "ref" (Int.toString (General.! r))
val () = show "o" (Int.toString (General.o (fn x => x * 2, fn x => x + 1) 3))
val () = show "before" (Int.toString (General.before (7, ())))
val () = General.ignore 3
val () = show "exnName Div" (General.exnName General.Div)
val () = show "exnMessage Fail" (General.exnMessage (General.Fail "boom"))
val () = show "exnMessage Overflow" (General.exnMessage General.Overflow)
val () = show "order" (case General.LESS of LESS => "LESS" | _ => "other")
val () = show "raise Chr" (exn (fn () => raise General.Chr))
val () = show "raise Span" (exn (fn () => raise General.Span))
val () = show "raise Domain" (exn (fn () => raise General.Domain))
val () = show "raise Size" (exn (fn () => raise General.Size))
val () = show "raise Subscript" (exn (fn () => raise General.Subscript))
val () = show "raise Bind" (exn (fn () => raise General.Bind))
val () = show "raise Match" (exn (fn () => raise General.Match))

(* Option *)
val () = show "getOpt SOME" (Int.toString (Option.getOpt (SOME 1, 2)))
val () = show "getOpt NONE" (Int.toString (Option.getOpt (NONE, 2)))
val () = show "isSome" (b2s (Option.isSome (SOME 0)) ^ " " ^ b2s (Option.isSome NONE))
val () = show "valOf" (Int.toString (Option.valOf (SOME 4)))
val () = show "valOf NONE" (exn (fn () => Option.valOf NONE))
val () = show "filter" (optInt (Option.filter (fn x => x > 2) 3) ^ " " ^ optInt (Option.filter (fn x => x > 2) 1))
val () = show "join" (optInt (Option.join (SOME (SOME 1))) ^ " " ^ optInt (Option.join (SOME NONE)) ^ " " ^ optInt (Option.join NONE))
val () = Option.app (fn x => show "app" (Int.toString x)) (SOME 9)
val () = Option.app (fn x => show "app NONE" (Int.toString x)) NONE
val () = show "map" (optInt (Option.map (fn x => x + 1) (SOME 1)) ^ " " ^ optInt (Option.map (fn x => x + 1) NONE))
val half = fn x => if x mod 2 = 0 then SOME (x div 2) else NONE
val () = show "mapPartial" (optInt (Option.mapPartial half (SOME 4)) ^ " " ^ optInt (Option.mapPartial half (SOME 3)) ^ " " ^ optInt (Option.mapPartial half NONE))
val () = show "compose" (optInt (Option.compose (fn x => x * 10, half) 6) ^ " " ^ optInt (Option.compose (fn x => x * 10, half) 5))
val () = show "composePartial" (optInt (Option.composePartial (half, half) 8) ^ " " ^ optInt (Option.composePartial (half, half) 6))
val () = show "exception Option" (exn (fn () => raise Option.Option))
val () = show "constructors" (optInt (Option.SOME 3) ^ " " ^ optInt Option.NONE)

(* Bool *)
val () = show "not" (b2s (Bool.not true) ^ " " ^ b2s (Bool.not false))
val () = show "toString" (Bool.toString true ^ " " ^ Bool.toString false)
val () = show "fromString true" (optBool (Bool.fromString "true"))
val () = show "fromString space false" (optBool (Bool.fromString "  false"))
val () = show "fromString prefix" (optBool (Bool.fromString "truex"))
val () = show "fromString TRUE" (optBool (Bool.fromString "TRUE"))
val () = show "fromString empty" (optBool (Bool.fromString ""))
val () = show "fromString junk" (optBool (Bool.fromString "tru"))
val rest = case Bool.scan Substring.getc (Substring.full "false!") of
             SOME (b, r) => Bool.toString b ^ " rest=" ^ Substring.string r
           | NONE => "NONE"
val () = show "scan" rest
