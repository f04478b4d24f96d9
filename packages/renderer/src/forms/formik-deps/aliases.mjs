// @ts-check
import { fileURLToPath } from "node:url";

// The lodash modules Formik imports, each replaced in the bundle by its few lines here (see each
// file): 14.7 KB of lodash in the form's chunk, 3.3 KB of gzip. The site's build and the renderer's
// tests use the same aliases, so what the tests run is what ships. Plain JavaScript: the build's
// configuration loads it as it is.
const modules = { clone: "clone", cloneDeep: "clone-deep", isPlainObject: "is-plain-object", toPath: "to-path" };

/** @type {{ find: RegExp; replacement: string }[]} */
export const formikDependencyAliases = Object.entries(modules).map(([lodashName, file]) => ({
  find: new RegExp(`^lodash-es/${lodashName}(?:\\.js)?$`),
  replacement: fileURLToPath(new URL(`./${file}.ts`, import.meta.url)),
}));
