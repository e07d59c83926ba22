// jsdom lacks a few browser APIs that antd and antd-mobile call while rendering.
require('@testing-library/jest-dom');

// Width queries answer for jsdom's window (1024 x 768 unless a test resizes it), so responsive
// components (antd's Grid.useBreakpoint, the layout's phone-wide drawer) render as on a desktop.
function queryMatches(query) {
  const widths = [...query.matchAll(/\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)/g)];
  if (!widths.length) return false;
  return widths.every(([, bound, px]) =>
    bound === 'min' ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px),
  );
}
if (!window.matchMedia) {
  window.matchMedia = (query) => ({
    matches: queryMatches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  });
}
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (!window.IntersectionObserver) {
  window.IntersectionObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
if (!window.scrollTo) window.scrollTo = () => {};
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (typeof globalThis.TextEncoder === 'undefined') {
  const { TextEncoder, TextDecoder } = require('node:util');
  globalThis.TextEncoder = TextEncoder;
  globalThis.TextDecoder = TextDecoder;
}

// jsdom logs "Not implemented" for getComputedStyle(el, pseudoElement), which antd's scroll lock
// calls when a Modal opens; the element's own style is what those callers need.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => computedStyle(element);

// antd 6's Select schedules work through MessageChannel, which the jsdom environment does not expose.
// A timer-based pair of ports: node's own MessageChannel would keep jest from exiting.
if (typeof globalThis.MessageChannel === 'undefined') {
  globalThis.MessageChannel = class MessageChannel {
    constructor() {
      const port = () => ({ onmessage: null, start() {}, close() {} });
      this.port1 = port();
      this.port2 = port();
      this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
      this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
    }
  };
}
