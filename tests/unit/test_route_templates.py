"""The route templates the logs and metrics name requests by (assembly.route_templates): every route falcon's own
inspector lists, read off the router without the inspector's reading of each responder's source file."""

import falcon.inspect

from adapters.http.assembly import route_templates


def test_the_templates_are_the_routes_falcons_inspector_lists(client):
    listed = sorted(route.path for route in falcon.inspect.inspect_routes(client.app))
    assert sorted(route_templates(client.app)) == listed
    assert "/issuers/{issuer_slug}/series/{series_slug}" in listed  # nested templates, not the roots alone
