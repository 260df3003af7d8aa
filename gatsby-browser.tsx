import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { HydrationMark } from "./src/components/island";

/**
 * No Chakra provider at the browser's root: the pages are static islands, and the contact form
 * brings its own (ChakraScope). gatsby-ssr.tsx wraps the HTML build in the provider.
 */
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <>
    {element}
    <HydrationMark />
  </>
);
