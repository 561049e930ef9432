signature ORD =
sig
  eqtype t
  val compare : t * t -> order
  val show : t -> string
end

signature SET =
sig
  structure Key : ORD
  type set
  exception Missing of Key.t
  val empty : set
  val insert : Key.t * set -> set
  val member : Key.t * set -> bool
  val remove : Key.t * set -> set
  val toList : set -> Key.t list
end
