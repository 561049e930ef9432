"""The part of the Remote Execution API v2 (and of ByteStream,
google.rpc.Status, google.longrunning and the Remote Workers API v1test2) the
remote cache and remote execution speak, as protobuf message classes and
gRPC method names.

Why not stubs generated from the public `.proto` files: those import
googleapis (annotations, longrunning, rpc) and need `grpcio-tools` at build
time, and generated code is tied to the protobuf runtime that generated it.
Why not BuildGrid's stubs (`buildgrid._protos`): BuildGrid is a server with a
database layer and many dependencies, a test-only dependency here. The
protobuf wire format identifies a field by its number alone, so the few
messages used, declared below with REAPI's own field numbers (a subset:
fields left out are skipped when read and never sent), are wire-compatible
with every REAPI server and tool; tests/remote checks them against
BuildGrid's generated classes. The messages are built at run time in a
private descriptor pool (no clash with another copy of the schema in the
process).

    messages: a namespace of message classes (Digest, Action, Command, ...)
    Method paths: GET_ACTION_RESULT, UPDATE_ACTION_RESULT, FIND_MISSING_BLOBS,
        BATCH_UPDATE_BLOBS, BATCH_READ_BLOBS, BYTESTREAM_READ, BYTESTREAM_WRITE,
        EXECUTE, WAIT_EXECUTION, CREATE_BOT_SESSION, UPDATE_BOT_SESSION
    Enum values and Any type URLs: STAGE_COMPLETED, LEASE_*, BOT_OK, *_TYPE_URL
"""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from google.protobuf import descriptor_pb2, descriptor_pool, message_factory

_STRING, _INT64, _INT32, _BOOL, _BYTES = "string", "int64", "int32", "bool", "bytes"
_SCALARS = {
    _STRING: descriptor_pb2.FieldDescriptorProto.TYPE_STRING,
    _INT64: descriptor_pb2.FieldDescriptorProto.TYPE_INT64,
    _INT32: descriptor_pb2.FieldDescriptorProto.TYPE_INT32,
    _BOOL: descriptor_pb2.FieldDescriptorProto.TYPE_BOOL,
    _BYTES: descriptor_pb2.FieldDescriptorProto.TYPE_BYTES,
}
_PACKAGE = "ldriver.reapi"

# Message: [(field, number, type or message, repeated)], as in REAPI v2
# (build/bazel/remote/execution/v2/remote_execution.proto), google/rpc/status.proto
# and google/bytestream/bytestream.proto. Nested REAPI messages
# (BatchUpdateBlobsRequest.Request, ...) are top-level here: names never
# reach the wire.
_SCHEMA: dict[str, list[tuple[str, int, str, bool]]] = {
    "Digest": [("hash", 1, _STRING, False), ("size_bytes", 2, _INT64, False)],
    "FileNode": [("name", 1, _STRING, False), ("digest", 2, "Digest", False), ("is_executable", 4, _BOOL, False)],
    "Directory": [("files", 1, "FileNode", True)],
    "Command": [("arguments", 1, _STRING, True), ("output_files", 3, _STRING, True),
                ("output_paths", 7, _STRING, True)],
    "Action": [("command_digest", 1, "Digest", False), ("input_root_digest", 2, "Digest", False),
               ("do_not_cache", 7, _BOOL, False)],
    "OutputFile": [("path", 1, _STRING, False), ("digest", 2, "Digest", False),
                   ("is_executable", 4, _BOOL, False), ("contents", 5, _BYTES, False)],
    "ActionResult": [("output_files", 2, "OutputFile", True), ("exit_code", 4, _INT32, False),
                     ("stderr_raw", 7, _BYTES, False), ("stderr_digest", 8, "Digest", False)],
    "GetActionResultRequest": [("instance_name", 1, _STRING, False), ("action_digest", 2, "Digest", False),
                               ("inline_output_files", 5, _STRING, True)],
    "UpdateActionResultRequest": [("instance_name", 1, _STRING, False), ("action_digest", 2, "Digest", False),
                                  ("action_result", 3, "ActionResult", False)],
    "FindMissingBlobsRequest": [("instance_name", 1, _STRING, False), ("blob_digests", 2, "Digest", True)],
    "FindMissingBlobsResponse": [("missing_blob_digests", 2, "Digest", True)],
    "Status": [("code", 1, _INT32, False), ("message", 2, _STRING, False)],
    "BlobUpload": [("digest", 1, "Digest", False), ("data", 2, _BYTES, False)],
    "BatchUpdateBlobsRequest": [("instance_name", 1, _STRING, False), ("requests", 2, "BlobUpload", True)],
    "BlobUploaded": [("digest", 1, "Digest", False), ("status", 2, "Status", False)],
    "BatchUpdateBlobsResponse": [("responses", 1, "BlobUploaded", True)],
    "BatchReadBlobsRequest": [("instance_name", 1, _STRING, False), ("digests", 2, "Digest", True)],
    "BlobRead": [("digest", 1, "Digest", False), ("data", 2, _BYTES, False), ("status", 3, "Status", False)],
    "BatchReadBlobsResponse": [("responses", 1, "BlobRead", True)],
    "ReadRequest": [("resource_name", 1, _STRING, False), ("read_offset", 2, _INT64, False),
                    ("read_limit", 3, _INT64, False)],
    "ReadResponse": [("data", 10, _BYTES, False)],
    "WriteRequest": [("resource_name", 1, _STRING, False), ("write_offset", 2, _INT64, False),
                     ("finish_write", 3, _BOOL, False), ("data", 10, _BYTES, False)],
    "WriteResponse": [("committed_size", 1, _INT64, False)],
    # Execution (remote_execution.proto; google/longrunning/operations.proto;
    # google/protobuf/any.proto). Enums are int32 here: both are varints on
    # the wire.
    "Any": [("type_url", 1, _STRING, False), ("value", 2, _BYTES, False)],
    "ExecuteRequest": [("instance_name", 1, _STRING, False), ("skip_cache_lookup", 3, _BOOL, False),
                       ("action_digest", 6, "Digest", False)],
    "ExecuteResponse": [("result", 1, "ActionResult", False), ("cached_result", 2, _BOOL, False),
                        ("status", 3, "Status", False), ("message", 5, _STRING, False)],
    "ExecuteOperationMetadata": [("stage", 1, _INT32, False), ("action_digest", 2, "Digest", False)],
    "WaitExecutionRequest": [("name", 1, _STRING, False)],
    "Operation": [("name", 1, _STRING, False), ("metadata", 2, "Any", False), ("done", 3, _BOOL, False),
                  ("error", 4, "Status", False), ("response", 5, "Any", False)],
    # The Remote Workers API (google/devtools/remoteworkers/v1test2/bots.proto).
    "Lease": [("state", 2, _INT32, False), ("status", 3, "Status", False), ("id", 7, _STRING, False),
              ("payload", 8, "Any", False), ("result", 9, "Any", False)],
    "BotSession": [("name", 1, _STRING, False), ("bot_id", 2, _STRING, False), ("status", 3, _INT32, False),
                   ("leases", 5, "Lease", True), ("version", 7, _STRING, False)],
    "CreateBotSessionRequest": [("parent", 1, _STRING, False), ("bot_session", 2, "BotSession", False)],
    "UpdateBotSessionRequest": [("name", 1, _STRING, False), ("bot_session", 2, "BotSession", False)],
}

# Enum values used (REAPI's ExecutionStage, remoteworkers' LeaseState and BotStatus).
STAGE_COMPLETED = 4
LEASE_PENDING, LEASE_ACTIVE, LEASE_COMPLETED, LEASE_CANCELLED = 1, 2, 4, 5
BOT_OK, BOT_TERMINATING = 1, 4
# Any.type_url of the payloads and results that travel in Operations and leases.
ACTION_TYPE_URL = "type.googleapis.com/build.bazel.remote.execution.v2.Action"
ACTION_RESULT_TYPE_URL = "type.googleapis.com/build.bazel.remote.execution.v2.ActionResult"
EXECUTE_RESPONSE_TYPE_URL = "type.googleapis.com/build.bazel.remote.execution.v2.ExecuteResponse"

_V2 = "/build.bazel.remote.execution.v2."
GET_ACTION_RESULT = _V2 + "ActionCache/GetActionResult"
UPDATE_ACTION_RESULT = _V2 + "ActionCache/UpdateActionResult"
FIND_MISSING_BLOBS = _V2 + "ContentAddressableStorage/FindMissingBlobs"
BATCH_UPDATE_BLOBS = _V2 + "ContentAddressableStorage/BatchUpdateBlobs"
BATCH_READ_BLOBS = _V2 + "ContentAddressableStorage/BatchReadBlobs"
BYTESTREAM_READ = "/google.bytestream.ByteStream/Read"
BYTESTREAM_WRITE = "/google.bytestream.ByteStream/Write"
EXECUTE = _V2 + "Execution/Execute"
WAIT_EXECUTION = _V2 + "Execution/WaitExecution"
CREATE_BOT_SESSION = "/google.devtools.remoteworkers.v1test2.Bots/CreateBotSession"
UPDATE_BOT_SESSION = "/google.devtools.remoteworkers.v1test2.Bots/UpdateBotSession"


def _messages() -> SimpleNamespace:
    file = descriptor_pb2.FileDescriptorProto(name="ldriver/remote/reapi.proto", package=_PACKAGE, syntax="proto3")
    for name, fields in _SCHEMA.items():
        message = file.message_type.add(name=name)
        for field_name, number, kind, repeated in fields:
            field = message.field.add(name=field_name, number=number)
            field.label = (descriptor_pb2.FieldDescriptorProto.LABEL_REPEATED if repeated
                           else descriptor_pb2.FieldDescriptorProto.LABEL_OPTIONAL)
            if kind in _SCALARS:
                field.type = _SCALARS[kind]
            else:
                field.type = descriptor_pb2.FieldDescriptorProto.TYPE_MESSAGE
                field.type_name = f".{_PACKAGE}.{kind}"
    pool = descriptor_pool.DescriptorPool()
    pool.Add(file)
    classes: dict[str, Any] = {name: message_factory.GetMessageClass(pool.FindMessageTypeByName(f"{_PACKAGE}.{name}"))
                               for name in _SCHEMA}
    return SimpleNamespace(**classes)


messages = _messages()

__all__ = ["ACTION_RESULT_TYPE_URL", "ACTION_TYPE_URL", "BATCH_READ_BLOBS", "BATCH_UPDATE_BLOBS", "BOT_OK",
           "BOT_TERMINATING", "BYTESTREAM_READ", "BYTESTREAM_WRITE", "CREATE_BOT_SESSION", "EXECUTE", "EXECUTE_RESPONSE_TYPE_URL",
           "FIND_MISSING_BLOBS", "GET_ACTION_RESULT", "LEASE_ACTIVE", "LEASE_CANCELLED", "LEASE_COMPLETED",
           "LEASE_PENDING", "STAGE_COMPLETED", "UPDATE_ACTION_RESULT", "UPDATE_BOT_SESSION", "WAIT_EXECUTION",
           "messages"]
