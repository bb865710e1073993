import { useSearchParams } from 'react-router-dom';
import { useListUrlState } from '@/components/data-grid/list-url-state';
import { isProduct } from '@/lib/orders/products';

/** Columns the server sorts by (`folio` is the order of the ids). */
export const SORTABLE = ['folio', 'created_at', 'customer_name', 'total', 'status'] as const;
/** The url query keys of the report's own filters (beside the list's and the date range). */
export const PARAMS = {
  status: 'status',
  zone: 'zone',
  product: 'product',
  employee: 'employee',
} as const;
/** What the status filter offers: the completed orders (the default), the cancelled ones, or both. */
export const STATUS_CHOICES = ['completed', 'cancelled', 'all'] as const;
type StatusChoice = (typeof STATUS_CHOICES)[number];

function statusChoiceOf(raw: string | null): StatusChoice {
  return raw === 'cancelled' || raw === 'all' ? raw : 'completed';
}

/** A positive id from the url, or undefined. */
function idOf(raw: string | null): number | undefined {
  if (raw === null || !/^[1-9]\d{0,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The report's filters as kept in the url (`?status=all&zone=3&product=…&employee=5`). */
export function useReportFilters() {
  const [params] = useSearchParams();
  const [, { setFilter }] = useListUrlState({ sortable: SORTABLE });
  const statusChoice = statusChoiceOf(params.get(PARAMS.status));
  const zoneId = idOf(params.get(PARAMS.zone));
  const rawProduct = params.get(PARAMS.product);
  const product = isProduct(rawProduct) ? rawProduct : undefined;
  const employeeId = idOf(params.get(PARAMS.employee));
  return { statusChoice, zoneId, product, employeeId, setFilter };
}
