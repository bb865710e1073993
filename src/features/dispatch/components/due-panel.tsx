import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FilterSelect } from '@/components/forms/filter-select';
import { PRODUCTS } from '@/lib/orders/products';
import type { DeliveryRoute, DueOrder } from '../board-types';
import { DUE_LIST_DROP_ID, WINDOW_FILTERS, dueZones } from '../board-values';
import type { BoardFilters } from '../board-values';
import { DueList } from './due-list';
import { RouteChoiceMenu } from './route-choice-menu';

interface DuePanelProps {
  due: readonly DueOrder[];
  /** The due orders the filters keep. */
  shown: readonly DueOrder[];
  routes: readonly DeliveryRoute[];
  filters: BoardFilters;
  onFilter: (name: 'zone' | 'product' | 'window', value: string) => void;
  onAssign: (order: DueOrder, route: DeliveryRoute) => void;
}

/**
 * The orders due that day (and the overdue) on no route yet, filtered by zone, product and window;
 * a stop dropped here leaves its route.
 */
export function DuePanel({ due, shown, routes, filters, onFilter, onAssign }: DuePanelProps) {
  const { t } = useTranslation(['dispatch', 'orders']);
  const ids = useId();
  const [menu, setMenu] = useState<{ order: DueOrder; anchor: HTMLElement } | null>(null);
  const openMenu = useCallback(
    (order: DueOrder, anchor: HTMLElement) => setMenu({ order, anchor }),
    [],
  );
  const { setNodeRef, isOver } = useDroppable({ id: DUE_LIST_DROP_ID });
  return (
    <Box
      component="section"
      ref={setNodeRef}
      aria-labelledby={`${ids}-title`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        minHeight: 0,
        gap: 1,
        borderRadius: 2,
        outline: isOver ? 2 : 0,
        outlineColor: 'primary.main',
        outlineStyle: 'solid',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
        <Typography id={`${ids}-title`} component="h2" variant="h6">
          {t('due.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          <bdi>{t('due.count', { count: shown.length })}</bdi>
        </Typography>
      </Box>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, pt: 1 }}
        role="group"
        aria-label={t('filters.label')}
      >
        <FilterSelect
          id={`${ids}-zone`}
          name="zone"
          label={t('filters.zone')}
          value={filters.zone === null ? '' : String(filters.zone)}
          onChange={(value) => onFilter('zone', value)}
          allLabel={t('filters.allZones')}
          options={dueZones(due).map((zone) => ({ value: String(zone.id), label: zone.name }))}
          minWidth={0}
        />
        <FilterSelect
          id={`${ids}-product`}
          name="product"
          label={t('filters.product')}
          value={filters.product ?? ''}
          onChange={(value) => onFilter('product', value)}
          allLabel={t('filters.all')}
          options={PRODUCTS.map((product) => ({
            value: product,
            label: t(`orders:products.${product}`),
          }))}
          minWidth={0}
        />
        <FilterSelect
          id={`${ids}-window`}
          name="window"
          label={t('filters.window')}
          value={filters.window ?? ''}
          onChange={(value) => onFilter('window', value)}
          allLabel={t('filters.all')}
          options={WINDOW_FILTERS.map((window) => ({
            value: window,
            label: t(`filters.windows.${window}`),
          }))}
          minWidth={0}
        />
      </Box>
      {shown.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {due.length === 0 ? t('due.empty') : t('due.emptyFiltered')}
        </Typography>
      ) : (
        <DueList
          key={`${String(filters.zone)}-${String(filters.product)}-${String(filters.window)}`}
          shown={shown}
          labelledBy={`${ids}-title`}
          onAssign={openMenu}
        />
      )}
      <RouteChoiceMenu
        anchor={menu?.anchor ?? null}
        label={menu ? t('due.assignLabel', { folio: menu.order.folio }) : undefined}
        routes={routes}
        emptyText={t('due.noRoutes')}
        onChoose={(route) => {
          if (menu) onAssign(menu.order, route);
        }}
        onClose={() => setMenu(null)}
      />
    </Box>
  );
}
