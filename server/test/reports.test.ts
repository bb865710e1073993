import { NO, YES } from '../src/domain/polls';
import { insertAnswer } from '../src/resources/reports/answers-repository';
import { createTestApp, demoAccounts, demoUserId, type CallResult, type TestApp } from './helper';
import { pdfPages } from './pdf-text';
import { readWorkbook } from './xlsx-rows';

// Polls and answers (the reports of point 1): the polls list with its figures, one poll, the
// admin's writes with the version-on-edit rule, soft delete and restore, the answers list with
// its items, the distribution per question, and the per-poll Excel and PDF.

let t: TestApp;
let admin: string;
let employee: string;
let customer: string;

interface Question {
  id: number;
  position: number;
  text: string;
  kind: 'rating' | 'yes_no' | 'text';
}
interface Poll {
  id: number;
  title: string;
  description: string | null;
  active: boolean;
  version: number;
  previous_poll_id: number | null;
  next_poll_id: number | null;
  questions: Question[];
  answers_count: number;
  average_score: number | null;
  created_at: string;
  deleted_at: string | null;
}
interface Item {
  question_id: number;
  question: string;
  value: string;
}
interface Answer {
  id: number;
  poll_id: number;
  poll_title: string;
  customer_id: number | null;
  customer_name: string | null;
  order_id: number | null;
  order_folio: string | null;
  score: number | null;
  comment: string | null;
  items: Item[];
  created_at: string;
}
interface Page<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}
interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

const get = (url: string, token: string | undefined = employee) =>
  t.call({ method: 'GET', url, token });
const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  token: string = admin,
) => t.call({ method, url, token, payload });

const questionsOfPoll = [
  { text: '¿Cómo califica el servicio en general?', kind: 'rating' },
  { text: '¿El repartidor llegó a tiempo?', kind: 'yes_no' },
  { text: 'Comentarios adicionales', kind: 'text' },
  { text: '¿Cómo califica la limpieza del cilindro?', kind: 'rating' },
] as const;

const LONG_COMMENT =
  'Excelente servicio, muy rápido. El repartidor revisó la conexión, explicó cómo cerrar la válvula y dejó el área limpia; volveremos a pedir con ustedes sin duda alguna.';

let poll: Poll;
let customerId: number;
const orderIds: number[] = [];
const folios: string[] = [];
const answerIds: Record<string, number> = {};

async function createOrder(fields: Record<string, unknown>): Promise<void> {
  const response = await send(
    'POST',
    '/api/orders',
    {
      customer_phone: '33 1234 5678',
      address: 'Calle Hidalgo 45, Centro',
      zone_id: 1,
      product: 'cylinder_20kg',
      quantity: 1,
      unit_price: 420,
      payment_method: 'cash',
      ...fields,
    },
    employee,
  );
  if (response.statusCode !== 201) throw new Error(response.body);
  const order = response.json<{ id: number; folio: string }>();
  orderIds.push(order.id);
  folios.push(order.folio);
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, employee, customer] = await Promise.all([
    t.login('admin'),
    t.login('employee'),
    t.login('customer'),
  ]);
  customerId = await demoUserId(t.database, 'customer');
  const mariaName = `${demoAccounts.customer.name} ${demoAccounts.customer.last_name}`;
  await createOrder({ customer_id: customerId, customer_name: mariaName });
  await createOrder({ customer_name: 'Ángel Núñez Ibarra' });
  await createOrder({ customer_id: customerId, customer_name: mariaName });
  const created = await send('POST', '/api/polls', {
    title: 'Satisfacción con la entrega',
    description: 'Después de cada entrega',
    questions: questionsOfPoll,
  });
  if (created.statusCode !== 201) throw new Error(created.body);
  poll = created.json<Poll>();
  const [q1, q2, q3, q4] = poll.questions.map((question) => question.id);
  const answer = async (
    label: string,
    at: string,
    order: number,
    withCustomer: boolean,
    values: [string, string, string, string],
    comment: string | null,
  ) => {
    answerIds[label] = await insertAnswer(t.database.db, {
      poll_id: poll.id,
      customer_id: withCustomer ? customerId : null,
      order_id: orderIds[order] ?? null,
      comment,
      created_at: at,
      items: [q1, q2, q3, q4].map((questionId, index) => ({
        question_id: questionId ?? 0,
        value: values[index] ?? '',
      })),
    });
  };
  // local (UTC-6) times: A1 2026-03-10 12:00, A2 2026-03-14 23:30, A3 2026-04-02 10:00,
  // A4 2026-04-20 10:00
  await answer(
    'A1',
    '2026-03-10T18:00:00.000Z',
    0,
    true,
    ['5', YES, LONG_COMMENT, '4'],
    LONG_COMMENT,
  );
  await answer('A2', '2026-03-15T05:30:00.000Z', 1, false, ['3', NO, '', '2'], null);
  await answer(
    'A3',
    '2026-04-02T16:00:00.000Z',
    2,
    true,
    ['4', YES, 'El repartidor fue amable', '4'],
    'El repartidor fue amable',
  );
  await answer(
    'A4',
    '2026-04-20T16:00:00.000Z',
    1,
    false,
    ['1', NO, 'Llegó tarde y el cilindro sucio', '1'],
    'Llegó tarde y el cilindro sucio',
  );
}, 60_000);
afterAll(() => t.close());

const ids = (response: CallResult) =>
  response.json<Page<{ id: number }>>().data.map((row) => row.id);

describe('access', () => {
  it('anonymous callers get 401, customers 403; employees read, only admins write', async () => {
    const id = String(poll.id);
    const reads = [
      '/api/answers/polls/list/1/10/all',
      `/api/polls/${id}`,
      `/api/polls/${id}/distribution`,
      '/api/answers/paginated/1/10',
      '/api/answers/paginated/1/10/nunez',
      `/api/answers/polls/excel/${id}`,
      `/api/answers/polls/pdf/${id}`,
    ];
    const writes = [
      ['POST', '/api/polls'],
      ['PUT', `/api/polls/${id}`],
      ['DELETE', `/api/polls/${id}`],
      ['POST', `/api/polls/${id}/restore`],
    ] as const;
    for (const url of reads) {
      expect([url, (await t.call({ method: 'GET', url })).statusCode]).toEqual([url, 401]);
      const refused = await get(url, customer);
      expect([url, refused.statusCode]).toEqual([url, 403]);
      expect(refused.json()).toEqual({ message: 'No tiene permiso para realizar esta acción.' });
      expect([url, (await get(url, employee)).statusCode]).toEqual([url, 200]);
    }
    const before = await onePoll();
    const body = { title: 'X', questions: [{ text: 'Y', kind: 'text' }] };
    for (const [method, url] of writes) {
      const anonymous = await t.call({ method, url, payload: body });
      expect([url, anonymous.statusCode]).toEqual([url, 401]);
      for (const token of [customer, employee])
        expect([url, (await send(method, url, body, token)).statusCode]).toEqual([url, 403]);
    }
    expect(await onePoll()).toEqual(before);
    expect(ids(await get('/api/answers/polls/list/1/10/all'))).toEqual([poll.id]);
  });
});

async function onePoll(id = poll.id): Promise<Poll> {
  const response = await get(`/api/polls/${String(id)}`);
  expect(response.statusCode).toBe(200);
  return response.json<Poll>();
}

describe('one poll', () => {
  it('answers the poll with its questions in order and its all-time figures', async () => {
    const one = await onePoll();
    expect(one).toEqual({
      id: poll.id,
      title: 'Satisfacción con la entrega',
      description: 'Después de cada entrega',
      active: true,
      version: 1,
      previous_poll_id: null,
      next_poll_id: null,
      questions: questionsOfPoll.map((question, index) => ({
        ...question,
        id: expect.any(Number) as unknown,
        position: index + 1,
      })),
      answers_count: 4,
      // scores: A1 round(4.5) = 5, A2 round(2.5) = 3, A3 4, A4 1
      average_score: 3.25,
      created_at: expect.any(String) as unknown,
      deleted_at: null,
    });
    expect((await get('/api/polls/424242')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999'])
      expect((await get(`/api/polls/${id}`)).statusCode).toBe(400);
  });
});

describe('the polls list', () => {
  it('answers the Laravel envelope with the answer figures of the date range', async () => {
    const all = await get('/api/answers/polls/list/1/10/all');
    expect(all.statusCode).toBe(200);
    const body = all.json<Page<Poll>>();
    expect(body).toMatchObject({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
    expect(body.data[0]).toMatchObject({ id: poll.id, answers_count: 4, average_score: 3.25 });
    expect(body.data[0]?.questions).toHaveLength(4);
    // March: A1 (5) and A2 (3, given 2026-03-14 23:30 local time)
    const march = await get('/api/answers/polls/list/1/10/all?from=2026-03-01&to=2026-03-14');
    expect(march.json<Page<Poll>>().data[0]).toMatchObject({ answers_count: 2, average_score: 4 });
    const day = await get('/api/answers/polls/list/1/10/-?from=2026-03-15&to=2026-03-31');
    expect(day.json<Page<Poll>>().data[0]).toMatchObject({
      answers_count: 0,
      average_score: null,
    });
    const april = await get('/api/answers/polls/list/1/10/all?from=2026-04-01');
    expect(april.json<Page<Poll>>().data[0]).toMatchObject({
      answers_count: 2,
      average_score: 2.5,
    });
  });

  it('searches title and description ignoring case and accents; pages past the end are empty', async () => {
    const other = await send('POST', '/api/polls', {
      title: 'Atención telefónica',
      description: 'Calidad al levantar el pedido',
      active: false,
      questions: [{ text: '¿Qué podemos mejorar?', kind: 'text' }],
    });
    expect(other.statusCode).toBe(201);
    const otherId = other.json<Poll>().id;
    expect(other.json<Poll>()).toMatchObject({ active: false, version: 1, answers_count: 0 });
    for (const [filter, expected] of [
      ['SATISFACCION', [poll.id]],
      ['atención', [otherId]],
      ['LEVANTAR el', [otherId]],
      ['entrega', [poll.id]],
      ['all', [otherId, poll.id]],
      ['%25', []],
      ['%07entrega', [poll.id]],
      ['zzz', []],
    ] as const) {
      const response = await get(`/api/answers/polls/list/1/10/${filter}`);
      expect([filter, response.statusCode, ids(response)]).toEqual([filter, 200, expected]);
    }
    const second = await get('/api/answers/polls/list/2/1/all');
    expect(second.json<Page<Poll>>()).toMatchObject({
      current_page: 2,
      per_page: 1,
      total: 2,
      last_page: 2,
    });
    expect(ids(second)).toEqual([poll.id]);
    expect(ids(await get('/api/answers/polls/list/3/1/all'))).toEqual([]);
    await send('DELETE', `/api/polls/${String(otherId)}`);
  });
});

describe('writes', () => {
  it('validates the body: 400 with field errors', async () => {
    const cases: [unknown, string[]][] = [
      [{}, ['questions', 'title']],
      [{ title: '  ', questions: [{ text: 'x', kind: 'text' }] }, ['title']],
      [{ title: 'T', questions: [] }, ['questions']],
      [{ title: 'T', questions: [{ text: 'x', kind: 'stars' }] }, ['questions.0.kind']],
      [{ title: 'T', questions: [{ text: 'x', kind: 'text', id: 3 }] }, ['questions.0.id']],
      [{ title: 'T', questions: [{ text: 'x', kind: 'text' }], extra: 1 }, ['extra']],
      [{ title: 'x'.repeat(121), questions: [{ text: 'x', kind: 'text' }] }, ['title']],
    ];
    for (const [payload, fields] of cases) {
      const response = await send('POST', '/api/polls', payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      const errors = Object.keys(response.json<ErrorBody>().errors ?? {}).sort();
      expect([payload, errors]).toEqual([payload, fields]);
    }
    expect((await send('POST', '/api/polls', '{"title": ')).statusCode).toBe(400);
    expect(
      (
        await send('PUT', '/api/polls/424242', {
          title: 'T',
          questions: [{ text: 'x', kind: 'text' }],
        })
      ).statusCode,
    ).toBe(404);
  });

  it('edits a poll without answers in place, questions included', async () => {
    const created = await send('POST', '/api/polls', {
      title: 'Seguridad del cilindro',
      questions: [
        { text: '¿Tenía sello?', kind: 'yes_no' },
        { text: 'Estado', kind: 'rating' },
      ],
    });
    const draft = created.json<Poll>();
    expect(draft).toMatchObject({ description: null, active: true, version: 1 });
    const edited = await send('PUT', `/api/polls/${String(draft.id)}`, {
      title: 'Seguridad del cilindro entregado',
      questions: [
        { text: '¿Tenía sello de seguridad?', kind: 'yes_no' },
        { text: 'Estado', kind: 'rating' },
        { text: 'Observaciones', kind: 'text' },
      ],
    });
    expect(edited.statusCode).toBe(200);
    const body = edited.json<Poll>();
    expect(body).toMatchObject({
      id: draft.id,
      title: 'Seguridad del cilindro entregado',
      version: 1,
      previous_poll_id: null,
      next_poll_id: null,
    });
    expect(body.questions.map((question) => [question.position, question.text])).toEqual([
      [1, '¿Tenía sello de seguridad?'],
      [2, 'Estado'],
      [3, 'Observaciones'],
    ]);
    expect(body.questions[0]?.id).toBe(draft.questions[0]?.id);
    const shorter = await send('PUT', `/api/polls/${String(draft.id)}`, {
      title: 'Seguridad',
      questions: [{ text: 'Estado', kind: 'rating' }],
    });
    expect(shorter.json<Poll>().questions).toHaveLength(1);
    await send('DELETE', `/api/polls/${String(draft.id)}`);
  });

  it('a poll with answers: title, description and active in place; new questions make a new version', async () => {
    const before = await onePoll();
    const body = {
      title: 'Satisfacción con la entrega a domicilio',
      description: null,
      active: true,
      questions: before.questions.map(({ text, kind }) => ({ text, kind })),
    };
    const inPlace = await send('PUT', `/api/polls/${String(poll.id)}`, body);
    expect(inPlace.statusCode).toBe(200);
    expect(inPlace.json()).toEqual({
      ...before,
      title: 'Satisfacción con la entrega a domicilio',
      description: null,
    });

    const changed = {
      ...body,
      title: 'Satisfacción con la entrega (v2)',
      questions: [
        ...body.questions.slice(0, 3),
        { text: '¿Recomendaría el servicio?', kind: 'yes_no' },
        ...body.questions.slice(3),
      ],
    };
    const versioned = await send('PUT', `/api/polls/${String(poll.id)}`, changed);
    expect(versioned.statusCode).toBe(200);
    const next = versioned.json<Poll>();
    expect(next).toMatchObject({
      title: 'Satisfacción con la entrega (v2)',
      active: true,
      version: 2,
      previous_poll_id: poll.id,
      next_poll_id: null,
      answers_count: 0,
      average_score: null,
      deleted_at: null,
    });
    expect(next.id).not.toBe(poll.id);
    expect(next.questions.map((question) => question.text)).toEqual(
      changed.questions.map((question) => question.text),
    );
    expect(next.questions.some((q) => before.questions.some((old) => old.id === q.id))).toBe(false);
    // the old version keeps its questions and answers, and is no longer active
    const old = await onePoll();
    expect(old).toEqual({
      ...before,
      title: body.title,
      description: null,
      active: false,
      next_poll_id: next.id,
    });
    const oldAnswers = await get(`/api/answers/paginated/1/10?poll_id=${String(poll.id)}`);
    expect(oldAnswers.json<Page<Answer>>().total).toBe(4);

    // the old version's questions stay frozen once it has a newer version
    const fork = await send('PUT', `/api/polls/${String(poll.id)}`, changed);
    expect(fork.statusCode).toBe(409);
    expect(fork.json()).toEqual({
      message: 'La encuesta ya tiene una versión más reciente; edite las preguntas de esa versión.',
      errors: {
        questions: [
          'La encuesta ya tiene una versión más reciente; edite las preguntas de esa versión.',
        ],
      },
    });
    // the new version has no answers yet: edited in place
    const again = await send('PUT', `/api/polls/${String(next.id)}`, {
      ...changed,
      questions: changed.questions.slice(0, 4),
    });
    expect(again.json<Poll>()).toMatchObject({ id: next.id, version: 2 });
    expect(again.json<Poll>().questions).toHaveLength(4);
    // in the list both versions show, newest first
    const listed = await get('/api/answers/polls/list/1/10/satisfaccion');
    expect(ids(listed)).toEqual([next.id, poll.id]);
  });

  it('soft-deletes and restores unchanged; a deleted poll is not edited', async () => {
    const before = await onePoll();
    const deleted = await send('DELETE', `/api/polls/${String(poll.id)}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ...before, deleted_at: expect.any(String) as unknown });
    expect((await send('DELETE', `/api/polls/${String(poll.id)}`)).json()).toEqual(deleted.json());
    expect((await onePoll()).deleted_at).not.toBeNull();
    expect(ids(await get('/api/answers/polls/list/1/10/all'))).not.toContain(poll.id);
    expect(ids(await get('/api/answers/polls/list/1/10/all?trashed=only'))).toContain(poll.id);
    expect(ids(await get('/api/answers/polls/list/1/10/all?trashed=with'))).toContain(poll.id);
    // its answers leave the all-polls list, and stay reachable by poll_id
    expect((await get('/api/answers/paginated/1/10')).json<Page<Answer>>().total).toBe(0);
    expect(
      (await get(`/api/answers/paginated/1/10?poll_id=${String(poll.id)}`)).json<Page<Answer>>()
        .total,
    ).toBe(4);
    const edit = await send('PUT', `/api/polls/${String(poll.id)}`, {
      title: 'Otra',
      questions: before.questions.map(({ text, kind }) => ({ text, kind })),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toEqual({ message: 'La encuesta está eliminada; restáurela primero.' });
    const restored = await send('POST', `/api/polls/${String(poll.id)}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual(before);
    expect((await send('POST', `/api/polls/${String(poll.id)}/restore`)).json()).toEqual(before);
    expect((await send('DELETE', '/api/polls/424242')).statusCode).toBe(404);
    expect((await send('POST', '/api/polls/424242/restore')).statusCode).toBe(404);
    expect(
      (await send('POST', `/api/polls/${String(poll.id)}/restore`, { extra: true })).statusCode,
    ).toBe(400);
  });
});

describe('the answers list', () => {
  const list = (suffix: string) => get(`/api/answers/paginated/${suffix}`);
  const pollQuery = () => `poll_id=${String(poll.id)}`;

  it('answers the envelope, newest first, each answer with its items in full', async () => {
    const response = await list(`1/3?${pollQuery()}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<Page<Answer>>();
    expect(body).toMatchObject({ current_page: 1, per_page: 3, total: 4, last_page: 2 });
    expect(body.data.map((answer) => answer.id)).toEqual([
      answerIds.A4,
      answerIds.A3,
      answerIds.A2,
    ]);
    expect(ids(await list(`2/3?${pollQuery()}`))).toEqual([answerIds.A1]);
    expect(ids(await list(`3/3?${pollQuery()}`))).toEqual([]);
    const first = (await list(`2/3?${pollQuery()}`)).json<Page<Answer>>().data[0];
    expect(first).toEqual({
      id: answerIds.A1,
      poll_id: poll.id,
      poll_title: expect.any(String) as unknown,
      customer_id: customerId,
      customer_name: 'María José Gómez Álvarez',
      order_id: orderIds[0],
      order_folio: folios[0],
      score: 5,
      comment: LONG_COMMENT,
      items: poll.questions.map((question, index) => ({
        question_id: question.id,
        question: question.text,
        value: ['5', YES, LONG_COMMENT, '4'][index],
      })),
      created_at: '2026-03-10T18:00:00.000Z',
    });
    const walkIn = body.data.find((answer) => answer.id === answerIds.A2);
    expect(walkIn).toMatchObject({
      customer_id: null,
      customer_name: 'Ángel Núñez Ibarra',
      order_folio: folios[1],
      score: 3,
      comment: null,
    });
  });

  it('searches customer, folio and comment ignoring case and accents', async () => {
    const cases: [string, (number | undefined)[]][] = [
      ['nunez', [answerIds.A4, answerIds.A2]],
      ['ÁNGEL NÚÑEZ', [answerIds.A4, answerIds.A2]],
      ['maria jose gomez', [answerIds.A3, answerIds.A1]],
      [folios[2] ?? '', [answerIds.A3]],
      [(folios[0] ?? '').toLowerCase(), [answerIds.A1]],
      ['AMABLE', [answerIds.A3]],
      ['valvula', [answerIds.A1]],
      ['llego tarde', [answerIds.A4]],
      ['%07amable%1F', [answerIds.A3]],
      ['satisfaccion', []],
      ['%25', []],
      ['_', []],
      ["' or 1=1 --", []],
    ];
    for (const [needle, expected] of cases) {
      const url = `1/10/${needle.includes('%') ? needle : encodeURIComponent(needle)}?${pollQuery()}`;
      const response = await list(url);
      expect([needle, response.statusCode, ids(response)]).toEqual([needle, 200, expected]);
    }
  });

  it('reads date ranges as inclusive Mexico City days', async () => {
    const range = async (query: string) => ids(await list(`1/10?${pollQuery()}&${query}`));
    expect(await range('from=2026-03-14&to=2026-03-14')).toEqual([answerIds.A2]);
    expect(await range('from=2026-03-15&to=2026-03-31')).toEqual([]);
    expect(await range('to=2026-03-10')).toEqual([answerIds.A1]);
    expect(await range('from=2026-04-02')).toEqual([answerIds.A4, answerIds.A3]);
    const search = await list(`1/10/nunez?${pollQuery()}&from=2026-04-01&to=2026-04-30`);
    expect(ids(search)).toEqual([answerIds.A4]);
    const reversed = await list(`1/10?${pollQuery()}&from=2026-04-02&to=2026-04-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual({
      message: 'Los datos enviados no son válidos.',
      errors: { to: ['La fecha final no puede ser anterior a la inicial.'] },
    });
    // every poll's answers when poll_id is left out; none of an unknown poll
    expect((await list('1/100')).json<Page<Answer>>().total).toBe(4);
    expect((await list('1/10?poll_id=424242')).json<Page<Answer>>().total).toBe(0);
  });
});

describe('the distribution', () => {
  const distribution = (query = '') =>
    get(`/api/polls/${String(poll.id)}/distribution${query === '' ? '' : `?${query}`}`);

  it('counts each rating value and averages it; yes and no; text answers', async () => {
    const response = await distribution();
    expect(response.statusCode).toBe(200);
    const [q1, q2, q3, q4] = poll.questions;
    const base = (question: Question | undefined) => ({
      question_id: question?.id,
      position: question?.position,
      text: question?.text,
      kind: question?.kind,
      counts: null,
      average: null,
      yes: null,
      no: null,
    });
    expect(response.json()).toEqual({
      poll_id: poll.id,
      from: null,
      to: null,
      answers_count: 4,
      questions: [
        // 5, 3, 4, 1
        { ...base(q1), answers: 4, counts: { 1: 1, 2: 0, 3: 1, 4: 1, 5: 1 }, average: 3.25 },
        { ...base(q2), answers: 4, yes: 2, no: 2 },
        // A2 left it empty
        { ...base(q3), answers: 3 },
        // 4, 2, 4, 1
        { ...base(q4), answers: 4, counts: { 1: 1, 2: 1, 3: 0, 4: 2, 5: 0 }, average: 2.75 },
      ],
    });
  });

  it('counts the answers of the date range only', async () => {
    const march = (await distribution('from=2026-03-01&to=2026-03-14')).json<{
      from: string;
      to: string;
      answers_count: number;
      questions: { answers: number; counts: unknown; average: number | null; yes: number | null }[];
    }>();
    expect(march).toMatchObject({ from: '2026-03-01', to: '2026-03-14', answers_count: 2 });
    expect(march.questions.map((question) => question.answers)).toEqual([2, 2, 1, 2]);
    expect(march.questions[0]).toMatchObject({
      counts: { 1: 0, 2: 0, 3: 1, 4: 0, 5: 1 },
      average: 4,
    });
    expect(march.questions[3]).toMatchObject({ average: 3 });
    expect(march.questions[1]).toMatchObject({ yes: 1, no: 1 });
    const empty = (await distribution('from=2026-05-01')).json<typeof march>();
    expect(empty.answers_count).toBe(0);
    expect(empty.questions[0]).toMatchObject({
      answers: 0,
      counts: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      average: null,
    });
    expect((await distribution('from=2026-04-02&to=2026-04-01')).statusCode).toBe(400);
    expect((await get('/api/polls/424242/distribution')).statusCode).toBe(404);
  });
});

describe('exports', () => {
  it('the Excel holds the rows of the answers list, one column per question', async () => {
    const response = await get(
      `/api/answers/polls/excel/${String(poll.id)}?from=2026-03-01&to=2026-04-10`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename=encuesta-${String(poll.id)}-respuestas-\\d{8}-\\d{4}\\.xlsx$`,
      ),
    );
    const workbook = await readWorkbook(response.raw);
    expect(workbook.preamble[0]).toMatch(/^Respuestas: Satisfacción con la entrega/);
    expect(workbook.preamble[1]).toBe(
      'Filtro: encuesta «Satisfacción con la entrega a domicilio» (versión 1) · desde el 01/03/2026 hasta el 10/04/2026',
    );
    expect(workbook.headers).toEqual([
      'Fecha',
      'Folio',
      'Cliente',
      'Calificación',
      ...poll.questions.map((question) => `${String(question.position)}. ${question.text}`),
      'Comentario',
    ]);
    expect(workbook.rows).toEqual([
      [
        new Date('2026-04-02T10:00:00.000Z'),
        folios[2],
        'María José Gómez Álvarez',
        4,
        4,
        YES,
        'El repartidor fue amable',
        4,
        'El repartidor fue amable',
      ],
      [
        new Date('2026-03-14T23:30:00.000Z'),
        folios[1],
        'Ángel Núñez Ibarra',
        3,
        3,
        NO,
        null,
        2,
        null,
      ],
      [
        new Date('2026-03-10T12:00:00.000Z'),
        folios[0],
        'María José Gómez Álvarez',
        5,
        5,
        YES,
        LONG_COMMENT,
        4,
        LONG_COMMENT,
      ],
    ]);
  });

  it('the PDF prints the same rows; the search narrows both; unknown polls are a JSON 404', async () => {
    const response = await get(`/api/answers/polls/pdf/${String(poll.id)}?search=nunez`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename=encuesta-\d+-respuestas-\d{8}-\d{4}\.pdf$/,
    );
    const runs = pdfPages(response.raw).flat();
    expect(runs).toContain('Ángel Núñez Ibarra');
    expect(runs).toContain(folios[1]);
    expect(runs).not.toContain('María José Gómez Álvarez');
    expect(runs.some((run) => run.startsWith('Llegó tarde'))).toBe(true);
    expect(runs).toContain(
      'Filtro: encuesta «Satisfacción con la entrega a domicilio» (versión 1) · búsqueda «nunez» · todas las fechas',
    );
    const excel = await get(`/api/answers/polls/excel/${String(poll.id)}?search=nunez`);
    expect((await readWorkbook(excel.raw)).rows.map((row) => row[1])).toEqual([
      folios[1],
      folios[1],
    ]);
    const english = await t.call({
      method: 'GET',
      url: `/api/answers/polls/excel/${String(poll.id)}?to=2026-03-10`,
      token: employee,
      headers: { 'accept-language': 'en-US' },
    });
    const workbook = await readWorkbook(english.raw);
    expect(workbook.headers.slice(0, 4)).toEqual(['Date', 'Folio', 'Customer', 'Score']);
    expect(workbook.rows).toHaveLength(1);
    for (const format of ['excel', 'pdf']) {
      const missing = await get(`/api/answers/polls/${format}/424242`);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^application\/json/);
      const reversed = await get(
        `/api/answers/polls/${format}/${String(poll.id)}?from=2026-04-02&to=2026-04-01`,
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('hostile input never answers 5xx', () => {
  it('bad days are a 400 on the field; control characters and odd texts are searched literally', async () => {
    const id = String(poll.id);
    const bases = [
      '/api/answers/polls/list/1/10/all',
      `/api/polls/${id}/distribution`,
      '/api/answers/paginated/1/10',
      '/api/answers/paginated/1/10/ana',
      `/api/answers/polls/excel/${id}`,
      `/api/answers/polls/pdf/${id}`,
    ];
    for (const base of bases)
      for (const day of ['2026-02-30', '9999-12-31', '0000-01-01', '20260101', '2026-13-01'])
        for (const field of ['from', 'to']) {
          const url = `${base}?${field}=${day}`;
          const response = await get(url);
          expect([url, response.statusCode]).toEqual([url, 400]);
          expect(Object.keys(response.json<ErrorBody>().errors ?? {})).toEqual([field]);
        }
    const odd = await get(`/api/answers/polls/excel/${id}?search=%07nunez%1F`);
    const workbook = await readWorkbook(odd.raw);
    expect(workbook.preamble[1]).toMatch(/ · búsqueda «nunez» · todas las fechas$/);
    expect(workbook.rows).toHaveLength(2);
    for (const text of ['%00', '%07%07', '%1F', 'x%7Fy', '%22', 'NEAR(', '*', '%C2%85', '%FF']) {
      for (const url of [
        `/api/answers/polls/list/1/10/${text}`,
        `/api/answers/paginated/1/10/${text}`,
        `/api/answers/paginated/1/10/${text}?poll_id=${id}`,
        `/api/answers/polls/excel/${id}?search=${text}`,
      ]) {
        const response = await get(url);
        expect([url, response.statusCode < 500]).toEqual([url, true]);
      }
    }
    for (const url of [
      '/api/answers/paginated/1/10?poll_id=abc',
      '/api/answers/paginated/1/10?poll_id=0',
      '/api/answers/paginated/0/10',
      '/api/answers/paginated/1/101',
      `/api/answers/paginated/1/10/${'x'.repeat(101)}`,
      `/api/answers/polls/list/1/10/${'x'.repeat(101)}`,
      '/api/answers/polls/list/1/10/all?trashed=maybe',
      `/api/answers/polls/excel/${id}?search=${'x'.repeat(101)}`,
    ]) {
      const response = await get(url);
      expect([url, response.statusCode]).toEqual([url, 400]);
    }
  });
});
