/**
 * The edge's Accept parsing (src/lib/edge/markdown-twin.ts) against the `negotiator` package it
 * replaced, which the edge cannot bundle: the same preference for every header written here and
 * for a few thousand generated ones.
 */
import Negotiator from "negotiator";
import { preferredType, prefersMarkdown } from "../../../src/lib/edge/markdown-twin";

const OFFERED = ["text/html", "text/markdown"];
const negotiator = (accept: string): string | undefined => new Negotiator({ headers: { accept } }).mediaType(OFFERED);

/** Headers browsers, crawlers, AI agents and odd clients send, and the edge cases of the grammar. */
const WRITTEN = [
  "text/markdown",
  "text/markdown, text/html;q=0.9",
  "text/html, text/markdown;q=0.5",
  "text/markdown;q=0",
  "text/markdown;q=0.5",
  "*/*",
  "text/*",
  "text/*, text/markdown",
  "text/*;q=0.5, text/markdown;q=0.4",
  "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8",
  "text/markdown, text/html",
  "text/html, text/markdown",
  "text/markdown;charset=utf-8",
  "text/markdown;charset=utf-8, text/html",
  'text/markdown;profile="a,b";q=0.9, text/html;q=0.8',
  "text/markdown;q=0.9;charset=utf-8, text/html;q=0.9",
  "TEXT/MARKDOWN",
  "text/Markdown;q=1, text/html;q=1",
  "text/plain, text/markdown;q=0.1",
  "application/json",
  "",
  " , ,",
  "text/markdown;q=abc",
  "text/markdown;q=abc, text/html",
  "text/markdown; q=1.0, text/html; q=1.0",
  "text/markdown;charset=*, text/html",
  "text/markdown;charset=, text/html;q=0.9",
  "*/*;q=0.1, text/markdown",
  "text/html;level=1, text/markdown;q=0.9",
  "text/markdown;q=0.001",
  "text/markdown; q=0.5 , text/html ; q = 0.4",
  "text/markdown,",
  "markdown",
  "text/markdown/extra",
];

describe("Accept at the edge", () => {
  it.each(WRITTEN)("prefers what negotiator prefers for %j", (accept) => {
    expect(preferredType(accept, OFFERED)).toBe(negotiator(accept));
  });

  it("agrees with negotiator on 5,000 generated headers", () => {
    // A fixed sequence, so a disagreement is the same on every run.
    let seed = 20261127;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    const pick = <T>(items: readonly T[]): T => items[next(items.length)] as T;
    const types = [
      "text/html",
      "text/markdown",
      "text/*",
      "*/*",
      "text/plain",
      "TEXT/Markdown",
      " text/markdown ",
      "markdown",
      "",
    ];
    const params = [
      "",
      ";q=0",
      ";q=0.5",
      "; q = 0.9",
      ";Q=0.2",
      ";charset=utf-8",
      ";charset=*",
      ";level=1;q=0.3",
      ";q=x",
      ";foo",
      ';a="x,y;q=0"',
      ";q=0.4;charset=",
      ";q=1;q=0",
    ];
    const disagreements: string[] = [];
    for (let i = 0; i < 5000; i += 1) {
      const accept = Array.from({ length: 1 + next(4) }, () => `${pick(types)}${pick(params)}`).join(pick([",", ", "]));
      if (preferredType(accept, OFFERED) !== negotiator(accept)) disagreements.push(accept);
    }
    expect(disagreements).toEqual([]);
  });

  it("serves Markdown only to a client that ranks it above HTML", () => {
    expect(prefersMarkdown("text/markdown, text/html;q=0.9")).toBe(true);
    expect(prefersMarkdown("text/html, text/markdown;q=0.5")).toBe(false);
    expect(prefersMarkdown("*/*")).toBe(false);
    expect(prefersMarkdown(null)).toBe(false);
  });
});
