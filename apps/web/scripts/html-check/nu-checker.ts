// The W3C's Nu HTML Checker (vnu.jar from the vnu-jar package) on Java: one Java process checks
// every file it is given, so a whole build costs one start of the JVM.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
// A short run: the quick compiler alone takes half the CPU of the default JIT over a whole build
// (4.8 s against 10.6 s here); it needs a deeper stack for the checker's schema, and one GC
// thread leaves the other core to the rest of the tests.
const javaOptions = ["-Xss4m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

export interface HtmlError {
  file: string;
  line: number | undefined;
  message: string;
  extract: string | undefined;
}

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error the checker finds in `files` (warnings are left out), each with its file and line. */
export function htmlErrors(files: readonly string[]): HtmlError[] {
  if (files.length === 0) return [];
  const result = spawnSync("java", [...javaOptions, "-jar", jar, "--errors-only", "--format", "json", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error)
    throw new Error(
      `The Nu HTML Checker needs Java (${result.error.message}); install it with: apt-get install default-jre-headless`,
    );
  let messages: NuMessage[];
  try {
    messages = (JSON.parse(result.stderr) as { messages: NuMessage[] }).messages;
  } catch {
    throw new Error(
      `The Nu HTML Checker did not answer in JSON (exit ${result.status}): ${result.stderr.slice(0, 500)}`,
    );
  }
  // A file it could not read or parse is a "non-document-error": as much a failure as an error.
  return messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .map((message) => ({
      file: message.url?.startsWith("file:") ? fileURLToPath(message.url) : (message.url ?? ""),
      line: message.lastLine,
      message: message.message,
      extract: message.extract,
    }));
}
