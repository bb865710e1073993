import {
  check,
  email,
  equalTo,
  max,
  maxLength,
  min,
  minLength,
  pattern,
  required,
  requiredTrue,
  serverMessage,
  validateForm,
} from '@/lib/validation/rules';
import { fieldErrorsFromServer } from '@/lib/validation/server-errors';
import { i18n } from '@/lib/i18n/i18n';

describe('generic validation rules', () => {
  it('required: blank strings, null, undefined and empty lists fail', () => {
    for (const value of ['', '   ', null, undefined, []])
      expect(required()(value)).toEqual({ key: 'validation:required' });
    for (const value of ['a', 0, false, ['x']]) expect(required()(value)).toBeNull();
  });

  it('requiredTrue: only true passes', () => {
    expect(requiredTrue()(true)).toBeNull();
    expect(requiredTrue()(false)).toEqual({ key: 'validation:requiredTrue' });
    expect(requiredTrue()('true')).toEqual({ key: 'validation:requiredTrue' });
  });

  it('email: checks the shape, lets empty values pass', () => {
    expect(email()('admin@gaslp.mx')).toBeNull();
    expect(email()('')).toBeNull();
    expect(email()('admin@gaslp')).toEqual({ key: 'validation:email' });
    expect(email()('no es correo@x.mx')).toEqual({ key: 'validation:email' });
  });

  it('minLength and maxLength carry their bound', () => {
    expect(minLength(8)('1234567')).toEqual({
      key: 'validation:minLength',
      params: { min: 8, actual: 7 },
    });
    expect(minLength(8)('12345678')).toBeNull();
    expect(minLength(8)('')).toBeNull();
    expect(maxLength(3)('abcd')).toEqual({
      key: 'validation:maxLength',
      params: { max: 3, actual: 4 },
    });
    expect(maxLength(3)('abc')).toBeNull();
  });

  it('pattern matches the whole value and may name its message', () => {
    expect(pattern(/\d{1,12}/)('1000')).toBeNull();
    expect(pattern(/\d{1,12}/)('10a0')).toEqual({ key: 'validation:pattern' });
    expect(pattern(/\d+/, 'employeeNumber')('x')).toEqual({ key: 'validation:employeeNumber' });
    expect(pattern(/\d+/g)('12')).toBeNull();
  });

  it('min and max compare numbers and numeric strings', () => {
    expect(min(1)(0)).toEqual({ key: 'validation:min', params: { min: 1 } });
    expect(min(1)('1')).toBeNull();
    expect(max(10)('11')).toEqual({ key: 'validation:max', params: { max: 10 } });
    expect(max(10)(10)).toBeNull();
    expect(max(10)('diez')).toEqual({ key: 'validation:max', params: { max: 10 } });
    expect(min(1)('')).toBeNull();
  });

  it('equalTo compares with another value', () => {
    expect(equalTo('secret', 'passwordMismatch')('other')).toEqual({
      key: 'validation:passwordMismatch',
    });
    expect(equalTo('secret')('secret')).toBeNull();
  });

  it('check answers the first failing rule; validateForm keeps only the failing fields', () => {
    expect(check('', [required(), email()])).toEqual({ key: 'validation:required' });
    expect(check('x', [required(), email()])).toEqual({ key: 'validation:email' });
    expect(
      validateForm(
        { name: '', mail: 'a@b.mx', age: '5' },
        { name: [required()], mail: [required(), email()], age: [min(18)] },
      ),
    ).toEqual({
      name: { key: 'validation:required' },
      age: { key: 'validation:min', params: { min: 18 } },
    });
  });

  it('reads the per-field messages of a server answer', () => {
    expect(
      fieldErrorsFromServer({
        status: 409,
        data: { message: 'Conflicto', errors: { email: ['Ya está registrado.'], x: [1] } },
      }),
    ).toEqual({ email: ['Ya está registrado.'] });
    expect(fieldErrorsFromServer({ status: 'FETCH_ERROR', error: 'x' })).toEqual({});
    expect(fieldErrorsFromServer(undefined)).toEqual({});
  });

  it('has a message in every language for every rule, with its parameters', async () => {
    await i18n.loadNamespaces('validation');
    const t = i18n.getFixedT('es-ES');
    const failing = [
      required()(''),
      requiredTrue()(false),
      email()('x'),
      minLength(8)('abc'),
      maxLength(2)('abc'),
      pattern(/\d/)('x'),
      min(3)(1),
      max(3)(5),
      serverMessage('Ya está registrado.'),
    ];
    const texts = failing.map((found) => (found ? t(found.key, found.params) : ''));
    expect(texts).toEqual([
      'Este campo es obligatorio',
      'Debes marcar esta casilla',
      'Introduce un correo electrónico válido',
      'Debe tener al menos 8 caracteres',
      'Debe tener como máximo 2 caracteres',
      'El formato no es válido',
      'El valor mínimo es 3',
      'El valor máximo es 3',
      'Ya está registrado.',
    ]);
    await i18n.loadLanguages('en-US');
    expect(i18n.getFixedT('en-US')('validation:minLength', { min: 8 })).toBe(
      'Must be at least 8 characters long',
    );
  });
});
