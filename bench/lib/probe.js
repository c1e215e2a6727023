/* global window, document, requestAnimationFrame, MutationObserver */
// Injected into every benchmark page before its own scripts (page.addInitScript). Records, on
// the page's own clock: the click's event timestamp, the last DOM mutation and the moment after
// the frame that shows it was painted (rAF, then a message: the next task after the frame),
// fetches in flight, and Event Timing entries of clicks.
;(() => {
  const probe = {
    clickAt: 0,
    lastMutation: 0,
    lastPaint: 0,
    mutations: 0,
    inflight: 0,
    clicks: [],
  }
  window.__probe = probe
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    probe.lastPaint = performance.now()
  }
  new MutationObserver(() => {
    probe.lastMutation = performance.now()
    probe.mutations++
    requestAnimationFrame(() => channel.port2.postMessage(0))
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true })
  document.addEventListener('click', (event) => (probe.clickAt = event.timeStamp), true)
  const fetch = window.fetch
  window.fetch = async (...args) => {
    probe.inflight++
    try {
      return await fetch(...args)
    } finally {
      probe.inflight--
    }
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'click')
        probe.clicks.push({ start: entry.startTime, duration: entry.duration })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
})()
