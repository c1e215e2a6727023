import { Button } from '../ui/button'

/** In place of a view that could not be loaded (LoadBoundary): what happened, and a retry. */
export function ViewLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-1 flex-col items-center justify-center gap-3 rounded-lg border p-6 text-center"
    >
      <p className="font-medium">This view could not be loaded.</p>
      <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
