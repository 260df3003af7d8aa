/**
 * The report's look (report-view.ts), written into the head of every page that shows it: the
 * check page (its island renders the report) and the report page's frame, which the report's
 * Function fills. Every colour and face is the Chakra system's own CSS variable (`--hs-…`,
 * src/components/ui/system.ts), which every page's CSS declares, so the values live once.
 * Breakpoints are the system's (48rem, 64rem). With a print rule for a clean A4 report: the summary,
 * the fixes and the closing band's service and price; the site's header and footer, the buttons,
 * forms, folds and history left out; nothing split across pages; the agency's name and contact at
 * its foot.
 */
import { EMAIL_ASKS_CSS } from "./email/style";

const c = (token: string) => `var(--hs-colors-${token})`;

export const REPORT_CSS = [
  `.sc-page{max-width:76rem;margin:0 auto;padding:2rem 1rem 4rem}`,
  `@media screen and (min-width:48rem){.sc-page{padding:3rem 1.5rem 5rem}}`,
  `.sc-report{color:${c("fg")};display:grid;gap:2.5rem;margin-top:2rem}.sc-page .sc-report{margin-top:0}`,
  `.sc-report h1,.sc-report h2,.sc-report h3,.sc-report h4,.sc-report h5{font-family:var(--hs-fonts-heading);font-weight:600;line-height:1.2;margin:0;text-wrap:balance}`,
  `.sc-report p{margin:0}.sc-report a{color:${c("accent")};text-underline-offset:.15em}.sc-report a:hover{color:${c("teal-800")}}`,
  `.sc-summary{display:grid;gap:1.5rem;padding:1.5rem;border:1px solid ${c("border")};border-radius:1rem;background:${c("navy-50")}}`,
  `@media screen and (min-width:64rem){.sc-summary{grid-template-columns:1fr 1fr;column-gap:3rem;padding:2rem}.sc-headline{grid-column:1/-1}}`,
  `h1.sc-title{font-size:2.125rem;letter-spacing:-.025em}h2.sc-title{font-size:1.75rem}`,
  `@media screen and (min-width:64rem){h1.sc-title{font-size:3rem}h2.sc-title{font-size:2.25rem}}`,
  `.sc-host{overflow-wrap:anywhere}.sc-meta{margin-top:.5rem;color:${c("slate-600")};font-size:.875rem;overflow-wrap:anywhere}`,
  `.sc-score{display:flex;align-items:baseline;flex-wrap:wrap;gap:.25rem;font-variant-numeric:tabular-nums}`,
  `.sc-score-label{font-weight:600;margin-right:.5rem}.sc-score strong{font-family:var(--hs-fonts-heading);font-size:4rem;line-height:1;font-weight:600}.sc-score-of{font-size:1.25rem;color:${c("slate-600")}}`,
  `.sc-unscored strong{font-size:2rem}.sc-delta{font-weight:600;margin-left:.5rem}.sc-up{color:${c("teal-700")}}.sc-down{color:${c("red-700")}}`,
  `.sc-tofix{font-size:1.25rem;font-weight:600;margin:.5rem 0 1rem}`,
  `.sc-bars{list-style:none;padding:0;margin:0;display:grid;gap:.625rem}`,
  `.sc-bars li{display:grid;grid-template-columns:minmax(8rem,11rem) 1fr 2.5rem;align-items:center;gap:.75rem;font-size:.875rem}`,
  `.sc-bar{display:block;height:.5rem;border-radius:999px;background:${c("slate-200")};overflow:hidden}.sc-bar span{display:block;height:100%;background:${c("teal-700")};border-radius:999px}`,
  `.sc-bar-value{text-align:right;font-variant-numeric:tabular-nums}`,
  `.sc-actions{display:grid;gap:.75rem;align-content:start}`,
  `.sc-cta a{display:inline-block;background:${c("teal-300")};color:${c("navy-900")};border:2px solid ${c("teal-700")};border-radius:.5rem;padding:.75rem 1.25rem;font-weight:600;text-decoration:none}`,
  `.sc-cta a:hover{background:${c("teal-200")};color:${c("navy-900")}}`,
  `.sc-note,.sc-kept{font-size:.875rem;color:${c("slate-600")}}`,
  `.sc-link{font-size:.875rem;overflow-wrap:anywhere}.sc-link-label{font-weight:600}`,
  `.sc-report button{font:inherit;font-weight:600;color:${c("navy-900")};background:${c("white")};border:1px solid ${c("navy-900")};border-radius:.5rem;padding:.5rem 1rem;cursor:pointer}`,
  `.sc-report button:hover{background:${c("navy-50")}}.sc-copy{padding:.25rem .75rem!important;margin-left:.25rem}`,
  `.sc-recheck{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem;margin:0}`,
  `.sc-report :focus-visible{outline:3px solid ${c("focus")};outline-offset:2px}`,
  `.sc-fixes{display:grid;gap:1rem}.sc-fixes>h2,.sc-fixes>h3,.sc-changes>h2,.sc-changes>h3,.sc-history h2,.sc-history h3{font-size:1.625rem}`,
  `.sc-cards{list-style:none;padding:0;margin:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,24rem),1fr))}`,
  `.sc-card{display:grid;gap:.5rem;align-content:start;background:${c("white")};border:1px solid ${c("border")};border-left:4px solid ${c("teal-700")};border-radius:.75rem;padding:1.25rem}`,
  `.sc-card.sc-warn{border-left-color:${c("amber-900")}}.sc-card.sc-fail{border-left-color:${c("red-700")}}`,
  `.sc-card-title{font-size:1.125rem}.sc-detail{overflow-wrap:anywhere}`,
  `.sc-status{font-size:.75rem;text-transform:uppercase;letter-spacing:.06em;font-weight:600;color:${c("teal-700")}}`,
  `.sc-warn .sc-status{color:${c("amber-900")}}.sc-fail .sc-status{color:${c("red-700")}}`,
  `.sc-advice{margin:0;display:grid;gap:.375rem}.sc-advice dt{font-weight:600;font-size:.875rem}.sc-advice dd{margin:0}`,
  `.sc-evidence{font-size:.8125rem;color:${c("slate-600")}}.sc-evidence a{text-decoration:underline}`,
  `.sc-change{display:inline-block;font-size:.75rem;font-weight:600;text-transform:none;letter-spacing:0;border-radius:999px;padding:0 .5rem;background:${c("slate-100")};color:${c("slate-700")}}`,
  `.sc-change-fixed,.sc-change-better{background:${c("teal-50")};color:${c("teal-800")}}.sc-change-new,.sc-change-worse{background:${c("red-50")};color:${c("red-800")}}`,
  `.sc-changes{display:grid;gap:.75rem}.sc-moved{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.5rem 1.5rem}`,
  `.sc-passes details{border-top:1px solid ${c("border")};padding-top:1rem}.sc-passes summary{cursor:pointer;display:list-item}`,
  `.sc-passes summary h2,.sc-passes summary h3{display:inline;font-size:1.375rem}`,
  `.sc-checklist{display:grid;gap:1.5rem;margin-top:1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,20rem),1fr))}`,
  `.sc-group h3,.sc-group h4{font-size:1rem;margin-bottom:.5rem}.sc-group ul{list-style:none;padding:0;margin:0;display:grid;gap:.5rem}`,
  `.sc-group li{display:grid;grid-template-columns:1.25rem 1fr;column-gap:.25rem}.sc-group li>:not(.sc-tick){grid-column:2}`,
  `.sc-tick{color:${c("teal-700")};font-weight:600}.sc-pass-title{font-size:.9375rem}.sc-pass-detail{font-size:.8125rem;overflow-wrap:anywhere}`,
  `.sc-visually-hidden{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}`,
  `.sc-history{display:grid;gap:.5rem}.sc-history ol{margin:0;padding-left:1.25rem}.sc-later{font-weight:600}`,
  `.sc-compare{display:grid;gap:1rem}.sc-compare>h2,.sc-compare>h3{font-size:1.625rem}`,
  // "Pages checked": headed like the report's other sections, its second heading like a table's.
  `.sc-pages{display:grid;gap:.75rem}#sc-pages-heading{font-size:1.625rem}.sc-pages>:is(h3,h4):not(#sc-pages-heading){margin-top:.75rem;font-size:1.125rem}`,
  // "What each AI bot is served": a table of three columns that fits 390 px; each row's result coloured by its status.
  `.sc-bots{display:grid;gap:.75rem}#sc-bots-heading{font-size:1.625rem}.sc-bots-table thead th:first-child{width:30%}.sc-bots-table thead th:nth-child(2){width:24%}`,
  `.sc-bots-table td p{margin:.25rem 0 0}.sc-bots-table .sc-evidence{font-size:.8125rem}`,
  // The live answer check (live/view.ts): its form like the check's own, each figure with its range, the raw answers as written.
  `.sc-live{display:grid;gap:.75rem}#sc-live-heading{font-size:1.625rem}.sc-live-table thead th:first-child{width:46%}.sc-live-range{color:${c("slate-600")};font-size:.8125rem}.sc-live-note{font-size:.875rem;color:${c("slate-600")}}`,
  `.sc-live-form{display:grid;gap:.75rem;max-width:42rem}.sc-live-field{display:grid;gap:.25rem;margin:0}.sc-live-field label{font-weight:600}`,
  `.sc-live-form input:not([type=checkbox]){font:inherit;min-height:3rem;padding:.5rem .75rem;border:1px solid ${c("slate-500")};border-radius:.375rem;background:${c("white")};color:${c("fg")}}`,
  `.sc-live-form button{justify-self:start;font:inherit;font-weight:600;min-height:3rem;background:${c("teal-300")};color:${c("navy-900")};border:2px solid ${c("teal-700")};border-radius:.5rem;padding:.5rem 1.25rem;cursor:pointer}`,
  `.sc-live-form :focus-visible{outline:3px solid ${c("focus")};outline-offset:2px}.sc-live-text{white-space:pre-wrap;overflow-wrap:anywhere}.sc-live-answer{border-top:1px solid ${c("border")};padding-top:.5rem}`,
  // "Could an AI agent hire you?" and "Does your site argue with itself?": a journey, then lists whose titles are coloured by status, each quote under its page.
  `:is(.sc-walk,.sc-argues){display:grid;gap:.75rem}:is(#sc-walk-heading,#sc-argues-heading){font-size:1.625rem}.sc-sample{font-weight:600;margin:0}`,
  `:is(.sc-walk-steps,.sc-walk-needs,.sc-walk-notes,.sc-argues-items){margin:0;padding-left:1.25rem;display:grid;gap:.5rem}:is(.sc-walk-needs,.sc-walk-notes,.sc-argues-items) p{margin:.25rem 0 0}`,
  `.sc-walk-steps p{margin:0}.sc-quote{overflow-wrap:anywhere}.sc-quote-page{font-family:var(--hs-fonts-mono,monospace);font-size:.8125rem}:is(.sc-walk,.sc-argues) .sc-evidence{font-size:.8125rem}`,
  `.sc-rivals{list-style:none;padding:0;margin:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(6rem,1fr));gap:.5rem}`,
  `.sc-rival{display:grid;align-content:start;gap:.25rem;padding:.75rem;border:1px solid ${c("border")};border-radius:.75rem;background:${c("white")};font-size:.875rem;font-variant-numeric:tabular-nums}`,
  `.sc-own{background:${c("navy-50")};border-color:${c("navy-900")}}.sc-rival strong{font-family:var(--hs-fonts-heading);font-size:2.25rem;line-height:1;font-weight:600}.sc-rival strong.sc-rival-none{font-size:1rem}`,
  `.sc-cmp-you{font-weight:400;color:${c("slate-600")}}`,
  `.sc-cmp-table{width:100%;table-layout:fixed;border-collapse:collapse;font-size:.875rem}.sc-cmp-table caption{text-align:left;font-weight:600;font-size:1rem;padding-bottom:.5rem}`,
  `.sc-cmp-table th,.sc-cmp-table td{padding:.5rem .375rem;border-bottom:1px solid ${c("border")};text-align:left;vertical-align:top;overflow-wrap:anywhere}`,
  `.sc-cmp-table thead th{font-weight:600;vertical-align:bottom}.sc-cmp-table tbody th{font-weight:400;width:38%}.sc-cmp-score{font-variant-numeric:tabular-nums;font-weight:600}`,
  `.sc-cmp-pass{color:${c("teal-700")}}.sc-cmp-warn{color:${c("amber-900")}}.sc-cmp-fail{color:${c("red-700")};font-weight:600}.sc-cmp-none{color:${c("slate-600")}}`,
  `.sc-compare-fields summary{cursor:pointer;font-weight:600;color:${c("accent")}}.sc-compare-fields p{display:grid;gap:.25rem;margin-top:.75rem}`,
  `.sc-field-error{color:${c("red-700")};font-size:.875rem}`,
  `.sc-error{border-left:4px solid ${c("red-700")};padding-left:1rem;display:grid;gap:.5rem}`,
  `.sc-again{display:grid;gap:.5rem;margin-top:3rem;max-width:42rem}.sc-again label{font-weight:600}.sc-again details{margin-top:.5rem}.sc-again div{display:flex;flex-wrap:wrap;gap:.75rem}`,
  `.sc-again input{font:inherit;flex:1 1 16rem;min-height:3rem;padding:.5rem .75rem;border:1px solid ${c("slate-500")};border-radius:.375rem;background:${c("white")};color:${c("fg")}}`,
  `.sc-again button{font:inherit;font-weight:600;min-height:3rem;background:${c("teal-300")};color:${c("navy-900")};border:2px solid ${c("teal-700")};border-radius:.5rem;padding:.5rem 1.25rem;cursor:pointer}`,
  `.sc-again :focus-visible{outline:3px solid ${c("focus")};outline-offset:2px}`,
  // Bands, as PageSpeed Insights colours a score: 0 to 49 red, 50 to 89 orange, 90 to 100 green (report-design.ts scoreBand).
  `.sc-band-poor{--sc-band:${c("red-700")}}.sc-band-average{--sc-band:${c("orange-700")}}.sc-band-good{--sc-band:${c("teal-700")}}`,
  `.sc-bars li .sc-bar span{background:var(--sc-band)}.sc-bars li .sc-bar-value{color:var(--sc-band)}`,
  `.sc-legend{display:flex;flex-wrap:wrap;gap:.25rem .875rem;font-size:.8125rem;color:${c("slate-600")};margin-top:.75rem}`,
  `.sc-key{display:inline-flex;align-items:center;gap:.375rem}.sc-key::before{content:"";width:.75rem;height:.75rem;border-radius:999px;background:var(--sc-band)}`,
  `.sc-verdict{font-size:1.125rem;line-height:1.45;margin:.75rem 0 .25rem;max-width:34rem}`,
  `.sc-summary-compare{margin-top:1.25rem;display:grid;gap:.5rem}.sc-summary-compare-heading{font-size:1rem!important}`,
  `.sc-rival strong[data-band=poor]{color:${c("red-700")}}.sc-rival strong[data-band=average]{color:${c("orange-700")}}.sc-rival strong[data-band=good]{color:${c("teal-700")}}`,
  // The two severities, never alike: a failure a solid red badge and a thick red edge; a warning an outlined amber badge.
  `.sc-tags{display:flex;flex-wrap:wrap;align-items:center;gap:.375rem}`,
  `.sc-tags .sc-status{border-radius:.25rem;padding:.125rem .5rem;border:1px solid currentColor}`,
  `.sc-fail .sc-tags .sc-status{background:${c("red-700")};border-color:${c("red-700")};color:${c("white")}}.sc-warn .sc-tags .sc-status{background:${c("amber-50")};color:${c("amber-900")}}`,
  `.sc-card.sc-fail{border-left-width:6px;background:${c("red-50")}}`,
  `.sc-tag{font-size:.75rem;font-weight:600;border-radius:999px;padding:.0625rem .5rem;background:${c("slate-100")};color:${c("slate-700")}}`,
  `.sc-fixit a{font-weight:600}.sc-fixit a::after{content:" →"}`,
  `.sc-fixes>h2,.sc-fixes>h3{margin-bottom:.25rem}.sc-group-fixes{display:grid;gap:.75rem}.sc-group-fixes+.sc-group-fixes{margin-top:1.5rem}.sc-group-heading{font-size:1.25rem!important}`,
  // The closing band: the ask again, with the service, its price and the strategist slot, as the price cards have them.
  `.sc-close{display:grid;gap:.875rem;padding:1.5rem;border-radius:1rem;background:${c("navy-900")};color:${c("white")}}.sc-close h2,.sc-close h3{font-size:1.5rem}`,
  `.sc-close a{color:${c("teal-300")}}.sc-close a:hover{color:${c("teal-200")}}.sc-close .sc-note{color:${c("slate-300")}}`,
  `.sc-close .sc-cta a{color:${c("navy-900")}}.sc-close .sc-cta a:hover{color:${c("navy-900")}}`,
  `@media screen and (min-width:64rem){.sc-close{padding:2rem 2.5rem;grid-template-columns:1fr 1fr;column-gap:3rem}.sc-close>:not(.sc-strategist):not(.sc-cta){grid-column:1}.sc-close .sc-cta{grid-column:1}.sc-strategist{grid-column:2;grid-row:1/span 4;align-self:center}}`,
  `.sc-strategist{display:flex;gap:.75rem;align-items:flex-start;font-size:.9375rem}.sc-strategist p+p{margin-top:.25rem}.sc-person{font-weight:600}`,
  `.sc-face{flex-shrink:0;width:3rem;height:3rem;border-radius:999px;border:1px dashed ${c("amber-200")};background:${c("amber-50")}}`,
  `.sc-placeholder{display:inline-block;padding:0 .375rem;border:1px dashed ${c("amber-200")};background:${c("amber-50")};color:${c("amber-900")};border-radius:.25rem;font-weight:400}`,
  // For developers: folded, last.
  `.sc-dev details{border-top:1px solid ${c("border")};padding-top:1rem}.sc-dev summary{cursor:pointer;display:list-item}.sc-dev summary h2,.sc-dev summary h3{display:inline;font-size:1.375rem}`,
  `.sc-dev-body{display:grid;gap:2.5rem;margin-top:1.5rem}`,
  `.sc-print-footer{display:none}`,
  `@media print{@page{size:A4;margin:15mm 15mm 18mm}body{font-size:10.5pt}.site-root>:not(main){display:none!important}`,
  `.sc-page{padding:0;max-width:none}.sc-summary{background:none;padding:0;border:0}`,
  // Summary and fixes only: no buttons, forms, folds or the address's history; the agency in the footer.
  `.sc-actions,.sc-recheck,.sc-copy,.sc-again,.sc-live-form,.sc-passes,.sc-dev,.sc-history,.sc-kept,.sc-strategist,.sc-close .sc-cta{display:none!important}`,
  `.sc-close{background:none;color:inherit;border:1px solid ${c("border")};display:block}.sc-close>*+*{margin-top:.5rem}.sc-close a,.sc-report a{color:inherit}`,
  `.sc-card,.sc-group,.sc-bars li,.sc-cmp-table tr,.sc-close{break-inside:avoid}.sc-card.sc-fail{background:none}.sc-report{gap:1.25rem}`,
  `.sc-print-footer{display:block;margin-top:1.5rem;padding-top:.5rem;border-top:1px solid ${c("border")};font-size:9pt}`,
  `*{-webkit-print-color-adjust:exact;print-color-adjust:exact}}`,
].join("");

/**
 * A kept report's page's look: the report's, and its email asks' (email/style.ts), which only a
 * kept report's page draws (the check page's island shows no asks).
 */
export const REPORT_PAGE_CSS = REPORT_CSS + EMAIL_ASKS_CSS;

/**
 * The report page's one script (its Function writes it in; the page's Content-Security-Policy
 * allows it by its hash): shows the "Copy link" buttons and copies the link.
 */
export const REPORT_PAGE_SCRIPT = `document.querySelectorAll("[data-sc-copy]").forEach(b=>{b.hidden=!navigator.clipboard;b.onclick=()=>navigator.clipboard.writeText(b.dataset.scCopy).then(()=>{b.textContent=b.dataset.scCopied})});`;
