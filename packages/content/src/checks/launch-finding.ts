/** One thing to settle before launch: where it is, what is wrong, what to put there. */
export interface LaunchFinding {
  file: string;
  path: string;
  problem: string;
  fix: string;
}

/** Adds one finding to the list being made. */
export type AddFinding = (file: string, path: string, problem: string, fix: string) => void;

export function formatFinding({ file, path, problem, fix }: LaunchFinding): string {
  return `${file} › ${path || "(file)"}: ${problem}; ${fix}`;
}
