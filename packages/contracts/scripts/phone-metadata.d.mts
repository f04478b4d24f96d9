import type { MetadataJson } from "libphonenumber-js/core";

export function northAmericanMetadata(full: MetadataJson): MetadataJson;
export function libraryMetadata(): MetadataJson;
export const metadataFile: URL;
