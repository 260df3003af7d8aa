import zlib from "node:zlib";
import { isPublicAddress, parseAllowHosts, Refusal, targetUrl, UNREACHABLE_MESSAGE } from "../address";
import dgram from "node:dgram";
import {
  dnsResolver,
  FetchFailure,
  MAX_BODY_BYTES,
  parseDnsServers,
  safeFetch,
  type FetchOptions,
  type Resolver,
} from "../fetcher";
import { html, redirect, startFixtureSite, type FixtureSite } from "./fixture-site";

const UA = "HarbourAISEO-SiteCheck/1.0 (+https://www.harbouraiseo.com.au/ai-search-check/)";

function options(allow: string[] = [], extra: Partial<FetchOptions> = {}): FetchOptions {
  return { signal: AbortSignal.timeout(5_000), userAgent: UA, allowHosts: new Set(allow), ...extra };
}

function refusalOf(run: () => unknown): Refusal {
  try {
    run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error("not refused");
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("did not reject");
}

describe("the address a visitor types", () => {
  it("reads a bare domain as https", () => {
    expect(targetUrl("example.com.au").href).toBe("https://example.com.au/");
    expect(targetUrl("  http://example.com/page#part ").href).toBe("http://example.com/page");
    expect(targetUrl("https://example.com:443/").href).toBe("https://example.com/");
    expect(targetUrl("http://example.com:443/").href).toBe("http://example.com:443/");
  });

  it.each([
    ["ftp://example.com/", "scheme"],
    ["file:///etc/passwd", "scheme"],
    ["gopher://example.com/", "scheme"],
    ["javascript:alert(1)", "invalid"],
    ["", "invalid"],
    ["https://example.com:8080/", "port"],
    ["example.com:22", "port"],
    ["https://user:secret@example.com/", "credentials"],
    ["https://intranet/", "invalid"],
  ])("refuses %s (%s)", (input, code) => {
    expect(refusalOf(() => targetUrl(input)).code).toBe(code);
  });

  it.each([
    // loopback in every spelling
    "localhost",
    "http://localhost/",
    "http://LOCALHOST./",
    "https://admin.localhost/",
    "127.0.0.1",
    "http://127.1/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://0x7f.0.0.1/",
    "http://0x7f000001/",
    "http://017700000001/",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[0:0:0:0:0:ffff:7f00:0001]/",
    "http://[::127.0.0.1]/",
    // private, shared, link-local and the cloud metadata address
    "http://10.0.0.1/",
    "http://172.16.5.4/",
    "http://172.31.255.255/",
    "http://192.168.1.1/",
    "http://100.100.100.200/",
    "http://169.254.169.254/latest/meta-data/",
    "http://2852039166/",
    "http://[::ffff:169.254.169.254]/",
    "http://[::ffff:10.0.0.1]/",
    "http://[fe80::1]/",
    "http://[fc00::1]/",
    "http://[fd00:ec2::254]/",
    // multicast, broadcast, unspecified, reserved
    "http://224.0.0.1/",
    "http://[ff02::1]/",
    "http://255.255.255.255/",
    "http://0.0.0.0/",
    "http://0/",
    "http://[::]/",
    "http://240.0.0.1/",
    // IPv6 forms that lead to an IPv4 address
    "http://[64:ff9b::a00:1]/",
    "http://[2002:7f00:1::]/",
    "http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/",
  ])("refuses %s as a private or reserved address", (input) => {
    const refusal = refusalOf(() => targetUrl(input));
    expect(refusal.code).toBe("address");
    expect(refusal.status).toBe(403);
    expect(refusal.message).toBe(UNREACHABLE_MESSAGE);
    expect(refusal.reason).toMatch(/private or reserved/);
  });

  it("takes public addresses", () => {
    expect(isPublicAddress("93.184.215.14")).toBe(true);
    expect(isPublicAddress("2606:4700:4700::1111")).toBe(true);
    expect(isPublicAddress("::ffff:93.184.215.14")).toBe(true);
    expect(targetUrl("http://93.184.215.14/").hostname).toBe("93.184.215.14");
  });

  it("lets exactly the allowed host:port through", () => {
    const allow = parseAllowHosts(" 127.0.0.1:9231 , localhost:9000,not a host, [::1]:81");
    expect([...allow]).toEqual(["127.0.0.1:9231", "localhost:9000", "[::1]:81"]);
    expect(targetUrl("http://127.0.0.1:9231/", allow).host).toBe("127.0.0.1:9231");
    expect(targetUrl("http://[::1]:81/", allow).host).toBe("[::1]:81");
    expect(refusalOf(() => targetUrl("http://127.0.0.1:9232/", allow)).code).toBe("port");
    expect(refusalOf(() => targetUrl("http://127.0.0.1/", allow)).code).toBe("address");
  });
});

describe("after DNS", () => {
  const resolveTo =
    (...addresses: string[]): Resolver =>
    () =>
      Promise.resolve(addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 })));

  it.each([["10.0.0.7"], ["127.0.0.1"], ["169.254.169.254"], ["::1"], ["::ffff:192.168.0.1"], ["fd12::1"]])(
    "refuses a name that resolves to %s",
    async (address) => {
      const error = await rejectionOf(
        safeFetch(new URL("https://innocent.example.com/"), options([], { resolve: resolveTo(address) })),
      );
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).code).toBe("address");
    },
  );

  it("refuses a name when any of its answers is private", async () => {
    const error = await rejectionOf(
      safeFetch(
        new URL("https://mixed.example.com/"),
        options([], { resolve: resolveTo("93.184.215.14", "10.0.0.1") }),
      ),
    );
    expect((error as Refusal).code).toBe("address");
  });

  it("tells a name that does not resolve as it tells a private one, and keeps which it was for the log", async () => {
    const error = await rejectionOf(
      safeFetch(
        new URL("https://nowhere.example.com/"),
        options([], { resolve: () => Promise.reject(new Error("ENOTFOUND")) }),
      ),
    );
    expect(error).toBeInstanceOf(Refusal);
    expect([(error as Refusal).code, (error as Refusal).status, (error as Refusal).message]).toEqual([
      "address",
      403,
      UNREACHABLE_MESSAGE,
    ]);
    expect((error as Refusal).reason).toBe("nowhere.example.com does not resolve (ENOTFOUND)");
  });
});

describe("name lookups", () => {
  let silent: dgram.Socket;
  let queries = 0;
  let server = "";
  beforeAll(async () => {
    silent = dgram.createSocket("udp4");
    silent.on("message", () => (queries += 1));
    await new Promise<void>((resolve) => silent.bind(0, "127.0.0.1", resolve));
    server = `127.0.0.1:${silent.address().port}`;
  });
  afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

  it("give up on a name server that never answers after DNS_TIMEOUT_MS, with a clear answer", async () => {
    const before = queries;
    // A check whose own deadline never passes: only the lookup's DNS_TIMEOUT_MS can end this.
    const check = new AbortController();
    const error = await rejectionOf(
      safeFetch(new URL("https://never-answers.example/"), options([], { dnsServers: [server], signal: check.signal })),
    );
    expect(check.signal.aborted).toBe(false);
    expect(queries).toBeGreaterThan(before);
    expect(error).toBeInstanceOf(FetchFailure);
    expect((error as FetchFailure).message).toBe("The name servers for never-answers.example did not answer in time.");
  }, 15_000);

  it("end when the check's deadline does, before DNS_TIMEOUT_MS", async () => {
    // Beside it, a lookup of the same name that nothing cancels: it ends when DNS_TIMEOUT_MS does.
    const never = new AbortController();
    const uncancelled = rejectionOf(dnsResolver([server])("never-answers.example", never.signal)).then(
      () => "DNS_TIMEOUT_MS passed" as const,
    );
    const check = new AbortController();
    const before = queries;
    const lookup = rejectionOf(dnsResolver([server])("never-answers.example", check.signal));
    // The deadline passes once the name server has the question (and will never answer it).
    while (queries === before) await new Promise((resolve) => setImmediate(resolve));
    check.abort();
    const first = await Promise.race([lookup.then(() => "the lookup ended" as const), uncancelled]);
    never.abort();
    await uncancelled;
    expect(first).toBe("the lookup ended");
    expect(((await lookup) as FetchFailure).timedOut).toBe(true);
  }, 15_000);

  it("read SITE_CHECK_DNS_SERVERS as IP addresses with optional ports", () => {
    expect(
      parseDnsServers(" 127.0.0.1:5353, 1.1.1.1 ,[::1]:53, 2606:4700:4700::1111, dns.example:53, 300.1.1.1"),
    ).toEqual(["127.0.0.1:5353", "1.1.1.1", "[::1]:53", "2606:4700:4700::1111"]);
  });
});

describe("fetching a fixture site", () => {
  let site: FixtureSite;
  let other: FixtureSite;
  const big = Buffer.alloc(3 * 1024 * 1024, "a");
  const bomb = zlib.gzipSync(Buffer.alloc(50 * 1024 * 1024, 0));
  let redirectClosed = () => {};
  /** Settles when the server sees the connection of /redirect-endless-body closed. */
  const redirectConnectionClosed = new Promise<void>((resolve) => (redirectClosed = resolve));

  beforeAll(async () => {
    other = await startFixtureSite({ "/": html("<p>other</p>") });
    site = await startFixtureSite({
      "/": html("<!doctype html><title>Home</title><p>Hello</p>"),
      "/cookie": (_req, res) => res.writeHead(302, { Location: "/", "Set-Cookie": "session=abc; Path=/" }).end(),
      "/to-private": redirect("http://10.0.0.1/"),
      "/to-metadata": redirect("http://169.254.169.254/latest/meta-data/"),
      "/to-loopback-other-port": redirect(`${other.origin}/`),
      "/to-ftp": redirect("ftp://example.com/"),
      "/loop": redirect("/loop"),
      "/r1": redirect("/r2", 301),
      "/r2": redirect("/r3", 308),
      "/r3": redirect("/r4"),
      "/r4": redirect("/r5", 307),
      "/r5": redirect("/", 303),
      "/slow": (_req, res) => {
        setTimeout(() => res.writeHead(200, { "Content-Type": "text/html" }).end("<p>late</p>"), 3_000).unref();
      },
      "/trickle": (_req, res) => {
        res.writeHead(200, { "Content-Type": "text/html" });
        const timer = setInterval(() => res.write("<p>.</p>"), 50);
        res.on("close", () => clearInterval(timer));
      },
      "/huge": (_req, res) => res.writeHead(200, { "Content-Type": "text/html" }).end(big),
      "/bomb": (_req, res) => res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" }).end(bomb),
      "/endless-gzip": (_req, res) => {
        // Empty gzip members one after another: compressed bytes that never end and decode to nothing.
        const members = Buffer.concat(Array.from({ length: 1_000 }, () => zlib.gzipSync(Buffer.alloc(0))));
        res.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" });
        const write = () => {
          while (!res.destroyed && res.write(members));
          if (!res.destroyed) res.once("drain", write);
        };
        write();
      },
      "/redirect-endless-body": (_req, res) => {
        res.writeHead(302, { Location: "/" });
        const timer = setInterval(() => res.write(Buffer.alloc(16 * 1024, "x")), 1);
        res.on("close", () => {
          clearInterval(timer);
          redirectClosed();
        });
      },
      "/deflate-raw": (_req, res) =>
        res
          .writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "deflate" })
          .end(zlib.deflateRawSync("<p>raw deflate</p>")),
      "/gzip": (_req, res) =>
        res
          .writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip" })
          .end(zlib.gzipSync("<p>compressed</p>")),
    });
  });
  afterAll(async () => {
    await site.close();
    await other.close();
  });

  it("gets a page with the check's User-Agent and no cookie, even after the site sets one", async () => {
    const fetched = await safeFetch(new URL(`${site.origin}/cookie`), options([site.hostPort]));
    expect(fetched.status).toBe(200);
    expect(fetched.body.toString()).toContain("Hello");
    expect(fetched.redirects).toEqual([`${site.origin}/cookie`]);
    const sent = site.requests.slice(-2);
    expect(sent.map((r) => r.path)).toEqual(["/cookie", "/"]);
    for (const { headers } of sent) {
      expect(headers["user-agent"]).toBe(UA);
      expect(headers.cookie).toBeUndefined();
      expect(headers.authorization).toBeUndefined();
    }
  });

  it("connects to the address it vetted, never looking the name up again", async () => {
    const port = site.hostPort.split(":")[1] ?? "";
    let lookups = 0;
    const resolve: Resolver = () => {
      lookups += 1;
      return Promise.resolve([{ address: "127.0.0.1", family: 4 }]);
    };
    // `fixture.invalid` exists in no DNS: only the pinned address can reach the server.
    const fetched = await safeFetch(
      new URL(`http://fixture.invalid:${port}/`),
      options([`fixture.invalid:${port}`], { resolve }),
    );
    expect(fetched.status).toBe(200);
    expect(lookups).toBe(1);
    expect(site.requests.at(-1)?.headers.host).toBe(`fixture.invalid:${port}`);
  });

  it.each([["/to-private"], ["/to-metadata"], ["/to-loopback-other-port"]])(
    "refuses a redirect from %s to a private address",
    async (path) => {
      const error = await rejectionOf(safeFetch(new URL(`${site.origin}${path}`), options([site.hostPort])));
      expect(error).toBeInstanceOf(Refusal);
      expect((error as Refusal).code).toMatch(/^(address|port)$/);
    },
  );

  it("never connects to the address a refused redirect names", async () => {
    const before = other.requests.length;
    await rejectionOf(safeFetch(new URL(`${site.origin}/to-loopback-other-port`), options([site.hostPort])));
    expect(other.requests.length).toBe(before);
  });

  it("refuses a redirect to another scheme", async () => {
    expect(
      ((await rejectionOf(safeFetch(new URL(`${site.origin}/to-ftp`), options([site.hostPort])))) as Refusal).code,
    ).toBe("scheme");
  });

  it("follows five redirects and stops at the sixth", async () => {
    const fetched = await safeFetch(new URL(`${site.origin}/r1`), options([site.hostPort]));
    expect(fetched.redirects).toHaveLength(5);
    expect(fetched.url).toBe(`${site.origin}/`);
    const error = await rejectionOf(safeFetch(new URL(`${site.origin}/loop`), options([site.hostPort])));
    expect((error as Refusal).code).toBe("redirects");
  });

  // /slow answers in three seconds and /trickle never ends: were the deadline not to end the fetch,
  // the first would get its page (not a rejection) and the second would never settle.
  it("gives up on a slow site when the deadline passes", async () => {
    const error = await rejectionOf(
      safeFetch(new URL(`${site.origin}/slow`), options([site.hostPort], { signal: AbortSignal.timeout(300) })),
    );
    expect(error).toBeInstanceOf(FetchFailure);
    expect((error as FetchFailure).timedOut).toBe(true);
  });

  it("gives up on a body that never ends when the deadline passes", async () => {
    const error = await rejectionOf(
      safeFetch(new URL(`${site.origin}/trickle`), options([site.hostPort], { signal: AbortSignal.timeout(400) })),
    );
    expect((error as FetchFailure).timedOut).toBe(true);
  });

  it("stops reading a huge page at 2 MB", async () => {
    const fetched = await safeFetch(new URL(`${site.origin}/huge`), options([site.hostPort]));
    expect(fetched.truncated).toBe(true);
    expect(fetched.body.length).toBe(MAX_BODY_BYTES);
  });

  it("stops decompressing at 2 MB (a 50 MB gzip bomb)", async () => {
    const fetched = await safeFetch(new URL(`${site.origin}/bomb`), options([site.hostPort]));
    expect(fetched.truncated).toBe(true);
    expect(fetched.body.length).toBe(MAX_BODY_BYTES);
  });

  it("stops reading compressed bytes at 2 MB even when they decode to nothing", async () => {
    const fetched = await safeFetch(new URL(`${site.origin}/endless-gzip`), options([site.hostPort]));
    expect(fetched.truncated).toBe(true);
    expect(fetched.body.length).toBe(0);
    expect(fetched.transferBytes).toBeGreaterThanOrEqual(MAX_BODY_BYTES);
    expect(fetched.transferBytes).toBeLessThan(MAX_BODY_BYTES + 256 * 1024);
  });

  it("closes a redirect's connection without reading its body", async () => {
    // The body never ends: a fetch reading it would never answer, and its connection (no pool, and
    // the server never ends it) closes only when the fetch closes it, so the test would time out.
    const fetched = await safeFetch(new URL(`${site.origin}/redirect-endless-body`), options([site.hostPort]));
    expect(fetched.url).toBe(`${site.origin}/`);
    await redirectConnectionClosed;
  });

  it("reads deflate sent raw (without its zlib header), as some servers send it", async () => {
    const fetched = await safeFetch(new URL(`${site.origin}/deflate-raw`), options([site.hostPort]));
    expect(fetched.body.toString()).toBe("<p>raw deflate</p>");
  });

  it("decodes a compressed page and counts the bytes sent", async () => {
    const fetched = await safeFetch(new URL(`${site.origin}/gzip`), options([site.hostPort]));
    expect(fetched.body.toString()).toBe("<p>compressed</p>");
    expect(fetched.transferBytes).toBeLessThan(60);
    expect(fetched.truncated).toBe(false);
  });

  it("refuses the fixture site without the allow list", async () => {
    const error = await rejectionOf(safeFetch(new URL(`${site.origin}/`), options()));
    expect((error as Refusal).code).toBe("port");
  });
});
