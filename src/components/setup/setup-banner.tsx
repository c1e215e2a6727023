import { Check, Copy, ExternalLink } from 'lucide-react'
import type { SqlEditor } from '@/data/schema/sql-editor-url'
import { Button } from '../ui/button'
import { shownSql } from './shown-sql'
import { useCopySql } from './use-copy-sql'

/** Shown while the events table is missing: the one-time setup of product.md §2. */
export function SetupBanner({ sqlEditor }: { sqlEditor: SqlEditor }) {
  const { copied, copy } = useCopySql(sqlEditor)
  return (
    <section
      aria-labelledby="setup-title"
      className="rounded-lg border border-blue-200 bg-blue-50 p-4 text-blue-950 sm:p-5 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-50"
    >
      <h2 id="setup-title" className="text-base font-semibold">
        Quick Setup Required (One-Time)
      </h2>
      <p className="mt-1 text-sm text-blue-900 dark:text-blue-200">
        The calendar needs a database table. Follow these 3 simple steps:
      </p>
      <ol className="mt-4 grid gap-3 text-sm">
        <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <StepNumber n={1} />
          <Button
            size="sm"
            className="bg-blue-600 text-white hover:bg-blue-700"
            onClick={() => void copy()}
          >
            {copied ? <Check /> : <Copy />}
            {copied ? 'Copied!' : 'Copy SQL to Clipboard'}
          </Button>
        </li>
        <li className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <StepNumber n={2} />
          <Button
            asChild
            size="sm"
            variant="outline"
            className="border-blue-300 bg-white text-blue-900 hover:bg-blue-100 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100 dark:hover:bg-blue-900"
          >
            <a href={sqlEditor.url} target="_blank" rel="noopener noreferrer">
              <ExternalLink />
              Open SQL Editor
            </a>
          </Button>
        </li>
        <li className="flex items-center gap-3">
          <StepNumber n={3} />
          <span>Paste the SQL and click &quot;Run&quot; (then refresh this page)</span>
        </li>
      </ol>
      <details className="group mt-4">
        <summary className="cursor-pointer text-sm font-medium text-blue-800 hover:underline dark:text-blue-200">
          View SQL
        </summary>
        <pre
          tabIndex={0}
          className="mt-2 max-h-72 overflow-auto rounded-md border border-blue-200 bg-white p-3 font-mono text-xs whitespace-pre text-slate-800 dark:border-blue-900 dark:bg-background dark:text-slate-200"
        >
          {shownSql}
        </pre>
      </details>
    </section>
  )
}

function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden
      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-blue-600 text-xs font-semibold text-white"
    >
      {n}
    </span>
  )
}

export default SetupBanner
