import React from "react";
import { chakra, useRecipe } from "@chakra-ui/react/styled-system";
import type { useSite } from "../../hooks/use-site";
import { buttonRecipe } from "../ui/button-styles";
import { SiteLink } from "../ui/site-link";

/** src/lib/browser/action-bar-script.ts, bundled and minified (gatsby-node.ts). */
declare const __ACTION_BAR_SCRIPT__: string;

/**
 * On phones, once the hero has scrolled away, a slim bar at the foot of the screen with the main
 * action (the header's button, which phones otherwise find inside the menu) and the one secondary
 * action, the free AI search check. Fixed, so it moves nothing as it appears (no layout shift); it
 * slides in and out (src/lib/browser/action-bar.ts decides when, in a script of its own written after the
 * bar) and is hidden from 768 px, where the header shows its button.
 */
export function ActionBar({ site }: { site: ReturnType<typeof useSite> }) {
  const button = useRecipe({ recipe: buttonRecipe });
  return (
    <>
      <chakra.div
        data-action-bar=""
        display={{ base: "flex", md: "none" }}
        position="fixed"
        insetX="0"
        bottom="0"
        zIndex="header"
        gap="2"
        alignItems="center"
        px="3"
        py="2.5"
        bg="bg"
        borderTopWidth="1px"
        borderColor="border"
        boxShadow="md"
        css={{
          transform: "translateY(110%)",
          visibility: "hidden",
          transition: "transform 0.2s, visibility 0.2s",
          "&[data-shown]": { transform: "none", visibility: "visible" },
          "@media (prefers-reduced-motion: reduce)": { transition: "none" },
        }}
      >
        <SiteLink to={site.header.cta.to} css={button({ variant: "primary" })} flex="1" px="2" whiteSpace="nowrap">
          {site.header.cta.label}
        </SiteLink>
        <SiteLink
          to={site.header.check.to}
          css={button({ variant: "secondary" })}
          flex="1.25"
          px="2"
          whiteSpace="nowrap"
        >
          {site.header.check.label}
        </SiteLink>
      </chakra.div>
      {typeof __ACTION_BAR_SCRIPT__ === "string" ? (
        <script dangerouslySetInnerHTML={{ __html: __ACTION_BAR_SCRIPT__ }} />
      ) : null}
    </>
  );
}
