// The API project's global setup: the run's migrated database template (test/database-template.ts), made once
// before any test file and removed after the last.
import type { TestProject } from 'vitest/node';
import { makeDatabaseTemplate } from './database-template.ts';

export default async function setup(project: TestProject) {
  const { template, remove } = await makeDatabaseTemplate(process.env.DATABASE_URL);
  project.provide('databaseTemplate', template);
  return remove;
}
