"""A queue of input lines in Redis, shared by any number of workers on any nodes.

Keys (``sitebrief:`` prefix, one queue per Redis database):

- ``items`` (hash): item id → the input line as JSON ``{"id", "text", "source", "line"}``;
- ``with:ID`` (list): later input lines that asked for the same domain while item ID was
  still pending; they share its brief and each gets its own record;
- ``members`` (hash): the id of such a line → the id of the item it joined;
- ``pending`` (list): ids waiting, oldest first;
- ``leases`` (sorted set): ids being briefed, scored by when their lease runs out;
- ``owners`` (hash): id → the token of the claim that holds its lease;
- ``inputs`` (hash): a domain → the id of its newest queued item, so a line for a domain
  already pending joins that item instead of briefing the domain twice;
- ``counts`` (hash): ``done`` and ``failed`` (done with a problem), one per input line;
- ``results`` (stream): every record (field ``duplicate`` = 1 when its claim was no longer
  the lease's owner), unless workers are started with ``-a results=off``.

A worker claims an item atomically (an expired lease first — its worker died — else the next
pending one) with a token of its own, renews the lease while it briefs, and acknowledges only
after the records are in its feed. Renewal and acknowledgement go through scripts that check
the token, so a worker whose lease ran out (slow, not dead) cannot release or count an item
another worker now holds. Delivery is at least once: a worker that dies after writing a record
but before acknowledging it gets its domain briefed again, and both records carry the same
``input_id``.

Items are read as bytes and capped (``MAX_TEXT`` per input line, ``MAX_ITEM`` per stored
item): whatever a queue item holds, it becomes a record, never a dead worker.

We use the Redis client (redis-py) directly rather than scrapy-redis: scrapy-redis shares a
URL scheduler and duplicate filter between spiders, while a brief is one unit of work per
domain that must be leased, renewed, acknowledged and counted. The scripts touch keys they
build (``with:ID``), so the queue needs one Redis, not a cluster.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit, urlunsplit

import redis

from sitebrief.rules.domains import Target, parse_target

PREFIX = "sitebrief:"
ITEMS, PENDING, LEASES, OWNERS, INPUTS, MEMBERS, COUNTS, RESULTS = (
    PREFIX + name
    for name in ("items", "pending", "leases", "owners", "inputs", "members", "counts", "results")
)
WITH = PREFIX + "with:"

# An input line is a domain or a URL: past this it is no input a person typed, and it is
# echoed into its record (input, message, detail), so it is cut here, at enqueue and at claim.
MAX_TEXT = 4096
# A stored item (JSON of one line) longer than this is not read at all.
MAX_ITEM = 4 * MAX_TEXT
# Lines that join one pending item; more become items of their own.
MAX_MEMBERS = 1000

# Queue one line: skip it when this very line is queued or in flight already; join the
# domain's pending item when there is one; else an item of its own.
_ENQUEUE = """
local items, pending, inputs, members, leases = KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5]
local id, key, item, with = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
if redis.call('HEXISTS', items, id) == 1 or redis.call('HEXISTS', members, id) == 1 then
  return 0
end
local primary = redis.call('HGET', inputs, key)
if primary and redis.call('HEXISTS', items, primary) == 1
   and not redis.call('ZSCORE', leases, primary)
   and redis.call('LLEN', with .. primary) < tonumber(ARGV[5]) then
  redis.call('RPUSH', with .. primary, item)
  redis.call('HSET', members, id, primary)
  return 2
end
redis.call('HSET', items, id, item)
redis.call('RPUSH', pending, id)
redis.call('HSET', inputs, key, id)
return 1
"""

# Take an expired lease first (its worker is gone), else the next pending item; lease it
# under this claim's token. Nothing to take: how many are leased, and the first expiry.
_CLAIM = """
local pending, leases, items, owners = KEYS[1], KEYS[2], KEYS[3], KEYS[4]
local now = tonumber(ARGV[1])
local expired = redis.call('ZRANGEBYSCORE', leases, '-inf', now, 'LIMIT', 0, 1)
local id = expired[1]
if not id then id = redis.call('LPOP', pending) end
if not id then
  local first = redis.call('ZRANGE', leases, 0, 0, 'WITHSCORES')
  return {0, redis.call('ZCARD', leases), first[2] or '0'}
end
redis.call('ZADD', leases, now + tonumber(ARGV[2]), id)
redis.call('HSET', owners, id, ARGV[3])
local size = redis.call('HSTRLEN', items, id)
local item = ''
if size <= tonumber(ARGV[5]) then item = redis.call('HGET', items, id) or '' end
return {1, id, item, size, redis.call('LRANGE', ARGV[4] .. id, 0, -1)}
"""

# Extend a lease only while this claim owns it.
_RENEW = """
if redis.call('HGET', KEYS[2], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('ZADD', KEYS[1], 'XX', ARGV[3], ARGV[1])
return 1
"""

# Append the records to the results stream (when asked; a refused append does not keep the
# item), then, only while this claim owns the lease, release the item and count its lines.
_ACKNOWLEDGE = """
local leases, items, owners, inputs, members, counts, results =
  KEYS[1], KEYS[2], KEYS[3], KEYS[4], KEYS[5], KEYS[6], KEYS[7]
local id, token, key, with = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
local done, failed, nmembers = tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local mine = redis.call('HGET', owners, id) == token
local refused = ''
local at = 8 + nmembers
while at + 1 <= #ARGV do
  local added = redis.pcall('XADD', results, '*', 'id', ARGV[at], 'record', ARGV[at + 1],
                            'duplicate', mine and '0' or '1')
  if type(added) == 'table' and added.err then refused = added.err end
  at = at + 2
end
if not mine then return {0, refused} end
redis.call('ZREM', leases, id)
redis.call('HDEL', items, id)
redis.call('HDEL', owners, id)
redis.call('DEL', with .. id)
for i = 8, 7 + nmembers do redis.call('HDEL', members, ARGV[i]) end
if key ~= '' and redis.call('HGET', inputs, key) == id then redis.call('HDEL', inputs, key) end
if done > 0 then redis.call('HINCRBY', counts, 'done', done) end
if failed > 0 then redis.call('HINCRBY', counts, 'failed', failed) end
return {1, refused}
"""

# Input lines queued and in flight: items, plus the lines that joined them.
_STATUS = """
local queued, in_flight = redis.call('LLEN', KEYS[1]), redis.call('ZCARD', KEYS[2])
local joined = redis.call('HGETALL', KEYS[3])
for i = 2, #joined, 2 do
  if redis.call('ZSCORE', KEYS[2], joined[i]) then in_flight = in_flight + 1
  else queued = queued + 1 end
end
local counts = redis.call('HMGET', KEYS[4], 'done', 'failed')
return {queued, in_flight, counts[1] or '0', counts[2] or '0', redis.call('EXISTS', KEYS[5])}
"""


RedisError = redis.RedisError
# The connection itself is gone (or never came): a worker stops on these.
LOST = (redis.ConnectionError, redis.TimeoutError, redis.AuthenticationError)


class QueueError(Exception):
    """Redis could not be reached or answered an error; the message says which."""


@dataclass(frozen=True)
class Input:
    id: str
    text: str  # the input line, as typed (cut at MAX_TEXT)
    source: str | None = None
    line: int = 0
    malformed: str | None = None  # why the stored line could not be read

    def target(self) -> Target:
        if self.malformed is not None:
            return Target(self.text, None, self.malformed)
        return _target(self.text)


@dataclass(frozen=True)
class Item:
    """One claim: the item's own line first, then the lines that joined it."""

    id: str
    token: str
    inputs: tuple[Input, ...]

    @property
    def key(self) -> str:
        first = self.inputs[0]
        return "" if first.malformed else input_key(first.text)


@dataclass(frozen=True)
class Waiting:
    """Nothing to claim: how many items others hold, and when the first lease runs out."""

    leased: int
    first_expiry: float


def redact(url: str) -> str:
    """The URL without its password: logs travel (Scrapyd serves them over HTTP)."""
    try:
        parts = urlsplit(url)
        if parts.password is None:
            return url
        user = parts.username or ""
        host = parts.netloc.rsplit("@", 1)[1]
        return urlunsplit(parts._replace(netloc=f"{user}:***@{host}"))
    except ValueError:
        return "(a Redis URL that cannot be parsed)"


def connect(url: str) -> redis.Redis:
    if not url.startswith(("redis://", "rediss://", "unix://")):
        raise QueueError(f"{redact(url)!r} is not a Redis URL (redis://HOST:PORT/DB)")
    try:
        client = redis.Redis.from_url(url, socket_timeout=10, socket_connect_timeout=10)
        client.ping()
    except (redis.RedisError, ValueError, OSError) as exc:
        raise QueueError(f"cannot reach Redis at {redact(url)}: {exc}") from None
    return client


def _target(text: str) -> Target:
    if "\0" in text:
        return Target(text, None, "The input holds a NUL character: it is no domain name.")
    try:
        return parse_target(text)
    except Exception as exc:  # an input parse_target chokes on is that input's problem only
        return Target(text, None, f"The input could not be read ({type(exc).__name__}).")


def input_key(text: str) -> str:
    """What makes two input lines the same work: the domain they ask for."""
    target = _target(text)
    return target.domain or f"invalid:{text.strip()}"


def item_id(source: str | None, line: int, text: str) -> str:
    """A stable id of an input line: the same line of the same file, the same id."""
    return hashlib.sha256(f"{source}\0{line}\0{text}".encode(errors="replace")).hexdigest()[:20]


def cut(text: str, limit: int = MAX_TEXT) -> str:
    """At most ``limit`` bytes of UTF-8, on a character boundary."""
    data = text.encode("utf-8", errors="replace")
    return text if len(data) <= limit else data[:limit].decode("utf-8", errors="ignore")


def enqueue(
    client: redis.Redis, lines: Iterable[tuple[int, str]], source: str
) -> tuple[int, int, int]:
    """Queue input lines; (queued as items, joined a pending item of the same domain,
    skipped because this very line is queued or in flight already)."""
    queued = joined = skipped = 0
    script = client.register_script(_ENQUEUE)
    for line, text in lines:
        ident = item_id(source, line, text)
        kept = cut(text)
        item: dict[str, Any] = {"id": ident, "text": kept, "source": source, "line": line}
        if kept != text:
            item["length"] = len(text.encode("utf-8", errors="replace"))
        outcome = script(
            keys=[ITEMS, PENDING, INPUTS, MEMBERS, LEASES],
            args=[ident, input_key(kept), json.dumps(item), WITH, MAX_MEMBERS],
        )
        if outcome == 0:
            skipped += 1
        elif outcome == 2:
            joined += 1
        else:
            queued += 1
    return queued, joined, skipped


def _input(raw: bytes, fallback_id: str) -> Input:
    """A stored line, whatever it holds: unreadable ones are malformed inputs."""
    text = raw.decode("utf-8", errors="replace")
    try:
        data = json.loads(text)
        ident = str(data.get("id") or fallback_id)
        line_text = cut(str(data["text"]))
        line = int(data.get("line") or 0)
        source = data.get("source")
        source = cut(str(source), 1024) if source is not None else None
    except Exception as exc:  # JSON, types, depth (RecursionError), 1e999 (OverflowError)…
        why = f"the queue item could not be read ({type(exc).__name__})"
        return Input(fallback_id, cut(text, 200), malformed=why)
    if (length := data.get("length")) is not None:
        why = f"the input line is {length} bytes long, more than the {MAX_TEXT} read"
        return Input(ident, line_text, source, line, malformed=why)
    return Input(ident, line_text, source, line)


def claim(client: redis.Redis, lease: float) -> Item | Waiting:
    token = secrets.token_hex(8)
    found: list[Any] = client.eval(  # type: ignore[no-untyped-call]
        _CLAIM, 4, PENDING, LEASES, ITEMS, OWNERS, time.time(), lease, token, WITH, MAX_ITEM
    )
    if int(found[0]) == 0:
        return Waiting(int(found[1]), float(found[2]))
    _, raw_id, raw, size, joined = found
    ident = raw_id.decode("utf-8", errors="replace")
    if int(size) > MAX_ITEM:
        first = Input(ident, "", malformed=f"the queue item is {int(size)} bytes, too long to read")
    else:
        first = _input(raw, ident)
        first = Input(ident, first.text, first.source, first.line, first.malformed)
    members = [_input(member, f"{ident}-{i}") for i, member in enumerate(joined, 1)]
    return Item(ident, token, (first, *members))


def renew(client: redis.Redis, item: Item, lease: float) -> bool:
    """Extend the lease; False when it is no longer this claim's."""
    kept = client.eval(_RENEW, 2, LEASES, OWNERS, item.id, item.token, time.time() + lease)  # type: ignore[no-untyped-call]
    return bool(kept)


def owns(client: redis.Redis, item: Item) -> bool:
    return client.hget(OWNERS, item.id) == item.token.encode()


def acknowledge(
    client: redis.Redis,
    item: Item,
    records: list[dict[str, Any]],
    results: redis.Redis | None,
) -> tuple[bool, str]:
    """The records are in the worker's feed: append them to the results stream (when
    ``results`` is given), count them and release the item, if this claim still owns it.
    (owned, why the stream refused the records or "")."""
    encoded = [json.dumps(r, ensure_ascii=False) for r in records]
    stream: list[str] = []
    refused = ""
    if results is not None and results is not client:
        # Another Redis: its append cannot be in the script; mark it by ownership now.
        try:
            mine = owns(client, item)
            for record, text in zip(records, encoded, strict=True):
                results.xadd(
                    RESULTS,
                    {"id": str(record.get("input_id")), "record": text, "duplicate": int(not mine)},
                )
        except redis.ResponseError as exc:
            refused = str(exc)
    elif results is not None:
        for record, text in zip(records, encoded, strict=True):
            stream += [str(record.get("input_id")), text]
    failed = sum(1 for r in records if r.get("problem") is not None)
    members = [entry.id for entry in item.inputs[1:]]
    keys = [LEASES, ITEMS, OWNERS, INPUTS, MEMBERS, COUNTS, RESULTS]

    def run(appended: list[str]) -> tuple[bool, str]:
        args: list[str | int] = [
            item.id, item.token, item.key, WITH, len(records) - failed, failed, len(members)
        ]  # fmt: skip
        owned, why = client.eval(_ACKNOWLEDGE, len(keys), *keys, *args, *members, *appended)  # type: ignore[no-untyped-call]
        return bool(owned), why.decode("utf-8", errors="replace") if why else ""

    try:
        owned, why = run(stream)
    except redis.ResponseError as exc:
        if not stream:
            raise
        # The records themselves were refused (too big for a request): release all the same.
        owned, why = run([])
        why = str(exc)
    return owned, refused or why


def status(client: redis.Redis) -> dict[str, int]:
    """Input lines queued, in flight, done and failed; ``stream``: 1 if there are results."""
    found: list[Any] = client.eval(_STATUS, 5, PENDING, LEASES, MEMBERS, COUNTS, RESULTS)  # type: ignore[no-untyped-call]
    queued, in_flight, done, failed, stream = (int(value) for value in found)
    return {
        "queued": queued,
        "in_flight": in_flight,
        "done": done,
        "failed": failed,
        "stream": stream,
    }


def results(client: redis.Redis) -> Iterator[dict[str, Any]]:
    """Every record in the results stream, one per input line: the first record of a
    claim that owned its lease; a duplicate only for an input that has no other."""
    seen: set[str] = set()
    spare: dict[str, bytes] = {}
    last = "-"
    while True:
        batch: list[Any] = client.xrange(RESULTS, min=last, max="+", count=1000)  # type: ignore[assignment]
        if last != "-":
            batch = batch[1:]  # the range is inclusive of the last id read
        if not batch:
            break
        for entry_id, fields in batch:
            last = entry_id.decode()
            ident = fields.get(b"id", b"").decode("utf-8", errors="replace")
            if ident in seen:
                continue
            if fields.get(b"duplicate") == b"1":
                spare.setdefault(ident, fields[b"record"])
                continue
            seen.add(ident)
            spare.pop(ident, None)
            yield json.loads(fields[b"record"])
    for record in spare.values():
        yield json.loads(record)
