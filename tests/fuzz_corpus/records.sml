type point = {x : real, y : real}

fun dist ({x = x1, y = y1} : point, {x = x2, y = y2} : point) =
  let
    val dx = x2 - x1
    val dy = y2 - y1
  in
    dx * dx + dy * dy
  end

val p = {x = 1.0, y = 2.5}
val d = dist (p, {x = #y p, y = #x p})
val r = round d
