/**
 * Renders the social cards at build (gatsby-node.ts onPostBuild): satori lays the card out as SVG
 * with Inter from @fontsource/inter (a file shipped in the package, not fetched), and resvg turns
 * the SVG into a PNG. Node only.
 */
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import satori from "satori";
import { Resvg } from "@resvg/resvg-js";
import {
  CARD_DIR,
  CARD_HEIGHT,
  CARD_WIDTH,
  cardPath,
  cardTree,
  pageCards,
  type CardNode,
  type CardText,
} from "./social-card";
import type { PostBuildStep } from "../build/step";

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: "normal";
}

/** Inter, regular and bold, from the installed package. */
export function cardFonts(rootDir: string): CardFont[] {
  const file = (weight: number) =>
    path.join(rootDir, "node_modules/@fontsource/inter/files", `inter-latin-${weight}-normal.woff`);
  return [400, 700].map((weight) => ({
    name: "Inter",
    data: fs.readFileSync(file(weight)),
    weight: weight as 400 | 700,
    style: "normal" as const,
  }));
}

/** satori's element shape (React's, without React). */
interface SatoriElement {
  type: string;
  props: { style: CardNode["style"]; children?: SatoriElement[] | string };
}

function toElement(node: CardNode): SatoriElement {
  const children = typeof node.children === "string" ? node.children : node.children?.map(toElement);
  return { type: node.type, props: { style: node.style, ...(children === undefined ? {} : { children }) } };
}

export async function renderCard(text: CardText, fonts: CardFont[]): Promise<Buffer> {
  const svg = await satori(toElement(cardTree(text)) as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
}

/** A full garbage collection after this many cards (about 0.3 s each in a heap Gatsby has grown to 500 MB). */
const CARDS_PER_COLLECTION = 200;

/**
 * A full garbage collection, which the card loop asks for now and then. satori's work for a card
 * outlives V8's young collections during it and dies in the old generation, which V8 lets grow
 * to several times what Gatsby's process holds before it collects (0.45 MB a card: 900 MB more
 * for 2,000 articles); collecting every CARDS_PER_COLLECTION cards keeps that to tens of MB.
 * Node offers `gc` only behind --expose-gc, which a context made after setting the flag receives
 * (as jest-leak-detector does); its `{ type: "major" }` form collects nothing on Node 20.
 */
function fullCollector(): () => void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as NodeJS.GCFunction;
  return () => gc();
}

/** Each indexable page's social card, drawn from its YAML, one at a time; the log says how long they took. */
export const socialCardsStep: PostBuildStep = {
  name: "Drawing social cards",
  async run({ rootDir, publicDir, siteUrl, content, reporter }) {
    const drawing = reporter.activityTimer("Drawing social cards");
    drawing.start();
    const fonts = cardFonts(rootDir);
    const cards = pageCards(content, siteUrl);
    fs.mkdirSync(path.join(publicDir, CARD_DIR), { recursive: true });
    const collect = fullCollector();
    for (const [i, card] of cards.entries()) {
      fs.writeFileSync(path.join(publicDir, cardPath(card.route)), await renderCard(card.text, fonts));
      // resvg keeps a card's pixels (3.6 MB) in native memory until the objects that hold them are
      // collected and their finalizers run, on a later turn of the event loop: drawn all at once,
      // or one after another without a turn, 1,000 articles' cards held 3.6 GB (thx/resvg-js#216).
      await new Promise((resolve) => setImmediate(resolve));
      if ((i + 1) % CARDS_PER_COLLECTION === 0) collect();
    }
    drawing.setStatus(`${cards.length} cards`);
    drawing.end();
  },
};
