"""The service's own picture copies: the media folder (files.py) and the imaging that makes them."""
