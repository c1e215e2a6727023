// English for quick add: chrono-node's English parser for dates and times, and the phrases it
// does not read. chrono-node's English entry point only: its index would bring every
// language it knows into the chunk.
import { casual } from 'chrono-node/en'
import type { Length, Phrase, QuickAddLanguage, RepeatSpec } from './language'

/** Weekday words, 0 = Sunday; a plural ('Mondays') is read by the patterns. */
const WEEKDAYS: Record<string, number> = {
  sunday: 0,
  sun: 0,
  monday: 1,
  mon: 1,
  tuesday: 2,
  tues: 2,
  tue: 2,
  wednesday: 3,
  wed: 3,
  thursday: 4,
  thurs: 4,
  thur: 4,
  thu: 4,
  friday: 5,
  fri: 5,
  saturday: 6,
  sat: 6,
}
// Longest first, so 'tuesday' is not read as 'tue' and a stray 'sday'.
const DAY = Object.keys(WEEKDAYS)
  .sort((a, b) => b.length - a.length)
  .join('|')
/** One or more weekdays: 'Monday', 'Mon and Wed', 'Monday, Wednesday and Friday', 'Tue/Thu'. */
const DAYS = `(?:${DAY})s?(?:\\s*(?:,|/|&|\\band\\b)\\s*(?:${DAY})s?)*`

const NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  other: 2,
}
const NUMBER = `\\d+|${Object.keys(NUMBERS).join('|')}`
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 }
const ORDINAL = Object.keys(ORDINALS).join('|')

const number = (word: string | undefined): number =>
  word === undefined ? 1 : (NUMBERS[word.toLowerCase()] ?? Number(word))

/** The weekdays named in a DAYS match, in the order said, each once. */
function weekdaysIn(text: string): number[] {
  const found = text.toLowerCase().match(new RegExp(`\\b(?:${DAY})(?=s?\\b)`, 'g')) ?? []
  return [...new Set(found.map((word) => WEEKDAYS[word]!))]
}

const phrase = <T>(source: string, read: (m: RegExpExecArray) => T | null): Phrase<T> => ({
  pattern: new RegExp(`(?<![\\w'])(?:${source})(?![\\w'])`, 'i'),
  read,
})

const FREQS: Record<string, RepeatSpec['freq']> = {
  day: 'DAILY',
  daily: 'DAILY',
  week: 'WEEKLY',
  weekly: 'WEEKLY',
  month: 'MONTHLY',
  monthly: 'MONTHLY',
  year: 'YEARLY',
  yearly: 'YEARLY',
  annually: 'YEARLY',
}
const freqOf = (word: string): RepeatSpec['freq'] => FREQS[word.toLowerCase().replace(/s$/, '')]!

const repeats: Phrase<RepeatSpec>[] = [
  // 'every weekday', 'weekdays', 'on weekdays', 'Monday to Friday'
  phrase(
    '(?:every|each|on) week ?days?|week ?days|every weekday|mon(?:day)? (?:to|through|-|–) fri(?:day)?',
    () => ({ freq: 'WEEKLY', interval: 1, weekdays: [1, 2, 3, 4, 5] }),
  ),
  // 'every first Monday', 'every last Friday of the month', 'the second Tuesday of every month'
  phrase(
    `(?:every|each) (${ORDINAL}) (${DAY})(?: of (?:the|every|each) month)?|(?:on )?the (${ORDINAL}) (${DAY}) of (?:every|each) month`,
    (m) => ({
      freq: 'MONTHLY',
      interval: 1,
      nth: {
        n: ORDINALS[(m[1] ?? m[3])!.toLowerCase()]!,
        weekday: WEEKDAYS[(m[2] ?? m[4])!.toLowerCase()]!,
      },
    }),
  ),
  // 'on the 1st of every month', 'every month on the 15th', 'monthly on the 3rd'
  phrase(
    '(?:on )?the (\\d{1,2})(?:st|nd|rd|th)? (?:of )?(?:every|each) month|(?:every|each) month on the (\\d{1,2})(?:st|nd|rd|th)?|monthly on the (\\d{1,2})(?:st|nd|rd|th)?',
    (m) => {
      const day = Number(m[1] ?? m[2] ?? m[3])
      return day >= 1 && day <= 31 ? { freq: 'MONTHLY', interval: 1, monthDay: day } : null
    },
  ),
  // 'every 2 weeks on Monday', 'every other week', 'every 3 days', 'every 2 years'
  phrase(`(?:every|each) (${NUMBER}) (day|week|month|year)s?(?: on (${DAYS}))?`, (m) => {
    const interval = number(m[1])
    if (!(interval >= 1 && interval <= 99)) return null
    const freq = freqOf(m[2]!)
    const weekdays = m[3] && freq === 'WEEKLY' ? weekdaysIn(m[3]) : undefined
    return { freq, interval, ...(weekdays && { weekdays }) }
  }),
  // 'every Monday', 'every Mon and Wed', 'on Mondays', 'Tuesdays and Thursdays'
  phrase(
    `(?:every|each) (${DAYS})|(?:on )?((?:${DAY})s(?:\\s*(?:,|/|&|\\band\\b)\\s*(?:${DAY})s)*)`,
    (m) => ({
      freq: 'WEEKLY',
      interval: 1,
      weekdays: weekdaysIn(m[1] ?? m[2]!),
    }),
  ),
  // 'every week on Friday', 'weekly on Tue and Thu'
  phrase(`(?:every|each) week on (${DAYS})|weekly on (${DAYS})`, (m) => ({
    freq: 'WEEKLY',
    interval: 1,
    weekdays: weekdaysIn(m[1] ?? m[2]!),
  })),
  // A list of weekdays is a week's pattern: 'Run Mon/Wed/Fri 6:30am', 'Gym Tue and Thu'
  phrase(`(?:on )?((?:${DAY})(?:\\s*(?:,|/|&|\\band\\b)\\s*(?:${DAY}))+)`, (m) => {
    const weekdays = weekdaysIn(m[1]!)
    return weekdays.length > 1 ? { freq: 'WEEKLY', interval: 1, weekdays } : null
  }),
  // 'every day', 'daily', 'every week', 'monthly', 'every year', 'annually'
  phrase(
    '(?:every|each) (day|week|month|year)|(daily|weekly|monthly|yearly|annually)|everyday',
    (m) => ({
      freq: freqOf(m[1] ?? m[2] ?? 'day'),
      interval: 1,
    }),
  ),
]

/** 'an hour', 'half an hour', '1.5 hours', '1h30', '1 hour 30 minutes', '45 min', '3 days'. */
const lengths: Phrase<Length>[] = [
  phrase('for half an? hour', () => ({ minutes: 30 })),
  phrase(
    `for (\\d+(?:\\.\\d+)?|${NUMBER}) ?(?:h|hrs?|hours?)(?: (?:and )?(\\d+) ?(?:m|mins?|minutes?))?`,
    (m) => {
      const hours = /^\d/.test(m[1]!) ? Number(m[1]) : number(m[1])
      const minutes = Math.round(hours * 60) + Number(m[2] ?? 0)
      return minutes > 0 ? { minutes } : null
    },
  ),
  phrase('for (\\d+)h(\\d+)m?', (m) => ({ minutes: Number(m[1]) * 60 + Number(m[2]) })),
  phrase(`for (\\d+|${NUMBER}) ?(?:m|mins?|minutes?)`, (m) => {
    const minutes = number(m[1])
    return minutes > 0 ? { minutes } : null
  }),
  phrase(`for (\\d+|${NUMBER}) (days?|weeks?)`, (m) => {
    const days = number(m[1]) * (m[2]!.toLowerCase().startsWith('week') ? 7 : 1)
    return days > 0 ? { days } : null
  }),
]

export const english: QuickAddLanguage = {
  chrono: casual,
  repeats,
  count: phrase('(?:for )?(\\d+) times', (m) => {
    const count = Number(m[1])
    return count >= 1 && count <= 999 ? count : null
  }),
  lengths,
  allDay: /(?<![\w'])all[- ]day(?![\w'])/i,
  connectors: /^(?:at|on|from|starting|@|,|-|–)$/i,
}
