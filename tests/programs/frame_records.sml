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

(* Returned and stored records escape: they stay in the heap. *)
fun make n = {name = Int.toString n, items = [n], depth = 0, scale = n,
              left = [], right = [], tag = "m", k = n, z = n} : env
val kept = List.tabulate (200, make)

val () = print (Int.toString (run 3000) ^ "\n")
val () = print (Bool.toString (swapped (1, 1)) ^ " " ^ Bool.toString (swapped ("a", "b")) ^ "\n")
val () = print (Int.toString (guarded 700) ^ "\n")
val () = print (Int.toString (rooted 40) ^ "\n")
val () = print (Int.toString (foldl (fn (e, s) => s + #k e + length (#items e)) 0 kept) ^ "\n")
