/** What a build step after Gatsby's (onPostBuild) is given, and what it is. */
import type { ParsedContent } from "../content/parse";

export interface StepContext {
  rootDir: string;
  publicDir: string;
  siteUrl: string;
  /** data/ as the build parsed it (src/lib/content/parse.ts), drafts left out. */
  content: ParsedContent;
  /** Each page's date by address (its lastmod: src/lib/seo/page-dates.ts), as gatsby-node gave the pages; none outside a build. */
  pageDates?: ReadonlyMap<string, string>;
  /** The build's environment (the CMS's repository and branch; BUILD_MEMORY_LOG). */
  env: Readonly<Record<string, string | undefined>>;
  reporter: {
    info(message: string): void;
    warn(message: string): void;
    activityTimer(name: string): { start(): void; setStatus(status: string): void; end(): void };
  };
}

export interface PostBuildStep {
  name: string;
  /**
   * The step reads the pages' HTML as it will ship and must see it final (the
   * Content-Security-Policy hashes their inline scripts): no later step may change a page.
   */
  sealsHtml?: true;
  run(context: StepContext): Promise<void> | void;
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * With BUILD_MEMORY_LOG=1, the build process's memory after `what`: resident, V8's heap, and what
 * native code told V8 it holds (memory native code does not declare, as resvg's pixels, shows
 * only in the resident figure). Where a build's memory goes, step by step; bench/build-scale.mjs
 * gives the peak of the whole process tree.
 */
export function noteMemory(context: Pick<StepContext, "env" | "reporter">, what: string): void {
  if (!context.env.BUILD_MEMORY_LOG) return;
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  context.reporter.info(
    `memory after ${what}: resident ${mb(rss)} MB, heap ${mb(heapUsed)} of ${mb(heapTotal)} MB, external ${mb(external)} MB`,
  );
}
