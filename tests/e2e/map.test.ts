/**
 * The contact page's map is never an empty box: a pin and the map's title on a plain ground lie
 * beneath the embedded map (no pretend street grid), so where the map provider does not load (offline, a blocker, a strict
 * network) the visitor still sees where the office is, beside the links that open it in a maps app.
 */
import type { Browser } from "playwright-core";
import { launch, openAt, PHONE } from "./support/browser";
import { started } from "./support/started";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await started(browser)?.close();
});

describe.each([
  ["desktop", undefined],
  ["phone", PHONE],
] as const)("the contact map on a %s", (_name, options) => {
  it("shows a pin and the map's title filling the box beneath the embed, which covers it when it loads", async () => {
    const page = await openAt(browser, "/contact/", options);
    const frame = page.locator("#location iframe");
    await frame.scrollIntoViewIfNeeded();
    const result = await frame.evaluate((iframe) => {
      const box = iframe.parentElement?.getBoundingClientRect();
      // Inside the box's border, as the embed fills it.
      const inner = iframe.parentElement && {
        w: iframe.parentElement.clientWidth,
        h: iframe.parentElement.clientHeight,
      };
      const drawing = iframe.parentElement?.querySelector("[data-drawn-map]");
      const drawn = drawing?.getBoundingClientRect();
      // Where the embed does not load (here: a blocker took it away), what is there to see?
      iframe.style.visibility = "hidden";
      const seen = box ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2 - 20) : null;
      iframe.style.visibility = "";
      return {
        box: inner,
        drawn: drawn && { w: Math.round(drawn.width), h: Math.round(drawn.height) },
        seenInDrawing: Boolean(seen && drawing?.contains(seen)),
        drawingFirst: Boolean(drawing && drawing.compareDocumentPosition(iframe) & Node.DOCUMENT_POSITION_FOLLOWING),
        hiddenFromScreenReaders: drawing?.getAttribute("aria-hidden"),
      };
    });
    expect(result.box?.w).toBeGreaterThan(200);
    expect(result.drawn).toEqual(result.box);
    expect(result.seenInDrawing).toBe(true);
    expect(result.drawingFirst).toBe(true);
    expect(result.hiddenFromScreenReaders).toBe("true");
    await page.context().close();
  });
});
