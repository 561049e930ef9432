(* Definition Appendix E: an overloaded operator whose type is not determined by
   its context defaults to int (+, *, -, ~, abs, <, div, mod ...). *)
fun double x = x + x
fun sq x = x * x
fun lt (a, b) = a < b
fun neg x = ~ x
fun absdiff (a, b) = abs (a - b)
fun half x = x div 2
val _ = print (String.concatWith " "
          [Int.toString (double 21), Int.toString (sq 12), Bool.toString (lt (3, 4)),
           Int.toString (neg 5), Int.toString (absdiff (3, 10)), Int.toString (half 9),
           Int.toString (7 mod 3)] ^ "\n")
