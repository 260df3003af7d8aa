import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { indexNowKeyStep } from "../indexnow-key";
import type { StepContext } from "../../build/step";
import { parseContent } from "../../project/parse";
import { goodContent } from "../../content/__tests__/fixtures/content";

function run(env: Record<string, string>) {
  const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "indexnow-key-"));
  const said: string[] = [];
  const timer = { start() {}, setStatus() {}, end() {} };
  const context: StepContext = {
    rootDir: publicDir,
    publicDir,
    siteUrl: "https://www.example.com.au",
    content: parseContent(goodContent()),
    env,
    reporter: { info: (m) => said.push(m), warn: (m) => said.push(m), activityTimer: () => timer },
  };
  void indexNowKeyStep.run(context);
  const files = fs.readdirSync(publicDir).map((file) => [file, fs.readFileSync(path.join(publicDir, file), "utf8")]);
  fs.rmSync(publicDir, { recursive: true, force: true });
  return { files, said };
}

describe("the IndexNow key file", () => {
  it("is /<key>.txt holding the key, with INDEXNOW_KEY set", () => {
    expect(run({ INDEXNOW_KEY: "5f2b8c1e9a7d4e3f" })).toEqual({
      files: [["5f2b8c1e9a7d4e3f.txt", "5f2b8c1e9a7d4e3f"]],
      said: [],
    });
  });

  it("is not written without a key, or with one IndexNow would refuse, and the build says so once", () => {
    const none = run({});
    expect(none.files).toEqual([]);
    expect(none.said).toEqual([expect.stringContaining("INDEXNOW_KEY is not set") as unknown]);
    const bad = run({ INDEXNOW_KEY: "not a key!" });
    expect(bad.files).toEqual([]);
    expect(bad.said).toHaveLength(1);
  });
});
