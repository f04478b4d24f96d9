// Run inside the guide's root: one query of a database file with the live release's better-sqlite3,
// printed as JSON. node db.mjs <file> <sql>
import { createRequire } from "node:module";

const [file = "", sql = ""] = process.argv.slice(2);
const Database = createRequire("/srv/brightwater/current/apps/api/package.json")("better-sqlite3");
const db = new Database(file, { readonly: true, fileMustExist: true });
console.log(JSON.stringify(db.prepare(sql).all()));
db.close();
