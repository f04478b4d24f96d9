import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { sentRequest, testApp, testConfig } from "../../test/helpers";

const contact = sentRequest;

function bookingRows(path: string) {
  const db = new Database(path, { readonly: true });
  try {
    return db.prepare("SELECT * FROM bookings ORDER BY id").all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

async function listening() {
  const config = testConfig({ FORM_RATE_LIMIT_PER_MINUTE: "0" });
  const app = await testApp(config);
  await app.listen({ host: "127.0.0.1", port: 0 });
  const { port } = app.server.address() as { port: number };
  return { app, config, base: `http://127.0.0.1:${port}` };
}

describe("booking an arrival window", () => {
  it("stores exactly two of 40 concurrent requests for one window and answers the rest 409 with other times", async () => {
    const { config, base } = await listening();
    const listed = await fetch(`${base}/api/booking/windows`);
    expect(listed.headers.get("cache-control")).toBe("public, max-age=5");
    const { timeZone, windows } = (await listed.json()) as { timeZone: string; windows: { id: string }[] };
    expect(timeZone).toBe("America/New_York");
    const wanted = windows[0]?.id as string;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        fetch(`${base}/api/contacts`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...contact, firstName: `Ana${"a".repeat(index % 5)}`, arrivalWindow: wanted }),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as { error: unknown; alternatives: { id: string }[] },
        })),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(38);
    for (const { body } of refused) {
      expect(body.error).toEqual({
        code: "window_full",
        message: "That time has just been taken. Here are the next open times:",
        fields: { arrivalWindow: "That time has just been taken. Here are the next open times:" },
      });
      expect(body.alternatives).toHaveLength(6);
      expect(body.alternatives.map((window) => window.id)).not.toContain(wanted);
    }
    const stored = bookingRows(config.databasePath);
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => row.window_id === wanted && row.status === "requested")).toBe(true);
    // Full now: never listed again.
    const after = (await (await fetch(`${base}/api/booking/windows`)).json()) as { windows: { id: string }[] };
    expect(after.windows.map((window) => window.id)).not.toContain(wanted);
    expect(
      after.windows.every((window) => Date.parse((window as unknown as { start: string }).start) > Date.now()),
    ).toBe(true);
  });

  it.each([
    ["unknown hours", "2027-01-05T09:00-11:00", "Please choose one of the times offered."],
    ["a weekend", "2027-01-09T08:00-10:00", "Please choose one of the times offered."],
    ["a closed day", "2026-12-25T08:00-10:00", "We are closed that day. Please choose another time."],
    ["the past", "2026-01-05T08:00-10:00", "That time is too soon for us to plan a visit."],
  ])("answers 400 naming arrivalWindow for %s", async (_case, arrivalWindow, message) => {
    const config = testConfig();
    const app = await testApp(config);
    const response = await app.inject({ method: "POST", url: "/api/contacts", payload: { ...contact, arrivalWindow } });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe("invalid_body");
    expect(error.fields.arrivalWindow).toContain(message);
    expect(bookingRows(config.databasePath)).toEqual([]);
  });

  it("keeps a page without script's day and part of day with the request, and stores a full window's request without it", async () => {
    const config = testConfig();
    const app = await testApp(config);
    const form = (fields: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/api/contacts",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: new URLSearchParams({ ...contact, ...fields }).toString(),
      });
    const preferred = await form({ preferredDay: "2027-01-05", preferredTime: "morning" });
    expect(preferred.statusCode).toBe(303);
    const wanted = app.bookings.windows()[0]?.id as string;
    for (let index = 0; index < 3; index++) expect((await form({ arrivalWindow: wanted })).statusCode).toBe(303);
    const db = new Database(config.databasePath, { readonly: true });
    const details = db.prepare("SELECT details FROM submissions ORDER BY id").all() as { details: string }[];
    db.close();
    expect(JSON.parse(details[0]?.details ?? "")).toEqual({ preferredDay: "2027-01-05", preferredTime: "morning" });
    expect(JSON.parse(details[1]?.details ?? "").arrivalWindow).toMatch(/, \d+:00 [AP]M – \d+:00 [AP]M$/);
    expect(JSON.parse(details[3]?.details ?? "").windowFull).toMatch(/^Asked for .+, which was already full/);
    expect(bookingRows(config.databasePath)).toHaveLength(2);
  });
});
