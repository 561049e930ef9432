(* Records that do not outlive their function's activation live in its frame
   (compiler/extent): their pointer fields must survive collections, be read
   back after them, and never be seen once the frame is gone. *)

(* Nine fields: passed as a record, not as separate arguments. *)
type env = {name : string, items : int list, depth : int, scale : int,
            left : int list, right : int list, tag : string, k : int, z : int}

fun churn 0 acc = acc
  | churn n acc = churn (n - 1) (n :: acc)

(* Allocates (collects) before and after reading each field of `e`, and
   passes `e` down non-tail calls: `e` stays in the caller's frame. *)
fun walk (e : env) : int =
  let
    val junk = churn 2000 []
    val a = length (#items e) + length junk
    val more = churn 1000 []
    val b = length (#left e) + length (#right e) + length more
  in
    if #depth e = 0 then a + b + size (#name e) + #k e
    else a + b + walk {name = #name e ^ "x", items = #items e, depth = #depth e - 1,
                       scale = #scale e, left = #right e, right = #left e,
                       tag = #tag e, k = #k e + 1, z = #z e}
  end

fun run n =
  let
    val items = List.tabulate (n, fn i => i * i)
    val e = {name = "root", items = items, depth = 5, scale = 2,
             left = churn 10 [], right = churn 20 [], tag = "t", k = 1, z = 0}
    val r = walk e
    val again = walk e   (* e is still intact after the first walk collected *)
  in
    r + again + length (#items e) + #scale e
  end

(* Structural equality on pairs built only to be compared. *)
fun swapped (x, y) = (x, y) = (y, x)

(* A record built only to be passed down a non-tail call. *)
fun rooted n = if n > 100 then rooted (n - 1) else
  1 + walk {name = "r", items = churn n [], depth = 2, scale = 1,
            left = [n], right = [], tag = "", k = 0, z = 0}

(* A record in the frame of a function whose callee raises: the handler in
   the same function still reads it. *)
exception Stop of int
fun deep (e : env) n = if n = 0 then raise Stop (length (#items e)) else 1 + deep e (n - 1)
fun guarded n =
  let val e = {name = "g", items = churn n [], depth = 0, scale = 1,
               left = [], right = [], tag = "", k = 0, z = 0}
  in deep e 50 handle Stop m => m + size (#name e) + length (#items e) end

(* Records thrown to a join point (the code after an `if`) stay in the frame
   when the join's parameter does not escape. One made inside an arm takes
   slots reserved below the join's, which its own bindings (more, w, again)
   must not reuse; a collection in an arm before its record is made (churn
   500) scans those slots; one made before the `if` (base) keeps its own. *)
fun pick n =
  let
    val base = {name = "b", items = churn 5 [], depth = 0, scale = 1,
                left = [], right = [], tag = "", k = n, z = 0}
    val e = if n mod 3 = 0 then base
            else if n mod 3 = 1 then
              let val junk = churn 500 [] in
                {name = "one", items = junk, depth = 1, scale = 2, left = [n], right = [n, n],
                 tag = "o", k = n + 1, z = 1}
              end
            else {name = "two", items = churn n [], depth = 2, scale = 3, left = [], right = [1],
                  tag = "t", k = n + 2, z = 2}
    val more = churn 300 []
    val w = walk e
    val again = churn 200 []
  in
    w + length more + length again + length (#items e) + length (#right e) + #k e
      + size (#name e) + #scale base
  end

(* A join whose block passes its record to a call returning to the code
   around the `if`: the reserved slots stay in the frame during the call. *)
fun passed n =
  1 + walk (if n mod 2 = 0 then {name = "even", items = churn n [], depth = 1, scale = 1, left = [n],
                                 right = [], tag = "", k = n, z = 0}
            else {name = "odd", items = [n], depth = 2, scale = 1, left = [], right = churn n [],
                  tag = "", k = 0, z = 0})

(* Two records thrown to one join, and a join inside another's arm. *)
fun pair n =
  let
    val (a, b) =
      if n > 10 then
        ({name = "a", items = churn n [], depth = 0, scale = 1, left = [], right = [], tag = "", k = 1, z = 0},
         {name = "bb", items = [n], depth = 1, scale = 1, left = [1], right = [], tag = "", k = 2, z = 0})
      else
        let val c = if n > 5 then {name = "c", items = churn 100 [], depth = 0, scale = 1, left = [], right = [],
                                  tag = "", k = 3, z = 0}
                    else {name = "cc", items = [], depth = 0, scale = 1, left = [], right = [], tag = "",
                          k = 4, z = 0}
            val d = walk c
        in (c, {name = "d", items = churn d [], depth = 0, scale = 1, left = [], right = [], tag = "",
                k = d, z = 0})
        end
    val x = churn 50 []
  in
    walk a + walk b + #k a + #k b + length x + length (#items a)
  end

(* Returned and stored records escape: they stay in the heap. *)
fun make n = {name = Int.toString n, items = [n], depth = 0, scale = n,
              left = [], right = [], tag = "m", k = n, z = n} : env
val kept = List.tabulate (200, make)

val () = print (Int.toString (run 3000) ^ "\n")
val () = print (Bool.toString (swapped (1, 1)) ^ " " ^ Bool.toString (swapped ("a", "b")) ^ "\n")
val () = print (Int.toString (guarded 700) ^ "\n")
val () = print (Int.toString (rooted 40) ^ "\n")
val () = print (Int.toString (foldl (fn (e, s) => s + #k e + length (#items e)) 0 kept) ^ "\n")
val () = print (Int.toString (foldl (fn (n, s) => s + pick n) 0 [0, 1, 2, 3, 4, 5]) ^ "\n")
val () = print (Int.toString (pair 20 + pair 7 + pair 2) ^ "\n")
val () = print (Int.toString (passed 30 + passed 41) ^ "\n")
