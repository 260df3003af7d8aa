/**
 * The email asks' look (view.ts), added to the report's (report-style.ts): a plain bordered panel
 * after the closing band, its two forms side by side from 48rem, their buttons outlined as the
 * report's other secondary buttons are, so the strategist's filled button stays the one to press.
 * Left out of print.
 */
const c = (token: string) => `var(--hs-colors-${token})`;

export const EMAIL_ASKS_CSS = [
  `.sc-email{display:grid;gap:.75rem;padding:1.5rem;border:1px solid ${c("border")};border-radius:1rem;background:${c("white")}}`,
  `.sc-email>h2,.sc-email>h3{font-size:1.375rem}`,
  `.sc-email-asks{display:grid;gap:2rem;margin-top:.5rem}`,
  `@media screen and (min-width:48rem){.sc-email-asks{grid-template-columns:1fr 1fr;column-gap:3rem}.sc-email-form+.sc-email-form{border-left:1px solid ${c("border")};padding-left:3rem}}`,
  `@media screen and (max-width:47.99rem){.sc-email-form+.sc-email-form{border-top:1px solid ${c("border")};padding-top:2rem}}`,
  `.sc-email-form{position:relative;display:grid;gap:.75rem;align-content:start}.sc-email-form h3,.sc-email-form h4{font-size:1.125rem}`,
  `.sc-email-field{display:grid;gap:.25rem}.sc-email-field label{font-weight:600;font-size:.9375rem}`,
  `.sc-email-form input:not([type=checkbox]),.sc-email-form textarea{font:inherit;min-height:2.75rem;padding:.5rem .75rem;border:1px solid ${c("slate-500")};border-radius:.375rem;background:${c("white")};color:${c("fg")}}`,
  `.sc-email-form textarea{resize:vertical;min-height:5rem}.sc-email-form [aria-invalid=true]{border-color:${c("red-700")};outline:1px solid ${c("red-700")}}`,
  `.sc-email-consent{display:grid;grid-template-columns:auto 1fr;gap:.25rem .625rem;align-items:start;font-size:.9375rem}`,
  `.sc-email-consent input{width:1.25rem;height:1.25rem;margin:.125rem 0 0;accent-color:${c("teal-700")}}.sc-email-consent .sc-field-error{grid-column:2}`,
  `.sc-email-send{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem}.sc-email-send button{min-height:2.75rem}`,
  `.sc-email-status{font-weight:600;font-size:.9375rem}.sc-email-status[data-sent]{color:${c("teal-800")}}.sc-email-status[data-error]{color:${c("red-700")}}`,
  `.sc-field-error:empty{display:none}`,
  `.sc-trap{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden}`,
  `@media print{.sc-email{display:none!important}}`,
].join("");
