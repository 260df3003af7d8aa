/**
 * What the components' static queries read in the CMS preview (useSite(), the services, authors,
 * newest articles, case studies, team and clients): the preview's "gatsby" module answers from
 * here, as Jest's does when a test renders inside it.
 */
import { createContext } from "react";
import type { StaticQueryData } from "../lib/project/client";

export const PreviewQuery = createContext<StaticQueryData | null>(null);
