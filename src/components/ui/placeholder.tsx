/**
 * The agency's own facts not set yet (a price, a term, a person, the ABN, the phone, the booking
 * link): drawn dashed in amber, as the eye reads "not yet", never as a figure or a face. A
 * production build refuses every one of them (src/lib/content/placeholders.ts).
 */
import React, { type ReactNode } from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { UserRound } from "./lucide";

/** A placeholder in a line of text: the mark ("Placeholder"), dashed. */
export function PlaceholderMark({ children, title }: { children: ReactNode; title?: string }) {
  return (
    <chakra.span
      display="inline-block"
      px={{ base: "1.5", md: "2" }}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="note.border"
      bg="note.bg"
      color="note.fg"
      borderRadius="sm"
      title={title}
      data-placeholder=""
    >
      {children}
    </chakra.span>
  );
}

/**
 * Where a person's photo goes until the team collection has them: a dashed frame of the photo's
 * shape (4:5 on the team's cards, round beside a byline or the reply promise) with a figure's
 * outline, never a stock face.
 */
export function PhotoPlaceholder({ round = false, size }: { round?: boolean; size?: "8" | "12" | "14" }) {
  return (
    <chakra.span
      display="flex"
      alignItems="center"
      justifyContent="center"
      flexShrink="0"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="note.border"
      bg="note.bg"
      color="note.fg"
      borderRadius={round ? "full" : "lg"}
      aspectRatio={round ? "[1]" : "[4 / 5]"}
      w={size ?? "full"}
      aria-hidden="true"
      data-placeholder=""
    >
      <UserRound size={round ? 18 : 40} strokeWidth={1.5} />
    </chakra.span>
  );
}
