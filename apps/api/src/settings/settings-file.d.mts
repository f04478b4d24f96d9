export declare const defaultSettingsFiles: string[];

export declare class SettingsFileError extends Error {}

export interface Setting {
  name: string;
  value: string;
  /** 1-based line number in the file. */
  line: number;
}

export interface SettingsFileRead {
  /** The file's absolute path. */
  file: string;
  /** Settings whose value is the file's. */
  fromFile: number;
  /** Names the file sets that the environment had already set to another value (the environment wins). */
  fromEnvironment: string[];
  /** One line per name the server does not read, with the nearest one it does. */
  warnings: string[];
}

export declare function parseSettings(text: string, file: string): Setting[];

export declare function nearestName(name: string, known: Iterable<string>): string | null;

export declare function loadSettingsFile(
  env?: NodeJS.ProcessEnv,
  options?: { candidates?: string[]; known?: ReadonlySet<string> },
): SettingsFileRead | null;
