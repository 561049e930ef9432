(* §5.7 (local strdec1 in strdec2 end): structures and values declared
   between local and in are visible only in the body; the body's
   structures are exported. *)
local
  structure Helper = struct fun sq x = x * x val secret = 7 end
in
  structure Pub = struct val nine = Helper.sq 3 val s = Helper.secret end
  val top = Helper.sq 4
end
structure Q = struct
  local val hidden = 10 in val shown = hidden + 1 end
end
val () = print (Int.toString Pub.nine ^ " " ^ Int.toString Pub.s ^ " "
                ^ Int.toString top ^ " " ^ Int.toString Q.shown ^ "\n")
