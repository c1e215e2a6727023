// The times of an iCalendar file (RFC 5545 3.3.4, 3.3.5) as instants: DATE values as all-day
// dates, UTC as is, TZID as the wall time in that zone (IANA, Windows, or the file's own
// VTIMEZONE), and floating times in the importing viewer's zone.
import ICAL from 'ical.js'
import { findIana } from 'windows-iana'
import { instantInZone, type Wall } from '@/model/time/zone-clock'

/** A time as read: the instant (all day: the local midnight of the date) and its zone. */
export interface ReadTime {
  instant: Date
  allDay: boolean
  /** The IANA zone of its wall clock (the series' zone if it repeats). */
  zone: string
}

/** Reads DATE and DATE-TIME values as this file's zones say. */
export class TimeReader {
  private readonly zones = new Map<string, Zone>()

  constructor(
    private readonly floating: string,
    private readonly vtimezones: ReadonlyMap<string, ICAL.Component>,
  ) {}

  read(property: ICAL.Property): ReadTime {
    const [first] = this.readAll(property)
    if (!first) throw new Error('Its start or end time cannot be read')
    return first
  }

  readAll(property: ICAL.Property): ReadTime[] {
    const tzid = property.getParameter('tzid')
    return property.getValues().map((value) => {
      if (!(value instanceof ICAL.Time)) throw new Error('Its start or end time cannot be read')
      return this.time(value, typeof tzid === 'string' ? tzid : null)
    })
  }

  private time(time: ICAL.Time, tzid: string | null): ReadTime {
    const wall: Wall = {
      year: time.year,
      month: time.month,
      day: time.day,
      hour: time.isDate ? 0 : time.hour,
      minute: time.isDate ? 0 : time.minute,
      second: time.isDate ? 0 : time.second,
    }
    if (![wall.year, wall.month, wall.day, wall.hour, wall.minute].every(Number.isFinite)) {
      throw new Error('Its start or end time cannot be read')
    }
    if (time.isDate) {
      return {
        instant: new Date(wall.year, wall.month - 1, wall.day),
        allDay: true,
        zone: this.floating,
      }
    }
    if (time.zone === ICAL.Timezone.utcTimezone) {
      return {
        instant: new Date(
          Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second),
        ),
        allDay: false,
        zone: 'UTC',
      }
    }
    const zone = tzid ? this.zone(tzid) : { iana: this.floating }
    const ms = 'read' in zone ? zone.read(time) : instantInZone(wall, zone.iana)
    if (!Number.isFinite(ms)) throw new Error('Its start or end time cannot be read')
    // A zone known only by its VTIMEZONE has no IANA name: its series keep UTC's wall clock.
    return { instant: new Date(ms), allDay: false, zone: 'read' in zone ? 'UTC' : zone.iana }
  }

  private zone(tzid: string): Zone {
    let zone = this.zones.get(tzid)
    if (!zone) {
      zone = zoneOf(tzid, this.vtimezones.get(tzid), this.floating)
      this.zones.set(tzid, zone)
    }
    return zone
  }
}

/** A TZID as it can be used: an IANA zone, or only its VTIMEZONE's offsets. */
type Zone = { iana: string } | { read: (time: ICAL.Time) => number }

/**
 * A TZID -> a zone. IANA names first (also inside a path, as '/mozilla.org/…/Europe/Berlin'),
 * then Windows names (Outlook's 'W. Europe Standard Time'), then the file's VTIMEZONE; a TZID
 * with none of these is read as floating, as ical.js and other readers do.
 */
function zoneOf(tzid: string, vtimezone: ICAL.Component | undefined, floating: string): Zone {
  const name = tzid.replace(/^"|"$/g, '').trim()
  const parts = name.split('/')
  for (let i = 0; i < parts.length; i++) {
    const candidate = parts.slice(i).join('/')
    if (candidate.includes('/') || candidate === 'UTC') {
      if (isIanaZone(candidate)) return { iana: candidate }
    }
  }
  const windows = findIana(name)[0]
  if (windows && isIanaZone(windows)) return { iana: windows }
  if (vtimezone) {
    const timezone = new ICAL.Timezone(vtimezone)
    return {
      read: (time) => {
        const wall = time.clone()
        wall.zone = timezone
        return wall.toUnixTime() * 1000
      },
    }
  }
  return { iana: floating }
}

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name })
    return true
  } catch {
    return false
  }
}
