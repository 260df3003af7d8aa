import React, { type ReactNode } from "react";
import { chakra } from "@chakra-ui/react/styled-system";

/** The scenario a chart or a set of figures describes, e.g. "Example: a $5,000 monthly retainer". */
export function ScenarioChip({ children }: { children: ReactNode }) {
  return (
    <chakra.p
      display="inline-flex"
      alignSelf="flex-start"
      px="3"
      py="1"
      mb="5"
      borderRadius="full"
      bg="neutral.subtle"
      color="slate.700"
      fontSize="sm"
      fontWeight="semibold"
    >
      {children}
    </chakra.p>
  );
}
