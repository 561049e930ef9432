(* Benchmark matmul: dense real matrix multiplication with Array2 (row-major
   Array2.sub / Array2.update, naive i-k-j triple loop), C = A * B repeated
   three times (C becomes the next A).  Entries are small integers, so every
   sum is exact in double precision.  Problem size: matrix side.
   Checksum: trace and a weighted sum of C, mod 1000003. *)
val defaultSize = 300
fun getSize () = BenchSize.get defaultSize

fun multiply (a, b, n) =
  let val c = Array2.array (n, n, 0.0)
      fun iLoop i =
        if i = n then ()
        else
          let fun kLoop k =
                if k = n then ()
                else
                  let val aik = Array2.sub (a, i, k)
                      fun jLoop j =
                        if j = n then ()
                        else (Array2.update (c, i, j, Array2.sub (c, i, j) + aik * Array2.sub (b, k, j));
                              jLoop (j + 1))
                  in jLoop 0; kLoop (k + 1) end
          in kLoop 0; iLoop (i + 1) end
  in iLoop 0; c end

(* keep the entries small so the next product stays exact *)
fun reduce (m, n) =
  Array2.tabulate Array2.RowMajor (n, n, fn (i, j) => real (floor (Array2.sub (m, i, j)) mod 7 - 3))

fun main () =
  let val n = getSize ()
      val a = Array2.tabulate Array2.RowMajor (n, n, fn (i, j) => real ((i * 3 + j * 5) mod 7 - 3))
      val b = Array2.tabulate Array2.RowMajor (n, n, fn (i, j) => real ((i * 2 + j) mod 5 - 2))
      fun rounds (0, a) = a
        | rounds (k, a) = let val c = multiply (a, b, n) in rounds (k - 1, if k = 1 then c else reduce (c, n)) end
      val c = rounds (3, a)
      fun tr (i, acc) = if i = n then acc else tr (i + 1, (acc + floor (Array2.sub (c, i, i))) mod 1000003)
      val sum = Array2.foldi Array2.RowMajor
                  (fn (i, j, x, acc) => (acc + (floor x mod 1009) * ((i + 2 * j) mod 13 + 1)) mod 1000003)
                  0 {base = c, row = 0, col = 0, nrows = NONE, ncols = NONE}
  in print ("matmul " ^ Int.toString n ^ " trace " ^ Int.toString (tr (0, 0)) ^ " sum " ^ Int.toString sum ^ "\n") end
