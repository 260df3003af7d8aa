/** The front door of src/lib/case-studies/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
export { caseStudyCard, newestCaseStudies } from "./cards";
export {
  CASE_STUDIES_PATH,
  caseStudyFileProblems,
  caseStudyPath,
  caseStudyProblems,
  exportPathOf,
  slugOfCaseStudy,
} from "./case-studies";
export { chartTexts } from "./chart-texts";
export { engagementOf, parseSearchConsoleDates } from "./search-console";
export { isPerson, teamPath } from "./team";
