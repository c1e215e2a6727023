// The one setup script (decisions.md): the banner shows and copies exactly this file's text.
import setupSql from '../../supabase/migrations/20261121000000_create_events.sql?raw'

export { setupSql }
