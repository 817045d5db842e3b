"""What to brief: the spider's arguments read into input lines, grouped into
one brief per domain (every line that asked for a domain gets its record)."""

from __future__ import annotations

from pathlib import Path

from sitebrief.rules.domains import Target, parse_target

# Every input line that asked for one domain: (line, target).
Asked = list[tuple[int, Target]]


def read_inputs(
    domain: str | None = None, domains: str | None = None, domains_file: str | None = None
) -> list[tuple[int, str]]:
    """(line, text) for every input: -a domain= (line 1), -a domains=a.com,b.com
    (line = position), -a domains_file=PATH (line = line in the file; blank
    lines and # comments skipped). config.check_arguments allows one of them,
    so lines never collide."""
    inputs: list[tuple[int, str]] = []
    if domain is not None:
        inputs.append((1, domain))
    if domains is not None:
        inputs += [(i, d) for i, d in enumerate(domains.split(","), 1) if d.strip()]
    if domains_file is not None:
        text = Path(domains_file).read_text(encoding="utf-8-sig", errors="replace")
        for i, raw in enumerate(text.splitlines(), 1):
            line = raw.split("#", 1)[0].strip()  # "# ..." anywhere starts a comment
            if line:
                inputs.append((i, line))
    return inputs


def group(inputs: list[tuple[int, str]]) -> list[Asked]:
    """One brief per domain, in input order; each invalid line is a brief of its own."""
    groups: dict[str, Asked] = {}
    for line, text in inputs:
        target = parse_target(text)
        key = target.domain if target.domain is not None else f"invalid:{line}"
        groups.setdefault(key, []).append((line, target))
    return list(groups.values())
