import { useEffect, useRef, useState } from 'react'
import type { SqlEditor } from '@/data/schema/sql-editor-url'
import { toast } from '../ui/use-toast'
import { shownSql } from './shown-sql'

const COPIED_MS = 2000

/**
 * Copies the setup SQL (every migration, each idempotent; in private mode, its SQL too) with the toasts of product.md §8, and
 * says 'Copied!' for 2 seconds: the setup banner's step 1 and the update notice share it.
 */
export function useCopySql(sqlEditor: SqlEditor) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shownSql)
      setCopied(true)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => setCopied(false), COPIED_MS)
      toast({
        title: 'Copied!',
        description: `SQL copied to clipboard. Now paste it in the ${sqlEditor.provider} SQL Editor.`,
      })
    } catch {
      toast({
        variant: 'destructive',
        title: 'Failed to copy',
        description: 'Please copy the SQL manually',
      })
    }
  }
  return { copied, copy }
}
