(* printing corner cases: matches that would swallow what follows *)
fun f 0 = (case x of A => 1 | B => 2)
  | f 1 = (fn y => y) 3
  | f n = (g n handle E => 0)
  | f _ = raise Fail "x"
val g = fn A => (fn B => 1 | C => 2) | D => 3
val h = case a of A => (if b then c else case d of _ => 1) | _ => 2
val i = (f x handle A => 1) handle B => 2
val j = (fn x => x) : int -> int
val k = a andalso (b orelse c) andalso not d
val l = (a orelse b) andalso c
val m = ((a : bool) andalso b) : bool
val n = ~1 + ~2 - ~0x10 * 0w0 div 0wx10
val s = "tab\t nl\n quote\" back\\ bell\a ctrl\^A del\127 hi\255 \u00e9"
val c = (#"\"", #"\\", #" ")
nonfix *
val t = ( *, 2)
infix 7 *
val u = op * (2, 3) * 4
val r = 1.0 + ~2.5E~3 + 3E10
fun x ++ y = x
infixr 5 ++
fun (x ++ y) z = z
  | (x ++ y) _ = y
val v = a ++ b ++ c
datatype t = op ++ of int * int | :+: of int
val w = let infix 0 && fun a && b = b in 1 && 2 end
val z = {1 = a, 2 = b, lab = c}
val {1 = p, 2 = q, ...} = z
val _ = #1 (1, 2) :: #lab r :: nil
val ((a, b), [c, d], {e, f = _}) = x
val SOME (x :: xs) = y
val op :: (h, tl) = l
val x as SOME y : int option = z
fun ('a, 'b) f (x : 'a) (y : 'b) = x
val rec f = fn x => f x and g = fn y => y
