import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import type { Crumb } from "../lib/seo/client";
import { SiteLink } from "./ui/site-link";

/**
 * The trail at the top of a page (WAI-ARIA breadcrumb pattern): a labelled nav with an ordered
 * list of links, the last being this page (SiteLink marks it aria-current="page"), on the hero's
 * navy so it reads as the top of the hero. Drawn from the same trail as the page's
 * BreadcrumbList (serviceTrail). On phones it is one line, this page's name cut short with an
 * ellipsis when it is long (an article's title: the h1 below says it in full).
 */
export function Breadcrumbs({ trail, label }: { trail: ReadonlyArray<Crumb>; label: string }) {
  return (
    <chakra.nav
      aria-label={label}
      bg="bg.inverted"
      color="fg.invertedMuted"
      fontSize="sm"
      css={{ "&:has(+ [data-model=old])": { bg: "bg.old" } }}
    >
      <chakra.ol
        display="flex"
        flexWrap={{ base: "nowrap", md: "wrap" }}
        gap="2"
        listStyleType="none"
        m="0"
        maxW="container"
        mx="auto"
        px={{ base: "4", md: "6" }}
        pt="5"
        pb="1"
      >
        {trail.map((crumb, i) => (
          <chakra.li
            key={crumb.path}
            display="flex"
            gap="2"
            alignItems="center"
            flexShrink={i === trail.length - 1 ? "1" : "0"}
            minW="0"
          >
            {i > 0 ? <chakra.span aria-hidden="true">›</chakra.span> : null}
            <SiteLink
              to={crumb.path}
              color={i === trail.length - 1 ? "fg.inverted" : "fg.invertedMuted"}
              textUnderlineOffset="2px"
              _hover={i === trail.length - 1 ? undefined : { color: "fg.inverted", textDecoration: "underline" }}
              display={{ base: "block", md: "inline" }}
              overflow={{ base: "hidden", md: "visible" }}
              textOverflow={{ base: "ellipsis", md: "clip" }}
              whiteSpace={{ base: "nowrap", md: "normal" }}
            >
              {crumb.name}
            </SiteLink>
          </chakra.li>
        ))}
      </chakra.ol>
    </chakra.nav>
  );
}
