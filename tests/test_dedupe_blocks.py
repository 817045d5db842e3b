"""Dedupe by block (pure): a card, a plan, a quote with its author, a FAQ
pair is kept whole or left out whole."""

from __future__ import annotations

import pytest

from sitebrief.pipelines.dedupe import new_blocks

PLANS = ["# Cryptomator Hub", "## Team", "€9 per user", "## Enterprise", "€29 per user"]
QUOTE = ["#### Amazing service!", "John Partho", "They provide great service, truly."]


@pytest.mark.parametrize(
    ("lines", "carried", "kept"),
    [
        # The product name the homepage read stays above its plans.
        (PLANS, {"# Cryptomator Hub"}, PLANS),
        # A plan whose lines the record carries goes whole; the others stay whole.
        (PLANS, {"## Team", "€9 per user"}, ["# Cryptomator Hub", "## Enterprise", "€29 per user"]),
        # A quote read on the homepage goes whole, its author with it.
        ([*QUOTE, "## Our doctors", "Dr. Ana Lee"], set(QUOTE), ["## Our doctors", "Dr. Ana Lee"]),
        # A quote whose author the homepage read keeps its author.
        (QUOTE, {"John Partho", "#### Amazing service!"}, QUOTE),
        # A FAQ pair with a new answer keeps its question.
        (["### Do you ship?", "Yes, worldwide."], {"### Do you ship?"},
         ["### Do you ship?", "Yes, worldwide."]),
        # Lines before any heading are judged one by one.
        (["Menu", "We forge anvils.", "# About"], {"Menu", "# About"}, ["We forge anvils."]),
        ([], set(), []),
    ],
)  # fmt: skip
def test_blocks_are_kept_or_left_out_whole(
    lines: list[str], carried: set[str], kept: list[str]
) -> None:
    assert new_blocks(lines, carried) == kept
