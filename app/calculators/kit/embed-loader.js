/*
 * Brightline Digital calculator loader. Hand-written ES2017, no dependencies: client sites paste
 *   <div data-calculator="loan" data-color="#0f766e" data-font="inter" data-lang="es"></div>
 *   <script async src="https://OUR-HOST/embed.js"></script>
 * Each div gets a lazy-loaded frame of /embed/<name>-calculator that follows its content's height.
 * This is the template of /embed.js (app/routes/resources/embed-js.ts, prerendered at build time).
 * A client's saved calculator: <div data-calculator-id="<publicId>"></div> frames /embed/c/<publicId>, which
 * serves whatever revision the client last approved (its brand; inputs may be prefilled within its limits).
 */
;(function () {
  'use strict'
  // Included twice, or re-added by a single-page app: the first copy owns the listener; later copies re-scan.
  var running = window.BrightlineEmbed
  if (running && typeof running.scan === 'function') {
    running.scan()
    return
  }
  var script = document.currentScript
  if (!script || !script.src) return
  var origin = new URL(script.src).origin
  // Filled from the calculator registry when /embed.js is built (app/calculators/kit/loader-script.ts):
  // name → [frame title, initial frame height], the attributes forwarded (data-retire-age → retireAge):
  // branding and every calculator's query parameters, and the branding's names (BRAND_PARAMS). The embed
  // validates every value. The events' names come from app/calculators/host-events.ts.
  var calculators = /* registry: calculators */ {}
  var forwarded = /* registry: forwarded */ []
  var READY = 'data-brightline-ready'
  // A name a shared link may carry as an input: the frame put it there and keeps only its own inputs. Not the
  // list above: a specialty calculator's inputs are named by its definition, published after this was built.
  var INPUT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/
  var BRANDING = /* registry: branding */ []
  // The snippet's own attributes, and the frame's parameters an attribute may not set.
  var OWN_ATTRIBUTES = [
    'calculator',
    'calculatorId',
    'title',
    'brightlineReady',
    'height',
    'page',
    'scenario',
    'preview',
  ]
  // A published calculator's events for the client's analytics (app/calculators/host-events.ts).
  var EVENTS = /* registry: events */ []
  var mounted = []

  function mount(container) {
    var name = container.getAttribute('data-calculator')
    var publicId = container.getAttribute('data-calculator-id')
    var saved = publicId && /^[0-9a-f]{16}$/.test(publicId)
    if (container.hasAttribute(READY) || (!saved && !Object.prototype.hasOwnProperty.call(calculators, name)))
      return
    var title = container.getAttribute('data-title')
    var calculator = saved ? [title ? title.slice(0, 200) : 'Calculator', 600] : calculators[name]
    var params = new URLSearchParams()
    // A saved calculator may be a specialty one, whose inputs this list cannot name: its attributes are
    // forwarded by form (data-amount_borrowed → amount_borrowed), as a shared link's are below.
    var keys = saved
      ? Object.keys(container.dataset).filter(function (key) {
          return OWN_ATTRIBUTES.indexOf(key) === -1 && INPUT_NAME.test(key)
        })
      : forwarded
    keys.forEach(function (key) {
      var value = container.dataset[key]
      if (value) params.set(key, value.slice(0, 64))
    })
    // A shared link to this page carries a visitor's inputs in bl_<name> (bl_<publicId>): they fill what the
    // client's attributes leave open, never the branding. The frame validates them (and a published calculator
    // keeps them within its min/max), as for any query string.
    var shared = sharedInputs(saved ? publicId : name)
    shared.forEach(function (entry) {
      var key = entry[0]
      if (BRANDING.indexOf(key) !== -1 || key === 'height' || key === 'page' || key === 'preview') return
      if (key === 'scenario') params.append(key, entry[1].slice(0, 500))
      else if (!params.has(key) && INPUT_NAME.test(key)) params.set(key, entry[1].slice(0, 64))
    })
    // The frame follows its content's height, so the view may drop its own fixed height (the CD card's 600 px).
    params.set('height', 'auto')
    // A saved calculator's leads record the page they came from (the server drops anything but http(s)).
    if (saved) params.set('page', location.origin + location.pathname)
    // A workspace member's preview page (decision 0096): the server decides whether it is one; anywhere else it
    // is the ordinary, counted frame.
    if (saved && container.hasAttribute('data-preview')) params.set('preview', '1')
    var query = params.toString()
    var frame = document.createElement('iframe')
    // The client's page, for the frame's "Copy link": in the fragment, so it reaches no server and no cache.
    var host = '#bl-host=' + encodeURIComponent(location.href.split('#')[0])
    frame.src =
      origin + (saved ? '/embed/c/' + publicId : '/embed/' + name + '-calculator') + '?' + query + host
    frame.setAttribute('allow', 'clipboard-write')
    frame.title = calculator[0]
    frame.setAttribute('loading', 'lazy')
    frame.setAttribute('width', '100%')
    frame.style.cssText = 'display:block;width:100%;border:0;height:' + calculator[1] + 'px'
    container.setAttribute(READY, '')
    container.appendChild(frame)
    mounted.push(frame)
  }

  // A client's frame is named by the calculator's visible title, which its document carries.
  function resizeFrame(frame, data) {
    frame.style.height = Math.min(Math.ceil(data.height), 20000) + 'px'
    var own = frame.src.indexOf(origin + '/embed/c/') === 0
    if (own && typeof data.title === 'string' && data.title && data.title.length <= 200)
      frame.title = data.title
  }

  function sharedInputs(key) {
    var value = new URLSearchParams(location.search).get('bl_' + key)
    return value && value.length <= 4000 ? Array.from(new URLSearchParams(value).entries()) : []
  }

  function scan() {
    var containers = document.querySelectorAll('[data-calculator],[data-calculator-id]')
    for (var i = 0; i < containers.length; i++) mount(containers[i])
  }

  function pixels(value) {
    return typeof value === 'number' && isFinite(value) && value >= 0 && value <= 100000
  }

  function onMessage(event) {
    var data = event.data
    if (event.origin !== origin || !data) return
    var resize = data.type === 'brightline:resize' && pixels(data.height) && data.height > 0
    var reveal = data.type === 'brightline:reveal' && pixels(data.top) && pixels(data.height)
    var hostEvent = data.type === 'brightline:event' ? eventOf(data) : null
    if (!resize && !reveal && !hostEvent) return
    for (var i = mounted.length - 1; i >= 0; i--) {
      var frame = mounted[i]
      if (!frame.isConnected) mounted.splice(i, 1)
      else if (frame.contentWindow !== event.source) continue
      else if (resize) resizeFrame(frame, data)
      else if (reveal) revealArea(frame, data.top, data.height)
      else relay(frame, hostEvent)
    }
  }

  function text(value) {
    return typeof value === 'string' && value.length <= 120
  }

  // Only the event's name and the calculator's id, title and type are passed on: nothing of the visitor.
  function eventOf(data) {
    var calculator = data.calculator
    if (EVENTS.indexOf(data.event) === -1 || !calculator) return null
    if (!text(calculator.id) || !text(calculator.title) || !text(calculator.type)) return null
    return {
      event: data.event,
      calculator_id: calculator.id,
      calculator_title: calculator.title,
      calculator_type: calculator.type,
    }
  }

  // For the client's analytics: GTM and GA4 read window.dataLayer; anything else listens on the container.
  function relay(frame, detail) {
    window.dataLayer = window.dataLayer || []
    window.dataLayer.push(Object.assign({}, detail))
    var container = frame.parentNode
    if (container)
      container.dispatchEvent(new CustomEvent(/* registry: domEvent */ '', { bubbles: true, detail: detail }))
  }

  // The answer to a visitor's submit (a thank-you, an error) sits at `top` in the frame: scroll it into view,
  // a third down the window, unless it is already whole in view. The frame itself never scrolls.
  function revealArea(frame, top, height) {
    var at = frame.getBoundingClientRect().top + top
    var room = window.innerHeight
    if (at >= 0 && at + height <= room) return
    window.scrollBy(0, at - Math.max(16, Math.min(room / 3, room - height - 16)))
  }

  window.addEventListener('message', onMessage)
  window.BrightlineEmbed = { scan: scan }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan)
  scan()
})()
