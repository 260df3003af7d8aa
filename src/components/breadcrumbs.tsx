import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import type { Crumb } from "../lib/seo/structured-data";
import { SiteLink } from "./ui/site-link";

/**
 * The trail at the top of a page (WAI-ARIA breadcrumb pattern): a labelled nav with an ordered
 * list of links, the last being this page (SiteLink marks it aria-current="page"). Drawn from the
 * same trail as the page's BreadcrumbList (serviceTrail).
 */
export function Breadcrumbs({ trail, label }: { trail: ReadonlyArray<Crumb>; label: string }) {
  return (
    <chakra.nav aria-label={label} maxW="container" mx="auto" px={{ base: "4", md: "6" }} pt="4" fontSize="sm">
      <chakra.ol display="flex" flexWrap="wrap" gap="2" listStyleType="none" m="0" p="0">
        {trail.map((crumb, i) => (
          <chakra.li key={crumb.path} display="flex" gap="2" alignItems="center">
            {i > 0 ? (
              <chakra.span aria-hidden="true" color="fg.muted">
                ›
              </chakra.span>
            ) : null}
            <SiteLink to={crumb.path} color={i === trail.length - 1 ? "fg.muted" : "accent"} textDecoration="underline" textUnderlineOffset="2px">
              {crumb.name}
            </SiteLink>
          </chakra.li>
        ))}
      </chakra.ol>
    </chakra.nav>
  );
}
