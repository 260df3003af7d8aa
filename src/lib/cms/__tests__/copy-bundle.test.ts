import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  adminDevMiddleware,
  bundleFiles,
  copyDecapBundle,
  decapDistDir,
  isBundleFile,
  type DevResponse,
} from "../copy-bundle";

const root = path.resolve(__dirname, "../../../..");

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "decap-bundle-"));
  made.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/** A dist/ laid out like decap-cms's: entry bundle, chunks, wasm, maps and the old `cms.js` copy. */
function fakeDist(): string {
  const dir = tempDir();
  for (const name of ["decap-cms.js", "103.decap-cms.js", "dd5d52671a5763720504.wasm", "decap-cms.js.LICENSE.txt"]) {
    fs.writeFileSync(path.join(dir, name), `contents of ${name}`);
  }
  for (const name of ["decap-cms.js.map", "103.decap-cms.js.map", "cms.js", "103.cms.js", "cms.css"])
    fs.writeFileSync(path.join(dir, name), "");
  return dir;
}

describe("isBundleFile", () => {
  it.each([
    "decap-cms.js",
    "7.decap-cms.js",
    "5025.decap-cms.js",
    "f728dc876b39e5273411.wasm",
    "decap-cms.js.LICENSE.txt",
  ])("takes %s", (name) => {
    expect(isBundleFile(name)).toBe(true);
  });
  it.each([
    "decap-cms.js.map",
    "cms.js",
    "103.cms.js",
    "cms.css",
    "config.yml",
    "index.html",
    "..",
    "../decap-cms.js",
    "x.decap-cms.js",
  ])("leaves %s", (name) => {
    expect(isBundleFile(name)).toBe(false);
  });
});

describe("copyDecapBundle", () => {
  it("copies the entry bundle, its chunks, wasm and licence, and nothing else, creating the folder", () => {
    const dist = fakeDist();
    const target = path.join(tempDir(), "public", "admin");
    const copied = copyDecapBundle(dist, target);
    expect(copied).toEqual([
      "103.decap-cms.js",
      "dd5d52671a5763720504.wasm",
      "decap-cms.js",
      "decap-cms.js.LICENSE.txt",
    ]);
    expect(fs.readdirSync(target).sort()).toEqual(copied);
    expect(fs.readFileSync(path.join(target, "decap-cms.js"), "utf8")).toBe("contents of decap-cms.js");
  });

  it("leaves what is already in the folder (index.html and config.yml come from static/)", () => {
    const target = tempDir();
    fs.writeFileSync(path.join(target, "config.yml"), "kept");
    copyDecapBundle(fakeDist(), target);
    expect(fs.readFileSync(path.join(target, "config.yml"), "utf8")).toBe("kept");
  });

  it("says to install when decap-cms is missing", () => {
    expect(() => copyDecapBundle(path.join(tempDir(), "nothing"), tempDir())).toThrow(
      /decap-cms\.js is missing: run npm install/,
    );
  });
});

describe("the installed decap-cms", () => {
  const files = bundleFiles(decapDistDir(root));

  it("has the entry bundle at the path static/admin/index.html loads", () => {
    expect(files).toContain("decap-cms.js");
  });

  it("has every chunk the entry bundle may load", () => {
    const entry = fs.readFileSync(path.join(decapDistDir(root), "decap-cms.js"), "utf8");
    // webpack names chunks `<id>.decap-cms.js`; the dist holds them beside the entry.
    expect(entry).toContain('".decap-cms.js"');
    expect(files.filter((f) => /^\d+\.decap-cms\.js$/.test(f)).length).toBeGreaterThan(0);
  });
});

describe("adminDevMiddleware", () => {
  const dist = fakeDist();
  const index = path.join(root, "static/admin/index.html");
  let version = 0;
  const handle = adminDevMiddleware(dist, index, {
    "admin.js": { type: "text/javascript", make: () => Promise.resolve(`version ${++version}`) },
    "content.json": {
      type: "application/json",
      make: () => {
        throw new Error("data/site.yaml is not valid YAML");
      },
    },
  });

  async function request(method: string, urlPath: string) {
    const calls: string[] = [];
    let answered: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (answered = resolve));
    const record = (call: string) => {
      calls.push(call);
      answered();
    };
    const res: DevResponse = {
      sendFile: (file) => record(`file ${file}`),
      redirect: (status, url) => record(`redirect ${status} ${url}`),
      status: (code) => (calls.push(`status ${code}`), res),
      type: (type) => (calls.push(`type ${type}`), res),
      send: (body) => record(`send ${body}`),
    };
    handle({ method, path: urlPath }, res, () => record("next"));
    await done;
    return calls;
  }

  it("answers /admin/ with index.html and sends /admin to it", async () => {
    expect(await request("GET", "/admin/")).toEqual([`file ${index}`]);
    expect(await request("GET", "/admin")).toEqual(["redirect 302 /admin/"]);
  });

  it("serves the bundle's files from node_modules", async () => {
    expect(await request("GET", "/admin/decap-cms.js")).toEqual([`file ${path.join(dist, "decap-cms.js")}`]);
    expect(await request("HEAD", "/admin/103.decap-cms.js")).toEqual([`file ${path.join(dist, "103.decap-cms.js")}`]);
  });

  it("makes the generated files afresh on every request, so they follow the working tree", async () => {
    expect(await request("GET", "/admin/admin.js")).toEqual(["type text/javascript", "send version 1"]);
    expect(await request("GET", "/admin/admin.js")).toEqual(["type text/javascript", "send version 2"]);
  });

  it("answers 500 with the reason when a generated file cannot be made", async () => {
    expect(await request("GET", "/admin/content.json")).toEqual([
      "status 500",
      "type text/plain",
      "send /admin/content.json could not be made: data/site.yaml is not valid YAML",
    ]);
  });

  it("passes on everything else: config.yml, source maps, other paths, other methods", async () => {
    for (const p of [
      "/admin/config.yml",
      "/admin/decap-cms.js.map",
      "/admin/9.decap-cms.js",
      "/admin/x/decap-cms.js",
      "/about/",
      "/decap-cms.js",
      "/admin/toString",
    ]) {
      expect(await request("GET", p)).toEqual(["next"]);
    }
    expect(await request("POST", "/admin/")).toEqual(["next"]);
  });
});
