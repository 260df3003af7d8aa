import { INTERESTS } from "../../../../tests/support/interests";
/**
 * Without RESEND_API_KEY the handler keeps each message as a file (its own test file, so the
 * once-per-process log starts fresh).
 */
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { renderNotification } from "../../leads/notify/team-email";
import { handleContact } from "../../contact/handler";
import type { ContactRequest, Logger } from "../../contact/handler";
import { createMemoryRateLimiter } from "../rate-limit";
import { createOutboxTransport, outboxDirectory } from "../transports/outbox";

const ID = "9c5b94b1-35ad-49bb-b118-8e8fc24abf80";
const visitor = {
  firstName: "Ada",
  lastName: "Lovelace <3",
  email: "ada@example.com.au",
  budget: "under-2k" as const,
  message: "First line\nSecond line",
  submissionId: ID,
};

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "contact-outbox-"));
});
afterAll(() => rm(root, { recursive: true, force: true }));

function post(body: unknown): ContactRequest {
  return {
    method: "POST",
    headers: { host: "localhost:9000", "content-type": "application/json" },
    body,
    clientAddress: "127.0.0.1",
  };
}

describe("the outbox", () => {
  it("writes one JSON file per message holding exactly the email, and logs once where", async () => {
    const dir = path.join(root, "nested", "outbox");
    const env = { CONTACT_OUTBOX_DIR: dir, RESEND_API_KEY: "" };
    const log = jest.fn<ReturnType<Logger>, Parameters<Logger>>();
    const deps = { log, rateLimiter: createMemoryRateLimiter() };

    expect(await handleContact(post(visitor), env, deps)).toMatchObject({ status: 200, body: { ok: true } });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const [file] = files;
    expect(file).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}-\\d{3}Z-${ID}\\.json$`));

    const stored = await readFile(path.join(dir, file ?? ""), "utf8");
    const expected = renderNotification({ ...visitor, budget: "under-2k" }, {}, INTERESTS, "Not recorded");
    expect(JSON.parse(stored)).toEqual({
      from: "Harbour AI SEO <website@harbouraiseo.com.au>",
      to: "hello@harbouraiseo.com.au",
      subject: "New enquiry from the website contact form",
      html: expected.html,
      text: expected.text,
      reply_to: "ada@example.com.au",
    });
    expect(stored).toBe(`${JSON.stringify(expected, ["from", "to", "subject", "html", "text", "reply_to"], 2)}\n`);
    expect(expected.html).toContain("Lovelace &lt;3");
    expect(expected.html).toContain("First line<br>\nSecond line");
    expect(expected.text).toContain("Monthly budget: Under $2,000 a month");

    // A second message: a second file, and no second announcement.
    expect((await handleContact(post({ ...visitor, submissionId: undefined }), env, deps)).status).toBe(200);
    expect(await readdir(dir)).toHaveLength(2);
    const announcements = log.mock.calls.filter(([, message]) => message.includes("RESEND_API_KEY is not set"));
    expect(announcements).toEqual([
      ["info", `RESEND_API_KEY is not set, so contact messages are written to ${dir} instead of being emailed.`],
    ]);
  });

  it("writes nothing for a honeypot or an invalid message", async () => {
    const dir = path.join(root, "quiet");
    const deps = { log: jest.fn(), rateLimiter: createMemoryRateLimiter() };
    expect((await handleContact(post({ ...visitor, _gotcha: "bot" }), { CONTACT_OUTBOX_DIR: dir }, deps)).status).toBe(
      200,
    );
    expect((await handleContact(post({ ...visitor, email: "nope" }), { CONTACT_OUTBOX_DIR: dir }, deps)).status).toBe(
      400,
    );
    await expect(readdir(dir)).rejects.toMatchObject({ code: "ENOENT" });
  });

  it("defaults to .data/outbox under the working directory", () => {
    expect(outboxDirectory({})).toBe(path.resolve(process.cwd(), ".data/outbox"));
    expect(outboxDirectory({ CONTACT_OUTBOX_DIR: "tmp/box" })).toBe(path.resolve(process.cwd(), "tmp/box"));
  });

  it("keeps an id in the file name, whatever it is given", async () => {
    const dir = path.join(root, "ids");
    expect(
      await createOutboxTransport(dir, () => new Date(0)).send(renderNotification(visitor, {}, INTERESTS), "../../x/y"),
    ).toEqual({ ok: true });
    expect(await readdir(dir)).toEqual(["1970-01-01T00-00-00-000Z-xy.json"]);
  });

  it("reports a folder it cannot write to as a failure (503 with no store), never a throw", async () => {
    const blocker = path.join(root, "a-file");
    await writeFile(blocker, "not a folder");
    const deps = { log: jest.fn(), rateLimiter: createMemoryRateLimiter() };
    expect(
      await handleContact(post(visitor), { CONTACT_OUTBOX_DIR: path.join(blocker, "outbox") }, deps),
    ).toMatchObject({ status: 503 });
    expect(deps.log).toHaveBeenCalledWith("error", expect.stringContaining("outbox write failed"));
  });
});
