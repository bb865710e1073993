import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEvent } from '@/api/audit';
import { DATE_RANGE_PARAMS } from '@/components/data-grid/date-range';
import { DateRangeFilter } from '@/components/data-grid/date-range-filter';
import { LIST_PARAMS, useListUrlState } from '@/components/data-grid/list-url-state';
import { ListPage } from '@/components/data-grid/list-page';
import { useDateRangeFilter } from '@/components/data-grid/use-date-range-filter';
import type { ExportFormat, ListExports } from '@/components/data-grid/export-buttons';
import type { ListColumn } from '@/components/data-grid/list-types';
import { SearchBox } from '@/components/data-grid/search-box';
import { FilterSelect } from '@/components/forms/filter-select';
import { AUDIT_PARAMS, auditExportPath, auditListArgs, isFiltered } from '../audit-filters';
import type { AuditListArgs } from '../audit-filters';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditEntityName } from '../audit-values';
import { useAuditFilters } from '../hooks/use-audit-filters';
import { useAuditPages, useAuditSearchPages } from '../hooks/use-audit-pages';
import { ActorCell, OriginCell, RecordCell, WhenCell } from './audit-cells';
import { AuditEventDialog } from './audit-event-dialog';
import { DetailsCell } from './details-cell';
import { UserFilter } from './user-filter';

/** The list's own url keys a record's history clears (it shows every entry of the record). */
const CLEARED_BY_HISTORY = [
  LIST_PARAMS.search,
  AUDIT_PARAMS.user,
  AUDIT_PARAMS.action,
  DATE_RANGE_PARAMS.from,
  DATE_RANGE_PARAMS.to,
] as const;

/**
 * `audit` (administrators): the audit trail, newest first, read only. One search box (the actor's
 * name or e-mail, or what an anonymous call tried), the actor, entity, record id, action and a date
 * range, all kept in the url; pages by the server; each entry's details (who, from where, the
 * record before and after) in a dialog; the Excel and PDF of exactly the filters shown.
 */
export function AuditList() {
  const { t, i18n } = useTranslation('audit');
  const ids = { user: useId(), entity: useId(), action: useId(), record: useId() };
  const [state] = useListUrlState({ sortable: [] });
  const dates = useDateRangeFilter();
  const { filters, setFilter, setFilters } = useAuditFilters();
  const [opened, setOpened] = useState<AuditEvent | null>(null);
  const { from, to } = dates.args;

  const extraArgs = useMemo<AuditListArgs>(
    () => auditListArgs(filters, { from, to }),
    [filters, from, to],
  );

  const columns = useMemo<ListColumn<AuditEvent>[]>(
    () => [
      {
        field: 'occurred_at',
        headerName: t('fields.occurredAt'),
        width: 136,
        renderCell: ({ row }) => <WhenCell event={row} />,
      },
      {
        field: 'actor_name',
        headerName: t('fields.actor'),
        flex: 1.3,
        minWidth: 180,
        renderCell: ({ row }) => <ActorCell event={row} />,
      },
      {
        field: 'ip',
        headerName: t('fields.origin'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <OriginCell event={row} />,
      },
      {
        field: 'action',
        headerName: t('fields.action'),
        flex: 1,
        minWidth: 150,
        // a refused call's entry stands for every refusal of its actor, call and minute
        valueGetter: (_value, row) =>
          row.count > 1
            ? t('list.actionCount', { action: t(`actionNames.${row.action}`), count: row.count })
            : t(`actionNames.${row.action}`),
      },
      {
        field: 'entity_type',
        headerName: t('fields.record'),
        flex: 1,
        minWidth: 140,
        renderCell: ({ row }) => <RecordCell event={row} />,
      },
      {
        field: 'details',
        headerName: t('fields.details'),
        sortable: false,
        disableColumnMenu: true,
        display: 'flex',
        align: 'center',
        headerAlign: 'center',
        width: 96,
        renderCell: (params) => <DetailsCell {...params} onOpen={setOpened} />,
      },
    ],
    [t],
  );

  const exports = useMemo<ListExports>(
    () => ({
      url: (format: ExportFormat, current) => auditExportPath(format, current.filter, extraArgs),
      filename: t('list.exportName'),
    }),
    [extraArgs, t],
  );

  const showHistory = (event: AuditEvent) => {
    setOpened(null);
    setFilters({
      ...Object.fromEntries(CLEARED_BY_HISTORY.map((key) => [key, null])),
      [AUDIT_PARAMS.entity]: event.entity_type,
      [AUDIT_PARAMS.record]: event.entity_id,
    });
  };

  const emptyText = dates.invalid
    ? t('list:dateRange.invalidList')
    : state.search
      ? t('list.empty.search', { search: state.search })
      : isFiltered(extraArgs)
        ? t('list.empty.filtered')
        : t('list.empty.none');

  return (
    <>
      <ListPage<AuditEvent, AuditListArgs>
        title={t('list.title')}
        columns={columns}
        useList={useAuditPages}
        useSearch={useAuditSearchPages}
        extraArgs={extraArgs}
        skip={dates.invalid}
        rowLabel={(event) => t('list.rowLabel', { id: event.id })}
        trash={false}
        emptyText={emptyText}
        // the trail is append-only: no create, edit, delete or restore
        exports={dates.invalid ? undefined : exports}
        toolbar={
          <>
            <UserFilter
              id={ids.user}
              userId={filters.userId}
              onChange={(userId) =>
                setFilter(AUDIT_PARAMS.user, userId === null ? null : String(userId))
              }
            />
            <FilterSelect
              id={ids.entity}
              name={AUDIT_PARAMS.entity}
              label={t('filters.entity')}
              value={filters.entity ?? ''}
              onChange={(value) => setFilter(AUDIT_PARAMS.entity, value || null)}
              allLabel={t('filters.allEntities')}
              options={AUDIT_ENTITIES.map((entity) => ({
                value: entity,
                label: auditEntityName(entity, i18n.language),
              }))}
            />
            <FilterSelect
              id={ids.action}
              name={AUDIT_PARAMS.action}
              label={t('filters.action')}
              value={filters.action ?? ''}
              onChange={(value) => setFilter(AUDIT_PARAMS.action, value || null)}
              allLabel={t('filters.allActions')}
              options={AUDIT_ACTIONS.map((action) => ({
                value: action,
                label: t(`actionNames.${action}`),
              }))}
              minWidth={220}
            />
            <SearchBox
              id={ids.record}
              label={t('filters.record')}
              clearLabel={t('filters.clearRecord')}
              value={filters.entityId ?? ''}
              onSearch={(record) => setFilter(AUDIT_PARAMS.record, record || null)}
            />
            <DateRangeFilter dates={dates} />
          </>
        }
      />
      <AuditEventDialog event={opened} onClose={() => setOpened(null)} onHistory={showHistory} />
    </>
  );
}
