(* §5.5 enrichment: a nullary exception constructor matches a value
   specification of type exn; raising the value raises the exception, which
   the original constructor still catches. *)
structure E = struct exception Stop exception Val of int end
signature S = sig val Stop : exn val Val : int -> exn end
structure V : S = E
val r = (raise V.Stop) handle E.Stop => "caught Stop"
val s = (raise V.Val 3) handle E.Val n => "caught Val " ^ Int.toString n
val () = print (r ^ "; " ^ s ^ "\n")
