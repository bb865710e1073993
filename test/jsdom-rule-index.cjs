// jsdom's getComputedStyle (which Testing Library calls for every role query, accessible name and
// visibility check, and Popper for every placement) matches EVERY rule of every style sheet
// against the element: with MUI's emotion rules that was over a third of the screen tests' CPU.
// Browsers first pick the rules that could match by the rightmost part of their selector (its
// id, a class, or its tag); this does the same, then asks jsdom's own matcher about each of those
// candidates only, in the sheets' order, so the cascade is the one jsdom computes.
//
// It replaces style-rules.js' getDeclarationForElement before jsdom's window module reads it, so
// it must be required before jest-environment-jsdom. If jsdom changes these internals, the
// environment throws at start (see `install`), rather than silently measuring something else.
const styleRules = require('jsdom/lib/jsdom/living/helpers/style-rules.js');
const { matchesDontThrow } = require('jsdom/lib/jsdom/living/helpers/selectors.js');
const defaultStyleSheet = require('jsdom/lib/jsdom/browser/default-stylesheet.js');
const cssom = require('rrweb-cssom');
const { CSSStyleDeclaration: Declaration } = require('cssstyle');

const { forEach } = Array.prototype;

/**
 * Walks a selector's characters outside quotes and escapes, with the depth of () and [] each is
 * at; `visit(char, index, depth)` sees every such character.
 */
function walkTopLevel(text, visit) {
  let depth = 0;
  let quote = null;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (quote !== null) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else {
      if (char === ')' || char === ']') depth -= 1;
      visit(char, index, depth);
      if (char === '(' || char === '[') depth += 1;
    }
  }
}

/** Splits at top-level commas (not inside (), [] or quotes). */
function splitSelectorList(text) {
  const parts = [];
  let start = 0;
  walkTopLevel(text, (char, index, depth) => {
    if (char === ',' && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  });
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter((part) => part !== '');
}

/**
 * The bucket of one selector: `#id`, `.class` or the tag of its rightmost compound (outside any
 * parentheses or brackets), or `*` when it names none of them (or escapes one).
 */
function bucketOf(selector) {
  // the rightmost compound: after the last combinator at the top level
  let start = 0;
  walkTopLevel(selector, (char, index, depth) => {
    if (depth === 0 && (char === ' ' || char === '>' || char === '+' || char === '~'))
      start = index + 1;
  });
  const compound = selector.slice(start);
  if (compound.includes('\\')) return '*';
  // the compound's own simple selectors: drop what is inside () and []
  let plain = '';
  walkTopLevel(compound, (char, _index, depth) => {
    if (depth === 0 && !'()[]'.includes(char)) plain += char;
  });
  const id = /#(-?[_a-zA-Z][\w-]*)/.exec(plain);
  if (id) return `#${id[1]}`;
  const className = /\.(-?[_a-zA-Z][\w-]*)/.exec(plain);
  if (className) return `.${className[1]}`;
  const tag = /^([a-zA-Z][\w-]*)/.exec(plain);
  if (tag) return tag[1].toLowerCase();
  return '*';
}

let parsedDefault;

/** The style rules in cascade order (the default sheet, then the document's), screen media in. */
function rulesOf(documentImpl) {
  parsedDefault ??= cssom.parse(defaultStyleSheet);
  const rules = [];
  const addSheet = (sheet) => {
    for (const rule of sheet.cssRules) {
      if (rule.media) {
        if (Array.prototype.indexOf.call(rule.media, 'screen') !== -1)
          for (const inner of rule.cssRules) if (inner.selectorText) rules.push(inner);
      } else if (rule.selectorText) rules.push(rule);
    }
  };
  addSheet(parsedDefault);
  for (const sheet of documentImpl.styleSheets._list) addSheet(sheet);
  return rules;
}

/** What the sheets are now: each sheet and its number of rules (a change rebuilds the index). */
function signatureOf(documentImpl) {
  const sheets = documentImpl.styleSheets._list;
  const signature = new Array(sheets.length * 2);
  sheets.forEach((sheet, index) => {
    signature[index * 2] = sheet;
    signature[index * 2 + 1] = sheet.cssRules.length;
  });
  return signature;
}

const sameSignature = (a, b) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** The rules by bucket, each rule with its place in the cascade. */
function ruleIndexOf(documentImpl) {
  const signature = signatureOf(documentImpl);
  const known = documentImpl._ruleIndex;
  if (known !== undefined && sameSignature(known.signature, signature)) return known;
  const buckets = new Map();
  rulesOf(documentImpl).forEach((rule, order) => {
    const keys = new Set(splitSelectorList(rule.selectorText).map(bucketOf));
    for (const key of keys) {
      let bucket = buckets.get(key);
      if (bucket === undefined) buckets.set(key, (bucket = []));
      bucket.push({ rule, order });
    }
  });
  const index = { signature, buckets };
  documentImpl._ruleIndex = index;
  return index;
}

/** The rules that may match an element, in cascade order, each once. */
function candidatesFor(elementImpl, buckets) {
  const found = new Map();
  const add = (key) => {
    const bucket = buckets.get(key);
    if (bucket !== undefined) for (const entry of bucket) found.set(entry.order, entry.rule);
  };
  add('*');
  add(elementImpl._localName.toLowerCase());
  const id = elementImpl.getAttributeNS(null, 'id');
  if (id) add(`#${id}`);
  const classes = elementImpl.getAttributeNS(null, 'class');
  if (classes) for (const name of classes.split(/\s+/)) if (name !== '') add(`.${name}`);
  return [...found.entries()].sort((a, b) => a[0] - b[0]).map((entry) => entry[1]);
}

/** jsdom's getDeclarationForElement, on the candidate rules only (same cache, same cascade). */
function getDeclarationForElement(elementImpl) {
  const documentImpl = elementImpl._ownerDocument;
  let styleCache = documentImpl._styleCache;
  if (!styleCache) styleCache = documentImpl._styleCache = new WeakMap();
  const cached = styleCache.get(elementImpl);
  if (cached) return cached;

  const declaration = new Declaration();
  const handleProperty = (style, property) => {
    const value = style.getPropertyValue(property);
    if (value === 'unset') declaration.removeProperty(property);
    else declaration.setProperty(property, value, style.getPropertyPriority(property));
  };
  for (const rule of candidatesFor(elementImpl, ruleIndexOf(documentImpl).buckets)) {
    if (matchesDontThrow(elementImpl, rule.selectorText))
      forEach.call(rule.style, (property) => handleProperty(rule.style, property));
  }
  forEach.call(elementImpl.style, (property) => handleProperty(elementImpl.style, property));
  styleCache.set(elementImpl, declaration);
  return declaration;
}

/** Installs the indexed cascade; throws when jsdom's internals are not what it replaces. */
function install() {
  if (typeof styleRules.getDeclarationForElement !== 'function')
    throw new Error('jsdom-rule-index: style-rules.js has no getDeclarationForElement');
  if (require.cache[require.resolve('jsdom/lib/jsdom/browser/Window.js')] !== undefined)
    throw new Error('jsdom-rule-index: install it before jsdom loads its window module');
  const original = styleRules.getDeclarationForElement;
  // JSDOM_RULE_INDEX_CHECK=1: every declaration is computed both ways and must be the same
  styleRules.getDeclarationForElement =
    process.env.JSDOM_RULE_INDEX_CHECK === '1'
      ? (elementImpl) => {
          elementImpl._ownerDocument._styleCache = null;
          const expected = original(elementImpl).cssText;
          elementImpl._ownerDocument._styleCache = null;
          const actual = getDeclarationForElement(elementImpl);
          if (actual.cssText !== expected)
            throw new Error(
              `jsdom-rule-index: <${elementImpl._localName} class="${String(elementImpl.getAttributeNS(null, 'class'))}"> ${actual.cssText} instead of ${expected}`,
            );
          return actual;
        }
      : getDeclarationForElement;
}

module.exports = { install, bucketOf, splitSelectorList };
