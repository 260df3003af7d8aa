import React from "react";
import { graphql } from "gatsby";
import { chakra, useRecipe } from "@chakra-ui/react/styled-system";
import { ArrowDown } from "../ui/lucide";
import { ActionList } from "../ui/action-link";
import { buttonRecipe } from "../ui/button-styles";
import { SiteLink } from "../ui/site-link";
import { SITE_CHECK_ACTION } from "./site-check";
import { isCompactVisual, Visual } from "../visuals";
import { Caption } from "../ui/figure-card";
import { useTightOnPhones } from "./rhythm";
import { AGENT_TOOL_NAMES, agentForm } from "../../lib/content/agent-forms";
import { AgentForm, AgentInput } from "../ui/agent-elements";

export const query = graphql`
  fragment HeroSection on SectionHero {
    ...SectionBase
    definition
    qualifier
    addressCheck {
      label
      hint
      button
      agents {
        description
        url
      }
    }
    jump {
      label
      to
    }
    pictureOnPhones
    visual {
      ...HeroVisual
    }
  }
`;

/** Pictures of the traditional model (Traditional SEO's invoice, the why page's crossed-out card). */
const OLD_MODEL_KINDS: ReadonlySet<string> = new Set(["invoice", "crossedOut"]);

/**
 * The top of a page: the page's only `<h1>`, its promise and its first calls to action, and the
 * picture its YAML chose (src/components/visuals/): beside the copy from 1024px, after it below.
 * A compact picture (the contact page's map) keeps the whole hero short.
 */
export function Hero({ section }: { section: Queries.HeroSectionFragment }) {
  const { visual } = section;
  const compact = isCompactVisual(visual);
  // A service page's hero sits closer to its edges on a phone (rhythm.tsx).
  const tight = useTightOnPhones();
  // A page about the old model is slate, so the traditional side is never drawn in the AI way's colours.
  const old = visual?.kind !== undefined && OLD_MODEL_KINDS.has(visual.kind);
  return (
    <chakra.section
      bg={old ? "bg.old" : "bg.inverted"}
      color="fg.inverted"
      py={compact ? { base: "10", lg: "8" } : { base: tight ? "7" : "[2.25rem]", md: "16", lg: visual ? "14" : "20" }}
      bgGradient="to-br"
      gradientFrom={old ? "slate.800" : "navy.900"}
      gradientTo={old ? "slate.700" : "navy.700"}
      data-model={old ? "old" : undefined}
    >
      <chakra.div
        maxW="container"
        mx="auto"
        px={{ base: "4", md: "6" }}
        display={visual ? "grid" : { base: "block", lg: "grid" }}
        gridTemplateColumns={{
          base: "minmax(0, 1fr)",
          lg: visual
            ? compact
              ? "minmax(0, 2fr) minmax(0, 1fr)"
              : "minmax(0, 6fr) minmax(0, 5fr)"
            : "minmax(0, 1fr) minmax(0, 1fr)",
        }}
        columnGap="10"
        rowGap={compact ? "8" : { base: "7", md: "12" }}
        alignItems="center"
      >
        <HeroCopy section={section} beside={Boolean(visual)} compact={compact} />
        {visual ? (
          section.pictureOnPhones === false ? (
            <chakra.div display={{ base: "none", md: "block" }}>
              <Visual visual={visual} />
            </chakra.div>
          ) : (
            <Visual visual={visual} />
          )
        ) : null}
      </chakra.div>
    </chakra.section>
  );
}

/**
 * The eyebrow, the heading, the introduction, the buttons, the note and the qualifier of any
 * figure above, in one grid cell beside the picture. A hero without a picture puts its heading in
 * one column and the rest in the other from 1024 px, as the closing panel does, so its right half
 * is never empty (issue 34).
 */
function HeroCopy({
  section,
  beside,
  compact,
}: {
  section: Queries.HeroSectionFragment;
  beside: boolean;
  compact: boolean;
}) {
  const Split = beside ? React.Fragment : "div";
  return (
    <chakra.div display={beside ? undefined : { lg: "contents" }}>
      <Split>
        {section.eyebrow ? (
          <chakra.p
            fontSize="sm"
            fontWeight="bold"
            textTransform="uppercase"
            letterSpacing="wide"
            color="teal.100"
            mb="3"
          >
            {section.eyebrow}
          </chakra.p>
        ) : null}
        <chakra.h1
          fontSize={
            compact
              ? { base: "4xl", lg: "5xl" }
              : { base: "[2.125rem]", md: "6xl", lg: beside ? "6xl" : "7xl", xl: "7xl" }
          }
          fontWeight="semibold"
          lineHeight="display"
          letterSpacing="display"
          maxW={compact ? "none" : "headline"}
        >
          {section.heading}
        </chakra.h1>
      </Split>
      <Split>
        {section.definition ? (
          <chakra.p
            mt={compact ? "4" : "5"}
            fontSize={compact ? "lg" : { base: "md", md: "xl" }}
            maxW="prose"
            color="fg.inverted"
            fontWeight="medium"
          >
            {section.definition}
          </chakra.p>
        ) : null}
        {section.intro ? (
          <chakra.p
            mt={section.definition ? "3" : compact ? "4" : "5"}
            fontSize={compact ? "lg" : { base: "md", md: "xl" }}
            maxW="prose"
            color="navy.100"
          >
            {section.intro}
          </chakra.p>
        ) : null}
        {section.addressCheck ? <HeroCheck check={section.addressCheck} /> : null}
        <ActionList actions={section.actions} inverted />
        {section.jump ? (
          <SiteLink
            to={section.jump.to}
            display="inline-flex"
            alignItems="center"
            gap="1.5"
            minH="11"
            mt="2"
            fontWeight="semibold"
            color="accent.onDark"
            textDecoration="underline"
            textUnderlineOffset="0.25em"
            data-jump=""
          >
            {section.jump.label}
            <ArrowDown aria-hidden="true" size={16} />
          </SiteLink>
        ) : null}
        {section.note ? (
          <chakra.p mt={compact ? "4" : { base: "4", md: "6" }} fontSize="sm" color="navy.100" maxW="prose">
            {section.note}
          </chakra.p>
        ) : null}
        {section.qualifier ? (
          <Caption inverted methodology>
            {section.qualifier}
          </Caption>
        ) : null}
      </Split>
    </chakra.div>
  );
}

/**
 * The free AI search check's address field in a hero (the home page's): a plain form that sends
 * the address to the check's Function, exactly as the check page's form does without JavaScript,
 * which answers with the whole report. No island and no script: the page's budget is untouched.
 */
function HeroCheck({ check }: { check: NonNullable<Queries.HeroSectionFragment["addressCheck"]> }) {
  const button = useRecipe({ recipe: buttonRecipe });
  return (
    <AgentForm
      method="get"
      action={SITE_CHECK_ACTION}
      {...agentForm(AGENT_TOOL_NAMES.check, check.agents.description, { autoSubmit: true })}
      mt={{ base: "6", md: "8" }}
      maxW="[36rem]"
      data-hero-check=""
    >
      <chakra.label htmlFor="hero-check-url" display="block" fontWeight="semibold" mb="2">
        {check.label}
      </chakra.label>
      <chakra.div display="flex" flexWrap="wrap" gap="3">
        <AgentInput
          id="hero-check-url"
          name="url"
          type="text"
          inputMode="url"
          autoComplete="url"
          required
          maxLength={2048}
          toolparamdescription={check.agents.url}
          aria-describedby="hero-check-hint"
          flex="1 1 14rem"
          minW="0"
          minH="12"
          px="3"
          py="2"
          bg="bg"
          color="fg"
          borderWidth="1px"
          borderColor="navy.300"
          borderRadius="md"
        />
        <chakra.button
          type="submit"
          css={button({ variant: "secondaryOnDark" })}
          flex={{ base: "1 1 100%", sm: "0 0 auto" }}
        >
          {check.button}
        </chakra.button>
      </chakra.div>
      <chakra.p id="hero-check-hint" mt="2" fontSize="sm" color="navy.100">
        {check.hint}
      </chakra.p>
    </AgentForm>
  );
}
