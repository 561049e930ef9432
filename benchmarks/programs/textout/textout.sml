(* Benchmark textout: TextIO.output of many short lines to stdout, each built
   with String.concat, ^ and Int.toString (benchmarks/run.py sends stdout to a
   file and keeps only the last line).  Problem size: number of lines.
   Checksum (last line): total characters written, mod 1000003. *)
val defaultSize = 4000000
fun getSize () = BenchSize.get defaultSize

fun main () =
  let val n = getSize ()
      fun loop (i, total) =
        if i = n then total
        else
          let val line = String.concat ["line ", Int.toString i, ": value=", Int.toString ((i mod 100003) * 7919 mod 100003),
                                        " ratio=", Int.toString (i mod 17), "/17"] ^ "\n"
          in TextIO.output (TextIO.stdOut, line);
             loop (i + 1, (total + String.size line) mod 1000003)
          end
      val total = loop (0, 0)
  in TextIO.output (TextIO.stdOut, "textout " ^ Int.toString n ^ " chars " ^ Int.toString total ^ "\n");
     TextIO.flushOut TextIO.stdOut
  end
