fun println s = print (s ^ "\n")
(* Functor arguments whose datatypes differ in representation from the
   specification, through nested functor applications: a functor applied
   inside another's body to a structure built from the outer parameter, a
   functor returning a functor's application, datatypes in substructures,
   datatype specifications shared across substructures, and the body's
   constructors seen through ascription inside the body. *)
signature KEY = sig
  type key
  datatype entry = Entry of key * int | Empty
  val name : key -> string
end
signature TABLE = sig
  structure K : KEY
  datatype tree = Leaf | Node of tree * K.entry * tree
  val insert : K.key * int * tree -> tree
  val toList : tree -> K.entry list
end

functor Table (K : KEY) : TABLE = struct
  structure K = K
  datatype tree = Leaf | Node of tree * K.entry * tree
  fun insert (k, v, Leaf) = Node (Leaf, K.Entry (k, v), Leaf)
    | insert (k, v, t as Node (l, e, r)) =
        (case e of
           K.Entry (k', _) => if K.name k < K.name k' then Node (insert (k, v, l), e, r)
                              else Node (l, e, insert (k, v, r))
         | K.Empty => t)
  fun toList Leaf = []
    | toList (Node (l, e, r)) = toList l @ [e] @ toList r
end

(* A functor whose body applies another functor to a structure made from its
   own parameter: the inner application's constructor functions are built
   from the outer parameter's abstract constructors. *)
functor Report (K : KEY) = struct
  structure T = Table (struct
                         type key = K.key
                         datatype entry = datatype K.entry
                         val name = K.name
                       end)
  fun show [] = ""
    | show (K.Entry (k, v) :: rest) = K.name k ^ "=" ^ Int.toString v ^ " " ^ show rest
    | show (K.Empty :: rest) = "_ " ^ show rest
  fun run keys =
    let fun go ([], _, t) = t
          | go (k :: ks, i, t) = go (ks, i + 1, T.insert (k, i, t))
    in println (show (T.toList (go (keys, 1, T.Leaf)))) end
end

structure RealKey = struct
  type key = real
  datatype entry = Entry of key * int | Empty
  fun name r = Int.toString (floor r) ^ "." ^ Int.toString (floor (r * 10.0) mod 10)
end
structure PairKey = struct
  type key = string * real
  datatype entry = Entry of key * int | Empty
  fun name (s, r) = s ^ Int.toString (floor r)
end
structure FnKey = struct
  type key = {label : string, f : real -> real}
  datatype entry = Entry of key * int | Empty
  fun name {label, f} = label ^ Int.toString (floor (f 2.0))
end

structure R1 = Report (RealKey)
val _ = R1.run [2.5, 1.5, 3.5]
structure R2 = Report (PairKey)
val _ = R2.run [("b", 1.0), ("a", 9.0), ("c", 0.5)]
structure R3 = Report (FnKey)
val _ = R3.run [{label = "sq", f = fn x => x * x}, {label = "id", f = fn x => x}]

(* The table's values, built inside two functor bodies, matched outside. *)
structure T1 = Table (RealKey)
val t = T1.insert (0.5, 5, T1.insert (4.5, 45, T1.Leaf))
val _ = case T1.toList t of [RealKey.Entry (a, x), RealKey.Entry (b, y)] =>
                                println (Int.toString (floor (a * 10.0 + b) + x + y))
                            | _ => println "wrong"

(* Sharing between the datatype specifications of two substructures, with
   an abstract type in the constructors. *)
signature TWO = sig
  structure A : KEY
  structure B : KEY
  sharing A = B
end
functor Swap (X : TWO) = struct
  fun swap (X.A.Entry (k, n)) = X.B.Entry (k, n + 1) | swap X.A.Empty = X.B.Empty
  fun value (X.B.Entry (_, n)) = n | value X.B.Empty = 0
end
structure S = Swap (struct structure A = RealKey structure B = RealKey end)
val _ = println (Int.toString (S.value (S.swap (RealKey.Entry (1.0, 41)))))

(* A functor applied inside another functor's body, to a datatype that
   mentions the outer parameter's abstract type. *)
signature BOXES = sig
  structure K : KEY
  datatype box = Box of K.key * K.key | NoBox
end
functor Inner (B : BOXES) = struct
  fun first (B.Box (a, _)) = B.K.name a | first B.NoBox = "none"
  fun make k = B.Box (k, k)
end
functor Outer (K : KEY) = struct
  structure I = Inner (struct structure K = K  datatype box = Box of K.key * K.key | NoBox end)
  fun test k = I.first (I.make k)
end
structure O = Outer (RealKey)
val _ = println (O.test 7.25)
structure I2 = Inner (struct structure K = PairKey  datatype box = Box of K.key * K.key | NoBox end)
val _ = println (I2.first (I2.make ("i", 2.0)))

(* Constructors of the parameter seen as values through ascription inside
   the body, and an opaque result. *)
functor View (K : KEY) :> sig type t  val make : K.key -> t  val get : t -> string end = struct
  structure V : sig val Entry : K.key * int -> K.entry  val Empty : K.entry end = K
  type t = K.entry list
  fun make k = [V.Entry (k, 1), V.Empty]
  fun get [K.Entry (k, n), K.Empty] = K.name k ^ "#" ^ Int.toString n | get _ = "?"
end
structure V = View (PairKey)
val _ = println (V.get (V.make ("v", 3.75)))
structure FnKey1 = struct
  type key = real -> real
  datatype entry = Entry of key | Empty
  fun name f = Int.toString (floor (f 2.0))
end
signature KEY1 = sig type key datatype entry = Entry of key | Empty val name : key -> string end
functor View1 (K : KEY1) :> sig type t  val make : K.key -> t  val get : t -> string end = struct
  structure V : sig val Entry : K.key -> K.entry  val Empty : K.entry end = K
  type t = K.entry list
  fun make k = [V.Entry k, V.Empty]
  fun get [K.Entry k, K.Empty] = K.name k | get _ = "?"
end
structure V1 = View1 (FnKey1)
val _ = println (V1.get (V1.make (fn x => x * 3.0)))

(* Opaque ascription of the parameter inside the body: the copies of its
   constructors keep the argument's representation. *)
signature KEY2 = sig type key datatype entry = Entry of key | Empty val name : key -> string val default : entry end
functor Opaque (K : KEY2) = struct
  structure O :> KEY2 = K
  fun show (O.Entry k) = O.name k | show O.Empty = "empty"
  val d = show O.default
  val e = case O.default of O.Entry k => show (O.Entry k) | O.Empty => "none"
end
structure RK = struct type key = real datatype entry = Entry of key | Empty
  fun name r = Int.toString (floor (r * 10.0)) val default = Entry 2.5 end
structure OR = Opaque (RK)
val _ = println (OR.d ^ " " ^ OR.e)
structure PK = struct type key = int * int datatype entry = Entry of key | Empty
  fun name (a, b) = Int.toString (a * 10 + b) val default = Entry (4, 2) end
structure OP = Opaque (PK)
val _ = println (OP.d ^ " " ^ OP.e)
