// The theme before the first paint (docs/decisions.md, "Theme"): the `dark` class on <html>
// from the stored choice ('light', 'dark', anything else is 'system') and the system's
// preference. A classic script file, run while the page is parsed: the Content-Security-Policy
// refuses inline scripts that carry no nonce. src/theme/theme.ts holds the same rules, and
// src/theme/theme.test.ts runs this file against them.
;(function () {
  var choice = null
  try {
    choice = window.localStorage.getItem('calendar-theme')
  } catch {
    // Storage refused: follow the system.
  }
  var dark =
    choice === 'dark' ||
    (choice !== 'light' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia('(prefers-color-scheme: dark)').matches)
  document.documentElement.classList.toggle('dark', dark)
})()
