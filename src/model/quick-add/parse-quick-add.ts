// Quick add (issue 30): an event said in words, 'Lunch with Sam tomorrow 1pm', read into a
// title, a start and end, and a repeat rule. chrono-node reads the dates and times; this reads
// what it does not (how long, how it repeats, 'all day'), from the language's table
// (language.ts, en.ts), and takes what was read out of the title.
//
// It never guesses: text with no date or time in it gives `when: null`, and the caller opens
// the full dialog rather than creating an event at a made-up time. Everything is on the local
// wall clock (the browser's zone), as the dialog's fields are.
// Types only: the code is chrono-node's English entry point (en.ts), not its every-language index.
import type { ParsedComponents, ParsedResult } from 'chrono-node'
import { english } from './en'
import type { Length, QuickAddLanguage, RepeatSpec } from './language'
import { firstDayOf, repeatRule } from './rule'

export interface QuickAdd {
  /** The words that are not the date, time, length or repeat; may be ''. */
  title: string
  /** What was understood of when; null when no date or time was. */
  when: { start: Date; end: Date; allDay: boolean } | null
  /** The RRULE value (no 'RRULE:'), in the forms the dialog's 'Repeat' writes; null: once. */
  rule: string | null
}

/** What a timed event lasts when nothing says (product.md §4's create defaults). */
const DEFAULT_MINUTES = 60
/** Nothing beyond this many characters is read for a date: a paste of a page stays quick. */
export const READ_LIMIT = 500

interface Span {
  index: number
  length: number
}

/** The first match of each of `phrases` in `text`, taken out of it (blanked, indices kept). */
function take<T>(
  text: string,
  phrases: { pattern: RegExp; read: (m: RegExpExecArray) => T | null }[],
  spans: Span[],
): { value: T | null; text: string } {
  for (const { pattern, read } of phrases) {
    const match = pattern.exec(text)
    const value = match ? read(match) : null
    if (match && value !== null) {
      spans.push({ index: match.index, length: match[0].length })
      return { value, text: blank(text, match.index, match[0].length) }
    }
  }
  return { value: null, text }
}

const blank = (text: string, index: number, length: number) =>
  text.slice(0, index) + ' '.repeat(length) + text.slice(index + length)

const hasDate = (c: ParsedComponents) =>
  c.isCertain('day') || c.isCertain('weekday') || c.isCertain('month')
const hasTime = (c: ParsedComponents) => c.isCertain('hour')

/**
 * The result that says when, and a second one that completes it: 'tomorrow ... at 1pm' is
 * two results to chrono-node, a date and a time, which together are one start.
 */
function pickResults(results: ParsedResult[]): ParsedResult[] {
  const first = results.find((r) => hasDate(r.start) || hasTime(r.start))
  if (!first) return []
  const completes = results.find(
    (r) =>
      r !== first &&
      !r.end &&
      !first.end &&
      (hasDate(first.start)
        ? !hasTime(first.start) && hasTime(r.start) && !hasDate(r.start)
        : hasDate(r.start) && !hasTime(r.start)),
  )
  return completes ? [first, completes] : [first]
}

const wallDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate())
const at = (day: Date, hour: number, minute: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute)
const addDays = (day: Date, days: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + days)

/**
 * A range's end read without its meridiem, earlier than the start: '12:30-1:30' is 1:30 PM,
 * not 1:30 AM the next day (chrono-node's reading).
 */
function rangeEnd(start: Date, end: ParsedComponents): Date {
  const date = end.date()
  if (date > start && !(date.getTime() - start.getTime() > 12 * 3_600_000)) return date
  if (end.isCertain('meridiem') || end.isCertain('day') || end.isCertain('weekday')) return date
  const hour = end.get('hour') ?? 0
  const afternoon = at(start, hour + 12, end.get('minute') ?? 0)
  return hour < 12 && afternoon > start ? afternoon : date
}

const wordsOf = (text: string) => text.split(/\s+/).filter((word) => word !== '')

/** The words left once the phrases read are taken out, with the connectors they stranded. */
function titleOf(text: string, spans: Span[], language: QuickAddLanguage): string {
  // A phrase taken out takes the connectors just before it with it ('on May 4', 'at 1pm').
  const words: string[] = []
  let from = 0
  for (const { index, length } of [...spans].sort((a, b) => a.index - b.index)) {
    words.push(...wordsOf(text.slice(from, index)))
    while (words.length > 0 && language.connectors.test(words[words.length - 1]!)) words.pop()
    from = Math.max(from, index + length)
  }
  const plain = [...words, ...wordsOf(text.slice(from))]
  while (plain.length > 0 && language.connectors.test(plain[plain.length - 1]!)) plain.pop()
  while (plain.length > 0 && language.connectors.test(plain[0]!)) plain.shift()
  return plain.join(' ')
}

/**
 * Reads `text` as an event, `now` being the reference ('tomorrow', a time already past today
 * is tomorrow's).
 */
export function parseQuickAdd(
  text: string,
  now: Date,
  language: QuickAddLanguage = english,
): QuickAdd {
  const spans: Span[] = []
  let read = text.slice(0, READ_LIMIT)
  const repeat = take(read, language.repeats, spans)
  read = repeat.text
  const count = take(read, [language.count], spans)
  read = count.text
  const length = take<Length>(read, language.lengths, spans)
  read = length.text
  const allDayMatch = language.allDay.exec(read)
  if (allDayMatch) {
    spans.push({ index: allDayMatch.index, length: allDayMatch[0].length })
    read = blank(read, allDayMatch.index, allDayMatch[0].length)
  }
  const results = pickResults(language.chrono.parse(read, now, { forwardDate: true }))
  for (const r of results) spans.push({ index: r.index, length: r.text.length })

  const spec: RepeatSpec | null = repeat.value && {
    ...repeat.value,
    ...(count.value !== null && { count: count.value }),
  }
  const title = titleOf(text, spans, language)
  const when = whenOf(results, spec, length.value, allDayMatch !== null, now)
  // Nothing understood: the text as typed is the title (the dialog opens with it).
  if (!when) return { title: titleOf(text, [], language), when: null, rule: null }
  return { title, when, rule: spec ? repeatRule(spec, when.start) : null }
}

function whenOf(
  results: ParsedResult[],
  spec: RepeatSpec | null,
  length: Length | null,
  allDayAsked: boolean,
  now: Date,
): QuickAdd['when'] {
  const dated = results.find((r) => hasDate(r.start))
  const timed = results.find((r) => hasTime(r.start))
  // A rule that names days ('every Monday', 'weekdays', 'on the 1st of every month') says when
  // on its own; 'daily' or 'every year' with no date does not.
  const ruleNamesDays =
    spec !== null && (spec.weekdays !== undefined || !!spec.monthDay || !!spec.nth)
  if (!dated && !timed && !ruleNamesDays) return null

  const allDay = !timed || allDayAsked
  const hour = timed?.start.get('hour') ?? 0
  const minute = timed?.start.get('minute') ?? 0
  // The first day: the one said, else today (or tomorrow, for a time already past today);
  // then the first day the rule gives from there ('Standup weekdays 9:30' on a Friday
  // afternoon is Monday's).
  const said = dated ? wallDay(dated.start.date()) : wallDay(now)
  const passed = (day: Date) => !dated && !allDay && at(day, hour, minute) <= now
  const day = firstDayOf(spec, said, passed)
  if (!day) return null
  const start = allDay ? day : at(day, hour, minute)

  const ranged = results.find((r) => r.end)
  if (ranged?.end) {
    if (allDay) {
      const last = wallDay(ranged.end.date())
      return { start, end: addDays(last > start ? last : start, 1), allDay }
    }
    // The range's end keeps the start's day as moved by the rule.
    const end = rangeEnd(ranged.start.date(), ranged.end)
    return {
      start,
      end: new Date(start.getTime() + (end.getTime() - ranged.start.date().getTime())),
      allDay,
    }
  }
  // Days on the calendar: 'for 3 days' from Monday 9 AM ends Thursday 9 AM, wall clock.
  if (length && 'days' in length) {
    const last = addDays(day, length.days)
    return { start, end: allDay ? last : at(last, hour, minute), allDay }
  }
  if (allDay) return { start, end: addDays(day, 1), allDay }
  // Real minutes: 'for 3 hours' across a change of daylight-saving time is 3 hours.
  const minutes = length && 'minutes' in length ? length.minutes : DEFAULT_MINUTES
  return { start, end: new Date(start.getTime() + minutes * 60_000), allDay }
}
