import { type ComponentType, use } from "react";

/** A promise as React's use() tracks it; settled, use() returns its value without suspending. */
type Loading<T> = Promise<T> & { status?: "pending" | "fulfilled" | "rejected"; value?: T; reason?: unknown };

export interface DeferredComponent<P extends object> {
  Component: ComponentType<P>;
  /** Loads the code; once it has resolved, the component renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A component whose code is a chunk of its own. Unlike `React.lazy`, it renders at once when its
 * code was loaded beforehand (`preload`): the prerender loads it first, so the page's HTML holds
 * the content in place rather than as a streamed segment revealed after load, and a client-side
 * navigation loads it before rendering. Otherwise it suspends until the code arrives, and during
 * hydration React keeps the prerendered HTML meanwhile.
 */
export function deferredComponent<P extends object>(load: () => Promise<ComponentType<P>>): DeferredComponent<P> {
  let loading: Loading<ComponentType<P>> | null = null;
  const start = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const promise: Loading<ComponentType<P>> = load();
      // React's use() reads these: a settled promise is not suspended on again.
      promise.status = "pending";
      promise.then(
        (component) => {
          promise.status = "fulfilled";
          promise.value = component;
        },
        (error: unknown) => {
          promise.status = "rejected";
          promise.reason = error;
          // The next render tries again (a chunk that failed on a flaky connection).
          loading = null;
        },
      );
      loading = promise;
    }
    return loading;
  };
  // use() is called on every render, loaded or not: a render that suspended and is replayed once
  // the code has arrived must call it as the first one did (React reports it otherwise).
  function Deferred(props: P) {
    const Component = use(start());
    return <Component {...props} />;
  }
  return { Component: Deferred, preload: () => start().then(() => undefined) };
}
