import path from 'node:path'
import { defineConfig } from 'vitest/config'

// The app's components (jsdom) and its logic (node: a jsdom per file costs more than most of
// these tests; scripts/test.mjs runs the logic in five time zones), the local backend (node).
// The conformance suite lives in tests/ and is run by scripts/test.mjs once per database
// engine. A logic test that needs a DOM says so in its first line (@vitest-environment).
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'logic',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // Each test starts PGlite databases and servers: on a busy 2-core machine three of them
          // took more than vitest's 10 s hook default. These limits catch a hang, not a speed.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'conformance',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
