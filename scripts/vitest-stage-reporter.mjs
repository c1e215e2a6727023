// A vitest reporter for scripts/test.mjs: one run covers several projects (the app's logic in
// five zones, say), and vitest's JSON report does not say which project a result came from.
// This writes, to the file named by VITEST_STAGE_REPORT, each project's counts and every test
// (or file) that did not pass, with its project.
import { writeFileSync } from 'node:fs'

export default class StageReporter {
  onTestRunEnd(testModules, unhandledErrors) {
    const projects = {}
    const notPassed = []
    for (const module of testModules) {
      const project = module.project.name
      const counts = (projects[project] ??= { passed: 0, failed: 0, skipped: 0 })
      for (const error of module.errors()) {
        counts.failed += 1
        notPassed.push({
          project,
          file: module.moduleId,
          name: '(file)',
          status: 'failed',
          message: error.message,
        })
      }
      for (const test of module.children.allTests()) {
        const { state, errors } = test.result()
        if (state === 'passed') {
          counts.passed += 1
          continue
        }
        if (state === 'failed') counts.failed += 1
        else counts.skipped += 1
        notPassed.push({
          project,
          file: module.moduleId,
          name: test.fullName,
          status: state,
          message: errors?.[0]?.message,
        })
      }
    }
    const report = { projects, notPassed, unhandledErrors: unhandledErrors.map((e) => e.message) }
    writeFileSync(process.env.VITEST_STAGE_REPORT, JSON.stringify(report))
  }
}
