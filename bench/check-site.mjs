/**
 * A stand-in small-business site for the bench of the AI search check (walk.mjs), served on
 * 127.0.0.1: a made-up plumber's ten pages of about 30 kB of HTML each (the median HTML file Google
 * gives in "Googlebot and the 15 MB thing", a source of data/site-check.yaml), with a header and
 * footer on every page, inline CSS, JSON-LD on the home page, a robots.txt naming a sitemap, and
 * the sitemap listing the blog first. So the check's more pages (one page per section, four at
 * most: pages.ts) read a blog post, a service, the about page and a location, and the agent's walk
 * must fetch the contact and pricing pages itself, as on a real site. Every answer can wait
 * `latencyMs` first (a stand-in server's delay, not a measured one). Nothing here is a real
 * business: the name, phone, ABN and address are fixtures.
 */
import http from "node:http";

const NAME = "Example Harbour Plumbing";
const PHONE = "02 9000 0001";
const UPDATED = "Updated 14 October 2026";

const SENTENCES = [
  "We clear blocked drains, repair burst pipes and replace hot water systems across the Eastern Suburbs.",
  "Every plumber on our team is licensed, insured and carries a camera to find the cause before we quote.",
  "Most jobs are finished on the first visit, because the van carries the parts we use most often.",
  "We tell you the price before we start, and the invoice matches the quote unless you ask for more work.",
  "Tree roots, wet wipes and fat are the usual causes of a blocked sewer line in older terraces.",
  "A hot water system usually lasts ten to fifteen years; a leaking tank is a sign it is near the end.",
  "We leave the site clean, put down drop sheets indoors and take the old parts away with us.",
  "If a job needs a council permit or a strata approval, we arrange it and explain what it costs.",
];

const paragraphs = (count, seed) =>
  Array.from(
    { length: count },
    (_, i) =>
      `<p>${Array.from({ length: 5 }, (__, j) => SENTENCES[(seed + i * 3 + j) % SENTENCES.length]).join(" ")}</p>`,
  ).join("\n");

const STYLE = `<style>${Array.from(
  { length: 40 },
  (_, i) =>
    `.c${i}{margin:${i % 4}rem 0;padding:${i % 3}rem;color:#${(1118481 * ((i % 9) + 1)).toString(16).padStart(6, "0")};font-size:${1 + (i % 5) / 10}rem;line-height:1.5}`,
).join("")}</style>`;

const NAV = [
  ["/", "Home"],
  ["/pricing/", "Pricing"],
  ["/services/blocked-drains/", "Our services"],
  ["/about/", "About us"],
  ["/blog/why-drains-block/", "Blog"],
  ["/locations/bondi/", "Areas we serve"],
  ["/contact/", "Contact us"],
];

function page(path, title, main, head = "") {
  const html = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<title>${title} | ${NAME}</title>
<meta name="description" content="${title}: licensed plumbers in Bondi and the Eastern Suburbs, same-day visits.">
<link rel="canonical" href="${path}">
<meta name="viewport" content="width=device-width, initial-scale=1">
${STYLE}
${head}
</head>
<body>
<header class="c1"><a href="/" class="c2">${NAME}</a>
<nav class="c3">${NAV.map(([href, text]) => `<a href="${href}">${text}</a>`).join(" ")}</nav></header>
<main class="c4">
${main}
</main>
<footer class="c5">
<p>Call ${PHONE}, 7 days.</p>
<p>12 Example Street, Bondi NSW 2026</p>
<p>© 2026 ${NAME}. ABN 12 345 678 901</p>
<p>${UPDATED}</p>
</footer>
</body>
</html>
`;
  // Ordinary words until the page is about 30 kB, as the page's own text.
  let count = 0;
  const padded = () =>
    html.replace("</main>", `<section class="c6">${paragraphs(count, path.length)}</section>\n</main>`);
  while (Buffer.byteLength(padded()) < 30 * 1024) count += 1;
  return padded();
}

const JSON_LD = `<script type="application/ld+json">${JSON.stringify({
  "@context": "https://schema.org",
  "@type": "Plumber",
  name: NAME,
  description: "Emergency plumbing, blocked drains and hot water in Bondi and the Eastern Suburbs.",
  telephone: PHONE,
  areaServed: ["Bondi", "Bronte", "Coogee"],
  address: {
    "@type": "PostalAddress",
    streetAddress: "12 Example Street",
    addressLocality: "Bondi",
    addressRegion: "NSW",
    postalCode: "2026",
  },
})}</script>`;

export const PAGES = {
  "/": page(
    "/",
    "Plumbers in Bondi",
    `<h1>Plumbers in Bondi and the Eastern Suburbs</h1>
<p>Emergency plumbing, blocked drains and hot water. Serving Bondi, Bronte and Coogee, 24 hours a day.</p>`,
    JSON_LD,
  ),
  "/pricing/": page(
    "/pricing/",
    "Pricing",
    `<h1>Our prices</h1>
<ul><li>Blocked drain clearing: from $180</li><li>Hot water system service: from $220</li></ul>`,
  ),
  "/contact/": page(
    "/contact/",
    "Contact us",
    `<h1>Contact us</h1>
<p>Email jobs@example.com or call ${PHONE}.</p>
<form method="post" action="/enquiry/">
<label for="n">Your name</label><input id="n" name="name">
<label for="e">Email</label><input id="e" name="email" type="email">
<label for="m">What do you need?</label><textarea id="m" name="message"></textarea>
<button type="submit">Send</button>
</form>`,
  ),
  "/services/blocked-drains/": page(
    "/services/blocked-drains/",
    "Blocked drains",
    `<h1>Blocked drains</h1><h2>How fast can you come out?</h2><p>Usually within two hours.</p>`,
  ),
  "/services/hot-water/": page("/services/hot-water/", "Hot water", `<h1>Hot water systems</h1>`),
  "/about/": page("/about/", "About us", `<h1>About us</h1><p>A family business since 2009.</p>`),
  "/blog/why-drains-block/": page(
    "/blog/why-drains-block/",
    "Why drains block",
    `<h1>Why drains block</h1><p>Posted <time datetime="2026-09-02">2 September 2026</time></p>`,
  ),
  "/blog/hot-water-lifespan/": page(
    "/blog/hot-water-lifespan/",
    "How long a hot water system lasts",
    `<h1>How long a hot water system lasts</h1>`,
  ),
  "/locations/bondi/": page("/locations/bondi/", "Plumber in Bondi", `<h1>Plumber in Bondi</h1>`),
  "/locations/coogee/": page("/locations/coogee/", "Plumber in Coogee", `<h1>Plumber in Coogee</h1>`),
};

/** The sitemap's order: the blog first, then services, about, locations; contact and pricing last. */
const SITEMAP_ORDER = [
  "/blog/why-drains-block/",
  "/blog/hot-water-lifespan/",
  "/services/blocked-drains/",
  "/services/hot-water/",
  "/about/",
  "/locations/bondi/",
  "/locations/coogee/",
  "/contact/",
  "/pricing/",
];

/**
 * Serves the site on 127.0.0.1. `sent` counts what it sent (bodies, in bytes) and `requests` each
 * request's path and User-Agent, so a run can say what a check fetched.
 */
export function startCheckSite({ latencyMs = 0 } = {}) {
  const sent = { bytes: 0, requests: [] };
  let origin = "";
  const server = http.createServer((req, res) => {
    const at = (req.url ?? "/").split("?")[0];
    sent.requests.push({ path: at, userAgent: req.headers["user-agent"] ?? "" });
    let body;
    let type = "text/html; charset=utf-8";
    if (at === "/robots.txt") {
      body = `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
      type = "text/plain; charset=utf-8";
    } else if (at === "/sitemap.xml") {
      body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${["/", ...SITEMAP_ORDER].map((p) => `<url><loc>${origin}${p}</loc></url>`).join("\n")}\n</urlset>\n`;
      type = "application/xml";
    } else body = PAGES[at];
    const status = body === undefined ? 404 : 200;
    const out = body ?? "not found";
    const answer = () => {
      sent.bytes += Buffer.byteLength(out);
      res.writeHead(status, { "Content-Type": body === undefined ? "text/plain" : type }).end(out);
    };
    if (latencyMs > 0) setTimeout(answer, latencyMs);
    else answer();
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      origin = `http://127.0.0.1:${port}`;
      resolve({
        origin,
        hostPort: `127.0.0.1:${port}`,
        sent,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    }),
  );
}
