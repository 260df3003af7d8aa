import { defineRecipe } from "@chakra-ui/react/styled-system";

/**
 * The look of every call to action, whether it is a link or a button. One primary style site-wide,
 * the same on every background: mint (teal-300) with navy text, edged in teal-700 so it stands off
 * a white page as well as a navy hero. Secondary actions are ghost buttons, their text and edge
 * following the background; cross-links inside sections are text links.
 */
export const buttonRecipe = defineRecipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    minHeight: "12",
    px: "6",
    py: "3",
    borderRadius: "md",
    fontWeight: "semibold",
    lineHeight: "snug",
    textAlign: "center",
    borderWidth: "1px",
    borderColor: "transparent",
    transition: "colors",
    _disabled: { opacity: "[0.7]", cursor: "not-allowed" },
  },
  variants: {
    variant: {
      primary: { bg: "accent.onDark", color: "fg", borderColor: "accent", _hover: { bg: "accent.onDarkHover" } },
      secondary: {
        bg: "transparent",
        color: "accent",
        borderColor: "border.strong",
        _hover: { bg: "accent.subtle", borderColor: "accent" },
      },
      secondaryOnDark: {
        bg: "transparent",
        color: "fg.inverted",
        borderColor: "navy.300",
        _hover: { bg: "[rgb(255 255 255 / 0.08)]", borderColor: "fg.inverted" },
      },
    },
  },
  defaultVariants: { variant: "primary" },
});
