// Runs one shared case against a server: the request, its expectation, then the follow-ups.
// The server is anything with an `http` function: in-process (TestServer) or over a port
// (Listening).
import type { HttpCase, RequestSpec } from './cases/types.ts'
import { checkResponse } from './check-response.ts'
import type { Http } from './harness.ts'

export const REST = '/rest/v1'

interface Target {
  http: Http
}

export const send = async (target: Target, request: RequestSpec) =>
  target.http(request.method ?? 'GET', REST + request.path, {
    headers: typeof request.headers === 'function' ? await request.headers() : request.headers,
    body: request.body,
  })

export const isWrite = (c: HttpCase) => !['GET', 'HEAD', undefined].includes(c.request.method)

export async function runCase(target: Target, c: HttpCase): Promise<void> {
  checkResponse(await send(target, c.request), c.response, c.request.method)
  for (const step of c.then ?? []) {
    checkResponse(await send(target, step.request), step.response, step.request.method)
  }
}
