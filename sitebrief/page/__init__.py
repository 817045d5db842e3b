"""Reading one page: parse once, then its content, structure, lines, links, facts and logo
candidates."""
