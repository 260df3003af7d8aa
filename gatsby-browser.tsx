import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { Provider } from "./src/components/ui/provider";
import { HydrationMark } from "./src/components/island";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <Provider>
    {element}
    <HydrationMark />
  </Provider>
);
