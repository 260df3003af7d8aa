import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as load from "../load";
import { projectContent } from "../once";

// The parser, counted: the real one, called through a mock so the test can count its calls.
jest.mock("../load", () => {
  const actual = jest.requireActual<typeof import("../load")>("../load");
  return { ...actual, parseProject: jest.fn(actual.parseProject) };
});
const parse = jest.mocked(load.parseProject);

const checkout = path.resolve(__dirname, "../../../..");

/** A copy of data/ in a folder of its own, so a test can edit it. */
function copyOfData(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "project-"));
  fs.cpSync(path.join(checkout, "data"), path.join(root, "data"), { recursive: true });
  return root;
}

describe("data/ parsed once for the build", () => {
  it("is parsed once however often it is asked for, and again once a file changes", () => {
    const root = copyOfData();
    parse.mockClear();
    try {
      const first = projectContent(root, {});
      expect(projectContent(root, {})).toBe(first);
      expect(projectContent(root, {})).toBe(first);
      expect(parse).toHaveBeenCalledTimes(1);
      expect(first).toEqual(load.parseProject(root, {}));

      const site = path.join(root, "data", "site.yaml");
      fs.writeFileSync(site, fs.readFileSync(site, "utf8").replace(/^name: .*$/m, "name: Edited Agency Name"));
      const edited = projectContent(root, {});
      expect(edited).not.toBe(first);
      expect(edited.site.name).toBe("Edited Agency Name");
      expect(projectContent(root, {})).toBe(edited);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("is parsed again when a run takes drafts and the last did not", () => {
    const root = copyOfData();
    try {
      const build = projectContent(root, {});
      const develop = projectContent(root, { gatsby_executing_command: "develop" });
      expect(develop).not.toBe(build);
      expect(develop).toEqual(load.parseProject(root, { gatsby_executing_command: "develop" }));
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
