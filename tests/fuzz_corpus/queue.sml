datatype 'a queue = Q of {front : 'a list, back : 'a list}

val empty = Q {front = [], back = []}

fun push (x, Q {front, back}) = Q {front = front, back = x :: back}

fun pop (Q {front = x :: f, back}) = SOME (x, Q {front = f, back = back})
  | pop (Q {front = [], back = []}) = NONE
  | pop (Q {front = [], back}) = pop (Q {front = rev back, back = []})

val q = push (3, push (2, push (1, empty)))
val top = case pop q of SOME (x, _) => x | NONE => 0
val () = app (fn x => print (str (chr (ord #"0" + x)))) [top, top]
