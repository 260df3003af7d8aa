/**
 * The social images the content names, checked on disk as the build checks them: an image set by
 * hand is announced as 1200×630 (og:image:width and height), so it must be that size.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { formatProblem } from "../../content/problems";
import { loadProject } from "../load";

const png = (width: number, height: number) =>
  Buffer.from(
    new Resvg(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#0b1f3a"/></svg>`,
    )
      .render()
      .asPng(),
  );

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "social-images-"));
  for (const dir of ["data/pages", "data/services", "static/social"])
    fs.mkdirSync(path.join(root, dir), { recursive: true });
  fs.writeFileSync(path.join(root, "static/social/right.png"), png(1200, 630));
  fs.writeFileSync(path.join(root, "static/social/small.png"), png(800, 600));
  // A GIF's header, which is all a size check reads.
  fs.writeFileSync(
    path.join(root, "static/social/anim.gif"),
    Buffer.concat([Buffer.from("GIF89a"), Buffer.from([0xb0, 0x04, 0x76, 0x02, 0, 0, 0])]),
  );
  fs.writeFileSync(path.join(root, "static/social/broken.png"), "not an image");
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function problemsWith(siteImage: string, pageImages: Record<string, string>): string[] {
  fs.writeFileSync(path.join(root, "data/site.yaml"), `socialImage: ${siteImage}\n`);
  for (const [name, image] of Object.entries(pageImages))
    fs.writeFileSync(path.join(root, `data/pages/${name}.yaml`), `path: /${name}\nseo:\n  image: ${image}\n`);
  return loadProject(root).problems.map(formatProblem).sort();
}

describe("social images named in the content", () => {
  it("accepts a 1200×630 PNG", () => {
    expect(problemsWith("/social/right.png", { about: "/social/right.png" })).toEqual([]);
  });

  it("names the file, field and the fix for a missing, wrongly sized, wrong-format or unreadable image", () => {
    expect(
      problemsWith("/social/small.png", {
        about: "/social/missing.png",
        faq: "/social/anim.gif",
        team: "/social/broken.png",
      }),
    ).toEqual([
      'data/pages/about.yaml: seo.image "/social/missing.png" is not a file in static/; add the image there or fix the name',
      'data/pages/faq.yaml: seo.image "/social/anim.gif" is a GIF file; use a 1200×630 PNG or JPEG',
      'data/pages/team.yaml: seo.image "/social/broken.png" is not an image this site can read; use a 1200×630 PNG or JPEG',
      'data/site.yaml: socialImage "/social/small.png" is 800×600 pixels; social images must be 1200×630',
    ]);
  });
});

describe("files in data/", () => {
  it("stops the build on a file no collection owns, naming it and where content lives", () => {
    fs.writeFileSync(path.join(root, "data/site.yaml"), "socialImage: /social/right.png\n");
    fs.mkdirSync(path.join(root, "data/team"), { recursive: true });
    fs.writeFileSync(path.join(root, "data/team/notes.txt"), "Who to ask for a photo\n");
    fs.writeFileSync(path.join(root, "data/pages/notes.md"), "Draft notes\n");
    fs.writeFileSync(path.join(root, "data/pages/.DS_Store"), "");
    const where =
      "is in no collection, so the site would not know what it is: content lives in data/site.yaml, data/authors.yaml, data/pages/*.yaml, data/services/*.yaml, data/insights/*.md, data/clients.yaml, data/site-check.yaml, data/case-studies/ (each case study's .md, its Search Console .csv and logo), data/team/ (photos) and data/clients/ (logos). Move it there or delete it.";
    expect(loadProject(root).problems.map(formatProblem).sort()).toEqual([
      `data/pages/notes.md: ${where}`,
      `data/team/notes.txt: ${where}`,
    ]);
  });
});

describe("photos and logos in data/", () => {
  it("refuses a photo that is not there, one too small to stay sharp, and a logo that is no image", () => {
    fs.writeFileSync(path.join(root, "data/site.yaml"), "socialImage: /social/right.png\n");
    fs.mkdirSync(path.join(root, "data/team"), { recursive: true });
    fs.mkdirSync(path.join(root, "data/clients"), { recursive: true });
    fs.writeFileSync(path.join(root, "data/team/small.png"), png(320, 400));
    fs.writeFileSync(path.join(root, "data/team/right.png"), png(800, 1000));
    fs.writeFileSync(path.join(root, "data/clients/broken.png"), "not an image");
    const person = (key: string, photo: string) =>
      `  - key: ${key}\n    name: ${key}\n    role: Strategist\n    bio: Bio.\n    photo: ${photo}\n    photoAlt: A photo\n    consent: true\n`;
    fs.writeFileSync(
      path.join(root, "data/authors.yaml"),
      `authors:\n${person("gone", "team/gone.jpg")}${person("small", "team/small.png")}${person("right", "team/right.png")}`,
    );
    fs.writeFileSync(
      path.join(root, "data/clients.yaml"),
      "clients:\n  - name: Acme\n    logo: clients/broken.png\n    consent: true\n",
    );
    expect(loadProject(root).problems.map(formatProblem).sort()).toEqual([
      'data/authors.yaml: authors[0].photo "team/gone.jpg" is not a file in data/team/; add it there or fix the name',
      'data/authors.yaml: authors[1].photo "team/small.png" is 320 pixels wide; use one at least 640 pixels wide, so it stays sharp on every screen',
      'data/clients.yaml: clients[0].logo "clients/broken.png" is not an image this site can read; use a JPEG, PNG or WebP photo, or an SVG or PNG logo',
    ]);
  });
});
