import { statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { applicationParts, multipart, resumePdf } from "../test/career-application";
import { tempDir, testApp, testConfig } from "../test/helpers";

const mode = (path: string) => statSync(path).mode & 0o777;

describe("files the server creates", () => {
  it("are readable by the server's user only: database 0600, its folder and the résumé folder 0700", async () => {
    // A folder that does not exist yet, under the usual umask (022 would give 0644 and 0755).
    const previous = process.umask(0o022);
    try {
      const dataDir = join(tempDir(), "data");
      const config = testConfig({ DATABASE_PATH: join(dataDir, "site.db") });
      const app = await testApp(config);
      const response = await app.inject({
        method: "POST",
        url: "/api/career-applications",
        ...multipart([...applicationParts, { name: "resume", value: resumePdf, filename: "cv.pdf" }]),
      });
      expect(response.statusCode).toBe(201);
      expect(mode(dataDir).toString(8)).toBe("700");
      expect(mode(config.databasePath).toString(8)).toBe("600");
      expect(mode(`${config.databasePath}-wal`).toString(8)).toBe("600");
      expect(mode(config.resumeDir).toString(8)).toBe("700");
    } finally {
      process.umask(previous);
    }
  });
});
