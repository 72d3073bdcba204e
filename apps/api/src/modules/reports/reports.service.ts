import {
  type CreateReportInput,
  createReportInputSchema,
  INVENTORY_PACE_DAYS,
  type InventoryWarning,
  type InventoryWarningFilters,
  inventoryWarningQuerySchema,
  type OrderedProducts,
  type OrderedProductsFilters,
  orderedProductsQuerySchema,
  type ProductionOutput,
  type ProductionOutputFilters,
  productionOutputQuerySchema,
  REPORT_EXPORT_ROW_LIMIT,
  REPORT_VIEW_ROW_LIMIT,
  type Report,
  type ReportKind,
  type ReportList,
  type ReportListQuery,
  reportListQuerySchema,
  reportMessages,
} from '@stitchworks/shared';
import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { type FileStorage, newFileKey } from '../../plugins/storage.ts';
import {
  inventoryNear,
  inventoryWarningCsv,
  orderedProductsCsv,
  outputTotals,
  productionOutputCsv,
  rangeOf,
  toInventoryWarningRow,
  toOrderedProductsRow,
  toProductionOutputRow,
} from './report-views.ts';
import {
  claimReport,
  type FactoryScope,
  findReport,
  findReportRecord,
  finishReport,
  insertReport,
  listReportRecords,
  type ReportRecord,
  readInventoryWarnings,
  readOrderedProducts,
  readOrderedTotals,
  readProductionOutput,
} from './reports.repository.ts';

/** The factories a staff member's reports cover: an admin, or no factories set, every one. */
export function factoryScopeOf(user: Pick<AuthUser, 'role' | 'factories'>): FactoryScope {
  if (user.role === 'seller') throw new AppError('FORBIDDEN');
  if (user.role === 'admin' || user.factories.length === 0) return null;
  return [...user.factories];
}

/* Live views ------------------------------------------------------------------------------- */

export async function orderedProducts(
  db: DbOrTx,
  scope: FactoryScope,
  filters: OrderedProductsFilters,
  now: Date,
  limit = REPORT_VIEW_ROW_LIMIT,
): Promise<OrderedProducts> {
  const query = { ...filters, ...rangeOf(filters, now) };
  const [rows, totals] = await Promise.all([
    readOrderedProducts(db, query, scope, limit + 1),
    readOrderedTotals(db, query, scope),
  ]);
  return {
    groupBy: filters.groupBy,
    rows: rows.slice(0, limit).map(toOrderedProductsRow),
    totals: {
      orders: Number(totals.orders),
      units: Number(totals.units),
      amount: Math.round(Number(totals.amount_cents)) / 100,
    },
    truncated: rows.length > limit,
  };
}

export async function inventoryWarning(
  db: DbOrTx,
  scope: FactoryScope,
  filters: InventoryWarningFilters,
  now: Date,
  limit = REPORT_VIEW_ROW_LIMIT,
): Promise<InventoryWarning> {
  const since = new Date(now.getTime() - INVENTORY_PACE_DAYS * 24 * 60 * 60 * 1000);
  const rows = await readInventoryWarnings(db, filters, scope, since, inventoryNear, limit + 1);
  return { rows: rows.slice(0, limit).map(toInventoryWarningRow), truncated: rows.length > limit };
}

export async function productionOutput(
  db: DbOrTx,
  scope: FactoryScope,
  filters: ProductionOutputFilters,
  now: Date,
  limit = REPORT_VIEW_ROW_LIMIT,
): Promise<ProductionOutput> {
  const query = { factory: filters.factory, ...rangeOf(filters, now) };
  const found = await readProductionOutput(db, query, scope, limit + 1);
  const rows = found.slice(0, limit).map(toProductionOutputRow);
  return { rows, totals: outputTotals(rows), truncated: found.length > limit };
}

export type CsvFile = { filename: string; csv: string; rowCount: number };

const bangkokDay = (date: Date) =>
  new Date(date.getTime() + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A view as a CSV file (up to the export cap): what `?format=csv` answers and a report stores. */
export async function reportCsv(
  db: DbOrTx,
  scope: FactoryScope,
  kind: ReportKind,
  filters: Record<string, unknown>,
  now: Date,
): Promise<CsvFile> {
  const filename = `${kind}-${bangkokDay(now)}.csv`;
  switch (kind) {
    case 'ordered-products': {
      const parsed = orderedProductsQuerySchema.parse(filters);
      const view = await orderedProducts(db, scope, parsed, now, REPORT_EXPORT_ROW_LIMIT);
      return {
        filename,
        csv: orderedProductsCsv(view.groupBy, view.rows),
        rowCount: view.rows.length,
      };
    }
    case 'inventory-warning': {
      const parsed = inventoryWarningQuerySchema.parse(filters);
      const view = await inventoryWarning(db, scope, parsed, now, REPORT_EXPORT_ROW_LIMIT);
      return { filename, csv: inventoryWarningCsv(view.rows), rowCount: view.rows.length };
    }
    case 'production-output': {
      const parsed = productionOutputQuerySchema.parse(filters);
      const view = await productionOutput(db, scope, parsed, now, REPORT_EXPORT_ROW_LIMIT);
      return { filename, csv: productionOutputCsv(view.rows), rowCount: view.rows.length };
    }
  }
}

/* Generated reports ------------------------------------------------------------------------ */

export const REPORT_QUEUE = 'report';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toReport(record: ReportRecord): Report {
  const { scope: _scope, ...filters } = record.params as Record<string, unknown>;
  return {
    id: record.id,
    kind: record.kind as ReportKind,
    filters,
    status: record.status,
    rowCount: record.rowCount,
    error: record.error,
    createdBy:
      record.createdById === null
        ? null
        : { id: record.createdById, name: record.createdByName ?? '' },
    createdAt: record.createdAt.toISOString(),
    finishedAt: iso(record.finishedAt),
    downloadUrl: record.status === 'done' ? `/api/reports/${record.id}/file` : null,
  };
}

export async function listReports(db: DbOrTx, query: ReportListQuery): Promise<ReportList> {
  const { page, limit, kind } = reportListQuerySchema.parse(query);
  const found = await listReportRecords(db, { kind, limit, offset: (page - 1) * limit });
  return {
    rows: found.rows.map(toReport),
    count: found.count,
    total: found.total,
    totalPage: Math.max(1, Math.ceil(found.count / limit)),
  };
}

/**
 * POST /reports: the report is recorded as queued with the caller's factory scope, then sent to
 * the 'report' queue. Without a running job runner (a one-off script) it is generated at once.
 */
export async function createReport(
  app: FastifyInstance,
  caller: AuthUser,
  input: CreateReportInput,
): Promise<Report> {
  const scope = factoryScopeOf(caller);
  const { kind, filters } = createReportInputSchema.parse(input);
  const record = await insertReport(app.db, {
    kind,
    params: { ...filters, scope },
    createdById: caller.id,
  });
  if (app.jobs.started()) {
    await app.jobs.send(REPORT_QUEUE, { reportId: record.id });
  } else {
    await generateReport({ db: app.db, storage: app.storage, now: new Date() }, record.id);
  }
  const created = await findReportRecord(app.db, record.id);
  return toReport(created ?? { ...record, createdByName: null });
}

/**
 * The 'report' job: builds the CSV, stores it and marks the report done with its row count, or
 * failed with the reason. A report already done is left alone (a second delivery is harmless).
 */
export async function generateReport(
  context: { db: Db; storage: FileStorage; now: Date },
  reportId: number,
): Promise<{ status: 'done' | 'failed' | 'skipped'; rowCount?: number }> {
  const { db, storage, now } = context;
  const claimed = await claimReport(db, reportId);
  if (!claimed) return { status: 'skipped' };
  try {
    const { scope, ...filters } = claimed.params as Record<string, unknown> & {
      scope?: FactoryScope;
    };
    const file = await reportCsv(db, scope ?? null, claimed.kind as ReportKind, filters, now);
    const fileKey = newFileKey('reports', 'csv');
    await storage.put(fileKey, Buffer.from(file.csv, 'utf8'));
    await finishReport(db, reportId, { status: 'done', fileKey, rowCount: file.rowCount });
    return { status: 'done', rowCount: file.rowCount };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await finishReport(db, reportId, { status: 'failed', error: message.slice(0, 500) });
    return { status: 'failed' };
  }
}

/** GET /reports/:id/file: the stored CSV of a finished report. */
export async function openReportFile(db: DbOrTx, storage: FileStorage, id: number) {
  const record = await findReport(db, id);
  if (!record) throw new AppError('NOT_FOUND', reportMessages.notFound);
  if (record.status !== 'done' || !record.fileKey)
    throw new AppError('CONFLICT', reportMessages.notReady);
  const file = await storage.open(record.fileKey);
  if (!file) throw new AppError('NOT_FOUND', reportMessages.notFound);
  const day = bangkokDay(record.finishedAt ?? record.createdAt);
  return { file, filename: `${record.kind}-${record.id}-${day}.csv` };
}
