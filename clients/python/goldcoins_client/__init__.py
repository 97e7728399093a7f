"""A client library for accessing Gold Coin Catalogue API"""

from .client import AuthenticatedClient, Client

__all__ = (
    "AuthenticatedClient",
    "Client",
)
