"""Remote execution (issue 33 item 3) against a real BuildGrid 0.4.4
execution server on loopback (tests/remote/execution.yml over a PostgreSQL
of its own): the Execute / Bots-API round trip that `ldriver build
--remote-exec` and `ldriver worker` speak, with ldriver/remote/reapi.py's
messages. Where PostgreSQL is not installed these tests skip and say so (the
cache tests in test_remote.py never skip)."""
from __future__ import annotations

import hashlib
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from reapi_server import Server, postgres_bin, start_postgres, start_server


@pytest.fixture(scope="module")
def execution_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    if postgres_bin() is None:
        pytest.skip("remote execution needs PostgreSQL for BuildGrid's scheduler (initdb, pg_ctl: Debian's "
                    "`postgresql` package, which .ci/run installs as root); it is not installed here")
    directory = tmp_path_factory.mktemp("execution")
    database = start_postgres(directory / "postgres")
    try:
        server = start_server(directory / "server", database=database.url)
        try:
            yield server
        finally:
            server.kill()
    finally:
        database.stop()


def _digest(pb, data: bytes):  # noqa: ANN001, ANN202 (message classes are built at run time)
    return pb.Digest(hash=hashlib.sha256(data).hexdigest(), size_bytes=len(data))


def test_execute_is_leased_to_a_bot_and_answered(execution_server: Server) -> None:
    """An Action sent with Execute is queued, leased to a bot through
    CreateBotSession with the Action as the lease's payload, and the
    ActionResult the bot reports with UpdateBotSession is Execute's answer."""
    import grpc

    from ldriver.remote import reapi
    from ldriver.remote.reapi import messages as pb

    channel = grpc.insecure_channel(execution_server.url.removeprefix("grpc://"))

    def call(method: str, request, reply):  # noqa: ANN001, ANN202
        return channel.unary_unary(method, request_serializer=lambda m: m.SerializeToString(),
                                   response_deserializer=reply.FromString)(request, timeout=30)

    command = pb.Command(arguments=["true"], output_paths=["out"]).SerializeToString()
    root = pb.Directory().SerializeToString()
    action = pb.Action(command_digest=_digest(pb, command), input_root_digest=_digest(pb, root), do_not_cache=True)
    output = b"an output\n"
    upload = pb.BatchUpdateBlobsRequest(requests=[pb.BlobUpload(digest=_digest(pb, data), data=data) for data in
                                                  (command, root, action.SerializeToString(), output)])
    uploaded = call(reapi.BATCH_UPDATE_BLOBS, upload, pb.BatchUpdateBlobsResponse)
    assert all(response.status.code == 0 for response in uploaded.responses)
    action_digest = _digest(pb, action.SerializeToString())

    # Execute streams Operations until done: read it while the bot works.
    execute = channel.unary_stream(reapi.EXECUTE, request_serializer=lambda m: m.SerializeToString(),
                                   response_deserializer=pb.Operation.FromString)
    stream = execute(pb.ExecuteRequest(action_digest=action_digest, skip_cache_lookup=True), timeout=60)
    operations: list = []
    reader = threading.Thread(target=lambda: operations.extend(stream))
    reader.start()

    session = pb.BotSession(bot_id="test-bot", status=reapi.BOT_OK)
    for _ in range(30):
        session = call(reapi.CREATE_BOT_SESSION if not session.name else reapi.UPDATE_BOT_SESSION,
                       pb.CreateBotSessionRequest(bot_session=session) if not session.name else
                       pb.UpdateBotSessionRequest(name=session.name, bot_session=session), pb.BotSession)
        if session.leases:
            break
    (lease,) = session.leases
    # BuildGrid 0.4.4 hands a lease out already ACTIVE (the protocol allows PENDING).
    assert lease.state in (reapi.LEASE_PENDING, reapi.LEASE_ACTIVE)
    assert lease.payload.type_url == reapi.ACTION_TYPE_URL
    assert pb.Action.FromString(lease.payload.value) == action

    result = pb.ActionResult(exit_code=0, output_files=[pb.OutputFile(path="out", digest=_digest(pb, output))])
    lease.state = reapi.LEASE_COMPLETED
    lease.result.CopyFrom(pb.Any(type_url=reapi.ACTION_RESULT_TYPE_URL, value=result.SerializeToString()))
    call(reapi.UPDATE_BOT_SESSION, pb.UpdateBotSessionRequest(name=session.name, bot_session=session),
         pb.BotSession)

    reader.join(timeout=60)
    assert not reader.is_alive()
    final = operations[-1]
    assert final.done and final.response.type_url == reapi.EXECUTE_RESPONSE_TYPE_URL
    response = pb.ExecuteResponse.FromString(final.response.value)
    assert response.status.code == 0
    # BuildGrid adds its execution metadata (a field not in our subset).
    assert list(response.result.output_files) == list(result.output_files)
    assert response.result.exit_code == 0
    channel.close()
