/**
 * A copy of the site in a folder of its own under the system's temp folder (node_modules linked,
 * not copied; nothing built, cached or local to this checkout comes along), optionally with `n`
 * generated articles added to its data/insights/: what the build-scale bench builds, so data/
 * itself never holds them. Each generated article is an existing article's body under a title,
 * description, date and slug of its own, by a real author about real services, so the build sees
 * 1,000 distinct pages (cards, feed, sitemap, index pages) rather than one page 1,000 times.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import yaml from "js-yaml";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** Left behind: what is built, cached, installed or local to this checkout. */
const SKIP = new Set([
  "node_modules",
  "public",
  ".cache",
  ".git",
  ".data",
  ".scratch",
  ".netlify",
  "__screenshots__",
  ".artifacts",
  ".lighthouse",
]);

/** The article whose body every generated one carries: the longest published one in data/insights/. */
function templateArticle(dir) {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith(".md"));
  const read = files
    .map((f) => fs.readFileSync(path.join(dir, f), "utf8"))
    .filter((text) => !/^draft:\s*true\s*$/m.test(text.split(/^---$/m)[1] ?? ""));
  if (read.length === 0) throw new Error(`no published article in ${dir} to generate others from`);
  const text = read.sort((a, b) => b.length - a.length)[0];
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  return { front: yaml.load(front), body };
}

/** The i-th generated article (front matter and body) from the template `{ front, body }`. */
export function generatedArticle(i, template, { authors, services }) {
  const day = new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const front = {
    title: `${template.front.title} (bench copy ${i + 1})`,
    description: `Bench copy ${i + 1}: ${template.front.description}`.slice(0, 160),
    date: day,
    author: authors[i % authors.length],
    services: [services[i % services.length], services[(i + 1) % services.length]],
  };
  return `---\n${yaml.dump(front, { lineWidth: -1 })}---\n${template.body}`;
}

/**
 * Copies the site to a new temp folder and adds `articles` generated articles; returns the
 * folder. The caller removes it (`fs.rmSync(dir, { recursive: true, force: true })`).
 */
export function makeSiteCopy({ articles = 0, prefix = "bench-scale-" } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry)) continue;
    fs.cpSync(path.join(root, entry), path.join(dir, entry), {
      recursive: true,
      filter: (src) => !SKIP.has(path.basename(src)),
    });
  }
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"));
  if (articles > 0) {
    const insights = path.join(dir, "data", "insights");
    const template = templateArticle(insights);
    const authors = yaml
      .load(fs.readFileSync(path.join(dir, "data", "authors.yaml"), "utf8"))
      .authors.map((a) => a.key);
    const services = fs
      .readdirSync(path.join(dir, "data", "services"))
      .filter((f) => f.endsWith(".yaml"))
      .map((f) => f.replace(/\.ya?ml$/, ""))
      .sort();
    for (let i = 0; i < articles; i += 1) {
      fs.writeFileSync(
        path.join(insights, `bench-article-${String(i + 1).padStart(5, "0")}.md`),
        generatedArticle(i, template, { authors, services }),
      );
    }
  }
  return dir;
}
