// Lighthouse 12 (desktop preset) on our built app served by the local backend, in Debian's
// Chromium started by chrome-launcher with the benchmark's flags and the new headless mode.
// Five runs, and the median one reported (Lighthouse's own computeMedianRun, as its docs on
// variability advise): one run's score moves by a few points with what else the machine does.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/ensure-chromium.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const RUNS = 5

export async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  })
  try {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        desktopConfig,
      )
      runs.push(result.lhr)
    }
    const lhr = computeMedianRun(runs)
    const { categories, audits } = lhr
    const failing = (category) =>
      categories[category].auditRefs
        .filter(
          (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
        )
        .map((ref) => `${ref.id} (${audits[ref.id].score})`)
    return {
      lighthouseVersion: lhr.lighthouseVersion,
      runs: RUNS,
      performanceScores: runs.map((run) => Math.round(run.categories.performance.score * 100)),
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(categories[c].score * 100)])),
      metrics: Object.fromEntries(
        [
          'first-contentful-paint',
          'largest-contentful-paint',
          'total-blocking-time',
          'cumulative-layout-shift',
          'speed-index',
        ].map((id) => [id, audits[id].displayValue]),
      ),
      failing: Object.fromEntries(CATEGORIES.map((c) => [c, failing(c)])),
    }
  } finally {
    chrome.kill()
  }
}
