import { chromium } from "playwright-core";
const [,, url, out, w, h, full] = process.argv;
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox","--disable-background-networking","--disable-component-update","--disable-sync"] });
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url); await p.waitForTimeout(800);
await p.screenshot({ path: out, fullPage: full === "full" });
await b.close();
