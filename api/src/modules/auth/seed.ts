import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SeedStep } from '../../seed/steps';
import { ensureStaffUser } from './staff';

export const DEMO_ADMIN_EMAIL = 'admin@isoko.demo';
export const DEMO_ADMIN_PASSWORD_FILE = 'admin-password';

/** The demo admin's password: generated once, kept beside the demo data (never in production). */
function demoAdminPassword(dataDir: string): string {
  const file = path.join(dataDir, DEMO_ADMIN_PASSWORD_FILE);
  if (existsSync(file)) {
    const saved = readFileSync(file, 'utf8').trim();
    if (saved.length >= 10) return saved;
  }
  mkdirSync(dataDir, { recursive: true });
  const password = randomBytes(12).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/**
 * The first admin: from ADMIN_EMAIL / ADMIN_PASSWORD when set (created once, never
 * overwritten); in demo mode without them, admin@isoko.demo with a generated password that the
 * start banner prints. Production without them creates nobody and prints no credentials.
 */
export const firstAdminSeed: SeedStep = {
  name: 'first admin',
  when: 'always',
  async run(deps, options) {
    const { config, db } = deps;
    if (config.admin.email && config.admin.password) {
      const result = await ensureStaffUser(db, {
        email: config.admin.email,
        password: config.admin.password,
        name: 'Administrator',
        role: 'admin',
      });
      if (config.isDemo)
        options.say(`Admin login: ${config.admin.email.toLowerCase()} (password from ADMIN_PASSWORD)`);
      else if (result === 'created')
        options.say(`Created the first admin ${config.admin.email.toLowerCase()}.`);
      return;
    }
    if (!config.isDemo) return;
    const password = demoAdminPassword(config.dataDir);
    await ensureStaffUser(db, {
      email: DEMO_ADMIN_EMAIL,
      password,
      name: 'Demo admin',
      role: 'admin',
      resetPassword: true,
    });
    options.say(
      `Admin login: ${DEMO_ADMIN_EMAIL} / ${password}   (kept in ${path.join(config.dataDir, DEMO_ADMIN_PASSWORD_FILE)})`,
    );
  },
};
