import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { cachedPicture } from "./pipeline";
import type { PhotoPosition } from "./slots";

const dirs: string[] = [];
afterEach(() => {
  while (dirs.length > 0) rmSync(dirs.pop() as string, { recursive: true, force: true });
});

/** A photograph as a phone writes it: camera make and GPS position in its EXIF. */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .withExif({
      IFD0: { Make: "BrightwaterTestCam", Model: "Phone 9" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "36/1 6/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "80/1 4/1 0/1" },
    })
    .jpeg()
    .toBuffer();
}

// Encoding AVIF takes seconds on a busy machine.
describe("image pipeline", { timeout: 120_000 }, () => {
  it("strips EXIF, including the GPS position, from every output", async () => {
    const source = await phonePhoto();
    const input = await sharp(source).metadata();
    expect(input.exif?.includes(Buffer.from("BrightwaterTestCam"))).toBe(true);

    const cacheDir = mkdtempSync(join(tmpdir(), "photos-"));
    dirs.push(cacheDir);
    const picture = await cachedPicture({ source, src: "photos/van.jpg", slot: "card", position: "center", cacheDir });
    const files = Object.values(picture.outputs).flat();
    expect(files.map(({ file }) => file.split(".").pop()).sort()).toEqual(
      ["avif", "avif", "avif", "jpg", "jpg", "jpg", "webp", "webp", "webp"].sort(),
    );
    for (const { file, width } of files) {
      const bytes = readFileSync(join(cacheDir, file));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif, file).toBeUndefined();
      expect(metadata.width, file).toBe(width);
      expect(bytes.includes(Buffer.from("BrightwaterTestCam")), file).toBe(false);
      expect(bytes.includes(Buffer.from("GPS")), file).toBe(false);
    }
    expect(picture.placeholder).toMatch(/^data:image\/webp;base64,/);
    expect(Buffer.from(picture.placeholder.split(",")[1] ?? "", "base64").includes(Buffer.from("Exif"))).toBe(false);
  });

  it("makes an unchanged photograph once, and again when it changes", async () => {
    const source = await phonePhoto();
    const cacheDir = mkdtempSync(join(tmpdir(), "photos-"));
    dirs.push(cacheDir);
    const options = { source, src: "photos/van.jpg", slot: "card", position: "center", cacheDir } as const;
    const first = await cachedPicture(options);
    const written = readdirSync(cacheDir).map((name) => [name, statSync(join(cacheDir, name)).mtimeMs]);

    const again = await cachedPicture(options);
    expect(again).toEqual(first);
    expect(readdirSync(cacheDir).map((name) => [name, statSync(join(cacheDir, name)).mtimeMs])).toEqual(written);

    const edited = await sharp(source).modulate({ brightness: 1.2 }).jpeg().toBuffer();
    const changed = await cachedPicture({ ...options, source: edited });
    expect(changed.outputs.avif[0]?.file).not.toBe(first.outputs.avif[0]?.file);
  });

  it("refuses a photograph smaller than its place, naming it", async () => {
    const small = await sharp({ create: { width: 500, height: 300, channels: 3, background: "#888" } })
      .jpeg()
      .toBuffer();
    const cacheDir = mkdtempSync(join(tmpdir(), "photos-"));
    dirs.push(cacheDir);
    await expect(
      cachedPicture({ source: small, src: "photos/tiny.jpg", slot: "card", position: "center", cacheDir }),
    ).rejects.toThrow("photos/tiny.jpg is 500 × 300 px; the card picture needs at least 800 × 533 px");
  });

  it("crops on a focal point: the marked part of a tall photograph stays in the frame", async () => {
    // A portrait photograph, grey but for a red square in its upper third: a face the crop must keep.
    const face = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#d00000" } })
      .png()
      .toBuffer();
    const source = await sharp({ create: { width: 900, height: 1400, channels: 3, background: "#808080" } })
      .composite([{ input: face, left: 350, top: 300 }])
      .jpeg()
      .toBuffer();
    const cacheDir = mkdtempSync(join(tmpdir(), "photos-"));
    dirs.push(cacheDir);
    const redAtCentre = async (position: PhotoPosition) => {
      const picture = await cachedPicture({ source, src: "photos/tall.jpg", slot: "card", position, cacheDir });
      const file = picture.outputs.jpg[0]?.file ?? "";
      const { data, info } = await sharp(join(cacheDir, file)).raw().toBuffer({ resolveWithObject: true });
      const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
      return (data[at] ?? 0) > 180 && (data[at + 1] ?? 255) < 80;
    };
    // The center crop loses it; a focal point on it (x 50 %, y 29 % of the photograph) centers it.
    expect(await redAtCentre("center")).toBe(false);
    expect(await redAtCentre({ x: 50, y: 29 })).toBe(true);
  });
});
