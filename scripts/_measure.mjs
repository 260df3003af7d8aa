import { chromium } from "playwright-core";
const routes = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
for (const r of routes) {
  await p.goto("http://127.0.0.1:9400" + r, { waitUntil: "load" });
  const h = await p.evaluate(() => document.documentElement.scrollHeight);
  const mainH = await p.evaluate(() => document.querySelector("main")?.getBoundingClientRect().height ?? 0);
  const secs = await p.evaluate(() => Array.from(document.querySelectorAll("main > section, main > div > section, main section[id]")).filter(s=>!s.parentElement.closest("section")).map(s => `${s.id || s.getAttribute("aria-labelledby") || s.className.slice(0,20)}:${Math.round(s.getBoundingClientRect().height)}`).join(" "));
  console.log(r, h, (h / 844).toFixed(1), "main", Math.round(mainH), secs);
}
await b.close();
