/** The product's toast types (SPEC 9). */
export const TOAST_TYPES = ['success', 'error', 'alert', 'info', 'warn', 'bare'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

/** notistack's variants. */
export type ToastVariant = 'default' | 'success' | 'error' | 'warning' | 'info';

/** Product toasts hide after 3000 ms, with a progress bar (SPEC 9). */
export const TOAST_DURATION_MS = 3000;
/** A toast with a button (Undo) stays long enough to reach the button. */
export const ACTION_TOAST_DURATION_MS = 8000;
/** At most 8 toasts are stacked. */
export const TOAST_STACK_MAX = 8;

const VARIANT_OF: Record<ToastType, ToastVariant> = {
  success: 'success',
  error: 'error',
  alert: 'warning',
  info: 'info',
  warn: 'warning',
  bare: 'default',
};

/**
 * The notistack variant of a toast type: alert and warn are warnings, bare is the plain default.
 * notistack's own variant names are accepted as they are (`warning`, `default`).
 */
export function toastVariant(type: ToastType | ToastVariant): ToastVariant {
  return type in VARIANT_OF ? VARIANT_OF[type as ToastType] : (type as ToastVariant);
}

/** A button shown in a toast; clicking it runs `onClick` and closes the toast. */
export interface ToastAction {
  /** Already translated text (also the button's accessible name). */
  label: string;
  onClick: () => void;
}

/** Extras of a toast. */
export interface NotifyOptions {
  /** A button in the toast (e.g. Undo); such a toast stays longer (ACTION_TOAST_DURATION_MS). */
  action?: ToastAction;
}
