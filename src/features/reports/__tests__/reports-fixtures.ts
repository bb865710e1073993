// Data and HTTP helpers of the reports screens' tests (test code only).
import type { Order } from '@/api/orders';
import type { Answer, PollDistribution, PollSummary } from '@/api/reports';
import { makeLoginResult, makeUser, signedInState, validToken } from '@/testing/fixtures';
import { page, recordDownloads } from '@/testing/list-fixtures';

export { page, recordDownloads };

const stamp = '2026-11-20T18:15:00.000Z';

/** Ana López, administrator (id 1), signed in. */
export const session = signedInState();

/** Luis Gómez, employee (id 5), signed in: reads the reports, changes no poll. */
export const employeeSession = signedInState(
  makeLoginResult({
    token: validToken(['employee'], { sub: '5' }),
    user: makeUser({ id: 5, name: 'Luis', last_name: 'Gómez', type_user: 'empleado' }),
  }),
);

export function makePoll(overrides: Partial<PollSummary> = {}): PollSummary {
  return {
    id: 1,
    title: 'Satisfacción con la entrega',
    description: 'Cómo fue la entrega del pedido',
    active: true,
    version: 1,
    previous_poll_id: null,
    next_poll_id: null,
    questions: [
      { id: 11, position: 1, text: '¿Cómo calificas la atención?', kind: 'rating' },
      { id: 12, position: 2, text: '¿Llegó a tiempo?', kind: 'yes_no' },
      { id: 13, position: 3, text: '¿Algo que mejorar?', kind: 'text' },
    ],
    answers_count: 20,
    average_score: 4.25,
    created_at: stamp,
    deleted_at: null,
    ...overrides,
  };
}

export function makeDistribution(overrides: Partial<PollDistribution> = {}): PollDistribution {
  return {
    poll_id: 1,
    from: null,
    to: null,
    answers_count: 20,
    questions: [
      {
        question_id: 11,
        position: 1,
        text: '¿Cómo calificas la atención?',
        kind: 'rating',
        answers: 20,
        counts: { '1': 1, '2': 1, '3': 2, '4': 6, '5': 10 },
        average: 4.15,
        yes: null,
        no: null,
      },
      {
        question_id: 12,
        position: 2,
        text: '¿Llegó a tiempo?',
        kind: 'yes_no',
        answers: 20,
        counts: null,
        average: null,
        yes: 15,
        no: 5,
      },
      {
        question_id: 13,
        position: 3,
        text: '¿Algo que mejorar?',
        kind: 'text',
        answers: 7,
        counts: null,
        average: null,
        yes: null,
        no: null,
      },
    ],
    ...overrides,
  };
}

export function makeAnswer(overrides: Partial<Answer> = {}): Answer {
  return {
    id: 501,
    poll_id: 1,
    poll_title: 'Satisfacción con la entrega',
    customer_id: 7,
    customer_name: 'María José Gómez',
    order_id: 120,
    order_folio: 'GLP-000120',
    score: 4,
    comment: 'El repartidor fue muy amable, pero llegó veinte minutos tarde.',
    items: [
      { question_id: 11, question: '¿Cómo calificas la atención?', value: '4' },
      { question_id: 12, question: '¿Llegó a tiempo?', value: 'no' },
      {
        question_id: 13,
        question: '¿Algo que mejorar?',
        value: 'Que avisen por teléfono cuando estén cerca del domicilio.',
      },
    ],
    created_at: stamp,
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 99,
    folio: 'GLP-000099',
    customer_id: 7,
    customer_name: 'Sofía López',
    customer_phone: '3312345678',
    address: 'Av. Juárez 100, Centro',
    zone_id: 1,
    zone_name: 'Guadalajara Centro',
    location_id: 11,
    location_name: 'Planta Analco',
    employee_id: 5,
    employee_name: 'Luis Gómez',
    product: 'cylinder_20kg',
    quantity: 2,
    unit_price: 490.79,
    total: 981.58,
    payment_method: 'cash',
    status: 'completed',
    cancellation_reason: null,
    notes: null,
    created_by: 1,
    created_at: stamp,
    updated_at: stamp,
    in_process_at: null,
    completed_at: stamp,
    cancelled_at: null,
    deleted_at: null,
    delivery_date: '2026-11-20',
    delivery_window_start: null,
    delivery_window_end: null,
    ...overrides,
  };
}

/** A file answer of an export call. */
export function file(type: string, name: string) {
  return {
    status: 200,
    body: type.includes('pdf') ? '%PDF' : 'PK',
    headers: { 'Content-Type': type, 'Content-Disposition': `attachment; filename="${name}"` },
  };
}

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
