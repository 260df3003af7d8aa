/**
 * What the contact map's box shows beneath the embedded map: the office's street and suburb on a
 * pin, over the faint grid of a map's sheet, drawn as a finished card rather than a stand-in map
 * (a street grid that is not the place reads as a placeholder). Where the map provider does not
 * load (offline, a blocker, a strict network) this is what the visitor sees, and the links beside
 * the box open the address in a maps app; where it loads, the embed covers it. Hidden from screen
 * readers: the address beside the box says the same.
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { MapPin } from "lucide-react";

export function DrawnMap({ street, place }: { street: string; place: string }) {
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
      bgColor="accent.subtle"
      css={{
        // A map sheet's graticule, faint, so the card reads as a map of the place without pretending to be one.
        backgroundImage:
          "linear-gradient(var(--hs-colors-teal-100) 1px, transparent 1px), linear-gradient(90deg, var(--hs-colors-teal-100) 1px, transparent 1px)",
        backgroundSize: "48px 48px",
        backgroundPosition: "center",
      }}
    >
      <chakra.span
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        boxSize="14"
        borderRadius="full"
        bg="accent"
        color="fg.inverted"
        boxShadow="md"
      >
        <MapPin size={28} />
      </chakra.span>
      <chakra.span bg="bg" borderRadius="md" px="4" py="2" boxShadow="sm">
        <chakra.span display="block" fontWeight="semibold">
          {street}
        </chakra.span>
        <chakra.span display="block" color="fg.muted" fontSize="sm">
          {place}
        </chakra.span>
      </chakra.span>
    </chakra.div>
  );
}
