(* The hash table functor of benchmark hashtables (hashtables.sml), in a unit of
   its own as a library's would be: separate chaining in an array of bucket
   lists, doubled when it holds twice as many entries as buckets. *)
signature HASH_KEY = sig
  type key
  val hash : key -> word
  val same : key * key -> bool
end

signature TABLE = sig
  type key
  type 'a table
  val create : int -> 'a table
  val insert : 'a table -> key * 'a -> unit
  val find : 'a table -> key -> 'a option
  val update : 'a table -> key * ('a option -> 'a) -> unit
  val count : 'a table -> int
  val fold : (key * 'a * 'b -> 'b) -> 'b -> 'a table -> 'b
end

functor HashTable (K : HASH_KEY) :> TABLE where type key = K.key = struct
  type key = K.key
  datatype 'a table = T of {buckets : (key * 'a) list array ref, count : int ref}

  fun create n = T {buckets = ref (Array.array (Int.max (n, 8), [])), count = ref 0}
  fun index (a, k) = Word.toInt (Word.mod (K.hash k, Word.fromInt (Array.length a)))

  fun grow (T {buckets, ...}) =
    let
      val old = !buckets
      val new = Array.array (2 * Array.length old, [])
      fun move (k, v) = let val i = index (new, k) in Array.update (new, i, (k, v) :: Array.sub (new, i)) end
    in
      Array.app (List.app move) old;
      buckets := new
    end

  fun remove (k, []) = []
    | remove (k, (e as (k', _)) :: rest) = if K.same (k, k') then rest else e :: remove (k, rest)

  fun lookup (k, []) = NONE
    | lookup (k, (k', v) :: rest) = if K.same (k, k') then SOME v else lookup (k, rest)

  fun update (t as T {buckets, count}) (k, f) =
    let
      val a = !buckets
      val i = index (a, k)
      val bucket = Array.sub (a, i)
    in
      case lookup (k, bucket) of
          NONE => (Array.update (a, i, (k, f NONE) :: bucket);
                   count := !count + 1;
                   if !count > 2 * Array.length a then grow t else ())
        | old => Array.update (a, i, (k, f old) :: remove (k, bucket))
    end

  fun insert t (k, v) = update t (k, fn _ => v)
  fun find (T {buckets, ...}) k = let val a = !buckets in lookup (k, Array.sub (a, index (a, k))) end
  fun count (T {count, ...}) = !count
  fun fold f acc (T {buckets, ...}) =
    Array.foldl (fn (bucket, acc) => List.foldl (fn ((k, v), acc) => f (k, v, acc)) acc bucket) acc (!buckets)
end
