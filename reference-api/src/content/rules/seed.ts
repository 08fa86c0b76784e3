import type { Db } from '../../db/open-db';

import { RULE_DOCUMENTS } from './documents/all-documents';
import { FAQ_ITEMS } from './faq-items';

function isEmpty(db: Db, table: 'rules' | 'faq_items'): boolean {
  return (db.prepare<[], { n: number }>(`SELECT count(*) AS n FROM ${table}`).get()?.n ?? 0) === 0;
}

/** Demo rules content; idempotent (does nothing when the content is already there). */
export function seedRules(db: Db): void {
  db.transaction(() => {
    if (isEmpty(db, 'rules')) {
      const insert = db.prepare(
        'INSERT INTO rules (slug, title, html, updated_at, sort) VALUES (?, ?, ?, ?, ?)',
      );
      RULE_DOCUMENTS.forEach((doc, index) => {
        insert.run(doc.slug, doc.title, doc.html.trim(), doc.updatedAt, index + 1);
      });
    }
    if (isEmpty(db, 'faq_items')) {
      const insert = db.prepare(
        'INSERT INTO faq_items (section, question, answer, sort) VALUES (?, ?, ?, ?)',
      );
      FAQ_ITEMS.forEach((item, index) => {
        insert.run(item.section, item.question, item.answer, index + 1);
      });
    }
  })();
}
