/**
 * Moved to src/lib/project/load.ts (content/ imports no feature folder; reading the whole of
 * data/ needs the articles' and case studies'). Kept for the files that still import it here
 * (gatsby-node.ts, src/lib/cms/admin-bundle.ts, src/lib/insights/__tests__, tests/e2e): delete
 * it, and its exception in .dependency-cruiser.cjs, once they import ../project/load.
 */
export { contentSnapshot, loadProject, parseProject, readArticle, readCaseStudy, readYaml, validateProject, type LoadedProject } from "../project/load";
