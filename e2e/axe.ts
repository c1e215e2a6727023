// The axe-core scan of e2e/a11y.spec.ts, for other specs: WCAG 2.x A and AA rules and axe's best
// practices; any violation fails softly, with its rule, targets and summary, so one page's
// scans all report.
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** `include`: scan only what this selector matches (an overlay's own part of the page). */
export async function expectNoViolations(page: Page, what: string, include?: string) {
  const all = new AxeBuilder({ page })
  const builder = (include ? all.include(include) : all).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ])
  const { violations } = await builder.analyze()
  const summary = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} :: ${n.failureSummary}`),
  }))
  expect.soft(summary, `axe violations in the ${what}`).toEqual([])
}
