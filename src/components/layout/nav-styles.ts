/** Shared by the header links and the Services dropdown, so both look and behave alike. */
export const navLinkStyles = {
  display: "flex",
  alignItems: "center",
  gap: "1",
  minHeight: "11",
  px: "3",
  borderRadius: "md",
  fontWeight: "medium",
  _hover: { bg: "bg.muted" },
  _currentPage: { color: "accent", textDecoration: "underline", textUnderlineOffset: "0.3em" },
} as const;
