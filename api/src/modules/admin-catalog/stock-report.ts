import {
  type AnalyzeStockResponse,
  StockReport,
  type StockReportResponse,
} from '@isoko/shared/admin/products-schema';
import { analyseStock, SALES_WINDOW_DAYS, STOCK_LOW_BELOW } from '@isoko/shared/admin/stock-analysis';
import type { AppDeps } from '../../deps';
import { stockAnalysisProducts } from '../catalog/admin-list';
import { unitsSoldSince } from '../orders/units-sold';

/**
 * Runs the stock analysis (rules in shared/admin/stock-analysis) over the catalogue and keeps the
 * latest report in Redis: it is a derived figure, recomputed nightly and on demand, so losing it
 * costs one rerun and no table is needed.
 */

type StockDeps = Pick<AppDeps, 'db' | 'redis' | 'config'>;

const reportKey = (deps: StockDeps) => `${deps.config.redis.prefix}:stock:report`;

/** Analyses stock against the last 30 days of sales and stores the report. */
export async function runStockAnalysis(
  deps: StockDeps,
  options: { leadTimeDays?: number; now?: Date } = {},
): Promise<StockReport> {
  const now = options.now ?? new Date();
  const since = new Date(now.getTime() - SALES_WINDOW_DAYS * 24 * 3600 * 1000);
  const [rows, sold] = await Promise.all([stockAnalysisProducts(deps.db), unitsSoldSince(deps.db, since)]);
  const report = analyseStock(
    rows.map((r) => ({ ...r, unitsSold: sold.get(r.id) ?? 0 })),
    now,
    options.leadTimeDays,
  );
  await deps.redis.set(reportKey(deps), JSON.stringify(report));
  return report;
}

/** The stored report when there is a readable one. */
async function storedReport(deps: StockDeps): Promise<StockReport | null> {
  const stored = await deps.redis.get(reportKey(deps));
  if (!stored) return null;
  try {
    const parsed = StockReport.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `GET /api/admin/stock-report`: the latest report. When none is stored (a fresh start, Redis
 * emptied, or what is stored cannot be read) the analysis runs now, so the dashboard never shows
 * an empty insights tab.
 */
export async function latestStockReport(deps: StockDeps): Promise<StockReportResponse> {
  const report = (await storedReport(deps)) ?? (await analysisOnce(deps));
  return { success: true, ...report, data: report };
}

/** The run in progress per Redis connection: dashboards opening at once after a start share one. */
const running = new WeakMap<object, Promise<StockReport>>();

function analysisOnce(deps: StockDeps): Promise<StockReport> {
  const inProgress = running.get(deps.redis);
  if (inProgress) return inProgress;
  const run = runStockAnalysis(deps).finally(() => running.delete(deps.redis));
  running.set(deps.redis, run);
  return run;
}

/** `POST /api/admin/analyze-stock`: runs it now; the low-stock list and the advice as plain lines. */
export async function analyzeStockNow(deps: StockDeps): Promise<AnalyzeStockResponse> {
  const report = await runStockAnalysis(deps);
  const lowStock = report.reorderList
    .filter((item) => item.stockQuantity < STOCK_LOW_BELOW)
    .map((item) => ({ id: item.product.id, name: item.product.name, stockQuantity: item.stockQuantity }));
  return {
    success: true,
    lowStock,
    recommendations: report.recommendations.map((r) => r.message),
    report,
  };
}
