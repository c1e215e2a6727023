import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, readSettings, sameSettings } from './settings'
import { allZones, ianaZone } from './iana-zone'

describe('readSettings', () => {
  it('gives the spec defaults for nothing stored', () => {
    expect(readSettings(undefined)).toEqual({
      weekStartsOn: 0,
      timeFormat: '12h',
      timeZone: null,
      showWeekends: true,
      defaultReminders: { timed: [{ kind: 'before', minutes: 10 }], allDay: [] },
    })
    expect(readSettings(null)).toEqual(DEFAULT_SETTINGS)
  })

  it('reads every valid value', () => {
    const stored = {
      weekStartsOn: 1,
      timeFormat: '24h',
      timeZone: 'Europe/Berlin',
      showWeekends: false,
      defaultReminders: {
        timed: [],
        allDay: [{ kind: 'day', daysBefore: 1, minuteOfDay: 540 }],
      },
    }
    expect(readSettings(stored)).toEqual(stored)
    expect(readSettings({ weekStartsOn: 6 }).weekStartsOn).toBe(6)
  })

  it('reads the JSON text localStorage holds', () => {
    expect(readSettings('{"timeFormat":"24h"}')).toEqual({ ...DEFAULT_SETTINGS, timeFormat: '24h' })
  })

  it('falls back per value, keeping the good ones', () => {
    const settings = readSettings({
      weekStartsOn: 3,
      timeFormat: '24h',
      timeZone: 'Mars/Olympus',
      showWeekends: 'no',
    })
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, timeFormat: '24h' })
  })

  it('reads default reminders per kind, dropping bad entries and the wrong kind', () => {
    const { defaultReminders } = readSettings({
      defaultReminders: {
        timed: [
          { kind: 'before', minutes: 30 },
          { kind: 'day', daysBefore: 0, minuteOfDay: 540 },
          7,
        ],
        allDay: 'none',
      },
    })
    expect(defaultReminders).toEqual({ timed: [{ kind: 'before', minutes: 30 }], allDay: [] })
    expect(readSettings({ defaultReminders: { timed: [] } }).defaultReminders.timed).toEqual([])
    expect(readSettings({ defaultReminders: null }).defaultReminders).toEqual(
      DEFAULT_SETTINGS.defaultReminders,
    )
  })

  it('compares default reminders as lists', () => {
    const a = readSettings({})
    const b = readSettings({ defaultReminders: { timed: [{ kind: 'before', minutes: 5 }] } })
    expect(sameSettings(a, b)).toBe(false)
    expect(sameSettings(a, readSettings({}))).toBe(true)
  })

  it('ignores keys of a newer version', () => {
    expect(readSettings({ timeFormat: '24h', colours: [10], theme: 'dark' })).toEqual({
      ...DEFAULT_SETTINGS,
      timeFormat: '24h',
    })
  })

  it.each([
    ['a number', 42],
    ['an array', [1, 2]],
    ['broken JSON', '{"timeFormat":'],
    ['a JSON string', '"24h"'],
    ['a boolean', true],
    ['strings for numbers', { weekStartsOn: '1', timeFormat: 24, showWeekends: 0 }],
    ['a zone of the wrong type', { timeZone: 7 }],
    ['an offset for a zone', { timeZone: '+02:00' }],
    ['an empty zone', { timeZone: '  ' }],
    ['a prototype key', JSON.parse('{"__proto__":{"timeFormat":"24h"}}') as unknown],
  ])('never throws on %s and gives the defaults', (_, value) => {
    expect(readSettings(value)).toEqual(DEFAULT_SETTINGS)
  })

  it('compares settings', () => {
    expect(sameSettings(DEFAULT_SETTINGS, readSettings({}))).toBe(true)
    expect(sameSettings(DEFAULT_SETTINGS, { ...DEFAULT_SETTINGS, showWeekends: false })).toBe(false)
  })
})

describe('ianaZone', () => {
  it('accepts IANA names, spelt as the platform lists them', () => {
    expect(ianaZone('Europe/Berlin')).toBe('Europe/Berlin')
    expect(ianaZone(' europe/berlin ')).toBe('Europe/Berlin')
    expect(ianaZone('America/New_York')).toBe('America/New_York')
    expect(ianaZone('UTC')).toBe('UTC')
  })

  it('rejects what is not a zone', () => {
    for (const text of [
      '',
      'Berlin',
      'Europe/Berlinn',
      '+01:00',
      '-05:00',
      '5',
      'GMT+1 ',
      '<b>x</b>',
    ]) {
      expect(ianaZone(text), text).toBeNull()
    }
  })

  it('lists the platform zones', () => {
    expect(allZones()).toContain('Australia/Lord_Howe')
    expect(allZones().length).toBeGreaterThan(300)
  })
})
