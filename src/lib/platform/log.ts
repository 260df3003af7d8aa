/** What the Functions and the lead jobs log through: a level and a line, which tests replace with a mock. */
export type LogLevel = "info" | "warn" | "error";
export type Logger = (level: LogLevel, message: string) => void;

/** The console, each line prefixed with where it comes from: `[contact] …`. */
export const consoleLogger =
  (prefix: string): Logger =>
  (level, message) =>
    console[level](`[${prefix}] ${message}`);
