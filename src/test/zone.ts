// Date tests run under TZ=UTC, America/New_York and Asia/Kolkata (see scripts/test.mjs), and
// pass under Europe/London and Australia/Lord_Howe too (daylight-saving.test.ts).
// Expectations are written in local wall-clock terms (new Date(y, m, d, h)) so they hold in
// every zone; where a zone matters (daylight saving, offsets) the test branches on this name.
export const zone = Intl.DateTimeFormat().resolvedOptions().timeZone

/** A local wall-clock time; months are 1-based here to read like the calendar. */
export const local = (y: number, m: number, d: number, h = 0, min = 0) =>
  new Date(y, m - 1, d, h, min)
