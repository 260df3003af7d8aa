/**
 * What the contact map's box shows beneath the embedded map until (or unless) it loads: a pin and
 * the map's own title on a plain ground, never a drawn street grid that could pass for the place.
 * Where the map provider does not load (offline, a blocker, a strict network) this is what the
 * visitor sees, beside the address and the links that open it in a maps app; where it loads, the
 * embed covers it. Hidden from screen readers: the embed's title says the same.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { MapPin } from "../ui/lucide";

export function DrawnMap({ label }: { label: string }) {
  return (
    <chakra.div
      aria-hidden="true"
      data-drawn-map=""
      position="absolute"
      inset="0"
      display="flex"
      flexDirection="column"
      alignItems="center"
      justifyContent="center"
      gap="3"
      p="6"
      textAlign="center"
      bgColor="neutral.subtle"
      color="fg.muted"
    >
      <chakra.span
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="14"
        borderRadius="full"
        bg="bg"
        color="accent"
      >
        <MapPin size={28} />
      </chakra.span>
      <chakra.span fontSize="sm" maxW="[20rem]">
        {label}
      </chakra.span>
    </chakra.div>
  );
}
