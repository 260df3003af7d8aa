/**
 * The header's menus (the Services dropdown and the small-screen menu) follow the WAI-ARIA
 * disclosure pattern: a button with aria-expanded that shows or hides a list of ordinary links.
 * The header is static HTML (it is never re-rendered by React), so this framework-free script
 * adds the behaviour: click or Enter/Space toggles, Escape closes and returns focus to the
 * button, a click elsewhere or focus leaving closes. Without JavaScript, CSS opens the menus on
 * hover and focus instead (gatsby-ssr.tsx).
 *
 * Markup: <el data-disclosure><button aria-controls="ID" aria-expanded="false"> <el id="ID"
 * data-disclosure-panel data-state="closed">.
 */

const ROOT = "[data-disclosure]";

/** The markup this script works on, for the components that render a menu: spread on each part. */
export function disclosureMarkup(id: string) {
  const panelId = `${id}-panel`;
  return {
    root: { "data-disclosure": "" },
    button: { type: "button" as const, "aria-expanded": false, "aria-controls": panelId },
    panel: { id: panelId, "data-disclosure-panel": "", "data-state": "closed" },
  };
}

function parts(root: Element) {
  const button = root.querySelector<HTMLButtonElement>(":scope > button[aria-controls]");
  const panel = button ? root.ownerDocument.getElementById(button.getAttribute("aria-controls") ?? "") : null;
  return { button, panel };
}

function setOpen(root: Element, open: boolean) {
  const { button, panel } = parts(root);
  if (!button || !panel) return;
  button.setAttribute("aria-expanded", String(open));
  panel.setAttribute("data-state", open ? "open" : "closed");
}

const isOpen = (root: Element) => parts(root).button?.getAttribute("aria-expanded") === "true";

/** Closes every open menu that does not contain `keep`, nested ones included. */
function closeOthers(doc: Document, keep: Node | null) {
  doc.querySelectorAll(ROOT).forEach((root) => {
    if (isOpen(root) && !(keep && root.contains(keep))) setOpen(root, false);
  });
}

/** Adds the menus' behaviour to a document; returns a function that removes it. */
export function enhanceDisclosures(doc: Document): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLButtonElement>(`${ROOT} > button[aria-controls]`);
    if (button?.parentElement) {
      const root = button.parentElement;
      setOpen(root, !isOpen(root));
      return;
    }
    // Following a link closes the menus it was in.
    if (target?.closest(`${ROOT} a`)) closeOthers(doc, null);
  };

  const onPointerDown = (event: PointerEvent) => closeOthers(doc, event.target instanceof Node ? event.target : null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !(event.target instanceof Element)) return;
    // The innermost open menu around the focus closes, and its button takes the focus.
    let root = event.target.closest(ROOT);
    while (root && !isOpen(root)) root = root.parentElement?.closest(ROOT) ?? null;
    if (!root) return;
    setOpen(root, false);
    parts(root).button?.focus();
  };

  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget instanceof Node) closeOthers(doc, event.relatedTarget);
  };

  doc.addEventListener("click", onClick);
  doc.addEventListener("pointerdown", onPointerDown);
  doc.addEventListener("keydown", onKeyDown);
  doc.addEventListener("focusout", onFocusOut);
  return () => {
    doc.removeEventListener("click", onClick);
    doc.removeEventListener("pointerdown", onPointerDown);
    doc.removeEventListener("keydown", onKeyDown);
    doc.removeEventListener("focusout", onFocusOut);
  };
}
