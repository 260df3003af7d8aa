import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { formatDate } from "../../lib/insights/client";
import { pageDay } from "../../lib/seo/client";

/**
 * One quiet line at the end of a page's main content: when its content last changed ("Updated
 * 14 November 2026"), the same date as the sitemap's lastmod and the page's dateModified
 * (src/lib/seo/page-dates.ts), as the day it was in Sydney. Nothing at all when the page has no
 * known date: never a guess, never the build's day. It takes the background of the section above
 * it (sections alternate white and navy-50: section-shell.tsx), so it reads as that section's
 * foot rather than a band of its own.
 */
export function PageUpdated({ lastmod, label }: { lastmod: string | null | undefined; label: string }) {
  const day = pageDay(lastmod);
  if (day === undefined) return null;
  return (
    <chakra.div data-page-updated="" css={{ "main > :nth-child(even) + &": { bg: "bg.subtle" } }}>
      <chakra.p
        maxW="container"
        mx="auto"
        px={{ base: "4", md: "6" }}
        pb={{ base: "4", md: "8" }}
        fontSize="sm"
        color="fg.muted"
      >
        {label} <time dateTime={day}>{formatDate(day)}</time>
      </chakra.p>
    </chakra.div>
  );
}
