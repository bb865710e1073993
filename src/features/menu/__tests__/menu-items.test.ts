import { currentMenuItem, menuLabelKey, menuNamespaces, visibleMenuItems } from '../menu-items';

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('the menu of each role', () => {
  it('gives staff the back-office entries with their sub items, and customers their own', () => {
    const staff = visibleMenuItems(['employee']);
    expect(ids(staff)).toEqual(
      expect.arrayContaining(['home', 'users', 'orders', 'zones', 'prices', 'locations']),
    );
    expect(ids(staff)).not.toEqual(expect.arrayContaining(['myOrders']));
    // the audit trail is the administrators' alone; the driver's route the employees' alone
    expect(ids(staff)).not.toContain('audit');
    expect(ids(staff)).toContain('myRoute');
    expect(ids(visibleMenuItems(['admin']))).toEqual([
      ...ids(staff).filter((id) => id !== 'myRoute'),
      'audit',
    ]);
    expect(ids(staff.find((item) => item.id === 'users')?.children ?? [])).toEqual([
      'usersAll',
      'usersCustomers',
      'usersEmployees',
      'usersAdmins',
      'starClients',
    ]);
    expect(ids(staff.find((item) => item.id === 'orders')?.children ?? [])).toEqual([
      'ordersActive',
      'ordersCancelled',
      'ordersBoard',
    ]);
    expect(ids(staff.find((item) => item.id === 'prices')?.children ?? [])).toEqual([
      'pricesRecords',
      'priceMaximums',
    ]);
    expect(ids(visibleMenuItems(['customer']))).toEqual([
      'home',
      'myOrders',
      'myWallet',
      'profile',
    ]);
    // no roles at all: only what needs none
    expect(ids(visibleMenuItems([]))).toEqual(['home']);
    // the guard is off: no session to check, every entry with a screen
    expect(ids(visibleMenuItems(null))).toContain('users');
  });

  it('finds the current entry and sub entry, query included, the most specific first', () => {
    const staff = visibleMenuItems(['admin']);
    const users = staff.find((item) => item.id === 'users');
    const subs = users?.children ?? [];
    expect(currentMenuItem('/', '/users/7', staff)?.id).toBe('users');
    expect(currentMenuItem('/', '/users', subs, '?type=usuario&page=2')?.id).toBe('usersCustomers');
    expect(currentMenuItem('/', '/users', subs, '?page=2')?.id).toBe('usersAll');
    expect(currentMenuItem('/', '/users/star-clients', subs, '')?.id).toBe('starClients');
    const prices = staff.find((item) => item.id === 'prices')?.children ?? [];
    expect(currentMenuItem('/', '/prices/maximums/3/edit', prices)?.id).toBe('priceMaximums');
    expect(currentMenuItem('/', '/prices/7/edit', prices)?.id).toBe('pricesRecords');
    expect(currentMenuItem('/', '/', staff)?.id).toBe('home');
    expect(currentMenuItem('/app', '/app/orders', visibleMenuItems(null))?.id).toBe('orders');
  });

  it("takes an entry's label from its feature's namespace when it names one, else from menu", () => {
    const vehicles = { id: 'zones', label: 'vehicles:menu.title' } as const;
    expect(menuLabelKey({ id: 'zones' })).toBe('menu:items.zones');
    expect(menuLabelKey(vehicles)).toBe('vehicles:menu.title');
    expect(menuNamespaces([{ id: 'home' }, { id: 'zones' }])).toEqual(['menu']);
    expect(menuNamespaces([{ id: 'home' }, vehicles, vehicles])).toEqual(['menu', 'vehicles']);
  });
});
