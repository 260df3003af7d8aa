import React, { type ReactNode } from "react";

/** In the HTML build the root provider (gatsby-ssr.tsx) already gives every component Chakra. */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
