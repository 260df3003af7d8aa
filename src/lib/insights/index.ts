/** The front door of src/lib/insights/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
export {
  INSIGHTS_PATH,
  articlePath,
  formatDate,
  includeDrafts,
  indexPages,
  latest,
  newestFirst,
  published,
  relatedArticles,
  slugOfFile,
  type ArticleSummary,
} from "./articles";
export { parseArticle } from "./markdown";
export { markdownToHtml, readingMinutes } from "./render-markdown";
export {
  articleFileProblems,
  articleProblems,
  authorsFileProblems,
  bodyLinkProblems,
  bodyRoutes,
  type ArticleFile,
} from "./validate-articles";
