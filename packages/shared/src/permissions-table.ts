// The table of docs/product.md "Roles and permissions", built from the rules of permissions.ts: each row names
// the rules it comes from, and each cell is what those rules answer for that role. permissions-table.test.ts
// compares it with the docs, so the docs cannot say what the code does not do.
import type { Role } from './constants.ts';
import type { Actor } from './permissions.ts';
import * as may from './permissions.ts';

const OWN = 'branch-1';
const OTHER = 'branch-2';

/** Each column's people: an admin with a branch and one without; a super_admin with a branch and without. */
const PEOPLE: Record<string, (Actor | null)[]> = {
  anonymous: [null],
  user: [{ id: 'customer', role: 'user', placeId: null }],
  admin: [
    { id: 'admin-of-a-branch', role: 'admin', placeId: OWN },
    { id: 'admin-of-no-branch', role: 'admin', placeId: null },
  ],
  super_admin: [
    { id: 'master-admin', role: 'super_admin', placeId: null },
    { id: 'master-admin-of-a-branch', role: 'super_admin', placeId: OWN },
  ],
};
export const COLUMNS = Object.keys(PEOPLE);

/** Accounts someone may act on. */
const someone = (role: Role): Actor => ({ id: `another-${role}`, role, placeId: OWN });

/** any rule of the module, whatever it takes */
type Rule = (...args: never[]) => unknown;
type Kind = 'role' | 'branch' | 'record';
/** One rule asked about one person: a yes/no, or one answer per branch or record (`kind`). */
interface Check {
  rule: Rule;
  kind: Kind;
  ask: (who: Actor | null) => boolean[];
}

/** A rule of one person: yes or no. */
const byRole = (rule: Rule, ask: (who: Actor | null) => boolean = rule as never): Check => ({
  rule,
  kind: 'role',
  ask: (who) => [ask(who)],
});
/** A rule of a branch: their own (or, for someone of no branch, branch-1), another, every branch at once. */
const byBranch = (
  rule: Rule,
  ask: (who: Actor | null, placeId: string | null) => boolean = rule as never,
): Check => ({
  rule,
  kind: 'branch',
  ask: (who) => [OWN, OTHER, null].map((placeId) => ask(who, placeId)),
});
/** A rule of a customer's record: their own at branch-1, someone else's there, someone else's at branch-2. */
const byRecord = (
  rule: Rule,
  ask: (who: Actor | null, record: may.BranchRecord) => boolean = rule as never,
): Check => ({
  rule,
  kind: 'record',
  ask: (who) =>
    [
      { customerId: who?.id ?? 'customer', placeId: OWN },
      { customerId: 'another-customer', placeId: OWN },
      { customerId: 'another-customer', placeId: OTHER },
    ].map((record) => ask(who, record)),
});

export interface Row {
  capability: string;
  /** the first check gives the cells; every other must agree (a yes/no beside a branch rule: yes when any is) */
  checks: Check[];
  /** what a visitor's 'no' reads, when more than a no happens */
  visitor?: string;
  /** a row that is a list rather than a yes/no */
  list?: (who: Actor | null) => string;
}

const ROLES_LISTED: Record<string, string> = {
  '': '–',
  admin: 'only role admin',
  'admin,super_admin': 'admin and super_admin',
};

export const PERMISSION_ROWS: Row[] = [
  { capability: 'Public site, register, login, contact', checks: [byRole(may.mayUsePublicSite)] },
  { capability: 'Add to the cart', checks: [byRole(may.mayUseCart)], visitor: 'no (warning)' },
  { capability: '`/pedidos` (own events)', checks: [byRole(may.mayReadOwnOrders)] },
  { capability: '`/admin` area', checks: [byRole(may.mayUseAdminArea)] },
  {
    capability: 'Edit users, book events, record payments, manage branches, packages, galleries, slides',
    checks: [
      byRole(may.mayManageUsers),
      byRole(may.mayEditUser, (who) => may.mayEditUser(who, someone('user'), { active: false })),
      byRole(may.mayBookEvents),
      byRole(may.mayRecordPayments),
      byRole(may.mayManageBranches),
      byRole(may.mayManageSlides),
    ],
  },
  {
    capability: 'The admins list shows',
    checks: [],
    list: (who) => ROLES_LISTED[may.staffRolesListedFor(who).join(',')],
  },
  {
    capability: 'Delete users, admins, events',
    checks: [
      byRole(may.mayDeleteUsers),
      byRole(may.mayDeleteUser, (who) => may.mayDeleteUser(who, someone('admin'))),
      byRole(may.mayDeleteEvents),
    ],
  },
  {
    capability: 'Places, slides, footer and products menu entries',
    checks: [byRole(may.mayUseContentMenus)],
  },
  { capability: 'Total earnings card', checks: [byRole(may.maySeeEarnings)] },
  {
    capability: 'Assign places and the super_admin role',
    checks: [
      byRole(may.mayAssignPlaces),
      byRole(may.mayEditUser, (who) => may.mayEditUser(who, someone('admin'), { placeId: OTHER })),
      byRole(may.mayEditUser, (who) => may.mayEditUser(who, someone('admin'), { role: 'super_admin' })),
    ],
  },
  {
    capability: "Edit a super_admin's account",
    checks: [byRole(may.mayEditUser, (who) => may.mayEditUser(who, someone('super_admin'), {}))],
  },
  {
    capability: 'Manage the footer and the products',
    checks: [byRole(may.mayManageFooter), byRole(may.mayManageProducts)],
  },
  {
    capability: "Ask for a date (booking request), pay online, accept the contract's terms",
    checks: [byRole(may.mayRequestBooking), byRole(may.mayPayOnline)],
  },
  {
    capability: 'Read a user record',
    checks: [byRecord(may.mayReadAccount, (who, record) => may.mayReadAccount(who, record.customerId))],
  },
  {
    capability: "Read a family's fiscal data (Datos de facturación)",
    checks: [byRecord(may.mayReadFiscalData, (who, record) => may.mayReadFiscalData(who, record.customerId))],
  },
  {
    capability: "Change a family's fiscal data",
    checks: [
      byRecord(may.mayChangeFiscalData, (who, record) => may.mayChangeFiscalData(who, record.customerId)),
    ],
  },
  {
    capability: "Ask for an event's factura (CFDI) and download it",
    checks: [byRecord(may.mayRequestFactura)],
  },
  {
    capability: 'Issue the monthly factura global early and read what it holds',
    checks: [byRole(may.mayManageFacturaGlobal)],
  },
  {
    capability: 'List the CFDI of a month (Facturas) and download it as CSV',
    checks: [byBranch(may.mayReadFacturasOf), byRole(may.mayReadFacturas)],
  },
  { capability: 'Cancel a CFDI with its SAT motivo', checks: [byRole(may.mayCancelFactura)] },
  {
    capability: 'Read an event, its contract and its party page',
    checks: [byRecord(may.mayReadEvent)],
  },
  {
    capability: "Read every event, the dashboard, the staff calendar and an event's history",
    checks: [byRole(may.mayReadAllEvents)],
  },
  { capability: 'Read the contact messages', checks: [byRole(may.mayReadContactMessages)] },
  { capability: "Mark a guest's arrival at the party", checks: [byRole(may.mayMarkArrivals)] },
  {
    capability: "Check and book a date inside the branch's lead time",
    checks: [byRole(may.mayBookInsideLeadTime)],
  },
  { capability: 'Read booking requests and online payments', checks: [byRecord(may.mayReadBranchRecord)] },
  {
    capability: 'Convert or reject a booking request',
    checks: [byRecord(may.mayDecideRequest), byRole(may.mayDecideRequests)],
  },
  {
    capability: 'Closures (Cierres)',
    checks: [byBranch(may.mayManageClosure), byRole(may.mayManageClosures)],
  },
  {
    capability: "A branch's salones and turnos (Salones, Turnos)",
    checks: [byBranch(may.mayManageSalonesOf), byRole(may.mayManageSalones), byBranch(may.mayEditTurnosOf)],
  },
  {
    capability:
      "A branch's resources (Recursos), assigning them to its parties, its day sheet (Hoja del día)",
    checks: [
      byBranch(may.mayManageRecursosOf),
      byRole(may.mayManageRecursos),
      byBranch(may.mayReadDaySheetOf),
    ],
  },
  { capability: 'Read the price rules (Precios)', checks: [byRole(may.mayReadPriceRules)] },
  {
    capability: 'Add and delete price rules',
    checks: [byBranch(may.mayEditPriceRulesOf), byRole(may.mayEditPriceRules)],
  },
  { capability: 'Promo codes', checks: [byRole(may.mayManagePromoCodes)] },
  { capability: 'Reports (Reportes)', checks: [byBranch(may.mayReadReportOf), byRole(may.mayReadReports)] },
  { capability: 'Refund an online payment', checks: [byRole(may.mayRefundPayments)] },
  { capability: "Publish a new version of the contract's terms", checks: [byRole(may.mayPublishTerms)] },
  { capability: 'The whole audit log (Bitácora)', checks: [byRole(may.mayReadAuditLog)] },
  {
    capability: "Turn a family's WhatsApp notices on or off",
    checks: [
      byRecord(may.mayChangeWhatsAppConsent, (who, record) =>
        may.mayChangeWhatsAppConsent(who, record.customerId),
      ),
    ],
  },
  {
    capability: 'WhatsApp conversations and messages (unmatched: a branch of none)',
    checks: [
      byBranch(may.mayReadWhatsAppConversation, (who, placeId) =>
        may.mayReadWhatsAppConversation(who, {
          matched: placeId !== null,
          placeIds: placeId ? [placeId] : [],
        }),
      ),
      byRole(may.mayUseWhatsAppInbox),
    ],
  },
];

/** One person's answer to a check, in words. */
function phrase(kind: Kind, answers: boolean[]): string {
  if (answers.every(Boolean)) return 'yes';
  if (!answers.some(Boolean)) return 'no';
  const key = `${kind}:${answers.map((a) => (a ? 1 : 0)).join('')}`;
  const words: Record<string, string> = {
    'branch:100': "their branch's",
    'branch:101': "their branch's and unmatched",
    'record:100': 'their own',
    'record:110': "their branch's",
  };
  if (!words[key]) throw new Error(`No words for ${key}: add them to permissions-table.ts`);
  return words[key];
}

/** A column's answer: its people's, when they agree; an admin with a branch and one without, said apart. */
function cell(row: Row, column: string): string {
  const people = PEOPLE[column];
  if (row.list) return joinPhrases(people.map(row.list), column);
  const [first, ...others] = row.checks;
  const phrases = people.map((who) => {
    const answers = first.ask(who);
    for (const other of others) {
      const answer = other.ask(who);
      const agrees =
        other.kind === 'role' && first.kind !== 'role'
          ? answer[0] === answers.some(Boolean)
          : phrase(other.kind, answer) === phrase(first.kind, answers);
      if (!agrees) throw new Error(`'${row.capability}': ${other.rule.name} disagrees for ${column}`);
    }
    return phrase(first.kind, answers);
  });
  const said = joinPhrases(phrases, column);
  return said === 'no' && column === 'anonymous' && row.visitor ? row.visitor : said;
}

function joinPhrases(phrases: string[], column: string): string {
  if (phrases.every((p) => p === phrases[0])) return phrases[0];
  const [withBranch, withoutBranch] = phrases;
  const without = { yes: "every branch's", no: 'none' }[withoutBranch];
  if (column !== 'admin' || !without) throw new Error(`${column} answers differently: ${phrases.join(', ')}`);
  return `${withBranch}; with no branch, ${without}`;
}

/** The table as docs/product.md has it. */
export function permissionsTable(): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(['capability', ...COLUMNS]),
    line(COLUMNS.map(() => '---').concat('---')).replace(/ /g, ''),
    ...PERMISSION_ROWS.map((row) => line([row.capability, ...COLUMNS.map((column) => cell(row, column))])),
  ].join('\n');
}
