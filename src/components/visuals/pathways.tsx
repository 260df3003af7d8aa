/**
 * Services index: a working panel, "Where are you starting from?", whose rows are real links to
 * the services ("Traffic dropped → Recovery"), joined by a dashed route. A list of links, not an
 * image: the panel is a navigation landmark named by the picture's description.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { ArrowRight } from "../ui/lucide";
import { SiteLink } from "../ui/site-link";
import { Panel, VisualFigure, type VisualProps } from "./shared";

export function PathwaysVisual({ visual }: VisualProps) {
  const links = visual.links ?? [];
  return (
    <VisualFigure caption={visual.caption}>
      <Panel as="nav" aria-label={visual.alt}>
        {visual.heading ? (
          <chakra.p
            fontFamily="heading"
            fontSize={{ base: "xl", md: "2xl" }}
            fontWeight="semibold"
            lineHeight="tight"
            mb="4"
          >
            {visual.heading}
          </chakra.p>
        ) : null}
        <chakra.ul
          listStyle="none"
          m="0"
          p="0"
          display="grid"
          gap="2.5"
          position="relative"
          ps={{ base: "5", md: "6" }}
          _before={{
            content: '""',
            position: "absolute",
            insetStart: "1.5",
            top: "7",
            bottom: "7",
            borderInlineStartWidth: "2px",
            borderStyle: "dashed",
            borderColor: "visual.line",
          }}
        >
          {links.map((link) => (
            <chakra.li key={`${link.to}-${link.label}`} position="relative">
              <chakra.span
                aria-hidden="true"
                position="absolute"
                insetStart={{ base: "-5", md: "-6" }}
                top="[50%]"
                translate="0 -50%"
                boxSize="3.5"
                ms="0.5"
                borderRadius="full"
                borderWidth="3px"
                borderColor="visual.ai"
                bg="visual.surface"
              />
              <SiteLink
                to={link.to}
                display="flex"
                flexWrap="wrap"
                alignItems="center"
                columnGap="3"
                rowGap="1"
                minH="14"
                px="4"
                py="2"
                borderRadius="lg"
                borderWidth="1px"
                borderColor="visual.line"
                bg="bg.inverted"
                color="visual.text"
                textDecoration="none"
                transition="[border-color {durations.fast}, background {durations.fast}]"
                _hover={{ borderColor: "visual.ai" }}
                _focusVisible={{ outlineColor: "accent.onDark" }}
              >
                <chakra.span flex="1 1 9rem" fontWeight="medium">
                  {link.label}
                </chakra.span>
                <chakra.span
                  display="inline-flex"
                  alignItems="center"
                  gap="2"
                  color="visual.ai"
                  fontWeight="semibold"
                  ms="auto"
                >
                  <ArrowRight aria-hidden="true" focusable="false" size={18} />
                  {link.target}
                </chakra.span>
              </SiteLink>
            </chakra.li>
          ))}
        </chakra.ul>
      </Panel>
    </VisualFigure>
  );
}
