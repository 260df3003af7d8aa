import { buildInstant, isDue, siteBuildDate, sydneyDay, sydneyInstant, sydneyText } from "../schedule";
import {
  EVERYTHING,
  isPublished,
  pendingEntries,
  publicationNote,
  publicationOf,
  publishedContent,
} from "../publication";
import type { Content } from "../files";

const instant = (text: string): Date => {
  const at = sydneyInstant(text);
  if ("problem" in at) throw new Error(at.problem);
  return at.instant;
};

describe("publishAt, a Sydney date and time", () => {
  it("is read with Sydney's offset of the day: AEDT (+11:00) in summer, AEST (+10:00) in winter", () => {
    expect(instant("2026-12-01 07:00").toISOString()).toBe("2026-11-30T20:00:00.000Z");
    expect(instant("2026-07-01 07:00").toISOString()).toBe("2026-06-30T21:00:00.000Z");
    expect(sydneyText(instant("2026-12-01 07:00"))).toBe("2026-12-01 07:00 AEDT (+11:00)");
    expect(sydneyText(instant("2026-07-01 07:00"))).toBe("2026-07-01 07:00 AEST (+10:00)");
    expect(sydneyDay(instant("2026-12-01 07:00"))).toBe("2026-12-01");
  });

  it("changes offset exactly when Sydney's clocks change (first Sunday of April and of October 2026)", () => {
    // Daylight saving ends at 03:00 AEDT on 5 April 2026 (16:00 UTC on the 4th).
    expect(instant("2026-04-05 01:59").toISOString()).toBe("2026-04-04T14:59:00.000Z");
    expect(instant("2026-04-05 03:00").toISOString()).toBe("2026-04-04T17:00:00.000Z");
    // It starts at 02:00 AEST on 4 October 2026 (16:00 UTC on the 3rd).
    expect(instant("2026-10-04 01:59").toISOString()).toBe("2026-10-03T15:59:00.000Z");
    expect(instant("2026-10-04 03:00").toISOString()).toBe("2026-10-03T16:00:00.000Z");
  });

  it("refuses the hour that never happens and the hour that happens twice, saying why", () => {
    expect(sydneyInstant("2026-10-04 02:30")).toEqual({
      problem: expect.stringContaining("never happens in Sydney") as string,
    });
    expect(sydneyInstant("2026-04-05 02:30")).toEqual({
      problem: expect.stringContaining("happens twice in Sydney") as string,
    });
  });

  it("refuses other forms and impossible dates", () => {
    for (const bad of ["2026-12-01", "2026-12-01T07:00", "2026-12-01 7:00", "1 Dec 2026 07:00"])
      expect(sydneyInstant(bad)).toEqual({ problem: expect.stringContaining("YYYY-MM-DD HH:mm") as string });
    expect(sydneyInstant("2026-02-30 07:00")).toEqual({
      problem: expect.stringContaining("not a real date") as string,
    });
    expect(sydneyInstant("2026-12-01 24:00")).toEqual({
      problem: expect.stringContaining("not a real date") as string,
    });
  });

  it("is due from its minute on, never before; an unreadable one is never due", () => {
    expect(isDue("2026-12-01 07:00", new Date("2026-11-30T19:59:59.999Z"))).toBe(false);
    expect(isDue("2026-12-01 07:00", new Date("2026-11-30T20:00:00.000Z"))).toBe(true);
    expect(isDue(undefined, new Date(0))).toBe(true);
    expect(isDue("2026-10-04 02:30", new Date("2030-01-01T00:00:00Z"))).toBe(false);
    expect(isDue(20261201, new Date("2030-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("SITE_BUILD_DATE", () => {
  it("is an ISO date or date and time; without an offset it is Sydney time", () => {
    expect(siteBuildDate({})).toBeUndefined();
    expect(siteBuildDate({ SITE_BUILD_DATE: "2026-12-01T07:00:00Z" })).toEqual({
      instant: new Date("2026-12-01T07:00:00Z"),
    });
    expect(siteBuildDate({ SITE_BUILD_DATE: "2026-12-01T07:00" })).toEqual({
      instant: new Date("2026-11-30T20:00:00Z"),
    });
    expect(siteBuildDate({ SITE_BUILD_DATE: "2026-12-01" })).toEqual({ instant: new Date("2026-11-30T13:00:00Z") });
  });

  it("stops the build when it cannot be read, rather than building as of the clock", () => {
    expect(() => buildInstant({ SITE_BUILD_DATE: "next Monday" })).toThrow(
      /SITE_BUILD_DATE "next Monday" is not an ISO 8601 date/,
    );
  });

  it("is otherwise the moment the process first asked: one instant for a whole build", () => {
    const first = buildInstant({});
    expect(buildInstant({})).toBe(first);
  });
});

describe("what a run publishes", () => {
  const file = (name: string, data: Record<string, unknown>) => ({
    file: `data/insights/${name}.md`,
    data: { title: name, ...data },
    body: "",
  });
  const content: Content = {
    site: { file: "data/site.yaml", data: {} },
    pages: [],
    services: [],
    articles: [
      file("old", {}),
      file("monday", { publishAt: "2026-12-07 07:00" }),
      file("later", { publishAt: "2027-01-05 09:30" }),
      file("draft", { draft: true, publishAt: "2026-12-01 07:00" }),
    ],
    caseStudies: [{ file: "data/case-studies/acme.md", data: { publishAt: "2026-12-07 07:00" }, body: "" }],
  };
  const names = (c: Content) => [...(c.articles ?? []), ...(c.caseStudies ?? [])].map((f) => f.file);

  it("leaves out what is not yet due as of SITE_BUILD_DATE, articles and case studies alike, and drafts whatever their time", () => {
    const before = publicationOf({ gatsby_executing_command: "build", SITE_BUILD_DATE: "2026-12-07T06:59+11:00" });
    expect(names(publishedContent(content, before))).toEqual(["data/insights/old.md"]);
    const after = publicationOf({ gatsby_executing_command: "build", SITE_BUILD_DATE: "2026-12-07T07:00+11:00" });
    expect(names(publishedContent(content, after))).toEqual([
      "data/insights/old.md",
      "data/insights/monday.md",
      "data/case-studies/acme.md",
    ]);
  });

  it("shows every scheduled entry in gatsby develop and on Deploy Previews and branch deploys, unless SITE_BUILD_DATE says otherwise", () => {
    expect(publicationOf({ gatsby_executing_command: "develop" })).toEqual({ drafts: true, asOf: null });
    expect(publicationOf({ gatsby_executing_command: "build", CONTEXT: "deploy-preview" })).toEqual({
      drafts: false,
      asOf: null,
    });
    expect(publicationOf({ gatsby_executing_command: "build", CONTEXT: "branch-deploy" })).toEqual({
      drafts: false,
      asOf: null,
    });
    expect(publicationOf({ gatsby_executing_command: "build", CONTEXT: "production" }).asOf).toBeInstanceOf(Date);
    expect(publicationOf({ CONTEXT: "deploy-preview", SITE_BUILD_DATE: "2026-12-01" }).asOf).toEqual(
      new Date("2026-11-30T13:00:00Z"),
    );
    expect(isPublished({ publishAt: "2099-01-01 00:00" }, EVERYTHING)).toBe(true);
  });

  it("lists what is still to come, soonest first, drafts aside: what the scheduled Function waits for", () => {
    expect(pendingEntries(content, new Date("2026-12-01T00:00:00Z"))).toEqual([
      { file: "data/case-studies/acme.md", at: new Date("2026-12-06T20:00:00Z") },
      { file: "data/insights/monday.md", at: new Date("2026-12-06T20:00:00Z") },
      { file: "data/insights/later.md", at: new Date("2027-01-04T22:30:00Z") },
    ]);
    expect(pendingEntries(content, new Date("2027-01-04T22:30:00Z"))).toEqual([]);
  });
});

describe("the build log's note", () => {
  it("names the instant SITE_BUILD_DATE sets, says when a preview shows what is scheduled, and says nothing for an ordinary build", () => {
    expect(publicationNote({ SITE_BUILD_DATE: "2026-12-07T07:00+11:00" })).toBe(
      "SITE_BUILD_DATE: building the site as of 2026-12-07 07:00 AEDT (+11:00), 2026-12-06T20:00:00.000Z; articles and case studies scheduled after it are left out.",
    );
    expect(publicationNote({ CONTEXT: "deploy-preview" })).toMatch(
      /^deploy-preview: scheduled articles and case studies are shown before their time/,
    );
    expect(publicationNote({ CONTEXT: "production" })).toBeUndefined();
  });
});
