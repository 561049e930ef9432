(* Records: many fields, field selection #lab, flexible record patterns {x, ...}, tuples as records {1=..,2=..}, record update by rebuilding. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)

type emp = {name : string, id : int, dept : string, salary : int, manager : bool,
            age : int, city : string, level : int, rating : int, active : bool}
val e1 : emp = {name = "alice", id = 1, dept = "eng", salary = 120, manager = true,
                age = 40, city = "paris", level = 5, rating = 4, active = true}
val e2 : emp = {active = false, rating = 2, level = 2, city = "oslo", age = 25,
                manager = false, salary = 70, dept = "ops", id = 2, name = "bob"}
val _ = println (#name e1 ^ " " ^ #dept e1 ^ " " ^ #city e1)
val _ = printInt (#salary e1 + #salary e2 + #level e2 + #rating e1 + #age e2 + #id e2)
val _ = println (if #manager e1 andalso not (#active e2) then "flags ok" else "flags bad")
fun describe ({name, salary, manager = true, ...} : emp) = name ^ " manages, earns " ^ Int.toString salary
  | describe {name, level, ...} = name ^ " level " ^ Int.toString level
val _ = println (describe e1)
val _ = println (describe e2)
fun raise10 (r : emp) =
  {name = #name r, id = #id r, dept = #dept r, salary = #salary r + 10, manager = #manager r,
   age = #age r, city = #city r, level = #level r, rating = #rating r, active = #active r}
val _ = printInt (#salary (raise10 (raise10 e2)))
(* tuples are records with numeric labels *)
val t = {1 = "one", 2 = 2, 3 = #"3"}
val (a, b, c) = t
val _ = println (a ^ Int.toString b ^ str c ^ #1 t)
val _ = println (if (1, "x") = {2 = "x", 1 = 1} then "tuple=record" else "differ")
(* flexible patterns in let and in fn *)
val getX = fn {x, ...} : {x : int, y : int, z : int} => x
val _ = printInt (getX {z = 3, y = 2, x = 1})
val {y = yy, ...} = {x = 10, y = 20, z = 30}
val _ = printInt yy
(* nested records *)
val nested = {outer = {inner = {value = 99, label = "deep"}, n = 1}, k = 2}
val _ = println (#label (#inner (#outer nested)) ^ " " ^ Int.toString (#value (#inner (#outer nested))))
val {outer = {inner = {value = v, ...}, n}, k} = nested
val _ = printInt (v + n + k)
(* record equality and sorting by a field *)
fun insertBy f (x, []) = [x]
  | insertBy f (x, y :: ys) = if f x <= f y then x :: y :: ys else y :: insertBy f (x, ys)
val byAge = foldl (insertBy #age) [] [e1, e2]
val _ = println (concat (map (fn r => #name r ^ " ") byAge))
val _ = println (if e1 = e1 andalso e1 <> e2 then "eq ok" else "eq bad")
val unitRec = {}
val _ = println (if unitRec = () then "unit is {}" else "no")
