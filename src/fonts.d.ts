/** Gatsby's webpack emits an imported font file into public/static/ and gives its address. */
declare module "*.woff2" {
  const url: string;
  export default url;
}
