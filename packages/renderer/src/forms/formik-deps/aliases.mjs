// @ts-check
import { fileURLToPath } from "node:url";

// The lodash modules Formik imports, its deep merge and deep equality, and the word splitting Yup
// imports, each replaced in the bundle by its few lines here (see each file): 19 KB of the form's
// chunk. The site's build and
// the renderer's tests use the same aliases, so what the tests run is what ships. Plain
// JavaScript: the build's configuration loads it as it is.
const modules = {
  "lodash-es/clone": "clone",
  "lodash-es/cloneDeep": "clone-deep",
  "lodash-es/isPlainObject": "is-plain-object",
  "lodash-es/toPath": "to-path",
  deepmerge: "deepmerge",
  "react-fast-compare": "is-equal",
  "tiny-case": "tiny-case",
};

/** @type {{ find: RegExp; replacement: string }[]} */
export const formikDependencyAliases = Object.entries(modules).map(([name, file]) => ({
  find: new RegExp(`^${name}(?:\\.js)?$`),
  replacement: fileURLToPath(new URL(`./${file}.ts`, import.meta.url)),
}));
