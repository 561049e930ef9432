(* Benchmark streamread: reading through TextIO.StreamIO's functional
   streams. The program writes a file of size lines of numbers and words
   (about 40 characters each) to the path given as the second argument
   (default: OS.FileSys.tmpName ()), then reads it with
   TextIO.getInstream and TextIO.StreamIO.input1 character by character,
   a hand-written tokenizer summing the numbers and counting the words;
   every 1000th line it also keeps the stream value of the line's start and
   reads that line again with TextIO.StreamIO.inputLine (the functional
   stream can be read twice). Then the file is removed.
   Problem size: number of lines. Checksum: tokens, number sum and the
   re-read lines' lengths, mod 1000003. *)
val defaultSize = 1000000
fun getSize () = BenchSize.get defaultSize

structure S = TextIO.StreamIO

fun main () =
  let val n = getSize ()
      val path = case CommandLine.arguments () of _ :: p :: _ => p | _ => OS.FileSys.tmpName ()
      val out = TextIO.openOut path
      fun write i =
        if i = n then ()
        else (TextIO.output (out, String.concat [Int.toString (i mod 9973), " alpha ", Int.toString (i * 7 mod 100003),
                                                " beta gamma ", Int.toString (i mod 17), "\n"]);
              write (i + 1))
      val () = write 0
      val () = TextIO.closeOut out
      val inp = TextIO.openIn path
      (* tokens, sum of numbers, re-read line lengths, lines *)
      fun scan (f, num, inNum, inWord, tokens, sum, again, line) =
        case S.input1 f of
          NONE => (tokens + (if inNum orelse inWord then 1 else 0), (sum + num) mod 1000003, again)
        | SOME (c, f') =>
            if Char.isDigit c then scan (f', (num * 10 + ord c - 48) mod 1000003, true, inWord, tokens, sum, again, line)
            else if Char.isAlpha c then scan (f', num, inNum, true, tokens, sum, again, line)
            else
              let val tokens = tokens + (if inNum orelse inWord then 1 else 0)
                  val sum = (sum + num) mod 1000003
              in if c = #"\n" then
                   let val line = line + 1
                       val again = if line mod 1000 = 0
                                   then case S.inputLine f' of
                                          SOME (l, _) => (again + size l) mod 1000003
                                        | NONE => again
                                   else again
                   in scan (f', 0, false, false, tokens, sum, again, line) end
                 else scan (f', 0, false, false, tokens, sum, again, line)
              end
      val (tokens, sum, again) = scan (TextIO.getInstream inp, 0, false, false, 0, 0, 0, 0)
      val () = TextIO.closeIn inp
      val () = OS.FileSys.remove path
  in print ("streamread " ^ Int.toString n ^ " tokens " ^ Int.toString (tokens mod 1000003) ^ " sum " ^ Int.toString sum
            ^ " again " ^ Int.toString again ^ "\n") end
