import { vehiclesApi as generatedVehiclesApi } from './generated/vehicles';
import type { VehiclePage } from './generated/vehicles';

/**
 * The vehicles endpoints with cache tags (generated code is never edited: tags and invalidation
 * are added here). Imported by the screens that need them, so they load with those screens.
 */
const VEHICLE_LIST = { type: 'Vehicle', id: 'LIST' } as const;

function vehiclePageTags(page: VehiclePage | undefined) {
  return page
    ? [...page.data.map((vehicle) => ({ type: 'Vehicle' as const, id: vehicle.id })), VEHICLE_LIST]
    : [VEHICLE_LIST];
}

export const vehiclesApi = generatedVehiclesApi.enhanceEndpoints({
  // a zone's name shows in the vehicles list: a change of zones refreshes it
  addTagTypes: ['Vehicle', 'Zone'],
  endpoints: {
    getVehiclesAll: { providesTags: (result) => vehiclePageTags(result) },
    getVehiclesPaginated: {
      providesTags: (result) => [...vehiclePageTags(result), { type: 'Zone', id: 'LIST' }],
    },
    getVehiclesPaginatedSearch: {
      providesTags: (result) => [...vehiclePageTags(result), { type: 'Zone', id: 'LIST' }],
    },
    getVehicle: { providesTags: (_result, _error, arg) => [{ type: 'Vehicle', id: arg.id }] },
    createVehicle: { invalidatesTags: [VEHICLE_LIST] },
    updateVehicle: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Vehicle', id: arg.id }, VEHICLE_LIST],
    },
    deleteVehicle: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Vehicle', id: arg.id }, VEHICLE_LIST],
    },
    restoreVehicle: {
      invalidatesTags: (_result, _error, arg) => [{ type: 'Vehicle', id: arg.id }, VEHICLE_LIST],
    },
  },
});

export * from './generated/vehicles';
