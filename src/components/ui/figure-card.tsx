import React, { type ReactNode, useContext } from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Info } from "./lucide";
import { useSite } from "../../hooks/use-site";
import { staticPath } from "../../lib/content/static-pages";
import { CurrentPath, SiteLink } from "./site-link";
import { normalisePath } from "../../lib/content/pages";
import { ScenarioChip } from "./scenario-chip";

/** After a qualifier of figures: the link to the methodology page, which explains the worked example they come from. */
export function MethodologyLink() {
  const { ui } = useSite();
  const current = useContext(CurrentPath);
  const to = staticPath("methodology");
  // On the methodology page itself the explanation is the page: a link to it would lead nowhere new.
  if (current !== null && normalisePath(current) === normalisePath(to)) return null;
  return (
    <>
      {" "}
      <SiteLink
        to={to}
        css={{
          display: "inline-block",
          paddingBlock: "4px",
          color: "inherit",
          textDecoration: "underline",
          textUnderlineOffset: "2px",
          whiteSpace: "nowrap",
          _hover: { textDecorationThickness: "2px" },
        }}
        data-methodology-link=""
      >
        {ui.methodologyLink}
      </SiteLink>
    </>
  );
}

/**
 * A qualifier as a caption: small muted text with an information mark, beside the figures it
 * qualifies, and (for figures) the link to how they are worked out. Never a warning box (amber
 * is for form errors only).
 */
export function Caption({
  children,
  inverted = false,
  as = "p",
  methodology = false,
}: {
  children: ReactNode;
  inverted?: boolean;
  as?: "p" | "figcaption";
  methodology?: boolean;
}) {
  const Element = as === "figcaption" ? chakra.figcaption : chakra.p;
  return (
    <Element
      display="flex"
      gap="2"
      alignItems="flex-start"
      mt={{ base: "4", md: "5" }}
      fontSize="sm"
      lineHeight="snug"
      color={inverted ? "fg.invertedMuted" : "fg.muted"}
      maxW="measure"
      data-qualifier={methodology ? "" : undefined}
    >
      <chakra.span flexShrink="0" mt="0.5" display="inline-flex">
        <Info aria-hidden="true" size={15} />
      </chakra.span>
      <span>
        {children}
        {methodology ? <MethodologyLink /> : null}
      </span>
    </Element>
  );
}

/**
 * A figure card: figures (a chart, large numbers) with the scenario they describe on top and
 * their qualifier as the figure's caption, so no number can be read without either.
 */
export function FigureCard({
  scenario,
  caption,
  children,
}: {
  scenario?: string | null;
  caption: string | null;
  children: ReactNode;
}) {
  return (
    <chakra.figure
      display="flex"
      flexDirection="column"
      p={{ base: "4", md: "8" }}
      bg="bg"
      color="fg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="sm"
    >
      {scenario ? <ScenarioChip>{scenario}</ScenarioChip> : null}
      {children}
      {caption ? (
        <Caption as="figcaption" methodology>
          {caption}
        </Caption>
      ) : null}
    </chakra.figure>
  );
}
