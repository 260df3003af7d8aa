/** The content rules, run in this order by validateContent (../validate.ts); each problem names the file and field it is about. */
import type { ContentRule } from "./context";
import { fileSchemasRule } from "./file-schemas";
import { pageRoutesRule } from "./page-routes";
import { serviceSlugsRule } from "./service-slugs";
import { articlesRule } from "./articles";
import { caseStudiesRule } from "./case-studies";
import { proofWordingRule } from "./proof-wording";
import { insightsWordingRule } from "./insights-wording";
import { redirectsRule } from "./redirects";
import { figuresRule } from "./figures";
import { sourcesRule } from "./sources";
import { budgetCalculatorRule } from "./budget-calculator";
import { layoutRunsRule } from "./layout-runs";
import { heroPicturesRule } from "./hero-pictures";
import { answersFirstRule } from "./answers-first";
import { sampleCaptionsRule } from "./sample-captions";
import { comparisonLinesRule } from "./comparison-lines";
import { linksRule } from "./links";
import { serviceReferencesRule } from "./service-references";
import { offersRule } from "./offers";
import { contactChoicesRule } from "./contact-choices";
import { articleLinksRule } from "./article-links";
import { reachablePagesRule } from "./reachable-pages";
import { siteCheckWordsRule } from "./site-check-words";
import { oneVerbRule } from "./one-verb";

export const CONTENT_RULES: readonly ContentRule[] = [
  fileSchemasRule,
  pageRoutesRule,
  serviceSlugsRule,
  articlesRule,
  caseStudiesRule,
  proofWordingRule,
  insightsWordingRule,
  redirectsRule,
  figuresRule,
  sourcesRule,
  budgetCalculatorRule,
  layoutRunsRule,
  heroPicturesRule,
  answersFirstRule,
  sampleCaptionsRule,
  comparisonLinesRule,
  linksRule,
  serviceReferencesRule,
  offersRule,
  contactChoicesRule,
  articleLinksRule,
  reachablePagesRule,
  siteCheckWordsRule,
  oneVerbRule,
];
