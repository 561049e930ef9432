(* datatype ... withtype: a datatype and a type abbreviation defined together and used recursively (a rose tree with a labelled-children record, and a symbol table). *)

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
fun show NONE = "none" | show (SOME v) = intToString v
val _ = println (concat (map (fn p => show (resolve (p, env)) ^ " ")
                   [["x"], ["f", "y"], ["f", "g", "z"], ["f", "q"], ["x", "y"], []]))
