(* MONO_ARRAY (Basis Library "The MONO_ARRAY signature") and CharArray, an
   array of chars whose vectors are strings; the mono slices (CharVectorSlice
   and CharArraySlice are in substring.sml, with Substring). *)

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

(* CharArray, with its unchecked access for structure Unsafe (unsafe.sml) *)
structure BasisCharArray :>
  sig
    structure CharArray : MONO_ARRAY where type elem = char where type vector = string
    val unsafeSub : CharArray.array * int -> char
    val unsafeUpdate : CharArray.array * int * char -> unit
  end =
struct
  structure CharArray = BasisMonoArray (struct
                                          type elem = char
                                          type vector = string
                                          val fromList = implode
                                          val length = size
                                          val sub = ld_string_sub
                                        end)
  val unsafeSub = ld_unsafe_array_sub
  val unsafeUpdate = ld_unsafe_array_update
end

structure CharArray = BasisCharArray.CharArray

(* MONO_VECTOR_SLICE and MONO_ARRAY_SLICE (Basis Library "The
   MONO_VECTOR_SLICE signature", "The MONO_ARRAY_SLICE signature"). *)
(* The specifications the two share, apart from the sequence type. *)
signature BASIS_MONO_SLICE =
sig
  type elem
  type slice
  val length : slice -> int
  val sub : slice * int -> elem
  val subslice : slice * int * int option -> slice
  val isEmpty : slice -> bool
  val getItem : slice -> (elem * slice) option
  val appi : (int * elem -> unit) -> slice -> unit
  val app : (elem -> unit) -> slice -> unit
  val foldli : (int * elem * 'b -> 'b) -> 'b -> slice -> 'b
  val foldri : (int * elem * 'b -> 'b) -> 'b -> slice -> 'b
  val foldl : (elem * 'b -> 'b) -> 'b -> slice -> 'b
  val foldr : (elem * 'b -> 'b) -> 'b -> slice -> 'b
  val findi : (int * elem -> bool) -> slice -> (int * elem) option
  val find : (elem -> bool) -> slice -> elem option
  val exists : (elem -> bool) -> slice -> bool
  val all : (elem -> bool) -> slice -> bool
  val collate : (elem * elem -> order) -> slice * slice -> order
end

signature MONO_VECTOR_SLICE =
sig
  include BASIS_MONO_SLICE
  type vector
  val full : vector -> slice
  val slice : vector * int * int option -> slice
  val base : slice -> vector * int * int
  val vector : slice -> vector
  val concat : slice list -> vector
  val mapi : (int * elem -> elem) -> slice -> vector
  val map : (elem -> elem) -> slice -> vector
end

signature MONO_ARRAY_SLICE =
sig
  include BASIS_MONO_SLICE
  type array
  type vector
  type vector_slice
  val copyVec : {src : vector_slice, dst : array, di : int} -> unit
  val update : slice * int * elem -> unit
  val full : array -> slice
  val slice : array * int * int option -> slice
  val base : slice -> array * int * int
  val vector : slice -> vector
  val copy : {src : slice, dst : array, di : int} -> unit
  val modifyi : (int * elem -> elem) -> slice -> unit
  val modify : (elem -> elem) -> slice -> unit
end

(* What mono vector and array slices share: a slice is the sequence, its
   start and its length; `Seq` reads the sequence. *)
functor BasisMonoSlice (Seq : sig
                          type seq
                          type elem
                          val length : seq -> int
                          val sub : seq * int -> elem
                        end) =
struct
  datatype slice = S of Seq.seq * int * int
  fun length (S (_, _, n)) = n
  fun sub (S (a, i, n), k) = if k < 0 orelse k >= n then raise Subscript else Seq.sub (a, i + k)
  fun full a = S (a, 0, Seq.length a)
  fun slice (a, i, NONE) = if i < 0 orelse i > Seq.length a then raise Subscript else S (a, i, Seq.length a - i)
    | slice (a, i, SOME n) =
        if i < 0 orelse n < 0 orelse i > Seq.length a - n then raise Subscript else S (a, i, n)
  fun subslice (S (a, i, n), j, NONE) = if j < 0 orelse j > n then raise Subscript else S (a, i + j, n - j)
    | subslice (S (a, i, n), j, SOME m) =
        if j < 0 orelse m < 0 orelse j > n - m then raise Subscript else S (a, i + j, m)
  fun base (S s) = s
  fun foldri f b (S (a, i, n)) =
    let fun loop (k, acc) = if k < 0 then acc else loop (k - 1, f (k, Seq.sub (a, i + k), acc))
    in loop (n - 1, b) end
  fun foldli f b (S (a, i, n)) =
    let fun loop (k, acc) = if k >= n then acc else loop (k + 1, f (k, Seq.sub (a, i + k), acc))
    in loop (0, b) end
  fun foldl f = foldli (fn (_, x, acc) => f (x, acc))
  fun foldr f = foldri (fn (_, x, acc) => f (x, acc))
  fun toList s = foldr op :: [] s
  fun isEmpty s = length s = 0
  fun getItem (S (a, i, n)) = if n = 0 then NONE else SOME (Seq.sub (a, i), S (a, i + 1, n - 1))
  fun appi f = foldli (fn (k, x, ()) => f (k, x)) ()
  fun app f = foldl (fn (x, ()) => f x) ()
  fun findi p (S (a, i, n)) =
    let fun loop k = if k >= n then NONE
                     else let val x = Seq.sub (a, i + k) in if p (k, x) then SOME (k, x) else loop (k + 1) end
    in loop 0 end
  fun find p s = Option.map #2 (findi (fn (_, x) => p x) s)
  fun exists p s = Option.isSome (find p s)
  fun all p s = not (exists (not o p) s)
  fun collate cmp (s1, s2) =
    case (getItem s1, getItem s2) of
        (NONE, NONE) => EQUAL
      | (NONE, SOME _) => LESS
      | (SOME _, NONE) => GREATER
      | (SOME (x, r1), SOME (y, r2)) => (case cmp (x, y) of EQUAL => collate cmp (r1, r2) | ord => ord)
end

(* MONO_VECTOR_SLICE over a MONO_VECTOR. *)
functor BasisMonoVectorSlice (V : MONO_VECTOR) =
struct
  type elem = V.elem
  type vector = V.vector
  structure Common = BasisMonoSlice (struct
                                       type seq = V.vector
                                       type elem = V.elem
                                       val length = V.length
                                       val sub = V.sub
                                     end)
  open Common
  fun vector s = V.fromList (toList s)
  fun concat ss = V.fromList (List.concat (List.map toList ss))
  fun mapi f s = V.fromList (rev (foldli (fn (k, x, acc) => f (k, x) :: acc) [] s))
  fun map f s = mapi (fn (_, x) => f x) s
end

(* MONO_ARRAY_SLICE over a MONO_ARRAY, given how to make its vectors. *)
functor BasisMonoArraySlice (structure A : MONO_ARRAY
                             structure VS : MONO_VECTOR_SLICE
                               where type elem = A.elem where type vector = A.vector
                             val fromList : A.elem list -> A.vector) =
struct
  type elem = A.elem
  type array = A.array
  type vector = A.vector
  type vector_slice = VS.slice
  structure Common = BasisMonoSlice (struct
                                       type seq = A.array
                                       type elem = A.elem
                                       val length = A.length
                                       val sub = A.sub
                                     end)
  open Common
  fun update (S (a, i, n), k, x) = if k < 0 orelse k >= n then raise Subscript else A.update (a, i + k, x)
  fun vector s = fromList (toList s)
  fun copy {src = S (a, i, n), dst, di} =
    if di < 0 orelse di > A.length dst - n then raise Subscript
    else if di <= i then
      let fun loop k = if k < n then (A.update (dst, di + k, A.sub (a, i + k)); loop (k + 1)) else ()
      in loop 0 end
    else
      let fun loop k = if k >= 0 then (A.update (dst, di + k, A.sub (a, i + k)); loop (k - 1)) else ()
      in loop (n - 1) end
  fun copyVec {src, dst, di} =
    let val n = VS.length src
        fun loop k = if k < n then (A.update (dst, di + k, VS.sub (src, k)); loop (k + 1)) else ()
    in if di < 0 orelse di > A.length dst - n then raise Subscript else loop 0 end
  fun modifyi f (S (a, i, n)) =
    let fun loop k = if k < n then (A.update (a, i + k, f (k, A.sub (a, i + k))); loop (k + 1)) else ()
    in loop 0 end
  fun modify f = modifyi (fn (_, x) => f x)
end
