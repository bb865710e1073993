import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEvent } from '@/api/audit';
import { auditActorOf } from '../audit-actor';
import { auditWhen } from '../audit-format';
import { auditEntityName } from '../audit-values';

/** A cell of two lines: the value over a smaller detail. */
function TwoLines({ main, detail }: { main: ReactNode; detail?: ReactNode }) {
  return (
    <Box sx={{ lineHeight: 1.3, py: 0.75, minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        {main}
      </Typography>
      {detail !== undefined && detail !== null && detail !== '' && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {detail}
        </Typography>
      )}
    </Box>
  );
}

/** When: the day over the time (to the second), in Mexico City. */
export function WhenCell({ event }: { event: AuditEvent }) {
  const { i18n } = useTranslation('audit');
  const [day, time] = auditWhen(event.occurred_at, i18n.language);
  return (
    <Box component="time" dateTime={event.occurred_at} sx={{ display: 'block' }}>
      <TwoLines main={day} detail={time} />
    </Box>
  );
}

/** Who: the user as they were then (name over e-mail), anonymous (what they tried) or the system. */
export function ActorCell({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('audit');
  const actor = auditActorOf(event);
  if (actor.kind === 'user') return <TwoLines main={actor.name} detail={actor.email} />;
  if (actor.kind === 'system')
    return <TwoLines main={t('actor.system')} detail={t('actor.automatic')} />;
  return (
    <TwoLines
      main={t('actor.anonymous')}
      detail={actor.tried === null ? undefined : t('actor.tried', { identifier: actor.tried })}
    />
  );
}

/** From where: the address over the browser (its User-Agent). */
export function OriginCell({ event }: { event: AuditEvent }) {
  const { t } = useTranslation('audit');
  return (
    <TwoLines main={event.ip ?? t('actor.noAddress')} detail={event.user_agent ?? undefined} />
  );
}

/**
 * What to: the entity over the record's id (a refused call: its method and route, as they are; a
 * bulk export: the name of the list it exported).
 */
export function RecordCell({ event }: { event: AuditEvent }) {
  const { t, i18n } = useTranslation('audit');
  let detail: string | undefined;
  if (event.entity_id === null) detail = undefined;
  else if (event.entity_type === 'api_call') detail = event.entity_id;
  else if (event.entity_type === 'export')
    detail = t(`exportLists.${event.entity_id}`, { defaultValue: event.entity_id });
  else detail = t('recordId', { id: event.entity_id });
  return <TwoLines main={auditEntityName(event.entity_type, i18n.language)} detail={detail} />;
}
