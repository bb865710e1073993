import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import type { DeliveryRoute } from '@/api/delivery-routes';
import { errorKind, errorMessage } from '@/api/errors';
import { useFileDownload } from '@/components/data-grid/use-file-download';
import { notify } from '@/components/feedback/notifier';

/**
 * "Hoja de ruta": the route sheet (`GET /api/delivery-routes/{id}/sheet`, a PDF: the stops in
 * order, what to deliver and collect, the load and the cash to collect), downloaded the way the
 * exports are.
 */
export function SheetButton({ route }: { route: DeliveryRoute }) {
  const { t } = useTranslation('driver');
  const { active, download } = useFileDownload<'sheet'>();
  const start = async () => {
    try {
      await download({
        key: 'sheet',
        url: `/api/delivery-routes/${String(route.id)}/sheet`,
        fallbackFilename: `${t('sheet.filename', { plate: route.vehicle_plate })}.pdf`,
      });
    } catch (error) {
      const kind = errorKind(error);
      // a 401 already ends the session (and says so): no second message
      if (kind !== 'unauthorized')
        notify(
          kind === 'network' ? t('errors.network') : (errorMessage(error) ?? t('sheet.failed')),
          'error',
        );
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<PictureAsPdfOutlined />}
      loading={active !== null}
      loadingPosition="start"
      onClick={() => void start()}
      sx={{ minHeight: 44, alignSelf: 'flex-start' }}
    >
      {t('sheet.button')}
    </Button>
  );
}
