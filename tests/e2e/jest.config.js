/**
 * Browser tests: Chromium (Debian's, through playwright-core) against the production build served
 * by `gatsby serve` on 127.0.0.1. `npm run test:e2e` builds first.
 * @type {import('jest').Config}
 */
module.exports = {
  rootDir: "../..",
  testMatch: ["<rootDir>/tests/e2e/**/*.test.ts"],
  transform: {
    // SWC strips the types (the type check is `npm run typecheck`'s), with a small part of the CPU ts-jest took (it type-checked every file again).
    "^.+\\.ts$": [
      "@swc/jest",
      { jsc: { parser: { syntax: "typescript" }, target: "es2022" }, module: { type: "commonjs" } },
    ],
    // pixelmatch (screenshot comparison), pg-boss (the lead jobs, with its own dependencies), p-timeout (the Functions' deadlines), linkedom (support/dom.ts, with its own) and capsize's font reader (font-subsets.ts) ship only ES modules; Jest runs CommonJS.
    "/node_modules/(pixelmatch|pg-boss|serialize-error|non-error|rrule-temporal|temporal-spec|p-timeout|linkedom|@capsizecss|fontkitten|cssomnom|uhyphen|html-escaper|css-select|css-what|nth-check|boolbase|domutils|domhandler|dom-serializer|domelementtype|entities)/.+\\.m?js$":
      ["@swc/jest", { jsc: { target: "es2022" }, module: { type: "commonjs" } }],
  },
  transformIgnorePatterns: [
    "/node_modules/(?!(pixelmatch|pg-boss|serialize-error|non-error|rrule-temporal|temporal-spec|p-timeout|linkedom|@capsizecss|fontkitten|cssomnom|uhyphen|html-escaper|css-select|css-what|nth-check|boolbase|domutils|domhandler|dom-serializer|domelementtype|entities)/)",
  ],
  globalSetup: "<rootDir>/tests/e2e/support/global-setup.ts",
  globalTeardown: "<rootDir>/tests/e2e/support/global-teardown.ts",
  testEnvironment: "node",
  // The files that read the fixture copy of the site run last, once its build (beside the suite) is done.
  testSequencer: "<rootDir>/tests/e2e/support/sequencer.js",
  testTimeout: 60000,
  // Two test files at a time (this machine has two cores); the browser sweep is two of them (every-page-1 and -2).
  maxWorkers: 2,
};
