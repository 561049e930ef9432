(* Benchmark word32: Word32 arithmetic as a pseudo-random generator and a
   checksum use it. A xorshift generator (xorb, <<, >>) and a linear
   congruential one (multiply, add) fill a Word8Array with bytes, which are then
   folded into an Adler-style checksum and a rotate-and-multiply hash, all
   in Word32 (wrapping modulo 2^32).
   Problem size: number of rounds over a 65536-byte buffer. Checksum: the
   final generator states and both checksums in hex. *)
val defaultSize = 200
fun getSize () = BenchSize.get defaultSize

val bytes = 65536

fun xorshift (x : Word32.word) =
  let val x = Word32.xorb (x, Word32.<< (x, 0w13))
      val x = Word32.xorb (x, Word32.>> (x, 0w17))
  in Word32.xorb (x, Word32.<< (x, 0w5)) end

fun lcg (x : Word32.word) = x * 0w1664525 + 0w1013904223

fun fill (buf, a, b) =
  let fun loop (i, a, b) =
        if i = bytes then (a, b)
        else
          let val a = xorshift a
              val b = lcg b
              val byte = Word32.andb (Word32.xorb (a, Word32.>> (b, 0w24)), 0wxFF)
          in Word8Array.update (buf, i, Word8.fromLarge (Word32.toLarge byte));
             loop (i + 1, a, b)
          end
  in loop (0, a, b) end

fun checksums (buf, s1, s2, h) =
  let fun loop (i, s1, s2, h) =
        if i = bytes then (s1, s2, h)
        else
          let val c = Word32.fromLarge (Word8.toLarge (Word8Array.sub (buf, i)))
              val s1 = Word32.mod (s1 + c, 0w65521)
              val s2 = Word32.mod (s2 + s1, 0w65521)
              val h = Word32.xorb (h, c) * 0w16777619
              val h = Word32.orb (Word32.<< (h, 0w5), Word32.>> (h, 0w27))
          in loop (i + 1, s1, s2, h) end
  in loop (0, s1, s2, h) end

fun main () =
  let
    val n = getSize ()
    val buf = Word8Array.array (bytes, 0w0)
    fun round (0, a, b, s1, s2, h) = (a, b, s1, s2, h)
      | round (k, a, b, s1, s2, h) =
          let val (a, b) = fill (buf, a, b)
              val (s1, s2, h) = checksums (buf, s1, s2, h)
          in round (k - 1, a, b, s1, s2, h) end
    val (a, b, s1, s2, h) = round (n, 0w2463534242, 0w1, 0w1, 0w0, 0wx811C9DC5)
  in
    print (String.concatWith " " (map Word32.toString [a, b, Word32.orb (Word32.<< (s2, 0w16), s1), h]) ^ "\n")
  end
