// The device's IANA time zone: the zone every view shows, a new series keeps its wall clock in,
// and the year view counts days in. One place, so a display-zone setting has one place to change.
export const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone
