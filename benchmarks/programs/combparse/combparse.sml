(* Benchmark combparse: deep curried, higher-order code.  A parser-combinator
   library (parsers are functions from a position in a string to an optional
   result and position; curried combinators >>=, ||, many, sepBy, chainl1 built
   from closures) parses generated arithmetic / list expressions such as
   "[3*(4+x1), let y = 2 in y*y, ...]"; the parsed values are then put through
   List.foldl / List.map / List.filter / o pipelines of curried functions.
   Problem size: number of generated items.  Checksum: the folded values
   mod 1000003 and the number of items parsed. *)
val defaultSize = 500000
fun getSize () = BenchSize.get defaultSize

(* ---- the combinators ---- *)
type 'a parser = string -> int -> ('a * int) option

infix 1 >>= >>
infix 0 ||
fun (p : 'a parser) >>= (f : 'a -> 'b parser) : 'b parser =
  fn s => fn i => case p s i of NONE => NONE | SOME (x, j) => f x s j
fun (p : 'a parser) >> (q : 'b parser) : 'b parser = p >>= (fn _ => q)
fun (p : 'a parser) || (q : 'a parser) : 'a parser =
  fn s => fn i => case p s i of NONE => q s i | r => r
fun return x : 'a parser = fn _ => fn i => SOME (x, i)
fun fail _ _ = NONE
fun map' f p = p >>= (fn x => return (f x))
fun satisfy pred : char parser =
  fn s => fn i => if i < String.size s andalso pred (String.sub (s, i)) then SOME (String.sub (s, i), i + 1) else NONE
fun many p = (p >>= (fn x => many p >>= (fn xs => return (x :: xs)))) || return []
fun many1 p = p >>= (fn x => many p >>= (fn xs => return (x :: xs)))
val spaces = many (satisfy (fn c => c = #" "))
fun token p = p >>= (fn x => spaces >> return x)
fun char c = token (satisfy (fn c' => c' = c))
fun keyword w =
  token (List.foldr (fn (c, p) => satisfy (fn c' => c' = c) >> p) (return w) (String.explode w))
fun sepBy1 p sep = p >>= (fn x => many (sep >> p) >>= (fn xs => return (x :: xs)))
fun sepBy p sep = sepBy1 p sep || return []
fun chainl1 p oper =
  let fun rest x = (oper >>= (fn f => p >>= (fn y => rest (f (x, y))))) || return x
  in p >>= rest end

val number = token (map' (List.foldl (fn (c, n) => n * 10 + ord c - ord #"0") 0) (many1 (satisfy Char.isDigit)))
val ident = token (map' String.implode (many1 (satisfy Char.isAlphaNum)))

(* ---- expressions: values computed during parsing, with an environment ---- *)
fun lookup env x = case List.find (fn (y, _) => y = x) env of SOME (_, v) => v | NONE => String.size x
fun expr env s = chainl1 (term env) (char #"+" >> return (fn (a, b) => (a + b) mod 1000003)
                                    || char #"-" >> return (fn (a, b) => (a - b) mod 1000003)) s
and term env s = chainl1 (factor env) (char #"*" >> return (fn (a, b) => (a * b) mod 1000003)) s
and factor env s =
  (number
   || (keyword "let" >> ident >>= (fn x => char #"=" >> expr env >>= (fn v =>
         keyword "in" >> expr ((x, v) :: env))))
   || ident >>= (fn x => return (lookup env x))
   || (char #"(" >> expr env >>= (fn v => char #")" >> return v))) s
val list = char #"[" >> sepBy (expr []) (char #",") >>= (fn xs => char #"]" >> return xs)

(* ---- input generation ---- *)
fun item i =
  case i mod 4 of
      0 => Int.toString (i mod 1000) ^ " * (" ^ Int.toString (i mod 7) ^ " + x" ^ Int.toString (i mod 10) ^ ")"
    | 1 => "let y = " ^ Int.toString (i mod 100) ^ " in y * y - " ^ Int.toString (i mod 3)
    | 2 => "((" ^ Int.toString (i mod 50) ^ "+1)*(2+abc)) - 7"
    | _ => "let a = 3 in let b = a * " ^ Int.toString (i mod 9) ^ " in (a + b) * (b + " ^ Int.toString (i mod 11) ^ ")"

(* ---- curried pipelines ---- *)
fun compose fs = List.foldl (fn (f, g) => f o g) (fn x => x) fs
val add = fn a => fn b => (a + b) mod 1000003
val mul = fn a => fn b => (a * b) mod 1000003
val pipeline = compose [add 3, mul 5, add 7, fn x => x mod 9973, mul 2]

fun main () =
  let val n = getSize ()
      val chunk = 200
      fun chunks (k, count, acc) =
        if k >= n then (count, acc)
        else
          let val text = "[" ^ String.concatWith ", " (List.tabulate (Int.min (chunk, n - k), fn j => item (k + j))) ^ "]"
              val vals = case list text 0 of SOME (xs, _) => xs | NONE => []
              val mapped = List.map pipeline vals
              val evens = List.filter (fn x => x mod 2 = 0) mapped
              val s = List.foldl (fn (x, a) => add a x) 0 evens
              val p = List.foldr (fn (x, a) => mul (a + 1) (x mod 97 + 1)) 1 mapped
          in chunks (k + chunk, count + length vals, (acc + s + p) mod 1000003) end
      val (count, sum) = chunks (0, 0, 0)
  in print ("combparse " ^ Int.toString n ^ " items " ^ Int.toString count ^ " sum " ^ Int.toString sum ^ "\n") end
