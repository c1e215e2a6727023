import { Button } from '../ui/button'

export type ConflictKind = 'changed' | 'deleted'
export type ConflictChoice = 'overwrite' | 'reload' | 'new'

/**
 * A save that found the event changed or deleted in another window or device (decisions.md,
 * "Live sync and conflicts"): the dialog stays open with everything typed, and nothing is
 * written until the user chooses.
 */
export function ConflictNotice({
  kind,
  busy,
  onChoose,
}: {
  kind: ConflictKind
  busy: boolean
  onChoose: (choice: ConflictChoice) => void
}) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>
        {kind === 'changed'
          ? 'This event was changed in another window or device.'
          : 'This event was deleted in another window or device.'}
      </p>
      <div className="flex flex-wrap gap-2">
        {kind === 'changed' ? (
          <>
            <Button type="button" size="sm" disabled={busy} onClick={() => onChoose('overwrite')}>
              Overwrite
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => onChoose('reload')}
            >
              Reload
            </Button>
          </>
        ) : (
          <Button type="button" size="sm" disabled={busy} onClick={() => onChoose('new')}>
            Save as new event
          </Button>
        )}
      </div>
    </div>
  )
}
