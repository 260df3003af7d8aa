import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from "react";

/**
 * The WAI-ARIA disclosure pattern for site navigation: a button with aria-expanded that shows or
 * hides a panel of ordinary links. Links stay in the server HTML while closed (crawlers and
 * no-JavaScript visitors see them); Escape, a click outside or focus leaving closes the panel.
 */
export function useDisclosure(id: string) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = `${id}-panel`;

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) close(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, close]);

  return {
    open,
    close,
    rootProps: {
      ref: rootRef,
      "data-disclosure": "",
      onKeyDown: (event: KeyboardEvent) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close(true);
        }
      },
      // Following a link inside closes the panel (the layout stays mounted across pages).
      onClick: (event: MouseEvent) => {
        if (open && event.target instanceof Element && event.target.closest("a")) close(false);
      },
      onBlur: (event: FocusEvent) => {
        if (open && event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) close(false);
      },
    },
    buttonProps: {
      ref: buttonRef,
      type: "button" as const,
      id: `${id}-button`,
      "aria-expanded": open,
      "aria-controls": panelId,
      onClick: () => setOpen((o) => !o),
    },
    panelProps: {
      id: panelId,
      "data-disclosure-panel": "",
      "data-state": open ? "open" : "closed",
    },
  };
}
