"""Input files, end to end and in-process: a domains file that can't be a list
of domains (UTF-16, a NUL byte, too large, not a regular file) is refused with
one line before anything starts, in `scrapy crawl` and in `scrapy enqueue`;
lines are read as a stream, and an endless line costs one bounded record."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from sitebrief.queue import workqueue
from sitebrief.rules import lines
from sitebrief.rules.inputs import MAX_LINE, InputError, group, read_inputs
from tests.crawl import ROOT, SUPPORT
from tests.redis_server import redis_fixture  # noqa: F401  (redis_url)

EARLIER = "an earlier run's records\n"


def scrapy(*args: str) -> subprocess.CompletedProcess[str]:
    child = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(SUPPORT)])}
    return subprocess.run(
        [sys.executable, "-m", "scrapy", *args],
        cwd=ROOT, env=child, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip


BAD_FILES = [
    ("acme.test\nbeta.test\n".encode("utf-16"), "is UTF-16: save it as UTF-8"),
    ("acme.test\nbeta.test\n".encode("utf-16-le"), "holds a NUL byte on line 1"),
    (b"acme.test\nbe\0ta.test\n", "holds a NUL byte on line 2"),
]


@pytest.mark.parametrize(("content", "said"), BAD_FILES)
def test_a_domains_file_that_is_not_text_is_one_line_and_touches_no_feed(
    content: bytes, said: str, tmp_path: Path
) -> None:
    listing = tmp_path / "domains.txt"
    listing.write_bytes(content)
    feed = tmp_path / "brief.jsonl"
    feed.write_text(EARLIER)
    done = scrapy("crawl", "brief", "-a", f"domains_file={listing}", "-O", f"{feed}:jsonl")
    assert done.returncode == 1
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"sitebrief: the domains file {listing} {said}")
    assert feed.read_text() == EARLIER


def test_a_domains_file_past_the_size_limit_is_refused(tmp_path: Path) -> None:
    listing = tmp_path / "domains.txt"
    listing.write_text("".join(f"d{i}.test\n" for i in range(20)))  # 170 bytes
    feed = tmp_path / "brief.jsonl"
    feed.write_text(EARLIER)
    args = ("crawl", "brief", "-a", f"domains_file={listing}", "-O", f"{feed}:jsonl")
    done = scrapy(*args, "-s", "SITEBRIEF_MAX_INPUT_BYTES=100")
    assert done.returncode == 1
    assert done.stderr.strip() == (
        f"sitebrief: the domains file {listing} is larger than SITEBRIEF_MAX_INPUT_BYTES "
        "(100 bytes): split it, or queue it (scrapy enqueue)"
    )
    assert feed.read_text() == EARLIER
    # The negative control: within the limit, every line gets its record.
    # Every host is sent to loopback, which the private-address guard refuses at
    # once: a record per line without waiting on DNS for twenty .test names.
    within = scrapy(
        *args, "-s", "SITEBRIEF_MAX_INPUT_BYTES=170", "-s", "SITEBRIEF_CONNECT_TO=::127.0.0.1:9"
    )
    assert within.returncode == 0, within.stderr
    assert len(feed.read_text().splitlines()) == 20


@pytest.mark.parametrize(("content", "said"), BAD_FILES)
def test_enqueue_refuses_the_same_files_and_queues_nothing(
    content: bytes, said: str, tmp_path: Path, redis_url: str
) -> None:
    listing = tmp_path / "domains.txt"
    listing.write_bytes(content)
    done = scrapy("enqueue", "--queue", redis_url, str(listing))
    assert done.returncode == 1
    (line,) = done.stderr.splitlines()
    assert line.startswith(f"sitebrief: the domains file {listing} {said}")
    assert workqueue.status(workqueue.connect(redis_url))["queued"] == 0
    listing.write_text("acme.test\nbeta.test\n")  # the negative control
    assert scrapy("enqueue", "--queue", redis_url, str(listing)).returncode == 0
    assert workqueue.status(workqueue.connect(redis_url))["queued"] == 2


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    fifo = tmp_path / "domains.fifo"
    os.mkfifo(fifo)
    with pytest.raises(InputError, match="not a regular file"):
        read_inputs(domains_file=str(fifo), max_bytes=16 << 20)


@pytest.mark.parametrize(
    ("domain", "domains", "said"),
    [
        ("acme\0.test", None, "-a domain= holds a NUL character"),
        (None, "acme.test,be\0ta.test", "-a domains= holds a NUL character"),
    ],
)
def test_a_nul_in_a_domain_argument_is_refused(
    domain: str | None, domains: str | None, said: str
) -> None:
    with pytest.raises(InputError, match=said):
        read_inputs(domain, domains, max_bytes=16 << 20)


def test_an_endless_line_is_one_invalid_record_and_is_never_held(tmp_path: Path) -> None:
    listing = tmp_path / "domains.txt"
    with listing.open("wb") as f:
        f.write(b"acme.test\n" + b"x" * (8 * 1024 * 1024) + b"\nbeta.test\n")
    inputs = read_inputs(domains_file=str(listing), max_bytes=16 << 20)
    assert [line for line, _ in inputs] == [1, 2, 3]
    assert len(inputs[1][1]) <= MAX_LINE * 4  # cut where it was read, not held whole
    briefs = group(inputs)
    (line, target) = briefs[1][0]
    assert line == 2 and target.domain is None and target.error is not None
    assert "longer than 2,048 characters" in target.error
    assert len(target.input) == MAX_LINE + 1
    assert [b[0][1].domain for b in (briefs[0], briefs[2])] == ["acme.test", "beta.test"]


@pytest.mark.parametrize(
    ("data", "max_line", "expected"),
    [
        (
            b"a\nb\r\n\nc",
            8,
            [(1, b"a", False), (2, b"b", False), (3, b"", False), (4, b"c", False)],
        ),
        (b"12345678\n9", 8, [(1, b"12345678", False), (2, b"9", False)]),
        (b"123456789\nok\n", 8, [(1, b"12345678", True), (2, b"ok", False)]),
        (b"123456789", 8, [(1, b"12345678", True)]),
        (b"", 8, []),
    ],
)
def test_lines_are_read_bounded(
    data: bytes, max_line: int, expected: list[tuple[int, bytes, bool]]
) -> None:
    assert list(lines.read(io.BytesIO(data), max_line)) == expected
