import { useTranslation } from 'react-i18next';
import { useGetLocationsAllQuery } from '@/api/locations';
import type { OrderDetail } from '@/api/orders';
import { useGetUsersByTypeQuery } from '@/api/users';
import { useGetZonesAllQuery } from '@/api/zones';
import type { SelectOption } from '../components/select-field';
import { staffOptions, withCurrent } from '../order-options';

/** The options of a select of the order form, and how their load went (`SelectField` props). */
export interface OrderChoice {
  options: SelectOption[];
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  retrying: boolean;
}

export interface OrderChoices {
  zones: OrderChoice;
  /** The locations of the chosen zone. */
  locations: OrderChoice;
  /** The employees and administrators who can deliver. */
  employees: OrderChoice;
  /** The location is one of the zone's. */
  isLocationOf: (locationId: string, zoneId: string) => boolean;
}

/**
 * What the order form's selects offer: zones, the locations of the chosen zone, the staff who can
 * deliver; for an order being edited, its own zone, location and employee too (deleted since).
 */
export function useOrderChoices(order: OrderDetail | undefined, zoneId: string): OrderChoices {
  const { t } = useTranslation('orders');
  const zones = useGetZonesAllQuery();
  const locations = useGetLocationsAllQuery();
  const employees = useGetUsersByTypeQuery({ type: 'empleado' });
  const admins = useGetUsersByTypeQuery({ type: 'administrador' });
  const current = (name: string) => t('options.current', { name });

  return {
    zones: {
      options: withCurrent(
        (zones.data?.data ?? []).map((zone) => ({ value: String(zone.id), label: zone.name })),
        order && { id: order.zone_id, name: order.zone_name },
        current,
      ),
      loading: zones.isLoading,
      failed: zones.isError,
      onRetry: () => void zones.refetch(),
      retrying: zones.isFetching,
    },
    locations: {
      options: withCurrent(
        (locations.data?.data ?? [])
          .filter((location) => String(location.zone_id) === zoneId)
          .map((location) => ({ value: String(location.id), label: location.name })),
        order && String(order.zone_id) === zoneId
          ? { id: order.location_id, name: order.location_name }
          : undefined,
        current,
      ),
      loading: locations.isLoading,
      failed: locations.isError,
      onRetry: () => void locations.refetch(),
      retrying: locations.isFetching,
    },
    employees: {
      options: withCurrent(
        staffOptions([...(employees.data?.data ?? []), ...(admins.data?.data ?? [])]),
        order && { id: order.employee_id, name: order.employee_name },
        current,
      ),
      loading: employees.isLoading || admins.isLoading,
      failed: employees.isError || admins.isError,
      onRetry: () => {
        void employees.refetch();
        void admins.refetch();
      },
      retrying: employees.isFetching || admins.isFetching,
    },
    isLocationOf: (locationId, zone) =>
      (locations.data?.data ?? []).some(
        (candidate) => String(candidate.id) === locationId && String(candidate.zone_id) === zone,
      ),
  };
}
