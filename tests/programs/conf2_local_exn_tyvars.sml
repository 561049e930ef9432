(* Type variables scoped at an enclosing fun or val (Definition §4.6), explicit
   or implicit, ordinary or equality, in a local exception declaration and in
   type annotations of the let: each call has its own exception. *)
fun wrap x = let exception E of 'a in E end
val e = wrap ()
fun roundtrip (x : 'a) = let exception E of 'a list in (raise E [x, x]) handle E l => length l end
val same = fn x => let exception E of ''a * ''a in (raise E (x, x)) handle E (a, b) => a = b end
fun 'a keep (x : 'a) =
  let exception Q of 'a
      val r : 'a option ref = ref NONE
  in r := SOME x; (raise Q x) handle Q y => (valOf (!r), y) end
fun outer (y : 'b) =
  let fun inner (z : 'b) = let exception I of 'b in I z end in exnName (inner y) end
fun mk (v : 'c) = let exception X of 'c in (X v, fn X _ => true | _ => false) end
val (x1, is1) = mk 1
val (x2, _) = mk 2
val _ = print (exnName (e 3) ^ " " ^ Int.toString (roundtrip true) ^ " " ^ Bool.toString (same "q") ^ " "
               ^ #1 (keep "pp") ^ " " ^ outer 1 ^ " " ^ Bool.toString (is1 x1) ^ " " ^ Bool.toString (is1 x2) ^ "\n")
