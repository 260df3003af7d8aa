/**
 * Style props take only the tokens the system defines (strictTokens, checked by `npm run
 * typecheck` with the types `npm run typegen` writes): a step it lacks is a type error, never a
 * declaration the browser drops. A value that is no token is written `[value]` (patches/ makes
 * Chakra's runtime honour that escape hatch, as its types already do).
 */
import type { SystemStyleObject } from "@chakra-ui/react/styled-system";
import { system } from "../system";

// Each line fails the type check unless it is an error: the lines below prove strictness holds.
// @ts-expect-error "13" is not a spacing step of the system
const notAStep: SystemStyleObject = { minH: "13" };
// @ts-expect-error "xs" is not one of the system's sizes
const notASize: SystemStyleObject = { maxW: "xs" };
// @ts-expect-error "loose" is not one of the system's line heights
const notALineHeight: SystemStyleObject = { lineHeight: "loose" };

describe("the system's tokens", () => {
  it("turns every token a component asks for into the system's variable", () => {
    expect(
      system.css({ minH: "11", maxW: "sm", minW: "72", top: "7", lineHeight: "tall", gap: "3.5", maxWidth: "3xl" }),
    ).toEqual({
      minHeight: "var(--hs-sizes-11)",
      maxWidth: "var(--hs-sizes-3xl)",
      minWidth: "var(--hs-sizes-72)",
      top: "var(--hs-spacing-7)",
      lineHeight: "var(--hs-line-heights-tall)",
      gap: "var(--hs-spacing-3\\.5)",
    });
    expect(system.token("sizes.11")).toBe("2.75rem");
  });

  it("passes a [value] through as the value, without its brackets", () => {
    expect(system.css({ w: "[80%]", top: "[-4rem]", transition: "[border-color {durations.fast}]" })).toEqual({
      width: "80%",
      top: "-4rem",
      transition: "border-color var(--hs-durations-fast)",
    });
  });

  it("leaves a value no token names as it is, which the type check refuses", () => {
    expect([notAStep, notASize, notALineHeight].map((style) => system.css(style))).toEqual([
      { minHeight: "13" },
      { maxWidth: "xs" },
      { lineHeight: "loose" },
    ]);
  });
});
