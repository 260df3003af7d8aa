import React from "react";
import { graphql } from "gatsby";
import { useInterestOptions } from "../../hooks/use-interests";
import { ContactForm, type ContactFormProps } from "../contact/contact-form";
import { IslandRoot } from "../ui/island-root";
import { SectionShell } from "./section-shell";
import { ContactDetailsList } from "./contact-details";
import { chakra } from "@chakra-ui/react/styled-system";
import { ReplyPromise } from "../ui/reply-promise";

export const query = graphql`
  fragment ContactFormSection on SectionContactForm {
    ...SectionBase
    form {
      labels {
        firstName
        lastName
        email
        phone
        website
        service
        budget
        message
      }
      optional
      chooseService
      otherInterests {
        value
        label
      }
      chooseBudget
      honeypot
      submit
      sending
      privacy
      privacyLink {
        label
        to
      }
      successTitle
      successDescription
      failureTitle
      failureDescription
      closeToast
      sent
      invalid
      failed
      agents {
        description
        fields {
          firstName
          lastName
          email
          phone
          website
          service
          budget
          message
        }
      }
    }
    details {
      heading
      intro
      stepsHeading
      steps
      reachHeading
      emailLabel
      phoneLabel
      addressLabel
      hoursHeading
    }
  }
`;

/**
 * The contact form section: its heading and introduction are static HTML; the form is the
 * contact-form island (src/islands/contact-form.tsx), which the browser hydrates when the visitor
 * first reaches for it. Beside it on wide screens (after it on phones): who replies and how to book
 * a call, the three steps of what happens next, and the other ways to reach us.
 */
export function ContactFormSection({ section }: { section: Queries.ContactFormSectionFragment }) {
  const services = useInterestOptions(section.form.otherInterests ?? []);
  const props: ContactFormProps = { copy: section.form, services };
  return (
    <SectionShell section={section} compact>
      <chakra.div
        display="grid"
        gap={{ base: "12", lg: "16" }}
        gridTemplateColumns={{ base: "minmax(0, 1fr)", lg: "minmax(0, 1.7fr) minmax(0, 1fr)" }}
        alignItems="start"
      >
        <div>
          <IslandRoot name="contact-form" props={props}>
            <ContactForm {...props} />
          </IslandRoot>
        </div>
        {section.details ? (
          <chakra.section
            aria-labelledby="contact-details-heading"
            p={{ base: "6", md: "8" }}
            bg="bg"
            borderWidth="1px"
            borderColor="border"
            borderRadius="xl"
          >
            <chakra.h3 id="contact-details-heading" fontSize="xl" fontWeight="semibold" mb="4">
              {section.details.heading}
            </chakra.h3>
            <ReplyPromise />
            <chakra.h4 fontSize="md" fontWeight="semibold" mt="6" mb="3">
              {section.details.stepsHeading}
            </chakra.h4>
            <chakra.ol display="grid" gap="3" data-next-steps="">
              {section.details.steps.map((step, i) => (
                <chakra.li key={step} display="flex" gap="3" alignItems="baseline" fontSize="sm">
                  <chakra.span
                    flexShrink="0"
                    display="inline-flex"
                    alignItems="center"
                    justifyContent="center"
                    boxSize="6"
                    borderRadius="full"
                    bg="accent.subtle"
                    color="accent"
                    fontWeight="semibold"
                    fontSize="xs"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </chakra.span>
                  {step}
                </chakra.li>
              ))}
            </chakra.ol>
            {section.details.intro ? (
              <chakra.p color="fg.muted" mt="6" fontSize="sm">
                {section.details.intro}
              </chakra.p>
            ) : null}
            <chakra.h4 fontSize="md" fontWeight="semibold" mt="6" mb="3">
              {section.details.reachHeading}
            </chakra.h4>
            <ContactDetailsList labels={section.details} columns={1} />
          </chakra.section>
        ) : null}
      </chakra.div>
    </SectionShell>
  );
}
