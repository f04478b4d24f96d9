// The size of the house's source: every function's length in lines, read from the TypeScript
// syntax tree (so a long JSX return counts like any other line), and every file's length.
import ts from "typescript";

export const limits = { functionLines: 60, fileLines: 200, parameters: 3 } as const;

export interface FunctionSize {
  file: string;
  /** The function's name, or `(anonymous)`, with the name of what holds it when it has none. */
  name: string;
  /** 1-based line of the function's first token (its doc comment left out). */
  line: number;
  /** From its first line to its last, both counted. */
  lines: number;
  /** Its parameters as declared (a destructured options object is one). */
  parameters: number;
}

export interface FileSize {
  file: string;
  lines: number;
}

/** Source files of `apps/`, `packages/` and `scripts/` that the rule covers; tests, fixtures and type declarations aside. */
export function isCoveredSource(path: string): boolean {
  if (!/^(apps|packages|scripts)\//.test(path)) return false;
  if (!/\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/.test(path) || /\.d\.[mc]?ts$/.test(path)) return false;
  if (/\.(test|spec)\.[mc]?[jt]sx?$/.test(path)) return false;
  // The browser tests are tests throughout; `test/` folders hold test helpers and fixtures.
  return !path.startsWith("apps/e2e/") && !/(^|\/)(test|tests|fixtures|__fixtures__)\//.test(path);
}

function nameOf(node: ts.Node): string {
  if (
    (ts.isFunctionDeclaration(node) ||
      ts.isFunctionExpression(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isGetAccessorDeclaration(node) ||
      ts.isSetAccessorDeclaration(node)) &&
    node.name
  )
    return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const holder = node.parent;
  if (
    holder &&
    (ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder) || ts.isPropertyDeclaration(holder))
  )
    return holder.name.getText();
  return "(anonymous)";
}

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** Every function in `text` (nested ones too, each on its own), with its length in lines. */
export function functionSizes(file: string, text: string): FunctionSize[] {
  const kind = /\.[mc]?[jt]sx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.[mc]?js$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const sizes: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      sizes.push({
        file,
        name: nameOf(node),
        line: first + 1,
        lines: last - first + 1,
        parameters: node.parameters.filter((parameter) => parameter.name.getText() !== "this").length,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return sizes;
}

/** Lines in a file, a final line break not starting another. */
export function lineCount(text: string): number {
  if (text.length === 0) return 0;
  return text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
}

export interface CodeSizeReport {
  longFunctions: FunctionSize[];
  /** Functions with more parameters than `limits.parameters`: an options object reads better. */
  manyParameters: FunctionSize[];
  longFiles: FileSize[];
  files: number;
  functions: number;
}

/** The functions over 60 lines and the files over 200, longest first, of `sources` (path → text). */
export function codeSizeReport(sources: ReadonlyMap<string, string>): CodeSizeReport {
  const functions = [...sources].flatMap(([file, text]) => functionSizes(file, text));
  const byLength = <T extends { lines: number }>(a: T, b: T) => b.lines - a.lines;
  return {
    longFunctions: functions.filter((size) => size.lines > limits.functionLines).sort(byLength),
    manyParameters: functions.filter((size) => size.parameters > limits.parameters),
    longFiles: [...sources]
      .map(([file, text]) => ({ file, lines: lineCount(text) }))
      .filter((size) => size.lines > limits.fileLines)
      .sort(byLength),
    files: sources.size,
    functions: functions.length,
  };
}
