(* MLton's words of every width below the word's (Word1 .. Word62; Word63 is Word), wrapping around at their width,
   with the overloaded operators and constants at each. A unit of their own: BasisWordWidth is
   applied here to a functor of another unit, so each width is a few closures rather
   than a compiled copy of the functor (applied in the functor's own unit, the
   copies took a minute to compile). *)

structure Word1 :> WORD = BasisWordWidth (val bits = 1)
structure Word2 :> WORD = BasisWordWidth (val bits = 2)
structure Word3 :> WORD = BasisWordWidth (val bits = 3)
structure Word4 :> WORD = BasisWordWidth (val bits = 4)
structure Word5 :> WORD = BasisWordWidth (val bits = 5)
structure Word6 :> WORD = BasisWordWidth (val bits = 6)
structure Word7 :> WORD = BasisWordWidth (val bits = 7)
structure Word9 :> WORD = BasisWordWidth (val bits = 9)
structure Word10 :> WORD = BasisWordWidth (val bits = 10)
structure Word11 :> WORD = BasisWordWidth (val bits = 11)
structure Word12 :> WORD = BasisWordWidth (val bits = 12)
structure Word13 :> WORD = BasisWordWidth (val bits = 13)
structure Word14 :> WORD = BasisWordWidth (val bits = 14)
structure Word15 :> WORD = BasisWordWidth (val bits = 15)
structure Word17 :> WORD = BasisWordWidth (val bits = 17)
structure Word18 :> WORD = BasisWordWidth (val bits = 18)
structure Word19 :> WORD = BasisWordWidth (val bits = 19)
structure Word20 :> WORD = BasisWordWidth (val bits = 20)
structure Word21 :> WORD = BasisWordWidth (val bits = 21)
structure Word22 :> WORD = BasisWordWidth (val bits = 22)
structure Word23 :> WORD = BasisWordWidth (val bits = 23)
structure Word24 :> WORD = BasisWordWidth (val bits = 24)
structure Word25 :> WORD = BasisWordWidth (val bits = 25)
structure Word26 :> WORD = BasisWordWidth (val bits = 26)
structure Word27 :> WORD = BasisWordWidth (val bits = 27)
structure Word28 :> WORD = BasisWordWidth (val bits = 28)
structure Word29 :> WORD = BasisWordWidth (val bits = 29)
structure Word30 :> WORD = BasisWordWidth (val bits = 30)
structure Word31 :> WORD = BasisWordWidth (val bits = 31)
structure Word33 :> WORD = BasisWordWidth (val bits = 33)
structure Word34 :> WORD = BasisWordWidth (val bits = 34)
structure Word35 :> WORD = BasisWordWidth (val bits = 35)
structure Word36 :> WORD = BasisWordWidth (val bits = 36)
structure Word37 :> WORD = BasisWordWidth (val bits = 37)
structure Word38 :> WORD = BasisWordWidth (val bits = 38)
structure Word39 :> WORD = BasisWordWidth (val bits = 39)
structure Word40 :> WORD = BasisWordWidth (val bits = 40)
structure Word41 :> WORD = BasisWordWidth (val bits = 41)
structure Word42 :> WORD = BasisWordWidth (val bits = 42)
structure Word43 :> WORD = BasisWordWidth (val bits = 43)
structure Word44 :> WORD = BasisWordWidth (val bits = 44)
structure Word45 :> WORD = BasisWordWidth (val bits = 45)
structure Word46 :> WORD = BasisWordWidth (val bits = 46)
structure Word47 :> WORD = BasisWordWidth (val bits = 47)
structure Word48 :> WORD = BasisWordWidth (val bits = 48)
structure Word49 :> WORD = BasisWordWidth (val bits = 49)
structure Word50 :> WORD = BasisWordWidth (val bits = 50)
structure Word51 :> WORD = BasisWordWidth (val bits = 51)
structure Word52 :> WORD = BasisWordWidth (val bits = 52)
structure Word53 :> WORD = BasisWordWidth (val bits = 53)
structure Word54 :> WORD = BasisWordWidth (val bits = 54)
structure Word55 :> WORD = BasisWordWidth (val bits = 55)
structure Word56 :> WORD = BasisWordWidth (val bits = 56)
structure Word57 :> WORD = BasisWordWidth (val bits = 57)
structure Word58 :> WORD = BasisWordWidth (val bits = 58)
structure Word59 :> WORD = BasisWordWidth (val bits = 59)
structure Word60 :> WORD = BasisWordWidth (val bits = 60)
structure Word61 :> WORD = BasisWordWidth (val bits = 61)
structure Word62 :> WORD = BasisWordWidth (val bits = 62)
structure Word63 = Word

structure BasisWordWidthLiterals =
struct
  val word1 = BasisWordLiterals.narrow (1, Word1.fromInt)
  val word2 = BasisWordLiterals.narrow (2, Word2.fromInt)
  val word3 = BasisWordLiterals.narrow (3, Word3.fromInt)
  val word4 = BasisWordLiterals.narrow (4, Word4.fromInt)
  val word5 = BasisWordLiterals.narrow (5, Word5.fromInt)
  val word6 = BasisWordLiterals.narrow (6, Word6.fromInt)
  val word7 = BasisWordLiterals.narrow (7, Word7.fromInt)
  val word9 = BasisWordLiterals.narrow (9, Word9.fromInt)
  val word10 = BasisWordLiterals.narrow (10, Word10.fromInt)
  val word11 = BasisWordLiterals.narrow (11, Word11.fromInt)
  val word12 = BasisWordLiterals.narrow (12, Word12.fromInt)
  val word13 = BasisWordLiterals.narrow (13, Word13.fromInt)
  val word14 = BasisWordLiterals.narrow (14, Word14.fromInt)
  val word15 = BasisWordLiterals.narrow (15, Word15.fromInt)
  val word17 = BasisWordLiterals.narrow (17, Word17.fromInt)
  val word18 = BasisWordLiterals.narrow (18, Word18.fromInt)
  val word19 = BasisWordLiterals.narrow (19, Word19.fromInt)
  val word20 = BasisWordLiterals.narrow (20, Word20.fromInt)
  val word21 = BasisWordLiterals.narrow (21, Word21.fromInt)
  val word22 = BasisWordLiterals.narrow (22, Word22.fromInt)
  val word23 = BasisWordLiterals.narrow (23, Word23.fromInt)
  val word24 = BasisWordLiterals.narrow (24, Word24.fromInt)
  val word25 = BasisWordLiterals.narrow (25, Word25.fromInt)
  val word26 = BasisWordLiterals.narrow (26, Word26.fromInt)
  val word27 = BasisWordLiterals.narrow (27, Word27.fromInt)
  val word28 = BasisWordLiterals.narrow (28, Word28.fromInt)
  val word29 = BasisWordLiterals.narrow (29, Word29.fromInt)
  val word30 = BasisWordLiterals.narrow (30, Word30.fromInt)
  val word31 = BasisWordLiterals.narrow (31, Word31.fromInt)
  val word33 = BasisWordLiterals.narrow (33, Word33.fromInt)
  val word34 = BasisWordLiterals.narrow (34, Word34.fromInt)
  val word35 = BasisWordLiterals.narrow (35, Word35.fromInt)
  val word36 = BasisWordLiterals.narrow (36, Word36.fromInt)
  val word37 = BasisWordLiterals.narrow (37, Word37.fromInt)
  val word38 = BasisWordLiterals.narrow (38, Word38.fromInt)
  val word39 = BasisWordLiterals.narrow (39, Word39.fromInt)
  val word40 = BasisWordLiterals.narrow (40, Word40.fromInt)
  val word41 = BasisWordLiterals.narrow (41, Word41.fromInt)
  val word42 = BasisWordLiterals.narrow (42, Word42.fromInt)
  val word43 = BasisWordLiterals.narrow (43, Word43.fromInt)
  val word44 = BasisWordLiterals.narrow (44, Word44.fromInt)
  val word45 = BasisWordLiterals.narrow (45, Word45.fromInt)
  val word46 = BasisWordLiterals.narrow (46, Word46.fromInt)
  val word47 = BasisWordLiterals.narrow (47, Word47.fromInt)
  val word48 = BasisWordLiterals.narrow (48, Word48.fromInt)
  val word49 = BasisWordLiterals.narrow (49, Word49.fromInt)
  val word50 = BasisWordLiterals.narrow (50, Word50.fromInt)
  val word51 = BasisWordLiterals.narrow (51, Word51.fromInt)
  val word52 = BasisWordLiterals.narrow (52, Word52.fromInt)
  val word53 = BasisWordLiterals.narrow (53, Word53.fromInt)
  val word54 = BasisWordLiterals.narrow (54, Word54.fromInt)
  val word55 = BasisWordLiterals.narrow (55, Word55.fromInt)
  val word56 = BasisWordLiterals.narrow (56, Word56.fromInt)
  val word57 = BasisWordLiterals.narrow (57, Word57.fromInt)
  val word58 = BasisWordLiterals.narrow (58, Word58.fromInt)
  val word59 = BasisWordLiterals.narrow (59, Word59.fromInt)
  val word60 = BasisWordLiterals.narrow (60, Word60.fromInt)
  val word61 = BasisWordLiterals.narrow (61, Word61.fromInt)
  val word62 = BasisWordLiterals.narrow (62, Word62.fromInt)
end

val () = (ld_overload ("+", Word1.+); ld_overload ("-", Word1.-); ld_overload ("*", Word1.*);
          ld_overload ("div", Word1.div); ld_overload ("mod", Word1.mod); ld_overload ("<", Word1.<);
          ld_overload ("<=", Word1.<=); ld_overload (">", Word1.>); ld_overload (">=", Word1.>=);
          ld_overload ("~", Word1.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word1))
val () = (ld_overload ("+", Word2.+); ld_overload ("-", Word2.-); ld_overload ("*", Word2.*);
          ld_overload ("div", Word2.div); ld_overload ("mod", Word2.mod); ld_overload ("<", Word2.<);
          ld_overload ("<=", Word2.<=); ld_overload (">", Word2.>); ld_overload (">=", Word2.>=);
          ld_overload ("~", Word2.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word2))
val () = (ld_overload ("+", Word3.+); ld_overload ("-", Word3.-); ld_overload ("*", Word3.*);
          ld_overload ("div", Word3.div); ld_overload ("mod", Word3.mod); ld_overload ("<", Word3.<);
          ld_overload ("<=", Word3.<=); ld_overload (">", Word3.>); ld_overload (">=", Word3.>=);
          ld_overload ("~", Word3.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word3))
val () = (ld_overload ("+", Word4.+); ld_overload ("-", Word4.-); ld_overload ("*", Word4.*);
          ld_overload ("div", Word4.div); ld_overload ("mod", Word4.mod); ld_overload ("<", Word4.<);
          ld_overload ("<=", Word4.<=); ld_overload (">", Word4.>); ld_overload (">=", Word4.>=);
          ld_overload ("~", Word4.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word4))
val () = (ld_overload ("+", Word5.+); ld_overload ("-", Word5.-); ld_overload ("*", Word5.*);
          ld_overload ("div", Word5.div); ld_overload ("mod", Word5.mod); ld_overload ("<", Word5.<);
          ld_overload ("<=", Word5.<=); ld_overload (">", Word5.>); ld_overload (">=", Word5.>=);
          ld_overload ("~", Word5.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word5))
val () = (ld_overload ("+", Word6.+); ld_overload ("-", Word6.-); ld_overload ("*", Word6.*);
          ld_overload ("div", Word6.div); ld_overload ("mod", Word6.mod); ld_overload ("<", Word6.<);
          ld_overload ("<=", Word6.<=); ld_overload (">", Word6.>); ld_overload (">=", Word6.>=);
          ld_overload ("~", Word6.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word6))
val () = (ld_overload ("+", Word7.+); ld_overload ("-", Word7.-); ld_overload ("*", Word7.*);
          ld_overload ("div", Word7.div); ld_overload ("mod", Word7.mod); ld_overload ("<", Word7.<);
          ld_overload ("<=", Word7.<=); ld_overload (">", Word7.>); ld_overload (">=", Word7.>=);
          ld_overload ("~", Word7.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word7))
val () = (ld_overload ("+", Word9.+); ld_overload ("-", Word9.-); ld_overload ("*", Word9.*);
          ld_overload ("div", Word9.div); ld_overload ("mod", Word9.mod); ld_overload ("<", Word9.<);
          ld_overload ("<=", Word9.<=); ld_overload (">", Word9.>); ld_overload (">=", Word9.>=);
          ld_overload ("~", Word9.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word9))
val () = (ld_overload ("+", Word10.+); ld_overload ("-", Word10.-); ld_overload ("*", Word10.*);
          ld_overload ("div", Word10.div); ld_overload ("mod", Word10.mod); ld_overload ("<", Word10.<);
          ld_overload ("<=", Word10.<=); ld_overload (">", Word10.>); ld_overload (">=", Word10.>=);
          ld_overload ("~", Word10.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word10))
val () = (ld_overload ("+", Word11.+); ld_overload ("-", Word11.-); ld_overload ("*", Word11.*);
          ld_overload ("div", Word11.div); ld_overload ("mod", Word11.mod); ld_overload ("<", Word11.<);
          ld_overload ("<=", Word11.<=); ld_overload (">", Word11.>); ld_overload (">=", Word11.>=);
          ld_overload ("~", Word11.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word11))
val () = (ld_overload ("+", Word12.+); ld_overload ("-", Word12.-); ld_overload ("*", Word12.*);
          ld_overload ("div", Word12.div); ld_overload ("mod", Word12.mod); ld_overload ("<", Word12.<);
          ld_overload ("<=", Word12.<=); ld_overload (">", Word12.>); ld_overload (">=", Word12.>=);
          ld_overload ("~", Word12.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word12))
val () = (ld_overload ("+", Word13.+); ld_overload ("-", Word13.-); ld_overload ("*", Word13.*);
          ld_overload ("div", Word13.div); ld_overload ("mod", Word13.mod); ld_overload ("<", Word13.<);
          ld_overload ("<=", Word13.<=); ld_overload (">", Word13.>); ld_overload (">=", Word13.>=);
          ld_overload ("~", Word13.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word13))
val () = (ld_overload ("+", Word14.+); ld_overload ("-", Word14.-); ld_overload ("*", Word14.*);
          ld_overload ("div", Word14.div); ld_overload ("mod", Word14.mod); ld_overload ("<", Word14.<);
          ld_overload ("<=", Word14.<=); ld_overload (">", Word14.>); ld_overload (">=", Word14.>=);
          ld_overload ("~", Word14.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word14))
val () = (ld_overload ("+", Word15.+); ld_overload ("-", Word15.-); ld_overload ("*", Word15.*);
          ld_overload ("div", Word15.div); ld_overload ("mod", Word15.mod); ld_overload ("<", Word15.<);
          ld_overload ("<=", Word15.<=); ld_overload (">", Word15.>); ld_overload (">=", Word15.>=);
          ld_overload ("~", Word15.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word15))
val () = (ld_overload ("+", Word17.+); ld_overload ("-", Word17.-); ld_overload ("*", Word17.*);
          ld_overload ("div", Word17.div); ld_overload ("mod", Word17.mod); ld_overload ("<", Word17.<);
          ld_overload ("<=", Word17.<=); ld_overload (">", Word17.>); ld_overload (">=", Word17.>=);
          ld_overload ("~", Word17.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word17))
val () = (ld_overload ("+", Word18.+); ld_overload ("-", Word18.-); ld_overload ("*", Word18.*);
          ld_overload ("div", Word18.div); ld_overload ("mod", Word18.mod); ld_overload ("<", Word18.<);
          ld_overload ("<=", Word18.<=); ld_overload (">", Word18.>); ld_overload (">=", Word18.>=);
          ld_overload ("~", Word18.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word18))
val () = (ld_overload ("+", Word19.+); ld_overload ("-", Word19.-); ld_overload ("*", Word19.*);
          ld_overload ("div", Word19.div); ld_overload ("mod", Word19.mod); ld_overload ("<", Word19.<);
          ld_overload ("<=", Word19.<=); ld_overload (">", Word19.>); ld_overload (">=", Word19.>=);
          ld_overload ("~", Word19.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word19))
val () = (ld_overload ("+", Word20.+); ld_overload ("-", Word20.-); ld_overload ("*", Word20.*);
          ld_overload ("div", Word20.div); ld_overload ("mod", Word20.mod); ld_overload ("<", Word20.<);
          ld_overload ("<=", Word20.<=); ld_overload (">", Word20.>); ld_overload (">=", Word20.>=);
          ld_overload ("~", Word20.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word20))
val () = (ld_overload ("+", Word21.+); ld_overload ("-", Word21.-); ld_overload ("*", Word21.*);
          ld_overload ("div", Word21.div); ld_overload ("mod", Word21.mod); ld_overload ("<", Word21.<);
          ld_overload ("<=", Word21.<=); ld_overload (">", Word21.>); ld_overload (">=", Word21.>=);
          ld_overload ("~", Word21.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word21))
val () = (ld_overload ("+", Word22.+); ld_overload ("-", Word22.-); ld_overload ("*", Word22.*);
          ld_overload ("div", Word22.div); ld_overload ("mod", Word22.mod); ld_overload ("<", Word22.<);
          ld_overload ("<=", Word22.<=); ld_overload (">", Word22.>); ld_overload (">=", Word22.>=);
          ld_overload ("~", Word22.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word22))
val () = (ld_overload ("+", Word23.+); ld_overload ("-", Word23.-); ld_overload ("*", Word23.*);
          ld_overload ("div", Word23.div); ld_overload ("mod", Word23.mod); ld_overload ("<", Word23.<);
          ld_overload ("<=", Word23.<=); ld_overload (">", Word23.>); ld_overload (">=", Word23.>=);
          ld_overload ("~", Word23.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word23))
val () = (ld_overload ("+", Word24.+); ld_overload ("-", Word24.-); ld_overload ("*", Word24.*);
          ld_overload ("div", Word24.div); ld_overload ("mod", Word24.mod); ld_overload ("<", Word24.<);
          ld_overload ("<=", Word24.<=); ld_overload (">", Word24.>); ld_overload (">=", Word24.>=);
          ld_overload ("~", Word24.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word24))
val () = (ld_overload ("+", Word25.+); ld_overload ("-", Word25.-); ld_overload ("*", Word25.*);
          ld_overload ("div", Word25.div); ld_overload ("mod", Word25.mod); ld_overload ("<", Word25.<);
          ld_overload ("<=", Word25.<=); ld_overload (">", Word25.>); ld_overload (">=", Word25.>=);
          ld_overload ("~", Word25.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word25))
val () = (ld_overload ("+", Word26.+); ld_overload ("-", Word26.-); ld_overload ("*", Word26.*);
          ld_overload ("div", Word26.div); ld_overload ("mod", Word26.mod); ld_overload ("<", Word26.<);
          ld_overload ("<=", Word26.<=); ld_overload (">", Word26.>); ld_overload (">=", Word26.>=);
          ld_overload ("~", Word26.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word26))
val () = (ld_overload ("+", Word27.+); ld_overload ("-", Word27.-); ld_overload ("*", Word27.*);
          ld_overload ("div", Word27.div); ld_overload ("mod", Word27.mod); ld_overload ("<", Word27.<);
          ld_overload ("<=", Word27.<=); ld_overload (">", Word27.>); ld_overload (">=", Word27.>=);
          ld_overload ("~", Word27.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word27))
val () = (ld_overload ("+", Word28.+); ld_overload ("-", Word28.-); ld_overload ("*", Word28.*);
          ld_overload ("div", Word28.div); ld_overload ("mod", Word28.mod); ld_overload ("<", Word28.<);
          ld_overload ("<=", Word28.<=); ld_overload (">", Word28.>); ld_overload (">=", Word28.>=);
          ld_overload ("~", Word28.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word28))
val () = (ld_overload ("+", Word29.+); ld_overload ("-", Word29.-); ld_overload ("*", Word29.*);
          ld_overload ("div", Word29.div); ld_overload ("mod", Word29.mod); ld_overload ("<", Word29.<);
          ld_overload ("<=", Word29.<=); ld_overload (">", Word29.>); ld_overload (">=", Word29.>=);
          ld_overload ("~", Word29.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word29))
val () = (ld_overload ("+", Word30.+); ld_overload ("-", Word30.-); ld_overload ("*", Word30.*);
          ld_overload ("div", Word30.div); ld_overload ("mod", Word30.mod); ld_overload ("<", Word30.<);
          ld_overload ("<=", Word30.<=); ld_overload (">", Word30.>); ld_overload (">=", Word30.>=);
          ld_overload ("~", Word30.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word30))
val () = (ld_overload ("+", Word31.+); ld_overload ("-", Word31.-); ld_overload ("*", Word31.*);
          ld_overload ("div", Word31.div); ld_overload ("mod", Word31.mod); ld_overload ("<", Word31.<);
          ld_overload ("<=", Word31.<=); ld_overload (">", Word31.>); ld_overload (">=", Word31.>=);
          ld_overload ("~", Word31.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word31))
val () = (ld_overload ("+", Word33.+); ld_overload ("-", Word33.-); ld_overload ("*", Word33.*);
          ld_overload ("div", Word33.div); ld_overload ("mod", Word33.mod); ld_overload ("<", Word33.<);
          ld_overload ("<=", Word33.<=); ld_overload (">", Word33.>); ld_overload (">=", Word33.>=);
          ld_overload ("~", Word33.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word33))
val () = (ld_overload ("+", Word34.+); ld_overload ("-", Word34.-); ld_overload ("*", Word34.*);
          ld_overload ("div", Word34.div); ld_overload ("mod", Word34.mod); ld_overload ("<", Word34.<);
          ld_overload ("<=", Word34.<=); ld_overload (">", Word34.>); ld_overload (">=", Word34.>=);
          ld_overload ("~", Word34.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word34))
val () = (ld_overload ("+", Word35.+); ld_overload ("-", Word35.-); ld_overload ("*", Word35.*);
          ld_overload ("div", Word35.div); ld_overload ("mod", Word35.mod); ld_overload ("<", Word35.<);
          ld_overload ("<=", Word35.<=); ld_overload (">", Word35.>); ld_overload (">=", Word35.>=);
          ld_overload ("~", Word35.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word35))
val () = (ld_overload ("+", Word36.+); ld_overload ("-", Word36.-); ld_overload ("*", Word36.*);
          ld_overload ("div", Word36.div); ld_overload ("mod", Word36.mod); ld_overload ("<", Word36.<);
          ld_overload ("<=", Word36.<=); ld_overload (">", Word36.>); ld_overload (">=", Word36.>=);
          ld_overload ("~", Word36.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word36))
val () = (ld_overload ("+", Word37.+); ld_overload ("-", Word37.-); ld_overload ("*", Word37.*);
          ld_overload ("div", Word37.div); ld_overload ("mod", Word37.mod); ld_overload ("<", Word37.<);
          ld_overload ("<=", Word37.<=); ld_overload (">", Word37.>); ld_overload (">=", Word37.>=);
          ld_overload ("~", Word37.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word37))
val () = (ld_overload ("+", Word38.+); ld_overload ("-", Word38.-); ld_overload ("*", Word38.*);
          ld_overload ("div", Word38.div); ld_overload ("mod", Word38.mod); ld_overload ("<", Word38.<);
          ld_overload ("<=", Word38.<=); ld_overload (">", Word38.>); ld_overload (">=", Word38.>=);
          ld_overload ("~", Word38.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word38))
val () = (ld_overload ("+", Word39.+); ld_overload ("-", Word39.-); ld_overload ("*", Word39.*);
          ld_overload ("div", Word39.div); ld_overload ("mod", Word39.mod); ld_overload ("<", Word39.<);
          ld_overload ("<=", Word39.<=); ld_overload (">", Word39.>); ld_overload (">=", Word39.>=);
          ld_overload ("~", Word39.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word39))
val () = (ld_overload ("+", Word40.+); ld_overload ("-", Word40.-); ld_overload ("*", Word40.*);
          ld_overload ("div", Word40.div); ld_overload ("mod", Word40.mod); ld_overload ("<", Word40.<);
          ld_overload ("<=", Word40.<=); ld_overload (">", Word40.>); ld_overload (">=", Word40.>=);
          ld_overload ("~", Word40.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word40))
val () = (ld_overload ("+", Word41.+); ld_overload ("-", Word41.-); ld_overload ("*", Word41.*);
          ld_overload ("div", Word41.div); ld_overload ("mod", Word41.mod); ld_overload ("<", Word41.<);
          ld_overload ("<=", Word41.<=); ld_overload (">", Word41.>); ld_overload (">=", Word41.>=);
          ld_overload ("~", Word41.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word41))
val () = (ld_overload ("+", Word42.+); ld_overload ("-", Word42.-); ld_overload ("*", Word42.*);
          ld_overload ("div", Word42.div); ld_overload ("mod", Word42.mod); ld_overload ("<", Word42.<);
          ld_overload ("<=", Word42.<=); ld_overload (">", Word42.>); ld_overload (">=", Word42.>=);
          ld_overload ("~", Word42.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word42))
val () = (ld_overload ("+", Word43.+); ld_overload ("-", Word43.-); ld_overload ("*", Word43.*);
          ld_overload ("div", Word43.div); ld_overload ("mod", Word43.mod); ld_overload ("<", Word43.<);
          ld_overload ("<=", Word43.<=); ld_overload (">", Word43.>); ld_overload (">=", Word43.>=);
          ld_overload ("~", Word43.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word43))
val () = (ld_overload ("+", Word44.+); ld_overload ("-", Word44.-); ld_overload ("*", Word44.*);
          ld_overload ("div", Word44.div); ld_overload ("mod", Word44.mod); ld_overload ("<", Word44.<);
          ld_overload ("<=", Word44.<=); ld_overload (">", Word44.>); ld_overload (">=", Word44.>=);
          ld_overload ("~", Word44.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word44))
val () = (ld_overload ("+", Word45.+); ld_overload ("-", Word45.-); ld_overload ("*", Word45.*);
          ld_overload ("div", Word45.div); ld_overload ("mod", Word45.mod); ld_overload ("<", Word45.<);
          ld_overload ("<=", Word45.<=); ld_overload (">", Word45.>); ld_overload (">=", Word45.>=);
          ld_overload ("~", Word45.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word45))
val () = (ld_overload ("+", Word46.+); ld_overload ("-", Word46.-); ld_overload ("*", Word46.*);
          ld_overload ("div", Word46.div); ld_overload ("mod", Word46.mod); ld_overload ("<", Word46.<);
          ld_overload ("<=", Word46.<=); ld_overload (">", Word46.>); ld_overload (">=", Word46.>=);
          ld_overload ("~", Word46.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word46))
val () = (ld_overload ("+", Word47.+); ld_overload ("-", Word47.-); ld_overload ("*", Word47.*);
          ld_overload ("div", Word47.div); ld_overload ("mod", Word47.mod); ld_overload ("<", Word47.<);
          ld_overload ("<=", Word47.<=); ld_overload (">", Word47.>); ld_overload (">=", Word47.>=);
          ld_overload ("~", Word47.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word47))
val () = (ld_overload ("+", Word48.+); ld_overload ("-", Word48.-); ld_overload ("*", Word48.*);
          ld_overload ("div", Word48.div); ld_overload ("mod", Word48.mod); ld_overload ("<", Word48.<);
          ld_overload ("<=", Word48.<=); ld_overload (">", Word48.>); ld_overload (">=", Word48.>=);
          ld_overload ("~", Word48.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word48))
val () = (ld_overload ("+", Word49.+); ld_overload ("-", Word49.-); ld_overload ("*", Word49.*);
          ld_overload ("div", Word49.div); ld_overload ("mod", Word49.mod); ld_overload ("<", Word49.<);
          ld_overload ("<=", Word49.<=); ld_overload (">", Word49.>); ld_overload (">=", Word49.>=);
          ld_overload ("~", Word49.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word49))
val () = (ld_overload ("+", Word50.+); ld_overload ("-", Word50.-); ld_overload ("*", Word50.*);
          ld_overload ("div", Word50.div); ld_overload ("mod", Word50.mod); ld_overload ("<", Word50.<);
          ld_overload ("<=", Word50.<=); ld_overload (">", Word50.>); ld_overload (">=", Word50.>=);
          ld_overload ("~", Word50.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word50))
val () = (ld_overload ("+", Word51.+); ld_overload ("-", Word51.-); ld_overload ("*", Word51.*);
          ld_overload ("div", Word51.div); ld_overload ("mod", Word51.mod); ld_overload ("<", Word51.<);
          ld_overload ("<=", Word51.<=); ld_overload (">", Word51.>); ld_overload (">=", Word51.>=);
          ld_overload ("~", Word51.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word51))
val () = (ld_overload ("+", Word52.+); ld_overload ("-", Word52.-); ld_overload ("*", Word52.*);
          ld_overload ("div", Word52.div); ld_overload ("mod", Word52.mod); ld_overload ("<", Word52.<);
          ld_overload ("<=", Word52.<=); ld_overload (">", Word52.>); ld_overload (">=", Word52.>=);
          ld_overload ("~", Word52.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word52))
val () = (ld_overload ("+", Word53.+); ld_overload ("-", Word53.-); ld_overload ("*", Word53.*);
          ld_overload ("div", Word53.div); ld_overload ("mod", Word53.mod); ld_overload ("<", Word53.<);
          ld_overload ("<=", Word53.<=); ld_overload (">", Word53.>); ld_overload (">=", Word53.>=);
          ld_overload ("~", Word53.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word53))
val () = (ld_overload ("+", Word54.+); ld_overload ("-", Word54.-); ld_overload ("*", Word54.*);
          ld_overload ("div", Word54.div); ld_overload ("mod", Word54.mod); ld_overload ("<", Word54.<);
          ld_overload ("<=", Word54.<=); ld_overload (">", Word54.>); ld_overload (">=", Word54.>=);
          ld_overload ("~", Word54.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word54))
val () = (ld_overload ("+", Word55.+); ld_overload ("-", Word55.-); ld_overload ("*", Word55.*);
          ld_overload ("div", Word55.div); ld_overload ("mod", Word55.mod); ld_overload ("<", Word55.<);
          ld_overload ("<=", Word55.<=); ld_overload (">", Word55.>); ld_overload (">=", Word55.>=);
          ld_overload ("~", Word55.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word55))
val () = (ld_overload ("+", Word56.+); ld_overload ("-", Word56.-); ld_overload ("*", Word56.*);
          ld_overload ("div", Word56.div); ld_overload ("mod", Word56.mod); ld_overload ("<", Word56.<);
          ld_overload ("<=", Word56.<=); ld_overload (">", Word56.>); ld_overload (">=", Word56.>=);
          ld_overload ("~", Word56.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word56))
val () = (ld_overload ("+", Word57.+); ld_overload ("-", Word57.-); ld_overload ("*", Word57.*);
          ld_overload ("div", Word57.div); ld_overload ("mod", Word57.mod); ld_overload ("<", Word57.<);
          ld_overload ("<=", Word57.<=); ld_overload (">", Word57.>); ld_overload (">=", Word57.>=);
          ld_overload ("~", Word57.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word57))
val () = (ld_overload ("+", Word58.+); ld_overload ("-", Word58.-); ld_overload ("*", Word58.*);
          ld_overload ("div", Word58.div); ld_overload ("mod", Word58.mod); ld_overload ("<", Word58.<);
          ld_overload ("<=", Word58.<=); ld_overload (">", Word58.>); ld_overload (">=", Word58.>=);
          ld_overload ("~", Word58.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word58))
val () = (ld_overload ("+", Word59.+); ld_overload ("-", Word59.-); ld_overload ("*", Word59.*);
          ld_overload ("div", Word59.div); ld_overload ("mod", Word59.mod); ld_overload ("<", Word59.<);
          ld_overload ("<=", Word59.<=); ld_overload (">", Word59.>); ld_overload (">=", Word59.>=);
          ld_overload ("~", Word59.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word59))
val () = (ld_overload ("+", Word60.+); ld_overload ("-", Word60.-); ld_overload ("*", Word60.*);
          ld_overload ("div", Word60.div); ld_overload ("mod", Word60.mod); ld_overload ("<", Word60.<);
          ld_overload ("<=", Word60.<=); ld_overload (">", Word60.>); ld_overload (">=", Word60.>=);
          ld_overload ("~", Word60.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word60))
val () = (ld_overload ("+", Word61.+); ld_overload ("-", Word61.-); ld_overload ("*", Word61.*);
          ld_overload ("div", Word61.div); ld_overload ("mod", Word61.mod); ld_overload ("<", Word61.<);
          ld_overload ("<=", Word61.<=); ld_overload (">", Word61.>); ld_overload (">=", Word61.>=);
          ld_overload ("~", Word61.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word61))
val () = (ld_overload ("+", Word62.+); ld_overload ("-", Word62.-); ld_overload ("*", Word62.*);
          ld_overload ("div", Word62.div); ld_overload ("mod", Word62.mod); ld_overload ("<", Word62.<);
          ld_overload ("<=", Word62.<=); ld_overload (">", Word62.>); ld_overload (">=", Word62.>=);
          ld_overload ("~", Word62.~);
          ld_overload ("ld_word_literal", BasisWordWidthLiterals.word62))
