/**
 * netlify.toml is the whole Netlify setup: a new site connected to the repository must build it
 * with the command, output folder and Node.js version this project is tested with.
 */
import fs from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";

const root = path.resolve(__dirname, "../..");
const toml = parse(fs.readFileSync(path.join(root, "netlify.toml"), "utf8")) as {
  build?: { command?: string; publish?: string; environment?: Record<string, string> };
};
const pkg = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  scripts: Record<string, string>;
  engines: { node: string };
};

describe("netlify.toml", () => {
  it("builds with the project's own build script into public/", () => {
    expect(toml.build?.command).toBe("npm run build");
    expect(pkg.scripts.build).toContain("gatsby build");
    expect(toml.build?.publish).toBe("public");
  });

  it("pins the Node.js major version CI runs (.nvmrc, which .ci/run installs), within package.json's engines", () => {
    const pinned = toml.build?.environment?.NODE_VERSION;
    expect(pinned).toBe(fs.readFileSync(path.join(root, ".nvmrc"), "utf8").trim());
    expect(fs.readFileSync(path.join(root, ".ci/run"), "utf8")).toContain('want="$(cat .nvmrc)"');
    expect(Number(pinned)).toBeGreaterThanOrEqual(Number(/>=(\d+)/.exec(pkg.engines.node)?.[1]));
  });

  it("holds no secret: those belong in the site's environment, scoped to Functions", () => {
    const names = Object.keys(toml.build?.environment ?? {});
    expect(names.filter((name) => /KEY|SECRET|TOKEN|PASSWORD|CLIENT_ID/i.test(name))).toEqual([]);
  });
});
