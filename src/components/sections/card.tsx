import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { useSite } from "../../hooks/use-site";
import { Icon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";
import { Mark } from "./marks";
import { gridColumns } from "./grid";

export interface CardContent {
  readonly title: string | null;
  readonly description: string | null;
  readonly aiFeature?: string | null;
  readonly link?: string | null;
  readonly icon?: string | null;
  readonly points?: ReadonlyArray<string> | null;
}

/**
 * The service / feature card of SPEC §3 (title, description, "AI Advantage:", Learn More), as a
 * feature entry: no box, a hairline above, the advantage one line after a hairline, and the whole
 * entry clickable when it links somewhere. `tone` "negative" marks the old way's faults in red.
 */
export function Card({ card, tone }: { card: CardContent; tone?: string | null }) {
  const { ui } = useSite();
  const negative = tone === "negative";
  return (
    <chakra.article position="relative" display="flex" flexDirection="column" gap="3" pt="6" borderTopWidth="1px" borderColor="border.strong" height="full" css={card.link ? { "&:hover h3": { color: "accent" } } : undefined}>
      {card.icon ? (
        <chakra.span alignSelf="flex-start" display="inline-flex" alignItems="center" justifyContent="center" boxSize="11" borderRadius="md" bg={negative ? "negative.subtle" : "accent.subtle"} color={negative ? "negative" : "accent"}>
          <Icon name={card.icon} />
        </chakra.span>
      ) : null}
      <chakra.h3 fontSize="2xl" fontWeight="semibold" lineHeight="snug" transition="colors">
        {card.title}
      </chakra.h3>
      <chakra.p color="fg.muted">{card.description}</chakra.p>
      {card.points?.length ? (
        <chakra.ul display="flex" flexDirection="column" gap="2">
          {card.points.map((point) => (
            <chakra.li key={point} display="flex" gap="2.5" alignItems="flex-start">
              <Mark tone={tone} />
              {point}
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
      {card.aiFeature ? (
        <chakra.p mt="1" pt="3" borderTopWidth="1px" borderColor="border" fontSize="sm">
          <chakra.strong color="accent">{ui.aiAdvantage}</chakra.strong> {card.aiFeature}
        </chakra.p>
      ) : null}
      {card.link ? (
        <SiteLink
          to={card.link}
          mt="auto"
          display="inline-flex"
          alignItems="center"
          minH="11"
          fontWeight="semibold"
          color="accent"
          textDecoration="underline"
          textUnderlineOffset="0.25em"
          css={{ "&::after": { content: '""', position: "absolute", inset: "0" } }}
        >
          {ui.learnMore}
          <chakra.span srOnly> {ui.learnMoreHidden.replace("{title}", card.title ?? "")}</chakra.span>
          <chakra.span aria-hidden="true" ms="1">
            →
          </chakra.span>
        </SiteLink>
      ) : null}
    </chakra.article>
  );
}

/** Cards in as many columns as leave no lone card on the last row. */
export function CardGrid({ count, children }: { count: number; children: React.ReactNode }) {
  return (
    <chakra.ul display="grid" columnGap="10" rowGap="12" gridTemplateColumns={gridColumns(count)}>
      {children}
    </chakra.ul>
  );
}
