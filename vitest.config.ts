import path from 'node:path'
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

// The app's components (jsdom) and its logic (node: a jsdom per file costs more than most of
// these tests; scripts/test.mjs runs the logic in five time zones), the local backend (node).
// The conformance suite lives in tests/ and is run by scripts/test.mjs once per database
// engine. A logic test that needs a DOM says so in its first line (@vitest-environment).
const app: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'app',
    // run-zone.test.ts checks the zone the components run in, as it does for the logic.
    include: ['src/**/*.test.tsx', 'src/test/run-zone.test.ts'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
  },
}
const logic: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'logic',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // index.css as its text (`?raw`): event-color.test.ts checks its palette rules. Vitest
    // otherwise gives a test an empty string for any CSS file.
    css: { include: [/src\/index\.css/] },
  },
}

/**
 * A copy of a project that runs in one time zone: vitest starts its workers with this TZ in
 * their environment, and src/test/run-zone.test.ts checks that the zone is the one provided.
 */
const inZone = (project: TestProjectInlineConfiguration, tz: string) => ({
  ...project,
  test: {
    ...project.test,
    name: `${project.test?.name} (TZ=${tz})`,
    env: { TZ: tz },
    provide: { runZone: tz },
  },
})

// scripts/test.mjs runs the app's tests in several zones in one run: TEST_ZONES=UTC,... gives a
// project per zone (components in the first two). Without it, one project each, in the
// process's own zone.
const zones = process.env.TEST_ZONES?.split(',')
const appProjects = zones ? zones.slice(0, 2).map((tz) => inZone(app, tz)) : [app]
const logicProjects = zones ? zones.map((tz) => inZone(logic, tz)) : [logic]

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  test: {
    projects: [
      ...appProjects,
      ...logicProjects,
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
