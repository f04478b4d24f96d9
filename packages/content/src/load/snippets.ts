import type { Problem } from "../schema/catalogue-error";

/** Search results cut titles near 60 characters and show descriptions of about 70-160. */
export const snippetLimits = { title: 60, descriptionMin: 70, descriptionMax: 160 } as const;

/** Warnings (not errors) for a page's title and description as search results would show them. */
export function snippetWarnings(file: string, seo: { title: string; description: string }): Problem[] {
  const warnings: Problem[] = [];
  const { title, description } = seo;
  if (title.length > snippetLimits.title) {
    warnings.push({
      file,
      path: "seo.title",
      message: `"${title}" is ${title.length} characters; search results cut titles past ${snippetLimits.title}`,
    });
  }
  if (description.length < snippetLimits.descriptionMin || description.length > snippetLimits.descriptionMax) {
    warnings.push({
      file,
      path: "seo.description",
      message: `${description.length} characters; search results show ${snippetLimits.descriptionMin}-${snippetLimits.descriptionMax}`,
    });
  }
  return warnings;
}
