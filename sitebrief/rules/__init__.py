"""Pure decisions: from what people type and what sites send to what the record says. No
crawler, no network."""
