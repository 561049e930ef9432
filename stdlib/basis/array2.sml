(* ARRAY2 (Basis Library "The Array2 structure"): two-dimensional arrays,
   stored row by row in one Array. Regions name a rectangle of an array;
   the index functions pass indices of the whole array. *)

(* The traversal orders, one datatype for Array2 and the MONO_ARRAY2
   structures (RealArray2): a datatype specified in ARRAY2 would be a new
   type in each opaque ascription. *)
structure BasisTraversal = struct datatype traversal = RowMajor | ColMajor end

signature ARRAY2 =
sig
  eqtype 'a array
  type 'a region = {base : 'a array, row : int, col : int, nrows : int option, ncols : int option}
  datatype traversal = datatype BasisTraversal.traversal
  val array : int * int * 'a -> 'a array
  val fromList : 'a list list -> 'a array
  val tabulate : traversal -> int * int * (int * int -> 'a) -> 'a array
  val sub : 'a array * int * int -> 'a
  val update : 'a array * int * int * 'a -> unit
  val dimensions : 'a array -> int * int
  val nCols : 'a array -> int
  val nRows : 'a array -> int
  val row : 'a array * int -> 'a Vector.vector
  val column : 'a array * int -> 'a Vector.vector
  val copy : {src : 'a region, dst : 'a array, dst_row : int, dst_col : int} -> unit
  val appi : traversal -> (int * int * 'a -> unit) -> 'a region -> unit
  val app : traversal -> ('a -> unit) -> 'a array -> unit
  val foldi : traversal -> (int * int * 'a * 'b -> 'b) -> 'b -> 'a region -> 'b
  val fold : traversal -> ('a * 'b -> 'b) -> 'b -> 'a array -> 'b
  val modifyi : traversal -> (int * int * 'a -> 'a) -> 'a region -> unit
  val modify : traversal -> ('a -> 'a) -> 'a array -> unit
end

(* A record, not a datatype: like Array.array's, its equality is the
   storage's at any element type (RealArray2.array is an eqtype). *)
structure BasisArray2 =
struct
  type 'a array = {data : 'a Array.array, rows : int, cols : int}
  type 'a region = {base : 'a array, row : int, col : int, nrows : int option, ncols : int option}
  datatype traversal = datatype BasisTraversal.traversal

  fun size (r, c) =
    if r < 0 orelse c < 0 then raise Size
    else let val n = r * c handle Overflow => raise Size
         in if n > Array.maxLen then raise Size else n end

  fun array (r, c, x) = {data = Array.array (size (r, c), x), rows = r, cols = c}

  fun fromList [] = {data = Array.fromList [], rows = 0, cols = 0}
    | fromList (rows as first :: _) =
        let val c = length first
        in if List.exists (fn r => length r <> c) rows then raise Size
           else {data = Array.fromList (List.concat rows), rows = length rows, cols = c}
        end

  fun dimensions ({rows, cols, ...} : 'a array) = (rows, cols)
  fun nRows ({rows, ...} : 'a array) = rows
  fun nCols ({cols, ...} : 'a array) = cols

  (* 0 <= i < n in one unsigned comparison (a negative i is a huge word), so
     that sub and update are small enough to be inlined into their callers *)
  fun below (i, n) = Word.fromInt i < Word.fromInt n
  fun index ({rows, cols, ...} : 'a array, i, j) =
    if below (i, rows) andalso below (j, cols) then i * cols + j else raise Subscript
  fun sub (a as {data, ...} : 'a array, i, j) = Array.sub (data, index (a, i, j))
  fun update (a as {data, ...} : 'a array, i, j, x) = Array.update (data, index (a, i, j), x)

  fun row (a as {cols, ...} : 'a array, i) =
    if i < 0 orelse i >= nRows a then raise Subscript else Vector.tabulate (cols, fn j => sub (a, i, j))
  fun column (a as {rows, ...} : 'a array, j) =
    if j < 0 orelse j >= nCols a then raise Subscript else Vector.tabulate (rows, fn i => sub (a, i, j))

  (* the rows and columns [r0, r1) x [c0, c1) of a region, checked *)
  fun bounds ({base, row, col, nrows, ncols} : 'a region) =
    let val (rows, cols) = dimensions base
        val nr = case nrows of SOME n => n | NONE => rows - row
        val nc = case ncols of SOME n => n | NONE => cols - col
    in
      if row < 0 orelse col < 0 orelse nr < 0 orelse nc < 0 orelse row + nr > rows orelse col + nc > cols
      then raise Subscript
      else (row, row + nr, col, col + nc)
    end

  fun foldi order f init (region : 'a region) =
    let val a = #base region
        val (r0, r1, c0, c1) = bounds region
        fun rowMajor (i, j, acc) =
          if i >= r1 then acc
          else if j >= c1 then rowMajor (i + 1, c0, acc)
          else rowMajor (i, j + 1, f (i, j, sub (a, i, j), acc))
        fun colMajor (i, j, acc) =
          if j >= c1 then acc
          else if i >= r1 then colMajor (r0, j + 1, acc)
          else colMajor (i + 1, j, f (i, j, sub (a, i, j), acc))
    in case order of
         RowMajor => rowMajor (r0, c0, init)
       | ColMajor => colMajor (r0, c0, init)
    end

  fun whole a = {base = a, row = 0, col = 0, nrows = NONE, ncols = NONE}
  fun appi order f region = foldi order (fn (i, j, x, ()) => f (i, j, x)) () region
  fun app order f a = appi order (fn (_, _, x) => f x) (whole a)
  fun fold order f init a = foldi order (fn (_, _, x, acc) => f (x, acc)) init (whole a)
  fun modifyi order f (region : 'a region) =
    appi order (fn (i, j, x) => update (#base region, i, j, f (i, j, x))) region
  fun modify order f a = modifyi order (fn (_, _, x) => f x) (whole a)

  (* f is applied once per element, in the traversal order; the first
     element makes the array, the others are stored in place *)
  fun tabulate order (r, c, f) =
    let val n = size (r, c)
    in
      if n = 0 then {data = Array.fromList [], rows = r, cols = c}
      else
        let val data = Array.array (n, f (0, 0))
            fun put (i, j) = Array.update (data, i * c + j, f (i, j))
            fun rowMajor (i, j) =
              if i = r then () else if j = c then rowMajor (i + 1, 0) else (put (i, j); rowMajor (i, j + 1))
            fun colMajor (i, j) =
              if j = c then () else if i = r then colMajor (0, j + 1) else (put (i, j); colMajor (i + 1, j))
        in
          case order of RowMajor => rowMajor (0, 1) | ColMajor => colMajor (1, 0);
          {data = data, rows = r, cols = c}
        end
    end

  (* the region is read completely before the destination is written *)
  fun copy {src : 'a region, dst, dst_row, dst_col} =
    let val (r0, r1, c0, c1) = bounds src
        val items = foldi RowMajor (fn (i, j, x, acc) => (i - r0, j - c0, x) :: acc) [] src
    in
      if dst_row < 0 orelse dst_col < 0 orelse dst_row + (r1 - r0) > nRows dst
         orelse dst_col + (c1 - c0) > nCols dst
      then raise Subscript
      else List.app (fn (i, j, x) => update (dst, dst_row + i, dst_col + j, x)) items
    end
end

structure Array2 :> ARRAY2 = BasisArray2
