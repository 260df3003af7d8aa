/**
 * What a server process closes before it exits on SIGTERM or SIGINT. `npm run serve` preloads
 * separate bundles (the lead store's, src/lib/leads/serve.ts, and the AI search check's reports
 * store's, src/lib/site-check/report-store-serve.ts), each with an embedded store to shut down
 * cleanly: each adds its own closing here, and the process exits once all have ended. The list
 * lives on globalThis, the one thing the bundles share.
 */
type Close = () => unknown;

const CLOSERS = Symbol.for("harbour-ai-seo.platform.closers");
type Shared = typeof globalThis & { [CLOSERS]?: Close[] };

export function closeOnExit(close: Close): void {
  const shared = globalThis as Shared;
  let closers = shared[CLOSERS];
  if (!closers) {
    const list: Close[] = [];
    closers = shared[CLOSERS] = list;
    const stop = () => {
      void Promise.allSettled(list.map((each) => Promise.resolve().then(each))).finally(() => process.exit(0));
    };
    process.once("SIGTERM", stop);
    process.once("SIGINT", stop);
  }
  closers.push(close);
}
