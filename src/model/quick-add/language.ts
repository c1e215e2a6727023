// What quick add needs of a language: a chrono-node parser for its dates and times, and the
// phrases chrono-node does not read (how long, how it repeats, 'all day'), as patterns with
// what each means. English is en.ts; another language is another such table, the parser
// (parse-quick-add.ts) staying the same.
import type { ParsedResult, ParsingOption } from 'chrono-node/en'

/** How an event repeats, as said: turned into an RRULE against the start (rule.ts). */
export interface RepeatSpec {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY'
  interval: number
  /** WEEKLY: the weekdays said (0 = Sunday); none: the start's. */
  weekdays?: number[]
  /** MONTHLY: the day of the month said ('on the 1st'); none: the start's. */
  monthDay?: number
  /** MONTHLY: 'the first Monday' (n 1..4) or 'the last Friday' (n -1). */
  nth?: { n: number; weekday: number }
  /** 'for 10 times': RFC 5545's COUNT. */
  count?: number
}

/** How long, as said: minutes of real time, or whole days on the calendar. */
export type Length = { minutes: number } | { days: number }

/** A pattern and what its match means. Patterns are sticky-free, case-insensitive, not global. */
export interface Phrase<T> {
  pattern: RegExp
  read: (match: RegExpExecArray) => T | null
}

export interface QuickAddLanguage {
  /** chrono-node's parser of this language (its `casual` one). */
  chrono: { parse: (text: string, ref: Date, option?: ParsingOption) => ParsedResult[] }
  /** Repeat phrases, the more specific first: the first that matches is taken. */
  repeats: Phrase<RepeatSpec>[]
  /** 'N times': the number of occurrences of a repeating event. */
  count: Phrase<number>
  /** 'for 15 min', 'for 2 hours', 'for 3 days'. */
  lengths: Phrase<Length>[]
  /** 'all day'. */
  allDay: RegExp
  /**
   * Words left stranded beside a phrase taken out of the title ('at', 'on', 'from'), removed
   * from the title's edges and before where a phrase was.
   */
  connectors: RegExp
}
