/**
 * Where client results go until there is a case study (issue 59): a dashed frame in the
 * placeholders' amber, marked "Placeholder", listing what a case study will hold, with the reviews
 * line beside it and, meanwhile, this site's own report (the free check run live on the production
 * address). Never a figure, a name or a quote: a production build refuses the empty slot
 * (src/lib/content/placeholders.ts, resultsPlaceholders).
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { useSite } from "../../hooks/use-site";
import { PlaceholderMark } from "../ui/placeholder";
import { ExternalLink, Star } from "../ui/lucide";

/** The external link (data/site.yaml externalLinks) that runs the check on this site's production address. */
export const OWN_REPORT_LINK = "own-report";

/** "{rating} out of 5 from {count} reviews", the figures as the profile shows them. */
const reviewsLine = (summary: string, rating: number, count: number) =>
  summary.replace("{rating}", rating.toLocaleString("en-AU")).replace("{count}", count.toLocaleString("en-AU"));

/** The agency's reviews where clients leave them: the rating, linked, once set; a marked placeholder until then. */
export function ReviewsLine() {
  const { reviews, results } = useSite();
  const { url, rating, count } = reviews;
  return (
    <chakra.p display="flex" flexWrap="wrap" alignItems="center" gap="2" fontSize="sm" data-reviews="">
      <Star aria-hidden="true" size={16} />
      <chakra.span fontWeight="semibold">{reviews.label}:</chakra.span>
      {url && rating !== null && count !== null ? (
        <chakra.a href={url} rel="noopener" color="accent" textDecoration="underline">
          {reviewsLine(reviews.summary, rating, count)}
        </chakra.a>
      ) : (
        <>
          <PlaceholderMark>{results.placeholder}</PlaceholderMark>
          <chakra.span color="fg.muted">{reviews.placeholder}</chakra.span>
        </>
      )}
    </chakra.p>
  );
}

/** The link to this site's own report: inline in a line of text, opened in a new tab like the other tools' links. */
function OwnReportAnchor() {
  const { results, externalLinks, ui } = useSite();
  const url = externalLinks.find((link) => link.name === OWN_REPORT_LINK)?.url;
  if (!url) return null;
  return (
    <chakra.a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      color="accent"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="0.2em"
      whiteSpace="nowrap"
      css={{ "& svg": { display: "inline", verticalAlign: "-0.125em" } }}
    >
      {results.ownReport.label} <ExternalLink aria-hidden="true" size={14} />
      <chakra.span srOnly>{ui.newTab}</chakra.span>
    </chakra.a>
  );
}

/** This site's own report, offered while no client's results can be shown: why, with the link in the line. */
export function OwnReportLink() {
  const { results } = useSite();
  return (
    <chakra.p fontSize="sm" color="fg.muted" data-own-report="">
      {results.ownReport.intro} <OwnReportAnchor />
    </chakra.p>
  );
}

/** The dashed frame the empty slot is drawn in, in the placeholders' amber. */
const frame = {
  borderWidth: "1px",
  borderStyle: "dashed",
  borderColor: "note.border",
  bg: "note.bg",
  borderRadius: "lg",
} as const;

/** Home's empty slot: what a case study will hold, as points, then the reviews line and this site's own report. */
export function ResultsSlot() {
  const { results } = useSite();
  return (
    <chakra.div display="grid" gap="3" data-results-slot="">
      <chakra.div {...frame} p={{ base: "4", md: "6" }} display="grid" gap="3">
        <chakra.p display="flex" flexWrap="wrap" alignItems="center" gap="2" fontWeight="semibold">
          <PlaceholderMark>{results.placeholder}</PlaceholderMark>
          {results.slot}
        </chakra.p>
        <chakra.ul
          m="0"
          ps="5"
          fontSize="sm"
          color="fg.muted"
          display="grid"
          gap="1"
          gridTemplateColumns={{ md: "repeat(2, minmax(0, 1fr))" }}
          columnGap="8"
        >
          {results.parts.map((part) => (
            <li key={part}>{part}</li>
          ))}
        </chakra.ul>
        <chakra.p fontSize="sm" color="note.fg">
          {results.note}
        </chakra.p>
      </chakra.div>
      <ReviewsLine />
      <OwnReportLink />
    </chakra.div>
  );
}

/**
 * A service page's empty slot, as short as it can be (a service page is held to 4,400 px on a
 * phone): its heading beside the mark, then one line on what will stand there ending in the link
 * to this site's own report, in one dashed frame.
 */
export function ServiceResultsSlot({ id }: { id: string }) {
  const { results } = useSite();
  const headingId = `${id}-heading`;
  return (
    <chakra.section
      id={id}
      aria-labelledby={headingId}
      py={{ base: "4", md: "10" }}
      // The sections' alternating background (section-shell.tsx), so the bands still alternate around it.
      css={{ "main > :nth-child(even) > &, main > &:nth-child(even)": { bg: "bg.subtle" } }}
      data-results-slot=""
    >
      <chakra.div maxW="container" mx="auto" px={{ base: "4", md: "6" }}>
        <chakra.div {...frame} px={{ base: "4", md: "6" }} py={{ base: "3", md: "4" }} display="grid" gap="1">
          <chakra.h2
            id={headingId}
            display="flex"
            flexWrap="wrap"
            alignItems="center"
            gap="2"
            fontSize="lg"
            fontWeight="semibold"
            lineHeight="snug"
          >
            <PlaceholderMark>{results.placeholder}</PlaceholderMark>
            {results.heading}
          </chakra.h2>
          <chakra.p fontSize="sm" color="fg.muted" data-own-report="">
            {results.brief} <OwnReportAnchor />
          </chakra.p>
        </chakra.div>
      </chakra.div>
    </chakra.section>
  );
}
