/**
 * A value a `beforeAll` sets, as the matching `afterAll` must read it: unset when the setup failed
 * before it. (The variable is declared with the type the tests see, always set, which TypeScript
 * cannot check across hooks.) `afterAll(() => started(browser)?.close())` closes only what started.
 */
export function started<T>(value: T): T | undefined {
  return value;
}
