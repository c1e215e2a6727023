import { useId, useState } from 'react'
import { RadioGroup } from 'radix-ui'
import { addMonths } from 'date-fns'
import { formatDate } from '@/model/time/formats'
import {
  repeatOptions,
  repeatRule,
  WEEKDAY_NAMES,
  type CustomRepeat,
  type RepeatEnds,
  type RepeatFreq,
  type RepeatPreset,
  type RepeatValue,
} from '@/model/recurrence/presets'
import { readRepeat } from '@/model/recurrence/read-repeat'
import { cn } from '@/lib/utils'
import { Button } from '../ui/button'
import { Input } from '../ui/input'
import { Label } from '../ui/label'

export interface RepeatFieldProps {
  /** The event's start: the choices' weekday, day and month are its local date's. */
  start: Date
  allDay: boolean
  value: RepeatValue
  onChange: (value: RepeatValue) => void
  /** Shown under the field (repeatError's message). */
  error?: string | null
  disabled?: boolean
}

/** A native select, looking like the form's inputs (and filled in by Playwright's selectOption). */
export const SELECT =
  'h-9 min-w-0 rounded-md border border-input bg-background px-2 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm'

const UNITS: { value: RepeatFreq; one: string }[] = [
  { value: 'DAILY', one: 'day' },
  { value: 'WEEKLY', one: 'week' },
  { value: 'MONTHLY', one: 'month' },
  { value: 'YEARLY', one: 'year' },
]
/** How far an 'On' end date first lands, by unit: a few occurrences in. */
const END_MONTHS: Record<RepeatFreq, number> = { DAILY: 1, WEEKLY: 3, MONTHLY: 12, YEARLY: 60 }
const DEFAULT_COUNT = 10

const numberValue = (n: number) => (Number.isFinite(n) ? String(n) : '')
/** What a number input holds: NaN while empty or not a number, which repeatError reports. */
const typed = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))

/**
 * The event dialog's 'Repeat': a select of decisions.md's choices for this start, and under it,
 * for 'Custom…', Google Calendar's custom recurrence fields inline: 'Repeat every' N unit,
 * 'Repeat on' weekday toggles (weeks only) and 'Ends' Never / On a date / After N occurrences.
 * Controlled: every change goes through onChange.
 */
export function RepeatField({ start, allDay, value, onChange, error, disabled }: RepeatFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const describedBy = error ? errorId : undefined

  const choose = (preset: RepeatPreset) => {
    if (preset === 'custom' && value.preset !== 'custom' && value.preset !== 'none') {
      // Custom starts from the repeat chosen so far ('Daily' -> every 1 day), as Google's does;
      // readRepeat turns that preset's rule into custom fields. The ends stay as they were.
      const rule = repeatRule(value, start, { tzid: 'UTC', allDay })
      const fields = readRepeat(rule, start).custom
      onChange({ preset, custom: { ...fields, ends: value.custom.ends } })
    } else {
      onChange({ ...value, preset })
    }
  }

  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={`${id}-repeat`}>Repeat</Label>
      <select
        id={`${id}-repeat`}
        value={value.preset}
        onChange={(e) => choose(e.target.value as RepeatPreset)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(SELECT, 'w-full')}
      >
        {repeatOptions(start).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {value.preset === 'custom' && (
        <CustomFields
          id={id}
          start={start}
          custom={value.custom}
          onChange={(custom) => onChange({ preset: 'custom', custom })}
          disabled={disabled}
          describedBy={describedBy}
        />
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

interface CustomFieldsProps {
  id: string
  start: Date
  custom: CustomRepeat
  onChange: (custom: CustomRepeat) => void
  disabled?: boolean
  describedBy?: string
}

function CustomFields({ id, start, custom, onChange, disabled, describedBy }: CustomFieldsProps) {
  const { freq, interval, weekdays, ends } = custom
  // The end date and count last typed: shown (disabled) while not chosen, and taken when
  // chosen again; until then a date a few occurrences in, and 10 occurrences.
  const [memory, setMemory] = useState<{ date?: string; count?: number }>({})
  const endDate =
    ends.kind === 'on'
      ? ends.date
      : (memory.date ?? formatDate.key(addMonths(start, END_MONTHS[freq])))
  const count = ends.kind === 'after' ? ends.count : (memory.count ?? DEFAULT_COUNT)
  const update = (fields: Partial<CustomRepeat>) => onChange({ ...custom, ...fields })

  const setFreq = (next: RepeatFreq) =>
    update({
      freq: next,
      weekdays: next === 'WEEKLY' && weekdays.length === 0 ? [start.getDay()] : weekdays,
    })
  const toggle = (day: number) =>
    update({
      weekdays: weekdays.includes(day)
        ? weekdays.filter((d) => d !== day)
        : [...weekdays, day].sort((a, b) => a - b),
    })
  const setEnds = (kind: RepeatEnds['kind']) => {
    if (kind === ends.kind) return
    if (ends.kind === 'on') setMemory((m) => ({ ...m, date: ends.date }))
    if (ends.kind === 'after') setMemory((m) => ({ ...m, count: ends.count }))
    if (kind === 'never') update({ ends: { kind } })
    if (kind === 'on') update({ ends: { kind, date: endDate } })
    if (kind === 'after') update({ ends: { kind, count } })
  }

  const plural = interval !== 1
  const radio =
    'grid size-4 shrink-0 place-items-center rounded-full border border-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-not-allowed disabled:opacity-50'
  const choice = 'flex w-16 cursor-pointer items-center gap-3 text-sm select-none'

  return (
    <div
      role="group"
      aria-label="Custom repeat"
      aria-describedby={describedBy}
      className="grid gap-4 rounded-md border p-3"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={`${id}-interval`}>Repeat every</Label>
        <Input
          id={`${id}-interval`}
          type="number"
          inputMode="numeric"
          min={1}
          max={999}
          step={1}
          value={numberValue(interval)}
          onChange={(e) => update({ interval: typed(e.target.value) })}
          disabled={disabled}
          className="w-16"
        />
        <select
          aria-label="Frequency"
          value={freq}
          onChange={(e) => setFreq(e.target.value as RepeatFreq)}
          disabled={disabled}
          className={SELECT}
        >
          {UNITS.map((unit) => (
            <option key={unit.value} value={unit.value}>
              {plural ? `${unit.one}s` : unit.one}
            </option>
          ))}
        </select>
      </div>

      {freq === 'WEEKLY' && (
        <div className="grid gap-2">
          <span id={`${id}-on`} className="text-sm leading-none font-medium">
            Repeat on
          </span>
          <div
            role="group"
            aria-labelledby={`${id}-on`}
            className="flex flex-wrap gap-1 sm:gap-1.5"
          >
            {WEEKDAY_NAMES.map((name, day) => (
              <Button
                key={name}
                type="button"
                variant="outline"
                size="icon"
                aria-label={name}
                aria-pressed={weekdays.includes(day)}
                onClick={() => toggle(day)}
                disabled={disabled}
                className="size-8 rounded-full text-xs sm:size-9 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
              >
                {name[0]}
              </Button>
            ))}
          </div>
        </div>
      )}

      <div className="grid gap-2">
        <span id={`${id}-ends`} className="text-sm leading-none font-medium">
          Ends
        </span>
        <RadioGroup.Root
          aria-labelledby={`${id}-ends`}
          value={ends.kind}
          onValueChange={(kind) => setEnds(kind as RepeatEnds['kind'])}
          disabled={disabled}
          className="grid gap-2"
        >
          <div className="flex min-h-9 items-center">
            <label className={choice}>
              <RadioGroup.Item value="never" className={radio}>
                <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
              </RadioGroup.Item>
              Never
            </label>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <label className={choice}>
              <RadioGroup.Item value="on" className={radio}>
                <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
              </RadioGroup.Item>
              On
            </label>
            <Input
              type="date"
              aria-label="End date"
              value={endDate}
              min={formatDate.key(start)}
              onChange={(e) => update({ ends: { kind: 'on', date: e.target.value } })}
              disabled={disabled || ends.kind !== 'on'}
              className="w-auto min-w-40"
            />
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <label className={choice}>
              <RadioGroup.Item value="after" className={radio}>
                <RadioGroup.Indicator className="size-2 rounded-full bg-primary" />
              </RadioGroup.Item>
              After
            </label>
            <Input
              type="number"
              inputMode="numeric"
              aria-label="Occurrences"
              min={1}
              max={999}
              step={1}
              value={numberValue(count)}
              onChange={(e) => update({ ends: { kind: 'after', count: typed(e.target.value) } })}
              disabled={disabled || ends.kind !== 'after'}
              className="w-20"
            />
            <span className="text-sm" aria-hidden>
              occurrences
            </span>
          </div>
        </RadioGroup.Root>
      </div>
    </div>
  )
}
