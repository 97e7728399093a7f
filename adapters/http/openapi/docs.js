// Renders the description beside this page (openapi.json resolves against /v1/docs or /docs alike).

// The page's own anchors (#errors-<code>, #errors, #operations) are not operations: Swagger UI's deep links
// (#/<tag>/<operationId>) must not read them, or it would rewrite the address to #/errors-<code>.
function PageAnchors() {
  return {
    statePlugins: {
      layout: {
        wrapActions: {
          parseDeepLinkHash: function (original) {
            return function (hash) {
              var name = (hash || "").replace(/^#/, "");
              if (name && name.charAt(0) !== "/" && document.getElementById(name)) {
                return undefined;
              }
              return original(hash);
            };
          },
        },
      },
    },
  };
}

// The /wallet group's session cookie is HttpOnly and set by POST /session from the site's own pages: nothing
// typed into this page could set it, so neither the Authorize button nor the padlocks that open its dialog render.
// The description keeps its securityScheme: clients and readers of openapi.json still see what the group needs.
function NoAuthorizeButton() {
  function nothing() {
    return function () {
      return null;
    };
  }
  return { wrapComponents: { authorizeBtn: nothing, authorizeOperationBtn: nothing } };
}

window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "openapi.json",
    dom_id: "#operations",
    presets: [SwaggerUIBundle.presets.apis],
    plugins: [PageAnchors, NoAuthorizeButton],
    layout: "BaseLayout",
    deepLinking: true, // #/<tag>/<operationId> opens that operation
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
    onComplete: function () {
      document.body.setAttribute("data-docs-ready", "true");
      // Swagger UI grows the page after load: bring an #errors-<code> target back into view.
      var target = window.location.hash && document.getElementById(window.location.hash.slice(1));
      if (target) {
        target.scrollIntoView();
      }
    },
  });
});
