/**
 * The one reply promise with the person behind it: the strategist's face and name (site.yaml
 * `people.strategist`, a person of the team) beside "A strategist replies within 24 hours", and
 * the way to book a call instead (`booking`), a plain link that opens the agency's scheduler in
 * a new tab, so no scheduler script reaches our pages. Until the agency adds them, each is a
 * marked placeholder (a production build refuses them).
 */
import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { CalendarDays, ExternalLink } from "./lucide";
import { useSite } from "../../hooks/use-site";
import { usePeople } from "../../hooks/use-people";
import { Photo } from "./photo";
import { PhotoPlaceholder, PlaceholderMark } from "./placeholder";

export function ReplyPromise({ inverted = false }: { inverted?: boolean }) {
  const site = useSite();
  const people = site.people;
  const person = usePeople().find((p) => p.key === people.strategist);
  const muted = inverted ? "fg.invertedMuted" : "fg.muted";
  return (
    <chakra.div display="flex" gap="3" alignItems="flex-start" data-reply-promise="">
      {person ? (
        <Photo image={person.avatar} alt="" borderRadius="full" w="12" h="12" flexShrink="0" />
      ) : (
        <PhotoPlaceholder round size="12" />
      )}
      <chakra.div fontSize="sm" lineHeight="snug">
        <chakra.p fontWeight="semibold">
          {person ? (
            `${person.name}, ${person.role}`
          ) : (
            <>
              <PlaceholderMark>{people.placeholder}</PlaceholderMark>{" "}
              <chakra.span fontWeight="normal" color={muted}>
                {people.placeholderRole}
              </chakra.span>
            </>
          )}
        </chakra.p>
        <chakra.p mt="1">{people.replyPromise}</chakra.p>
        <BookingLink inverted={inverted} />
      </chakra.div>
    </chakra.div>
  );
}

/** "Prefer to talk first? Book a call", to the agency's scheduler in a new tab; a placeholder until it is set. */
export function BookingLink({ inverted = false }: { inverted?: boolean }) {
  const site = useSite();
  const { booking } = site;
  return (
    <chakra.p mt="1" color={inverted ? "fg.invertedMuted" : "fg.muted"} data-booking="">
      {booking.note}{" "}
      {booking.url ? (
        <chakra.a
          href={booking.url}
          target="_blank"
          rel="noopener noreferrer"
          display="inline-flex"
          alignItems="center"
          gap="1"
          fontWeight="semibold"
          color={inverted ? "accent.onDark" : "accent"}
          textDecoration="underline"
          textUnderlineOffset="0.2em"
        >
          <CalendarDays aria-hidden="true" size={15} />
          {booking.label}
          <ExternalLink aria-hidden="true" size={13} />
          <chakra.span srOnly>{site.ui.newTab}</chakra.span>
        </chakra.a>
      ) : (
        <>
          <chakra.span fontWeight="semibold">{booking.label}</chakra.span>{" "}
          <PlaceholderMark>{site.people.placeholder}</PlaceholderMark>
        </>
      )}
    </chakra.p>
  );
}
