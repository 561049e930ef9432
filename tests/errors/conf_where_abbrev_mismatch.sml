(* expect: where type k = string realizes key, so a structure with key = int does not match *)
signature KEYED = sig type key  type k = key  val less : k * k -> bool end
structure S : KEYED where type k = string = struct
  type key = int
  type k = key
  fun less (a : int, b) = a < b
end
