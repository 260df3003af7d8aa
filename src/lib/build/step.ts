/** What a build step after Gatsby's (onPostBuild) is given, and what it is. */
import type { ParsedContent } from "../content/parse";

export interface StepContext {
  rootDir: string;
  publicDir: string;
  siteUrl: string;
  /** data/ as the build parsed it (src/lib/content/parse.ts), drafts left out. */
  content: ParsedContent;
  /** The build's environment (the CMS's repository and branch). */
  env: Readonly<Record<string, string | undefined>>;
  reporter: {
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
