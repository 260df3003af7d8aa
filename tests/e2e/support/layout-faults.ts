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
  const label = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${el.textContent.replace(/\s+/g, " ").trim().slice(0, 40)}"`;
  const width = document.documentElement.clientWidth;
  const visible = (el: Element) => {
    // Inside a closed disclosure (the footer's lists on phones) or otherwise not rendered.
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
      const box = e.getBoundingClientRect();
      // For screen readers only: clipped to a pixel, or placed wholly off the screen (the honeypot).
      if (
        !(e instanceof SVGElement) &&
        (box.width <= 1 || box.height <= 1) &&
        getComputedStyle(e).overflow !== "visible"
      )
        return false;
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
      const bordered =
        ["Top", "Right", "Bottom", "Left"].filter(
          (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
        ).length >= 3;
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
    if (
      !owner ||
      !node.textContent?.trim() ||
      ["script", "style", "noscript", "title"].includes(owner.tagName.toLowerCase()) ||
      !visible(owner)
    )
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of Array.from(range.getClientRects())) {
      // Visually hidden text (one pixel, clipped) is for screen readers only.
      if (rect.width < 2 || rect.height < 2) continue;
      lines.push({ rect, owner, block: blockOf(owner) });
    }
  }

  const overlap = (a: DOMRect, b: DOMRect) => ({
    x: Math.min(a.right, b.right) - Math.max(a.left, b.left),
    y: Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top),
  });
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

  /**
   * A row the visitor swipes sideways (a list of cards on a phone): the nearest ancestor that
   * scrolls sideways and has more to show. What lies past its edges is scrolled to, not cut off.
   */
  const swipeRowOf = (el: Element): Element | null => {
    for (let e = el.parentElement; e && e !== document.body; e = e.parentElement) {
      const { overflowX } = getComputedStyle(e);
      if ((overflowX === "auto" || overflowX === "scroll") && e.scrollWidth > e.clientWidth + 1) return e;
    }
    return null;
  };

  // Text out of its box, or past the screen's edges (in a swipe row, only above or below the row).
  for (const { rect, owner } of lines) {
    if (truncated(owner)) continue;
    const box = boxOf(owner);
    const bounds = box?.getBoundingClientRect();
    const row = swipeRowOf(owner);
    const out =
      !row && (rect.left < -1 || rect.right > width + 1)
        ? "the screen"
        : bounds &&
            ((box !== row && (rect.left < bounds.left - 1 || rect.right > bounds.right + 1)) ||
              rect.top < bounds.top - 1 ||
              rect.bottom > bounds.bottom + 1)
          ? label(box as Element)
          : null;
    if (out) {
      const key = `${label(owner)} spills out of ${out}`;
      if (!reported.has(key)) faults.push(key);
      reported.add(key);
    }
  }
  if (document.documentElement.scrollWidth > width + 1)
    faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px wide in ${width}`);

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
      const inside =
        rect.left >= s.left - 1 && rect.right <= s.right + 1 && rect.top >= s.top - 1 && rect.bottom <= s.bottom + 1;
      if (!inside) {
        const key = `${label(owner)} lies across a <${shape.tagName.toLowerCase()}>`;
        if (!reported.has(key)) faults.push(key);
        reported.add(key);
      }
    }
  }
  faults.push(...rowFaults(lines));
  return faults;

  /**
   * Two faults of arrangement rather than of text, read here so they ride every reading of a route.
   *
   * Cards in a row line up: in a list laid out as a grid (step cards, feature entries, tiles), the
   * items sharing a row start their titles (the h3) at the same height, and in a numbered list
   * (the step cards) their numbers and bodies too, within 2 px, so a reader's eye runs along the row.
   *
   * At 1440 px a section uses its width, as a designer would accept it (issue 34):
   * - A section's content (all it shows but its eyebrow, heading and introduction, which the
   *   section shell marks `[data-section-head]`: short on purpose) reaches within a third of the
   *   container's right edge, or stands centred in it (a narrow column set in the middle on
   *   purpose). A single column of text at reading width under its heading fails: it belongs beside
   *   the heading, in two columns, or centred. A panel drawn across the width uses it. A hero is
   *   measured whole, its h1 included: without a picture, its heading and its text stand side by side.
   * - The last row of a grid of three or more columns fills at least three quarters of its columns
   *   (4 + 3 passes; 3 + 2, 4 + 2 and any lone card fail). A two-column list may end on one item.
   */
  function rowFaults(textLines: Line[]): string[] {
    const found: string[] = [];
    const TOLERANCE = 2;
    const main = document.querySelector("main");
    if (!main) return found;
    const grids = Array.from(main.querySelectorAll("ul, ol")).filter(
      (list) => getComputedStyle(list).display === "grid" && visible(list),
    );
    for (const list of grids) {
      const items = Array.from(list.children).filter((li) => visible(li));
      const tracks = getComputedStyle(list).gridTemplateColumns.split(" ").filter(Boolean).length;
      if (items.length < 2 || tracks < 2) continue;
      const rows: Array<{ top: number; items: Element[] }> = [];
      for (const item of items) {
        const top = item.getBoundingClientRect().top;
        const row = rows.find((r) => Math.abs(r.top - top) <= TOLERANCE);
        if (row) row.items.push(item);
        else rows.push({ top, items: [item] });
      }
      const numbered = list.tagName.toLowerCase() === "ol";
      const parts: Array<[string, (item: Element) => Element | null]> = [
        ["titles", (item) => item.querySelector("h3")],
        ...(numbered
          ? ([
              ["numbers", (item: Element) => item.firstElementChild],
              ["bodies", (item: Element) => item.querySelector("h3 ~ p")],
            ] as Array<[string, (item: Element) => Element | null]>)
          : []),
      ];
      for (const { items: row } of rows) {
        if (row.length < 2) continue;
        for (const [name, pick] of parts) {
          const tops = row
            .map(pick)
            .filter((el): el is Element => el !== null && visible(el))
            .map((el) => el.getBoundingClientRect().top);
          if (tops.length < 2) continue;
          const spread = Math.max(...tops) - Math.min(...tops);
          if (spread > TOLERANCE)
            found.push(`the ${name} of ${label(row[0] as Element)}'s row start ${Math.round(spread)} px apart`);
        }
      }
      const last = rows[rows.length - 1]?.items ?? [];
      if (window.innerWidth >= 1440 && tracks >= 3 && rows.length > 1) {
        const box = list.getBoundingClientRect();
        const gap = parseFloat(getComputedStyle(list).columnGap) || 0;
        const filled =
          (Math.max(...last.map((item) => item.getBoundingClientRect().right)) - box.left + gap) / (box.width + gap);
        if (filled < 0.75 - 0.01)
          found.push(`the last row of ${label(list)} fills ${Math.round(filled * tracks)} of its ${tracks} columns`);
      }
    }
    if (window.innerWidth < 1440) return found;
    // The sections laid out by the section shell: their heading, eyebrow and introduction are marked.
    // Heroes (the section with the h1) are measured whole: a hero's heading is its content.
    const shells = new Set(
      Array.from(main.querySelectorAll("[data-section-head], section h1")).map(
        (head) => head.closest("section")?.firstElementChild,
      ),
    );
    for (const container of shells) {
      if (!container || !visible(container)) continue;
      const style = getComputedStyle(container);
      // A panel drawn across the width (the closing call) uses it by being drawn.
      if (style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent") continue;
      const outer = container.getBoundingClientRect();
      const left = outer.left + parseFloat(style.paddingLeft);
      const right = outer.right - parseFloat(style.paddingRight);
      const own = (el: Element) => container.contains(el) && !el.closest("[data-section-head]");
      const drawn = Array.from(container.querySelectorAll("*"))
        .filter((el) => {
          if (!own(el)) return false;
          if (
            ["img", "svg", "iframe", "video", "canvas", "input", "select", "textarea", "button"].includes(
              el.tagName.toLowerCase(),
            )
          )
            return true;
          const s = getComputedStyle(el);
          return (
            (s.backgroundColor !== "rgba(0, 0, 0, 0)" && s.backgroundColor !== "transparent") ||
            ["Top", "Right", "Bottom", "Left"].some(
              (side) => parseFloat(s.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0,
            )
          );
        })
        .filter((el) => visible(el))
        .map((el) => el.getBoundingClientRect());
      const extents = [...drawn, ...textLines.filter((line) => own(line.owner)).map((line) => line.rect)].filter(
        (r) => r.width > 0 && r.height > 0,
      );
      if (extents.length === 0) continue;
      const width = right - left;
      const emptyRight = right - Math.max(...extents.map((r) => r.right));
      const emptyLeft = Math.min(...extents.map((r) => r.left)) - left;
      const centred = Math.abs(emptyRight - emptyLeft) <= width / 12;
      if (emptyRight > width / 3 && !centred) {
        const heading = container.querySelector("h2");
        found.push(
          `the section ${heading ? label(heading) : label(container)} leaves ${Math.round((emptyRight / width) * 100)}% of its width empty on the right`,
        );
      }
    }
    return found;
  }
}

/**
 * Every table cell (header or data) whose text is cut or broken inside a word: wider than the
 * cell (its scrollWidth past its clientWidth), or a word laid over two lines ("REPORTIN / G").
 * A word is a run of letters and digits; a hyphen or a space is a place a line may break. Runs in
 * the page.
 */
export function brokenTableWords(): string[] {
  const faults: string[] = [];
  const label = (el: Element) =>
    `<${el.tagName.toLowerCase()}> "${el.textContent.replace(/\s+/g, " ").trim().slice(0, 40)}"`;
  for (const cell of Array.from(document.querySelectorAll("main th, main td"))) {
    if (!cell.checkVisibility() || !cell.textContent.trim()) continue;
    if (cell.scrollWidth > cell.clientWidth + 1)
      faults.push(`${label(cell)} is wider than its cell: ${cell.scrollWidth} px in ${cell.clientWidth}`);
    const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        // One line's rects share a top within a pixel or two; a word over two lines has two tops.
        const tops = new Set(Array.from(range.getClientRects(), (r) => Math.round(r.top / 4)));
        if (tops.size > 1) faults.push(`${label(cell)} breaks the word "${match[0]}" over ${tops.size} lines`);
      }
    }
  }
  return faults;
}
