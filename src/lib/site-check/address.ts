/**
 * What the site check may fetch: an http(s) address on port 80 or 443 whose host is, once resolved,
 * only public unicast addresses. Everything else (loopback, private, link-local, unique-local,
 * multicast, the cloud metadata address, unspecified, and the IPv6 forms that carry an IPv4
 * address inside) is refused, because the check runs on our servers: a fetch of a private address
 * would let a visitor read our own network through it (SSRF).
 *
 * Every spelling of an address is reduced to one before it is judged: the WHATWG URL parser turns
 * decimal, octal and hexadecimal IPv4 (`2130706433`, `0177.0.0.1`, `0x7f.1`) into dotted form and
 * IPv6 into its short form, and ipaddr.js unwraps IPv4-mapped IPv6 (`::ffff:127.0.0.1`).
 */
import ipaddr from "ipaddr.js";

export type RefusalCode = "invalid" | "scheme" | "port" | "credentials" | "address" | "redirects";

/**
 * Why an address was not fetched: `message` in words a visitor can act on, `status` the
 * Function's 4xx, and `reason` what the log says, which may name more than the visitor is told.
 */
export class Refusal extends Error {
  readonly code: RefusalCode;
  readonly status: number;
  readonly reason: string;
  constructor(code: RefusalCode, message: string, reason: string = message) {
    super(message);
    this.name = "Refusal";
    this.code = code;
    this.status = code === "address" ? 403 : 400;
    this.reason = reason;
  }
}

/**
 * What the visitor is told when an address cannot be reached: a private or reserved address and a
 * name that does not resolve read the same (one code, one status, one sentence), so the check
 * cannot be used to learn which names and addresses exist on our network. The log keeps which it
 * was (`reason`).
 */
export const UNREACHABLE_MESSAGE = "We could not reach that address. Check it is a public website and try again.";

/** An address the check will not reach: `reason` says why, for the log alone. */
export const unreachable = (reason: string): Refusal => new Refusal("address", UNREACHABLE_MESSAGE, reason);

/** The only ports the check connects to. */
export const ALLOWED_PORTS: readonly number[] = [80, 443];

/** `host:port` as SITE_CHECK_ALLOW_HOSTS names it, lower case, with the scheme's port when none is written. */
export function hostPort(url: URL): string {
  return `${url.hostname.toLowerCase()}:${effectivePort(url)}`;
}

export function effectivePort(url: URL): number {
  return url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
}

/** SITE_CHECK_ALLOW_HOSTS as a set of `host:port` (tests reach their fixture sites on 127.0.0.1 through it). */
export function parseAllowHosts(raw: string | undefined): ReadonlySet<string> {
  const hosts = new Set<string>();
  for (const part of (raw ?? "").split(",")) {
    const value = part.trim().toLowerCase();
    if (/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(value)) hosts.add(value);
  }
  return hosts;
}

/**
 * The address a visitor typed, as a URL to fetch: `example.com.au` means `https://example.com.au/`.
 * Throws a Refusal for anything that is not http(s), names another port, or carries credentials.
 */
export function targetUrl(input: string, allowHosts: ReadonlySet<string> = new Set()): URL {
  const typed = input.trim();
  if (typed === "" || typed.length > 2048)
    throw new Refusal("invalid", "Type your website's address, for example yourbusiness.com.au.");
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  if (!URL.canParse(withScheme))
    throw new Refusal(
      "invalid",
      `"${typed.slice(0, 100)}" is not a website address we can read. Try it as yourbusiness.com.au.`,
    );
  const url = new URL(withScheme);
  vetUrl(url, allowHosts);
  url.hash = "";
  return url;
}

/** The checks an address gets before any lookup, and again at every redirect. */
export function vetUrl(url: URL, allowHosts: ReadonlySet<string>): void {
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Refusal("scheme", "Only web addresses (http or https) can be checked.");
  if (url.username !== "" || url.password !== "")
    throw new Refusal(
      "credentials",
      "Addresses with a user name or password in them are not checked: we never send credentials.",
    );
  if (allowHosts.has(hostPort(url))) return;
  if (!ALLOWED_PORTS.includes(effectivePort(url)))
    throw new Refusal("port", "Only websites on the standard ports (80 for http, 443 for https) can be checked.");
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host === "localhost" || host.endsWith(".localhost"))
    throw unreachable(`${host} is a local name (private or reserved)`);
  if (host === "" || (!host.includes(".") && !host.startsWith("[")))
    throw new Refusal("invalid", "That address has no domain name we can look up. Try it as yourbusiness.com.au.");
  const literal = ipLiteral(url.hostname);
  if (literal !== undefined) vetAddress(literal);
}

/** The hostname as an IP address when it is one (URL keeps IPv6 in brackets). */
export function ipLiteral(hostname: string): string | undefined {
  const bare = hostname.replace(/^\[(.*)\]$/, "$1");
  return ipaddr.isValid(bare) ? bare : undefined;
}

const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR("2000::/3");

/**
 * Whether an address is one the check may connect to: public unicast only. IPv4 must be in no
 * special range (ipaddr.js's `unicast`): that refuses 0/8, 10/8, 100.64/10, 127/8, 169.254/16
 * (which holds the cloud metadata address 169.254.169.254), 172.16/12, 192.168/16, multicast,
 * reserved and broadcast. IPv6 must be global unicast (2000::/3) in no special range, which
 * refuses ::1, ::, the IPv4-compatible ::/96, fc00::/7 (AWS's fd00:ec2::254 among them), fe80::/10,
 * ff00::/8, and NAT64, 6to4 and Teredo, whose addresses can lead to an IPv4 address inside.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === "ipv4") return parsed.range() === "unicast";
  return parsed.range() === "unicast" && parsed.match(GLOBAL_UNICAST_V6);
}

/** Refuses an address that is not public; `name` is the host name that resolved to it, if one did. */
export function vetAddress(address: string, name?: string): void {
  if (!isPublicAddress(address))
    throw unreachable(`${name === undefined ? "" : `${name} resolves to `}${address}, a private or reserved address`);
}
