import { type ComponentType, use } from "react";

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
  let Loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function Deferred(props: P) {
    if (!Loaded) use(preload());
    const Component = Loaded as ComponentType<P> | null;
    return Component ? <Component {...props} /> : null;
  }
  return { Component: Deferred, preload };
}
