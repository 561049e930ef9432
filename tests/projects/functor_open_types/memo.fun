(* A functor whose body leaves types undetermined: `cache` and `first` are
   expansive, so not generalized, and nothing in the body fixes their types.
   Each application's result has its own, which the importing unit fixes. *)
functor Memo (type key  val same : key * key -> bool) = struct
  val cache = ref []
  val first = (print "applied\n"; fn x => x)
  fun remember (k : key) v = cache := (k, v) :: !cache
  fun recall (k : key) =
    case List.find (fn (k', _) => same (k, k')) (!cache) of
      SOME (_, v) => SOME v
    | NONE => NONE
end
