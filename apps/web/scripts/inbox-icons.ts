// Writes the inbox's home-screen icons (PNG, which iOS and Android launchers need) from
// public/inbox-icon.svg: `tsx scripts/inbox-icons.ts` after changing the SVG; commit the PNGs.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const publicDir = join(import.meta.dirname, "../public");
const svg = readFileSync(join(publicDir, "inbox-icon.svg"));
for (const size of [180, 192, 512]) {
  await sharp(svg, { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(publicDir, `inbox-icon-${size}.png`));
}
