// Types for postgres-server.mjs, which scripts/test.mjs runs in plain Node.
export declare function startPostgres(): Promise<{ url: string; version: string; stop: () => void }>
