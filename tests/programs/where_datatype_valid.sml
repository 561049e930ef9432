(* Neighbours of tests/errors/where_*.sml: datatype specifications realized by
   `where type` with a type name (a datatype of the same constructors, up to η
   for parameters) are well-formed and matched (Definition rule 64). *)
fun say s = print (s ^ "\n")

structure Colour = struct
  datatype t = Red | Green
  fun name Red = "red" | name Green = "green"
end

signature COLOUR = sig datatype t = Red | Green val name : t -> string end

structure C1 : COLOUR where type t = Colour.t = Colour
val () = say ("where type with a datatype: " ^ C1.name Colour.Red ^ " " ^ Colour.name C1.Green)

(* η: 'a t realized by 'a option (the same constructors as the spec). *)
signature OPT = sig datatype 'a option = NONE | SOME of 'a end where type 'a option = 'a option
structure O : OPT = struct datatype option = datatype option end
val () = say ("up to eta: " ^ (case O.SOME 3 of SOME n => "SOME" | NONE => "NONE"))

(* Through an abbreviation that stands for the datatype. *)
type colour = Colour.t
functor Show (X : COLOUR where type t = colour) = struct
  fun both () = X.name X.Red ^ "/" ^ Colour.name X.Green
end
structure S = Show (Colour)
val () = say ("abbreviation of a datatype: " ^ S.both ())
