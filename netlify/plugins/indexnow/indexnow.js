/**
 * IndexNow (https://www.indexnow.org/documentation) for this site: after a production deploy, the
 * addresses whose sitemap lastmod changed since the last deploy we told the engines about, in one
 * POST of JSON (`host`, `key`, `keyLocation`, `urlList`). The key file the engines check,
 * `/<key>.txt`, is written by the build (src/lib/seo/indexnow-key.ts).
 *
 * What counts as changed: a page whose lastmod differs from the record, a new page, and a page gone
 * from the sitemap (IndexNow takes removals too, and the engine finds the 404). A page without a
 * lastmod this time (a build without git history) counts as unchanged and keeps its last known date.
 * The record is the last deploy's dates, saved only once the engines accepted the list, so a
 * failed submission is tried again with the next deploy. With no record (the first deploy with a
 * key, or after clearing Netlify's cache), nothing is sent: every page would look new.
 *
 * Plain CommonJS: Netlify loads build plugins with Node as they are, before any build of ours.
 */
const fs = require("node:fs");
const path = require("node:path");

/** Where the last deploy's dates are kept (Netlify's build cache restores and saves this path). */
const RECORD_FILE = ".netlify/indexnow/last-deploy.json";
const DEFAULT_ENDPOINT = "https://api.indexnow.org/indexnow";
/** IndexNow's limits: a key of 8 to 128 letters, digits and dashes; at most 10,000 addresses a POST. */
const KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;
const MAX_URLS = 10000;
const TIMEOUT_MS = 10000;

/** Each address in the sitemaps of `publishDir` (sitemap-0.xml, sitemap-1.xml…) with its lastmod, or null where it has none. */
function readSitemaps(publishDir) {
  const entries = new Map();
  const files = fs.readdirSync(publishDir).filter((file) => /^sitemap-\d+\.xml$/.test(file));
  for (const file of files.sort()) {
    const xml = fs.readFileSync(path.join(publishDir, file), "utf8");
    for (const [, block] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(block)?.[1];
      const lastmod = /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1];
      if (loc) entries.set(unescapeXml(loc.trim()), lastmod ? lastmod.trim() : null);
    }
  }
  return entries;
}

function unescapeXml(text) {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

/**
 * What changed between the last deploy's record (address → lastmod) and this deploy's sitemap:
 * `urls` to send, and the record to keep once they are accepted.
 */
function changes(previous, current) {
  const urls = [];
  const record = {};
  for (const [url, lastmod] of current) {
    const before = Object.prototype.hasOwnProperty.call(previous, url) ? previous[url] : undefined;
    if (lastmod === null) {
      // Unknown this time: not a change, and the last known date stays for the next comparison.
      record[url] = before === undefined ? null : before;
      continue;
    }
    if (before !== lastmod) urls.push(url);
    record[url] = lastmod;
  }
  for (const url of Object.keys(previous)) if (!current.has(url)) urls.push(url);
  return { urls, record };
}

/** POSTs the list; resolves to { ok, status } or { ok: false, error }, never rejects. */
async function submit({ endpoint, body, timeoutMs = TIMEOUT_MS }) {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Drained so the connection is released; the engines' answer carries nothing more.
    await response.arrayBuffer().catch(() => undefined);
    return { ok: response.status === 200 || response.status === 202, status: response.status };
  } catch (error) {
    // fetch rejects with a DOMException on a timeout, which is not always an Error of this realm.
    const name = error && typeof error === "object" && "name" in error ? error.name : "";
    const timedOut = name === "TimeoutError" || name === "AbortError";
    const cause =
      error && typeof error === "object" && "cause" in error && error.cause
        ? ` (${String(error.cause.message || error.cause)})`
        : "";
    return {
      ok: false,
      error: timedOut
        ? `no answer within ${timeoutMs} ms`
        : `${error && typeof error === "object" && "message" in error ? error.message : String(error)}${cause}`,
    };
  }
}

function readRecord(file) {
  try {
    const record = JSON.parse(fs.readFileSync(file, "utf8"));
    return record && typeof record === "object" && !Array.isArray(record) ? record : undefined;
  } catch {
    return undefined;
  }
}

function writeRecord(file, record) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(record, null, 2)}\n`);
}

/**
 * The whole step, for Netlify's onSuccess (index.js) and the tests: decides, sends, logs. Resolves
 * to { sent: string[], recorded: boolean } (whether the record file was written and should be
 * saved to the cache); never rejects, so nothing here fails a deploy.
 */
async function notifyIndexNow({
  env,
  publishDir,
  recordFile = RECORD_FILE,
  log = console.log,
  timeoutMs = TIMEOUT_MS,
}) {
  const none = { sent: [], recorded: false };
  // Deploy previews and branch deploys are not the site the engines index.
  if (env.CONTEXT !== "production") {
    log(`IndexNow: nothing sent for a ${env.CONTEXT || "local"} build; only production deploys are announced.`);
    return none;
  }
  const key = env.INDEXNOW_KEY;
  // Without a key (or with one IndexNow refuses) the build has already said so, once, and written no key file.
  if (!key || !KEY_PATTERN.test(key)) return none;
  try {
    if (!fs.existsSync(path.join(publishDir, `${key}.txt`))) {
      log(
        `IndexNow: nothing sent: /${key}.txt is not in the deploy, so the engines could not check the key. Give INDEXNOW_KEY the scope Builds (README).`,
      );
      return none;
    }
    const current = readSitemaps(publishDir);
    const first = current.keys().next().value;
    if (!first) {
      log("IndexNow: nothing sent: the deploy has no sitemap entries.");
      return none;
    }
    const previous = readRecord(recordFile);
    const { urls, record } = changes(previous || {}, current);
    if (!previous) {
      writeRecord(recordFile, record);
      log(
        `IndexNow: no record of the last deploy (the first with a key, or the cache was cleared): recorded ${current.size} pages' dates, sent none.`,
      );
      return { sent: [], recorded: true };
    }
    if (urls.length === 0) {
      writeRecord(recordFile, record);
      log("IndexNow: no page changed since the last deploy; nothing sent.");
      return { sent: [], recorded: true };
    }
    const { origin, host } = new URL(first);
    const urlList = urls.slice(0, MAX_URLS);
    const endpoint = env.INDEXNOW_ENDPOINT || DEFAULT_ENDPOINT;
    const result = await submit({
      endpoint,
      body: { host, key, keyLocation: `${origin}/${key}.txt`, urlList },
      timeoutMs,
    });
    if (!result.ok) {
      const why = result.status ? `answered ${result.status}` : `failed: ${result.error}`;
      log(
        `IndexNow: ${endpoint} ${why}; ${urlList.length} changed page(s) not announced, tried again with the next deploy. The deploy is live regardless.`,
      );
      return none;
    }
    // Addresses beyond one POST's limit keep their old date, so the next deploy sends them.
    for (const url of urls.slice(MAX_URLS)) {
      if (previous[url] === undefined) delete record[url];
      else record[url] = previous[url];
    }
    writeRecord(recordFile, record);
    log(`IndexNow: ${endpoint} accepted ${urlList.length} changed page(s) (${result.status}): ${urlList.join(", ")}`);
    return { sent: urlList, recorded: true };
  } catch (error) {
    log(
      `IndexNow: not sent (${error instanceof Error ? error.message : String(error)}); the deploy is live regardless.`,
    );
    return none;
  }
}

module.exports = { RECORD_FILE, DEFAULT_ENDPOINT, KEY_PATTERN, readSitemaps, changes, submit, notifyIndexNow };
