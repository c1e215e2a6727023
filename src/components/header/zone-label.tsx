import { useDisplayZone } from '@/data/settings/display-zone'

/** The zone's offset as the platform words it ('GMT+9'), for the label's title. */
const offsetName = (zone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value ?? ''

/**
 * Beside the heading, when the times shown are not the device's (Settings, 'Time zone'): the
 * zone they are in, so a traveller does not read Tokyo's 9:00 as their own. Nothing otherwise.
 */
export function ZoneLabel() {
  const zone = useDisplayZone()
  if (zone === null) return null
  return (
    <span
      data-testid="display-zone"
      title={`Times in ${zone} (${offsetName(zone)})`}
      className="text-muted-foreground shrink-0 rounded border px-1.5 py-0.5 text-xs whitespace-nowrap"
    >
      {zone}
    </span>
  )
}
