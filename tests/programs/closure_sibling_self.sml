(* A member of a mutually recursive group, entered through a direct call
   from a sibling, passes itself on as a first-class value. *)
fun seqPrec (f : int -> 'a -> string) (n : int) (xs : 'a list) : string =
  case xs of
    [] => ""
  | [x] => f n x
  | x :: rest => f n x ^ "," ^ seqPrec f n rest
fun show (s : string) = pick 0 s
and pick (p : int) : string -> string =
  fn s => if size s <= 1 then s ^ str (chr (ord #"0" + p))
          else "(" ^ seqPrec pick (p + 1) [substring (s, 1, size s - 1)] ^ ")"
val shown : (string -> string) list = [show, pick 7]
val () = app (fn f => print (f "abc" ^ "\n")) shown
