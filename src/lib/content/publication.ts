/**
 * What a run publishes of the articles and case studies: drafts only under `gatsby develop`, and a
 * scheduled entry (`publishAt`) once its time has come, as of the build's instant
 * (./schedule.ts). Decided once here, on data/ as read, so every consumer gets the same answer:
 * gatsby-config's file source (so no GraphQL node, page, list or feed has one), the parsed content
 * (nodes, pages, related links, llms.txt, twins, sitemap) and the CMS's snapshot.
 */
import { z } from "zod";
import { isPreviewDeploy, type Env } from "../env";
import type { Content, MarkdownFile } from "./files";
import { buildInstant, isDue, siteBuildDate, sydneyInstant, sydneyText } from "./schedule";

export interface Publication {
  /** Drafts shown (gatsby develop). */
  drafts: boolean;
  /** The instant scheduled entries are judged by; null: every scheduled entry shown, as due. */
  asOf: Date | null;
}

/**
 * `gatsby develop` and a Deploy Preview or branch deploy show scheduled entries (an editor reviews
 * the page before it is due; previews are noindex); a build for the live site publishes as of now.
 * SITE_BUILD_DATE, when set, decides in every run.
 */
export function publicationOf(env: Env): Publication {
  const drafts = env.gatsby_executing_command === "develop";
  const showAll = siteBuildDate(env) === undefined && (drafts || isPreviewDeploy(env, env.CONTEXT));
  return { drafts, asOf: showAll ? null : buildInstant(env) };
}

/** Everything is published: what validation and the CMS assume when nothing says otherwise. */
export const EVERYTHING: Publication = { drafts: true, asOf: null };

/**
 * What decides whether an entry is out, as written (whatever else its front matter gets wrong):
 * `draft`, and `publishAt` as the editor wrote it (one that is not a date and time keeps the entry
 * out); nothing for front matter that is not a group of fields.
 */
const timingSchema = z.looseObject({ draft: z.unknown().optional(), publishAt: z.unknown().optional() }).catch({});
const timingOf = (data: unknown) => timingSchema.parse(data);

/** Whether the run publishes this entry (its front matter as read). */
export function isPublished(data: unknown, publication: Publication): boolean {
  const { draft, publishAt } = timingOf(data);
  if (draft === true && !publication.drafts) return false;
  return publication.asOf === null || isDue(publishAt, publication.asOf);
}

/** data/ with the articles and case studies this run does not publish left out. */
export function publishedContent(content: Content, publication: Publication): Content {
  const keep = <F extends MarkdownFile>(files: F[] | undefined): F[] | undefined =>
    files?.filter((f) => isPublished(f.data, publication));
  const articles = keep(content.articles);
  const caseStudies = keep(content.caseStudies);
  return { ...content, ...(articles ? { articles } : {}), ...(caseStudies ? { caseStudies } : {}) };
}

/** An entry waiting for its time: its file and the instant it is due. */
export interface Scheduled {
  file: string;
  at: Date;
}

/** The entries not yet out as of `now` that will be, by themselves, once due (drafts stay out whatever their time). */
export function pendingEntries(content: Content, now: Date): Scheduled[] {
  return [...(content.articles ?? []), ...(content.caseStudies ?? [])]
    .flatMap((f) => {
      const { draft, publishAt } = timingOf(f.data);
      if (draft === true || typeof publishAt !== "string") return [];
      const at = sydneyInstant(publishAt);
      return "instant" in at && at.instant.getTime() > now.getTime() ? [{ file: f.file, at: at.instant }] : [];
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.file.localeCompare(b.file));
}

/** What the build log says once about the instant it publishes as of, when that is not simply now. */
export function publicationNote(env: Env): string | undefined {
  const { asOf } = publicationOf(env);
  if (asOf && siteBuildDate(env))
    return `SITE_BUILD_DATE: building the site as of ${sydneyText(asOf)}, ${asOf.toISOString()}; articles and case studies scheduled after it are left out.`;
  if (asOf === null && isPreviewDeploy(env, env.CONTEXT))
    return `${env.CONTEXT ?? "preview"}: scheduled articles and case studies are shown before their time, for review (SITE_BUILD_DATE builds as of an instant).`;
  return undefined;
}
