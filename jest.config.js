/** SWC's options for a TypeScript file, with JSX or without (as tsc reads a .ts file, `<T>x` is a cast there). */
const swc = ({ tsx }) => ({
  jsc: { parser: { syntax: "typescript", tsx }, target: "es2022", transform: { react: { runtime: "automatic" } } },
  module: { type: "commonjs" },
});

/**
 * Node-only tests: lib units, content checks, components with Testing Library and the contact
 * Function over real HTTP. Browser tests live in tests/e2e and run with `npm run test:e2e`.
 * @type {import('jest').Config}
 */
module.exports = {
  testMatch: ["**/__tests__/**/*.test.ts?(x)"],
  testPathIgnorePatterns: ["/node_modules/", "/public/", "/.cache/", "/tests/e2e/", "/.cms-workspace/"],
  // The local CMS's scratch clone (npm run cms) is a second copy of this repository.
  modulePathIgnorePatterns: ["<rootDir>/.cms-workspace/"],
  transform: {
    // SWC strips the types (the type check is `npm run typecheck`'s), with a small part of the CPU ts-jest took (it type-checked every file again).
    "^.+\\.ts$": ["@swc/jest", swc({ tsx: false })],
    "^.+\\.tsx$": ["@swc/jest", swc({ tsx: true })],
    // The OAuth library (arctic) and its helpers, capsize's font reader and lucide's one-icon modules (src/components/ui/lucide.ts) ship only ES modules; Jest runs CommonJS (SWC turns them into it).
    "^.+\\.m?js$": ["@swc/jest", { jsc: { target: "es2022" }, module: { type: "commonjs" } }],
  },
  // pg-boss (the lead jobs) and its own ES-module dependencies, and p-timeout (the Functions' deadlines), too.
  transformIgnorePatterns: [
    "/node_modules/(?!(lucide-react|arctic|@oslojs|@capsizecss|fontkitten|github-slugger|p-retry|p-timeout|is-network-error|pg-boss|serialize-error|non-error|rrule-temporal|temporal-spec)/)",
  ],
  moduleNameMapper: {
    "^gatsby$": "<rootDir>/tests/mocks/gatsby.tsx",
    // What the build hands the Functions: none in a test, whatever the last build wrote (a test hands its own over: tests/support/interests.ts).
    "/generated/function-data\\.json$": "<rootDir>/tests/support/no-function-data.json",
  },
  // Each island's bundle address, which the build defines (gatsby-node.ts, onCreateWebpackConfig).
  globals: { __ISLAND_SCRIPTS__: { "contact-form": "/_islands/contact-form-TEST.js" } },
  testEnvironment: "node",
  // One embedded lead store made for the run (initdb is five seconds of a core), copied by each test that opens one.
  globalSetup: "<rootDir>/tests/support/unit-global-setup.ts",
  globalTeardown: "<rootDir>/tests/support/unit-global-teardown.ts",
  setupFiles: ["<rootDir>/tests/support/text-codec.ts", "<rootDir>/tests/support/interests.ts"],
};
