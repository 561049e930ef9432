(* hello.sml: a small tour of core Standard ML.
   Build and run it with:  ldriver run examples/hello *)

fun say line = print (line ^ "\n")

val () = say "Hello, world!"

(* A datatype with a record-carrying constructor, and a function over it. *)
datatype shape =
    Circle of real
  | Rect of {width : real, height : real}
  | Square of real

fun area (Circle r) = 3.14159 * r * r
  | area (Rect {width, height}) = width * height
  | area (Square side) = side * side

fun describe shape =
  case shape of
      Circle _ => "a circle"
    | Rect _ => "a rectangle"
    | Square _ => "a square"

val shapes = [Circle 1.0, Rect {width = 2.0, height = 3.5}, Square 3.0]

val () =
  app (fn s => say (describe s ^ " of area about " ^ Int.toString (round (area s))))
      shapes

(* A polymorphic, recursive datatype: binary search trees. *)
datatype 'a tree = Leaf | Node of 'a tree * 'a * 'a tree

fun insert less (x, Leaf) = Node (Leaf, x, Leaf)
  | insert less (x, t as Node (left, y, right)) =
      if less (x, y) then Node (insert less (x, left), y, right)
      else if less (y, x) then Node (left, y, insert less (x, right))
      else t

fun inorder Leaf = []
  | inorder (Node (left, x, right)) = inorder left @ [x] @ inorder right

val sorted = inorder (foldl (insert (op <)) Leaf [5, 2, 8, 1, 9, 3])

val () = say ("sorted: " ^ concat (map (fn n => Int.toString n ^ " ") sorted))

(* Exceptions and options. *)
exception NotFound of string

fun lookup key [] = raise NotFound key
  | lookup key ((k, v) :: rest) = if k = key then v else lookup key rest

val ages = [("ada", 36), ("alan", 41)]

fun ageOf name = SOME (lookup name ages) handle NotFound _ => NONE

val () =
  app (fn name =>
         case ageOf name of
             SOME age => say (name ^ " is " ^ Int.toString age)
           | NONE => say (name ^ " is unknown"))
      ["ada", "grace"]

(* Mutual recursion and a reference cell. *)
fun isEven 0 = true
  | isEven n = isOdd (n - 1)
and isOdd 0 = false
  | isOdd n = isEven (n - 1)

val evens = ref 0
val () = app (fn n => if isEven n then evens := !evens + 1 else ()) [1, 2, 3, 4, 6]
val () = say (Int.toString (!evens) ^ " of those numbers are even")
