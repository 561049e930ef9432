(* datatype ... withtype: a datatype and a type abbreviation defined together and used recursively (a rose tree with a labelled-children record, and a symbol table). *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

datatype rose = Rose of node
withtype node = {label : string, weight : int, kids : rose list}
fun leaf (l, w) = Rose {label = l, weight = w, kids = []}
fun total (Rose {weight, kids, ...}) = weight + foldl (fn (k, s) => s + total k) 0 kids
fun labels (Rose {label, kids, ...}) = label :: foldr (fn (k, acc) => labels k @ acc) [] kids
fun depth (Rose {kids = [], ...}) = 1
  | depth (Rose {kids, ...}) = 1 + foldl (fn (k, m) => let val d = depth k in if d > m then d else m end) 0 kids
val t = Rose {label = "root", weight = 1,
              kids = [leaf ("a", 2), Rose {label = "b", weight = 3, kids = [leaf ("c", 4), leaf ("d", 5)]}, leaf ("e", 6)]}
val _ = printInt (total t)
val _ = println (concat (labels t))
val _ = printInt (depth t)

datatype entry = Var of int | Fun of binding list
withtype binding = string * entry
fun find (_, []) = NONE
  | find (name, (n, e) :: rest) = if n = name then SOME e else find (name, rest)
fun resolve (path, env) =
  case path of
    [] => NONE
  | [n] => (case find (n, env) of SOME (Var v) => SOME v | _ => NONE)
  | n :: more => (case find (n, env) of SOME (Fun inner) => resolve (more, inner) | _ => NONE)
val env : binding list = [("x", Var 1), ("f", Fun [("y", Var 2), ("g", Fun [("z", Var 3)])])]
fun show NONE = "none" | show (SOME v) = Int.toString v
val _ = println (concat (map (fn p => show (resolve (p, env)) ^ " ")
                   [["x"], ["f", "y"], ["f", "g", "z"], ["f", "q"], ["x", "y"], []]))
