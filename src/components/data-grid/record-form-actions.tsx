import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

interface RecordFormActionsProps {
  submitLabel: string;
  cancelLabel: string;
  /** Where Cancel leads: the list as it was left (`useBackToList()`). */
  cancelTo: string;
  busy: boolean;
}

/** Save and Cancel of a record form; Cancel leaves without saving, back to the list. */
export function RecordFormActions({
  submitLabel,
  cancelLabel,
  cancelTo,
  busy,
}: RecordFormActionsProps) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
      <Button component={RouterLink} to={cancelTo} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" loading={busy}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
