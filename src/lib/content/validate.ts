/**
 * Moved to src/lib/project/validate.ts (content/ imports no feature folder; the content rules
 * include the articles' and case studies'). Kept for the files that still import it here
 * (gatsby-node.ts, src/lib/insights/, tests/e2e): delete it, and its exception in
 * .dependency-cruiser.cjs, once they import ../project/validate (validateContent, validateFile,
 * ArticleFile), ./problems (formatProblem) and ./files (Content).
 */
export { describeProblem, formatProblem } from "./problems";
export type { Content } from "./files";
export { validateContent, validateFile, type ArticleFile } from "../project/validate";
