export * from './audit.ts';
export * from './booking-requests.ts';
export * from './content.ts';
export * from './events.ts';
export * from './place-totals.ts';
export * from './places.ts';
export * from './reminders.ts';
export * from './users.ts';
