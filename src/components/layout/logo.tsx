import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";

/** The brand mark (a drawn harbour wave in a tile) beside the agency's name from data/site.yaml. */
export function Logo({ name }: { name: string }) {
  return (
    <chakra.span
      display="inline-flex"
      alignItems="center"
      gap="2"
      fontWeight="bold"
      fontSize="lg"
      letterSpacing="tight"
    >
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 32 32">
        <rect width="32" height="32" rx="8" fill="#0b1f3a" />
        <path
          d="M6 20c3-4 6-4 9 0s6 4 9 0 M6 14c3-4 6-4 9 0s6 4 9 0"
          stroke="#5eead4"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span>{name}</span>
    </chakra.span>
  );
}
