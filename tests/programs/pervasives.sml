(* Every top-level Basis value of the pervasive environment, used once natively. Expected output checked against Poly/ML, except exnMessage (Fail _), which prints MLton's 'Fail: msg'. *)
val () = print "start\n"
val xs = map (fn x => x * 2) [1, 2, 3]
val () = app (fn x => print (str (chr (ord #"0" + x)))) xs
val () = print "\n"
val s = foldl (op +) 0 xs + foldr (op +) 0 xs
val r = rev xs @ [length xs]
val h = hd r + (if null (tl r) then 0 else 1)
val b = not (null r) andalso true
val c = ref 5
val () = c := !c + 1
val () = ignore (!c)
val f = (fn x => x + 1) o (fn x => x * 10)
val g = (f 4) before print "before\n"
val e = exnName (Fail "x") ^ " " ^ exnMessage (Fail "msg") ^ " " ^ exnMessage Overflow
val n = floor 2.7 + ceil 2.1 + round 2.5 + trunc (~2.7)
val q = real 3 / 2.0
val sz = size "hello" + size (substring ("hello", 1, 3))
val cs = concat ["a", "b", "c"] ^ implode (rev (explode "xyz"))
val v = vector [1, 2, 3]
val o1 = valOf (SOME 3) + getOpt (NONE, 4) + (if isSome (SOME 1) then 1 else 0)
val eq = (xs = [2, 4, 6]) andalso (xs <> [1]) andalso v = vector [1, 2, 3]
val () = print (Int.toString s ^ " " ^ Int.toString h ^ " " ^ (if b then "t" else "f") ^ " " ^ Int.toString g ^ " " ^ e ^ " " ^ Int.toString n ^ " " ^ Int.toString (floor (q * 10.0)) ^ " " ^ Int.toString sz ^ " " ^ cs ^ " " ^ Int.toString o1 ^ " " ^ (if eq then "eq" else "ne") ^ "\n")
