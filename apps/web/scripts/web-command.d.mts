/** Which checkout the bundles in dist/ were made in. */
export const bundlesRecord: string;
/** The program and arguments that run `scripts/<name>.ts` from apps/web: its bundle, else tsx. */
export function webCommand(name: "publish" | "publish-pull"): [string, string[]];
