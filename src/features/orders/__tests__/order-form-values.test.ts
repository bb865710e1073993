import { validateForm } from '@/lib/validation/rules';
import {
  EMPTY_ORDER,
  orderBody,
  orderRules,
  orderValues,
  parseQuantity,
  serverOrderErrors,
  totalCents,
  unitPriceCents,
} from '../order-form-values';
import type { OrderValues } from '../order-form-values';
import { makeDetail } from './orders-fixtures';

const filled: OrderValues = {
  ...EMPTY_ORDER,
  customer: { id: 7, name: 'María José Gómez', phone: '3312345678' },
  customer_name: '  María José Gómez ',
  customer_phone: ' 3312345678 ',
  address: ' Av. Juárez 100 ',
  zone_id: '1',
  location_id: '',
  product: 'cylinder_30kg',
  quantity: ' 3 ',
  employee_id: '5',
  notes: '   ',
  delivery_date: '2026-11-27',
};

describe('order form values', () => {
  it('works out the total in exact cents', () => {
    // 3 × 722.47 is 2167.4100000000003 in floating point
    expect(totalCents(3, 72247)).toBe(216741);
    expect(totalCents(100_000, 110235)).toBe(11_023_500_000);
    expect(totalCents(null, 72247)).toBeNull();
    expect(totalCents(2, null)).toBeNull();
  });

  it.each([
    ['3', 3],
    [' 12 ', 12],
    ['100000', 100000],
    ['0', null],
    ['100001', null],
    ['1.5', null],
    ['-2', null],
    ['', null],
  ])('reads the quantity %p as %p', (text, expected) => {
    expect(parseQuantity(text)).toBe(expected);
  });

  it('takes the price in force until a price is typed', () => {
    expect(unitPriceCents(filled, 72247)).toBe(72247);
    expect(unitPriceCents(filled, null)).toBeNull();
    expect(unitPriceCents({ ...filled, price_auto: false, unit_price: '700.5' }, 72247)).toBe(
      70050,
    );
    expect(unitPriceCents({ ...filled, price_auto: false, unit_price: '7.005' }, 72247)).toBeNull();
  });

  it('sends the whole order, trimmed, with empty optional fields as null', () => {
    expect(orderBody(filled, 72247)).toEqual({
      customer_id: 7,
      customer_name: 'María José Gómez',
      customer_phone: '3312345678',
      address: 'Av. Juárez 100',
      zone_id: 1,
      location_id: null,
      employee_id: 5,
      product: 'cylinder_30kg',
      quantity: 3,
      unit_price: 722.47,
      payment_method: 'cash',
      notes: null,
      delivery_date: '2026-11-27',
      delivery_window_start: null,
      delivery_window_end: null,
    });
    // no price in force: the server applies its default (the last price used in the zone)
    expect(orderBody(filled, null)).not.toHaveProperty('unit_price');
  });

  it("starts an edit from the order's own price, not the price in force", () => {
    const values = orderValues(makeDetail({ unit_price: 470.1, location_id: null, notes: null }));
    expect(values).toMatchObject({
      unit_price: '470.10',
      price_auto: false,
      location_id: '',
      notes: '',
      customer: { id: 7, name: 'María José Gómez', phone: '3312345678' },
    });
    expect(orderBody(values, 99999).unit_price).toBe(470.1);
  });

  it('checks a wallet payment against the balance, counting what the order already charged', () => {
    const wallet: OrderValues = { ...filled, payment_method: 'wallet' };
    const check = (balanceCents: number | null | 'none', chargedCents = 0) =>
      validateForm(
        wallet,
        orderRules({ priceInForceCents: 72247, balanceCents, chargedCents })(wallet),
      ).payment_method;
    expect(check(216741)).toBeUndefined();
    expect(check(216740)).toEqual({
      key: 'orders:errors.walletShort',
      params: { balance: '$2,167.40', total: '$2,167.41' },
    });
    // editing an order paid with this wallet: its own charge comes back first
    expect(check(100, 216641)).toBeUndefined();
    expect(check('none')).toEqual({ key: 'orders:errors.noWallet' });
    // not known yet: the server decides
    expect(check(null)).toBeUndefined();
    expect(
      validateForm(
        { ...wallet, customer: null },
        orderRules({ priceInForceCents: 72247, balanceCents: null, chargedCents: 0 })({
          ...wallet,
          customer: null,
        }),
      ).payment_method,
    ).toEqual({ key: 'orders:errors.walletNeedsCustomer' });
  });

  it("puts the server's field errors on the form's fields", () => {
    const error = {
      status: 422,
      data: {
        message: 'Los datos enviados no son válidos.',
        errors: {
          customer_id: ['Debe ser un cliente activo.'],
          location_id: ['La ubicación no pertenece a la zona elegida.'],
          status: ['ignored'],
        },
      },
    };
    expect(serverOrderErrors(error)).toEqual({
      customer: { key: 'validation:server', params: { message: 'Debe ser un cliente activo.' } },
      location_id: {
        key: 'validation:server',
        params: { message: 'La ubicación no pertenece a la zona elegida.' },
      },
    });
  });
});
