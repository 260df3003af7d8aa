import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { HydratingServerHtml } from "./src/components/island";

/**
 * Only pages with an interactive section load React (gatsby-ssr.tsx). There, React hydrates the
 * prebuilt page with its static islands keeping the server's HTML. No Chakra provider at the
 * root: the contact form brings its own (ChakraScope); gatsby-ssr.tsx wraps the HTML build in it.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <HydratingServerHtml.Provider value={true}>{element}</HydratingServerHtml.Provider>
);
