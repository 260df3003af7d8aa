import React, { type ReactNode } from "react";
import { Provider } from "./provider";

/**
 * In the browser only interactive parts (the contact form) render Chakra components; everything
 * else is static HTML. So the provider, and Chakra's runtime with it, comes with those parts
 * alone instead of with every page. The HTML build uses chakra-scope.server.
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <Provider>{children}</Provider>;
}
