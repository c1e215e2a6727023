// Quick add in English (issue 30): the phrases and the events they are, against a fixed
// reference, Friday November 20, 2026, 10:00 AM on the local wall clock. Expectations are wall
// times, so they hold in every zone this runs in (scripts/test.mjs: UTC, New York, Kolkata,
// London, Lord Howe); what lasts real minutes says so (a number), and the daylight-saving
// changes are checked in their own zones below.
import { format } from 'date-fns'
import { afterEach, describe, expect, it } from 'vitest'
import { readRepeat } from '../recurrence/read-repeat'
import { setZone } from '@/test/set-zone'
import { describeQuickAdd } from './describe-quick-add'
import { parseQuickAdd, READ_LIMIT } from './parse-quick-add'
import { quickAddDraft } from './quick-add-draft'

const now = () => new Date(2026, 10, 20, 10, 0)

/** [phrase, title, start, end (exclusive; a number: real minutes after the start), rule] */
type Row = [string, string, string, string | number, string?]

// 'yyyy-MM-dd HH:mm' is a timed event, 'yyyy-MM-dd' an all-day one.
const EVENTS: Row[] = [
  ['Lunch with Sam tomorrow 1pm', 'Lunch with Sam', '2026-11-21 13:00', '2026-11-21 14:00'],
  ['Lunch with Sam tomorrow at 1pm', 'Lunch with Sam', '2026-11-21 13:00', '2026-11-21 14:00'],
  ['Dentist Tue 3-3:45pm', 'Dentist', '2026-11-24 15:00', '2026-11-24 15:45'],
  [
    'Standup weekdays 9:30 for 15 min',
    'Standup',
    '2026-11-23 09:30',
    '2026-11-23 09:45',
    'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  ],
  ['Trip to Rome Jun 3-9', 'Trip to Rome', '2027-06-03', '2027-06-10'],
  [
    "Mum's birthday every year on May 4",
    "Mum's birthday",
    '2027-05-04',
    '2027-05-05',
    'FREQ=YEARLY;BYMONTH=5;BYMONTHDAY=4',
  ],
  ['Lunch tomorrow with Sam at 1pm', 'Lunch with Sam', '2026-11-21 13:00', '2026-11-21 14:00'],
  ['Lunch 12:30-1:30', 'Lunch', '2026-11-20 12:30', '2026-11-20 13:30'],
  ['Coffee at 11', 'Coffee', '2026-11-20 11:00', '2026-11-20 12:00'],
  ['Coffee at 10', 'Coffee', '2026-11-21 10:00', '2026-11-21 11:00'],
  ['Breakfast 8am', 'Breakfast', '2026-11-21 08:00', '2026-11-21 09:00'],
  ['Meeting noon', 'Meeting', '2026-11-20 12:00', '2026-11-20 13:00'],
  ['Tea 16:00', 'Tea', '2026-11-20 16:00', '2026-11-20 17:00'],
  ['Essay due Nov 30', 'Essay due', '2026-11-30', '2026-12-01'],
  ['Christmas 12/25', 'Christmas', '2026-12-25', '2026-12-26'],
  ['Deploy 2026-12-25 10:00', 'Deploy', '2026-12-25 10:00', '2026-12-25 11:00'],
  ['Dinner this Friday 7pm', 'Dinner', '2026-11-20 19:00', '2026-11-20 20:00'],
  ['Review next Tuesday 2pm', 'Review', '2026-11-24 14:00', '2026-11-24 15:00'],
  ['Call mom in 2 hours', 'Call mom', '2026-11-20 12:00', '2026-11-20 13:00'],
  ['Visit in 3 days', 'Visit', '2026-11-23', '2026-11-24'],
  ['Flight Monday 6am-9:15am', 'Flight', '2026-11-23 06:00', '2026-11-23 09:15'],
  ['Meeting 9-10am', 'Meeting', '2026-11-21 09:00', '2026-11-21 10:00'],
  ['Dinner 7-9pm Friday', 'Dinner', '2026-11-20 19:00', '2026-11-20 21:00'],
  ['Offsite from Dec 1 to Dec 3', 'Offsite', '2026-12-01', '2026-12-04'],
  ['Call 3pm tomorrow', 'Call', '2026-11-21 15:00', '2026-11-21 16:00'],
  ['Workshop Dec 3 2pm for 2 hours', 'Workshop', '2026-12-03 14:00', '2026-12-03 16:00'],
  ['Review 2pm for 1h30', 'Review', '2026-11-20 14:00', '2026-11-20 15:30'],
  ['Call for half an hour at 3pm', 'Call', '2026-11-20 15:00', '2026-11-20 15:30'],
  ['Party Dec 31 9pm-1am', 'Party', '2026-12-31 21:00', '2027-01-01 01:00'],
  ['Conference Mar 7 2027 all day', 'Conference', '2027-03-07', '2027-03-08'],
  ['Conference Mon 9am for 3 days', 'Conference', '2026-11-23 09:00', '2026-11-26 09:00'],
  ['Holiday Dec 24 for 2 weeks', 'Holiday', '2026-12-24', '2027-01-07'],
  ['Conference Jan 10 to Jan 12', 'Conference', '2027-01-10', '2027-01-13'],
  ['Vacation from July 1 to July 14', 'Vacation', '2027-07-01', '2027-07-15'],
  ['Meeting at 10:30 am tomorrow', 'Meeting', '2026-11-21 10:30', '2026-11-21 11:30'],
  ['Meeting tomorrow at noon for 30 minutes', 'Meeting', '2026-11-21 12:00', '2026-11-21 12:30'],
  ['Interview Dec 2 at 11:15', 'Interview', '2026-12-02 11:15', '2026-12-02 12:15'],
  [
    'Dinner with Alex on Saturday at 8pm',
    'Dinner with Alex',
    '2026-11-21 20:00',
    '2026-11-21 21:00',
  ],
  ['Haircut Nov 28 at 9:30am', 'Haircut', '2026-11-28 09:30', '2026-11-28 10:30'],
  ['Lunch @ 12:30 tomorrow', 'Lunch', '2026-11-21 12:30', '2026-11-21 13:30'],
  ['Call Bob for 1 hour tomorrow 4pm', 'Call Bob', '2026-11-21 16:00', '2026-11-21 17:00'],
  ['Report due Friday', 'Report due', '2026-11-20', '2026-11-21'],
  ['Taxes April 15', 'Taxes', '2027-04-15', '2027-04-16'],
  [
    'Team sync every Monday and Wednesday 10am',
    'Team sync',
    '2026-11-23 10:00',
    '2026-11-23 11:00',
    'FREQ=WEEKLY;BYDAY=MO,WE',
  ],
  [
    'Pay rent on the 1st of every month',
    'Pay rent',
    '2026-12-01',
    '2026-12-02',
    'FREQ=MONTHLY;BYMONTHDAY=1',
  ],
  [
    'Retro every last Friday 4pm',
    'Retro',
    '2026-11-27 16:00',
    '2026-11-27 17:00',
    'FREQ=MONTHLY;BYDAY=-1FR',
  ],
  [
    'Gym Tuesdays and Thursdays 7am',
    'Gym',
    '2026-11-24 07:00',
    '2026-11-24 08:00',
    'FREQ=WEEKLY;BYDAY=TU,TH',
  ],
  ['Gym on mondays', 'Gym', '2026-11-23', '2026-11-24', 'FREQ=WEEKLY;BYDAY=MO'],
  [
    'Yoga every other week on Sat 9am',
    'Yoga',
    '2026-11-21 09:00',
    '2026-11-21 10:00',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA',
  ],
  [
    'Sprint planning every 2 weeks on Monday 10am',
    'Sprint planning',
    '2026-11-23 10:00',
    '2026-11-23 11:00',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
  ],
  ['Backup every day at 11pm', 'Backup', '2026-11-20 23:00', '2026-11-21 00:00', 'FREQ=DAILY'],
  [
    'Board meeting the first Tuesday of every month 6pm',
    'Board meeting',
    '2026-12-01 18:00',
    '2026-12-01 19:00',
    'FREQ=MONTHLY;BYDAY=1TU',
  ],
  [
    'Anniversary Jun 12 annually',
    'Anniversary',
    '2027-06-12',
    '2027-06-13',
    'FREQ=YEARLY;BYMONTH=6;BYMONTHDAY=12',
  ],
  [
    'Payday monthly on the 15th',
    'Payday',
    '2026-12-15',
    '2026-12-16',
    'FREQ=MONTHLY;BYMONTHDAY=15',
  ],
  [
    'Book club every month on the 2nd 7pm',
    'Book club',
    '2026-12-02 19:00',
    '2026-12-02 20:00',
    'FREQ=MONTHLY;BYMONTHDAY=2',
  ],
  [
    'Piano lessons every Wed 4:30pm for 45 minutes',
    'Piano lessons',
    '2026-11-25 16:30',
    '2026-11-25 17:15',
    'FREQ=WEEKLY;BYDAY=WE',
  ],
  [
    'Run Mon/Wed/Fri 6:30am',
    'Run',
    '2026-11-23 06:30',
    '2026-11-23 07:30',
    'FREQ=WEEKLY;BYDAY=MO,WE,FR',
  ],
  [
    'Pilates every Sat and Sun 9am',
    'Pilates',
    '2026-11-21 09:00',
    '2026-11-21 10:00',
    'FREQ=WEEKLY;BYDAY=SA,SU',
  ],
  [
    'Weekly review every Friday 4pm',
    'Weekly review',
    '2026-11-20 16:00',
    '2026-11-20 17:00',
    'FREQ=WEEKLY;BYDAY=FR',
  ],
  ['Trash every Thursday', 'Trash', '2026-11-26', '2026-11-27', 'FREQ=WEEKLY;BYDAY=TH'],
  [
    'Daily standup weekdays at 9',
    'Daily standup',
    '2026-11-23 09:00',
    '2026-11-23 10:00',
    'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  ],
  [
    'Yoga Monday to Friday 7am',
    'Yoga',
    '2026-11-23 07:00',
    '2026-11-23 08:00',
    'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR',
  ],
  [
    'Gym every week on Friday and Sat 8am',
    'Gym',
    '2026-11-21 08:00',
    '2026-11-21 09:00',
    'FREQ=WEEKLY;BYDAY=FR,SA',
  ],
  [
    'Standup daily 9am 10 times',
    'Standup',
    '2026-11-21 09:00',
    '2026-11-21 10:00',
    'FREQ=DAILY;COUNT=10',
  ],
  ['Night shift Mar 13 2027 10pm for 8 hours', 'Night shift', '2027-03-13 22:00', 480],
  ['<b>Party</b> tomorrow 8pm', '<b>Party</b>', '2026-11-21 20:00', '2026-11-21 21:00'],
  ['🎉 Party tomorrow 8pm', '🎉 Party', '2026-11-21 20:00', '2026-11-21 21:00'],
  ['Dinner tomorrow 7pm all day', 'Dinner', '2026-11-21', '2026-11-22'],
]

/** Not events: no date or time in them, or words that only look like numbers. */
const REFUSED = [
  'asdf',
  'Buy milk',
  'Write 3 pages',
  'Room 101',
  "Watch Ocean's 11",
  'Call 555-1234',
  'Version 2.0 release',
  '12',
  '!!!',
  'Meeting 9-5',
  'Standup daily',
  'Birthday every year',
  'Water plants every 3 days',
  '<script>alert(1)</script>',
  '😀😀😀',
]

const wall = (date: Date, allDay: boolean) =>
  format(date, allDay ? 'yyyy-MM-dd' : 'yyyy-MM-dd HH:mm')

describe('quick add reads an event said in English', () => {
  it('has a table of at least 60 phrases', () => {
    expect(EVENTS.length + REFUSED.length).toBeGreaterThanOrEqual(60)
    expect(EVENTS.length).toBeGreaterThanOrEqual(60)
  })

  it.each(EVENTS)('%s', (phrase, title, start, end, rule) => {
    const quick = parseQuickAdd(phrase, now())
    const allDay = !start.includes(':')
    expect(quick.title).toBe(title)
    expect(quick.when).not.toBeNull()
    const when = quick.when!
    expect(when.allDay).toBe(allDay)
    expect(wall(when.start, allDay)).toBe(start)
    if (typeof end === 'number')
      expect((when.end.getTime() - when.start.getTime()) / 60_000).toBe(end)
    else expect(wall(when.end, allDay)).toBe(end)
    expect(quick.rule).toBe(rule ?? null)
  })
})

describe('quick add never guesses', () => {
  it.each(REFUSED)('%s is no event: the text is the title and no time is understood', (phrase) => {
    const quick = parseQuickAdd(phrase, now())
    expect(quick).toEqual({ title: phrase, when: null, rule: null })
    expect(quickAddDraft(quick, 'UTC')).toBeUndefined()
    expect(describeQuickAdd(quick, now())).toEqual({ when: null, length: null, repeat: null })
  })

  it('keeps blank input blank', () => {
    expect(parseQuickAdd('   ', now())).toEqual({ title: '', when: null, rule: null })
  })

  it('needs a title to create: a time alone opens the dialog', () => {
    const quick = parseQuickAdd('tomorrow 1pm', now())
    expect(quick.title).toBe('')
    expect(wall(quick.when!.start, false)).toBe('2026-11-21 13:00')
    expect(quickAddDraft(quick, 'UTC')).toBeUndefined()
  })

  it('keeps a long text whole as the title, reading only its first characters for a date', () => {
    const long = `${'word '.repeat(200)}tomorrow 1pm`
    const quick = parseQuickAdd(long, now())
    expect(long.length).toBeGreaterThan(READ_LIMIT)
    expect(quick).toEqual({ title: long.trim(), when: null, rule: null })
    const early = `Party tomorrow 8pm ${'and more '.repeat(100)}`
    expect(parseQuickAdd(early, now()).title).toBe(`Party ${'and more '.repeat(100)}`.trim())
  })
})

describe('daylight-saving changes', () => {
  let restore: (() => void) | undefined
  afterEach(() => restore?.())

  it('New York, spring: 8 hours from 10 PM end at 7 AM, the clock having jumped', () => {
    restore = setZone('America/New_York')
    const quick = parseQuickAdd('Night shift Mar 13 2027 10pm for 8 hours', now())
    expect(wall(quick.when!.end, false)).toBe('2027-03-14 07:00')
    expect(describeQuickAdd(quick, now())).toMatchObject({
      when: 'Sat, Mar 13, 2027, 10:00 PM – Sun, Mar 14, 2027, 7:00 AM',
      length: '8 hours',
    })
  })

  it('New York, spring: a range keeps its wall times and says its real length', () => {
    restore = setZone('America/New_York')
    const quick = parseQuickAdd('Late shift Mar 13 2027 10pm-6am', now())
    expect(wall(quick.when!.start, false)).toBe('2027-03-13 22:00')
    expect(wall(quick.when!.end, false)).toBe('2027-03-14 06:00')
    expect(describeQuickAdd(quick, now()).length).toBe('7 hours')
  })

  it('New York, autumn: a weekly event from before the change keeps its wall time', () => {
    restore = setZone('America/New_York')
    const before = new Date(2026, 9, 29, 12, 0)
    const quick = parseQuickAdd('Standup weekdays 9:30 for 15 min', before)
    expect(wall(quick.when!.start, false)).toBe('2026-10-30 09:30')
    expect(quick.rule).toBe('FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR')
    const late = parseQuickAdd('Party Oct 31 2026 11pm for 3 hours', before)
    expect(wall(late.when!.end, false)).toBe('2026-11-01 01:00')
  })

  it('London, spring: 8 hours from 10 PM end at 7 AM', () => {
    restore = setZone('Europe/London')
    const quick = parseQuickAdd('Night shift Mar 27 2027 10pm for 8 hours', now())
    expect(wall(quick.when!.end, false)).toBe('2027-03-28 07:00')
  })
})

describe('the preview', () => {
  it.each([
    ['Lunch with Sam tomorrow 1pm', 'Sat, Nov 21, 1:00 PM – 2:00 PM', '1 hour', null],
    [
      'Standup weekdays 9:30 for 15 min',
      'Mon, Nov 23, 9:30 AM – 9:45 AM',
      '15 minutes',
      'Repeats every weekday',
    ],
    ['Trip to Rome Jun 3-9', 'Thu, Jun 3, 2027 – Wed, Jun 9, 2027, all day', '7 days', null],
    [
      "Mum's birthday every year on May 4",
      'Tue, May 4, 2027, all day',
      null,
      'Repeats annually on May 4',
    ],
    ['Review 2pm for 1h30', 'Fri, Nov 20, 2:00 PM – 3:30 PM', '1 hour 30 minutes', null],
    ['Party Dec 31 9pm-1am', 'Thu, Dec 31, 9:00 PM – Fri, Jan 1, 2027, 1:00 AM', '4 hours', null],
    [
      'Retro every last Friday 4pm',
      'Fri, Nov 27, 4:00 PM – 5:00 PM',
      '1 hour',
      'Repeats monthly on the last Friday',
    ],
    [
      'Standup daily 9am 10 times',
      'Sat, Nov 21, 9:00 AM – 10:00 AM',
      '1 hour',
      'Repeats daily, 10 times',
    ],
  ])('%s', (phrase, when, length, repeat) => {
    expect(describeQuickAdd(parseQuickAdd(phrase, now()), now())).toEqual({ when, length, repeat })
  })
})

describe('what is created', () => {
  it('is the draft the dialog would save, with the repeat in the given zone', () => {
    const draft = quickAddDraft(
      parseQuickAdd('Standup weekdays 9:30 for 15 min', now()),
      'Asia/Kolkata',
    )
    expect(draft).toEqual({
      title: 'Standup',
      description: null,
      start: new Date(2026, 10, 23, 9, 30),
      end: new Date(2026, 10, 23, 9, 45),
      color: '#3b82f6',
      allDay: false,
      repeat: { rule: 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', tzid: 'Asia/Kolkata' },
    })
    // A one-off event is the spec's five columns and the all-day flag: no repeat key.
    expect(quickAddDraft(parseQuickAdd('Dentist Tue 3-3:45pm', now()), 'UTC')).not.toHaveProperty(
      'repeat',
    )
  })

  it.each([
    ['Standup weekdays 9:30', 'weekdays'],
    ["Mum's birthday every year on May 4", 'yearly'],
    ['Trash every Thursday', 'weekly'],
    ['Backup every day at 11pm', 'daily'],
    ['Pay rent on the 1st of every month', 'monthly-day'],
    ['Team sync every Monday and Wednesday 10am', 'custom'],
  ])('%s reads back in the dialog as %s', (phrase, preset) => {
    const quick = parseQuickAdd(phrase, now())
    expect(readRepeat(quick.rule, quick.when!.start).preset).toBe(preset)
  })
})
