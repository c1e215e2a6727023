// Private mode's check that the database has its SQL (supabase/private-mode.sql): a one-row read
// of the owner column. A hosted deployment built with VITE_PRIVATE_MODE=true whose database
// never ran that SQL still has the shared calendar's allow-all policy, so the sign-in would
// protect nothing; the update notice then says so and offers the SQL (docs/private-mode.md).
import { events } from '../events/events-api'
import type { LearnFeatures } from './db-features'
import { isMissingColumn } from './missing-column'

/** Learns `owner`: whether public.events has user_id. Other failures teach nothing. */
export async function checkOwnerColumn(learn: LearnFeatures): Promise<void> {
  const { error } = await (await events()).select('user_id').limit(1)
  if (!error) learn({ owner: true })
  else if (isMissingColumn(error, 'user_id')) learn({ owner: false })
}
