/**
 * One warm Netlify Function instance, in a process of its own: loads the adapter's handler once
 * (its path is the first argument) and invokes it for each event the parent sends over IPC, as
 * Netlify's runtime does for every request a warm instance receives. Plain JavaScript: run by node.
 */
const { handler } = require(process.argv[2]);

process.on("message", (message) => {
  const { id, event } = message;
  handler(event, {}).then(
    (result) => process.send({ id, result }),
    (error) => process.send({ id, error: String((error && error.stack) || error) }),
  );
});
process.on("disconnect", () => process.exit(0));
process.send({ ready: true });
