/**
 * The order Jest runs the browser suite's files in: its own (the slowest first, known from the
 * last run, or the largest on a fresh clone), except that
 * - the two halves of the every-page sweep (every-page-1 and -2.test.ts, a line each that imports
 *   support/every-page.ts, so the largest-first order of a fresh clone would put them last) start
 *   first, one on each worker: they are the longest files, and the rest fill in around them;
 * - the files reading the copies of the site Netlify's CLI builds (the live copy with the fixtures,
 *   fixture-site.ts, and the Deploy Preview, netlify-preview.ts, started before the suite or by
 *   its global setup) run late. Started first, such a file holds one of the two workers idle while
 *   that build runs; late, the builds have finished beside the rest of the suite by the time they ask.
 *   The longer of them (proof-content, some 35 s, and netlify-live, 15) start while the suite's
 *   last few short files still remain, and the short ones reading the copies (5 s or less) come
 *   last, so that the two workers end together rather than one running a long file alone at the end.
 */
const Sequencer = require("@jest/test-sequencer").default;

/** The longer files reading the copies: started before the suite's last SHORT_FILES files. */
const READS_FIXTURE_SITE_LONG = ["proof-content.test.ts", "netlify-live.test.ts"];
/** The short files reading the copies: the very last. */
const READS_FIXTURE_SITE_SHORT = ["answer-engines.test.ts", "netlify-preview.test.ts"];
const SHORT_FILES = 8;

const named = (names) => (test) => names.some((name) => test.path.endsWith(`/${name}`));
const readsFixtureSite = named([...READS_FIXTURE_SITE_LONG, ...READS_FIXTURE_SITE_SHORT]);
const sweep = (test) => /\/every-page-\d\.test\.ts$/.test(test.path);

class SweepFirstFixtureSiteLate extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const middle = sorted.filter((test) => !sweep(test) && !readsFixtureSite(test));
    const inOrder = (names) => names.flatMap((name) => sorted.filter((test) => test.path.endsWith(`/${name}`)));
    const split = Math.max(0, middle.length - SHORT_FILES);
    return [
      ...sorted.filter(sweep),
      ...middle.slice(0, split),
      ...inOrder(READS_FIXTURE_SITE_LONG),
      ...middle.slice(split),
      ...inOrder(READS_FIXTURE_SITE_SHORT),
    ];
  }
}

module.exports = SweepFirstFixtureSiteLate;
