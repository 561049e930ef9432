(* SUBSTRING (Basis Library "The Substring structure"), CharVectorSlice and
   CharArraySlice. A substring is a string, a start index and a length, with
   0 <= start <= start + length <= size of the string. The Basis makes
   Substring.substring and CharVectorSlice.slice the same type (its
   Substring is "where type substring = CharVectorSlice.slice"), so both
   structures are built together over one representation, the mono vector
   slice of strings, and sealed together: the type stays abstract (no
   equality, no constructor) but is shared. *)

signature SUBSTRING =
sig
  type substring
  eqtype char
  eqtype string
  val sub : substring * int -> char
  val size : substring -> int
  val base : substring -> string * int * int
  val extract : string * int * int option -> substring
  val substring : string * int * int -> substring
  val full : string -> substring
  val string : substring -> string
  val isEmpty : substring -> bool
  val getc : substring -> (char * substring) option
  val first : substring -> char option
  val triml : int -> substring -> substring
  val trimr : int -> substring -> substring
  val slice : substring * int * int option -> substring
  val concat : substring list -> string
  val concatWith : string -> substring list -> string
  val explode : substring -> char list
  val isPrefix : string -> substring -> bool
  val isSubstring : string -> substring -> bool
  val isSuffix : string -> substring -> bool
  val compare : substring * substring -> order
  val collate : (char * char -> order) -> substring * substring -> order
  val splitl : (char -> bool) -> substring -> substring * substring
  val splitr : (char -> bool) -> substring -> substring * substring
  val splitAt : substring * int -> substring * substring
  val dropl : (char -> bool) -> substring -> substring
  val dropr : (char -> bool) -> substring -> substring
  val takel : (char -> bool) -> substring -> substring
  val taker : (char -> bool) -> substring -> substring
  val position : string -> substring -> substring * substring
  val span : substring * substring -> substring
  val translate : (char -> string) -> substring -> string
  val tokens : (char -> bool) -> substring -> substring list
  val fields : (char -> bool) -> substring -> substring list
  val app : (char -> unit) -> substring -> unit
  val foldl : (char * 'a -> 'a) -> 'a -> substring -> 'a
  val foldr : (char * 'a -> 'a) -> 'a -> substring -> 'a
end

(* The mono vector slices of a string type and its SUBSTRING, over one
   representation S (string, start, length): WideCharVectorSlice and
   WideSubstring (wide.sml). Substring's code below is the same, written
   out: made by this functor, a release loop over Substring.tokens, dropl,
   position and foldl ran 1.7x slower (0.8 s -> 1.4 s; the functor's
   parameter is not inlined into its body: a compiler issue, after which
   BasisCharSlices should be this functor's application). *)
functor BasisTextSlices (T : sig
                           eqtype char
                           eqtype string
                           structure V : MONO_VECTOR where type elem = char where type vector = string
                           (* unchecked *)
                           val unsafeSub : string * int -> char
                           val substring : string * int * int -> string
                           val concatWith : string -> string list -> string
                           val compareChar : char * char -> order
                         end) =
struct
  structure VectorSlice = BasisMonoVectorSlice (T.V)
  structure Substring =
  struct
    type char = T.char
    type string = T.string
    datatype substring = datatype VectorSlice.slice

    fun sub (S (s, i, n), k) = if k < 0 orelse k >= n then raise Subscript else T.unsafeSub (s, i + k)
    fun size (S (_, _, n)) = n
    fun base (S t) = t
    fun extract (s, i, NONE) =
          if i < 0 orelse i > T.V.length s then raise Subscript else S (s, i, T.V.length s - i)
      | extract (s, i, SOME n) =
          if i < 0 orelse n < 0 orelse i > T.V.length s - n then raise Subscript else S (s, i, n)
    fun substring (s, i, n) = extract (s, i, SOME n)
    fun full s = S (s, 0, T.V.length s)
    fun string (S (s, i, n)) = T.substring (s, i, n)
    fun isEmpty (S (_, _, n)) = n = 0
    fun getc (S (s, i, n)) = if n = 0 then NONE else SOME (T.unsafeSub (s, i), S (s, i + 1, n - 1))
    fun first (S (s, i, n)) = if n = 0 then NONE else SOME (T.unsafeSub (s, i))
    (* a negative count raises Subscript when triml/trimr is applied to it,
       before any substring (the Basis: "raises Subscript if k < 0") *)
    fun triml k =
      if k < 0 then raise Subscript
      else fn S (s, i, n) => if k >= n then S (s, i + n, 0) else S (s, i + k, n - k)
    fun trimr k =
      if k < 0 then raise Subscript
      else fn S (s, i, n) => if k >= n then S (s, i, 0) else S (s, i, n - k)
    fun slice (S (s, i, n), j, NONE) = if j < 0 orelse j > n then raise Subscript else S (s, i + j, n - j)
      | slice (S (s, i, n), j, SOME m) =
          if j < 0 orelse m < 0 orelse j > n - m then raise Subscript else S (s, i + j, m)
    fun concat ss = T.V.concat (List.map string ss)
    fun concatWith sep ss = T.concatWith sep (List.map string ss)
    fun explode (S (s, i, n)) =
      let fun loop (k, acc) = if k < i then acc else loop (k - 1, T.unsafeSub (s, k) :: acc)
      in loop (i + n - 1, []) end

    fun matchesAt (p, s, j) =
      let val m = T.V.length p
          fun loop k = k >= m orelse (T.unsafeSub (p, k) = T.unsafeSub (s, j + k) andalso loop (k + 1))
      in loop 0 end
    fun isPrefix p (S (s, i, n)) = T.V.length p <= n andalso matchesAt (p, s, i)
    fun isSuffix p (S (s, i, n)) = T.V.length p <= n andalso matchesAt (p, s, i + n - T.V.length p)
    fun isSubstring p (S (s, i, n)) =
      let val last = i + n - T.V.length p
          fun loop j = j <= last andalso (matchesAt (p, s, j) orelse loop (j + 1))
      in loop i end

    fun collate cmp (S (a, i, n), S (b, j, m)) =
      let fun loop k =
            if k >= n then (if k >= m then EQUAL else LESS)
            else if k >= m then GREATER
            else case cmp (T.unsafeSub (a, i + k), T.unsafeSub (b, j + k)) of
                   EQUAL => loop (k + 1)
                 | ord => ord
      in loop 0 end
    fun compare (a, b) = collate T.compareChar (a, b)

    (* the length of the longest prefix / suffix of characters satisfying p *)
    fun leftLen p (S (s, i, n)) =
      let fun loop k = if k < n andalso p (T.unsafeSub (s, i + k)) then loop (k + 1) else k
      in loop 0 end
    fun rightLen p (S (s, i, n)) =
      let fun loop k = if k < n andalso p (T.unsafeSub (s, i + n - 1 - k)) then loop (k + 1) else k
      in loop 0 end
    fun splitl p (ss as S (s, i, n)) = let val k = leftLen p ss in (S (s, i, k), S (s, i + k, n - k)) end
    fun splitr p (ss as S (s, i, n)) = let val k = rightLen p ss in (S (s, i, n - k), S (s, i + n - k, k)) end
    fun splitAt (S (s, i, n), k) =
      if k < 0 orelse k > n then raise Subscript else (S (s, i, k), S (s, i + k, n - k))
    fun dropl p ss = #2 (splitl p ss)
    fun takel p ss = #1 (splitl p ss)
    fun dropr p ss = #1 (splitr p ss)
    fun taker p ss = #2 (splitr p ss)

    fun position p (S (s, i, n)) =
      let val m = T.V.length p
          fun loop j =
            if j > i + n - m then (S (s, i, n), S (s, i + n, 0))
            else if matchesAt (p, s, j) then (S (s, i, j - i), S (s, j, i + n - j))
            else loop (j + 1)
      in loop i end

    fun span (S (s, i, _), S (s', j, m)) =
      if s <> s' orelse j + m < i then raise Span
      else S (s, i, j + m - i)

    fun translate f ss = T.V.concat (List.map f (explode ss))

    fun fields isDelim (S (s, i, n)) =
      let val stop = i + n
          fun loop (k, start, acc) =
            if k >= stop then rev (S (s, start, stop - start) :: acc)
            else if isDelim (T.unsafeSub (s, k)) then loop (k + 1, k + 1, S (s, start, k - start) :: acc)
            else loop (k + 1, start, acc)
      in loop (i, i, []) end
    fun tokens isDelim ss = List.filter (fn t => not (isEmpty t)) (fields isDelim ss)

    fun app f (S (s, i, n)) =
      let fun loop k = if k < n then (f (T.unsafeSub (s, i + k)); loop (k + 1)) else ()
      in loop 0 end
    fun foldl f acc (S (s, i, n)) =
      let fun loop (k, acc) = if k < n then loop (k + 1, f (T.unsafeSub (s, i + k), acc)) else acc
      in loop (0, acc) end
    fun foldr f acc (S (s, i, n)) =
      let fun loop (k, acc) = if k >= 0 then loop (k - 1, f (T.unsafeSub (s, i + k), acc)) else acc
      in loop (n - 1, acc) end
  end
end

structure BasisCharSlices :>
sig
  structure CharVectorSlice : MONO_VECTOR_SLICE where type elem = char where type vector = string
  structure Substring : SUBSTRING
    where type substring = CharVectorSlice.slice where type char = char where type string = string
end =
struct
  structure CharVectorSlice = BasisMonoVectorSlice (CharVector)
  structure Substring =
  struct
    type char = char
    type string = string
    datatype substring = datatype CharVectorSlice.slice

    fun sub (S (s, i, n), k) = if k < 0 orelse k >= n then raise Subscript else ld_string_sub (s, i + k)
    fun size (S (_, _, n)) = n
    fun base (S t) = t
    fun extract (s, i, NONE) =
          if i < 0 orelse i > String.size s then raise Subscript else S (s, i, String.size s - i)
      | extract (s, i, SOME n) =
          if i < 0 orelse n < 0 orelse i > String.size s - n then raise Subscript else S (s, i, n)
    fun substring (s, i, n) = extract (s, i, SOME n)
    fun full s = S (s, 0, String.size s)
    fun string (S (s, i, n)) = String.substring (s, i, n)
    fun isEmpty (S (_, _, n)) = n = 0
    fun getc (S (s, i, n)) = if n = 0 then NONE else SOME (ld_string_sub (s, i), S (s, i + 1, n - 1))
    fun first (S (s, i, n)) = if n = 0 then NONE else SOME (ld_string_sub (s, i))
    (* a negative count raises Subscript when triml/trimr is applied to it,
       before any substring (the Basis: "raises Subscript if k < 0") *)
    fun triml k =
      if k < 0 then raise Subscript
      else fn S (s, i, n) => if k >= n then S (s, i + n, 0) else S (s, i + k, n - k)
    fun trimr k =
      if k < 0 then raise Subscript
      else fn S (s, i, n) => if k >= n then S (s, i, 0) else S (s, i, n - k)
    fun slice (S (s, i, n), j, NONE) = if j < 0 orelse j > n then raise Subscript else S (s, i + j, n - j)
      | slice (S (s, i, n), j, SOME m) =
          if j < 0 orelse m < 0 orelse j > n - m then raise Subscript else S (s, i + j, m)
    fun concat ss = String.concat (List.map string ss)
    fun concatWith sep ss = String.concatWith sep (List.map string ss)
    fun explode (S (s, i, n)) =
      let fun loop (k, acc) = if k < i then acc else loop (k - 1, ld_string_sub (s, k) :: acc)
      in loop (i + n - 1, []) end

    fun matchesAt (p, s, j) =
      let val m = String.size p
          fun loop k = k >= m orelse (ld_string_sub (p, k) = ld_string_sub (s, j + k) andalso loop (k + 1))
      in loop 0 end
    fun isPrefix p (S (s, i, n)) = String.size p <= n andalso matchesAt (p, s, i)
    fun isSuffix p (S (s, i, n)) = String.size p <= n andalso matchesAt (p, s, i + n - String.size p)
    fun isSubstring p (S (s, i, n)) =
      let val last = i + n - String.size p
          fun loop j = j <= last andalso (matchesAt (p, s, j) orelse loop (j + 1))
      in loop i end

    fun collate cmp (S (a, i, n), S (b, j, m)) =
      let fun loop k =
            if k >= n then (if k >= m then EQUAL else LESS)
            else if k >= m then GREATER
            else case cmp (ld_string_sub (a, i + k), ld_string_sub (b, j + k)) of
                   EQUAL => loop (k + 1)
                 | ord => ord
      in loop 0 end
    fun compare (a, b) = collate Char.compare (a, b)

    (* the length of the longest prefix / suffix of characters satisfying p *)
    fun leftLen p (S (s, i, n)) =
      let fun loop k = if k < n andalso p (ld_string_sub (s, i + k)) then loop (k + 1) else k
      in loop 0 end
    fun rightLen p (S (s, i, n)) =
      let fun loop k = if k < n andalso p (ld_string_sub (s, i + n - 1 - k)) then loop (k + 1) else k
      in loop 0 end
    fun splitl p (ss as S (s, i, n)) = let val k = leftLen p ss in (S (s, i, k), S (s, i + k, n - k)) end
    fun splitr p (ss as S (s, i, n)) = let val k = rightLen p ss in (S (s, i, n - k), S (s, i + n - k, k)) end
    fun splitAt (S (s, i, n), k) =
      if k < 0 orelse k > n then raise Subscript else (S (s, i, k), S (s, i + k, n - k))
    fun dropl p ss = #2 (splitl p ss)
    fun takel p ss = #1 (splitl p ss)
    fun dropr p ss = #1 (splitr p ss)
    fun taker p ss = #2 (splitr p ss)

    fun position p (S (s, i, n)) =
      let val m = String.size p
          fun loop j =
            if j > i + n - m then (S (s, i, n), S (s, i + n, 0))
            else if matchesAt (p, s, j) then (S (s, i, j - i), S (s, j, i + n - j))
            else loop (j + 1)
      in loop i end

    fun span (S (s, i, _), S (s', j, m)) =
      if not (ld_string_compare (s, s') = 0) orelse j + m < i then raise Span
      else S (s, i, j + m - i)

    fun translate f ss = String.concat (List.map f (explode ss))

    fun fields isDelim (S (s, i, n)) =
      let val stop = i + n
          fun loop (k, start, acc) =
            if k >= stop then rev (S (s, start, stop - start) :: acc)
            else if isDelim (ld_string_sub (s, k)) then loop (k + 1, k + 1, S (s, start, k - start) :: acc)
            else loop (k + 1, start, acc)
      in loop (i, i, []) end
    fun tokens isDelim ss = List.filter (fn t => not (isEmpty t)) (fields isDelim ss)

    fun app f (S (s, i, n)) =
      let fun loop k = if k < n then (f (ld_string_sub (s, i + k)); loop (k + 1)) else ()
      in loop 0 end
    fun foldl f acc (S (s, i, n)) =
      let fun loop (k, acc) = if k < n then loop (k + 1, f (ld_string_sub (s, i + k), acc)) else acc
      in loop (0, acc) end
    fun foldr f acc (S (s, i, n)) =
      let fun loop (k, acc) = if k >= 0 then loop (k - 1, f (ld_string_sub (s, i + k), acc)) else acc
      in loop (n - 1, acc) end
  end
end

structure CharVectorSlice = BasisCharSlices.CharVectorSlice
structure Substring = BasisCharSlices.Substring

structure CharArraySlice :> MONO_ARRAY_SLICE
  where type elem = char where type array = CharArray.array where type vector = string
  where type vector_slice = CharVectorSlice.slice =
  BasisMonoArraySlice (structure A = CharArray structure VS = CharVectorSlice val fromList = implode)

(* The top-level environment names the type (Basis Library "Top-level environment"). *)
type substring = Substring.substring
