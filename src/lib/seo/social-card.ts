/**
 * Each indexable page's social card: the 1200×630 picture LinkedIn, Facebook, Slack and X show
 * when the page is shared. Drawn from the page's own data (its kind, main heading and search
 * description) and the brand. This file only describes the card as a tree of boxes; the build
 * renders it to PNG (social-card-render.ts) and the CMS preview draws the same tree with React, so
 * an editor sees the card a page will get. Framework-free.
 */
import type { Article, PageData, ParsedContent, Section, ServiceData, Site } from "../content/parse";
import { normalisePath, toHref } from "../content/pages";
import { CASE_STUDIES_PATH, teamPath } from "../case-studies";

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Where the build writes the cards, under public/. */
export const CARD_DIR = "/social/cards";

export interface CardText {
  /** A short label above the title: the service's name, or the page's eyebrow. */
  kicker: string;
  title: string;
  /** One or two sentences under the title. */
  line: string;
  brand: string;
  /** The site's address as people write it, e.g. harbouraiseo.com.au. */
  domain: string;
  /** Beside the address: where the agency works (site.yaml contact.areaServed). */
  footnote: string;
}

/** A box of the card: a subset of CSS both satori and the browser draw the same way. */
export interface CardNode {
  type: "div";
  style: Readonly<Record<string, string | number>>;
  children?: ReadonlyArray<CardNode> | string;
}

const NAVY = "#0b1f3a";
const TEAL = "#5eead4";
const MUTED = "#cbd5e1";
// The box's width and height exclude its padding, as satori lays it out.
const PADDING_X = 72;
const PADDING_Y = 56;
const CONTENT_WIDTH = CARD_WIDTH - 2 * PADDING_X;

/** Text cut at a word boundary so it fits, with an ellipsis when anything was cut. */
export function fit(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), Math.floor(max * 0.6))).replace(/[\s,.;:–-]+$/, "")}…`;
}

const box = (style: CardNode["style"], children?: CardNode["children"]): CardNode => ({ type: "div", style, children });

/** The card: brand at the top, kicker and title in the middle, the short line and the address below. */
export function cardTree(text: CardText): CardNode {
  // At most three lines of title and two of text, whatever the editor writes.
  const title = fit(text.title, 80);
  const titleSize = title.length > 56 ? 54 : title.length > 32 ? 62 : 72;
  return box(
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      width: CONTENT_WIDTH,
      height: CARD_HEIGHT - 2 * PADDING_Y,
      padding: `${PADDING_Y}px ${PADDING_X}px`,
      backgroundColor: NAVY,
      backgroundImage: `linear-gradient(135deg, ${NAVY} 0%, #1e3a64 100%)`,
      color: "#ffffff",
      fontFamily: "Inter",
    },
    [
      box({ display: "flex", alignItems: "center", gap: 16 }, [
        box({ display: "flex", width: 48, height: 48, borderRadius: 10, backgroundColor: "#0f766e" }),
        box({ display: "flex", fontSize: 32, fontWeight: 700, letterSpacing: -0.5 }, text.brand),
      ]),
      box({ display: "flex", flexDirection: "column", gap: 18, width: CONTENT_WIDTH }, [
        box(
          { display: "flex", fontSize: 26, fontWeight: 700, color: TEAL, textTransform: "uppercase", letterSpacing: 2 },
          fit(text.kicker, 48),
        ),
        box(
          {
            display: "flex",
            width: CONTENT_WIDTH,
            fontSize: titleSize,
            fontWeight: 700,
            lineHeight: 1.1,
            letterSpacing: -1.5,
          },
          title,
        ),
        box(
          { display: "flex", width: CONTENT_WIDTH - 96, fontSize: 30, lineHeight: 1.4, color: MUTED },
          fit(text.line, 110),
        ),
      ]),
      box(
        {
          display: "flex",
          width: CONTENT_WIDTH,
          justifyContent: "space-between",
          alignItems: "center",
          borderTop: `2px solid ${TEAL}`,
          paddingTop: 24,
        },
        [
          box({ display: "flex", fontSize: 26, fontWeight: 700, color: TEAL }, text.domain),
          box({ display: "flex", fontSize: 22, color: MUTED }, fit(text.footnote, 48)),
        ],
      ),
    ],
  );
}

/** The card's address for a page: /social/cards/home.png, /social/cards/services-local-seo.png. */
export function cardPath(route: string): string {
  const slug = normalisePath(route).replace(/^\//, "").replace(/\//g, "-") || "home";
  return `${CARD_DIR}/${slug}.png`;
}

/**
 * The image a page is shared with: its own seo.image if an editor set one (it wins), the site's
 * default for a page hidden from search engines, else its generated card.
 */
export function socialImageFor(
  page: { path: string; seo: { image?: string | null }; noindex?: boolean | null },
  siteDefault: string,
): string {
  if (page.seo.image) return page.seo.image;
  return page.noindex ? siteDefault : cardPath(page.path);
}

export interface PageCard {
  route: string;
  /** The file it is drawn from, for messages. */
  file: string;
  text: CardText;
}

/** What every card shows of the site besides the page: its name, domain and where it works. */
export interface CardSite {
  name: string;
  domain: string;
  footnote: string;
}

/** What every card shows of the site: data/site.yaml's name and area served, and the domain. */
export function cardSite(site: Pick<Site, "name" | "contact">, siteUrl: string): CardSite {
  return {
    name: site.name,
    domain: new URL(siteUrl).hostname.replace(/^www\./, ""),
    footnote: site.contact.areaServed,
  };
}

/** The card text for one parsed page or service (figures filled in). */
export function cardText(
  page: { kind: "page"; data: PageData } | { kind: "service"; data: ServiceData },
  site: CardSite,
): CardText {
  const heading = page.data.sections.find(
    (s): s is Extract<Section, { type: "hero" | "comingSoon" }> => s.type === "hero" || s.type === "comingSoon",
  );
  return {
    kicker: page.kind === "service" ? page.data.title : heading?.eyebrow || site.name,
    title: heading?.heading || page.data.seo.title,
    line: page.data.seo.description,
    brand: site.name,
    domain: site.domain,
    footnote: site.footnote,
  };
}

/** An article's card: the Insights label, its title and description. */
export function articleCardText(
  data: Pick<Article, "title" | "description">,
  site: CardSite,
  kicker: string,
): CardText {
  return {
    kicker,
    title: data.title,
    line: data.description,
    brand: site.name,
    domain: site.domain,
    footnote: site.footnote,
  };
}

/** Every page that gets a generated card: indexable, with no image set by hand; articles too (drafts only when `drafts`). */
export function pageCards(content: ParsedContent, siteUrl: string, drafts = false): PageCard[] {
  const site = cardSite(content.site, siteUrl);
  const pages = [
    ...content.pages.map((p) => ({
      kind: "page" as const,
      file: p.file,
      route: toHref(p.data.path),
      hidden: p.data.noindex === true,
      data: p.data,
    })),
    ...content.services.map((s) => ({
      kind: "service" as const,
      file: s.file,
      route: s.route,
      hidden: false,
      data: s.data,
    })),
  ];
  const cards: PageCard[] = pages.flatMap((page) =>
    page.route === "/404/" || page.hidden || page.data.seo.image !== undefined
      ? []
      : [{ route: page.route, file: page.file, text: cardText(page, site) }],
  );
  const { caseStudies: studiesWording, team } = content.site.ui;
  const text = (kicker: string, title: string, line: string): CardText => ({
    kicker,
    title,
    line,
    brand: site.name,
    domain: site.domain,
    footnote: site.footnote,
  });
  if (studiesWording && content.caseStudies.length > 0) {
    cards.push({
      route: CASE_STUDIES_PATH,
      file: "data/site.yaml",
      text: text(site.name, studiesWording.indexHeading, studiesWording.indexDescription),
    });
    for (const study of content.caseStudies) {
      if (study.data.draft === true && !drafts) continue;
      cards.push({
        route: study.route,
        file: study.file,
        text: text(studiesWording.crumb, study.data.title, study.data.summary),
      });
    }
  }
  if (team)
    for (const person of content.people)
      cards.push({
        route: teamPath(person.key),
        file: "data/authors.yaml",
        text: text(site.name, person.name, person.role),
      });
  const insights = content.site.ui.insights;
  if (!insights) return cards;
  cards.push({
    route: "/insights/",
    file: "data/site.yaml",
    text: {
      kicker: site.name,
      title: insights.indexHeading,
      line: insights.indexDescription,
      brand: site.name,
      domain: site.domain,
      footnote: site.footnote,
    },
  });
  for (const article of content.articles) {
    if ((article.data.draft === true && !drafts) || article.data.seo?.image !== undefined) continue;
    cards.push({ route: article.route, file: article.file, text: articleCardText(article.data, site, insights.crumb) });
  }
  return cards;
}
