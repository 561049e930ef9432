structure S : sig val ref : int end = struct val x = 1 end
