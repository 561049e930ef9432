(* Monomorphic sequences of reals and the reals' sizes (Basis Library "The
   MONO_VECTOR signature", "The MONO_ARRAY signature", "The MONO_ARRAY2
   signature", their slices, "The PACK_REAL signature"): RealVector,
   RealArray, their slices and RealArray2 over the polymorphic Vector, Array
   and Array2 at real; Real64 is Real, and Real64Vector, Real64Array, ... are
   these. Real32 is Real too: it shares the 64-bit representation (so
   Real32.precision is 53, not 24). PackReal64Big/Little (and
   PackRealBig/Little, LargeReal being Real) read and write a real's IEEE 754
   bytes through the runtime (ld_real_to_bytes, ld_real_from_bytes). *)

signature MONO_ARRAY2 =
sig
  eqtype array
  type elem
  type vector
  type region = {base : array, row : int, col : int, nrows : int option, ncols : int option}
  datatype traversal = datatype BasisTraversal.traversal
  val array : int * int * elem -> array
  val fromList : elem list list -> array
  val tabulate : traversal -> int * int * (int * int -> elem) -> array
  val sub : array * int * int -> elem
  val update : array * int * int * elem -> unit
  val dimensions : array -> int * int
  val nCols : array -> int
  val nRows : array -> int
  val row : array * int -> vector
  val column : array * int -> vector
  val copy : {src : region, dst : array, dst_row : int, dst_col : int} -> unit
  val appi : traversal -> (int * int * elem -> unit) -> region -> unit
  val app : traversal -> (elem -> unit) -> array -> unit
  val foldi : traversal -> (int * int * elem * 'b -> 'b) -> 'b -> region -> 'b
  val fold : traversal -> (elem * 'b -> 'b) -> 'b -> array -> 'b
  val modifyi : traversal -> (int * int * elem -> elem) -> region -> unit
  val modify : traversal -> (elem -> elem) -> array -> unit
end

structure BasisReals :>
  sig
    structure RealVector : MONO_VECTOR where type elem = real
    structure RealArray : MONO_ARRAY where type elem = real where type vector = RealVector.vector
    structure RealArray2 : MONO_ARRAY2 where type elem = real where type vector = RealVector.vector
    (* without the bounds checks, for structure Unsafe (unsafe.sml) *)
    val unsafeSub : RealArray.array * int -> real
    val unsafeUpdate : RealArray.array * int * real -> unit
    val unsafeVectorSub : RealVector.vector * int -> real
  end =
struct
  structure RealVector =
  struct
    open Vector
    type elem = real
    type vector = real Vector.vector
  end
  structure RealArray = BasisMonoArray (RealVector)
  structure RealArray2 =
  struct
    open BasisArray2
    type elem = real
    type vector = real Vector.vector
    type array = real BasisArray2.array
    type region = real BasisArray2.region
  end
  val unsafeSub = ld_unsafe_array_sub
  val unsafeUpdate = ld_unsafe_array_update
  val unsafeVectorSub = ld_unsafe_vector_sub
end

structure RealVector = BasisReals.RealVector
structure RealArray = BasisReals.RealArray
structure RealArray2 = BasisReals.RealArray2
structure RealVectorSlice :> MONO_VECTOR_SLICE
  where type elem = real where type vector = RealVector.vector =
  BasisMonoVectorSlice (RealVector)
structure RealArraySlice :> MONO_ARRAY_SLICE
  where type elem = real where type array = RealArray.array where type vector = RealVector.vector
  where type vector_slice = RealVectorSlice.slice =
  BasisMonoArraySlice (structure A = RealArray structure VS = RealVectorSlice val fromList = RealVector.fromList)

structure Real64 = Real
structure Real32 = Real
structure Real64Vector = RealVector
structure Real64Array = RealArray
structure Real64VectorSlice = RealVectorSlice
structure Real64ArraySlice = RealArraySlice
structure Real64Array2 = RealArray2

signature PACK_REAL =
sig
  type real
  val bytesPerElem : int
  val isBigEndian : bool
  val toBytes : real -> Word8Vector.vector
  val fromBytes : Word8Vector.vector -> real
  val subVec : Word8Vector.vector * int -> real
  val subArr : Word8Array.array * int -> real
  val update : Word8Array.array * int * real -> unit
end

(* Element i is bytes 8i .. 8i+7. *)
functor BasisPackReal64 (val bigEndian : bool) :> PACK_REAL where type real = real =
struct
  type real = real
  val bytesPerElem = 8
  val isBigEndian = bigEndian
  val order = if bigEndian then 1 else 0
  fun toBytes x = Byte.stringToBytes (ld_real_to_bytes (x, order))
  fun fromBytes v =
    if Word8Vector.length v <> 8 then raise Subscript else ld_real_from_bytes (Byte.bytesToString v, 0, order)
  fun subVec (v, i) =
    if i < 0 orelse 8 * i + 8 > Word8Vector.length v then raise Subscript
    else ld_real_from_bytes (Byte.bytesToString v, 8 * i, order)
  fun subArr (a, i) =
    if i < 0 orelse 8 * i + 8 > Word8Array.length a then raise Subscript
    else ld_real_from_bytes (Byte.unpackString (Word8ArraySlice.slice (a, 8 * i, SOME 8)), 0, order)
  fun update (a, i, x) =
    if i < 0 orelse 8 * i + 8 > Word8Array.length a then raise Subscript
    else Word8Array.copyVec {src = toBytes x, dst = a, di = 8 * i}
end

structure PackReal64Big = BasisPackReal64 (val bigEndian = true)
structure PackReal64Little = BasisPackReal64 (val bigEndian = false)
structure PackRealBig = PackReal64Big
structure PackRealLittle = PackReal64Little
