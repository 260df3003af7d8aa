import React from "react";
import { graphql } from "gatsby";
import { useInterestOptions } from "../../hooks/use-interests";
import { ContactForm, type ContactFormProps } from "../contact/contact-form";
import { IslandRoot } from "../../islands/island-root";
import { SectionShell } from "./section-shell";

export const query = graphql`
  fragment ContactFormSection on Section {
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
    }
  }
`;

/**
 * The contact form section: its heading and introduction are static HTML; the form is the
 * contact-form island (src/islands/contact-form.tsx), which the browser hydrates when the visitor
 * first reaches for it.
 */
export function ContactFormSection({ section }: { section: Queries.ContactFormSectionFragment }) {
  if (!section.form) throw new Error("A contactForm section needs its form wording");
  const services = useInterestOptions(section.form.otherInterests ?? []);
  const props: ContactFormProps = { copy: section.form, services };
  return (
    <SectionShell section={section}>
      <IslandRoot name="contact-form" props={props}>
        <ContactForm {...props} />
      </IslandRoot>
    </SectionShell>
  );
}
