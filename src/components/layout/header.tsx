import React from "react";
import { chakra, useRecipe } from "@chakra-ui/react/styled-system";
import { Menu, ScanSearch, X } from "../ui/lucide";
import type { SiteContent } from "../../hooks/use-site";
import { SiteLink } from "../ui/site-link";
import { buttonRecipe } from "../ui/button-styles";
import { ServicesMenu } from "./services-menu";
import { Logo } from "./logo";
import { navLinkStyles } from "./nav-styles";
import { disclosureMarkup } from "../../lib/browser";

const mobileMenu = disclosureMarkup("mobile-menu");

/**
 * One navigation for every screen: on wide screens the list is a row; on small screens the same
 * list is the mobile menu, opened by the toggle button. Every link is in the server HTML. The
 * header is static: src/lib/browser/disclosure.ts gives its two menus their behaviour.
 */
export function Header({ site }: { site: SiteContent }) {
  const { header } = site;
  const button = useRecipe({ recipe: buttonRecipe });

  return (
    <chakra.header position="sticky" top="0" zIndex="header" bg="bg" borderBottomWidth="1px" borderColor="border">
      <chakra.div
        maxW="container"
        mx="auto"
        px={{ base: "4", md: "6" }}
        minH="16"
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="4"
      >
        <SiteLink
          to="/"
          aria-label={header.homeLabel}
          display="inline-flex"
          alignItems="center"
          minH="11"
          borderRadius="md"
          whiteSpace="nowrap"
        >
          <Logo name={site.name} />
        </SiteLink>
        <chakra.nav aria-label={header.navLabel} {...mobileMenu.root}>
          <chakra.button
            {...mobileMenu.button}
            display={{ base: "inline-flex", xl: "none" }}
            alignItems="center"
            gap="2"
            minH="11"
            px="3"
            borderRadius="md"
            borderWidth="1px"
            borderColor="border"
            fontWeight="medium"
          >
            <chakra.span display="inline-flex" css={{ "[aria-expanded=true] > &": { display: "none" } }}>
              <Menu aria-hidden="true" size={20} />
            </chakra.span>
            <chakra.span display="none" css={{ "[aria-expanded=true] > &": { display: "inline-flex" } }}>
              <X aria-hidden="true" size={20} />
            </chakra.span>
            {header.menuLabel}
          </chakra.button>
          <chakra.ul
            {...mobileMenu.panel}
            position={{ base: "absolute", xl: "static" }}
            top="[100%]"
            insetX="0"
            bg="bg"
            borderBottomWidth={{ base: "1px", xl: "0" }}
            borderColor="border"
            boxShadow={{ base: "md", xl: "none" }}
            px={{ base: "4", xl: "0" }}
            py={{ base: "3", xl: "0" }}
            css={{
              "@media screen and (min-width: 80em)": {
                "&[data-state]": { display: "flex", alignItems: "center", gap: "0.25rem" },
              },
            }}
          >
            {header.nav.map((item) => (
              <chakra.li key={item.label}>
                {item.children ? (
                  <ServicesMenu label={item.label} items={item.children} />
                ) : (
                  <SiteLink to={item.to ?? "/"} css={navLinkStyles}>
                    {item.label}
                  </SiteLink>
                )}
              </chakra.li>
            ))}
            {/* The free check after SPEC's links (DECISIONS 2026-11-27), marked as the offer it is. */}
            <chakra.li>
              <SiteLink
                to={header.check.to}
                css={navLinkStyles}
                color="accent"
                fontWeight="semibold"
                whiteSpace="nowrap"
                data-header-check=""
              >
                <ScanSearch aria-hidden="true" size={18} />
                {header.check.label}
              </SiteLink>
            </chakra.li>
            <chakra.li ms={{ xl: "2" }} mt={{ base: "2", xl: "0" }}>
              <SiteLink
                to={header.cta.to}
                css={button({ variant: "primary" })}
                width={{ base: "full", xl: "auto" }}
                whiteSpace="nowrap"
              >
                {header.cta.label}
              </SiteLink>
            </chakra.li>
          </chakra.ul>
        </chakra.nav>
      </chakra.div>
    </chakra.header>
  );
}
