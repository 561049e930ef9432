(* §5.7 (let strdec in strexp end, local strdec in strdec end) and §4.10
   (local dec in dec end) impose no condition on the type names generated
   locally: values of locally declared datatypes may be exported, even
   though the type cannot be named outside. *)
structure A = let
    structure B = struct datatype t = T of int fun get (T n) = n end
  in
    struct val x = B.T 5 val get = B.get end
  end
structure C = struct
  local datatype u = U of string in
    val v = U "local"
    fun un (U s) = s
  end
end
functor F () = struct local datatype w = W of int in val w = W 7 fun unW (W n) = n end end
structure D = F ()
val () = print (Int.toString (A.get A.x) ^ " " ^ C.un C.v ^ " " ^ Int.toString (D.unW D.w) ^ "\n")
