"""For development only: the loopback HTTP(S) server and the offline demo."""
