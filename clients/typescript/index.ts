// The Gold Coin Catalogue API from TypeScript: the types openapi-typescript generated from the service's description
// (schema.d.ts), calls through openapi-fetch, and two helpers written by hand, as the Python client's `easy`:
// `call` (the record, or an ApiError thrown) and `every` (every item of every page), both waiting out a 429 as long
// as its Retry-After says, within a deadline. They know no operation by name, only the shapes every one shares.
import createClient from "openapi-fetch";
import type { ClientOptions } from "openapi-fetch";

import type { components, paths } from "./schema.js";

export type { components, paths } from "./schema.js";

/** A typed client of the API at `baseUrl` (…/v1): `api.GET("/types", { params: { query: { q: "sovereign" } } })`. */
export function createApi(baseUrl: string, options: Omit<ClientOptions, "baseUrl"> = {}) {
  return createClient<paths>({ ...options, baseUrl });
}

type ErrorBody = components["schemas"]["Error"];

/** What every openapi-fetch call resolves to: `data` for a 2xx answer, `error` (the API's JSON error) otherwise. */
export interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The API's answer was not the one asked for: its status and its error body (`error` is the stable code to branch
 * on; `message` and `hint` are prose for people; `docs` links the code's explanation). */
export class ApiError extends Error {
  readonly status: number;
  readonly error: string;
  readonly hint: string;
  readonly docs: string;

  constructor(status: number, body: Partial<ErrorBody>) {
    const error = body.error ?? "unexpected_status";
    super(`${status} ${error}: ${body.message ?? ""}${body.hint ? ` (${body.hint})` : ""}`);
    this.name = "ApiError";
    this.status = status;
    this.error = error;
    this.hint = body.hint ?? "";
    this.docs = body.docs ?? "";
  }
}

/** How `call` and `every` meet a 429: ask at most `attempts` times in all, wait as long as Retry-After says (1 s when
 * it says nothing), and never wait past `deadlineMs` from the first attempt: a 429 whose wait would end later is
 * thrown at once. `sleep` and `now` are there for tests. */
export interface Calls {
  attempts?: number;
  deadlineMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** Retry-After in milliseconds: delta-seconds or an HTTP date; 1 s when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number {
  if (value !== null && /^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  const date = value === null ? Number.NaN : Date.parse(value);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/** The answer's data; an ApiError for any other answer (a 4xx or 5xx, or a 304 that carries none). */
export async function call<T>(ask: () => Promise<Answer<T>>, calls: Calls = {}): Promise<T> {
  const now = calls.now ?? Date.now;
  const sleep = calls.sleep ?? pause;
  const attempts = calls.attempts ?? 3;
  const deadline = now() + (calls.deadlineMs ?? 30_000);
  for (let attempt = 1; ; attempt += 1) {
    const answer = await ask();
    if (answer.response.ok && answer.data !== undefined) return answer.data;
    if (answer.response.status === 429 && attempt < attempts) {
      const wait = retryAfterMs(answer.response.headers.get("Retry-After"), now());
      if (now() + wait <= deadline) {
        await sleep(wait);
        continue;
      }
    }
    const body = typeof answer.error === "object" && answer.error !== null ? (answer.error as Partial<ErrorBody>) : {};
    throw new ApiError(answer.response.status, body);
  }
}

/** Every item of every page `ask(page)` answers, first page first (a null item, which the description allows, is
 * left out). Ask with the largest pageSize (100) to spend the fewest requests of the rate budget. */
export async function* every<Item>(
  ask: (page: number) => Promise<Answer<{ data: (Item | null)[]; totalPages: number }>>,
  calls: Calls = {},
): AsyncGenerator<Item> {
  for (let page = 1; ; page += 1) {
    const found = await call(() => ask(page), calls);
    for (const item of found.data) if (item !== null) yield item;
    if (page >= found.totalPages) return;
  }
}
