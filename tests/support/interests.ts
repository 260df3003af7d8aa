/**
 * What gatsby-node.ts's onPreInit does for the build: the contact form's interest options from
 * data/, in the environment the contact Function's modules read when they load.
 */
import path from "node:path";
import { loadProject } from "../../src/lib/content/load";
import { interestOptionsFromContent } from "../../src/lib/contact/interests-from-content";

process.env.CONTACT_INTEREST_OPTIONS = JSON.stringify(interestOptionsFromContent(loadProject(path.resolve(__dirname, "../..")).content));
