"""Many machines: the Redis queue and the worker that takes domains from it."""
