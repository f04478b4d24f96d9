import { describe, expect, it } from "vitest";
import { activatedSocket } from "./socket-activation";

describe("activatedSocket", () => {
  it("takes fd 3 when systemd passed one socket to this process, and clears the variables", () => {
    const env: NodeJS.ProcessEnv = { LISTEN_FDS: "1", LISTEN_PID: "42" };
    expect(activatedSocket(env, 42)).toBe(3);
    expect(env).toEqual({});
  });

  it("ignores a socket passed to another process, and runs without one", () => {
    expect(activatedSocket({ LISTEN_FDS: "1", LISTEN_PID: "41" }, 42)).toBeNull();
    expect(activatedSocket({}, 42)).toBeNull();
  });

  it("refuses several sockets with the variable's name", () => {
    expect(() => activatedSocket({ LISTEN_FDS: "2", LISTEN_PID: "42" }, 42)).toThrow(/LISTEN_FDS/);
  });
});
