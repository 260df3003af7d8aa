/** Shared by the header links and the Services dropdown, so both look and behave alike. */
export const navLinkStyles = {
  display: "flex",
  alignItems: "center",
  gap: "1",
  minHeight: "11",
  // Ten pixels a side from 1280 px, with no label on two lines: the brand, SPEC's six links, the check
  // and the button fit the container in one row there.
  px: { base: "3", xl: "2.5" },
  whiteSpace: { base: "normal", xl: "nowrap" },
  borderRadius: "md",
  fontWeight: "medium",
  _hover: { bg: "bg.muted" },
  _currentPage: { color: "accent", textDecoration: "underline", textUnderlineOffset: "0.3em" },
} as const;
