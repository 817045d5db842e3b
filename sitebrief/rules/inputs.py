"""What to brief: the spider's arguments read into input lines, grouped into
one brief per domain (every line that asked for a domain gets its record).

A domains file is read as a stream of bounded lines (``lines.py``) and
refused whole, with one line for a person, when it can't be a list of
domains: not a regular file, larger than ``SITEBRIEF_MAX_INPUT_BYTES``, or
holding a NUL byte (a UTF-16 file, a binary). It is refused before anything
starts, so an existing feed file stays as it was. A line longer than
``MAX_LINE`` characters is an ``invalid`` record of its own.
"""

from __future__ import annotations

import os

from sitebrief.rules import lines
from sitebrief.rules.domains import Target, parse_target

# Every input line that asked for one domain: (line, target).
Asked = list[tuple[int, Target]]

# Longer than any URL a person types for a company (browsers and sitemaps stop at 2,048).
MAX_LINE = 2048
_UTF16_BOMS = (b"\xff\xfe", b"\xfe\xff")


class InputError(ValueError):
    """An input that can't be read as domains; the message is the line a person reads."""


def read_inputs(
    domain: str | None = None,
    domains: str | None = None,
    domains_file: str | None = None,
    *,
    max_bytes: int,
) -> list[tuple[int, str]]:
    """(line, text) for every input: -a domain= (line 1), -a domains=a.com,b.com
    (line = position), -a domains_file=PATH (line = line in the file; blank
    lines and # comments skipped). config.check_arguments allows one of them,
    so lines never collide; a file past ``max_bytes`` (SITEBRIEF_MAX_INPUT_BYTES)
    is refused. Raises InputError."""
    inputs: list[tuple[int, str]] = []
    for name, given in (("domain", domain), ("domains", domains)):
        if given is not None and "\0" in given:
            raise InputError(f"-a {name}= holds a NUL character: give domains as text")
    if domain is not None:
        inputs.append((1, domain))
    if domains is not None:
        inputs += [(i, d) for i, d in enumerate(domains.split(","), 1) if d.strip()]
    if domains_file is not None:
        inputs += read_domains_file(domains_file, max_bytes)
    return inputs


def read_domains_file(path: str, max_bytes: int) -> list[tuple[int, str]]:
    """(line, text) of each line of a domains file that is not blank or a comment."""
    try:
        file = lines.open_regular(path)
    except OSError as exc:
        raise InputError(f"cannot read the domains file {path} ({exc.strerror or exc})") from None
    found: list[tuple[int, str]] = []
    read = 0
    too_large = InputError(
        f"the domains file {path} is larger than SITEBRIEF_MAX_INPUT_BYTES "
        f"({max_bytes:,} bytes): split it, or queue it (scrapy enqueue)"
    )
    with file:
        if os.fstat(file.fileno()).st_size > max_bytes:
            raise too_large  # before a line is read
        for number, raw, _cut in lines.read(file, MAX_LINE * 4):  # UTF-8: 4 bytes a character
            read += len(raw) + 1
            if read > max_bytes:  # it grew while we read
                raise too_large
            if number == 1 and raw.startswith(_UTF16_BOMS):
                raise InputError(f"the domains file {path} is UTF-16: save it as UTF-8")
            if b"\0" in raw:
                raise InputError(
                    f"the domains file {path} holds a NUL byte on line {number}: it is not "
                    "text (UTF-16?); save it as UTF-8"
                )
            text = raw.decode("utf-8", errors="replace")
            if number == 1:
                text = text.removeprefix("\ufeff")
            line = text.split("#", 1)[0].strip()  # "# ..." anywhere starts a comment
            if line:
                found.append((number, line))
    return found


def group(inputs: list[tuple[int, str]]) -> list[Asked]:
    """One brief per domain, in input order; each invalid line is a brief of its own."""
    groups: dict[str, Asked] = {}
    for line, text in inputs:
        target = _target(text)
        key = target.domain if target.domain is not None else f"invalid:{line}"
        groups.setdefault(key, []).append((line, target))
    return list(groups.values())


def _target(text: str) -> Target:
    if len(text) > MAX_LINE:
        return Target(
            text[:MAX_LINE] + "…",
            None,
            f"The line is longer than {MAX_LINE:,} characters: not a website address.",
        )
    return parse_target(text)
