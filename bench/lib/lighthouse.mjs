/* global document -- in a function that runs in the page */
// Lighthouse 12 (desktop preset) on our built app served by the local backend, in Debian's
// Chromium started by chrome-launcher with the benchmark's flags and the new headless mode.
// Five runs, and the median one reported (Lighthouse's own computeMedianRun, as its docs on
// variability advise): one run's score moves by a few points with what else the machine does.
// In light and in dark mode: the app follows the system's colour scheme when no theme is
// stored (public/theme-init.js), and Lighthouse clears storage before each run, so the page
// Lighthouse drives (through Puppeteer) has prefers-color-scheme emulated, as a system in
// dark mode sets it.
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import puppeteer from 'puppeteer-core'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/ensure-chromium.mjs'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
const RUNS = 5

/** Light and dark, one after the other; `runs` of each (fewer for a quick look). */
export async function runLighthouseSchemes(url, runs = RUNS) {
  return {
    light: await runLighthouse(url, 'light', runs),
    dark: await runLighthouse(url, 'dark', runs),
  }
}

export async function runLighthouse(url, scheme = 'light', runs = RUNS) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
  })
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${chrome.port}`,
    defaultViewport: null,
  })
  try {
    const results = []
    let dark = null
    // A run without the first paint or the interactive time (Lighthouse's NO_FCP: once in a
    // whole bench run of 40 minutes) is run again, up to `runs` more times, rather than ending
    // the bench: computeMedianRun refuses a set with such a run in it.
    let again = 0
    while (results.length < runs) {
      const page = await browser.newPage()
      await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: scheme }])
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        desktopConfig,
        page,
      )
      const timed = ['first-contentful-paint', 'interactive'].every(
        (id) => typeof result.lhr.audits[id]?.numericValue === 'number',
      )
      if (!timed && again < runs) {
        again++
        console.warn(
          `Lighthouse (${scheme}): a run without its times (${result.lhr.runtimeError?.code}), run again`,
        )
        await page.close()
        continue
      }
      results.push(result.lhr)
      // What the app drew with: its <html> has the class 'dark' in dark mode.
      dark = await page.evaluate(() => document.documentElement.classList.contains('dark'))
      await page.close()
    }
    const lhr = computeMedianRun(results)
    const { categories, audits } = lhr
    const failing = (category) =>
      categories[category].auditRefs
        .filter(
          (ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1,
        )
        .map((ref) => `${ref.id} (${audits[ref.id].score})`)
    return {
      scheme,
      dark,
      lighthouseVersion: lhr.lighthouseVersion,
      runs,
      performanceScores: results.map((run) => Math.round(run.categories.performance.score * 100)),
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
      lcp: lcpElement(audits['largest-contentful-paint-element']),
    }
  } finally {
    await browser.disconnect()
    chrome.kill()
  }
}

/**
 * The element Lighthouse took for the largest paint, and its phases (TTFB, load delay, load
 * time, render delay): which part of the page to look at when LCP is the one missed. The
 * audit's details are two tables, the element's and the phases'.
 */
function lcpElement(audit) {
  const [element, phases] = audit?.details?.items ?? []
  const node = element?.items?.[0]?.node
  if (!node) return null
  return {
    label: node.nodeLabel,
    selector: node.selector,
    phases: (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`),
  }
}
