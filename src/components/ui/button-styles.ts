import { defineRecipe } from "@chakra-ui/react/styled-system";

/** The look of every call to action, whether it is a link or a button. */
export const buttonRecipe = defineRecipe({
  base: {
    display: "inline-flex",
    alignItems: "center",
    justifyContent: "center",
    gap: "2",
    minHeight: "11",
    px: "5",
    py: "2.5",
    borderRadius: "md",
    fontWeight: "semibold",
    lineHeight: "snug",
    textAlign: "center",
    borderWidth: "2px",
    transition: "colors",
    _disabled: { opacity: 0.7, cursor: "not-allowed" },
  },
  variants: {
    variant: {
      primary: { bg: "accent", color: "fg.inverted", borderColor: "accent", _hover: { bg: "accent.hover", borderColor: "accent.hover" } },
      secondary: { bg: "bg", color: "accent", borderColor: "accent", _hover: { bg: "accent.subtle" } },
      inverted: { bg: "bg", color: "fg", borderColor: "bg", _hover: { bg: "bg.muted" } },
    },
  },
  defaultVariants: { variant: "primary" },
});
