(* expect: dbl's + is defaulted to int at the end of its own run of core
   declarations (Definition appendix E: the context is no larger than the
   smallest enclosing structure-level declaration); the structure declaration
   in between ends that context *)
functor F () = struct fun dbl x = x + x  structure S = struct end  val _ = dbl 1.5 end
