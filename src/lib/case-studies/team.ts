/**
 * The team: the authors in data/authors.yaml with a photo are people, each with a profile at
 * /team/<key>/ listing their articles; the others (the team as a whole) are bylines only.
 */
export const TEAM_PATH = "/team/";
export const teamPath = (key: string): string => `${TEAM_PATH}${key}/`;

/** Whether an author is a person of the team, with a profile: one with a photo. */
export const isPerson = (author: { readonly photo?: string | null }): boolean =>
  typeof author.photo === "string" && author.photo !== "";
