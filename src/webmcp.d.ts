/**
 * WebMCP's declarative attributes on React's form elements (src/lib/content/agent-forms.ts):
 * React 19 writes an unknown lowercase attribute as it is, and this tells TypeScript they exist.
 * `toolautosubmit` is a boolean attribute: written as "" (React warns on `true` for an attribute it
 * does not know), absent when the form must not send itself.
 */
import "react";

/* eslint-disable @typescript-eslint/no-unused-vars -- a merged interface repeats React's type parameter, which React's own declaration uses */

declare module "react" {
  interface FormHTMLAttributes<T> {
    toolname?: string;
    tooldescription?: string;
    toolautosubmit?: "";
  }
  interface InputHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface SelectHTMLAttributes<T> {
    toolparamdescription?: string;
  }
  interface TextareaHTMLAttributes<T> {
    toolparamdescription?: string;
  }
}
