/**
 * The CMS preview pane: the entry being edited rendered by the site's own layout and section
 * components, with the site's Chakra styles, exactly as visitors will see it. Above it, whatever
 * the build would refuse in this entry, so an editor sees a problem before publishing it.
 */
import React, { Component, useState, type ErrorInfo, type ReactNode } from "react";
import { PreviewQuery } from "./preview-query";
import { chakra } from "@chakra-ui/react/styled-system";
import { Provider } from "../components/ui/provider";
import { Layout } from "../components/layout/layout";
import { isSectionType, SectionView } from "../components/sections";
import { ArticleView } from "../components/long-form/article";
import {
  describeProblems,
  type ArticlePreview,
  type CaseStudyPreview,
  type Preview,
  type PreviewSection,
  type StaticQueryData,
} from "./preview-data";
import { CaseStudyView } from "../components/long-form/case-study";
import { TeamMembers } from "../components/sections/team-members";
import { ClientLogos, MIN_LOGOS } from "../components/sections/client-logos";
import { sectionOf } from "../lib/content/section-data";
import type { Problem } from "../lib/content/problems";
import { toHref } from "../lib/content/pages";
import { CARD_HEIGHT, CARD_WIDTH, type CardNode, cardTree } from "../lib/seo/client";

export { PreviewQuery };

function ProblemList({ problems }: { problems: ReadonlyArray<Problem> }) {
  return (
    <chakra.ul mt="2" pl="5" listStyleType="disc">
      {describeProblems(problems).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </chakra.ul>
  );
}

/**
 * What the build would say about this entry, at the top of the preview: in the red panel, what
 * stops the build and what is worth fixing; below it, apart, the entry's launch reminders (a
 * placeholder for the agency's own facts, people or prices, which the page shows marked as such
 * and only the live site's build refuses), which are not the editor's mistakes.
 */
function BuildProblems({ problems }: { problems: ReadonlyArray<Problem> }) {
  const errors = problems.filter((p) => p.severity === "error");
  const warnings = problems.filter((p) => p.severity === "warning" && p.launch !== true);
  const launch = problems.filter((p) => p.severity === "warning" && p.launch === true);
  return (
    <>
      <EntryProblems errors={errors} warnings={warnings} />
      <LaunchReminders reminders={launch} />
    </>
  );
}

function EntryProblems({ errors, warnings }: { errors: ReadonlyArray<Problem>; warnings: ReadonlyArray<Problem> }) {
  if (errors.length === 0 && warnings.length === 0) return null;
  return (
    <chakra.div
      role="status"
      data-preview-problems=""
      px="6"
      py="4"
      bg="red.50"
      color="red.800"
      borderBottomWidth="2px"
      borderColor="red.700"
      fontSize="sm"
    >
      {errors.length > 0 ? (
        <>
          <chakra.p fontWeight="bold">The site will not publish with this entry until these are fixed:</chakra.p>
          <ProblemList problems={errors} />
        </>
      ) : null}
      {warnings.length > 0 ? (
        <chakra.div mt={errors.length > 0 ? "3" : "0"} color="amber.900">
          <chakra.p fontWeight="bold">Worth fixing (the site still publishes):</chakra.p>
          <ProblemList problems={warnings} />
        </chakra.div>
      ) : null}
    </chakra.div>
  );
}

function LaunchReminders({ reminders }: { reminders: ReadonlyArray<Problem> }) {
  if (reminders.length === 0) return null;
  return (
    <chakra.div
      data-preview-launch=""
      px="6"
      py="4"
      bg="note.bg"
      color="note.fg"
      borderBottomWidth="1px"
      borderColor="note.border"
      fontSize="sm"
    >
      <chakra.p fontWeight="bold">
        Before launch (the page shows a marked placeholder until then; the live site's build refuses it):
      </chakra.p>
      <ProblemList problems={reminders} />
    </chakra.div>
  );
}

function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <chakra.section
      data-preview-placeholder=""
      maxW="container"
      mx="auto"
      my="6"
      px="6"
      py="5"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="red.700"
      borderRadius="md"
      color="red.800"
      fontSize="sm"
    >
      <chakra.p fontWeight="bold">{title}</chakra.p>
      {children}
    </chakra.section>
  );
}

/** A section whose component throws shows why instead of blanking the whole preview. */
class SectionBoundary extends Component<{ label: string; children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Preview of ${this.props.label} failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error)
      return <Placeholder title={`${this.props.label} could not be shown: ${this.state.error.message}`} />;
    return this.props.children;
  }
}

function PreviewSectionView({ item }: { item: PreviewSection }) {
  const label = `Section ${item.index + 1}${item.ok ? ` (${item.section.type})` : item.type ? ` (${item.type})` : ""}`;
  if (!item.ok || !isSectionType(item.section.type)) {
    return (
      <Placeholder title={`${label} is not shown until it is complete:`}>
        <ProblemList problems={item.ok ? [] : item.problems} />
      </Placeholder>
    );
  }
  return (
    <SectionBoundary label={label}>
      <SectionView section={item.section} />
    </SectionBoundary>
  );
}

function CardBox({ node }: { node: CardNode }) {
  const children =
    typeof node.children === "string"
      ? node.children
      : node.children?.map((child, i) => <CardBox key={i} node={child} />);
  // satori sizes a box without its padding; so does content-box.
  return <div style={{ ...node.style, boxSizing: "content-box" }}>{children}</div>;
}

/** What a shared link to the page shows: the card the build will draw (the same layout, at 40%), or its image. */
function SocialPreview({ social }: { social: NonNullable<Preview["social"]> }) {
  const width = CARD_WIDTH * 0.4;
  return (
    <chakra.div
      data-preview-social=""
      px="6"
      py="4"
      bg="bg.subtle"
      borderBottomWidth="1px"
      borderColor="border"
      fontSize="sm"
    >
      <chakra.p color="fg.muted" mb="2">
        When shared on social media:
      </chakra.p>
      {"card" in social ? (
        <div
          style={{ width, height: CARD_HEIGHT * 0.4, overflow: "hidden", borderRadius: 8 }}
          role="img"
          aria-label={`${social.card.kicker}: ${social.card.title}`}
        >
          <div style={{ transform: "scale(0.4)", transformOrigin: "top left" }}>
            <CardBox node={cardTree(social.card)} />
          </div>
        </div>
      ) : (
        <img
          src={social.image}
          alt=""
          width={width}
          height={CARD_HEIGHT * 0.4}
          style={{ objectFit: "cover", borderRadius: 8 }}
        />
      )}
    </chakra.div>
  );
}

/** How search engines list the page: its SEO title and description as they will appear. */
function SearchSnippet({ search, path }: { search: NonNullable<Preview["search"]>; path: string }) {
  return (
    <chakra.div
      data-preview-search=""
      px="6"
      py="4"
      bg="bg.subtle"
      borderBottomWidth="1px"
      borderColor="border"
      fontSize="sm"
    >
      <chakra.p color="fg.muted">
        {search.hidden ? "Hidden from search engines (noindex). Shared links show:" : "In search results:"}
      </chakra.p>
      <chakra.p mt="1" color="fg.muted">
        {toHref(path)}
      </chakra.p>
      <chakra.p fontSize="lg" color="navy.700" lineHeight="snug">
        {search.title}
      </chakra.p>
      <chakra.p maxW="prose">{search.description}</chakra.p>
    </chakra.div>
  );
}

/**
 * Links and forms do nothing in the preview: following a link would replace the preview with the
 * page, and a form sent from it would reach the live Function (a real enquiry from the editor) or,
 * where there is none, fail with the visitor's error toast. The submit stops before the form's own
 * handler, and a note at the foot of the preview says why nothing was sent.
 */
function Inert({ children }: { children: ReactNode }) {
  const [formStopped, setFormStopped] = useState(false);
  return (
    <div
      onClickCapture={(event) => {
        if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
      }}
      onSubmitCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
        setFormStopped(true);
      }}
    >
      {children}
      <chakra.p
        role="status"
        data-preview-form-note=""
        position="fixed"
        insetInline="4"
        bottom="4"
        zIndex="toast"
        px="4"
        py="3"
        bg="note.bg"
        color="note.fg"
        borderWidth="1px"
        borderColor="note.border"
        borderRadius="md"
        boxShadow="md"
        fontSize="sm"
        display={formStopped ? "block" : "none"}
      >
        Forms do not send from the preview. On the site, this one sends what the visitor wrote.
      </chakra.p>
    </div>
  );
}

export function PreviewPage({ preview, query }: { preview: Preview; query: StaticQueryData }) {
  return (
    <PreviewFrame preview={preview} query={query}>
      {preview.sections.map((item) => (
        <PreviewSectionView key={item.index} item={item} />
      ))}
    </PreviewFrame>
  );
}

/** What a preview of one page shows around it: what the build would refuse, the search snippet, the social card, the site's layout. */
function PreviewFrame({
  preview,
  query,
  children,
}: {
  preview: { problems: ReadonlyArray<Problem>; search: Preview["search"]; social: Preview["social"]; path: string };
  query: StaticQueryData;
  children: ReactNode;
}) {
  return (
    <PreviewQuery.Provider value={query}>
      <Provider>
        <Inert>
          <BuildProblems problems={preview.problems} />
          {preview.search ? <SearchSnippet search={preview.search} path={preview.path} /> : null}
          {preview.social ? <SocialPreview social={preview.social} /> : null}
          <Layout path={preview.path}>{children}</Layout>
        </Inert>
      </Provider>
    </PreviewQuery.Provider>
  );
}

/** An article's preview: the site's own article component, inside the site's layout. */
export function ArticlePreviewPage({ preview, query }: { preview: ArticlePreview; query: StaticQueryData }) {
  const site = query.siteYaml;
  const wording = site.ui.insights;
  return (
    <PreviewFrame preview={preview} query={query}>
      {wording ? (
        <SectionBoundary label="The article">
          <ArticleView
            article={preview.article}
            trail={preview.trail}
            wording={wording}
            breadcrumbLabel={site.ui.breadcrumb}
          />
        </SectionBoundary>
      ) : (
        <Placeholder title="Add the Insights wording (ui.insights) in Site settings to preview articles." />
      )}
    </PreviewFrame>
  );
}

export function PreviewMessage({ children }: { children: ReactNode }) {
  return (
    <Provider>
      <chakra.p p="6" fontSize="sm" color="fg.muted">
        {children}
      </chakra.p>
    </Provider>
  );
}

/** A case study's preview: the site's own case study component, inside the site's layout; its chart once the export is read. */
export function CaseStudyPreviewPage({ preview, query }: { preview: CaseStudyPreview; query: StaticQueryData }) {
  const site = query.siteYaml;
  const wording = site.ui.caseStudies;
  return (
    <PreviewFrame preview={preview} query={query}>
      {!wording ? (
        <Placeholder title="Add the case studies' wording (ui.caseStudies) in Site settings to preview a case study." />
      ) : preview.study ? (
        <SectionBoundary label="The case study">
          <CaseStudyView
            study={preview.study}
            trail={preview.trail}
            wording={wording}
            breadcrumbLabel={site.ui.breadcrumb}
          />
        </SectionBoundary>
      ) : (
        <Placeholder title="The page and its chart show once the fields above and the client's Search Console export (Dates.csv) are complete." />
      )}
    </PreviewFrame>
  );
}

/** The team or the client logos as the site shows them: the About page's team, the home page's strip. */
export function PeoplePreviewPage({
  kind,
  problems,
  query,
}: {
  kind: "authors" | "clients";
  problems: ReadonlyArray<Problem>;
  query: StaticQueryData;
}) {
  const team = query.people.authors.filter((a) => a.photo !== null);
  return (
    <PreviewQuery.Provider value={query}>
      <Provider>
        <Inert>
          <BuildProblems problems={problems} />
          {kind === "authors" ? (
            team.length > 0 ? (
              <TeamMembers
                section={sectionOf("teamMembers", { id: "team", heading: "The team, as the About page shows it" })}
              />
            ) : (
              <PreviewMessage>
                No one is shown on the About page yet: an author appears there once they have a photo (with its
                description and their consent).
              </PreviewMessage>
            )
          ) : query.clientsYaml.clients.length >= MIN_LOGOS ? (
            <ClientLogos
              section={sectionOf("clientLogos", { id: "clients", eyebrow: "The home page's strip of logos" })}
            />
          ) : (
            <PreviewMessage>
              The home page shows the strip of logos once there are at least {MIN_LOGOS} clients with their consent;
              there are {query.clientsYaml.clients.length}.
            </PreviewMessage>
          )}
        </Inert>
      </Provider>
    </PreviewQuery.Provider>
  );
}
