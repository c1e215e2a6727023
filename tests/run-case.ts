// Runs one shared case against a server: the request, its expectation, then the follow-ups.
import type { HttpCase, RequestSpec } from './cases/types.ts'
import { checkResponse } from './check-response.ts'
import type { TestServer } from './harness.ts'

export const REST = '/rest/v1'

export const send = async (server: TestServer, request: RequestSpec) =>
  server.http(request.method ?? 'GET', REST + request.path, {
    headers: typeof request.headers === 'function' ? await request.headers() : request.headers,
    body: request.body,
  })

export const isWrite = (c: HttpCase) => !['GET', 'HEAD', undefined].includes(c.request.method)

export async function runCase(server: TestServer, c: HttpCase): Promise<void> {
  checkResponse(await send(server, c.request), c.response, c.request.method)
  for (const step of c.then ?? []) {
    checkResponse(await send(server, step.request), step.response, step.request.method)
  }
}
