(* Sockets over the system: a Unix-domain stream pair, a loopback TCP
   connection the program makes to itself (nonblocking accept, select,
   arrays and slices, shutdown), UDP on loopback, a Unix-domain datagram
   socket bound to a path, NetHostDB's address text, socket options, and
   OS.SysErr for failed calls. *)
fun say s = print (s ^ "\n")
fun bytes s = Word8VectorSlice.full (Byte.stringToBytes s)
fun opt f NONE = "NONE"
  | opt f (SOME x) = "SOME " ^ f x
fun sysErr f = (f (); "no error") handle OS.SysErr (_, e) => "SysErr " ^ (if isSome e then "SOME" else "NONE")

(* a stream socket pair *)
val (a, b) = UnixSock.Strm.socketPair ()
val () = say ("sent " ^ Int.toString (Socket.sendVec (a, bytes "hello, pair")))
val () = say ("peek " ^ Byte.bytesToString (Socket.recvVec' (b, 5, {peek = true, oob = false})))
val () = say ("nread " ^ Int.toString (Socket.Ctl.getNREAD b))
val () = say ("got " ^ Byte.bytesToString (Socket.recvVec (b, 100)))
val () = say ("nb " ^ opt Byte.bytesToString (Socket.recvVecNB (b, 100)))
val () = say ("type " ^ Socket.SOCK.toString (Socket.Ctl.getTYPE a))
val () = Socket.close a
val () = say ("after close " ^ Int.toString (Word8Vector.length (Socket.recvVec (b, 100))))
val () = say ("send to closed peer: " ^ sysErr (fn () => ignore (Socket.sendVec (b, bytes "x"))))
val () = Socket.close b
val () = say ("close twice: " ^ sysErr (fn () => Socket.close b))

(* TCP on loopback *)
val lo = valOf (NetHostDB.fromString "127.0.0.1")
val lst : Socket.passive INetSock.stream_sock = INetSock.TCP.socket ()
val () = Socket.Ctl.setREUSEADDR (lst, true)
val () = say ("reuseaddr " ^ Bool.toString (Socket.Ctl.getREUSEADDR lst))
val () = Socket.bind (lst, INetSock.toAddr (lo, 0))
val () = Socket.listen (lst, 5)
val (_, port) = INetSock.fromAddr (Socket.Ctl.getSockName lst)
val () = say ("port chosen " ^ Bool.toString (port > 0))
val () = say ("accept before connect " ^ opt (fn _ => "sock") (Socket.acceptNB lst))
val () = say ("select before connect " ^
              Int.toString (length (#rds (Socket.select {rds = [Socket.sockDesc lst], wrs = [], exs = [],
                                                          timeout = SOME Time.zeroTime}))))
val cli : Socket.active INetSock.stream_sock = INetSock.TCP.socket ()
val () = Socket.connect (cli, INetSock.toAddr (lo, port))
val () = INetSock.TCP.setNODELAY (cli, true)
val () = say ("nodelay " ^ Bool.toString (INetSock.TCP.getNODELAY cli))
val sel = Socket.select {rds = [Socket.sockDesc lst], wrs = [Socket.sockDesc cli], exs = [],
                         timeout = SOME (Time.fromSeconds 10)}
val () = say ("select " ^ Int.toString (length (#rds sel)) ^ " " ^ Int.toString (length (#wrs sel)))
val (srv, peer) = valOf (Socket.acceptNB lst)
val () = say ("peer " ^ NetHostDB.toString (#1 (INetSock.fromAddr peer)) ^ " same as client's name "
              ^ Bool.toString (Socket.sameAddr (peer, Socket.Ctl.getSockName cli)))
val arr = Word8Array.array (10, 0w0)
val () = say ("recv nothing yet " ^ opt Int.toString (Socket.recvArrNB (srv, Word8ArraySlice.full arr)))
val () = say ("sent " ^ Int.toString (Socket.sendVec (cli, Word8VectorSlice.slice (Byte.stringToBytes "xxabcdefyy", 2, SOME 6))))
val k = Socket.recvArr (srv, Word8ArraySlice.slice (arr, 2, NONE))
val () = say (Int.toString k ^ " " ^ Byte.unpackString (Word8ArraySlice.slice (arr, 2, SOME k)))
val () = say ("sent back " ^ Int.toString (Socket.sendArr (srv, Word8ArraySlice.slice (arr, 3, SOME 3))))
val () = say ("client got " ^ Byte.bytesToString (Socket.recvVec (cli, 3)))
val () = Socket.shutdown (cli, Socket.NO_SENDS)
val () = say ("end of stream " ^ Int.toString (Word8Vector.length (Socket.recvVec (srv, 10))))
val () = app Socket.close [srv, cli]
val () = Socket.close lst
val refused : Socket.active INetSock.stream_sock = INetSock.TCP.socket ()
val () = say ("connect to a closed port: " ^ sysErr (fn () => Socket.connect (refused, INetSock.toAddr (lo, port))))
val () = Socket.close refused

(* UDP on loopback *)
val u1 = INetSock.UDP.socket ()
val u2 = INetSock.UDP.socket ()
val () = Socket.bind (u1, INetSock.toAddr (lo, 0))
val a1 = Socket.Ctl.getSockName u1
val () = Socket.sendVecTo (u2, a1, bytes "datagram one")
val () = say ("sendNB " ^ Bool.toString (Socket.sendArrToNB (u2, a1, Word8ArraySlice.full (Word8Array.array (3, 0w65)))))
val (d, from) = Socket.recvVecFrom (u1, 100)
val () = say (Byte.bytesToString d ^ " from " ^ NetHostDB.toString (#1 (INetSock.fromAddr from))
              ^ " same port as sender's " ^ Bool.toString (#2 (INetSock.fromAddr from) = #2 (INetSock.fromAddr (Socket.Ctl.getSockName u2))))
val buf = Word8Array.array (5, 0w0)
val () = case Socket.recvArrFromNB (u1, Word8ArraySlice.slice (buf, 1, NONE)) of
           NONE => say "none"
         | SOME (n, _) => say (Int.toString n ^ " " ^ String.concatWith "," (map Word8.toString (Word8Array.foldr op :: [] buf)))
val () = say ("then " ^ opt (Byte.bytesToString o #1) (Socket.recvVecFromNB (u1, 100)))
val () = app Socket.close [u1, u2]

(* a Unix-domain datagram socket bound to a path *)
val path = OS.FileSys.tmpName ()
val () = OS.FileSys.remove path
val ud = UnixSock.DGrm.socket ()
val () = Socket.bind (ud, UnixSock.toAddr path)
val () = say ("bound name is the path " ^ Bool.toString (UnixSock.fromAddr (Socket.Ctl.getSockName ud) = path))
val us = UnixSock.DGrm.socket ()
val () = Socket.sendVecTo (us, UnixSock.toAddr path, bytes "over a path")
val () = say (Byte.bytesToString (#1 (Socket.recvVecFrom (ud, 100))))
val () = say ("bind again: " ^ sysErr (fn () => Socket.bind (UnixSock.DGrm.socket (), UnixSock.toAddr path)))
val () = app Socket.close [ud, us]
val () = OS.FileSys.remove path
val (p1, p2) = UnixSock.DGrm.socketPair ()
val () = say ("dgram pair " ^ Socket.SOCK.toString (Socket.Ctl.getTYPE p2))
val () = app Socket.close [p1, p2]

(* names, families, options *)
val () = say (String.concatWith " " (map #1 (Socket.AF.list ())))
val () = say (opt Socket.AF.toString (Socket.AF.fromString "INET") ^ " " ^ opt Socket.SOCK.toString (Socket.SOCK.fromString "DGRAM"))
val () = say (Bool.toString (Socket.familyOfAddr a1 = INetSock.inetAF) ^ " "
              ^ Bool.toString (Socket.familyOfAddr (UnixSock.toAddr "x") = UnixSock.unixAF))
val () = say (String.concatWith " " (map (opt NetHostDB.toString o NetHostDB.fromString)
                                       ["10.1.2.3", "127.1", "0x7f.0.0.1", "010.0.0.1", "1.2.65535", "16909060",
                                        "256.1.1.1", "1.2.3.4.5", "a.b", ""]))
val () = say (opt NetHostDB.toString (StringCvt.scanString NetHostDB.scan "  192.168.0.1xyz"))
val () = say ("localhost " ^ opt (NetHostDB.toString o NetHostDB.addr) (NetHostDB.getByName "localhost"))
val () = say ("host name " ^ Bool.toString (size (NetHostDB.getHostName ()) > 0))
val () = say ("no such host " ^ opt NetHostDB.name (NetHostDB.getByName "no-such-host.invalid"))
val () = say ("any " ^ NetHostDB.toString (#1 (INetSock.fromAddr (INetSock.any 80))) ^ " "
              ^ Int.toString (#2 (INetSock.fromAddr (INetSock.any 80))))
val g : (INetSock.inet, Socket.dgram) Socket.sock = GenericSock.socket (INetSock.inetAF, Socket.SOCK.dgram)
val () = Socket.Ctl.setLINGER (g, SOME (Time.fromSeconds 3))
val () = say ("linger " ^ opt Time.toString (Socket.Ctl.getLINGER g))
val () = Socket.Ctl.setLINGER (g, NONE)
val () = say ("linger " ^ opt Time.toString (Socket.Ctl.getLINGER g))
val () = Socket.Ctl.setBROADCAST (g, true)
val () = say ("broadcast " ^ Bool.toString (Socket.Ctl.getBROADCAST g) ^ " error " ^ Bool.toString (Socket.Ctl.getERROR g))
val () = Socket.close g
val () = say ("bad port: " ^ sysErr (fn () => ignore (INetSock.toAddr (lo, 70000))))

(* the services and protocols databases (/etc/services, /etc/protocols) *)
val () = say ("tcp is " ^ opt (Int.toString o NetProtDB.protocol) (NetProtDB.getByName "tcp") ^ ", 17 is "
              ^ opt NetProtDB.name (NetProtDB.getByNumber 17) ^ ", by alias "
              ^ opt NetProtDB.name (NetProtDB.getByName "UDP") ^ ", none " ^ opt NetProtDB.name (NetProtDB.getByName "nope"))
val () = say ("ssh " ^ opt (fn e => Int.toString (NetServDB.port e) ^ "/" ^ NetServDB.protocol e) (NetServDB.getByName ("ssh", SOME "tcp"))
              ^ ", www " ^ opt NetServDB.name (NetServDB.getByName ("www", NONE))
              ^ ", 443 " ^ opt NetServDB.name (NetServDB.getByPort (443, SOME "tcp"))
              ^ ", 22/ddp " ^ opt NetServDB.name (NetServDB.getByPort (22, SOME "ddp")))
