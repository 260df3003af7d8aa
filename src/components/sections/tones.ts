import type { Tokens } from "@chakra-ui/react/styled-system";

/** Colours for the tone an editor gives a column or bar: the old way, the AI way, or neither. */
export const toneColors: Record<string, { fg: Tokens["colors"]; bg: Tokens["colors"] }> = {
  negative: { fg: "negative", bg: "negative.subtle" },
  positive: { fg: "positive", bg: "positive.subtle" },
  neutral: { fg: "neutral", bg: "neutral.subtle" },
};

export const toneOf = (tone: string | null | undefined) =>
  toneColors[tone ?? "neutral"] ?? { fg: "neutral", bg: "neutral.subtle" };
