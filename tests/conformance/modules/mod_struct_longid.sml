(* §5.7, §2.4 (long identifiers): structure expressions struct..end bind nested structures;
   long identifiers (A.B.x, A.B.t, A.B.C) reach values, types and
   constructors through any depth of nesting. *)
structure A = struct
  val x = 1
  structure B = struct
    type t = int * string
    datatype d = C of int | D
    val y : t = (2, "two")
    structure Inner = struct val z = "deep" end
  end
  val w = B.y
end

val p : A.B.t = (3, "three")
fun show (A.B.C n) = "C " ^ Int.toString n
  | show A.B.D = "D"
val () = print (Int.toString A.x ^ "\n")
val () = print (#2 A.B.y ^ " " ^ #2 p ^ "\n")
val () = print (A.B.Inner.z ^ "\n")
val () = print (String.concatWith "," (map show [A.B.C 7, A.B.D]) ^ "\n")
val () = print (Int.toString (#1 A.w) ^ "\n")
