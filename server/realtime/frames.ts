// Phoenix channel frames as realtime-js speaks them (docs/realtime-protocol.md): vsn 2.0.0 (the
// default of supabase-js >= 2.91) sends each as a JSON array [join_ref, ref, topic, event,
// payload]; vsn 1.0.0 as an object with the same five fields. Binary frames carry broadcasts
// only, which this endpoint does not serve.

export interface Frame {
  joinRef: string | null
  ref: string | null
  topic: string
  event: string
  payload: Record<string, unknown>
}

export type Vsn = '1.0.0' | '2.0.0'

/** The vsn of a connection's URL (`?vsn=`); Realtime's own default without one is 1.0.0. */
export function vsnOf(url: URL): Vsn | null {
  const vsn = url.searchParams.get('vsn') ?? '1.0.0'
  return vsn === '1.0.0' || vsn === '2.0.0' ? vsn : null
}

const text = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null

/** A text frame from the client, or null when it is not one (the connection ignores it). */
export function decodeFrame(data: string, vsn: Vsn): Frame | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(data)
  } catch {
    return null
  }
  const fields =
    vsn === '2.0.0'
      ? Array.isArray(parsed) && parsed.length === 5
        ? parsed
        : null
      : parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
        ? ['join_ref', 'ref', 'topic', 'event', 'payload'].map(
            (key) => (parsed as Record<string, unknown>)[key],
          )
        : null
  if (!fields) return null
  const [joinRef, ref, topic, event, payload] = fields
  if (typeof topic !== 'string' || typeof event !== 'string') return null
  return {
    joinRef: text(joinRef),
    ref: text(ref),
    topic,
    event,
    payload:
      payload !== null && typeof payload === 'object' && !Array.isArray(payload)
        ? (payload as Record<string, unknown>)
        : {},
  }
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  const { joinRef, ref, topic, event, payload } = frame
  return JSON.stringify(
    vsn === '2.0.0'
      ? [joinRef, ref, topic, event, payload]
      : { join_ref: joinRef, ref, topic, event, payload },
  )
}
