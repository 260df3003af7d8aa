import React, { useCallback, useEffect, useRef, useState, type ReactNode, type SubmitEvent } from "react";
import { flushSync } from "react-dom";
import { chakra, useRecipe } from "@chakra-ui/react/styled-system";
import {
  BUDGET_OPTIONS,
  CHECK_FIELDS,
  CONTACT_FIELDS,
  type ContactErrors,
  type ContactField,
  HONEYPOT_FIELD,
  LIMITS,
  type Option,
} from "../../lib/contact/client";
import { formValues, submissionIdField, submitContact } from "./submit";
import { attributionFields } from "../../lib/leads/client";
import { buttonRecipe } from "../ui/button-styles";
import { SiteLink } from "../ui/site-link";
import { AGENT_TOOL_NAMES, agentForm } from "../../lib/content/agent-forms";
import { AgentForm, AgentInput, AgentSelect, AgentTextarea } from "../ui/agent-elements";

/** The form's wording (data/pages/contact.yaml) and the services a visitor may choose from. */
export interface ContactFormProps {
  copy: NonNullable<Queries.ContactFormSectionFragment["form"]>;
  services: readonly Option[];
}
type ToastModule = typeof import("../ui/toaster");

/** The AI search check a visitor came from (its report links here with the address and score), sent with the enquiry. */
function checkFields(doc: Document): Record<string, string> {
  const query = new URLSearchParams(doc.location.search);
  return Object.fromEntries(CHECK_FIELDS.flatMap((name) => (query.get(name) ? [[name, query.get(name) ?? ""]] : [])));
}

export const FORM_ID = "contact-form-fields";

const fieldStyles = {
  width: "full",
  minH: "11",
  px: "3",
  py: "2",
  bg: "bg",
  borderWidth: "1px",
  borderColor: "slate.500",
  borderRadius: "md",
  "&[aria-invalid=true]": { borderColor: "negative", borderWidth: "2px" },
} as const;

/** What a field's control needs from its Field: its id, name, what an agent reads of it (WebMCP) and error wiring. */
type FieldControl = {
  id: string;
  name: string;
  toolparamdescription: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
};

interface FieldProps {
  name: ContactField;
  label: string;
  /** What an AI agent reads about the field (data/pages/contact.yaml, form.agents.fields). */
  agentDescription: string;
  optional?: string;
  error?: string;
  children: (props: FieldControl) => ReactNode;
}

function Field({ name, label, agentDescription, optional, error, children }: FieldProps) {
  const id = `contact-${name}`;
  const errorId = `${id}-error`;
  return (
    <chakra.div display="flex" flexDirection="column" gap="1.5">
      <chakra.label htmlFor={id} fontWeight="semibold">
        {label}
        {optional ? (
          <chakra.span fontWeight="normal" color="fg.muted">
            {" "}
            {optional}
          </chakra.span>
        ) : null}
      </chakra.label>
      {children({
        id,
        name,
        toolparamdescription: agentDescription,
        ...(error ? { "aria-invalid": true as const, "aria-describedby": errorId } : {}),
      })}
      {error ? (
        <chakra.p id={errorId} color="negative" fontSize="sm" fontWeight="semibold">
          {error}
        </chakra.p>
      ) : null}
    </chakra.div>
  );
}

/** An optional choice that starts with nothing chosen, so nothing is sent when it is left so. */
function OptionSelect({
  placeholder,
  options,
  ...field
}: { placeholder: string; options: ReadonlyArray<{ value: string; label: string }> } & FieldControl) {
  return (
    <AgentSelect {...field} defaultValue="" autoComplete="off" css={fieldStyles}>
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </AgentSelect>
  );
}

/** Shown by CSS `:target` after a native (no-JavaScript) post redirects back here. */
function Outcome({ id, tone, children }: { id: string; tone: "positive" | "negative"; children: ReactNode }) {
  return (
    <chakra.p
      id={id}
      display="none"
      _target={{ display: "block" }}
      mb="6"
      px="4"
      py="3"
      borderRadius="md"
      borderStartWidth="4px"
      borderColor={tone}
      bg={`${tone}.subtle`}
      fontWeight="semibold"
      tabIndex={-1}
    >
      {children}
    </chakra.p>
  );
}

/**
 * The contact form (SPEC §3-§5, §8 with DECISIONS.md's fixes). A plain HTML form that posts to the
 * contact Function without JavaScript; with it (the contact-form island, src/islands/), the post
 * is sent as JSON, the answer is read, and the visitor sees a toast and any field errors without
 * leaving the page.
 */
export function ContactForm({ copy, services }: ContactFormProps) {
  const button = useRecipe({ recipe: buttonRecipe });
  const [sending, setSending] = useState(false);
  // Marks the form once React handles it (the server's HTML posts natively until then).
  const [enhanced, setEnhanced] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- React's documented two-pass render for markup that differs once hydrated (react.dev, hydrateRoot): the server's HTML must not say enhanced
  useEffect(() => setEnhanced(true), []);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [toasts, setToasts] = useState<ToastModule | null>(null);
  const toastLoad = useRef<Promise<ToastModule> | null>(null);

  const loadToasts = useCallback(() => {
    toastLoad.current ??= import("../ui/toaster").then(
      (m) => {
        // Mounted before anyone notifies: a toast created before its Toaster subscribed was lost
        // when the form was first reached for by its send button (the module arrives mid-submit).
        flushSync(() => setToasts(() => m));
        return m;
      },
      (error: unknown) => {
        // A module that did not arrive (a dropped connection) is asked for again next time.
        toastLoad.current = null;
        throw error;
      },
    );
    return toastLoad.current;
  }, []);

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSending(true);
    setErrors({});
    const [outcome, toast] = await Promise.all([
      submitContact(form.action, {
        ...formValues(form),
        ...attributionFields(document),
        ...submissionIdField(),
        ...checkFields(document),
      }),
      // Without the toasts' code the visitor still gets the answer: the no-JavaScript outcome line.
      loadToasts().catch(() => null),
    ]);
    setSending(false);
    const say = (type: "success" | "error", title: string, description: string, line: string) => {
      if (toast) toast.notify(type, title, description);
      else window.location.hash = line;
    };
    if (outcome.kind === "sent") {
      form.reset();
      say("success", copy.successTitle, copy.successDescription, "message-sent");
      return;
    }
    say(
      "error",
      copy.failureTitle,
      copy.failureDescription,
      outcome.kind === "invalid" ? "message-invalid" : "message-failed",
    );
    if (outcome.kind === "invalid") {
      setErrors(outcome.errors);
      const first = CONTACT_FIELDS.find((f) => outcome.errors[f]);
      const field = first ? form.elements.namedItem(first) : null;
      if (field instanceof HTMLElement) field.focus();
    }
  }

  // Only a field showing an error changes state: every other keystroke leaves the form as it is.
  const clearError = (name: string) =>
    setErrors((e) => (e[name as ContactField] !== undefined ? { ...e, [name]: undefined } : e));
  const { labels, agents } = copy;

  return (
    <>
      <Outcome id="message-sent" tone="positive">
        {copy.sent}
      </Outcome>
      <Outcome id="message-invalid" tone="negative">
        {copy.invalid}
      </Outcome>
      <Outcome id="message-failed" tone="negative">
        {copy.failed}
      </Outcome>
      <AgentForm
        id={FORM_ID}
        method="post"
        action="/api/contact"
        {...agentForm(AGENT_TOOL_NAMES.contact, agents.description, { autoSubmit: false })}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadToasts()}
        onPointerEnter={() => void loadToasts()}
        onInput={(e) => clearError((e.target as HTMLInputElement).name)}
        display="grid"
        gap="5"
        gridTemplateColumns={{ base: "1fr", md: "repeat(2, minmax(0, 1fr))" }}
        maxW="3xl"
        p={{ base: "5", md: "8" }}
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="lg"
        boxShadow="sm"
        position="relative"
        data-state={sending ? "sending" : "idle"}
        data-enhanced={enhanced ? "" : undefined}
      >
        <Field
          name="firstName"
          label={labels.firstName}
          agentDescription={agents.fields.firstName}
          error={errors.firstName}
        >
          {(p) => (
            <AgentInput
              {...p}
              type="text"
              required
              autoComplete="given-name"
              maxLength={LIMITS.firstName}
              css={fieldStyles}
            />
          )}
        </Field>
        <Field
          name="lastName"
          label={labels.lastName}
          agentDescription={agents.fields.lastName}
          error={errors.lastName}
        >
          {(p) => (
            <AgentInput
              {...p}
              type="text"
              required
              autoComplete="family-name"
              maxLength={LIMITS.lastName}
              css={fieldStyles}
            />
          )}
        </Field>
        <Field name="email" label={labels.email} agentDescription={agents.fields.email} error={errors.email}>
          {(p) => (
            <AgentInput {...p} type="email" required autoComplete="email" maxLength={LIMITS.email} css={fieldStyles} />
          )}
        </Field>
        <Field
          name="phone"
          label={labels.phone}
          agentDescription={agents.fields.phone}
          optional={copy.optional}
          error={errors.phone}
        >
          {(p) => <AgentInput {...p} type="tel" autoComplete="tel" maxLength={LIMITS.phone} css={fieldStyles} />}
        </Field>
        <Field
          name="website"
          label={labels.website}
          agentDescription={agents.fields.website}
          optional={copy.optional}
          error={errors.website}
        >
          {(p) => (
            <AgentInput
              {...p}
              type="text"
              inputMode="url"
              autoComplete="url"
              maxLength={LIMITS.website}
              css={fieldStyles}
            />
          )}
        </Field>
        <Field
          name="service"
          label={labels.service}
          agentDescription={agents.fields.service}
          optional={copy.optional}
          error={errors.service}
        >
          {(p) => <OptionSelect {...p} placeholder={copy.chooseService} options={services} />}
        </Field>
        <Field
          name="budget"
          label={labels.budget}
          agentDescription={agents.fields.budget}
          optional={copy.optional}
          error={errors.budget}
        >
          {(p) => <OptionSelect {...p} placeholder={copy.chooseBudget} options={BUDGET_OPTIONS} />}
        </Field>
        <chakra.div gridColumn={{ md: "1 / -1" }}>
          <Field name="message" label={labels.message} agentDescription={agents.fields.message} error={errors.message}>
            {(p) => (
              <AgentTextarea
                {...p}
                required
                rows={6}
                maxLength={LIMITS.message}
                css={{ ...fieldStyles, resize: "vertical" }}
              />
            )}
          </Field>
        </chakra.div>
        <chakra.div
          aria-hidden="true"
          position="absolute"
          left="[-10000px]"
          top="auto"
          width="[1px]"
          height="[1px]"
          overflow="hidden"
        >
          <label htmlFor="contact-gotcha">{copy.honeypot}</label>
          <input
            id="contact-gotcha"
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            // Read-only, so an AI agent's browser leaves it out of the form's tool (WebMCP): it is
            // still sent, empty, and a bot that sets every field still fills it.
            readOnly
            defaultValue=""
          />
        </chakra.div>
        <chakra.div gridColumn={{ md: "1 / -1" }} display="flex" flexDirection="column" gap="4" alignItems="flex-start">
          <chakra.button type="submit" disabled={sending} css={button({ variant: "primary" })}>
            {sending ? copy.sending : copy.submit}
          </chakra.button>
          <chakra.p fontSize="sm" color="fg.muted">
            {copy.privacy}{" "}
            <SiteLink to={copy.privacyLink.to} color="accent" textDecoration="underline">
              {copy.privacyLink.label}
            </SiteLink>
          </chakra.p>
        </chakra.div>
      </AgentForm>
      {toasts ? <toasts.Toaster closeLabel={copy.closeToast} /> : null}
    </>
  );
}
