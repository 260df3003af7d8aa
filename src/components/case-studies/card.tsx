import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { SiteLink } from "../ui/site-link";
import type { CaseStudyCardData } from "../../lib/case-studies/client";

export interface CardWording {
  readonly cardChange: string;
  readonly read: string;
}

/** A case study in a list: the client and where, its title, the change worked out from its export, its summary; the whole card a link. */
export function CaseStudyCard({
  study,
  wording,
  headingLevel = "h3",
}: {
  study: CaseStudyCardData;
  wording: CardWording;
  headingLevel?: "h2" | "h3";
}) {
  const Heading = headingLevel === "h2" ? chakra.h2 : chakra.h3;
  return (
    <chakra.article
      position="relative"
      display="flex"
      flexDirection="column"
      gap="3"
      h="full"
      p={{ base: "5", md: "6" }}
      bg="bg"
      borderWidth="1px"
      borderColor="border"
      borderRadius="xl"
      boxShadow="sm"
      css={{ "&:hover h2, &:hover h3": { color: "accent" } }}
    >
      <chakra.p fontSize="sm" color="fg.muted">
        {study.client} · {study.industry} · {study.city}
      </chakra.p>
      <Heading fontSize={{ base: "xl", md: "2xl" }} fontWeight="semibold" lineHeight="snug">
        <SiteLink
          to={study.route}
          color="inherit"
          css={{ "&::after": { content: '""', position: "absolute", inset: "0" } }}
        >
          {study.title}
        </SiteLink>
      </Heading>
      {study.change ? <ChangeLine change={study.change} weeks={study.weeks} template={wording.cardChange} /> : null}
      <chakra.p color="fg.muted">{study.summary}</chakra.p>
      <chakra.span
        mt="auto"
        fontWeight="semibold"
        color="accent"
        textDecoration="underline"
        textUnderlineOffset="0.25em"
        aria-hidden="true"
      >
        {wording.read} →
      </chakra.span>
    </chakra.article>
  );
}

/** The card's figure: the wording around {change}, the change itself large and teal. */
function ChangeLine({ change, weeks, template }: { change: string; weeks: number; template: string }) {
  const [before = "", after = ""] = template.replace("{weeks}", String(weeks)).split("{change}");
  return (
    <chakra.p fontSize="sm" color="fg.muted">
      {before}
      <chakra.strong fontSize="3xl" lineHeight="tight" color="positive" fontVariantNumeric="tabular-nums">
        {change}
      </chakra.strong>
      {after}
    </chakra.p>
  );
}
