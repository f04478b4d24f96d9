import type { Problem } from "../schema/catalogue-error";
import type { CityEntry } from "../schema/city-entry";
import type { CityTemplate } from "../schema/city-template";

/**
 * A town's form offers only subjects the office sorts requests by (`subjects` in the city
 * template), or one of them followed by the town's name: a typo would reach the inbox as a new
 * kind of request.
 */
export function citySubjectProblems(file: string, entry: CityEntry, template: CityTemplate): Problem[] {
  const known = template.subjects;
  return entry.subjects.flatMap((subject, index) =>
    known.includes(subject) || known.some((name) => subject === `${name} - ${entry.name}`)
      ? []
      : [
          {
            file,
            path: `subjects[${index}]`,
            message: `"${subject}" is not a service; use one of: ${known.join(", ")} (or add it to "subjects" in templates/city-page.json)`,
          },
        ],
  );
}
