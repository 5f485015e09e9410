import { describe, expect, it } from 'vitest';
import { checkArchitecture, describeCycle } from './check-architecture';
import type { SourceText } from './source-files';

// A tiny tree in memory that breaks every rule once, beside code that keeps them, so each rule
// is seen to fire and to stay quiet.
const TABLES: SourceText[] = [
  {
    path: 'api/src/modules/orders/tables.ts',
    text: `import { pgTable, uuid } from 'drizzle-orm/pg-core';
import { products } from '../catalog/tables';
export const orders = pgTable('orders', { id: uuid().primaryKey() });
export const orderItems = pgTable('order_items', { productId: uuid().references(() => products.id) });`,
  },
  {
    path: 'api/src/modules/catalog/tables.ts',
    text: `import { pgTable, uuid } from 'drizzle-orm/pg-core';
export const products = pgTable('products', { id: uuid().primaryKey() });`,
  },
  {
    path: 'api/src/db/schema.ts',
    text: `export * from '../modules/catalog/tables';
export * from '../modules/orders/tables';`,
  },
];

const file = (path: string, text: string): SourceText => ({ path, text });

describe('architecture rules', () => {
  it('flag a Drizzle write, a SQL write and an interpolated SQL write to a foreign table', () => {
    const { foreignWrites } = checkArchitecture([
      ...TABLES,
      file(
        'api/src/modules/checkout/place.ts',
        `import { sql } from 'drizzle-orm';
import { orders } from '../orders/tables';
import * as schema from '../../db/schema';
export async function place(tx) {
  await tx.insert(orders).values({});
  await tx.update(schema.products).set({});
  await tx.execute(sql\`update products set stock = stock - 1\`);
  await tx.execute(sql\`delete from \${orders} where true\`);
  await tx.execute(sql\`select 1 for update\`);
}`,
      ),
      file(
        'api/src/modules/orders/service.ts',
        `import { orders } from './tables';
export const create = (tx) => tx.insert(orders).values({});`,
      ),
      file(
        'api/src/modules/checkout/place.test.ts',
        `import { orders } from '../orders/tables';\ntx.delete(orders);`,
      ),
      file(
        'api/src/modules/catalog/seed-demo.ts',
        `import { orders } from '../orders/tables';\ntx.delete(orders);`,
      ),
    ]);
    expect(foreignWrites.map((w) => `${w.file}:${w.line} ${w.verb} ${w.table.name} ${w.via}`)).toEqual([
      'api/src/modules/checkout/place.ts:5 insert orders drizzle',
      'api/src/modules/checkout/place.ts:6 update products drizzle',
      'api/src/modules/checkout/place.ts:7 update products sql',
      'api/src/modules/checkout/place.ts:8 delete orders sql',
    ]);
  });

  it("flag an import of another module's tables.ts or of db/schema.ts, but not a foreign key", () => {
    const { foreignTablesImports } = checkArchitecture([
      ...TABLES,
      file('api/src/modules/checkout/view.ts', `import type { orders } from '../orders/tables';`),
      file('api/src/modules/checkout/all.ts', `import { products } from '../../db/schema';`),
      file('api/src/modules/orders/read.ts', `import { orders } from './tables';`),
    ]);
    expect(foreignTablesImports.map((i) => `${i.file} ${i.owner} ${i.typeOnly}`)).toEqual([
      'api/src/modules/checkout/all.ts every module false',
      'api/src/modules/checkout/view.ts orders true',
    ]);
  });

  it('flag a cycle between modules and print a loop through it', () => {
    const { cycles, edges } = checkArchitecture([
      file(
        'api/src/modules/a/service.ts',
        `import { b } from '../b/service';\nimport { lib } from '../../lib/x';`,
      ),
      file('api/src/modules/b/service.ts', `export async function b() { await import('../c/service'); }`),
      file('api/src/modules/c/service.ts', `import type { A } from '../a/service';`),
      file('api/src/modules/d/service.ts', `import { a } from '../a/service';`),
      file('api/src/lib/x.ts', `import { d } from '../modules/d/service';`),
      file('api/src/modules/d/service.test.ts', `import { d } from '../a/service';`),
    ]);
    expect(cycles).toEqual([['a', 'b', 'c']]);
    expect(describeCycle(cycles[0] ?? [], edges)).toContain('one loop: a -> b -> c -> a');
  });

  it('find no cycle when imports point one way', () => {
    const { cycles } = checkArchitecture([
      file('api/src/modules/a/service.ts', `import { b } from '../b/service';`),
      file('api/src/modules/b/service.ts', `import { c } from '../c/service';`),
      file('api/src/modules/c/service.ts', `export const c = 1;`),
    ]);
    expect(cycles).toEqual([]);
  });

  it('flag SQL, drizzle-orm and tables in a route file, not a route registration', () => {
    const { routeSql } = checkArchitecture([
      ...TABLES,
      file(
        'api/src/modules/orders/staff-routes.ts',
        `import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { orders } from './tables';
export const routes = async (app) => {
  app.delete('/x', async () => app.deps.db.select().from(orders).where(eq(orders.id, '1')));
  app.get('/y', async () => app.deps.db.query.orders.findFirst());
};`,
      ),
      file(
        'api/src/modules/orders/routes.ts',
        `import { cancelOrder } from './service';
export const routes = async (app) => { app.delete('/x', (req) => cancelOrder(app.deps.db, req.params.id)); };`,
      ),
    ]);
    expect(routeSql.map((r) => `${r.file}:${r.line} ${r.what}`)).toEqual([
      'api/src/modules/orders/staff-routes.ts:1 imports drizzle-orm',
      'api/src/modules/orders/staff-routes.ts:3 imports ./tables',
      'api/src/modules/orders/staff-routes.ts:5 runs db.select()',
      'api/src/modules/orders/staff-routes.ts:6 runs app.deps.db.query.orders.findFirst()',
    ]);
  });
});
