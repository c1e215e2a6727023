import { describe, expect, it } from 'vitest'
import createEvents from '../../../supabase/migrations/20261121000000_create_events.sql?raw'
import eventsBySpan from '../../../supabase/migrations/20261122000000_events_by_span.sql?raw'
import allDayEvents from '../../../supabase/migrations/20261123000000_all_day_events.sql?raw'
import repeatingEvents from '../../../supabase/migrations/20261124000000_repeating_events.sql?raw'
import eventSearch from '../../../supabase/migrations/20261125000000_event_search.sql?raw'
import icalUid from '../../../supabase/migrations/20261126000000_ical_uid.sql?raw'
import realtime from '../../../supabase/migrations/20261127000000_realtime.sql?raw'
import searchColumn from '../../../supabase/migrations/20261128000000_search_column.sql?raw'
import seriesFunctions from '../../../supabase/migrations/20261129000000_series_functions.sql?raw'
import location from '../../../supabase/migrations/20261130000000_location.sql?raw'
import yearCounts from '../../../supabase/migrations/20261201000000_year_counts.sql?raw'
import calendars from '../../../supabase/migrations/20261202000000_calendars.sql?raw'
import calendarDayCounts from '../../../supabase/migrations/20261202000001_calendar_day_counts.sql?raw'
import recolorCalendar from '../../../supabase/migrations/20261203000000_recolor_calendar.sql?raw'
import reminders from '../../../supabase/migrations/20261204000000_reminders.sql?raw'
import dayCountBuckets from '../../../supabase/migrations/20261205100000_day_count_buckets.sql?raw'
import yearRead from '../../../supabase/migrations/20261206000000_year_read.sql?raw'
import privateMode from '../../../supabase/private-mode.sql?raw'
import { privateSetupSql, setupFiles, setupSql } from './setup-sql'

// Vite's ?raw import is each file's text byte for byte; this checks the files and their order.
// A new migration file belongs in this list.
describe('privateSetupSql', () => {
  it("is the setup SQL, then private mode's, which replaces the allow-all policy", () => {
    expect(privateSetupSql).toBe(`${setupSql}\n${privateMode}`)
    expect(privateSetupSql.indexOf('create policy "Allow all access to events"')).toBeLessThan(
      privateSetupSql.indexOf(
        'drop policy if exists "Allow all access to events"',
        setupSql.length,
      ),
    )
    expect(privateMode).toContain('revoke all on public.events from anon;')
  })
})

describe('setupSql', () => {
  it('is every migration file, in version order, joined by a blank line', () => {
    expect(setupFiles.map((file) => file.split('/').pop())).toEqual([
      '20261121000000_create_events.sql',
      '20261122000000_events_by_span.sql',
      '20261123000000_all_day_events.sql',
      '20261124000000_repeating_events.sql',
      '20261125000000_event_search.sql',
      '20261126000000_ical_uid.sql',
      '20261127000000_realtime.sql',
      '20261128000000_search_column.sql',
      '20261129000000_series_functions.sql',
      '20261130000000_location.sql',
      '20261201000000_year_counts.sql',
      '20261202000000_calendars.sql',
      '20261202000001_calendar_day_counts.sql',
      '20261203000000_recolor_calendar.sql',
      '20261204000000_reminders.sql',
      '20261205100000_day_count_buckets.sql',
      '20261206000000_year_read.sql',
    ])
    expect(setupSql).toBe(
      `${createEvents}\n${eventsBySpan}\n${allDayEvents}\n${repeatingEvents}\n${eventSearch}\n${icalUid}\n${realtime}\n${searchColumn}\n${seriesFunctions}\n${location}\n${yearCounts}\n${calendars}\n${calendarDayCounts}\n${recolorCalendar}\n${reminders}\n${dayCountBuckets}\n${yearRead}`,
    )
  })

  it('starts with the events table; has the publication for live updates, the stored search text, the series functions', () => {
    expect(setupSql.startsWith('-- Calendar: the events table.')).toBe(true)
    expect(setupSql).toContain('create table if not exists public.events')
    expect(setupSql).toContain('enable row level security')
    expect(setupSql).toContain('grant select on public.events_by_span to anon, authenticated;')
    expect(setupSql).toContain('grant select on public.events_search to anon, authenticated;')
    expect(setupSql).toContain(
      'create unique index if not exists events_ical_uid_idx on public.events (ical_uid);',
    )
    expect(setupSql).toContain('alter publication supabase_realtime add table public.events;')
    expect(setupSql).toContain('alter table public.events replica identity full;')
    expect(setupSql).toContain('alter table public.events add column if not exists search_text')
    expect(setupSql).toContain('alter table public.events add column if not exists location text;')
    expect(setupSql).toContain('create table if not exists public.calendars')
    expect(setupSql).toContain(
      'alter table public.events add column if not exists reminders jsonb;',
    )
    expect(setupSql).toContain('alter publication supabase_realtime add table public.calendars;')
    for (const name of [
      'add_event_exception',
      'update_event_series',
      'end_event_series',
      'split_event_series',
      'restore_events',
    ]) {
      expect(setupSql).toContain(`create or replace function public.${name}(`)
    }
    expect(setupSql.trimEnd().endsWith("notify pgrst, 'reload schema';")).toBe(true)
  })
})
