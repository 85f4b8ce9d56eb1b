import { Type, type Static } from 'typebox';
import { Bilingual, Id, ListQuery, Timestamp } from './common.js';

export const JobState = Type.Union([Type.Literal('queued'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]);
export type JobState = Static<typeof JobState>;
/** Job kinds are short dotted names (`draw.close`); a filter longer than any kind finds nothing anyway. */
export const JobKind = Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9]+([._-][a-z0-9]+)*$' });

/**
 * Why a job's last attempt failed, as people read it: the server catalog's message (`code`, stable for programs)
 * rendered in both languages, the console showing the viewer's.
 */
export const JobReason = Type.Object({ code: Type.String(), text: Bilingual });
export type JobReason = Static<typeof JobReason>;

/**
 * A background job (docs/architecture.md#jobs): failures stay visible until retried, with their `reason` in
 * words and `lastError`, the error's own text (English) for engineers.
 */
export const Job = Type.Object({
  id: Id,
  kind: Type.String(),
  key: Type.Union([Type.String(), Type.Null()]),
  payload: Type.Record(Type.String(), Type.Unknown()),
  state: JobState,
  runAt: Timestamp,
  attempts: Type.Integer(),
  maxAttempts: Type.Integer(),
  lockedBy: Type.Union([Type.String(), Type.Null()]),
  lockedUntil: Type.Union([Timestamp, Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  reason: Type.Union([JobReason, Type.Null()]),
  createdAt: Timestamp,
  updatedAt: Timestamp,
  finishedAt: Type.Union([Timestamp, Type.Null()]),
});
export type Job = Static<typeof Job>;

export const JobListQuery = ListQuery({ state: Type.Optional(JobState), kind: Type.Optional(JobKind) }, ['id', 'runAt', 'updatedAt'] as const);
export type JobListQuery = Static<typeof JobListQuery>;
