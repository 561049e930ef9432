functor Geom (V : VECTOR) =
struct
  exception Degenerate
  fun sum vs = foldl V.add V.zero vs
  fun centroid ([], _) = raise Degenerate
    | centroid (vs, inv) = V.scale (inv (length vs), sum vs)
  fun norm2 v = V.dot (v, v)
end

structure G3 = Geom (V3)
structure GI = Geom (IntVec)
