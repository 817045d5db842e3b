"""An offline demo: a small company site bundled with the project."""
