/**
 * Domain events, in the transaction of the change they announce. The module that owns a change
 * emits a typed event (`events.emit(tx, event)`) inside its transaction; the modules that follow
 * it (the audit log, the mails) subscribe once at start (app.ts) and write their rows with the
 * same `tx`, so a rollback loses the change, its audit row and its mail together, and a commit
 * keeps all three. A subscriber that fails makes the emit throw: never a change without its row.
 * No module imports another's recorder; the event is the only thing they share.
 */
import type { OrderStatus, PaymentStatus, Product, TeamMember } from '@agency/contract';
import type { Queryable } from '../db/index.ts';

/** Who caused an event: a signed-in caller, or (failed sign-ins) only the address that was tried. */
export interface EventActor {
  id: string | null;
  email: string;
  role: string | null;
  /** For mails that name who did it. */
  name?: string;
  /** A demo workspace's changes are the visitor's sample data (the audit log skips them). */
  workspace?: string;
}

/** Where an event came from: its actor, the client's address and the request's id. */
export interface EventOrigin {
  actor: EventActor;
  ip: string | null;
  requestId: string;
}

/** The origin of a signed-in caller's request. */
export function originOf(
  request: { ip?: string; id?: unknown },
  user: Pick<EventActor, 'email' | 'role' | 'name' | 'workspace'> & { id: string | null },
): EventOrigin {
  return {
    actor: {
      id: user.id,
      email: user.email,
      role: user.role,
      name: user.name,
      workspace: user.workspace,
    },
    ip: request.ip ?? null,
    requestId: String(request.id ?? ''),
  };
}

type StoreRef = { id: string; slug: string; name: string; kind: string };
type StoreAdmission =
  | 'store.created'
  | 'store.admin_added'
  | 'store.admin_removed'
  | 'store.owner_invited';

/** Every event and what it says, by type (the owning module is the first word). */
export interface EventMap {
  'auth.signed_in': { userId: string; demo: boolean; twoStep?: 'code' | 'app' | 'recovery' };
  'auth.sign_in_failed': { reason: 'deactivated' | 'wrong_code' | 'invalid_credentials' };
  'auth.locked': { retryAfter: unknown };
  'auth.two_step_changed': { userId: string; on: boolean };
  'blog.article_deleted': { article: { id: string; title: string } };
  'businesses.deleted': { business: { id: string; name: string } };
  /**
   * A product edited (alone, or with others in a bulk action): the product before, the edit's
   * variants (kept ones carry their id), and its status and tags when the edit gave them.
   */
  'catalogue.product_edited': {
    before: Product;
    status?: Product['status'];
    tags?: readonly string[];
    variants:
      | readonly { id?: string; mods?: Record<string, string>; qty: number; price_kobo: number }[]
      | undefined;
  };
  'catalogue.item_deleted': { product: Pick<Product, 'id' | 'name' | 'slug' | 'store_id'> };
  /** A CSV import or a template filled a store: how many items came in or changed. */
  'catalogue.filled': {
    storeId: string;
    details:
      | { how: 'import'; created: number; updated: number; refused: number }
      | { how: 'template'; template: string; created: number };
  };
  'orders.placed': { storeId: string; orderId: string };
  /** A sale the store recorded by hand (a walk-in, WhatsApp or phone sale). */
  'orders.recorded': {
    storeId: string;
    order: { id: string; number: number; total_kobo: number; source: string; paid_with: string };
  };
  'orders.status_changed': {
    storeId: string;
    /** With who carries it and its tracking link once shipped (a correction keeps the status). */
    order: { id: string; number: number; carrier?: string; tracking_url?: string };
    before: OrderStatus;
    after: OrderStatus;
  };
  'orders.payment_changed': {
    storeId: string;
    order: { id: string; number: number; total_kobo: number };
    before: PaymentStatus;
    after: PaymentStatus;
  };
  'people.invited': { member: TeamMember };
  'people.member_changed': {
    member: { id: string; email: string };
    before: { role: string; active: boolean };
    after: { role: string; active: boolean };
  };
  /** A store's settings saved: each field that changed, before and after (emitted when any did). */
  'stores.settings_changed': {
    store: { id: string; name: string };
    changed: Record<string, { before: unknown; after: unknown }>;
  };
  /** Who may run a store changed: a store made, a store admin added or removed, its owner invited. */
  'stores.people_changed': {
    storeId: string;
    change: StoreAdmission;
    person?: { id: string; email?: string };
  };
  'stores.disabled_changed': { store: StoreRef; disabled: boolean };
  /** A launched store opened to shoppers by its owner or an admin (decision 044). */
  'stores.opened': { store: { id: string; slug: string; name: string } };
  /** "Remove all samples": a template's sample items deleted at once (decision 044). */
  'catalogue.samples_removed': { storeId: string; slugs: string[] };
  'stores.removed': { store: StoreRef };
}

export type EventType = keyof EventMap;
/** One event: its type, where it came from (null: the server's own work), and what it says. */
export type DomainEvent<T extends EventType = EventType> = {
  [K in T]: { type: K; origin: EventOrigin | null } & EventMap[K];
}[T];

export type Subscriber<T extends EventType> = (
  tx: Queryable,
  event: DomainEvent<T>,
) => Promise<void>;

/** The event path of one API process (ctx.events); subscribers are wired in app.ts. */
export class Events {
  private readonly subscribers = new Map<EventType, Subscriber<never>[]>();
  private readonly log: (error: unknown, what: string) => void;

  constructor(log: (error: unknown, what: string) => void) {
    this.log = log;
  }

  /** Calls `handle` for each event of these types, in the emitter's transaction. */
  on<T extends EventType>(types: T | readonly T[], handle: Subscriber<T>): void {
    for (const type of typeof types === 'string' ? [types] : types)
      this.subscribers.set(type, [...(this.subscribers.get(type) ?? []), handle as never]);
  }

  /**
   * Hands the event to its subscribers in `tx`, one after another. A subscriber's failure is
   * logged and thrown, so the emitter's transaction rolls back with it.
   */
  async emit(tx: Queryable, event: DomainEvent): Promise<void> {
    for (const handle of this.subscribers.get(event.type) ?? []) {
      try {
        await (handle as Subscriber<EventType>)(tx, event);
      } catch (error) {
        this.log(error, `the subscriber of ${event.type}`);
        throw error;
      }
    }
  }

  /**
   * For a change that is not made in a transaction (a sign-in, a row deleted on its own): the
   * event is handled right after it, and a failure is logged, not thrown (the change stands, and
   * the answer says what happened to it).
   */
  async emitAfter(db: Queryable, event: DomainEvent): Promise<void> {
    await this.emit(db, event).catch(() => undefined);
  }
}
