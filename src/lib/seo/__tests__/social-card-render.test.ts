import fs from "node:fs";
import path from "node:path";
import { CARD_HEIGHT, CARD_WIDTH } from "../social-card";
import { cardFonts, renderCard } from "../social-card-render";

const root = path.resolve(__dirname, "../../../..");

/** A PNG's size, from its IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("a rendered social card", () => {
  it("is a 1200×630 PNG in the shipped font, whatever the length of the text", async () => {
    const fonts = cardFonts(root);
    const text = {
      kicker: "Local SEO",
      title: "Be the business locals find first",
      line: "Map pack, reviews and listings.",
      brand: "Harbour AI SEO",
      domain: "harbouraiseo.com.au",
      footnote: "Serving businesses across Australia",
    };
    const short = await renderCard(text, fonts);
    const long = await renderCard(
      {
        ...text,
        title: "A".repeat(40).split("").join(" ") + " a very long heading that goes on",
        line: "word ".repeat(80),
      },
      fonts,
    );
    for (const png of [short, long]) {
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(pngSize(png)).toEqual({ width: CARD_WIDTH, height: CARD_HEIGHT });
    }
    expect(short.equals(long)).toBe(false);
    if (process.env.CARD_SAMPLE) fs.writeFileSync(process.env.CARD_SAMPLE, long);
  });
});
