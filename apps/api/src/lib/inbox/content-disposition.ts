/**
 * `attachment` with the file's name: a plain ASCII fallback for old clients and the exact name
 * in RFC 5987 form. The name came from a visitor, so quotes, slashes and control characters go.
 */
export function attachment(fileName: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const safe = fileName.replace(/[\u0000-\u001f\u007f"\\/]/g, "").trim() || "download";
  const ascii =
    safe
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/[;%]/g, "_") || "download";
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}
