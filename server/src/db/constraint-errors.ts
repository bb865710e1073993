// Recognises constraint failures of both engines, so the error handler can answer 409/422/400.

export type DatabaseFailure =
  | { kind: 'unique'; field: string | null }
  | { kind: 'foreignKey' }
  | { kind: 'check' }
  | { kind: 'badData' };

interface DriverError {
  code?: unknown;
  message?: unknown;
  detail?: unknown;
}

const asDriverError = (error: unknown): DriverError | null =>
  typeof error === 'object' && error !== null ? error : null;

export function classifyDatabaseError(error: unknown): DatabaseFailure | null {
  const driverError = asDriverError(error);
  if (driverError === null || typeof driverError.code !== 'string') return null;
  const { code } = driverError;
  const message = typeof driverError.message === 'string' ? driverError.message : '';
  const detail = typeof driverError.detail === 'string' ? driverError.detail : '';
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    const column = /UNIQUE constraint failed: \w+\.(\w+)/.exec(message)?.[1];
    return { kind: 'unique', field: column ?? null };
  }
  if (code === '23505') {
    const column = /Key \((\w+)\)=/.exec(detail)?.[1];
    return { kind: 'unique', field: column ?? null };
  }
  if (code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503') return { kind: 'foreignKey' };
  if (code === 'SQLITE_CONSTRAINT_CHECK' || code === '23514') return { kind: 'check' };
  if (code === 'SQLITE_TOOBIG' || code === 'SQLITE_MISMATCH' || /^22/.test(code))
    return { kind: 'badData' };
  return null;
}
