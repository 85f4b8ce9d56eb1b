import { todoFinisher, userNotifier } from '../notices/notify-user.js';
import { ORDER_RULES, type BookSettings, type Order, type OrderDraft, type OrderLimits, type OrderLimitsBody, type OrderLineInput, type OrderSave, type OrderSource } from '@drawdesk/contracts';
import { isPlayCode, playTypeOf, validateSelection } from '@drawdesk/lottery';
import type { Database, Executor, Transaction } from '../db/client.js';
import { violatedUnique } from '../db/driver-errors.js';
import { AppError, conflict, invalid, notFound } from '../lib/errors.js';
import { asTyped, gameName, inBoth, line, say, type MessageKey, type Say } from '../i18n/say.js';
import { lotteryReason } from '../i18n/lottery-refusal.js';
import { drawStatus } from '../draws/lifecycle.js';
import type { Actor } from '../repositories/audit.js';
import type { DrawRow } from '../repositories/draws.js';
import type { Repositories } from '../repositories/index.js';
import { toOrder, type OrderRow } from '../repositories/orders.js';
import { bookMoved } from '../repositories/book.js';
import { eventsPublished } from '../repositories/events.js';
import { stepsRecorded } from '../repositories/risk-board.js';
import { runTogether } from '../db/together.js';
import type { SQL } from 'drizzle-orm';
import { scopeOf } from '../repositories/scope.js';
import type { Principal } from '../repositories/sessions.js';
import { bookRefusal, creditRefusal, lineRefusal, selectionKey } from '@drawdesk/contracts';
import { limitExceeded, riskRefused, type PricedLine } from './limits.js';
import { awaitingConfirmation, copyRefused, renewalDue, seriesStopped } from './notices.js';
import { todoSubject, type NewMessage } from '../repositories/messages.js';
import { SYSTEM_ACTOR } from '../draws/service.js';
import { keptOf, priceLines } from './lines.js';
import { bookPayoutCheckOf, closingCheck, combinationPayoutsOf, needsZodiac, payoutKeysOf, oddsNow, payoutCheck, priceOnBoard, staleCheck, type DeskLine, type DeskRules, type OnBoard } from './desk.js';
import { zodiacFrom, zodiacOfDraw } from '../draws/zodiac-of.js';
import type { OrderContext } from '../repositories/order-context.js';
import { boardMoved, boardTrace } from '../risk/notices.js';
import { keepRulesBy, keptTakenBack, keptToRead, layOff, type LaidOff } from './auto-layoff.js';
import { autoLayoffPlanned } from './notices.js';

/** A line as stored and audited: the odds it was shown are the request's, not the order's. */
const withoutSeen = ({ seenOdds: _seen, ...line }: DeskLine) => line;

/** An order's status in words. */
const orderStatus = (status: OrderRow['status']) => say(`order.status.${status}` satisfies MessageKey);

/** Who takes an order and how the lines came (the route reads the text into lines first). */
export type Taking = { principal: Principal; actor: Actor; source: OrderSource };
/** What a request asks for: its lines, each on the order's draw or on the open draw of the market it names. */
export type OrderRequest = Omit<OrderSave, 'lines'> & { lines: OrderLineInput[] };
/** One order to place: its draw and lines, the part of its request, and a repeat series it carries on. */
type Placing = Omit<OrderRequest, 'drawId'> & { drawId: number; requestPart?: number; seriesId?: number };

const refuse = (rule: 'draw-open' | 'customer-disabled', text: Say) =>
  new AppError('LIMIT_EXCEEDED', text, { line: null, play: null, selection: null, rule, limit: null, taken: null, asked: null });

/** An asked selection as the book keys it (`07` is `7`); a play of another game or a bad selection is a 400 on it. */
function canonical(asked: { play: string; selection: string }, index: number, game: string) {
  const field = `/selections/${index}`;
  if (!isPlayCode(asked.play) || playTypeOf(asked.play).game !== game) throw invalid(`${field}/play`, 'order.notAPlay', { play: asked.play, game: gameName(game as 'MARK6' | 'PICK3') });
  const check = validateSelection(asked.play, asked.selection);
  if (!check.ok) throw invalid(`${field}/selection`, 'order.badSelection', { play: line(asked.play), selection: asked.selection, why: lotteryReason(check) });
  return { play: asked.play, selection: check.selection };
}

/**
 * Orders (docs/domain/orders.md): taking one with every check in one transaction under row locks (the customer,
 * then the draw shared, then the book rows of its selections in one order), accepting, rejecting and
 * cancelling with the book kept in the same transaction. It takes the whole repositories object: the save
 * path reaches most of them.
 */
export function orderService(db: Database, repos: Repositories) {
  const { orders, book, orderSeries, orderAudience, orderContext, customers, draws, plans, bookSettings, audit, users, agents, riskRules, lotteries, bookPayouts, autoLayoffs } = repos;
  const notifyUser = userNotifier(repos);
  const finishTodo = todoFinisher(repos);

  /** The odds a line of each asked selection would get now from the plan's rows (a play the plan lacks: none), read without locks. */
  async function oddsOn(draw: DrawRow, rows: readonly { play: string; odds: readonly number[] }[], asked: readonly { play: string; selection: string }[], tx: Executor = db) {
    const slots = new Map(rows.map((row) => [row.play, row.odds]));
    const unique = [...new Map(asked.filter((k) => slots.has(k.play)).map((k) => [selectionKey(k), k])).values()];
    if (unique.length === 0) return [];
    const desk = await deskRulesOf(draw, unique, await bookSettings.read(tx), tx);
    const rowsNow = await book.boardsOn(draw.id, unique, tx);
    const zodiac = unique.some((k) => desk.rules.get(k.play)?.enabled && !rowsNow.get(selectionKey(k))?.oddsBase) ? await zodiacOfDraw(lotteries, draw, tx) : undefined;
    return unique.map((k) => ({ ...k, odds: oddsNow(k.play, k.selection, slots.get(k.play)!, rowsNow.get(selectionKey(k)), desk, zodiac) }));
  }

  /** What the desk reads of a draw before the book lock: the lottery's rules for the order's plays, and when its play groups close. */
  async function deskRulesOf(draw: DrawRow, lines: readonly { play: string }[], settings: BookSettings, tx: Executor): Promise<DeskRules> {
    const rules = await riskRules.rulesFor(draw.lottery, [...new Set(lines.map((line) => line.play))], tx);
    return { rules, closing: closingOf(draw, settings) };
  }

  /**
   * An order going into the book, under the book rows' locks: the risk desk's closing (by hand, play group,
   * cap per selection), the plan's limit per selection and the credit (each a 422), the odds each line is
   * accepted at (a form line that saw other odds: a 409), the order payout cap at those odds and the book's
   * cap per selection or combination (each a 422; the second under the lock of the combinations' payout rows,
   * taken after the book rows'), then the book moved (stake, kept part, odds, payout per combination) and the
   * automatic lay-offs the accepted lines make (each party's kept stake locked with the book rows).
   * Returns the lines at their odds, what the order did to the boards, its lay-offs, and the statements that
   * move the book, for the caller to send with the order's other rows (after the locks, each round trip is one
   * more that every order waiting on these rows waits for).
   */
  async function intoBook(
    customer: { id: number; creditLimit: number },
    draw: DrawRow,
    lines: readonly DeskLine[],
    context: OrderContext,
    tx: Transaction,
  ): Promise<{ board: OnBoard; laid: LaidOff; moves: SQL[] }> {
    const { settings } = context;
    const desk: DeskRules = { rules: context.rules, closing: closingOf(draw, settings) };
    // The animals' plays and the payout caps price lines with the draw's zodiac map: from what the context read.
    const drawZodiac = zodiacFrom(draw, context.lottery?.timeZone ?? '', context.zodiacYears);
    const capZodiac = settings.orderPayoutCap === null ? undefined : drawZodiac;
    // The payout rows' keys do not depend on the odds: known now, they are locked with the book rows, in one round trip.
    const early = payoutKeysOf(lines, drawZodiac);
    // Automatic lay-off: the kept stakes of the parties with a rule, locked with the book rows (none without a rule).
    const keep = keepRulesBy(context.keepRules);
    const { book: locked, payouts: heldEarly, kept: keptBefore } = await book.lockBookAndPayouts(draw.id, lines, early, tx, keptToRead(lines, keep));
    const closed = closingCheck(lines, locked, desk, Date.now());
    if (closed) throw riskRefused(closed, desk.closing);
    const overBook = bookRefusal(lines, new Map([...locked].map(([key, row]) => [key, row.stake])));
    if (overBook) throw limitExceeded(overBook);
    const amount = lines.reduce((sum, line) => sum + line.amount, 0);
    const account = { creditLimit: customer.creditLimit, ...context.account };
    const overCredit = creditRefusal(account, amount);
    if (overCredit) throw limitExceeded(overCredit);
    const zodiac = capZodiac ?? (needsZodiac(lines, locked, desk) ? drawZodiac : undefined);
    const board = priceOnBoard(lines, locked, desk, zodiac);
    const stale = staleCheck(lines, board);
    if (stale) throw riskRefused(stale, desk.closing);
    const overPayout = payoutCheck(board.lines, settings.orderPayoutCap, zodiac);
    if (overPayout) throw riskRefused(overPayout, desk.closing);
    const payouts = await combinationPayoutsOf(board.lines, zodiac, async () => drawZodiac);
    // Never expected: a key the early lock missed is locked now (after the others, so not in one order with them).
    const missing = payouts.flatMap((byKey) => [...byKey.keys()]).filter((key) => !heldEarly.has(key));
    const held = missing.length === 0 ? heldEarly : new Map([...heldEarly, ...(await bookPayouts.lock(draw.id, missing, tx))]);
    const overBookPayout = bookPayoutCheckOf(board.lines, payouts, held, settings.selectionPayoutCap);
    if (overBookPayout.refusal) throw riskRefused(overBookPayout.refusal, desk.closing);
    const laid = layOff(board.lines, keep, keptBefore);
    const kept = autoLayoffs.keptMoved(draw.id, laid.kept);
    return { board, laid, moves: [...bookMoved(draw.id, board.lines, 1, board.moved, overBookPayout.added), ...(kept ? [kept] : [])] };
  }

  /**
   * What an order taken did to the boards, as statements to send with its other rows (`orderId`: an
   * expression for it when it is inserted in the same statement): the odds history (cause `step`), and every open desk told of each play
   * whose odds moved or whose selection reached its cap, in the transaction.
   */
  function boardsMoved(orderId: number | SQL, draw: DrawRow, board: OnBoard, context: OrderContext): SQL[] {
    const steps = stepsRecorded(draw.id, orderId, board.changes);
    const plays = new Set([...board.changes, ...board.capped].map((entry) => entry.play));
    const lottery = context.lottery!;
    const told = [...plays].flatMap((play) => {
      const content = boardMoved(lottery, draw, play, board.changes.filter((c) => c.play === play), board.capped.filter((c) => c.play === play));
      return context.audience.map((userId) => ({ userId, event: { type: 'Notify' as const, traceId: boardTrace(draw.id, play), content } }));
    });
    return [...(steps ? [steps] : []), ...(told.length > 0 ? [eventsPublished(told)] : [])];
  }

  /** The statement writing an order's automatic lay-offs (`orderId`: an expression for it when it is inserted in the same statement), if it made any. */
  function layoffsWritten(orderId: number | SQL, draw: DrawRow, laid: LaidOff, principal: Principal): SQL[] {
    const written = autoLayoffs.inserted(draw.id, orderId, laid.layoffs, { userId: principal.userId, username: principal.username });
    return written ? [written] : [];
  }

  /** The users of each party with an external lay-off planned by the order are told to place it. */
  async function tellPlanned(orderId: number, draw: DrawRow, laid: LaidOff, context: OrderContext, tx: Transaction) {
    for (const party of laid.planned) await tell(party.told, autoLayoffPlanned(orderId, context.lottery!, draw, party.layoffs), `order:${orderId}`, tx);
  }

  function requireOpen(draw: DrawRow | null): asserts draw is DrawRow {
    if (!draw) throw invalid('/drawId', 'draw.noSuch');
    if (draw.status !== 'open') throw refuse('draw-open', say('draw.notOpen', { issue: draw.issue, status: drawStatus(draw.status) }));
  }

  /** The customer in the caller's scope, locked: its orders and credit are counted one order at a time. */
  async function lockedCustomer(principal: Principal, customerId: number, tx: Transaction) {
    const customer = await customers.scoped(scopeOf(principal)).findById(customerId, tx, true);
    if (!customer) throw invalid('/customerId', 'order.noSuchCustomer');
    if (customer.status !== 'active') throw refuse('customer-disabled', say('order.customerDisabled', { customer: customer.code }));
    return customer;
  }

  /**
   * The request's lines by draw: a line without a market, or of the order's draw's market, on that draw; a
   * line of another market on that market's open draw (none: the request is refused whole). Draws in the
   * order their markets first appear; that order is the request's part number.
   */
  async function partsOf(input: OrderRequest, tx: Transaction): Promise<(Placing & { requestPart: number })[]> {
    // The common case, every line on the order's draw: `place` reads (and checks) that draw itself.
    if (input.lines.every((line) => line.lottery === undefined)) return [{ ...input, requestPart: 0 }];
    const draw = await draws.findById(input.drawId, tx);
    if (!draw) throw invalid('/drawId', 'draw.noSuch');
    const drawOf = new Map<string, number>([[draw.lottery, draw.id]]);
    const linesOf = new Map<number, OrderLineInput[]>();
    for (const [index, line] of input.lines.entries()) {
      const lottery = line.lottery ?? (draw.lottery as NonNullable<OrderLineInput['lottery']>);
      if (!drawOf.has(lottery)) {
        const open = await draws.openOf(lottery, tx);
        if (!open) throw invalid(`/lines/${index}/lottery`, 'order.marketNoDraw', { lottery });
        drawOf.set(lottery, open.id);
      }
      const drawId = drawOf.get(lottery)!;
      linesOf.set(drawId, [...(linesOf.get(drawId) ?? []), line]);
    }
    return [...linesOf].map(([drawId, lines], requestPart) => ({ ...input, drawId, lines, requestPart }));
  }

  /** Places one order with every check; returns it with its view (the customer and draw it was placed on label it). */
  async function place(input: Placing, taking: Taking, tx: Transaction): Promise<{ order: OrderRow; view: Order }> {
    const { principal } = taking;
    // Every way in (a form, a text, a repeat copy) meets the one bound on an order's lines.
    if (input.lines.length > ORDER_RULES.linesMax) throw invalid('/lines', 'order.tooManyLines', { max: ORDER_RULES.linesMax, count: input.lines.length });
    const customer = await lockedCustomer(principal, input.customerId, tx);
    const context = await orderContext.read({ drawId: input.drawId, customerId: customer.id, planId: customer.planId, agentId: customer.agentId, plays: input.lines.map((line) => line.play) }, tx);
    const { draw, settings } = context;
    requireOpen(draw);
    const priced = priceLines(input.lines, draw.game, context.plan!, context.chain);
    const perLine = lineRefusal(priced);
    if (perLine) throw limitExceeded(perLine);
    const combinations = priced.reduce((sum, line) => sum + line.combinations, 0);
    if (combinations > ORDER_RULES.combinationsMax) throw invalid('/lines', 'order.tooManyOrderCombinations', { max: ORDER_RULES.combinationsMax, count: combinations });

    const waits = principal.role === 'User' && settings.confirmUserOrders;
    // A pending order meets the desk when it is accepted: its lines keep their plan's odds until then.
    const taken = waits ? null : await intoBook(customer, draw, priced.map((line, i) => ({ ...line, seenOdds: input.lines[i]!.seenOdds })), context, tx);
    const lines = taken?.board.lines ?? priced;
    const order = await orders.insert(
      {
        customerId: customer.id,
        agentId: customer.agentId,
        drawId: draw.id,
        source: taking.source,
        text: input.text ?? null,
        status: waits ? 'pending' : 'accepted',
        stake: lines.reduce((sum, line) => sum + line.amount, 0),
        lineCount: lines.length,
        requestId: input.requestId,
        requestPart: input.requestPart ?? 0,
        enteredBy: principal.userId,
        enteredByName: principal.username,
        ...(waits ? {} : { confirmedBy: principal.userId, confirmedByName: principal.username }),
        repeatLeft: input.repeat ?? 0,
        seriesId: input.seriesId ?? null,
      },
      draw.issue,
      lines,
      tx,
      // One round trip with the order: the book moved, the audit entry (the order as stored, with its lines), the boards' history and desks told.
      (inserted) => [
        ...(taken?.moves ?? []),
        audit.recorded(taking.actor, { action: 'order.create', entity: 'order', entityId: inserted.id, after: inserted.json({ lines: lines.map(withoutSeen), ...layoffsAudited(taken?.laid) }) }),
        ...(taken ? [...boardsMoved(inserted.id, draw, taken.board, context), ...layoffsWritten(inserted.id, draw, taken.laid, principal)] : []),
      ],
    );
    if (taken) await tellPlanned(order.id, draw, taken.laid, context, tx);
    if (waits) await tell(await orderAudience.confirmers(principal.agentId, principal.userId, tx), awaitingConfirmation(order), `order:${order.id}`, tx);
    return { order, view: toOrder(order, { customerCode: customer.code, customerName: customer.name, lottery: draw.lottery, issue: draw.issue }) };
  }

  /** A message and a live `Notify` to each user. */
  async function tell(userIds: readonly number[], message: NewMessage, traceId: string, tx: Transaction) {
    for (const userId of userIds) {
      await notifyUser(userId, message, { traceId }, tx);
    }
  }

  /**
   * A repeat order's copy on a draw that just opened, with every check (in a savepoint: a refused copy
   * rolls back alone). The copy carries the series on; a refusal is a notice to whoever entered it.
   */
  async function repeatOne(original: OrderRow, draw: DrawRow, tx: Transaction) {
    const seriesId = original.seriesId ?? original.id;
    const left = original.repeatLeft - 1;
    const stored = await orders.storedLines(original.id, tx);
    // The copy is the system's, on behalf of who entered the series: its checks are the same as any order's.
    const principal: Principal = { sessionId: 0, userId: original.enteredBy, username: original.enteredByName, role: 'Admin', agentId: null };
    try {
      const { order: copy } = await tx.transaction((savepoint) =>
        place(
          {
            requestId: `repeat-${seriesId}-${draw.id}`,
            customerId: original.customerId,
            drawId: draw.id,
            ...(original.text === null ? {} : { text: original.text }),
            lines: stored.map((line) => ({ play: line.play, selection: line.selection, stake: line.stake })),
            seriesId,
          },
          { principal, actor: SYSTEM_ACTOR, source: original.source },
          savepoint as Transaction,
        ),
      );
      await orderSeries.passSeries(original.id, copy.id, left, tx);
      if (left === 0) await tell([original.enteredBy], renewalDue(copy), `order:${copy.id}`, tx);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await orderSeries.passSeries(original.id, null, left, tx);
      await tell([original.enteredBy], copyRefused(original, draw.issue, error.text), `order:${original.id}`, tx);
      if (left === 0) await tell([original.enteredBy], renewalDue(original), `order:${original.id}`, tx);
    }
  }

  return {
    /** A series renewed or dismissed: the "pending renewal" todo about it ends, and the badge hears it. */
    async renewalDone(orderId: number, tx: Transaction) {
      await finishTodo(todoSubject.renewal(orderId), `order:${orderId}`, tx);
    },

    /**
     * The terms an order of this customer on this draw is checked against, and what the book holds on the
     * asked selections: the customer in the caller's scope (else 400 as on save), the draw any state.
     */
    async limits(input: OrderLimitsBody, principal: Principal): Promise<OrderLimits> {
      const customer = await customers.scoped(scopeOf(principal)).findById(input.customerId);
      if (!customer) throw invalid('/customerId', 'order.noSuchCustomer');
      const draw = await draws.findById(input.drawId);
      if (!draw) throw invalid('/drawId', 'draw.noSuch');
      const plan = (await plans.findById(customer.planId))!;
      const same = plan.game === draw.game;
      const asked = same ? input.selections.map((selection, index) => canonical(selection, index, draw.game)) : [];
      return {
        planGame: plan.game,
        drawGame: draw.game,
        plays: same ? plan.rows.map(({ play, minStake, maxStake, maxPerSelection, locked }) => ({ play, minStake, maxStake, maxPerSelection, locked })) : [],
        taken: same ? await book.bookOn(draw.id, asked) : [],
        odds: await oddsOn(draw, plan.rows, asked),
      };
    },

    /**
     * A text's draft with each line's odds now for the customer (the preview's odds column): per market, the
     * customer's plan on that market's open draw. A customer out of scope or a plan of another game adds none.
     */
    async withOdds(draft: OrderDraft, customerId: number, principal: Principal): Promise<OrderDraft> {
      const customer = await customers.scoped(scopeOf(principal)).findById(customerId);
      if (!customer) return draft;
      const plan = (await plans.findById(customer.planId))!;
      // Each line as the book keys it (`07` is `7`); a line that is not a play's is left without odds.
      const keyOf = (line: OrderDraft['lines'][number]) => {
        const check = isPlayCode(line.play) ? validateSelection(line.play, line.selection) : null;
        return check?.ok ? { lottery: line.lottery, play: line.play, selection: check.selection } : null;
      };
      const keys = draft.lines.map(keyOf);
      const odds = new Map<string, number[]>();
      for (const market of draft.draws) {
        const draw = await draws.findById(market.drawId);
        if (draw?.game !== plan.game) continue;
        const asked = keys.filter((key) => key?.lottery === market.lottery) as { play: string; selection: string }[];
        for (const row of await oddsOn(draw, plan.rows, asked)) odds.set(`${market.lottery}\u0000${selectionKey(row)}`, row.odds);
      }
      return {
        ...draft,
        lines: draft.lines.map((line, i) => {
          const key = keys[i];
          const now = key ? odds.get(`${key.lottery}\u0000${selectionKey(key)}`) : undefined;
          return now ? { ...line, odds: now } : line;
        }),
      };
    },

    /**
     * Takes a request's orders once per request id, one per draw its lines go to, all in one transaction: a
     * repeat of the request (also at the same moment) answers the orders the first one made. Returns them
     * in the request's order and whether this call created them.
     */
    async take(input: OrderRequest, taking: Taking): Promise<{ orders: Order[]; created: boolean }> {
      const answer = async (rows: readonly OrderRow[], created: boolean) => ({ orders: await Promise.all(rows.map((row) => orders.labels(row))), created });
      const earlier = await orders.byRequest(taking.principal.userId, input.requestId);
      if (earlier.length > 0) return answer(earlier, false);
      try {
        const made = await db.transaction(async (tx) => {
          const parts = await partsOf(input, tx);
          // Placed in draw order, so every request locks books of several draws in one order (no deadlock).
          const placed = new Map<number, Order>();
          for (const part of [...parts].sort((a, b) => a.drawId - b.drawId)) placed.set(part.drawId, (await place(part, taking, tx)).view);
          return parts.map((part) => placed.get(part.drawId)!);
        });
        return { orders: made, created: true };
      } catch (error) {
        if (violatedUnique(error) !== 'orders_request') throw error;
        return answer(await orders.byRequest(taking.principal.userId, input.requestId), false);
      }
    },

    /** A pending order confirmed by a second person: every check again, against the book as it is now. */
    async accept(id: number, principal: Principal, actor: Actor, tx: Transaction) {
      const before = await requireStatus(id, principal, 'pending', tx);
      await requireSecondPerson(before, principal, tx);
      const customer = await lockedCustomer(principal, before.customerId, tx);
      const stored = await orders.storedLines(id, tx);
      const context = await orderContext.read({ drawId: before.drawId, customerId: customer.id, planId: customer.planId, agentId: customer.agentId, plays: stored.map((line) => line.play) }, tx);
      const { draw } = context;
      requireOpen(draw);
      const lines = priceLines(stored, draw.game, context.plan!, context.chain).map((line, i) => ({ ...line, ...snapshotOf(stored[i]!) }));
      const perLine = lineRefusal(lines);
      if (perLine) throw limitExceeded(perLine);
      const { board, laid, moves } = await intoBook(customer, draw, lines, context, tx);
      // Accepted at the odds the board gives now (the snapshot kept the plan's at entry).
      await orders.setLineOdds(
        board.lines.flatMap((line, i) => (line.odds1 === stored[i]!.odds1 && line.odds2 === stored[i]!.odds2 ? [] : [{ id: stored[i]!.id, odds1: line.odds1, odds2: line.odds2 }])),
        tx,
      );
      await runTogether(tx, [...moves, ...boardsMoved(id, draw, board, context), ...layoffsWritten(id, draw, laid, principal)]);
      await tellPlanned(id, draw, laid, context, tx);
      const after = await orders.setStatus(id, 'pending', 'accepted', { confirmedBy: principal.userId, confirmedByName: principal.username }, tx);
      await audit.record(
        actor,
        {
          action: 'order.accept',
          entity: 'order',
          entityId: id,
          before: { status: before.status, enteredBy: { id: before.enteredBy, name: before.enteredByName } },
          after: { status: after!.status, confirmedBy: { id: principal.userId, name: principal.username }, ...layoffsAudited(laid) },
        },
        tx,
      );
      return after!;
    },

    async reject(id: number, reason: string, principal: Principal, actor: Actor, tx: Transaction) {
      const before = await requireStatus(id, principal, 'pending', tx);
      const after = await orders.setStatus(id, 'pending', 'rejected', { reason: asTyped(reason) }, tx);
      await audit.record(actor, { action: 'order.reject', entity: 'order', entityId: id, before: { status: before.status }, after: { status: 'rejected' }, reason }, tx);
      return after!;
    },

    /**
     * An accepted order leaves the book while its draw is still open, and takes its automatic lay-offs back
     * (the rows, and what they moved of each party's kept stake) under the same locks; one of them placed
     * with an external counterparty already cannot be taken back: the cancel is refused (409), nothing changes.
     */
    async cancel(id: number, principal: Principal, actor: Actor, tx: Transaction) {
      const before = await requireStatus(id, principal, 'accepted', tx);
      await lockedCustomer(principal, before.customerId, tx);
      const draw = await draws.findById(before.drawId, tx, 'share');
      if (draw?.status !== 'open') throw conflict('order.cancelWhileOpen', { status: draw ? drawStatus(draw.status) : say('order.drawGone') }, { status: before.status, drawStatus: draw?.status });
      const lines = await orders.bookLines(id, tx);
      await book.lockBook(draw.id, lines, tx);
      const payouts = await combinationPayoutsOf(lines, undefined, () => zodiacOfDraw(lotteries, draw, tx));
      const all = new Map<string, number>();
      for (const [key, payout] of payouts.flatMap((byKey) => [...byKey])) all.set(key, (all.get(key) ?? 0) + payout);
      await bookPayouts.lock(draw.id, all.keys(), tx);
      await book.moveBook(draw.id, lines, -1, tx, new Map(), all);
      const made = await autoLayoffs.ofOrder(id, tx);
      const placedOut = made.find((layoff) => !layoff.toUpline && layoff.status !== 'planned');
      if (placedOut) throw conflict('order.cancelLaidOff', { id: placedOut.id, upstream: placedOut.upstream }, { status: before.status, layoffId: placedOut.id });
      if (made.length > 0) await autoLayoffs.removeOfOrder(id, tx);
      // The external ones were all still planned: their todos to place them end with them.
      for (const agentId of new Set(made.filter((layoff) => !layoff.toUpline).map((layoff) => layoff.agentId))) {
        await finishTodo(todoSubject.layoffsToPlace(id, agentId), `order:${id}`, tx);
      }
      await autoLayoffs.keptTakenOut(draw.id, keptTakenBack(lines, made), tx);
      const after = await orders.setStatus(id, 'accepted', 'cancelled', {}, tx);
      const laidBack = made.length === 0 ? {} : { layoffsRemoved: made.map((layoff) => layoff.id) };
      await audit.record(actor, { action: 'order.cancel', entity: 'order', entityId: id, before: { status: before.status }, after: { status: 'cancelled', ...laidBack } }, tx);
      return after!;
    },

    /** The repeat job of a draw that opened: every series still chasing on its lottery places its copy. */
    async repeatOn(drawId: number, tx: Transaction) {
      const draw = await draws.findById(drawId, tx);
      if (draw?.status !== 'open') return;
      for (const original of await orderSeries.seriesToRepeat(drawId, tx)) await repeatOne(original, draw, tx);
    },

    /**
     * A customer moved to another agent: each of its repeat series whose enterer (a User) cannot reach the
     * customer any more stops (no copies left, renewal dismissed), audited, with a notice to the enterer, to
     * the Users who no longer see the customer (the old agent's and those above it) and to the new agent's. A series an Admin entered, or one whose enterer's subtree
     * still holds the customer, carries on (its copies belong to the customer's new agent).
     */
    async customerMoved(customer: { id: number; code: string }, from: number, to: number, actor: Actor, tx: Transaction) {
      const agent = await agents.findById(to, tx);
      for (const series of await orderSeries.liveSeriesOf(customer.id, tx)) {
        const enterer = await users.findById(series.enteredBy, tx);
        if (enterer?.role === 'Admin' || (enterer?.agentId && (await agents.inSubtree(to, enterer.agentId, tx)))) continue;
        await orders.setRenewal(series.id, 'dismissed', 0, tx);
        await audit.record(
          actor,
          { action: 'order.series-stop', entity: 'order', entityId: series.id, before: { repeat: series.repeatLeft, renewal: series.renewal }, after: { repeat: 0, renewal: 'dismissed' }, reason: 'customer moved' },
          tx,
        );
        const told = new Set([series.enteredBy, ...(await orderAudience.moveWitnesses(from, to, tx))]);
        await tell([...told], seriesStopped(series, customer, { code: agent?.code ?? String(to) }), `order:${series.id}`, tx);
      }
    },

    /** Closing a draw rejects its pending orders with the reason (a draw hook, in the close's transaction). */
    async rejectPendingOf(drawId: number, actor: Actor, tx: Transaction) {
      for (const order of await orders.pendingOf(drawId, tx)) {
        await orders.setStatus(order.id, 'pending', 'rejected', { reason: inBoth(say('order.rejectedAtClose')) }, tx);
        await audit.record(actor, { action: 'order.reject', entity: 'order', entityId: order.id, before: { status: 'pending' }, after: { status: 'rejected' }, reason: 'draw closed' }, tx);
      }
    },
  };

  /**
   * Four-eyes (the book setting `confirmUserOrders`): a pending order is confirmed by another person, an
   * Admin or a User of an agent above the agent of the User who entered it; the enterer, a User of the same
   * agent or of one below it are refused (409 naming the rule).
   */
  async function requireSecondPerson(order: OrderRow, principal: Principal, tx: Transaction) {
    if (order.enteredBy !== principal.userId) {
      if (principal.role === 'Admin') return;
      const enterer = await users.findById(order.enteredBy, tx);
      const above = enterer?.agentId ? (await agents.chainOf(enterer.agentId, tx)).slice(1).map((link) => link.agentId) : [];
      if (principal.agentId !== null && above.includes(principal.agentId)) return;
    }
    throw conflict('order.fourEyes', undefined, { status: order.status, rule: 'four-eyes' });
  }

  /** The order in the caller's scope, locked, in the status an action needs; else 404 or 409 with its status. */
  async function requireStatus(id: number, principal: Principal, status: OrderRow['status'], tx: Transaction) {
    const order = await orders.scoped(scopeOf(principal)).findById(id, tx, true);
    if (!order) throw notFound('notFound.order');
    if (order.status !== status) throw conflict('order.wrongStatus', { status: orderStatus(order.status), needed: orderStatus(status) }, { status: order.status });
    return order;
  }
}

/** An order's automatic lay-offs in its audit entry: who laid off how much to whom (none: nothing added). */
const layoffsAudited = (laid: LaidOff | undefined) =>
  laid && laid.layoffs.length > 0
    ? { layoffs: laid.layoffs.map((l) => ({ from: l.agentId, to: l.toUpline ? { upline: l.uplineAgentId } : { external: l.upstream }, play: l.play, selection: l.selection, stake: l.stake })) }
    : {};

/** When a draw's play groups close: its closing time less each group's lead (the book settings). */
const closingOf = (draw: DrawRow, settings: BookSettings): DeskRules['closing'] => ({
  closesAt: draw.closesAt.getTime(),
  leads: settings.groupLeads[draw.lottery as keyof typeof settings.groupLeads] ?? {},
});

/** A pending order keeps the terms it was taken at (the snapshot), whatever the plan says now. */
const snapshotOf = (line: { odds1: number; odds2: number | null; rebateBp: number; shareChain: PricedLine['shareChain'] }) => ({
  odds1: line.odds1,
  odds2: line.odds2,
  rebateBp: line.rebateBp,
  shareChain: line.shareChain,
  keptBp: keptOf(line.shareChain),
});
export type OrderService = ReturnType<typeof orderService>;
