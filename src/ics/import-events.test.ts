// @vitest-environment jsdom
// The size check comes before anything is read: a 50 MB file is refused at once, with its size.
import { expect, it } from 'vitest'
import { planImport } from './import-events'
import { IcsError } from './read-ics'

it('refuses a file over the limit before reading it', async () => {
  const big = new File([new Uint8Array(50 * 1024 * 1024)], 'calendar.ics')
  await expect(planImport(big)).rejects.toEqual(
    new IcsError('This file is too large to import (50.0 MB); the limit is 20.0 MB.'),
  )
})
