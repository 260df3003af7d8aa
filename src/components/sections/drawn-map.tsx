/**
 * What the contact map's box shows until the visitor asks for the map: a pin and the map's own
 * title on a plain ground, never a drawn street grid that could pass for the place, and the
 * request itself (`children`: the contact page's "Show the map" link). Nothing from the map
 * provider loads before that; where it never loads (offline, a blocker, a strict network) this is
 * what the visitor sees, beside the address and the links that open it in a maps app. The pin is
 * decoration; the title is read out, as it says what the box holds.
 */
import React, { type ReactNode } from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { MapPin } from "../ui/lucide";

export function DrawnMap({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <chakra.div
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
        aria-hidden="true"
      >
        <MapPin size={28} />
      </chakra.span>
      <chakra.span fontSize="sm" maxW="[20rem]">
        {label}
      </chakra.span>
      {children}
    </chakra.div>
  );
}
