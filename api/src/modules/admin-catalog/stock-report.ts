import type {
  AnalyzeStockResponse,
  StockReport,
  StockReportResponse,
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

/**
 * `GET /api/admin/stock-report`: the analysis of the catalogue as it is now. It runs on each read
 * (reads at the same moment share one run), so its figures match the dashboard's cards and a
 * product added or sold since the last run is counted; it is one pass over the products and
 * one sum of the month's sales. The run is stored as the latest report too.
 */
export async function latestStockReport(deps: StockDeps): Promise<StockReportResponse> {
  const report = await analysisOnce(deps);
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
