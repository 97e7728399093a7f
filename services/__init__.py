"""Use cases over ports: what the HTTP resources and the command line ask for."""
