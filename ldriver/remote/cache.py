"""The remote unit cache client: a unit compilation as an REAPI v2 action,
looked up in the server's action cache before compiling, uploaded after.

    shared_cache(config) -> RemoteCache     one per configuration and process
    RemoteCache.fetch(unit, key_input, source) -> UnitOutputs | str (why it missed)
    RemoteCache.store(unit, key_input, source, outputs)
    RemoteCache.fetch_files(what, command, inputs, outputs) -> {path: bytes} | str
    RemoteCache.store_files(what, command, inputs, outputs)
        any other action (the runtime library, ldriver.engine.toolchain): its
        command line, its input files and output files by name

The action. A unit's local action key is the SHA-256 of `key_input`
(ldriver.engine.build: the build key, the unit, its source's name and digest, its
basis and the digests of the interfaces it imports); the REAPI `Action` says
exactly that: its input root holds two files, `action-key` (those bytes)
and `source.sml` (the source, which the key covers by digest), and its
`Command` (the same for every unit) names the outputs `unit.o` (the object),
`unit.iface` (the interface) and `unit.json` (the interface's digest and the
extent counts). Equal keys make equal actions on every machine, and an
REAPI tool can read what any entry was compiled from.

Trust. Every blob fetched is checked against its digest (a server need
not: BuildGrid's disk storage serves whatever the file holds); a damaged
one is a miss for that unit (one warning) and is uploaded again, whole,
after the local compilation (a server that checks what it is sent repairs
its copy; BuildGrid's disk storage keeps the file it has). Any other failure (the server down, a call
taking longer than the timeout, an answer of the wrong shape) gives one
warning and turns the cache off for the rest of the process: every unit
then compiles locally, and the build goes on. Warnings go to stderr as they
happen ("ldriver: warning: remote cache URL: ..."), as a remote cache's
warnings do in Bazel, and are kept in `warnings` for `last-build.json`.

Transfers. Blobs up to `BATCH_LIMIT` travel in BatchReadBlobs and
BatchUpdateBlobs calls (GetActionResult inlines the outputs when the server
does), larger ones through ByteStream in `CHUNK`-sized pieces.
"""
from __future__ import annotations

import functools
import hashlib
import json
import sys
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import grpc

from ldriver.remote import RemoteConfig
from ldriver.remote import reapi
from ldriver.remote.reapi import messages as pb

BATCH_LIMIT = 2 * 1024 * 1024
"""The most bytes of blobs in one batch call; a larger blob goes through
ByteStream (gRPC's default message limit is 4 MiB)."""
CHUNK = 1024 * 1024
"""The size of one ByteStream message."""
_MESSAGE_LIMIT = 16 * 1024 * 1024

KEY_FILE = "action-key"
SOURCE_FILE = "source.sml"
OBJECT_FILE = "unit.o"
INTERFACE_FILE = "unit.iface"
META_FILE = "unit.json"
OUTPUTS = (OBJECT_FILE, INTERFACE_FILE, META_FILE)
COMMAND = ("ldriver-compile-unit", KEY_FILE, SOURCE_FILE)
"""What a unit's action runs, for a reader: no worker runs it (remote
execution is not implemented), but the action key file says everything it needs."""


@dataclass(frozen=True, slots=True)
class UnitOutputs:
    """A unit compilation's outputs, as the build keeps them."""

    object: bytes
    interface: bytes
    interface_digest: str
    extent: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class _Blob:
    digest: Any  # pb.Digest
    data: bytes


def _blob(data: bytes) -> _Blob:
    return _Blob(pb.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data)), data)


def _message_blob(message: Any) -> _Blob:
    return _blob(message.SerializeToString(deterministic=True))


class _Damaged(Exception):
    """A fetched blob or entry that is not what it claims (a miss, not a failure)."""


class RemoteCache:
    """A client of one server and instance (`config`): its channel, whether
    it was given up, the warnings it printed. Used from one thread."""

    def __init__(self, config: RemoteConfig) -> None:
        self.config = config
        self.disabled: str | None = None
        """Why the cache was given up, once it was."""
        self.warnings: list[str] = []
        self._damaged: set[str] = set()
        """Digests (hashes) of blobs found damaged on the server: uploaded again."""
        self._channel = grpc.insecure_channel(config.target, options=[
            ("grpc.max_receive_message_length", _MESSAGE_LIMIT),
            ("grpc.max_send_message_length", _MESSAGE_LIMIT),
        ])

    # -- units ------------------------------------------------------------------------

    def fetch(self, unit: str, key_input: bytes, source: bytes) -> UnitOutputs | str:
        """The outputs of `unit`'s action, if the server has them intact; else why not."""
        files = self.fetch_files(unit, COMMAND, {KEY_FILE: key_input, SOURCE_FILE: source}, OUTPUTS)
        if isinstance(files, str):
            return files
        try:
            meta = json.loads(files[META_FILE])
            interface, extent = meta["interface"], meta["extent"]
            if not (isinstance(interface, str) and isinstance(extent, dict)
                    and all(isinstance(k, str) and type(n) is int for k, n in extent.items())):
                raise ValueError(meta)
        except (ValueError, KeyError, TypeError):
            self._warn(f"the entry of {unit} has a malformed {META_FILE}; compiling {unit} locally")
            return "remote cache entry damaged"
        return UnitOutputs(files[OBJECT_FILE], files[INTERFACE_FILE], interface, extent)

    def store(self, unit: str, key_input: bytes, source: bytes, outputs: UnitOutputs) -> None:
        """Upload `unit`'s action, its inputs and outputs, then its result (if
        uploading is on and the cache is working)."""
        meta = json.dumps({"interface": outputs.interface_digest, "extent": outputs.extent}, sort_keys=True).encode()
        self.store_files(COMMAND, {KEY_FILE: key_input, SOURCE_FILE: source},
                         {OBJECT_FILE: outputs.object, INTERFACE_FILE: outputs.interface, META_FILE: meta})

    # -- any action -------------------------------------------------------------------

    def fetch_files(self, what: str, command: tuple[str, ...], inputs: dict[str, bytes],
                    outputs: tuple[str, ...]) -> dict[str, bytes] | str:
        """The output files of the action running `command` on `inputs`, if
        the server has them all intact; else why not (`what` names the
        action in a warning)."""
        if self.disabled is not None:
            return f"remote cache off ({self.disabled})"
        action = self._action(command, inputs, outputs)[0]
        try:
            try:
                result = self._call(reapi.GET_ACTION_RESULT, pb.ActionResult, pb.GetActionResultRequest(
                    instance_name=self.config.instance, action_digest=action.digest, inline_output_files=outputs))
            except grpc.RpcError as exc:
                if exc.code() == grpc.StatusCode.NOT_FOUND:
                    return "not in the remote cache"
                raise
            return self._outputs(what, result, outputs)
        except _Damaged as exc:
            self._warn(f"{exc}; compiling {what} locally")
            return "remote cache entry damaged"
        except Exception as exc:  # any failure of the cache must only cost a local compile
            self._give_up(exc)
            return f"remote cache off ({self.disabled})"

    def store_files(self, command: tuple[str, ...], inputs: dict[str, bytes], outputs: dict[str, bytes]) -> None:
        """Upload the action running `command` on `inputs`, its inputs and
        `outputs`, then its result (if uploading is on and the cache works)."""
        if self.disabled is not None or not self.config.upload:
            return
        action, blobs = self._action(command, inputs, tuple(outputs))
        files = {path: _blob(data) for path, data in outputs.items()}
        try:
            self._upload([action, *blobs, *files.values()])
            self._call(reapi.UPDATE_ACTION_RESULT, pb.ActionResult, pb.UpdateActionResultRequest(
                instance_name=self.config.instance, action_digest=action.digest,
                action_result=pb.ActionResult(exit_code=0, output_files=[
                    pb.OutputFile(path=path, digest=blob.digest) for path, blob in files.items()])))
        except Exception as exc:  # see fetch_files
            self._give_up(exc)

    def _action(self, command: tuple[str, ...], inputs: dict[str, bytes],
                outputs: tuple[str, ...]) -> tuple[_Blob, list[_Blob]]:
        """The Action blob and the blobs it refers to (the input files, the
        input root Directory, the Command)."""
        files = {name: _blob(data) for name, data in sorted(inputs.items())}
        root = _message_blob(pb.Directory(files=[pb.FileNode(name=name, digest=blob.digest)
                                                 for name, blob in files.items()]))
        run = _message_blob(pb.Command(arguments=command, output_files=outputs, output_paths=outputs))
        action = _message_blob(pb.Action(command_digest=run.digest, input_root_digest=root.digest))
        return action, [run, root, *files.values()]

    def _outputs(self, what: str, result: Any, outputs: tuple[str, ...]) -> dict[str, bytes]:
        """The files `outputs` an ActionResult names, fetched and checked."""
        by_path = {f.path: f for f in result.output_files}
        if result.exit_code != 0 or any(path not in by_path for path in outputs):
            raise _Damaged(f"the entry of {what} lacks its outputs")
        data: dict[str, bytes] = {}
        wanted = []
        for path in outputs:
            entry = by_path[path]
            if entry.contents or entry.digest.size_bytes == 0:
                data[entry.digest.hash] = entry.contents
            else:
                wanted.append(entry.digest)
        data.update(self._download(wanted))
        for path in outputs:
            blob = by_path[path].digest
            got = data.get(blob.hash)
            if got is None or len(got) != blob.size_bytes or hashlib.sha256(got).hexdigest() != blob.hash:
                self._damaged.add(blob.hash)
                raise _Damaged(f"blob {blob.hash}/{blob.size_bytes} ({path} of {what}) does not match its digest")
        return {path: data[by_path[path].digest.hash] for path in outputs}

    # -- the CAS ----------------------------------------------------------------------

    def _download(self, digests: list[Any]) -> dict[str, bytes]:
        """The blobs `digests` by hash (unchecked: the caller checks)."""
        found: dict[str, bytes] = {}
        small = [d for d in digests if d.size_bytes <= BATCH_LIMIT]
        for batch in _batches(small, lambda d: d.size_bytes):
            response = self._call(reapi.BATCH_READ_BLOBS, pb.BatchReadBlobsResponse, pb.BatchReadBlobsRequest(
                instance_name=self.config.instance, digests=batch))
            for entry in response.responses:
                if entry.status.code == 0:
                    found[entry.digest.hash] = entry.data
        for d in digests:
            if d.size_bytes > BATCH_LIMIT:
                found[d.hash] = self._read_stream(d)
        return found

    def _read_stream(self, d: Any) -> bytes:
        read = self._channel.unary_stream(reapi.BYTESTREAM_READ, request_serializer=_serialize,
                                          response_deserializer=pb.ReadResponse.FromString)
        chunks = read(pb.ReadRequest(resource_name=f"{self._prefix()}blobs/{d.hash}/{d.size_bytes}"),
                      timeout=self.config.timeout)
        return b"".join(chunk.data for chunk in chunks)

    def _upload(self, blobs: list[_Blob]) -> None:
        """Put `blobs` in the CAS: those it lacks, and those found damaged before."""
        unique = list({b.digest.hash: b for b in blobs}.values())
        response = self._call(reapi.FIND_MISSING_BLOBS, pb.FindMissingBlobsResponse, pb.FindMissingBlobsRequest(
            instance_name=self.config.instance, blob_digests=[b.digest for b in unique]))
        missing = {d.hash for d in response.missing_blob_digests} | self._damaged
        wanted = [b for b in unique if b.digest.hash in missing]
        for batch in _batches([b for b in wanted if len(b.data) <= BATCH_LIMIT], lambda b: len(b.data)):
            reply = self._call(reapi.BATCH_UPDATE_BLOBS, pb.BatchUpdateBlobsResponse, pb.BatchUpdateBlobsRequest(
                instance_name=self.config.instance,
                requests=[pb.BlobUpload(digest=b.digest, data=b.data) for b in batch]))
            refused = [r for r in reply.responses if r.status.code != 0]
            if refused:
                raise RuntimeError(f"the server refused blob {refused[0].digest.hash}: {refused[0].status.message}")
        for b in wanted:
            if len(b.data) > BATCH_LIMIT:
                self._write_stream(b)
        self._damaged -= {b.digest.hash for b in wanted}

    def _write_stream(self, blob: _Blob) -> None:
        name = f"{self._prefix()}uploads/{uuid.uuid4()}/blobs/{blob.digest.hash}/{blob.digest.size_bytes}"

        def requests() -> Iterator[Any]:
            for offset in range(0, max(len(blob.data), 1), CHUNK):
                piece = blob.data[offset:offset + CHUNK]
                yield pb.WriteRequest(resource_name=name if offset == 0 else "", write_offset=offset, data=piece,
                                      finish_write=offset + len(piece) >= len(blob.data))
        write = self._channel.stream_unary(reapi.BYTESTREAM_WRITE, request_serializer=_serialize,
                                           response_deserializer=pb.WriteResponse.FromString)
        response = write(requests(), timeout=self.config.timeout)
        if response.committed_size != len(blob.data):
            raise RuntimeError(f"the server committed {response.committed_size} of {len(blob.data)} bytes "
                               f"of blob {blob.digest.hash}")

    # -- calls and failures -------------------------------------------------------------

    def _prefix(self) -> str:
        return f"{self.config.instance}/" if self.config.instance else ""

    def _call(self, method: str, reply: Any, request: Any) -> Any:
        call = self._channel.unary_unary(method, request_serializer=_serialize, response_deserializer=reply.FromString)
        return call(request, timeout=self.config.timeout)

    def _give_up(self, exc: Exception) -> None:
        if isinstance(exc, grpc.RpcError) and isinstance(exc, grpc.Call):
            code = exc.code()
            why = (f"no answer within {self.config.timeout:g} s" if code == grpc.StatusCode.DEADLINE_EXCEEDED
                   else f"{code.name}: {exc.details()}")
        else:
            why = f"{type(exc).__name__}: {exc}"
        self.disabled = why.splitlines()[0] if why else type(exc).__name__
        self._warn(f"{self.disabled}; compiling locally from now on")

    def _warn(self, message: str) -> None:
        line = f"ldriver: warning: remote cache {self.config.url}: {message}"
        self.warnings.append(line)
        print(line, file=sys.stderr, flush=True)


def _serialize(message: Any) -> bytes:
    return message.SerializeToString()


def _batches(items: Iterable[Any], size: Any) -> Iterator[list[Any]]:
    """`items` in consecutive groups of at most `BATCH_LIMIT` bytes."""
    batch: list[Any] = []
    total = 0
    for item in items:
        if batch and total + size(item) > BATCH_LIMIT:
            yield batch
            batch, total = [], 0
        batch.append(item)
        total += size(item)
    if batch:
        yield batch


@functools.cache
def shared_cache(config: RemoteConfig) -> RemoteCache:
    return RemoteCache(config)


__all__ = ["BATCH_LIMIT", "RemoteCache", "UnitOutputs", "shared_cache"]
