/**
 * The choices an enquiry is made of besides free text: the contact form offers them (contact/options.ts
 * lists them with the rest of the form's contract), and the lead's email, chat alert and webhook
 * label them (leads/). Here rather than in contact/ because both features read them and the
 * contact form's Function stores its leads through leads/: content/ is the floor below both.
 */

/** A choice in one of the form's selects: the value the server accepts, the label people read. */
export interface Option {
  value: string;
  label: string;
}

export const BUDGET_OPTIONS = [
  { value: "under-2k", label: "Under $2,000 a month" },
  { value: "2k-5k", label: "$2,000 to $5,000 a month" },
  { value: "5k-10k", label: "$5,000 to $10,000 a month" },
  { value: "10k-20k", label: "$10,000 to $20,000 a month" },
  { value: "20k-plus", label: "$20,000+ a month" },
] as const;

export type BudgetValue = (typeof BUDGET_OPTIONS)[number]["value"];
