structure Stream :> STREAM = struct
  datatype 'a cell = Forced of 'a * 'a stream | Delayed of unit -> 'a
  withtype 'a stream = 'a cell ref
  fun streamify f = ref (Delayed f)
  fun get (s as ref (Forced (x, rest))) = (x, rest)
    | get (s as ref (Delayed f)) =
        let val x = f () val rest = ref (Delayed f) in s := Forced (x, rest); (x, rest) end
end
