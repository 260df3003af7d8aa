import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { ChevronDown } from "../ui/lucide";
import { SiteLink } from "../ui/site-link";
import { navLinkStyles } from "./nav-styles";
import { disclosureMarkup } from "../../lib/browser";

const servicesMenu = disclosureMarkup("services-menu");

interface Item {
  readonly label: string;
  readonly to: string;
  readonly disabled: boolean | null;
  readonly disabledNote: string | null;
}

/** The Services dropdown: a disclosure button and a list of links, open below it on wide screens. */
export function ServicesMenu({ label, items }: { label: string; items: ReadonlyArray<Item> }) {
  return (
    <chakra.div position="relative" {...servicesMenu.root}>
      <chakra.button {...servicesMenu.button} css={navLinkStyles} width={{ base: "full", xl: "auto" }}>
        {label}
        <chakra.span
          display="inline-flex"
          transition="transform"
          css={{ "[aria-expanded=true] > &": { transform: "rotate(180deg)" } }}
        >
          <ChevronDown aria-hidden="true" size={16} />
        </chakra.span>
      </chakra.button>
      <chakra.ul
        {...servicesMenu.panel}
        position={{ base: "static", xl: "absolute" }}
        top="[100%]"
        left="0"
        zIndex="dropdown"
        minW="72"
        mt={{ xl: "1" }}
        ps={{ base: "4", xl: "2" }}
        pe={{ xl: "2" }}
        py="2"
        bg="bg"
        borderRadius={{ xl: "lg" }}
        borderWidth={{ xl: "1px" }}
        borderColor="border"
        boxShadow={{ xl: "md" }}
        css={{
          // Two columns on wide screens: half as tall, so the open menu covers less of the hero (its check field).
          "@media screen and (min-width: 80em)": {
            "&[data-state=open]": { display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", width: "36rem" },
          },
        }}
      >
        {items.map((item) =>
          item.disabled ? (
            <chakra.li
              key={item.label}
              aria-disabled="true"
              display="flex"
              alignItems="center"
              minH="11"
              px="3"
              color="negative"
            >
              <chakra.s textDecorationThickness="2px">{item.label}</chakra.s>
              {item.disabledNote ? <chakra.span srOnly>({item.disabledNote})</chakra.span> : null}
            </chakra.li>
          ) : (
            <chakra.li key={item.label}>
              <SiteLink to={item.to} css={navLinkStyles}>
                {item.label}
              </SiteLink>
            </chakra.li>
          ),
        )}
      </chakra.ul>
    </chakra.div>
  );
}
