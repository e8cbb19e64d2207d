import fc from "fast-check";
import type { RouteOptions } from "fastify";
import { z } from "zod";

/** A registered route as the fuzzer sees it: where it is and which fields its schemas name. */
export interface FuzzRoute {
  method: string;
  url: string;
  params: string[];
  queryKeys: string[];
  bodyKeys: string[];
}

export interface FuzzRequest {
  /** Why this request exists, for failure messages. */
  label: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** A refusal this request must not get (it is well-formed in that respect). */
  notRefusedAs?: string;
}

const keysOf = (schema: unknown): string[] =>
  schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];

/** One entry per method of a route, HEAD left out (Fastify answers it with the GET handler). */
export function fuzzRoutesOf(route: RouteOptions): FuzzRoute[] {
  const methods = [route.method].flat().filter((m) => m !== "HEAD");
  const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return methods.map((method) => ({
    method,
    url: route.url,
    params,
    queryKeys: keysOf(route.schema?.querystring),
    bodyKeys: keysOf(route.schema?.body),
  }));
}

export const hasBody = (route: FuzzRoute) => route.method !== "GET";

/** Percent-encodes like a lax client: lone surrogates go out as their 3-byte (WTF-8) form. */
export function encodeLoosely(text: string): string {
  let out = "";
  for (const ch of text) {
    const unit = ch.charCodeAt(0);
    if (ch.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join("");
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const INT4_OVER = 2 ** 31;
const INT8_OVER = "9223372036854775808";
const LONG = "x".repeat(100_000);

/** Path segments and query values as sent on the wire (already percent-encoded). */
const NASTY_SEGMENTS = [
  "%00",
  "a%00b",
  "%C0",
  "%C0%AF",
  "%ED%A0%80",
  "%FF",
  "%",
  "%zz",
  "..%2F..%2Fetc%2Fpasswd",
  "-1",
  "0",
  "1.5",
  String(INT4_OVER),
  INT8_OVER,
  "99999999999999999999",
  "1e400",
  "NaN",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
  "x".repeat(3000),
  "%F0%9F%98%80",
  "%E2%80%AE",
  "newsroom.demo%00",
  "..newsroom..demo",
  "localhost",
];

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_SEGMENTS) },
  { weight: 1, arbitrary: fc.uuid() },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map(encodeLoosely) },
);

/** JSON leaves: numbers outside every column type, wrong types, NUL and lone surrogates. */
const leaf = fc.oneof(
  fc.constantFrom<unknown>(
    INT4_OVER,
    INT4_OVER - 1,
    -INT4_OVER - 1,
    2 ** 53 + 2,
    2 ** 63,
    1e308,
    -1,
    0,
    0.5,
    true,
    null,
    "",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "\u202e",
    LONG,
    "newsroom.demo",
    "00000000-0000-0000-0000-000000000000",
    [],
    {},
  ),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.uuid(),
);

/** The shapes every route gets, named after what once answered 500. */
export function namedRequests(route: FuzzRoute, validParam: (name: string) => string) {
  const path = (override: Record<string, string> = {}) =>
    route.url.replace(/:(\w+)/g, (_, name: string) => override[name] ?? validParam(name));
  const json = { "content-type": "application/json" };
  const out: FuzzRequest[] = [];
  const add = (
    label: string,
    url: string,
    headers: Record<string, string> = {},
    payload?: string,
  ) => out.push({ label, method: route.method, url, headers, payload });

  for (const bad of ["%00", "%ED%A0%80"]) {
    for (const name of route.params) add(`param ${name}=${bad}`, path({ [name]: bad }));
  }
  const everyParam = (value: string) =>
    path(Object.fromEntries(route.params.map((p) => [p, value])));
  if (route.params.length) {
    add("params %C0", everyParam("%C0"));
    add("long params", everyParam("x".repeat(3000)));
  }
  const queryKeys = [...new Set([...route.queryKeys, "version", "since", "lastEventId"])];
  for (const bad of ["%00", "%ED%A0%80", String(INT4_OVER), "99999999999999999999"]) {
    add(`query = ${bad}`, `${path()}?${queryKeys.map((key) => `${key}=${bad}`).join("&")}`);
  }
  if (!hasBody(route)) return out;
  const everyKey = (raw: string) =>
    `{${(route.bodyKeys.length ? route.bodyKeys : ["value"]).map((k) => `"${k}":${raw}`).join(",")}}`;
  for (const [label, raw] of [
    ["NUL", '"a\\u0000b"'],
    ["lone surrogate", '"\\ud800"'],
    ["2^31", String(INT4_OVER)],
    ["2^63", INT8_OVER],
    ["deep array", `${"[".repeat(5_000)}${"]".repeat(5_000)}`],
  ] as const) {
    add(`body keys = ${label}`, path(), json, everyKey(raw));
  }
  add("body key NUL", path(), json, '{"\\u0000":1}');
  // Many HTTP clients label a body-less POST as JSON.
  const noBody = { label: "no body", method: route.method, url: path(), headers: json };
  out.push({ ...noBody, notRefusedAs: "malformed-json" });
  add("body deep", path(), json, `${'[{"a":'.repeat(10_000)}1${"}]".repeat(10_000)}`);
  add("multipart without boundary", path(), { "content-type": "multipart/form-data" }, "x");
  add(
    "multipart garbage",
    path(),
    { "content-type": "multipart/form-data; boundary=b" },
    "--b\r\nx",
  );
  return out;
}

/** Random requests for one route: nasty segments, queries and bodies of every shape. */
export function randomRequest(
  route: FuzzRoute,
  validParam: (name: string) => string,
): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(
    ...route.params.map((name) =>
      fc.oneof({ weight: 3, arbitrary: fc.constant(validParam(name)) }, segment),
    ),
  );
  const query = fc.array(
    fc.tuple(fc.constantFrom(...route.queryKeys, "version", "since", "limit", "page"), segment),
    { maxLength: 3 },
  );
  const keys = fc.oneof(fc.constantFrom(...route.bodyKeys, "version"), fc.string({ maxLength: 8 }));
  const value = fc.anything({ key: keys, values: [leaf], maxDepth: 3, maxKeys: 5 });
  const body = hasBody(route)
    ? fc.oneof(
        fc.dictionary(keys, value, { maxKeys: 6 }).map((v) => JSON.stringify(v)),
        value.map((v) => JSON.stringify(v) ?? "null"),
        fc.string({ unit: "binary", maxLength: 60 }),
        fc.constant(""),
      )
    : fc.constant(undefined);
  const contentType = fc.constantFrom(
    "application/json",
    "application/json; charset=utf-8",
    "text/plain",
    "multipart/form-data",
  );
  return fc.record({ params, query, body, contentType }).map((r) => {
    let i = 0;
    const path = route.url.replace(/:(\w+)/g, () => r.params[i++]!);
    const search = r.query.map(([k, v]) => `${k}=${v}`).join("&");
    const request: FuzzRequest = {
      label: "random",
      method: route.method,
      url: search ? `${path}?${search}` : path,
      headers: {},
    };
    if (r.body === undefined) return request;
    return { ...request, headers: { "content-type": r.contentType }, payload: r.body };
  });
}
