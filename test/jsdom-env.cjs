// jsdom lacks the Fetch API, TextEncoder and friends that react-router 7 and RTK Query need.
// Copy Node's implementations onto the test window, and resolve relative URLs against location.href
// so that fetchBaseQuery({ baseUrl: '/api' }) works as it does in a browser.
// first: it replaces part of jsdom's cascade before jsdom's window module reads it
require('./jsdom-rule-index.cjs').install();
const { TestEnvironment } = require('jest-environment-jsdom');
const nodeUtil = require('node:util');
const streams = require('node:stream/web');
const nwsapi = require('nwsapi');
const idlUtils = require('jsdom/lib/jsdom/living/generated/utils');

/**
 * jsdom's getComputedStyle matches every CSS rule against the element (and its ancestors, for
 * inherited properties), and nwsapi re-parses a `:has()` argument on every match: the few
 * `:has()` rules MUI's native selects carry cost more than all the other rules together. Those
 * rules only set paddings (jsdom does no layout), so for the cascade they are treated as not
 * matching. `document.querySelector(':has(…)')` and `element.matches` are untouched. If jsdom
 * stops using `_nwsapiDontThrow`, this does nothing and the tests are just slower.
 */
function skipHasRulesInCascade(window) {
  const documentImpl = idlUtils.implForWrapper(window.document);
  const engine = nwsapi({ document: window.document, DOMException: window.DOMException });
  engine.configure({ LOGERRORS: false, VERBOSITY: false, IDS_DUPES: true, MIXEDCASE: true });
  const match = engine.match.bind(engine);
  engine.match = (selector, element) =>
    typeof selector === 'string' && selector.includes(':has(') ? false : match(selector, element);
  // nwsapi keeps 1,000 compiled selectors (LRU): emotion's rules outnumber that on a busy screen,
  // so every cascade recompiled them all. Keep every compiled selector (cleared with nwsapi's).
  const resolvers = new Map();
  engine.matchResolvers.get = (key) => resolvers.get(key);
  engine.matchResolvers.set = (key, value) => void resolvers.set(key, value);
  const clear = engine.matchResolvers.clear;
  engine.matchResolvers.clear = () => {
    resolvers.clear();
    clear();
  };
  documentImpl._nwsapiDontThrow = engine;
}

/**
 * jsdom does no layout: MUI X Charts sizes a chart from its container's computed width, which
 * jsdom leaves as the CSS value (`100%`, read as 100 px: too narrow for the axes and the bars).
 * Charts are laid out at 800 px here, a laptop's main area.
 */
function layOutCharts(window) {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element, pseudo) => {
    const style = getComputedStyle(element, pseudo);
    if (element.classList?.contains('MuiChartsSurface-root') && style.width.endsWith('%'))
      style.width = '800px';
    return style;
  };
}

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    const NodeRequest = globalThis.Request;
    g.TextEncoder = nodeUtil.TextEncoder;
    g.TextDecoder = nodeUtil.TextDecoder;
    g.fetch = globalThis.fetch;
    g.Response = globalThis.Response;
    g.Headers = globalThis.Headers;
    g.FormData = globalThis.FormData;
    g.Blob = globalThis.Blob;
    g.AbortController = globalThis.AbortController;
    g.AbortSignal = globalThis.AbortSignal;
    g.BroadcastChannel = globalThis.BroadcastChannel;
    g.structuredClone = globalThis.structuredClone;
    g.ReadableStream = streams.ReadableStream;
    g.WritableStream = streams.WritableStream;
    g.TransformStream = streams.TransformStream;
    skipHasRulesInCascade(g);
    layOutCharts(g);
    g.Request = class extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, g.location.href).href : input, init);
      }
    };
  }
}

module.exports = BrowserLikeEnvironment;
