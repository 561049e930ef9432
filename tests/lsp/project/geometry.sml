(* Shapes and their areas: the library unit of the language server's test project. *)
structure Geometry =
struct
  datatype shape = Circle of real | Rect of real * real

  exception Degenerate of string

  val pi = 3.14159

  fun area (Circle r) = pi * r * r
    | area (Rect (w, h)) = w * h

  fun scale k (Circle r) = Circle (k * r)
    | scale k (Rect (w, h)) = Rect (k * w, k * h)
end
