import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";

export function SkipLink({ target, label }: { target: string; label: string }) {
  return (
    <chakra.a
      href={`#${target}`}
      position="absolute"
      left="4"
      top="[-4rem]"
      transform="translateY(-100%)"
      zIndex="skip"
      bg="bg.inverted"
      color="fg.inverted"
      px="4"
      py="3"
      borderRadius="md"
      fontWeight="semibold"
      _focusVisible={{ top: "4", transform: "none" }}
    >
      {label}
    </chakra.a>
  );
}
