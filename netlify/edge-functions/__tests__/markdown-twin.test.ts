/**
 * The Edge Function offline, with the standard Request and Response of Node (as Deno's at the
 * edge) and a fake context.next() standing for the site's own answer; the twin is fetched from a
 * fake origin.
 */
import markdownTwin from "../markdown-twin";
import { answerMarkdown, prefersMarkdown, twinOf, twinUrl } from "../../../src/lib/edge/markdown-twin";

const SITE = "https://www.example.com.au";
const html = () =>
  new Response("<!doctype html><title>Local SEO</title>", {
    status: 200,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

function fakes(twins: Record<string, string> = { "/services/local-seo/index.html.md": "# Local SEO\n" }) {
  const fetched: string[] = [];
  let nexts = 0;
  const context = {
    next: () => {
      nexts += 1;
      return Promise.resolve(html());
    },
  };
  const fetchTwin = (url: URL) => {
    fetched.push(url.href);
    const body = twins[url.pathname];
    return Promise.resolve(
      body === undefined ? new Response("Not found", { status: 404 }) : new Response(body, { status: 200 }),
    );
  };
  return { context, fetchTwin, fetched, nexts: () => nexts };
}

const request = (path: string, accept: string | null, method = "GET") =>
  new Request(`${SITE}${path}`, { method, headers: accept === null ? {} : { accept } });

describe("the Markdown twin at the edge", () => {
  it("answers a page asked for as Markdown with its twin, as text/markdown, naming the page canonical", async () => {
    const { context, fetchTwin, fetched, nexts } = fakes();
    const response = await answerMarkdown(request("/services/local-seo/", "text/markdown"), context, fetchTwin);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(response.headers.get("vary")).toBe("Accept");
    expect(response.headers.get("link")).toBe(`<${SITE}/services/local-seo/>; rel="canonical"`);
    expect(await response.text()).toBe("# Local SEO\n");
    expect(fetched).toEqual([`${SITE}/services/local-seo/index.html.md`]);
    expect(nexts()).toBe(0);
  });

  it("gives a browser the page as it stands, varying with Accept", async () => {
    for (const accept of ["text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", "*/*", null]) {
      const { context, fetchTwin, fetched, nexts } = fakes();
      const response = await answerMarkdown(request("/services/local-seo/", accept), context, fetchTwin);
      expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(response.headers.get("vary")).toBe("Accept");
      expect(await response.text()).toContain("<title>Local SEO</title>");
      expect(fetched).toEqual([]);
      expect(nexts()).toBe(1);
    }
  });

  it("prefers Markdown only when the client ranks it above HTML", () => {
    expect(prefersMarkdown("text/markdown")).toBe(true);
    expect(prefersMarkdown("text/markdown, text/html;q=0.9")).toBe(true);
    expect(prefersMarkdown("text/html, text/markdown;q=0.5")).toBe(false);
    expect(prefersMarkdown("text/markdown;q=0")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown(null)).toBe(false);
  });

  it("passes through a page with no twin (noindex, unknown address), files, the Functions and other methods", async () => {
    const { context, fetchTwin, fetched, nexts } = fakes();
    const noTwin = await answerMarkdown(request("/home-launch/", "text/markdown"), context, fetchTwin);
    expect(noTwin.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(fetched).toEqual([`${SITE}/home-launch/index.html.md`]);
    for (const path of ["/llms.txt", "/favicon.svg", "/api/contact", "/admin/"]) expect(twinOf(path)).toBeNull();
    const post = await answerMarkdown(request("/contact/", "text/markdown", "POST"), context, fetchTwin);
    expect(post.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(fetched).toHaveLength(1);
    expect(nexts()).toBe(2);
  });

  it("answers HEAD with the twin's headers and no body", async () => {
    const { context, fetchTwin } = fakes();
    const response = await answerMarkdown(request("/services/local-seo/", "text/markdown", "HEAD"), context, fetchTwin);
    expect(response.headers.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(await response.text()).toBe("");
  });

  it("is the function Netlify runs: the default export answers through context.next()", async () => {
    const { context, nexts } = fakes();
    const response = await markdownTwin(request("/about/", "text/html"), context);
    expect(response.status).toBe(200);
    expect(nexts()).toBe(1);
  });
});

describe("the Markdown twin serves only this site", () => {
  /** Addresses a URL parser may read as another host: each asked for as Markdown. */
  const ELSEWHERE = [
    "//other.host/",
    "/\\other.host/",
    "/%2F%2Fother.host/",
    "/%2f%2fother.host/",
    "/\\\\other.host",
    "/%5Cother.host/",
    "/%5c%5cother.host/",
    "/\t/other.host/",
    "/\n/other.host/",
    "/\t\\\r\nother.host/",
    "//other.host:443/x",
    "//other.host/services/local-seo/",
    "///other.host/",
    "/https://other.host/",
    "/https:/\\other.host/",
    "/services/%2F%2Fother.host/",
    "/services//other.host/",
    "/%2e%2e//other.host/",
  ];
  /** What another host would answer, were it ever asked: a twin of its own. */
  const OTHER = "# Another host's page\n";

  /** A fetch that records every address it is asked for, and answers another host's with OTHER. */
  function recordingFetch() {
    const asked: string[] = [];
    const fetchTwin = (url: URL) => {
      asked.push(url.href);
      return Promise.resolve(
        url.origin === SITE ? new Response("Not found", { status: 404 }) : new Response(OTHER, { status: 200 }),
      );
    };
    return { asked, fetchTwin };
  }

  it.each(ELSEWHERE)("asks nothing of another host for %j, and answers with the site's own page", async (path) => {
    const { context, nexts } = fakes();
    const { asked, fetchTwin } = recordingFetch();
    const response = await answerMarkdown(request(path, "text/markdown"), context, fetchTwin);
    expect(asked.filter((href) => new URL(href).origin !== SITE)).toEqual([]);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).not.toContain(OTHER);
    expect(nexts()).toBe(1);
  });

  it("the function Netlify runs fetches only its own origin, through the runtime's fetch", async () => {
    const { asked, fetchTwin } = recordingFetch();
    const fetchSpy = jest.spyOn(globalThis, "fetch").mockImplementation((input) => {
      const url = input instanceof URL ? input : new URL(input instanceof Request ? input.url : input);
      return fetchTwin(url);
    });
    try {
      for (const path of ELSEWHERE) {
        const { context } = fakes();
        const response = await markdownTwin(request(path, "text/markdown"), context);
        expect([path, response.status, await response.text()]).toEqual([
          path,
          200,
          "<!doctype html><title>Local SEO</title>",
        ]);
      }
      // A page of the site is still answered with its twin, fetched from the site itself.
      await markdownTwin(request("/services/local-seo/", "text/markdown"), fakes().context);
    } finally {
      fetchSpy.mockRestore();
    }
    expect(asked).toEqual([`${SITE}/services/local-seo/index.html.md`]);
  });

  it("looks for no twin at a path no page has, and builds a twin's address from the site's origin alone", () => {
    for (const path of ["//other.host/", "/a//b/", "/%2F/", "/%5C/", "/a/%2e%2e/", "/a/./b/"])
      expect([path, twinOf(path)]).toEqual([path, null]);
    expect(twinOf("/services/local-seo/")).toBe("/services/local-seo/index.html.md");
    expect(twinOf("/caf%C3%A9/")).toBe("/caf%C3%A9/index.html.md");
    expect(twinUrl("/about/index.html.md", SITE)?.href).toBe(`${SITE}/about/index.html.md`);
    expect(twinUrl("//other.host/index.html.md", SITE)).toBeNull();
    expect(twinUrl("other.host/index.html.md", SITE)).toBeNull();
  });
});
