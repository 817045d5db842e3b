"""The browser gets no network of its own.

Scrapy answers every request a rendered page makes (``browser.py``), so
Chromium needs no network at all; anything that is not routed (WebRTC's
STUN/TURN datagrams, a popup) must reach nothing. Chromium is started
through a small wrapper that runs it in a new, empty network namespace
(``unshare --net``; as a non-root user inside a user namespace that maps
only the current user). Playwright talks to it over a pipe, which needs no
network.
"""

from __future__ import annotations

import atexit
import os
import shlex
import shutil
import subprocess
import tempfile
from functools import cache
from pathlib import Path

_FORMS = (
    ["--net"],  # root, or CAP_SYS_ADMIN
    ["--user", "--map-current-user", "--net"],  # unprivileged user namespaces
)


class IsolationUnavailable(RuntimeError):
    """No way to start the browser without a network here."""


@cache
def unshare_args() -> tuple[str, ...]:
    """The unshare arguments that work on this machine (probed once)."""
    unshare = shutil.which("unshare")
    if unshare is None:
        raise IsolationUnavailable("the unshare command (util-linux) is not installed")
    errors = []
    for form in _FORMS:
        done = subprocess.run(
            [unshare, *form, "--", "true"], capture_output=True, text=True, check=False
        )
        if done.returncode == 0:
            return (unshare, *form)
        errors.append(done.stderr.strip().splitlines()[-1] if done.stderr.strip() else "failed")
    raise IsolationUnavailable(
        "this machine lets no process create a network namespace (" + "; ".join(errors) + ")"
    )


def isolated_executable(browser: str) -> str:
    """A wrapper script that starts ``browser`` in an empty network namespace."""
    args = unshare_args()
    folder = Path(tempfile.mkdtemp(prefix="sitebrief-browser-"))
    atexit.register(shutil.rmtree, folder, True)
    wrapper = folder / "chromium"
    command = " ".join(shlex.quote(a) for a in (*args, "--", browser))
    wrapper.write_text(f'#!/bin/sh\nexec {command} "$@"\n')
    wrapper.chmod(0o700)
    return str(wrapper)


def sandbox_possible() -> bool:
    """Chromium refuses its own sandbox when run as root; everywhere else keep it."""
    return os.geteuid() != 0
