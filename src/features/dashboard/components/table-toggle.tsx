import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import BarChartOutlined from '@mui/icons-material/BarChartOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import { accentText } from '../accent';

interface TableToggleProps {
  /** The numbers are shown as a table (instead of the chart). */
  showTable: boolean;
  onToggle: () => void;
}

/** Switches a chart panel between the chart and a table of the same numbers. */
export function TableToggle({ showTable, onToggle }: TableToggleProps) {
  const { t } = useTranslation('dashboard');
  return (
    <Button
      size="small"
      variant="text"
      startIcon={showTable ? <BarChartOutlined /> : <TableChartOutlined />}
      onClick={onToggle}
      sx={accentText}
    >
      {showTable ? t('actions.showChart') : t('actions.showTable')}
    </Button>
  );
}
