/** @jest-environment jsdom */
/**
 * The CMS previews of the proof editors add: a case study drawn by the site's own component, its
 * chart from the export the editor uploaded; the team and the client logos as the About and home
 * pages show them, their pictures from the editor's uploads.
 */
import "@testing-library/jest-dom";
import path from "node:path";
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { CaseStudyPreviewPage, PeoplePreviewPage } from "../preview";
import { contentSnapshot } from "../../lib/project/load";
import { caseStudyPreview, peoplePreview, previewQuery, saveProblems, describeProblems } from "../preview-data";
import { markdownToHtml } from "../../lib/insights/render-markdown";
import type { CaseStudyFile } from "../../lib/content/files";

const snapshot = contentSnapshot(path.resolve(__dirname, "../../.."));
const query = previewQuery(snapshot);
const uploads = (file: string) => ({
  src: `blob:preview/${file}`,
  width: file.startsWith("team/") ? 320 : 160,
  height: file.startsWith("team/") ? 400 : 40,
});

/** Four weeks of Search Console data, newest first: 10 clicks a day for two weeks, 20 after. */
const exported = [
  "Date,Clicks,Impressions,CTR,Position",
  ...Array.from({ length: 28 }, (_, i) => {
    const clicks = i < 14 ? 10 : 20;
    return `${new Date(Date.UTC(2026, 2, 2 + i)).toISOString().slice(0, 10)},${clicks},500,${((clicks / 500) * 100).toFixed(2)}%,9.1`;
  }).reverse(),
].join("\n");

function study(exportText: string | undefined): CaseStudyFile {
  return {
    file: "data/case-studies/a-client.md",
    data: {
      title: "A client found first",
      client: "A Client",
      industry: "Trades",
      city: "Sydney",
      services: ["local-seo"],
      start: "2026-03-16",
      summary: "What we did and what changed in the weeks after, as a test of the preview.",
      consent: true,
      logo: "case-studies/a-client.svg",
    },
    body: "## What we did\n\nWe fixed the listings.",
    ...(exportText === undefined ? {} : { export: { file: "data/case-studies/a-client.csv", text: exportText } }),
  };
}

describe("the CMS preview of a case study", () => {
  it("draws the page with the site's own component, its chart and change from the uploaded export", () => {
    render(
      <CaseStudyPreviewPage
        preview={caseStudyPreview(study(exported), snapshot, markdownToHtml, uploads)}
        query={query}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("A client found first");
    const chart = screen.getByRole("img", { name: /Weekly clicks and impressions from Google for A Client/ });
    expect(chart.querySelectorAll("polyline")).toHaveLength(2);
    expect(chart.closest("figure")).toHaveTextContent("10 to 20 (+100%)");
    expect(screen.getByRole("img", { name: "A Client" })).toHaveAttribute(
      "src",
      "blob:preview/case-studies/a-client.svg",
    );
    expect(screen.getByRole("heading", { level: 2, name: "What we did" })).toBeInTheDocument();
  });

  it("says what is missing until the export is uploaded, and does not refuse the save for it", () => {
    render(
      <CaseStudyPreviewPage
        preview={caseStudyPreview(study(undefined), snapshot, markdownToHtml, uploads)}
        query={query}
      />,
    );
    expect(screen.getByText(/The page and its chart show once/)).toBeInTheDocument();
    expect(describeProblems(saveProblems("caseStudy", study(undefined)))).toEqual([]);
    const withoutConsent = study(undefined);
    (withoutConsent.data as Record<string, unknown>).consent = false;
    expect(describeProblems(saveProblems("caseStudy", withoutConsent))).toEqual([
      "consent must be true: the site shows the client's name and results only with their written consent, kept on file",
    ]);
  });
});

describe("the CMS preview of the team and the client logos", () => {
  const authors = (people: Array<Record<string, unknown>>) => ({
    file: "data/authors.yaml",
    data: {
      authors: [
        { key: "harbour-team", name: "Harbour AI SEO team", role: "Strategists, Sydney", bio: "We write." },
        ...people,
      ],
    },
  });
  const person = {
    key: "jane-citizen",
    name: "Jane Citizen",
    role: "Strategist",
    bio: "Jane directs the agents.",
    photo: "team/jane-citizen.jpg",
    photoAlt: "Jane at her desk",
    consent: true,
  };

  it("shows the team as the About page does, each photo from the editor's upload", () => {
    const { problems, query: withTeam } = peoplePreview("authors", authors([person]), snapshot, uploads);
    render(<PeoplePreviewPage kind="authors" problems={problems} query={withTeam} />);
    const team = screen.getByRole("region", { name: "The team, as the About page shows it" });
    expect(within(team).getByRole("link", { name: "Jane Citizen" })).toHaveAttribute("href", "/team/jane-citizen/");
    expect(within(team).getByRole("img", { name: "Jane at her desk" })).toHaveAttribute(
      "src",
      "blob:preview/team/jane-citizen.jpg",
    );
  });

  it("says when no one is on the team yet, and when there are too few logos for the strip", () => {
    const team = peoplePreview("authors", authors([]), snapshot, uploads);
    const { unmount } = render(<PeoplePreviewPage kind="authors" problems={team.problems} query={team.query} />);
    expect(screen.getByText(/No one is shown on the About page yet/)).toBeInTheDocument();
    unmount();
    const clients = (count: number) => ({
      file: "data/clients.yaml",
      data: {
        clients: Array.from({ length: count }, (_, i) => ({
          name: `Client ${i + 1}`,
          logo: `clients/client-${i + 1}.svg`,
          consent: true,
        })),
      },
    });
    const few = peoplePreview("clients", clients(3), snapshot, uploads);
    const second = render(<PeoplePreviewPage kind="clients" problems={few.problems} query={few.query} />);
    expect(screen.getByText(/at least 4 clients with their consent; there are 3/)).toBeInTheDocument();
    second.unmount();
    const enough = peoplePreview("clients", clients(4), snapshot, uploads);
    render(<PeoplePreviewPage kind="clients" problems={enough.problems} query={enough.query} />);
    expect(screen.getAllByRole("img").map((img) => img.getAttribute("alt"))).toEqual([
      "Client 1",
      "Client 2",
      "Client 3",
      "Client 4",
    ]);
  });
});
