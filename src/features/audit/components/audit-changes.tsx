import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AuditEvent } from '@/api/audit';
import { formatDateTime } from '@/lib/format/date-time';
import { auditChanges, auditValueText, changedOnly } from '../audit-diff';
import type { AuditFieldChange } from '../audit-diff';

const KIND_COLOUR = {
  added: 'success.main',
  removed: 'error.main',
  changed: 'warning.main',
} as const;

/** A stored field's name as i18n keys are written (other names are shown as they are). */
const PLAIN_FIELD = /^[a-z][a-z0-9_]*$/;

function FieldName({ change, marked }: { change: AuditFieldChange; marked: boolean }) {
  const { t } = useTranslation('audit');
  const label = PLAIN_FIELD.test(change.field)
    ? t(`recordFields.${change.field}`, { defaultValue: change.field })
    : change.field;
  return (
    <>
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {label}
      </Typography>
      {label !== change.field && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="span"
          sx={{ display: 'block', fontFamily: 'monospace' }}
        >
          {change.field}
        </Typography>
      )}
      {marked && change.kind !== 'unchanged' && (
        <Typography
          variant="caption"
          component="span"
          sx={{ display: 'block', fontWeight: 600, color: KIND_COLOUR[change.kind] }}
        >
          {t(`details.kinds.${change.kind}`)}
        </Typography>
      )}
    </>
  );
}

/**
 * The record before and after an entry as a table of fields (before, after), the fields that
 * changed marked; with both records there, only the changed fields at first. A record that is not
 * there (before a create) has no column.
 */
export function AuditChanges({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation('audit');
  const ids = { heading: useId(), switch: useId() };
  const both = event.before !== null && event.after !== null;
  const [onlyChanged, setOnlyChanged] = useState(true);
  const all = auditChanges(event.before, event.after);
  const rows = both && onlyChanged ? changedOnly(all) : all;
  // a record that is not there (before a create, after a sign-in) has no column
  const sides = (['before', 'after'] as const).filter((side) => event[side] !== null);
  const words = {
    empty: t('details.empty'),
    yes: t('details.yes'),
    no: t('details.no'),
    instant: (iso: string) => formatDateTime(iso, i18n.language, 'medium'),
  };
  const value = (raw: unknown) => (
    <Typography
      variant="body2"
      component="span"
      sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      color={raw === undefined || raw === null || raw === '' ? 'text.secondary' : undefined}
    >
      {auditValueText(raw, words)}
    </Typography>
  );

  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <Typography id={ids.heading} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('details.changes')}
        </Typography>
        {both && (
          <FormControlLabel
            control={
              <Switch
                id={ids.switch}
                checked={onlyChanged}
                onChange={(_event, checked) => setOnlyChanged(checked)}
              />
            }
            label={t('details.onlyChanged')}
            sx={{ mx: 0 }}
          />
        )}
      </Stack>
      {all.length === 0 ? (
        <Typography color="text.secondary">{t('details.noState')}</Typography>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">{t('details.noChanges')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={ids.heading}>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {t('details.field')}
                </TableCell>
                {sides.map((side) => (
                  <TableCell key={side} component="th" scope="col">
                    {t(`details.${side}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((change) => (
                <TableRow
                  key={change.field}
                  sx={both && change.kind !== 'unchanged' ? { bgcolor: 'action.hover' } : undefined}
                >
                  <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', width: '28%' }}>
                    <FieldName change={change} marked={both} />
                  </TableCell>
                  {sides.map((side) => (
                    <TableCell key={side} sx={{ verticalAlign: 'top' }}>
                      {value(change[side])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}
