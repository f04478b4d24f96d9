import { act, cleanup, render, screen } from "@testing-library/react";
import { type ComponentType, Suspense, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { deferredComponent } from "./deferred-component";

afterEach(() => {
  cleanup();
});

/** A component whose code arrives when the test says so. */
function slowChunk() {
  let arrive: () => void = () => undefined;
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const deferred = deferredComponent(async () => {
    await code;
    return ({ text }: { text: string }) => <p>{text}</p>;
  });
  return { deferred, arrive };
}

// React's report of a misused use() appears only when a browser replays a render (the development
// browser test, apps/e2e/tests/dev-reload.spec.ts, reads the console for it); these prove the
// behaviour the pages rely on.
describe("deferredComponent", () => {
  it("shows the fallback until its code arrives, then its content", async () => {
    const { deferred, arrive } = slowChunk();
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <deferred.Component text="Drain cleaning" />
        </Suspense>,
      );
    });
    expect(screen.getByText("Loading")).toBeTruthy();
    await act(async () => {
      arrive();
      await deferred.preload();
    });
    expect(await screen.findByText("Drain cleaning")).toBeTruthy();
  });

  it("renders code that arrives while React renders", async () => {
    // Already loaded by the browser, not yet preloaded: arrives within the render (as in hydration).
    const deferred = deferredComponent(async () => ({ text }: { text: string }) => <p>{text}</p>);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <deferred.Component text="Leak detection" />
        </Suspense>,
      );
    });
    expect(await screen.findByText("Leak detection")).toBeTruthy();
  });

  it("keeps the prerendered HTML while its code loads, then hydrates it", async () => {
    let markHydrated: () => void = () => undefined;
    const hydrated = new Promise<void>((resolve) => {
      markHydrated = resolve;
    });
    function Offer({ text }: { text: string }) {
      useEffect(() => markHydrated(), []);
      return <p>{text}</p>;
    }
    // The prerender loaded the code first; the browser loads it when the page hydrates.
    const prerendered = deferredComponent(async () => Offer);
    await prerendered.preload();
    const browser = deferredComponent(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return Offer;
    });
    const page = (Block: ComponentType<{ text: string }>) => (
      <Suspense fallback={<p>Loading</p>}>
        <Block text="Spring flush" />
      </Suspense>
    );
    const recoverable: unknown[] = [];
    const container = document.createElement("div");
    container.innerHTML = renderToString(page(prerendered.Component));
    document.body.append(container);
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    // As in a browser: React schedules the hydration itself.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(container, page(browser.Component), {
        onRecoverableError: (error) => recoverable.push(error),
      });
      await hydrated;
      expect(recoverable).toEqual([]);
      expect(container.textContent).toBe("Spring flush");
      root.unmount();
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
      container.remove();
    }
  });

  it("renders at once, without suspending, when its code was loaded beforehand", async () => {
    const { deferred, arrive } = slowChunk();
    arrive();
    await deferred.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <deferred.Component text="Water heaters" />
      </Suspense>,
    );
    expect(screen.getByText("Water heaters")).toBeTruthy();
    expect(screen.queryByText("Loading")).toBeNull();
  });
});
