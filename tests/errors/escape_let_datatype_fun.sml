fun make () = let datatype k = K | L in fn b => if b then K else L end
