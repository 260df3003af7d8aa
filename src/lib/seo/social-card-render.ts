/**
 * Renders the social cards at build (gatsby-node.ts onPostBuild): satori lays the card out as SVG
 * with Inter from @fontsource/inter (a file shipped in the package, not fetched), and resvg turns
 * the SVG into a PNG. Node only.
 */
import fs from "node:fs";
import path from "node:path";
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

/** Each indexable page's social card, drawn from its YAML; the log says how long they took. */
export const socialCardsStep: PostBuildStep = {
  name: "Drawing social cards",
  async run({ rootDir, publicDir, siteUrl, content, reporter }) {
    const drawing = reporter.activityTimer("Drawing social cards");
    drawing.start();
    const fonts = cardFonts(rootDir);
    const cards = pageCards(content, siteUrl);
    fs.mkdirSync(path.join(publicDir, CARD_DIR), { recursive: true });
    await Promise.all(cards.map(async (card) => fs.writeFileSync(path.join(publicDir, cardPath(card.route)), await renderCard(card.text, fonts))));
    drawing.setStatus(`${cards.length} cards`);
    drawing.end();
  },
};
