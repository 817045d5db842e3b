"""Where records may go, checked before a crawl starts (so a mistake leaves an
existing feed file as it was).

- Files and standard output only, unless ``SITEBRIEF_FEED_SCHEMES`` names
  another scheme (``s3``, ``ftp``, …): Scrapy's remote storages connect on
  their own, past the resolver that guards every page request, so a job
  argument such as ``FEEDS={"ftp://u:p@127.0.0.1/x": …}`` could otherwise
  reach a private address. An allowed scheme's host is judged by the same
  address guard (``SITEBRIEF_ALLOWED_NETWORKS`` applies), every address it
  resolves to; the check is made once, here (a name that changes its
  addresses afterwards is not caught: allow only schemes of hosts you trust).
- A file feed must be writable: not a directory, in a folder we may create
  or write. A full disk is met while writing (``feeds.py``).
"""

from __future__ import annotations

import os
import socket
from collections.abc import Iterable
from pathlib import Path
from urllib.parse import urlsplit

from w3lib.url import file_uri_to_path

from sitebrief.rules.addresses import AddressGuard, is_loopback_name

LOCAL = frozenset({"", "file", "stdout"})


def check(
    uris: Iterable[str], schemes: Iterable[str], guard: AddressGuard, endpoint: str = ""
) -> None:
    """Raise ValueError (the one line a person reads) for the first feed that
    may not be used. ``endpoint``: ``AWS_ENDPOINT_URL``, where s3 connects."""
    allowed = {s.strip().lower() for s in schemes if s.strip()}
    for uri in uris:
        scheme = urlsplit(uri).scheme.lower()
        if len(scheme) == 1:  # a Windows drive letter, C:\briefs.jsonl
            scheme = ""
        if scheme in LOCAL:
            if scheme != "stdout":
                _check_file(uri, file_uri_to_path(uri) if scheme == "file" else uri)
            continue
        if scheme not in allowed:
            raise ValueError(
                f"the feed {_safe(uri)} is not a file or standard output: other storages are "
                f"refused unless SITEBRIEF_FEED_SCHEMES allows {scheme}"
            )
        host = urlsplit(endpoint).hostname if scheme == "s3" and endpoint else None
        if scheme != "s3":
            host = urlsplit(uri).hostname
        if host:
            _check_host(uri, host, guard)


def _safe(uri: str) -> str:
    """The URI without its user info (a password must not reach a log)."""
    parts = urlsplit(uri)
    if "@" not in parts.netloc:
        return uri
    return parts._replace(netloc=parts.netloc.rsplit("@", 1)[1]).geturl()


def _check_host(uri: str, host: str, guard: AddressGuard) -> None:
    if is_loopback_name(host.lower()):
        raise ValueError(f"the feed {_safe(uri)} names a loopback host")
    try:
        found = socket.getaddrinfo(host, None, proto=socket.IPPROTO_TCP)
    except (OSError, UnicodeError) as exc:
        raise ValueError(f"the feed {_safe(uri)}: cannot resolve {host} ({exc})") from None
    for *_, address in found:
        verdict = guard.check(str(address[0]))
        if not verdict.allowed:
            raise ValueError(
                f"the feed {_safe(uri)} goes to {verdict}: refused, as for any site "
                "(SITEBRIEF_ALLOWED_NETWORKS exempts a network)"
            )


def _check_file(uri: str, path: str) -> None:
    if "%(" in path:  # a template (%(name)s, %(time)s): check the folder before it
        folder = Path(path.split("%(", 1)[0] + "x").parent
    else:
        target = Path(path)
        if target.is_dir():
            raise ValueError(f"the feed {uri} is a directory: give a file name (brief.jsonl)")
        if target.exists():
            if not os.access(target, os.W_OK):
                raise ValueError(f"cannot write the feed {uri} (permission denied)")
            return
        folder = target.parent
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent  # the storage creates the missing folders
    if not folder.is_dir() or not os.access(folder, os.W_OK | os.X_OK):
        raise ValueError(f"cannot write the feed {uri}: {folder} is not a folder we may write")
