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
import { CARD_DIR, CARD_HEIGHT, CARD_WIDTH, cardPath, cardTree, pageCards, type CardNode, type CardText } from "./social-card";
import type { PostBuildStep } from "../build/step";

export interface CardFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: "normal";
}

/** Inter, regular and bold, from the installed package. */
export function cardFonts(rootDir: string): CardFont[] {
  const file = (weight: number) => path.join(rootDir, "node_modules/@fontsource/inter/files", `inter-latin-${weight}-normal.woff`);
  return [400, 700].map((weight) => ({ name: "Inter", data: fs.readFileSync(file(weight)), weight: weight as 400 | 700, style: "normal" as const }));
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
  const svg = await satori(toElement(cardTree(text)) as unknown as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts });
  return new Resvg(svg, { fitTo: { mode: "width", value: CARD_WIDTH } }).render().asPng();
}

/** A full collection after this many cards (about 0.4 s each in a heap Gatsby has grown to 600 MB). */
const CARDS_PER_FULL_COLLECTION = 200;

/**
 * The garbage collection the card loop asks for after each card, which the memory a build needs
 * depends on (bench/build-scale.mjs measures it). resvg keeps each card's pixels (about 3.6 MB)
 * in native memory that V8 does not count, so nothing prompts a collection to free them: 1,000
 * articles' cards held 3.6 GB until the build ended (thx/resvg-js#216). The objects that hold
 * them are young when a card is written, so a minor collection (milliseconds) frees them once the
 * event loop turns. And satori's work for a card outlives V8's young collections during it and
 * dies in the old generation, which V8 lets grow to several times what Gatsby's process holds
 * before it collects (0.45 MB a card: 900 MB for 2,000 articles); a full collection now and then
 * keeps that to tens of MB. Node offers `gc` only behind --expose-gc, which a context made after
 * setting the flag receives (as jest-leak-detector does).
 */
function cardCollector(): (drawn: number) => void {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as NodeJS.GCFunction;
  return (drawn) => gc({ type: drawn % CARDS_PER_FULL_COLLECTION === 0 ? "major" : "minor" });
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
    const collect = cardCollector();
    for (const [i, card] of cards.entries()) {
      fs.writeFileSync(path.join(publicDir, cardPath(card.route)), await renderCard(card.text, fonts));
      collect(i + 1);
      // resvg's finalizers, which free the pixels, run on the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
    drawing.setStatus(`${cards.length} cards`);
    drawing.end();
  },
};
