datatype 'a rose = Rose of 'a * 'a forest
withtype 'a forest = 'a rose list

fun flatten (Rose (x, kids)) = x :: List_concatMap flatten kids
and List_concatMap f [] = []
  | List_concatMap f (y :: ys) = f y @ List_concatMap f ys

val tree = Rose (1, [Rose (2, []), Rose (3, [Rose (4, [])])])
val flat = flatten tree

type 'a pair = 'a * 'a
type intPair = int pair
fun sumPair ((a, b) : intPair) = a + b
val sp = sumPair (3, 4)
type ('a, 'b) either_fn = 'a -> 'b
val f : (int, string) either_fn = fn n => if n = 0 then "zero" else "nonzero"
datatype json = JNull | JBool of bool | JNum of real | JStr of string
              | JArr of json list | JObj of (string * json) list
fun jsonSize JNull = 1
  | jsonSize (JBool _) = 1
  | jsonSize (JNum _) = 1
  | jsonSize (JStr _) = 1
  | jsonSize (JArr xs) = foldl (fn (j, n) => n + jsonSize j) 1 xs
  | jsonSize (JObj kvs) = foldl (fn ((_, j), n) => n + jsonSize j) 1 kvs
val js = jsonSize (JObj [("a", JArr [JNum 1.0, JNull]), ("b", JBool true)])
