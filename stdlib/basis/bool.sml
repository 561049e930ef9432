(* BOOL (Basis Library "The Bool structure"). *)

signature BOOL =
sig
  (* The Definition forbids specifying true and false (section 3.5), so
     bool is specified as the pervasive type. *)
  type bool = bool
  val not : bool -> bool
  val toString : bool -> string
  val scan : (char, 'a) StringCvt.reader -> (bool, 'a) StringCvt.reader
  val fromString : string -> bool option
end

structure Bool : BOOL =
struct
  datatype bool = datatype bool
  val not = not
  fun toString true = "true"
    | toString false = "false"
  (* after white space, the longest prefix "true" or "false", in any case *)
  fun scan getc src =
    let
      val src = StringCvt.skipWS getc src
      (* Char.toLower; Char comes later in the Basis *)
      fun lower c = if #"A" <= c andalso c <= #"Z" then chr (ord c + 32) else c
      fun word ([], s) = SOME s
        | word (c :: cs, s) =
            (case getc s of
               SOME (c', s') => if c = lower c' then word (cs, s') else NONE
             | NONE => NONE)
    in
      case word (explode "true", src) of
        SOME s => SOME (true, s)
      | NONE =>
          (case word (explode "false", src) of
             SOME s => SOME (false, s)
           | NONE => NONE)
    end
  val fromString = StringCvt.scanString scan
end
