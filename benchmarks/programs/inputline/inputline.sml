(* Benchmark inputline: TextIO.inputLine over a large file.  The program first
   writes the file (size lines of about 50 characters with TextIO.output; the
   default size gives about 100 MB) to the path given as the second argument
   (default: OS.FileSys.tmpName ()), then reads it back line by line with
   TextIO.inputLine, summing the line lengths and one field parsed with
   Int.fromString, and removes it.  Both phases are timed.
   Problem size: number of lines.  Checksum: lines read, characters and the
   field sum, mod 1000003. *)
val defaultSize = 2000000
fun getSize () = BenchSize.get defaultSize

fun main () =
  let val n = getSize ()
      val path = case CommandLine.arguments () of _ :: p :: _ => p | _ => OS.FileSys.tmpName ()
      val out = TextIO.openOut path
      fun write i =
        if i = n then ()
        else (TextIO.output (out, String.concat [Int.toString (i mod 99991), " the quick brown fox ",
                                                Int.toString i, " jumps over the dog\n"]);
              write (i + 1))
      val () = write 0
      val () = TextIO.closeOut out
      val inp = TextIO.openIn path
      fun read (lines, chars, sum) =
        case TextIO.inputLine inp of
            NONE => (lines, chars, sum)
          | SOME line =>
              let val field = case Int.fromString line of SOME v => v | NONE => 0
              in read (lines + 1, (chars + String.size line) mod 1000003, (sum + field) mod 1000003) end
      val (lines, chars, sum) = read (0, 0, 0)
      val () = TextIO.closeIn inp
      val () = OS.FileSys.remove path
  in print ("inputline " ^ Int.toString n ^ " lines " ^ Int.toString lines ^ " chars " ^ Int.toString chars
            ^ " sum " ^ Int.toString sum ^ "\n") end
