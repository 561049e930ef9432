(* GENERAL (Basis Library "The General structure"): the top-level types,
   exceptions and values, as a structure. *)

signature GENERAL =
sig
  eqtype unit
  type exn
  exception Bind
  exception Match
  exception Chr
  exception Div
  exception Domain
  exception Fail of string
  exception Overflow
  exception Size
  exception Span
  exception Subscript
  val exnName : exn -> string
  val exnMessage : exn -> string
  datatype order = LESS | EQUAL | GREATER
  val ! : 'a ref -> 'a
  val := : 'a ref * 'a -> unit
  val o : ('b -> 'c) * ('a -> 'b) -> 'a -> 'c
  val before : 'a * unit -> 'a
  val ignore : 'a -> unit
end

(* The messagers MLton.Exn.addExnMessager adds (stdlib/basis/mlton.sml):
   exnMessage tries them, the most recently added first, before the
   runtime's message. *)
structure BasisExnMessagers =
struct
  val messagers : (exn -> string option) list ref = ref []
  fun add f = messagers := f :: !messagers
  fun message e =
    let fun try [] = exnMessage e
          | try (f :: fs) = case f e of SOME s => s | NONE => try fs
    in try (!messagers) end
end

structure General : GENERAL =
struct
  type unit = unit
  type exn = exn
  exception Bind = Bind
  exception Match = Match
  exception Chr = Chr
  exception Div = Div
  exception Domain = Domain
  exception Fail = Fail
  exception Overflow = Overflow
  exception Size = Size
  exception Span = Span
  exception Subscript = Subscript
  val exnName = exnName
  val exnMessage = BasisExnMessagers.message
  datatype order = datatype order
  val ! = !
  val op := = op :=
  val op o = op o
  val op before = op before
  val ignore = ignore
end

val exnMessage = General.exnMessage

(* The most elements of a vector or array and the most chars of a string
   (String.maxSize, Vector.maxLen, ...): a power of two below the runtime's
   length limit (LD_MAX_LEN, runtime/ldriver_rt.h). *)
structure BasisLimits =
struct
  val maxLen = 1099511627776
end
