import { PRODUCTS, isProduct, unitOf } from '../products';

describe('the products', () => {
  it('are the four cylinders and stationary gas, in the order the screens offer them', () => {
    expect(PRODUCTS).toEqual([
      'cylinder_10kg',
      'cylinder_20kg',
      'cylinder_30kg',
      'cylinder_45kg',
      'stationary_litre',
    ]);
    expect(PRODUCTS.filter(isProduct)).toEqual(PRODUCTS);
    expect([undefined, '', 'cylinder_kg', 'CYLINDER_10KG', 10].some(isProduct)).toBe(false);
  });

  it('sells cylinders per unit and stationary gas per litre', () => {
    expect(PRODUCTS.map(unitOf)).toEqual(['units', 'units', 'units', 'units', 'litres']);
  });
});
