import { useId } from 'react'
import type { TimeFormat, WeekStartChoice } from '@/model/settings/settings'
import { updateSettings, useSettings } from '@/data/settings/settings-store'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog'
import { Label } from '../ui/label'
import { RemindersField } from '../reminders/reminders-field'
import { TimeZoneField } from './time-zone-field'

const WEEK_STARTS: { value: WeekStartChoice; label: string }[] = [
  { value: 0, label: 'Sunday' },
  { value: 1, label: 'Monday' },
  { value: 6, label: 'Saturday' },
]

const TIME_FORMATS: { value: TimeFormat; label: string }[] = [
  { value: '12h', label: '1:00 PM' },
  { value: '24h', label: '13:00' },
]

// A write the database refused keeps the change on this device (settings-store.ts); nothing
// here waits for it.
const apply = (patch: Parameters<typeof updateSettings>[0]) =>
  void updateSettings(patch).catch(() => undefined)

/**
 * 'Settings' (issue 27; decisions.md "Calendars and settings"): each choice applies at once,
 * everywhere and in other tabs, as Google Calendar's settings do, so there is no Save button.
 * Loaded the first time it is opened ('More' menu).
 */
export default function SettingsDialog({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const settings = useSettings()
  const ids = useId()
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-[440px]">
        <DialogHeader>
          <DialogTitle>Settings</DialogTitle>
          <DialogDescription>Changes apply at once.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-5">
          <div className="grid gap-2">
            <Label htmlFor={`${ids}-week`}>Week starts on</Label>
            <select
              id={`${ids}-week`}
              value={settings.weekStartsOn}
              onChange={(event) =>
                apply({ weekStartsOn: Number(event.target.value) as WeekStartChoice })
              }
              className="h-9 rounded-md border border-input bg-transparent px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm dark:bg-input/30"
            >
              {WEEK_STARTS.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-2 text-sm leading-none font-medium">Time format</legend>
            <div className="flex gap-6">
              {TIME_FORMATS.map(({ value, label }) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${ids}-time-format`}
                    value={value}
                    checked={settings.timeFormat === value}
                    onChange={() => apply({ timeFormat: value })}
                    className="size-4 accent-primary"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <TimeZoneField value={settings.timeZone} onChange={(timeZone) => apply({ timeZone })} />
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              role="switch"
              checked={settings.showWeekends}
              onChange={(event) => apply({ showWeekends: event.target.checked })}
              className="size-4 accent-primary"
            />
            Show weekends
          </label>
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-sm leading-none font-medium">Default reminders</legend>
            <RemindersField
              legend="Events"
              allDay={false}
              value={settings.defaultReminders.timed}
              onChange={(timed) =>
                apply({ defaultReminders: { ...settings.defaultReminders, timed } })
              }
              timeFormat={settings.timeFormat}
            />
            <RemindersField
              legend="All-day events"
              allDay
              value={settings.defaultReminders.allDay}
              onChange={(allDay) =>
                apply({ defaultReminders: { ...settings.defaultReminders, allDay } })
              }
              timeFormat={settings.timeFormat}
            />
          </fieldset>
        </div>
      </DialogContent>
    </Dialog>
  )
}
