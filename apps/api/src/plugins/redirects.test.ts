import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import redirects from "./redirects";

async function redirectApp() {
  const app = Fastify();
  await app.register(redirects, {
    redirects: [
      { from: "/service-areas/lewisville-nc", to: "/service-areas/lewisville-town-nc" },
      { from: "/contact-us", to: "/#contact" },
    ],
  });
  return app;
}

describe("redirects", () => {
  it("answers an old address with 301 to its page, keeping the query string", async () => {
    const app = await redirectApp();
    const response = await app.inject({ url: "/service-areas/lewisville-nc?utm_source=flyer&utm_medium=print" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/service-areas/lewisville-town-nc?utm_source=flyer&utm_medium=print");
  });

  it("answers the old address written with a trailing slash the same way", async () => {
    const app = await redirectApp();
    const response = await app.inject({ url: "/service-areas/lewisville-nc/?utm_source=flyer" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/service-areas/lewisville-town-nc?utm_source=flyer");
    const head = await app.inject({ method: "HEAD", url: "/contact-us/" });
    expect(head.statusCode).toBe(301);
    expect(head.headers.location).toBe("/#contact");
  });

  it("answers HEAD the same way", async () => {
    const app = await redirectApp();
    const response = await app.inject({ method: "HEAD", url: "/service-areas/lewisville-nc" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/service-areas/lewisville-town-nc");
  });

  it("puts the query string before the target's anchor", async () => {
    const app = await redirectApp();
    const response = await app.inject({ url: "/contact-us?ref=card" });
    expect(response.headers.location).toBe("/?ref=card#contact");
  });

  it("leaves other methods alone", async () => {
    const app = await redirectApp();
    const response = await app.inject({ method: "POST", url: "/contact-us" });
    expect(response.statusCode).toBe(404);
  });
});
