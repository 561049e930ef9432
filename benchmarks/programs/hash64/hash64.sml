(* Benchmark hash64: 64-bit hashing with Word64 over bytes packed with
   PackWord32Big. A 4096-byte Word8Array is refilled each round with 32-bit
   big-endian words (PackWord32Big.update) derived from the running hash,
   then hashed byte by byte with FNV-1a (Word64 xorb and times), every word read
   back with PackWord32Big.subArr is folded in, and the round's hash goes
   through a 64-bit finalizer (shifts, xors, multiplications by 64-bit
   constants beyond 2^63).
   Problem size: number of rounds. Checksum: the final hash in hex and the
   sum of the words' low 16 bits mod 1000003. *)
val defaultSize = 10000
fun getSize () = BenchSize.get defaultSize

val bytes = 4096
val prime : Word64.word = 0w1099511628211
val offset : Word64.word = 0wxcbf29ce484222325

fun fmix (h : Word64.word) =
  let val h = Word64.xorb (h, Word64.>> (h, 0w33))
      val h = Word64.* (h, 0wxff51afd7ed558ccd)
      val h = Word64.xorb (h, Word64.>> (h, 0w33))
      val h = Word64.* (h, 0wxc4ceb9fe1a85ec53)
  in Word64.xorb (h, Word64.>> (h, 0w33)) end

fun fill (buf, h) =
  let fun loop (i, h) =
        if i = bytes div 4 then ()
        else
          let val h = fmix (Word64.+ (h, Word64.fromInt i))
          in PackWord32Big.update (buf, i, LargeWord.fromInt (Word64.toInt (Word64.andb (h, 0wxFFFFFFF))));
             loop (i + 1, h)
          end
  in loop (0, h) end

fun fnv (buf, h) =
  let fun loop (i, h) =
        if i = bytes then h
        else loop (i + 1, Word64.* (Word64.xorb (h, Word64.fromInt (Word8.toInt (Word8Array.sub (buf, i)))), prime))
  in loop (0, h) end

fun words (buf, acc) =
  let fun loop (i, acc) =
        if i = bytes div 4 then acc
        else loop (i + 1, (acc + LargeWord.toInt (LargeWord.andb (PackWord32Big.subArr (buf, i), 0wxFFFF))) mod 1000003)
  in loop (0, acc) end

fun main () =
  let val n = getSize ()
      val buf = Word8Array.array (bytes, 0w0)
      fun round (r, h, acc) =
        if r = n then (h, acc)
        else
          let val () = fill (buf, h)
              val h = fmix (fnv (buf, Word64.xorb (h, offset)))
          in round (r + 1, h, words (buf, acc)) end
      val (h, acc) = round (0, offset, 0)
  in print (Word64.toString h ^ " " ^ Int.toString acc ^ "\n") end
