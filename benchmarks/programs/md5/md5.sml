(* Benchmark md5: MD5 (RFC 1321) in Word32, its message words read with
   PackWord32Little.subArr from a Word8Array. A 16384-byte buffer is hashed
   whole (64 rounds per 64-byte block: the F/G/H/I functions with andb, orb,
   xorb, notb, additions modulo 2^32 and rotations), the digest is written
   back into the buffer's first 16 bytes with PackWord32Little.update, and
   the next round hashes the changed buffer. Round 0 also hashes "abc"
   (900150983cd24fb0d6963f7d28e17f72) as a check of the implementation.
   Problem size: number of rounds. Checksum: the last digest in hex. *)
val defaultSize = 3000
fun getSize () = BenchSize.get defaultSize

val bytes = 16384

(* the per-round shift amounts and the sines' constants, floor (2^32 |sin (i + 1)|) *)
val shifts = Vector.fromList (List.map Word.fromInt
  [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21])
val sines : Word32.word vector = Vector.fromList
  [0wxd76aa478, 0wxe8c7b756, 0wx242070db, 0wxc1bdceee, 0wxf57c0faf, 0wx4787c62a, 0wxa8304613, 0wxfd469501,
   0wx698098d8, 0wx8b44f7af, 0wxffff5bb1, 0wx895cd7be, 0wx6b901122, 0wxfd987193, 0wxa679438e, 0wx49b40821,
   0wxf61e2562, 0wxc040b340, 0wx265e5a51, 0wxe9b6c7aa, 0wxd62f105d, 0wx02441453, 0wxd8a1e681, 0wxe7d3fbc8,
   0wx21e1cde6, 0wxc33707d6, 0wxf4d50d87, 0wx455a14ed, 0wxa9e3e905, 0wxfcefa3f8, 0wx676f02d9, 0wx8d2a4c8a,
   0wxfffa3942, 0wx8771f681, 0wx6d9d6122, 0wxfde5380c, 0wxa4beea44, 0wx4bdecfa9, 0wxf6bb4b60, 0wxbebfbc70,
   0wx289b7ec6, 0wxeaa127fa, 0wxd4ef3085, 0wx04881d05, 0wxd9d4d039, 0wxe6db99e5, 0wx1fa27cf8, 0wxc4ac5665,
   0wxf4292244, 0wx432aff97, 0wxab9423a7, 0wxfc93a039, 0wx655b59c3, 0wx8f0ccc92, 0wxffeff47d, 0wx85845dd1,
   0wx6fa87e4f, 0wxfe2ce6e0, 0wxa3014314, 0wx4e0811a1, 0wxf7537e82, 0wxbd3af235, 0wx2ad7d2bb, 0wxeb86d391]

fun rotl (x : Word32.word, k : word) = Word32.orb (Word32.<< (x, k), Word32.>> (x, 0w32 - k))

(* one 64-byte block at byte offset `off` of `buf` into the state (a, b, c, d) *)
fun block (buf, off, (a0, b0, c0, d0)) =
  let
    val base = off div 4
    fun m g = Word32.fromLarge (PackWord32Little.subArr (buf, base + g))
    fun step (i, a, b, c, d) =
      if i = 64 then (a, b, c, d)
      else
        let
          val (f, g) =
            if i < 16 then (Word32.orb (Word32.andb (b, c), Word32.andb (Word32.notb b, d)), i)
            else if i < 32 then (Word32.orb (Word32.andb (d, b), Word32.andb (Word32.notb d, c)), (5 * i + 1) mod 16)
            else if i < 48 then (Word32.xorb (b, Word32.xorb (c, d)), (3 * i + 5) mod 16)
            else (Word32.xorb (c, Word32.orb (b, Word32.notb d)), (7 * i) mod 16)
          val s = Vector.sub (shifts, 4 * (i div 16) + i mod 4)
          val f = f + a + Vector.sub (sines, i) + m g
        in step (i + 1, d, b + rotl (f, s), b, c) end
    val (a, b, c, d) = step (0, a0, b0, c0, d0)
  in (a0 + a, b0 + b, c0 + c, d0 + d) end

val initial : Word32.word * Word32.word * Word32.word * Word32.word =
  (0wx67452301, 0wxefcdab89, 0wx98badcfe, 0wx10325476)

(* `n` bytes from `fill` made an MD5 message: the bytes, a 1 bit, zeros, and
   the length in bits (64 bits, little-endian) *)
fun message (n, fill) =
  let
    val blocks = (n + 8) div 64 + 1
    val buf = Word8Array.array (64 * blocks, 0w0)
    fun copy i = if i = n then () else (Word8Array.update (buf, i, fill i); copy (i + 1))
  in
    copy 0;
    Word8Array.update (buf, n, 0wx80);
    PackWord32Little.update (buf, 16 * blocks - 2, Word32.toLarge (Word32.fromInt (8 * n)));
    (buf, blocks)
  end

fun md5 (buf, blocks) =
  let fun loop (k, st) = if k = blocks then st else loop (k + 1, block (buf, 64 * k, st))
  in loop (0, initial) end

fun hex (a, b, c, d) =
  let
    fun byte w = StringCvt.padLeft #"0" 2 (Word32.fmt StringCvt.HEX (Word32.andb (w, 0wxFF)))
    fun word w = String.concat (List.map (fn k => byte (Word32.>> (w, k))) [0w0, 0w8, 0w16, 0w24])
  in String.map Char.toLower (String.concat (List.map word [a, b, c, d])) end

fun main () =
  let
    val n = getSize ()
    val abc = md5 (message (3, fn i => Word8.fromInt (Char.ord (String.sub ("abc", i)))))
    val msg as (buf, _) = message (bytes, fn i => Word8.fromInt ((i * 7 + i div 256) mod 256))
    fun round (r, digest as (a, b, c, d)) =
      if r = n then digest
      else
        (PackWord32Little.update (buf, 0, Word32.toLarge a);
         PackWord32Little.update (buf, 1, Word32.toLarge b);
         PackWord32Little.update (buf, 2, Word32.toLarge c);
         PackWord32Little.update (buf, 3, Word32.toLarge d);
         round (r + 1, md5 msg))
  in
    print (hex abc ^ "\n");
    print (hex (round (0, md5 msg)) ^ "\n")
  end
