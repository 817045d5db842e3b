"""The loopback dev server serves its folder and nothing outside it: the final
file, every symlink followed (a linked index.html, about.html behind /about,
a linked folder), must lie under the root."""

from __future__ import annotations

import urllib.error
import urllib.request
from pathlib import Path

import pytest

from sitebrief.dev.server import LoopbackServer, Site

SECRET = "the operator's private notes"


def get(server: LoopbackServer, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://{server.netloc}{path}", timeout=10) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, ""


@pytest.fixture
def server(tmp_path: Path) -> LoopbackServer:
    outside = tmp_path / "outside"
    outside.mkdir()
    (outside / "index.html").write_text(SECRET)
    (outside / "notes.html").write_text(SECRET)
    root = tmp_path / "site"
    (root / "linked-index").mkdir(parents=True)
    (root / "linked-index" / "index.html").symlink_to(outside / "index.html")
    (root / "about.html").symlink_to(outside / "notes.html")
    (root / "elsewhere").symlink_to(outside)
    (root / "page.html").write_text("<p>our page</p>")
    (root / "alias.html").symlink_to(root / "page.html")
    return LoopbackServer(Site(folder=root), None)


@pytest.mark.parametrize(
    "path", ["/linked-index/", "/about", "/about.html", "/elsewhere/", "/elsewhere/notes.html",
             "/../outside/notes.html", "/%2e%2e/outside/notes.html"],
)  # fmt: skip
def test_nothing_outside_the_folder_is_served(server: LoopbackServer, path: str) -> None:
    with server:
        status, body = get(server, path)
    assert status == 404 and SECRET not in body


@pytest.mark.parametrize("path", ["/page", "/page.html", "/alias"])
def test_the_folder_is_served(server: LoopbackServer, path: str) -> None:
    """The negative control: files under the root, a link within it too."""
    with server:
        assert get(server, path) == (200, "<p>our page</p>")
