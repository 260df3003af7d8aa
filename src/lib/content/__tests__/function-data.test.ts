/**
 * What the build hands the Functions (src/generated/function-data.json), read once by
 * content/function-data.ts: the project's own data parses whole, a malformed file is refused
 * naming the field, and a Function given no words of its own answers with the file's.
 */
import path from "node:path";
import { parseProject } from "../../project/load";
import { interestOptionsFromContent } from "../../contact/interests-from-content";
import { confirmationWording } from "../../leads/notify/confirmation";
import { siteCheckCopy, siteCheckDesign, siteCheckWords } from "../../site-check/copy-from-content";
import { projectWords } from "../../site-check/__tests__/project-words";
import type { SiteCheckRequest } from "../../site-check/handler";
import type * as SiteCheckHandler from "../../site-check/handler";
import type { CheckReport } from "../../site-check/run";
import type { FunctionResult } from "../../platform/result";
import { parseFunctionData, setFunctionData, type FunctionDataInput } from "../function-data";
import { handOver } from "../../../../tests/support/interests";

const project = parseProject(path.resolve(__dirname, "../../../.."));

/** What gatsby-node.ts's onPreInit writes from data/. */
const built: FunctionDataInput = {
  interestOptions: interestOptionsFromContent(project),
  reachUs: { phone: project.site.contact.phone, email: project.site.contact.email },
  confirmation: project.site.confirmation ? confirmationWording(project.site.confirmation, project.site.contact) : null,
  siteCheckCopy: siteCheckCopy(project) ?? null,
  siteCheckDesign: siteCheckDesign(project) ?? null,
  siteCheckWords: siteCheckWords(project) ?? null,
  siteCheckAgents: project.siteCheck?.agents ?? null,
};

const request: SiteCheckRequest = {
  method: "GET",
  headers: { accept: "application/json" },
  query: { url: "a.example.com" },
  clientAddress: "203.0.113.9",
};
const report = (url: URL): Promise<CheckReport> =>
  Promise.resolve({
    address: url.href,
    url: url.href,
    checkedAt: "2026-11-25T10:00:00.000Z",
    score: 80,
    categories: [],
    findings: [],
  });

/** The check's Function as it loads with `file` as the build's src/generated/function-data.json, answering one request. */
function checkWithFile(file: unknown): Promise<{ result: FunctionResult; log: jest.Mock }> {
  let answered: Promise<FunctionResult> | undefined;
  const log = jest.fn();
  jest.isolateModules(() => {
    // jest.config.js maps the Functions' import of the build's file to this one.
    jest.doMock("../../../../tests/support/no-function-data.json", () => file);
    const { handleSiteCheck, resetSiteCheck } = jest.requireActual<typeof SiteCheckHandler>("../../site-check/handler");
    resetSiteCheck();
    answered = handleSiteCheck(request, { SITE_CHECK_RATE_LIMIT: "off" }, { log, check: report });
  });
  if (!answered) throw new Error("the handler did not load");
  return answered.then((result) => ({ result, log }));
}

afterEach(() => {
  jest.restoreAllMocks();
  handOver();
});

describe("what the build hands the Functions", () => {
  it("reads every value the build makes from data/, as it made it", () => {
    const { data, problems } = parseFunctionData(JSON.parse(JSON.stringify(built)));
    expect(problems).toEqual([]);
    expect(data).toEqual(built);
    // data/ has all six.
    expect(Object.values(built)).not.toContain(null);
  });

  it("refuses a malformed file naming the field, and keeps the values that parse", () => {
    const words = projectWords();
    const malformed = {
      ...built,
      siteCheckWords: { ...words, categories: { ...words.categories, access: 7 } },
      reachUs: { phone: "(02) 5550 1234" },
    };
    const { data, problems } = parseFunctionData(malformed);
    expect(problems).toEqual([
      expect.stringMatching(/^reachUs\.email: /),
      expect.stringMatching(/^siteCheckWords\.categories\.access: .*expected string/),
    ]);
    expect(data.siteCheckWords).toBeUndefined();
    expect(data.reachUs).toBeUndefined();
    expect(data.interestOptions).toEqual(built.interestOptions);
    expect(() => {
      setFunctionData(malformed);
    }).toThrow(/siteCheckWords\.categories\.access/);
    expect(parseFunctionData([]).problems).toEqual(["src/generated/function-data.json is not an object"]);
  });

  it("gives the check's Function the words from the build's file when it is given none", async () => {
    const { result, log } = await checkWithFile({ ...built, siteCheckWords: projectWords() });
    expect(result.status).toBe(200);
    expect(log).not.toHaveBeenCalledWith("error", expect.anything());
  });

  it("answers 500 misconfigured, as without words, when the file's words are malformed, and logs which field", async () => {
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const words = projectWords();
    const { result, log } = await checkWithFile({
      ...built,
      siteCheckWords: { ...words, leftOut: 42 },
    });
    expect(result).toMatchObject({ status: 500, body: { code: "misconfigured" } });
    expect(log).toHaveBeenCalledWith("error", expect.stringMatching(/no words/));
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/function-data\.json is invalid.*siteCheckWords\.leftOut/),
    );
  });

  it("hands a test's words to the handler through the reader (setFunctionData)", async () => {
    const { handleSiteCheck, resetSiteCheck } = jest.requireActual<typeof SiteCheckHandler>("../../site-check/handler");
    resetSiteCheck();
    const log = jest.fn();
    const env = { SITE_CHECK_RATE_LIMIT: "off" };
    expect(await handleSiteCheck(request, env, { log, check: report })).toMatchObject({ status: 500 });
    handOver({ siteCheckWords: projectWords() });
    expect((await handleSiteCheck(request, env, { log, check: report })).status).toBe(200);
  });
});
