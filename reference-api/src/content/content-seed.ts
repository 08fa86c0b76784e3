import type { Db } from '../db/open-db';

import { seedBlog } from './blog/seed';
import { seedCalendar } from './calendar/seed';
import { seedLive } from './live/seed';
import { seedPages } from './pages/seed';
import { seedRules } from './rules/seed';
import { seedShops } from './shops/seed';
import { seedSubscriptions } from './subscriptions/seed';
import { seedSurveys } from './surveys/seed';
import { seedVacancies } from './vacancies/seed';

/** Demo content of every content route; each step is idempotent. */
export function seedContent(db: Db): void {
  seedBlog(db);
  seedShops(db);
  seedVacancies(db);
  seedLive(db);
  seedSurveys(db);
  seedPages(db);
  seedRules(db);
  seedCalendar(db);
  seedSubscriptions(db);
}
