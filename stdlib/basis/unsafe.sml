(* structure Unsafe (the SML/NJ extension MLton provides): sub, update and
   create without the bounds and size checks of the Basis. An index out of
   bounds is undefined behaviour: nothing checks it. Array, Vector and
   CharVector are the unchecked primitives (compiler/prims.py `unsafe_*`).
   CharArray, Word8Array and Word8Vector are opaque in the Basis (their
   representation is not visible here), so theirs are the checked
   operations, which agree with the unchecked ones on every defined use. *)

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
    val sub = CharArray.sub
    val update = CharArray.update
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
    val sub = Word8Array.sub
    val update = Word8Array.update
    fun create n = Word8Array.array (n, 0w0)
  end
  structure Word8Vector =
  struct
    type vector = Word8Vector.vector
    type elem = Word8.word
    val sub = Word8Vector.sub
  end
end
