/**
 * `npm run test:e2e` builds with the Functions' secrets set to these values (package.json); the
 * served site then runs without them. If a secret were inlined at build, it would show up in the
 * built files, and the served contact Function would try the provider instead of the outbox:
 * both are tested.
 */
export const BUILD_CANARY_KEY = "canary-provider-key-must-never-ship-4b1f";
export const BUILD_CANARY_OAUTH_SECRET = "canary-oauth-secret-must-never-ship-9c2e";
