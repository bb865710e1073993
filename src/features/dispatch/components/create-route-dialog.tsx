import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DeliveryRouteBody } from '@/api/delivery-routes';
import { InlineAlert } from '@/components/feedback/inline-alert';
import { FilterSelect } from '@/components/forms/filter-select';
import type { FreeDriver, FreeVehicle } from '../board-types';
import { unitKeyOf } from '../board-values';

interface CreateRouteDialogProps {
  open: boolean;
  date: string;
  /** The day as the user reads it. */
  dayText: string;
  vehicles: readonly FreeVehicle[];
  drivers: readonly FreeDriver[];
  onCreate: (body: DeliveryRouteBody) => Promise<boolean>;
  onClose: () => void;
}

/** A new route of the day: a free vehicle, a free driver and, if any, a helper. */
export function CreateRouteDialog(props: CreateRouteDialogProps) {
  // a fresh form each time it opens
  return props.open ? <RouteForm {...props} /> : null;
}

function RouteForm({
  date,
  dayText,
  vehicles,
  drivers,
  onCreate,
  onClose,
}: CreateRouteDialogProps) {
  const { t } = useTranslation(['dispatch', 'vehicles']);
  const ids = useId();
  const [vehicle, setVehicle] = useState('');
  const [driver, setDriver] = useState('');
  const [helper, setHelper] = useState('');
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (vehicle === '' || driver === '') {
      setMissing(true);
      return;
    }
    setBusy(true);
    const created = await onCreate({
      route_date: date,
      vehicle_id: Number(vehicle),
      driver_id: Number(driver),
      helper_id: helper === '' ? null : Number(helper),
    });
    setBusy(false);
    if (created) onClose();
  };

  const driverText = (option: FreeDriver) =>
    option.number === null
      ? option.name
      : t('create.driverOption', { name: option.name, number: option.number });
  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={`${ids}-title`}
      maxWidth="xs"
      fullWidth
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={`${ids}-title`}>{t('create.title', { day: dayText })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {missing && <InlineAlert>{t('create.required')}</InlineAlert>}
            {vehicles.length === 0 && <Typography>{t('create.noVehicles')}</Typography>}
            {drivers.length === 0 && <Typography>{t('create.noDrivers')}</Typography>}
            <FilterSelect
              id={`${ids}-vehicle`}
              name="vehicle_id"
              label={t('create.vehicle')}
              value={vehicle}
              onChange={setVehicle}
              allLabel={t('create.choose')}
              options={vehicles.map((option) => ({
                value: String(option.id),
                label: t('create.vehicleOption', {
                  plate: option.plate,
                  kind: t(`vehicles:kinds.${option.kind}`),
                  capacity: t(`units.${unitKeyOf(option.kind)}`, { count: option.capacity }),
                }),
              }))}
              minWidth={0}
            />
            <FilterSelect
              id={`${ids}-driver`}
              name="driver_id"
              label={t('create.driver')}
              value={driver}
              onChange={(value) => {
                setDriver(value);
                if (value === helper) setHelper('');
              }}
              allLabel={t('create.choose')}
              options={drivers.map((option) => ({
                value: String(option.id),
                label: driverText(option),
              }))}
              minWidth={0}
            />
            <FilterSelect
              id={`${ids}-helper`}
              name="helper_id"
              label={t('create.helper')}
              value={helper}
              onChange={setHelper}
              allLabel={t('create.noHelper')}
              options={drivers
                .filter((option) => String(option.id) !== driver)
                .map((option) => ({ value: String(option.id), label: driverText(option) }))}
              minWidth={0}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('create.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
