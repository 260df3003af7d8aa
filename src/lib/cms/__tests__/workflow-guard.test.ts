import {
  ForceMergeRefused,
  MEDIA_LIBRARY_REFUSAL,
  WorkflowRefusal,
  guardBackend,
  guardImplementation,
  publishRefusal,
  type BackendImplementation,
  type BackendRegistration,
} from "../workflow-guard";

/** GitHub's API error as Decap's lib-util makes it: a message and the HTTP status. */
class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A stand-in for Decap's GitHub backend: mergePR force merges on 405, as API.ts does. */
function githubLike(mergeAnswer: () => Promise<unknown>) {
  const calls: string[] = [];
  const implementation = {
    api: null as null | { forceMergePR: () => Promise<unknown>; mergePR: () => Promise<unknown> },
    persistMedia: () => {
      calls.push("persistMedia");
      return Promise.resolve({ committed: "main" });
    },
    authenticate() {
      const api = {
        forceMergePR: () => {
          calls.push("forceMergePR");
          return Promise.resolve("written onto main");
        },
        mergePR: async () => {
          try {
            return await mergeAnswer();
          } catch (error) {
            if (error instanceof ApiError && error.status === 405) return api.forceMergePR();
            throw error;
          }
        },
      };
      this.api = api;
      return Promise.resolve({ login: "editor" });
    },
    async publishUnpublishedEntry(collection: string, slug: string) {
      if (!this.api) throw new Error("not logged in");
      calls.push(`merge ${collection}/${slug}`);
      return this.api.mergePR();
    },
  };
  return { implementation, calls };
}

describe("the Media page", () => {
  it("never uploads: persistMedia, a commit straight to the main branch, is refused with where to upload instead", async () => {
    const { implementation, calls } = githubLike(() => Promise.resolve("merged"));
    guardImplementation(implementation);
    await expect(implementation.persistMedia()).rejects.toThrow(MEDIA_LIBRARY_REFUSAL);
    expect(calls).toEqual([]);
    expect(MEDIA_LIBRARY_REFUSAL).toMatch(/upload it from the image field there/);
  });
});

describe("publishing a draft", () => {
  it("merges as Decap does when GitHub accepts", async () => {
    const { implementation, calls } = githubLike(() => Promise.resolve("merged"));
    guardImplementation(implementation);
    await implementation.authenticate();
    await expect(implementation.publishUnpublishedEntry("insights", "new-article")).resolves.toBe("merged");
    expect(calls).toEqual(["merge insights/new-article"]);
  });

  it("never force merges around a pull request GitHub refused (405), and says a review is needed, naming the draft's branch", async () => {
    const { implementation, calls } = githubLike(() =>
      Promise.reject(new ApiError("At least 1 approving review is required by reviewers with write access.", 405)),
    );
    guardImplementation(implementation);
    await implementation.authenticate();
    const refused = implementation.publishUnpublishedEntry("insights", "new-article");
    await expect(refused).rejects.toBeInstanceOf(WorkflowRefusal);
    await expect(refused).rejects.toThrow(
      /^Not published: GitHub will not merge this draft.*branch cms\/insights\/new-article.*needs an approving review.*GitHub said: 405/,
    );
    expect(calls).toEqual(["merge insights/new-article"]);
  });

  it("keeps GitHub's own words when the merge itself is refused for a review or a check", () => {
    const said =
      "Protected branch update failed for refs/heads/main. At least 1 approving review is required by reviewers with write access.";
    expect(publishRefusal("services", "local-seo", new ApiError(said, 422))).toBe(
      `Not published: GitHub will not merge this draft into the live site yet. The main branch is protected: its pull request (branch cms/services/local-seo) needs an approving review from someone with write access, and its checks must have passed. Ask a reviewer to approve it on GitHub (Pull requests, then Files changed, then Review changes, then Approve), then publish again. GitHub said: ${said}`,
    );
  });

  it("explains any other failure without blaming a review, and says the draft is kept", async () => {
    const { implementation } = githubLike(() => Promise.reject(new ApiError("Server Error", 502)));
    guardImplementation(implementation);
    await implementation.authenticate();
    await expect(implementation.publishUnpublishedEntry("pages", "about")).rejects.toThrow(
      "Not published: the draft (branch cms/pages/about) could not be merged into the live site. Nothing went live; the draft is kept. Try again; if it fails again, ask whoever looks after the repository. GitHub said: Server Error",
    );
  });

  it("is written as its message alone where Decap shows it as text", () => {
    expect(String(new WorkflowRefusal("Not published: x"))).toBe("Not published: x");
    expect(String(new ForceMergeRefused())).toMatch(/^405/);
  });
});

describe("the registered backend", () => {
  it("guards every implementation Decap makes from it, and leaves a missing backend alone", async () => {
    const made: BackendImplementation[] = [];
    const registration: BackendRegistration = {
      init: () => {
        const { implementation } = githubLike(() => Promise.resolve("merged"));
        made.push(implementation);
        return implementation;
      },
    };
    guardBackend(registration);
    guardBackend(undefined);
    const implementation = registration.init();
    expect(made).toEqual([implementation]);
    await expect(implementation.persistMedia?.()).rejects.toThrow(MEDIA_LIBRARY_REFUSAL);
  });
});
