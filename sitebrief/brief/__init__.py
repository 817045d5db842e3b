"""Reading one domain: what is known while it is read, and the record built from it."""
