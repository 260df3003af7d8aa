import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { Provider } from "./src/components/ui/provider";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <Provider>{element}</Provider>;
