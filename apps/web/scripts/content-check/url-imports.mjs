// Outside Vite, `import x from "./file.svg?url"` gives the file's path, so the renderer's
// components load in plain Node (content:check renders pages to read their text).
export async function resolve(specifier, context, nextResolve) {
  if (!specifier.endsWith("?url")) return nextResolve(specifier, context);
  const url = new URL(specifier.slice(0, -"?url".length), context.parentURL);
  return {
    url: `data:text/javascript,export default ${encodeURIComponent(JSON.stringify(url.pathname))}`,
    shortCircuit: true,
  };
}
