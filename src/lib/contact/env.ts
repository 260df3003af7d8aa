/** The contact Function's settings: read per request like every Function's (src/lib/env.ts). */
export { setting } from "../env";
export type { Env as ContactEnv } from "../env";
