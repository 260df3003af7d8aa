/**
 * Netlify build plugin (netlify.toml): after a production deploy succeeds, tells the IndexNow
 * engines (Bing, Yandex, Naver, Seznam, Yep) which pages changed since the last one. Netlify runs
 * onSuccess once the deploy is live; it cannot fail the deploy, and a failure here is only logged.
 * The logic is ./indexnow.js, tested without Netlify.
 */
const { RECORD_FILE, notifyIndexNow } = require("./indexnow");

module.exports = {
  async onSuccess({ constants, utils }) {
    try {
      // The last deploy's sitemap dates, kept in Netlify's build cache between builds.
      await utils.cache.restore(RECORD_FILE);
      const outcome = await notifyIndexNow({
        env: process.env,
        publishDir: constants.PUBLISH_DIR,
        recordFile: RECORD_FILE,
      });
      if (outcome.recorded) await utils.cache.save(RECORD_FILE);
    } catch (error) {
      console.log(
        `IndexNow: not sent (${error instanceof Error ? error.message : String(error)}); the deploy is live regardless.`,
      );
    }
  },
};
