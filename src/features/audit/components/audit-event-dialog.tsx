import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { AuditEvent } from '@/api/audit';
import { RecordDetails } from '@/components/data-grid/record-details';
import type { RecordDetail } from '@/components/data-grid/record-details';
import { auditActorOf } from '../audit-actor';
import { auditWhenText } from '../audit-format';
import { auditEntityName } from '../audit-values';
import { AuditChanges } from './audit-changes';

/** The dialog's title: what happened, to what (`Alta: Zona n.º 12`). */
export function useAuditEventTitle(): (event: AuditEvent) => string {
  const { t, i18n } = useTranslation('audit');
  return (event) => {
    const action = t(`actionNames.${event.action}`);
    const entity = auditEntityName(event.entity_type, i18n.language);
    if (event.entity_id === null) return t('details.title', { action, entity });
    // a refused call: `GET /api/users/:id` as it is, not as a record number
    if (event.entity_type === 'api_call')
      return t('details.title', { action, entity: `${entity} ${event.entity_id}` });
    // a bulk export: the list it exported, by its name
    if (event.entity_type === 'export')
      return t('details.title', {
        action,
        entity: t(`exportLists.${event.entity_id}`, { defaultValue: event.entity_id }),
      });
    return t('details.titleWithId', { action, entity, id: event.entity_id });
  };
}

function useDetails(event: AuditEvent): RecordDetail[] {
  const { t, i18n } = useTranslation('audit');
  const actor = auditActorOf(event);
  const who: RecordDetail[] =
    actor.kind === 'user'
      ? [
          { label: t('fields.actor'), value: actor.name },
          { label: t('fields.email'), value: actor.email },
          { label: t('fields.role'), value: actor.role ? t(`roles.${actor.role}`) : null },
        ]
      : [
          {
            label: t('fields.actor'),
            value:
              actor.kind === 'system'
                ? t('actor.system')
                : actor.tried === null
                  ? t('actor.anonymous')
                  : `${t('actor.anonymous')} (${t('actor.tried', { identifier: actor.tried })})`,
          },
        ];
  return [
    { label: t('fields.occurredAt'), value: auditWhenText(event.occurred_at, i18n.language) },
    ...who,
    { label: t('fields.ip'), value: event.ip },
    { label: t('fields.userAgent'), value: event.user_agent },
    { label: t('fields.action'), value: t(`actionNames.${event.action}`) },
    { label: t('fields.entity'), value: auditEntityName(event.entity_type, i18n.language) },
    { label: t('fields.entityId'), value: event.entity_id },
    { label: t('fields.eventId'), value: String(event.id) },
    ...(event.count > 1 ? [{ label: t('fields.count'), value: String(event.count) }] : []),
  ];
}

interface AuditEventDialogProps {
  /** The entry shown; null closes the dialog (which keeps the last one while it fades out). */
  event: AuditEvent | null;
  onClose: () => void;
  /** Shows every entry of the event's record (its entity and id). */
  onHistory: (event: AuditEvent) => void;
}

/**
 * One entry of the trail in full, read only: when, who, from where, what, and the record before
 * and after it. Escape, a click outside and Close dismiss it.
 */
export function AuditEventDialog({ event, onClose, onHistory }: AuditEventDialogProps) {
  const titleId = useId();
  const [last, setLast] = useState(event);
  // another entry opened: remember it (adjusting state while rendering)
  if (event !== null && event !== last) setLast(event);
  const shown = event ?? last;
  return (
    <Dialog
      open={event !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      // the whole dialog scrolls (its buttons in the scrolled region: keyboard users scroll it too)
      scroll="body"
    >
      {shown && (
        <AuditEventContent
          event={shown}
          titleId={titleId}
          onClose={onClose}
          onHistory={onHistory}
        />
      )}
    </Dialog>
  );
}

function AuditEventContent({
  event,
  titleId,
  onClose,
  onHistory,
}: {
  event: AuditEvent;
  titleId: string;
  onClose: () => void;
  onHistory: (event: AuditEvent) => void;
}) {
  const { t } = useTranslation('audit');
  const titleOf = useAuditEventTitle();
  const details = useDetails(event);
  return (
    <>
      <DialogTitle id={titleId} component="h2">
        {titleOf(event)}
      </DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          <RecordDetails items={details} />
          {/* a new entry starts again with only its changed fields */}
          <AuditChanges key={event.id} event={event} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {event.entity_id !== null && (
          <Button onClick={() => onHistory(event)}>{t('actions.history')}</Button>
        )}
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </>
  );
}
