import { describeRepeat } from '@/model/recurrence/describe-repeat'
import type { CalendarEvent } from '@/model/types'

/**
 * An event button's accessible description: the things its icons say (all day, repeats, goes
 * on past the edge), in words, or undefined when there is nothing to add to its name.
 */
export function eventDescription(
  event: CalendarEvent,
  ...parts: (string | undefined | false)[]
): string | undefined {
  const repeats =
    event.repeat && describeRepeat(event.repeat.rule, event.occurrence?.seriesStart ?? event.start)
  return [...parts, repeats].filter(Boolean).join('. ') || undefined
}
