import {
  MAX_AMOUNT_CENTS,
  centsToPesos,
  formatCents,
  formatPesos,
  parseAmount,
  pesosToCents,
} from '../money';

describe('parseAmount', () => {
  it.each([
    ['10', 1000],
    ['10.5', 1050],
    ['10.50', 1050],
    ['0.05', 5],
    ['.5', 50],
    ['7.', 700],
    [' 150.25 ', 15025],
    ['0010', 1000],
    ['10000000', MAX_AMOUNT_CENTS],
    ['10000000.00', MAX_AMOUNT_CENTS],
  ])('reads %p as %p cents', (text, cents) => {
    expect(parseAmount(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['1,5', 'format'],
    ['1,000.50', 'format'],
    ['abc', 'format'],
    ['1e3', 'format'],
    ['10.5.1', 'format'],
    ['.', 'format'],
    ['+3', 'format'],
    ['-3', 'positive'],
    ['-0.5', 'positive'],
    ['0', 'positive'],
    ['0.00', 'positive'],
    ['10.123', 'decimals'],
    ['0.001', 'decimals'],
    ['10000000.01', 'max'],
    ['99999999999999999999', 'max'],
  ])('refuses %p (%s)', (text, error) => {
    expect(parseAmount(text)).toEqual({ ok: false, error });
  });

  it('adds amounts exactly, where floating point pesos would not', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const a = parseAmount('0.1');
    const b = parseAmount('0.2');
    if (!a.ok || !b.ok) throw new Error('both amounts are valid');
    expect(a.cents + b.cents).toBe(30);
    expect(centsToPesos(a.cents + b.cents)).toBe(0.3);
    expect(JSON.stringify({ amount: centsToPesos(a.cents + b.cents) })).toBe('{"amount":0.3}');
  });
});

describe('cents and pesos at the edges', () => {
  it('sends pesos with at most two decimals', () => {
    for (const cents of [1, 5, 10, 99, 1005, 1050, 123456789, MAX_AMOUNT_CENTS]) {
      const sent = JSON.stringify(centsToPesos(cents));
      expect(sent).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(pesosToCents(JSON.parse(sent) as number)).toBe(cents);
    }
  });

  it('reads a server balance as whole cents', () => {
    expect(pesosToCents(10.05)).toBe(1005);
    expect(pesosToCents(0.3)).toBe(30);
    expect(pesosToCents(1234567.89)).toBe(123456789);
  });

  it('formats Mexican pesos', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatPesos(0.3)).toBe('$0.30');
  });
});
