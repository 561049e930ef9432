(* Sockets (Basis Library "The Socket structure", "The INetSock structure",
   "The UnixSock structure", "The GenericSock structure", "The NetHostDB
   structure", "The NetServDB structure", "The NetProtDB structure"):
   signatures SOCKET, INET_SOCK, UNIX_SOCK, GENERIC_SOCK, NET_HOST_DB,
   NET_SERV_DB, NET_PROT_DB over the system calls of runtime/posix.c.

   A socket is its file descriptor (Socket.ioDesc is the OS.IO.iodesc of it);
   a socket address is the bytes of the system's struct sockaddr; an Internet
   address (NetHostDB.in_addr) is its four bytes in network order (IPv4).
   A failed system call raises OS.SysErr (message, SOME errno); the
   nonblocking variants return NONE (or false) where the call would block. *)

(* The runtime's system calls, their status turned into OS.SysErr. *)
structure BasisPosixCall =
struct
  exception WouldBlock
  fun sysErr (what, err) = raise OS.SysErr (what ^ ": " ^ OS.errorMsg err, SOME err)
  fun status (what, s) = if s = ~1 then raise WouldBlock else sysErr (what, s)
  (* the results of an int call, or OS.SysErr *)
  fun ints (what, code, is, ss) =
    case ld_posix_ints (code, is, ss) of
      0 :: r => r
    | s :: _ => status (what, s)
    | [] => raise OS.SysErr (what, NONE)
  fun unit (what, code, is, ss) = ignore (ints (what, code, is, ss))
  fun int (what, code, is, ss) =
    case ints (what, code, is, ss) of r :: _ => r | [] => raise OS.SysErr (what, NONE)
  fun strs (what, code, is, ss) =
    case ld_posix_strs (code, is, ss) of
      "" :: r => r
    | s :: _ => status (what, getOpt (Int.fromString s, 0))
    | [] => raise OS.SysErr (what, NONE)
  fun str (what, code, is, ss) =
    case strs (what, code, is, ss) of r :: _ => r | [] => raise OS.SysErr (what, NONE)
  (* NONE where a nonblocking call would block *)
  fun nonblocking f x = SOME (f x) handle WouldBlock => NONE
  fun bool b = if b then 1 else 0
  (* the system's constants, in runtime/posix.c's order *)
  val (afUnix, afInet, afInet6, sockStream, sockDgram, sockRaw, sockSeqpacket) =
    case ints ("constants", 0, [], []) of
      a :: b :: c :: d :: e :: f :: g :: _ => (a, b, c, d, e, f, g)
    | _ => raise OS.SysErr ("constants", NONE)
end

signature NET_HOST_DB =
sig
  eqtype in_addr
  eqtype addr_family
  type entry
  val name : entry -> string
  val aliases : entry -> string list
  val addrType : entry -> addr_family
  val length : entry -> int
  val addrs : entry -> in_addr list
  val addr : entry -> in_addr
  val getByName : string -> entry option
  val getByAddr : in_addr -> entry option
  val getHostName : unit -> string
  val scan : (char, 'a) StringCvt.reader -> (in_addr, 'a) StringCvt.reader
  val fromString : string -> in_addr option
  val toString : in_addr -> string
end

structure NetHostDB : NET_HOST_DB =
struct
  type in_addr = string
  type addr_family = int
  datatype entry = E of {name : string, aliases : string list, addrs : in_addr list}
  fun name (E e) = #name e
  fun aliases (E e) = #aliases e
  fun addrType _ = BasisPosixCall.afInet
  fun length _ = 4
  fun addrs (E e) = #addrs e
  fun addr (E {addrs = a :: _, ...}) = a
    | addr (E {addrs = [], ...}) = raise OS.SysErr ("NetHostDB.addr: no address", NONE)
  (* the resolver's failures are answers (NONE), not errors *)
  fun getByName n =
    (case BasisPosixCall.strs ("getByName", 108, [], [n]) of
       canon :: addrs => SOME (E {name = canon, aliases = [], addrs = addrs})
     | [] => NONE)
    handle OS.SysErr _ => NONE
  fun getByAddr a =
    SOME (E {name = BasisPosixCall.str ("getByAddr", 109, [], [a]), aliases = [], addrs = [a]})
    handle OS.SysErr _ => NONE
  fun getHostName () = BasisPosixCall.str ("getHostName", 110, [], [])
  (* inet_aton's forms: a.b.c.d, a.b.c (c 16 bits), a.b (b 24 bits), a
     (32 bits); each part decimal, 0x hexadecimal or 0 octal *)
  fun scan getc src =
    let
      fun part s =
        case getc s of
          SOME (#"0", s1) =>
            (case getc s1 of
               SOME (c, s2) =>
                 if (c = #"x" orelse c = #"X") then
                   (case getc s2 of
                      SOME (d, _) => if Char.isHexDigit d then Word.scan StringCvt.HEX getc s2
                                     else SOME (0w0, s1)
                    | NONE => SOME (0w0, s1))
                 else if Char.isDigit c then Word.scan StringCvt.OCT getc s1
                 else SOME (0w0, s1)
             | NONE => SOME (0w0, s1))
        | SOME (c, _) => if Char.isDigit c then Word.scan StringCvt.DEC getc s else NONE
        | NONE => NONE
      fun parts (s, acc) =
        case part s of
          NONE => NONE
        | SOME (w, s') =>
            let val acc' = w :: acc
            in case getc s' of
                 SOME (#".", s'') => if List.length acc' < 4 then
                                       (case parts (s'', acc') of
                                          NONE => SOME (rev acc', s')
                                        | r => r)
                                     else SOME (rev acc', s')
               | _ => SOME (rev acc', s')
            end
      fun fits (w, bits) = Word.< (w, Word.<< (0w1, Word.fromInt bits))
      fun bytes (w, n) = List.tabulate (n, fn i => Word.andb (Word.>> (w, Word.fromInt (8 * (n - 1 - i))), 0wxFF))
      fun make ps =
        case ps of
          [a] => if fits (a, 32) then SOME (bytes (a, 4)) else NONE
        | [a, b] => if fits (a, 8) andalso fits (b, 24) then SOME (a :: bytes (b, 3)) else NONE
        | [a, b, c] => if fits (a, 8) andalso fits (b, 8) andalso fits (c, 16) then SOME (a :: b :: bytes (c, 2))
                       else NONE
        | [a, b, c, d] => if List.all (fn w => fits (w, 8)) ps then SOME [a, b, c, d] else NONE
        | _ => NONE
    in
      case parts (StringCvt.skipWS getc src, []) of
        NONE => NONE
      | SOME (ps, rest) =>
          (case make ps of
             SOME bs => SOME (implode (map (chr o Word.toInt) bs), rest)
           | NONE => NONE)
    end
  fun fromString s = StringCvt.scanString scan s
  fun toString a = String.concatWith "." (map (Int.toString o ord) (explode a))
end

signature SOCKET =
sig
  type ('af, 'sock_type) sock
  type 'af sock_addr
  type dgram
  type 'mode stream
  type passive
  type active
  structure AF :
  sig
    type addr_family = NetHostDB.addr_family
    val list : unit -> (string * addr_family) list
    val toString : addr_family -> string
    val fromString : string -> addr_family option
  end
  structure SOCK :
  sig
    eqtype sock_type
    val stream : sock_type
    val dgram : sock_type
    val list : unit -> (string * sock_type) list
    val toString : sock_type -> string
    val fromString : string -> sock_type option
  end
  structure Ctl :
  sig
    val getDEBUG : ('af, 'sock_type) sock -> bool
    val setDEBUG : ('af, 'sock_type) sock * bool -> unit
    val getREUSEADDR : ('af, 'sock_type) sock -> bool
    val setREUSEADDR : ('af, 'sock_type) sock * bool -> unit
    val getKEEPALIVE : ('af, 'sock_type) sock -> bool
    val setKEEPALIVE : ('af, 'sock_type) sock * bool -> unit
    val getDONTROUTE : ('af, 'sock_type) sock -> bool
    val setDONTROUTE : ('af, 'sock_type) sock * bool -> unit
    val getLINGER : ('af, 'sock_type) sock -> Time.time option
    val setLINGER : ('af, 'sock_type) sock * Time.time option -> unit
    val getBROADCAST : ('af, 'sock_type) sock -> bool
    val setBROADCAST : ('af, 'sock_type) sock * bool -> unit
    val getOOBINLINE : ('af, 'sock_type) sock -> bool
    val setOOBINLINE : ('af, 'sock_type) sock * bool -> unit
    val getSNDBUF : ('af, 'sock_type) sock -> int
    val setSNDBUF : ('af, 'sock_type) sock * int -> unit
    val getRCVBUF : ('af, 'sock_type) sock -> int
    val setRCVBUF : ('af, 'sock_type) sock * int -> unit
    val getTYPE : ('af, 'sock_type) sock -> SOCK.sock_type
    val getERROR : ('af, 'sock_type) sock -> bool
    val getPeerName : ('af, 'sock_type) sock -> 'af sock_addr
    val getSockName : ('af, 'sock_type) sock -> 'af sock_addr
    val getNREAD : ('af, 'sock_type) sock -> int
    val getATMARK : ('af, active stream) sock -> bool
  end
  val sameAddr : 'af sock_addr * 'af sock_addr -> bool
  val familyOfAddr : 'af sock_addr -> AF.addr_family
  val bind : ('af, 'sock_type) sock * 'af sock_addr -> unit
  val listen : ('af, passive stream) sock * int -> unit
  val accept : ('af, passive stream) sock -> ('af, active stream) sock * 'af sock_addr
  val acceptNB : ('af, passive stream) sock -> (('af, active stream) sock * 'af sock_addr) option
  val connect : ('af, 'sock_type) sock * 'af sock_addr -> unit
  val connectNB : ('af, 'sock_type) sock * 'af sock_addr -> bool
  val close : ('af, 'sock_type) sock -> unit
  datatype shutdown_mode = NO_RECVS | NO_SENDS | NO_RECVS_OR_SENDS
  val shutdown : ('af, 'mode stream) sock * shutdown_mode -> unit
  eqtype sock_desc
  val sockDesc : ('af, 'sock_type) sock -> sock_desc
  val sameDesc : sock_desc * sock_desc -> bool
  val select : {rds : sock_desc list, wrs : sock_desc list, exs : sock_desc list, timeout : Time.time option}
               -> {rds : sock_desc list, wrs : sock_desc list, exs : sock_desc list}
  val ioDesc : ('af, 'sock_type) sock -> OS.IO.iodesc
  type out_flags = {don't_route : bool, oob : bool}
  type in_flags = {peek : bool, oob : bool}
  val sendVec : ('af, active stream) sock * Word8VectorSlice.slice -> int
  val sendArr : ('af, active stream) sock * Word8ArraySlice.slice -> int
  val sendVec' : ('af, active stream) sock * Word8VectorSlice.slice * out_flags -> int
  val sendArr' : ('af, active stream) sock * Word8ArraySlice.slice * out_flags -> int
  val sendVecNB : ('af, active stream) sock * Word8VectorSlice.slice -> int option
  val sendArrNB : ('af, active stream) sock * Word8ArraySlice.slice -> int option
  val sendVecNB' : ('af, active stream) sock * Word8VectorSlice.slice * out_flags -> int option
  val sendArrNB' : ('af, active stream) sock * Word8ArraySlice.slice * out_flags -> int option
  val recvVec : ('af, active stream) sock * int -> Word8Vector.vector
  val recvArr : ('af, active stream) sock * Word8ArraySlice.slice -> int
  val recvVec' : ('af, active stream) sock * int * in_flags -> Word8Vector.vector
  val recvArr' : ('af, active stream) sock * Word8ArraySlice.slice * in_flags -> int
  val recvVecNB : ('af, active stream) sock * int -> Word8Vector.vector option
  val recvArrNB : ('af, active stream) sock * Word8ArraySlice.slice -> int option
  val recvVecNB' : ('af, active stream) sock * int * in_flags -> Word8Vector.vector option
  val recvArrNB' : ('af, active stream) sock * Word8ArraySlice.slice * in_flags -> int option
  val sendVecTo : ('af, dgram) sock * 'af sock_addr * Word8VectorSlice.slice -> unit
  val sendArrTo : ('af, dgram) sock * 'af sock_addr * Word8ArraySlice.slice -> unit
  val sendVecTo' : ('af, dgram) sock * 'af sock_addr * Word8VectorSlice.slice * out_flags -> unit
  val sendArrTo' : ('af, dgram) sock * 'af sock_addr * Word8ArraySlice.slice * out_flags -> unit
  val sendVecToNB : ('af, dgram) sock * 'af sock_addr * Word8VectorSlice.slice -> bool
  val sendArrToNB : ('af, dgram) sock * 'af sock_addr * Word8ArraySlice.slice -> bool
  val sendVecToNB' : ('af, dgram) sock * 'af sock_addr * Word8VectorSlice.slice * out_flags -> bool
  val sendArrToNB' : ('af, dgram) sock * 'af sock_addr * Word8ArraySlice.slice * out_flags -> bool
  val recvVecFrom : ('af, dgram) sock * int -> Word8Vector.vector * 'af sock_addr
  val recvArrFrom : ('af, dgram) sock * Word8ArraySlice.slice -> int * 'af sock_addr
  val recvVecFrom' : ('af, dgram) sock * int * in_flags -> Word8Vector.vector * 'af sock_addr
  val recvArrFrom' : ('af, dgram) sock * Word8ArraySlice.slice * in_flags -> int * 'af sock_addr
  val recvVecFromNB : ('af, dgram) sock * int -> (Word8Vector.vector * 'af sock_addr) option
  val recvArrFromNB : ('af, dgram) sock * Word8ArraySlice.slice -> (int * 'af sock_addr) option
  val recvVecFromNB' : ('af, dgram) sock * int * in_flags -> (Word8Vector.vector * 'af sock_addr) option
  val recvArrFromNB' : ('af, dgram) sock * Word8ArraySlice.slice * in_flags -> (int * 'af sock_addr) option
end

(* Socket's types are transparent here so that INetSock, UnixSock and
   GenericSock can make sockets and addresses; Socket itself hides them. *)
structure BasisSocket =
struct
  structure P = BasisPosixCall
  datatype ('af, 'sock_type) sock = SOCK of int
  datatype 'af sock_addr = ADDR of string
  datatype dgram = DGRAM
  datatype 'mode stream = STREAM
  datatype passive = PASSIVE
  datatype active = ACTIVE
  fun fd (SOCK s) = s
  (* a new socket, as GenericSock.socket' *)
  fun socket (what, af, st, proto) = SOCK (P.int (what, 1, [af, st, proto], []))
  fun socketPair (what, af, st, proto) =
    case P.ints (what, 2, [af, st, proto], []) of
      [a, b] => (SOCK a, SOCK b)
    | _ => raise OS.SysErr (what, NONE)
  structure AF =
  struct
    type addr_family = NetHostDB.addr_family
    fun list () = [("UNIX", P.afUnix), ("INET", P.afInet), ("INET6", P.afInet6)]
    fun toString af =
      case List.find (fn (_, a) => a = af) (list ()) of
        SOME (n, _) => n
      | NONE => "AF" ^ Int.toString af
    fun fromString s = Option.map #2 (List.find (fn (n, _) => n = s) (list ()))
  end
  structure SOCK =
  struct
    type sock_type = int
    val stream = P.sockStream
    val dgram = P.sockDgram
    fun list () = [("STREAM", P.sockStream), ("DGRAM", P.sockDgram), ("RAW", P.sockRaw),
                   ("SEQPACKET", P.sockSeqpacket)]
    fun toString st =
      case List.find (fn (_, t) => t = st) (list ()) of
        SOME (n, _) => n
      | NONE => "SOCK" ^ Int.toString st
    fun fromString s = Option.map #2 (List.find (fn (n, _) => n = s) (list ()))
  end
  (* option codes of runtime/posix.c *)
  structure Ctl =
  struct
    fun get (name, code) s = P.int ("Ctl.get" ^ name, 9, [fd s, code], [])
    fun set (name, code) (s, v) = P.unit ("Ctl.set" ^ name, 10, [fd s, code, v, 0], [])
    fun getB opt s = get opt s <> 0
    fun setB opt (s, b) = set opt (s, P.bool b)
    val getDEBUG = fn s => getB ("DEBUG", 0) s
    val setDEBUG = fn x => setB ("DEBUG", 0) x
    val getREUSEADDR = fn s => getB ("REUSEADDR", 1) s
    val setREUSEADDR = fn x => setB ("REUSEADDR", 1) x
    val getKEEPALIVE = fn s => getB ("KEEPALIVE", 2) s
    val setKEEPALIVE = fn x => setB ("KEEPALIVE", 2) x
    val getDONTROUTE = fn s => getB ("DONTROUTE", 3) s
    val setDONTROUTE = fn x => setB ("DONTROUTE", 3) x
    val getBROADCAST = fn s => getB ("BROADCAST", 4) s
    val setBROADCAST = fn x => setB ("BROADCAST", 4) x
    val getOOBINLINE = fn s => getB ("OOBINLINE", 5) s
    val setOOBINLINE = fn x => setB ("OOBINLINE", 5) x
    val getSNDBUF = fn s => get ("SNDBUF", 6) s
    val setSNDBUF = fn x => set ("SNDBUF", 6) x
    val getRCVBUF = fn s => get ("RCVBUF", 7) s
    val setRCVBUF = fn x => set ("RCVBUF", 7) x
    val getTYPE = fn s => get ("TYPE", 8) s
    (* SO_ERROR reads and clears the pending error: true if there was one *)
    val getERROR = fn s => getB ("ERROR", 9) s
    fun getLINGER s =
      case P.ints ("Ctl.getLINGER", 9, [fd s, 11], []) of
        [0, _] => NONE
      | [_, secs] => SOME (Time.fromSeconds (LargeInt.fromInt secs))
      | _ => raise OS.SysErr ("Ctl.getLINGER", NONE)
    fun setLINGER (s, t) =
      case t of
        NONE => P.unit ("Ctl.setLINGER", 10, [fd s, 11, 0, 0], [])
      | SOME t => if Time.< (t, Time.zeroTime) then raise OS.SysErr ("Ctl.setLINGER: negative time", NONE)
                  else P.unit ("Ctl.setLINGER", 10, [fd s, 11, 1, LargeInt.toInt (Time.toSeconds t)], [])
    fun getPeerName s = ADDR (P.str ("Ctl.getPeerName", 101, [fd s], []))
    fun getSockName s = ADDR (P.str ("Ctl.getSockName", 100, [fd s], []))
    fun getNREAD s = P.int ("Ctl.getNREAD", 11, [fd s], [])
    fun getATMARK s = P.int ("Ctl.getATMARK", 12, [fd s], []) <> 0
  end
  fun sameAddr (ADDR a, ADDR b) = a = b
  fun familyOfAddr (ADDR a) = P.int ("familyOfAddr", 15, [], [a])
  fun bind (s, ADDR a) = P.unit ("bind", 3, [fd s], [a])
  fun listen (s, n) = P.unit ("listen", 5, [fd s, n], [])
  fun accept' nb s =
    let val c = SOCK (P.int ("accept", 6, [fd s, P.bool nb], []))
    in (c, Ctl.getPeerName c) end
  fun accept s = accept' false s
  fun acceptNB s = P.nonblocking (accept' true) s
  fun connect (s, ADDR a) = P.unit ("connect", 4, [fd s, 0], [a])
  fun connectNB (s, ADDR a) = (P.unit ("connectNB", 4, [fd s, 1], [a]); true)
    handle P.WouldBlock => false
  fun close s = P.unit ("close", 7, [fd s], [])
  datatype shutdown_mode = NO_RECVS | NO_SENDS | NO_RECVS_OR_SENDS
  fun shutdown (s, m) =
    P.unit ("shutdown", 8, [fd s, case m of NO_RECVS => 0 | NO_SENDS => 1 | NO_RECVS_OR_SENDS => 2], [])
  type sock_desc = int
  val sockDesc = fd
  fun sameDesc (a : sock_desc, b) = a = b
  val ioDesc = fd
  (* select through OS.IO.poll: readable, writable, exceptional (priority data) *)
  fun select {rds, wrs, exs, timeout} =
    let
      fun desc mark d = case OS.IO.pollDesc d of
                          SOME pd => mark pd
                        | NONE => raise OS.SysErr ("select: bad descriptor", NONE)
      val pds = map (desc OS.IO.pollIn) rds @ map (desc OS.IO.pollOut) wrs @ map (desc OS.IO.pollPri) exs
      val got = OS.IO.poll (pds, timeout)
      fun ready (test, ds) =
        List.filter (fn d => List.exists (fn i => OS.IO.pollToIODesc (OS.IO.infoToPollDesc i) = d andalso test i) got) ds
    in
      {rds = ready (OS.IO.isIn, rds), wrs = ready (OS.IO.isOut, wrs), exs = ready (OS.IO.isPri, exs)}
    end
  type out_flags = {don't_route : bool, oob : bool}
  type in_flags = {peek : bool, oob : bool}
  (* MSG_OOB = 1, MSG_PEEK = 2, MSG_DONTROUTE = 4 on every system POSIX knows *)
  fun outFlags {don't_route, oob} = (if don't_route then 4 else 0) + (if oob then 1 else 0)
  fun inFlags {peek, oob} = (if peek then 2 else 0) + (if oob then 1 else 0)
  val noOut = {don't_route = false, oob = false}
  val noIn = {peek = false, oob = false}
  fun arrBytes sl = Byte.unpackString sl
  fun send nb (s, bytes, fl) = P.int ("send", 13, [fd s, outFlags fl, P.bool nb], [bytes])
  fun sendVec' (s, sl, fl) = send false (s, Byte.unpackStringVec sl, fl)
  fun sendArr' (s, sl, fl) = send false (s, arrBytes sl, fl)
  fun sendVec (s, sl) = sendVec' (s, sl, noOut)
  fun sendArr (s, sl) = sendArr' (s, sl, noOut)
  fun sendVecNB' (s, sl, fl) = P.nonblocking (send true) (s, Byte.unpackStringVec sl, fl)
  fun sendArrNB' (s, sl, fl) = P.nonblocking (send true) (s, arrBytes sl, fl)
  fun sendVecNB (s, sl) = sendVecNB' (s, sl, noOut)
  fun sendArrNB (s, sl) = sendArrNB' (s, sl, noOut)
  fun recv nb (s, n, fl) =
    if n < 0 then raise Size
    else Byte.stringToBytes (P.str ("recv", 102, [fd s, n, inFlags fl, P.bool nb], []))
  (* received bytes copied into an array slice: their count *)
  fun into (sl, bytes) =
    let val (a, i, _) = Word8ArraySlice.base sl
    in Word8Array.copyVec {src = bytes, dst = a, di = i}; Word8Vector.length bytes end
  fun recvVec' (s, n, fl) = recv false (s, n, fl)
  fun recvVec (s, n) = recv false (s, n, noIn)
  fun recvArr' (s, sl, fl) = into (sl, recv false (s, Word8ArraySlice.length sl, fl))
  fun recvArr (s, sl) = recvArr' (s, sl, noIn)
  fun recvVecNB' (s, n, fl) = P.nonblocking (recv true) (s, n, fl)
  fun recvVecNB (s, n) = recvVecNB' (s, n, noIn)
  fun recvArrNB' (s, sl, fl) =
    Option.map (fn v => into (sl, v)) (P.nonblocking (recv true) (s, Word8ArraySlice.length sl, fl))
  fun recvArrNB (s, sl) = recvArrNB' (s, sl, noIn)
  fun sendTo nb (s, ADDR a, bytes, fl) = ignore (P.int ("sendTo", 14, [fd s, outFlags fl, P.bool nb], [bytes, a]))
  fun sendVecTo' (s, a, sl, fl) = sendTo false (s, a, Byte.unpackStringVec sl, fl)
  fun sendArrTo' (s, a, sl, fl) = sendTo false (s, a, arrBytes sl, fl)
  fun sendVecTo (s, a, sl) = sendVecTo' (s, a, sl, noOut)
  fun sendArrTo (s, a, sl) = sendArrTo' (s, a, sl, noOut)
  fun sendToNB args = (sendTo true args; true) handle P.WouldBlock => false
  fun sendVecToNB' (s, a, sl, fl) = sendToNB (s, a, Byte.unpackStringVec sl, fl)
  fun sendArrToNB' (s, a, sl, fl) = sendToNB (s, a, arrBytes sl, fl)
  fun sendVecToNB (s, a, sl) = sendVecToNB' (s, a, sl, noOut)
  fun sendArrToNB (s, a, sl) = sendArrToNB' (s, a, sl, noOut)
  fun recvFrom nb (s, n, fl) =
    if n < 0 then raise Size
    else case P.strs ("recvFrom", 103, [fd s, n, inFlags fl, P.bool nb], []) of
           [bytes, a] => (Byte.stringToBytes bytes, ADDR a)
         | _ => raise OS.SysErr ("recvFrom", NONE)
  fun recvVecFrom' (s, n, fl) = recvFrom false (s, n, fl)
  fun recvVecFrom (s, n) = recvFrom false (s, n, noIn)
  fun recvArrFrom' (s, sl, fl) =
    let val (v, a) = recvFrom false (s, Word8ArraySlice.length sl, fl) in (into (sl, v), a) end
  fun recvArrFrom (s, sl) = recvArrFrom' (s, sl, noIn)
  fun recvVecFromNB' (s, n, fl) = P.nonblocking (recvFrom true) (s, n, fl)
  fun recvVecFromNB (s, n) = recvVecFromNB' (s, n, noIn)
  fun recvArrFromNB' (s, sl, fl) =
    Option.map (fn (v, a) => (into (sl, v), a)) (P.nonblocking (recvFrom true) (s, Word8ArraySlice.length sl, fl))
  fun recvArrFromNB (s, sl) = recvArrFromNB' (s, sl, noIn)
end

structure Socket : SOCKET = BasisSocket

signature INET_SOCK =
sig
  type inet
  type 'sock_type sock = (inet, 'sock_type) Socket.sock
  type 'mode stream_sock = 'mode Socket.stream sock
  type dgram_sock = Socket.dgram sock
  type sock_addr = inet Socket.sock_addr
  val inetAF : Socket.AF.addr_family
  val toAddr : NetHostDB.in_addr * int -> sock_addr
  val fromAddr : sock_addr -> NetHostDB.in_addr * int
  val any : int -> sock_addr
  structure UDP :
  sig
    val socket : unit -> dgram_sock
    val socket' : int -> dgram_sock
  end
  structure TCP :
  sig
    val socket : unit -> 'mode stream_sock
    val socket' : int -> 'mode stream_sock
    val getNODELAY : 'mode stream_sock -> bool
    val setNODELAY : 'mode stream_sock * bool -> unit
  end
end

structure INetSock : INET_SOCK =
struct
  structure S = BasisSocket
  structure P = BasisPosixCall
  datatype inet = INET
  type 'sock_type sock = (inet, 'sock_type) Socket.sock
  type 'mode stream_sock = 'mode Socket.stream sock
  type dgram_sock = Socket.dgram sock
  type sock_addr = inet Socket.sock_addr
  val inetAF = P.afInet
  fun toAddr (ia, port) = S.ADDR (P.str ("INetSock.toAddr", 104, [port], [ia]))
  fun fromAddr (S.ADDR a) = (P.str ("INetSock.fromAddr", 105, [], [a]), P.int ("INetSock.fromAddr", 16, [], [a]))
  fun any port = toAddr ("\000\000\000\000", port)
  structure UDP =
  struct
    fun socket' proto = S.socket ("INetSock.UDP.socket", P.afInet, P.sockDgram, proto)
    fun socket () = socket' 0
  end
  structure TCP =
  struct
    fun socket' proto = S.socket ("INetSock.TCP.socket", P.afInet, P.sockStream, proto)
    fun socket () = socket' 0
    fun getNODELAY s = S.Ctl.get ("NODELAY", 10) s <> 0
    fun setNODELAY (s, b) = S.Ctl.set ("NODELAY", 10) (s, P.bool b)
  end
end

signature UNIX_SOCK =
sig
  type unix
  type 'sock_type sock = (unix, 'sock_type) Socket.sock
  type 'mode stream_sock = 'mode Socket.stream sock
  type dgram_sock = Socket.dgram sock
  type sock_addr = unix Socket.sock_addr
  val unixAF : Socket.AF.addr_family
  val toAddr : string -> sock_addr
  val fromAddr : sock_addr -> string
  structure Strm :
  sig
    val socket : unit -> 'mode stream_sock
    val socketPair : unit -> 'mode stream_sock * 'mode stream_sock
  end
  structure DGrm :
  sig
    val socket : unit -> dgram_sock
    val socketPair : unit -> dgram_sock * dgram_sock
  end
end

structure UnixSock : UNIX_SOCK =
struct
  structure S = BasisSocket
  structure P = BasisPosixCall
  datatype unix = UNIX
  type 'sock_type sock = (unix, 'sock_type) Socket.sock
  type 'mode stream_sock = 'mode Socket.stream sock
  type dgram_sock = Socket.dgram sock
  type sock_addr = unix Socket.sock_addr
  val unixAF = P.afUnix
  fun toAddr path = S.ADDR (P.str ("UnixSock.toAddr", 106, [], [path]))
  fun fromAddr (S.ADDR a) = P.str ("UnixSock.fromAddr", 107, [], [a])
  structure Strm =
  struct
    fun socket () = S.socket ("UnixSock.Strm.socket", P.afUnix, P.sockStream, 0)
    fun socketPair () = S.socketPair ("UnixSock.Strm.socketPair", P.afUnix, P.sockStream, 0)
  end
  structure DGrm =
  struct
    fun socket () = S.socket ("UnixSock.DGrm.socket", P.afUnix, P.sockDgram, 0)
    fun socketPair () = S.socketPair ("UnixSock.DGrm.socketPair", P.afUnix, P.sockDgram, 0)
  end
end

signature GENERIC_SOCK =
sig
  val socket : Socket.AF.addr_family * Socket.SOCK.sock_type -> ('af, 'sock_type) Socket.sock
  val socketPair : Socket.AF.addr_family * Socket.SOCK.sock_type
                   -> ('af, 'sock_type) Socket.sock * ('af, 'sock_type) Socket.sock
  val socket' : Socket.AF.addr_family * Socket.SOCK.sock_type * int -> ('af, 'sock_type) Socket.sock
  val socketPair' : Socket.AF.addr_family * Socket.SOCK.sock_type * int
                    -> ('af, 'sock_type) Socket.sock * ('af, 'sock_type) Socket.sock
end

structure GenericSock : GENERIC_SOCK =
struct
  fun socket' (af, st, proto) = BasisSocket.socket ("GenericSock.socket", af, st, proto)
  fun socket (af, st) = socket' (af, st, 0)
  fun socketPair' (af, st, proto) = BasisSocket.socketPair ("GenericSock.socketPair", af, st, proto)
  fun socketPair (af, st) = socketPair' (af, st, 0)
end

(* The services and protocols databases, read from /etc/services and
   /etc/protocols (as SysDB reads /etc/passwd: the C library's name-service
   modules cannot be loaded into the static release executables). A line is
   fields separated by blanks, '#' to its end a comment; a missing file is an
   empty database. *)
structure BasisNetDB =
struct
  fun fields line =
    String.tokens Char.isSpace (Substring.string (#1 (Substring.splitl (fn c => c <> #"#") (Substring.full line))))
  (* the entry of the first line make accepts *)
  fun find (file, make) =
    let
      val ins = TextIO.openIn file
      fun loop () =
        case TextIO.inputLine ins of
          NONE => NONE
        | SOME l => (case make (fields l) of NONE => loop () | found => found)
    in
      (loop () before TextIO.closeIn ins) handle e => (TextIO.closeIn ins; raise e)
    end
    handle IO.Io _ => NONE
end

signature NET_SERV_DB =
sig
  type entry
  val name : entry -> string
  val aliases : entry -> string list
  val port : entry -> int
  val protocol : entry -> string
  val getByName : string * string option -> entry option
  val getByPort : int * string option -> entry option
end

structure NetServDB : NET_SERV_DB =
struct
  type entry = {name : string, aliases : string list, port : int, protocol : string}
  fun name (e : entry) = #name e
  fun aliases (e : entry) = #aliases e
  fun port (e : entry) = #port e
  fun protocol (e : entry) = #protocol e
  (* "name port/protocol aliases..." *)
  fun entry (n :: pp :: al) =
        (case String.fields (fn c => c = #"/") pp of
           [p, proto] => Option.map (fn p => {name = n, aliases = al, port = p, protocol = proto}) (Int.fromString p)
         | _ => NONE)
    | entry _ = NONE
  fun protoOk (proto, e : entry) = case proto of NONE => true | SOME p => #protocol e = p
  fun getByName (n, proto) =
    BasisNetDB.find ("/etc/services", fn fs =>
      case entry fs of
        SOME e => if (#name e = n orelse List.exists (fn a => a = n) (#aliases e)) andalso protoOk (proto, e)
                  then SOME e else NONE
      | NONE => NONE)
  fun getByPort (p, proto) =
    BasisNetDB.find ("/etc/services", fn fs =>
      case entry fs of
        SOME e => if #port e = p andalso protoOk (proto, e) then SOME e else NONE
      | NONE => NONE)
end

signature NET_PROT_DB =
sig
  type entry
  val name : entry -> string
  val aliases : entry -> string list
  val protocol : entry -> int
  val getByName : string -> entry option
  val getByNumber : int -> entry option
end

structure NetProtDB : NET_PROT_DB =
struct
  type entry = {name : string, aliases : string list, protocol : int}
  fun name (e : entry) = #name e
  fun aliases (e : entry) = #aliases e
  fun protocol (e : entry) = #protocol e
  (* "name number aliases..." *)
  fun entry (n :: num :: al) = Option.map (fn p => {name = n, aliases = al, protocol = p}) (Int.fromString num)
    | entry _ = NONE
  fun getByName n =
    BasisNetDB.find ("/etc/protocols", fn fs =>
      case entry fs of
        SOME e => if #name e = n orelse List.exists (fn a => a = n) (#aliases e) then SOME e else NONE
      | NONE => NONE)
  fun getByNumber p =
    BasisNetDB.find ("/etc/protocols", fn fs =>
      case entry fs of
        SOME e => if #protocol e = p then SOME e else NONE
      | NONE => NONE)
end
