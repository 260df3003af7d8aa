import React, { type ReactNode } from "react";
import { ChakraProvider } from "@chakra-ui/react/styled-system";
import { system } from "./system";

export function Provider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
