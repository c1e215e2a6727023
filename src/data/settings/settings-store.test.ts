// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '@/model/settings/settings'
import { getSettings, SETTINGS_KEY, subscribeSettings, updateSettings } from './settings-store'

afterEach(async () => {
  await updateSettings(DEFAULT_SETTINGS)
  localStorage.clear()
})

describe('the settings store (shared mode)', () => {
  it('applies a change at once, tells listeners and keeps it on the device', async () => {
    let told = 0
    const stop = subscribeSettings(() => told++)
    await updateSettings({ timeFormat: '24h' })
    expect(getSettings()).toEqual({ ...DEFAULT_SETTINGS, timeFormat: '24h' })
    expect(told).toBe(1)
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toEqual(getSettings())
    await updateSettings({ timeFormat: '24h' })
    expect(told).toBe(1)
    stop()
  })

  it('checks each value as a stored one: a bad zone falls back to the device', async () => {
    await updateSettings({ timeZone: 'Not/AZone', weekStartsOn: 1 })
    expect(getSettings()).toEqual({ ...DEFAULT_SETTINGS, weekStartsOn: 1 })
  })

  it("follows another tab's change through the storage event", () => {
    const stop = subscribeSettings(() => {})
    const newValue = JSON.stringify({ weekStartsOn: 6, showWeekends: false, future: 1 })
    window.dispatchEvent(
      new StorageEvent('storage', { key: SETTINGS_KEY, newValue, storageArea: localStorage }),
    )
    expect(getSettings()).toEqual({ ...DEFAULT_SETTINGS, weekStartsOn: 6, showWeekends: false })
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SETTINGS_KEY,
        newValue: '{oops',
        storageArea: localStorage,
      }),
    )
    expect(getSettings()).toEqual(DEFAULT_SETTINGS)
    stop()
  })

  it('ignores other keys', () => {
    const stop = subscribeSettings(() => {})
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'theme',
        newValue: '{"timeFormat":"24h"}',
        storageArea: localStorage,
      }),
    )
    expect(getSettings()).toEqual(DEFAULT_SETTINGS)
    stop()
  })
})
