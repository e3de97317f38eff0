// Test data for the events tests: the shared world of the API tests (test/world.ts), and what only events use.
export * from '../../test/world.ts';
