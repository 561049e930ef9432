(* The problem size of a benchmark: the first command-line argument, else the
   program's default (benchmarks/run.py passes the same size to every
   implementation, so no compiler can fold the work away). *)
structure BenchSize =
struct
  fun get (default : int) : int =
    case CommandLine.arguments () of
        a :: _ => (case Int.fromString a of SOME n => n | NONE => default)
      | [] => default
end
