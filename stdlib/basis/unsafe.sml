(* structure Unsafe (the SML/NJ extension MLton provides): sub, update and
   create without the bounds and size checks of the Basis. An index out of
   bounds is undefined behaviour: nothing checks it. Each is an unchecked
   primitive (compiler/prims.py `unsafe_*`); those of the opaque CharArray,
   Word8Array, Word8Vector, RealArray and RealVector come from where their
   representation is visible (BasisCharArray, BasisBytes, BasisReals). *)

signature UNSAFE_ARRAY =
sig
  val sub : 'a array * int -> 'a
  val update : 'a array * int * 'a -> unit
  val create : int * 'a -> 'a array
end

signature UNSAFE_VECTOR =
sig
  val sub : 'a vector * int -> 'a
end

signature UNSAFE_MONO_ARRAY =
sig
  type array
  type elem
  val sub : array * int -> elem
  val update : array * int * elem -> unit
  val create : int -> array
end

signature UNSAFE_MONO_VECTOR =
sig
  type vector
  type elem
  val sub : vector * int -> elem
end

signature UNSAFE =
sig
  structure Array : UNSAFE_ARRAY
  structure Vector : UNSAFE_VECTOR
  structure CharArray : UNSAFE_MONO_ARRAY
    where type array = CharArray.array where type elem = char
  structure CharVector : UNSAFE_MONO_VECTOR
    where type vector = CharVector.vector where type elem = char
  structure Word8Array : UNSAFE_MONO_ARRAY
    where type array = Word8Array.array where type elem = Word8.word
  structure Word8Vector : UNSAFE_MONO_VECTOR
    where type vector = Word8Vector.vector where type elem = Word8.word
  structure RealArray : UNSAFE_MONO_ARRAY where type array = RealArray.array where type elem = real
  structure RealVector : UNSAFE_MONO_VECTOR where type vector = RealVector.vector where type elem = real
  structure Real64Array : UNSAFE_MONO_ARRAY where type array = Real64Array.array where type elem = real
  structure Real64Vector : UNSAFE_MONO_VECTOR where type vector = Real64Vector.vector where type elem = real
end

structure Unsafe : UNSAFE =
struct
  structure Array =
  struct
    val sub = ld_unsafe_array_sub
    val update = ld_unsafe_array_update
    val create = Array.array
  end
  structure Vector =
  struct
    val sub = ld_unsafe_vector_sub
  end
  structure CharArray =
  struct
    type array = CharArray.array
    type elem = char
    val sub = BasisCharArray.unsafeSub
    val update = BasisCharArray.unsafeUpdate
    fun create n = CharArray.array (n, #"\000")
  end
  structure CharVector =
  struct
    type vector = string
    type elem = char
    val sub = ld_unsafe_string_sub
  end
  structure Word8Array =
  struct
    type array = Word8Array.array
    type elem = Word8.word
    val sub = BasisBytes.unsafeArraySub
    val update = BasisBytes.unsafeArrayUpdate
    fun create n = Word8Array.array (n, 0w0)
  end
  structure Word8Vector =
  struct
    type vector = Word8Vector.vector
    type elem = Word8.word
    val sub = BasisBytes.unsafeSub
  end
  structure RealArray =
  struct
    type array = RealArray.array
    type elem = real
    val sub = BasisReals.unsafeSub
    val update = BasisReals.unsafeUpdate
    fun create n = RealArray.array (n, 0.0)
  end
  structure RealVector =
  struct
    type vector = RealVector.vector
    type elem = real
    val sub = BasisReals.unsafeVectorSub
  end
  structure Real64Array = RealArray
  structure Real64Vector = RealVector
end
