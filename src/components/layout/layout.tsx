import React, { useEffect, type ReactNode } from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { useSite } from "../../hooks/use-site";
import { SkipLink } from "./skip-link";
import { Header } from "./header";
import { Footer } from "./footer";
import { Island } from "../island";
import { enhanceDisclosures } from "../../lib/disclosure";

export const MAIN_ID = "main";

/**
 * Header, sections and footer are static islands: the browser keeps the server's HTML and React
 * does not re-render them. Only the menus' behaviour and the contact form run in the browser.
 */
export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  useEffect(() => enhanceDisclosures(document), []);
  return (
    <chakra.div display="flex" flexDirection="column" minH="100vh">
      <Island>
        <SkipLink target={MAIN_ID} label={site.header.skipLink} />
        <Header site={site} />
      </Island>
      <chakra.main id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: "none" }}>
        {children}
      </chakra.main>
      <Island>
        <Footer site={site} />
      </Island>
    </chakra.div>
  );
}
