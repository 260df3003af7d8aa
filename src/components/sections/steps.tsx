import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { gridColumns, positionCue, swipeRowOnPhones } from "../ui/grid";
import { useSite } from "../../hooks/use-site";
import { Visual } from "../visuals";

export const query = graphql`
  fragment StepsSection on SectionSteps {
    ...SectionBase
    foldOnPhones
    items {
      title
      description
    }
    visual {
      ...HeroVisual
    }
  }
`;

/**
 * A numbered process; the numbers come from the ordered list, not from the copy. On phones the
 * number sits beside the title. From 768 px, where cards share a row, each card is a subgrid of
 * the list's rows (number, title, body), so the numbers, titles and bodies of a row line up
 * whatever the length of a title (issue 34; layout-faults.ts measures it).
 */
export function Steps({ section }: { section: Queries.StepsSectionFragment }) {
  const cue = positionCue(useSite().ui.swipePosition, section.items.length);
  if (section.visual) return <StepsBesidePicture section={section} visual={section.visual} />;
  const swipe = swipeRowOnPhones(section.heading, { md: "6" }, cue);
  return (
    <SectionShell section={section} fold={section.foldOnPhones === true}>
      <chakra.ol
        {...swipe}
        gridTemplateColumns={gridColumns(section.items.length, 4)}
        css={{ ...swipe.css, counterReset: "step swipe" }}
      >
        {section.items.map((item) => (
          <chakra.li
            key={item.title}
            css={{ counterIncrement: "step swipe" }}
            display="grid"
            gridTemplateColumns={{ base: "auto minmax(0, 1fr)", md: "minmax(0, 1fr)" }}
            gridTemplateRows={{ md: "subgrid" }}
            gridRow={{ md: "span 3" }}
            columnGap="3"
            rowGap={{ md: "0" }}
            alignItems={{ base: "center", md: "start" }}
            p={{ base: "4", md: "6" }}
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="lg"
          >
            <chakra.span
              aria-hidden="true"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize={{ base: "8", md: "10" }}
              borderRadius="full"
              bg="accent"
              color="fg.inverted"
              fontWeight="bold"
              mb={{ base: "0", md: "3" }}
              css={{ "&::before": { content: "counter(step)" } }}
            />
            <chakra.h3 fontSize="lg" fontWeight="semibold" lineHeight="snug" mb={{ base: "0", md: "2" }}>
              {item.title}
            </chakra.h3>
            <chakra.p color="fg.muted" gridColumn="1 / -1" mt={{ base: "2", md: "0" }}>
              {item.description}
            </chakra.p>
          </chakra.li>
        ))}
      </chakra.ol>
    </SectionShell>
  );
}

/**
 * Steps with a picture of what the first one gives (home's sample report of the free check): the
 * steps in one column, numbered, beside the picture on its navy stage from 1024 px, the picture
 * after them from 768 px, and none on phones, where the page must stay short. No sideways
 * scrolling: three short steps read down a phone.
 */
function StepsBesidePicture({
  section,
  visual,
}: {
  section: Queries.StepsSectionFragment;
  visual: NonNullable<Queries.StepsSectionFragment["visual"]>;
}) {
  const stage = (
    <chakra.div
      bg="bg.inverted"
      bgGradient="to-br"
      gradientFrom="navy.900"
      gradientTo="navy.700"
      borderRadius="2xl"
      px={{ base: "4", md: "10" }}
      py={{ base: "5", md: "10" }}
      // On phones the steps stand alone (home is held to 6,500 px there): the check itself is one tap away.
      display={{ base: "none", md: "block" }}
      data-stage=""
    >
      <Visual visual={visual} />
    </chakra.div>
  );
  return (
    <SectionShell section={section} aside={stage} fold={section.foldOnPhones === true}>
      <chakra.ol
        listStyle="none"
        m="0"
        p="0"
        display="grid"
        gap={{ base: "4", md: "6" }}
        css={{ counterReset: "step" }}
      >
        {section.items.map((item) => (
          <chakra.li
            key={item.title}
            css={{ counterIncrement: "step" }}
            display="grid"
            gridTemplateColumns="auto minmax(0, 1fr)"
            columnGap={{ base: "3", md: "4" }}
            rowGap="1"
          >
            <chakra.span
              aria-hidden="true"
              gridRow="span 2"
              display="inline-flex"
              alignItems="center"
              justifyContent="center"
              boxSize={{ base: "8", md: "10" }}
              borderRadius="full"
              bg="accent"
              color="fg.inverted"
              fontWeight="bold"
              css={{ "&::before": { content: "counter(step)" } }}
            />
            <chakra.h3 fontSize="lg" fontWeight="semibold" lineHeight="snug" alignSelf="center">
              {item.title}
            </chakra.h3>
            <chakra.p color="fg.muted">{item.description}</chakra.p>
          </chakra.li>
        ))}
      </chakra.ol>
    </SectionShell>
  );
}
