import { afterEach, describe, expect, it } from 'vitest'
import { setDbFeatures } from '@/data/schema/db-features'
import { updateSettings } from '@/data/settings/settings-store'
import { before } from '@/model/reminders/reminder'
import { DEFAULT_SETTINGS } from '@/model/settings/settings'
import { local } from '@/test/zone'
import { creatable, read } from './quick-add-reader'

afterEach(async () => {
  await updateSettings(DEFAULT_SETTINGS)
  localStorage.clear()
  setDbFeatures({ reminders: undefined })
})

const now = local(2026, 11, 21, 10, 15)
const lunch = () => creatable(read('Lunch tomorrow at 1pm', now))

describe("quick add's event and the default reminders", () => {
  it('leaves the built-in default to the database (the spec insert)', () => {
    setDbFeatures({ reminders: true })
    expect(lunch()).not.toHaveProperty('reminders')
  })

  it("carries the person's defaults when they are not the built-in", async () => {
    setDbFeatures({ reminders: true })
    await updateSettings({ defaultReminders: { timed: [before(30)], allDay: [] } })
    expect(lunch()?.reminders).toEqual([before(30)])
  })

  it('sends none to a database without the column', async () => {
    setDbFeatures({ reminders: false })
    await updateSettings({ defaultReminders: { timed: [before(30)], allDay: [] } })
    expect(lunch()).not.toHaveProperty('reminders')
  })
})
