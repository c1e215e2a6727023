// Node re-reads TZ when it changes, so a test can look at a date from any zone, not only the
// run's. Test-only; the app never changes the zone.
const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } })
  .process.env

/** Sets the zone for what follows; returns a function that puts the previous one back. */
export function setZone(zone: string): () => void {
  const previous = env.TZ
  env.TZ = zone
  return () => {
    if (previous === undefined) delete env.TZ
    else env.TZ = previous
  }
}
