/**
 * Layout faults a visitor would see, read in the page: text running into other text, text out of
 * the box it sits in (a card, a tile, a button, a picture) or past the screen, a picture's label
 * half across a shape it is not written inside. The every-page sweep (support/every-page.ts) reads every route with it, and
 * proof-content.test.ts the pages with case studies, people and logos.
 */

/** The widths a page is read at: the smallest phone, a common phone, a tablet, a desktop. */
export const LAYOUT_WIDTHS = [320, 390, 768, 1440] as const;

/**
 * Every fault on the page, described so a reader can find it: "text a" over "text b", "text" out of
 * its box, a label across a shape. Runs in the page.
 */
export function layoutFaults(): string[] {
  const faults: string[] = [];
  const MIN = 3;
  const label = (el: Element) => `<${el.tagName.toLowerCase()}> "${el.textContent.replace(/\s+/g, " ").trim().slice(0, 40)}"`;
  const width = document.documentElement.clientWidth;
  const visible = (el: Element) => {
    // Inside a closed disclosure (the footer's lists on phones) or otherwise not rendered.
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const box = e.getBoundingClientRect();
      // For screen readers only: clipped to a pixel, or placed wholly off the screen (the honeypot).
      if (!(e instanceof SVGElement) && (box.width <= 1 || box.height <= 1) && getComputedStyle(e).overflow !== "visible") return false;
      if (box.right <= 0 || box.left >= width) return false;
    }
    return true;
  };
  /** The block that lays out a text node's lines: rects within one block never fault each other. */
  const blockOf = (el: Element): Element => {
    for (let e: Element | null = el; e; e = e.parentElement) {
      if (e instanceof SVGElement) {
        if (e.tagName.toLowerCase() === "text") return e;
        continue;
      }
      if (!getComputedStyle(e).display.startsWith("inline")) return e;
    }
    return document.body;
  };
  /** The nearest ancestor drawn as a box (a fill, a border or clipping): the text must stay inside it. */
  const boxOf = (el: Element): Element | null => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      if (e.tagName.toLowerCase() === "svg") return e;
      if (e instanceof SVGElement) continue;
      const style = getComputedStyle(e);
      const filled = style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent";
      const bordered = ["Top", "Right", "Bottom", "Left"].filter((side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0).length >= 3;
      const clips = style.overflowX !== "visible" || style.overflowY !== "visible";
      if (filled || bordered || clips) return e;
    }
    return null;
  };

  interface Line {
    rect: DOMRect;
    owner: Element;
    block: Element;
  }
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const owner = node.parentElement;
    if (!owner || !node.textContent?.trim() || ["script", "style", "noscript", "title"].includes(owner.tagName.toLowerCase()) || !visible(owner)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      // Visually hidden text (one pixel, clipped) is for screen readers only.
      if (rect.width < 2 || rect.height < 2) continue;
      lines.push({ rect, owner, block: blockOf(owner) });
    }
  }

  const overlap = (a: DOMRect, b: DOMRect) => ({ x: Math.min(a.right, b.right) - Math.max(a.left, b.left), y: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) });
  // Text over text: two lines from different blocks sharing more than a sliver.
  const reported = new Set<string>();
  const byTop = [...lines].sort((a, b) => a.rect.top - b.rect.top);
  byTop.forEach((a, i) => {
    for (const b of byTop.slice(i + 1)) {
      if (b.rect.top >= a.rect.bottom) break;
      if (a.block === b.block || a.block.contains(b.block) || b.block.contains(a.block)) continue;
      const { x, y } = overlap(a.rect, b.rect);
      if (x > MIN && y > Math.max(MIN, 0.25 * Math.min(a.rect.height, b.rect.height))) {
        const key = `${label(a.owner)} runs into ${label(b.owner)}`;
        if (!reported.has(key)) faults.push(key);
        reported.add(key);
      }
    }
  });

  /** Text cut short on purpose, with an ellipsis (a long breadcrumb on a phone): what shows is its box, not the whole line. */
  const truncated = (el: Element): boolean => {
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const style = getComputedStyle(e);
      if (style.textOverflow === "ellipsis" && style.overflowX !== "visible") return true;
      if (!style.display.startsWith("inline")) return false;
    }
    return false;
  };

  // Text out of its box, or past the screen's edges.
  for (const { rect, owner } of lines) {
    if (truncated(owner)) continue;
    const box = boxOf(owner);
    const bounds = box?.getBoundingClientRect();
    const out =
      rect.left < -1 || rect.right > width + 1
        ? "the screen"
        : bounds && (rect.left < bounds.left - 1 || rect.right > bounds.right + 1 || rect.top < bounds.top - 1 || rect.bottom > bounds.bottom + 1)
          ? label(box as Element)
          : null;
    if (out) {
      const key = `${label(owner)} spills out of ${out}`;
      if (!reported.has(key)) faults.push(key);
      reported.add(key);
    }
  }
  if (document.documentElement.scrollWidth > width + 1) faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width}`);

  // In a picture, a label sits inside a shape or clear of it, never half across it.
  for (const shape of Array.from(document.querySelectorAll("svg circle, svg rect, svg ellipse"))) {
    const style = getComputedStyle(shape);
    if (style.fill === "none" && style.stroke === "none") continue;
    if (!visible(shape)) continue;
    const s = shape.getBoundingClientRect();
    if (s.width < 4 || s.height < 4) continue;
    const svg = shape.closest("svg");
    for (const { rect, owner } of lines) {
      if (!svg?.contains(owner) && !(owner.closest("figure, [role=img]")?.contains(shape) ?? false)) continue;
      const { x, y } = overlap(rect, s);
      if (x <= MIN || y <= MIN) continue;
      const inside = rect.left >= s.left - 1 && rect.right <= s.right + 1 && rect.top >= s.top - 1 && rect.bottom <= s.bottom + 1;
      if (!inside) {
        const key = `${label(owner)} lies across a <${shape.tagName.toLowerCase()}>`;
        if (!reported.has(key)) faults.push(key);
        reported.add(key);
      }
    }
  }
  return faults;
}
