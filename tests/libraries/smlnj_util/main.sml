(* A client of the SML/NJ Library's Util library (smlnj-lib.mlb): hash
   tables (polymorphic and by functor), ordered maps (red-black, lists,
   int binary), list and printf-style formatting, atoms and atom tables,
   sorting, FNV hashing and the 64-bit random generator. Hash-table contents
   are printed sorted, since their order depends on the word size. The output
   is SML/NJ 110.79's (its $/smlnj-lib.cm) but for the LargeWord values of
   the "Format words" line, 64-bit here, 32-bit there; rand.sml's are
   Poly/ML's. *)
fun line label s = print (label ^ ": " ^ s ^ "\n")
val ints = ListFormat.listToString Int.toString

(* HashTable: polymorphic, string keys *)
exception Missing
val t : (string, int) HashTable.hash_table = HashTable.mkTable (HashString.hashString, op =) (8, Missing)
val () = List.app (fn (k, v) => HashTable.insert t (k, v)) [("one", 1), ("two", 2), ("three", 3), ("two", 22)]
val () = line "HashTable" (Int.toString (HashTable.numItems t) ^ " " ^ Int.toString (HashTable.lookup t "two")
  ^ " " ^ (case HashTable.find t "four" of NONE => "none" | SOME v => Int.toString v)
  ^ " " ^ ((ignore (HashTable.lookup t "four"); "found") handle Missing => "Missing")
  ^ " " ^ ListFormat.fmt {init = "{", sep = ",", final = "}", fmt = fn (k, v) => k ^ "=" ^ Int.toString v}
            (ListMergeSort.sort (fn ((a, _), (b, _)) => a > b) (HashTable.listItemsi t)))
val () = line "HashTable remove" (Int.toString (HashTable.remove t "one") ^ " " ^ Int.toString (HashTable.numItems t))

(* HashTableFn *)
structure IntTable = HashTableFn (struct type hash_key = int val hashVal = Word.fromInt val sameKey = op = end)
val it : string IntTable.hash_table = IntTable.mkTable (4, Missing)
val () = List.app (fn i => IntTable.insert it (i * i, Int.toString i)) (List.tabulate (100, fn i => i))
val () = line "HashTableFn" (Int.toString (IntTable.numItems it) ^ " " ^ IntTable.lookup it 81 ^ " " ^ IntTable.lookup it 9801
  ^ " " ^ Int.toString (IntTable.foldi (fn (k, _, s) => s + k) 0 it))

(* Ordered maps *)
structure SMap = RedBlackMapFn (struct type ord_key = string val compare = String.compare end)
val m = List.foldl (fn ((k, v), m) => SMap.insert (m, k, v)) SMap.empty [("pear", 3), ("apple", 1), ("fig", 7), ("kiwi", 2)]
val (m', removed) = SMap.remove (m, "fig")
val () = line "RedBlackMapFn" (String.concatWith " " (map (fn (k, v) => k ^ ":" ^ Int.toString v) (SMap.listItemsi m))
  ^ " | " ^ Int.toString removed ^ " " ^ Int.toString (SMap.numItems m') ^ " " ^ Bool.toString (SMap.inDomain (m', "fig"))
  ^ " " ^ (case SMap.find (m, "kiwi") of SOME v => Int.toString v | NONE => "none"))
structure LMap = ListMapFn (struct type ord_key = int val compare = Int.compare end)
val lm = List.foldl (fn (k, m) => LMap.insert (m, k mod 7, k)) LMap.empty (List.tabulate (20, fn i => i))
val () = line "ListMapFn" (String.concatWith " " (map (fn (k, v) => Int.toString k ^ "->" ^ Int.toString v) (LMap.listItemsi lm)))
val bm = IntBinaryMap.unionWith op + (IntBinaryMap.insert (IntBinaryMap.singleton (1, 10), 5, 50),
                                      IntBinaryMap.insert (IntBinaryMap.singleton (5, 5), 9, 90))
val () = line "IntBinaryMap" (String.concatWith " " (map (fn (k, v) => Int.toString k ^ "->" ^ Int.toString v) (IntBinaryMap.listItemsi bm))
  ^ " " ^ ints (IntBinaryMap.listKeys (IntBinaryMap.filter (fn v => v > 20) bm)))

(* ListFormat and Format *)
val () = line "ListFormat" (ints [1, 2, 3] ^ " " ^ ListFormat.fmt {init = "<", sep = "|", final = ">", fmt = fn s => s} ["a", "b"]
  ^ " " ^ ints [])
val () = line "Format" (Format.format "[%5d] [%6s] [%x] [%o] [%.3f] [%c] [%b] [%8.2f]"
  [Format.INT 42, Format.STR "ab", Format.WORD 0w255, Format.INT 8, Format.REAL 3.14159, Format.CHR #"z", Format.BOOL true, Format.REAL ~2.5])
val () = line "Format words" (Format.format "%d %x %X %d" [Format.LWORD 0wxFFFFFFFFFFFFFFFF, Format.LWORD 0wx8000000000000000,
  Format.WORD8 0wxAB, Format.INT ~7])

(* Atoms *)
val a1 = Atom.atom "hello"
val a2 = Atom.atom ("hel" ^ "lo")
val a3 = Atom.atom "world"
val () = line "Atom" (Bool.toString (Atom.same (a1, a2)) ^ " " ^ Bool.toString (Atom.same (a1, a3)) ^ " " ^ Atom.toString a2
  ^ " " ^ (case Atom.lexCompare (a1, a3) of LESS => "LESS" | EQUAL => "EQUAL" | GREATER => "GREATER")
  ^ " " ^ Bool.toString (Atom.hash a1 = Atom.hash a2))
val at : int AtomTable.hash_table = AtomTable.mkTable (4, Missing)
val () = List.app (fn w => AtomTable.insert at (Atom.atom w, 1 + getOpt (AtomTable.find at (Atom.atom w), 0)))
  (String.tokens Char.isSpace "the cat saw the dog and the cat ran")
val () = line "AtomTable" (String.concatWith " " (map (fn (a, n) => Atom.toString a ^ "=" ^ Int.toString n)
  (ListMergeSort.sort (fn ((a, _), (b, _)) => Atom.lexCompare (a, b) = GREATER) (AtomTable.listItemsi at))))

(* Sorting *)
val arr = Array.fromList [5, 3, 9, 1, 7, 3, 0, 8]
val () = ArrayQSort.sort Int.compare arr
val () = line "ArrayQSort" (ints (Array.foldr op :: [] arr) ^ " " ^ Bool.toString (ArrayQSort.sorted Int.compare arr))
val () = line "ListMergeSort" (ints (ListMergeSort.sort op > [4, 1, 3, 1, 5, 9, 2, 6]) ^ " "
  ^ ints (ListMergeSort.uniqueSort Int.compare [4, 1, 3, 1, 5, 9, 2, 6, 5]))
