// The screen tests' visibility and role checks read getComputedStyle, which the test environment
// computes from the rules that may match an element by the rightmost part of their selector
// (test/jsdom-rule-index.cjs): the cascade must stay the one a browser computes.
function styled(css: string, html: string): HTMLElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  document.body.innerHTML = html;
  return document.getElementById('target') as HTMLElement;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test('a rule applies by class, id or descendant, and the later one wins', () => {
  const target = styled(
    '.card .title { display: none } #target { visibility: hidden }',
    '<section class="card"><p id="target" class="title">Hola</p></section>',
  );
  expect(getComputedStyle(target).display).toBe('none');
  expect(getComputedStyle(target).visibility).toBe('hidden');

  const later = styled(
    '.card .title { display: none } section > p.title { display: block }',
    '<section class="card"><p id="target" class="title">Hola</p></section>',
  );
  expect(getComputedStyle(later).display).toBe('block');
});

test('selector lists, screen media, attributes and :not() are matched; other media are not', () => {
  const target = styled(
    `a, .x[data-state="open"] { display: none }
     @media screen { :not(.other) { visibility: hidden } }
     @media print { .x { display: inline } }`,
    '<div id="target" class="x" data-state="open">Hola</div>',
  );
  expect(getComputedStyle(target).display).toBe('none');
  expect(getComputedStyle(target).visibility).toBe('hidden');
});

test('a rule added later, and the inline style, are taken into account', () => {
  const target = styled('.x { display: none }', '<div id="target" class="x">Hola</div>');
  expect(target).not.toBeVisible();
  const later = document.createElement('style');
  later.textContent = '.x { display: flex }';
  document.head.append(later);
  expect(getComputedStyle(target).display).toBe('flex');
  target.style.display = 'none';
  expect(target).not.toBeVisible();
});
