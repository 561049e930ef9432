(* Benchmark listlife: Conway's Game of Life with the live cells kept as an
   (int * int) list on a 40 x 40 torus, written with curried list functionals
   of its own (exists, filter, foldl, map) and polymorphic equality passed as a
   function: `member x = exists (equal x)` where `fun equal a b = a = b`, so
   every membership test compares tuples through a curried helper.  Each
   generation also sorts the cells and compares the sorted list with the one
   of two generations before (`=` on (int * int) list) to count the
   generations that repeat a period-2 state.  Problem size: generations.
   Checksum: live cells at the end, a position hash of them, the repeats. *)
val defaultSize = 100
fun getSize () = BenchSize.get defaultSize

val side = 40

fun exists p [] = false
  | exists p (x :: xs) = p x orelse exists p xs

fun filter p [] = []
  | filter p (x :: xs) = if p x then x :: filter p xs else filter p xs

fun foldl f acc [] = acc
  | foldl f acc (x :: xs) = foldl f (f (x, acc)) xs

fun map f [] = []
  | map f (x :: xs) = f x :: map f xs

fun equal a b = a = b

fun member x xs = exists (equal x) xs

fun count p xs = foldl (fn (x, n) => if p x then n + 1 else n) 0 xs

fun insert (x, xs) = if member x xs then xs else x :: xs

val offsets = [(~1, ~1), (~1, 0), (~1, 1), (0, ~1), (0, 1), (1, ~1), (1, 0), (1, 1)]

fun wrap n = (n + side) mod side

fun neighbours (x, y) = map (fn (dx, dy) => (wrap (x + dx), wrap (y + dy))) offsets

fun step cells =
  let
    val candidates = foldl (fn (c, acc) => foldl insert acc (c :: neighbours c)) [] cells
    fun alive c =
      let val n = count (fn d => member d cells) (neighbours c)
      in n = 3 orelse (n = 2 andalso member c cells) end
  in
    filter alive candidates
  end

(* Insertion sort by (x, y), so that equal sets give equal lists. *)
fun precedes ((x1, y1), (x2, y2)) = x1 < x2 orelse (x1 = x2 andalso y1 < y2)

fun sortCells cells =
  let
    fun ins (c, []) = [c]
      | ins (c, d :: ds) = if precedes (c, d) then c :: d :: ds else d :: ins (c, ds)
  in
    foldl ins [] cells
  end

fun soup () =
  let
    fun fill (i, seed, acc) =
      if i = side * side then acc
      else
        let val s = (seed * 421 + 1663) mod 1048576
            val acc' = if (s div 64) mod 5 = 0 then (i div side, i mod side) :: acc else acc
        in fill (i + 1, s, acc') end
  in
    fill (0, 7, [])
  end

fun main () =
  let
    val gens = getSize ()
    fun run (0, cells, _, _, repeats) = (cells, repeats)
      | run (g, cells, prev1, prev2, repeats) =
          let val next = step cells
              val sorted = sortCells next
              val repeats' = if sorted = prev2 then repeats + 1 else repeats
          in run (g - 1, next, sorted, prev1, repeats') end
    val (cells, repeats) = run (gens, soup (), [], [], 0)
    val hash = foldl (fn ((x, y), h) => (h * 31 + x * side + y) mod 1000003) 0 (sortCells cells)
  in
    print (Int.toString (length cells) ^ " " ^ Int.toString hash ^ " " ^ Int.toString repeats ^ "\n")
  end
