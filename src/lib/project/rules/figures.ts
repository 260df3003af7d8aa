import { SETTING_FIGURE_NAMES } from "../../content/figures";
import { type ContentRule, error, siteList } from "./context";

export const figuresRule: ContentRule = {
  name: "a figure is set in one place",
  // The worked example's figures and the settings' are worked out; listing one as well would hide the sum.
  check: ({ content, typed }) =>
    (siteList(typed, "figures") ?? []).flatMap((f, i) =>
      SETTING_FIGURE_NAMES.has(f.name)
        ? [
            error(
              content.site.file,
              `figures[${i}].name`,
              `"${f.name}" is worked out by the build (from example, or a setting); remove it here and change example instead`,
            ),
          ]
        : [],
    ),
};
