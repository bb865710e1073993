import { useId } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { DateRangeFilter } from '@/components/data-grid/date-range-filter';
import type { DateRangeFilterState } from '@/components/data-grid/use-date-range-filter';
import { PriceZoneSelect } from './price-zone-select';

/** The url query keys of the price screens' own filters (the dates are `from` and `to`). */
export const PRICE_FILTER_PARAMS = { zone: 'zone', product: 'product', kind: 'kind' } as const;

/** The zone of the filter in the URL, when it is a zone id. */
export function zoneFilterOf(raw: string | null): number | undefined {
  const zoneId = Number(raw);
  return Number.isSafeInteger(zoneId) && zoneId > 0 ? zoneId : undefined;
}

interface PriceFiltersProps {
  zoneId: number | undefined;
  /** `useListUrlState()[1].setFilter`: puts a filter in the URL, from page 1. */
  setFilter: (key: string, value: string | null) => void;
  dates: DateRangeFilterState;
  /** The screen's own filter, between the zone and the dates (a product, a product kind). */
  children: ReactNode;
  /** What follows the filters (a link to the other price screen). */
  after?: ReactNode;
}

/** The toolbar of the price screens: zone, the screen's own filter and the date range. */
export function PriceFilters({ zoneId, setFilter, dates, children, after }: PriceFiltersProps) {
  const { t } = useTranslation('prices');
  const zoneSelectId = useId();
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        '& > .MuiFormControl-root': { width: 210 },
      }}
    >
      <PriceZoneSelect
        id={zoneSelectId}
        size="small"
        value={zoneId ?? null}
        onChange={(value) =>
          setFilter(PRICE_FILTER_PARAMS.zone, value === null ? null : String(value))
        }
        none={t('filters.allZones')}
      />
      {children}
      <DateRangeFilter dates={dates} />
      {after}
    </Box>
  );
}
