(* A functor body's undetermined types (Definition §4.7-4.8: an expansive
   binding is not generalized, and nothing in the body fixes its type) are
   open in each application's result and fixed by the first use after it, as
   HaMLet does (Poly/ML fixes them once). *)
functor F (type t) = struct
  val id = (print "made "; fn x => x)
  val cell = ref []
  val pairs = (fn () => ()) () ; val both = (print "both "; fn (a, b) => (b, a))
end
structure A = F (type t = int)
structure B = F (type t = bool)
val _ = print "\n"
val a = A.id 3 + A.id 4
val b = B.id true
val _ = A.cell := ["x", "y"]
val _ = B.cell := [1.5]
val (p, q) = A.both (1, "one")
structure C : sig val id : string -> string  val cell : int list ref end = F (type t = unit)
val _ = C.cell := [7, 8]
(* Applied inside another functor: open in its result too. *)
functor G () = struct structure I = F (type t = char) val twice = (fn f => fn x => f (f x)) I.id end
structure D = G ()
val _ = print (Int.toString a ^ " " ^ Bool.toString b ^ " " ^ String.concat (!A.cell) ^ " "
               ^ Real.toString (hd (!B.cell)) ^ " " ^ p ^ Int.toString q ^ " " ^ C.id "c" ^ " "
               ^ Int.toString (length (!C.cell)) ^ " " ^ String.str (D.twice #"d") ^ "\n")
