// The drag code, loaded after the first paint (the views start loading it when they mount):
// a pointer pressed in the moment before it arrives is an ordinary click.
type DragModule = typeof import('./drag-starts')

let loaded: DragModule | null = null
let loading: Promise<unknown> | null = null

/** Starts loading the drag code; a load that failed is asked for again by the next view. */
export function loadDrag(): void {
  loading ??= import('./drag-starts').then(
    (module) => (loaded = module),
    () => (loading = null),
  )
}

/** The drag code if it has loaded, else null. */
export const dragModule = (): DragModule | null => loaded
