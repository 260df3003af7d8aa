/**
 * Settings the Functions read from the environment at request time: never at build, where Gatsby
 * would inline them into the compiled Function (see gatsby-node.ts onPreInit).
 */
export type Env = Readonly<Record<string, string | undefined>>;

/** A setting's value, trimmed; undefined when it is unset or blank. */
export function setting(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}
