// Renders the description beside this page (openapi.json resolves against /v1/docs or /docs alike).
window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "openapi.json",
    dom_id: "#operations",
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
    deepLinking: false,
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
