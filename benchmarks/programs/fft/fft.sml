(* Benchmark fft: iterative radix-2 Cooley-Tukey FFT (bit-reversal permutation,
   butterflies with twiddles from Math.cos/Math.sin) on real and imaginary
   parts in two Real arrays; a forward and an inverse transform of 2^16
   points, repeated.  Problem size: number of forward+inverse round trips.
   Checksum: a spectrum value and the round-trip error, printed with
   Real.fmt (SCI 3) after rounding to 1E~9 resolution. *)
val defaultSize = 40
fun getSize () = BenchSize.get defaultSize

val logn = 16
val n = 65536
val pi = 3.141592653589793

fun bitReverse (re, im) =
  let fun rev (i, j) =
        if i = n then ()
        else
          let val () = if i < j then
                         let val tr = Array.sub (re, i) val ti = Array.sub (im, i)
                         in Array.update (re, i, Array.sub (re, j)); Array.update (im, i, Array.sub (im, j));
                            Array.update (re, j, tr); Array.update (im, j, ti) end
                       else ()
              fun carry (m, j) = if m >= 1 andalso j >= m then carry (m div 2, j - m) else j + m
          in rev (i + 1, carry (n div 2, j)) end
  in rev (0, 0) end

fun transform (re, im, sign) =
  let
    val () = bitReverse (re, im)
    fun stages len =
      if len > n then ()
      else
        let val half = len div 2
            val ang = sign * 2.0 * pi / real len
            fun butterflies k =
              if k = half then ()
              else
                let val wr = Math.cos (ang * real k)
                    val wi = Math.sin (ang * real k)
                    fun groups s =
                      if s >= n then ()
                      else
                        let val i = s + k
                            val j = i + half
                            val xr = Array.sub (re, j) val xi = Array.sub (im, j)
                            val tr = wr * xr - wi * xi
                            val ti = wr * xi + wi * xr
                            val ur = Array.sub (re, i) val ui = Array.sub (im, i)
                        in Array.update (re, i, ur + tr); Array.update (im, i, ui + ti);
                           Array.update (re, j, ur - tr); Array.update (im, j, ui - ti);
                           groups (s + len)
                        end
                in groups 0; butterflies (k + 1) end
        in butterflies 0; stages (len * 2) end
  in stages 2 end

fun main () =
  let val rounds = getSize ()
      val re = Array.tabulate (n, fn i => real ((i * 37) mod 101) / 100.0 - 0.5)
      val im = Array.tabulate (n, fn i => real ((i * 11) mod 53) / 50.0 - 0.5)
      val re0 = Array.tabulate (n, fn i => Array.sub (re, i))
      val spectrum = ref 0.0
      fun loop 0 = ()
        | loop k =
            (transform (re, im, ~1.0);
             spectrum := Array.sub (re, 1) + Array.sub (im, 3);
             transform (re, im, 1.0);
             Array.modify (fn x => x / real n) re;
             Array.modify (fn x => x / real n) im;
             loop (k - 1))
      val () = loop rounds
      val err = Array.foldli (fn (i, x, m) => Real.max (m, Real.abs (x - Array.sub (re0, i)))) 0.0 re
      fun q x = real (Real.round (x * 1E3)) / 1E3
  in print ("fft " ^ Int.toString rounds ^ " spectrum " ^ Real.fmt (StringCvt.FIX (SOME 3)) (q (!spectrum))
            ^ " error<1e-9 " ^ Bool.toString (err < 1E~9) ^ "\n") end
