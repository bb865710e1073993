// jsdom lacks the Fetch API, TextEncoder and friends that react-router 7 and RTK Query need.
// Copy Node's implementations onto the test window, and resolve relative URLs against location.href
// so that fetchBaseQuery({ baseUrl: '/api' }) works as it does in a browser.
const { TestEnvironment } = require('jest-environment-jsdom');
const { TextEncoder, TextDecoder } = require('node:util');
const streams = require('node:stream/web');

class BrowserLikeEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    const NodeRequest = globalThis.Request;
    g.TextEncoder = TextEncoder;
    g.TextDecoder = TextDecoder;
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
    g.Request = class extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, g.location.href).href : input, init);
      }
    };
  }
}

module.exports = BrowserLikeEnvironment;
