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
import type { Db, DbOrTx } from '../../../db/client.ts';
import { containsPattern } from '../../../db/like.ts';
import { type NamedStatement, namedStatement } from '../../../db/named-statement.ts';
import { orders, stores, users } from '../../../db/schema/index.ts';
import { codeOf } from '../../../db/schema/order-codes.ts';
import { signInMarkNow } from '../../auth/authenticate.ts';
import type { OrderScope } from '../shared/order-access.ts';

/** The list's filters without paging and sorting (the export takes the same ones). */
export type OrderFilter = Omit<OrderListFilter, 'page' | 'limit' | 'sort' | 'direction'>;
/** Whose orders a query may reach: orderScopeOf(user), never null here. */
export type ReadScope = NonNullable<OrderScope>;
export type OrderSort = { sort: OrderSortField; direction: 'asc' | 'desc' };

const at = (seconds: number) => new Date(seconds * 1000);

/**
 * One filter of the list: the value it binds, undefined when the request does not use it, and the
 * condition it puts on the orders, given that value or a placeholder for it.
 */
type FilterPart<T> = {
  name: string;
  valueFrom: (filter: OrderFilter, scope: ReadScope) => T | undefined;
  where: (value: T | Placeholder) => SQL;
};
const part = <T>(
  name: string,
  valueFrom: FilterPart<T>['valueFrom'],
  where: FilterPart<T>['where'],
): FilterPart<T> => ({ name, valueFrom, where });
const given = <T, R>(value: T | undefined, map: (value: T) => R): R | undefined =>
  value === undefined || value === '' ? undefined : map(value);

/**
 * The list's filters. Status, factory and shipping method go by their codes, which the list's
 * indexes hold; the production status is sent as itself minus one (spec 01 §5); date ranges are
 * unix seconds of the first and the last second (Asia/Bangkok days, as the app sends them), the
 * end inclusive of its whole last second. The keyword is an order id (`123`, the '#' already
 * gone) or a piece of the seller order id, the customer's name or a tracking number:
 * `search_text` holds those lower-cased under a trigram index, so a substring match is an index
 * scan, and an id is an exact primary-key match beside it (the two are joined by `or`).
 */
const filterParts = [
  // A seller's own orders whatever userId they send.
  part(
    'userId',
    (filter, scope) => scope.userId ?? filter.userId,
    (v) => eq(orders.userId, v),
  ),
  part(
    'status',
    (filter) => given(filter.status, (status) => codeOf('status', status)),
    (v) => eq(orders.statusCode, v),
  ),
  part(
    'productionStatus',
    (filter) => given(filter.productionStatus, (status) => status + 1),
    (v) => eq(orders.productionStatus, v),
  ),
  part(
    'factory',
    (filter) => given(filter.factory, (factory) => codeOf('factory', factory)),
    (v) => eq(orders.factoryCode, v),
  ),
  part(
    'storeId',
    (filter) => filter.storeId,
    (v) => eq(orders.storeId, v),
  ),
  part(
    'shippingMethod',
    (filter) => given(filter.shippingMethod, (method) => codeOf('shipping_method', method)),
    (v) => eq(orders.shippingCode, v),
  ),
  part(
    'addressVerified',
    (filter) => given(filter.addressVerified, (verified) => verified === 'true'),
    (v) => eq(orders.addressVerified, v),
  ),
  part(
    'createdFrom',
    (filter) => given(filter.createdFrom, at),
    (v) => gte(orders.createdAt, v),
  ),
  part(
    'createdTo',
    (filter) => given(filter.createdTo, (to) => at(to + 1)),
    (v) => lt(orders.createdAt, v),
  ),
  part(
    'paidFrom',
    (filter) => given(filter.paidFrom, at),
    (v) => gte(orders.paidAt, v),
  ),
  part(
    'paidTo',
    (filter) => given(filter.paidTo, (to) => at(to + 1)),
    (v) => lt(orders.paidAt, v),
  ),
  part(
    'keyword',
    (filter) => given(filter.keyword, (keyword) => containsPattern(keyword.toLowerCase())),
    (v) => ilike(orders.searchText, v),
  ),
  part(
    'keywordId',
    (filter) =>
      filter.keyword && /^\d{1,9}$/.test(filter.keyword) ? Number(filter.keyword) : undefined,
    (v) => eq(orders.id, v),
  ),
] as FilterPart<unknown>[];

const keywordParts = new Set(['keyword', 'keywordId']);

/** The values a request's filters bind, by name, in the order of filterParts. */
export function filterValuesOf(filter: OrderFilter, scope: ReadScope): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const { name, valueFrom } of filterParts) {
    const value = valueFrom(filter, scope);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * What shapes the text of a filtered query besides its values: which filters are given, whether
 * archived orders are listed, and a staff member's factories (written into the text). Two requests
 * of the same shape run the same statement with their own values.
 */
export function filterShapeOf(
  values: Record<string, unknown>,
  filter: OrderFilter,
  scope: ReadScope,
) {
  return `${Object.keys(values).join(',')}|archived:${filter.archived === 'true'}|factories:${scope.factories?.join('+') ?? 'all'}`;
}

/**
 * The conditions of the list's filters within the caller's scope: staff within their factories,
 * archived orders only when asked for. Each value is written into the query, or with `bound` is a
 * placeholder of its name (filterValuesOf gives the values).
 */
export function filterWhere(filter: OrderFilter, scope: ReadScope, bound = false): SQL[] {
  const values = filterValuesOf(filter, scope);
  const conditions: SQL[] = [];
  const keyword: SQL[] = [];
  for (const { name, where } of filterParts) {
    if (!(name in values)) continue;
    const condition = where(bound ? sql.placeholder(name) : values[name]);
    (keywordParts.has(name) ? keyword : conditions).push(condition);
  }
  if (scope.factories) conditions.push(factoriesWhere(scope.factories));
  conditions.push(
    filter.archived === 'true' ? isNotNull(orders.archivedAt) : isNull(orders.archivedAt),
  );
  if (keyword.length > 0) conditions.push(or(...keyword)!);
  return conditions;
}

/** A staff member's factories, written into the text as their codes (part of the shape). */
function factoriesWhere(factories: NonNullable<ReadScope['factories']>): SQL {
  const codes = factories.map((factory) => codeOf('factory', factory));
  return sql`${orders.factoryCode} in (${sql.raw(codes.join(', '))})`;
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

type ListStatements = { page: NamedStatement; count: NamedStatement };

/**
 * Whether a shape's page keeps one plan. Sorted by created date (or id), every filter has an index
 * in that order, and the kept plan is as fast as one made for the values; so is a paid-date or
 * total sort without a date range. With a date range, the plan PostgreSQL would keep for those
 * sorts guesses the range's size without its values and sorts all of the range's orders, where a
 * plan made for the values reads less (by paid date, it walks the paid-date index and stops after
 * a page): 7.3–8.7 ms a page against 3.1–4.2 for 30 days by paid date, 28–29 against 5.3–7.4 for
 * a year's processing orders of one factory by total. Those pages are planned with their values
 * on every request, at about a millisecond (a month by total and nothing else, which the kept
 * plan served as well, pays it: 8.9–9.9 against 7.3–9.0 ms).
 */
const rangeFilters = ['createdFrom', 'createdTo', 'paidFrom', 'paidTo'];
const keepsPlan = (sort: OrderSortField, values: Record<string, unknown>) =>
  sort === 'createdAt' || sort === 'id' || !rangeFilters.some((name) => name in values);

/** Statement names are never reused: a connection keeps what it has prepared under a name. */
let statementNumber = 0;
const MAX_SHAPES = 256;
const preparedLists = new WeakMap<object, Map<string, ListStatements>>();

/**
 * The page and count statements of the list's shape (filterShapeOf, the sort, the page size, the
 * cap and whether it is the first page), written once per database: a request brings only its
 * values (filterValuesOf's, and `offset` past the first page, `showSeller`, `signInUser`,
 * `signInFamily`), and no query is built for it. The page size, the cap and the first page's
 * offset are written into the text: for a LIMIT or an OFFSET it cannot see, PostgreSQL plans for a
 * tenth of the matching orders, a plan so costly for a broad list that it planned the list again
 * on every request (1.5 ms of its CPU each time) rather than keep it. Pages past the first, far
 * fewer, are planned with their offset each time. Shapes are few (which filters, the sort,
 * archived or not, the staff member's factories, the page size); past MAX_SHAPES the cache starts
 * again. The count alone serves pages past the capped window, which read no rows.
 */
export function listStatementsOf(
  db: Db,
  filter: OrderFilter,
  scope: ReadScope,
  sort: OrderSort,
  values: Record<string, unknown>,
  size: { limit: number; cap: number; firstPage: boolean },
): ListStatements {
  const { limit, cap, firstPage } = size;
  const key = `${filterShapeOf(values, filter, scope)}|${sort.sort}:${sort.direction}|${limit}|${cap}|${firstPage}`;
  let shapes = preparedLists.get(db);
  if (!shapes) {
    shapes = new Map();
    preparedLists.set(db, shapes);
  }
  let statements = shapes.get(key);
  if (!statements) {
    if (shapes.size >= MAX_SHAPES) shapes.clear();
    statementNumber += 1;
    const conditions = filterWhere(filter, scope, true);
    const placeholders = {
      limit,
      cap,
      offset: firstPage ? 0 : sql.placeholder('offset'),
      showSeller: sql.placeholder('showSeller'),
      signInUser: sql.placeholder('signInUser'),
      signInFamily: sql.placeholder('signInFamily'),
    };
    statements = {
      page: namedStatement(
        `orders_list_${statementNumber}`,
        listPageQuery(db, conditions, sort, placeholders),
        { keepPlan: keepsPlan(sort.sort, values) },
      ),
      count: namedStatement(
        `orders_count_${statementNumber}`,
        countPastCapQuery(db, [and(...conditions, ...sortWhere(sort))!], placeholders),
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
  return [
    ...filterWhere({ keyword }, scope),
    sql`${orders.addressVerified} = false`,
    or(
      eq(orders.status, 'created'),
      and(eq(orders.status, 'processing'), sql`coalesce(${orders.productionStatus}, 0) <> 3`),
    )!,
  ];
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
  if (!statuses) return [];
  return [
    statuses.length === 1
      ? eq(orders.status, statuses[0]!)
      : inArray(
          orders.statusCode,
          statuses.map((status) => codeOf('status', status)),
        ),
  ];
}
