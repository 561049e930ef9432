val 'a ident : 'a -> 'a = fn x => x
fun 'a listLength (xs : 'a list) : int =
  let fun go ([] : 'a list, n) = n
        | go (_ :: rest, n) = go (rest, n + 1)
  in go (xs, 0) end
fun pairWith (x : 'a) (ys : 'b list) : ('a * 'b) list = map (fn y => (x, y)) ys
val pw = pairWith 1 ["a", "b"]
fun ''a member (x : ''a, ys : ''a list) = List_exists (fn y => y = x) ys
and List_exists p [] = false | List_exists p (z :: zs) = p z orelse List_exists p zs
val mb = member (3, [1, 2, 3])
fun mkPair (x : 'a) = let val p : 'a * 'a = (x, x) in p end
val mp = mkPair "s"
fun localExn (x : 'a) =
  let exception Found of 'a
  in (raise Found x) handle Found y => y end
val le = localExn 5
