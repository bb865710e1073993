import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListUrlState } from '@/components/data-grid/list-url-state';
import { readAuditFilters } from '../audit-filters';
import type { AUDIT_PARAMS, AuditFilters } from '../audit-filters';

export type AuditParam = (typeof AUDIT_PARAMS)[keyof typeof AUDIT_PARAMS];

export interface AuditFilterControls {
  /** The filters in force, from the url. */
  filters: AuditFilters;
  /** One filter, or none with null; back to page 1. */
  setFilter: (key: AuditParam, value: string | null) => void;
  /** Several url keys at once (one history entry); back to page 1. */
  setFilters: (values: Readonly<Record<string, string | null>>) => void;
}

/** The trail's own filters, kept in the url query beside the list's (`?user=5&entity=zone&…`). */
export function useAuditFilters(): AuditFilterControls {
  const [params] = useSearchParams();
  const [, { setFilter, setFilters }] = useListUrlState({ sortable: [] });
  const filters = useMemo(() => readAuditFilters(params), [params]);
  return { filters, setFilter, setFilters };
}
