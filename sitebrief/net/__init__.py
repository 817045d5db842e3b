"""The guarded network layer: address guard, connect-to, resolver, TLS, handler."""
