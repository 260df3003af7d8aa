// @ts-check
/**
 * ESLint for the whole tree (`npm run lint`, zero warnings): TypeScript with typescript-eslint's
 * strict type-checked rules, React's hooks rules and jsx-a11y on components; plain JavaScript
 * (scripts, the bench, the CommonJS configs, the leads page's script) with ESLint's recommended
 * rules. eslint-config-prettier comes last: Prettier owns layout (`prettier --check`).
 */
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

export default defineConfig(
  globalIgnores([
    // Built, cached or generated: Gatsby's output and cache, its GraphQL types, the bundles scripts write.
    "public/",
    ".cache/",
    ".data/",
    ".netlify/",
    // The local CMS's scratch clone of this repository (npm run cms).
    ".cms-workspace/",
    "src/gatsby-types.d.ts",
    "bench/.lighthouse/",
    "tests/e2e/.artifacts/",
    "tests/e2e/__screenshots__/",
  ]),

  js.configs.recommended,

  {
    files: ["**/*.{ts,tsx,mts,cts}"],
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers are written into SVG path data, viewBoxes, CSS lengths and messages all over the
      // drawn pictures and the tests; a number's text is never "[object Object]", which is what the
      // rule exists to catch. typescript-eslint's recommended set allows numbers; strict does not.
      // Nullish, boolean, object and array values stay errors.
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      // `onClick={() => setOpen(true)}` (React's documented event-handler form) and
      // `afterEach(() => server.close())` (Jest's hooks) return a void call from an arrow's
      // shorthand body; a void value returned from a block body is still an error.
      "@typescript-eslint/no-confusing-void-expression": ["error", { ignoreArrowShorthand: true }],
      // `const { secret: _secret, ...rest } = env` is how the code leaves a field out of a copy;
      // the named field is unused by design. Any other unused name is still an error.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      // Icons come from src/components/ui/lucide.ts, one module each: lucide-react's index names
      // all 2,403 icons, and webpack builds them all in each bundle before dropping the unused.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message: "Import icons from src/components/ui/lucide.ts (add the icon there).",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },

  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"], jsxA11y.flatConfigs.recommended],
  },

  // Plain JavaScript, not type-checked: Node's ES modules and CommonJS files, and the one browser script.
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.js", "**/*.cjs"],
    ignores: ["static/**"],
    languageOptions: { sourceType: "commonjs" },
  },
  {
    files: ["static/**/*.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },

  prettier,
);
