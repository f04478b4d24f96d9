// The publish's commands (scripts/publish.ts and scripts/publish-pull.ts) bundled by the build into
// dist/, each one JavaScript file that Node runs as it is: through tsx, each start spent about a
// second of processor time compiling and loading its TypeScript modules one by one (the publish
// timer runs them on the server, and the tests run them often). Published packages stay outside
// and load from node_modules; our own modules go in, each still reading `import.meta.url` as its
// own file's address, so every path a module finds beside itself is the same as under tsx.
// The addresses are this checkout's: a bundle copied to another folder is not used there. A checkout
// not built yet (or a copy) has no bundle of its own: the command then runs its TypeScript through tsx.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const webDir = new URL("..", import.meta.url).pathname;
/** The commands bundled, by name: each is scripts/<name>.ts. */
const commands = ["publish", "publish-pull"];
/** Which checkout the bundles were made in: their modules' addresses are its files. */
const madeIn = join(webDir, "dist", "commands.json");

/**
 * The program and arguments that run `scripts/<name>.ts` from apps/web: its bundle when the build
 * made one, else the TypeScript through tsx.
 * @param {string} name
 * @returns {[string, string[]]}
 */
export function webCommand(name) {
  const bundle = join(webDir, "dist", `${name}.mjs`);
  const ours = existsSync(madeIn) && JSON.parse(readFileSync(madeIn, "utf8")).webDir === webDir;
  if (ours && existsSync(bundle)) return [process.execPath, [bundle]];
  return [join(webDir, "node_modules/.bin/tsx"), [`scripts/${name}.ts`]];
}

/** Each module of ours keeps its own address: `import.meta.url`, `.dirname` and `.filename` as under tsx. */
const ownAddresses = {
  name: "own-addresses",
  /** @param {import("esbuild").PluginBuild} build */
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|mjs|js)$/ }, ({ path }) => {
      // This file, bundled too (run-publish.ts asks it for the publish), is left as it is: its
      // address inside a bundle in dist/ finds the same apps/web.
      if (path.includes("/node_modules/") || path === fileURLToPath(import.meta.url)) return undefined;
      const url = pathToFileURL(path).href;
      const contents = readFileSync(path, "utf8")
        .replaceAll("import.meta.url", JSON.stringify(url))
        .replaceAll("import.meta.dirname", JSON.stringify(join(path, "..")))
        .replaceAll("import.meta.filename", JSON.stringify(path));
      const loader = /\.tsx$/.test(path) ? "tsx" : /\.m?ts$/.test(path) ? "ts" : "js";
      return { contents, loader, resolveDir: join(path, "..") };
    });
  },
};

async function bundle() {
  const { build } = await import("esbuild");
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
    plugins: [ownAddresses],
    logLevel: "warning",
  });
  writeFileSync(madeIn, `${JSON.stringify({ webDir })}\n`);
}

if (process.argv[1] === new URL(import.meta.url).pathname) await bundle();
