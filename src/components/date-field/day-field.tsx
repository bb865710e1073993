import { Suspense, lazy } from 'react';
import { DayFieldPlaceholder } from './day-field-placeholder';
import type { DayFieldProps } from './day-field-props';
import { loadPickers } from './load-pickers';

export type { DayFieldProps };

// the pickers load with the first date field shown, not with the screens that may show one (every
// list screen brings the list pattern, whose date range filter uses this field)
const PickerDayField = lazy(() =>
  loadPickers().then((module) => ({ default: module.PickerDayField })),
);

/**
 * A calendar day in the UI language's format (DD/MM/YYYY in Spanish): typed with the keyboard, one
 * section after the other, or chosen in the calendar; cleared with its button or by emptying it;
 * Enter submits its form, as in a text field. Bound to a YYYY-MM-DD string like a text field, so
 * forms and URLs keep their days as they are. A day half typed reports `UNREADABLE_DAY` (on leaving
 * the field at the latest), never '' (an empty field) nor a day.
 */
export function DayField(props: DayFieldProps) {
  const { size = 'medium', fullWidth = false, width = 200 } = props;
  return (
    <Suspense fallback={<DayFieldPlaceholder size={size} fullWidth={fullWidth} width={width} />}>
      <PickerDayField {...props} />
    </Suspense>
  );
}
