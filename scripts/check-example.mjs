/**
 * `node scripts/check-example.mjs`: the check page's example report (data/pages/ai-search-check.yaml,
 * the siteCheck section's `example`), from a real run of the AI search check on this site as built.
 * Build first (`npm run build`). It serves public/ and the Functions (`npm run serve`) on a free
 * port behind an https proxy with a certificate made for the run (the check fails a site served
 * without https, and the live site is served with it), asks the check for the home page's report,
 * and prints the score, how many things to fix and the score by category as YAML to paste under
 * `example:`, with the date of the run. Nothing is written: read it, then paste it.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { root } from "./bundle-ts.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "check-example-"));
const key = path.join(dir, "key.pem");
const cert = path.join(dir, "cert.pem");
execFileSync(
  "openssl",
  [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-keyout",
    key,
    "-out",
    cert,
    "-days",
    "1",
    "-subj",
    "/CN=127.0.0.1",
    "-addext",
    "subjectAltName=IP:127.0.0.1",
  ],
  { stdio: "ignore" },
);
const freePort = () =>
  new Promise((resolve) => {
    const probe = http.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const port = await freePort();
const proxy = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (req, res) => {
  const upstream = http.request(
    {
      host: "127.0.0.1",
      port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, host: `127.0.0.1:${port}` },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on("error", () => res.writeHead(502).end());
  req.pipe(upstream);
});
await new Promise((resolve) => proxy.listen(0, "127.0.0.1", resolve));
const origin = `https://127.0.0.1:${proxy.address().port}`;
const server = spawn(process.execPath, [path.join(root, "scripts", "serve.mjs")], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    SITE_URL: `http://127.0.0.1:${port}`,
    LEADS_STORE_DIR: path.join(dir, "leads"),
    NODE_EXTRA_CA_CERTS: cert,
    SITE_CHECK_ALLOW_HOSTS: new URL(origin).host,
    SITE_CHECK_RATE_LIMIT: "off",
  },
  stdio: "ignore",
  detached: true,
});
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("npm run serve did not answer within two minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
  const response = await fetch(
    `http://127.0.0.1:${port}/api/site-check?${new URLSearchParams({ url: `${origin}/` })}`,
    {
      headers: { Accept: "application/json" },
    },
  );
  const report = await response.json();
  if (typeof report.score !== "number")
    throw new Error(`The check gave no score: ${JSON.stringify(report).slice(0, 400)}`);
  const toFix = report.findings.filter((f) => f.status !== "pass").length;
  console.log(`# The check of ${report.url} (this site as built, over https), ${report.checkedAt}`);
  console.log(`score: ${report.score}`);
  console.log(`toFix: ${toFix}`);
  for (const f of report.findings.filter((f) => f.status !== "pass"))
    console.log(`# not a pass: ${f.status} ${f.id}: ${f.title} (${f.detail})`);
  console.log("categories:");
  for (const c of report.categories) console.log(`  - title: ${c.title}\n    score: ${c.score}`);
} finally {
  process.kill(-server.pid);
  proxy.close();
}
