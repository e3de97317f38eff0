// Runs before each API test file. The files of a worker share its modules (`isolate: false` in
// vitest.config.ts), so what a file counts from starts again here, as it would in a process of its own.
import { restartTestDates } from './world.ts';

restartTestDates();
