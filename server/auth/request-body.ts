// A request's JSON body as GoTrue's `retrieveRequestParams` reads it (internal/api/helpers.go):
// at most a limit of bytes (413 request_entity_too_large), JSON (400 bad_json, "Could not
// parse request body as JSON: ..."), an object whose known fields have their types (Go's
// json.Unmarshal refuses a number where a string belongs, with bad_json too). An empty body
// is an empty object, as Go decodes none.
import { authErrors } from './auth-error.ts'

export type Body = Record<string, unknown>

/** Reads the body, stopping at `limit` bytes. */
export async function readJsonBody(request: Request, limit: number): Promise<Body> {
  const declared = Number(request.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > limit) throw authErrors.tooLarge(limit)
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel().catch(() => undefined)
        throw authErrors.tooLarge(limit)
      }
      chunks.push(value)
    }
  }
  const text = Buffer.concat(chunks).toString('utf8')
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (error) {
    throw authErrors.badJson(`Could not parse request body as JSON: ${(error as Error).message}`)
  }
  if (parsed === null) return {}
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    const kind = Array.isArray(parsed) ? 'array' : typeof parsed
    throw authErrors.badJson(
      `Could not parse request body as JSON: json: cannot unmarshal ${kind} into Go value`,
    )
  }
  return parsed as Body
}

const jsonKind = (value: unknown) =>
  Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value

/** A string field: absent or null is '', another type is bad_json, as Go's decoder says. */
export function stringField(body: Body, name: string): string {
  const value = body[name]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string') {
    throw authErrors.badJson(
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(value)} into Go struct field .${name} of type string`,
    )
  }
  return value
}

/** A boolean field with its default. */
export function booleanField(body: Body, name: string, fallback: boolean): boolean {
  const value = body[name]
  if (value === undefined || value === null) return fallback
  if (typeof value !== 'boolean') {
    throw authErrors.badJson(
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(value)} into Go struct field .${name} of type bool`,
    )
  }
  return value
}

/** An object field (user metadata): absent or null is {}. */
export function objectField(body: Body, name: string): Record<string, unknown> {
  const value = body[name]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw authErrors.badJson(
      `Could not parse request body as JSON: json: cannot unmarshal ${jsonKind(value)} into Go struct field .${name} of type map[string]interface {}`,
    )
  }
  // jsonb refuses \u0000 (22P05): a 400 here, not the database's error.
  if (JSON.stringify(value).includes('\\u0000')) {
    throw authErrors.validation(`${name} cannot contain the NUL character (\\u0000)`)
  }
  return value as Record<string, unknown>
}
