-- Calendar: the iCalendar UID of an imported event. Safe to run more than once; a database
-- without it keeps working (only 'Import .ics…' needs it).
-- An event read from an .ics file keeps the file's UID, so importing the same file again
-- updates those events instead of adding them twice (RFC 5545 3.8.4.7: the UID names the event
-- across calendars). Events made in the app have none: their export's UID is made from the id.
-- A changed occurrence carries its series' UID in iCalendar; here it is found through
-- series_id and original_start instead, so its own ical_uid stays null.
alter table public.events add column if not exists ical_uid text;

-- One event per UID: a re-import finds it, and two imports at once cannot both add it.
create unique index if not exists events_ical_uid_idx on public.events (ical_uid);
