/**
 * Every check, in the order the report lists them (category by category). Adding a check is a
 * file beside this one, a line here, its words in data/site-check.yaml and its test.
 */
import type { Check } from "./define";
import crawlersSearch from "./crawlers-search";
import crawlersUser from "./crawlers-user";
import crawlersTraining from "./crawlers-training";
import status from "./status";
import noindex from "./noindex";
import canonical from "./canonical";
import https from "./https";
import serverText from "./server-text";
import title from "./title";
import description from "./description";
import h1 from "./h1";
import questions from "./questions";
import structuredData from "./structured-data";
import structuredDataValid from "./structured-data-valid";
import businessDetails from "./business-details";
import ratingReviews from "./rating-reviews";
import authorDates from "./author-dates";
import llmsTxt from "./llms-txt";
import sitemap from "./sitemap";
import pageWeight from "./page-weight";

export const CHECKS: readonly Check[] = [
  crawlersSearch,
  crawlersUser,
  crawlersTraining,
  status,
  noindex,
  canonical,
  https,
  serverText,
  title,
  description,
  h1,
  questions,
  structuredData,
  structuredDataValid,
  businessDetails,
  ratingReviews,
  authorDates,
  llmsTxt,
  sitemap,
  pageWeight,
];

export const checkById = (id: string): Check | undefined => CHECKS.find((check) => check.id === id);

export * from "./define";
