import type { OrderListFilter, OrderSortField, OrderStatus } from '@stitchworks/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { orders, stores, users } from '../../db/schema/index.ts';
import { codeOf } from '../../db/schema/order-codes.ts';
import { signInMarkNow } from '../auth/authenticate.ts';
import type { OrderScope } from './order-access.ts';

/** The list's filters without paging and sorting (the export takes the same ones). */
export type OrderFilter = Omit<OrderListFilter, 'page' | 'limit' | 'sort' | 'direction'>;
/** Whose orders a query may reach: orderScopeOf(user), never null here. */
export type ReadScope = NonNullable<OrderScope>;
export type OrderSort = { sort: OrderSortField; direction: 'asc' | 'desc' };

const at = (seconds: number) => new Date(seconds * 1000);

/**
 * The values of a list query and the choices that shape its text. Inline (the default), each value
 * is written into the query as it is built. Bound, each becomes a named placeholder and the shape
 * names the statement, so one prepared statement serves every request of that shape: building a
 * Drizzle query costs more CPU than PostgreSQL spends answering this one, and a prepared statement
 * is parsed once per connection.
 */
export class QueryValues {
  readonly values: Record<string, unknown> = {};
  readonly shape: string[] = [];
  constructor(readonly bound = false) {}

  value<T>(name: string, value: T): T | Placeholder {
    this.shape.push(name);
    if (!this.bound) return value;
    this.values[name] = value instanceof Date ? value.toISOString() : value;
    return sql.placeholder(name);
  }

  /** A choice written into the text (archived or live, which factories): part of the shape. */
  choice(part: string): void {
    this.shape.push(part);
  }
}

/** The caller's scope: a seller's own orders whatever userId they send; staff within their factories. */
export function scopeWhere(scope: ReadScope, userId?: number, values = new QueryValues()): SQL[] {
  const conditions: SQL[] = [];
  const owner = scope.userId ?? userId;
  if (owner !== undefined) conditions.push(eq(orders.userId, values.value('userId', owner)));
  if (scope.factories) {
    values.choice(`factories:${scope.factories.join('+')}`);
    conditions.push(
      inArray(
        orders.factoryCode,
        scope.factories.map((factory) => codeOf('factory', factory)),
      ),
    );
  }
  return conditions;
}

/**
 * Order id (`123`, the '#' is already gone), or a piece of the seller order id, the customer's name
 * or a tracking number: `search_text` holds those lower-cased under a trigram index, so a
 * substring match is an index scan, and an id is an exact primary-key match beside it.
 */
export function keywordWhere(keyword: string, values = new QueryValues()): SQL {
  const matches: SQL[] = [
    ilike(orders.searchText, values.value('keyword', containsPattern(keyword.toLowerCase()))),
  ];
  if (/^\d{1,9}$/.test(keyword)) {
    matches.push(eq(orders.id, values.value('keywordId', Number(keyword))));
  }
  return or(...matches)!;
}

export function filterWhere(
  filter: OrderFilter,
  scope: ReadScope,
  values = new QueryValues(),
): SQL[] {
  const v = values.value.bind(values);
  const conditions = scopeWhere(scope, filter.userId, values);
  // Status, factory and shipping method by their codes, which the list's indexes hold.
  if (filter.status) {
    conditions.push(eq(orders.statusCode, v('status', codeOf('status', filter.status))));
  }
  // Sent as the production status minus one (spec 01 §5).
  if (filter.productionStatus !== undefined) {
    conditions.push(
      eq(orders.productionStatus, v('productionStatus', filter.productionStatus + 1)),
    );
  }
  if (filter.factory) {
    conditions.push(eq(orders.factoryCode, v('factory', codeOf('factory', filter.factory))));
  }
  if (filter.storeId !== undefined)
    conditions.push(eq(orders.storeId, v('storeId', filter.storeId)));
  if (filter.shippingMethod) {
    conditions.push(
      eq(
        orders.shippingCode,
        v('shippingMethod', codeOf('shipping_method', filter.shippingMethod)),
      ),
    );
  }
  if (filter.addressVerified) {
    conditions.push(
      eq(orders.addressVerified, v('addressVerified', filter.addressVerified === 'true')),
    );
  }
  values.choice(`archived:${filter.archived === 'true'}`);
  conditions.push(
    filter.archived === 'true' ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
  );
  // Ranges are unix seconds of the first and the last second (Asia/Bangkok days, as the app sends
  // them): the end is inclusive of its whole last second.
  if (filter.createdFrom !== undefined) {
    conditions.push(gte(orders.createdAt, v('createdFrom', at(filter.createdFrom))));
  }
  if (filter.createdTo !== undefined) {
    conditions.push(lt(orders.createdAt, v('createdTo', at(filter.createdTo + 1))));
  }
  if (filter.paidFrom !== undefined) {
    conditions.push(gte(orders.paidAt, v('paidFrom', at(filter.paidFrom))));
  }
  if (filter.paidTo !== undefined) {
    conditions.push(lt(orders.paidAt, v('paidTo', at(filter.paidTo + 1))));
  }
  if (filter.keyword) conditions.push(keywordWhere(filter.keyword, values));
  return conditions;
}

const sortColumns = {
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  total: orders.totalCents,
  id: orders.id,
} as const;

/** Ties broken by id so pages never overlap; each order matches an index (see bench/results-orders.md). */
export function orderByOf({ sort, direction }: OrderSort): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  return sort === 'id' ? [by(orders.id)] : [by(sortColumns[sort]), by(orders.id)];
}

/**
 * Sorting by paid date lists paid orders only: an unpaid order has no place in that order, and the
 * condition lets the partial index on paid_at serve the sort.
 */
function sortWhere({ sort }: OrderSort): SQL[] {
  return sort === 'paidAt' ? [isNotNull(orders.paidAt)] : [];
}

/** The list row's columns: no address or design data, so a page reads little. */
export const listColumns = {
  id: orders.id,
  userId: orders.userId,
  sellerOrderId: orders.sellerOrderId,
  status: orders.status,
  productionStatus: orders.productionStatus,
  factory: orders.factory,
  shippingMethod: orders.shippingMethod,
  isTiktokShop: orders.isTiktokShop,
  addressVerified: orders.addressVerified,
  customerName: orders.customerName,
  country: sql<string>`${orders.address}->>'country'`,
  trackingNumber: orders.trackingNumber,
  itemCount: orders.itemCount,
  totalCents: orders.totalCents,
  updateFlag: orders.updateFlag,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  archivedAt: orders.archivedAt,
  sellerName: users.name,
  sellerEmail: users.email,
  storeId: stores.id,
  storeName: stores.name,
};

export type OrderListView = {
  id: number;
  userId: number;
  sellerOrderId: string;
  status: OrderStatus;
  productionStatus: number | null;
  factory: (typeof orders.$inferSelect)['factory'];
  shippingMethod: (typeof orders.$inferSelect)['shippingMethod'];
  isTiktokShop: boolean;
  addressVerified: boolean;
  customerName: string;
  country: string;
  trackingNumber: string | null;
  itemCount: number;
  totalCents: number;
  updateFlag: number | null;
  createdAt: Date;
  paidAt: Date | null;
  archivedAt: Date | null;
  sellerName: string;
  sellerEmail: string;
  storeId: number | null;
  storeName: string | null;
};

/**
 * The list row as JSON text, exactly as toOrderListRow writes it: the page goes out as the text
 * the database returns, with no row parsed, mapped, checked or stringified in Node (the API's CPU
 * was the limit of this page; see bench/results-orders.md). The order, its seller and its store
 * each keep their part written (`list_json`, kept by triggers: migrations 0018 and 0019), so a row
 * is three texts joined. `showSeller` is false for a seller, who is never told who the seller is
 * (their own orders).
 */
function listRowJson(showSeller: boolean | Placeholder): SQL {
  // The order's object without its closing brace, then the seller and the store.
  return sql`(left(${orders.listJson}, -1)
    || ',"seller":' || case when ${showSeller}::boolean then ${users.listJson} else 'null' end
    || ',"store":' || coalesce(${stores.listJson}, 'null') || '}')`;
}

/** Placeholders in the prepared statement; values where a query is written out (the bench). */
type PageValues = {
  limit: number | Placeholder;
  offset: number | Placeholder;
  cap: number | Placeholder;
  showSeller: boolean | Placeholder;
  /** The sign-in to read beside the page (signInMarkNow); null for none. */
  signInUser: number | null | Placeholder;
  signInFamily: string | null | Placeholder;
};

/**
 * One page of the list and, when the page cannot tell it, its capped count: one statement. The
 * page's ids are chosen first, from the covering indexes alone (filters and sort keys are all in
 * them); only those rows are then read from the table and joined to their seller and store
 * (without this, PostgreSQL reads every row it sorts). The rows come back as one JSON array in
 * the list's order (listRowJson). `counted` is the capped count, or null when the page itself is
 * the end of the list (a short page that is not past the end): the count's subquery is then
 * never run. `signInMark` is the caller's sign-in as it stands in the same snapshot, for a caller
 * taken from memory (readConfirmingSignIn).
 */
export function listPageQuery(db: DbOrTx, conditions: SQL[], sort: OrderSort, p: PageValues) {
  const where = and(...conditions, ...sortWhere(sort));
  const chosen = db
    .select({ pageId: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...orderByOf(sort))
    .limit(p.limit)
    .offset(p.offset)
    .as('page');
  // Each row of this subquery is one list row's JSON, in the list's order.
  const rows = db
    .select({ json: listRowJson(p.showSeller).as('json') })
    .from(chosen)
    .innerJoin(orders, eq(orders.id, chosen.pageId))
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .orderBy(...orderByOf(sort))
    .as('page_rows');
  const onPage = sql`count(*)`;
  return db
    .select({
      // Joined in the order the sorted subquery gives them (as PostgREST's answers are built).
      rows: sql<string>`coalesce('[' || string_agg(${rows.json}, ',') || ']', '[]')`,
      onPage: sql<number>`${onPage}::int`,
      counted: sql<number | null>`case
        when ${onPage} < ${p.limit} and (${onPage} > 0 or ${p.offset} = 0) then null
        else (${countOrdersQuery(db, [where!], p.cap)})::int end`,
      signInMark: signInMarkNow(p.signInUser, p.signInFamily),
    })
    .from(rows);
}

/**
 * How many orders match, counting no further than `cap` (answers at most cap): the inner LIMIT
 * stops the scan, so a broad filter on a million orders costs no more than `cap` index entries.
 */
export function countOrdersQuery(db: DbOrTx, conditions: SQL[], cap: number | Placeholder) {
  return db.select({ n: count() }).from(cappedMatches(db, conditions, cap));
}

function cappedMatches(db: DbOrTx, conditions: SQL[], cap: number | Placeholder) {
  return db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(...conditions))
    .limit(cap)
    .as('matches');
}

/** The capped count alone (pages past the capped window), with the sign-in beside it. */
function countPastCapQuery(db: DbOrTx, conditions: SQL[], p: PageValues) {
  return db
    .select({ n: count(), signInMark: signInMarkNow(p.signInUser, p.signInFamily) })
    .from(cappedMatches(db, conditions, p.cap));
}

type ListStatements = {
  page: ReturnType<ReturnType<typeof listPageQuery>['prepare']>;
  count: ReturnType<ReturnType<typeof countPastCapQuery>['prepare']>;
};

/** Statement names are never reused: a connection keeps what it has prepared under a name. */
let statementNumber = 0;
const MAX_SHAPES = 256;
const preparedLists = new WeakMap<object, Map<string, ListStatements>>();

/**
 * The page and count statements of one list shape, prepared once per database (bound values come
 * at execution: `limit`, `offset`, `cap`, `showSeller`, `signInUser`, `signInFamily` beside the
 * filters'). Shapes are few (which filters, the sort, archived or not, the staff member's
 * factories); past MAX_SHAPES the cache starts again. The count alone serves pages past the
 * capped window, which read no rows.
 */
export function listStatementsOf(
  db: DbOrTx,
  conditions: SQL[],
  sort: OrderSort,
  values: QueryValues,
): ListStatements {
  const key = `${values.shape.join('|')}|${sort.sort}:${sort.direction}`;
  let shapes = preparedLists.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedLists.set(db, shapes);
  }
  let statements = shapes.get(key);
  if (!statements) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    statementNumber += 1;
    const placeholders = {
      limit: sql.placeholder('limit'),
      offset: sql.placeholder('offset'),
      cap: sql.placeholder('cap'),
      showSeller: sql.placeholder('showSeller'),
      signInUser: sql.placeholder('signInUser'),
      signInFamily: sql.placeholder('signInFamily'),
    };
    statements = {
      page: listPageQuery(db, conditions, sort, placeholders).prepare(
        `orders_list_${statementNumber}`,
      ),
      count: countPastCapQuery(db, [and(...conditions, ...sortWhere(sort))!], placeholders).prepare(
        `orders_count_${statementNumber}`,
      ),
    };
    shapes.set(key, statements);
  }
  return statements;
}

export async function countOrdersUpTo(db: DbOrTx, conditions: SQL[], cap: number) {
  const [row] = await countOrdersQuery(db, conditions, cap);
  return row?.n ?? 0;
}

/**
 * Orders whose address did not verify and that can still be fixed: created ones, and paid ones
 * not yet shipped. The partial index orders_unverified_idx holds exactly the first two conditions.
 */
export function unverifiedWhere(scope: ReadScope, keyword: string | undefined): SQL[] {
  const conditions = [
    ...scopeWhere(scope),
    sql`${orders.addressVerified} = false`,
    isNull(orders.archivedAt),
    or(
      eq(orders.status, 'created'),
      and(eq(orders.status, 'processing'), sql`coalesce(${orders.productionStatus}, 0) <> 3`),
    )!,
  ];
  if (keyword) conditions.push(keywordWhere(keyword));
  return conditions;
}

/** A page of the unverified-address list, with the address and why it did not verify. */
export function listUnverifiedViews(
  db: DbOrTx,
  conditions: SQL[],
  page: { limit: number; offset: number },
) {
  return db
    .select({ ...listColumns, address: orders.address, addressIssues: orders.addressIssues })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(stores, eq(stores.id, orders.storeId))
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(page.limit)
    .offset(page.offset);
}

/**
 * Unpaid statuses counted by GET /orders/count?status=… One status by its text, which the partial
 * index of unpaid orders names (`status = 'created'`, the banner's count); several by their codes,
 * which the list's covering indexes hold.
 */
export function statusesWhere(statuses: OrderStatus[] | undefined): SQL[] {
  if (!statuses) return [isNull(orders.archivedAt)];
  return [
    isNull(orders.archivedAt),
    statuses.length === 1
      ? eq(orders.status, statuses[0]!)
      : inArray(
          orders.statusCode,
          statuses.map((status) => codeOf('status', status)),
        ),
  ];
}
