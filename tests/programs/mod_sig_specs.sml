(* Named signatures with every kind of specification: type (abstract and manifest), eqtype, datatype, datatype replication, exception (with and without argument), val, structure specs (named and inline signatures), include of a named signature, and a signature used for several structures. *)

fun println s = print (s ^ "\n")
fun printInt n = println (Int.toString n)
datatype dir = North | East | South | West

signature BASIC = sig
  type t
  val make : int -> t
  val get : t -> int
end

signature FULL = sig
  include BASIC
  eqtype key
  type name = string
  datatype 'a entry = Entry of key * 'a | Missing
  datatype dir = datatype dir
  exception NotFound of key
  exception Oops
  val lookup : key -> (key * 'a) list -> 'a entry
  val keyOf : int -> key
  val keyName : key -> name
  val turn : dir -> dir
  structure Sub : BASIC
  structure Inline : sig val k : int type u = int * int val swap : u -> u end
end

structure Full : FULL = struct
  type t = int
  fun make n = n * 2
  fun get n = n div 2
  type key = int
  type name = string
  datatype 'a entry = Entry of key * 'a | Missing
  datatype dir = datatype dir
  exception NotFound of key
  exception Oops
  fun lookup k [] = Missing
    | lookup k ((k', v) :: rest) = if k = k' then Entry (k, v) else lookup k rest
  fun keyOf n = n
  fun keyName k = "#" ^ Int.toString k
  fun turn North = East | turn East = South | turn South = West | turn West = North
  structure Sub = struct
    type t = string
    fun upto 0 = [] | upto n = n :: upto (n - 1)
    fun make n = implode (map (fn _ => #"*") (upto n))
    fun get s = size s
  end
  structure Inline = struct val k = 7 type u = int * int fun swap (a, b) = (b, a) val extra = 0 end
end

val _ = printInt (Full.get (Full.make 21))
(* transparent ascription: Full.t is still known to be int *)
val _ = printInt (Full.make 5 + 1)
val tbl = [(Full.keyOf 1, "one"), (Full.keyOf 2, "two")]
fun show (Full.Entry (k, v)) = Full.keyName k ^ " -> " ^ v
  | show Full.Missing = "missing"
val _ = println (show (Full.lookup (Full.keyOf 2) tbl))
val _ = println (show (Full.lookup (Full.keyOf 3) tbl))
(* key is an eqtype, so = works on it *)
val _ = println (if Full.keyOf 5 = Full.keyOf 5 then "eq" else "neq")
(* name is manifest: a string *)
val nm : Full.name = "plain " ^ "string"
val _ = println nm
(* datatype replication: Full.dir is the top-level dir *)
fun dirName North = "N" | dirName East = "E" | dirName South = "S" | dirName West = "W"
val _ = println (concat (map (dirName o Full.turn) [North, East, Full.South, Full.West]))
val d : dir = Full.North
val _ = println (dirName d)
(* exceptions from the signature *)
val _ = (raise Full.NotFound (Full.keyOf 9)) handle Full.NotFound k => println ("not found " ^ Full.keyName k)
val _ = (raise Full.Oops) handle Full.NotFound _ => println "wrong" | Full.Oops => println "oops"
(* substructures *)
val s = Full.Sub.make 4
val _ = printInt (Full.Sub.get s)
val _ = printInt Full.Inline.k
val sw : Full.Inline.u = Full.Inline.swap (1, 2)
val _ = printInt (#1 sw * 10 + #2 sw)

(* the same signature for another structure *)
structure Other : BASIC = struct
  datatype t = Box of int
  fun make n = Box (n + 1)
  fun get (Box n) = n
end
val _ = printInt (Other.get (Other.make 1))

(* signature constraints on structure specs nest: a signature with a structure spec of a signature with a structure spec *)
signature OUTER = sig
  structure In : sig
    structure Deep : BASIC
    val depth : int
  end
end
structure O : OUTER = struct
  structure In = struct
    structure Deep = Other
    val depth = 2
  end
end
val _ = printInt (O.In.Deep.get (O.In.Deep.make O.In.depth))
