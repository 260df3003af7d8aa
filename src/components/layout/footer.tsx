import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import type { SiteContent } from "../../hooks/use-site";
import { SiteLink } from "../ui/site-link";
import { Logo } from "./logo";

export function Footer({ site }: { site: SiteContent }) {
  const { footer } = site;
  return (
    <chakra.footer bg="bg.inverted" color="fg.inverted" mt="auto">
      <chakra.div maxW="container" mx="auto" px={{ base: "4", md: "6" }} py="12" display="grid" gap="10" gridTemplateColumns={{ base: "1fr", md: "2fr 1fr 1fr" }}>
        <chakra.div display="flex" flexDirection="column" gap="3">
          <Logo name={site.name} />
          <chakra.p maxW="sm">{site.tagline}</chakra.p>
          <chakra.p fontSize="sm">{footer.agencyLine}</chakra.p>
          <chakra.p fontSize="sm">{site.abn}</chakra.p>
        </chakra.div>
        {footer.columns.map((column) => (
          <chakra.div key={column.heading}>
            <chakra.h2 fontSize="md" fontWeight="bold" mb="2">
              {column.heading}
            </chakra.h2>
            <chakra.ul>
              {column.links.map((link) => (
                <chakra.li key={link.to}>
                  <SiteLink to={link.to} display="inline-flex" alignItems="center" minH="11" textDecoration="underline" textUnderlineOffset="0.2em" _hover={{ textDecorationThickness: "2px" }}>
                    {link.label}
                  </SiteLink>
                </chakra.li>
              ))}
            </chakra.ul>
          </chakra.div>
        ))}
      </chakra.div>
      <chakra.div borderTopWidth="1px" borderColor="navy.700">
        <chakra.p maxW="container" mx="auto" px={{ base: "4", md: "6" }} py="5" fontSize="sm">
          {footer.copyright}
        </chakra.p>
      </chakra.div>
    </chakra.footer>
  );
}
