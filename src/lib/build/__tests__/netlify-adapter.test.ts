import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { markFunctionsBundled } from "../netlify-adapter";

/** A checkout after Gatsby's build and the adapter: two compiled Functions, a chunk, and the adapter's handlers and manifests. */
function built(): string {
  const root = fs.mkdtempSync(path.join(scratch, "site-"));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write(".cache/functions/contact.js", "module.exports = () => {}");
  write(".cache/functions/site-check/reports/[id].js", "module.exports = () => {}");
  write(".cache/functions/516.js", "exports.id = 516");
  write("node_modules/cookie/index.js", "exports.parse = () => ({})");
  for (const [id, entry] of [
    ["contact-js", ".cache/functions/contact.js"],
    ["site-check-reports-id-js", ".cache/functions/site-check/reports/[id].js"],
  ] as const) {
    write(
      `.netlify/functions-internal/${id}/${id}.js`,
      `const cookie = require("../../../node_modules/cookie/index.js")\nconst functionModule = require("../../../${entry}")\n`,
    );
    write(
      `.netlify/functions-internal/${id}/${id}.json`,
      JSON.stringify({
        config: { name: id, includedFiles: [entry.replace(/\[|]/g, "*")], includedFilesBasePath: root },
        version: 1,
      }),
    );
  }
  return root;
}

const manifest = (root: string, id: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(root, ".netlify/functions-internal", id, `${id}.json`), "utf8")) as {
      config: { includedFiles: string[]; nodeBundler: string; name: string };
    }
  ).config;

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "netlify-adapter-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

describe("the Functions Netlify's build receives", () => {
  it("are marked as bundled already, each naming every file it loads: its own, what its handler requires by path, webpack's chunks", () => {
    const root = built();
    const functions = [
      { functionId: "contact-js", pathToEntryPoint: ".cache/functions/contact.js" },
      { functionId: "site-check-reports-id-js", pathToEntryPoint: ".cache/functions/site-check/reports/[id].js" },
    ];
    expect(markFunctionsBundled(root, functions)).toBe(2);
    const contact = manifest(root, "contact-js");
    expect(contact.nodeBundler).toBe("none");
    expect(contact.name).toBe("contact-js");
    expect(contact.includedFiles.sort()).toEqual(
      [".cache/functions/516.js", ".cache/functions/contact.js", "node_modules/cookie/index.js"].sort(),
    );
    // The other Function's file is not this one's; a bracketed name stays a glob, as the adapter writes it.
    expect(manifest(root, "site-check-reports-id-js").includedFiles.sort()).toEqual(
      [".cache/functions/516.js", ".cache/functions/site-check/reports/*id*.js", "node_modules/cookie/index.js"].sort(),
    );
  });

  it("leave alone a Function the adapter wrote no manifest for", () => {
    const root = built();
    expect(markFunctionsBundled(root, [{ functionId: "gone-js", pathToEntryPoint: ".cache/functions/gone.js" }])).toBe(
      0,
    );
    expect(manifest(root, "contact-js").nodeBundler).toBeUndefined();
  });
});
