signature VECTOR =
sig
  type elem
  type vec
  val make : elem * elem * elem -> vec
  val add : vec * vec -> vec
  val scale : elem * vec -> vec
  val dot : vec * vec -> elem
  val zero : vec
end
