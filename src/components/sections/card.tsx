import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { useSite } from "../../hooks/use-site";
import { Icon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";
import { Mark } from "./marks";
import { balancedRows, gridColumns, positionCue, swipeRowOnPhones } from "../ui/grid";

export interface CardContent {
  readonly title: string | null;
  readonly description: string | null;
  /** One line, said on phones instead of the description (brief cards). */
  readonly summary?: string | null;
  readonly aiFeature?: string | null;
  readonly link?: string | null;
  readonly icon?: string | null;
  readonly points?: ReadonlyArray<string> | null;
}

/**
 * The service / feature card of SPEC §3 (title, description, AI advantage, Learn More), as a
 * feature entry: no box, a hairline above, the whole entry clickable when it links somewhere. The
 * icon sits beside the title on phones and above it from 768 px, where entries share a row (so
 * their titles start at one height). The AI advantage is one line
 * after a sparkle, its label ("AI Advantage:") read by screen readers rather than repeated on
 * every card. A `brief` card (the home page's services, a service page's related ones) introduces
 * a page the visitor can open: no AI advantage, and on phones a compact row, one to a line: the
 * title, its one-line summary in place of the description, and the arrow of Learn More (whose
 * words stay for screen readers), so a phone still says what each service is (the services index
 * and the page itself say the rest). `tone`
 * "negative" marks the old way's faults in red.
 */
export function Card({ card, tone, brief = false }: { card: CardContent; tone?: string | null; brief?: boolean }) {
  const { ui } = useSite();
  const negative = tone === "negative";
  return (
    <chakra.article
      position="relative"
      display={brief ? { base: "grid", md: "flex" } : "flex"}
      gridTemplateColumns={brief ? { base: "minmax(0, 1fr) auto" } : undefined}
      columnGap="3"
      flexDirection="column"
      gap={brief ? { base: "1", md: "3" } : { base: "2", md: "3" }}
      pt={brief ? { base: "3", md: "6" } : { base: "5", md: "6" }}
      borderTopWidth="1px"
      borderColor="border.strong"
      height="full"
      css={card.link ? { "&:hover h3": { color: "accent" } } : undefined}
    >
      <chakra.div
        display="flex"
        flexDirection={brief ? "column" : { base: "row", md: "column" }}
        alignItems={brief ? "flex-start" : { base: "center", md: "flex-start" }}
        gap="3"
      >
        {card.icon ? (
          <chakra.span
            flexShrink="0"
            display={brief ? { base: "none", md: "inline-flex" } : "inline-flex"}
            alignItems="center"
            justifyContent="center"
            boxSize={{ base: "10", lg: "11" }}
            borderRadius="md"
            bg={negative ? "negative.subtle" : "accent.subtle"}
            color={negative ? "negative" : "accent"}
          >
            <Icon name={card.icon} />
          </chakra.span>
        ) : null}
        <chakra.h3 fontSize={{ base: "lg", md: "2xl" }} fontWeight="semibold" lineHeight="snug" transition="colors">
          {card.title}
        </chakra.h3>
      </chakra.div>
      {brief && card.summary ? (
        <chakra.p color="fg.muted" fontSize="sm" display={{ base: "block", md: "none" }} gridColumn="1">
          {card.summary}
        </chakra.p>
      ) : null}
      <chakra.p color="fg.muted" display={brief ? { base: "none", md: "block" } : undefined}>
        {card.description}
      </chakra.p>
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
      {card.aiFeature && !brief ? (
        <chakra.p display="flex" gap="2" alignItems="flex-start" fontSize="sm" color="fg">
          <chakra.span flexShrink="0" mt="0.5" color="accent" display="inline-flex">
            <Icon name="sparkles" size={16} />
          </chakra.span>
          <span>
            <chakra.span srOnly>{ui.aiAdvantage} </chakra.span>
            {card.aiFeature}
          </span>
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
          gridColumn={brief ? "2" : undefined}
          gridRow={brief ? "1 / span 2" : undefined}
          alignSelf={brief ? { base: "center", md: "auto" } : undefined}
          // On a phone a brief card's link is its arrow: a 44 px square to tap (the whole card answers too).
          minW={brief ? { base: "11", md: "auto" } : undefined}
          justifyContent={brief ? { base: "center", md: "flex-start" } : undefined}
          css={{ "&::after": { content: '""', position: "absolute", inset: "0" } }}
        >
          {brief ? <chakra.span srOnly={{ base: true, md: false }}>{ui.learnMore}</chakra.span> : ui.learnMore}
          <chakra.span srOnly> {ui.learnMoreHidden.replace("{title}", card.title ?? "")}</chakra.span>
          <chakra.span aria-hidden="true" ms="1">
            →
          </chakra.span>
        </SiteLink>
      ) : null}
    </chakra.article>
  );
}

/**
 * Cards in as many columns as leave no lone card on the last row, or in rows of near-equal counts
 * (`balancedRows`); on phones one to a line, or, given `swipe`, one row to swipe through
 * (`swipeRowOnPhones`, named by the section's heading).
 */
export function CardGrid({
  count,
  children,
  brief = false,
  swipe,
}: {
  count: number;
  children: React.ReactNode;
  brief?: boolean;
  swipe?: { label: string | null };
}) {
  const cue = positionCue(useSite().ui.swipePosition, count);
  const balanced = balancedRows(count);
  const spans = balanced
    ? {
        "@media (min-width: 64em)": {
          ...Object.fromEntries(
            balanced.spans.map((span, i) => [`& > li:nth-of-type(${i + 1})`, { gridColumn: `span ${span}` }]),
          ),
        },
      }
    : {};
  const columns = { ...gridColumns(count), ...(balanced ? { lg: `repeat(${balanced.tracks}, minmax(0, 1fr))` } : {}) };
  if (!swipe) {
    return (
      <chakra.ul
        css={spans}
        display="grid"
        columnGap={{ base: brief ? "4" : "10", md: "10" }}
        rowGap={{ base: brief ? "3" : "6", md: "12" }}
        gridTemplateColumns={columns}
      >
        {children}
      </chakra.ul>
    );
  }
  const row = swipeRowOnPhones(swipe.label, { md: "10" }, cue);
  return (
    <chakra.ul {...row} css={{ ...row.css, ...spans }} rowGap={{ md: "12" }} gridTemplateColumns={columns}>
      {children}
    </chakra.ul>
  );
}
