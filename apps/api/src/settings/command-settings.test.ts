import { describe, expect, it } from "vitest";
import { commandSettingNames, commandSettings } from "./command-settings.mjs";
import { knownSettings } from "./settings";

describe("the settings of the commands beside the server", () => {
  it("have the dev servers' ports by default, and serve no samples unless ALLOW_SAMPLE_CONTENT=1", () => {
    expect(commandSettings({})).toEqual({
      allowSampleContent: false,
      publishInto: null,
      apiPort: "3001",
      webPort: "5173",
    });
    expect(commandSettings({ ALLOW_SAMPLE_CONTENT: "true" }).allowSampleContent).toBe(false);
    expect(commandSettings({ ALLOW_SAMPLE_CONTENT: "1" }).allowSampleContent).toBe(true);
  });

  it("publish into WEB_BUILD_OUT, else the build the server serves", () => {
    expect(commandSettings({ WEB_BUILD_DIR: "/srv/site/build" }).publishInto).toBe("/srv/site/build");
    expect(commandSettings({ WEB_BUILD_OUT: "/tmp/next", WEB_BUILD_DIR: "/srv/site/build" }).publishInto).toBe(
      "/tmp/next",
    );
  });

  it("are names the settings file may set without a warning", () => {
    for (const name of commandSettingNames) expect(knownSettings.has(name)).toBe(true);
  });
});
