// `npm run backup -- <folder>` / `npm run restore -- <folder> [--force]`, with the server's own settings
// (DATABASE_URL, DATA_DIR, S3_*). See ops/backup.ts and docs/operations.md#backups.
import { loadConfig } from '../config.ts';
import { backup, restore } from './backup.ts';

const [command, folder, ...flags] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !folder) {
  console.error('usage: npm run backup -- <folder>  |  npm run restore -- <folder> [--force]');
  process.exit(2);
}
try {
  const config = loadConfig(process.env);
  const manifest =
    command === 'backup'
      ? await backup(config, folder)
      : await restore(config, folder, { force: flags.includes('--force') });
  console.log(`${command} done: ${manifest.database}, ${manifest.images} images (${manifest.createdAt})`);
} catch (err) {
  console.error(`${command} failed: ${(err as Error).message}`);
  process.exit(1);
}
