import { memo } from 'react'
import { useDisplayZone } from '@/data/settings/display-zone'

/** The zone's offset as the platform words it ('GMT+9'), for the label's title. */
const offsetName = (zone: string): string =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date())
    .find((part) => part.type === 'timeZoneName')?.value ?? ''

/** The zone's last part as people say it: 'America/Argentina/Buenos_Aires' -> 'Buenos Aires'. */
const placeName = (zone: string): string => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ')

/**
 * Beside the heading, when the times shown are not the device's (Settings, 'Time zone'): the
 * zone they are in, so a traveller does not read Tokyo's 9:00 as their own. Nothing otherwise.
 * On a phone the row has room for the place's name only ('New York'); the IANA name from 640 px.
 */
// memo, as the search box: a 'next' does not draw it again (issue 32).
export const ZoneLabel = memo(function ZoneLabel() {
  const zone = useDisplayZone()
  if (zone === null) return null
  return (
    <span
      data-testid="display-zone"
      title={`Times in ${zone} (${offsetName(zone)})`}
      className="text-muted-foreground shrink-0 rounded border px-1.5 py-0.5 text-xs whitespace-nowrap"
    >
      <span className="sm:hidden">{placeName(zone)}</span>
      <span className="hidden sm:inline">{zone}</span>
    </span>
  )
})
