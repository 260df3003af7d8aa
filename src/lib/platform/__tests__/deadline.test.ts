import { DeadlineError, withDeadline } from "../deadline";

describe("withDeadline", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("gives the work's outcome when it comes in time, and leaves no timer behind", async () => {
    await expect(withDeadline(Promise.resolve("done"), 1_000, () => "late")).resolves.toBe("done");
    await expect(withDeadline(Promise.reject(new Error("refused")), 1_000, () => "late")).rejects.toThrow("refused");
    expect(jest.getTimerCount()).toBe(0);
  });

  it("gives onLate's value once the time passes first, or without it rejects naming the time", async () => {
    const never = new Promise<string>(() => undefined);
    const late = withDeadline(never, 500, () => undefined);
    const rejected = withDeadline(never, 200);
    const assertion = expect(rejected).rejects.toThrow(new DeadlineError(200));
    await jest.advanceTimersByTimeAsync(500);
    await expect(late).resolves.toBeUndefined();
    await assertion;
    await expect(rejected).rejects.toThrow("no answer within 200 ms");
  });
});
