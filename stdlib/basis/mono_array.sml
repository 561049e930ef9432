(* MONO_ARRAY (Basis Library "The MONO_ARRAY signature") and CharArray, an
   array of chars whose vectors are strings. *)

signature MONO_ARRAY =
sig
  eqtype array
  type elem
  type vector
  val maxLen : int
  val array : int * elem -> array
  val fromList : elem list -> array
  val tabulate : int * (int -> elem) -> array
  val length : array -> int
  val sub : array * int -> elem
  val update : array * int * elem -> unit
  val vector : array -> vector
  val copy : {src : array, dst : array, di : int} -> unit
  val copyVec : {src : vector, dst : array, di : int} -> unit
  val appi : (int * elem -> unit) -> array -> unit
  val app : (elem -> unit) -> array -> unit
  val modifyi : (int * elem -> elem) -> array -> unit
  val modify : (elem -> elem) -> array -> unit
  val foldli : (int * elem * 'b -> 'b) -> 'b -> array -> 'b
  val foldri : (int * elem * 'b -> 'b) -> 'b -> array -> 'b
  val foldl : (elem * 'b -> 'b) -> 'b -> array -> 'b
  val foldr : (elem * 'b -> 'b) -> 'b -> array -> 'b
  val findi : (int * elem -> bool) -> array -> (int * elem) option
  val find : (elem -> bool) -> array -> elem option
  val exists : (elem -> bool) -> array -> bool
  val all : (elem -> bool) -> array -> bool
  val collate : (elem * elem -> order) -> array * array -> order
end

(* A monomorphic array over Array, given its vectors. *)
functor BasisMonoArray (V : sig
                              type elem
                              type vector
                              val fromList : elem list -> vector
                              val length : vector -> int
                              val sub : vector * int -> elem
                            end) =
struct
  type elem = V.elem
  type vector = V.vector
  type array = elem Array.array
  val maxLen = Array.maxLen
  val array = Array.array
  val fromList = Array.fromList
  val tabulate = Array.tabulate
  val length = Array.length
  val sub = Array.sub
  val update = Array.update
  fun vector a = V.fromList (Array.foldr op :: [] a)
  val copy = Array.copy
  fun copyVec {src, dst, di} =
    let val n = V.length src
        fun loop i = if i < n then (Array.update (dst, di + i, V.sub (src, i)); loop (i + 1)) else ()
    in if di < 0 orelse di > Array.length dst - n then raise Subscript else loop 0 end
  val appi = Array.appi
  val app = Array.app
  val modifyi = Array.modifyi
  val modify = Array.modify
  val foldli = Array.foldli
  val foldri = Array.foldri
  val foldl = Array.foldl
  val foldr = Array.foldr
  val findi = Array.findi
  val find = Array.find
  val exists = Array.exists
  val all = Array.all
  val collate = Array.collate
end

structure CharArray :> MONO_ARRAY where type elem = char where type vector = string =
  BasisMonoArray (struct
                    type elem = char
                    type vector = string
                    val fromList = implode
                    val length = size
                    val sub = ld_string_sub
                  end)
