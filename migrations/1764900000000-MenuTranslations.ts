import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The menu in the guest's language (issue 18): products, menu types, categories and extras keep optional
 * translations of their name (and description) per language, `{"en": {"name": "…", "description": "…"}}`.
 * German stays in the columns it always had; a field without a translation falls back to it. Orders keep
 * the German names they were placed with (their snapshot). Runs on PostgreSQL 15 and PGlite.
 */
export class MenuTranslations1764900000000 implements MigrationInterface {
  name = 'MenuTranslations1764900000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of ['menu_items', 'menu_types', 'categories', 'extras']) {
      await q.query(`
        ALTER TABLE ${table} ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'
          CONSTRAINT ${table}_translations_check CHECK (jsonb_typeof(translations) = 'object')`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['menu_items', 'menu_types', 'categories', 'extras']) {
      await q.query(`ALTER TABLE ${table} DROP COLUMN translations`);
    }
  }
}
