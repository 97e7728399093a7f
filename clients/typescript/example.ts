// The Gold Coin Catalogue API from TypeScript: openapi-fetch's typed fetch over the types openapi-typescript
// generated from the service's description (schema.d.ts). `npx tsc --strict --noEmit` checks it; against
// `make run` (offline: the static providers of the main README), `npx tsx example.ts` or any bundler runs it.
import createClient from "openapi-fetch";

import type { components, paths } from "./schema";

type TypeSummary = components["schemas"]["TypeSummary"];
type ApiError = components["schemas"]["Error"];

const api = createClient<paths>({ baseUrl: "http://127.0.0.1:8000/v1" });

// An answer's data, or an Error thrown with the API's code and hint.
function ok<T>(answer: { data?: T; error?: ApiError; response: Response }): T {
  if (answer.data === undefined) {
    const { error, message, hint } = answer.error ?? { error: "unexpected_status" };
    throw new Error(`${answer.response.status} ${error}: ${message ?? ""} ${hint ?? ""}`);
  }
  return answer.data;
}

// Every type of every page of a query, asked one page at a time.
async function* everyType(query: paths["/types"]["get"]["parameters"]["query"]): AsyncGenerator<TypeSummary> {
  for (let page = 1; ; page += 1) {
    const found = ok(await api.GET("/types", { params: { query: { ...query, page, pageSize: 100 } } }));
    for (const item of found.data) if (item !== null) yield item;
    if (page >= found.totalPages) return;
  }
}

const page = ok(await api.GET("/types", { params: { query: { q: "sovereign", pageSize: 3 } } }));
console.log(page.total, "types match;", page.data.map((t) => t?.title).join(", "));

const kangaroo = ok(
  await api.GET("/types/{issuerSlug}/{seriesSlug}/{slug}", {
    params: { path: { issuerSlug: "australia", seriesSlug: "kangaroo", slug: "kangaroo-1oz" } },
  }),
);
console.log(kangaroo.title, kangaroo.fineWeight, "g fine;", kangaroo.currency, kangaroo.currencyCode);

let types = 0;
let ounces = 0;
for await (const type of everyType({ sort: "title_asc" })) {
  types += 1;
  if (type.sizeLabel === "1oz") ounces += 1;
}
console.log(types, "types,", ounces, "of one ounce");

const spot = ok(await api.GET("/spot"));
const rates = ok(await api.GET("/rates"));
const gbp = rates.rates["GBP"] ?? Number.NaN;
console.log(`${(spot.pricePerOunce * gbp).toFixed(2)} GBP an ounce on ${spot.asOf.slice(0, 10)} (rates of ${rates.date})`);

const refused = await api.GET("/types", { params: { query: { yearFrom: 1910, yearTo: 1900 } } });
console.log(refused.response.status, refused.error?.error, "-", refused.error?.hint);
