/** The props of `DayField`: a calendar day bound to a YYYY-MM-DD string, like a text field. */
export interface DayFieldProps {
  /** The id of the field's input (its label points at it; focusing it focuses the field). */
  id: string;
  label: string;
  /** The day as YYYY-MM-DD, '' when empty (or `UNREADABLE_DAY`, as this field reported it). */
  value: string;
  /** YYYY-MM-DD, '' once cleared, `UNREADABLE_DAY` while the text is not a day. */
  onChange: (day: string) => void;
  /** Shown under the field; the field is marked invalid when set. */
  error?: string | undefined;
  /** Shown under the field while it has no error. */
  hint?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  /** `small` in list toolbars. */
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** The width of a field that is not full width (px). */
  width?: number;
}
