/**
 * The contact form's island entry: loaded when the visitor first reaches for the form, it
 * hydrates the form (and only the form) with the props the server wrote beside it.
 */
import React from "react";
import { ContactForm, type ContactFormProps } from "../components/contact/contact-form";
import { Provider } from "../components/ui/provider";
import { hydrateIslands } from "./hydrate";

hydrateIslands("contact-form", (props) => (
  <Provider>
    <ContactForm {...(props as ContactFormProps)} />
  </Provider>
));
