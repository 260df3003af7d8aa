/** The types of ./indexnow.js (plain CommonJS, which Netlify loads as it is), for the tests. */
export declare const RECORD_FILE: string;
export declare const DEFAULT_ENDPOINT: string;
export declare const KEY_PATTERN: RegExp;
export type DeployRecord = Record<string, string | null>;
export declare function readSitemaps(publishDir: string): Map<string, string | null>;
export declare function changes(
  previous: DeployRecord,
  current: ReadonlyMap<string, string | null>,
): { urls: string[]; record: DeployRecord };
export declare function submit(options: {
  endpoint: string;
  body: unknown;
  timeoutMs?: number;
}): Promise<{ ok: boolean; status?: number; error?: string }>;
export declare function notifyIndexNow(options: {
  env: Readonly<Record<string, string | undefined>>;
  publishDir: string;
  recordFile?: string;
  log?: (message: string) => void;
  timeoutMs?: number;
}): Promise<{ sent: string[]; recorded: boolean }>;
