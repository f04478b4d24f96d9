import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { logCapture, testApp, testConfig } from "../../test/helpers";
import { errorResponses } from "./route-schemas";

describe("route schemas", () => {
  it("every API route of the whole app declares its schemas (it starts)", async () => {
    const app = await testApp(testConfig({ ADMIN_PASSWORD: "a long inbox password" }));
    await app.ready();
    expect(app.hasRoute({ method: "PATCH", url: "/api/admin/submissions/:id" })).toBe(true);
  });

  it("refuses an API route registered without them, naming what is missing", async () => {
    const app = await testApp();
    expect(() => app.post("/api/new-form", async () => ({}))).toThrow("POST /api/new-form declares no response, body");
    expect(() => app.get("/api/things/:id", { schema: { response: { 200: {} } } }, async () => ({}))).toThrow(
      "GET /api/things/:id declares no 4xx response, 5xx response, params schema",
    );
  });

  it("sends only what the response schema names, and never a response that breaks it", async () => {
    const log = logCapture();
    const app = await testApp(testConfig({ LOG_LEVEL: "error" }), { logStream: log.stream });
    const schema = { response: { 200: z.object({ name: z.string() }), ...errorResponses } };
    app.withTypeProvider<ZodTypeProvider>().get(
      "/api/probe/:answer",
      { schema: { ...schema, params: z.object({ answer: z.string() }) } },
      // A handler that breaks its contract (the type provider would refuse it: hence the cast).
      async (request) =>
        request.params.answer === "right"
          ? { name: "Ana", passwordHash: "x" }
          : ({ name: { secret: "leaked" } } as unknown as { name: string }),
    );
    const right = await app.inject({ url: "/api/probe/right" });
    expect(right.json()).toEqual({ name: "Ana" });
    const wrong = await app.inject({ url: "/api/probe/wrong" });
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json().error.code).toBe("internal");
    expect(wrong.body).not.toContain("leaked");
    expect(log.errors()).toHaveLength(1);
  });
});
