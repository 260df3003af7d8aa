import { interestOptions } from "../lib/contact";
import type { Option } from "../lib/contact/client";
import { useServices } from "./use-services";

/** The contact form's "Primary interest" choices: the services offered, then `others` (interests.ts). */
export function useInterestOptions(others: readonly Option[]): Option[] {
  return interestOptions(useServices(), others);
}
