import React, { type ReactNode } from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { useSite } from "../../hooks/use-site";
import { SkipLink } from "./skip-link";
import { Header } from "./header";
import { Footer } from "./footer";
import { Island } from "../island";

export const MAIN_ID = "main";

export function Layout({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <chakra.div display="flex" flexDirection="column" minH="100vh">
      <SkipLink target={MAIN_ID} label={site.header.skipLink} />
      <Header site={site} />
      <chakra.main id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: "none" }}>
        {children}
      </chakra.main>
      <Island>
        <Footer site={site} />
      </Island>
    </chakra.div>
  );
}
