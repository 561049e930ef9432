(* Benchmark exceptions: exceptions as control flow.  (1) A backtracking
   solver for the N-queens-like "non-attacking kings and knights" placement
   that signals dead ends by raising Backtrack through several frames;
   (2) early exit from List.foldl / Array.app with an exception carrying the
   answer; (3) array bounds found by catching Subscript; (4) Option.valOf of
   NONE caught as Option; (5) a handler per loop iteration that usually does
   not fire.  Problem size: rounds of (2)-(5) over 1000-element data plus the
   board side of (1) fixed at 11.  Checksum: solutions and counters mod 1000003. *)
val defaultSize = 200000
fun getSize () = BenchSize.get defaultSize

exception Backtrack
exception Found of int
exception Stop

(* (1) count placements of one piece per row on a board, no two attacking as
   kings or knights, using Backtrack to undo *)
fun placements side =
  let
    val cols = Array.array (side, ~1)
    val count = ref 0
    fun ok (row, col) =
      let fun check r =
            if r = row then ()
            else let val c = Array.sub (cols, r)
                     val dr = row - r
                     val dc = abs (col - c)
                 in if c = col orelse (dr = 1 andalso dc <= 1) orelse (dr = 1 andalso dc = 2)
                       orelse (dr = 2 andalso dc = 1)
                    then raise Backtrack else check (r + 1)
                 end
      in check 0 end
    fun place row =
      if row = side then (count := !count + 1; raise Backtrack)
      else
        let fun try col =
              if col = side then raise Backtrack
              else ((ok (row, col); Array.update (cols, row, col); place (row + 1))
                    handle Backtrack => try (col + 1))
        in try 0 end
  in (place 0 handle Backtrack => ()); !count end

fun firstOver (limit, xs) =
  (List.foldl (fn (x, acc) => if acc + x > limit then raise Found x else acc + x) 0 xs; ~1)
  handle Found x => x

fun arrayLength a =
  let fun probe i = (Array.sub (a, i); probe (i + 1)) handle Subscript => i
  in probe 0 end

fun findIndex (p, a) =
  (Array.appi (fn (i, x) => if p x then raise Found i else ()) a; NONE)
  handle Found i => SOME i

fun main () =
  let val rounds = getSize ()
      val sols = placements 11
      val data = List.tabulate (1000, fn i => (i * 7) mod 13)
      val arr = Array.fromList data
      fun round (k, acc) =
        if k = rounds then acc
        else
          let val a = firstOver (k mod 5000 + 100, data)
              val b = if k mod 50 = 0 then arrayLength arr else 0
              val c = case findIndex (fn x => x = k mod 13, arr) of SOME i => i | NONE => ~1
              val d = (valOf (if k mod 3 = 0 then NONE else SOME k)) handle Option => ~k
              val e = List.foldl (fn (x, s) => (if x = k mod 13 then raise Stop else s + x) handle Stop => s + k mod 100) 0 data
          in round (k + 1, (acc + a + b + c + d + e) mod 1000003) end
  in print ("exceptions " ^ Int.toString rounds ^ " placements " ^ Int.toString sols
            ^ " sum " ^ Int.toString (round (0, 0)) ^ "\n") end
