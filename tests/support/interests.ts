/**
 * The contact form's interest options from data/, as the build makes them: INTERESTS for tests
 * that pass the list down themselves, and CONTACT_INTEREST_OPTIONS in the environment, where
 * gatsby-node.ts's onPreInit puts it for the build to write into the contact Function (the
 * handler reads it there, once per request, when it is given no list).
 */
import path from "node:path";
import { parseProject } from "../../src/lib/project/load";
import { interestOptionsFromContent } from "../../src/lib/contact/interests-from-content";

export const INTERESTS = interestOptionsFromContent(parseProject(path.resolve(__dirname, "../..")));

process.env.CONTACT_INTEREST_OPTIONS = JSON.stringify(INTERESTS);
