export declare const commandSettingNames: string[];

export interface CommandSettings {
  /** ALLOW_SAMPLE_CONTENT=1: samples and placeholders may be served and published (said at every start). */
  allowSampleContent: boolean;
  /** The build a publish renders into: WEB_BUILD_OUT, else the one the server serves (WEB_BUILD_DIR); null: apps/web/build. */
  publishInto: string | null;
  /** `npm run dev`: the API's port (API_PORT, 3001) and Vite's (WEB_PORT, 5173). */
  apiPort: string;
  webPort: string;
}

export declare function commandSettings(env?: NodeJS.ProcessEnv): CommandSettings;
