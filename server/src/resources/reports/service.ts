import type { Static } from '@sinclair/typebox';
import type { AppContext } from '../../app-context';
import type { AuditOrigin } from '../../audit/origin';
import { recordAudit } from '../../audit/record';
import type { PollBody } from './schemas';
import { questionText, questionsChanged } from '../../domain/polls';
import { DomainError, notFound } from '../../domain/errors';
import { isoAt } from '../../lib/clock';
import {
  findPollRecord,
  findPollRow,
  getPollView,
  insertPollRow,
  insertQuestions,
  nextVersionOf,
  pollHasAnswers,
  rewriteQuestions,
  updatePollRow,
  type PollView,
  type QuestionInput,
} from './polls-repository';
import { restore, softDelete, softDeletable } from '../../kit/soft-delete';

// Polls: only administrators write them. A poll with answers keeps its questions frozen: a change
// of its questions makes the next version (a new poll row linked by previous_poll_id) and the
// edited poll, now replaced, stops being active. Delete and restore touch deleted_at only.
// Every write is on the audit trail with the poll and its questions before and after; a new
// version is a created poll, and an update of the one it replaces.

type Body = Static<typeof PollBody>;

const questionsOfBody = (body: Body): QuestionInput[] =>
  body.questions.map((question) => ({ text: questionText(question.text), kind: question.kind }));

export async function getPoll(context: AppContext, id: number): Promise<PollView> {
  if ((await findPollRow(context.db, id)) === undefined) throw notFound();
  return getPollView(context.db, id);
}

export async function createPoll(
  context: AppContext,
  origin: AuditOrigin,
  body: Body,
): Promise<PollView> {
  const now = isoAt(context.clock());
  const id = await context.db.transaction().execute(async (trx) => {
    const pollId = await insertPollRow(trx, {
      title: body.title.trim(),
      description: body.description ?? null,
      active: body.active === false ? 0 : 1,
      created_at: now,
      deleted_at: null,
      previous_poll_id: null,
      version: 1,
    });
    await insertQuestions(trx, pollId, questionsOfBody(body));
    await recordAudit(trx, origin, {
      action: 'create',
      entity: 'poll',
      entityId: pollId,
      after: await findPollRecord(trx, pollId),
      at: now,
    });
    return pollId;
  });
  return getPollView(context.db, id);
}

/**
 * PUT: title, description and active are edited in place; the questions too while the poll has
 * no answers. Once it has answers, changed questions make the next version, which is answered.
 */
export async function updatePoll(
  context: AppContext,
  origin: AuditOrigin,
  id: number,
  body: Body,
): Promise<PollView> {
  const at = isoAt(context.clock());
  const resultId = await context.db.transaction().execute(async (trx) => {
    const poll = await findPollRecord(trx, id);
    if (poll === undefined) throw notFound();
    const recordUpdate = async () =>
      recordAudit(trx, origin, {
        action: 'update',
        entity: 'poll',
        entityId: id,
        before: poll,
        after: await findPollRecord(trx, id),
        at,
      });
    if (poll.deleted_at !== null) throw new DomainError(409, 'pollDeleted');
    const fields = {
      title: body.title.trim(),
      description: body.description === undefined ? poll.description : body.description,
      active: body.active === undefined ? poll.active : body.active ? 1 : 0,
    };
    const questions = questionsOfBody(body);
    if (!questionsChanged(poll.questions, questions)) {
      await updatePollRow(trx, id, fields);
      await recordUpdate();
      return id;
    }
    if (!(await pollHasAnswers(trx, id))) {
      await updatePollRow(trx, id, fields);
      await rewriteQuestions(trx, id, questions);
      await recordUpdate();
      return id;
    }
    if ((await nextVersionOf(trx, id)) !== undefined)
      throw new DomainError(409, 'pollHasNewerVersion', { questions: ['pollHasNewerVersion'] });
    // the unique index on previous_poll_id refuses (409) a concurrent second version
    const nextId = await insertPollRow(trx, {
      ...fields,
      created_at: at,
      deleted_at: null,
      previous_poll_id: id,
      version: poll.version + 1,
    });
    await insertQuestions(trx, nextId, questions);
    await recordAudit(trx, origin, {
      action: 'create',
      entity: 'poll',
      entityId: nextId,
      after: await findPollRecord(trx, nextId),
      at,
    });
    await updatePollRow(trx, id, { active: 0 });
    await recordUpdate();
    return nextId;
  });
  return getPollView(context.db, resultId);
}

/** A poll, as the kit's soft delete and restore see it (the trail keeps it with its questions). */
const pollRecord = softDeletable({
  entity: 'poll',
  find: findPollRow,
  read: findPollRecord,
  setDeletedAt: (db, id, at) => updatePollRow(db, id, { deleted_at: at }),
  view: getPollView,
});

export const deletePoll = (context: AppContext, origin: AuditOrigin, id: number) =>
  softDelete(context, origin, pollRecord, id);

export const restorePoll = (context: AppContext, origin: AuditOrigin, id: number) =>
  restore(context, origin, pollRecord, id);
