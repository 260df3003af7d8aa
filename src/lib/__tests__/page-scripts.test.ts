import { renderToStaticMarkup } from "react-dom/server";
import React from "react";
import { deferFrameworkScripts, frameworkLoaderScript, hasInteractiveIsland, INTERACTIVE_MARK, notFoundLogScript } from "../page-scripts";

const page = (island: boolean) =>
  `<html><body><div id="___gatsby">${island ? `<div ${INTERACTIVE_MARK}=""><form></form></div>` : "<p>Static</p>"}</div>` +
  `<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>` +
  `<script src="/webpack-runtime-1.js" async=""></script><script src="/framework-2.js" async=""></script><script src="/app-3.js" async=""></script></body></html>`;

describe("hasInteractiveIsland", () => {
  it("finds the mark React renders as an attribute, never the same words written in copy", () => {
    expect(hasInteractiveIsland(renderToStaticMarkup(React.createElement("div", { [INTERACTIVE_MARK]: "" })))).toBe(true);
    const copy = `How we mark a form: <div ${INTERACTIVE_MARK}="">`;
    expect(hasInteractiveIsland(renderToStaticMarkup(React.createElement("p", null, copy)))).toBe(false);
    expect(hasInteractiveIsland(renderToStaticMarkup(React.createElement("p", { title: copy }, "x")))).toBe(false);
  });
});

describe("deferFrameworkScripts", () => {
  it("moves a page's framework files behind a loader that fetches them, in order, when an island is first reached for", () => {
    const deferred = deferFrameworkScripts(page(true));
    expect(deferred).not.toMatch(/<script src=/);
    expect(deferred).toContain('<script id="gatsby-chunk-mapping">');
    expect(deferred).toContain(`<script>${frameworkLoaderScript(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script></body>`);
  });

  it("leaves a page without an island, and a page already deferred, as they are", () => {
    expect(deferFrameworkScripts(page(false))).toBe(page(false));
    const once = deferFrameworkScripts(page(true));
    expect(deferFrameworkScripts(once)).toBe(once);
  });
});

describe("frameworkLoaderScript", () => {
  it("adds the files only at the first pointer, touch or focus inside an island, once", () => {
    const added: string[] = [];
    const listeners = new Map<string, (e: { target: unknown }) => void>();
    class Element {
      constructor(private readonly inIsland: boolean) {}
      closest(selector: string) {
        return selector === `[${INTERACTIVE_MARK}]` && this.inIsland ? this : null;
      }
    }
    const document = {
      addEventListener: (type: string, fn: (e: { target: unknown }) => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
      createElement: () => ({ src: "", async: true }),
      body: { append: (el: { src: string; async: boolean }) => added.push(`${el.src}${el.async ? " async" : ""}`) },
    };
    new Function("document", "Element", frameworkLoaderScript(["/a.js", "/b.js"]))(document, Element);
    expect([...listeners.keys()].sort()).toEqual(["focusin", "pointerover", "touchstart"]);
    listeners.get("pointerover")?.({ target: new Element(false) });
    expect(added).toEqual([]);
    listeners.get("focusin")?.({ target: new Element(true) });
    expect(added).toEqual(["/a.js", "/b.js"]);
    expect(listeners.size).toBe(0);
  });
});

describe("notFoundLogScript", () => {
  it("logs the message and the attempted path, and no message can close its script", () => {
    expect(notFoundLogScript('Not found </script><script>alert(1)')).toBe('console.warn("Not found \\u003c/script>\\u003cscript>alert(1)",location.pathname)');
  });
});
