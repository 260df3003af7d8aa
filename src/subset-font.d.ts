/** subset-font ships no types; the options this site uses (its README's API). */
declare module "subset-font" {
  interface AxisRange {
    min: number;
    max: number;
    default?: number;
  }
  interface Options {
    targetFormat?: "sfnt" | "woff" | "woff2";
    keepFeatures?: string[];
    variationAxes?: Record<string, number | AxisRange>;
    noHinting?: boolean;
  }
  export default function subsetFont(font: Uint8Array, text: string, options?: Options): Promise<Buffer>;
}
