import { describe, expect, it } from "vitest";
import { attachment } from "./content-disposition";

describe("attachment", () => {
  it("names the file plainly and exactly", () => {
    expect(attachment("leads-2025-03-01.csv")).toBe(
      `attachment; filename="leads-2025-03-01.csv"; filename*=UTF-8''leads-2025-03-01.csv`,
    );
  });

  it("keeps accents in the exact name and drops them from the fallback", () => {
    expect(attachment("Résumé.pdf")).toBe(`attachment; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`);
  });

  it("cannot be broken out of by a visitor's file name", () => {
    const header = attachment('a"; filename="evil.html\r\n.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
    expect(attachment("../../etc/passwd")).toContain('filename="....etcpasswd"');
  });
});
