import type { OrderStatusValue } from '../src/db/tables';
import {
  allowedNextStatuses,
  canMove,
  planStatusChange,
  timestampColumnOf,
} from '../src/domain/order-status';
import {
  searchNeedle,
  searchKeyOf,
  slotRuns,
  slotsOf,
  SLOT_SPAN,
} from '../src/domain/order-search';
import { DomainError } from '../src/domain/errors';

// The status flow and the list slots, without HTTP.

const statuses: OrderStatusValue[] = ['new', 'in_process', 'completed', 'cancelled'];
const allowed = new Set([
  'new>in_process',
  'in_process>completed',
  'new>cancelled',
  'in_process>cancelled',
]);

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('order status flow', () => {
  it('allows exactly new → in_process → completed and cancelling from new or in_process', () => {
    for (const from of statuses)
      for (const to of statuses) expect(canMove(from, to)).toBe(allowed.has(`${from}>${to}`));
  });

  it('plans an allowed move, trimming the cancellation reason', () => {
    const live = { deleted_at: null };
    expect(planStatusChange({ ...live, status: 'new' }, 'in_process', 'ignored')).toEqual({
      from: 'new',
      to: 'in_process',
      reason: null,
    });
    expect(
      planStatusChange({ ...live, status: 'in_process' }, 'cancelled', '  No estaba  '),
    ).toEqual({ from: 'in_process', to: 'cancelled', reason: 'No estaba' });
  });

  it('refuses other moves with 409, a deleted order with 409 and a blank reason with 422', () => {
    const live = { deleted_at: null };
    for (const [from, to] of [
      ['new', 'completed'],
      ['completed', 'cancelled'],
      ['cancelled', 'new'],
      ['in_process', 'in_process'],
      ['completed', 'in_process'],
    ] as const) {
      const error = refusal(() => planStatusChange({ ...live, status: from }, to, 'motivo'));
      expect(error.status).toBe(409);
      expect(error.fieldErrors).toEqual({ status: ['transitionNotAllowed'] });
    }
    const deleted = refusal(() =>
      planStatusChange(
        { status: 'new', deleted_at: '2026-01-01T00:00:00.000Z' },
        'in_process',
        null,
      ),
    );
    expect([deleted.status, deleted.messageKey]).toEqual([409, 'orderDeleted']);
    for (const reason of [undefined, null, '', '   ']) {
      const error = refusal(() =>
        planStatusChange({ ...live, status: 'new' }, 'cancelled', reason),
      );
      expect(error.status).toBe(422);
      expect(error.fieldErrors).toEqual({ reason: ['cancellationReasonRequired'] });
    }
    const onUpdate = refusal(() =>
      planStatusChange({ ...live, status: 'new' }, 'cancelled', '', 'cancellation_reason'),
    );
    expect(onUpdate.fieldErrors).toEqual({ cancellation_reason: ['cancellationReasonRequired'] });
  });

  it('names the next statuses and the timestamp of each status', () => {
    expect(allowedNextStatuses({ status: 'new', deleted_at: null })).toEqual([
      'in_process',
      'cancelled',
    ]);
    expect(allowedNextStatuses({ status: 'completed', deleted_at: null })).toEqual([]);
    expect(allowedNextStatuses({ status: 'new', deleted_at: '2026-01-01T00:00:00.000Z' })).toEqual(
      [],
    );
    expect(statuses.map(timestampColumnOf)).toEqual([
      null,
      'in_process_at',
      'completed_at',
      'cancelled_at',
    ]);
  });
});

describe('order list slots and search needles', () => {
  it('cuts the tabs into slots and index ranges', () => {
    expect(slotsOf('active', undefined, 'without')).toEqual([
      { status: 'new', deleted: false },
      { status: 'in_process', deleted: false },
    ]);
    expect(slotsOf('finished', 'cancelled', 'with')).toEqual([
      { status: 'cancelled', deleted: false },
      { status: 'cancelled', deleted: true },
    ]);
    expect(slotsOf('active', 'completed', 'without')).toEqual([]);
    expect(slotRuns(slotsOf('finished', undefined, 'with'))).toEqual([
      [2, 3],
      [6, 7],
    ]);
    expect(searchKeyOf({ status: 'completed', deleted: true }, 42)).toBe(6 * SLOT_SPAN + 42);
  });

  it('reads phone-like text as digits and anything else without case or accents', () => {
    expect(searchNeedle('(33) 3614-12')).toBe('33361412');
    expect(searchNeedle('GLP-000123')).toBe('glp-000123');
    expect(searchNeedle('  JOSÉ   Pérez ')).toBe('jose perez');
    expect(searchNeedle(' - ')).toBe('-');
  });
});
