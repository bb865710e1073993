import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { ZoneSelect } from '@/components/forms/zone-select';

type PriceZoneSelectProps = Omit<ComponentProps<typeof ZoneSelect>, 'label' | 'texts'> & {
  /** The empty option: "All zones" in a filter, "Choose a zone" in a form. */
  none: string;
};

/** The zone of a price or a regulated maximum (filters and forms), with the screens' texts. */
export function PriceZoneSelect({ none, ...props }: PriceZoneSelectProps) {
  const { t } = useTranslation('prices');
  return (
    <ZoneSelect
      {...props}
      label={t('fields.zone')}
      texts={{
        none,
        loading: t('filters.zonesLoading'),
        failed: t('filters.zonesFailed'),
        retry: t('actions.retry'),
      }}
    />
  );
}
