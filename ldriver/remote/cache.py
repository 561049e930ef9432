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
import threading
import uuid
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import Any

import grpc

from compiler.api import UnitOutput
from ldriver.remote import RemoteConfig
from ldriver.remote import reapi
from ldriver.remote.action import (
    COMMAND, INTERFACE_FILE, META_FILE, OBJECT_FILE, OUTPUTS, output_files, read_meta, read_outputs,
)
from ldriver.remote.reapi import messages as pb

BATCH_LIMIT = 2 * 1024 * 1024
"""The most bytes of blobs in one batch call; a larger blob goes through
ByteStream (gRPC's default message limit is 4 MiB)."""
CHUNK = 1024 * 1024
"""The size of one ByteStream message."""
_MESSAGE_LIMIT = 16 * 1024 * 1024

@dataclass(frozen=True, slots=True)
class UnitOutputs:
    """A unit compilation's outputs, as the build keeps them."""

    object: bytes
    interface: bytes
    interface_digest: str
    extent: dict[str, int] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class Blob:
    digest: Any  # pb.Digest
    data: bytes


def blob_of(data: bytes) -> Blob:
    return Blob(pb.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data)), data)


def message_blob(message: Any) -> Blob:
    return blob_of(message.SerializeToString(deterministic=True))


class _Damaged(Exception):
    """A fetched blob or entry that is not what it claims (a miss, not a failure)."""


class _NotExecuted(Exception):
    """Remote execution did not give a compilation's result (the server,
    scheduler or worker failed): remote execution is given up."""


class RemoteCache:
    """A client of one server and instance (`config`): its channel, whether
    it was given up, the warnings it printed. `execute` may be called from
    several threads at once (the others from one)."""

    def __init__(self, config: RemoteConfig) -> None:
        self.config = config
        self.disabled: str | None = None
        """Why the cache was given up, once it was."""
        self.exec_disabled: str | None = None
        """Why remote execution was given up, once it was (the cache may still work)."""
        self._lock = threading.Lock()
        self._inputs: dict[bytes, Blob] = {}
        self.warnings: list[str] = []
        self._damaged: set[str] = set()
        """Digests (hashes) of blobs found damaged on the server: uploaded again."""
        self._channel = grpc.insecure_channel(config.target, options=[
            ("grpc.max_receive_message_length", _MESSAGE_LIMIT),
            ("grpc.max_send_message_length", _MESSAGE_LIMIT),
        ])

    # -- units ------------------------------------------------------------------------

    def fetch(self, unit: str, inputs: dict[str, bytes]) -> UnitOutputs | str:
        """The outputs of `unit`'s action (its input root `inputs`,
        `ldriver.remote.action.unit_inputs`), if the server has them intact; else why not."""
        files = self.fetch_files(unit, COMMAND, inputs, OUTPUTS)
        if isinstance(files, str):
            return files
        try:
            m = read_meta(files[META_FILE])
            if m["interface"] is None:
                raise ValueError("no interface")
        except ValueError:
            self._warn(f"the entry of {unit} has a malformed {META_FILE}; compiling {unit} locally")
            return "remote cache entry damaged"
        return UnitOutputs(files[OBJECT_FILE], files[INTERFACE_FILE], m["interface"], m["extent"])

    def store(self, unit: str, inputs: dict[str, bytes], result: UnitOutput) -> None:
        """Upload `unit`'s action, its inputs and the outputs of its
        compilation here, then its result (if uploading is on and the cache is working)."""
        self.store_files(COMMAND, inputs, output_files(result))

    def execute(self, unit: str, inputs: dict[str, bytes]) -> UnitOutput | str:
        """Compile `unit` on a remote worker: its action (input root `inputs`)
        sent with Execute, its result read back and checked. A compilation
        that found errors is a result like any other; else why there is none
        (remote execution failed, and was given up with one warning)."""
        if self.disabled is not None or self.exec_disabled is not None:
            return f"remote execution off ({self.disabled or self.exec_disabled})"
        action, blobs = self._action(COMMAND, inputs, OUTPUTS)
        try:
            self.write_blobs([action, *blobs])
            final = self._executed(action)
            result = final.result
            if result.exit_code not in (0, 1):
                stderr = result.stderr_raw.decode(errors="replace").strip().splitlines()
                raise _NotExecuted(f"the worker could not compile {unit} (exit code {result.exit_code}"
                                   f"{': ' + stderr[-1] if stderr else ''})")
            files = self._outputs(unit, result, OUTPUTS if result.exit_code == 0 else (META_FILE,),
                                  exit_code=result.exit_code)
            try:
                return read_outputs(unit, files, result.exit_code)
            except ValueError as exc:
                raise _NotExecuted(f"the result of {unit} is malformed ({exc})") from None
        except _Damaged as exc:
            self._warn(f"{exc}; compiling {unit} locally", "remote execution")
            return "remote execution result damaged"
        except _NotExecuted as exc:
            self._give_up_exec(str(exc))
        except grpc.RpcError as exc:
            if isinstance(exc, grpc.Call) and exc.code() == grpc.StatusCode.DEADLINE_EXCEEDED:
                self._give_up_exec(f"no result for {unit} within {self.config.execute_timeout:g} s")
            else:
                self._give_up(exc)
        except Exception as exc:  # any failure of remote execution must only cost a local compile
            self._give_up(exc)
        return f"remote execution off ({self.disabled or self.exec_disabled})"

    def _executed(self, action: Blob) -> Any:
        """The ExecuteResponse of `action`, once its Operation is done."""
        execute = self._channel.unary_stream(reapi.EXECUTE, request_serializer=_serialize,
                                             response_deserializer=pb.Operation.FromString)
        # The action cache was just looked up (`fetch`): the scheduler need not.
        stream = execute(pb.ExecuteRequest(instance_name=self.config.instance, action_digest=action.digest,
                                           skip_cache_lookup=True), timeout=self.config.execute_timeout)
        for operation in stream:
            if not operation.done:
                continue
            stream.cancel()
            if operation.HasField("error"):
                raise _NotExecuted(f"the scheduler failed the action: {_status(operation.error)}")
            if operation.response.type_url != reapi.EXECUTE_RESPONSE_TYPE_URL:
                raise _NotExecuted(f"Execute answered with a {operation.response.type_url or 'missing'} response")
            response = pb.ExecuteResponse.FromString(operation.response.value)
            if response.status.code != 0:
                raise _NotExecuted(f"the action failed: {_status(response.status)}")
            return response
        raise _NotExecuted("the Execute stream ended before the action was done")

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
        files = {path: blob_of(data) for path, data in outputs.items()}
        try:
            self.write_blobs([action, *blobs, *files.values()])
            self._call(reapi.UPDATE_ACTION_RESULT, pb.ActionResult, pb.UpdateActionResultRequest(
                instance_name=self.config.instance, action_digest=action.digest,
                action_result=pb.ActionResult(exit_code=0, output_files=[
                    pb.OutputFile(path=path, digest=blob.digest) for path, blob in files.items()])))
        except Exception as exc:  # see fetch_files
            self._give_up(exc)

    def _action(self, command: tuple[str, ...], inputs: dict[str, bytes],
                outputs: tuple[str, ...]) -> tuple[Blob, list[Blob]]:
        """The Action blob and the blobs it refers to (the input files, the
        input root Directory, the Command)."""
        files = {name: self._input_blob(data) for name, data in sorted(inputs.items())}
        root = message_blob(pb.Directory(files=[pb.FileNode(name=name, digest=blob.digest)
                                                 for name, blob in files.items()]))
        run = message_blob(pb.Command(arguments=command, output_files=outputs, output_paths=outputs))
        action = message_blob(pb.Action(command_digest=run.digest, input_root_digest=root.digest))
        return action, [run, root, *files.values()]

    def _input_blob(self, data: bytes) -> Blob:
        """`blob_of(data)`, remembered: the interfaces a unit imports are
        inputs of most units' actions (the same bytes objects, so looking
        one up costs no hashing once it was)."""
        found = self._inputs.get(data)
        if found is None:
            found = self._inputs[data] = blob_of(data)
        return found

    def _outputs(self, what: str, result: Any, outputs: tuple[str, ...], exit_code: int = 0) -> dict[str, bytes]:
        """The files `outputs` an ActionResult names, fetched and checked
        (an ActionResult with another exit code than `exit_code` is damaged)."""
        by_path = {f.path: f for f in result.output_files}
        if result.exit_code != exit_code or any(path not in by_path for path in outputs):
            raise _Damaged(f"the entry of {what} lacks its outputs")
        data: dict[str, bytes] = {}
        wanted = []
        for path in outputs:
            entry = by_path[path]
            if entry.contents or entry.digest.size_bytes == 0:
                data[entry.digest.hash] = entry.contents
            else:
                wanted.append(entry.digest)
        data.update(self.read_blobs(wanted))
        for path in outputs:
            blob = by_path[path].digest
            got = data.get(blob.hash)
            if got is None or len(got) != blob.size_bytes or hashlib.sha256(got).hexdigest() != blob.hash:
                self._damaged.add(blob.hash)
                raise _Damaged(f"blob {blob.hash}/{blob.size_bytes} ({path} of {what}) does not match its digest")
        return {path: data[by_path[path].digest.hash] for path in outputs}

    # -- the CAS ----------------------------------------------------------------------

    def read_blobs(self, digests: list[Any]) -> dict[str, bytes]:
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

    def write_blobs(self, blobs: list[Blob]) -> None:
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

    def _write_stream(self, blob: Blob) -> None:
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
        with self._lock:  # one warning, whichever thread fails first
            if self.disabled is not None:
                return
            self.disabled = why.splitlines()[0] if why else type(exc).__name__
        self._warn(f"{self.disabled}; compiling locally from now on",
                   "remote execution" if self.config.execute else "remote cache")

    def _give_up_exec(self, why: str) -> None:
        with self._lock:
            if self.exec_disabled is not None or self.disabled is not None:
                return
            self.exec_disabled = why
        self._warn(f"{why}; compiling locally from now on", "remote execution")

    def _warn(self, message: str, what: str = "remote cache") -> None:
        line = f"ldriver: warning: {what} {self.config.url}: {message}"
        with self._lock:
            self.warnings.append(line)
        print(line, file=sys.stderr, flush=True)


def _status(status: Any) -> str:
    """A google.rpc.Status as `CODE_NAME: message`."""
    names = {code.value[0]: code.name for code in grpc.StatusCode}
    return f"{names.get(status.code, status.code)}: {status.message}"


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
