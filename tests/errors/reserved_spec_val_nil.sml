signature S = sig
  val nil : unit
end
