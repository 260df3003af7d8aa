/**
 * The Chakra system: the base config (style props and conditions) plus our own tokens, and no
 * default theme. Chakra's full defaultSystem ships every recipe of every component and costs a
 * phone several Lighthouse points; here only what the site uses is in the bundle.
 */
import { createSystem, defineConfig, defineSlotRecipe, mergeConfigs } from "@chakra-ui/react/styled-system";
import { toastAnatomy } from "@chakra-ui/react/anatomy";
import { defaultBaseConfig } from "@chakra-ui/react/preset-base";
import { BODY_FONT, HEADING_FONT } from "./fonts";

/** Steps of 0.25rem (4 px): 11 is the 44 px touch target, 72 the dropdown's width. */
const spacing = {
  ...Object.fromEntries(
    [0, 0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 10, 11, 12, 14, 16, 20, 24, 32, 72].map((n) => [
      String(n),
      { value: `${n / 4}rem` },
    ]),
  ),
  auto: { value: "auto" },
};

/** The contact form's notifications: the only Chakra slot recipe the site registers. */
const toastRecipe = defineSlotRecipe({
  slots: toastAnatomy.keys(),
  className: "chakra-toast",
  base: {
    root: {
      width: "full",
      display: "flex",
      alignItems: "flex-start",
      position: "relative",
      gap: "3",
      py: "4",
      ps: "4",
      pe: "12",
      borderRadius: "lg",
      translate: "var(--x) var(--y)",
      scale: "var(--scale)",
      zIndex: "var(--z-index)",
      height: "var(--height)",
      opacity: "var(--opacity)",
      willChange: "translate, opacity, scale",
      transition: "[translate 400ms, scale 400ms, opacity 400ms, height 400ms]",
      boxShadow: "md",
      bg: "bg.inverted",
      color: "fg.inverted",
      "&[data-type=success]": { bg: "teal.800" },
      "&[data-type=error]": { bg: "red.800" },
    },
    title: { fontWeight: "bold" },
    description: { fontSize: "sm" },
    indicator: { flexShrink: "0", boxSize: "5" },
    actionTrigger: {},
    closeTrigger: {
      position: "absolute",
      top: "2",
      insetEnd: "2",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      boxSize: "9",
      borderRadius: "md",
      _hover: { bg: "[rgb(255 255 255 / 0.15)]" },
    },
  },
});

const theme = defineConfig({
  cssVarsPrefix: "hs",
  // A style prop takes only a token the system defines (or an explicit `[value]`): a step it lacks,
  // such as minH="11", is a type error instead of a declaration every browser drops.
  strictTokens: true,
  // Chakra's own reset. It must stay on: without it Chakra emits an empty "@layer reset" that
  // swallows the next rule, and the browser drops every global style below.
  preflight: true,
  globalCss: {
    "*, *::before, *::after": {
      "@media (prefers-reduced-motion: reduce)": {
        animationDuration: "[0.01ms!important]",
        transitionDuration: "[0.01ms!important]",
      },
    },
    html: {
      fontFamily: "body",
      lineHeight: "normal",
      color: "fg",
      bg: "bg",
      textSizeAdjust: "100%",
      textRendering: "optimizeLegibility",
      scrollPaddingTop: "20",
      // On phones, a page with the action bar keeps what the keyboard focuses above the bar (WCAG 2.4.11).
      "&:has([data-action-bar])": { "@media (max-width: 47.99em)": { scrollPaddingBottom: "20" } },
      "@media (prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" },
    },
    body: { minHeight: "[100vh]" },
    "h1, h2, h3, h4": { fontFamily: "heading", textWrap: "balance" },
    ".site-root": { display: "flex", flexDirection: "column", minHeight: "[100vh]" },
    ".site-main": { flex: "1", _focus: { outline: "none" } },
    button: { cursor: "pointer" },
    ":focus-visible": { outline: "3px solid {colors.focus}", outlineOffset: "2px", borderRadius: "sm" },
    "[data-disclosure-panel][data-state=closed]": { display: "none" },
  },
  theme: {
    slotRecipes: { toast: toastRecipe },
    breakpoints: { sm: "30em", md: "48em", lg: "64em", xl: "80em" },
    tokens: {
      colors: {
        transparent: { value: "transparent" },
        inherit: { value: "inherit" },
        white: { value: "#ffffff" },
        navy: {
          50: { value: "#f1f5fb" },
          100: { value: "#dde6f3" },
          200: { value: "#bccde6" },
          300: { value: "#8fa9cf" },
          600: { value: "#2b4a7a" },
          700: { value: "#1e3a64" },
          800: { value: "#142b4d" },
          900: { value: "#0b1f3a" },
          950: { value: "#07152a" },
        },
        teal: {
          50: { value: "#ecfdf9" },
          100: { value: "#ccf5ec" },
          200: { value: "#99f6e4" },
          300: { value: "#5eead4" },
          600: { value: "#0d7f74" },
          700: { value: "#0f766e" },
          800: { value: "#115e59" },
        },
        red: {
          50: { value: "#fef2f2" },
          100: { value: "#fde2e2" },
          300: { value: "#fca5a5" },
          400: { value: "#f87171" },
          700: { value: "#b91c1c" },
          800: { value: "#991b1b" },
        },
        amber: { 50: { value: "#fffbeb" }, 200: { value: "#fde68a" }, 900: { value: "#78350f" } },
        /** The report's middle band (50 to 89), as PageSpeed Insights colours it orange. */
        orange: { 700: { value: "#c2410c" } },
        slate: {
          50: { value: "#f8fafc" },
          100: { value: "#f1f5f9" },
          200: { value: "#e2e8f0" },
          300: { value: "#cbd5e1" },
          400: { value: "#94a3b8" },
          500: { value: "#64748b" },
          600: { value: "#475569" },
          700: { value: "#334155" },
          800: { value: "#1e293b" },
        },
      },
      fonts: {
        body: { value: BODY_FONT },
        heading: { value: HEADING_FONT },
      },
      fontSizes: {
        xs: { value: "0.8125rem" },
        sm: { value: "0.875rem" },
        md: { value: "1rem" },
        lg: { value: "1.0625rem" },
        xl: { value: "1.25rem" },
        "2xl": { value: "1.375rem" },
        "3xl": { value: "1.875rem" },
        "4xl": { value: "2.375rem" },
        "5xl": { value: "2.5rem" },
        "6xl": { value: "3.25rem" },
        "7xl": { value: "4rem" },
      },
      fontWeights: {
        normal: { value: "400" },
        medium: { value: "500" },
        semibold: { value: "600" },
        bold: { value: "700" },
      },
      lineHeights: {
        display: { value: "1.05" },
        tight: { value: "1.15" },
        snug: { value: "1.3" },
        normal: { value: "1.6" },
        tall: { value: "1.625" },
      },
      letterSpacings: { display: { value: "-0.025em" }, tight: { value: "-0.015em" }, wide: { value: "0.08em" } },
      radii: {
        sm: { value: "0.25rem" },
        md: { value: "0.5rem" },
        lg: { value: "0.75rem" },
        xl: { value: "1rem" },
        "2xl": { value: "1.5rem" },
        full: { value: "9999px" },
      },
      shadows: {
        none: { value: "none" },
        sm: { value: "0 1px 2px rgb(11 31 58 / 0.08)" },
        md: { value: "0 4px 16px rgb(11 31 58 / 0.12)" },
      },
      spacing,
      sizes: {
        ...spacing,
        sm: { value: "24rem" },
        "3xl": { value: "48rem" },
        prose: { value: "42rem" },
        measure: { value: "68ch" },
        headline: { value: "18ch" },
        container: { value: "76rem" },
        full: { value: "100%" },
        none: { value: "none" },
      },
      borderWidths: Object.fromEntries(["0", "1px", "2px", "3px", "4px", "6px"].map((w) => [w, { value: w }])),
      borderStyles: Object.fromEntries(["solid", "dashed", "double"].map((s) => [s, { value: s }])),
      cursor: Object.fromEntries(["pointer", "not-allowed"].map((c) => [c, { value: c }])),
      zIndex: { header: { value: "20" }, dropdown: { value: "30" }, skip: { value: "40" }, toast: { value: "50" } },
      durations: { fast: { value: "120ms" }, normal: { value: "200ms" } },
    },
    semanticTokens: {
      colors: {
        bg: { value: "{colors.white}" },
        /** Every other section, so adjacent sections visibly differ. */
        "bg.subtle": { value: "{colors.navy.50}" },
        "bg.muted": { value: "{colors.navy.50}" },
        "bg.inverted": { value: "{colors.navy.900}" },
        /** The old model's pages (Traditional SEO, the why page): slate, never teal. */
        "bg.old": { value: "{colors.slate.800}" },
        "bg.footer": { value: "{colors.navy.950}" },
        fg: { value: "{colors.navy.900}" },
        "fg.muted": { value: "{colors.slate.600}" },
        "fg.inverted": { value: "{colors.white}" },
        "fg.invertedMuted": { value: "{colors.navy.100}" },
        border: { value: "{colors.slate.200}" },
        "border.strong": { value: "{colors.slate.300}" },
        accent: { value: "{colors.teal.700}" },
        "accent.hover": { value: "{colors.teal.800}" },
        "accent.subtle": { value: "{colors.teal.50}" },
        /** The accent on navy or slate: the primary button there, and highlights. */
        "accent.onDark": { value: "{colors.teal.300}" },
        "accent.onDarkHover": { value: "{colors.teal.200}" },
        /** The AI way. */
        positive: { value: "{colors.teal.700}" },
        "positive.subtle": { value: "{colors.teal.50}" },
        "positive.onDark": { value: "{colors.teal.300}" },
        /** The old way: never the positive colour. */
        negative: { value: "{colors.red.700}" },
        "negative.subtle": { value: "{colors.red.50}" },
        "negative.onDark": { value: "{colors.red.400}" },
        /** Neither: the traditional model's figures and bars. */
        neutral: { value: "{colors.slate.600}" },
        "neutral.subtle": { value: "{colors.slate.100}" },
        "neutral.onDark": { value: "{colors.slate.400}" },
        focus: { value: "{colors.teal.600}" },
        /** Form errors only (a qualifier is a caption, never a warning box). */
        "note.bg": { value: "{colors.amber.50}" },
        "note.fg": { value: "{colors.amber.900}" },
        "note.border": { value: "{colors.amber.200}" },
        /** Pictures in heroes (src/components/visuals/), drawn on navy or slate. */
        "visual.surface": { value: "{colors.navy.800}" },
        "visual.line": { value: "{colors.navy.600}" },
        "visual.ai": { value: "{colors.teal.300}" },
        "visual.old": { value: "{colors.slate.400}" },
        "visual.cross": { value: "{colors.red.400}" },
        "visual.text": { value: "{colors.white}" },
        "visual.textMuted": { value: "{colors.navy.100}" },
        "visual.paper": { value: "{colors.white}" },
        "visual.ink": { value: "{colors.navy.900}" },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, theme));
