// `npm run spell`: the catalogue's copy against the en-US dictionary and the project's word list,
// one line per misspelling (file › JSON path: word). Exits 1 while any is left.
import { spellCheck } from "../spelling/spell-check";
import { commandEnv } from "./env";

const found = spellCheck(process.argv[2] ?? commandEnv.catalogueDir);
for (const { file, path, word } of found)
  console.error(`${file} › ${path}: "${word}" is not American English or not a known word`);
if (found.length > 0) {
  console.error(
    `\n${found.length} word(s) to correct (US spelling), or a name to add to packages/content/project-words.txt.`,
  );
  process.exitCode = 1;
} else {
  console.log("Spell check OK: every word of the catalogue's copy is American English or a known name.");
}
