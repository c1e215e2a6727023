// The drag code, loaded after the first paint (the views start loading it when they mount):
// a pointer pressed in the moment before it arrives is an ordinary click.
type DragModule = typeof import('./drag-starts')

let loaded: DragModule | null = null
let loading: Promise<DragModule> | null = null

export function loadDrag(): Promise<DragModule> {
  loading ??= import('./drag-starts').then((module) => (loaded = module))
  return loading
}

/** The drag code if it has loaded, else null. */
export const dragModule = (): DragModule | null => loaded
