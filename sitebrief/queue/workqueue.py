"""A queue of domains in Redis, shared by any number of workers on any nodes.

Keys (``sitebrief:`` prefix, one queue per Redis database):

- ``items`` (hash): item id → the input line as JSON ``{"id", "text", "source", "line"}``;
- ``pending`` (list): ids waiting, oldest first;
- ``leases`` (sorted set): ids being briefed, scored by when their lease runs out;
- ``inputs`` (hash): the domain an item asks for → its id, while it is queued or in flight,
  so enqueueing the same line again does not brief it twice;
- ``counts`` (hash): ``done`` and ``failed`` (done with a problem);
- ``results`` (stream): every record, when workers are asked to write them here.

A worker claims an item atomically (an expired lease first — its worker died — else the next
pending one), renews the lease while it briefs, and acknowledges only after the record is in
its feed. Delivery is at least once: a worker that dies after writing a record but before
acknowledging it gets its domain briefed again, and both records carry the same ``input_id``.

We use the Redis client (redis-py) directly rather than scrapy-redis: scrapy-redis shares a
URL scheduler and duplicate filter between spiders, while a brief is one unit of work per
domain that must be leased, renewed, acknowledged and counted.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

import redis

from sitebrief.rules.domains import parse_target

PREFIX = "sitebrief:"
ITEMS, PENDING, LEASES, INPUTS, COUNTS, RESULTS = (
    PREFIX + name for name in ("items", "pending", "leases", "inputs", "counts", "results")
)

# Take an expired lease first (its worker is gone), else the next pending item; lease it.
_CLAIM = """
local now = tonumber(ARGV[1])
local expired = redis.call('ZRANGEBYSCORE', KEYS[2], '-inf', now, 'LIMIT', 0, 1)
local id = expired[1]
if not id then id = redis.call('LPOP', KEYS[1]) end
if not id then return false end
redis.call('ZADD', KEYS[2], now + tonumber(ARGV[2]), id)
return {id, redis.call('HGET', KEYS[3], id) or ''}
"""


RedisError = redis.RedisError


class QueueError(Exception):
    """Redis could not be reached or answered an error; the message says which."""


@dataclass(frozen=True)
class Item:
    id: str
    text: str  # the input line, as typed
    source: str | None = None
    line: int = 0
    malformed: str | None = None  # why the stored item could not be read


def connect(url: str) -> redis.Redis:
    if not url.startswith(("redis://", "rediss://", "unix://")):
        raise QueueError(f"{url!r} is not a Redis URL (redis://HOST:PORT/DB)")
    try:
        client = redis.Redis.from_url(url, decode_responses=True, socket_timeout=10)
        client.ping()
    except redis.RedisError as exc:
        raise QueueError(f"cannot reach Redis at {url}: {exc}") from exc
    return client


def input_key(text: str) -> str:
    """What makes two input lines the same work: the domain they ask for."""
    target = parse_target(text)
    return target.domain or f"invalid:{text.strip()}"


def item_id(source: str | None, line: int, text: str) -> str:
    """A stable id of an input line: the same line of the same file, the same id."""
    return hashlib.sha256(f"{source}\0{line}\0{text}".encode()).hexdigest()[:20]


def enqueue(client: redis.Redis, lines: Iterable[tuple[int, str]], source: str) -> tuple[int, int]:
    """Queue input lines; (queued, skipped because queued or in flight already)."""
    queued = skipped = 0
    for line, text in lines:
        ident = item_id(source, line, text)
        if not client.hsetnx(INPUTS, input_key(text), ident):
            skipped += 1
            continue
        item = {"id": ident, "text": text, "source": source, "line": line}
        pipe = client.pipeline()
        pipe.hset(ITEMS, ident, json.dumps(item))
        pipe.rpush(PENDING, ident)
        pipe.execute()
        queued += 1
    return queued, skipped


def claim(client: redis.Redis, lease: float) -> Item | None:
    found = client.eval(_CLAIM, 3, PENDING, LEASES, ITEMS, time.time(), lease)  # type: ignore[no-untyped-call]
    if not found:
        return None
    ident, raw = found
    try:
        data = json.loads(raw)
        return Item(ident, str(data["text"]), data.get("source"), int(data.get("line") or 0))
    except (ValueError, TypeError, KeyError) as exc:
        return Item(ident, str(raw)[:200], malformed=f"the queue item could not be read ({exc})")


def renew(client: redis.Redis, ident: str, lease: float) -> None:
    client.zadd(LEASES, {ident: time.time() + lease}, xx=True)


def acknowledge(
    client: redis.Redis, item: Item, record: dict[str, Any] | None, results: redis.Redis | None
) -> None:
    """The record is in the worker's feed: append it to the results stream (if
    asked), count it, release the item."""
    if results is not None and record is not None:
        results.xadd(RESULTS, {"id": item.id, "record": json.dumps(record, ensure_ascii=False)})
    failed = record is not None and record.get("problem") is not None
    pipe = client.pipeline()
    pipe.zrem(LEASES, item.id)
    pipe.hdel(ITEMS, item.id)
    pipe.hincrby(COUNTS, "failed" if failed else "done", 1)
    if client.hget(INPUTS, input_key(item.text)) == item.id:
        pipe.hdel(INPUTS, input_key(item.text))
    pipe.execute()


def status(client: redis.Redis) -> dict[str, int]:
    counts = client.hgetall(COUNTS)
    return {
        "queued": int(client.llen(PENDING)),
        "in_flight": int(client.zcard(LEASES)),
        "done": int(counts.get("done", 0)),
        "failed": int(counts.get("failed", 0)),
    }


def results(client: redis.Redis) -> Iterator[dict[str, Any]]:
    """Every record in the results stream, one per input (the first written wins)."""
    seen: set[str] = set()
    last = "-"
    while True:
        batch: list[Any] = client.xrange(RESULTS, min=last, max="+", count=1000)  # type: ignore[assignment]
        if last != "-":
            batch = batch[1:]  # the range is inclusive of the last id read
        if not batch:
            return
        for entry_id, fields in batch:
            last = str(entry_id)
            ident = str(fields.get("id", ""))
            if ident in seen:
                continue
            seen.add(ident)
            yield json.loads(fields["record"])
