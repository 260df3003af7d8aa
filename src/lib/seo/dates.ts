/**
 * Each page's date for one build (src/lib/seo/page-dates.ts says what a date covers), from one
 * read of git kept for the process: gatsby-node gives each page its date in its context, from
 * which the page's WebPage and the sitemap (gatsby-config.ts) both read it.
 */
import type { ParsedContent } from "../content/parse";
import { pageDates } from "./page-dates";
import { readGitHistory, type GitHistory } from "../build/git-history";

const histories = new Map<string, GitHistory>();

/** Every page's date by address; without git history, only the dates editors set (articles'), and `warn` is told why, once. */
export function buildPageDates(
  rootDir: string,
  content: ParsedContent,
  warn: (message: string) => void,
): Map<string, string> {
  let history = histories.get(rootDir);
  if (!history) {
    history = readGitHistory(rootDir);
    histories.set(rootDir, history);
    if (!history.available) {
      warn(
        `Page dates: ${history.reason}. The sitemap's lastmod and the pages' dateModified are left out, except articles' (their editors' dates), rather than guessed. Build from a clone with its whole history (README, How AI engines read this site).`,
      );
    }
  }
  return pageDates(content, history.available ? history.lastCommit : () => undefined);
}
