/** The types of ./index.js, the build plugin Netlify loads (netlify.toml), for the tests. */
export declare function onSuccess(options: {
  constants: { PUBLISH_DIR: string };
  utils: { cache: { restore(path: string): Promise<boolean>; save(path: string): Promise<boolean> } };
}): Promise<void>;
