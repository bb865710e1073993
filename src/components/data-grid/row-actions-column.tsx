import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { GridActionsCell } from '@mui/x-data-grid';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';

/**
 * The buttons of a row, from the list's latest render: the actions column stays the same object
 * (the grid keeps its column state) while what the buttons do follows the screen's props.
 */
export const RowButtonsContext = createContext<(row: unknown) => ReactNode[]>(() => []);

function RowActionsCell(params: GridRenderCellParams) {
  const buttonsOf = useContext(RowButtonsContext);
  return (
    <GridActionsCell {...params} suppressChildrenValidation>
      {buttonsOf(params.row)}
    </GridActionsCell>
  );
}

/** As wide as its buttons (one to three icon buttons) need, and never narrower than its header. */
export function actionsColumn<Row extends GridValidRowModel>(
  headerName: string,
  buttons: number,
): GridColDef<Row> {
  return {
    field: '__actions',
    headerName,
    sortable: false,
    filterable: false,
    disableColumnMenu: true,
    hideable: false,
    display: 'flex',
    align: 'center',
    headerAlign: 'center',
    minWidth: 80 + 20 * Math.max(1, Math.min(3, buttons)),
    renderCell: (params) => <RowActionsCell {...params} />,
  };
}
