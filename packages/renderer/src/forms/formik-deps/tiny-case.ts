// tiny-case's `camelCase` and `snakeCase`, which Yup imports for its object schema's key renaming
// (the site never renames keys, but the schema's class carries those methods). Its words pattern
// is the same regular expression, built from its parts instead of written out whole: tiny-case
// repeats each of them up to five times, 2.4 KB of the form's chunk.
const upper = String.raw`A-Z\xc0-\xd6\xd8-\xde`;
const lower = String.raw`a-z\xdf-\xf6\xf8-\xff`;
const breaks = String.raw`\xac\xb1\xd7\xf7\x00-\x2f\x3a-\x40\x5b-\x60\x7b-\xbf\u2000-\u206f \t\x0b\f\xa0\ufeff\n\r\u2028\u2029\u1680\u180e\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u202f\u205f\u3000`;
const misc = String.raw`[^\ud800-\udfff${breaks}\d+\u2700-\u27bf${lower}${upper}]`;
const lowerEnding = String.raw`(?:['’](?:d|ll|m|re|s|t|ve))?`;
const upperEnding = String.raw`(?:['’](?:D|LL|M|RE|S|T|VE))?`;
const marks = String.raw`[\ufe0e\ufe0f]?(?:[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]|\ud83c[\udffb-\udfff])?`;
const flagsOrPairs = String.raw`(?:\ud83c[\udde6-\uddff]){2}|[\ud800-\udbff][\udc00-\udfff]`;

export const wordsPattern = new RegExp(
  [
    `[${upper}]?[${lower}]+${lowerEnding}(?=[${breaks}]|[${upper}]|$)`,
    `(?:[${upper}]|${misc})+${upperEnding}(?=[${breaks}]|[${upper}](?:[${lower}]|${misc})|$)`,
    `[${upper}]?(?:[${lower}]|${misc})+${lowerEnding}`,
    `[${upper}]+${upperEnding}`,
    String.raw`\d*(?:1ST|2ND|3RD|(?![123])\dTH)(?=\b|[a-z_])`,
    String.raw`\d*(?:1st|2nd|3rd|(?![123])\dth)(?=\b|[A-Z_])`,
    String.raw`\d+`,
    String.raw`(?:[\u2700-\u27bf]|${flagsOrPairs})${marks}(?:\u200d(?:[^\ud800-\udfff]|${flagsOrPairs})${marks})*`,
  ].join("|"),
  "g",
);

const words = (text: string) => text.match(wordsPattern) ?? [];

export const camelCase = (text: string) =>
  words(text).reduce(
    (joined, word) =>
      `${joined}${joined ? `${word[0]?.toUpperCase()}${word.slice(1).toLowerCase()}` : word.toLowerCase()}`,
    "",
  );

export const snakeCase = (text: string) => words(text).join("_").toLowerCase();
