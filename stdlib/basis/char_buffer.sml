(* MONO_BUFFER and CharBuffer (the Basis Library's 2015 additions, as in
   SML/NJ and MLton): a growable buffer of chars. The chars are in a
   CharArray twice as large as needed when full; clear keeps its storage,
   reset goes back to the size given to new. *)

signature MONO_BUFFER =
sig
  type buf
  type elem
  type vector
  type slice
  type array
  type array_slice
  val maxLen : int
  val new : int -> buf
  val contents : buf -> vector
  val copy : {src : buf, dst : array, di : int} -> unit
  val length : buf -> int
  val sub : buf * int -> elem
  val clear : buf -> unit
  val reset : buf -> unit
  val reserve : buf * int -> unit
  val add1 : buf * elem -> unit
  val addVec : buf * vector -> unit
  val addSlice : buf * slice -> unit
  val addArr : buf * array -> unit
  val addArrSlice : buf * array_slice -> unit
end

structure CharBuffer :> MONO_BUFFER
  where type elem = char where type vector = string where type slice = CharVectorSlice.slice
  where type array = CharArray.array where type array_slice = CharArraySlice.slice =
struct
  type elem = char
  type vector = string
  type slice = CharVectorSlice.slice
  type array = CharArray.array
  type array_slice = CharArraySlice.slice
  datatype buf = B of {data : CharArray.array ref, len : int ref, initial : int}
  val maxLen = CharArray.maxLen
  fun new n =
    if n < 0 orelse n > maxLen then raise Size
    else B {data = ref (CharArray.array (Int.max (n, 1), #"\000")), len = ref 0, initial = n}
  fun contents (B {data, len, ...}) = CharArraySlice.vector (CharArraySlice.slice (!data, 0, SOME (!len)))
  fun copy {src = B {data, len, ...}, dst, di} =
    CharArraySlice.copy {src = CharArraySlice.slice (!data, 0, SOME (!len)), dst = dst, di = di}
  fun length (B {len, ...}) = !len
  fun sub (B {data, len, ...}, i) = if i < 0 orelse i >= !len then raise Subscript else CharArray.sub (!data, i)
  fun clear (B {len, ...}) = len := 0
  fun reset (B {data, len, initial}) = (len := 0; data := CharArray.array (Int.max (initial, 1), #"\000"))
  (* room for n more chars: the storage at least doubles when it grows *)
  fun reserve (B {data, len, ...}, n) =
    if n < 0 then raise Size
    else if !len + n <= CharArray.length (!data) then ()
    else if n > maxLen - !len then raise Size
    else
      let val grown = CharArray.array (Int.min (maxLen, Int.max (!len + n, 2 * CharArray.length (!data))), #"\000")
      in CharArraySlice.copy {src = CharArraySlice.slice (!data, 0, SOME (!len)), dst = grown, di = 0};
         data := grown
      end
  fun add1 (b as B {data, len, ...}, c) =
    (if !len < CharArray.length (!data) then () else reserve (b, 1);
     CharArray.update (!data, !len, c);
     len := !len + 1)
  fun addSlice (b as B {data, len, ...}, s) =
    (reserve (b, CharVectorSlice.length s);
     CharArraySlice.copyVec {src = s, dst = !data, di = !len};
     len := !len + CharVectorSlice.length s)
  fun addVec (b, v) = addSlice (b, CharVectorSlice.full v)
  fun addArrSlice (b as B {data, len, ...}, s) =
    (reserve (b, CharArraySlice.length s);
     CharArraySlice.copy {src = s, dst = !data, di = !len};
     len := !len + CharArraySlice.length s)
  fun addArr (b, a) = addArrSlice (b, CharArraySlice.full a)
end
