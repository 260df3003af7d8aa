/** csstree-validator ships no types; the one function the validity test calls (its README's API). */
declare module "csstree-validator" {
  interface CssError {
    message: string;
    css?: string;
    line?: number;
    column?: number;
  }
  export function validate(css: string, filename?: string): CssError[];
}
