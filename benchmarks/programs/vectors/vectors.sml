(* Benchmark vectors: building polymorphic vectors with the Basis, the way
   functional code does -- many 64-element blocks made by Vector.tabulate
   and joined with Vector.concat, a vector built element by element in
   reverse (Vector.fromList (rev ...)), Vector.map/mapi over the result,
   Array.vector of a filled array, and VectorSlice.concat of windows.
   Problem size: number of rounds.  Checksum: sums (mod 1000003) of the
   elements of everything built. *)
val defaultSize = 1500

fun getSize () = BenchSize.get defaultSize

fun sumMod v = Vector.foldl (fn (x, s) => (s + x) mod 1000003) 0 v

fun round r =
  let
    val blocks = List.tabulate (64, fn b => Vector.tabulate (64, fn i => (r + b * 64 + i) mod 1000))
    val joined = Vector.concat blocks
    val reversed =
      let fun build (i, acc) = if i = Vector.length joined then acc
                               else build (i + 1, Vector.sub (joined, i) :: acc)
      in Vector.fromList (rev (build (0, []))) end
    val squares = Vector.map (fn x => x * x mod 1009) reversed
    val indexed = Vector.mapi (fn (i, x) => (i + x) mod 997) squares
    val arr = Array.tabulate (1024, fn i => Vector.sub (indexed, i * 4))
    val fromArr = Array.vector arr
    val windows = List.tabulate (32, fn w => VectorSlice.slice (indexed, w * 128, SOME 64))
    val windowed = VectorSlice.concat windows
  in
    (sumMod joined + sumMod reversed + sumMod squares + sumMod indexed + sumMod fromArr
     + sumMod windowed) mod 1000003
  end

fun main () =
  let
    val n = getSize ()
    fun loop (r, acc) = if r = n then acc else loop (r + 1, (acc + round r) mod 1000003)
  in
    print ("vectors " ^ Int.toString n ^ " " ^ Int.toString (loop (0, 0)) ^ "\n")
  end
