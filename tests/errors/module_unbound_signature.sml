(* expect: unbound signature NOSUCH in an ascription. Poly/ML: Signature (NOSUCH) has not been declared *)
signature SOME_SIG = sig val x : int end
structure A : NOSUCH = struct val x = 1 end
