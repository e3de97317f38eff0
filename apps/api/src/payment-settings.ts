// docs/architecture.md#money-online: the online-payment settings. STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
// come as a pair (neither: online payment off, the family sees the bank details); the product never calls
// Stripe at start, these are only read here.
import type { Env } from './config-env.ts';

export const PAYMENT_METHODS = ['card', 'oxxo', 'customer_balance'] as const;
export type PaymentMethodType = (typeof PAYMENT_METHODS)[number];

export interface PaymentSettings {
  /** null: online payment off */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    /** STRIPE_API_URL parsed for the SDK (a Stripe-compatible server); null → Stripe's own */
    api: { host: string; port: number; protocol: 'http' | 'https' } | null;
  } | null;
  methods: PaymentMethodType[];
  anticipoPercent: number;
  balanceDueDays: number;
  reconcileMinutes: number;
  /** bank details shown for a manual SPEI transfer; null when TRANSFER_CLABE is unset */
  transfer: { bank: string; clabe: string; beneficiary: string } | null;
}

/** Throws a message per problem (config.ts reports them together with the others). */
export function parsePaymentSettings(e: Env): PaymentSettings {
  const problems: string[] = [];
  const key = e.STRIPE_SECRET_KEY?.trim();
  const secret = e.STRIPE_WEBHOOK_SECRET?.trim();
  if (Boolean(key) !== Boolean(secret)) {
    const [set, missing] = key
      ? ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']
      : ['STRIPE_WEBHOOK_SECRET', 'STRIPE_SECRET_KEY'];
    problems.push(`${missing}: falta, y ${set} sí está definido; van los dos o ninguno (both or neither)`);
  }
  const methods = e.STRIPE_PAYMENT_METHODS.split(',')
    .map((m) => m.trim())
    .filter(Boolean);
  const unknown = methods.filter((m) => !(PAYMENT_METHODS as readonly string[]).includes(m));
  if (unknown.length || methods.length === 0) {
    problems.push(
      `STRIPE_PAYMENT_METHODS: se esperaban métodos de ${PAYMENT_METHODS.join(', ')} separados por comas (expected a comma-separated list of ${PAYMENT_METHODS.join(', ')})`,
    );
  }
  if (problems.length) throw new Error(problems.join('\n'));
  let api: NonNullable<PaymentSettings['stripe']>['api'] = null;
  if (e.STRIPE_API_URL) {
    const url = new URL(e.STRIPE_API_URL);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    api = { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
  }
  return {
    stripe: key && secret ? { secretKey: key, webhookSecret: secret, api } : null,
    methods: [...new Set(methods)] as PaymentMethodType[],
    anticipoPercent: e.ANTICIPO_PERCENT,
    balanceDueDays: e.BALANCE_DUE_DAYS,
    reconcileMinutes: e.PAYMENT_RECONCILE_MINUTES,
    transfer: e.TRANSFER_CLABE
      ? { bank: e.TRANSFER_BANK ?? '', clabe: e.TRANSFER_CLABE, beneficiary: e.TRANSFER_BENEFICIARY ?? '' }
      : null,
  };
}
