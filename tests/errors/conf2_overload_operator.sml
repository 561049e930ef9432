(* expect: add's + defaults to int at the end of its run of core declarations *)
structure A =
struct
  fun add (a, b) = a + b
  structure B = struct val two = 2.0 end
  val r = add (1.5, B.two)
end
