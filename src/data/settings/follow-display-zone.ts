// Feeds the settings' 'Time zone' into display-zone.ts, once per page. Subscribed when the
// calendar's code loads, before React subscribes to either store, so a change is in place for
// every reader (queries, rows read, 'now') by the time anything renders again.
import { setDisplayZone } from './display-zone'
import { getSettings, subscribeSettings } from './settings-store'

let following = false

export function followDisplayZone(): void {
  if (following) return
  following = true
  const follow = () => setDisplayZone(getSettings().timeZone)
  follow()
  subscribeSettings(follow)
}
