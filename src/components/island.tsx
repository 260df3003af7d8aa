import React, { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { flushSync } from "react-dom";

/**
 * Static islands: content with nothing to click but links is sent as HTML by the server and left
 * exactly as it is when the page first loads. React does not re-render it, so the browser neither
 * downloads its component code nor recomputes its styles, which is most of a page's start-up work
 * on a phone. Pages reached later by client-side navigation render normally.
 */
let firstPageHydrated = false;

/** Mounted once at the root in the browser; its effect runs after the first page has hydrated. */
export function HydrationMark() {
  useEffect(() => {
    firstPageHydrated = true;
  }, []);
  return null;
}

/** For tests that render as if a later, client-side navigation. */
export function markHydrated(): void {
  firstPageHydrated = true;
}

/** Every island's element: no box of its own, so the page lays out as if it were not there. */
export const ISLAND = { "data-island": "", style: { display: "contents" } } as const;
/** An element whose content is set as HTML: React hydrates the element and leaves what is inside it alone. */
const KEEP_SERVER_HTML = { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: "" } } as const;

export function Island({ children }: { children: ReactNode }) {
  const [keepServerHtml] = useState(() => typeof window !== "undefined" && !firstPageHydrated);
  if (keepServerHtml) return <div {...ISLAND} {...KEEP_SERVER_HTML} />;
  return <div {...ISLAND}>{children}</div>;
}

/** What a visitor has typed into a form, by field name, and where their focus is. */
interface FormState {
  values: Array<[string, string]>;
  focused: string | null;
}

function readForms(root: HTMLElement): FormState {
  const values: Array<[string, string]> = [];
  root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>("input[name], textarea[name], select[name]").forEach((field) => {
    values.push([field.name, field.value]);
  });
  const active = root.ownerDocument.activeElement;
  const focused = active && root.contains(active) && "name" in active && typeof active.name === "string" ? active.name : null;
  return { values, focused };
}

function writeForms(root: HTMLElement, state: FormState): void {
  for (const [name, value] of state.values) {
    const field = root.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`);
    if (field && value !== "") field.value = value;
  }
  if (state.focused) root.querySelector<HTMLElement>(`[name="${CSS.escape(state.focused)}"]`)?.focus();
}

/**
 * An interactive island: on first load the server's HTML stays as it is (a plain HTML form already
 * works), and the component's code is fetched at the visitor's first sign of interest (pointer,
 * touch or focus inside it). Then React renders it in place, with whatever the visitor typed and
 * their focus carried over.
 */
export function InteractiveIsland<P extends object>({ load, props }: { load: () => Promise<ComponentType<P>>; props: P }) {
  const ref = useRef<HTMLDivElement>(null);
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const carried = useRef<FormState | null>(null);
  const loading = useRef(false);

  const activate = () => {
    if (loading.current) return;
    loading.current = true;
    void load().then((loaded) => {
      if (ref.current) carried.current = readForms(ref.current);
      // Swap in the same task as the read: a keystroke between the two would be lost.
      flushSync(() => setComponent(() => loaded));
    });
  };

  // A page rendered in the browser (not the first one loaded) has no server HTML to keep: load at once.
  const [renderedInBrowser] = useState(() => firstPageHydrated);
  useEffect(() => {
    if (renderedInBrowser) activate();
    // activate is stable in effect: it only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [renderedInBrowser]);

  useLayoutEffect(() => {
    if (Component && ref.current && carried.current) {
      writeForms(ref.current, carried.current);
      carried.current = null;
    }
  }, [Component]);

  if (!Component) {
    return <div ref={ref} {...ISLAND} {...KEEP_SERVER_HTML} onPointerOver={activate} onTouchStart={activate} onFocus={activate} />;
  }
  return (
    <div ref={ref} {...ISLAND}>
      <Component {...props} />
    </div>
  );
}
