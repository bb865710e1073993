// Who may do what, for every operation of the contract: the expected status for an anonymous
// caller, a customer, an employee and an administrator, written once in the table below, and for
// the calls on a user's own things, once on their own and once on someone else's. Calls that
// change or remove something get a fresh object for each caller, so no row depends on another.
import openapi from '../../openapi/openapi.json';
import {
  type CallOptions,
  createTestApp,
  demoAccounts,
  firstLocation,
  pictureForm,
  type TestApp,
} from './helper';

type Who = 'anonymous' | 'customer' | 'employee' | 'admin';
const WHO: readonly Who[] = ['anonymous', 'customer', 'employee', 'admin'];

/** Expected statuses, in the order anonymous, customer, employee, admin. */
type Expected = readonly [number, number, number, number];

interface Caller {
  who: Who;
  token: string | undefined;
  /** The caller's own user id (0 for anonymous). */
  id: number;
}

type Request = Omit<CallOptions, 'token'>;

interface Row {
  operationId: string;
  /** What the row is about, when an operation has several rows (own / another's). */
  variant?: 'own' | "another's";
  request: (caller: Caller) => Request | Promise<Request>;
  expected: Expected;
}

let t: TestApp;
const tokens: Record<Exclude<Who, 'anonymous'>, string> = { customer: '', employee: '', admin: '' };
const ids = { customer: 0, employee: 0, admin: 0, other: 0, zone: 0, location: 0 };
const wallets = { customer: 0, other: 0 };
const orders = { customer: 0, other: 0 };
let poll = 0;
let price = 0;
let maximum = 0;
let unique = 0;
const next = () => {
  unique += 1;
  return unique;
};

/** A call made as the administrator while preparing; it must succeed. */
async function asAdmin<T = { id: number }>(request: Request): Promise<T> {
  const response = await t.call({ ...request, token: tokens.admin });
  if (response.statusCode >= 300)
    throw new Error(
      `${request.method} ${request.url}: ${String(response.statusCode)} ${response.body}`,
    );
  return response.json<T>();
}

const dayAfter = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const zoneBody = () => ({ name: `Zona matriz ${String(next())}`, phone: null, description: null });
const locationBody = () => ({ name: `Ubicación matriz ${String(next())}`, zone_id: ids.zone });
const customerBody = () => {
  const n = next();
  return {
    name: 'Cliente',
    last_name: `Matriz ${String(n)}`,
    email: `matriz${String(n)}@example.mx`,
    password: 'Matriz123!',
    type_user: 'usuario',
    zone_id: ids.zone,
  };
};
const orderBody = (customerId: number | null = null) => ({
  customer_id: customerId,
  customer_name: 'Rosa Elena Martínez',
  customer_phone: '33 3614 2200',
  address: 'Av. Juárez 120, Centro, Guadalajara',
  zone_id: ids.zone,
  location_id: ids.location,
  product: 'cylinder_20kg',
  quantity: 1,
  unit_price: 450,
  payment_method: 'cash',
});
const vehicleBody = () => ({
  // a plate per call: VEH-101, VEH-102, …
  plate: `VEH-${String(100 + next())}`,
  kind: 'tank_truck',
  capacity: 5000,
  zone_id: ids.zone,
});
const pollBody = () => ({
  title: `Encuesta matriz ${String(next())}`,
  questions: [{ text: '¿Cómo le atendimos?', kind: 'text' }],
});
const priceBody = () => ({
  zone_id: ids.zone,
  product: 'cylinder_20kg',
  price: 400,
  // one price per zone, product and day: a new day for each
  effective_from: dayAfter('2020-01-05', next()),
});
const maximumBody = () => ({
  zone_id: ids.zone,
  product_kind: 'cylinder_kg',
  // a week starts on a Sunday; one maximum per zone, kind and week: a new week for each
  week_start: dayAfter('2019-01-06', 7 * next()),
  max: 30,
});

const fresh = {
  zone: async () => (await asAdmin({ method: 'POST', url: '/api/zones', payload: zoneBody() })).id,
  location: async () =>
    (await asAdmin({ method: 'POST', url: '/api/locations', payload: locationBody() })).id,
  customer: async () =>
    (await asAdmin({ method: 'POST', url: '/api/users', payload: customerBody() })).id,
  order: async () =>
    (await asAdmin({ method: 'POST', url: '/api/orders', payload: orderBody() })).id,
  vehicle: async () =>
    (await asAdmin({ method: 'POST', url: '/api/vehicles', payload: vehicleBody() })).id,
  poll: async () => (await asAdmin({ method: 'POST', url: '/api/polls', payload: pollBody() })).id,
  price: async () =>
    (await asAdmin({ method: 'POST', url: '/api/prices', payload: priceBody() })).id,
  maximum: async () =>
    (await asAdmin({ method: 'PUT', url: '/api/price-maximums', payload: maximumBody() })).id,
};
const deleted = async (
  kind: 'zones' | 'locations' | 'vehicles' | 'users' | 'orders' | 'polls' | 'prices',
) => {
  const factory = {
    zones: fresh.zone,
    locations: fresh.location,
    vehicles: fresh.vehicle,
    users: fresh.customer,
    orders: fresh.order,
    polls: fresh.poll,
    prices: fresh.price,
  }[kind];
  const id = await factory();
  await asAdmin({ method: 'DELETE', url: `/api/${kind}/${String(id)}` });
  return id;
};

/** A cylinder truck for the delivery routes' rows (one route a day: each route takes a new day). */
let routeTruck = 0;
const routeDay = () => dayAfter('2032-01-01', next());
const routeBody = async () => {
  if (routeTruck === 0)
    routeTruck = (
      await asAdmin({
        method: 'POST',
        url: '/api/vehicles',
        payload: { ...vehicleBody(), kind: 'cylinder_truck', capacity: 100 },
      })
    ).id;
  return { route_date: routeDay(), vehicle_id: routeTruck, driver_id: ids.employee };
};
interface FreshRoute {
  id: number;
  orderId: number;
  stopId: number;
}
/** A route with one stop, planned, out (left), or closed (delivered and counted). */
async function freshRoute(status: 'planned' | 'out' | 'closed' = 'planned'): Promise<FreshRoute> {
  const { id } = await asAdmin({
    method: 'POST',
    url: '/api/delivery-routes',
    payload: await routeBody(),
  });
  const orderId = await fresh.order();
  const route = await asAdmin<{ stops: { id: number }[] }>({
    method: 'POST',
    url: `/api/delivery-routes/${String(id)}/stops`,
    payload: { order_id: orderId },
  });
  const stopId = route.stops[0]?.id ?? 0;
  if (status !== 'planned')
    await asAdmin({ method: 'POST', url: `/api/delivery-routes/${String(id)}/depart` });
  if (status === 'closed') {
    await asAdmin({
      method: 'POST',
      url: `/api/delivery-routes/${String(id)}/stops/${String(stopId)}/outcome`,
      payload: { outcome: 'delivered' },
    });
    await asAdmin({
      method: 'POST',
      url: `/api/delivery-routes/${String(id)}/close`,
      payload: { cash_counted: 450 },
    });
  }
  return { id, orderId, stopId };
}

/** The user a row is about: the caller (own) or the other customer (another's). */
const ownId = (caller: Caller) => (caller.who === 'anonymous' ? ids.customer : caller.id);

const STAFF: Expected = [401, 403, 200, 200];
const STAFF_CREATED: Expected = [401, 403, 201, 201];
const ADMIN_ONLY: Expected = [401, 403, 403, 200];
const SIGNED_IN: Expected = [401, 200, 200, 200];
const ADMIN_CREATED: Expected = [401, 403, 403, 201];

const rows: Row[] = [
  // public
  {
    operationId: 'getHealth',
    request: () => ({ method: 'GET', url: '/api/health' }),
    expected: [200, 200, 200, 200],
  },
  {
    // staff only; no export runs here, so staff get 404 (the progress of their own running
    // exports is in export-progress.test.ts)
    operationId: 'getExportProgress',
    request: () => ({ method: 'GET', url: '/api/exports/0b6f3a52-55d4-4c2e-9a43-5a1f2b3c4d5e' }),
    expected: [401, 403, 404, 404],
  },
  {
    operationId: 'loginByEmail',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: demoAccounts.customer.email, password: demoAccounts.customer.password },
    }),
    expected: [200, 200, 200, 200],
  },
  {
    operationId: 'loginByNumber',
    request: () => ({
      method: 'POST',
      url: '/auth/login',
      payload: { number: demoAccounts.employee.number, password: demoAccounts.employee.password },
    }),
    expected: [200, 200, 200, 200],
  },
  {
    operationId: 'register',
    request: () => {
      const n = next();
      return {
        method: 'POST',
        url: '/api/auth/register',
        payload: {
          full_name: `Nuevo Registro ${String(n)}`,
          number: String(50_000 + n),
          username: `registro${String(n)}`,
          email: `registro${String(n)}@example.mx`,
          password: 'Registro123!',
          password_confirmation: 'Registro123!',
        },
      };
    },
    expected: [200, 200, 200, 200],
  },
  {
    operationId: 'sendResetEmail',
    request: () => ({
      method: 'POST',
      url: '/auth/sendEmail',
      payload: { email: 'nadie@example.mx', number: '99999' },
    }),
    expected: [200, 200, 200, 200],
  },
  {
    operationId: 'resetPassword',
    request: () => ({
      method: 'POST',
      url: '/auth/resetPassword',
      payload: {
        email: 'nadie@example.mx',
        token: 'AAAAA-AAAAA',
        password: 'Nueva123!x',
        password_confirmation: 'Nueva123!x',
      },
    }),
    expected: [422, 422, 422, 422],
  },

  // the session
  {
    operationId: 'getCurrentUser',
    request: () => ({ method: 'GET', url: '/api/auth/me' }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'logout',
    // a session of its own, so that the caller's token stays valid for the other rows
    request: async (caller) => {
      const headers: Record<string, string> = {};
      if (caller.who !== 'anonymous') headers.authorization = `Bearer ${await t.login(caller.who)}`;
      return { method: 'POST', url: '/auth/logout', headers };
    },
    expected: [401, 200, 200, 200],
  },
  {
    operationId: 'changePassword',
    variant: 'own',
    request: (caller) => {
      const account = caller.who === 'anonymous' ? demoAccounts.customer : demoAccounts[caller.who];
      // a wrong current password: each caller reaches the password check, and nothing changes
      return {
        method: 'POST',
        url: '/api/users/changePassword',
        payload: {
          username: account.email,
          password: 'wrong-password',
          new_password: 'Otra123!xx',
        },
      };
    },
    expected: [401, 422, 422, 422],
  },
  {
    operationId: 'changePassword',
    variant: "another's",
    request: () => ({
      method: 'POST',
      url: '/api/users/changePassword',
      payload: {
        username: 'matriz-otro@example.mx',
        password: demoAccounts.admin.password,
        new_password: 'Otra123!xx',
      },
    }),
    // an administrator may set anyone's password, proving their own
    expected: [401, 403, 403, 200],
  },

  // users
  {
    operationId: 'createUser',
    request: () => ({ method: 'POST', url: '/api/users', payload: customerBody() }),
    expected: STAFF_CREATED,
  },
  {
    operationId: 'getUser',
    variant: 'own',
    request: (c) => ({ method: 'GET', url: `/api/users/${String(ownId(c))}` }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getUser',
    variant: "another's",
    request: () => ({ method: 'GET', url: `/api/users/${String(ids.other)}` }),
    expected: [401, 403, 200, 200],
  },
  {
    operationId: 'updateUser',
    variant: 'own',
    request: async (c) => {
      const user = await asAdmin<Record<string, unknown>>({
        method: 'GET',
        url: `/api/users/${String(ownId(c))}`,
      });
      return {
        method: 'PUT',
        url: `/api/users/${String(ownId(c))}`,
        payload: {
          name: user.name,
          last_name: user.last_name,
          email: user.email,
          type_user: user.type_user,
          phone: '33 1111 2222',
        },
      };
    },
    expected: SIGNED_IN,
  },
  {
    operationId: 'updateUser',
    variant: "another's",
    request: async () => {
      const id = await fresh.customer();
      const user = await asAdmin<Record<string, unknown>>({
        method: 'GET',
        url: `/api/users/${String(id)}`,
      });
      return {
        method: 'PUT',
        url: `/api/users/${String(id)}`,
        payload: {
          name: user.name,
          last_name: user.last_name,
          email: user.email,
          type_user: 'usuario',
          phone: '33 3333 4444',
        },
      };
    },
    expected: [401, 403, 200, 200],
  },
  {
    operationId: 'deleteUser',
    request: async () => ({
      method: 'DELETE',
      url: `/api/users/${String(await fresh.customer())}`,
    }),
    expected: STAFF,
  },
  {
    operationId: 'restoreUser',
    request: async () => ({
      method: 'GET',
      url: `/api/users/${String(await deleted('users'))}/restore`,
    }),
    expected: STAFF,
  },
  {
    operationId: 'getClient',
    variant: 'own',
    request: (c) => ({ method: 'GET', url: `/api/users/client/${String(ownId(c))}` }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getClient',
    variant: "another's",
    request: () => ({ method: 'GET', url: `/api/users/client/${String(ids.other)}` }),
    expected: [401, 403, 200, 200],
  },
  {
    operationId: 'getUsersAll',
    request: () => ({ method: 'GET', url: '/api/users/all' }),
    expected: STAFF,
  },
  {
    operationId: 'getUsersByType',
    request: () => ({ method: 'GET', url: '/api/users/all/usuario' }),
    expected: STAFF,
  },
  {
    operationId: 'getUsersPaginated',
    request: () => ({ method: 'GET', url: '/api/users/paginated/1/10' }),
    expected: STAFF,
  },
  {
    operationId: 'getUsersPaginatedSearch',
    request: () => ({ method: 'GET', url: '/api/users/paginated/1/10/cliente' }),
    expected: STAFF,
  },
  {
    operationId: 'exportUsersExcel',
    request: () => ({ method: 'GET', url: '/api/users/list/excel/all' }),
    expected: STAFF,
  },
  {
    operationId: 'exportUsersPdf',
    request: () => ({ method: 'GET', url: '/api/users/list/pdf/all' }),
    expected: STAFF,
  },
  {
    operationId: 'getStarClients',
    request: () => ({ method: 'GET', url: '/api/users/starclients/list/2020-01-01/2020-12-31' }),
    expected: STAFF,
  },
  {
    operationId: 'exportStarClientsExcel',
    request: () => ({ method: 'GET', url: '/api/users/starclients/excel/2020-01-01/2020-12-31' }),
    expected: STAFF,
  },
  {
    operationId: 'exportStarClientsPdf',
    request: () => ({ method: 'GET', url: '/api/users/starclients/pdf/2020-01-01/2020-12-31' }),
    expected: STAFF,
  },
  {
    operationId: 'uploadProfilePicture',
    variant: 'own',
    request: (c) => ({
      method: 'POST',
      url: `/api/users/profilepicture/${String(ownId(c))}`,
      payload: pictureForm(),
    }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'uploadProfilePicture',
    variant: "another's",
    request: () => ({
      method: 'POST',
      url: `/api/users/profilepicture/${String(ids.other)}`,
      payload: pictureForm(),
    }),
    expected: [401, 403, 200, 200],
  },
  {
    operationId: 'getProfilePicture',
    variant: 'own',
    request: async (c) => {
      await t.call({
        method: 'POST',
        url: `/api/users/profilepicture/${String(ownId(c))}`,
        payload: pictureForm(),
        token: tokens.admin,
      });
      return { method: 'GET', url: `/api/users/profilepicture/${String(ownId(c))}` };
    },
    expected: SIGNED_IN,
  },
  {
    operationId: 'getProfilePicture',
    variant: "another's",
    request: () => ({ method: 'GET', url: `/api/users/profilepicture/${String(ids.other)}` }),
    expected: [401, 403, 200, 200],
  },

  // wallets
  {
    operationId: 'getUserWallet',
    variant: 'own',
    request: () => ({ method: 'GET', url: `/api/users/${String(ids.customer)}/wallet` }),
    // staff look at the customer's wallet here: their own wallets are refused (nobody moves
    // money in their own wallet)
    expected: SIGNED_IN,
  },
  {
    operationId: 'getUserWallet',
    variant: "another's",
    request: () => ({ method: 'GET', url: `/api/users/${String(ids.other)}/wallet` }),
    expected: [401, 403, 200, 200],
  },
  {
    operationId: 'getWalletHistoricals',
    variant: 'own',
    request: () => ({
      method: 'GET',
      url: `/api/wallets/${String(wallets.customer)}/historicals/1/10`,
    }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getWalletHistoricals',
    variant: "another's",
    request: () => ({
      method: 'GET',
      url: `/api/wallets/${String(wallets.other)}/historicals/1/10`,
    }),
    expected: [401, 403, 200, 200],
  },
  {
    operationId: 'createWallet',
    request: async () => ({
      method: 'POST',
      url: '/api/wallets',
      payload: { user_id: await fresh.customer(), amount: 0 },
    }),
    expected: STAFF_CREATED,
  },
  {
    operationId: 'createHistorical',
    request: () => ({
      method: 'POST',
      url: '/api/historicals',
      payload: {
        user_id: ids.other,
        wallet_id: wallets.other,
        type_movement: 'credit',
        amount: 10,
        message: 'Abono de la matriz',
      },
    }),
    expected: STAFF_CREATED,
  },

  // zones and locations
  {
    operationId: 'getZonesAll',
    request: () => ({ method: 'GET', url: '/api/zones/all' }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getZone',
    request: () => ({ method: 'GET', url: `/api/zones/${String(ids.zone)}` }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getZonesPaginated',
    request: () => ({ method: 'GET', url: '/api/zones/paginated/1/10' }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getZonesPaginatedSearch',
    request: () => ({ method: 'GET', url: '/api/zones/paginated/1/10/zona' }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'createZone',
    request: () => ({ method: 'POST', url: '/api/zones', payload: zoneBody() }),
    expected: STAFF_CREATED,
  },
  {
    operationId: 'updateZone',
    request: async () => ({
      method: 'PUT',
      url: `/api/zones/${String(await fresh.zone())}`,
      payload: zoneBody(),
    }),
    expected: STAFF,
  },
  {
    operationId: 'deleteZone',
    request: async () => ({ method: 'DELETE', url: `/api/zones/${String(await fresh.zone())}` }),
    expected: STAFF,
  },
  {
    operationId: 'restoreZone',
    request: async () => ({
      method: 'POST',
      url: `/api/zones/${String(await deleted('zones'))}/restore`,
      payload: {},
    }),
    expected: STAFF,
  },
  {
    operationId: 'getLocationsAll',
    request: () => ({ method: 'GET', url: '/api/locations/all' }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getLocation',
    request: () => ({ method: 'GET', url: `/api/locations/${String(ids.location)}` }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getLocationsPaginated',
    request: () => ({ method: 'GET', url: '/api/locations/paginated/1/10' }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getLocationsPaginatedSearch',
    request: () => ({ method: 'GET', url: '/api/locations/paginated/1/10/centro' }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'createLocation',
    request: () => ({ method: 'POST', url: '/api/locations', payload: locationBody() }),
    expected: STAFF_CREATED,
  },
  {
    operationId: 'updateLocation',
    request: async () => ({
      method: 'PUT',
      url: `/api/locations/${String(await fresh.location())}`,
      payload: locationBody(),
    }),
    expected: STAFF,
  },
  {
    operationId: 'deleteLocation',
    request: async () => ({
      method: 'DELETE',
      url: `/api/locations/${String(await fresh.location())}`,
    }),
    expected: STAFF,
  },
  {
    operationId: 'restoreLocation',
    request: async () => ({
      method: 'POST',
      url: `/api/locations/${String(await deleted('locations'))}/restore`,
      payload: {},
    }),
    expected: STAFF,
  },

  // vehicles: staff read them, administrators change them
  {
    operationId: 'getVehiclesAll',
    request: () => ({ method: 'GET', url: '/api/vehicles/all' }),
    expected: STAFF,
  },
  {
    operationId: 'getVehicle',
    request: async () => ({ method: 'GET', url: `/api/vehicles/${String(await fresh.vehicle())}` }),
    expected: STAFF,
  },
  {
    operationId: 'getVehiclesPaginated',
    request: () => ({ method: 'GET', url: '/api/vehicles/paginated/1/10?trashed=with' }),
    expected: STAFF,
  },
  {
    operationId: 'getVehiclesPaginatedSearch',
    request: () => ({ method: 'GET', url: '/api/vehicles/paginated/1/10/veh' }),
    expected: STAFF,
  },
  {
    operationId: 'createVehicle',
    request: () => ({ method: 'POST', url: '/api/vehicles', payload: vehicleBody() }),
    expected: ADMIN_CREATED,
  },
  {
    operationId: 'updateVehicle',
    request: async () => ({
      method: 'PUT',
      url: `/api/vehicles/${String(await fresh.vehicle())}`,
      payload: vehicleBody(),
    }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'deleteVehicle',
    request: async () => ({
      method: 'DELETE',
      url: `/api/vehicles/${String(await fresh.vehicle())}`,
    }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'restoreVehicle',
    request: async () => ({
      method: 'POST',
      url: `/api/vehicles/${String(await deleted('vehicles'))}/restore`,
      payload: {},
    }),
    expected: ADMIN_ONLY,
  },

  // delivery routes: staff plan and run them, customers are refused, administrators reopen
  {
    operationId: 'listDeliveryRoutes',
    request: () => ({ method: 'GET', url: '/api/delivery-routes?date=2032-01-01' }),
    expected: STAFF,
  },
  {
    operationId: 'getDispatchBoard',
    request: () => ({ method: 'GET', url: '/api/delivery-routes/board/2032-01-01' }),
    expected: STAFF,
  },
  {
    operationId: 'getDispatchBoardVersion',
    request: () => ({ method: 'GET', url: '/api/delivery-routes/board/2032-01-01/version' }),
    expected: STAFF,
  },
  {
    operationId: 'getMyDeliveryRoutes',
    request: () => ({ method: 'GET', url: '/api/delivery-routes/mine/2032-01-01' }),
    expected: STAFF,
  },
  {
    operationId: 'getDeliveryRoute',
    request: async () => ({
      method: 'GET',
      url: `/api/delivery-routes/${String((await freshRoute()).id)}`,
    }),
    expected: STAFF,
  },
  {
    operationId: 'createDeliveryRoute',
    request: async () => ({
      method: 'POST',
      url: '/api/delivery-routes',
      payload: await routeBody(),
    }),
    expected: STAFF_CREATED,
  },
  {
    operationId: 'updateDeliveryRoute',
    request: async () => ({
      method: 'PUT',
      url: `/api/delivery-routes/${String((await freshRoute()).id)}`,
      payload: await routeBody(),
    }),
    expected: STAFF,
  },
  {
    operationId: 'deleteDeliveryRoute',
    request: async () => ({
      method: 'DELETE',
      url: `/api/delivery-routes/${String((await freshRoute()).id)}`,
    }),
    expected: STAFF,
  },
  {
    operationId: 'addDeliveryStop',
    request: async () => ({
      method: 'POST',
      url: `/api/delivery-routes/${String((await freshRoute()).id)}/stops`,
      payload: { order_id: await fresh.order() },
    }),
    expected: STAFF,
  },
  {
    operationId: 'removeDeliveryStop',
    request: async () => {
      const route = await freshRoute();
      return {
        method: 'DELETE',
        url: `/api/delivery-routes/${String(route.id)}/stops/${String(route.stopId)}`,
      };
    },
    expected: STAFF,
  },
  {
    operationId: 'moveDeliveryStop',
    request: async () => {
      const [from, to] = [await freshRoute(), await freshRoute()];
      return {
        method: 'POST',
        url: `/api/delivery-routes/${String(from.id)}/stops/${String(from.stopId)}/move`,
        payload: { route_id: to.id },
      };
    },
    expected: STAFF,
  },
  {
    operationId: 'reorderDeliveryStops',
    request: async () => {
      const route = await freshRoute();
      return {
        method: 'PUT',
        url: `/api/delivery-routes/${String(route.id)}/stops`,
        payload: { order_ids: [route.orderId] },
      };
    },
    expected: STAFF,
  },
  {
    operationId: 'departDeliveryRoute',
    request: async () => ({
      method: 'POST',
      url: `/api/delivery-routes/${String((await freshRoute()).id)}/depart`,
    }),
    expected: STAFF,
  },
  {
    operationId: 'recordDeliveryOutcome',
    request: async () => {
      const route = await freshRoute('out');
      return {
        method: 'POST',
        url: `/api/delivery-routes/${String(route.id)}/stops/${String(route.stopId)}/outcome`,
        payload: { outcome: 'not_delivered', reason: 'no_access', then: 'return' },
      };
    },
    expected: STAFF,
  },
  {
    operationId: 'closeDeliveryRoute',
    request: async () => {
      const route = await freshRoute('out');
      await asAdmin({
        method: 'POST',
        url: `/api/delivery-routes/${String(route.id)}/stops/${String(route.stopId)}/outcome`,
        payload: { outcome: 'delivered' },
      });
      return {
        method: 'POST',
        url: `/api/delivery-routes/${String(route.id)}/close`,
        payload: { cash_counted: 450 },
      };
    },
    expected: STAFF,
  },
  {
    operationId: 'reopenDeliveryRoute',
    request: async () => ({
      method: 'POST',
      url: `/api/delivery-routes/${String((await freshRoute('closed')).id)}/reopen`,
    }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'getCashCountsPaginated',
    request: () => ({ method: 'GET', url: '/api/cash-counts/paginated/1/10?from=2032-01-01' }),
    expected: STAFF,
  },
  {
    operationId: 'exportCashCountsExcel',
    request: () => ({ method: 'GET', url: '/api/cash-counts/excel' }),
    expected: STAFF,
  },
  {
    operationId: 'exportCashCountsPdf',
    request: () => ({ method: 'GET', url: '/api/cash-counts/pdf' }),
    expected: STAFF,
  },
  {
    operationId: 'getRouteSheet',
    request: async () => ({
      method: 'GET',
      url: `/api/delivery-routes/${String((await freshRoute()).id)}/sheet`,
    }),
    expected: STAFF,
  },
  {
    operationId: 'getDeliveryFigures',
    request: () => ({ method: 'GET', url: '/api/dashboard/deliveries' }),
    expected: STAFF,
  },

  // orders
  {
    operationId: 'createOrder',
    request: () => ({ method: 'POST', url: '/api/orders', payload: orderBody() }),
    expected: STAFF_CREATED,
  },
  {
    operationId: 'getOrder',
    variant: 'own',
    request: () => ({ method: 'GET', url: `/api/orders/${String(orders.customer)}` }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getOrder',
    variant: "another's",
    request: () => ({ method: 'GET', url: `/api/orders/${String(orders.other)}` }),
    // a customer is told nothing about another's order: 404, as for a missing one
    expected: [401, 404, 200, 200],
  },
  {
    operationId: 'getOrderTicket',
    variant: 'own',
    request: () => ({ method: 'GET', url: `/api/orders/${String(orders.customer)}/ticket` }),
    // the ticket is the crew's paper: a customer reads their order, not its ticket
    expected: STAFF,
  },
  {
    operationId: 'updateOrder',
    request: async () => ({
      method: 'PUT',
      url: `/api/orders/${String(await fresh.order())}`,
      payload: orderBody(),
    }),
    expected: STAFF,
  },
  {
    operationId: 'changeOrderStatus',
    request: async () => ({
      method: 'POST',
      url: `/api/orders/${String(await fresh.order())}/status`,
      payload: { status: 'in_process' },
    }),
    expected: STAFF,
  },
  {
    operationId: 'deleteOrder',
    request: async () => ({ method: 'DELETE', url: `/api/orders/${String(await fresh.order())}` }),
    expected: STAFF,
  },
  {
    operationId: 'restoreOrder',
    request: async () => ({
      method: 'GET',
      url: `/api/orders/${String(await deleted('orders'))}/restore`,
    }),
    expected: STAFF,
  },
  {
    operationId: 'getMyOrders',
    request: () => ({ method: 'GET', url: '/api/orders/mine/1/10' }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'repeatMyOrder',
    variant: 'own',
    // the customer's own order; staff have no orders of their own as customers
    request: () => ({ method: 'POST', url: `/api/orders/mine/${String(orders.customer)}/repeat` }),
    expected: [401, 201, 404, 404],
  },
  {
    operationId: 'repeatMyOrder',
    variant: "another's",
    request: () => ({ method: 'POST', url: `/api/orders/mine/${String(orders.other)}/repeat` }),
    expected: [401, 404, 404, 404],
  },
  {
    operationId: 'getOrdersPaginated',
    request: () => ({ method: 'GET', url: '/api/orders/paginated/1/10' }),
    expected: STAFF,
  },
  {
    operationId: 'getOrdersPaginatedSearch',
    request: () => ({ method: 'GET', url: '/api/orders/paginated/1/10/rosa' }),
    expected: STAFF,
  },
  {
    operationId: 'exportOrdersExcel',
    request: () => ({ method: 'GET', url: '/api/orders/list/excel/all' }),
    expected: STAFF,
  },
  {
    operationId: 'exportOrdersPdf',
    request: () => ({ method: 'GET', url: '/api/orders/list/pdf/all' }),
    expected: STAFF,
  },
  {
    operationId: 'getOrderStatusCounts',
    request: () => ({ method: 'GET', url: '/api/orders/countStatus/' }),
    expected: STAFF,
  },
  {
    operationId: 'getLastOrders',
    request: () => ({ method: 'GET', url: '/api/orders/lastOrders/5' }),
    expected: STAFF,
  },
  {
    operationId: 'getOrderStats',
    request: () => ({ method: 'GET', url: '/api/orders/stats/30' }),
    expected: STAFF,
  },
  {
    operationId: 'getFinishedOrders',
    request: () => ({ method: 'GET', url: '/api/orders/finished/list/1/10/-' }),
    expected: STAFF,
  },
  {
    operationId: 'getFinishedOrderTotals',
    request: () => ({ method: 'GET', url: '/api/orders/finished/totals/-' }),
    expected: STAFF,
  },
  {
    operationId: 'exportFinishedOrdersExcel',
    request: () => ({ method: 'GET', url: '/api/orders/finished/excel/-' }),
    expected: STAFF,
  },
  {
    operationId: 'exportFinishedOrdersPdf',
    request: () => ({ method: 'GET', url: '/api/orders/finished/pdf/-' }),
    expected: STAFF,
  },

  // reports
  {
    operationId: 'getPolls',
    request: () => ({ method: 'GET', url: '/api/answers/polls/list/1/10/all' }),
    expected: STAFF,
  },
  {
    operationId: 'getPoll',
    request: () => ({ method: 'GET', url: `/api/polls/${String(poll)}` }),
    expected: STAFF,
  },
  {
    operationId: 'getPollDistribution',
    request: () => ({ method: 'GET', url: `/api/polls/${String(poll)}/distribution` }),
    expected: STAFF,
  },
  {
    operationId: 'getAnswersPaginated',
    request: () => ({ method: 'GET', url: `/api/answers/paginated/1/10?poll_id=${String(poll)}` }),
    expected: STAFF,
  },
  {
    operationId: 'getAnswersPaginatedSearch',
    request: () => ({
      method: 'GET',
      url: `/api/answers/paginated/1/10/rosa?poll_id=${String(poll)}`,
    }),
    expected: STAFF,
  },
  {
    operationId: 'exportPollExcel',
    request: () => ({ method: 'GET', url: `/api/answers/polls/excel/${String(poll)}` }),
    expected: STAFF,
  },
  {
    operationId: 'exportPollPdf',
    request: () => ({ method: 'GET', url: `/api/answers/polls/pdf/${String(poll)}` }),
    expected: STAFF,
  },
  {
    operationId: 'createPoll',
    request: () => ({ method: 'POST', url: '/api/polls', payload: pollBody() }),
    expected: [401, 403, 403, 201],
  },
  {
    operationId: 'updatePoll',
    request: async () => ({
      method: 'PUT',
      url: `/api/polls/${String(await fresh.poll())}`,
      payload: pollBody(),
    }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'deletePoll',
    request: async () => ({ method: 'DELETE', url: `/api/polls/${String(await fresh.poll())}` }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'restorePoll',
    request: async () => ({
      method: 'POST',
      url: `/api/polls/${String(await deleted('polls'))}/restore`,
      payload: {},
    }),
    expected: ADMIN_ONLY,
  },

  // prices
  {
    operationId: 'getPricesPaginated',
    request: () => ({ method: 'GET', url: '/api/prices/paginated/1/10' }),
    expected: STAFF,
  },
  {
    operationId: 'getPricesPaginatedSearch',
    request: () => ({ method: 'GET', url: '/api/prices/paginated/1/10/norte' }),
    expected: STAFF,
  },
  {
    operationId: 'getPrice',
    request: () => ({ method: 'GET', url: `/api/prices/${String(price)}` }),
    expected: STAFF,
  },
  {
    operationId: 'getCurrentPrice',
    request: () => ({
      method: 'GET',
      url: `/api/prices/current/${String(ids.zone)}/cylinder_20kg`,
    }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'getAveragePrices',
    request: () => ({ method: 'GET', url: '/api/prices/average/2020-01-01/2020-12-31' }),
    expected: STAFF,
  },
  {
    operationId: 'getPriceHistory',
    request: () => ({ method: 'GET', url: '/api/prices/history/2020-01-01/2020-12-31' }),
    expected: STAFF,
  },
  {
    operationId: 'createPrice',
    request: () => ({ method: 'POST', url: '/api/prices', payload: priceBody() }),
    expected: [401, 403, 403, 201],
  },
  {
    operationId: 'updatePrice',
    request: async () => ({
      method: 'PUT',
      url: `/api/prices/${String(await fresh.price())}`,
      payload: priceBody(),
    }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'deletePrice',
    request: async () => ({ method: 'DELETE', url: `/api/prices/${String(await fresh.price())}` }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'restorePrice',
    request: async () => ({
      method: 'POST',
      url: `/api/prices/${String(await deleted('prices'))}/restore`,
      payload: {},
    }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'getPriceMaximumsPaginated',
    request: () => ({ method: 'GET', url: '/api/price-maximums/paginated/1/10' }),
    expected: STAFF,
  },
  {
    operationId: 'getPriceMaximum',
    request: () => ({ method: 'GET', url: `/api/price-maximums/${String(maximum)}` }),
    expected: STAFF,
  },
  {
    operationId: 'putPriceMaximum',
    request: () => ({ method: 'PUT', url: '/api/price-maximums', payload: maximumBody() }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'deletePriceMaximum',
    request: async () => ({
      method: 'DELETE',
      url: `/api/price-maximums/${String(await fresh.maximum())}`,
    }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'restorePriceMaximum',
    request: async () => {
      const id = await fresh.maximum();
      await asAdmin({ method: 'DELETE', url: `/api/price-maximums/${String(id)}` });
      return { method: 'POST', url: `/api/price-maximums/${String(id)}/restore`, payload: {} };
    },
    expected: ADMIN_ONLY,
  },

  // push messaging
  {
    operationId: 'registerPushDevice',
    request: () => ({
      method: 'POST',
      url: '/api/push/devices',
      payload: { token: `matriz-${String(next())}` },
    }),
    expected: SIGNED_IN,
  },
  {
    operationId: 'unregisterPushDevice',
    variant: 'own',
    request: async (c) => {
      const token = `propio-${String(next())}`;
      if (c.token !== undefined)
        await t.call({
          method: 'POST',
          url: '/api/push/devices',
          payload: { token },
          token: c.token,
        });
      return { method: 'DELETE', url: `/api/push/devices/${token}` };
    },
    expected: SIGNED_IN,
  },
  {
    operationId: 'unregisterPushDevice',
    variant: "another's",
    request: async () => {
      const token = `ajeno-${String(next())}`;
      const other = await t.call({
        method: 'POST',
        url: '/auth/login',
        payload: { number: demoAccounts.employee.number, password: demoAccounts.employee.password },
      });
      await t.call({
        method: 'POST',
        url: '/api/push/devices',
        payload: { token },
        token: other.json<{ token: string }>().token,
      });
      return { method: 'DELETE', url: `/api/push/devices/${token}` };
    },
    // the employee's own device is found by the employee: only the others are refused
    expected: [401, 404, 200, 404],
  },
  // the audit trail: administrators only
  {
    operationId: 'getAuditEventsPaginated',
    request: () => ({ method: 'GET', url: '/api/audit/paginated/1/10?action=login' }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'exportAuditEventsExcel',
    request: () => ({ method: 'GET', url: '/api/audit/excel/all?entity=user' }),
    expected: ADMIN_ONLY,
  },
  {
    operationId: 'exportAuditEventsPdf',
    request: () => ({ method: 'GET', url: '/api/audit/pdf/all?entity=user' }),
    expected: ADMIN_ONLY,
  },
];

beforeAll(async () => {
  t = await createTestApp();
  [tokens.customer, tokens.employee, tokens.admin] = await Promise.all([
    t.login('customer'),
    t.login('employee'),
    t.login('admin'),
  ]);
  for (const who of ['customer', 'employee', 'admin'] as const) {
    const me = await t.call({ method: 'GET', url: '/api/auth/me', token: tokens[who] });
    ids[who] = me.json<{ id: number }>().id;
  }
  ({ zone_id: ids.zone, location_id: ids.location } = await firstLocation(t.database));
  ids.other = (
    await asAdmin({
      method: 'POST',
      url: '/api/users',
      payload: { ...customerBody(), email: 'matriz-otro@example.mx' },
    })
  ).id;
  wallets.customer = (
    await asAdmin({
      method: 'POST',
      url: '/api/wallets',
      payload: { user_id: ids.customer, amount: 100 },
    })
  ).id;
  wallets.other = (
    await asAdmin({
      method: 'POST',
      url: '/api/wallets',
      payload: { user_id: ids.other, amount: 100 },
    })
  ).id;
  orders.customer = (
    await asAdmin({ method: 'POST', url: '/api/orders', payload: orderBody(ids.customer) })
  ).id;
  orders.other = (
    await asAdmin({ method: 'POST', url: '/api/orders', payload: orderBody(ids.other) })
  ).id;
  await t.call({
    method: 'POST',
    url: `/api/users/profilepicture/${String(ids.other)}`,
    payload: pictureForm(),
    token: tokens.admin,
  });
  poll = await fresh.poll();
  price = await fresh.price();
  maximum = await fresh.maximum();
}, 60_000);
afterAll(() => t.close());

describe('the authorization matrix', () => {
  it('has a row for every operation of the contract', () => {
    const operations = Object.values(
      openapi.paths as Record<string, Record<string, { operationId: string }>>,
    )
      .flatMap((methods) => Object.values(methods).map((operation) => operation.operationId))
      .sort();
    expect([...new Set(rows.map((row) => row.operationId))].sort()).toEqual(operations);
  });

  it.each(
    rows.map(
      (row) =>
        [
          row.variant === undefined ? row.operationId : `${row.operationId} (${row.variant})`,
          row,
        ] as const,
    ),
  )('%s', async (_name, row) => {
    const seen: Record<Who, number> = { anonymous: 0, customer: 0, employee: 0, admin: 0 };
    for (const who of WHO) {
      const caller: Caller = {
        who,
        token: who === 'anonymous' ? undefined : tokens[who],
        id: who === 'anonymous' ? 0 : ids[who],
      };
      const request = await row.request(caller);
      const response = await t.call({
        ...request,
        token: request.headers?.authorization === undefined ? caller.token : undefined,
      });
      seen[who] = response.statusCode;
      if (response.statusCode >= 400 && !(response.headers['content-type'] ?? '').includes('json'))
        throw new Error(
          `${row.operationId} as ${who}: a ${String(response.statusCode)} that is not JSON`,
        );
    }
    const expected = Object.fromEntries(WHO.map((who, index) => [who, row.expected[index]]));
    expect(seen).toEqual(expected);
  });
});
