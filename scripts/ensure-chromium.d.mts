// Types for ensure-chromium.mjs, which scripts/test.mjs runs in plain Node.
export declare const CHROMIUM_PATH: string
export declare const CHROMIUM_ARGS: string[]
export declare function ensureChromium(): string
