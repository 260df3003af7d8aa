/**
 * The order Jest runs the browser suite's files in: its own (the slowest first, known from the
 * last run, or the largest on a fresh clone), except that the files reading the copy of the site
 * built with the fixtures (fixture-site.ts, started by the global setup) run last. Started first,
 * such a file holds one of the two workers idle while that build runs; last, the build has
 * finished beside the rest of the suite by the time they ask for it.
 */
const Sequencer = require("@jest/test-sequencer").default;

const READS_FIXTURE_SITE = ["proof-content.test.ts", "answer-engines.test.ts"];
const readsFixtureSite = (test) => READS_FIXTURE_SITE.some((name) => test.path.endsWith(`/${name}`));

class FixtureSiteLast extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter((test) => !readsFixtureSite(test)), ...sorted.filter(readsFixtureSite)];
  }
}

module.exports = FixtureSiteLast;
