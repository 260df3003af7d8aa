/**
 * What the editorial workflow must never do, enforced in the browser around Decap's backends
 * (`github` on the live site, `proxy` under `npm run cms`), whose behaviour here was read in
 * Decap's source (decap-cms-core actions/mediaLibrary.ts, backend-github API.ts):
 *
 * - The Media page (the global media library) uploads with the backend's `persistMedia`, a commit
 *   straight to the main branch, outside any draft and any review; an image picked inside an entry
 *   is kept with that entry's draft instead and never reaches `persistMedia`. So `persistMedia` is
 *   refused, saying where to upload instead.
 * - When GitHub refuses to merge a draft's pull request (405: an approving review the branch
 *   protection requires is missing, a required check has not passed, or the branch conflicts),
 *   Decap's GitHub backend "force merges": it writes the draft's files onto the main branch
 *   itself, which a branch protection that does not bind administrators lets through. That is
 *   refused, and any failed publish is explained in words an editor can act on, with GitHub's own
 *   message kept.
 */

/** The slice of a Decap backend implementation (its `init()` result) this guard wraps. */
export interface BackendImplementation {
  persistMedia?: (...args: never[]) => Promise<unknown>;
  publishUnpublishedEntry?: (collection: string, slug: string) => Promise<unknown>;
  authenticate?: (...args: never[]) => Promise<unknown>;
  restoreUser?: (...args: never[]) => Promise<unknown>;
  /** The GitHub backend's API client, made at login. */
  api?: { forceMergePR?: (...args: never[]) => Promise<unknown> } | null;
}

/** A backend as Decap's registry keeps it (`CMS.getBackend(name)`): `init` makes the implementation. */
export interface BackendRegistration {
  init: (...args: never[]) => BackendImplementation;
}

export const MEDIA_LIBRARY_REFUSAL =
  "Not uploaded: the Media page would add the file to the live site at once, outside any draft and any review. Open the entry that uses the image (or create it), and upload it from the image field there: the image is then saved with that entry's draft and published with it.";

/**
 * An error whose message is meant for the editor as it is. Decap's notice shows the error as text
 * ("Failed to publish: …"), and an Error with no name is written as its message alone.
 */
export class WorkflowRefusal extends Error {
  override name = "";
}

/**
 * GitHub refused the merge (405) and the force merge was stopped. Decap's mergePR drops GitHub's
 * own words before it force merges, so only the status is left to report.
 */
export class ForceMergeRefused extends Error {
  override name = "";
  readonly status = 405;
  constructor() {
    super("405, the pull request cannot be merged as it stands.");
  }
}

/** The draft's branch, as Decap names it (decap-cms-lib-util, APIUtils: `cms/<collection>/<slug>`). */
export const draftBranch = (collection: string, slug: string): string => `cms/${collection}/${slug}`;

function statusOf(error: unknown): number | undefined {
  const status = error && typeof error === "object" && "status" in error ? error.status : undefined;
  return typeof status === "number" ? status : undefined;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Why a draft was not published, in words an editor can act on; GitHub's (or the proxy's) message kept at the end. */
export function publishRefusal(collection: string, slug: string, error: unknown): string {
  if (error instanceof WorkflowRefusal) return error.message;
  const status = statusOf(error);
  const said = messageOf(error).trim();
  const review = /review|protected branch|branch protection|status check/i.test(said) || status === 405;
  const first = review
    ? `Not published: GitHub will not merge this draft into the live site yet. The main branch is protected: its pull request (branch ${draftBranch(collection, slug)}) needs an approving review from someone with write access, and its checks must have passed. Ask a reviewer to approve it on GitHub (Pull requests, then Files changed, then Review changes, then Approve), then publish again.`
    : `Not published: the draft (branch ${draftBranch(collection, slug)}) could not be merged into the live site. Nothing went live; the draft is kept. Try again; if it fails again, ask whoever looks after the repository.`;
  return said ? `${first} GitHub said: ${said}` : first;
}

/** Replaces the API client's force merge (made at each login) with a refusal. */
function refuseForceMerge(implementation: BackendImplementation): void {
  const api = implementation.api;
  if (api && typeof api.forceMergePR === "function") {
    api.forceMergePR = () => Promise.reject(new ForceMergeRefused());
  }
}

/** Wraps one implementation in place and returns it. */
export function guardImplementation(implementation: BackendImplementation): BackendImplementation {
  implementation.persistMedia = () => Promise.reject(new WorkflowRefusal(MEDIA_LIBRARY_REFUSAL));
  for (const name of ["authenticate", "restoreUser"] as const) {
    const original = implementation[name];
    if (typeof original !== "function") continue;
    implementation[name] = async (...args: never[]) => {
      const result = await original.apply(implementation, args);
      refuseForceMerge(implementation);
      return result;
    };
  }
  const publish = implementation.publishUnpublishedEntry;
  if (typeof publish === "function") {
    implementation.publishUnpublishedEntry = async (collection, slug) => {
      refuseForceMerge(implementation);
      try {
        return await publish.call(implementation, collection, slug);
      } catch (error) {
        throw new WorkflowRefusal(publishRefusal(collection, slug, error));
      }
    };
  }
  return implementation;
}

/** Guards every implementation the registered backend makes from now on. */
export function guardBackend(registration: BackendRegistration | undefined): void {
  if (!registration) return;
  const init = registration.init;
  registration.init = (...args: never[]) => guardImplementation(init(...args));
}
