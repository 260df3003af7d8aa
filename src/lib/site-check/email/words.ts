/**
 * The two email asks' words (data/site-check.yaml, emailAsks): the forms on a kept report's page,
 * the two emails, the unsubscribe page and the refusals. `{agency}` is the agency's name from the
 * site's settings; the other values each text names are filled where it is used. Free of Node APIs:
 * the report's view draws the forms.
 */

export interface EmailAskWords {
  heading: string;
  intro: string;
  /** The hidden trap's label (a bot fills it; a person never sees it). */
  honeypot: string;
  /** While the form is sending, with JavaScript. */
  sending: string;
  me: {
    title: string;
    text: string;
    emailLabel: string;
    consentLabel: string;
    notice: string;
    button: string;
    sent: string;
    interest: string;
    leadMessage: string;
    agents: { description: string; email: string; consent: string };
  };
  developer: {
    title: string;
    text: string;
    toLabel: string;
    fromLabel: string;
    fromHint: string;
    noteLabel: string;
    noteHint: string;
    button: string;
    sent: string;
    agents: { description: string; to: string; from: string; note: string };
  };
  email: {
    subject: string;
    subjectScored: string;
    intro: string;
    score: string;
    noScore: string;
    fixFirst: string;
    nothingFirst: string;
    more: string;
    link: string;
    button: string;
    reply: string;
    why: string;
    unsubscribe: string;
  };
  developerEmail: {
    subject: string;
    intro: string;
    note: string;
    link: string;
    why: string;
    unsubscribe: string;
  };
  unsubscribe: {
    title: string;
    confirm: string;
    text: string;
    button: string;
    done: string;
    invalid: string;
    failed: string;
  };
  errors: {
    email: string;
    consent: string;
    to: string;
    from: string;
    note: string;
    noteLink: string;
    unsubscribed: string;
    limited: string;
    reportLimited: string;
    recipientLimited: string;
    unavailable: string;
    missing: string;
    notOffered: string;
    crossSite: string;
    preview: string;
  };
}
