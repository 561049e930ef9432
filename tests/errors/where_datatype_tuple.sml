signature S = sig
  datatype t = C of int
  val f : t -> int
end where type t = int * int
