import { fileURLToPath } from "node:url";

// This file sits one level below the package root both as source (src/) and bundled (dist/),
// so the same relative path finds the migrations in development, tests and production.
export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
