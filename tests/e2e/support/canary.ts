/**
 * `npm run test:e2e` builds with RESEND_API_KEY set to this value; the served site then runs with
 * no key. If the key were inlined at build, it would show up in the built files and the served
 * Function would try the provider instead of the outbox: both are tested.
 */
export const BUILD_CANARY_KEY = "canary-provider-key-must-never-ship-4b1f";
