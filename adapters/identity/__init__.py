"""Who a browser's player is: the wallet provider's player access tokens, checked against its published keys."""
