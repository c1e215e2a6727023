-- Calendar: recolouring a calendar recolours its events that were in its colour, in one
-- transaction (issue 27). An event's colour is its own (product.md §5 sends one with every
-- save, the first palette colour by default); a new event takes its calendar's colour, so an
-- event in the calendar's colour is one that went with it, and follows it (as Google's events
-- in the calendar's default colour do). An event in another colour keeps it (decisions.md: an
-- event's own colour overrides its calendar's). Safe to run more than once.
create or replace function public.recolor_calendar(p_id uuid, p_color text)
returns void
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  old_color text;
begin
  select c.color into old_color from public.calendars c where c.id = p_id for update;
  if old_color is null then
    raise exception using errcode = 'PT404', message = 'The calendar is not in the database.';
  end if;
  -- The check constraint refuses a colour that is not '#rrggbb' (23514, HTTP 400).
  update public.calendars c set color = p_color where c.id = p_id;
  if lower(p_color) <> lower(old_color) then
    update public.events e set color = p_color
     where e.calendar_id = p_id and lower(e.color) = lower(old_color);
  end if;
end;
$$;

revoke execute on function public.recolor_calendar(uuid, text) from public;
grant execute on function public.recolor_calendar(uuid, text) to anon, authenticated;

-- PostgREST reads functions into its schema cache: tell it to read this one now.
notify pgrst, 'reload schema';
