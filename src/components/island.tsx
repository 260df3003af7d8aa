import React, { useEffect, useState, type ReactNode } from "react";

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

export function Island({ children }: { children: ReactNode }) {
  const [keepServerHtml] = useState(() => typeof window !== "undefined" && !firstPageHydrated);
  if (keepServerHtml) {
    // An element whose content is set as HTML: React hydrates the element and leaves what is inside it alone.
    return <div data-island="" style={{ display: "contents" }} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: "" }} />;
  }
  return (
    <div data-island="" style={{ display: "contents" }}>
      {children}
    </div>
  );
}
