/**
 * Run in the live copy of the site (fixture-site.ts) by its background process: Netlify's build
 * in the production context, as the live site is built (`npm run netlify -- build --context
 * production`), with the IndexNow plugin's endpoint a stand-in on 127.0.0.1 that records what it
 * is sent (indexnow-posts.json, beside this copy's build log), and Netlify's build cache holding
 * the record a previous deploy would have left (one page since removed), so that the plugin's
 * onSuccess has changed pages to announce. Exits with the build's exit code.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";

/** A page the previous deploy had and this one has not (fixture-site.ts names it). */
const removedPage = process.env.FIXTURE_REMOVED_PAGE;
const dir = process.cwd();

const posts = [];
const server = http.createServer((req, res) => {
  let body = "";
  req.setEncoding("utf8");
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    posts.push({ method: req.method, url: req.url, contentType: req.headers["content-type"], body });
    fs.writeFileSync(path.join(dir, "indexnow-posts.json"), JSON.stringify(posts, null, 2));
    res.writeHead(202).end();
  });
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const endpoint = `http://127.0.0.1:${server.address().port}/indexnow`;

// Where Netlify's CLI keeps its build cache, which the plugin's utils.cache.restore reads from.
const record = path.join(dir, ".netlify", "cache", "cwd", ".netlify", "indexnow", "last-deploy.json");
fs.mkdirSync(path.dirname(record), { recursive: true });
fs.writeFileSync(record, JSON.stringify(removedPage ? { [removedPage]: "2026-01-05T00:00:00.000Z" } : {}, null, 2));

const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, ["scripts/netlify/offline.mjs", "build", "--context", "production"], {
    cwd: dir,
    env: { ...process.env, INDEXNOW_ENDPOINT: endpoint },
    stdio: "inherit",
  });
  child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
});
server.close();
process.exit(code);
