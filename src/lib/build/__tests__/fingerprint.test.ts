/**
 * A build unlike the last one in its folder starts from nothing: a Deploy Preview's output or the
 * nodes an older parser made never reach the next build through Gatsby's (or Netlify's) cache.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildFingerprint, recordFingerprint, startCleanIfChanged } from "../fingerprint";

describe("the build's fingerprint", () => {
  let root: string;
  const messages: string[] = [];
  const info = (message: string) => messages.push(message);
  const lib = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, "src", "lib", file)), { recursive: true });
    fs.writeFileSync(path.join(root, "src", "lib", file), text);
  };
  /** A build as gatsby-node runs one: the check first, public/ written, the record last. */
  const build = (env: Record<string, string>) => {
    const cleaned = startCleanIfChanged(root, buildFingerprint(root, env), info);
    fs.mkdirSync(path.join(root, "public"), { recursive: true });
    fs.writeFileSync(path.join(root, "public", "index.html"), `<p>${env.CONTEXT ?? "local"}</p>`);
    recordFingerprint(root, buildFingerprint(root, env));
    return cleaned;
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "fingerprint-"));
    lib("content/parse.ts", "export const version = 1;\n");
    lib("content/__tests__/parse.test.ts", "test('a', () => {});\n");
    messages.length = 0;
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("keeps the cache from one live build to the next while only content changes", () => {
    expect(build({ CONTEXT: "production" })).toBe(false);
    expect(build({ CONTEXT: "production" })).toBe(false);
    // A test of the parser is no part of what the build runs.
    lib("content/__tests__/parse.test.ts", "test('b', () => {});\n");
    expect(build({ CONTEXT: "production" })).toBe(false);
    expect(messages).toEqual([]);
  });

  it("starts from nothing after a preview's build, and after the live site's again", () => {
    build({ CONTEXT: "production" });
    expect(build({ CONTEXT: "deploy-preview" })).toBe(true);
    expect(build({ CONTEXT: "production" })).toBe(true);
    expect(messages).toEqual([expect.stringMatching(/deploy context/), expect.stringMatching(/deploy context/)]);
  });

  it("starts from nothing once the code that makes nodes from data/ changes", () => {
    build({ CONTEXT: "production" });
    lib("content/parse.ts", "export const version = 2;\n");
    expect(build({ CONTEXT: "production" })).toBe(true);
    expect(fs.readFileSync(path.join(root, "public", "index.html"), "utf8")).toBe("<p>production</p>");
  });

  it("starts from nothing when a public/ of unknown origin is there, and does nothing on a first build", () => {
    expect(startCleanIfChanged(root, buildFingerprint(root, {}), info)).toBe(false);
    fs.mkdirSync(path.join(root, "public"));
    expect(startCleanIfChanged(root, buildFingerprint(root, {}), info)).toBe(true);
    expect(fs.existsSync(path.join(root, "public"))).toBe(false);
  });
});
