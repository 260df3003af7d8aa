/**
 * The site check's only way out to the internet. Each hop (the address, then every redirect, at
 * most MAX_REDIRECTS) is vetted (address.ts), its name resolved once, every address it resolves
 * to vetted, and the connection made to the vetted address itself: node:http's `lookup` option
 * hands the socket that address, so no second DNS answer (a rebinding attack) can send it
 * elsewhere. TLS still verifies the certificate for the host name.
 *
 * Bounded: the caller's signal ends everything (the check gives 10 s in all), a body stops being
 * read at `maxBytes` (decoded; compressed bodies are capped too, so a zip bomb stops at the cap),
 * and nothing is kept between requests: no cookie, no credential, no connection reuse.
 */
import type { LookupAddress } from "node:dns";
import { lookup as dnsLookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import zlib from "node:zlib";
import type { Readable } from "node:stream";
import { hostPort, ipLiteral, Refusal, vetAddress, vetUrl } from "./address";

export const MAX_REDIRECTS = 5;
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

/** Resolves a host name to every address it has (tests give their own). */
export type Resolver = (hostname: string) => Promise<readonly LookupAddress[]>;

const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

export interface FetchOptions {
  /** Ends the fetch (and every hop): the check's deadline. */
  signal: AbortSignal;
  userAgent: string;
  /** `host:port` let through whatever they resolve to (SITE_CHECK_ALLOW_HOSTS). */
  allowHosts: ReadonlySet<string>;
  accept?: string;
  maxBytes?: number;
  resolve?: Resolver;
}

export interface Fetched {
  /** The address that answered, after redirects. */
  url: string;
  status: number;
  /** Lower-case names; repeated headers joined with ", ". */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  /** Bytes as they came over the wire (compressed, when the site compresses). */
  transferBytes: number;
  /** The body stopped at maxBytes. */
  truncated: boolean;
  /** Every address before `url`, in order. */
  redirects: readonly string[];
  ms: number;
}

/** The fetch did not complete: no answer, a broken connection, a timeout. */
export class FetchFailure extends Error {
  readonly timedOut: boolean;
  constructor(message: string, timedOut = false) {
    super(message);
    this.name = "FetchFailure";
    this.timedOut = timedOut;
  }
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** The vetted address a host name is connected to: every answer must be public, or none is used. */
async function vettedAddress(url: URL, options: FetchOptions): Promise<LookupAddress> {
  const literal = ipLiteral(url.hostname);
  const allowed = options.allowHosts.has(hostPort(url));
  if (literal !== undefined) {
    if (!allowed) vetAddress(literal);
    return { address: literal, family: literal.includes(":") ? 6 : 4 };
  }
  let answers: readonly LookupAddress[];
  try {
    answers = await (options.resolve ?? systemResolver)(url.hostname);
  } catch {
    throw new Refusal(
      "unresolved",
      `We could not find ${url.hostname}. Check the address is spelt right and the site is live.`,
    );
  }
  const first = answers[0];
  if (first === undefined)
    throw new Refusal(
      "unresolved",
      `We could not find ${url.hostname}. Check the address is spelt right and the site is live.`,
    );
  // One private answer refuses the name: a resolver may return the other one next time.
  if (!allowed) for (const answer of answers) vetAddress(answer.address);
  return first;
}

/** The `lookup` node:net calls: always the vetted address, never DNS again (and, asked for all, that one alone). */
function pinnedLookup(pinned: LookupAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (err: null, addresses: LookupAddress[]) => void)(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

function headersOf(message: http.IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(", ") : value;
  }
  return out;
}

function decoderFor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | undefined {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate":
      return zlib.createInflate();
    case "br":
      return zlib.createBrotliDecompress();
    default:
      return undefined;
  }
}

interface Hop {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  transferBytes: number;
  truncated: boolean;
}

/** Reads at most `maxBytes` of `stream`, then stops it. */
function readCapped(stream: Readable, maxBytes: number): Promise<{ body: Buffer; truncated: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (truncated: boolean) => {
      if (done) return;
      done = true;
      resolve({ body: Buffer.concat(chunks, Math.min(size, maxBytes)).subarray(0, maxBytes), truncated });
    };
    stream.on("data", (chunk: Buffer) => {
      if (done) return;
      chunks.push(chunk);
      size += chunk.length;
      // A body of exactly the cap counts as cut: whether more was coming is not waited for.
      if (size >= maxBytes) {
        finish(true);
        stream.destroy();
      }
    });
    stream.on("end", () => finish(false));
    stream.on("error", (error) => {
      if (!done) {
        done = true;
        reject(error);
      }
    });
  });
}

function oneHop(url: URL, pinned: LookupAddress, options: FetchOptions, maxBytes: number): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const secure = url.protocol === "https:";
    const request = (secure ? https : http).request(
      {
        protocol: url.protocol,
        hostname: url.hostname.replace(/^\[(.*)\]$/, "$1"),
        port: url.port === "" ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: "GET",
        // A fresh connection each time: nothing pooled, so nothing from one check reaches another.
        agent: false,
        lookup: pinnedLookup(pinned),
        ...(secure && ipLiteral(url.hostname) === undefined ? { servername: url.hostname } : {}),
        signal: options.signal,
        headers: {
          "User-Agent": options.userAgent,
          Accept: options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5",
          "Accept-Encoding": "gzip, deflate, br",
          "Accept-Language": "en-AU,en;q=0.8",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const headers = headersOf(response);
        if (REDIRECTS.has(status)) {
          response.resume();
          resolve({ status, headers, body: Buffer.alloc(0), transferBytes: 0, truncated: false });
          return;
        }
        let transferBytes = 0;
        response.on("data", (chunk: Buffer) => (transferBytes += chunk.length));
        const decoder = decoderFor(headers["content-encoding"]);
        // A compressed body is also capped as it arrives, so a slow trickle cannot outlast the cap.
        const source: Readable = decoder ? response.pipe(decoder) : response;
        if (decoder) response.on("error", (error) => decoder.destroy(error));
        readCapped(source, maxBytes).then(
          ({ body, truncated }) => {
            response.destroy();
            resolve({ status, headers, body, transferBytes, truncated });
          },
          (error: unknown) => {
            response.destroy();
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

function failureOf(error: unknown, signal: AbortSignal, url: URL): Error {
  if (error instanceof Refusal) return error;
  if (signal.aborted) return new FetchFailure(`${url.host} did not answer in time.`, true);
  const code = (error as { code?: unknown }).code;
  const why = typeof code === "string" ? code : error instanceof Error ? error.message : String(error);
  return new FetchFailure(`${url.host} could not be reached (${why}).`);
}

/**
 * GETs `start`, following at most MAX_REDIRECTS redirects, each vetted like the first address.
 * Throws a Refusal (an address we do not fetch) or a FetchFailure (no usable answer).
 */
export async function safeFetch(start: URL, options: FetchOptions): Promise<Fetched> {
  const began = Date.now();
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const redirects: string[] = [];
  let url = new URL(start.href);
  for (;;) {
    vetUrl(url, options.allowHosts);
    if (options.signal.aborted) throw new FetchFailure(`${url.host} did not answer in time.`, true);
    let hop: Hop;
    try {
      const pinned = await vettedAddress(url, options);
      hop = await oneHop(url, pinned, options, maxBytes);
    } catch (error) {
      throw failureOf(error, options.signal, url);
    }
    const location = hop.headers.location;
    if (REDIRECTS.has(hop.status) && location !== undefined) {
      if (redirects.length >= MAX_REDIRECTS)
        throw new Refusal(
          "redirects",
          `${start.host} redirects more than ${MAX_REDIRECTS} times, so we stopped following it.`,
        );
      redirects.push(url.href);
      if (!URL.canParse(location, url))
        throw new FetchFailure(`${url.host} redirects to an address that is not valid.`);
      url = new URL(location, url);
      url.hash = "";
      continue;
    }
    return {
      url: url.href,
      status: hop.status,
      headers: hop.headers,
      body: hop.body,
      transferBytes: hop.transferBytes,
      truncated: hop.truncated,
      redirects,
      ms: Date.now() - began,
    };
  }
}
