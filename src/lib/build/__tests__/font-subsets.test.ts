import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildFontSubsets, codePointsOf, LATIN_RANGE, unicodeRange } from "../font-subsets";

describe("unicode ranges", () => {
  it("writes code points as runs and reads them back", () => {
    expect(unicodeRange([0x41, 0x20, 0x42, 0x43, 0xe9, 0x2192])).toBe("U+0020,U+0041-0043,U+00E9,U+2192");
    expect([...codePointsOf("U+0020,U+0041-0043,U+00E9")]).toEqual([0x20, 0x41, 0x42, 0x43, 0xe9]);
    expect(codePointsOf(LATIN_RANGE).size).toBe(
      256 + 1 + 2 + 2 + 1 + 1 + 1 + 1 + 1 + 1 + 112 + 1 + 1 + 1 + 1 + 1 + 1 + 1 + 1,
    );
  });
});

describe("the brand faces cut to the site's characters", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "fonts-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("covers every character of data/ in the subsets and leaves the rest of Latin to the full files", async () => {
    fs.mkdirSync(path.join(root, "data"), { recursive: true });
    fs.writeFileSync(path.join(root, "data", "site.yaml"), "tagline: Café — 24×7 ›\n");
    fs.symlinkSync(path.resolve(__dirname, "../../../../node_modules"), path.join(root, "node_modules"));
    const files = await buildFontSubsets(root, path.join(root, "public"));
    for (const face of [files.heading, files.body]) {
      const subset = codePointsOf(face.subsetRange);
      for (const char of "Café — 24×7 ›Az~") expect(subset.has(char.codePointAt(0) as number)).toBe(true);
      const full = codePointsOf(face.fullRange);
      expect(full.has(0xe9)).toBe(false);
      expect(full.has(0xf1)).toBe(true);
      // A file in public/_fonts/, or the subset itself written into the page's CSS (the body face).
      const size = (url: string) =>
        url.startsWith("data:")
          ? Buffer.from(url.slice(url.indexOf(",") + 1), "base64").length
          : fs.statSync(path.join(root, "public", url)).size;
      expect(size(face.subset)).toBeLessThan(size(face.full) / 1.5);
    }
    // Each face's metrics, read from the file the site serves, which its fallback is fitted to.
    expect(files.heading.metrics).toMatchObject({ familyName: "Instrument Sans", unitsPerEm: 1000, capHeight: 720 });
    expect(files.body.metrics).toMatchObject({ familyName: "Inter", unitsPerEm: 2048, capHeight: 1490 });
    expect(files.heading.subset).toMatch(/^\/_fonts\/instrument-sans-subset-[0-9a-f]{10}\.woff2$/);
    expect(files.body.subset).toMatch(/^data:font\/woff2;base64,d09GMg/);
    // Four faces subset for real (some 4 s of one core here, more on a busy machine): Jest's 5 s is no bound of ours.
  }, 30_000);
});
