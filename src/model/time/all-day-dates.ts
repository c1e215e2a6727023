// An all-day event is a span of calendar dates, the same for every viewer: the 5th is the 5th in
// Kolkata and in New York. It is stored as 00:00 UTC of its first date to 00:00 UTC of the date
// after its last (docs/product.md §10, "All-day events", and docs/decisions.md); in the app it is those dates' LOCAL
// midnights, so every view lays it out like any other event, on the right days.

/** The local midnight of the calendar date an instant has in UTC (stored -> shown). */
export function utcDateToLocal(instant: Date): Date {
  return new Date(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate())
}

/** 00:00 UTC of the calendar date an instant has locally (shown -> stored). */
export function localDateToUtc(instant: Date): Date {
  return new Date(Date.UTC(instant.getFullYear(), instant.getMonth(), instant.getDate()))
}
