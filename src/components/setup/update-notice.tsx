import { Check, Copy, ExternalLink } from 'lucide-react'
import type { SqlEditor } from '@/data/schema/sql-editor-url'
import { useDbFeatures } from '@/data/schema/use-db-features'
import { Button } from '../ui/button'
import { useCopySql } from './use-copy-sql'

/**
 * A database set up with older SQL works, without what needs the newer columns (the 'All day'
 * control): this slim notice offers the update, with the setup banner's copy-SQL and open-editor
 * flow. The setup SQL is idempotent, so the whole of it is the update; once run, the next load
 * finds the columns and the notice goes (product.md §10, "Database growth"). In private mode
 * without its SQL it says what is at stake: the sign-in keeps nobody out yet.
 */
export function UpdateNotice({ sqlEditor }: { sqlEditor: SqlEditor }) {
  const { copied, copy } = useCopySql(sqlEditor)
  const unprotected = useDbFeatures()?.owner === false
  return (
    <section
      aria-label="Database update available"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-950 dark:border-blue-900 dark:bg-blue-950 dark:text-blue-50"
    >
      <p className="font-medium">Database update available</p>
      <p className="text-blue-900 dark:text-blue-200">
        {unprotected
          ? 'Run the update SQL to make events private: until then, everyone who signs in sees every event.'
          : 'Run the update SQL to turn on all-day and repeating events, search and import.'}
      </p>
      <div className="flex flex-wrap gap-2 sm:ml-auto">
        <Button
          size="sm"
          className="h-7 bg-blue-600 text-white hover:bg-blue-700"
          onClick={() => void copy()}
        >
          {copied ? <Check /> : <Copy />}
          {copied ? 'Copied!' : 'Copy SQL to Clipboard'}
        </Button>
        <Button
          asChild
          size="sm"
          variant="outline"
          className="h-7 border-blue-300 bg-white text-blue-900 hover:bg-blue-100 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100 dark:hover:bg-blue-900"
        >
          <a href={sqlEditor.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink />
            Open SQL Editor
          </a>
        </Button>
      </div>
    </section>
  )
}

export default UpdateNotice
