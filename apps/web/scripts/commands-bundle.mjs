// The publish's commands (scripts/publish.ts and scripts/publish-pull.ts) bundled by the build into
// dist/, each one JavaScript file that Node runs as it is: through tsx, each start spent about a
// second of processor time compiling and loading its TypeScript modules one by one (the publish
// timer runs them on the server, and the tests run them often). Published packages stay outside
// and load from node_modules; our own modules go in, each still reading `import.meta.url` as its
// own file's address, so every path a module finds beside itself is the same as under tsx.
// The addresses are this checkout's: the bundles record where they were made, and a bundle copied
// to another folder is not used there (scripts/web-command.mjs, which runs them). Run by the build
// only: nothing bundled imports this file.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { bundlesRecord } from "./web-command.mjs";

const webDir = new URL("..", import.meta.url).pathname;
/** The commands bundled, by name: each is scripts/<name>.ts. */
const commands = ["publish", "publish-pull"];

/**
 * Each module of ours keeps its own address: `import.meta.url`, `.dirname` and `.filename` as
 * under tsx, put in as values where the code reads them (esbuild's define: a string or a comment
 * that names them is left as it is).
 * @param {typeof import("esbuild").transform} transform
 */
function ownAddresses(transform) {
  return {
    name: "own-addresses",
    /** @param {import("esbuild").PluginBuild} build */
    setup(build) {
      build.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, async ({ path }) => {
        if (path.includes("/node_modules/")) return undefined;
        const loader = /\.tsx$/.test(path) ? "tsx" : /\.m?ts$/.test(path) ? "ts" : "js";
        const { code } = await transform(readFileSync(path, "utf8"), {
          loader,
          format: "esm",
          jsx: "automatic",
          sourcefile: path,
          define: {
            "import.meta.url": JSON.stringify(pathToFileURL(path).href),
            "import.meta.dirname": JSON.stringify(dirname(path)),
            "import.meta.filename": JSON.stringify(path),
          },
        });
        return { contents: code, loader: "js", resolveDir: dirname(path) };
      });
    },
  };
}

async function bundle() {
  const { build, transform } = await import("esbuild");
  const pkg = JSON.parse(readFileSync(join(webDir, "package.json"), "utf8"));
  const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
    (name) => !name.startsWith("@brightwater/"),
  );
  await build({
    entryPoints: Object.fromEntries(commands.map((name) => [name, join(webDir, "scripts", `${name}.ts`)])),
    outdir: join(webDir, "dist"),
    outExtension: { ".js": ".mjs" },
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    external,
    plugins: [ownAddresses(transform)],
    logLevel: "warning",
  });
  writeFileSync(bundlesRecord, `${JSON.stringify({ webDir })}\n`);
}

await bundle();
