// docs/benchmarks.md from one run's figures: every section the run measured, then the
// targets table (report-targets.mjs). A run of some parts only (BENCH_ONLY) or with fewer
// samples (BENCH_QUICK) says so at the top.
import { writeFileSync } from 'node:fs'
import os from 'node:os'
import { curveSection } from './report-curve.mjs'
import { heapSection, nextSections, traceSection } from './report-browser.mjs'
import { table } from './report-format.mjs'
import {
  bundleSection,
  coldLoadSection,
  interactionsSection,
  lighthouseSection,
} from './report-interactions.mjs'
import { targetRows } from './report-targets.mjs'
import { dragSection, legacySection, liveSection, serverSections } from './report.mjs'
import { soakSection } from './soak-report.mjs'

function header(r) {
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (bench/run.mjs) on ${r.now.toISOString().slice(0, 16)} UTC in ` +
      `${r.minutes.toFixed(1)} minutes: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ` +
      `Node ${process.version}, ${r.chromium ?? 'Chromium'} headless. All figures below come from ` +
      'this one run; the machine may have been running other work, which the interleaved rounds ' +
      'spread over every calendar alike. How it measures: docs/performance.md.',
  ]
  if (r.only) lines.push('', `Parts run: ${r.only.join(', ')} (BENCH_ONLY); the rest left out.`)
  if (r.quick) lines.push('', 'BENCH_QUICK: fewer samples than a full run; a smoke test only.')
  return lines.join('\n')
}

export function writeReport(r) {
  const big = r.interactionSize
  const sections = [
    header(r),
    r.browser && nextSections(r),
    r.nextTraces && traceSection(r.nextTraces),
    r.heap && heapSection(r.heap),
    r.interactions?.dialog && interactionsSection(r.interactions, big),
    r.interactions?.coldLoad &&
      coldLoadSection(
        r.interactions.coldLoad,
        big,
        r.interactions.signIn,
        r.interactions.repeatOpen,
      ),
    r.drag && dragSection(r.drag),
    r.live && liveSection(r.live),
    r.lighthouse && lighthouseSection(r.lighthouse, big),
    r.bundle && bundleSection(r.bundle),
    r.curve && curveSection(r.curve).trimEnd(),
    r.privateCurve && curveSection(r.privateCurve).trimEnd(),
    r.server && serverSections(r.server).trimEnd(),
    r.legacy && legacySection(r.legacy),
    r.soak && soakSection(r.soak).trimEnd(),
    '## Targets (docs/decisions.md, "Performance targets")\n\n' +
      table(['target', 'measured', ''], targetRows(r)),
  ]
  const text = `${sections.filter(Boolean).join('\n\n')}\n`
  writeFileSync(r.file, text)
  return text
}
