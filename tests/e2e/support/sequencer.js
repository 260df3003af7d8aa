/**
 * The order Jest runs the browser suite's files in: its own (the slowest first, known from the
 * last run, or the largest on a fresh clone), except that
 * - the two halves of the every-page sweep (every-page-1 and -2.test.ts, a line each that imports
 *   support/every-page.ts, so the largest-first order of a fresh clone would put them last) start
 *   first, one on each worker: they are the longest files, and the rest fill in around them;
 * - the files reading the copies of the site Netlify's CLI builds (the live copy with the fixtures,
 *   fixture-site.ts, and the Deploy Preview, netlify-preview.ts, started before the suite or by
 *   its global setup) run last. Started first, such a file holds one of the two workers idle while
 *   that build runs; last, the builds have finished beside the rest of the suite by the time they ask.
 *   They run in the order listed, the longest first (proof-content some 40 s, the others 5 to 20), so
 *   that the two workers end together rather than one waiting on the longest file alone.
 */
const Sequencer = require("@jest/test-sequencer").default;

const READS_FIXTURE_SITE = [
  "proof-content.test.ts",
  "answer-engines.test.ts",
  "netlify-live.test.ts",
  "netlify-preview.test.ts",
];
const readsFixtureSite = (test) => READS_FIXTURE_SITE.some((name) => test.path.endsWith(`/${name}`));
const sweep = (test) => /\/every-page-\d\.test\.ts$/.test(test.path);

class SweepFirstFixtureSiteLast extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const middle = sorted.filter((test) => !sweep(test) && !readsFixtureSite(test));
    const last = READS_FIXTURE_SITE.flatMap((name) => sorted.filter((test) => test.path.endsWith(`/${name}`)));
    return [...sorted.filter(sweep), ...middle, ...last];
  }
}

module.exports = SweepFirstFixtureSiteLast;
