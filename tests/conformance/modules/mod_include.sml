(* §5.7 (include spec) and Appendix A (include sigid1 ... sigidn):
   included specifications become part of the including signature. *)
signature HAS_T = sig type t val x : t end
signature HAS_SHOW = sig type s val show : s -> string end
signature BOTH = sig
  include HAS_T
  val succ : t -> t
end
signature ALL = sig include HAS_T HAS_SHOW sharing type t = s end
structure A : BOTH = struct type t = int val x = 1 fun succ n = n + 1 end
structure B :> ALL = struct
  type t = string type s = string
  val x = "b"
  fun show v = "<" ^ v ^ ">"
end
val () = print (Int.toString (A.succ A.x) ^ " " ^ B.show B.x ^ "\n")
