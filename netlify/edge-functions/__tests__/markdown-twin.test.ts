/**
 * The Edge Function offline, with the standard Request and Response of Node (as Deno's at the
 * edge) and a fake context.next() standing for the site's own answer; the twin is fetched from a
 * fake origin.
 */
import markdownTwin from "../markdown-twin";
import { answerMarkdown, prefersMarkdown, twinOf } from "../../../src/lib/edge/markdown-twin";

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
