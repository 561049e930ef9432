val counter = ref 0

fun bump k = (counter := !counter + k; !counter)

fun loop n =
  let
    val i = ref 0
  in
    while !i < n do (ignore (bump (!i)); i := !i + 1);
    !counter
  end

val total = loop 10
