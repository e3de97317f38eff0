// The payment plan's balance on the events the API answers — its due date (BALANCE_DUE_DAYS before
// the event, never before the day it was booked) and whether it went by, by the shared rule (balanceDue) and
// Mexico City's today.
import { todayInMexicoCity } from '@salones/shared/dates';
import type { EventDto } from '@salones/shared/events';
import { balanceDue } from '@salones/shared/payment-plan';
import type { Config } from '../../config.ts';

export function withBalancePlan<E extends EventDto>(event: E, config: Pick<Config, 'payments' | 'now'>): E {
  return {
    ...event,
    plan: balanceDue(event, config.payments.balanceDueDays, todayInMexicoCity(config.now())),
  };
}
