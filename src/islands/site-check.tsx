/**
 * The AI search check's island entry: loaded when the visitor first reaches for the form, it
 * hydrates the form so the report arrives without a reload.
 */
import React from "react";
import { SiteCheckForm, type SiteCheckFormProps } from "../components/site-check/site-check-form";
import { Provider } from "../components/ui/provider";
import { hydrateIslands } from "./hydrate";

hydrateIslands("site-check", (props) => (
  <Provider>
    <SiteCheckForm {...(props as SiteCheckFormProps)} />
  </Provider>
));
