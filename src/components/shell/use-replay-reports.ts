import { useEffect } from 'react'
import { onReplayReport } from '@/data/offline/replay-reports'
import { savedLabel } from '@/data/offline/online-status'
import { toast } from '../ui/use-toast'
import type { OpenConflict } from './calendar-context'

/**
 * Tells the person what became of the changes they made offline, once sent (decisions.md,
 * "Offline"): how many were saved; a change the server refused, after which the calendar shows
 * the database; one that met a change made elsewhere opens in the event dialog with the
 * conflict's choices, as a save that met it online does.
 */
export function useReplayReports(openConflict: OpenConflict): void {
  useEffect(
    () =>
      onReplayReport((report) => {
        if (report.kind === 'saved') {
          toast({ title: 'Success', description: savedLabel(report.count) })
          return
        }
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'A change made offline could not be saved',
        })
        if (report.conflict && report.event) openConflict(report.event, report.conflict)
      }),
    [openConflict],
  )
}
