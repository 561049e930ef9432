(* expect: datatype specification and datatype have different constructors (Blue vs Green). Poly/ML: Structure does not match signature. Signature: constructor Blue: color Structure: Not present *)
signature COLOR = sig
  datatype color = Red | Blue
end
structure C : COLOR = struct
  datatype color = Red | Green
end
