import React, { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { INTERACTIVE_MARK } from "../lib/page-scripts";

/**
 * Islands, on the few pages that load React at all (those with an interactive section; every
 * other page ships no framework JavaScript, see gatsby-ssr.tsx). When React hydrates such a page
 * (gatsby-browser.tsx sets this), its static parts keep the server's HTML exactly as it is: React
 * does not re-render them, so the browser neither downloads their code nor recomputes their
 * styles. Elsewhere (the HTML build, the CMS preview, tests) islands render their content.
 */
export const HydratingServerHtml = createContext(false);

/** Every island's element: no box of its own, so the page lays out as if it were not there. */
export const ISLAND = { "data-island": "", style: { display: "contents" } } as const;
export { INTERACTIVE_MARK };
/** An element whose content is set as HTML: React hydrates the element and leaves what is inside it alone. */
const KEEP_SERVER_HTML = { suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: "" } } as const;

export function Island({ children }: { children: ReactNode }) {
  if (useContext(HydratingServerHtml)) return <div {...ISLAND} {...KEEP_SERVER_HTML} />;
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
 * An interactive island: while the page hydrates, the server's HTML stays as it is (a plain HTML
 * form already works), and the component's code is fetched at the visitor's first sign of
 * interest (pointer, touch or focus inside it). Then React renders it in place, with whatever the
 * visitor typed and their focus carried over. Outside hydration it loads at once.
 */
export function InteractiveIsland<P extends object>({ load, props }: { load: () => Promise<ComponentType<P>>; props: P }) {
  const hydrating = useContext(HydratingServerHtml);
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

  useEffect(() => {
    // The framework loads at the visitor's first pointer, touch or focus inside the island
    // (frameworkLoaderScript), so by the time it hydrates, that interest is already shown.
    const element = ref.current;
    const engaged = element !== null && (element.contains(document.activeElement) || element.matches(":hover"));
    if (!hydrating || engaged) activate();
    // activate is stable in effect: it only reads refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrating]);

  useLayoutEffect(() => {
    if (Component && ref.current && carried.current) {
      writeForms(ref.current, carried.current);
      carried.current = null;
    }
  }, [Component]);

  const mark = { ...ISLAND, [INTERACTIVE_MARK]: "" };
  if (!Component) {
    return <div ref={ref} {...mark} {...KEEP_SERVER_HTML} onPointerOver={activate} onTouchStart={activate} onFocus={activate} />;
  }
  return (
    <div ref={ref} {...mark}>
      <Component {...props} />
    </div>
  );
}
