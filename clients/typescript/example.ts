// The Gold Coin Catalogue API from TypeScript: the package's typed client (openapi-fetch over the types
// openapi-typescript generated from the service's description) and its helpers `call` and `every`. `npx tsc
// --strict --noEmit` checks it; against `make run` (offline: the static providers of the main README), `npx tsx
// example.ts` or any bundler runs it. A project that installed the package imports from "@goldcoins/client".
import { ApiError, call, createApi, every } from "./index.js";

const api = createApi("http://127.0.0.1:8000/v1");

const page = await call(() => api.GET("/types", { params: { query: { q: "sovereign", pageSize: 3 } } }));
console.log(page.total, "types match;", page.data.map((t) => t?.title).join(", "));

const kangaroo = await call(() =>
  api.GET("/types/{issuerSlug}/{seriesSlug}/{slug}", {
    params: { path: { issuerSlug: "australia", seriesSlug: "kangaroo", slug: "kangaroo-1oz" } },
  }),
);
console.log(kangaroo.title, kangaroo.fineWeight, "g fine;", kangaroo.currency, kangaroo.currencyCode);

// every type of every page, a page of 100 a request; a 429 on the way is waited out as Retry-After says
let types = 0;
let ounces = 0;
for await (const type of every((page) =>
  api.GET("/types", { params: { query: { sort: "title_asc", page, pageSize: 100 } } }),
)) {
  types += 1;
  if (type.sizeLabel === "1oz") ounces += 1;
}
console.log(types, "types,", ounces, "of one ounce");

const spot = await call(() => api.GET("/spot", { params: { query: { currency: "GBP" } } }));
console.log(`${spot.pricePerOunce.toFixed(2)} GBP an ounce on ${spot.asOf.slice(0, 10)} (rates of ${spot.rateDate})`);

try {
  await call(() => api.GET("/types", { params: { query: { yearFrom: 1910, yearTo: 1900 } } }));
} catch (refused) {
  if (!(refused instanceof ApiError)) throw refused;
  console.log(refused.status, refused.error, "-", refused.hint);
}
