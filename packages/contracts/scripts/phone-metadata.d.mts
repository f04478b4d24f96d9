import type { MetadataJson } from "libphonenumber-js/core";

export function northAmericanMetadata(full: MetadataJson): MetadataJson;
export function northAmericanPlans(full: MetadataJson): [string, string, string][];
export function libraryMetadata(): MetadataJson;
export const plansFile: URL;
