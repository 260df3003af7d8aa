import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Check } from "lucide-react";
import { useSite } from "../../hooks/use-site";
import { Icon } from "../ui/icon";
import { SiteLink } from "../ui/site-link";

export interface CardContent {
  readonly title: string | null;
  readonly description: string | null;
  readonly aiFeature?: string | null;
  readonly link?: string | null;
  readonly icon?: string | null;
  readonly points?: ReadonlyArray<string> | null;
}

/** The service / feature card of SPEC §3: title, description, an "AI Advantage:" block and a Learn More link. */
export function Card({ card }: { card: CardContent }) {
  const { ui } = useSite();
  return (
    <chakra.article display="flex" flexDirection="column" gap="3" p="6" bg="bg" borderWidth="1px" borderColor="border" borderRadius="lg" boxShadow="sm" height="full">
      {card.icon ? (
        <chakra.span display="inline-flex" alignItems="center" justifyContent="center" boxSize="12" borderRadius="md" bg="accent.subtle" color="accent">
          <Icon name={card.icon} />
        </chakra.span>
      ) : null}
      <chakra.h3 fontSize="xl" fontWeight="bold" lineHeight="snug">
        {card.title}
      </chakra.h3>
      <chakra.p color="fg.muted">{card.description}</chakra.p>
      {card.points?.length ? (
        <chakra.ul display="flex" flexDirection="column" gap="1.5">
          {card.points.map((point) => (
            <chakra.li key={point} display="flex" gap="2" alignItems="flex-start">
              <chakra.span color="positive" mt="1" flexShrink="0">
                <Check aria-hidden="true" size={16} />
              </chakra.span>
              {point}
            </chakra.li>
          ))}
        </chakra.ul>
      ) : null}
      {card.aiFeature ? (
        <chakra.p px="4" py="3" bg="accent.subtle" borderStartWidth="4px" borderColor="accent" borderRadius="sm" fontSize="sm">
          <chakra.strong color="teal.800">{ui.aiAdvantage}</chakra.strong> {card.aiFeature}
        </chakra.p>
      ) : null}
      {card.link ? (
        <SiteLink to={card.link} mt="auto" display="inline-flex" alignItems="center" minH="11" fontWeight="semibold" color="accent" textDecoration="underline" textUnderlineOffset="0.2em">
          {ui.learnMore}
          <chakra.span srOnly> {ui.learnMoreHidden.replace("{title}", card.title ?? "")}</chakra.span>
          <chakra.span aria-hidden="true" ms="1">→</chakra.span>
        </SiteLink>
      ) : null}
    </chakra.article>
  );
}

export function CardGrid({ children }: { children: React.ReactNode }) {
  return (
    <chakra.ul display="grid" gap="6" gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" }}>
      {children}
    </chakra.ul>
  );
}
