/* global window, document, requestAnimationFrame, MutationObserver */
// Injected into every benchmark page before its own scripts (page.addInitScript). Records, on
// the page's own clock: when a click began (the pointerup's timestamp: Schedule-X navigates on
// mouseup, before the click event; for a handler of click events the two are the same moment;
// a click without a pointer, from the keyboard, its own timestamp), the last DOM mutation and
// the moment after the frame that shows it was painted (rAF, then a message: the next task
// after the frame), fetches in flight (to their bodies' last byte: a peer's range read counts
// as ours does), and the Event Timing entries of interactions.
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
  let pointerUpAt = -Infinity
  const began = (event) => {
    if (event.type === 'pointerup') pointerUpAt = event.timeStamp
    else if (event.timeStamp - pointerUpAt < 100) return
    probe.clickAt = event.timeStamp
  }
  window.addEventListener('pointerup', began, true)
  window.addEventListener('click', began, true)
  // A fetch is in flight until its body has been read (supabase-js reads it with text()):
  // counting only to the headers left gaps between a range's pages in which a run looked
  // settled while the range being fetched ahead was still arriving.
  const fetch = window.fetch
  window.fetch = async (...args) => {
    probe.inflight++
    let response
    try {
      response = await fetch(...args)
    } catch (error) {
      probe.inflight--
      throw error
    }
    let done = false
    const finish = () => {
      if (!done) probe.inflight--
      done = true
    }
    for (const read of ['text', 'json', 'arrayBuffer', 'blob']) {
      const original = response[read].bind(response)
      response[read] = () => original().finally(finish)
    }
    // A body nobody reads (a HEAD, a 204) is done with its headers.
    if (response.body === null) finish()
    return response
  }
  // Every event of an interaction (pointerdown, pointerup, mouseup, click share its
  // interactionId); the harness takes the longest, as INP does.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0)
        probe.clicks.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
        })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
})()
