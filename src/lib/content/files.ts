/**
 * data/ as read, before anything is checked or parsed: what project/load.ts reads from disk and
 * the CMS's snapshot (content.json) holds. Each file keeps its path, so every problem can name it.
 */
import type { ContentFile } from "./problems";

/** A file of front matter (`data`) and Markdown after it: an article or a case study. */
export interface MarkdownFile extends ContentFile {
  body: string;
}

/** A case study's file, with its Search Console export as read (when there is one). */
export interface CaseStudyFile extends MarkdownFile {
  export?: { file: string; text: string };
}

export interface Content {
  site: ContentFile;
  pages: ContentFile[];
  services: ContentFile[];
  /** data/authors.yaml, when there is one. */
  authors?: ContentFile;
  /** data/insights/*.md. */
  articles?: MarkdownFile[];
  /** data/case-studies/*.md, each with its Search Console export as read. */
  caseStudies?: CaseStudyFile[];
  /** data/clients.yaml, when there is one. */
  clients?: ContentFile;
  /** data/site-check.yaml: the AI search check's words, when there is one. */
  siteCheck?: ContentFile;
}
