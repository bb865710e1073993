import { useTranslation } from 'react-i18next';
import { GridActionsCell } from '@mui/x-data-grid';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import type { AuditEvent } from '@/api/audit';
import { RowActionButton } from '@/components/data-grid/row-action-button';

interface DetailsCellProps extends GridRenderCellParams<AuditEvent> {
  onOpen: (event: AuditEvent) => void;
}

/**
 * The one action of an entry: its details (the record before and after). Inside the grid's
 * actions cell, so the keyboard reaches it as it reaches the other lists' row buttons.
 */
export function DetailsCell({ onOpen, ...params }: DetailsCellProps) {
  const { t } = useTranslation('audit');
  return (
    <GridActionsCell {...params} suppressChildrenValidation>
      {[
        <RowActionButton
          key="details"
          label={t('actions.open', { id: params.row.id })}
          icon={<ManageSearchOutlined fontSize="small" />}
          color="primary"
          onClick={() => onOpen(params.row)}
        />,
      ]}
    </GridActionsCell>
  );
}
