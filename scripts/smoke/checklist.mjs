// The deploy smoke test's table: every check's name, verdict and what was seen, printed at the end.

/** @type {{ name: string; ok: boolean; detail: string | undefined }[]} */
const results = [];

/**
 * @param {string} name
 * @param {unknown} ok
 * @param {string} [detail]
 */
export function check(name, ok, detail) {
  results.push({ name, ok: Boolean(ok), detail });
}

/**
 * Prints the table and exits: 1 on any failure.
 * @param {string} origin
 * @param {number} started
 */
export function printChecks(origin, started) {
  const width = Math.max(...results.map((result) => result.name.length));
  console.log(`\nDeploy smoke test: ${origin} → Caddy (tls internal) → the production start\n`);
  for (const { name, ok, detail } of results)
    console.log(`${ok ? "ok  " : "FAIL"}  ${name.padEnd(width)}  ${detail ?? ""}`);
  const failed = results.filter((result) => !result.ok).length;
  console.log(
    `\n${results.length - failed} passed, ${failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(failed > 0 ? 1 : 0);
}
