/**
 * The site check's only way out to the internet. Each hop (the address, then every redirect, at
 * most MAX_REDIRECTS) is vetted (address.ts), its name resolved once, every address it resolves
 * to vetted, and the connection made to the vetted address itself: node:http's `lookup` option
 * hands the socket that address, so no second DNS answer (a rebinding attack) can send it
 * elsewhere. TLS still verifies the certificate for the host name.
 *
 * Bounded: the caller's signal ends everything, the name lookup included (c-ares, cancelled with
 * it, never getaddrinfo); a body stops being read at `maxBytes` as it arrives and at `maxBytes`
 * decoded (so neither a gzip bomb nor a compressed stream that never ends gets past the cap); a
 * redirect's body is never read (its connection is closed at once); and nothing is kept between
 * requests: no cookie, no credential, no connection reuse.
 */
import type { LookupAddress } from "node:dns";
import { Resolver as DnsResolver } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import zlib from "node:zlib";
import { hostPort, ipLiteral, Refusal, unreachable, vetAddress, vetUrl } from "./address";
import { MAX_BODY_BYTES, MAX_REDIRECTS } from "./limits";

export { MAX_BODY_BYTES, MAX_REDIRECTS };

/** Resolves a host name to every address it has (tests give their own); rejects when `signal` aborts. */
export type Resolver = (hostname: string, signal: AbortSignal) => Promise<readonly LookupAddress[]>;

/** The longest one name lookup may take, within the check's own deadline. */
export const DNS_TIMEOUT_MS = 4_000;

/**
 * The name servers' answer for `hostname`, IPv4 first: c-ares (node:dns's Resolver), never the
 * system's getaddrinfo, which cannot be cancelled and holds one of libuv's four threads for as long
 * as a name server keeps it waiting. Each query waits at most DNS_TIMEOUT_MS, and the check's
 * signal cancels them all. `servers` (SITE_CHECK_DNS_SERVERS) replaces the system's name servers.
 */
export function dnsResolver(servers: readonly string[] = []): Resolver {
  return async (hostname, signal) => {
    const resolver = new DnsResolver({ timeout: DNS_TIMEOUT_MS, tries: 1 });
    if (servers.length > 0) resolver.setServers([...servers]);
    const cancel = () => resolver.cancel();
    signal.addEventListener("abort", cancel, { once: true });
    try {
      const [v4, v6] = await Promise.allSettled([resolver.resolve4(hostname), resolver.resolve6(hostname)]);
      const answers: LookupAddress[] = [
        ...(v4.status === "fulfilled" ? v4.value.map((address) => ({ address, family: 4 })) : []),
        ...(v6.status === "fulfilled" ? v6.value.map((address) => ({ address, family: 6 })) : []),
      ];
      if (answers.length > 0) return answers;
      const codes = [v4, v6].map((result) =>
        result.status === "rejected" ? (result.reason as { code?: unknown }).code : undefined,
      );
      if (signal.aborted || codes.every((code) => code === "ETIMEOUT" || code === "ECANCELLED"))
        throw new FetchFailure(`The name servers for ${hostname} did not answer in time.`, true);
      return [];
    } finally {
      signal.removeEventListener("abort", cancel);
    }
  };
}

/** SITE_CHECK_DNS_SERVERS as node:dns's setServers takes them: IP addresses, each with an optional port (`[v6]:port`). */
export function parseDnsServers(raw: string | undefined): string[] {
  return (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter((part) => {
      const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(part);
      if (bracketed) return isIP(bracketed[1] ?? "") === 6;
      const withPort = /^([\d.]+):\d{1,5}$/.exec(part);
      return isIP(part) !== 0 || (withPort !== null && isIP(withPort[1] ?? "") === 4);
    });
}

export interface FetchOptions {
  /** Ends the fetch (and every hop): the check's deadline. */
  signal: AbortSignal;
  userAgent: string;
  /** `host:port` let through whatever they resolve to (SITE_CHECK_ALLOW_HOSTS). */
  allowHosts: ReadonlySet<string>;
  accept?: string;
  maxBytes?: number;
  resolve?: Resolver;
  /** Name servers to ask instead of the system's (SITE_CHECK_DNS_SERVERS). */
  dnsServers?: readonly string[];
  /** Bytes this fetch shares with others (a check's pages): it reads at most what is left of them. */
  budget?: ByteBudget;
}

/**
 * Bytes several fetches share, such as a check's pages (PAGES_BYTES in all). Each fetch sets aside
 * at most what is left before it reads (so fetches side by side never read more than the budget
 * together) and gives back what it did not read.
 */
export class ByteBudget {
  constructor(private left: number) {}
  get remaining(): number {
    return this.left;
  }
  /** Sets aside up to `max` bytes for one response: what it may read (0 when the budget is spent). */
  reserve(max: number): number {
    const taken = Math.max(0, Math.min(max, this.left));
    this.left -= taken;
    return taken;
  }
  /** Gives back what a response set aside and did not read. */
  settle(reserved: number, used: number): void {
    // A chunk may run past the cap on the wire: that is spent too.
    this.left = Math.max(0, this.left + reserved - used);
  }
}

/** A page the shared byte budget had no room for (or not room enough to read it whole): it is not read. */
export class OverBudget extends Error {
  constructor(url: URL) {
    super(`${url.href} did not fit in what was left of the check's bytes.`);
    this.name = "OverBudget";
  }
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
    answers = await (options.resolve ?? dnsResolver(options.dnsServers))(url.hostname, options.signal);
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    const code = (error as { code?: unknown }).code;
    const why = typeof code === "string" ? code : error instanceof Error ? error.message : String(error);
    // Told as a private address is (address.ts UNREACHABLE_MESSAGE): which it was is the log's alone.
    throw unreachable(`${url.hostname} does not resolve (${why})`);
  }
  const first = answers[0];
  if (first === undefined) throw unreachable(`${url.hostname} does not resolve (no address)`);
  // One private answer refuses the name: a resolver may return the other one next time.
  if (!allowed) for (const answer of answers) vetAddress(answer.address, url.hostname);
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

type Decoder = zlib.Gunzip | zlib.Inflate | zlib.InflateRaw | zlib.BrotliDecompress;

/**
 * The decoder for a Content-Encoding, or undefined for none (or one we do not know: the bytes are
 * then read as they are). `deflate` is meant to be zlib-wrapped (RFC 9110), but some servers send
 * raw deflate: the first two bytes tell which (a zlib header is a multiple of 31 with method 8).
 */
function decoderFor(encoding: string | undefined, first: Buffer): Decoder | undefined {
  switch (encoding?.trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return zlib.createGunzip();
    case "deflate": {
      const [cmf = 0, flg = 0] = first;
      return (cmf & 0x0f) === 8 && (cmf * 256 + flg) % 31 === 0 ? zlib.createInflate() : zlib.createInflateRaw();
    }
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

/**
 * Reads a response's body: at most `maxBytes` as it arrives over the wire (so a compressed stream
 * that never ends, or decodes to nothing, stops there too) and at most `maxBytes` decoded (so a
 * bomb stops at the cap), then closes the connection.
 */
function readBody(response: http.IncomingMessage, encoding: string | undefined, maxBytes: number) {
  return new Promise<Omit<Hop, "status" | "headers">>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let transferBytes = 0;
    let decoder: Decoder | undefined;
    let done = false;
    const stop = () => {
      done = true;
      response.destroy();
      decoder?.destroy();
    };
    const finish = (truncated: boolean) => {
      if (done) return;
      stop();
      resolve({ body: Buffer.concat(chunks, size).subarray(0, maxBytes), transferBytes, truncated });
    };
    const fail = (error: unknown) => {
      if (done) return;
      stop();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const take = (chunk: Buffer) => {
      if (done) return;
      chunks.push(chunk);
      size += chunk.length;
      // A body of exactly the cap counts as cut: whether more was coming is not waited for.
      if (size >= maxBytes) finish(true);
    };
    let started = false;
    response.on("data", (chunk: Buffer) => {
      if (done) return;
      if (!started) {
        started = true;
        decoder = decoderFor(encoding, chunk);
        if (decoder) {
          decoder.on("data", take);
          decoder.on("end", () => finish(false));
          decoder.on("error", fail);
        }
      }
      transferBytes += chunk.length;
      if (decoder) decoder.write(chunk);
      else take(chunk);
      if (transferBytes >= maxBytes) finish(true);
    });
    response.on("end", () => {
      if (decoder) decoder.end();
      else finish(false);
    });
    response.on("error", fail);
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
          // Its body is never read: the connection is closed at once (no pooling, so nothing is lost).
          response.destroy();
          resolve({ status, headers, body: Buffer.alloc(0), transferBytes: 0, truncated: false });
          return;
        }
        readBody(response, headers["content-encoding"], maxBytes).then(
          (body) => resolve({ status, headers, ...body }),
          reject,
        );
      },
    );
    request.on("error", reject);
    request.end();
  });
}

function failureOf(error: unknown, signal: AbortSignal, url: URL): Error {
  if (error instanceof Refusal || error instanceof FetchFailure) return error;
  if (signal.aborted) return new FetchFailure(`${url.host} did not answer in time.`, true);
  const code = (error as { code?: unknown }).code;
  const why = typeof code === "string" ? code : error instanceof Error ? error.message : String(error);
  return new FetchFailure(`${url.host} could not be reached (${why}).`);
}

/**
 * GETs `start`, following at most MAX_REDIRECTS redirects, each vetted like the first address.
 * Throws a Refusal (an address we do not fetch) or a FetchFailure (no usable answer).
 */
export async function safeFetch(
  start: URL,
  options: FetchOptions,
  /** Hops already taken to reach `start` (a meta refresh's page): they count towards MAX_REDIRECTS. */
  earlier: readonly string[] = [],
): Promise<Fetched> {
  const began = Date.now();
  const maxBytes = options.maxBytes ?? MAX_BODY_BYTES;
  const redirects: string[] = [...earlier];
  const tooMany = () =>
    new Refusal("redirects", `${start.host} redirects more than ${MAX_REDIRECTS} times, so we stopped following it.`);
  if (redirects.length > MAX_REDIRECTS) throw tooMany();
  let url = new URL(start.href);
  for (;;) {
    vetUrl(url, options.allowHosts);
    if (options.signal.aborted) throw new FetchFailure(`${url.host} did not answer in time.`, true);
    let hop: Hop;
    const budget = options.budget;
    const cap = budget ? budget.reserve(maxBytes) : maxBytes;
    if (cap === 0) throw new OverBudget(url);
    try {
      const pinned = await vettedAddress(url, options);
      hop = await oneHop(url, pinned, options, cap);
    } catch (error) {
      budget?.settle(cap, 0);
      throw failureOf(error, options.signal, url);
    }
    budget?.settle(cap, Math.max(hop.body.length, hop.transferBytes));
    // Cut short by the shared budget rather than the page's own cap: not read at all, rather than half read.
    if (budget && cap < maxBytes && hop.truncated) throw new OverBudget(url);
    const location = hop.headers.location;
    if (REDIRECTS.has(hop.status) && location !== undefined) {
      if (redirects.length >= MAX_REDIRECTS) throw tooMany();
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
