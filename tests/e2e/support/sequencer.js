/**
 * The order Jest runs the browser suite's files in: its own (the slowest first, known from the
 * last run, or the largest on a fresh clone), with two facts about the files it cannot know on a
 * fresh clone, whatever the number of workers:
 * - the two halves of the every-page sweep (every-page-1 and -2.test.ts, a line each that imports
 *   support/every-page.ts) are the longest files, so they start first, as Jest would start them
 *   once it has timed them;
 * - the files reading the copies of the site Netlify's CLI builds (the live copy with the fixtures,
 *   fixture-site.ts, and the Deploy Preview, netlify-preview.ts, begun before the suite or by its
 *   global setup) run last: started first, such a file only waits for those builds.
 */
const Sequencer = require("@jest/test-sequencer").default;

/** The files reading Netlify's copies of the site. */
const READS_COPIES = [
  "proof-content.test.ts",
  "netlify-live.test.ts",
  "answer-engines.test.ts",
  "netlify-preview.test.ts",
];

const readsCopies = (test) => READS_COPIES.some((name) => test.path.endsWith(`/${name}`));
const sweep = (test) => /\/every-page-\d\.test\.ts$/.test(test.path);

class SweepFirstCopiesLast extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [
      ...sorted.filter(sweep),
      ...sorted.filter((test) => !sweep(test) && !readsCopies(test)),
      ...sorted.filter(readsCopies),
    ];
  }
}

module.exports = SweepFirstCopiesLast;
