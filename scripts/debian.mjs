// Debian packages the checks need (Chromium, Java, Caddy, systemd's tools): installed with apt-get
// when missing, through sudo unless already root.
import { spawnSync } from "node:child_process";

/**
 * Installs Debian's `packages` when `present()` is false, saying `${missing}: installing …` first.
 * True once `present()` holds (at once when nothing was missing).
 * @param {string[]} packages
 * @param {() => boolean} present
 * @param {string} missing
 */
export function ensureDebianPackages(packages, present, missing) {
  if (present()) return true;
  console.log(`${missing}: installing Debian's ${packages.join(" and ")} (apt-get)…`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (/** @type {string[]} */ args) =>
    spawnSync(sudo[0] ?? args[0] ?? "", sudo.length ? args : args.slice(1), { stdio: "inherit" });
  run(["apt-get", "update"]);
  const result = run(["apt-get", "install", "-y", "--no-install-recommends", ...packages]);
  return result.status === 0 && present();
}
